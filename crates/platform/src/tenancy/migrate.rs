//! Running the shared and tenant migrators.
//!
//! Every tenant is migrated in its own transaction under an advisory lock keyed by its schema, so
//! two operators (or two Helm hooks) never migrate one tenant at once, and a failure in one tenant
//! rolls back only that tenant. Progress is recorded in `shared.tenant_migrations`, which is how a
//! re-run knows which tenants are already current without opening their schemas.

// tenancy/ is where the pool lives: migrations run on it (docs/architecture.md, "Tenant binding").
#![allow(clippy::disallowed_types)]

use std::time::Instant;

use erecruit_migrations::SharedMigrator;
use erecruit_migrations::sea_orm_migration::MigratorTrait;
use futures_util::StreamExt;
use sea_orm::sea_query::{Expr, Func, OnConflict, Query, SelectStatement};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseTransaction, DbErr, EntityName, EntityTrait, FromQueryResult, JoinType,
    QueryFilter, QueryOrder, QuerySelect, QueryTrait, RelationTrait, TransactionTrait,
};
use serde::Serialize;
use uuid::Uuid;

use super::extract::bind_search_path;
use super::names::SchemaName;
use super::pool::Database;
use super::registry::{TenantStatus, tenant};

/// First key of the schema locks ("eR"); the second names the schema. eRecruit's advisory locks
/// all take two keys, the first naming what kind of thing is locked:
/// - `0x6552` "eR": a schema being migrated (here);
/// - `0x524c` "RL": a rate-limit bucket (`auth::throttle`);
/// - `0x4d4c` "ML": a tenant's `shared.mail_due` row (`mail::worker`);
/// - `0x5748` "WH": a tenant's `shared.webhook_due` row (`webhooks::worker`);
/// - `0x4155` "AU": a tenant's `shared.automation_due` row (`automations::worker`);
/// - `0x4346` "CF": a tenant's `shared.calendar_feed_due` row (`calendar::external`);
/// - `0x5052` "PR": a tenant being cleaned up (`maintenance`);
/// - `0x4850` "HP": a tenant's help table being written (`help::repo`).
const LOCK_NAMESPACE: i32 = 0x6552;

/// `SELECT pg_advisory_xact_lock(namespace, hashtext(key))`: a lock held until the transaction
/// ends. `mail::worker` takes its locks with it too.
pub fn advisory_xact_lock(namespace: i32, key: &str) -> SelectStatement {
    let lock = Func::cust("pg_advisory_xact_lock").arg(namespace).arg(Func::cust("hashtext").arg(key));
    Query::select().expr(lock).take()
}

/// Schema `shared` when it does not exist yet. Raw: sea-query has no schema statements.
const CREATE_SHARED_SCHEMA: &str = "CREATE SCHEMA IF NOT EXISTS shared";

/// `shared.tenant_migrations`: each tenant's last applied tenant migration and last failure.
pub mod tenant_migration {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(schema_name = "shared", table_name = "tenant_migrations")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub tenant_id: Uuid,
        pub version: Option<String>,
        pub last_error: Option<String>,
        pub attempted_at: DateTime<Utc>,
        pub migrated_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "crate::tenancy::registry::tenant::Entity",
            from = "Column::TenantId",
            to = "crate::tenancy::registry::tenant::Column::Id"
        )]
        Tenant,
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// Takes the transaction-scoped advisory lock for one tenant schema (or for `shared`).
pub async fn lock_schema(tx: &DatabaseTransaction, schema: &str) -> Result<(), DbErr> {
    tx.execute(&advisory_xact_lock(LOCK_NAMESPACE, schema)).await?;
    Ok(())
}

/// The name of the newest migration `M` knows: a tenant at this version is current.
pub fn latest_version<M: MigratorTrait>() -> Option<String> {
    M::migrations().last().map(|migration| migration.name().to_owned())
}

/// Creates schema `shared` if needed and brings it up to date. Safe to run concurrently.
pub async fn migrate_shared(db: &Database) -> Result<(), DbErr> {
    let tx = db.connection().begin().await?;
    lock_schema(&tx, "shared").await?;
    tx.execute_unprepared(CREATE_SHARED_SCHEMA).await?;
    bind_search_path(&tx, "shared").await?;
    SharedMigrator::up(&tx, None).await?;
    tx.commit().await
}

/// Applies `M`'s pending migrations inside `tx` (already locked and bound to the tenant's schema)
/// and records the tenant's new version. Returns whether anything was applied.
pub async fn apply_tenant_migrations<M: MigratorTrait>(
    tx: &DatabaseTransaction,
    tenant_id: Uuid,
) -> Result<bool, DbErr> {
    let pending = M::get_pending_migrations(tx).await?;
    if !pending.is_empty() {
        M::up(tx, None).await?;
    }
    use tenant_migration::Column as C;
    // The row as inserted (no error, attempted and migrated now) is also what a conflict updates to.
    let record = Query::insert()
        .into_table(tenant_migration::Entity.table_ref())
        .columns([C::TenantId, C::Version, C::LastError, C::AttemptedAt, C::MigratedAt])
        .values([
            tenant_id.into(),
            latest_version::<M>().into(),
            Expr::value(Option::<String>::None),
            Expr::current_timestamp(),
            Expr::current_timestamp(),
        ])
        .map_err(|err| DbErr::Custom(err.to_string()))?
        .on_conflict(
            OnConflict::column(C::TenantId)
                .update_columns([C::Version, C::LastError, C::AttemptedAt, C::MigratedAt])
                .to_owned(),
        )
        .take();
    tx.execute(&record).await?;
    Ok(!pending.is_empty())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Migrated,
    Skipped,
    Failed,
}

