//! The tenant's approval chain for offers: ordered steps, each a named colleague or "the
//! vacancy's hiring manager". Admins set it (audited); staff read it.

use actix_web::{HttpResponse, get, put, web};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::audit::{self, Action};
use crate::auth::{AdminOnly, StaffOnly};
use crate::error::responses::{AdminRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::repo;

/// The most steps a chain has.
pub const MAX_STEPS: usize = 10;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_offer_approval_chain).service(put_offer_approval_chain);
}

/// One step of the chain.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferApprovalStep {
    /// A colleague (staff or admin); none for the hiring manager of the offer's vacancy.
    #[serde(default)]
    pub user_id: Option<Uuid>,
    /// The colleague's name (answers only).
    #[serde(default, skip_deserializing)]
    pub name: Option<String>,
}

/// The chain, in order; empty: offers need no approval.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferApprovalChain {
    pub steps: Vec<OfferApprovalStep>,
}

async fn shown(tx: &crate::tenancy::TenantTx) -> Result<OfferApprovalChain, ApiError> {
    let steps =
        repo::chain(tx).await?.into_iter().map(|row| OfferApprovalStep { user_id: row.user_id, name: row.name });
    Ok(OfferApprovalChain { steps: steps.collect() })
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), responses(
    (status = 200, description = "The tenant's approval chain", body = OfferApprovalChain),
    StaffRequired,
))]
#[get("/api/v1/admin/offer-approval-chain")]
async fn get_offer_approval_chain(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(shown(&auth.tx).await?))
}

/// Replaces the chain. Offers waiting for approval keep the steps they were given.
#[utoipa::path(tag = "offers", security(("bearer" = [])), request_body = OfferApprovalChain, responses(
    (status = 200, description = "The chain as stored", body = OfferApprovalChain),
    (status = 400, description = "`validation_failed` (`approval_chain_invalid`)", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/offer-approval-chain")]
async fn put_offer_approval_chain(
    auth: AdminOnly,
    body: web::Json<OfferApprovalChain>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let steps: Vec<Option<Uuid>> = body.into_inner().steps.into_iter().map(|step| step.user_id).collect();
    let invalid = || ApiError::validation(FieldErrors::one("steps", ErrorCode::ApprovalChainInvalid));
    let mut seen = std::collections::BTreeSet::new();
    if steps.len() > MAX_STEPS || !steps.iter().all(|step| seen.insert(*step)) {
        return Err(invalid());
    }
    let named: Vec<Uuid> = steps.iter().flatten().copied().collect();
    if repo::active_staff_among(&tx, &named).await? != named.len() {
        return Err(invalid());
    }
    repo::set_chain(&tx, &steps).await?;
    let details = json!({ "steps": steps });
    audit::record_by(&tx, &user, Action::OfferApprovalChainChanged, ("tenant", &tx.tenant().slug), details).await?;
    let chain = shown(&tx).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(chain))
}
