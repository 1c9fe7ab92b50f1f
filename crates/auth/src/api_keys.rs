//! API keys: how scripts and other systems call the API without a person's session. A key is
//! `erk_` and 256 random bits; only its SHA-256 is stored, with a prefix the admin pages show. A
//! key acts as a **service identity** of its own (a `users` row of kind `service`, role admin),
//! so every change it makes is recorded as made by it, and it is refused on other tenants (its hash
//! is looked up in the request's tenant only). A key opens only the operations its **scopes**
//! name: [`scope_for`] maps each operation open to keys to the scope it needs, the OpenAPI document
//! states it per operation, and every other operation answers 403 `api_key_scope`. Each key is
//! limited to a number of requests a minute per replica ([`Limiter`]).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use actix_web::http::Method;
use chrono::{DateTime, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Locale, Role, UserKind, UserStatus};
use super::entities::{api_key, user};
use super::tokens::{random_token, token_hash};
use super::users::{self, User};
use crate::tenancy::TenantTx;

/// What every key starts with, so a key is told from a session token at a glance (and by secret
/// scanners).
pub const KEY_PREFIX: &str = "erk_";
/// How many characters of a key the admin pages show.
const SHOWN: usize = 12;
/// How long `last_used_at` may lag: a key used all the time writes it once a minute.
const LAST_USED_EVERY: chrono::Duration = chrono::Duration::seconds(60);

/// An area of the API a key may be given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Area {
    Vacancies,
    Applications,
    Candidates,
    Calendar,
    Offers,
}

/// Read (GET) or write (everything else).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum Access {
    Read,
    Write,
}

/// A scope as stored and documented: `vacancies:read`, `offers:write`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Scope(pub Area, pub Access);

impl Scope {
    pub const ALL: [Scope; 10] = [
        Scope(Area::Vacancies, Access::Read),
        Scope(Area::Vacancies, Access::Write),
        Scope(Area::Applications, Access::Read),
        Scope(Area::Applications, Access::Write),
        Scope(Area::Candidates, Access::Read),
        Scope(Area::Candidates, Access::Write),
        Scope(Area::Calendar, Access::Read),
        Scope(Area::Calendar, Access::Write),
        Scope(Area::Offers, Access::Read),
        Scope(Area::Offers, Access::Write),
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Scope(Area::Vacancies, Access::Read) => "vacancies:read",
            Scope(Area::Vacancies, Access::Write) => "vacancies:write",
            Scope(Area::Applications, Access::Read) => "applications:read",
            Scope(Area::Applications, Access::Write) => "applications:write",
            Scope(Area::Candidates, Access::Read) => "candidates:read",
            Scope(Area::Candidates, Access::Write) => "candidates:write",
            Scope(Area::Calendar, Access::Read) => "calendar:read",
            Scope(Area::Calendar, Access::Write) => "calendar:write",
            Scope(Area::Offers, Access::Read) => "offers:read",
            Scope(Area::Offers, Access::Write) => "offers:write",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|scope| scope.as_str() == text)
    }

    /// What it says in the document's scheme.
    pub fn description(self) -> &'static str {
        match self.1 {
            Access::Read => "Read",
            Access::Write => "Create and change",
        }
    }
}

/// The route patterns open to keys, by area, longest first where one pattern starts another. A
/// GET needs the area's read scope, any other method its write scope.
const OPEN_TO_KEYS: &[(&str, Area)] = &[
    ("/api/v1/admin/vacancies/{id}/applications", Area::Applications),
    ("/api/v1/admin/vacancies", Area::Vacancies),
    ("/api/v1/admin/applications", Area::Applications),
    ("/api/v1/admin/imports/candidates", Area::Candidates),
    ("/api/v1/files/{id}", Area::Candidates),
    ("/api/v1/calendar/events", Area::Calendar),
    ("/api/v1/calendar/free-slots", Area::Calendar),
    ("/api/v1/calendar/people", Area::Calendar),
    ("/api/v1/offers", Area::Offers),
    ("/api/v1/admin/offers/report", Area::Offers),
];

/// The scope an API key needs for `method` on the route `pattern` (as routing names it), or None
/// when keys may not call it. Exports (CSV downloads for people) stay closed.
pub fn scope_for(method: &Method, pattern: &str) -> Option<Scope> {
    if pattern.ends_with("/export") {
        return None;
    }
    let area = OPEN_TO_KEYS
        .iter()
        .find(|(prefix, _)| {
            pattern == *prefix || pattern.strip_prefix(prefix).is_some_and(|rest| rest.starts_with('/'))
        })
        .map(|(_, area)| *area)?;
    let access = if method == Method::GET || method == Method::HEAD { Access::Read } else { Access::Write };
    Some(Scope(area, access))
}

