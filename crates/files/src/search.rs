//! The global search's Files group (the recruiting team only): CVs sent with applications and
//! the attachments of the caller's own messages, by their name and, for PDF and Word files, by
//! the text extracted when they were uploaded.

use chrono::{DateTime, Utc};
use sea_orm::{DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::paging::Total;
use crate::tenancy::TenantTx;
use erecruit_search::domain::{Asked, Found, Provider, SearchGroupId, SearchHit};

pub const PROVIDER: Provider =
    Provider { group: SearchGroupId::Files, staff_only: true, find: |tx, asked| Box::pin(find(tx, asked)) };

/// `$1` the words query, `$2` the text as typed, `$3` the caller, `$4`/`$5` limit and offset,
/// `$6`/`$7` the applications the caller may see (`Access::application_sets`).
/// Raw SQL: a file counts when the caller meets it — a CV an application sent, an attachment of
/// the caller's own mail — and is shown through where they meet it (the latest such application
/// or message), a lateral choice of two sources, looked up for the page's rows only, that
/// sea-query cannot write. The kind condition repeats `files_search_idx`'s predicate.
const SEARCH: &str = concat!(
    "
WITH matched AS (
    SELECT f.id, f.original_name, f.kind, f.created_at AS at,
           starts_with(shared.folded(coalesce(f.original_name, '')), shared.folded($2)) AS prefix,
           ts_rank(f.search, to_tsquery('shared.words', $1)) AS rank
    FROM files f
    WHERE f.kind IN ('cv', 'attachment') AND f.search @@ to_tsquery('shared.words', $1)
      AND CASE f.kind
          WHEN 'cv' THEN EXISTS (SELECT 1 FROM applications a WHERE a.cv_file_id = f.id
                                 AND ($6::int8[] IS NULL OR a.vacancy_id = ANY($6::int8[]) OR a.id = ANY($7::int8[])))
          ELSE EXISTS (SELECT 1 FROM mail_attachments ma JOIN mail_copies c ON c.message_id = ma.message_id
                       WHERE ma.file_id = f.id AND c.user_id = $3)
      END
)",
    crate::page_of_matched!(
        "prefix DESC, rank DESC, at DESC, id DESC",
        ", seen.subtitle, seen.link",
        "
LEFT JOIN LATERAL (
    (SELECT a.applicant_name AS subtitle, '/job-vacancy-setting/applications/' || a.id AS link
       FROM applications a
      WHERE page.kind = 'cv' AND a.cv_file_id = page.id
        AND ($6::int8[] IS NULL OR a.vacancy_id = ANY($6::int8[]) OR a.id = ANY($7::int8[]))
      ORDER BY a.created_at DESC LIMIT 1)
    UNION ALL
    (SELECT m.subject, '/email/message/' || m.id
       FROM mail_attachments ma
       JOIN mail_copies c ON c.message_id = ma.message_id AND c.user_id = $3
       JOIN mail_messages m ON m.id = ma.message_id
      WHERE page.kind = 'attachment' AND ma.file_id = page.id
      ORDER BY c.sent_at DESC LIMIT 1)
    LIMIT 1
) seen ON true"
    )
);

#[derive(FromQueryResult)]
struct Row {
    id: Uuid,
    original_name: Option<String>,
    kind: String,
    subtitle: String,
    link: String,
    at: DateTime<Utc>,
}

async fn find(tx: &TenantTx, asked: &Asked) -> Result<Found, DbErr> {
    let Some(words) = asked.words.clone() else { return Ok(Found::default()) };
    let (seen, interviewed) = asked.access.application_sets();
    let values = [
        words.into(),
        asked.text.clone().into(),
        asked.searcher.user.into(),
        asked.limit_value(),
        asked.offset_value(),
        seen.into(),
        interviewed.into(),
    ];
    let (rows, total) = db::paged_rows::<Row>(tx, db::raw(SEARCH, values)).await?.unwrap_or_default();
    let hits = rows
        .into_iter()
        .map(|row| SearchHit {
            id: row.id.to_string(),
            title: row.original_name.unwrap_or_else(|| if row.kind == "cv" { "CV".to_owned() } else { row.kind }),
            subtitle: Some(row.subtitle),
            link: row.link,
            at: Some(row.at),
        })
        .collect();
    Ok(Found { total: Total::exact(total), hits })
}
