use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            CREATE TABLE vacancies (
                id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                title            text NOT NULL CHECK (length(title) BETWEEN 3 AND 150),
                slug             text NOT NULL,
                category         text NOT NULL CHECK (category IN ('fresh_graduate', 'experienced', 'internship')),
                department       text CHECK (length(department) <= 100),
                location         text CHECK (length(location) <= 100),
                employment_type  text NOT NULL
                                 CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'temporary', 'internship')),
                workplace        text NOT NULL CHECK (workplace IN ('onsite', 'hybrid', 'remote')),
                description      text NOT NULL DEFAULT '' CHECK (length(description) <= 20000),
                requirements     text NOT NULL DEFAULT '' CHECK (length(requirements) <= 10000),
                salary_min       integer CHECK (salary_min >= 0),
                salary_max       integer CHECK (salary_max >= 0),
                salary_currency  text CHECK (salary_currency ~ '^[A-Z]{3}$'),
                show_salary      boolean NOT NULL DEFAULT false,
                openings         integer NOT NULL DEFAULT 1 CHECK (openings BETWEEN 1 AND 1000),
                status           text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'closed', 'archived')),
                published_at     timestamptz,
                closes_at        timestamptz,
                created_by       uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at       timestamptz NOT NULL DEFAULT now(),
                updated_at       timestamptz NOT NULL DEFAULT now(),
                -- 'simple' (no stemming): tenants write in several languages; prefix queries do the rest.
                search           tsvector GENERATED ALWAYS AS (
                                     setweight(to_tsvector('simple', title), 'A')
                                     || setweight(to_tsvector('simple', coalesce(department, '') || ' ' || coalesce(location, '')), 'B')
                                     || setweight(to_tsvector('simple', description || ' ' || requirements), 'C')
                                 ) STORED,
                CONSTRAINT vacancies_salary_range CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
            );
            CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);
            CREATE INDEX vacancies_listing_idx ON vacancies (category, published_at DESC, id DESC) WHERE status = 'published';
            CREATE INDEX vacancies_admin_idx ON vacancies (status, updated_at DESC);

            CREATE TABLE vacancy_questions (
                id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                vacancy_id       bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
                position         integer NOT NULL,
                prompt           text NOT NULL CHECK (length(prompt) BETWEEN 1 AND 500),
                kind             text NOT NULL CHECK (kind IN ('text', 'yes_no', 'choice', 'number')),
                options          jsonb NOT NULL DEFAULT '[]'::jsonb,
                required         boolean NOT NULL DEFAULT false,
                -- The answer that rules a candidate out (yes/no or a choice); kept, but marked.
                knockout_answer  jsonb,
                UNIQUE (vacancy_id, position)
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE vacancy_questions; DROP TABLE vacancies;").await
    }
}
