//! The signed-in user's own account: `GET/PUT /api/v1/me`, `PUT /api/v1/me/password`.

use actix_web::{HttpResponse, get, put, web};
use serde::Deserialize;
use serde_json::json;

use super::domain::{Locale, check_password_policy, parse_name};
use super::password::{hash_password, verify_password};
use super::users::User;
use super::{SignedIn, sessions, users};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::mail::{self, MailKind, Recipient};
use utoipa::ToSchema;

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

#[derive(Deserialize, ToSchema)]
pub(super) struct UpdateMe {
    name: Option<String>,
    locale: Option<String>,
}

/// Changes the user's name and/or language; omitted fields stay as they are.
#[utoipa::path(tag = "account", security(("bearer" = [])), request_body = UpdateMe, responses(
    (status = 200, description = "The updated account", body = User),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
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
    let user = users::find_by_id(&auth.tx, auth.user.id).await?.ok_or_else(|| ApiError::not_found("No such user."))?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(user))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ChangePassword {
    current_password: String,
    new_password: String,
}

/// Changes the password after checking the current one. Every other session of the user is
/// signed out; the one making the change stays signed in.
#[utoipa::path(tag = "account", security(("bearer" = [])), request_body = ChangePassword, responses(
    (status = 204, description = "Changed; other sessions are signed out"),
    (status = 400, description = "`validation_failed` (`currentPassword` wrong, `newPassword` too short/long)", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
))]
#[put("/api/v1/me/password")]
async fn change_password(auth: SignedIn, body: web::Json<ChangePassword>) -> Result<HttpResponse, ApiError> {
    let ChangePassword { current_password, new_password } = body.into_inner();
    let SignedIn { user, session, tx, .. } = auth;
    let (_, hash) =
        users::find_by_id_for_update(&tx, user.id).await?.ok_or_else(|| ApiError::not_found("No such user."))?;
    let mut fields = FieldErrors::new();
    if let Err(code) = check_password_policy(&new_password) {
        fields.add("newPassword", code);
    }
    if !verify_password(current_password, Some(hash)).await? {
        fields.add("currentPassword", ErrorCode::CurrentPasswordWrong);
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    let new_hash = hash_password(new_password).await?;
    users::set_password_hash(&tx, user.id, &new_hash).await?;
    sessions::revoke_all(&tx, user.id, Some(session)).await?;
    mail::enqueue(
        &tx,
        Recipient { address: &user.email, name: &user.name, locale: user.locale },
        &MailKind::PasswordChanged,
    )
    .await?;
    super::audit_own(&tx, &user, "auth.password_changed", json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}
