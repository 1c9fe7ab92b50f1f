//! Single sign-on with the tenant's OpenID Connect provider (Entra ID, Google Workspace, Okta,
//! Keycloak…), through the `openidconnect` crate:
//!
//! - **Settings** (admins): issuer, client id, client secret (sealed with `ENCRYPTION_KEY`, never
//!   answered), scopes, the e-mail domains allowed to sign in, the role a new account gets (user or
//!   staff) and whether staff must sign in this way.
//! - **Start**: discovery (kept per issuer for ten minutes), then the authorization-code flow with
//!   PKCE (S256), a random `state` and `nonce`; the server keeps `state` (as SHA-256), the nonce and
//!   the sealed PKCE verifier for ten minutes, used once. The provider sends the browser back to
//!   the site's origin with `code` and `state`.
//! - **Callback**: the code is exchanged with the verifier; the ID token is checked by the crate
//!   (issuer, audience, expiry, nonce, signature against the provider's keys with the pinned
//!   algorithms). A signature that no known key verifies makes one fresh discovery (the provider
//!   rotated its keys) before it is refused. The account is the one linked to the subject, else the
//!   one with the same e-mail address (linked now), else a new one when the domain is allowed —
//!   and the provider must say the address is verified.
//! - A sign-in through the provider answers exactly as a password sign-in does, with
//!   `loggedInWith: "oidc"`; the tenant's own second factor still applies after it (an account
//!   that has one, or an admin the tenant requires one of, answers the same challenge). Like every
//!   sign-in it ends the session the browser had: this is how a locked session without a password
//!   is left for a fresh round trip through the provider.

use crate::audit::Action;
use std::sync::Arc;
use std::time::Duration as StdDuration;

use actix_web::cookie::{Cookie, SameSite, time};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use chrono::{Duration, Utc};
use moka::future::Cache;
use openidconnect::OAuth2TokenResponse;
use openidconnect::core::{CoreAuthPrompt, CoreClient, CoreJwsSigningAlgorithm, CoreResponseType};
use openidconnect::{
    AuthenticationFlow, AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, PkceCodeChallenge,
    PkceCodeVerifier, ProviderMetadataWithLogout, RedirectUrl, Scope,
};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter};
use serde_json::json;

use super::domain::{Email, Locale, Role, SignInMethod, UserStatus};
use super::entities::{sso_login, sso_settings, user_identity};
use super::password::hash_password;
use super::response::{Shape, session_response};
use super::sessions::{self, Started};
use super::throttle::{self, Limit};
use super::tokens::{random_token, token_hash};
use super::users::{self, NewUser, NewUserError, User};
use super::{AdminOnly, AuthState, SignedIn};
use crate::error::responses::{AdminRequired, SignInRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::outbound::{Outbound, OutboundError};
use crate::tenancy::{TenantTx, TenantUnits};
use crate::views::SignInAnswer;
use crate::views::{CallbackBody, LinkedIdentity, SsoInput, SsoLogout, SsoProvider, SsoSettings, SsoStart};
use erecruit_platform::db::Timestamped;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_settings)
        .service(put_settings)
        .service(provider)
        .service(start)
        .service(callback)
        .service(logout_url);
}

/// The cookie that ties a sign-in sent to the provider to the browser that started it (the
/// answer is taken from that browser only: `state` alone would let anyone hand someone else the
/// answer to their own sign-in and sign them into the wrong account).
fn binder_cookie(tenant: &crate::tenancy::TenantSlug) -> String {
    format!("erecruit_sso_{}", tenant.as_str().replace('-', "_"))
}
const BINDER_PATH: &str = "/api/authenticate/oidc";

