//! Delivers the outbox. Each replica runs one worker: it wakes on `NOTIFY erecruit_outbox` (sent
//! by the transaction that wrote the mail), and once a minute it visits the tenants that
//! `shared.mail_due` lists as having mail due for a retry, plus any whose last round failed. Every
//! delivery round ends by recording its tenant's state there, so the minutely sweep costs one
//! query however many tenants there are. A full sweep over every tenant runs once the worker
//! listens (at start-up, and again after its listening connection was lost) and hourly as a safety
//! net; it catches mail whose notification nobody heard. Rows are claimed with
//! `FOR UPDATE SKIP LOCKED`, so replicas never send the same mail twice.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lettre::message::Mailbox;
use sea_orm::sea_query::{Expr, ExprTrait, Func, LockBehavior, LockType, OnConflict, Query, SelectStatement};
use sea_orm::sqlx::postgres::{PgListener, PgPoolOptions};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityName, EntityTrait, FromQueryResult, Order, QueryFilter,
    QueryOrder, QuerySelect, RelationTrait,
};
use tokio::sync::Notify;

use super::outbox::{OUTBOX_CHANNEL, outbox_email};
use super::transport::{Outgoing, Transport};
use crate::db;
use crate::metrics;
#[allow(clippy::disallowed_types)] // the worker's own pool, see `MailWorker`
use crate::tenancy::Database;
use crate::tenancy::migrate::advisory_xact_lock;
use crate::tenancy::{Registry, TenantSlug, TenantStatus, TenantTx, active_tenants, tenant_entity};

const BATCH: u64 = 20;
/// After this many failed attempts a mail is left for an operator to look at.
const MAX_ATTEMPTS: i32 = 8;
const SWEEP_EVERY: Duration = Duration::from_secs(60);
const FULL_SWEEP_EVERY: Duration = Duration::from_secs(60 * 60);
/// Advisory-lock namespace of a tenant's `shared.mail_due` row ("ML"; all namespaces are listed at
/// `tenancy::migrate::LOCK_NAMESPACE`).
const MAIL_DUE_LOCK_NAMESPACE: i32 = 0x4d4c;

/// `shared.mail_due`: which tenants hold unsent mail, and from when it is due (migration
/// `m20261122_000002_mail_due`).
mod mail_due {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(schema_name = "shared", table_name = "mail_due")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub tenant_id: Uuid,
        /// The earliest next attempt; 'infinity' when only mail given up on is left.
        pub due_at: DateTime<Utc>,
        pub unsent: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "crate::tenancy::tenant_entity::Entity",
            from = "Column::TenantId",
            to = "crate::tenancy::tenant_entity::Column::Id"
        )]
        Tenant,
    }

    impl Related<crate::tenancy::tenant_entity::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Tenant.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// `shared.tenants.status = 'active'` (the sweeps visit active tenants only).
fn active_tenant() -> Expr {
    Expr::col((tenant_entity::Entity, tenant_entity::Column::Status)).eq(TenantStatus::Active)
}

/// `shared.mail_due` joined with the registry row of its tenant (`table_ref()` keeps the `shared`
/// schema, which `from(Entity)` would drop).
fn mail_due_of_active_tenants() -> SelectStatement {
    Query::select()
        .from(mail_due::Entity.table_ref())
        .inner_join(tenant_entity::Entity.table_ref(), Condition::from(mail_due::Relation::Tenant.def()))
        .and_where(active_tenant())
        .take()
}

/// The tenant's outbox and what its `shared.mail_due` row says, in one read (on Citus a read of a
/// reference table joins where the tenant lives). Raw: sea-query has no aggregate `FILTER`. Mail
/// given up on waits until 'infinity', which has no chrono value: it reads as NULL here.
const OUTSTANDING: &str = "WITH o AS (
         SELECT count(*) AS unsent, min(next_attempt_at) FILTER (WHERE next_attempt_at < 'infinity') AS due_at
         FROM outbox_emails WHERE sent_at IS NULL
     )
     SELECT o.unsent, o.due_at, d.unsent = o.unsent AND d.due_at = coalesce(o.due_at, 'infinity') AS recorded
     FROM o LEFT JOIN shared.mail_due d ON d.tenant_id = $1";

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