/// Whether a bearer token is an API key (not a session's access token).
pub fn is_api_key(token: &str) -> bool {
    token.starts_with(KEY_PREFIX)
}

/// Whether an API key has the form every key has (`erk_` and 43 URL-safe base64 characters): what
/// the server checks before reading a request's body, before any lookup.
pub fn well_formed(token: &str) -> bool {
    token.strip_prefix(KEY_PREFIX).is_some_and(|rest| {
        rest.len() == 43 && rest.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

/// A key as the admin pages show it (never the key itself).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKey {
    pub id: Uuid,
    pub name: String,
    /// The key's first characters, to tell keys apart.
    pub prefix: String,
    /// `vacancies:read`, `applications:write`, …
    pub scopes: Vec<String>,
    pub expires_at: Option<DateTime<Utc>>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    /// The service identity the key acts as (what the audit log names).
    pub identity: String,
}

impl ApiKey {
    fn of(row: api_key::Model, identity: String) -> Self {
        Self {
            id: row.id,
            name: row.name,
            prefix: row.prefix,
            scopes: row.scopes,
            expires_at: row.expires_at,
            last_used_at: row.last_used_at,
            created_at: row.created_at,
            revoked_at: row.revoked_at,
            identity,
        }
    }
}

/// The address a key's service identity goes by (the audit log's actor label).
fn identity_address(id: Uuid) -> String {
    format!("api-key-{}@service.invalid", &id.simple().to_string()[..12])
}

/// Creates a key and its service identity; returns the key as shown once, and the key itself.
pub async fn create(
    tx: &TenantTx,
    created_by: &User,
    name: &str,
    scopes: &[Scope],
    expires_at: Option<DateTime<Utc>>,
) -> Result<(ApiKey, String), DbErr> {
    let id = Uuid::new_v4();
    let identity = identity_address(id);
    let service = user::ActiveModel {
        id: Set(Uuid::new_v4()),
        email: Set(identity.clone()),
        // Not a PHC string: no password ever matches it.
        password_hash: Set("!".to_owned()),
        name: Set(name.to_owned()),
        role: Set(Role::Admin),
        status: Set(UserStatus::Active),
        locale: Set(Locale::En),
        kind: Set(UserKind::Service),
        ..Default::default()
    };
    let service = user::Entity::insert(service).exec_with_returning(tx).await?;
    let secret = format!("{KEY_PREFIX}{}", random_token());
    let mut scopes: Vec<String> = scopes.iter().map(|scope| scope.as_str().to_owned()).collect();
    scopes.sort();
    scopes.dedup();
    let row = api_key::ActiveModel {
        id: Set(id),
        user_id: Set(service.id),
        name: Set(name.to_owned()),
        prefix: Set(secret[..SHOWN].to_owned()),
        key_hash: Set(token_hash(&secret)),
        scopes: Set(scopes),
        expires_at: Set(expires_at),
        created_by: Set(Some(created_by.id)),
        ..Default::default()
    };
    let row = api_key::Entity::insert(row).exec_with_returning(tx).await?;
    Ok((ApiKey::of(row, identity), secret))
}

/// Every key of the tenant, newest first (revoked ones too: the history says who had access).
pub async fn list(tx: &TenantTx) -> Result<Vec<ApiKey>, DbErr> {
    let rows = api_key::Entity::find().order_by_desc(api_key::Column::CreatedAt).all(tx).await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let identity = identity_address(row.id);
            ApiKey::of(row, identity)
        })
        .collect())
}

/// Revokes a key at once and deactivates its identity; None when there is no such key, the key
/// as it now is otherwise (revoking twice changes nothing).
pub async fn revoke(tx: &TenantTx, id: Uuid) -> Result<Option<ApiKey>, DbErr> {
    let Some(row) = api_key::Entity::find_by_id(id).one(tx).await? else {
        return Ok(None);
    };
    if row.revoked_at.is_none() {
        api_key::Entity::update_many()
            .col_expr(api_key::Column::RevokedAt, Expr::current_timestamp())
            .filter(api_key::Column::Id.eq(id))
            .exec(tx)
            .await?;
        user::Entity::update_many()
            .col_expr(user::Column::Status, Expr::value(UserStatus::Deactivated))
            .filter(user::Column::Id.eq(row.user_id))
            .exec(tx)
            .await?;
    }
    let row = api_key::Entity::find_by_id(id).one(tx).await?;
    Ok(row.map(|row| {
        let identity = identity_address(row.id);
        ApiKey::of(row, identity)
    }))
}

