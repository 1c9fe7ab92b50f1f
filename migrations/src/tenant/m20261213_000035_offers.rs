use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- An offer letter's wording per language: Markdown with {placeholders} (the mail
            -- catalogs' syntax), checked against the known fields when stored.
            CREATE TABLE offer_templates (
                id          bigserial PRIMARY KEY,
                name        text NOT NULL CONSTRAINT offer_templates_name_key UNIQUE
                                CHECK (length(name) BETWEEN 1 AND 120),
                bodies      jsonb NOT NULL DEFAULT '{}',
                updated_by  uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at  timestamptz NOT NULL DEFAULT now(),
                updated_at  timestamptz NOT NULL DEFAULT now()
            );

            -- The tenant's approval chain, in order: a named colleague, or (no user) the
            -- hiring manager of the offer's vacancy.
            CREATE TABLE offer_approvers (
                position    integer PRIMARY KEY CHECK (position >= 0),
                user_id     uuid REFERENCES users (id) ON DELETE CASCADE
            );

            -- An offer for an application. Its terms are versioned: a change after approval
            -- returns it to draft under a new version, and approvals and signed links name the
            -- version they were given for. The letter (merged Markdown) is fixed when the offer
            -- goes for approval; the PDF sent is stored with its SHA-256 and never rewritten.
            CREATE TABLE offers (
                id               bigserial PRIMARY KEY,
                application_id   bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
                template_id      bigint REFERENCES offer_templates (id) ON DELETE SET NULL,
                locale           text NOT NULL CHECK (locale IN ('en', 'de', 'fr', 'pt')),
                state            text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'pending_approval',
                                     'approved', 'sent', 'accepted', 'declined', 'withdrawn', 'expired')),
                salary_amount    numeric(14, 2) NOT NULL CHECK (salary_amount >= 0),
                salary_currency  text NOT NULL CHECK (salary_currency ~ '^[A-Z]{3}$'),
                salary_period    text NOT NULL CHECK (salary_period IN ('year', 'month', 'week', 'day', 'hour')),
                start_date       date NOT NULL,
                contract_type    text NOT NULL CHECK (contract_type IN ('permanent', 'fixed_term', 'part_time',
                                     'internship', 'freelance')),
                expires_on       date NOT NULL,
                custom_fields    jsonb NOT NULL DEFAULT '{}',
                terms_version    integer NOT NULL DEFAULT 1,
                approval_round   integer NOT NULL DEFAULT 0,
                letter           text,
                document_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
                document_sha256  bytea,
                paper            text NOT NULL DEFAULT 'a4' CHECK (paper IN ('a4', 'letter')),
                decline_reason   text,
                created_by       uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at       timestamptz NOT NULL DEFAULT now(),
                updated_at       timestamptz NOT NULL DEFAULT now(),
                sent_at          timestamptz,
                answered_at      timestamptz
            );
            -- One open offer per application at a time.
            CREATE UNIQUE INDEX offers_open_idx ON offers (application_id)
                WHERE state IN ('draft', 'pending_approval', 'approved', 'sent');
            CREATE INDEX offers_application_idx ON offers (application_id, created_at);
            CREATE INDEX offers_expiring_idx ON offers (expires_on) WHERE state = 'sent';

            -- The chain's steps for one submission (round) of an offer, on the version of its
            -- terms submitted, each answered once; earlier rounds stay as the offer's history.
            CREATE TABLE offer_approvals (
                offer_id        bigint NOT NULL REFERENCES offers (id) ON DELETE CASCADE,
                round           integer NOT NULL,
                terms_version   integer NOT NULL,
                position        integer NOT NULL,
                approver_id     uuid REFERENCES users (id) ON DELETE SET NULL,
                hiring_manager  boolean NOT NULL DEFAULT false,
                decision        text CHECK (decision IN ('approved', 'rejected')),
                comment         text NOT NULL DEFAULT '',
                decided_at      timestamptz,
                PRIMARY KEY (offer_id, round, position)
            );
            CREATE INDEX offer_approvals_approver_idx ON offer_approvals (approver_id) WHERE decision IS NULL;

            -- The candidate's acceptance: what they typed, when, from where, and the SHA-256 of
            -- the exact document they read (the offer's stored PDF); a signed copy beside it.
            CREATE TABLE offer_acceptances (
                offer_id         bigint PRIMARY KEY REFERENCES offers (id) ON DELETE CASCADE,
                full_name        text NOT NULL,
                accepted_at      timestamptz NOT NULL DEFAULT now(),
                client_address   text NOT NULL,
                user_agent       text NOT NULL,
                document_sha256  bytea NOT NULL,
                signed_file_id   uuid REFERENCES files (id) ON DELETE SET NULL
            );

            ALTER TABLE files DROP CONSTRAINT files_kind_check;
            ALTER TABLE files ADD CONSTRAINT files_kind_check
                CHECK (kind IN ('avatar', 'cv', 'logo', 'attachment', 'offer'));
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE offer_acceptances; DROP TABLE offer_approvals; DROP TABLE offers;
             DROP TABLE offer_approvers; DROP TABLE offer_templates;
             DELETE FROM files WHERE kind = 'offer';
             ALTER TABLE files DROP CONSTRAINT files_kind_check;
             ALTER TABLE files ADD CONSTRAINT files_kind_check CHECK (kind IN ('avatar', 'cv', 'logo', 'attachment'));",
        )
        .await
    }
}
