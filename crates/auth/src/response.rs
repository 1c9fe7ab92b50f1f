//! The sign-in answer shared by login, registration and refresh (the spec's exact shape).

use actix_web::HttpResponse;
use actix_web::http::StatusCode;

use super::AuthState;
use super::sessions::{IssuedRefresh, session_cookie};
use super::users::User;
use crate::error::ApiError;
use crate::tenancy::TenantTx;
use crate::views::{LoginAnswer, RefreshAnswer, SessionUser, SignInAnswer};

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
