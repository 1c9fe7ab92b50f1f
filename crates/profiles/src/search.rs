//! The global search's Candidates group (the recruiting team only): people with an application
//! in this tenant, by the words of their name, headline, skills and phone, or by the start of
//! their e-mail address; when neither finds anyone, by a name typed with a typo.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};

use crate::db;
use crate::paging::Total;
use crate::tenancy::TenantTx;
use erecruit_search::domain::{Asked, Found, Provider, SearchGroupId, SearchHit};

pub const PROVIDER: Provider =
    Provider { group: SearchGroupId::Candidates, staff_only: true, find: |tx, asked| Box::pin(find(tx, asked)) };

/// How alike a name must be to what was typed, as `pg_trgm`'s word similarity (0–1): its default,
/// 0.6, missed one swapped pair of letters in a short surname ("Ribiero" for "Ribeiro").
const NAME_SIMILARITY: &str = "0.45";

/// `$1` the words query (NULL when the text has no word), `$2` the text as typed, `$3` the
/// e-mail prefix pattern, `$4`/`$5` limit and offset, `$6` whether names alike count (planned
/// for its value, so `false` leaves that condition out of the plan), `$7`/`$8` the applications
/// the searcher may see (`Access::application_sets`: a candidate is found through one of them). Raw SQL: the trigram
/// operator and the folding functions live in `shared`, which sea-query cannot name. The three
/// ways to match are one bitmap of index lookups on `persons` (the words' GIN index, the folded
/// name's trigrams, and the user ids whose address starts so, an init plan's array); the address
/// is read for the page's rows only. A candidate links to their latest application.
const SEARCH: &str = concat!(
    "
WITH matched AS (
    SELECT p.id, p.user_id, p.full_name, p.headline, latest.id AS application_id, latest.created_at AS at,
           p.folded_name = shared.folded($2) AS exact,
           starts_with(p.folded_name, shared.folded($2))
               OR p.user_id = ANY (ARRAY(SELECT id FROM users WHERE email LIKE $3)) AS prefix,
           coalesce(ts_rank(p.search, to_tsquery('shared.words', $1)), 0)
               + CASE WHEN $6 THEN shared.word_similarity(shared.folded($2), p.folded_name) ELSE 0 END AS rank
    FROM persons p
    JOIN LATERAL (
        SELECT a.id, a.created_at FROM applications a
        WHERE a.person_id = p.id AND ($7::int8[] IS NULL OR a.vacancy_id = ANY($7::int8[]) OR a.id = ANY($8::int8[]))
        ORDER BY a.created_at DESC LIMIT 1
    ) latest ON true
    WHERE p.search @@ to_tsquery('shared.words', $1)
       OR ($6 AND p.folded_name OPERATOR(shared.%>) shared.folded($2))
       OR p.user_id = ANY (ARRAY(SELECT id FROM users WHERE email LIKE $3))
)",
    crate::page_of_matched!(
        "exact DESC, prefix DESC, rank DESC, at DESC, id DESC",
        ", u.email",
        " LEFT JOIN users u ON u.id = page.user_id"
    )
);

#[derive(FromQueryResult)]
struct Row {
    id: i64,
    full_name: String,
    email: String,
    headline: Option<String>,
    application_id: i64,
    at: DateTime<Utc>,
}

async fn find(tx: &TenantTx, asked: &Asked) -> Result<Found, DbErr> {
    let (mut rows, mut total) = candidates(tx, asked, false).await?;
    // Names alike are the fallback: a common word ("Applicant") is alike in every name, and
    // ranking all of them is what a search that found someone by their words need not do.
    if total == 0 {
        // For this transaction only: the threshold of `%>` (an index condition, not a parameter).
        tx.execute_raw(db::raw(
            "SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)",
            [NAME_SIMILARITY.into()],
        ))
        .await?;
        (rows, total) = candidates(tx, asked, true).await?;
    }
    let hits = rows
        .into_iter()
        .map(|row| SearchHit {
            id: row.id.to_string(),
            title: row.full_name,
            subtitle: Some(
                row.headline.map_or_else(|| row.email.clone(), |headline| format!("{headline} · {}", row.email)),
            ),
            link: format!("/job-vacancy-setting/applications/{}", row.application_id),
            at: Some(row.at),
        })
        .collect();
    Ok(Found { total: Total::exact(total), hits })
}

async fn candidates(tx: &TenantTx, asked: &Asked, alike: bool) -> Result<(Vec<Row>, u64), DbErr> {
    let (seen, interviewed) = asked.access.application_sets();
    let values = [
        asked.words.clone().into(),
        asked.text.clone().into(),
        db::prefix_pattern(&asked.text.to_lowercase()).into(),
        asked.limit_value(),
        asked.offset_value(),
        alike.into(),
        seen.into(),
        interviewed.into(),
    ];
    Ok(db::paged_rows::<Row>(tx, db::raw(SEARCH, values)).await?.unwrap_or_default())
}
