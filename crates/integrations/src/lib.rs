//! Integrations: how other systems work with a tenant's hiring. **API keys** let scripts and HR
//! systems call the API as a service identity limited to the scopes they were given (the keys
//! themselves, their scopes and their check on every request are the identity layer's,
//! `auth::api_keys`; admins manage them here). **Webhooks** send the tenant's events to its
//! endpoints as the Standard Webhooks specification describes: written with the change (the
//! platform's `webhooks::emit`), signed, retried for more than a day, logged, and sent again on
//! request.

mod api_keys;
pub mod domain;
mod entities;
pub mod repo;
pub mod views;
pub mod webhooks;
pub mod worker;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::webhooks as platform_webhooks;
use erecruit_platform::{audit, crypto, db, delivery, error, mail, metrics, outbound, paging, tenancy};

use actix_web::web;
use sea_orm::DbErr;
use uuid::Uuid;

pub use worker::WebhookWorker;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        api_keys::list_api_keys,
        api_keys::create_api_key,
        api_keys::revoke_api_key,
        webhooks::list_webhook_endpoints,
        webhooks::create_webhook_endpoint,
        webhooks::change_webhook_endpoint,
        webhooks::delete_webhook_endpoint,
        webhooks::rotate_webhook_secret,
        webhooks::list_webhook_deliveries,
        webhooks::send_webhook_delivery_again,
    ),
    components(schemas(views::WebhookPayload)),
    tags((name = "integrations", description = "API keys for other systems, and webhooks that send the tenant's events"))
)]
pub struct IntegrationsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(api_keys::configure).configure(webhooks::configure);
}

/// What the webhook log holds about a person, for their privacy export.
pub async fn export_about(tx: &tenancy::TenantTx, user_id: Uuid) -> Result<Vec<repo::ExportedDelivery>, DbErr> {
    repo::about_candidate(tx, user_id).await
}

/// Erases a person from the webhook log (their deliveries, sent or not) and tells the tenant's
/// endpoints `candidate.erased`. How many deliveries were deleted.
pub async fn forget_candidate(tx: &tenancy::TenantTx, user_id: Uuid, person: Option<i64>) -> Result<u64, DbErr> {
    let deleted = repo::forget_candidate(tx, user_id).await?;
    let data = serde_json::json!({ "userId": user_id, "personId": person });
    platform_webhooks::emit(tx, platform_webhooks::Event::CandidateErased, data, None).await?;
    Ok(deleted)
}

/// Erases what the webhook log holds about applications retention anonymised.
pub async fn forget_applications(tx: &tenancy::TenantTx, ids: &[i64]) -> Result<u64, DbErr> {
    repo::forget_applications(tx, ids).await
}

/// The clean-up pass: deliveries finished more than 30 days ago.
pub async fn prune(tx: &tenancy::TenantTx) -> Result<u64, DbErr> {
    repo::prune(tx).await
}