/// How long a sign-in sent to the provider may take to come back.
const LOGIN_MINUTES: i64 = 10;
/// How far a provider's clock may be behind ours for `auth_time` (a sign-in from a locked session).
const FRESH_LEEWAY_SECS: i64 = 30;
/// Sign-ins one client may start in ten minutes: each start stores a row (until the clean-up job
/// deletes it once used or expired), and the route needs no sign-in.
const STARTS_PER_CLIENT: Limit = Limit { max: 20, window: StdDuration::from_secs(600) };
/// How long discovered provider metadata (and its keys) is kept.
const METADATA_SECS: u64 = 600;
/// The ID-token signatures accepted: asymmetric ones only (never `none`, never a MAC keyed with
/// the client secret).
const ALGORITHMS: [CoreJwsSigningAlgorithm; 6] = [
    CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha256,
    CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha384,
    CoreJwsSigningAlgorithm::RsaSsaPkcs1V15Sha512,
    CoreJwsSigningAlgorithm::RsaSsaPssSha256,
    CoreJwsSigningAlgorithm::EcdsaP256Sha256,
    CoreJwsSigningAlgorithm::EcdsaP384Sha384,
];

/// The providers' discovered metadata and an HTTP client that follows no redirects (shared by
/// every tenant of the replica).
#[derive(Clone)]
pub struct Providers {
    /// The server's one outbound client: no private address, no redirect, answers capped.
    outbound: Outbound,
    metadata: Cache<String, Arc<ProviderMetadataWithLogout>>,
}

/// A call of the outbound client, as the OpenID Connect crate awaits it.
type Called =
    std::pin::Pin<Box<dyn std::future::Future<Output = Result<openidconnect::HttpResponse, OutboundError>> + Send>>;

impl Providers {
    pub fn new(outbound: Outbound) -> Self {
        let metadata = Cache::builder().max_capacity(1_000).time_to_live(StdDuration::from_secs(METADATA_SECS)).build();
        Self { outbound, metadata }
    }

    /// The outbound client as the OpenID Connect crate calls it.
    fn http(&self) -> impl Fn(openidconnect::HttpRequest) -> Called + '_ {
        move |request| {
            let outbound = self.outbound.clone();
            Box::pin(async move { outbound.call(request).await })
        }
    }

    async fn metadata(&self, issuer: &str, fresh: bool) -> Result<Arc<ProviderMetadataWithLogout>, ApiError> {
        if !fresh && let Some(kept) = self.metadata.get(issuer).await {
            return Ok(kept);
        }
        let url = IssuerUrl::new(issuer.to_owned()).map_err(|_| unavailable())?;
        let discovered = ProviderMetadataWithLogout::discover_async(url, &self.http()).await.map_err(|err| {
            tracing::warn!(error = %err, issuer, "identity provider discovery failed");
            unavailable()
        })?;
        let discovered = Arc::new(discovered);
        self.metadata.insert(issuer.to_owned(), discovered.clone()).await;
        Ok(discovered)
    }
}

