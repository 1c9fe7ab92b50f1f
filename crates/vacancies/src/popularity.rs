//! How many people applied to a vacancy, and how popular it is against the tenant's other
//! vacancies: the recruiters' vacancy table shows both.
//!
//! **Popularity** (0–100) compares a vacancy's applications per opening with the median of the
//! tenant's published and closed vacancies: `50 × ratio / median`, at most 100, so 50 is the
//! median vacancy, 75 one and a half times it and 100 twice it or more. A vacancy nobody applied
//! to is 0; when the median is 0 (most vacancies without applicants), any applicant makes 100.
//! Its colour follows the old data list's thresholds: 75 or more success, 55–74 primary, 35–54
//! warning, 0–34 danger.
//!
//! A vacancy's applicants are summed from the facts the database keeps (`desk_stats`); the median
//! is read from the folded per-vacancy counts (`desk_vacancies`, tenant migration
//! `m20261217_000039_desk_days`) by position in an index, so a read never visits every vacancy.

use std::collections::HashMap;

use sea_orm::{DbErr, FromQueryResult};
use serde::Serialize;
use utoipa::ToSchema;

use crate::db;
use crate::tenancy::TenantTx;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PopularityColor {
    Success,
    Primary,
    Warning,
    Danger,
}

impl PopularityColor {
    pub fn of(popularity: u8) -> Self {
        match popularity {
            75.. => Self::Success,
            55..=74 => Self::Primary,
            35..=54 => Self::Warning,
            _ => Self::Danger,
        }
    }
}

/// A vacancy's applicants and popularity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Reach {
    /// Every application, whatever its status.
    pub applicants: i64,
    /// Applications nobody has looked at yet (still `submitted`).
    pub new_applicants: i64,
    /// 0–100, against the tenant's median vacancy (see the vacancies API's description).
    pub popularity: u8,
    pub popularity_color: PopularityColor,
}

impl Reach {
    pub fn new(applicants: i64, new_applicants: i64, openings: i32, median: Option<f64>) -> Self {
        let popularity = popularity(applicants, openings, median);
        Self { applicants, new_applicants, popularity, popularity_color: PopularityColor::of(popularity) }
    }
}

/// A vacancy nobody applied to.
impl Default for Reach {
    fn default() -> Self {
        Self::new(0, 0, 1, None)
    }
}

/// `50 × (applicants per opening) / median`, from 0 to 100.
pub fn popularity(applicants: i64, openings: i32, median: Option<f64>) -> u8 {
    if applicants <= 0 {
        return 0;
    }
    let ratio = applicants as f64 / f64::from(openings.max(1));
    match median {
        Some(median) if median > 0.0 => (50.0 * ratio / median).round().clamp(0.0, 100.0) as u8,
        _ => 100,
    }
}

/// `$rest` after three CTEs: `candidates` (`$candidates`, the ids of the vacancies asked about),
/// `counts` (per candidate: `applicants`, `fresh` — still submitted — and `hired`, summed from
/// the facts the database keeps in `desk_stats`, appended ones included, see
/// `dashboard::analytics`) and `median` (its one row: the tenant's median applications per opening
/// over its published and closed vacancies, `desk_reach_median()`, read from the folded counts in
/// `desk_vacancies` by position in an index). Shared with the dashboard's per-vacancy table, so the
/// two cannot differ. Raw: sea-query has no `FILTER (WHERE …)`.
#[macro_export]
macro_rules! with_reach {
    ($candidates:literal, $rest:literal) => {
        concat!(
            "WITH candidates (vacancy_id) AS (",
            $candidates,
            "), counts AS (
                -- Per candidate: a few entries of the covering index each, whatever the planner
                -- guesses of how many candidates there are.
                SELECT c.vacancy_id, x.applicants, x.fresh, x.hired
                FROM candidates c CROSS JOIN LATERAL (
                    SELECT coalesce(sum(n) FILTER (WHERE stage = ''), 0) AS applicants,
                           coalesce(sum(n) FILTER (WHERE stage = 'submitted'), 0) AS fresh,
                           coalesce(sum(n) FILTER (WHERE stage = 'hired'), 0) AS hired
                    FROM desk_stats WHERE kind = 'vacancy' AND vacancy_id = c.vacancy_id) x
            ), median AS MATERIALIZED (SELECT desk_reach_median() AS median) ",
            $rest
        )
    };
}
const REACH: &str = with_reach!(
    "SELECT unnest($1::int8[])",
    "SELECT v.id, v.openings, coalesce(c.applicants, 0)::int8 AS total, coalesce(c.fresh, 0)::int8 AS fresh, m.median
     FROM vacancies v LEFT JOIN counts c ON c.vacancy_id = v.id CROSS JOIN median m
     WHERE v.id = ANY($1)"
);

