//! `/api/v1/admin/api-keys`: admins create, list and revoke the tenant's API keys (audited).

use actix_web::{HttpResponse, delete, get, post, web};
use chrono::Utc;
use serde_json::json;
use uuid::Uuid;

use crate::audit::{self, Action};
use crate::auth::AdminOnly;
use crate::auth::api_keys::{self, ApiKey};
use crate::domain::{self, MAX_ACTIVE_KEYS};
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::views::{CreatedApiKey, NewApiKey};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_api_keys).service(create_api_key).service(revoke_api_key);
}

/// Every key of the tenant, newest first, revoked ones included.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), responses(
    (status = 200, description = "The tenant's API keys (never the keys themselves)", body = [ApiKey]),
    AdminRequired,
))]
#[get("/api/v1/admin/api-keys")]
async fn list_api_keys(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(api_keys::list(&auth.tx).await?))
}

/// Creates a key. The answer holds the key itself, shown this once: only its hash is kept.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), request_body = NewApiKey, responses(
    (status = 201, description = "The key, and the key itself (shown once)", body = CreatedApiKey),
    (status = 400, description = "`validation_failed` (`api_key_name_invalid`, `api_key_scopes_invalid`, \
        `api_key_expiry_past`)", body = ErrorEnvelope),
    (status = 409, description = "`api_key_limit`: 50 active keys already", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/api-keys")]
async fn create_api_key(auth: AdminOnly, body: web::Json<NewApiKey>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    let (name, scopes) = domain::api_key(&body.name, &body.scopes, body.expires_at, Utc::now())?;
    let now = Utc::now();
    let usable = |key: &&ApiKey| key.revoked_at.is_none() && key.expires_at.is_none_or(|at| at > now);
    let active = api_keys::list(&tx).await?.iter().filter(usable).count() as u64;
    if active >= MAX_ACTIVE_KEYS {
        return Err(ApiError::conflict(ErrorCode::ApiKeyLimit));
    }
    let (api_key, key) = api_keys::create(&tx, &user, &name, &scopes, body.expires_at).await?;
    let details = json!({ "name": api_key.name, "prefix": api_key.prefix, "scopes": api_key.scopes,
        "expiresAt": api_key.expires_at, "identity": api_key.identity });
    audit::record_by(&tx, &user, Action::ApiKeyCreated, ("api_key", &api_key.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(CreatedApiKey { api_key, key }))
}

/// Revokes a key at once: its next request is refused.
#[utoipa::path(tag = "integrations", security(("bearer" = [])), params(("id" = Uuid, Path)), responses(
    (status = 200, description = "The key, revoked", body = ApiKey),
    (status = 404, description = "`not_found`", body = ErrorEnvelope),
    AdminRequired,
))]
#[delete("/api/v1/admin/api-keys/{id}")]
async fn revoke_api_key(auth: AdminOnly, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let key = api_keys::revoke(&tx, *id).await?.ok_or_else(|| ApiError::not_found("API key"))?;
    let details = json!({ "name": key.name, "prefix": key.prefix });
    audit::record_by(&tx, &user, Action::ApiKeyRevoked, ("api_key", &key.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(key))
}
