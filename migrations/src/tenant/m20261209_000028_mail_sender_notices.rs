use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- When a person was last told by e-mail of a message from a sender, in any thread: at
            -- most one notice per sender and recipient per 15 minutes, so someone opening thread
            -- after thread cannot fill a recruiter's real mailbox (mail_notices counts per thread).
            CREATE TABLE mail_sender_notices (
                sender_user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                notified_at     timestamptz NOT NULL,
                PRIMARY KEY (sender_user_id, user_id)
            );
            CREATE INDEX mail_sender_notices_user_idx ON mail_sender_notices (user_id);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE mail_sender_notices;").await
    }
}
