//! Operator actions on the tenant registry — what `tenant-admin` runs. Each action is one
//! transaction that ends with `NOTIFY erecruit_tenants`, so every server replica drops its cached
//! view of the registry the moment the change commits.

use std::sync::Arc;
use std::time::{Duration, Instant};

use erecruit_migrations::sea_orm_migration::MigratorTrait;
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, FromQueryResult, Statement, TransactionTrait};
use serde::Serialize;
use serde_json::json;
use uuid::Uuid;

use super::extract::{TenantTx, bind_search_path};
use super::migrate::{apply_tenant_migrations, lock_schema};
use super::names::{Hostname, TenantSlug};
use super::registry::{REGISTRY_CHANNEL, Tenant, TenantStatus, find_by_slug, query_tenants};
use super::pool::Database;

/// Who operator actions are attributed to in a tenant's audit log.
const OPERATOR: &str = "tenant-admin";
const MAX_NAME_CHARS: usize = 200;

#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error("no tenant '{0}'")]
    NotFound(TenantSlug),
    #[error("tenant '{slug}' already exists and is {status}")]
    Conflict { slug: TenantSlug, status: &'static str },
    #[error("hostname '{0}' already belongs to another tenant")]
    HostnameTaken(String),
    #[error("{0}")]
    Invalid(String),
    #[error("database error: {0}")]
    Database(#[from] DbErr),
}

fn statement(sql: &str, values: Vec<sea_orm::Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

/// Trims a display text and checks it is 1–200 characters with no control characters.
pub fn parse_display_text(what: &str, value: &str) -> Result<String, AdminError> {
    let value = value.trim();
    let chars = value.chars().count();
    if chars == 0 || chars > MAX_NAME_CHARS || value.chars().any(char::is_control) {
        return Err(AdminError::Invalid(format!(
            "{what} must be 1–{MAX_NAME_CHARS} characters without control characters"
        )));
    }
    Ok(value.to_owned())
}

#[derive(Debug, Clone)]
pub struct NewTenant {
    pub slug: TenantSlug,
    pub display_name: String,
    pub hostnames: Vec<Hostname>,
    pub title: Option<String>,
}

#[derive(Debug)]
pub enum Created {
    New {
        tenant: Tenant,
        elapsed: Duration,
    },
    /// The tenant was already there and active: `create` is idempotent.
    Existing(Tenant),
}

/// Provisions a tenant atomically: registry row (provisioning), schema, tenant migrations, status
/// active, NOTIFY — all in one transaction, so a failure leaves nothing behind.
pub async fn create_tenant<M: MigratorTrait>(db: &Database, new: &NewTenant) -> Result<Created, AdminError> {
    create_tenant_with::<M>(db, new, async |_| Ok(())).await
}

/// [`create_tenant`], plus `seed` run inside the same transaction once the tenant's tables exist
/// (e.g. its first admin): if the seed fails, the tenant is not created either.
pub async fn create_tenant_with<M: MigratorTrait>(
    db: &Database,
    new: &NewTenant,
    seed: impl AsyncFnOnce(&TenantTx) -> Result<(), AdminError>,
) -> Result<Created, AdminError> {
    let started = Instant::now();
    let schema = new.slug.schema_name();
    let tx = db.connection().begin().await?;
    lock_schema(&tx, schema.as_str()).await?;
    if let Some(existing) = find_by_slug(&tx, &new.slug).await? {
        return match existing.status {
            TenantStatus::Active => Ok(Created::Existing(existing)),
            other => Err(AdminError::Conflict { slug: new.slug.clone(), status: other.as_str() }),
        };
    }
    let branding = match &new.title {
        Some(title) => json!({ "title": title }),
        None => json!({}),
    };
    let row = tx
        .query_one_raw(statement(
            "INSERT INTO shared.tenants (slug, schema_name, display_name, status, branding)
             VALUES ($1, $2, $3, 'provisioning', $4) RETURNING id",
            vec![new.slug.as_str().into(), schema.as_str().into(), new.display_name.clone().into(), branding.into()],
        ))
        .await?
        .ok_or_else(|| DbErr::RecordNotInserted)?;
    let tenant_id: Uuid = row.try_get("", "id")?;
    replace_hostnames(&tx, tenant_id, &new.hostnames).await?;

    tx.execute_unprepared(&format!("CREATE SCHEMA {}", schema.quoted())).await?;
    bind_search_path(&tx, &schema.quoted()).await?;
    apply_tenant_migrations::<M>(&tx, tenant_id).await?;
    audit(&tx, "tenant.created", json!({ "name": new.display_name })).await?;

    tx.execute_raw(statement(
        "UPDATE shared.tenants SET status = 'active', updated_at = now() WHERE id = $1",
        vec![tenant_id.into()],
    ))
    .await?;
    notify(&tx, &new.slug).await?;
    let tenant = find_by_slug(&tx, &new.slug).await?.ok_or(DbErr::RecordNotInserted)?;
    let tx = TenantTx::from_parts(tx, Arc::new(tenant.clone()));
    seed(&tx).await?;
    tx.commit().await?;
    Ok(Created::New { tenant, elapsed: started.elapsed() })
}

#[derive(Debug, Clone, Default)]
pub struct TenantUpdate {
    pub display_name: Option<String>,
    /// Replaces the tenant's hostnames when given (an empty list removes them all).
    pub hostnames: Option<Vec<Hostname>>,
    pub title: Option<String>,
}

pub async fn update_tenant(db: &Database, slug: &TenantSlug, update: &TenantUpdate) -> Result<Tenant, AdminError> {
    let (tx, tenant) = begin_for(db, slug).await?;
    if let Some(name) = &update.display_name {
        tx.execute_raw(statement(
            "UPDATE shared.tenants SET display_name = $2, updated_at = now() WHERE id = $1",
            vec![tenant.id.into(), name.clone().into()],
        ))
        .await?;
    }
    if let Some(title) = &update.title {
        tx.execute_raw(statement(
            "UPDATE shared.tenants SET branding = branding || jsonb_build_object('title', $2::text), updated_at = now()
             WHERE id = $1",
            vec![tenant.id.into(), title.clone().into()],
        ))
        .await?;
    }
    if let Some(hostnames) = &update.hostnames {
        tx.execute_raw(statement("DELETE FROM shared.tenant_hostnames WHERE tenant_id = $1", vec![tenant.id.into()]))
            .await?;
        replace_hostnames(&tx, tenant.id, hostnames).await?;
    }
    finish(
        tx,
        &tenant,
        "tenant.updated",
        json!({
            "name": update.display_name,
            "title": update.title,
            "hostnames": update.hostnames.as_ref().map(|h| h.iter().map(ToString::to_string).collect::<Vec<_>>()),
        }),
    )
    .await
}

/// Suspends (`Suspended`) or resumes (`Active`) a tenant.
pub async fn set_status(db: &Database, slug: &TenantSlug, status: TenantStatus) -> Result<Tenant, AdminError> {
    if !matches!(status, TenantStatus::Active | TenantStatus::Suspended) {
        return Err(AdminError::Invalid("a tenant can only be suspended or resumed".into()));
    }
    let (tx, tenant) = begin_for(db, slug).await?;
    tx.execute_raw(statement(
        "UPDATE shared.tenants SET status = $2, updated_at = now() WHERE id = $1",
        vec![tenant.id.into(), status.as_str().into()],
    ))
    .await?;
    let action = if status == TenantStatus::Suspended { "tenant.suspended" } else { "tenant.resumed" };
    finish(tx, &tenant, action, json!({ "from": tenant.status.as_str() })).await
}

/// Deletes a tenant and all its data. First marks it `deleting` (the API answers 404 from that
/// moment), then drops the schema and the registry row; a re-run finishes an interrupted delete.
pub async fn delete_tenant(db: &Database, slug: &TenantSlug) -> Result<(), AdminError> {
    let tx = db.connection().begin().await?;
    let tenant = find_by_slug(&tx, slug).await?.ok_or_else(|| AdminError::NotFound(slug.clone()))?;
    tx.execute_raw(statement(
        "UPDATE shared.tenants SET status = 'deleting', updated_at = now() WHERE id = $1",
        vec![tenant.id.into()],
    ))
    .await?;
    notify(&tx, slug).await?;
    tx.commit().await?;

    let tx = db.connection().begin().await?;
    lock_schema(&tx, tenant.schema.as_str()).await?;
    tx.execute_unprepared(&format!("DROP SCHEMA IF EXISTS {} CASCADE", tenant.schema.quoted())).await?;
    tx.execute_raw(statement("DELETE FROM shared.tenants WHERE id = $1", vec![tenant.id.into()])).await?;
    notify(&tx, slug).await?;
    tx.commit().await?;
    Ok(())
}

/// A tenant as operators see it: the registry entry plus its migration progress.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TenantDetails {
    #[serde(flatten)]
    pub tenant: Tenant,
    pub schema_version: Option<String>,
    pub last_migration_error: Option<String>,
}

#[derive(FromQueryResult)]
struct MigrationRow {
    tenant_id: Uuid,
    version: Option<String>,
    last_error: Option<String>,
}

pub async fn list_tenants(db: &Database) -> Result<Vec<TenantDetails>, AdminError> {
    let tenants = query_tenants(db.connection(), "", vec![]).await?;
    let progress = MigrationRow::find_by_statement(statement(
        "SELECT tenant_id, version, last_error FROM shared.tenant_migrations",
        vec![],
    ))
    .all(db.connection())
    .await?;
    Ok(tenants
        .into_iter()
        .map(|tenant| {
            let row = progress.iter().find(|row| row.tenant_id == tenant.id);
            TenantDetails {
                schema_version: row.and_then(|row| row.version.clone()),
                last_migration_error: row.and_then(|row| row.last_error.clone()),
                tenant,
            }
        })
        .collect())
}

pub async fn show_tenant(db: &Database, slug: &TenantSlug) -> Result<TenantDetails, AdminError> {
    list_tenants(db)
        .await?
        .into_iter()
        .find(|details| &details.tenant.slug == slug)
        .ok_or_else(|| AdminError::NotFound(slug.clone()))
}

/// An operator's unit of work inside one tenant's schema (active or suspended), e.g. to create a
/// user from the CLI.
pub async fn tenant_tx(db: &Database, slug: &TenantSlug) -> Result<TenantTx, AdminError> {
    let (tx, tenant) = begin_for(db, slug).await?;
    bind_search_path(&tx, &tenant.schema.quoted()).await?;
    Ok(TenantTx::from_parts(tx, Arc::new(tenant)))
}

/// Begins a transaction on an existing, fully provisioned tenant, locked against concurrent
/// operator actions and migrations.
async fn begin_for(db: &Database, slug: &TenantSlug) -> Result<(DatabaseTransaction, Tenant), AdminError> {
    let tx = db.connection().begin().await?;
    lock_schema(&tx, slug.schema_name().as_str()).await?;
    let tenant = find_by_slug(&tx, slug).await?.ok_or_else(|| AdminError::NotFound(slug.clone()))?;
    if !matches!(tenant.status, TenantStatus::Active | TenantStatus::Suspended) {
        return Err(AdminError::Conflict { slug: slug.clone(), status: tenant.status.as_str() });
    }
    Ok((tx, tenant))
}

/// Records the action in the tenant's audit log, notifies the replicas and commits.
async fn finish(
    tx: DatabaseTransaction,
    tenant: &Tenant,
    action: &str,
    details: serde_json::Value,
) -> Result<Tenant, AdminError> {
    bind_search_path(&tx, &tenant.schema.quoted()).await?;
    audit(&tx, action, details).await?;
    notify(&tx, &tenant.slug).await?;
    let updated = find_by_slug(&tx, &tenant.slug).await?.ok_or_else(|| AdminError::NotFound(tenant.slug.clone()))?;
    tx.commit().await?;
    Ok(updated)
}

async fn replace_hostnames(
    tx: &DatabaseTransaction,
    tenant_id: Uuid,
    hostnames: &[Hostname],
) -> Result<(), AdminError> {
    for host in hostnames {
        let inserted = tx
            .execute_raw(statement(
                "INSERT INTO shared.tenant_hostnames (hostname, tenant_id) VALUES ($1, $2)
                 ON CONFLICT (hostname) DO UPDATE SET tenant_id = excluded.tenant_id
                 WHERE shared.tenant_hostnames.tenant_id = excluded.tenant_id",
                vec![host.as_str().into(), tenant_id.into()],
            ))
            .await;
        // The upsert updates nothing when another tenant owns the hostname.
        if inserted?.rows_affected() == 0 {
            return Err(AdminError::HostnameTaken(host.to_string()));
        }
    }
    Ok(())
}

/// Writes to the audit log of the schema the transaction is bound to.
async fn audit(tx: &DatabaseTransaction, action: &str, details: serde_json::Value) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "INSERT INTO audit_log (actor_label, action, subject_type, details) VALUES ($1, $2, 'tenant', $3)",
        vec![OPERATOR.into(), action.into(), details.into()],
    ))
    .await?;
    Ok(())
}

async fn notify(tx: &DatabaseTransaction, slug: &TenantSlug) -> Result<(), DbErr> {
    tx.execute_raw(statement("SELECT pg_notify($1, $2)", vec![REGISTRY_CHANNEL.into(), slug.as_str().into()])).await?;
    Ok(())
}
