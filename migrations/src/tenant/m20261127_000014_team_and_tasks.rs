use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- The tenant's departments. Users and invitations name theirs (the name is the key they
            -- refer to), so renaming a department renames it everywhere and deleting one leaves
            -- its people without one.
            CREATE TABLE departments (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                name        text NOT NULL CONSTRAINT departments_name_key UNIQUE
                            CHECK (length(name) BETWEEN 1 AND 100 AND name = btrim(name)),
                created_at  timestamptz NOT NULL DEFAULT now()
            );
            CREATE UNIQUE INDEX departments_lower_name_key ON departments (lower(name));

            -- Departments were free text until now: each one in use becomes an entry, spelled as
            -- its users spelled it (one spelling when several differ only in case), so nobody
            -- loses theirs; then the seeded ones, unless a user's spelling is there already.
            UPDATE users SET department = NULLIF(regexp_replace(department, '^\s+|\s+$', '', 'g'), '')
                WHERE department IS NOT NULL;
            INSERT INTO departments (name)
                SELECT DISTINCT ON (lower(department)) department FROM users
                WHERE department IS NOT NULL ORDER BY lower(department), department;
            INSERT INTO departments (name) VALUES ('sales'), ('development'), ('management')
                ON CONFLICT DO NOTHING;
            UPDATE users SET department = departments.name FROM departments
                WHERE lower(departments.name) = lower(users.department) AND users.department <> departments.name;
            ALTER TABLE users
                ADD CONSTRAINT users_department_fkey FOREIGN KEY (department)
                    REFERENCES departments (name) ON UPDATE CASCADE ON DELETE SET NULL,
                -- When the address was shown to belong to the user: an invitation accepted or a
                -- reset link used.
                ADD COLUMN email_verified_at timestamptz;
            CREATE INDEX users_department_idx ON users (department) WHERE department IS NOT NULL;
            -- The admin's user list sorts by name and finds any part of a name or an address.
            CREATE INDEX users_name_idx ON users (name, id);
            CREATE INDEX users_name_trgm_idx ON users USING gin (name shared.gin_trgm_ops);
            CREATE INDEX users_email_trgm_idx ON users USING gin (email shared.gin_trgm_ops);
            -- A user's page shows what they did lately.
            CREATE INDEX audit_log_actor_idx ON audit_log (actor_user_id, at DESC) WHERE actor_user_id IS NOT NULL;

            -- Invitations of colleagues. Only the SHA-256 of the link's token is kept; re-sending
            -- replaces it. At most one open invitation per address.
            CREATE TABLE invitations (
                id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                email        text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
                role         text NOT NULL CHECK (role IN ('admin', 'staff')),
                department   text REFERENCES departments (name) ON UPDATE CASCADE ON DELETE SET NULL,
                locale       text NOT NULL CHECK (locale IN ('en', 'de', 'fr', 'pt')),
                token_hash   bytea NOT NULL CONSTRAINT invitations_token_hash_key UNIQUE,
                invited_by   uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at   timestamptz NOT NULL DEFAULT now(),
                sent_at      timestamptz NOT NULL DEFAULT now(),
                expires_at   timestamptz NOT NULL,
                accepted_at  timestamptz,
                -- The account the invitation became.
                user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
                revoked_at   timestamptz,
                CHECK (accepted_at IS NULL OR revoked_at IS NULL)
            );
            CREATE UNIQUE INDEX invitations_open_email_key ON invitations (email)
                WHERE accepted_at IS NULL AND revoked_at IS NULL;

            -- Task tags, the tenant's own.
            CREATE TABLE task_tags (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 50 AND name = btrim(name)),
                color       text NOT NULL DEFAULT 'primary'
                            CHECK (color IN ('primary', 'secondary', 'success', 'danger', 'warning', 'info')),
                created_at  timestamptz NOT NULL DEFAULT now()
            );
            CREATE UNIQUE INDEX task_tags_lower_name_key ON task_tags (lower(name));
            INSERT INTO task_tags (name, color) VALUES
                ('sourcing', 'primary'), ('screening', 'info'), ('interview', 'warning'), ('offer', 'success');

            -- The recruiting team's tasks. A trashed task is purged 30 days after it was trashed.
            CREATE TABLE tasks (
                id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
                description     text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
                assignee_id     uuid REFERENCES users (id) ON DELETE SET NULL,
                created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
                due_on          date,
                vacancy_id      bigint REFERENCES vacancies (id) ON DELETE SET NULL,
                application_id  bigint REFERENCES applications (id) ON DELETE SET NULL,
                is_completed    boolean NOT NULL DEFAULT false,
                is_starred      boolean NOT NULL DEFAULT false,
                is_important    boolean NOT NULL DEFAULT false,
                is_trashed      boolean NOT NULL DEFAULT false,
                completed_at    timestamptz,
                trashed_at      timestamptz,
                created_at      timestamptz NOT NULL DEFAULT now(),
                updated_at      timestamptz NOT NULL DEFAULT now(),
                CHECK (is_completed = (completed_at IS NOT NULL)),
                CHECK (is_trashed = (trashed_at IS NOT NULL))
            );
            -- A person's tasks, newest first, with the flags every view and count reads: "my
            -- tasks" and the sidebar's counts are index-only scans of one person's entries, not a
            -- heap page per task (a team's tasks interleave on the heap).
            CREATE INDEX tasks_assignee_idx ON tasks (assignee_id, id DESC)
                INCLUDE (is_trashed, is_completed, is_starred, is_important, due_on);
            CREATE INDEX tasks_application_idx ON tasks (application_id) WHERE application_id IS NOT NULL;
            CREATE INDEX tasks_vacancy_idx ON tasks (vacancy_id) WHERE vacancy_id IS NOT NULL;
            CREATE INDEX tasks_trashed_idx ON tasks (trashed_at) WHERE is_trashed;
            -- Search finds tasks by the words of their title and description (the last word
            -- searched may be unfinished), as mail search does: a trigram index read every task
            -- for a common word ("candidate"), ~25 ms on 20,000 tasks.
            ALTER TABLE tasks ADD COLUMN search tsvector GENERATED ALWAYS AS (
                to_tsvector('simple', regexp_replace(title || ' ' || description, '[[:punct:]]+', ' ', 'g'))
            ) STORED;
            CREATE INDEX tasks_words_idx ON tasks USING gin (search);

            CREATE TABLE task_tag_links (
                task_id  bigint NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
                tag_id   bigint NOT NULL REFERENCES task_tags (id) ON DELETE CASCADE,
                PRIMARY KEY (task_id, tag_id)
            );
            CREATE INDEX task_tag_links_tag_idx ON task_tag_links (tag_id, task_id);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE task_tag_links; DROP TABLE tasks; DROP TABLE task_tags; DROP TABLE invitations;
             DROP INDEX users_department_idx, users_name_idx, users_name_trgm_idx, users_email_trgm_idx,
                 audit_log_actor_idx;
             ALTER TABLE users DROP CONSTRAINT users_department_fkey, DROP COLUMN email_verified_at;
             DROP TABLE departments;",
        )
        .await
    }
}
