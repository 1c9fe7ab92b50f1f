//! The tenant registry (`shared.tenants`) and its per-replica cache.
//!
//! Lookups are cached (negative answers too, so a flood of unknown hosts costs one query each per
//! TTL). tenant-admin sends `NOTIFY erecruit_tenants` in the same transaction as every change; each
//! replica LISTENs and moves to a new cache generation, so a suspension reaches every replica as
//! soon as it commits. The TTL only bounds staleness if a notification is ever missed.

// tenancy/ is where the pool lives: the registry reads `shared` through it (docs/architecture.md,
// "Tenant binding").
#![allow(clippy::disallowed_types)]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use chrono::{DateTime, Utc};
use moka::future::Cache;
use sea_orm::sea_query::{Expr, ExprTrait, Func, Query, SelectStatement};
use sea_orm::sqlx::postgres::{PgListener, PgPoolOptions};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, DeriveActiveEnum, EntityName, EntityTrait, EnumIter,
    FromQueryResult, JoinType, QueryFilter, QueryOrder, QuerySelect, RelationTrait, Select,
};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::names::{Hostname, SchemaName, TenantSlug};
use super::pool::Database;
use crate::db::Touch;
use crate::error::ApiError;
use crate::metrics;

/// The channel tenant-admin notifies on after any registry change.
pub const REGISTRY_CHANNEL: &str = "erecruit_tenants";

/// Where a tenant is in its life: requests are served only while it is `Active`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, Serialize, Deserialize)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum TenantStatus {
    Provisioning,
    Active,
    Suspended,
    Deleting,
}

/// `shared.tenants` (migration `m20261122_000001_tenant_registry`).
pub mod tenant {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use super::TenantStatus;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(schema_name = "shared", table_name = "tenants")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub slug: String,
        pub schema_name: String,
        pub display_name: String,
        pub status: TenantStatus,
        /// A JSON object, [`super::Branding`].
        pub branding: Json,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    crate::timestamped!();
}

/// `shared.tenant_hostnames`: which tenant a branded hostname belongs to.
pub mod tenant_hostname {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(schema_name = "shared", table_name = "tenant_hostnames")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub hostname: String,
        pub tenant_id: Uuid,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::tenant::Entity", from = "Column::TenantId", to = "super::tenant::Column::Id")]
        Tenant,
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Tenant-editable presentation settings, stored as `shared.tenants.branding`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Branding {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo_url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub primary_color: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_locale: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub locales: Option<Vec<String>>,
    /// The uploaded logo (a file in the tenant's schema), served at `/api/v1/tenant/logo`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logo_file_id: Option<Uuid>,
    /// Markdown shown when applying; its text is stored with each application's consent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub privacy_notice: Option<String>,
    /// The IANA zone interviews are scheduled in (working hours, invitations); UTC when unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_zone: Option<String>,
    /// Minutes without activity after which the web app locks (0: never); 15 when unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub idle_timeout_minutes: Option<u32>,
    /// Admins must sign in with a second factor (and enrol one at their next sign-in).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mfa_required_for_admins: bool,
    /// Staff see only the vacancies whose hiring team they are on (admins see all).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub team_access_only: bool,
    /// Hours after an interview ends that an unsubmitted scorecard's interviewer is reminded
    /// (the hiring manager told as many hours later); 24 when unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scorecard_reminder_hours: Option<u32>,
    /// Days a closed application is kept after its last change (`retention`); unset: for ever.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retention_days: Option<u32>,
    /// The recruitment title and privacy notice in the tenant's other languages.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub translations: std::collections::BTreeMap<crate::locale::Locale, SiteText>,
}

/// The careers site's own texts in one language (each may be missing: the default's is shown).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteText {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recruitment_title: Option<String>,
    /// Markdown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub privacy_notice: Option<String>,
}

/// `SELECT pg_notify('erecruit_tenants', slug)`: tells every replica, once the transaction
/// commits, that the tenant's registry entry changed.
pub fn registry_changed(slug: &TenantSlug) -> SelectStatement {
    Query::select().expr(Func::cust("pg_notify").arg(REGISTRY_CHANNEL).arg(slug.as_str())).take()
}

