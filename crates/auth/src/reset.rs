//! Forgotten passwords: `POST /api/v1/auth/forgot-password` and `POST /api/v1/auth/reset-password`.

use crate::audit::Action;
use actix_web::{HttpRequest, HttpResponse, post, web};
use chrono::{Duration, Utc};
use serde_json::json;

use super::domain::{Email, UserStatus, check_password_policy};
use super::password::hash_password;
use super::tokens::random_token;
use super::{AuthState, password_resets, sessions, throttle, users};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::mail::{self, MailKind};
use crate::tenancy::{TenantTx, TenantUnits};
use crate::views::{Accepted, ForgotPassword, ResetPassword};

/// How long a reset link works.
const RESET_LINK_TTL: Duration = Duration::hours(1);

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(forgot_password).service(reset_password);
}

/// Always 202 with the same body, whether or not the address has an account; when it does, a
/// single-use link valid for one hour is mailed in the user's language.
#[utoipa::path(tag = "auth", request_body = ForgotPassword, responses(
    (status = 202, description = "Always, whether or not the address has an account", body = Accepted),
    (status = 429, description = "`too_many_requests`: too many requests from this client or for this address", body = ErrorEnvelope),
))]
#[post("/api/v1/auth/forgot-password")]
async fn forgot_password(
    tx: TenantTx,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<ForgotPassword>,
) -> Result<HttpResponse, ApiError> {
    let ip_bucket = format!("forgot:ip:{}", crate::client::rate_key(&req));
    throttle::check_and_hit(&tx, &ip_bucket, state.resets_per_ip).await?;
    // Per address too, whether or not it has an account (the answer must not tell): nobody can
    // flood one person's inbox from many clients.
    throttle::check_and_hit(&tx, &throttle::bucket("forgot:address", &body.email), state.resets_per_address).await?;
    let found = match Email::parse(&body.email) {
        Ok(email) => users::find_by_email(&tx, &email).await?,
        Err(_) => None,
    };
    if let Some((user, _)) = found.filter(|(user, _)| user.status == UserStatus::Active) {
        let token = random_token();
        password_resets::insert(&tx, user.id, &token, Utc::now() + RESET_LINK_TTL).await?;
        let link = format!("{}/pages/reset-password?tenant={}&token={token}", state.public_url, tx.tenant().slug);
        if state.log_mail_links {
            tracing::info!(%link, "password reset link (development only)");
        }
        mail::enqueue(&tx, user.recipient(), &MailKind::PasswordReset { link }).await?;
        super::audit_own(&tx, &user, Action::PasswordResetRequested, json!({})).await?;
    }
    tx.commit().await?;
    Ok(HttpResponse::Accepted().json(Accepted {
        message: "If an account exists for this address, we have sent a link to reset the password.",
    }))
}

/// Sets a new password with a reset link's token (once), and signs out every session.
#[utoipa::path(tag = "auth", request_body = ResetPassword, responses(
    (status = 204, description = "Password set; every session is signed out"),
    (status = 400, description = "`invalid_reset_token` or `validation_failed`", body = ErrorEnvelope),
))]
#[post("/api/v1/auth/reset-password")]
async fn reset_password(units: TenantUnits, body: web::Json<ResetPassword>) -> Result<HttpResponse, ApiError> {
    let ResetPassword { token, new_password } = body.into_inner();
    if let Err(code) = check_password_policy(&new_password) {
        return Err(ApiError::validation(FieldErrors::one("newPassword", code)));
    }
    let invalid = || ApiError::bad_request(ErrorCode::InvalidResetToken);
    // The link is checked before the hash (nobody gets a hash for a made-up token), and again,
    // locked, after it: the hash holds no pooled connection.
    {
        let tx = units.begin().await?;
        password_resets::find_usable_for_update(&tx, &token).await?.ok_or_else(invalid)?;
    }
    let hash = hash_password(new_password).await?;
    let tx = units.begin().await?;
    let (reset_id, user_id) = password_resets::find_usable_for_update(&tx, &token).await?.ok_or_else(invalid)?;
    let user =
        users::find_by_id(&tx, user_id).await?.filter(|user| user.status == UserStatus::Active).ok_or_else(invalid)?;

    users::set_password_hash(&tx, user.id, &hash).await?;
    // The link came to their address: it is theirs.
    users::mark_verified(&tx, user.id).await?;
    // This link and any other outstanding link of the user stop working.
    password_resets::use_all(&tx, user.id).await?;
    sessions::revoke_all(&tx, user.id, None).await?;
    super::forgive_password_failures(&tx, &user.email).await?;
    super::audit_own(&tx, &user, Action::PasswordReset, json!({ "reset": reset_id })).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}
