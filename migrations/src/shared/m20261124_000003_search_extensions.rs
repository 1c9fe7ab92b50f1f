use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Extensions are per database, so they are installed once here, into `shared`, and tenant
        // schemas name their objects schema-qualified (`shared.gin_trgm_ops`). `pg_trgm` makes
        // `ILIKE '%text%'` an index lookup and measures how alike two names are; the first messages
        // migration indexes with it (a later one replaces that index with whole words). Trusted extension: the database owner
        // may create it without being a superuser.
        crate::run_sql(manager, "CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA shared;").await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP EXTENSION IF EXISTS pg_trgm;").await
    }
}
