use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Which tenants have automation work due (a delayed action, or a look for applications
            -- waiting too long), as `mail_due` does for mail.
            CREATE TABLE shared.automation_due (
                tenant_id  uuid PRIMARY KEY REFERENCES shared.tenants (id) ON DELETE CASCADE,
                due_at     timestamptz NOT NULL,
                unsent     integer NOT NULL CHECK (unsent > 0)
            );
            CREATE INDEX automation_due_due_at_idx ON shared.automation_due (due_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE shared.automation_due;").await
    }
}
