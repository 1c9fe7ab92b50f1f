//! Operator actions on the tenant registry — what `tenant-admin` runs. Each action is one
//! transaction that ends with `NOTIFY erecruit_tenants`, so every server replica drops its cached
//! view of the registry the moment the change commits.

// tenancy/ is where the pool lives: operator actions work on it (docs/architecture.md, "Tenant
// binding").
#![allow(clippy::disallowed_types)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use erecruit_migrations::sea_orm_migration::MigratorTrait;
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::extension::postgres::PgBinOper;
use sea_orm::sea_query::{Alias, Expr, ExprTrait, OnConflict};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseTransaction, DbErr, EntityTrait, QueryFilter, TransactionTrait,
};
use serde::Serialize;
use serde_json::json;
use uuid::Uuid;

use super::extract::{TenantTx, bind_search_path};
use super::migrate::{apply_tenant_migrations, lock_schema, tenant_migration};
use super::names::{Hostname, SchemaName, TenantSlug};
use super::pool::Database;
use super::registry::{Tenant, TenantStatus, find_by_slug, find_tenants, registry_changed, tenant, tenant_hostname};
use crate::audit;
use crate::db::ApiName;
use crate::db::Touch;
use crate::error::deadlock_detected;
use crate::files::storage::{Storage, tenant_prefix};

/// Who operator actions are attributed to in a tenant's audit log.
const OPERATOR: &str = "tenant-admin";
const MAX_NAME_CHARS: usize = 200;

#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    #[error("no tenant '{0}'")]
    NotFound(TenantSlug),
    #[error("tenant '{slug}' already exists and is {}", .status.api())]
    Conflict { slug: TenantSlug, status: TenantStatus },
    #[error("hostname '{0}' already belongs to another tenant")]
    HostnameTaken(String),
    #[error("{0}")]
    Invalid(String),
    #[error("file storage error: {0}")]
    Storage(String),
    #[error("database error: {0}")]
    Database(#[from] DbErr),
}

/// `CREATE SCHEMA "t_…"`. DDL takes no bound parameters, so the name is spliced in; it can only
/// be a validated [`SchemaName`] (`t_[a-z0-9_]`, quoted), never text from a request.
fn create_schema(schema: &SchemaName) -> String {
    ["CREATE SCHEMA ", &schema.quoted()].concat()
}

/// `DROP SCHEMA IF EXISTS "t_…" CASCADE`, spliced for the same reason as [`create_schema`].
fn drop_schema(schema: &SchemaName) -> String {
    ["DROP SCHEMA IF EXISTS ", &schema.quoted(), " CASCADE"].concat()
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
            other => Err(AdminError::Conflict { slug: new.slug.clone(), status: other }),
        };
    }
    let branding = match &new.title {
        Some(title) => json!({ "title": title }),
        None => json!({}),
    };
    let registered = tenant::ActiveModel {
        slug: Set(new.slug.as_str().to_owned()),
        schema_name: Set(schema.as_str().to_owned()),
        display_name: Set(new.display_name.clone()),
        status: Set(TenantStatus::Provisioning),
        branding: Set(branding),
        ..Default::default()
    };
    let tenant_id = tenant::Entity::insert(registered).exec(&tx).await?.last_insert_id;
    replace_hostnames(&tx, tenant_id, &new.hostnames).await?;

    tx.execute_unprepared(&create_schema(&schema)).await?;
    bind_search_path(&tx, &schema.quoted()).await?;
    apply_tenant_migrations::<M>(&tx, tenant_id).await?;
    audit(&tx, audit::Action::TenantCreated, json!({ "name": new.display_name })).await?;

    set_registry_status(&tx, tenant_id, TenantStatus::Active).await?;
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
        tenant::Entity::update_many()
            .col_expr(tenant::Column::DisplayName, Expr::value(name.clone()))
            .touch()
            .filter(tenant::Column::Id.eq(tenant.id))
            .exec(&tx)
            .await?;
    }
    if let Some(title) = &update.title {
        // `branding || {"title": …}`: the title replaced, the other settings kept.
        let branding = Expr::col(tenant::Column::Branding).binary(PgBinOper::Concatenate, json!({ "title": title }));
        tenant::Entity::update_many()
            .col_expr(tenant::Column::Branding, branding)
            .touch()
            .filter(tenant::Column::Id.eq(tenant.id))
            .exec(&tx)
            .await?;
    }
    if let Some(hostnames) = &update.hostnames {
        tenant_hostname::Entity::delete_many()
            .filter(tenant_hostname::Column::TenantId.eq(tenant.id))
            .exec(&tx)
            .await?;
        replace_hostnames(&tx, tenant.id, hostnames).await?;
    }
    finish(
        tx,
        &tenant,
        audit::Action::TenantUpdated,
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
    set_registry_status(&tx, tenant.id, status).await?;
    let action =
        if status == TenantStatus::Suspended { audit::Action::TenantSuspended } else { audit::Action::TenantResumed };
    finish(tx, &tenant, action, json!({ "from": tenant.status })).await
}

