//! The dashboard's figures over a range of days, a category and (for staff) their own vacancies:
//! the funnel, the time to hire and in each stage, applications per day and by source, and each
//! vacancy's applicants. Every statement starts from the same `scoped` applications.
//!
//! Raw SQL: sea-query has neither `FILTER (WHERE …)`, ordered-set aggregates (`WITHIN GROUP`),
//! window functions over a join nor `extract(epoch …)`, which these figures are made of.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{DbErr, FromQueryResult, Value};
use uuid::Uuid;

use crate::applications::domain::ApplicationStatus;
use crate::db;
use crate::tenancy::TenantTx;
use crate::vacancies::domain::Category;

/// Which applications the figures count: applied in `[from, until)`, to a vacancy of `category`,
/// created by `owner` (staff see their own vacancies).
pub struct Scope {
    pub from: DateTime<Utc>,
    pub until: DateTime<Utc>,
    pub category: Option<Category>,
    pub owner: Option<Uuid>,
    /// The tenant's IANA zone: days are its days.
    pub zone: String,
}

impl Scope {
    /// `$1`–`$4` of `scoped`, and the zone as `$5` for a statement about days.
    fn values(&self, days: bool) -> Vec<Value> {
        use sea_orm::ActiveEnum;
        let mut values =
            vec![self.from.into(), self.until.into(), self.category.map(|c| c.to_value()).into(), self.owner.into()];
        if days {
            values.push(self.zone.clone().into());
        }
        values
    }
}

/// The applications a [`Scope`] takes (`$1`–`$4`), then the statement about them.
macro_rules! scoped {
    ($rest:literal) => {
        concat!(
            "WITH scoped AS (
                SELECT a.id, a.vacancy_id, a.status, a.source, a.created_at
                FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
                WHERE a.created_at >= $1 AND a.created_at < $2
                  AND ($3::text IS NULL OR v.category = $3)
                  AND ($4::uuid IS NULL OR v.created_by = $4)
            ) ",
            $rest
        )
    };
}

/// Moves only go forward, so an application reaches a stage at most once: counting its events
/// is counting applications (`count(DISTINCT …)` sorted 400,000 events for nothing).
const FUNNEL: &str = scoped!(
    "SELECT e.to_status AS stage, count(*) AS reached
     FROM scoped s JOIN application_events e ON e.application_id = s.id
     GROUP BY e.to_status"
);

/// How long an application stayed in a stage: from the move into it to the move out of it.
const TIME_IN_STAGE: &str = scoped!(
    "SELECT stage, count(*) AS moves,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM left_at - at)) / 3600 AS median_hours
     FROM (SELECT e.to_status AS stage, e.at,
                  lead(e.at) OVER (PARTITION BY e.application_id ORDER BY e.id) AS left_at
           FROM scoped s JOIN application_events e ON e.application_id = s.id) moves
     WHERE left_at IS NOT NULL
     GROUP BY stage"
);

const TIME_TO_HIRE: &str = scoped!(
    "SELECT count(*) AS hired,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.at - s.created_at)) / 86400 AS median_days
     FROM scoped s JOIN application_events e ON e.application_id = s.id AND e.to_status = 'hired'"
);

/// Every day of the range in the tenant's zone, days without applications included.
const PER_DAY: &str = scoped!(
    ", days AS (
        SELECT generate_series(($1::timestamptz AT TIME ZONE $5)::date,
                               (($2::timestamptz - interval '1 microsecond') AT TIME ZONE $5)::date,
                               interval '1 day')::date AS day
    )
    SELECT d.day, count(s.id) AS count
    FROM days d LEFT JOIN scoped s ON (s.created_at AT TIME ZONE $5)::date = d.day
    GROUP BY d.day ORDER BY d.day"
);

const BY_SOURCE: &str =
    scoped!("SELECT source, count(*) AS count FROM scoped GROUP BY source ORDER BY count DESC, source LIMIT 20");

const PER_VACANCY: &str = scoped!(
    "SELECT v.id, v.title, v.category, count(*) AS applicants,
            count(*) FILTER (WHERE s.status = 'hired') AS hired
     FROM scoped s JOIN vacancies v ON v.id = s.vacancy_id
     GROUP BY v.id ORDER BY applicants DESC, v.id DESC LIMIT 50"
);

#[derive(Debug, FromQueryResult)]
pub struct StageReached {
    pub stage: ApplicationStatus,
    pub reached: i64,
}

#[derive(Debug, FromQueryResult)]
pub struct StageTime {
    pub stage: ApplicationStatus,
    pub moves: i64,
    pub median_hours: Option<f64>,
}

#[derive(Debug, FromQueryResult)]
pub struct HireTime {
    pub hired: i64,
    pub median_days: Option<f64>,
}

#[derive(Debug, FromQueryResult)]
pub struct Day {
    pub day: NaiveDate,
    pub count: i64,
}

#[derive(Debug, FromQueryResult)]
pub struct SourceCount {
    pub source: Option<String>,
    pub count: i64,
}

#[derive(Debug, FromQueryResult)]
pub struct VacancyCount {
    pub id: i64,
    pub title: String,
    pub category: Category,
    pub applicants: i64,
    pub hired: i64,
}

pub struct Figures {
    pub funnel: Vec<StageReached>,
    pub time_in_stage: Vec<StageTime>,
    pub time_to_hire: HireTime,
    pub per_day: Vec<Day>,
    pub by_source: Vec<SourceCount>,
    pub per_vacancy: Vec<VacancyCount>,
}

pub async fn figures(tx: &TenantTx, scope: &Scope) -> Result<Figures, DbErr> {
    // Each range and filter is planned for itself: a generic plan cannot know whether a day or a
    // year of applications is asked for.
    db::plan_for_each_value(tx).await?;
    let run = |sql: &'static str| db::raw(sql, scope.values(false));
    Ok(Figures {
        funnel: db::fetch_all_raw(tx, run(FUNNEL)).await?,
        time_in_stage: db::fetch_all_raw(tx, run(TIME_IN_STAGE)).await?,
        time_to_hire: db::fetch_one_raw(tx, run(TIME_TO_HIRE))
            .await?
            .unwrap_or(HireTime { hired: 0, median_days: None }),
        per_day: db::fetch_all_raw(tx, db::raw(PER_DAY, scope.values(true))).await?,
        by_source: db::fetch_all_raw(tx, run(BY_SOURCE)).await?,
        per_vacancy: db::fetch_all_raw(tx, run(PER_VACANCY)).await?,
    })
}
