use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Who did what to which record. The actor is a user id once accounts exist; operator
        // actions from tenant-admin carry only `actor_label`.
        crate::run_sql(
            manager,
            r#"
            CREATE TABLE audit_log (
                id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                at            timestamptz NOT NULL DEFAULT now(),
                actor_user_id uuid,
                actor_label   text NOT NULL,
                action        text NOT NULL,
                subject_type  text NOT NULL,
                subject_id    text,
                details       jsonb NOT NULL DEFAULT '{}'::jsonb,
                request_id    text
            );
            CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, at DESC);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE audit_log;").await
    }
}