#[derive(FromQueryResult)]
struct ReachRow {
    id: i64,
    openings: i32,
    total: i64,
    fresh: i64,
    median: Option<f64>,
}

/// The reach of each of these vacancies (ids of no vacancy are left out).
pub async fn of(tx: &TenantTx, ids: &[i64]) -> Result<HashMap<i64, Reach>, DbErr> {
    // The median is read from the folded counts: fold what was appended first.
    fold(tx, tx.tenant().zone().name()).await?;
    let rows: Vec<ReachRow> = db::fetch_all_raw(tx, db::raw(REACH, [ids.to_vec().into()])).await?;
    Ok(rows.into_iter().map(|row| (row.id, Reach::new(row.total, row.fresh, row.openings, row.median))).collect())
}

/// Copies openings and status of the vacancies changed in the last day into the kept per-vacancy
/// counts again (`desk_vacancies_reconcile`): an edit whose transaction outlasted the fold's
/// minute of looking back is caught here. The clean-up job runs it.
pub async fn reconcile_recent(conn: &impl sea_orm::ConnectionTrait) -> Result<(), DbErr> {
    // Raw SQL: a function of the kept table, as the fold is.
    conn.execute_raw(db::raw("SELECT desk_vacancies_reconcile(now() - interval '1 day')", [])).await?;
    Ok(())
}

/// Folds the dashboard's facts appended since the last time into one row per key, their days in
/// `zone` and the per-vacancy counts (`desk_stats_compact`, which builds the days first when they
/// are kept in another zone; see `dashboard::analytics`); answers how many appended rows it
/// folded. A transaction already folding them is left to it.
pub async fn fold(conn: &impl sea_orm::ConnectionTrait, zone: &str) -> Result<u64, DbErr> {
    #[derive(FromQueryResult)]
    struct Folded {
        folded: i64,
    }
    // Raw SQL: the folding is a PL/pgSQL function (one round trip, in the database's own lock).
    let fold = db::raw("SELECT desk_stats_compact($1) AS folded", [zone.into()]);
    let folded: Option<Folded> = db::fetch_one_raw(conn, fold).await?;
    Ok(folded.map_or(0, |f| u64::try_from(f.folded).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_follow_the_old_thresholds() {
        let colour = |p| PopularityColor::of(p);
        assert_eq!(colour(100), PopularityColor::Success);
        assert_eq!(colour(75), PopularityColor::Success);
        assert_eq!(colour(74), PopularityColor::Primary);
        assert_eq!(colour(55), PopularityColor::Primary);
        assert_eq!(colour(54), PopularityColor::Warning);
        assert_eq!(colour(35), PopularityColor::Warning);
        assert_eq!(colour(34), PopularityColor::Danger);
        assert_eq!(colour(0), PopularityColor::Danger);
    }

    #[test]
    fn popularity_is_half_way_at_the_median_and_capped() {
        assert_eq!(popularity(0, 1, Some(4.0)), 0);
        assert_eq!(popularity(4, 1, Some(4.0)), 50);
        assert_eq!(popularity(6, 1, Some(4.0)), 75);
        assert_eq!(popularity(12, 2, Some(4.0)), 75, "per opening");
        assert_eq!(popularity(40, 1, Some(4.0)), 100);
        assert_eq!(popularity(1, 1, Some(0.0)), 100, "a median of nobody");
        assert_eq!(popularity(1, 0, None), 100);
    }
}
