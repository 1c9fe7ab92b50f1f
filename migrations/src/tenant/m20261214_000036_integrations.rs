use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A service identity (an API key's) is a user of its own, so everything it does is
            -- recorded as done by it. It never signs in, is never listed as a colleague, and is
            -- deactivated with its key.
            ALTER TABLE users ADD COLUMN kind text NOT NULL DEFAULT 'person'
                CHECK (kind IN ('person', 'service'));

            -- API keys: only the SHA-256 of a key is kept (keys are 256 random bits, so a fast
            -- hash suffices); `prefix` is what the admin pages show to tell keys apart.
            CREATE TABLE api_keys (
                id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                user_id       uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
                name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                prefix        text NOT NULL,
                key_hash      bytea NOT NULL CONSTRAINT api_keys_key_hash_key UNIQUE,
                scopes        text[] NOT NULL,
                expires_at    timestamptz,
                last_used_at  timestamptz,
                created_by    uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at    timestamptz NOT NULL DEFAULT now(),
                revoked_at    timestamptz
            );

            -- Where the tenant's events are sent (Standard Webhooks). Secrets are sealed with the
            -- server's key; after a rotation the previous one still signs until `previous_until`.
            CREATE TABLE webhook_endpoints (
                id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                url                   text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
                description           text NOT NULL DEFAULT '' CHECK (length(description) <= 200),
                events                text[] NOT NULL CHECK (cardinality(events) > 0),
                secret                bytea NOT NULL,
                previous_secret       bytea,
                previous_until        timestamptz,
                enabled               boolean NOT NULL DEFAULT true,
                disabled_at           timestamptz,
                consecutive_failures  integer NOT NULL DEFAULT 0,
                created_by            uuid REFERENCES users (id) ON DELETE SET NULL,
                created_at            timestamptz NOT NULL DEFAULT now(),
                updated_at            timestamptz NOT NULL DEFAULT now()
            );

            -- The outbox: one row per event and endpoint, written by the transaction that made
            -- the change. Its id is the `webhook-id` of every attempt. A worker claims a due row
            -- with FOR UPDATE SKIP LOCKED and counts the attempt in the same transaction, so each
            -- attempt is made by one replica. `candidate_user_id` names whose data the body holds,
            -- for erasure.
            CREATE TABLE webhook_deliveries (
                id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                endpoint_id        uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
                event              text NOT NULL,
                body               text NOT NULL,
                candidate_user_id  uuid,
                -- The application the body is about, for retention's anonymisation.
                application_id     bigint,
                created_at         timestamptz NOT NULL DEFAULT now(),
                attempts           integer NOT NULL DEFAULT 0,
                next_attempt_at    timestamptz NOT NULL DEFAULT now(),
                state              text NOT NULL DEFAULT 'pending'
                                   CHECK (state IN ('pending', 'delivered', 'failed')),
                finished_at        timestamptz,
                -- Sent again by hand: one attempt now, no schedule and no disabling after it.
                manual             boolean NOT NULL DEFAULT false
            );
            CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
                WHERE state = 'pending';
            CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);
            CREATE INDEX webhook_deliveries_candidate_idx ON webhook_deliveries (candidate_user_id)
                WHERE candidate_user_id IS NOT NULL;
            CREATE INDEX webhook_deliveries_application_idx ON webhook_deliveries (application_id)
                WHERE application_id IS NOT NULL;

            -- The delivery log: one row per attempt, so an attempt is recorded once.
            CREATE TABLE webhook_attempts (
                delivery_id   uuid NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
                attempt       integer NOT NULL CHECK (attempt > 0),
                started_at    timestamptz NOT NULL,
                latency_ms    integer NOT NULL,
                status        integer,
                error         text,
                response      text CHECK (length(response) <= 1000),
                PRIMARY KEY (delivery_id, attempt)
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE webhook_attempts, webhook_deliveries, webhook_endpoints, api_keys;
             ALTER TABLE users DROP COLUMN kind;",
        )
        .await
    }
}
