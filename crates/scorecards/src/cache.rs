//! Evidence views kept per replica (see `answer_cache`), one per application and reader (their
//! id, role and language: the blind rule, their own draft and the attribute names depend on
//! them). The reader's access to the application is checked against the database before a kept
//! view is answered, as it is before one is read.
//!
//! Kept views are dropped when what they show changes on any replica: scorecards, decisions,
//! kits and hiring teams announce `channel::EVIDENCE`, the calendar does on every change to its
//! events (interviews and their attendees), and the applications' and vacancies' own channels are
//! heard too (a move, an erasure, a changed process). A staff member's new name shows after the
//! time limit at most.

use std::sync::Arc;
use std::time::Duration;

use actix_web::web::Bytes;
use sea_orm::sqlx::postgres::PgConnectOptions;

use crate::answer_cache::{AnswerCache, Invalidate, Key, Weighed, channel};
use crate::tenancy::Tenant;

/// How long a view is kept at most: the backstop for what no write announces.
const TIME_TO_LIVE: Duration = Duration::from_secs(30);

/// An evidence view as JSON, ready to send, and the vacancy its application is for (to check a
/// later reader's access without reading the application again).
pub struct KeptEvidence {
    pub vacancy_id: i64,
    pub json: Bytes,
}

impl Weighed for KeptEvidence {
    fn weight(&self) -> usize {
        self.json.len() + 16
    }
}

/// The evidence views kept on this replica (cheap to clone: one shared store).
#[derive(Clone)]
pub struct EvidenceCache {
    views: AnswerCache<KeptEvidence>,
}

impl EvidenceCache {
    /// Keeps up to `capacity_bytes` (0: nothing, every request reads the database).
    pub fn new(capacity_bytes: u64) -> Self {
        Self { views: AnswerCache::new("desk_evidence", capacity_bytes, TIME_TO_LIVE) }
    }

    /// The view `asked` (application and reader, written out) of `tenant`, or `load`'s.
    pub async fn view<E, F, Fut>(&self, tenant: &Tenant, asked: String, load: F) -> Result<Arc<KeptEvidence>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<KeptEvidence, E>>,
    {
        self.views.kept_or_load(Key::new(tenant, asked), load).await
    }

    /// LISTENs for changes to what evidence views show for as long as the returned task runs.
    pub fn spawn_listener(&self, options: PgConnectOptions) -> tokio::task::JoinHandle<()> {
        crate::answer_cache::spawn_listener(
            self.clone(),
            options,
            &[channel::EVIDENCE, channel::DESK, channel::VACANCIES],
        )
    }
}

impl Invalidate for EvidenceCache {
    fn invalidate(&self, schema: Option<&str>) {
        self.views.invalidate(schema);
    }
}
