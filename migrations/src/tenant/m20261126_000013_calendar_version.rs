use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Raised in the transaction of every change to what the calendar grid shows, so each
            -- replica can keep a busy team's months in memory and know, with one row read, whether
            -- what it keeps is current.
            CREATE TABLE calendar_version (
                id       boolean PRIMARY KEY DEFAULT true CHECK (id),
                version  bigint NOT NULL DEFAULT 0
            );
            INSERT INTO calendar_version DEFAULT VALUES;
            -- A viewer's own personal events, which are not kept per team.
            CREATE INDEX calendar_events_personal_idx ON calendar_events (organizer_id, starts_at)
                WHERE label = 'personal';
            -- The team's holidays, which make everyone busy (free slots, double bookings).
            CREATE INDEX calendar_events_holiday_idx ON calendar_events (starts_at) WHERE label = 'holiday';
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP INDEX calendar_events_holiday_idx, calendar_events_personal_idx; DROP TABLE calendar_version;",
        )
        .await
    }
}
