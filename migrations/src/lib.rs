//! Database migrations for eRecruit.
//!
//! Two migrators, because the database holds two kinds of schema:
//! - [`SharedMigrator`] owns schema `shared`: the tenant registry and per-tenant migration progress.
//! - [`TenantMigrator`] owns the tables inside every tenant schema (`t_<slug>`).
//!
//! Migrations are plain Postgres SQL (the product runs on Postgres only) and follow expand/contract,
//! so an old and a new server version can run side by side while tenants are migrated.
//! Both migrators expect the caller to have set `search_path` (transaction-local) to the schema they
//! own, so sea-orm-migration's bookkeeping table lands inside that schema.

mod shared;
mod tenant;

pub use sea_orm_migration;
pub use shared::SharedMigrator;
pub use tenant::TenantMigrator;

/// Runs a block of SQL statements as one step of a migration.
pub(crate) async fn run_sql(
    manager: &sea_orm_migration::SchemaManager<'_>,
    sql: &str,
) -> Result<(), sea_orm_migration::DbErr> {
    use sea_orm_migration::sea_orm::ConnectionTrait;
    manager.get_connection().execute_unprepared(sql).await?;
    Ok(())
}
