//! Answers kept per replica and per tenant, dropped when the tenant's data changes on any replica.
//!
//! Three caches are built on it: the careers site's public answers, the recruiter's desk (the
//! all-applications grid and the analytics dashboard) and applications' evidence views; the server drops a tenant's values after
//! its own writes too (its `forget_after_writes` middleware). Each
//! keeps values keyed by the tenant (its id and schema) and what was asked, for a time limit at
//! most, and drops a tenant's values **at once** when a write to what they were read from
//! commits: the code that writes sends `NOTIFY <channel>` with the schema's name in the same
//! transaction (delivered when it commits; a NOTIFY from the code, not a trigger: tenant schemas
//! stay trigger-free for Citus), and each replica LISTENs on a connection of its own. A lost
//! connection drops every kept value (notifications may have been missed meanwhile); a value read
//! from the database while an invalidation happened may be older than the change, so it is
//! answered but not kept. The time limit is the backstop for what no write announces.

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use moka::future::Cache;
use sea_orm::sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};

use sea_orm::{ConnectionTrait, DbErr};

use crate::tenancy::{Tenant, TenantTx};

/// The channels features announce their writes on. They are named here, below every feature, so
/// that a feature can tell the caches of the features above it (the desk shows applicants'
/// photos, the careers site shows vacancies) without depending on them.
pub mod channel {
    /// Writes to a tenant's vacancies or their questions: the careers site's answers, and the
    /// desk's (titles, categories and statuses show there too).
    pub const VACANCIES: &str = "erecruit_vacancies";
    /// Writes to what the recruiter's desk shows of a tenant: applications, their timelines,
    /// applicants' names and photos.
    pub const DESK: &str = "erecruit_desk";
    /// Writes to what an application's evidence view shows beyond those: scorecards, hiring
    /// decisions, interview kits, hiring teams and calendar events (interviews and attendees).
    pub const EVIDENCE: &str = "erecruit_evidence";
}

/// Tells every replica, when `tx` commits, that what `channel` covers of its tenant changed.
pub async fn announce(tx: &TenantTx, channel: &str) -> Result<(), DbErr> {
    let schema = tx.tenant().schema.as_str().to_owned();
    tx.execute_raw(crate::db::raw("SELECT pg_notify($1, $2)", [channel.into(), schema.into()])).await?;
    Ok(())
}

/// How much memory a kept value takes, roughly, in bytes (the cache's capacity is in bytes).
pub trait Weighed {
    fn weight(&self) -> usize;
}

/// What a value was kept for: a tenant and what was asked of it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Key {
    /// The tenant's id as well as its schema: a tenant deleted and made again under the same
    /// slug (and schema) is another tenant.
    tenant: uuid::Uuid,
    schema: Arc<str>,
    asked: String,
}

impl Key {
    pub fn new(tenant: &Tenant, asked: String) -> Self {
        Self { tenant: tenant.id, schema: Arc::from(tenant.schema.as_str()), asked }
    }
}

/// The kept values of one kind on this replica (cheap to clone: one shared store).
pub struct AnswerCache<V> {
    entries: Option<Cache<Key, Arc<V>>>,
    /// Raised at every invalidation (see the module's notes).
    generation: Arc<AtomicU64>,
    /// For the logs and metrics: `public` or `desk`.
    name: &'static str,
}

impl<V> Clone for AnswerCache<V> {
    fn clone(&self) -> Self {
        Self { entries: self.entries.clone(), generation: self.generation.clone(), name: self.name }
    }
}

impl<V: Weighed + Send + Sync + 'static> AnswerCache<V> {
    /// Keeps up to `capacity_bytes` of values for `time_to_live` each; a capacity of 0 keeps
    /// nothing (every request reads the database, as benchmarks of the uncached path want).
    pub fn new(name: &'static str, capacity_bytes: u64, time_to_live: Duration) -> Self {
        let entries = (capacity_bytes > 0).then(|| {
            Cache::builder()
                .max_capacity(capacity_bytes)
                .weigher(|key: &Key, value: &Arc<V>| {
                    u32::try_from(value.weight() + key.asked.len() + 128).unwrap_or(u32::MAX)
                })
                .time_to_live(time_to_live)
                .support_invalidation_closures()
                .build()
        });
        Self { entries, generation: Arc::new(AtomicU64::new(0)), name }
    }

    /// The value kept for `key`, or `load`'s, kept for the next request.
    pub async fn kept_or_load<E, F, Fut>(&self, key: Key, load: F) -> Result<Arc<V>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<V, E>>,
    {
        if let Some(entries) = &self.entries
            && let Some(kept) = entries.get(&key).await
        {
            crate::metrics::answer_cache(self.name, true);
            return Ok(kept);
        }
        crate::metrics::answer_cache(self.name, false);
        let generation = self.generation.load(Ordering::Acquire);
        let value = Arc::new(load().await?);
        if let Some(entries) = &self.entries
            && self.generation.load(Ordering::Acquire) == generation
        {
            entries.insert(key.clone(), value.clone()).await;
            // An invalidation between the check and the insert would have missed this entry.
            if self.generation.load(Ordering::Acquire) != generation {
                entries.invalidate(&key).await;
            }
        }
        Ok(value)
    }

    /// Drops the kept values of the tenant whose schema is `schema`.
    pub fn invalidate_tenant(&self, schema: &str) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        if let Some(entries) = &self.entries {
            let schema: Arc<str> = Arc::from(schema);
            if entries.invalidate_entries_if(move |key, _| key.schema == schema).is_err() {
                entries.invalidate_all();
            }
        }
    }

    /// Drops every kept value.
    pub fn invalidate_all(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        if let Some(entries) = &self.entries {
            entries.invalidate_all();
        }
    }
}

impl<V: Weighed + Send + Sync + 'static> Invalidate for AnswerCache<V> {
    fn invalidate(&self, schema: Option<&str>) {
        match schema {
            Some(schema) => self.invalidate_tenant(schema),
            None => self.invalidate_all(),
        }
    }
}

/// What a listener drops kept values of: one tenant's (`Some(schema)`) or everyone's.
pub trait Invalidate: Clone + Send + Sync + 'static {
    fn invalidate(&self, schema: Option<&str>);
}

/// LISTENs on `channels` for as long as the returned task runs, on a connection of its own,
/// reconnecting when it drops; a notification drops its tenant's values from `kept`.
pub fn spawn_listener(
    kept: impl Invalidate,
    options: PgConnectOptions,
    channels: &'static [&'static str],
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(err) = listen(&kept, options.clone(), channels).await {
                tracing::warn!(error = %err, ?channels, "cache listener lost its connection; retrying");
            }
            kept.invalidate(None);
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    })
}

async fn listen(
    kept: &impl Invalidate,
    options: PgConnectOptions,
    channels: &[&str],
) -> Result<(), sea_orm::sqlx::Error> {
    let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
    let mut listener = PgListener::connect_with(&pool).await?;
    listener.listen_all(channels.iter().copied()).await?;
    // Whatever changed before LISTEN took effect must not stay kept.
    kept.invalidate(None);
    loop {
        match listener.try_recv().await? {
            Some(notification) => kept.invalidate(Some(notification.payload())),
            // The connection was re-established: notifications may have been lost.
            None => kept.invalidate(None),
        }
    }
}