/// A key that may be used now, and the identity it acts as.
pub struct KeyUse {
    pub key: Uuid,
    pub scopes: Vec<String>,
    pub user: User,
    /// `last_used_at` is stale: the caller records the use.
    pub stale: bool,
}

/// The usable key `secret` is (not revoked, not expired, its identity active) in the request's
/// tenant.
pub async fn authenticate(tx: &TenantTx, secret: &str) -> Result<Option<KeyUse>, DbErr> {
    let now = Utc::now();
    let Some(row) = api_key::Entity::find().filter(api_key::Column::KeyHash.eq(token_hash(secret))).one(tx).await?
    else {
        return Ok(None);
    };
    if row.revoked_at.is_some() || row.expires_at.is_some_and(|at| at <= now) {
        return Ok(None);
    }
    let Some(user) = users::find_by_id(tx, row.user_id).await? else {
        return Ok(None);
    };
    if user.status != UserStatus::Active {
        return Ok(None);
    }
    let stale = row.last_used_at.is_none_or(|at| now - at >= LAST_USED_EVERY);
    Ok(Some(KeyUse { key: row.id, scopes: row.scopes, user, stale }))
}

/// Records that a key was used now.
pub async fn touch(tx: &TenantTx, key: Uuid) -> Result<(), DbErr> {
    api_key::Entity::update_many()
        .col_expr(api_key::Column::LastUsedAt, Expr::current_timestamp())
        .filter(api_key::Column::Id.eq(key))
        .exec(tx)
        .await?;
    Ok(())
}

/// Counts each key's requests in one-minute windows on this replica.
pub struct Limiter {
    per_minute: u32,
    windows: Mutex<HashMap<Uuid, (Instant, u32)>>,
}

impl Limiter {
    const WINDOW: Duration = Duration::from_secs(60);

    pub fn new(per_minute: u32) -> Self {
        Self { per_minute, windows: Mutex::new(HashMap::new()) }
    }

    /// Counts a request of `key`: Ok, or Err with the seconds until its window ends.
    pub fn check(&self, key: Uuid) -> Result<(), u64> {
        let now = Instant::now();
        let mut windows = self.windows.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if windows.len() > 10_000 {
            windows.retain(|_, (start, _)| now.duration_since(*start) < Self::WINDOW);
        }
        let (start, count) = windows.entry(key).or_insert((now, 0));
        if now.duration_since(*start) >= Self::WINDOW {
            (*start, *count) = (now, 0);
        }
        if *count >= self.per_minute {
            return Err(Ord::max(Self::WINDOW.saturating_sub(now.duration_since(*start)).as_secs(), 1));
        }
        *count += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_read_and_write_as_stored() {
        for scope in Scope::ALL {
            assert_eq!(Scope::parse(scope.as_str()), Some(scope));
        }
        assert_eq!(Scope::parse("vacancies:admin"), None);
    }

    #[test]
    fn operations_need_their_area_and_access() {
        let read = |pattern| scope_for(&Method::GET, pattern).map(Scope::as_str);
        let write = |pattern| scope_for(&Method::POST, pattern).map(Scope::as_str);
        assert_eq!(read("/api/v1/admin/vacancies"), Some("vacancies:read"));
        assert_eq!(write("/api/v1/admin/vacancies/{id}/publish"), Some("vacancies:write"));
        assert_eq!(read("/api/v1/admin/vacancies/{id}/applications"), Some("applications:read"));
        assert_eq!(write("/api/v1/admin/applications/{id}/stage"), Some("applications:write"));
        assert_eq!(read("/api/v1/offers/{id}"), Some("offers:read"));
        assert_eq!(read("/api/v1/calendar/events"), Some("calendar:read"));
        assert_eq!(read("/api/v1/admin/vacancies/export"), None, "exports stay closed");
        assert_eq!(read("/api/v1/admin/users"), None);
        assert_eq!(read("/api/v1/admin/vacanciesx"), None, "a prefix matches whole segments only");
        assert_eq!(read("/api/v1/me"), None);
    }

    #[test]
    fn the_limiter_counts_per_key() {
        let limiter = Limiter::new(2);
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        assert!(limiter.check(a).is_ok() && limiter.check(a).is_ok());
        assert!(limiter.check(a).is_err_and(|wait| (1..=60).contains(&wait)));
        assert!(limiter.check(b).is_ok(), "another key has its own window");
    }
}
