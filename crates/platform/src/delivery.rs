//! Per-tenant outboxes and the worker that delivers them (mail, webhooks). Work is written in the
//! tenant's schema by the transaction that causes it, which also sends `NOTIFY <channel>` with the
//! tenant's slug. Each replica runs one worker per outbox kind, in two halves:
//!
//! - the **listener** runs a delivery round for a tenant as soon as its notification arrives;
//! - the **sweeper** runs once a minute over the tenants that the kind's `shared.<kind>_due` table
//!   lists as having work due (a retry), plus any whose last round failed; every delivery round ends
//!   by recording its tenant's state there, so the minutely sweep costs one query however many
//!   tenants there are. A full sweep over every tenant runs once the listener listens (at start-up,
//!   and again after its connection was lost) and hourly as a safety net; it catches work whose
//!   notification nobody heard.
//!
//! How a round claims its rows so that replicas never deliver the same item (or the same attempt)
//! twice is the outbox's own business ([`Outbox::deliver`]): both hold row locks taken with
//! `FOR UPDATE SKIP LOCKED` while they send.

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, IntoTableRef, OnConflict, Order, Query, SelectStatement};
use sea_orm::sqlx::postgres::{PgListener, PgPoolOptions};
use sea_orm::{ConnectionTrait, DbErr, EntityName, FromQueryResult, Statement};
use tokio::sync::Notify;

#[allow(clippy::disallowed_types)] // the workers' own pool, see `Outbox::db`
use crate::tenancy::Database;
use crate::tenancy::migrate::advisory_xact_lock;
use crate::tenancy::{TenantSlug, TenantStatus, TenantTx, active_tenants, tenant_entity};

const SWEEP_EVERY: Duration = Duration::from_secs(60);
const FULL_SWEEP_EVERY: Duration = Duration::from_secs(60 * 60);

/// One kind of per-tenant outbox.
pub trait Outbox: Send + Sync + 'static {
    /// For logs: `mail`, `webhook`.
    const NAME: &'static str;
    /// The channel its writers `NOTIFY` with the tenant's slug.
    const CHANNEL: &'static str;
    /// Which tenants have work waiting.
    const DUE: DueTable;

    /// The worker's own pool: it visits every tenant by design (docs/architecture.md, "Tenant
    /// binding").
    #[allow(clippy::disallowed_types)]
    fn db(&self) -> &Database;

    /// Where tenants are looked up by slug.
    fn registry(&self) -> &crate::tenancy::Registry;

    /// Delivers up to a batch of what is due in the tenant's transaction (committed after it);
    /// whether the batch was full (another round follows).
    fn round(&self, tx: &TenantTx) -> impl Future<Output = anyhow::Result<bool>> + Send;

    /// Publishes the total waiting across tenants (a metric), after each sweep.
    fn publish_waiting(&self, waiting: i64);
}

/// `shared.<table>`: the tenants whose outbox holds undelivered work, and from when it is due.
/// A tenant without any has no row. Its columns: `tenant_id`, `due_at` ('infinity' when only work
/// given up on is left) and `unsent`.
pub struct DueTable {
    /// The table's name in schema `shared` (`mail_due`).
    pub table: &'static str,
    /// Advisory-lock namespace of a tenant's row (all namespaces are listed at
    /// `tenancy::migrate::LOCK_NAMESPACE`).
    pub lock_namespace: i32,
    /// One row: the tenant's outbox (`unsent`, `due_at`: NULL when only work given up on is left)
    /// beside what its row says (`recorded`: NULL without a row), `$1` the tenant's id. Raw:
    /// sea-query has no aggregate `FILTER`.
    pub outstanding: &'static str,
}

impl DueTable {
    fn table_ref(&self) -> sea_orm::sea_query::TableRef {
        (Alias::new("shared"), Alias::new(self.table)).into_table_ref()
    }

    /// The table joined with the registry row of its tenant, active tenants only.
    fn of_active_tenants(&self) -> SelectStatement {
        Query::select()
            .from(self.table_ref())
            .inner_join(
                tenant_entity::Entity.table_ref(),
                Expr::col((Alias::new(self.table), Alias::new("tenant_id")))
                    .equals((tenant_entity::Entity, tenant_entity::Column::Id)),
            )
            .and_where(Expr::col((tenant_entity::Entity, tenant_entity::Column::Status)).eq(TenantStatus::Active))
            .take()
    }

