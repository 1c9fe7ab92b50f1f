use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Every mail the product sends on a recruiter's behalf may be worded by the tenant (the
            -- rejection already could): the kinds grow, the rows written so far stay as they are.
            ALTER TABLE mail_templates DROP CONSTRAINT mail_templates_kind_check;
            ALTER TABLE mail_templates ADD CONSTRAINT mail_templates_kind_check CHECK (kind IN (
                'rejection', 'application_received', 'stage_reached', 'interview_invitation',
                'offer_sent', 'vacancy_closed', 'waiting_update'));

            -- A vacancy's stage rules: when (a stage entered, a knockout answer, N days in a
            -- stage), if (conditions), then (actions, in order). A rule is a draft until enabled.
            CREATE TABLE automation_rules (
                id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                vacancy_id   bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
                name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
                enabled      boolean NOT NULL DEFAULT false,
                trigger      text NOT NULL CHECK (trigger IN ('entered_stage', 'knocked_out', 'idle')),
                stage_id     bigint REFERENCES vacancy_stages (id) ON DELETE CASCADE,
                idle_days    integer CHECK (idle_days BETWEEN 1 AND 365),
                conditions   jsonb NOT NULL DEFAULT '{}',
                actions      jsonb NOT NULL,
                created_by   uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at   timestamptz NOT NULL DEFAULT now(),
                updated_at   timestamptz NOT NULL DEFAULT now(),
                CHECK ((trigger = 'knocked_out') = (stage_id IS NULL)),
                CHECK ((trigger = 'idle') = (idle_days IS NOT NULL))
            );
            CREATE INDEX automation_rules_vacancy_idx ON automation_rules (vacancy_id);
            CREATE INDEX automation_rules_stage_idx ON automation_rules (stage_id) WHERE enabled;

            -- The automations' durable work and its log: one row per action a trigger set off
            -- (a rule's, the waiting limit's nudge and update, a vacancy's closing messages). Written
            -- with the change that triggers it; done once, by whichever replica claims it. The
            -- key (rule, application, trigger, action) makes a trigger act once.
            CREATE TABLE automation_runs (
                id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                kind            text NOT NULL CHECK (kind IN ('rule', 'waiting_nudge', 'waiting_update', 'closing')),
                rule_id         bigint REFERENCES automation_rules (id) ON DELETE CASCADE,
                application_id  bigint REFERENCES applications (id) ON DELETE CASCADE,
                vacancy_id      bigint REFERENCES vacancies (id) ON DELETE CASCADE,
                trigger_key     text NOT NULL,
                stage_id        bigint,
                action_index    integer NOT NULL DEFAULT 0,
                depth           integer NOT NULL DEFAULT 0,
                due_at          timestamptz NOT NULL DEFAULT now(),
                state           text NOT NULL DEFAULT 'pending'
                                CHECK (state IN ('pending', 'done', 'cancelled', 'skipped', 'failed')),
                outcome         jsonb,
                attempts        integer NOT NULL DEFAULT 0,
                -- The clock, as application_events.at is: the move that wrote the run comes
                -- before it, any later move after it (a move meanwhile cancels the action).
                created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
                finished_at     timestamptz,
                CONSTRAINT automation_runs_once UNIQUE NULLS NOT DISTINCT (kind, rule_id, application_id, vacancy_id, trigger_key, action_index)
            );
            CREATE INDEX automation_runs_due_idx ON automation_runs (due_at) WHERE state = 'pending';
            CREATE INDEX automation_runs_rule_idx ON automation_runs (rule_id, id DESC);
            CREATE INDEX automation_runs_application_idx ON automation_runs (application_id);

            -- The tenant's automation settings (one row) and when its worker next looks for
            -- applications that waited too long or sat in a stage too many days.
            CREATE TABLE automation_settings (
                id                     boolean PRIMARY KEY DEFAULT true CHECK (id),
                waiting_limit_days     integer CHECK (waiting_limit_days BETWEEN 2 AND 60),
                show_response_figure   boolean NOT NULL DEFAULT false,
                close_out              boolean NOT NULL DEFAULT false,
                next_scan_at           timestamptz NOT NULL DEFAULT now()
            );
            INSERT INTO automation_settings DEFAULT VALUES;

            -- "When did the applicant last hear from us": the mail sent to an address, newest first.
            CREATE INDEX outbox_emails_to_idx ON outbox_emails (to_address, created_at DESC);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP INDEX outbox_emails_to_idx;
             DROP TABLE automation_settings;
             DROP TABLE automation_runs;
             DROP TABLE automation_rules;
             DELETE FROM mail_templates WHERE kind <> 'rejection';
             ALTER TABLE mail_templates DROP CONSTRAINT mail_templates_kind_check;
             ALTER TABLE mail_templates ADD CONSTRAINT mail_templates_kind_check CHECK (kind IN ('rejection'));",
        )
        .await
    }
}
