//! The applications' side of the retention (the privacy crate runs it): which closed
//! applications to tell and to anonymise, what is due, and the applicant's "keep my data".
//!
//! Raw SQL because each statement is one planned query the retention index
//! (`applications_retention_idx` on `greatest(updated_at, retained_at)`) serves, with
//! `FOR UPDATE … SKIP LOCKED` and `make_interval`, which sea-query cannot say.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::locale::Locale;
use crate::tenancy::TenantTx;

/// Told at least 14 days ago.
macro_rules! told_in_time {
    () => {
        "a.retention_warned_at < now() - interval '14 days'"
    };
}

/// A closed application whose last change (or keep) is older than `$days` days (an SQL
/// expression), not yet anonymised.
macro_rules! closed_older_than {
    ($days:literal) => {
        concat!(
            "a.status IN ('hired', 'rejected', 'withdrawn') AND a.person_id IS NOT NULL ",
            "AND greatest(a.updated_at, a.retained_at) < now() - make_interval(days => ",
            $days,
            ")"
        )
    };
}

/// Applications to tell (`$1` the retention, `$2` the batch, `$3` the notice's days): due within
/// `$3` days (or sooner, when the retention was just shortened), not told yet.
const TO_WARN: &str = concat!(
    "SELECT a.id, a.applicant_email, a.applicant_name, u.locale, v.title AS vacancy,
            greatest(greatest(a.updated_at, a.retained_at) + make_interval(days => $1::int),
                     now() + make_interval(days => $3::int)) AS due
     FROM applications a JOIN persons p ON p.id = a.person_id JOIN users u ON u.id = p.user_id
          JOIN vacancies v ON v.id = a.vacancy_id
     WHERE ",
    closed_older_than!("$1::int - $3::int"),
    " AND a.retention_warned_at IS NULL ORDER BY a.id LIMIT $2 FOR UPDATE OF a SKIP LOCKED"
);

/// Applications to anonymise (`$1` the retention, `$2` the batch).
const DUE: &str = concat!(
    "SELECT a.id, a.cv_file_id FROM applications a WHERE ",
    closed_older_than!("$1::int"),
    " AND ",
    told_in_time!(),
    " ORDER BY a.id LIMIT $2 FOR UPDATE OF a SKIP LOCKED"
);

/// What is due, to tell, and told (`$1` the retention).
const COUNTS: &str = concat!(
    "SELECT count(*) FILTER (WHERE ",
    closed_older_than!("$1::int"),
    " AND ",
    told_in_time!(),
    ") AS due, count(*) FILTER (WHERE ",
    closed_older_than!("$1::int - 14"),
    " AND a.retention_warned_at IS NULL) AS to_warn, count(*) FILTER (WHERE a.retention_warned_at IS NOT NULL AND NOT (",
    closed_older_than!("$1::int"),
    " AND ",
    told_in_time!(),
    ")) AS warned FROM applications a
     WHERE a.status IN ('hired', 'rejected', 'withdrawn') AND a.person_id IS NOT NULL"
);

#[derive(FromQueryResult)]
pub struct ToWarn {
    pub id: i64,
    pub applicant_email: String,
    pub applicant_name: String,
    pub locale: Locale,
    pub vacancy: String,
    pub due: DateTime<Utc>,
}

#[derive(FromQueryResult)]
pub struct Due {
    pub id: i64,
    pub cv_file_id: Option<Uuid>,
}

/// What is due, to tell, and told.
#[derive(FromQueryResult, Default)]
pub struct Counts {
    pub due: i64,
    pub to_warn: i64,
    pub warned: i64,
}

/// Closed applications to tell (at most `batch`) that a `days` retention anonymises them within
/// `notice_days` (or sooner, when the retention was just shortened), locked for the pass.
pub async fn to_warn(tx: &TenantTx, days: i32, batch: i64, notice_days: i32) -> Result<Vec<ToWarn>, DbErr> {
    ToWarn::find_by_statement(db::raw(TO_WARN, [days.into(), batch.into(), notice_days.into()])).all(tx).await
}

/// Marks applications as told.
pub async fn mark_warned(tx: &TenantTx, ids: Vec<i64>) -> Result<(), DbErr> {
    tx.execute_raw(db::raw("UPDATE applications SET retention_warned_at = now() WHERE id = ANY($1)", [ids.into()]))
        .await?;
    Ok(())
}

/// Closed applications past a `days` retention and told in time (at most `batch`), locked.
pub async fn due(tx: &TenantTx, days: i32, batch: i64) -> Result<Vec<Due>, DbErr> {
    Due::find_by_statement(db::raw(DUE, [days.into(), batch.into()])).all(tx).await
}

/// What a `days` retention has due, to tell, and told.
pub async fn counts(tx: &TenantTx, days: i32) -> Result<Counts, DbErr> {
    Ok(Counts::find_by_statement(db::raw(COUNTS, [days.into()])).one(tx).await?.unwrap_or_default())
}

/// The applicant `user_id` keeps their closed application `id` (the retention counts from now and
/// tells them again); false when it is not theirs or not closed.
pub async fn keep(tx: &TenantTx, id: i64, user_id: Uuid) -> Result<bool, DbErr> {
    let kept = tx
        .execute_raw(db::raw(
            "UPDATE applications SET retained_at = now(), retention_warned_at = NULL
             WHERE id = $1 AND status IN ('hired', 'rejected', 'withdrawn')
               AND person_id = (SELECT id FROM persons WHERE user_id = $2)",
            [id.into(), user_id.into()],
        ))
        .await?;
    Ok(kept.rows_affected() == 1)
}
