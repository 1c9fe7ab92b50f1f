//! Sign-in sessions: opaque refresh tokens in an HttpOnly cookie, rotated on every use. Each sign-in
//! starts a family; presenting a token that was already used revokes the whole family, because
//! only a stolen copy can be presented twice.

use actix_web::HttpRequest;
use actix_web::cookie::{Cookie, SameSite, time};
use actix_web::http::header;
use chrono::{DateTime, Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, DerivePartialModel, EntityTrait, QueryFilter, QuerySelect,
};
use uuid::Uuid;

use super::domain::SignInMethod;
use super::entities::{refresh_token, user, user_session};
use super::tokens::{random_token, token_hash};
use crate::tenancy::{TenantSlug, TenantTx};

/// Refresh cookies are sent only to the sign-in endpoints.
pub const COOKIE_PATH: &str = "/api/authenticate";

/// The cookie name carries the tenant, so two tenants served from one origin keep separate sessions.
pub fn cookie_name(tenant: &TenantSlug) -> String {
    format!("erecruit_refresh_{}", tenant.as_str().replace('-', "_"))
}

pub fn session_cookie(tenant: &TenantSlug, token: &str, ttl: Duration, secure: bool) -> Cookie<'static> {
    Cookie::build(cookie_name(tenant), token.to_owned())
        .path(COOKIE_PATH)
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(secure)
        .max_age(time::Duration::seconds(ttl.num_seconds()))
        .finish()
}

/// The refresh token the browser sent for `tenant`, if any.
pub fn refresh_token_of(req: &HttpRequest, tenant: &TenantSlug) -> Option<String> {
    req.cookie(&cookie_name(tenant)).map(|cookie| cookie.value().to_owned()).filter(|value| !value.is_empty())
}

pub fn removal_cookie(tenant: &TenantSlug, secure: bool) -> Cookie<'static> {
    let mut cookie = session_cookie(tenant, "", Duration::zero(), secure);
    cookie.make_removal();
    cookie
}

pub struct IssuedRefresh {
    pub token: String,
    /// The session this token continues; access tokens carry it as `sid`.
    pub family_id: Uuid,
}

async fn insert_token(tx: &TenantTx, user_id: Uuid, family_id: Uuid, ttl: Duration) -> Result<IssuedRefresh, DbErr> {
    let token = random_token();
    let row = refresh_token::ActiveModel {
        user_id: Set(user_id),
        family_id: Set(family_id),
        token_hash: Set(token_hash(&token)),
        expires_at: Set(Utc::now() + ttl),
        ..Default::default()
    };
    refresh_token::Entity::insert(row).exec_without_returning(tx).await?;
    Ok(IssuedRefresh { token, family_id })
}

/// How a session began, for "Where you're signed in".
pub struct Started<'a> {
    pub method: SignInMethod,
    /// A second factor was checked.
    pub second_factor: bool,
    /// The browser's `User-Agent`.
    pub user_agent: &'a str,
    /// The sign-in's request: the session whose refresh cookie it carries ends (the new cookie
    /// replaces it in this browser). This is how a locked session is left for a fresh sign-in
    /// with the identity provider, which has no password to unlock with.
    pub request: &'a HttpRequest,
}

impl<'a> Started<'a> {
    /// `method` in the browser that sent `req`, without a second factor.
    pub fn by(method: SignInMethod, req: &'a HttpRequest) -> Self {
        Self { method, second_factor: false, user_agent: user_agent(req), request: req }
    }
}

/// The request's `User-Agent` ("" without one).
pub fn user_agent(req: &HttpRequest) -> &str {
    req.headers().get(header::USER_AGENT).and_then(|value| value.to_str().ok()).unwrap_or("")
}

/// The most of a `User-Agent` kept.
const USER_AGENT_CHARS: usize = 400;

/// The request's `User-Agent`, at most as long as is kept.
pub fn kept_user_agent(user_agent: &str) -> String {
    user_agent.chars().take(USER_AGENT_CHARS).collect()
}

/// Starts a new session (token family) for a fresh sign-in.
pub async fn start(tx: &TenantTx, user_id: Uuid, ttl: Duration, started: Started<'_>) -> Result<IssuedRefresh, DbErr> {
    if let Some(replaced) = refresh_token_of(started.request, &tx.tenant().slug) {
        end(tx, &replaced).await?;
    }
    let refresh = insert_token(tx, user_id, Uuid::new_v4(), ttl).await?;
    let row = user_session::ActiveModel {
        id: Set(refresh.family_id),
        user_id: Set(user_id),
        method: Set(started.method),
        second_factor: Set(started.second_factor),
        user_agent: Set(kept_user_agent(started.user_agent)),
        ..Default::default()
    };
    user_session::Entity::insert(row).exec_without_returning(tx).await?;
    Ok(refresh)
}

