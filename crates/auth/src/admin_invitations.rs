//! Inviting colleagues (admins): `POST/GET /api/v1/admin/invitations`,
//! `DELETE /api/v1/admin/invitations/{id}`, `POST /api/v1/admin/invitations/{id}/resend`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, web};
use serde_json::json;
use uuid::Uuid;

use super::domain::{Email, Locale, Role};
use super::invitations::{self, Mailed, NewInvitation};
use super::{AdminOnly, AuthState, departments, users};
use crate::audit::{self, Action};
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors, violated_unique_constraint};
use crate::views::Invitation;
use crate::views::InviteBody;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(invite).service(list_invitations).service(revoke_invitation).service(resend_invitation);
}

fn conflict(code: ErrorCode) -> ApiError {
    ApiError::fields(StatusCode::CONFLICT, code, FieldErrors::one("email", code))
}

/// Invites a colleague: mails a single-use link, valid for 7 days, with which they choose their
/// name and password and are signed in with the role and department given here. An address that
/// already has an account, or an unexpired invitation, changes nothing (409).
#[utoipa::path(tag = "users", security(("bearer" = [])), request_body = InviteBody, responses(
    (status = 201, description = "Invited; the mail is on its way", body = Invitation),
    (status = 400, description = "`validation_failed`: `email_invalid`, `invitation_role_invalid`, `department_unknown`, `locale_unsupported`", body = ErrorEnvelope),
    AdminRequired,
    (status = 409, description = "`account_exists` or `invitation_pending`, on the `email` field", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/invitations")]
async fn invite(
    auth: AdminOnly,
    state: web::Data<AuthState>,
    body: web::Json<InviteBody>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user: admin, tx, .. } = auth;
    let body = body.into_inner();
    let mut fields = FieldErrors::new();
    let email = Email::parse(&body.email).map_err(|code| fields.add("email", code)).ok();
    if body.role == Role::User {
        fields.add("role", ErrorCode::InvitationRoleInvalid);
    }
    let locale = match body.locale.as_deref() {
        Some(value) => Locale::parse(value).ok_or_else(|| fields.add("locale", ErrorCode::LocaleUnsupported)).ok(),
        None => Some(tx.tenant().branding.default_locale.as_deref().and_then(Locale::parse).unwrap_or_default()),
    };
    let department = match departments::lookup(&tx, body.department.as_deref().unwrap_or("")).await? {
        Ok(department) => department,
        Err(code) => {
            fields.add("department", code);
            None
        }
    };
    let (Some(email), Some(locale), true) = (email, locale, fields.is_empty()) else {
        return Err(ApiError::validation(fields));
    };
    if users::find_by_email(&tx, &email).await?.is_some() {
        return Err(conflict(ErrorCode::AccountExists));
    }
    if invitations::pending_for(&tx, &email).await? {
        return Err(conflict(ErrorCode::InvitationPending));
    }
    let new = NewInvitation { email: &email, role: body.role, department: department.clone(), locale };
    // Two admins inviting the same address at once: the second meets the first's invitation.
    let (id, token) = match invitations::insert(&tx, new, &admin).await {
        Ok(created) => created,
        Err(err) if violated_unique_constraint(&err).as_deref() == Some("invitations_open_email_key") => {
            return Err(conflict(ErrorCode::InvitationPending));
        }
        Err(err) => return Err(err.into()),
    };
    let mailed = Mailed { email: email.as_str(), role: body.role, locale, token: &token };
    invitations::send(&tx, &state, mailed, &admin).await?;
    let details = json!({ "email": email.as_str(), "role": body.role, "department": department });
    audit::record_by(&tx, &admin, Action::InvitationSent, ("invitation", &id), details).await?;
    let invitation = invitations::find_open(&tx, id).await?.ok_or_else(|| ApiError::not_found("invitation"))?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(invitation))
}

/// The open invitations (not accepted, not revoked), newest first; expired ones say so and can be
/// re-sent.
#[utoipa::path(tag = "users", security(("bearer" = [])), responses(
    (status = 200, description = "Open invitations, newest first", body = [Invitation]),
    AdminRequired,
))]
#[get("/api/v1/admin/invitations")]
async fn list_invitations(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(invitations::list_open(&auth.tx).await?))
}

/// Revokes an open invitation: its link stops working.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "Invitation id")), responses(
    (status = 204, description = "Revoked"),
    AdminRequired,
    (status = 404, description = "No such open invitation", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/invitations/{id}")]
async fn revoke_invitation(auth: AdminOnly, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user: admin, tx, .. } = auth;
    let email = invitations::revoke(&tx, *id).await?.ok_or_else(|| ApiError::not_found("invitation"))?;
    audit::record_by(&tx, &admin, Action::InvitationRevoked, ("invitation", &*id), json!({ "email": email })).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Mails an open invitation again with a new link, valid for 7 more days; the previous link stops
/// working.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "Invitation id")), responses(
    (status = 200, description = "Sent again", body = Invitation),
    AdminRequired,
    (status = 404, description = "No such open invitation", body = ErrorEnvelope),
    (status = 409, description = "`account_exists`: the address has an account by now", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/invitations/{id}/resend")]
async fn resend_invitation(
    auth: AdminOnly,
    state: web::Data<AuthState>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user: admin, tx, .. } = auth;
    let not_found = || ApiError::not_found("invitation");
    let open = invitations::find_open(&tx, *id).await?.ok_or_else(not_found)?;
    // The address may have got an account since: a link could only answer `account_exists`.
    let email = Email::parse(&open.email).map_err(|_| not_found())?;
    if users::find_by_email(&tx, &email).await?.is_some() {
        return Err(conflict(ErrorCode::AccountExists));
    }
    let token = invitations::renew(&tx, *id, &admin).await?.ok_or_else(not_found)?;
    let invitation = invitations::find_open(&tx, *id).await?.ok_or_else(not_found)?;
    let mailed = Mailed { email: &invitation.email, role: invitation.role, locale: invitation.locale, token: &token };
    invitations::send(&tx, &state, mailed, &admin).await?;
    audit::record_by(&tx, &admin, Action::InvitationResent, ("invitation", &*id), json!({ "email": invitation.email }))
        .await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(invitation))
}
