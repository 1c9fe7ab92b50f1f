//! "Where you're signed in": the caller's sessions with their device, last use and sign-in
//! method, ending one or all the others; and the lock screen, which holds every request of a
//! session until its password is given again.

use crate::audit::Action;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use serde_json::json;
use uuid::Uuid;

use super::domain::UserStatus;
use super::response::{Shape, session_response};
use super::sessions;
use super::users;
use super::{AuthState, CurrentPassword, SignedIn, check_current_password};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::{TenantTx, TenantUnits};
use crate::views::LoginAnswer;
use crate::views::{Ended, SessionView, UnlockBody};
use sea_orm::DbErr;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list).service(end_others).service(end_one).service(lock).service(unlock);
}

/// The caller's sessions still signed in, the most recently used first.
#[utoipa::path(operation_id = "list_my_sessions", tag = "account", security(("bearer" = [])), responses(
    (status = 200, description = "The sessions", body = Vec<SessionView>),
    SignInRequired,
))]
#[get("/api/v1/me/sessions")]
async fn list(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let views = views_of(&auth.tx, auth.user.id, Some(auth.session)).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(views))
}

/// The user's sessions still signed in, the most recently used first (`current`: the one asking).
pub async fn views_of(tx: &TenantTx, user_id: Uuid, current: Option<Uuid>) -> Result<Vec<SessionView>, DbErr> {
    let rows = sessions::list(tx, user_id).await?;
    Ok(rows.into_iter().map(|row| SessionView::new(row, current)).collect())
}

/// Ends every other session of the caller: their refresh tokens stop working at once, and so do
/// their access tokens.
#[utoipa::path(operation_id = "end_other_sessions", tag = "account", security(("bearer" = [])), responses(
    (status = 200, description = "How many ended", body = Ended),
    SignInRequired,
))]
#[delete("/api/v1/me/sessions")]
async fn end_others(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let ended = sessions::revoke_all(&auth.tx, auth.user.id, Some(auth.session)).await?;
    super::audit_own(&auth.tx, &auth.user, Action::SessionsEnded, json!({ "ended": ended })).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(Ended { ended }))
}

/// Ends one other session of the caller.
#[utoipa::path(operation_id = "end_my_session", tag = "account", security(("bearer" = [])), params(("id" = Uuid, Path, description = "The session")), responses(
    (status = 204, description = "Ended"),
    (status = 400, description = "`session_current`: sign out instead", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "`session_not_found`: not the caller's, or already ended", body = ErrorEnvelope),
))]
#[delete("/api/v1/me/sessions/{id}")]
async fn end_one(auth: SignedIn, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if id == auth.session {
        return Err(ApiError::bad_request(ErrorCode::SessionCurrent));
    }
    if !sessions::end_one(&auth.tx, auth.user.id, id).await? {
        return Err(ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::SessionNotFound));
    }
    super::audit_own(&auth.tx, &auth.user, Action::SessionEnded, json!({ "session": id })).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Locks the caller's session (the web app does after the tenant's idle timeout): until it is
/// unlocked, every request of the session answers 401 `session_locked`, and so does a refresh.
#[utoipa::path(operation_id = "lock_session", tag = "auth", security(("bearer" = [])), responses(
    (status = 204, description = "Locked"),
    (status = 401, description = "Not signed in, or already locked (`session_locked`)", body = ErrorEnvelope),
))]
#[post("/api/authenticate/lock")]
async fn lock(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    sessions::set_locked(&auth.tx, auth.session, true).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Unlocks the session the refresh cookie names with the account's password, under the sign-in
/// limits; answers as a sign-in does (a new access token, the cookie rotated).
#[utoipa::path(operation_id = "unlock_session", tag = "auth", request_body = UnlockBody, responses(
    (status = 200, description = "Unlocked; the refresh cookie is rotated", body = LoginAnswer),
    (status = 400, description = "`validation_failed` (`password`: `current_password_wrong`)", body = ErrorEnvelope),
    (status = 401, description = "`invalid_token`: the session has ended (sign in again)", body = ErrorEnvelope),
    (status = 403, description = "`sso_required`: staff of this tenant sign in through its identity provider", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`, with Retry-After", body = ErrorEnvelope),
))]
#[post("/api/authenticate/unlock")]
async fn unlock(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<UnlockBody>,
) -> Result<HttpResponse, ApiError> {
    let ended = || ApiError::unauthorized(ErrorCode::InvalidToken);
    let tx = units.begin().await?;
    let token = sessions::refresh_token_of(&req, &tx.tenant().slug).ok_or_else(ended)?;
    let (user_id, _) = sessions::of_token(&tx, &token).await?.ok_or_else(ended)?;
    let user =
        users::find_by_id(&tx, user_id).await?.filter(|user| user.status == UserStatus::Active).ok_or_else(ended)?;
    // Staff who must use single sign-on cannot unlock with a password either.
    if super::sso::password_refused(&tx, &user).await? {
        return Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::SsoRequired));
    }
    let wrong = || ApiError::validation(FieldErrors::one("password", ErrorCode::CurrentPasswordWrong));
    let CurrentPassword::Right(verified) =
        check_current_password(&req, &state, &user, tx, &units, body.into_inner().password).await?
    else {
        return Err(wrong());
    };
    let tx = verified.lock(&units).await?.ok_or_else(wrong)?;
    let Some((_, refresh)) = sessions::unlock(&tx, &token, state.refresh_ttl).await? else {
        // A token used meanwhile ended its session (kept so).
        tx.commit().await?;
        return Err(ended());
    };
    super::audit_own(&tx, &user, Action::Unlocked, json!({})).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::OK, Shape::Login).await
}

/// "Browser on system" from a `User-Agent`, for people to recognise their devices (not for any
/// decision: the header is whatever the client says).
pub fn device_of(user_agent: &str) -> String {
    let has = |needle: &str| user_agent.contains(needle);
    let browser = if has("Edg/") {
        Some("Edge")
    } else if has("OPR/") || has("Opera") {
        Some("Opera")
    } else if has("Firefox/") || has("FxiOS/") {
        Some("Firefox")
    } else if has("Chrome/") || has("CriOS/") {
        Some("Chrome")
    } else if has("Safari/") {
        Some("Safari")
    } else {
        None
    };
    let system = if has("iPhone") {
        Some("iPhone")
    } else if has("iPad") {
        Some("iPad")
    } else if has("Android") {
        Some("Android")
    } else if has("Windows") {
        Some("Windows")
    } else if has("Mac OS X") || has("Macintosh") {
        Some("macOS")
    } else if has("CrOS") {
        Some("ChromeOS")
    } else if has("Linux") {
        Some("Linux")
    } else {
        None
    };
    match (browser, system) {
        (Some(browser), Some(system)) => format!("{browser} on {system}"),
        (Some(one), None) | (None, Some(one)) => one.to_owned(),
        (None, None) => "Unknown device".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::device_of;

    #[test]
    fn devices_are_named_by_browser_and_system() {
        let cases = [
            ("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
                "Edge on Windows",
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                "Safari on iPhone",
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
                "Chrome on Android",
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                "Safari on macOS",
            ),
            ("curl/8.5.0", "Unknown device"),
            ("", "Unknown device"),
        ];
        for (agent, device) in cases {
            assert_eq!(device_of(agent), device, "{agent}");
        }
    }
}
