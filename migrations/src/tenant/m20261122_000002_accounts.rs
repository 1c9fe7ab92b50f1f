use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            CREATE TABLE users (
                id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                email          text NOT NULL CONSTRAINT users_email_key UNIQUE
                               CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
                password_hash  text NOT NULL,
                name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                role           text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'staff', 'user')),
                status         text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'deactivated')),
                department     text CHECK (length(department) <= 100),
                locale         text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'de', 'fr', 'pt')),
                -- The applicant profile's numeric id (the client's `userInfo.person`); NULL until saved.
                person_id      bigint,
                failed_logins  integer NOT NULL DEFAULT 0,
                locked_until   timestamptz,
                last_login_at  timestamptz,
                created_at     timestamptz NOT NULL DEFAULT now(),
                updated_at     timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX users_role_status_idx ON users (role, status);

            -- Opaque refresh tokens, stored as SHA-256 hashes. Every rotation inserts a new row in the
            -- same family; presenting a used token revokes the family.
            CREATE TABLE refresh_tokens (
                id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                family_id   uuid NOT NULL,
                token_hash  bytea NOT NULL CONSTRAINT refresh_tokens_token_hash_key UNIQUE,
                created_at  timestamptz NOT NULL DEFAULT now(),
                expires_at  timestamptz NOT NULL,
                used_at     timestamptz,
                revoked_at  timestamptz
            );
            CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
            CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL;

            CREATE TABLE password_resets (
                id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                token_hash  bytea NOT NULL CONSTRAINT password_resets_token_hash_key UNIQUE,
                created_at  timestamptz NOT NULL DEFAULT now(),
                expires_at  timestamptz NOT NULL,
                used_at     timestamptz
            );

            -- Mail is written here in the same transaction as its cause and sent by a worker.
            CREATE TABLE outbox_emails (
                id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                to_address       text NOT NULL,
                to_name          text NOT NULL DEFAULT '',
                locale           text NOT NULL DEFAULT 'en',
                template         text NOT NULL,
                subject          text NOT NULL,
                body_text        text NOT NULL,
                created_at       timestamptz NOT NULL DEFAULT now(),
                attempts         integer NOT NULL DEFAULT 0,
                next_attempt_at  timestamptz NOT NULL DEFAULT now(),
                sent_at          timestamptz,
                last_error       text
            );
            CREATE INDEX outbox_emails_due_idx ON outbox_emails (next_attempt_at) WHERE sent_at IS NULL;

            -- Sliding-window rate limiting (failed sign-ins per e-mail and per IP, registrations and
            -- reset requests per IP). Kept in the database so every replica counts the same events.
            CREATE TABLE rate_limit_events (
                bucket  text NOT NULL,
                at      timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX rate_limit_events_bucket_at_idx ON rate_limit_events (bucket, at);

            CREATE INDEX audit_log_at_idx ON audit_log (at DESC);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP INDEX audit_log_at_idx; DROP TABLE rate_limit_events; DROP TABLE outbox_emails;
             DROP TABLE password_resets; DROP TABLE refresh_tokens; DROP TABLE users;",
        )
        .await
    }
}