/// Which tenants a sweep visits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sweep {
    /// Those with a row in `shared.mail_due` that is due.
    Due,
    /// Every active tenant.
    Full,
}

/// What one sweep did.
#[derive(Debug, Default)]
pub struct SweepReport {
    /// Tenants whose delivery round ran (or was tried).
    pub visited: usize,
    /// Tenants whose round failed: their state may be unrecorded, so the next sweep retries them.
    pub failed: Vec<TenantSlug>,
}

/// What the listening half tells the sweeping half.
#[derive(Default)]
struct Signals {
    /// Mail may exist that no notification announced: sweep every tenant.
    full_sweep: AtomicBool,
    /// Tenants whose delivery round failed, to retry at the next sweep.
    retry: Mutex<Vec<TenantSlug>>,
    wake: Notify,
}

impl Signals {
    fn request_full_sweep(&self) {
        self.full_sweep.store(true, Ordering::Relaxed);
        self.wake.notify_one();
    }

    fn retry_later(&self, slugs: impl IntoIterator<Item = TenantSlug>) {
        let mut retry = self.retry.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        for slug in slugs {
            if !retry.contains(&slug) {
                retry.push(slug);
            }
        }
    }

    fn take_retries(&self) -> Vec<TenantSlug> {
        std::mem::take(&mut *self.retry.lock().unwrap_or_else(|poisoned| poisoned.into_inner()))
    }
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

impl MailWorker {
    /// Starts the two halves: delivery on notification, and the periodic sweep for retries and
    /// anything written while no worker listened. They run side by side so a long sweep over many
    /// tenants never delays fresh mail.
    pub fn spawn(self) -> Vec<tokio::task::JoinHandle<()>> {
        let worker = Arc::new(self);
        let listener = worker.clone();
        let signals = Arc::new(Signals::default());
        let listener_signals = signals.clone();
        vec![
            tokio::spawn(async move {
                loop {
                    if let Err(err) = listener.listen(&listener_signals).await {
                        tracing::warn!(error = %err, "mail worker lost its connection; retrying");
                    }
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
            }),
            tokio::spawn(async move {
                let mut last_full = Instant::now();
                loop {
                    // Every minute, or as soon as the listener asks for a full sweep.
                    tokio::select! {
                        () = tokio::time::sleep(SWEEP_EVERY) => {}
                        () = signals.wake.notified() => {}
                    }
                    let full =
                        signals.full_sweep.swap(false, Ordering::Relaxed) || last_full.elapsed() >= FULL_SWEEP_EVERY;
                    let kind = if full { Sweep::Full } else { Sweep::Due };
                    let retry = signals.take_retries();
                    match worker.sweep(kind, &retry).await {
                        Ok(report) => {
                            if full {
                                last_full = Instant::now();
                            }
                            signals.retry_later(report.failed);
                        }
                        Err(err) => {
                            tracing::warn!(error = %err, "mail worker could not list tenants");
                            if full {
                                signals.full_sweep.store(true, Ordering::Relaxed);
                            }
                            signals.retry_later(retry);
                        }
                    }
                }
            }),
        ]
    }

    /// Listens until the connection fails. Once `LISTEN` is in place — at first, and again after
    /// the listener reconnected — it asks for a full sweep, which then finds whatever was written
    /// while nobody listened.
    async fn listen(&self, signals: &Signals) -> Result<(), sea_orm::sqlx::Error> {
        let options = (*self.db.pg_pool().connect_options()).clone();
        let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(OUTBOX_CHANNEL).await?;
        signals.request_full_sweep();
        loop {
            match listener.try_recv().await? {
                Some(notification) => match TenantSlug::parse(notification.payload()) {
                    Ok(slug) => {
                        if self.deliver_logged(&slug).await.is_none() {
                            signals.retry_later([slug]);
                        }
                    }
                    Err(_) => tracing::warn!(payload = notification.payload(), "ignoring outbox notification"),
                },
                // Reconnected (and listening again): notifications may have been missed.
                None => {
                    tracing::warn!("mail worker reconnected");
                    signals.request_full_sweep();
                }
            }
        }
    }

    /// Runs one delivery round for each tenant the sweep covers and for each of `retry`, then
    /// publishes the outbox depth. Err when the tenants could not be listed.
    pub async fn sweep(&self, kind: Sweep, retry: &[TenantSlug]) -> Result<SweepReport, DbErr> {
        let mut slugs = tenants_to_visit(&self.db, kind).await?;
        for slug in retry {
            if !slugs.contains(slug) {
                slugs.push(slug.clone());
            }
        }
        let started = Instant::now();
        let mut report = SweepReport { visited: slugs.len(), failed: Vec::new() };
        for slug in slugs {
            if self.deliver_logged(&slug).await.is_none() {
                report.failed.push(slug);
            }
        }
        let (visited, failed, elapsed_ms) = (report.visited, report.failed.len(), started.elapsed().as_millis() as u64);
        match kind {
            Sweep::Full => tracing::info!(visited, failed, elapsed_ms, "mail sweep over every tenant done"),
            Sweep::Due => tracing::debug!(visited, failed, elapsed_ms, "mail sweep over tenants with mail due done"),
        }
        match unsent_total(&self.db).await {
            Ok(unsent) => metrics::set_outbox_unsent(unsent),
            Err(err) => tracing::warn!(error = %err, "mail worker could not count unsent mail"),
        }
        Ok(report)
    }

    /// Delivers what is due and returns how many mails remain unsent; None when the round failed.
    async fn deliver_logged(&self, slug: &TenantSlug) -> Option<i64> {
        self.deliver(slug)
            .await
            .inspect_err(|err| tracing::warn!(tenant = %slug, error = %err, "mail delivery round failed"))
            .ok()
    }

    /// Sends every due mail of one tenant, a batch per transaction, records in `shared.mail_due`
    /// what is left, and returns how many remain unsent (waiting for a retry, or given up on).
    pub async fn deliver(&self, slug: &TenantSlug) -> anyhow::Result<i64> {
        let Some(tenant) = self.registry.by_slug(slug).await.map_err(|err| anyhow::anyhow!("{err}"))? else {
            return Ok(0);
        };
        use outbox_email::Column as C;
        loop {
            // The worker is not a request: it opens each tenant's transaction itself.
            #[allow(clippy::disallowed_methods)]
            let tx = TenantTx::begin(&self.db, tenant.clone()).await?;
            // The sweep visits every tenant once a minute: its statements bypass the per-tenant
            // tags (see `TenantTx`), so they do not crowd the statement cache tenant by tenant.
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
                .all(untagged)
                .await?;
            let full = batch.len() as u64 == BATCH;
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
                record_attempt(&tx, mail.id, result.err().map(|err| err.to_string())).await?;
            }
            if !full {
                let unsent = record_due(&tx, &tenant.id).await?;
                tx.commit().await?;
                return Ok(unsent);
            }
            tx.commit().await?;
        }
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

/// Writes what the tenant's outbox still holds to its `shared.mail_due` row (none when nothing is
/// unsent) and returns the number of unsent mails. Rounds of one tenant on different replicas
/// write it one at a time, each after the other's commit, so the last writer has seen every
/// change before it: a row is never removed while mail waits. The tenant's table is read and the
/// shared one written by separate statements, as Citus wants when the tenant lives on a worker
/// and `shared` is a reference table (docs/scaling.md).
async fn record_due(tx: &TenantTx, tenant_id: &uuid::Uuid) -> Result<i64, DbErr> {
    #[derive(FromQueryResult)]
    struct Outstanding {
        unsent: i64,
        due_at: Option<chrono::DateTime<chrono::Utc>>,
        /// Whether the tenant's row already says so; None without a row.
        recorded: Option<bool>,
    }
    #[allow(clippy::disallowed_methods)]
    let untagged = tx.untagged();
    untagged.execute(&advisory_xact_lock(MAIL_DUE_LOCK_NAMESPACE, &tenant_id.to_string())).await?;
    let outstanding = Outstanding::find_by_statement(db::raw(OUTSTANDING, [(*tenant_id).into()]))
        .one(untagged)
        .await?
        .unwrap_or(Outstanding { unsent: 0, due_at: None, recorded: None });
    // Skip the write when the row already says so: most rounds (a notification's one mail, sent)
    // find no row and leave none, and on Citus every write to a reference table locks it on every
    // node until commit.
    let (unsent, recorded) = (i32::try_from(outstanding.unsent).unwrap_or(i32::MAX), outstanding.recorded);
    use mail_due::Column as C;
    match (unsent > 0, recorded) {
        (false, None) | (true, Some(true)) => {}
        (true, _) => {
            // No due date means only mail given up on is left: due at 'infinity'.
            let due_at = Func::coalesce([Expr::value(outstanding.due_at), Expr::cust("'infinity'::timestamptz")]);
            let upsert = Query::insert()
                .into_table(mail_due::Entity.table_ref())
                .columns([C::TenantId, C::DueAt, C::Unsent])
                .values([(*tenant_id).into(), due_at.into(), unsent.into()])
                .map_err(|err| DbErr::Custom(err.to_string()))?
                .on_conflict(OnConflict::column(C::TenantId).update_columns([C::DueAt, C::Unsent]).to_owned())
                .take();
            untagged.execute(&upsert).await?;
        }
        (false, Some(_)) => {
            mail_due::Entity::delete_by_id(*tenant_id).exec(untagged).await?;
        }
    }
    Ok(outstanding.unsent)
}

#[allow(clippy::disallowed_types)] // the worker's own pool, see `MailWorker`
async fn tenants_to_visit(db: &Database, kind: Sweep) -> Result<Vec<TenantSlug>, DbErr> {
    // Every active tenant, for the full sweep.
    if kind == Sweep::Full {
        return Ok(active_tenants(db).await?.iter().map(|tenant| tenant.slug.clone()).collect());
    }
    // The active tenants whose `shared.mail_due` row is due, earliest first.
    let query = mail_due_of_active_tenants()
        .column((tenant_entity::Entity, tenant_entity::Column::Slug))
        .and_where(Expr::col((mail_due::Entity, mail_due::Column::DueAt)).lte(Expr::current_timestamp()))
        .order_by((mail_due::Entity, mail_due::Column::DueAt), Order::Asc)
        .take();
    let conn = db.connection();
    let rows = conn.query_all_raw(conn.get_database_backend().build(&query)).await?;
    Ok(rows
        .iter()
        .filter_map(|row| row.try_get::<String>("", "slug").ok())
        .filter_map(|slug| TenantSlug::parse(&slug).ok())
        .collect())
}

/// Mails not yet delivered across the active tenants, as their last delivery rounds recorded them.
#[allow(clippy::disallowed_types)] // the worker's own pool, see `MailWorker`
async fn unsent_total(db: &Database) -> Result<i64, DbErr> {
    let unsent = Func::sum(Expr::col((mail_due::Entity, mail_due::Column::Unsent)));
    let query = mail_due_of_active_tenants()
        .expr_as(Func::coalesce([Expr::expr(unsent), Expr::val(0i64)]).cast_as("bigint"), "unsent")
        .take();
    let conn = db.connection();
    let row = conn.query_one_raw(conn.get_database_backend().build(&query)).await?;
    row.map_or(Ok(0), |row| row.try_get::<i64>("", "unsent"))
}
