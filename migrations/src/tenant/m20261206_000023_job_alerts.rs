use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            -- Job alerts: a visitor (no account needed) asks for a daily e-mail of new vacancies
            -- matching categories and keywords. Nothing is sent before the address confirms
            -- (`confirm_hash`, single use, 7 days). The manage token (in every mail, for the manage
            -- page and the one-click unsubscribe) is kept as SHA-256 to find the alert and sealed
            -- with ENCRYPTION_KEY to write it into the next digest.
            CREATE TABLE job_alerts (
                id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                email               text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
                categories          text[] NOT NULL DEFAULT '{}'
                    CHECK (categories <@ ARRAY['fresh_graduate', 'experienced', 'internship']),
                keywords            text NOT NULL DEFAULT '' CHECK (length(keywords) <= 200),
                locale              text NOT NULL CHECK (locale IN ('en', 'de', 'fr', 'pt')),
                confirm_hash        bytea UNIQUE,
                confirm_expires_at  timestamptz,
                manage_hash         bytea NOT NULL UNIQUE,
                manage_sealed       bytea NOT NULL,
                confirmed_at        timestamptz,
                last_digest_at      timestamptz,
                created_at          timestamptz NOT NULL DEFAULT now()
            );
            CREATE INDEX job_alerts_email_idx ON job_alerts (lower(email));
            CREATE INDEX job_alerts_due_idx ON job_alerts (last_digest_at NULLS FIRST) WHERE confirmed_at IS NOT NULL;
            -- What each alert has mailed: a vacancy is in at most one digest of an alert.
            CREATE TABLE job_alert_deliveries (
                alert_id    bigint NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
                vacancy_id  bigint NOT NULL REFERENCES vacancies (id) ON DELETE CASCADE,
                sent_at     timestamptz NOT NULL DEFAULT now(),
                PRIMARY KEY (alert_id, vacancy_id)
            );
            -- A mail with a one-click unsubscribe address (RFC 8058) carries it in its headers.
            ALTER TABLE outbox_emails ADD COLUMN unsubscribe_url text;
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "ALTER TABLE outbox_emails DROP COLUMN unsubscribe_url; DROP TABLE job_alert_deliveries; DROP TABLE job_alerts;",
        )
        .await
    }
}
