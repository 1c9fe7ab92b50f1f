use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Live chat between two users of the tenant. A conversation is the pair of users:
            -- `pair_low` and `pair_high` name it whichever way a message goes, so one index
            -- answers a conversation's history and its last message.
            CREATE TABLE chat_messages (
                id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                sender_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                recipient_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                pair_low      uuid GENERATED ALWAYS AS (least(sender_id, recipient_id)) STORED,
                pair_high     uuid GENERATED ALWAYS AS (greatest(sender_id, recipient_id)) STORED,
                body          text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
                sent_at       timestamptz NOT NULL DEFAULT now(),
                seen_at       timestamptz,
                CHECK (sender_id <> recipient_id)
            );
            CREATE INDEX chat_messages_pair_idx ON chat_messages (pair_low, pair_high, id);
            -- Unseen counts and mark-seen read only unseen messages.
            CREATE INDEX chat_messages_unseen_idx ON chat_messages (recipient_id, sender_id)
                WHERE seen_at IS NULL;
            -- A socket's resync: a user's messages after an id, either way.
            CREATE INDEX chat_messages_sender_idx ON chat_messages (sender_id, id);
            CREATE INDEX chat_messages_recipient_idx ON chat_messages (recipient_id, id);

            -- Each participant's own chat with a contact: made by the first message either way.
            CREATE TABLE chats (
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                contact_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                is_pinned   boolean NOT NULL DEFAULT false,
                created_at  timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (user_id, contact_id),
                CHECK (user_id <> contact_id)
            );
            CREATE INDEX chats_contact_idx ON chats (contact_id);

            -- What a user shows their contacts: a chosen status (shown while they have a socket
            -- open; offline otherwise) and a line about themselves.
            CREATE TABLE chat_settings (
                user_id  uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                status   text NOT NULL DEFAULT 'online'
                         CHECK (status IN ('online', 'away', 'do_not_disturb')),
                about    text CHECK (length(about) <= 140)
            );

            -- Single-use, short-lived tickets that open a socket (browsers cannot send a bearer
            -- token on one). Only the SHA-256 of a ticket is kept.
            CREATE TABLE chat_tickets (
                ticket_hash  bytea PRIMARY KEY,
                user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                expires_at   timestamptz NOT NULL
            );
            CREATE INDEX chat_tickets_expiry_idx ON chat_tickets (expires_at);

            -- Who has a socket open on which replica. A replica refreshes its rows while it runs;
            -- rows a stopped replica left behind stop counting once they are stale.
            CREATE TABLE chat_presence (
                user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                replica_id    uuid NOT NULL,
                refreshed_at  timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (user_id, replica_id)
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(manager, "DROP TABLE chat_presence, chat_tickets, chat_settings, chats, chat_messages;").await
    }
}
