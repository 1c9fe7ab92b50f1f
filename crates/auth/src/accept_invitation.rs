//! Joining the team through an invitation: `POST /api/authenticate/invitation` (what a link
//! invites to) and `POST /api/authenticate/accept-invitation` (choose a name and password, and be
//! signed in).

use crate::audit::Action;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde_json::json;

use super::domain::{Email, SignInMethod, check_password_policy, parse_name};
use super::invitations::{self, Lock};
use super::password::hash_password;
use super::response::{Shape, session_response};
use super::users::{self, NewUser, NewUserError};
use super::{AuthState, sessions};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantUnits;
use crate::views::LoginAnswer;
use crate::views::{AcceptInvitation, InvitationPreview, InvitationToken};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(show_invitation).service(accept_invitation);
}

fn invalid() -> ApiError {
    ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::InvalidInvitation)
}

fn account_exists() -> ApiError {
    ApiError::fields(
        StatusCode::CONFLICT,
        ErrorCode::AccountExists,
        FieldErrors::one("email", ErrorCode::AccountExists),
    )
}

/// What the invitation behind a link is, while it can still be accepted (its admin still is one) (the token goes in the
/// body, not the address, so it stays out of logs).
#[utoipa::path(tag = "auth", request_body = InvitationToken, responses(
    (status = 200, description = "The invitation", body = InvitationPreview),
    (status = 400, description = "`invalid_invitation`: unknown, used, revoked or expired", body = ErrorEnvelope),
))]
#[post("/api/authenticate/invitation")]
async fn show_invitation(units: TenantUnits, body: web::Json<InvitationToken>) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let (invitation, inviter) = invitations::usable(&tx, &body.token, Lock::No).await?.ok_or_else(invalid)?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(InvitationPreview {
        email: invitation.email,
        role: invitation.role,
        department: invitation.department,
        invited_by_name: inviter,
        expires_at: invitation.expires_at,
    }))
}

/// Accepts an invitation (once): creates the account with the invited role, department and
/// language, its address verified, and signs it in — the same answer as password sign-in.
#[utoipa::path(tag = "auth", request_body = AcceptInvitation, responses(
    (status = 201, description = "Joined and signed in; sets the refresh cookie", body = LoginAnswer),
    (status = 400, description = "`invalid_invitation`, or `validation_failed` for the name or password", body = ErrorEnvelope),
    (status = 409, description = "`account_exists`: the address got an account meanwhile", body = ErrorEnvelope),
))]
#[post("/api/authenticate/accept-invitation")]
async fn accept_invitation(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<AcceptInvitation>,
) -> Result<HttpResponse, ApiError> {
    let AcceptInvitation { token, name, password } = body.into_inner();
    let mut fields = FieldErrors::new();
    let name = parse_name(&name).map_err(|code| fields.add("name", code)).ok();
    if let Err(code) = check_password_policy(&password) {
        fields.add("password", code);
    }
    let Some(name) = name.filter(|_| fields.is_empty()) else {
        return Err(ApiError::validation(fields));
    };
    // The link is checked before the hash (nobody gets a hash for a made-up token), and again,
    // locked, after it: the hash holds no pooled connection.
    {
        let tx = units.begin().await?;
        invitations::usable(&tx, &token, Lock::No).await?.ok_or_else(invalid)?;
    }
    let password_hash = hash_password(password).await?;
    let tx = units.begin().await?;
    let (invitation, _) = invitations::usable(&tx, &token, Lock::ForUpdate).await?.ok_or_else(invalid)?;
    let email = Email::parse(&invitation.email).map_err(|_| invalid())?;
    let new = NewUser {
        email: &email,
        password_hash: &password_hash,
        name: &name,
        role: invitation.role,
        locale: invitation.locale,
        department: invitation.department.as_deref(),
        verified: true,
    };
    let user = match users::insert(&tx, new).await {
        Ok(user) => user,
        Err(NewUserError::EmailTaken) => return Err(account_exists()),
        Err(NewUserError::Database(err)) => return Err(err.into()),
    };
    invitations::accept(&tx, invitation.id, user.id).await?;
    users::record_login(&tx, user.id).await?;
    let refresh =
        sessions::start(&tx, user.id, state.refresh_ttl, sessions::Started::by(SignInMethod::Invitation, &req)).await?;
    let details = json!({ "invitation": invitation.id, "role": user.role, "invitedBy": invitation.invited_by });
    super::audit_own(&tx, &user, Action::InvitationAccepted, details).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::CREATED, Shape::Login).await
}