/// What rotating a refresh token reads of its row.
#[derive(DerivePartialModel)]
#[sea_orm(entity = "refresh_token::Entity")]
struct TokenRow {
    user_id: Uuid,
    family_id: Uuid,
    expires_at: DateTime<Utc>,
    used_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
}

impl TokenRow {
    /// Neither used nor revoked nor expired.
    fn usable(&self) -> bool {
        self.used_at.is_none() && self.revoked_at.is_none() && self.expires_at > Utc::now()
    }
}

/// The token's row, locked for the rest of the transaction.
async fn find(tx: &TenantTx, token: &str) -> Result<Option<TokenRow>, DbErr> {
    use refresh_token::Column as C;
    refresh_token::Entity::find()
        .filter(C::TokenHash.eq(token_hash(token)))
        .lock_exclusive()
        .into_partial_model()
        .one(tx)
        .await
}

pub enum Rotation {
    Rotated {
        user_id: Uuid,
        refresh: IssuedRefresh,
    },
    /// The session is locked (the lock screen): the token stays valid, unused.
    Locked,
    /// Unknown, expired or revoked.
    Invalid,
    /// Already used: the family is now revoked (commit the transaction to keep it so).
    Reused,
}

/// Exchanges a refresh token for a new one in the same family.
pub async fn rotate(tx: &TenantTx, token: &str, ttl: Duration) -> Result<Rotation, DbErr> {
    let Some(row) = find(tx, token).await? else {
        return Ok(Rotation::Invalid);
    };
    if row.used_at.is_some() {
        revoke_family(tx, row.family_id).await?;
        return Ok(Rotation::Reused);
    }
    if row.revoked_at.is_some() || row.expires_at <= Utc::now() {
        return Ok(Rotation::Invalid);
    }
    if is_locked(tx, row.family_id).await? {
        return Ok(Rotation::Locked);
    }
    Ok(Rotation::Rotated { user_id: row.user_id, refresh: rotate_unchecked(tx, token, &row, ttl).await? })
}

/// Marks `token` used, issues its successor and dates the session's last use.
async fn rotate_unchecked(tx: &TenantTx, token: &str, row: &TokenRow, ttl: Duration) -> Result<IssuedRefresh, DbErr> {
    refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::UsedAt, Expr::current_timestamp())
        .filter(refresh_token::Column::TokenHash.eq(token_hash(token)))
        .exec(tx)
        .await?;
    user_session::Entity::update_many()
        .col_expr(user_session::Column::LastUsedAt, Expr::current_timestamp())
        .filter(user_session::Column::Id.eq(row.family_id))
        .exec(tx)
        .await?;
    insert_token(tx, row.user_id, row.family_id, ttl).await
}

/// The session `token` (a refresh token) belongs to while it is signed in, locked or not,
/// without using the token: `(user, session)`.
pub async fn of_token(tx: &TenantTx, token: &str) -> Result<Option<(Uuid, Uuid)>, DbErr> {
    Ok(find(tx, token).await?.filter(TokenRow::usable).map(|row| (row.user_id, row.family_id)))
}

/// Unlocks the session `token` belongs to and rotates the token (the lock screen's unlock).
pub async fn unlock(tx: &TenantTx, token: &str, ttl: Duration) -> Result<Option<(Uuid, IssuedRefresh)>, DbErr> {
    let Some(row) = find(tx, token).await? else {
        return Ok(None);
    };
    // Presented again after use: only a stolen copy can be, so the session ends (as at refresh).
    if row.used_at.is_some() {
        revoke_family(tx, row.family_id).await?;
        return Ok(None);
    }
    if !row.usable() {
        return Ok(None);
    }
    set_locked(tx, row.family_id, false).await?;
    let refresh = rotate_unchecked(tx, token, &row, ttl).await?;
    Ok(Some((row.user_id, refresh)))
}

/// Locks or unlocks a session: while locked none of its requests is answered.
pub async fn set_locked(tx: &TenantTx, session: Uuid, locked: bool) -> Result<(), DbErr> {
    let at = if locked { Expr::current_timestamp() } else { Expr::value(Option::<DateTime<Utc>>::None) };
    user_session::Entity::update_many()
        .col_expr(user_session::Column::LockedAt, at)
        .filter(user_session::Column::Id.eq(session))
        .exec(tx)
        .await?;
    if locked {
        announce(tx, [Announcement::SessionEnded(session)]).await?;
    }
    Ok(())
}

/// Whether `token` belongs to a session that is usable but locked (the lock screen).
pub async fn locked_by_token(tx: &TenantTx, token: &str) -> Result<bool, DbErr> {
    match find(tx, token).await?.filter(TokenRow::usable) {
        Some(row) => is_locked(tx, row.family_id).await,
        None => Ok(false),
    }
}

