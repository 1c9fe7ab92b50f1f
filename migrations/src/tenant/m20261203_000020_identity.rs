use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- A sign-in session: one per refresh-token family (its id is the family's), with what
            -- the account page shows of it. Whether it is still signed in stays the tokens' say.
            CREATE TABLE user_sessions (
                id             uuid PRIMARY KEY,
                user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                method         text NOT NULL
                    CHECK (method IN ('password', 'registration', 'invitation', 'reset', 'oidc')),
                second_factor  boolean NOT NULL DEFAULT false,
                user_agent     text NOT NULL DEFAULT '',
                created_at     timestamptz NOT NULL DEFAULT now(),
                last_used_at   timestamptz NOT NULL DEFAULT now(),
                -- Set by the lock screen: no request of the session is answered until unlocked.
                locked_at      timestamptz
            );
            CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, last_used_at DESC);
            -- The sessions signed in before this migration.
            INSERT INTO user_sessions (id, user_id, method, created_at, last_used_at)
            SELECT family_id, user_id, 'password', min(created_at), max(coalesce(used_at, created_at))
            FROM refresh_tokens WHERE revoked_at IS NULL AND expires_at > now()
            GROUP BY family_id, user_id;

            -- Time-based one-time passwords (RFC 6238). The secret is sealed with the server's
            -- ENCRYPTION_KEY; `last_step` is the last time step a code was accepted for, so a code
            -- cannot be used twice.
            CREATE TABLE user_totp (
                user_id       uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
                secret        bytea NOT NULL,
                confirmed_at  timestamptz,
                last_step     bigint NOT NULL DEFAULT 0,
                created_at    timestamptz NOT NULL DEFAULT now()
            );
            -- Single-use recovery codes, stored as SHA-256.
            CREATE TABLE user_recovery_codes (
                user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                code_hash  bytea NOT NULL,
                used_at    timestamptz,
                PRIMARY KEY (user_id, code_hash)
            );
            -- Between a password and a second factor: a short-lived, single-use challenge.
            CREATE TABLE mfa_challenges (
                token_hash  bytea PRIMARY KEY,
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                method      text NOT NULL
                    CHECK (method IN ('password', 'registration', 'invitation', 'reset', 'oidc')),
                user_agent  text NOT NULL DEFAULT '',
                expires_at  timestamptz NOT NULL,
                used_at     timestamptz,
                -- Wrong codes given for it: a few spend it (the password must be given again).
                attempts    integer NOT NULL DEFAULT 0
            );
            CREATE INDEX mfa_challenges_expiry_idx ON mfa_challenges (expires_at);

            -- The tenant's identity provider (OpenID Connect): at most one row. The client secret
            -- is sealed with ENCRYPTION_KEY and never answered.
            CREATE TABLE sso_settings (
                id                  boolean PRIMARY KEY DEFAULT true CHECK (id),
                display_name        text NOT NULL,
                issuer              text NOT NULL,
                client_id           text NOT NULL,
                client_secret       bytea NOT NULL,
                scopes              text[] NOT NULL,
                allowed_domains     text[] NOT NULL,
                new_user_role       text NOT NULL CHECK (new_user_role IN ('user', 'staff')),
                staff_must_use_sso  boolean NOT NULL DEFAULT false,
                enabled             boolean NOT NULL DEFAULT true,
                updated_at          timestamptz NOT NULL DEFAULT now()
            );
            -- A sign-in sent to the provider: its `state` (as SHA-256), nonce and PKCE verifier,
            -- used once when the provider sends the browser back.
            CREATE TABLE sso_logins (
                state_hash     bytea PRIMARY KEY,
                -- SHA-256 of a cookie set on the browser that started it: the provider's answer
                -- is taken only from that browser (no signing someone into another's account).
                binder_hash    bytea NOT NULL,
                nonce          text NOT NULL,
                pkce_verifier  bytea NOT NULL,
                redirect_uri   text NOT NULL,
                expires_at     timestamptz NOT NULL,
                used_at        timestamptz
            );
            -- Accounts linked to the provider's subjects.
            CREATE TABLE user_identities (
                issuer      text NOT NULL,
                subject     text NOT NULL,
                user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                created_at  timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (issuer, subject)
            );
            CREATE INDEX user_identities_user_idx ON user_identities (user_id);
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE user_identities; DROP TABLE sso_logins; DROP TABLE sso_settings; DROP TABLE mfa_challenges; DROP TABLE user_recovery_codes; DROP TABLE user_totp; DROP TABLE user_sessions;",
        )
        .await
    }
}
