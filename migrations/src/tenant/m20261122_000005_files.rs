use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Uploaded files. The bytes live in object storage under `storage_key` (random); the
            -- content type was sniffed from the bytes.
            CREATE TABLE files (
                id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                owner_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
                kind           text NOT NULL CHECK (kind IN ('avatar', 'cv', 'logo', 'attachment')),
                content_type   text NOT NULL,
                size_bytes     bigint NOT NULL CHECK (size_bytes > 0),
                sha256         bytea NOT NULL,
                storage_key    text NOT NULL CONSTRAINT files_storage_key_key UNIQUE,
                original_name  text CHECK (length(original_name) <= 255),
                created_at     timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX files_owner_idx ON files (owner_user_id);

            ALTER TABLE persons
                ADD COLUMN image_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
                ADD COLUMN cv_file_id uuid REFERENCES files (id) ON DELETE SET NULL;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "ALTER TABLE persons DROP COLUMN cv_file_id, DROP COLUMN image_file_id; DROP TABLE files;",
        )
        .await
    }
}
