//! The signed-in user's own account: `GET/PUT /api/v1/me`, `PUT /api/v1/me/password`.

use crate::audit::Action;
use actix_web::{HttpRequest, HttpResponse, get, put, web};
use serde_json::json;
use uuid::Uuid;

use super::domain::{Locale, check_password_policy, parse_name};
use super::password::{hash_password, verify_password};
use super::users::User;
use super::{AuthState, PasswordAttempt, SignedIn, sessions, users};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::mail::{self, MailKind};
use crate::tenancy::{TenantTx, TenantUnits};
use crate::views::{ChangePassword, UpdateMe};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_me).service(update_me).service(change_password);
}

#[utoipa::path(tag = "account", security(("bearer" = [])), responses(
    (status = 200, description = "The signed-in account", body = User),
    (status = 401, description = "Not signed in, or the session ended", body = ErrorEnvelope),
))]
#[get("/api/v1/me")]
async fn get_me(auth: SignedIn) -> HttpResponse {
    HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(&auth.user)
}

/// Changes the user's name and/or language; omitted fields stay as they are.
#[utoipa::path(tag = "account", security(("bearer" = [])), request_body = UpdateMe, responses(
    (status = 200, description = "The updated account", body = User),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    SignInRequired,
))]
#[put("/api/v1/me")]
async fn update_me(auth: SignedIn, body: web::Json<UpdateMe>) -> Result<HttpResponse, ApiError> {
    let mut fields = FieldErrors::new();
    let name = match body.name.as_deref().map(parse_name).transpose() {
        Ok(name) => name,
        Err(code) => {
            fields.add("name", code);
            None
        }
    };
    let locale = match body.locale.as_deref().map(|value| Locale::parse(value).ok_or(())).transpose() {
        Ok(locale) => locale,
        Err(()) => {
            fields.add("locale", ErrorCode::LocaleUnsupported);
            None
        }
    };
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    users::update_profile(&auth.tx, auth.user.id, name.as_deref(), locale).await?;
    let user = users::find_by_id(&auth.tx, auth.user.id).await?.ok_or_else(|| ApiError::not_found("user"))?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(user))
}

/// Changes the password after checking the current one. Every other session of the user is
/// signed out unless `endOtherSessions` is false; the one making the change stays signed in.
#[utoipa::path(tag = "account", security(("bearer" = [])), request_body = ChangePassword, responses(
    (status = 204, description = "Changed; other sessions are signed out (unless `endOtherSessions: false`)"),
    (status = 400, description = "`validation_failed` (`currentPassword` wrong, `newPassword` too short/long)", body = ErrorEnvelope),
    SignInRequired,
    (status = 429, description = "`too_many_requests`: too many wrong passwords (the sign-in limits), with Retry-After", body = ErrorEnvelope),
))]
#[put("/api/v1/me/password")]
async fn change_password(
    auth: SignedIn,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<ChangePassword>,
) -> Result<HttpResponse, ApiError> {
    let ChangePassword { current_password, new_password, end_other_sessions } = body.into_inner();
    let SignedIn { user, session, tx, units, .. } = auth;
    let mut fields = FieldErrors::new();
    if let Err(code) = check_password_policy(&new_password) {
        fields.add("newPassword", code);
    }
    let verified = match check_current_password(&req, &state, &user, tx, &units, current_password).await? {
        CurrentPassword::Right(verified) => verified,
        CurrentPassword::Wrong => {
            fields.add("currentPassword", ErrorCode::CurrentPasswordWrong);
            return Err(ApiError::validation(fields));
        }
    };
    fields.into_result()?;
    // Hashed before a connection is taken, like every password hash.
    let new_hash = hash_password(new_password).await?;
    let Some(tx) = verified.lock(&units).await? else {
        return Err(ApiError::validation(FieldErrors::one("currentPassword", ErrorCode::CurrentPasswordWrong)));
    };
    users::set_password_hash(&tx, user.id, &new_hash).await?;
    if end_other_sessions.unwrap_or(true) {
        sessions::revoke_all(&tx, user.id, Some(session)).await?;
    }
    mail::enqueue(&tx, user.recipient(), &MailKind::PasswordChanged).await?;
    super::audit_own(&tx, &user, Action::PasswordChanged, json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The outcome of checking a signed-in user's current password.
pub enum CurrentPassword {
    Right(VerifiedPassword),
    /// Wrong (the failure is already counted).
    Wrong,
}

/// The password hash a password was verified against: to act only while it is still the user's.
pub struct VerifiedPassword {
    user_id: Uuid,
    hash: String,
}

impl VerifiedPassword {
    /// A new unit of work with the user's row locked, if their password is still the one checked;
    /// `None` when another session changed it meanwhile.
    pub async fn lock(&self, units: &TenantUnits) -> Result<Option<TenantTx>, ApiError> {
        let tx = units.begin().await?;
        match users::find_by_id_for_update(&tx, self.user_id).await? {
            Some((_, hash)) if hash == self.hash => Ok(Some(tx)),
            _ => Ok(None),
        }
    }
}

/// Checks the signed-in user's current password under the sign-in limits (a stolen access token
/// must not guess faster than the sign-in form), without holding a connection across the hash:
/// `tx` ends before hashing, and the outcome is counted in a unit of its own that takes only the
/// limits' locks (never the user's row, which a sign-in updates while holding them).
pub async fn check_current_password(
    req: &HttpRequest,
    state: &AuthState,
    user: &User,
    tx: TenantTx,
    units: &TenantUnits,
    password: String,
) -> Result<CurrentPassword, ApiError> {
    let limits = &state.password_checks;
    let attempt = PasswordAttempt::new(&user.email, req);
    let delay = attempt.admit(&tx, limits).await?;
    let (_, hash) = users::find_by_id_for_update(&tx, user.id).await?.ok_or_else(|| ApiError::not_found("user"))?;
    drop(tx);
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let right = verify_password(password, Some(hash.clone())).await?;
    let tx = units.begin().await?;
    attempt.settle(&tx, limits, right).await?;
    tx.commit().await?;
    Ok(if right { CurrentPassword::Right(VerifiedPassword { user_id: user.id, hash }) } else { CurrentPassword::Wrong })
}
