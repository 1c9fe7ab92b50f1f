use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The tenant's retention (a setting): a closed application (hired, rejected,
            -- withdrawn) is anonymised and its CV deleted that many days after its last change,
            -- or after its applicant last asked to keep it (`retained_at`). The applicant is
            -- mailed 14 days before (`retention_warned_at`).
            ALTER TABLE applications ADD COLUMN retained_at timestamptz;
            ALTER TABLE applications ADD COLUMN retention_warned_at timestamptz;
            CREATE INDEX applications_retention_idx ON applications (greatest(updated_at, retained_at))
                WHERE status IN ('hired', 'rejected', 'withdrawn') AND person_id IS NOT NULL;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP INDEX applications_retention_idx; \
             ALTER TABLE applications DROP COLUMN retention_warned_at, DROP COLUMN retained_at;",
        )
        .await
    }
}
