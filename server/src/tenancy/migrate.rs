//! Running the shared and tenant migrators.
//!
//! Every tenant is migrated in its own transaction under an advisory lock keyed by its schema, so
//! two operators (or two Helm hooks) never migrate one tenant at once, and a failure in one tenant
//! rolls back only that tenant. Progress is recorded in `shared.tenant_migrations`, which is how a
//! re-run knows which tenants are already current without opening their schemas.

use std::time::Instant;

use erecruit_migrations::SharedMigrator;
use erecruit_migrations::sea_orm_migration::MigratorTrait;
use futures_util::StreamExt;
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, FromQueryResult, Statement, TransactionTrait};
use serde::Serialize;
use uuid::Uuid;

use super::extract::bind_search_path;
use super::names::SchemaName;
use super::pool::Database;

/// First key of the schema locks ("eR"); the second names the schema. eRecruit's advisory locks
/// all take two keys, the first naming what kind of thing is locked:
/// - `0x6552` "eR": a schema being migrated (here);
/// - `0x524c` "RL": a rate-limit bucket (`auth::throttle`);
/// - `0x4d4c` "ML": a tenant's `shared.mail_due` row (`mail::worker`).
const LOCK_NAMESPACE: i32 = 0x6552;

fn statement(sql: &str, values: Vec<sea_orm::Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

/// Takes the transaction-scoped advisory lock for one tenant schema (or for `shared`).
pub(crate) async fn lock_schema(tx: &DatabaseTransaction, schema: &str) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "SELECT pg_advisory_xact_lock($1, hashtext($2))",
        vec![LOCK_NAMESPACE.into(), schema.into()],
    ))
    .await?;
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
    tx.execute_unprepared("CREATE SCHEMA IF NOT EXISTS shared").await?;
    bind_search_path(&tx, "shared").await?;
    SharedMigrator::up(&tx, None).await?;
    tx.commit().await
}

/// Applies `M`'s pending migrations inside `tx` (already locked and bound to the tenant's schema)
/// and records the tenant's new version. Returns whether anything was applied.
pub(crate) async fn apply_tenant_migrations<M: MigratorTrait>(
    tx: &DatabaseTransaction,
    tenant_id: Uuid,
) -> Result<bool, DbErr> {
    let pending = M::get_pending_migrations(tx).await?;
    if !pending.is_empty() {
        M::up(tx, None).await?;
    }
    tx.execute_raw(statement(
        "INSERT INTO shared.tenant_migrations (tenant_id, version, last_error, attempted_at, migrated_at)
         VALUES ($1, $2, NULL, now(), now())
         ON CONFLICT (tenant_id) DO UPDATE
         SET version = excluded.version, last_error = NULL, attempted_at = now(), migrated_at = now()",
        vec![tenant_id.into(), latest_version::<M>().into()],
    ))
    .await?;
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
    let targets = targets(db, "AND t.slug = $1", vec![slug.as_str().into()]).await?;
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
    for target in targets(db, "", vec![]).await? {
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

async fn targets(db: &Database, filter: &str, values: Vec<sea_orm::Value>) -> Result<Vec<MigrationTarget>, DbErr> {
    let sql = format!(
        "SELECT t.id, t.slug, t.schema_name, m.version
         FROM shared.tenants t LEFT JOIN shared.tenant_migrations m ON m.tenant_id = t.id
         WHERE t.status IN ('active', 'suspended') {filter}
         ORDER BY t.slug"
    );
    MigrationTarget::find_by_statement(statement(&sql, values)).all(db.connection()).await
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
    db.connection()
        .execute_raw(statement(
            "INSERT INTO shared.tenant_migrations (tenant_id, last_error, attempted_at) VALUES ($1, $2, now())
             ON CONFLICT (tenant_id) DO UPDATE SET last_error = excluded.last_error, attempted_at = now()",
            vec![tenant_id.into(), message.into()],
        ))
        .await?;
    Ok(())
}
