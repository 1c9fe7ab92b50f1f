//! The careers site's public answers, kept per replica: every visitor of a tenant asks for the
//! same vacancy lists, searches and pages, and none of them carries anything personal (a
//! signed-in visitor's saved and applied vacancies come from their own endpoints, which are
//! never kept here). A kept answer is the JSON as sent and its ETag, keyed by the tenant's schema
//! and the request's path and query.
//!
//! Kept answers are dropped **at once** when the tenant's vacancies change on any replica: every
//! function of `vacancies::repo` that writes a vacancy or its questions sends
//! `NOTIFY erecruit_vacancies` with the schema's name, delivered when the transaction commits (a
//! NOTIFY from the code, not a trigger: tenant schemas stay trigger-free for Citus), and each
//! replica LISTENs. A lost connection drops every kept
//! answer (notifications may have been missed meanwhile). The replica that served the change does
//! not wait for the notification ([`forget_after_writes`]): a recruiter who publishes and opens
//! the careers site sees the vacancy, whichever comes first. The time limit is the backstop for what
//! no write announces: a vacancy passing its closing date leaves the lists within it, as it does
//! browsers' and CDNs' copies (`Cache-Control: public, max-age`).

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use moka::future::Cache;
use sea_orm::sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};
use serde::Serialize;

use crate::error::ApiError;
use crate::tenancy::{CurrentTenant, Tenant};

/// The channel `vacancies::repo` notifies, with the tenant schema's name as payload.
pub const CHANNEL: &str = "erecruit_vacancies";

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    /// The tenant's id as well as its schema: a tenant deleted and made again under the same
    /// slug (and schema) is another tenant.
    tenant: uuid::Uuid,
    schema: Arc<str>,
    path_and_query: String,
}

struct Kept {
    body: Bytes,
    etag: String,
}

/// The kept answers of this replica (cheap to clone: one shared store).
#[derive(Clone)]
pub struct PublicCache {
    entries: Option<Cache<Key, Arc<Kept>>>,
    /// Raised at every invalidation: an answer read from the database while it moved may be
    /// older than the change, so it is sent but not kept.
    generation: Arc<AtomicU64>,
    max_age_secs: u32,
}

impl PublicCache {
    /// Keeps up to `capacity_bytes` of answers for `max_age_secs` each; a capacity of 0 keeps
    /// nothing (every request reads the database, as benchmarks of the uncached path want).
    pub fn new(capacity_bytes: u64, max_age_secs: u32) -> Self {
        let entries = (capacity_bytes > 0).then(|| {
            Cache::builder()
                .max_capacity(capacity_bytes)
                .weigher(|key: &Key, kept: &Arc<Kept>| {
                    u32::try_from(kept.body.len() + key.path_and_query.len() + 128).unwrap_or(u32::MAX)
                })
                .time_to_live(Duration::from_secs(u64::from(max_age_secs)))
                .support_invalidation_closures()
                .build()
        });
        Self { entries, generation: Arc::new(AtomicU64::new(0)), max_age_secs }
    }

    /// The answer to `req` for `tenant`: the kept one, or `load`'s, kept for the next visitor.
    /// Either way with its ETag and `Cache-Control: public` (304 when `If-None-Match` names it).
    pub async fn answer<T, F, Fut>(&self, req: &HttpRequest, tenant: &Tenant, load: F) -> Result<HttpResponse, ApiError>
    where
        T: Serialize,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let key = Key {
            tenant: tenant.id,
            schema: Arc::from(tenant.schema.as_str()),
            path_and_query: req.uri().path_and_query().map_or_else(|| req.path().to_owned(), |p| p.as_str().to_owned()),
        };
        if let Some(entries) = &self.entries
            && let Some(kept) = entries.get(&key).await
        {
            crate::metrics::public_cache(true);
            return Ok(self.respond(req, &kept));
        }
        crate::metrics::public_cache(false);
        let generation = self.generation.load(Ordering::Acquire);
        let value = load().await?;
        let kept = Arc::new(Kept::of(&value)?);
        if let Some(entries) = &self.entries
            && self.generation.load(Ordering::Acquire) == generation
        {
            entries.insert(key.clone(), kept.clone()).await;
            // An invalidation between the check and the insert would have missed this entry.
            if self.generation.load(Ordering::Acquire) != generation {
                entries.invalidate(&key).await;
            }
        }
        Ok(self.respond(req, &kept))
    }

    fn respond(&self, req: &HttpRequest, kept: &Kept) -> HttpResponse {
        crate::http_cache::conditional_json(req, kept.body.clone(), &kept.etag, self.max_age_secs)
    }

    /// Drops the kept answers of the tenant whose schema is `schema`.
    pub fn invalidate_tenant(&self, schema: &str) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        if let Some(entries) = &self.entries {
            let schema: Arc<str> = Arc::from(schema);
            if entries.invalidate_entries_if(move |key, _| key.schema == schema).is_err() {
                entries.invalidate_all();
            }
        }
    }

    /// Drops every kept answer.
    pub fn invalidate_all(&self) {
        self.generation.fetch_add(1, Ordering::AcqRel);
        if let Some(entries) = &self.entries {
            entries.invalidate_all();
        }
    }

    /// LISTENs for vacancy changes for as long as the returned task runs, on a connection of its
    /// own, reconnecting when it drops.
    pub fn spawn_listener(&self, options: PgConnectOptions) -> tokio::task::JoinHandle<()> {
        let cache = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(err) = cache.listen(options.clone()).await {
                    tracing::warn!(error = %err, "public cache listener lost its connection; retrying");
                }
                cache.invalidate_all();
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        })
    }

    async fn listen(&self, options: PgConnectOptions) -> Result<(), sea_orm::sqlx::Error> {
        let pool = PgPoolOptions::new().max_connections(1).connect_lazy_with(options);
        let mut listener = PgListener::connect_with(&pool).await?;
        listener.listen(CHANNEL).await?;
        // Whatever changed before LISTEN took effect must not stay kept.
        self.invalidate_all();
        loop {
            match listener.try_recv().await? {
                Some(notification) => self.invalidate_tenant(notification.payload()),
                // The connection was re-established: notifications may have been lost.
                None => self.invalidate_all(),
            }
        }
    }
}

/// Where requests that change what the careers site shows are sent: the vacancy editor, its bulk
/// changes, and imports.
const WRITES_VACANCIES: [&str; 2] = ["/api/v1/admin/vacancies", "/api/v1/admin/imports/"];

/// Middleware: after a successful write to the tenant's vacancies (its handler has committed),
/// this replica drops the tenant's kept answers itself; the others hear of it through NOTIFY.
pub async fn forget_after_writes(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let writes = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS)
        && WRITES_VACANCIES.iter().any(|prefix| req.path().starts_with(prefix));
    let response = next.call(req).await?;
    if writes
        && response.status().is_success()
        && let Some(cache) = response.request().app_data::<web::Data<PublicCache>>()
        && let Ok(tenant) = CurrentTenant::resolve(response.request()).await
    {
        cache.invalidate_tenant(tenant.schema.as_str());
    }
    Ok(response)
}

impl Kept {
    fn of<T: Serialize>(value: &T) -> Result<Self, ApiError> {
        let (body, etag) = crate::http_cache::tagged_json(value)?;
        Ok(Self { body, etag })
    }
}