async fn is_locked(tx: &TenantTx, session: Uuid) -> Result<bool, DbErr> {
    let locked = user_session::Entity::find_by_id(session)
        .select_only()
        .column(user_session::Column::LockedAt)
        .into_tuple::<Option<DateTime<Utc>>>()
        .one(tx)
        .await?;
    Ok(matches!(locked, Some(Some(_))))
}

/// How `session` was signed in.
pub async fn method_of(tx: &TenantTx, session: Uuid) -> Result<Option<SignInMethod>, DbErr> {
    user_session::Entity::find_by_id(session)
        .select_only()
        .column(user_session::Column::Method)
        .into_tuple::<SignInMethod>()
        .one(tx)
        .await
}

/// True while `session` is locked (for the signed-in extractor's one statement).
pub(super) fn is_locked_expr(session: Uuid) -> Expr {
    use user_session::Column as C;
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(user_session::Entity)
            .and_where(C::Id.eq(session))
            .and_where(C::LockedAt.is_not_null())
            .take(),
    )
}

/// A session of the user that is still signed in: these of its columns.
#[derive(Debug, DerivePartialModel)]
#[sea_orm(entity = "user_session::Entity")]
pub struct SessionRow {
    pub id: Uuid,
    pub method: SignInMethod,
    pub second_factor: bool,
    pub user_agent: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: DateTime<Utc>,
}

/// The user's signed-in sessions, the most recently used first.
pub async fn list(tx: &TenantTx, user_id: Uuid) -> Result<Vec<SessionRow>, DbErr> {
    use user_session::Column as C;
    let query = crate::db::select_partial::<SessionRow>()
        .from(user_session::Entity)
        .and_where(C::UserId.eq(user_id))
        .and_where(live_family())
        .order_by(C::LastUsedAt, sea_orm::Order::Desc)
        .take();
    crate::db::fetch_all(tx, &query).await
}

/// The channel on which a tenant's sessions that ended or locked, and users whose role or status
/// changed, are announced (when the change commits): every replica's chat hub LISTENs and closes
/// their sockets, which must not outlive what let them open.
pub const ANNOUNCEMENTS: &str = "erecruit_sessions";

/// What [`ANNOUNCEMENTS`] says, by ids only.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Announcement {
    /// A session (token family) ended or locked.
    SessionEnded(Uuid),
    /// A user's role or status changed.
    UserChanged(Uuid),
}

impl Announcement {
    pub fn payload(self, tenant: &TenantSlug) -> String {
        match self {
            Self::SessionEnded(id) => format!("e:{tenant}:{id}"),
            Self::UserChanged(id) => format!("u:{tenant}:{id}"),
        }
    }

    /// The tenant's slug and the announcement.
    pub fn parse(payload: &str) -> Option<(String, Self)> {
        let mut parts = payload.split(':');
        let (kind, tenant, id) = (parts.next()?, parts.next()?, parts.next()?.parse().ok()?);
        if parts.next().is_some() {
            return None;
        }
        let announcement = match kind {
            "e" => Self::SessionEnded(id),
            "u" => Self::UserChanged(id),
            _ => return None,
        };
        Some((tenant.to_owned(), announcement))
    }
}

/// Announces on [`ANNOUNCEMENTS`] when `tx` commits (nothing if it rolls back).
pub async fn announce(tx: &TenantTx, announcements: impl IntoIterator<Item = Announcement>) -> Result<(), DbErr> {
    for announcement in announcements {
        let payload = announcement.payload(&tx.tenant().slug);
        tx.execute_raw(crate::db::raw("SELECT pg_notify($1, $2)", [ANNOUNCEMENTS.into(), payload.into()])).await?;
    }
    Ok(())
}

/// Ends one of the user's sessions; false when it is not theirs or already ended.
pub async fn end_one(tx: &TenantTx, user_id: Uuid, session: Uuid) -> Result<bool, DbErr> {
    use refresh_token::Column as C;
    let ended = refresh_token::Entity::update_many()
        .col_expr(C::RevokedAt, Expr::current_timestamp())
        .filter(C::UserId.eq(user_id))
        .filter(C::FamilyId.eq(session))
        .filter(C::RevokedAt.is_null())
        .filter(C::ExpiresAt.gt(Utc::now()))
        .exec(tx)
        .await?;
    if ended.rows_affected > 0 {
        announce(tx, [Announcement::SessionEnded(session)]).await?;
    }
    Ok(ended.rows_affected > 0)
}

