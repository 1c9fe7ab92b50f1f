use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // The server reads these columns as enums (an unknown value is an error, not a default), so
        // the database refuses what the enums do not know, as it does for every other enum column;
        // `server/tests/api/enums.rs` checks each list against its enum.
        crate::run_sql(
            manager,
            r#"
            ALTER TABLE application_events
                ADD CONSTRAINT application_events_from_status_check CHECK (from_status IN
                    ('submitted', 'in_review', 'interview', 'offered', 'hired', 'rejected', 'withdrawn')),
                ADD CONSTRAINT application_events_to_status_check CHECK (to_status IN
                    ('submitted', 'in_review', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'));
            ALTER TABLE outbox_emails
                ADD CONSTRAINT outbox_emails_locale_check CHECK (locale IN ('en', 'de', 'fr', 'pt'));
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "ALTER TABLE application_events DROP CONSTRAINT application_events_from_status_check,
                                           DROP CONSTRAINT application_events_to_status_check;
             ALTER TABLE outbox_emails DROP CONSTRAINT outbox_emails_locale_check;",
        )
        .await
    }
}