    /// Writes what the tenant's outbox still holds to its row (none when nothing is waiting) and
    /// returns the number waiting. Rounds of one tenant on different replicas write it one at a
    /// time, each after the other's commit, so the last writer has seen every change before it: a
    /// row is never removed while work waits. The tenant's table is read and the shared one written
    /// by separate statements, as Citus wants when the tenant lives on a worker and `shared` is a
    /// reference table (docs/scaling.md).
    pub async fn record(&self, tx: &TenantTx, tenant_id: &uuid::Uuid) -> Result<i64, DbErr> {
        #[derive(FromQueryResult)]
        struct Outstanding {
            unsent: i64,
            due_at: Option<chrono::DateTime<chrono::Utc>>,
            recorded: Option<bool>,
        }
        // The sweeps visit every tenant: their statements bypass the per-tenant tags (see
        // `TenantTx`), so they do not crowd the statement cache tenant by tenant.
        #[allow(clippy::disallowed_methods)]
        let untagged = tx.untagged();
        untagged.execute(&advisory_xact_lock(self.lock_namespace, &tenant_id.to_string())).await?;
        let statement = Statement::from_sql_and_values(
            sea_orm::DbBackend::Postgres,
            self.outstanding,
            [sea_orm::Value::from(*tenant_id)],
        );
        let outstanding = Outstanding::find_by_statement(statement).one(&untagged).await?.unwrap_or(Outstanding {
            unsent: 0,
            due_at: None,
            recorded: None,
        });
        // Skip the write when the row already says so: most rounds (a notification's one item,
        // delivered) find no row and leave none, and on Citus every write to a reference table
        // locks it on every node until commit.
        let unsent = i32::try_from(outstanding.unsent).unwrap_or(i32::MAX);
        let (tenant, due, count) = (Alias::new("tenant_id"), Alias::new("due_at"), Alias::new("unsent"));
        match (unsent > 0, outstanding.recorded) {
            (false, None) | (true, Some(true)) => {}
            (true, _) => {
                let due_at = Func::coalesce([Expr::value(outstanding.due_at), Expr::cust("'infinity'::timestamptz")]);
                let upsert = Query::insert()
                    .into_table(self.table_ref())
                    .columns([tenant.clone(), due.clone(), count.clone()])
                    .values([(*tenant_id).into(), due_at.into(), unsent.into()])
                    .map_err(|err| DbErr::Custom(err.to_string()))?
                    .on_conflict(OnConflict::column(tenant).update_columns([due, count]).to_owned())
                    .take();
                untagged.execute(&upsert).await?;
            }
            (false, Some(_)) => {
                let delete =
                    Query::delete().from_table(self.table_ref()).and_where(Expr::col(tenant).eq(*tenant_id)).take();
                untagged.execute(&delete).await?;
            }
        }
        Ok(outstanding.unsent)
    }

    /// The tenants a sweep visits: every active one, or those whose row is due, earliest first.
    #[allow(clippy::disallowed_types)] // the workers' own pool
    async fn tenants_to_visit(&self, db: &Database, kind: Sweep) -> Result<Vec<TenantSlug>, DbErr> {
        if kind == Sweep::Full {
            return Ok(active_tenants(db).await?.iter().map(|tenant| tenant.slug.clone()).collect());
        }
        let due_at = (Alias::new(self.table), Alias::new("due_at"));
        let query = self
            .of_active_tenants()
            .column((tenant_entity::Entity, tenant_entity::Column::Slug))
            .and_where(Expr::col(due_at.clone()).lte(Expr::current_timestamp()))
            .order_by(due_at, Order::Asc)
            .take();
        let conn = db.connection();
        let rows = conn.query_all_raw(conn.get_database_backend().build(&query)).await?;
        Ok(rows
            .iter()
            .filter_map(|row| row.try_get::<String>("", "slug").ok())
            .filter_map(|slug| TenantSlug::parse(&slug).ok())
            .collect())
    }

    /// Work not yet delivered across the active tenants, as their last rounds recorded it.
    #[allow(clippy::disallowed_types)] // the workers' own pool
    async fn waiting_total(&self, db: &Database) -> Result<i64, DbErr> {
        let unsent = Func::sum(Expr::col((Alias::new(self.table), Alias::new("unsent"))));
        let query = self
            .of_active_tenants()
            .expr_as(Func::coalesce([Expr::expr(unsent), Expr::val(0i64)]).cast_as("bigint"), "unsent")
            .take();
        let conn = db.connection();
        let row = conn.query_one_raw(conn.get_database_backend().build(&query)).await?;
        row.map_or(Ok(0), |row| row.try_get::<i64>("", "unsent"))
    }
}

/// Which tenants a sweep visits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sweep {
    /// Those with a due row in the outbox's due table.
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
    /// Work may exist that no notification announced: sweep every tenant.
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

