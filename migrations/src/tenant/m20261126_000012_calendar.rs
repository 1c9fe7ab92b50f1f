use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The tenant's recruiting calendar. Times are UTC; an all-day event runs from one UTC
            -- midnight to another (its end exclusive) and is shown as dates. No event is longer
            -- than 31 days, so "what overlaps this range" is one bounded range of `starts_at`.
            CREATE TABLE calendar_events (
                id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                -- The iCalendar UID: stable across changes, so calendar apps update the event.
                uid                 uuid NOT NULL UNIQUE,
                title               text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                starts_at           timestamptz NOT NULL,
                ends_at             timestamptz NOT NULL,
                all_day             boolean NOT NULL DEFAULT false,
                label               text NOT NULL
                                    CHECK (label IN ('interview', 'meeting', 'reminder', 'holiday', 'personal')),
                location            text CHECK (length(location) <= 500),
                description         text CHECK (length(description) <= 5000),
                organizer_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                -- An interview's application; its applicant is invited and answers.
                application_id      bigint REFERENCES applications (id) ON DELETE CASCADE,
                applicant_response  text NOT NULL DEFAULT 'pending'
                                    CHECK (applicant_response IN ('pending', 'accepted', 'declined')),
                applicant_message   text CHECK (length(applicant_message) <= 1000),
                responded_at        timestamptz,
                -- iCalendar SEQUENCE: bumped whenever attendees must update their copy.
                sequence            integer NOT NULL DEFAULT 0,
                created_at          timestamptz NOT NULL DEFAULT now(),
                updated_at          timestamptz NOT NULL DEFAULT now(),
                CHECK (ends_at > starts_at),
                -- In hours, not days: a day's length depends on the session's time zone.
                CHECK (ends_at - starts_at <= interval '744 hours'),
                CHECK (application_id IS NULL OR label = 'interview')
            );
            CREATE INDEX calendar_events_starts_idx ON calendar_events (starts_at);
            CREATE INDEX calendar_events_application_idx ON calendar_events (application_id)
                WHERE application_id IS NOT NULL;

            -- Who takes part (the organiser too), each with their own answer. The event's times
            -- are repeated here (kept by `calendar::repo`, in the same transaction), so a
            -- person's busy times are one index range, not a lookup per event.
            CREATE TABLE calendar_attendees (
                event_id   bigint NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
                user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                response   text NOT NULL DEFAULT 'pending'
                           CHECK (response IN ('pending', 'accepted', 'declined')),
                starts_at  timestamptz NOT NULL,
                ends_at    timestamptz NOT NULL,
                all_day    boolean NOT NULL,
                -- Reminders do not make anyone busy.
                busy       boolean NOT NULL,
                PRIMARY KEY (event_id, user_id)
            );
            CREATE INDEX calendar_attendees_busy_idx ON calendar_attendees (user_id, starts_at)
                INCLUDE (ends_at, all_day) WHERE busy;
            CREATE INDEX calendar_attendees_user_idx ON calendar_attendees (user_id, event_id);

            -- Each staff member's private feed address; only the SHA-256 of its secret is kept.
            CREATE TABLE calendar_feeds (
                user_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                secret_hash  bytea NOT NULL UNIQUE,
                created_at   timestamptz NOT NULL DEFAULT now()
            );

            -- Invitations carry an iCalendar part (RFC 5546 method REQUEST or CANCEL).
            ALTER TABLE outbox_emails
                ADD COLUMN calendar text,
                ADD COLUMN calendar_method text CHECK (calendar_method IN ('REQUEST', 'CANCEL')),
                ADD CONSTRAINT outbox_emails_calendar_check CHECK ((calendar IS NULL) = (calendar_method IS NULL));
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "ALTER TABLE outbox_emails DROP COLUMN calendar_method, DROP COLUMN calendar;
             DROP TABLE calendar_feeds, calendar_attendees, calendar_events;",
        )
        .await
    }
}