/// Whether the browser may be sent to an address from the provider's metadata: `https`, or `http`
/// on loopback outside production (a provider under development). Anything else — `javascript:`,
/// `data:`, plain `http` elsewhere — is refused on the server, not left to the web app's CSP.
fn browser_may_go(url: &openidconnect::url::Url, production: bool) -> bool {
    let loopback = match url.host() {
        Some(openidconnect::url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        Some(openidconnect::url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(openidconnect::url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    match url.scheme() {
        "https" => url.host().is_some(),
        "http" => loopback && !production,
        _ => false,
    }
}

fn unavailable() -> ApiError {
    ApiError::coded(StatusCode::BAD_GATEWAY, ErrorCode::SsoProviderUnavailable)
}

fn refused(code: ErrorCode) -> ApiError {
    ApiError::coded(StatusCode::FORBIDDEN, code)
}

/// Where the provider sends the browser back: the site's origin (`tenancy::site_origin`: never
/// a host a stranger's forwarded headers named).
fn redirect_uri(req: &HttpRequest, tenant: &crate::tenancy::Tenant) -> String {
    format!("{}/", crate::tenancy::site_origin(req, tenant))
}

async fn settings_row(tx: &TenantTx) -> Result<Option<sso_settings::Model>, DbErr> {
    sso_settings::Entity::find_by_id(true).one(tx).await
}

fn view(row: &sso_settings::Model, req: &HttpRequest, tenant: &crate::tenancy::Tenant) -> SsoSettings {
    SsoSettings::new(row, redirect_uri(req, tenant))
}

/// The tenant's identity provider (404 `sso_not_configured` before one is set).
#[utoipa::path(operation_id = "get_sso_settings", tag = "settings", security(("bearer" = [])), responses(
    (status = 200, description = "The provider's settings (the secret is never answered)", body = SsoSettings),
    AdminRequired,
    (status = 404, description = "`sso_not_configured`", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/sso")]
async fn get_settings(auth: AdminOnly, req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let row = settings_row(&auth.tx).await?.ok_or_else(not_configured)?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(view(&row, &req, auth.tx.tenant())))
}

fn not_configured() -> ApiError {
    ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::SsoNotConfigured)
}

/// Sets the tenant's identity provider. The issuer is checked by discovery before anything is
/// stored; the secret is sealed.
#[utoipa::path(operation_id = "put_sso_settings", tag = "settings", security(("bearer" = [])), request_body = SsoInput, responses(
    (status = 200, description = "The provider's settings", body = SsoSettings),
    (status = 400, description = "`validation_failed`: `sso_issuer_invalid` (no OpenID provider answers there), `sso_field_invalid`, `sso_secret_required`", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/sso")]
async fn put_settings(
    auth: AdminOnly,
    req: HttpRequest,
    state: web::Data<AuthState>,
    providers: web::Data<Providers>,
    body: web::Json<SsoInput>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner();
    let mut fields = FieldErrors::new();
    let text = |value: &str, max: usize| {
        let value = value.trim();
        (!value.is_empty() && value.chars().count() <= max && !crate::text::has_stray_control(value))
            .then(|| value.to_owned())
    };
    let display_name = text(&input.display_name, 60);
    if display_name.is_none() {
        fields.add("displayName", ErrorCode::SsoFieldInvalid);
    }
    let client_id = text(&input.client_id, 200);
    if client_id.is_none() {
        fields.add("clientId", ErrorCode::SsoFieldInvalid);
    }
    let issuer = input.issuer.trim().trim_end_matches('/').to_owned();
    let issuer_ok = (issuer.starts_with("https://") || issuer.starts_with("http://")) && issuer.len() <= 500;
    let existing = settings_row(&auth.tx).await?;
    let secret = match input.client_secret.as_deref().map(str::trim) {
        Some(secret) if !secret.is_empty() && secret.len() <= 500 => Some(state.sealer.seal(secret.as_bytes())),
        Some(_) => {
            fields.add("clientSecret", ErrorCode::SsoFieldInvalid);
            None
        }
        None => existing.as_ref().map(|row| row.client_secret.clone()),
    };
    if secret.is_none() && !fields.contains_key("clientSecret") {
        fields.add("clientSecret", ErrorCode::SsoSecretRequired);
    }
    let mut scopes: Vec<String> = vec!["openid".to_owned()];
    for scope in input.scopes.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        if scope.len() > 100 || !scope.bytes().all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\') {
            fields.add("scopes", ErrorCode::SsoFieldInvalid);
        } else if !scopes.iter().any(|s| s == scope) {
            scopes.push(scope.to_owned());
        }
    }
    if scopes.len() == 1 {
        scopes.extend(["email".to_owned(), "profile".to_owned()]);
    }
    let mut domains = Vec::new();
    for domain in &input.allowed_domains {
        let domain = domain.trim().trim_start_matches('@').to_lowercase();
        let valid = !domain.is_empty()
            && domain.len() <= 253
            && domain.contains('.')
            && domain.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-');
        if valid {
            if !domains.contains(&domain) {
                domains.push(domain);
            }
        } else {
            fields.add("allowedDomains", ErrorCode::SsoFieldInvalid);
        }
    }
    if input.new_user_role == Role::Admin {
        fields.add("newUserRole", ErrorCode::SsoFieldInvalid);
    }
    // Discovery is tried only when everything else is right (it is a request to the issuer).
    if !issuer_ok || (fields.is_empty() && providers.metadata(&issuer, true).await.is_err()) {
        fields.add("issuer", ErrorCode::SsoIssuerInvalid);
    }
    let (Some(display_name), Some(client_id), Some(secret)) = (display_name, client_id, secret) else {
        return Err(ApiError::validation(fields));
    };
    fields.into_result()?;
    let row = sso_settings::ActiveModel {
        id: Set(true),
        display_name: Set(display_name),
        issuer: Set(issuer),
        client_id: Set(client_id),
        client_secret: Set(secret),
        scopes: Set(scopes),
        allowed_domains: Set(domains),
        new_user_role: Set(input.new_user_role),
        staff_must_use_sso: Set(input.staff_must_use_sso),
        enabled: Set(input.enabled),
        updated_at: sea_orm::ActiveValue::NotSet,
    };
    sso_settings::Entity::insert(row)
        .on_conflict(
            sso_settings::Entity::touch_on_conflict(OnConflict::column(sso_settings::Column::Id).update_columns([
                sso_settings::Column::DisplayName,
                sso_settings::Column::Issuer,
                sso_settings::Column::ClientId,
                sso_settings::Column::ClientSecret,
                sso_settings::Column::Scopes,
                sso_settings::Column::AllowedDomains,
                sso_settings::Column::NewUserRole,
                sso_settings::Column::StaffMustUseSso,
                sso_settings::Column::Enabled,
            ]))
            .to_owned(),
        )
        .exec_without_returning(&auth.tx)
        .await?;
    let row = settings_row(&auth.tx).await?.ok_or_else(not_configured)?;
    crate::audit::record_by(
        &auth.tx,
        &auth.user,
        Action::SsoSettingsUpdated,
        ("tenant", &"sso"),
        json!({ "issuer": row.issuer, "enabled": row.enabled }),
    )
    .await?;
    let answer = view(&row, &req, auth.tx.tenant());
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

/// Whether the tenant offers single sign-on, and under what name.
#[utoipa::path(operation_id = "get_sso_provider", tag = "auth", responses(
    (status = 200, description = "The provider as the sign-in page shows it", body = SsoProvider),
))]
#[get("/api/authenticate/oidc/provider")]
async fn provider(units: TenantUnits) -> Result<HttpResponse, ApiError> {
    let row = settings_row(&units.begin().await?).await?.filter(|row| row.enabled);
    Ok(HttpResponse::Ok().json(SsoProvider { enabled: row.is_some(), display_name: row.map(|row| row.display_name) }))
}

