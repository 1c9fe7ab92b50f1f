use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A single sign-on started from a locked session must be a fresh sign-in at the
            -- provider (prompt=login, max_age=0): the ID token's auth_time must be no older than
            -- this, else the provider's still-open session would unlock the lock screen silently.
            ALTER TABLE sso_logins ADD COLUMN fresh_since timestamptz;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "ALTER TABLE sso_logins DROP COLUMN fresh_since;").await
    }
}
