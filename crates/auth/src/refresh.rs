//! `POST /api/authenticate/refresh-token` and `POST /api/authenticate/logout`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde_json::json;

use super::domain::UserStatus;
use super::response::{Shape, session_response};
use super::sessions::{Rotation, removal_cookie};
use super::{AuthState, sessions, users};
use crate::audit::{self, Action};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::tenancy::{TenantSlug, TenantTx};
use crate::views::RefreshAnswer;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(refresh).service(logout);
}

fn refresh_cookie(req: &HttpRequest, tx: &TenantTx) -> Option<String> {
    sessions::refresh_token_of(req, &tx.tenant().slug)
}

/// 401 "Invalid access token", clearing the cookie the browser holds.
fn rejected(tenant: &TenantSlug, state: &AuthState) -> HttpResponse {
    let mut response = actix_web::ResponseError::error_response(&ApiError::unauthorized(ErrorCode::InvalidToken));
    // Only a malformed cookie could fail here, and ours are built from validated parts.
    drop(response.add_cookie(&removal_cookie(tenant, state.secure_cookies)));
    response
}

/// Exchanges the refresh cookie for a new access token and a rotated cookie. A used token
/// revokes its whole family; a blocked or deactivated user cannot refresh.
#[utoipa::path(tag = "auth", responses(
    (status = 200, description = "A new access token; the refresh cookie is rotated", body = RefreshAnswer),
    (status = 401, description = "`invalid_token` (\"Invalid access token\"): unknown, expired, used or revoked; `session_locked`: the lock screen is up (the cookie is kept; unlock with the password)", body = ErrorEnvelope),
))]
#[post("/api/authenticate/refresh-token")]
async fn refresh(tx: TenantTx, req: HttpRequest, state: web::Data<AuthState>) -> Result<HttpResponse, ApiError> {
    let slug = tx.tenant().slug.clone();
    let Some(token) = refresh_cookie(&req, &tx) else {
        return Ok(rejected(&slug, &state));
    };
    match sessions::rotate(&tx, &token, state.refresh_ttl).await? {
        Rotation::Rotated { user_id, refresh } => {
            let user = users::find_by_id(&tx, user_id).await?.filter(|user| user.status == UserStatus::Active);
            let Some(user) = user else {
                sessions::revoke_all(&tx, user_id, None).await?;
                tx.commit().await?;
                return Ok(rejected(&slug, &state));
            };
            session_response(tx, &state, &user, &refresh, StatusCode::OK, Shape::Refresh).await
        }
        Rotation::Reused => {
            audit::record(
                &tx,
                audit::Entry {
                    actor_user: None,
                    actor_label: "refresh-token",
                    action: Action::RefreshTokenReused,
                    subject_type: "session",
                    subject_id: None,
                    details: json!({}),
                },
            )
            .await?;
            tx.commit().await?;
            Ok(rejected(&slug, &state))
        }
        Rotation::Invalid => Ok(rejected(&slug, &state)),
        // The cookie stays: unlocking continues this session.
        Rotation::Locked => Err(ApiError::unauthorized(ErrorCode::SessionLocked)),
    }
}

/// Ends the session: revokes the refresh token's family and clears the cookie. Always 204.
#[utoipa::path(tag = "auth", responses((status = 204, description = "Signed out; the cookie is cleared")))]
#[post("/api/authenticate/logout")]
async fn logout(tx: TenantTx, req: HttpRequest, state: web::Data<AuthState>) -> Result<HttpResponse, ApiError> {
    let slug = tx.tenant().slug.clone();
    if let Some(token) = refresh_cookie(&req, &tx) {
        if let Some(user_id) = sessions::end(&tx, &token).await? {
            audit::record(
                &tx,
                audit::Entry {
                    actor_user: Some(user_id),
                    actor_label: "session",
                    action: Action::Logout,
                    subject_type: "user",
                    subject_id: Some(user_id.to_string()),
                    details: json!({}),
                },
            )
            .await?;
        }
        tx.commit().await?;
    }
    Ok(HttpResponse::NoContent().cookie(removal_cookie(&slug, state.secure_cookies)).finish())
}
