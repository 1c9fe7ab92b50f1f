use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A stage's interview kit: the attributes its interviews assess, each with an id the
            -- scorecards rate it by, an area, names, guidance and suggested questions per
            -- language. Copied from the stage template's `kit` like the stage itself.
            ALTER TABLE vacancy_stages ADD COLUMN kit jsonb NOT NULL DEFAULT '[]';

            -- The stage an interview is for (its application's stage when it was scheduled):
            -- the interview carries that stage's kit.
            ALTER TABLE calendar_events
                ADD COLUMN stage_id bigint REFERENCES vacancy_stages (id) ON DELETE SET NULL;
            UPDATE calendar_events e SET stage_id = a.stage_id
                FROM applications a WHERE a.id = e.application_id;

            -- One interviewer's scorecard of one interview. A draft until submitted; every
            -- submission (the first, then each amendment) is also kept in scorecard_versions.
            -- The evidence outlives a deleted event (the application and stage are kept here).
            CREATE TABLE scorecards (
                id              bigserial PRIMARY KEY,
                event_id        bigint REFERENCES calendar_events (id) ON DELETE SET NULL,
                application_id  bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
                stage_id        bigint REFERENCES vacancy_stages (id) ON DELETE SET NULL,
                author_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                ratings         jsonb NOT NULL DEFAULT '{}',
                takeaways       text NOT NULL DEFAULT '',
                private_notes   text NOT NULL DEFAULT '',
                recommendation  text CHECK (recommendation IN ('strong_no', 'no', 'yes', 'strong_yes')),
                version         integer NOT NULL DEFAULT 0,
                submitted_at    timestamptz,
                amended_at      timestamptz,
                created_at      timestamptz NOT NULL DEFAULT now(),
                updated_at      timestamptz NOT NULL DEFAULT now(),
                CONSTRAINT scorecards_event_author_key UNIQUE (event_id, author_id),
                CHECK ((version = 0) = (submitted_at IS NULL))
            );
            CREATE INDEX scorecards_application_idx ON scorecards (application_id);
            CREATE INDEX scorecards_author_idx ON scorecards (author_id);

            CREATE TABLE scorecard_versions (
                scorecard_id    bigint NOT NULL REFERENCES scorecards (id) ON DELETE CASCADE,
                version         integer NOT NULL,
                ratings         jsonb NOT NULL,
                takeaways       text NOT NULL,
                private_notes   text NOT NULL,
                recommendation  text NOT NULL,
                saved_at        timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (scorecard_id, version)
            );

            -- Reminders of unsubmitted scorecards sent (once per interviewer and interview), and
            -- when the hiring manager was told that one is still missing.
            CREATE TABLE scorecard_reminders (
                event_id        bigint NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
                user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                reminded_at     timestamptz NOT NULL DEFAULT now(),
                escalated_at    timestamptz,
                PRIMARY KEY (event_id, user_id)
            );
            CREATE INDEX scorecard_reminders_open_idx ON scorecard_reminders (reminded_at) WHERE escalated_at IS NULL;

            -- A hiring decision taken on the evidence: who, what and why.
            CREATE TABLE application_decisions (
                id              bigserial PRIMARY KEY,
                application_id  bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
                decision        text NOT NULL CHECK (decision IN ('advance', 'reject', 'hold')),
                note            text NOT NULL,
                decided_by      uuid REFERENCES users (id) ON DELETE SET NULL,
                decided_at      timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX application_decisions_application_idx ON application_decisions (application_id, decided_at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE application_decisions; DROP TABLE scorecard_reminders; DROP TABLE scorecard_versions; DROP TABLE scorecards;
             ALTER TABLE calendar_events DROP COLUMN stage_id; ALTER TABLE vacancy_stages DROP COLUMN kit;",
        )
        .await
    }
}
