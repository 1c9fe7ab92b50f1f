use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The all-applications grid: newest first across every vacancy, or in one status;
            -- its text filter (part of a name or an address) through the trigrams of both.
            CREATE INDEX applications_created_id_idx ON applications (created_at DESC, id DESC);
            DROP INDEX applications_created_idx;
            CREATE INDEX applications_status_created_idx ON applications (status, created_at DESC, id DESC);
            CREATE INDEX applications_applicant_trgm_idx ON applications
                USING gin ((applicant_name || ' ' || applicant_email) shared.gin_trgm_ops);

            -- A move is dated when it is recorded, not when its transaction began: a bulk move
            -- that waited for a row locked by a single move happens after it, and its timeline
            -- entry must say so (histories are read in insertion order).
            ALTER TABLE application_events ALTER COLUMN at SET DEFAULT clock_timestamp();

            -- Imports: an upload is checked and its rows loaded (COPY) into a staging table; a
            -- commit inserts them all at once and forgets them.
            CREATE TABLE imports (
                id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                kind        text NOT NULL CHECK (kind IN ('vacancies', 'candidates')),
                created_by  uuid REFERENCES users (id) ON DELETE SET NULL,
                rows        integer NOT NULL,
                errors      integer NOT NULL,
                created_at  timestamptz NOT NULL DEFAULT now(),
                committed_at timestamptz
            );
            CREATE UNLOGGED TABLE import_vacancies (
                import_id       uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
                row_no          integer NOT NULL,
                title           text NOT NULL,
                slug            text NOT NULL,
                category        text NOT NULL,
                department      text,
                location        text,
                employment_type text NOT NULL,
                workplace       text NOT NULL,
                description     text NOT NULL,
                requirements    text NOT NULL,
                salary_min      integer,
                salary_max      integer,
                salary_currency text,
                show_salary     boolean NOT NULL,
                openings        integer NOT NULL,
                closes_at       timestamptz,
                PRIMARY KEY (import_id, row_no)
            );
            CREATE UNLOGGED TABLE import_candidates (
                import_id   uuid NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
                row_no      integer NOT NULL,
                email       text NOT NULL,
                full_name   text NOT NULL,
                locale      text NOT NULL,
                phone       text,
                city        text,
                country     text,
                headline    text,
                summary     text,
                skills      text[] NOT NULL,
                PRIMARY KEY (import_id, row_no)
            );

            -- Mails a tenant writes itself instead of the built-in text, per language (today the
            -- rejection sent with a bulk rejection). `{name}` and `{vacancy}` are filled in.
            CREATE TABLE mail_templates (
                kind        text NOT NULL CHECK (kind IN ('rejection')),
                locale      text NOT NULL CHECK (locale IN ('en', 'de', 'fr', 'pt')),
                subject     text NOT NULL CHECK (length(subject) BETWEEN 1 AND 200),
                body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 10000),
                updated_at  timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (kind, locale)
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            DROP TABLE mail_templates;
            DROP TABLE import_candidates;
            DROP TABLE import_vacancies;
            DROP TABLE imports;
            ALTER TABLE application_events ALTER COLUMN at SET DEFAULT now();
            DROP INDEX applications_applicant_trgm_idx;
            DROP INDEX applications_status_created_idx;
            CREATE INDEX applications_created_idx ON applications (created_at);
            DROP INDEX applications_created_id_idx;
            "#,
        )
        .await
    }
}
