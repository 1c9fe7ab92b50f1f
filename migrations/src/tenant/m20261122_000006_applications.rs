use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            CREATE TABLE applications (
                id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                vacancy_id         bigint NOT NULL REFERENCES vacancies (id) ON DELETE RESTRICT,
                -- NULL once the applicant erased their data; the application stays, anonymised.
                person_id          bigint REFERENCES persons (id) ON DELETE SET NULL,
                status             text NOT NULL DEFAULT 'submitted' CHECK (status IN
                                   ('submitted', 'in_review', 'interview', 'offered', 'hired', 'rejected', 'withdrawn')),
                cover_letter       text CHECK (length(cover_letter) <= 5000),
                -- The CV as it was when applying; a file an application uses is never deleted.
                cv_file_id         uuid REFERENCES files (id) ON DELETE RESTRICT,
                answers            jsonb NOT NULL DEFAULT '[]'::jsonb,
                knocked_out        boolean NOT NULL DEFAULT false,
                consent_text       text NOT NULL,
                consent_at         timestamptz NOT NULL,
                source             text CHECK (length(source) <= 100),
                applicant_name     text NOT NULL,
                applicant_email    text NOT NULL,
                first_reviewed_at  timestamptz,
                created_at         timestamptz NOT NULL DEFAULT now(),
                updated_at         timestamptz NOT NULL DEFAULT now(),
                CONSTRAINT applications_vacancy_person_key UNIQUE (vacancy_id, person_id)
            );
            CREATE INDEX applications_vacancy_status_idx ON applications (vacancy_id, status, created_at DESC);
            CREATE INDEX applications_person_idx ON applications (person_id, created_at DESC);
            CREATE INDEX applications_created_idx ON applications (created_at);

            -- The history an applicant and a recruiter both read.
            CREATE TABLE application_events (
                id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                application_id  bigint NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
                from_status     text,
                to_status       text NOT NULL,
                actor_user_id   uuid REFERENCES users (id) ON DELETE SET NULL,
                actor_label     text NOT NULL,
                note            text CHECK (length(note) <= 2000),
                at              timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX application_events_application_idx ON application_events (application_id, at);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE application_events; DROP TABLE applications;").await
    }
}
