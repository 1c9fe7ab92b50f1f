//! The signed-in extractors. They resolve the tenant, verify the bearer token against it, load the
//! user fresh from the tenant's schema (so a blocked user or a changed role takes effect on the very
//! next request) and hand the handler that same tenant transaction.

use std::marker::PhantomData;

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use uuid::Uuid;

use super::domain::{Role, UserStatus};
use super::tokens::Claims;
use super::users::{self, User};
use super::{AuthState, api_keys};
use crate::error::{ApiError, ErrorCode};
use crate::tenancy::{CurrentTenant, Tenant, TenantTx, TenantUnits};

/// Which roles an endpoint admits.
pub trait RoleRule {
    fn admits(role: Role) -> bool;
}

/// Any signed-in user.
pub struct AnyRole;
/// Tenant admins only.
pub struct AdminRole;
/// Recruiting staff and admins.
pub struct StaffRole;

impl RoleRule for AnyRole {
    fn admits(_: Role) -> bool {
        true
    }
}

impl RoleRule for AdminRole {
    fn admits(role: Role) -> bool {
        role == Role::Admin
    }
}

impl RoleRule for StaffRole {
    fn admits(role: Role) -> bool {
        matches!(role, Role::Admin | Role::Staff)
    }
}

/// A verified user of the request's tenant, and the tenant transaction to work in.
pub struct Authed<R: RoleRule = AnyRole> {
    pub user: User,
    /// The sign-in session the access token belongs to.
    pub session: Uuid,
    pub tx: TenantTx,
    /// For handlers that must give the connection back during slow work and open another unit.
    pub units: TenantUnits,
    rule: PhantomData<R>,
}

pub type SignedIn = Authed<AnyRole>;
pub type AdminOnly = Authed<AdminRole>;
pub type StaffOnly = Authed<StaffRole>;

fn bearer_token(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim().to_owned()).filter(|t| !t.is_empty())
}

/// The request's access token, verified for `tenant` (signature, expiry, tenant): 401
/// `unauthorized` without one, `invalid_token` for a bad one.
fn verified_claims(req: &HttpRequest, tenant: &Tenant) -> Result<Claims, ApiError> {
    let state = req
        .app_data::<web::Data<AuthState>>()
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("auth is not configured")))?;
    let token = bearer_token(req).ok_or_else(|| ApiError::unauthorized(ErrorCode::Unauthorized))?;
    state.keys.verify(&token, tenant).ok_or_else(|| ApiError::unauthorized(ErrorCode::InvalidToken))
}

/// Refuses a request without a valid access token of its tenant (the session and the user are the
/// extractor's to check): run before reading a body, so a caller who is not signed in cannot make
/// the server buffer one.
pub async fn check_bearer(req: &HttpRequest) -> Result<(), ApiError> {
    // An API key is looked up in the tenant's schema by the extractor, which also checks its
    // scope; only its form is checked here.
    if let Some(token) = bearer_token(req).filter(|token| api_keys::is_api_key(token)) {
        return if api_keys::well_formed(&token) {
            Ok(())
        } else {
            Err(ApiError::unauthorized(ErrorCode::InvalidToken))
        };
    }
    let tenant = CurrentTenant::extract(req).await?;
    verified_claims(req, &tenant).map(|_| ())
}

/// A request made with an API key: the key usable in this tenant, allowed this operation by its
/// scopes and within its rate; the handler sees the key's service identity as the user.
async fn with_api_key<R: RoleRule>(req: &HttpRequest, units: TenantUnits, key: &str) -> Result<Authed<R>, ApiError> {
    let state = req
        .app_data::<web::Data<AuthState>>()
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("auth is not configured")))?;
    let tx = units.begin().await?;
    let found =
        api_keys::authenticate(&tx, key).await?.ok_or_else(|| ApiError::unauthorized(ErrorCode::InvalidToken))?;
    let needed = req.match_pattern().and_then(|pattern| api_keys::scope_for(req.method(), &pattern));
    match needed {
        Some(scope) if found.scopes.iter().any(|given| given == scope.as_str()) => {}
        _ => return Err(ApiError::coded(actix_web::http::StatusCode::FORBIDDEN, ErrorCode::ApiKeyScope)),
    }
    state.api_key_limiter.check(found.key).map_err(|retry_after_secs| ApiError::RateLimited { retry_after_secs })?;
    if !R::admits(found.user.role) {
        return Err(ApiError::forbidden());
    }
    if found.stale {
        // Its own short unit: a read's transaction is never committed.
        let touch = units.begin().await?;
        api_keys::touch(&touch, found.key).await?;
        touch.commit().await?;
    }
    Ok(Authed { user: found.user, session: found.key, tx, units, rule: PhantomData })
}

impl<R: RoleRule + 'static> FromRequest for Authed<R> {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let units = TenantUnits::from_request(&req, payload);
        Box::pin(async move {
            let units = units.await?;
            if let Some(key) = bearer_token(&req).filter(|token| api_keys::is_api_key(token)) {
                return with_api_key(&req, units, &key).await;
            }
            // The token is checked before a connection is taken: a caller without one costs none.
            let claims = verified_claims(&req, units.tenant())?;
            let tx = units.begin().await?;
            let invalid = || ApiError::unauthorized(ErrorCode::InvalidToken);
            let (user, session) = users::find_with_session(&tx, claims.sub, claims.sid).await?.ok_or_else(invalid)?;
            if user.status != UserStatus::Active {
                return Err(ApiError::unauthorized(ErrorCode::AccountDisabled));
            }
            // Signing out, a password change or reset, or a block ends the session at once, not
            // when its access token expires; the lock screen holds every request until unlocked.
            match session {
                users::SessionState::Live => {}
                users::SessionState::Locked => return Err(ApiError::unauthorized(ErrorCode::SessionLocked)),
                users::SessionState::Ended => return Err(invalid()),
            }
            if !R::admits(user.role) {
                return Err(ApiError::forbidden());
            }
            Ok(Self { user, session: claims.sid, tx, units, rule: PhantomData })
        })
    }
}
