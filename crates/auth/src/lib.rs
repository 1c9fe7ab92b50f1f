//! Accounts, sign-in sessions and roles.
//!
//! Contract endpoints under `/api/authenticate` keep the old client's exact paths and shapes; the
//! account endpoints live under `/api/v1`. Role rules are enforced here, by extractor, whatever the
//! client's menus show.

pub mod access;
pub mod api_keys;
mod attempts;
pub mod domain;
mod entities;
mod extract;
pub mod password;
mod password_resets;
pub mod provision;
pub mod sessions;
pub mod throttle;
pub mod tokens;
pub mod users;

mod accept_invitation;
mod account;
mod admin_invitations;
mod admin_users;
pub mod departments;
pub mod invitations;
mod login;
mod mfa;
pub mod my_sessions;
mod refresh;
mod register;
mod reset;
mod response;
pub mod schema;
pub mod sso;
pub mod views;

// The platform's modules under the paths this crate's code names them by (`crate::tenancy`…).
use erecruit_platform::{
    audit, client, config, crypto, db, error, files, locale, mail, metrics, outbound, paging, tenancy, text,
};

use std::time::Duration;

use actix_web::web;

pub use account::{CurrentPassword, VerifiedPassword, check_current_password};
pub use attempts::{PasswordAttempt, PasswordLimits, forgive as forgive_password_failures};
pub use extract::{AdminOnly, Authed, SignedIn, StaffOnly, check_bearer};
pub use mfa::key_legacy_recovery_codes;
use throttle::Limit;
use tokens::TokenKeys;

use crate::config::{AppEnv, Config};
use crate::tenancy::TenantTx;
use sea_orm::DbErr;
use users::User;

/// Everything the auth endpoints need besides the tenant transaction.
pub struct AuthState {
    pub keys: TokenKeys,
    pub refresh_ttl: chrono::Duration,
    /// `Secure` cookies everywhere but local development over plain HTTP.
    pub secure_cookies: bool,
    pub password_checks: PasswordLimits,
    pub registrations_per_ip: Limit,
    pub resets_per_ip: Limit,
    pub resets_per_address: Limit,
    /// Base address for links in e-mails.
    pub public_url: String,
    /// Log e-mailed links too: only in dev with the file transport, where nobody reads real mail.
    pub log_mail_links: bool,
    /// Seals users' TOTP secrets.
    pub sealer: crate::crypto::Sealer,
    /// Counts each API key's requests on this replica.
    pub api_key_limiter: api_keys::Limiter,
}

impl AuthState {
    pub fn new(
        config: &Config,
        secret: &secrecy::SecretString,
        encryption_key: &secrecy::SecretString,
        bound_port: u16,
    ) -> Self {
        let login_window = Duration::from_secs(config.login_failure_window_secs);
        let hour = Duration::from_secs(3600);
        Self {
            keys: TokenKeys::new(secret, config.access_token_ttl_secs),
            refresh_ttl: chrono::Duration::days(i64::from(config.refresh_token_ttl_days)),
            secure_cookies: config.app_env == AppEnv::Production,
            password_checks: PasswordLimits {
                per_account_and_client: Limit {
                    max: config.login_max_failures_per_account_and_client,
                    window: login_window,
                },
                per_account: Limit { max: config.login_max_failures_per_account, window: login_window },
                per_client: Limit { max: config.login_max_failures_per_ip, window: login_window },
                successes_per_account: Limit { max: config.login_max_successes_per_account, window: login_window },
            },
            registrations_per_ip: Limit { max: config.registrations_per_ip_per_hour, window: hour },
            resets_per_ip: Limit { max: config.password_resets_per_ip_per_hour, window: hour },
            resets_per_address: Limit { max: config.password_resets_per_address_per_hour, window: hour },
            public_url: config.public_url(bound_port),
            log_mail_links: config.app_env == AppEnv::Dev && config.smtp_url.is_none(),
            sealer: crate::crypto::Sealer::new(encryption_key),
            api_key_limiter: api_keys::Limiter::new(config.api_key_requests_per_minute),
        }
    }
}

/// Signs a user out everywhere (used when their account is erased).
pub async fn sessions_end_all(tx: &TenantTx, user_id: uuid::Uuid) -> Result<(), DbErr> {
    sessions::revoke_all(tx, user_id, None).await.map(|_| ())
}