/// Saves a tenant's branding from inside one of its own transactions, and tells every replica.
pub async fn save_branding(tx: &super::TenantTx, branding: &Branding) -> Result<(), DbErr> {
    let value = serde_json::to_value(branding).map_err(|err| DbErr::Custom(err.to_string()))?;
    tenant::Entity::update_many()
        .col_expr(tenant::Column::Branding, Expr::value(value))
        .touch()
        .filter(tenant::Column::Id.eq(tx.tenant().id))
        .exec(tx)
        .await?;
    tx.execute(&registry_changed(&tx.tenant().slug)).await?;
    Ok(())
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Tenant {
    pub id: Uuid,
    pub slug: TenantSlug,
    pub schema: SchemaName,
    pub display_name: String,
    pub status: TenantStatus,
    pub hostnames: Vec<String>,
    pub branding: Branding,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Tenant {
    /// The tenant's time zone: its setting, or UTC (a stored name is checked when it is saved).
    pub fn zone(&self) -> chrono_tz::Tz {
        self.branding.time_zone.as_deref().and_then(parse_zone).unwrap_or(chrono_tz::Tz::UTC)
    }
}

/// An IANA time-zone name (`Europe/Berlin`), as the tz database knows it.
pub fn parse_zone(name: &str) -> Option<chrono_tz::Tz> {
    name.parse().ok()
}

impl Serialize for TenantSlug {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl Serialize for SchemaName {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

/// A tenant's registry row and its hostnames ([`tenants`]).
#[derive(FromQueryResult)]
struct TenantRow {
    #[sea_orm(nested)]
    tenant: tenant::Model,
    hostnames: Vec<String>,
}

impl TryFrom<TenantRow> for Tenant {
    type Error = DbErr;

    fn try_from(TenantRow { tenant: row, hostnames }: TenantRow) -> Result<Self, DbErr> {
        let corrupt = |what: &str| DbErr::Custom(format!("registry row {} has an invalid {what}", row.id));
        Ok(Tenant {
            id: row.id,
            slug: TenantSlug::parse(&row.slug).map_err(|_| corrupt("slug"))?,
            schema: SchemaName::parse(&row.schema_name).map_err(|_| corrupt("schema name"))?,
            display_name: row.display_name,
            status: row.status,
            hostnames,
            branding: serde_json::from_value(row.branding).unwrap_or_default(),
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

/// A tenant's hostnames in order, `{}` without any. Raw: sea-query has no `ORDER BY` or `FILTER`
/// inside an aggregate.
const HOSTNAMES: &str = "coalesce(array_agg(tenant_hostnames.hostname ORDER BY tenant_hostnames.hostname) \
     FILTER (WHERE tenant_hostnames.hostname IS NOT NULL), '{}')";

/// Every registry column of the tenants `condition` selects, with their hostnames, by slug.
fn tenants(condition: Condition) -> Select<tenant::Entity> {
    tenant::Entity::find()
        .expr_as(Expr::cust(HOSTNAMES), "hostnames")
        .join(JoinType::LeftJoin, tenant_hostname::Relation::Tenant.def().rev())
        .filter(condition)
        .group_by(tenant::Column::Id)
        .order_by_asc(tenant::Column::Slug)
}

/// Reads the tenants `condition` selects (all with `Condition::all()`) with any connection or
/// transaction, by slug.
pub async fn find_tenants(conn: &impl ConnectionTrait, condition: Condition) -> Result<Vec<Tenant>, DbErr> {
    tenants(condition).into_model::<TenantRow>().all(conn).await?.into_iter().map(Tenant::try_from).collect()
}

/// Every active tenant, by slug: for jobs that visit them all.
pub async fn active_tenants(db: &Database) -> Result<Vec<Arc<Tenant>>, DbErr> {
    let active = Condition::all().add(Expr::col((tenant::Entity, tenant::Column::Status)).eq(TenantStatus::Active));
    Ok(find_tenants(db.connection(), active).await?.into_iter().map(Arc::new).collect())
}

pub async fn find_by_slug(conn: &impl ConnectionTrait, slug: &TenantSlug) -> Result<Option<Tenant>, DbErr> {
    let found = find_tenants(conn, Condition::all().add(tenant::Column::Slug.eq(slug.as_str()))).await?;
    Ok(found.into_iter().next())
}

async fn find_by_hostname(conn: &impl ConnectionTrait, host: &Hostname) -> Result<Option<Tenant>, DbErr> {
    let owner = Query::select()
        .column(tenant_hostname::Column::TenantId)
        .from(tenant_hostname::Entity.table_ref())
        .and_where(Expr::col(tenant_hostname::Column::Hostname).eq(host.as_str()))
        .take();
    let found =
        find_tenants(conn, Condition::all().add(Expr::col((tenant::Entity, tenant::Column::Id)).eq(owner))).await?;
    Ok(found.into_iter().next())
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum LookupKey {
    Slug(TenantSlug),
    Host(Hostname),
}

/// Per-replica cache in front of the registry.
#[derive(Clone)]
pub struct Registry {
    db: Database,
    /// Entries are keyed by generation: a notification bumps it, so a lookup that was already
    /// in flight when the change committed can never be served again.
    cache: Cache<(u64, LookupKey), Option<Arc<Tenant>>>,
    generation: Arc<AtomicU64>,
}

impl Registry {
    pub fn new(db: Database, ttl: Duration) -> Self {
        let cache = Cache::builder().max_capacity(50_000).time_to_live(ttl).build();
        Self { db, cache, generation: Arc::new(AtomicU64::new(0)) }
    }

    pub async fn by_slug(&self, slug: &TenantSlug) -> Result<Option<Arc<Tenant>>, ApiError> {
        self.lookup(LookupKey::Slug(slug.clone())).await
    }

    pub async fn by_hostname(&self, host: &Hostname) -> Result<Option<Arc<Tenant>>, ApiError> {
        self.lookup(LookupKey::Host(host.clone())).await
    }

    async fn lookup(&self, key: LookupKey) -> Result<Option<Arc<Tenant>>, ApiError> {
        let generation = self.generation.load(Ordering::Acquire);
        let conn = self.db.connection();
        let missed = AtomicBool::new(false);
        let load = async {
            missed.store(true, Ordering::Relaxed);
            let tenant = match &key {
                LookupKey::Slug(slug) => find_by_slug(conn, slug).await?,
                LookupKey::Host(host) => find_by_hostname(conn, host).await?,
            };
            Ok::<_, DbErr>(tenant.map(Arc::new))
        };
        let found = self.cache.try_get_with((generation, key.clone()), load).await;
        metrics::tenant_lookup(!missed.load(Ordering::Relaxed));
        found.map_err(|err: Arc<DbErr>| match &*err {
            DbErr::ConnectionAcquire(reason) => ApiError::DatabaseUnavailable(reason.to_string()),
            other => ApiError::Internal(anyhow::anyhow!("tenant registry lookup failed: {other}")),
        })
    }

    /// Forgets every cached answer.
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        self.cache.invalidate_all();
    }

    /// LISTENs for registry changes for as long as the returned task runs, reconnecting when the
    /// connection drops (and invalidating, since notifications may have been missed meanwhile).
    pub fn spawn_listener(&self) -> tokio::task::JoinHandle<()> {
        let registry = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(err) = registry.listen().await {
                    tracing::warn!(error = %err, "tenant registry listener lost its connection; retrying");
                }
                registry.invalidate();
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        })
    }

    async fn listen(&self) -> Result<(), sea_orm::sqlx::Error> {
        // A dedicated connection: a listener holds its connection for good, and must not take
        // one away from request handling.
        let options = (*self.db.pg_pool().connect_options()).clone();
        let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(REGISTRY_CHANNEL).await?;
        // Anything that changed before LISTEN took effect must not stay cached.
        self.invalidate();
        loop {
            let notification = listener.try_recv().await?;
            if let Some(notification) = &notification {
                tracing::debug!(tenant = notification.payload(), "tenant registry changed");
            }
            // `None` means the connection was re-established and notifications may be lost.
            self.invalidate();
        }
    }
}
