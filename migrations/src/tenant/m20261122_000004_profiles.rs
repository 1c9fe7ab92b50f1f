use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The applicant's profile. Its numeric id is the client's `userInfo.person`.
            CREATE TABLE persons (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id     uuid NOT NULL CONSTRAINT persons_user_id_key UNIQUE REFERENCES users (id) ON DELETE CASCADE,
                full_name   text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 150),
                phone       text CHECK (length(phone) <= 40),
                birth_date  date,
                address     text CHECK (length(address) <= 200),
                city        text CHECK (length(city) <= 100),
                country     text CHECK (length(country) <= 100),
                headline    text CHECK (length(headline) <= 150),
                summary     text CHECK (length(summary) <= 5000),
                skills      text[] NOT NULL DEFAULT '{}',
                created_at  timestamptz NOT NULL DEFAULT now(),
                updated_at  timestamptz NOT NULL DEFAULT now()
            );

            CREATE TABLE person_education (
                id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                person_id    bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
                position     integer NOT NULL,
                institution  text NOT NULL CHECK (length(institution) BETWEEN 1 AND 150),
                degree       text CHECK (length(degree) <= 150),
                field        text CHECK (length(field) <= 150),
                start_date   date,
                end_date     date,
                description  text CHECK (length(description) <= 2000),
                CHECK (start_date IS NULL OR end_date IS NULL OR start_date <= end_date)
            );
            CREATE INDEX person_education_person_idx ON person_education (person_id, position);

            CREATE TABLE person_experience (
                id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                person_id    bigint NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
                position     integer NOT NULL,
                company      text NOT NULL CHECK (length(company) BETWEEN 1 AND 150),
                title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 150),
                location     text CHECK (length(location) <= 100),
                start_date   date,
                end_date     date,
                current      boolean NOT NULL DEFAULT false,
                description  text CHECK (length(description) <= 2000),
                CHECK (start_date IS NULL OR end_date IS NULL OR start_date <= end_date)
            );
            CREATE INDEX person_experience_person_idx ON person_experience (person_id, position);

            -- The person is found through persons.user_id; a copy on users would drift.
            ALTER TABLE users DROP COLUMN person_id;

            -- The applicant's wishlist; kept per account, so saving needs no profile yet.
            CREATE TABLE saved_vacancies (
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                vacancy_id  bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
                saved_at    timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (user_id, vacancy_id)
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE saved_vacancies; ALTER TABLE users ADD COLUMN person_id bigint;
             DROP TABLE person_experience; DROP TABLE person_education; DROP TABLE persons;",
        )
        .await
    }
}
