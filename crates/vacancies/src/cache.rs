//! The careers site's public answers, kept per replica: every visitor of a tenant asks for the
//! same vacancy lists, searches and pages, and none of them carries anything personal (a
//! signed-in visitor's saved and applied vacancies come from their own endpoints, which are
//! never kept here). A kept answer is the JSON as sent and its ETag, keyed by the tenant's schema
//! and the request's path and query.
//!
//! Kept answers are dropped **at once** when the tenant's vacancies change on any replica (the
//! mechanism is `answer_cache`'s): every function of `vacancies::repo` that writes a vacancy or
//! its questions sends `NOTIFY erecruit_vacancies` with the schema's name. The replica that served
//! the change does not wait for the notification (`middleware::forget_after_writes`): a
//! recruiter who publishes and opens the careers site sees the vacancy, whichever comes first. The
//! time limit is the backstop for what no write announces: a vacancy passing its closing date
//! leaves the lists within it, as it does browsers' and CDNs' copies (`Cache-Control: public,
//! max-age`).

use std::future::Future;
use std::time::Duration;

use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use sea_orm::sqlx::postgres::PgConnectOptions;
use serde::Serialize;

use crate::answer_cache::{AnswerCache, Key, Weighed};
use crate::error::ApiError;
use crate::locale::Locale;
use crate::tenancy::Tenant;

struct Kept {
    body: Bytes,
    etag: String,
}

impl Weighed for Kept {
    fn weight(&self) -> usize {
        self.body.len()
    }
}

/// The kept answers of this replica (cheap to clone: one shared store).
#[derive(Clone)]
pub struct PublicCache {
    answers: AnswerCache<Kept>,
    max_age_secs: u32,
}

impl PublicCache {
    /// Keeps up to `capacity_bytes` of answers for `max_age_secs` each; a capacity of 0 keeps
    /// nothing (every request reads the database, as benchmarks of the uncached path want).
    pub fn new(capacity_bytes: u64, max_age_secs: u32) -> Self {
        let answers = AnswerCache::new("public", capacity_bytes, Duration::from_secs(u64::from(max_age_secs)));
        Self { answers, max_age_secs }
    }

    /// The answer to `asked` for `tenant` read in `(wanted, fallback)` languages (the visitor's may
    /// come from `Accept-Language`, which is not in the address; the fallback is the tenant's
    /// default, which its admins may change): the kept one, or `load`'s, kept for the next
    /// visitor. Either way with its ETag and `Cache-Control: public` (304 when `If-None-Match`
    /// names it).
    ///
    /// `asked` is what the handler understood of the request (its route and parsed, normalised
    /// parameters), never the query text: parameters it ignores, or another order or spelling of
    /// the same ones, must not make entries of their own — a visitor adding `&z=1`, `&z=2`… would
    /// otherwise miss every time, run the costliest statement and evict the kept answers.
    pub async fn answer<T, F, Fut>(
        &self,
        req: &HttpRequest,
        tenant: &Tenant,
        asked: impl std::fmt::Debug,
        (wanted, fallback): (Locale, Locale),
        load: F,
    ) -> Result<HttpResponse, ApiError>
    where
        T: Serialize,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T, ApiError>>,
    {
        let asked = format!("{asked:?}#{}/{}", wanted.as_str(), fallback.as_str());
        let kept = self.answers.kept_or_load(Key::new(tenant, asked), || async { Kept::of(&load().await?) }).await?;
        Ok(crate::http_cache::conditional_json(req, kept.body.clone(), &kept.etag, self.max_age_secs))
    }

    /// After a successful write to `path` (see `middleware::forget_after_writes`): drops the
    /// tenant's kept answers when it wrote to its vacancies.
    pub fn forget_after_write(&self, path: &str, schema: &str) {
        if WRITES_VACANCIES.iter().any(|prefix| path.starts_with(prefix)) {
            self.answers.invalidate_tenant(schema);
        }
    }

    /// LISTENs for vacancy changes for as long as the returned task runs.
    pub fn spawn_listener(&self, options: PgConnectOptions) -> tokio::task::JoinHandle<()> {
        crate::answer_cache::spawn_listener(self.answers.clone(), options, &[crate::answer_cache::channel::VACANCIES])
    }
}

/// Where requests that change what the careers site shows are sent: the vacancy editor, its bulk
/// changes, and imports.
const WRITES_VACANCIES: [&str; 2] = ["/api/v1/admin/vacancies", "/api/v1/admin/imports/"];

impl Kept {
    fn of<T: Serialize>(value: &T) -> Result<Self, ApiError> {
        let (body, etag) = crate::http_cache::tagged_json(value)?;
        Ok(Self { body, etag })
    }
}