/// The enclosing `user_sessions` row's family has a token still valid.
fn live_family() -> Expr {
    use refresh_token::Column as C;
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(refresh_token::Entity)
            .and_where(
                Expr::col((refresh_token::Entity, C::FamilyId))
                    .equals((user_session::Entity, user_session::Column::Id)),
            )
            .and_where(C::RevokedAt.is_null())
            .and_where(C::UsedAt.is_null())
            .and_where(Expr::col((refresh_token::Entity, C::ExpiresAt)).gt(Expr::current_timestamp()))
            .take(),
    )
}

async fn revoke_family(tx: &TenantTx, family_id: Uuid) -> Result<(), DbErr> {
    refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::current_timestamp())
        .filter(refresh_token::Column::FamilyId.eq(family_id))
        .filter(refresh_token::Column::RevokedAt.is_null())
        .exec(tx)
        .await?;
    announce(tx, [Announcement::SessionEnded(family_id)]).await
}

/// Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored.
pub async fn end(tx: &TenantTx, token: &str) -> Result<Option<Uuid>, DbErr> {
    let Some(row) = find(tx, token).await? else {
        return Ok(None);
    };
    revoke_family(tx, row.family_id).await?;
    Ok(Some(row.user_id))
}

/// True while `session` (a token family) of the enclosing query's `users` row is signed in.
pub(super) fn is_live(session: Uuid) -> Expr {
    use refresh_token::Column as C;
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(refresh_token::Entity)
            .and_where(C::FamilyId.eq(session))
            .and_where(Expr::col((refresh_token::Entity, C::UserId)).equals((user::Entity, user::Column::Id)))
            .and_where(C::RevokedAt.is_null())
            .and_where(Expr::col((refresh_token::Entity, C::ExpiresAt)).gt(Expr::current_timestamp()))
            .take(),
    )
}

/// Revokes every session of a user, except `keep` (the session making the change); answers how
/// many sessions ended.
pub async fn revoke_all(tx: &TenantTx, user_id: Uuid, keep: Option<Uuid>) -> Result<u64, DbErr> {
    use refresh_token::Column as C;
    let ended: Vec<Uuid> = refresh_token::Entity::find()
        .select_only()
        .column(C::FamilyId)
        .distinct()
        .filter(C::UserId.eq(user_id))
        .filter(C::RevokedAt.is_null())
        .filter(C::UsedAt.is_null())
        .filter(C::ExpiresAt.gt(Utc::now()))
        .filter(Condition::all().add_option(keep.map(|family_id| C::FamilyId.ne(family_id))))
        .into_tuple()
        .all(tx)
        .await?;
    refresh_token::Entity::update_many()
        .col_expr(C::RevokedAt, Expr::current_timestamp())
        .filter(
            Condition::all()
                .add(C::UserId.eq(user_id))
                .add(C::RevokedAt.is_null())
                .add_option(keep.map(|family_id| C::FamilyId.ne(family_id))),
        )
        .exec(tx)
        .await?;
    announce(tx, ended.iter().copied().map(Announcement::SessionEnded)).await?;
    Ok(ended.len() as u64)
}

/// The clean-up job's part: sessions whose every refresh token is gone (the job deletes tokens
/// once expired), and challenges between a password and a code that were used or expired.
pub async fn prune(tx: &TenantTx) -> Result<u64, DbErr> {
    use super::entities::mfa_challenge;
    let tokens_left = Query::select()
        .expr(Expr::val(1))
        .from(refresh_token::Entity)
        .and_where(
            Expr::col((refresh_token::Entity, refresh_token::Column::FamilyId))
                .equals((user_session::Entity, user_session::Column::Id)),
        )
        .take();
    let sessions =
        user_session::Entity::delete_many().filter(Expr::exists(tokens_left).not()).exec(tx).await?.rows_affected;
    let challenges = mfa_challenge::Entity::delete_many()
        .filter(
            Condition::any()
                .add(mfa_challenge::Column::UsedAt.is_not_null())
                .add(mfa_challenge::Column::ExpiresAt.lt(Utc::now())),
        )
        .exec(tx)
        .await?
        .rows_affected;
    Ok(sessions + challenges)
}

#[cfg(test)]
mod announcement_tests {
    use super::*;

    #[test]
    fn announcements_read_back_and_nothing_else_does() {
        let tenant = TenantSlug::parse("acme-corp").unwrap();
        let id = Uuid::new_v4();
        for announcement in [Announcement::SessionEnded(id), Announcement::UserChanged(id)] {
            let payload = announcement.payload(&tenant);
            assert_eq!(Announcement::parse(&payload), Some(("acme-corp".to_owned(), announcement)));
        }
        assert_eq!(Announcement::parse("e:acme"), None);
        assert_eq!(Announcement::parse(&format!("x:acme:{id}")), None);
        assert_eq!(Announcement::parse(&format!("e:acme:{id}:more")), None);
    }
}