/// Deletes a tenant and all its data. First marks it `deleting` (the API answers 404 from that
/// moment), then deletes its files from `storage`, then drops the schema and the registry row; a
/// re-run finishes an interrupted delete. Returns how many stored files went.
pub async fn delete_tenant(db: &Database, storage: &Storage, slug: &TenantSlug) -> Result<usize, AdminError> {
    let tx = db.connection().begin().await?;
    let tenant = find_by_slug(&tx, slug).await?.ok_or_else(|| AdminError::NotFound(slug.clone()))?;
    set_registry_status(&tx, tenant.id, TenantStatus::Deleting).await?;
    notify(&tx, slug).await?;
    tx.commit().await?;

    // Before the schema: while its rows exist, a failed run can be re-run to finish.
    let files = storage
        .delete_prefix(&tenant_prefix(tenant.id))
        .await
        .map_err(|err| AdminError::Storage(format!("could not delete the tenant's files: {err:#}")))?;

    // Replicas that have not yet heard of the `deleting` mark may still write (a chat presence
    // heartbeat, a job): `DROP SCHEMA … CASCADE` locks table after table, so it can deadlock with
    // such a write, and PostgreSQL then aborts one of the two. The drop is simply tried again.
    let mut attempt = 1;
    loop {
        match drop_tenant_schema(db, &tenant, slug).await {
            Err(err) if attempt < DROP_ATTEMPTS && deadlock_detected(&err) => {
                tracing::warn!(tenant = %slug, attempt, "dropping the schema met a deadlock; trying again");
                tokio::time::sleep(Duration::from_millis(50 * attempt)).await;
                attempt += 1;
            }
            result => return result.map(|()| files).map_err(AdminError::from),
        }
    }
}

const DROP_ATTEMPTS: u64 = 5;

async fn drop_tenant_schema(db: &Database, tenant: &Tenant, slug: &TenantSlug) -> Result<(), DbErr> {
    let tx = db.connection().begin().await?;
    lock_schema(&tx, tenant.schema.as_str()).await?;
    tx.execute_unprepared(&drop_schema(&tenant.schema)).await?;
    tenant::Entity::delete_by_id(tenant.id).exec(&tx).await?;
    notify(&tx, slug).await?;
    tx.commit().await
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

pub async fn list_tenants(db: &Database) -> Result<Vec<TenantDetails>, AdminError> {
    let tenants = find_tenants(db.connection(), Condition::all()).await?;
    let progress = tenant_migration::Entity::find().all(db.connection()).await?;
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
        return Err(AdminError::Conflict { slug: slug.clone(), status: tenant.status });
    }
    Ok((tx, tenant))
}

/// Records the action in the tenant's audit log, notifies the replicas and commits.
async fn finish(
    tx: DatabaseTransaction,
    tenant: &Tenant,
    action: audit::Action,
    details: serde_json::Value,
) -> Result<Tenant, AdminError> {
    bind_search_path(&tx, &tenant.schema.quoted()).await?;
    audit(&tx, action, details).await?;
    notify(&tx, &tenant.slug).await?;
    let updated = find_by_slug(&tx, &tenant.slug).await?.ok_or_else(|| AdminError::NotFound(tenant.slug.clone()))?;
    tx.commit().await?;
    Ok(updated)
}

async fn set_registry_status(tx: &DatabaseTransaction, id: Uuid, status: TenantStatus) -> Result<(), DbErr> {
    tenant::Entity::update_many()
        .col_expr(tenant::Column::Status, Expr::value(status))
        .touch()
        .filter(tenant::Column::Id.eq(id))
        .exec(tx)
        .await?;
    Ok(())
}

async fn replace_hostnames(
    tx: &DatabaseTransaction,
    tenant_id: Uuid,
    hostnames: &[Hostname],
) -> Result<(), AdminError> {
    use tenant_hostname::Column as C;
    for host in hostnames {
        let row = tenant_hostname::ActiveModel { hostname: Set(host.as_str().to_owned()), tenant_id: Set(tenant_id) };
        // A hostname the tenant already has is kept; one another tenant owns is left alone, and
        // the upsert then affects no row.
        let keep_own = OnConflict::column(C::Hostname)
            .update_column(C::TenantId)
            .action_and_where(
                Expr::col((tenant_hostname::Entity, C::TenantId)).eq(Expr::col((Alias::new("excluded"), C::TenantId))),
            )
            .to_owned();
        let inserted = tenant_hostname::Entity::insert(row).on_conflict(keep_own).exec_without_returning(tx).await?;
        if inserted == 0 {
            return Err(AdminError::HostnameTaken(host.to_string()));
        }
    }
    Ok(())
}

/// Writes to the audit log of the schema the transaction is bound to.
async fn audit(tx: &DatabaseTransaction, action: audit::Action, details: serde_json::Value) -> Result<(), DbErr> {
    let entry = audit::Entry {
        actor_user: None,
        actor_label: OPERATOR,
        action,
        subject_type: "tenant",
        subject_id: None,
        details,
    };
    audit::record(tx, entry).await
}

async fn notify(tx: &DatabaseTransaction, slug: &TenantSlug) -> Result<(), DbErr> {
    tx.execute(&registry_changed(slug)).await?;
    Ok(())
}
