//! Delivers the mail outbox: one [`delivery`](crate::delivery) worker per replica wakes on
//! `NOTIFY erecruit_outbox` (sent by the transaction that wrote the mail) and sweeps the tenants
//! `shared.mail_due` lists. Rows are claimed with `FOR UPDATE SKIP LOCKED` and held while sent,
//! so replicas never send the same mail twice.

use lettre::message::Mailbox;
use sea_orm::sea_query::{Expr, ExprTrait, LockBehavior, LockType};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect};

use super::outbox::{OUTBOX_CHANNEL, outbox_email};
use super::transport::{Outgoing, Transport};
use crate::delivery::{self, DueTable, Outbox};
pub use crate::delivery::{Sweep, SweepReport};
use crate::metrics;
#[allow(clippy::disallowed_types)] // the worker's own pool, see `MailWorker`
use crate::tenancy::Database;
use crate::tenancy::{Registry, TenantSlug, TenantTx};

const BATCH: u64 = 20;
/// After this many failed attempts a mail is left for an operator to look at.
const MAX_ATTEMPTS: i32 = 8;

/// `shared.mail_due` (migration `m20261122_000002_mail_due`) and how the outbox is read for it.
/// Mail given up on waits until 'infinity', which has no chrono value: it reads as NULL.
const MAIL_DUE: DueTable = DueTable {
    table: "mail_due",
    // "ML"; all namespaces are listed at `tenancy::migrate::LOCK_NAMESPACE`.
    lock_namespace: 0x4d4c,
    outstanding: "WITH o AS (
         SELECT count(*) AS unsent, min(next_attempt_at) FILTER (WHERE next_attempt_at < 'infinity') AS due_at
         FROM outbox_emails WHERE sent_at IS NULL
     )
     SELECT o.unsent, o.due_at, d.unsent = o.unsent AND d.due_at = coalesce(o.due_at, 'infinity') AS recorded
     FROM o LEFT JOIN shared.mail_due d ON d.tenant_id = $1",
};

/// When a failed mail is tried next: exponential backoff from 30 s up to an hour, and never again
/// ('infinity') after `$1` attempts. Raw: sea-query has no `make_interval` or `^`.
const NEXT_ATTEMPT: &str = "CASE WHEN attempts + 1 >= $1 THEN 'infinity'
     ELSE now() + least(make_interval(secs => 30 * 2 ^ attempts), interval '1 hour') END";

// The worker visits every tenant from the pool by design (docs/architecture.md, "Tenant binding").
#[allow(clippy::disallowed_types)]
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
    calendar: Option<String>,
    calendar_method: Option<String>,
    unsubscribe_url: Option<String>,
}

impl Outbox for MailWorker {
    const NAME: &'static str = "mail";
    const CHANNEL: &'static str = OUTBOX_CHANNEL;
    const DUE: DueTable = MAIL_DUE;

    #[allow(clippy::disallowed_types)]
    fn db(&self) -> &Database {
        &self.db
    }

    fn registry(&self) -> &Registry {
        &self.registry
    }

    async fn round(&self, tx: &TenantTx) -> anyhow::Result<bool> {
        MailWorker::round(self, tx).await
    }

    fn publish_waiting(&self, waiting: i64) {
        metrics::set_outbox_unsent(waiting);
    }
}

impl MailWorker {
    /// Starts the worker's listening and sweeping halves ([`delivery::spawn`]).
    pub fn spawn(self) -> Vec<tokio::task::JoinHandle<()>> {
        delivery::spawn(self)
    }

    /// Runs one delivery round for each tenant the sweep covers and for each of `retry`.
    pub async fn sweep(&self, kind: Sweep, retry: &[TenantSlug]) -> Result<SweepReport, DbErr> {
        delivery::sweep(self, kind, retry).await
    }

    /// Sends every due mail of one tenant, a batch per transaction, records in `shared.mail_due`
    /// what is left, and returns how many remain unsent (waiting for a retry, or given up on).
    pub async fn deliver(&self, slug: &TenantSlug) -> anyhow::Result<i64> {
        delivery::deliver(self, slug).await
    }

    /// Sends up to a batch of due mail; whether the batch was full.
    async fn round(&self, tx: &TenantTx) -> anyhow::Result<bool> {
        let slug = &tx.tenant().slug;
        use outbox_email::Column as C;
        // The sweep visits every tenant once a minute: its statements bypass the per-tenant tags
        // (see `TenantTx`), so they do not crowd the statement cache tenant by tenant.
        #[allow(clippy::disallowed_methods)]
        let untagged = tx.untagged();
        let batch = outbox_email::Entity::find()
            .select_only()
            .columns([
                C::Id,
                C::ToAddress,
                C::ToName,
                C::Subject,
                C::BodyText,
                C::Calendar,
                C::CalendarMethod,
                C::UnsubscribeUrl,
            ])
            .filter(C::SentAt.is_null())
            .filter(Expr::col(C::NextAttemptAt).lte(Expr::current_timestamp()))
            .order_by_asc(C::Id)
            .limit(BATCH)
            .lock_with_behavior(LockType::Update, LockBehavior::SkipLocked)
            .into_model::<PendingMail>()
            .all(&untagged)
            .await?;
        for mail in &batch {
            let outgoing = Outgoing {
                tenant: slug.as_str(),
                id: mail.id,
                to_address: &mail.to_address,
                to_name: &mail.to_name,
                subject: &mail.subject,
                body: &mail.body_text,
                calendar: mail.calendar.as_deref().zip(mail.calendar_method.as_deref()),
                unsubscribe_url: mail.unsubscribe_url.as_deref(),
            };
            let result = self.transport.send(&self.from, &outgoing).await;
            record_attempt(tx, mail.id, result.err().map(|err| err.to_string())).await?;
        }
        Ok(batch.len() as u64 == BATCH)
    }
}

async fn record_attempt(tx: &TenantTx, id: i64, error: Option<String>) -> Result<(), DbErr> {
    use outbox_email::Column as C;
    let update = outbox_email::Entity::update_many().col_expr(C::Attempts, Expr::col(C::Attempts).add(1));
    let update = match error {
        None => update
            .col_expr(C::SentAt, Expr::current_timestamp())
            .col_expr(C::LastError, Expr::value(Option::<String>::None)),
        Some(error) => update
            .col_expr(C::LastError, Expr::value(error))
            .col_expr(C::NextAttemptAt, Expr::cust_with_values(NEXT_ATTEMPT, [MAX_ATTEMPTS])),
    };
    update.filter(C::Id.eq(id)).exec(tx).await?;
    Ok(())
}
