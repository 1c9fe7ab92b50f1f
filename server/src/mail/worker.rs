//! Delivers the outbox. Each replica runs one worker: it wakes on `NOTIFY erecruit_outbox` (sent
//! by the transaction that wrote the mail) and sweeps every tenant once a minute for retries.
//! Rows are claimed with `FOR UPDATE SKIP LOCKED`, so replicas never send the same mail twice.

use std::time::Duration;

use lettre::message::Mailbox;
use sea_orm::sqlx::postgres::{PgListener, PgPoolOptions};
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, FromQueryResult, Statement, Value};

use super::outbox::OUTBOX_CHANNEL;
use super::transport::{Outgoing, Transport};
use crate::database::Database;
use crate::metrics;
use crate::tenancy::{Registry, TenantSlug, TenantTx};

const BATCH: i64 = 20;
/// After this many failed attempts a mail is left for an operator to look at.
const MAX_ATTEMPTS: i32 = 8;
const SWEEP_EVERY: Duration = Duration::from_secs(60);

pub struct MailWorker {
    pub db: Database,
    pub registry: Registry,
    pub transport: Transport,
    pub from: Mailbox,
}

#[derive(FromQueryResult)]
struct PendingMail {
    id: i64,
    to_address: String,
    to_name: String,
    subject: String,
    body_text: String,
}

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

impl MailWorker {
    /// Starts the two halves: delivery on notification, and the periodic sweep for retries and
    /// anything written while no worker listened. They run side by side so a long sweep over many
    /// tenants never delays fresh mail.
    pub fn spawn(self) -> Vec<tokio::task::JoinHandle<()>> {
        let worker = std::sync::Arc::new(self);
        let listener = worker.clone();
        vec![
            tokio::spawn(async move {
                loop {
                    if let Err(err) = listener.listen().await {
                        tracing::warn!(error = %err, "mail worker lost its connection; retrying");
                    }
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }),
            tokio::spawn(async move {
                loop {
                    worker.sweep().await;
                    tokio::time::sleep(SWEEP_EVERY).await;
                }
            }),
        ]
    }

    async fn listen(&self) -> Result<(), sea_orm::sqlx::Error> {
        let options = (*self.db.pg_pool().connect_options()).clone();
        let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(OUTBOX_CHANNEL).await?;
        loop {
            match listener.try_recv().await? {
                Some(notification) => match TenantSlug::parse(notification.payload()) {
                    Ok(slug) => {
                        self.deliver_logged(&slug).await;
                    }
                    Err(_) => tracing::warn!(payload = notification.payload(), "ignoring outbox notification"),
                },
                // Reconnected: notifications may have been missed; the next sweep catches up.
                None => tracing::warn!("mail worker reconnected"),
            }
        }
    }

    async fn sweep(&self) {
        let slugs = match active_tenants(&self.db).await {
            Ok(slugs) => slugs,
            Err(err) => {
                tracing::warn!(error = %err, "mail worker could not list tenants");
                return;
            }
        };
        let mut unsent = 0;
        for slug in slugs {
            unsent += self.deliver_logged(&slug).await;
        }
        metrics::set_outbox_unsent(unsent);
    }

    /// Delivers what is due and returns how many mails remain unsent (0 when the round failed).
    async fn deliver_logged(&self, slug: &TenantSlug) -> i64 {
        self.deliver(slug).await.unwrap_or_else(|err| {
            tracing::warn!(tenant = %slug, error = %err, "mail delivery round failed");
            0
        })
    }

    /// Sends every due mail of one tenant, a batch per transaction, and returns how many remain
    /// unsent (waiting for a retry, or given up on).
    pub async fn deliver(&self, slug: &TenantSlug) -> anyhow::Result<i64> {
        let Some(tenant) = self.registry.by_slug(slug).await.map_err(|err| anyhow::anyhow!("{err}"))? else {
            return Ok(0);
        };
        loop {
            let tx = TenantTx::begin(&self.db, tenant.clone()).await?;
            // The sweep visits every tenant once a minute: its statements bypass the per-tenant
            // tags (see `TenantTx`), so they do not crowd the statement cache tenant by tenant.
            let untagged: &DatabaseTransaction = &tx;
            let batch = PendingMail::find_by_statement(statement(
                "SELECT id, to_address, to_name, subject, body_text FROM outbox_emails
                 WHERE sent_at IS NULL AND next_attempt_at <= now()
                 ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED",
                vec![BATCH.into()],
            ))
            .all(untagged)
            .await?;
            let full = batch.len() as i64 == BATCH;
            for mail in &batch {
                let outgoing = Outgoing {
                    tenant: slug.as_str(),
                    id: mail.id,
                    to_address: &mail.to_address,
                    to_name: &mail.to_name,
                    subject: &mail.subject,
                    body: &mail.body_text,
                };
                let result = self.transport.send(&self.from, &outgoing).await;
                record_attempt(&tx, mail.id, result.err().map(|err| err.to_string())).await?;
            }
            if !full {
                let unsent = untagged
                    .query_one_raw(statement(
                        "SELECT count(*) AS unsent FROM outbox_emails WHERE sent_at IS NULL",
                        vec![],
                    ))
                    .await?
                    .map_or(Ok(0), |row| row.try_get::<i64>("", "unsent"))?;
                tx.commit().await?;
                return Ok(unsent);
            }
            tx.commit().await?;
        }
    }
}

async fn record_attempt(tx: &TenantTx, id: i64, error: Option<String>) -> Result<(), DbErr> {
    let statement = match error {
        None => statement(
            "UPDATE outbox_emails SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1",
            vec![id.into()],
        ),
        Some(error) => statement(
            "UPDATE outbox_emails SET attempts = attempts + 1, last_error = $2,
                    next_attempt_at = CASE WHEN attempts + 1 >= $3 THEN 'infinity'
                                           ELSE now() + least(make_interval(secs => 30 * 2 ^ attempts), interval '1 hour') END
             WHERE id = $1",
            vec![id.into(), error.into(), MAX_ATTEMPTS.into()],
        ),
    };
    tx.execute_raw(statement).await?;
    Ok(())
}

async fn active_tenants(db: &Database) -> Result<Vec<TenantSlug>, DbErr> {
    let rows = db
        .connection()
        .query_all_raw(statement("SELECT slug FROM shared.tenants WHERE status = 'active' ORDER BY slug", vec![]))
        .await?;
    Ok(rows
        .iter()
        .filter_map(|row| row.try_get::<String>("", "slug").ok())
        .filter_map(|slug| TenantSlug::parse(&slug).ok())
        .collect())
}