/// The clean-up job's part of signing in: ended sessions, spent challenges, and single sign-ons
/// used or expired.
pub async fn prune_sign_in_leftovers(tx: &TenantTx) -> Result<u64, DbErr> {
    Ok(sessions::prune(tx).await? + sso::prune(tx).await?)
}

/// The clean-up job's part of tokens: refresh tokens past their expiry (a used or revoked one is
/// kept until then: presenting it again must still be recognised as reuse, which ends its whole
/// session), and password-reset links used or expired. How many of each.
pub async fn prune_tokens(tx: &TenantTx) -> Result<(u64, u64), DbErr> {
    use entities::{password_reset, refresh_token};
    use sea_orm::sea_query::{Expr, ExprTrait};
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

    let now = Expr::current_timestamp();
    let refresh_tokens = refresh_token::Entity::delete_many()
        .filter(Expr::col(refresh_token::Column::ExpiresAt).lt(now.clone()))
        .exec(tx)
        .await?
        .rows_affected;
    let password_resets = password_reset::Entity::delete_many()
        .filter(password_reset::Column::UsedAt.is_not_null().or(Expr::col(password_reset::Column::ExpiresAt).lt(now)))
        .exec(tx)
        .await?
        .rows_affected;
    Ok((refresh_tokens, password_resets))
}

/// Deletes the throttles' records older than `keep`; how many.
pub async fn prune_rate_limit_events(tx: &TenantTx, keep: Duration) -> Result<u64, DbErr> {
    use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

    use entities::rate_limit_event;
    let keep = chrono::Duration::from_std(keep).unwrap_or(chrono::Duration::MAX);
    let cutoff = chrono::Utc::now().checked_sub_signed(keep).unwrap_or(chrono::DateTime::<chrono::Utc>::MIN_UTC);
    let pruned =
        rate_limit_event::Entity::delete_many().filter(rate_limit_event::Column::At.lt(cutoff)).exec(tx).await?;
    Ok(pruned.rows_affected)
}

/// Audits something a user did to their own account.
async fn audit_own(tx: &TenantTx, user: &User, action: audit::Action, details: serde_json::Value) -> Result<(), DbErr> {
    crate::audit::record_by(tx, user, action, ("user", &user.id), details).await
}

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        login::login,
        register::register,
        refresh::refresh,
        refresh::logout,
        account::get_me,
        account::update_me,
        account::change_password,
        reset::forgot_password,
        reset::reset_password,
        admin_users::list_users,
        admin_users::get_user,
        admin_users::update_user,
        admin_invitations::invite,
        admin_invitations::list_invitations,
        admin_invitations::revoke_invitation,
        admin_invitations::resend_invitation,
        accept_invitation::show_invitation,
        accept_invitation::accept_invitation,
        departments::list_departments,
        departments::create_department,
        departments::rename_department,
        departments::delete_department,
        mfa::status,
        mfa::enrol,
        mfa::confirm,
        mfa::turn_off,
        mfa::new_recovery_codes,
        mfa::enrol_at_sign_in,
        mfa::complete_sign_in,
        mfa::reset,
        my_sessions::list,
        my_sessions::end_others,
        my_sessions::end_one,
        my_sessions::lock,
        my_sessions::unlock,
        sso::get_settings,
        sso::put_settings,
        sso::provider,
        sso::start,
        sso::callback,
        sso::logout_url,
    ),
    components(schemas(users::UserSort)),
    tags(
        (name = "auth", description = "Sign-in, registration, sessions and password resets (the old client's contract)"),
        (name = "account", description = "The signed-in user's own account"),
        (name = "users", description = "Tenant user management (admins)"),
    )
)]
pub struct AuthApi;

/// The profile photo of a user, which the admin's user page shows: the profiles feature keeps
/// photos and registers this at start-up (identity sits below every feature and cannot ask it).
pub trait ProfilePhotos: Send + Sync {
    /// The file id of the user's profile photo, when they have one.
    fn photo_of<'a>(
        &'a self,
        tx: &'a tenancy::TenantTx,
        user: uuid::Uuid,
    ) -> futures_util::future::BoxFuture<'a, Result<Option<uuid::Uuid>, sea_orm::DbErr>>;
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(login::configure)
        .configure(mfa::configure)
        .configure(my_sessions::configure)
        .configure(sso::configure)
        .configure(register::configure)
        .configure(refresh::configure)
        .configure(account::configure)
        .configure(reset::configure)
        .configure(admin_users::configure)
        .configure(admin_invitations::configure)
        .configure(accept_invitation::configure)
        .configure(departments::configure);
}
