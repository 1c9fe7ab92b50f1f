use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The clean-up job deletes single sign-ons started and then used or left to expire
            -- (the start needs no sign-in); by their expiry, which every row has.
            CREATE INDEX sso_logins_expires_idx ON sso_logins (expires_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP INDEX sso_logins_expires_idx;").await
    }
}
