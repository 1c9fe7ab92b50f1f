use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Every searched text folds case and diacritics (`shared.words`, the shared migrator's):
            -- the generated columns are made again with it, and queries use it too (db::tsquery).
            -- Dropping a column drops its index.
            ALTER TABLE vacancies DROP COLUMN search;
            ALTER TABLE vacancies ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('shared.words', title), 'A')
                || setweight(to_tsvector('shared.words', coalesce(department, '') || ' ' || coalesce(location, '')), 'B')
                || setweight(to_tsvector('shared.words', description || ' ' || requirements), 'C')
            ) STORED;
            CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);

            ALTER TABLE mail_messages DROP COLUMN search;
            ALTER TABLE mail_messages ADD COLUMN search tsvector GENERATED ALWAYS AS (
                to_tsvector('shared.words', regexp_replace(
                    sender_name || ' ' || sender_email || ' ' || subject || ' ' || body,
                    '[[:punct:]]+', ' ', 'g'))
            ) STORED;
            CREATE INDEX mail_messages_words_idx ON mail_messages USING gin (search);
            ALTER TABLE mail_messages ALTER COLUMN search SET STATISTICS 1000;

            ALTER TABLE tasks DROP COLUMN search;
            ALTER TABLE tasks ADD COLUMN search tsvector GENERATED ALWAYS AS (
                to_tsvector('shared.words', regexp_replace(title || ' ' || description, '[[:punct:]]+', ' ', 'g'))
            ) STORED;
            CREATE INDEX tasks_words_idx ON tasks USING gin (search);

            -- Candidates are found by the words of their name, headline, skills and phone, and by
            -- a name typed with a typo (trigrams of the folded name); e-mail addresses by their
            -- start (`text_pattern_ops` makes `LIKE 'ana@ex%'` an index range).
            ALTER TABLE persons ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('shared.words', full_name), 'A')
                || setweight(to_tsvector('shared.words', regexp_replace(
                       coalesce(headline, '') || ' ' || shared.joined(skills), '[[:punct:]]+', ' ', 'g')), 'B')
                || setweight(to_tsvector('shared.words', regexp_replace(coalesce(phone, ''), '[[:punct:]]+', ' ', 'g')), 'C')
            ) STORED;
            CREATE INDEX persons_search_idx ON persons USING gin (search);
            -- The name folded once, for exact and prefix ranking and its trigrams: folding it for
            -- every hit of a search cost ~10 µs a row.
            ALTER TABLE persons ADD COLUMN folded_name text GENERATED ALWAYS AS (shared.folded(full_name)) STORED;
            CREATE INDEX persons_name_trgm_idx ON persons USING gin (folded_name shared.gin_trgm_ops);
            CREATE INDEX users_email_prefix_idx ON users (email text_pattern_ops);

            -- The text of a PDF or Word file, extracted once when it is uploaded (NULL for other
            -- files and for documents without text), and the words of its name and text. Only CVs
            -- and attachments are searched, so only they are indexed.
            ALTER TABLE files ADD COLUMN text text CHECK (length(text) <= 200000);
            ALTER TABLE files ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('shared.words', regexp_replace(coalesce(original_name, ''), '[[:punct:]]+', ' ', 'g')), 'A')
                || setweight(to_tsvector('shared.words', coalesce(text, '')), 'C')
            ) STORED;
            CREATE INDEX files_search_idx ON files USING gin (search) WHERE kind IN ('cv', 'attachment');
            -- A CV found by its text is shown through the application that sent it.
            CREATE INDEX applications_cv_file_idx ON applications (cv_file_id, created_at DESC)
                WHERE cv_file_id IS NOT NULL;

            -- A user's bookmarks, in their order. The starred ones in that order are the navbar's
            -- first ten and then the overflow list; starring puts a bookmark last.
            CREATE TABLE bookmarks (
                id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
                link        text NOT NULL CHECK (length(link) BETWEEN 1 AND 500),
                icon        text CHECK (length(icon) <= 40),
                starred     boolean NOT NULL DEFAULT false,
                position    integer NOT NULL,
                created_at  timestamptz NOT NULL DEFAULT now(),
                CONSTRAINT bookmarks_user_link_key UNIQUE (user_id, link)
            );
            CREATE INDEX bookmarks_user_position_idx ON bookmarks (user_id, position);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            DROP TABLE bookmarks;
            DROP INDEX applications_cv_file_idx;
            ALTER TABLE files DROP COLUMN search, DROP COLUMN text;
            DROP INDEX users_email_prefix_idx;
            ALTER TABLE persons DROP COLUMN search, DROP COLUMN folded_name;
            ALTER TABLE tasks DROP COLUMN search;
            ALTER TABLE tasks ADD COLUMN search tsvector GENERATED ALWAYS AS (
                to_tsvector('simple', regexp_replace(title || ' ' || description, '[[:punct:]]+', ' ', 'g'))
            ) STORED;
            CREATE INDEX tasks_words_idx ON tasks USING gin (search);
            ALTER TABLE mail_messages DROP COLUMN search;
            ALTER TABLE mail_messages ADD COLUMN search tsvector GENERATED ALWAYS AS (
                to_tsvector('simple', regexp_replace(
                    sender_name || ' ' || sender_email || ' ' || subject || ' ' || body,
                    '[[:punct:]]+', ' ', 'g'))
            ) STORED;
            CREATE INDEX mail_messages_words_idx ON mail_messages USING gin (search);
            ALTER TABLE mail_messages ALTER COLUMN search SET STATISTICS 1000;
            ALTER TABLE vacancies DROP COLUMN search;
            ALTER TABLE vacancies ADD COLUMN search tsvector GENERATED ALWAYS AS (
                setweight(to_tsvector('simple', title), 'A')
                || setweight(to_tsvector('simple', coalesce(department, '') || ' ' || coalesce(location, '')), 'B')
                || setweight(to_tsvector('simple', description || ' ' || requirements), 'C')
            ) STORED;
            CREATE INDEX vacancies_search_idx ON vacancies USING gin (search);
            "#,
        )
        .await
    }
}
