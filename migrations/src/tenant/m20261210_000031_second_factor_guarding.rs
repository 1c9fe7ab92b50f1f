use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Wrong codes in a row, across challenges and clients: at the limit the factor locks
            -- (`locked_at`) until a recovery code or an admin's reset; the owner is mailed.
            ALTER TABLE user_totp
                ADD COLUMN failed_codes integer NOT NULL DEFAULT 0,
                ADD COLUMN locked_at timestamptz;
            -- Recovery codes are stored as HMAC-SHA-256 under a key derived from ENCRYPTION_KEY
            -- of their SHA-256. Rows written before have the bare SHA-256 (`keyed` false): the
            -- server wraps them under the key (it needs no plain code to do so) when it next
            -- checks one of the user's codes and in the pruner's rounds.
            ALTER TABLE user_recovery_codes ADD COLUMN keyed boolean NOT NULL DEFAULT false;
            -- Enrolling a second factor at sign-in takes a code mailed to the account's address:
            -- the password alone does not bind an authenticator.
            ALTER TABLE mfa_challenges
                ADD COLUMN email_code_hash bytea,
                ADD COLUMN email_verified_at timestamptz;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "ALTER TABLE mfa_challenges DROP COLUMN email_verified_at, DROP COLUMN email_code_hash; \
             ALTER TABLE user_recovery_codes DROP COLUMN keyed; \
             ALTER TABLE user_totp DROP COLUMN locked_at, DROP COLUMN failed_codes;",
        )
        .await
    }
}
