//! The tenant registry (`shared.tenants`) and its per-replica cache.
//!
//! Lookups are cached (negative answers too, so a flood of unknown hosts costs one query each per
//! TTL). tenant-admin sends `NOTIFY erecruit_tenants` in the same transaction as every change; each
//! replica LISTENs and moves to a new cache generation, so a suspension reaches every replica as
//! soon as it commits. The TTL only bounds staleness if a notification is ever missed.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use chrono::{DateTime, Utc};
use moka::future::Cache;
use sea_orm::sqlx::postgres::{PgListener, PgPoolOptions};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::names::{Hostname, SchemaName, TenantSlug};
use super::pool::Database;
use crate::error::ApiError;
use crate::metrics;

/// The channel tenant-admin notifies on after any registry change.
pub const REGISTRY_CHANNEL: &str = "erecruit_tenants";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TenantStatus {
    Provisioning,
    Active,
    Suspended,
    Deleting,
}

impl TenantStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Provisioning => "provisioning",
            Self::Active => "active",
            Self::Suspended => "suspended",
            Self::Deleting => "deleting",
        }
    }

    fn parse(value: &str) -> Option<Self> {
        [Self::Provisioning, Self::Active, Self::Suspended, Self::Deleting]
            .into_iter()
            .find(|status| status.as_str() == value)
    }
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
}

/// Saves a tenant's branding from inside one of its own transactions, and tells every replica.
pub async fn save_branding(tx: &super::TenantTx, branding: &Branding) -> Result<(), DbErr> {
    let value = serde_json::to_value(branding).map_err(|err| DbErr::Custom(err.to_string()))?;
    tx.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "UPDATE shared.tenants SET branding = $2, updated_at = now() WHERE id = $1",
        [tx.tenant().id.into(), value.into()],
    ))
    .await?;
    tx.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "SELECT pg_notify($1, $2)",
        [REGISTRY_CHANNEL.into(), tx.tenant().slug.as_str().into()],
    ))
    .await?;
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

#[derive(FromQueryResult)]
struct TenantRow {
    id: Uuid,
    slug: String,
    schema_name: String,
    display_name: String,
    status: String,
    hostnames: Vec<String>,
    branding: serde_json::Value,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl TryFrom<TenantRow> for Tenant {
    type Error = DbErr;

    fn try_from(row: TenantRow) -> Result<Self, DbErr> {
        let corrupt = |what: &str| DbErr::Custom(format!("registry row {} has an invalid {what}", row.id));
        Ok(Tenant {
            id: row.id,
            slug: TenantSlug::parse(&row.slug).map_err(|_| corrupt("slug"))?,
            schema: SchemaName::parse(&row.schema_name).map_err(|_| corrupt("schema name"))?,
            display_name: row.display_name.clone(),
            status: TenantStatus::parse(&row.status).ok_or_else(|| corrupt("status"))?,
            hostnames: row.hostnames.clone(),
            branding: serde_json::from_value(row.branding.clone()).unwrap_or_default(),
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

const SELECT_TENANTS: &str = r#"
    SELECT t.id, t.slug, t.schema_name, t.display_name, t.status, t.branding, t.created_at, t.updated_at,
           coalesce(array_agg(h.hostname ORDER BY h.hostname) FILTER (WHERE h.hostname IS NOT NULL), '{}') AS hostnames
    FROM shared.tenants t
    LEFT JOIN shared.tenant_hostnames h ON h.tenant_id = t.id
"#;

/// Reads tenants from the registry with any connection or transaction.
pub(crate) async fn query_tenants(
    conn: &impl ConnectionTrait,
    filter: &str,
    values: Vec<Value>,
) -> Result<Vec<Tenant>, DbErr> {
    let sql = format!("{SELECT_TENANTS} {filter} GROUP BY t.id ORDER BY t.slug");
    let statement = Statement::from_sql_and_values(DbBackend::Postgres, sql, values);
    TenantRow::find_by_statement(statement).all(conn).await?.into_iter().map(Tenant::try_from).collect()
}

pub(crate) async fn find_by_slug(conn: &impl ConnectionTrait, slug: &TenantSlug) -> Result<Option<Tenant>, DbErr> {
    let found = query_tenants(conn, "WHERE t.slug = $1", vec![slug.as_str().into()]).await?;
    Ok(found.into_iter().next())
}

async fn find_by_hostname(conn: &impl ConnectionTrait, host: &Hostname) -> Result<Option<Tenant>, DbErr> {
    let filter = "WHERE t.id = (SELECT tenant_id FROM shared.tenant_hostnames WHERE hostname = $1)";
    let found = query_tenants(conn, filter, vec![host.as_str().into()]).await?;
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
