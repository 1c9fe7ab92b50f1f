//! The recruiter's desk, kept per replica (see `answer_cache`): pages of the all-applications
//! grid and the analytics dashboard's answers, for every recruiter of a tenant alike (a grid row
//! carries nothing of the reader's: their unread mail about it is read on every request). A
//! signed-in request is still checked against the database before a kept value is answered.
//!
//! Kept values are dropped when a tenant's applications or vacancies change on any replica:
//! `applications::repo` (every status change, new application and withdrawal adds timeline
//! entries there), the erasure of an applicant, a new profile photo and a deleted profile send
//! `NOTIFY erecruit_desk` (`answer_cache::announce` on `channel::DESK`); the vacancies' own channel
//! is heard too (a title,
//! category or status changes what the grid and dashboard show).

use std::time::Duration;

use actix_web::web::Bytes;
use sea_orm::sqlx::postgres::PgConnectOptions;

use super::grid::DeskRow;
use crate::answer_cache::{AnswerCache, Invalidate, Key, Weighed, channel};
use crate::paging::Total;
use crate::tenancy::Tenant;

/// How long a value is kept at most: the backstop for what no write announces (a vacancy past its
/// closing date leaves the dashboard's open count when the clean-up job closes it, or then).
const TIME_TO_LIVE: Duration = Duration::from_secs(30);

/// One page of the grid and its total.
pub struct GridPage {
    pub rows: Vec<DeskRow>,
    pub total: Total,
}

impl Weighed for GridPage {
    fn weight(&self) -> usize {
        self.rows
            .iter()
            .map(|row| {
                256 + row.applicant_name.len()
                    + row.applicant_email.len()
                    + row.vacancy_title.len()
                    + row.source.as_ref().map_or(0, String::len)
            })
            .sum()
    }
}

/// An answer as JSON, ready to send.
pub struct Json(pub Bytes);

impl Weighed for Json {
    fn weight(&self) -> usize {
        self.0.len()
    }
}

/// The desk's kept values on this replica (cheap to clone: shared stores).
#[derive(Clone)]
pub struct DeskCache {
    pages: AnswerCache<GridPage>,
    dashboards: AnswerCache<Json>,
}

impl DeskCache {
    /// Keeps up to `capacity_bytes` in all (0: nothing, every request reads the database).
    pub fn new(capacity_bytes: u64) -> Self {
        Self {
            pages: AnswerCache::new("desk_grid", capacity_bytes / 3 * 2, TIME_TO_LIVE),
            dashboards: AnswerCache::new("desk_dashboard", capacity_bytes / 3, TIME_TO_LIVE),
        }
    }

    /// The page of the grid `asked` (its filter, sort and paging, written out) of `tenant`.
    pub async fn page<E, F, Fut>(&self, tenant: &Tenant, asked: String, load: F) -> Result<std::sync::Arc<GridPage>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<GridPage, E>>,
    {
        self.pages.kept_or_load(Key::new(tenant, asked), load).await
    }

    /// The dashboard `asked` (its range, category and whose vacancies, written out) of `tenant`.
    pub async fn dashboard<E, F, Fut>(&self, tenant: &Tenant, asked: String, load: F) -> Result<std::sync::Arc<Json>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Json, E>>,
    {
        self.dashboards.kept_or_load(Key::new(tenant, asked), load).await
    }

    /// LISTENs for changes to applications and vacancies for as long as the returned task runs.
    pub fn spawn_listener(&self, options: PgConnectOptions) -> tokio::task::JoinHandle<()> {
        crate::answer_cache::spawn_listener(self.clone(), options, &[channel::DESK, channel::VACANCIES])
    }
}

impl Invalidate for DeskCache {
    fn invalidate(&self, schema: Option<&str>) {
        self.pages.invalidate(schema);
        self.dashboards.invalidate(schema);
    }
}
