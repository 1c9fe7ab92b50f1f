use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A CV's or attachment's text is read after the upload has answered, in a sandboxed
            -- child process: 'pending' until then, 'done' (text may still be empty: a scan) or
            -- 'unreadable' (damaged, hostile, or beyond a limit). 'none' for files whose text is
            -- never read (pictures, logos).
            ALTER TABLE files ADD COLUMN text_state text NOT NULL DEFAULT 'none'
                CHECK (text_state IN ('none', 'pending', 'done', 'unreadable'));
            UPDATE files SET text_state = CASE
                WHEN text IS NOT NULL THEN 'done'
                WHEN kind IN ('cv', 'attachment') AND content_type IN (
                    'application/pdf',
                    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
                ) THEN 'unreadable'
                ELSE 'none' END;
            -- The catch-up of the clean-up job: files whose reading was lost (a replica stopped).
            CREATE INDEX files_text_pending_idx ON files (created_at) WHERE text_state = 'pending';
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP INDEX files_text_pending_idx; ALTER TABLE files DROP COLUMN text_state;").await
    }
}