fn client_of(
    row: &sso_settings::Model,
    metadata: &ProviderMetadataWithLogout,
    sealer: &crate::crypto::Sealer,
    redirect: &str,
) -> Result<
    openidconnect::core::CoreClient<
        openidconnect::EndpointSet,
        openidconnect::EndpointNotSet,
        openidconnect::EndpointNotSet,
        openidconnect::EndpointNotSet,
        openidconnect::EndpointMaybeSet,
        openidconnect::EndpointMaybeSet,
    >,
    ApiError,
> {
    let secret = sealer.open_text(&row.client_secret).ok_or_else(|| {
        ApiError::Internal(anyhow::anyhow!("the SSO client secret does not open with ENCRYPTION_KEY"))
    })?;
    let redirect = RedirectUrl::new(redirect.to_owned()).map_err(|err| ApiError::Internal(err.into()))?;
    Ok(CoreClient::from_provider_metadata(
        metadata.clone(),
        ClientId::new(row.client_id.clone()),
        Some(ClientSecret::new(secret)),
    )
    .set_redirect_uri(redirect))
}

/// Deletes the sign-ins started here that were used or expired (the clean-up job); answers how many.
pub async fn prune(tx: &TenantTx) -> Result<u64, DbErr> {
    let deleted = sso_login::Entity::delete_many()
        .filter(sso_login::Column::UsedAt.is_not_null().or(sso_login::Column::ExpiresAt.lt(Utc::now())))
        .exec(tx)
        .await?;
    Ok(deleted.rows_affected)
}