#[derive(Debug, Clone, Serialize)]
pub struct TenantResult {
    pub slug: String,
    pub outcome: Outcome,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub migrated: usize,
    pub skipped: usize,
    pub failed: usize,
    pub elapsed_ms: u128,
    pub tenants: Vec<TenantResult>,
}

#[derive(FromQueryResult)]
struct MigrationTarget {
    id: Uuid,
    slug: String,
    schema_name: String,
    version: Option<String>,
}

impl Summary {
    fn new(mut tenants: Vec<TenantResult>, started: Instant) -> Self {
        tenants.sort_by(|a, b| a.slug.cmp(&b.slug));
        let count = |outcome| tenants.iter().filter(|t| t.outcome == outcome).count();
        Self {
            migrated: count(Outcome::Migrated),
            skipped: count(Outcome::Skipped),
            failed: count(Outcome::Failed),
            elapsed_ms: started.elapsed().as_millis(),
            tenants,
        }
    }
}

/// Migrates one tenant (the shared schema first). A tenant already current is reported skipped.
pub async fn migrate_one<M: MigratorTrait>(db: &Database, slug: &super::TenantSlug) -> Result<Summary, DbErr> {
    let started = Instant::now();
    migrate_shared(db).await?;
    let targets = targets(db, Some(slug)).await?;
    let Some(target) = targets.into_iter().next() else {
        return Err(DbErr::RecordNotFound(format!("no active or suspended tenant '{slug}'")));
    };
    Ok(Summary::new(vec![migrate_target::<M>(db, target).await], started))
}

/// Migrates the shared schema, then every active or suspended tenant, `jobs` at a time. Tenants
/// whose recorded version is current are skipped; a failing tenant does not stop the others.
pub async fn migrate_all<M: MigratorTrait>(db: &Database, jobs: usize) -> Result<Summary, DbErr> {
    let started = Instant::now();
    migrate_shared(db).await?;
    let latest = latest_version::<M>();
    let mut results = Vec::new();
    let mut pending = Vec::new();
    for target in targets(db, None).await? {
        if latest.is_some() && target.version == latest {
            results.push(TenantResult { slug: target.slug, outcome: Outcome::Skipped, error: None });
        } else {
            pending.push(target);
        }
    }
    let migrated: Vec<TenantResult> = futures_util::stream::iter(pending)
        .map(|target| migrate_target::<M>(db, target))
        .buffer_unordered(jobs.max(1))
        .collect()
        .await;
    results.extend(migrated);
    Ok(Summary::new(results, started))
}

/// The active and suspended tenants (or only `slug`) with their recorded versions, by slug.
async fn targets(db: &Database, slug: Option<&super::TenantSlug>) -> Result<Vec<MigrationTarget>, DbErr> {
    use tenant::Column as T;
    tenant::Entity::find()
        .select_only()
        .columns([T::Id, T::Slug, T::SchemaName])
        .column(tenant_migration::Column::Version)
        .join(JoinType::LeftJoin, tenant_migration::Relation::Tenant.def().rev())
        .filter(T::Status.is_in([TenantStatus::Active, TenantStatus::Suspended]))
        .apply_if(slug, |select, slug| select.filter(T::Slug.eq(slug.as_str())))
        .order_by_asc(T::Slug)
        .into_model::<MigrationTarget>()
        .all(db.connection())
        .await
}

async fn migrate_target<M: MigratorTrait>(db: &Database, target: MigrationTarget) -> TenantResult {
    let slug = target.slug.clone();
    match migrate_in_transaction::<M>(db, &target).await {
        Ok(applied) => {
            TenantResult { slug, outcome: if applied { Outcome::Migrated } else { Outcome::Skipped }, error: None }
        }
        Err(err) => {
            let message = err.to_string();
            tracing::error!(tenant = %slug, error = %message, "tenant migration failed");
            if let Err(record_err) = record_failure(db, target.id, &message).await {
                tracing::error!(tenant = %slug, error = %record_err, "could not record the migration failure");
            }
            TenantResult { slug, outcome: Outcome::Failed, error: Some(message) }
        }
    }
}

async fn migrate_in_transaction<M: MigratorTrait>(db: &Database, target: &MigrationTarget) -> Result<bool, DbErr> {
    let schema = SchemaName::parse(&target.schema_name)
        .map_err(|_| DbErr::Custom(format!("tenant '{}' has an invalid schema name", target.slug)))?;
    let tx = db.connection().begin().await?;
    lock_schema(&tx, schema.as_str()).await?;
    bind_search_path(&tx, &schema.quoted()).await?;
    let applied = apply_tenant_migrations::<M>(&tx, target.id).await?;
    tx.commit().await?;
    Ok(applied)
}

async fn record_failure(db: &Database, tenant_id: Uuid, message: &str) -> Result<(), DbErr> {
    use tenant_migration::Column as C;
    let record = Query::insert()
        .into_table(tenant_migration::Entity.table_ref())
        .columns([C::TenantId, C::LastError, C::AttemptedAt])
        .values([tenant_id.into(), message.into(), Expr::current_timestamp()])
        .map_err(|err| DbErr::Custom(err.to_string()))?
        .on_conflict(OnConflict::column(C::TenantId).update_columns([C::LastError, C::AttemptedAt]).to_owned())
        .take();
    db.connection().execute(&record).await?;
    Ok(())
}
