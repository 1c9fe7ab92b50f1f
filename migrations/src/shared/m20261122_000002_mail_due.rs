use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Which tenants hold undelivered mail, so the mail worker's minutely sweep reads one
            -- table instead of visiting every tenant schema. Written by the worker at the end of
            -- each delivery round; a tenant without unsent mail has no row. `due_at` is the earliest
            -- next attempt ('infinity' when only given-up mail is left). Empty after this migration:
            -- every server sweeps all tenants once when it starts, which fills it.
            CREATE TABLE shared.mail_due (
                tenant_id  uuid PRIMARY KEY REFERENCES shared.tenants (id) ON DELETE CASCADE,
                due_at     timestamptz NOT NULL,
                unsent     integer NOT NULL CHECK (unsent > 0)
            );
            CREATE INDEX mail_due_due_at_idx ON shared.mail_due (due_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE shared.mail_due;").await
    }
}
