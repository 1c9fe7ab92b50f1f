use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- `btree_gist` lets one exclusion constraint say "same person AND overlapping time":
            -- self-scheduled bookings can never double-book anyone, whatever two requests do at the
            -- same moment. Installed once per database like `pg_trgm`; tenant tables use its default
            -- operator classes, which PostgreSQL finds by type, not by `search_path`.
            CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA shared;

            -- Which tenants have external calendars due for a refresh, as `mail_due` does for mail.
            CREATE TABLE shared.calendar_feed_due (
                tenant_id  uuid PRIMARY KEY REFERENCES shared.tenants (id) ON DELETE CASCADE,
                due_at     timestamptz NOT NULL,
                unsent     integer NOT NULL CHECK (unsent > 0)
            );
            CREATE INDEX calendar_feed_due_due_at_idx ON shared.calendar_feed_due (due_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE shared.calendar_feed_due;").await
    }
}
