//! The sign-in answer shared by login, registration and refresh (the spec's exact shape).

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::AuthState;
use super::domain::Role;
use super::sessions::{IssuedRefresh, session_cookie};
use super::users::User;
use crate::error::ApiError;
use crate::tenancy::TenantTx;

/// `user` in the login answer, `userData` in the refresh answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    pub id: Uuid,
    pub email: String,
    pub name: String,
    pub role: Role,
    /// The applicant profile's numeric id, 0 while there is none.
    pub person: i64,
    pub logged_in_with: &'static str,
}

impl From<&User> for SessionUser {
    fn from(user: &User) -> Self {
        Self {
            id: user.id,
            email: user.email.clone(),
            name: user.name.clone(),
            role: user.role,
            person: user.person,
            logged_in_with: "jwt",
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginAnswer {
    user: SessionUser,
    access_token: String,
    /// Only when this sign-in completed an enrolment in two-factor sign-in: the ten single-use
    /// recovery codes, shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    recovery_codes: Option<Vec<String>>,
}

/// The password was right and a second factor is needed: send `challenge` with a code to
/// `POST /api/authenticate/mfa` within five minutes (with `enrolmentRequired`, first enrol
/// through `POST /api/authenticate/mfa/enrol`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MfaChallengeAnswer {
    /// Always true.
    pub mfa_required: bool,
    pub challenge: String,
    /// The tenant requires a second factor for this account, which has none yet.
    pub enrolment_required: bool,
    /// A code went to the account's e-mail address: setting the app up
    /// (`POST /api/authenticate/mfa/enrol`) takes it. True exactly when `enrolmentRequired` is.
    pub email_code_sent: bool,
}

/// What a password sign-in answers: the session, or the second factor it needs first.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum SignInAnswer {
    Session(LoginAnswer),
    SecondFactor(MfaChallengeAnswer),
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshAnswer {
    user_data: SessionUser,
    access_token: String,
}

pub enum Shape {
    /// `{user, accessToken}` — sign-in and registration.
    Login,
    /// `{user, accessToken, recoveryCodes}` — a sign-in that completed an enrolment.
    Enrolled(Vec<String>),
    /// `{user, accessToken}` with `loggedInWith: "oidc"` — single sign-on.
    Sso,
    /// `{userData, accessToken}` — refresh.
    Refresh,
}

/// Issues the access token, commits the transaction, and answers with the refresh cookie set.
pub async fn session_response(
    tx: TenantTx,
    state: &AuthState,
    user: &User,
    refresh: &IssuedRefresh,
    status: StatusCode,
    shape: Shape,
) -> Result<HttpResponse, ApiError> {
    let access_token = state.keys.issue(tx.tenant(), user.id, user.role, user.person, refresh.family_id)?;
    let cookie = session_cookie(&tx.tenant().slug, &refresh.token, state.refresh_ttl, state.secure_cookies);
    tx.commit().await?;
    let mut response = HttpResponse::build(status);
    response.cookie(cookie).insert_header(("cache-control", "no-store"));
    Ok(match shape {
        Shape::Login => {
            response.json(SignInAnswer::Session(LoginAnswer { user: user.into(), access_token, recovery_codes: None }))
        }
        Shape::Sso => {
            let mut user = SessionUser::from(user);
            user.logged_in_with = "oidc";
            response.json(SignInAnswer::Session(LoginAnswer { user, access_token, recovery_codes: None }))
        }
        Shape::Enrolled(codes) => {
            response.json(LoginAnswer { user: user.into(), access_token, recovery_codes: Some(codes) })
        }
        Shape::Refresh => response.json(RefreshAnswer { user_data: user.into(), access_token }),
    })
}
