use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The sign-in session a chat ticket was issued in: the socket it opens belongs to that
            -- session and closes when it ends or locks (tickets live 30 seconds: old rows have none).
            ALTER TABLE chat_tickets ADD COLUMN session_id uuid;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "ALTER TABLE chat_tickets DROP COLUMN session_id;").await
    }
}
