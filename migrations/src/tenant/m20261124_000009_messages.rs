use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Messages between a tenant's recruiters and its applicants. A thread is the first
            -- message and its replies, optionally about one application.
            CREATE TABLE mail_threads (
                id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                application_id  bigint REFERENCES applications (id) ON DELETE SET NULL,
                created_at      timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX mail_threads_application_idx ON mail_threads (application_id)
                WHERE application_id IS NOT NULL;

            -- One row per message. The sender's name and address are kept as sent (search matches
            -- them; an erased sender's are replaced by a pseudonym); recipients are user ids, shown
            -- with their current names. A draft has only its author's copy until it is sent.
            CREATE TABLE mail_messages (
                id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                thread_id       bigint NOT NULL REFERENCES mail_threads (id) ON DELETE CASCADE,
                sender_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
                sender_name     text NOT NULL,
                sender_email    text NOT NULL,
                to_user_ids     uuid[] NOT NULL DEFAULT '{}' CHECK (cardinality(to_user_ids) <= 50),
                subject         text NOT NULL CHECK (length(subject) <= 200),
                body            text NOT NULL CHECK (length(body) <= 20000),
                private         boolean NOT NULL DEFAULT false,
                is_draft        boolean NOT NULL DEFAULT false,
                sent_at         timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX mail_messages_thread_idx ON mail_messages (thread_id, sent_at, id);
            CREATE INDEX mail_messages_sender_idx ON mail_messages (sender_user_id);
            -- Search matches sender name, sender address, subject or body anywhere in the text:
            -- a trigram index on the four together answers `ILIKE '%text%'` without reading every
            -- message. The expression is repeated verbatim by `messages::repo` (SEARCH_TEXT).
            CREATE INDEX mail_messages_search_idx ON mail_messages USING gin
                ((sender_name || ' ' || sender_email || ' ' || subject || ' ' || body) shared.gin_trgm_ops);

            -- Each participant's own state of a message: folder, star, unread, labels. `sent_at`
            -- and `application_id` repeat the message's and its thread's, so a folder's page and
            -- the unread counts are read from this table alone.
            CREATE TABLE mail_copies (
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                message_id  bigint NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
                folder      text NOT NULL CHECK (folder IN ('inbox', 'sent', 'draft', 'trash', 'spam')),
                starred     boolean NOT NULL DEFAULT false,
                unread      boolean NOT NULL DEFAULT false,
                labels      text[] NOT NULL DEFAULT '{}'
                            CHECK (labels <@ ARRAY['personal', 'company', 'important', 'private']),
                sent_at     timestamptz NOT NULL,
                application_id  bigint REFERENCES applications (id) ON DELETE SET NULL,
                PRIMARY KEY (user_id, message_id)
            );
            CREATE INDEX mail_copies_folder_idx ON mail_copies (user_id, folder, sent_at DESC, message_id DESC);
            CREATE INDEX mail_copies_time_idx ON mail_copies (user_id, sent_at DESC, message_id DESC);
            CREATE INDEX mail_copies_message_idx ON mail_copies (message_id);
            CREATE INDEX mail_copies_application_idx ON mail_copies (user_id, application_id, sent_at DESC)
                WHERE application_id IS NOT NULL;
            -- The unread counts read only unread copies (and drafts, which are counted whole).
            CREATE INDEX mail_copies_unread_idx ON mail_copies (user_id) WHERE unread OR folder = 'draft';

            CREATE TABLE mail_attachments (
                message_id  bigint NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
                file_id     uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
                position    smallint NOT NULL,
                PRIMARY KEY (message_id, file_id)
            );
            CREATE INDEX mail_attachments_file_idx ON mail_attachments (file_id);

            -- When a participant was last told of a thread by e-mail: at most one notice per
            -- thread and participant per 15 minutes.
            CREATE TABLE mail_notices (
                thread_id    bigint NOT NULL REFERENCES mail_threads (id) ON DELETE CASCADE,
                user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                notified_at  timestamptz NOT NULL,
                PRIMARY KEY (thread_id, user_id)
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE mail_notices, mail_attachments, mail_copies, mail_messages, mail_threads;")
            .await
    }
}
