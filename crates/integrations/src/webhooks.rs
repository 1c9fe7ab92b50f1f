//! `/api/v1/admin/webhooks`: admins manage where the tenant's events are sent, rotate secrets,
//! read the delivery log and send one delivery again. Every change is audited.

use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::Utc;
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;
use uuid::Uuid;

use crate::audit::{self, Action};
use crate::auth::{AdminOnly, AuthState};
use crate::domain::{self, MAX_ENDPOINTS, PREVIOUS_SECRET_VALID};
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::outbound::Outbound;
use crate::paging::{self, Page};
use crate::platform_webhooks as webhooks;
use crate::repo::{self, NewEndpoint};
use crate::views::{WebhookDelivery, WebhookEndpoint, WebhookEndpointInput, WebhookEndpointWithSecret};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_webhook_endpoints)
        .service(create_webhook_endpoint)
        .service(change_webhook_endpoint)
        .service(delete_webhook_endpoint)
        .service(rotate_webhook_secret)
        .service(list_webhook_deliveries)
        .service(send_webhook_delivery_again);
}

/// An endpoint's address as the audit log and mail show it: without its query, which may carry
/// the receiver's token.
pub(crate) fn shown_url(url: &str) -> &str {
    url.split(['?', '#']).next().unwrap_or(url)
}

fn outbound(state: &web::Data<Outbound>) -> &Outbound {
    state.get_ref()
}

/// The tenant's endpoints.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), responses(
    (status = 200, description = "Where the tenant's events are sent (never the secrets)", body = [WebhookEndpoint]),
    AdminRequired,
))]
#[get("/api/v1/admin/webhooks")]
async fn list_webhook_endpoints(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let endpoints: Vec<WebhookEndpoint> = repo::endpoints(&auth.tx).await?.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(endpoints))
}