/// Starts the two halves: delivery on notification, and the periodic sweep for retries and
/// anything written while no worker listened. They run side by side so a long sweep over many
/// tenants never delays fresh work.
pub fn spawn<O: Outbox>(outbox: O) -> Vec<tokio::task::JoinHandle<()>> {
    let outbox = Arc::new(outbox);
    let listener = outbox.clone();
    let signals = Arc::new(Signals::default());
    let listener_signals = signals.clone();
    vec![
        tokio::spawn(async move {
            loop {
                if let Err(err) = listen(&*listener, &listener_signals).await {
                    tracing::warn!(outbox = O::NAME, error = %err, "outbox worker lost its connection; retrying");
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
                let full = signals.full_sweep.swap(false, Ordering::Relaxed) || last_full.elapsed() >= FULL_SWEEP_EVERY;
                let kind = if full { Sweep::Full } else { Sweep::Due };
                let retry = signals.take_retries();
                match sweep(&*outbox, kind, &retry).await {
                    Ok(report) => {
                        if full {
                            last_full = Instant::now();
                        }
                        signals.retry_later(report.failed);
                    }
                    Err(err) => {
                        tracing::warn!(outbox = O::NAME, error = %err, "outbox worker could not list tenants");
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

/// Listens until the connection fails. Once `LISTEN` is in place — at first, and again after the
/// listener reconnected — it asks for a full sweep, which then finds whatever was written while
/// nobody listened.
async fn listen<O: Outbox>(outbox: &O, signals: &Signals) -> Result<(), sea_orm::sqlx::Error> {
    let options = (*outbox.db().pg_pool().connect_options()).clone();
    let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
    let mut listener = PgListener::connect_with(&pool).await?;
    listener.listen(O::CHANNEL).await?;
    signals.request_full_sweep();
    loop {
        match listener.try_recv().await? {
            Some(notification) => match TenantSlug::parse(notification.payload()) {
                Ok(slug) => {
                    if deliver_logged(outbox, &slug).await.is_none() {
                        signals.retry_later([slug]);
                    }
                }
                Err(_) => tracing::warn!(outbox = O::NAME, payload = notification.payload(), "ignoring notification"),
            },
            // Reconnected (and listening again): notifications may have been missed.
            None => {
                tracing::warn!(outbox = O::NAME, "outbox worker reconnected");
                signals.request_full_sweep();
            }
        }
    }
}

/// Runs one delivery round for each tenant the sweep covers and for each of `retry`, then
/// publishes the outbox depth. Err when the tenants could not be listed.
pub async fn sweep<O: Outbox>(outbox: &O, kind: Sweep, retry: &[TenantSlug]) -> Result<SweepReport, DbErr> {
    let mut slugs = O::DUE.tenants_to_visit(outbox.db(), kind).await?;
    for slug in retry {
        if !slugs.contains(slug) {
            slugs.push(slug.clone());
        }
    }
    let started = Instant::now();
    let mut report = SweepReport { visited: slugs.len(), failed: Vec::new() };
    for slug in slugs {
        if deliver_logged(outbox, &slug).await.is_none() {
            report.failed.push(slug);
        }
    }
    let (visited, failed, elapsed_ms) = (report.visited, report.failed.len(), started.elapsed().as_millis() as u64);
    match kind {
        Sweep::Full => tracing::info!(outbox = O::NAME, visited, failed, elapsed_ms, "sweep over every tenant done"),
        Sweep::Due => tracing::debug!(outbox = O::NAME, visited, failed, elapsed_ms, "sweep over tenants due done"),
    }
    match O::DUE.waiting_total(outbox.db()).await {
        Ok(waiting) => outbox.publish_waiting(waiting),
        Err(err) => tracing::warn!(outbox = O::NAME, error = %err, "outbox worker could not count what waits"),
    }
    Ok(report)
}

/// Delivers what is due and returns how many items remain; None when the round failed.
async fn deliver_logged<O: Outbox>(outbox: &O, slug: &TenantSlug) -> Option<i64> {
    deliver(outbox, slug)
        .await
        .inspect_err(|err| tracing::warn!(outbox = O::NAME, tenant = %slug, error = %err, "delivery round failed"))
        .ok()
}

/// Delivers one tenant's outbox: [`Outbox::round`] runs in a transaction of the tenant's
/// (committed after it) until one is not full, then the outbox's due table records what is left in
/// the same transaction. Returns how many items wait; 0 for a tenant no longer known.
pub async fn deliver<O: Outbox>(outbox: &O, slug: &TenantSlug) -> anyhow::Result<i64> {
    let Some(tenant) = outbox.registry().by_slug(slug).await.map_err(|err| anyhow::anyhow!("{err}"))? else {
        return Ok(0);
    };
    loop {
        // The worker is not a request: it opens each tenant's transaction itself.
        #[allow(clippy::disallowed_methods)]
        let tx = TenantTx::begin(outbox.db(), tenant.clone()).await?;
        if !outbox.round(&tx).await? {
            let waiting = O::DUE.record(&tx, &tenant.id).await?;
            tx.commit().await?;
            return Ok(waiting);
        }
        tx.commit().await?;
    }
}

/// Sends `NOTIFY channel, '<tenant slug>'` when the transaction commits: the workers of every
/// replica deliver the tenant's new work at once.
pub async fn wake_workers(tx: &TenantTx, channel: &'static str) -> Result<(), DbErr> {
    let notify = Query::select().expr(Func::cust("pg_notify").arg(channel).arg(tx.tenant().slug.as_str())).take();
    tx.execute(&notify).await?;
    Ok(())
}
