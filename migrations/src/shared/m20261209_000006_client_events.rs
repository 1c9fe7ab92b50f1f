use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Rate-limit events counted across tenants (each tenant's `rate_limit_events` count within
        // it): what one client does on any careers site of the platform, such as subscribing
        // addresses to job alerts. Each bucket forgets its own events after a day when it counts a
        // new one.
        crate::run_sql(
            manager,
            r#"
            CREATE TABLE shared.client_events (
                id      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                bucket  text NOT NULL CHECK (length(bucket) <= 200),
                at      timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX client_events_bucket_idx ON shared.client_events (bucket, at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE shared.client_events;").await
    }
}
