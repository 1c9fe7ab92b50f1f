use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Each member of staff's working hours, zone and interview caps (no row: the tenant's
            -- zone, 09:00-17:00 Monday to Friday, no cap).
            CREATE TABLE staff_availability (
                user_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                time_zone     text,
                -- One [start, end) in minutes after local midnight per weekday, Monday first; NULL: off.
                hours         jsonb NOT NULL,
                max_per_day   integer CHECK (max_per_day BETWEEN 1 AND 50),
                max_per_week  integer CHECK (max_per_week BETWEEN 1 AND 50),
                updated_at    timestamptz NOT NULL DEFAULT now()
            );

            -- The tenant's scheduling settings (one row).
            CREATE TABLE scheduling_settings (
                id            boolean PRIMARY KEY DEFAULT true CHECK (id),
                notice_hours  integer NOT NULL DEFAULT 24 CHECK (notice_hours BETWEEN 0 AND 168),
                window_days   integer NOT NULL DEFAULT 10 CHECK (window_days BETWEEN 1 AND 30)
            );
            INSERT INTO scheduling_settings DEFAULT VALUES;

            -- A request that an applicant book their own interview (one session, or a loop of
            -- several booked together). The link's secret is kept as a keyed hash (to find it) and
            -- sealed (to show it to the applicant again in My Application).
            CREATE TABLE scheduling_requests (
                id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                application_id  bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
                token_hash      bytea NOT NULL UNIQUE,
                token_sealed    bytea NOT NULL,
                arrangement     text NOT NULL CHECK (arrangement IN ('back_to_back', 'same_day')),
                message         text,
                window_end      timestamptz NOT NULL,
                state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'booked', 'cancelled')),
                time_zone       text,
                created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at      timestamptz NOT NULL DEFAULT now(),
                booked_at       timestamptz,
                reschedules     integer NOT NULL DEFAULT 0,
                no_show         boolean NOT NULL DEFAULT false,
                cancelled_at    timestamptz,
                reminder_mail_id bigint
            );
            CREATE INDEX scheduling_requests_application_idx ON scheduling_requests (application_id);
            CREATE INDEX scheduling_requests_created_idx ON scheduling_requests (created_at);
            -- At most one request waiting for the applicant's choice per application.
            CREATE UNIQUE INDEX scheduling_requests_open_idx ON scheduling_requests (application_id) WHERE state = 'open';

            -- A request's sessions, in the order they happen.
            CREATE TABLE scheduling_sessions (
                request_id     bigint NOT NULL REFERENCES scheduling_requests (id) ON DELETE CASCADE,
                position       integer NOT NULL CHECK (position BETWEEN 0 AND 3),
                title          text NOT NULL,
                minutes        integer NOT NULL CHECK (minutes BETWEEN 15 AND 480),
                panel          boolean NOT NULL,
                interviewers   uuid[] NOT NULL,
                location       text,
                buffer_before  integer NOT NULL DEFAULT 0 CHECK (buffer_before BETWEEN 0 AND 120),
                buffer_after   integer NOT NULL DEFAULT 0 CHECK (buffer_after BETWEEN 0 AND 120),
                stage_id       bigint REFERENCES vacancy_stages (id) ON DELETE SET NULL,
                event_id       bigint REFERENCES calendar_events (id) ON DELETE SET NULL,
                PRIMARY KEY (request_id, position)
            );
            CREATE INDEX scheduling_sessions_event_idx ON scheduling_sessions (event_id);

            -- The time a self-scheduled booking takes from each interviewer, buffers included. The
            -- exclusion constraint is the guarantee: two bookings of one person's time at the same
            -- moment cannot both commit. Events booked by hand are not here, so a recruiter may
            -- still book over a conflict on purpose, and older overlapping events stay valid.
            CREATE TABLE scheduling_holds (
                event_id  bigint NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
                user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                busy      tstzrange NOT NULL CHECK (NOT isempty(busy)),
                PRIMARY KEY (event_id, user_id),
                CONSTRAINT scheduling_holds_no_overlap EXCLUDE USING gist (user_id WITH =, busy WITH &&)
            );

            -- A member of staff's external calendar (a secret iCalendar address, sealed), and the
            -- busy ranges last read from it (nothing else of its content is kept).
            CREATE TABLE external_calendars (
                user_id        uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                address_sealed bytea NOT NULL,
                host           text NOT NULL,
                next_fetch_at  timestamptz NOT NULL DEFAULT now(),
                fetched_at     timestamptz,
                error          text,
                busy_count     integer NOT NULL DEFAULT 0,
                created_at     timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX external_calendars_due_idx ON external_calendars (next_fetch_at);
            CREATE TABLE external_busy (
                user_id    uuid NOT NULL REFERENCES external_calendars (user_id) ON DELETE CASCADE,
                starts_at  timestamptz NOT NULL,
                ends_at    timestamptz NOT NULL CHECK (ends_at > starts_at)
            );
            CREATE INDEX external_busy_user_idx ON external_busy (user_id, starts_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE external_busy;
             DROP TABLE external_calendars;
             DROP TABLE scheduling_holds;
             DROP TABLE scheduling_sessions;
             DROP TABLE scheduling_requests;
             DROP TABLE scheduling_settings;
             DROP TABLE staff_availability;",
        )
        .await
    }
}