/// Adds an endpoint. The answer holds its signing secret, shown this once.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), request_body = WebhookEndpointInput, responses(
    (status = 201, description = "The endpoint and its secret (shown once)", body = WebhookEndpointWithSecret),
    (status = 400, description = "`validation_failed` (`webhook_url_invalid`, `webhook_events_invalid`, \
        `webhook_description_too_long`)", body = ErrorEnvelope),
    (status = 409, description = "`webhook_limit`: 20 endpoints already", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/webhooks")]
async fn create_webhook_endpoint(
    auth: AdminOnly,
    client: web::Data<Outbound>,
    state: web::Data<AuthState>,
    body: web::Json<WebhookEndpointInput>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    let (url, description, events) = domain::endpoint(outbound(&client), &body.url, &body.description, &body.events)?;
    if repo::count_endpoints(&tx).await? >= MAX_ENDPOINTS {
        return Err(ApiError::conflict(ErrorCode::WebhookLimit));
    }
    let secret = webhooks::new_secret();
    let new = NewEndpoint {
        url,
        description,
        events,
        sealed_secret: state.sealer.seal(secret.as_bytes()),
        created_by: Some(user.id),
    };
    let mut row = repo::insert_endpoint(&tx, new).await?;
    if !body.enabled {
        row = repo::update_endpoint(&tx, row.id, (row.url.clone(), row.description.clone(), row.events.clone()), false)
            .await?
            .unwrap_or(row);
    }
    let details = json!({ "url": shown_url(&row.url), "events": row.events, "enabled": row.enabled });
    audit::record_by(&tx, &user, Action::WebhookCreated, ("webhook", &row.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(WebhookEndpointWithSecret { endpoint: row.into(), secret }))
}

/// Changes an endpoint's address, description, events, or whether it is on. Turning it off
/// pauses what waits for it; turning it back on sends that and forgets the failures.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), params(("id" = Uuid, Path)),
    request_body = WebhookEndpointInput, responses(
    (status = 200, description = "The endpoint as stored", body = WebhookEndpoint),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    (status = 404, description = "`not_found`", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/webhooks/{id}")]
async fn change_webhook_endpoint(
    auth: AdminOnly,
    client: web::Data<Outbound>,
    id: web::Path<Uuid>,
    body: web::Json<WebhookEndpointInput>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    let fields = domain::endpoint(outbound(&client), &body.url, &body.description, &body.events)?;
    let before = repo::endpoint(&tx, *id).await?.ok_or_else(|| ApiError::not_found("webhook endpoint"))?;
    let row = repo::update_endpoint(&tx, *id, fields, body.enabled)
        .await?
        .ok_or_else(|| ApiError::not_found("webhook endpoint"))?;
    let details = json!({
        "before": { "url": shown_url(&before.url), "events": before.events, "enabled": before.enabled },
        "after": { "url": shown_url(&row.url), "events": row.events, "enabled": row.enabled },
    });
    audit::record_by(&tx, &user, Action::WebhookChanged, ("webhook", &row.id), details).await?;
    if row.enabled && !before.enabled {
        // What waited for it is due now: the workers need not wait for their hourly sweep.
        crate::delivery::wake_workers(&tx, webhooks::CHANNEL).await?;
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(WebhookEndpoint::from(row)))
}

/// Deletes an endpoint and its delivery log; nothing more is sent there.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), params(("id" = Uuid, Path)), responses(
    (status = 204, description = "Deleted"),
    (status = 404, description = "`not_found`", body = ErrorEnvelope),
    AdminRequired,
))]
#[delete("/api/v1/admin/webhooks/{id}")]
async fn delete_webhook_endpoint(auth: AdminOnly, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let before = repo::endpoint(&tx, *id).await?.ok_or_else(|| ApiError::not_found("webhook endpoint"))?;
    repo::delete_endpoint(&tx, *id).await?;
    let details = json!({ "url": shown_url(&before.url), "events": before.events });
    audit::record_by(&tx, &user, Action::WebhookDeleted, ("webhook", &before.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Replaces the signing secret. For 24 hours every delivery carries two signatures, under the
/// new secret and the old, so the receiver can switch without losing a delivery.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), params(("id" = Uuid, Path)), responses(
    (status = 200, description = "The endpoint and its new secret (shown once)", body = WebhookEndpointWithSecret),
    (status = 404, description = "`not_found`", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/webhooks/{id}/rotate-secret")]
async fn rotate_webhook_secret(
    auth: AdminOnly,
    state: web::Data<AuthState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let secret = webhooks::new_secret();
    let until = Utc::now() + PREVIOUS_SECRET_VALID;
    let row = repo::rotate_secret(&tx, *id, state.sealer.seal(secret.as_bytes()), until)
        .await?
        .ok_or_else(|| ApiError::not_found("webhook endpoint"))?;
    let details = json!({ "previousValidUntil": until });
    audit::record_by(&tx, &user, Action::WebhookSecretRotated, ("webhook", &row.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(WebhookEndpointWithSecret { endpoint: row.into(), secret }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct DeliveryQuery {
    /// From 1.
    page: Option<u64>,
    /// 1–100, 20 by default.
    per_page: Option<u64>,
}

/// The endpoint's delivery log, newest first: each event with its attempts' status, latency and
/// the start of the receiver's answer. Kept 30 days after the last attempt.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), params(("id" = Uuid, Path), DeliveryQuery), responses(
    (status = 200, description = "One page of deliveries", body = Page<WebhookDelivery>),
    (status = 404, description = "`not_found`", body = ErrorEnvelope),
    AdminRequired,
))]
#[get("/api/v1/admin/webhooks/{id}/deliveries")]
async fn list_webhook_deliveries(
    auth: AdminOnly,
    id: web::Path<Uuid>,
    query: web::Query<DeliveryQuery>,
) -> Result<HttpResponse, ApiError> {
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    repo::endpoint(&auth.tx, *id).await?.ok_or_else(|| ApiError::not_found("webhook endpoint"))?;
    let (data, total) = repo::deliveries(&auth.tx, *id, page, per_page).await?;
    Ok(HttpResponse::Ok().json(Page::counted(data, total, page, per_page)))
}

/// Sends one delivery again, with the same `webhook-id` (receivers that saw it already can tell):
/// one attempt, as soon as a worker takes it.
#[utoipa::path(tag = "integrations", security(("bearer" = [])),
    params(("id" = Uuid, Path), ("deliveryId" = Uuid, Path)), responses(
    (status = 202, description = "Queued"),
    (status = 404, description = "`not_found`: no such delivery, or it is still waiting to be sent", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/webhooks/{id}/deliveries/{deliveryId}/send-again")]
async fn send_webhook_delivery_again(auth: AdminOnly, path: web::Path<(Uuid, Uuid)>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let (endpoint, delivery) = path.into_inner();
    if !repo::send_again(&tx, endpoint, delivery).await? {
        return Err(ApiError::not_found("webhook delivery"));
    }
    let details = json!({ "endpoint": endpoint });
    audit::record_by(&tx, &user, Action::WebhookSentAgain, ("webhook_delivery", &delivery), details).await?;
    crate::delivery::wake_workers(&tx, webhooks::CHANNEL).await?;
    tx.commit().await?;
    Ok(HttpResponse::Accepted().finish())
}