/// Starts a sign-in with the tenant's provider: answers its authorization address (PKCE, `state`
/// and `nonce` are the server's to keep).
#[utoipa::path(operation_id = "start_sso", tag = "auth", responses(
    (status = 200, description = "Send the browser there", body = SsoStart),
    (status = 404, description = "`sso_not_configured`", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`: 20 starts per client in ten minutes; see `Retry-After`", body = ErrorEnvelope),
    (status = 502, description = "`sso_provider_unavailable`", body = ErrorEnvelope),
))]
#[get("/api/authenticate/oidc/start")]
async fn start(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    providers: web::Data<Providers>,
) -> Result<HttpResponse, ApiError> {
    let checked = units.begin().await?;
    let row = settings_row(&checked).await?.filter(|row| row.enabled).ok_or_else(not_configured)?;
    let client_bucket = format!("sso:start:ip:{}", crate::client::rate_key(&req));
    throttle::check_and_hit(&checked, &client_bucket, STARTS_PER_CLIENT).await?;
    // From a locked session (the lock screen), only a fresh sign-in at the provider may unlock:
    // its own session may still be open, and would answer at once for whoever sits there.
    let locked = match sessions::refresh_token_of(&req, &checked.tenant().slug) {
        Some(token) => sessions::locked_by_token(&checked, &token).await?,
        None => false,
    };
    // Counted before the provider is asked, with no unit of work open while it answers.
    checked.commit().await?;
    let metadata = providers.metadata(&row.issuer, false).await?;
    let redirect = redirect_uri(&req, units.tenant());
    let client = client_of(&row, &metadata, &state.sealer, &redirect)?;
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let mut request = client
        .authorize_url(
            AuthenticationFlow::<CoreResponseType>::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scopes(row.scopes.iter().filter(|s| s.as_str() != "openid").cloned().map(Scope::new))
        .set_pkce_challenge(challenge);
    if locked {
        request = request.add_prompt(CoreAuthPrompt::Login).set_max_age(StdDuration::ZERO);
    }
    let (url, csrf, nonce) = request.url();
    if !browser_may_go(&url, state.secure_cookies) {
        tracing::warn!(issuer = %row.issuer, "the provider's authorization address is not https: refused");
        return Err(unavailable());
    }
    let binder = random_token();
    let tx = units.begin().await?;
    let login = sso_login::ActiveModel {
        state_hash: Set(token_hash(csrf.secret())),
        binder_hash: Set(token_hash(&binder)),
        nonce: Set(nonce.secret().clone()),
        pkce_verifier: Set(state.sealer.seal(verifier.secret().as_bytes())),
        redirect_uri: Set(redirect),
        expires_at: Set(Utc::now() + Duration::minutes(LOGIN_MINUTES)),
        used_at: Set(None),
        fresh_since: Set(locked.then(Utc::now)),
    };
    sso_login::Entity::insert(login).exec_without_returning(&tx).await?;
    let cookie = Cookie::build(binder_cookie(&tx.tenant().slug), binder)
        .path(BINDER_PATH)
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(state.secure_cookies)
        .max_age(time::Duration::minutes(LOGIN_MINUTES))
        .finish();
    tx.commit().await?;
    Ok(HttpResponse::Ok()
        .cookie(cookie)
        .insert_header(("cache-control", "no-store"))
        .json(SsoStart { authorization_url: url.to_string() }))
}

/// What the provider said about who signed in.
struct Identity {
    issuer: String,
    subject: String,
    email: Email,
    name: String,
}

/// Completes a sign-in with the provider: `code` and `state` as the provider sent them back.
/// Answers exactly as a password sign-in does (`loggedInWith: "oidc"`) and ends the session whose
/// refresh cookie the browser sent (a locked one is left this way); nothing is created when
/// anything is wrong.
#[utoipa::path(operation_id = "complete_sso", tag = "auth", request_body = CallbackBody, responses(
    (status = 200, description = "Signed in (the refresh cookie set), or, for an account with a second factor, `{mfaRequired: true, challenge, enrolmentRequired}` to answer at `POST /api/authenticate/mfa`", body = SignInAnswer),
    (status = 400, description = "`sso_state_invalid` (unknown, used, expired, or from another browser than the one that started it: start again) or `sso_code_invalid` (the provider refused the code: replayed or expired)", body = ErrorEnvelope),
    (status = 401, description = "`account_disabled`", body = ErrorEnvelope),
    (status = 403, description = "`sso_email_unverified`, `sso_domain_not_allowed` or `sso_account_unverified` (an account with this address was never confirmed: it is not linked)", body = ErrorEnvelope),
    (status = 404, description = "`sso_not_configured`", body = ErrorEnvelope),
    (status = 502, description = "`sso_provider_unavailable`", body = ErrorEnvelope),
))]
#[post("/api/authenticate/oidc/callback")]
async fn callback(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    providers: web::Data<Providers>,
    body: web::Json<CallbackBody>,
) -> Result<HttpResponse, ApiError> {
    let CallbackBody { code, state: csrf } = body.into_inner();
    let binder = req.cookie(&binder_cookie(&units.tenant().slug)).map(|c| c.value().to_owned()).unwrap_or_default();
    // The sign-in is used up first, in a unit of its own: a replayed `state` is refused even when
    // the rest fails.
    let (row, login) = {
        let tx = units.begin().await?;
        let row = settings_row(&tx).await?.filter(|row| row.enabled).ok_or_else(not_configured)?;
        let used = sso_login::Entity::update_many()
            .col_expr(sso_login::Column::UsedAt, Expr::current_timestamp())
            .filter(sso_login::Column::StateHash.eq(token_hash(&csrf)))
            .filter(sso_login::Column::BinderHash.eq(token_hash(&binder)))
            .filter(sso_login::Column::UsedAt.is_null())
            .filter(sso_login::Column::ExpiresAt.gt(Utc::now()))
            .exec_with_returning(&tx)
            .await?;
        tx.commit().await?;
        let login = used.into_iter().next().ok_or_else(|| ApiError::bad_request(ErrorCode::SsoStateInvalid))?;
        (row, login)
    };
    let identity = identify(&row, &login, &code, &state, &providers).await?;
    let tx = units.begin().await?;
    let user = account_for(&tx, &row, &identity).await?;
    if user.status != UserStatus::Active {
        // Nothing is kept: not even the link.
        return Err(ApiError::unauthorized(ErrorCode::AccountDisabled));
    }
    // The tenant's own second factor still applies to an account that has one (or must).
    if super::mfa::enabled(&tx, user.id).await? || super::mfa::required_of(tx.tenant(), &user) {
        let challenge = super::mfa::challenge(&tx, &state.sealer, &user, SignInMethod::Oidc, &req).await?;
        tx.commit().await?;
        return Ok(HttpResponse::Ok()
            .insert_header(("cache-control", "no-store"))
            .json(SignInAnswer::SecondFactor(challenge)));
    }
    users::record_login(&tx, user.id).await?;
    let refresh = sessions::start(&tx, user.id, state.refresh_ttl, Started::by(SignInMethod::Oidc, &req)).await?;
    super::audit_own(&tx, &user, Action::Login, json!({ "method": "oidc", "issuer": identity.issuer })).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::OK, Shape::Sso).await
}

/// Exchanges the code and checks the ID token; a signature no known key verifies makes one fresh
/// discovery (rotated keys) before it is refused.
async fn identify(
    row: &sso_settings::Model,
    login: &sso_login::Model,
    code: &str,
    state: &AuthState,
    providers: &Providers,
) -> Result<Identity, ApiError> {
    let metadata = providers.metadata(&row.issuer, false).await?;
    let client = client_of(row, &metadata, &state.sealer, &login.redirect_uri)?;
    let verifier = state
        .sealer
        .open_text(&login.pkce_verifier)
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("a PKCE verifier does not open")))?;
    let code_refused = || ApiError::bad_request(ErrorCode::SsoCodeInvalid);
    let request = client.exchange_code(AuthorizationCode::new(code.to_owned())).map_err(|_| unavailable())?;
    let response = request.set_pkce_verifier(PkceCodeVerifier::new(verifier)).request_async(&providers.http()).await;
    let response = match response {
        Ok(response) => response,
        Err(openidconnect::RequestTokenError::ServerResponse(refusal)) => {
            tracing::info!(error = ?refusal.error(), "the identity provider refused a code");
            return Err(code_refused());
        }
        Err(err) => {
            tracing::warn!(error = %err, "the identity provider's token endpoint failed");
            return Err(unavailable());
        }
    };

    let id_token = response.extra_fields().id_token().ok_or_else(code_refused)?;
    let nonce = Nonce::new(login.nonce.clone());
    let verify = |client: &openidconnect::core::CoreClient<_, _, _, _, _, _>| {
        id_token.claims(&client.id_token_verifier().set_allowed_algs(ALGORITHMS), &nonce).cloned()
    };
    let claims = match verify(&client) {
        Ok(claims) => claims,
        Err(openidconnect::ClaimsVerificationError::SignatureVerification(_)) => {
            let fresh = providers.metadata(&row.issuer, true).await?;
            let client = client_of(row, &fresh, &state.sealer, &login.redirect_uri)?;
            verify(&client).map_err(|err| {
                tracing::warn!(error = %err, "an ID token failed verification after fetching fresh keys");
                code_refused()
            })?
        }
        Err(err) => {
            tracing::warn!(error = %err, "an ID token failed verification");
            return Err(code_refused());
        }
    };
    // Started from a locked session: the provider must have signed the person in again just now
    // (a few seconds' leeway for the clocks), not answered from a session it kept.
    if let Some(since) = login.fresh_since {
        let fresh = claims.auth_time().is_some_and(|at| at >= since - Duration::seconds(FRESH_LEEWAY_SECS));
        if !fresh {
            tracing::info!("a sign-in from a locked session came back without a fresh authentication");
            return Err(ApiError::unauthorized(ErrorCode::SsoReauthenticationRequired));
        }
    }
    // A provider that keeps to the ID token's minimum (the subject) answers the address at its
    // userinfo endpoint, for the subject the verified token names.
    let subject = claims.subject().clone();
    let (email, verified, name) = match claims.email() {
        Some(email) => (
            Some(email.as_str().to_owned()),
            claims.email_verified(),
            claims.name().and_then(|name| name.get(None)).map(|name| name.as_str().to_owned()),
        ),
        None => {
            let info = client
                .user_info(response.access_token().clone(), Some(subject.clone()))
                .map_err(|_| refused(ErrorCode::SsoEmailUnverified))?
                .request_async(&providers.http())
                .await
                .map_err(|err| {
                    tracing::warn!(error = %err, "the identity provider's userinfo endpoint failed");
                    unavailable()
                })?;
            let info: openidconnect::UserInfoClaims<
                openidconnect::EmptyAdditionalClaims,
                openidconnect::core::CoreGenderClaim,
            > = info;
            (
                info.email().map(|email| email.as_str().to_owned()),
                info.email_verified(),
                info.name().and_then(|name| name.get(None)).map(|name| name.as_str().to_owned()),
            )
        }
    };
    if verified != Some(true) {
        return Err(refused(ErrorCode::SsoEmailUnverified));
    }
    let email =
        email.and_then(|email| Email::parse(&email).ok()).ok_or_else(|| refused(ErrorCode::SsoEmailUnverified))?;
    let name = name
        .map(|name| name.trim().to_owned())
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| email.as_str().split('@').next().unwrap_or_default().to_owned());
    Ok(Identity { issuer: row.issuer.clone(), subject: subject.as_str().to_owned(), email, name })
}

/// The account the identity signs in: linked before, or with the same address (linked now), or
/// new when its domain is allowed.
async fn account_for(tx: &TenantTx, row: &sso_settings::Model, identity: &Identity) -> Result<User, ApiError> {
    let linked = user_identity::Entity::find_by_id((identity.issuer.clone(), identity.subject.clone())).one(tx).await?;
    if let Some(link) = linked
        && let Some(user) = users::find_by_id(tx, link.user_id).await?
    {
        return Ok(user);
    }
    let user = match users::find_by_email(tx, &identity.email).await? {
        // Whoever registered an address without confirming it may not own it: linking would
        // hand its real owner an account someone else knows the password of.
        Some((user, _)) if !user.verified => return Err(refused(ErrorCode::SsoAccountUnverified)),
        Some((user, _)) => user,
        None => {
            let domain = identity.email.as_str().rsplit('@').next().unwrap_or_default().to_lowercase();
            if !row.allowed_domains.contains(&domain) {
                return Err(refused(ErrorCode::SsoDomainNotAllowed));
            }
            // Nobody knows this password: the account signs in through the provider (or sets a
            // password with a reset link).
            let unusable = hash_password(random_token()).await?;
            let name = super::domain::parse_name(&identity.name).unwrap_or_else(|_| "New user".to_owned());
            let locale = tx.tenant().branding.default_locale.as_deref().and_then(Locale::parse).unwrap_or_default();
            let new = NewUser {
                email: &identity.email,
                password_hash: &unusable,
                name: &name,
                role: row.new_user_role,
                locale,
                department: None,
                verified: true,
            };
            match users::insert(tx, new).await {
                Ok(user) => {
                    crate::audit::record_by(
                        tx,
                        &user,
                        Action::Registered,
                        ("user", &user.id),
                        json!({ "method": "oidc" }),
                    )
                    .await?;
                    user
                }
                Err(NewUserError::EmailTaken) => {
                    return Err(ApiError::conflict(ErrorCode::EmailTaken));
                }
                Err(NewUserError::Database(err)) => return Err(err.into()),
            }
        }
    };
    let link = user_identity::ActiveModel {
        issuer: Set(identity.issuer.clone()),
        subject: Set(identity.subject.clone()),
        user_id: Set(user.id),
        created_at: Set(Utc::now()),
    };
    user_identity::Entity::insert(link)
        .on_conflict(
            OnConflict::columns([user_identity::Column::Issuer, user_identity::Column::Subject])
                .update_column(user_identity::Column::UserId)
                .to_owned(),
        )
        .exec_without_returning(tx)
        .await?;
    crate::audit::record_by(tx, &user, Action::SsoLinked, ("user", &user.id), json!({ "issuer": identity.issuer }))
        .await?;
    Ok(user)
}

/// Staff must use the provider (the tenant says so): refuses their password sign-in.
pub async fn password_refused(tx: &TenantTx, user: &User) -> Result<bool, DbErr> {
    if user.role != Role::Staff {
        return Ok(false);
    }
    Ok(settings_row(tx).await?.is_some_and(|row| row.enabled && row.staff_must_use_sso))
}

/// For a session signed in through the provider: its logout address (RP-initiated logout). Call
/// it before `POST /api/authenticate/logout`, then send the browser there.
#[utoipa::path(operation_id = "sso_logout_url", tag = "auth", security(("bearer" = [])), responses(
    (status = 200, description = "The provider's logout address, or null", body = SsoLogout),
    SignInRequired,
))]
#[get("/api/authenticate/oidc/logout")]
async fn logout_url(
    auth: SignedIn,
    req: HttpRequest,
    state: web::Data<AuthState>,
    providers: web::Data<Providers>,
) -> Result<HttpResponse, ApiError> {
    let method = sessions::method_of(&auth.tx, auth.session).await?;
    let row = settings_row(&auth.tx).await?.filter(|row| row.enabled);
    let url = match (method, row) {
        (Some(SignInMethod::Oidc), Some(row)) => {
            let metadata = providers.metadata(&row.issuer, false).await.ok();
            let endpoint = metadata.and_then(|metadata| metadata.additional_metadata().end_session_endpoint.clone());
            endpoint.filter(|endpoint| browser_may_go(endpoint.url(), state.secure_cookies)).map(|endpoint| {
                let mut url = endpoint.url().clone();
                url.query_pairs_mut()
                    .append_pair("client_id", &row.client_id)
                    .append_pair("post_logout_redirect_uri", &redirect_uri(&req, auth.tx.tenant()));
                url.to_string()
            })
        }
        _ => None,
    };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(SsoLogout { end_session_url: url }))
}

/// The provider accounts linked to the user (their privacy export).
pub async fn identities_of(tx: &TenantTx, user_id: uuid::Uuid) -> Result<Vec<LinkedIdentity>, DbErr> {
    let rows = user_identity::Entity::find().filter(user_identity::Column::UserId.eq(user_id)).all(tx).await?;
    Ok(rows.into_iter().map(LinkedIdentity::from).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_goes_only_to_https_or_a_loopback_provider_in_development() {
        let may =
            |url: &str, production: bool| browser_may_go(&openidconnect::url::Url::parse(url).unwrap(), production);
        assert!(may("https://id.example/authorize?x=1", true));
        assert!(may("http://127.0.0.1:4000/auth", false));
        assert!(may("http://localhost:4000/auth", false));
        assert!(may("http://[::1]:4000/auth", false));
        assert!(!may("http://127.0.0.1:4000/auth", true), "plain http in production");
        assert!(!may("http://id.example/auth", false), "plain http elsewhere");
        assert!(!may("javascript:alert(document.cookie)", false));
        assert!(!may("data:text/html,<script>alert(1)</script>", false));
        assert!(!may("file:///etc/passwd", false));
    }
}
