//! Sign-in sessions: opaque refresh tokens in an HttpOnly cookie, rotated on every use. Each sign-in
//! starts a family; presenting a token that was already used revokes the whole family, because
//! only a stolen copy can be presented twice.

use actix_web::cookie::{Cookie, SameSite, time};
use chrono::{DateTime, Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ColumnTrait, Condition, DbErr, EntityTrait, FromQueryResult, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::entities::{refresh_token, user};
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

/// The token's row, locked for the rest of the transaction.
async fn find(tx: &TenantTx, token: &str) -> Result<Option<TokenRow>, DbErr> {
    use refresh_token::Column as C;
    refresh_token::Entity::find()
        .select_only()
        .columns([C::UserId, C::FamilyId, C::ExpiresAt, C::UsedAt, C::RevokedAt])
        .filter(C::TokenHash.eq(token_hash(token)))
        .lock_exclusive()
        .into_model()
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
    refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::UsedAt, Expr::current_timestamp())
        .filter(refresh_token::Column::TokenHash.eq(token_hash(token)))
        .exec(tx)
        .await?;
    let refresh = insert_token(tx, row.user_id, row.family_id, ttl).await?;
    Ok(Rotation::Rotated { user_id: row.user_id, refresh })
}

async fn revoke_family(tx: &TenantTx, family_id: Uuid) -> Result<(), DbErr> {
    refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::current_timestamp())
        .filter(refresh_token::Column::FamilyId.eq(family_id))
        .filter(refresh_token::Column::RevokedAt.is_null())
        .exec(tx)
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

/// Revokes every session of a user, except `keep` (the session making the change).
pub async fn revoke_all(tx: &TenantTx, user_id: Uuid, keep: Option<Uuid>) -> Result<(), DbErr> {
    use refresh_token::Column as C;
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
    Ok(())
}
