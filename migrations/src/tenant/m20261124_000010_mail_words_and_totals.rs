use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Search finds messages by the words of their sender's name and address, subject and
            -- body (the last word searched may be unfinished), as vacancy search does. The trigram
            -- index it replaces answered "contains" patterns, but a name search read the posting
            -- lists of every common trigram ("app", "lic", ...) once per candidate: ~8 ms on
            -- 200,000 messages, against well under 1 ms for whole words. Punctuation becomes a
            -- space first, so an address is found by its parts ("ana", "example").
            ALTER TABLE mail_messages ADD COLUMN search tsvector GENERATED ALWAYS AS (
                to_tsvector('simple', regexp_replace(
                    sender_name || ' ' || sender_email || ' ' || subject || ' ' || body,
                    '[[:punct:]]+', ' ', 'g'))
            ) STORED;
            CREATE INDEX mail_messages_words_idx ON mail_messages USING gin (search);
            -- How many messages a word is in, for the planner: with the default statistics a name
            -- that is in 50 of 200,000 messages was estimated at 1,000-4,000, and the search walked
            -- the inbox instead of reading the index. 1,000 keeps ten times as many words.
            ALTER TABLE mail_messages ALTER COLUMN search SET STATISTICS 1000;
            DROP INDEX mail_messages_search_idx;

            -- How many copies each user has in each folder, so a folder's page does not count the
            -- folder (20,000 index entries for a busy inbox) on every request. `messages::repo`
            -- adds to it in the statement after each change of copies, in the same transaction (not
            -- a trigger: tenant schemas stay free of triggers, which Citus refuses by default).
            CREATE TABLE mail_folder_totals (
                user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                folder   text NOT NULL CHECK (folder IN ('inbox', 'sent', 'draft', 'trash', 'spam')),
                total    bigint NOT NULL,
                PRIMARY KEY (user_id, folder)
            );
            INSERT INTO mail_folder_totals (user_id, folder, total)
                SELECT user_id, folder, count(*) FROM mail_copies GROUP BY user_id, folder;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            DROP TABLE mail_folder_totals;
            CREATE INDEX mail_messages_search_idx ON mail_messages USING gin
                ((sender_name || ' ' || sender_email || ' ' || subject || ' ' || body) shared.gin_trgm_ops);
            ALTER TABLE mail_messages DROP COLUMN search;
            "#,
        )
        .await
    }
}
