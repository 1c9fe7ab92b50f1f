use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Which tenants hold undelivered webhook deliveries (as `mail_due` does for mail), so
            -- the webhook worker's minutely sweep reads one table instead of every tenant schema.
            CREATE TABLE shared.webhook_due (
                tenant_id  uuid PRIMARY KEY REFERENCES shared.tenants (id) ON DELETE CASCADE,
                due_at     timestamptz NOT NULL,
                unsent     integer NOT NULL CHECK (unsent > 0)
            );
            CREATE INDEX webhook_due_due_at_idx ON shared.webhook_due (due_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE shared.webhook_due;").await
    }
}
