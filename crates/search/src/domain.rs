//! What a search asks and what each feature's provider answers.

use chrono::{DateTime, Utc};
use futures_util::future::LocalBoxFuture;
use sea_orm::DbErr;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::db;
use crate::error::ErrorCode;
use crate::paging::Total;
use crate::tenancy::TenantTx;

/// Longest search text, in characters.
pub const MAX_QUERY_CHARS: usize = 200;
/// Hits per group when the caller does not say (the old site's search limit).
pub const DEFAULT_LIMIT: u64 = 4;
/// Most hits per group on one page ("see all" pages through the rest).
pub const MAX_LIMIT: u64 = 20;

/// A group of results, each a feature's own provider.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SearchGroupId {
    Vacancies,
    Candidates,
    Files,
    Messages,
    Tasks,
}

impl SearchGroupId {
    pub fn parse(value: &str) -> Option<Self> {
        serde_json::from_value(serde_json::Value::String(value.trim().to_owned())).ok()
    }
}

/// Who searches: what they may see depends on it.
#[derive(Debug, Clone, Copy)]
pub struct Searcher {
    pub user: Uuid,
    pub role: Role,
}

impl Searcher {
    pub fn is_staff(self) -> bool {
        matches!(self.role, Role::Admin | Role::Staff)
    }
}

/// A checked search: the text as typed (trimmed), its words for full text, and the page asked for.
#[derive(Debug, Clone)]
pub struct Asked {
    pub searcher: Searcher,
    /// The text as typed, trimmed: exact and prefix matches compare against it (folded).
    pub text: String,
    /// A [`db::words_query`] of the text, the last word perhaps unfinished; `None` when the text
    /// has no letter or digit (only a typo-tolerant name match or an address can find it then).
    pub words: Option<String>,
    pub limit: u64,
    /// The page of each group's hits, from 1.
    pub page: u64,
    /// What the searcher may see of vacancies and applications (every provider filters by it).
    pub access: Access,
}

impl Asked {
    /// Checks the search text: 1 to 200 characters once trimmed, no control characters.
    pub fn new(searcher: Searcher, text: &str, limit: u64, page: u64) -> Result<Self, ErrorCode> {
        let text = text.trim();
        if text.is_empty() || text.chars().count() > MAX_QUERY_CHARS || text.chars().any(char::is_control) {
            return Err(ErrorCode::SearchQueryInvalid);
        }
        Ok(Self {
            searcher,
            text: text.to_owned(),
            words: db::words_query(text, db::Unfinished::LastWord),
            limit,
            page,
            access: Access::All,
        })
    }
}

impl Asked {
    /// `limit` as a bound value (PostgreSQL has no unsigned integers).
    pub fn limit_value(&self) -> sea_orm::Value {
        i64::try_from(self.limit).unwrap_or(i64::MAX).into()
    }

    /// The hits before the page.
    pub fn offset(&self) -> u64 {
        self.page.saturating_sub(1).saturating_mul(self.limit)
    }

    /// [`Self::offset`] as a bound value.
    pub fn offset_value(&self) -> sea_orm::Value {
        i64::try_from(self.offset()).unwrap_or(i64::MAX).into()
    }
}

/// The end every provider's raw statement shares: after a CTE `matched` of the hits, each with
/// an `id`, how many there are and the page of them in `$order` (with `$4`/`$5` the limit and the
/// offset), in one round trip for `db::paged_rows`. `$columns` and `$joins` add what only the
/// page's rows need (a name, a link), so it is not looked up for every hit.
#[macro_export]
macro_rules! page_of_matched {
    ($order:literal) => {
        $crate::page_of_matched!($order, "", "")
    };
    ($order:literal, $columns:literal, $joins:literal) => {
        concat!(
            " SELECT counted.total, page.*",
            $columns,
            " FROM (SELECT count(*) AS total FROM matched) counted",
            " LEFT JOIN LATERAL (SELECT * FROM matched ORDER BY ",
            $order,
            " LIMIT $4 OFFSET $5) page ON true",
            $joins
        )
    };
}

/// One result: what it is called, a line about it, and where the web app opens it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    /// The record's id (a number or a UUID, as text).
    pub id: String,
    pub title: String,
    pub subtitle: Option<String>,
    /// The web app's route that shows it.
    pub link: String,
    /// When it was last relevant (published, applied, sent, created).
    pub at: Option<DateTime<Utc>>,
}

/// What a provider found: one page of hits and how many there are in all.
#[derive(Debug, Default)]
pub struct Found {
    /// Counted up to `paging::COUNT_CAP` by the providers whose matches can run to thousands.
    pub total: Total,
    pub hits: Vec<SearchHit>,
}

/// A provider's search: a feature's async function, boxed (`|tx, asked| Box::pin(find(tx, asked))`).
pub type FindFn = for<'a> fn(&'a TenantTx, &'a Asked) -> LocalBoxFuture<'a, Result<Found, DbErr>>;

/// A feature's search: the group it answers, who may see it, and the search itself.
pub struct Provider {
    pub group: SearchGroupId,
    pub staff_only: bool,
    pub find: FindFn,
}

impl Provider {
    pub fn visible_to(&self, searcher: Searcher) -> bool {
        !self.staff_only || searcher.is_staff()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn searcher() -> Searcher {
        Searcher { user: Uuid::nil(), role: Role::User }
    }

    #[test]
    fn a_search_is_one_to_two_hundred_characters_without_control_characters() {
        assert_eq!(Asked::new(searcher(), "  ", 4, 1).unwrap_err(), ErrorCode::SearchQueryInvalid);
        assert_eq!(Asked::new(searcher(), &"a".repeat(201), 4, 1).unwrap_err(), ErrorCode::SearchQueryInvalid);
        assert_eq!(Asked::new(searcher(), "ana\u{7}", 4, 1).unwrap_err(), ErrorCode::SearchQueryInvalid);
        let asked = Asked::new(searcher(), &"é".repeat(200), 4, 3).unwrap();
        assert_eq!(asked.offset(), 8);
        let asked = Asked::new(searcher(), " José Rib ", 4, 1).unwrap();
        assert_eq!(asked.text, "José Rib");
        assert_eq!(asked.words.as_deref(), Some("josé & rib:*"));
        assert_eq!(Asked::new(searcher(), "@@", 4, 1).unwrap().words, None);
    }

    #[test]
    fn groups_parse_by_their_wire_names() {
        assert_eq!(SearchGroupId::parse("candidates"), Some(SearchGroupId::Candidates));
        assert_eq!(SearchGroupId::parse("pages"), None);
        assert_eq!(SearchGroupId::parse("Tasks"), None);
    }
}
