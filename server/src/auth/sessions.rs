//! Sign-in sessions: opaque refresh tokens in an HttpOnly cookie, rotated on every use. Each sign-in
//! starts a family; presenting a token that was already used revokes the whole family, because
//! only a stolen copy can be presented twice.

use actix_web::cookie::{Cookie, SameSite, time};
use chrono::{DateTime, Duration, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};
use uuid::Uuid;

use super::tokens::{random_token, token_hash};
use crate::tenancy::{TenantSlug, TenantTx};

/// Refresh cookies are sent only to the sign-in endpoints.
pub const COOKIE_PATH: &str = "/api/authenticate";

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

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
    tx.execute_raw(statement(
        "INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)",
        vec![user_id.into(), family_id.into(), token_hash(&token).into(), (Utc::now() + ttl).into()],
    ))
    .await?;
    Ok(IssuedRefresh { token, family_id })
}

/// Starts a new session (token family) for a fresh sign-in.
pub async fn start(tx: &TenantTx, user_id: Uuid, ttl: Duration) -> Result<IssuedRefresh, DbErr> {
    insert_token(tx, user_id, Uuid::new_v4(), ttl).await
}

#[derive(FromQueryResult)]
struct TokenRow {
    user_id: Uuid,
    family_id: Uuid,
    expires_at: DateTime<Utc>,
    used_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
}

async fn find(tx: &TenantTx, token: &str) -> Result<Option<TokenRow>, DbErr> {
    TokenRow::find_by_statement(statement(
        "SELECT user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE",
        vec![token_hash(token).into()],
    ))
    .one(tx)
    .await
}

pub enum Rotation {
    Rotated {
        user_id: Uuid,
        refresh: IssuedRefresh,
    },
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
    tx.execute_raw(statement(
        "UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1",
        vec![token_hash(token).into()],
    ))
    .await?;
    let refresh = insert_token(tx, row.user_id, row.family_id, ttl).await?;
    Ok(Rotation::Rotated { user_id: row.user_id, refresh })
}

async fn revoke_family(tx: &TenantTx, family_id: Uuid) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL",
        vec![family_id.into()],
    ))
    .await?;
    Ok(())
}

/// Ends the session a refresh token belongs to (sign-out). Unknown tokens are ignored.
pub async fn end(tx: &TenantTx, token: &str) -> Result<Option<Uuid>, DbErr> {
    let Some(row) = find(tx, token).await? else {
        return Ok(None);
    };
    revoke_family(tx, row.family_id).await?;
    Ok(Some(row.user_id))
}

/// SQL that is true while session (token family) `$2` of the enclosing `users` row is signed in.
pub(super) const SESSION_IS_LIVE: &str = "EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = $2 \
     AND r.user_id = users.id AND r.revoked_at IS NULL AND r.expires_at > now())";

/// Revokes every session of a user, except `keep` (the session making the change).
pub async fn revoke_all(tx: &TenantTx, user_id: Uuid, keep: Option<Uuid>) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE refresh_tokens SET revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2)",
        vec![user_id.into(), keep.into()],
    ))
    .await?;
    Ok(())
}
