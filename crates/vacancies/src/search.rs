//! The global search's Vacancies group: the recruiting team finds every vacancy, anyone else the
//! open ones (as the careers site lists them).

use chrono::{DateTime, Utc};
use sea_orm::{DbErr, FromQueryResult};

use crate::db;
use crate::paging::Total;
use crate::tenancy::TenantTx;
use erecruit_search::domain::{Asked, Found, Provider, SearchGroupId, SearchHit};

pub const PROVIDER: Provider =
    Provider { group: SearchGroupId::Vacancies, staff_only: false, find: |tx, asked| Box::pin(find(tx, asked)) };

/// `$1` the words query, `$2` the text as typed, `$3` whether every status is shown, `$4`/`$5`
/// limit and offset, `$6` the vacancies a searcher limited to their hiring teams may see (NULL:
/// all). Raw SQL: the ranking compares folded titles (`shared.folded`), which sea-query cannot
/// name, and the total and page come in one round trip over one CTE. Planned for its values (the
/// search turns that on), so `$3` folds away and the open-vacancy condition can use
/// `vacancies_listing_idx`.
const SEARCH: &str = concat!(
    "
WITH matched AS (
    SELECT id, title, department, location, coalesce(published_at, updated_at) AS at,
           shared.folded(title) = shared.folded($2) AS exact,
           starts_with(shared.folded(title), shared.folded($2)) AS prefix,
           ts_rank(search, (SELECT shared.any_language($1))) AS rank
    FROM vacancies
    WHERE search @@ (SELECT shared.any_language_matching($1))
      AND ($3 OR (status = 'published' AND (closes_at IS NULL OR closes_at > now())))
      AND ($6::int8[] IS NULL OR NOT $3 OR id = ANY($6::int8[]))
)",
    crate::page_of_matched!("exact DESC, prefix DESC, rank DESC, at DESC, id DESC")
);

#[derive(FromQueryResult)]
struct Row {
    id: i64,
    title: String,
    department: Option<String>,
    location: Option<String>,
    at: DateTime<Utc>,
}

async fn find(tx: &TenantTx, asked: &Asked) -> Result<Found, DbErr> {
    let Some(words) = asked.words.clone() else { return Ok(Found::default()) };
    let staff = asked.searcher.is_staff();
    // Staff limited to their hiring teams find the vacancies they are on (and anyone the open ones).
    let values = [
        words.into(),
        asked.text.clone().into(),
        staff.into(),
        asked.limit_value(),
        asked.offset_value(),
        asked.access.vacancy_ids().into(),
    ];
    let (rows, total) = db::paged_rows::<Row>(tx, db::raw(SEARCH, values)).await?.unwrap_or_default();
    let hits = rows
        .into_iter()
        .map(|row| {
            let place: Vec<String> = [row.department, row.location].into_iter().flatten().collect();
            SearchHit {
                id: row.id.to_string(),
                title: row.title,
                subtitle: (!place.is_empty()).then(|| place.join(" · ")),
                link: if staff {
                    format!("/job-vacancy-setting/{}/applications", row.id)
                } else {
                    format!("/job-vacancy/{}", row.id)
                },
                at: Some(row.at),
            }
        })
        .collect();
    Ok(Found { total: Total::exact(total), hits })
}
