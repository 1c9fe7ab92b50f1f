//! The dashboard's figures over a range of days, a category and (for staff) their own vacancies:
//! the funnel, the time to first review, to hire and in each stage, applications per day and by
//! source, the applications in each status and each vacancy's applicants.
//!
//! They are read from `desk_stats`, which the database keeps as applications move (tenant
//! migration `m20261130_000017_desk_speed`): per hour an application was made, category and
//! vacancy creator, how many applied, reached each stage and left it after how long, and the
//! same summed per day of the tenant's zone (`desk_days`, migration `m20261217_000039_desk_days`).
//! A range of a year reads a row per day and key instead of every application and timeline entry
//! (seconds per request over 200,000 applications) or every hour. Durations are kept as counts per bucket 10 %
//! wide, so the medians are within 5 % of the exact ones; averages are exact.
//!
//! Raw SQL: sea-query has neither `FILTER (WHERE …)` nor `AT TIME ZONE`, which these are made of.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{DbErr, FromQueryResult, Value};
use uuid::Uuid;

use crate::applications::domain::ApplicationStatus;
use crate::db;
use crate::tenancy::TenantTx;
use crate::vacancies::domain::Category;

/// Which applications the figures count: applied in `[from, until)`, to a vacancy of `category`,
/// created by `owner` (staff see their own vacancies), or, while the tenant limits staff to their
/// hiring teams, to one of `vacancies`.
pub struct Scope {
    pub from: DateTime<Utc>,
    pub until: DateTime<Utc>,
    pub category: Option<Category>,
    pub owner: Option<Uuid>,
    /// The reader's team's vacancies (`None`: not limited to a team). Their figures are computed
    /// from their timeline (`desk_facts`), not read from the kept sums, which are not kept per
    /// vacancy.
    pub vacancies: Option<Vec<i64>>,
    /// The tenant's IANA zone: days are its days.
    pub zone: String,
}

impl Scope {
    fn values(&self) -> Vec<Value> {
        use sea_orm::ActiveEnum;
        vec![
            self.from.into(),
            self.until.into(),
            self.category.map(|c| c.to_value()).into(),
            self.owner.into(),
            self.zone.clone().into(),
        ]
    }
}

/// The facts of the applications made in the range, summed per kind, stage and duration bucket,
/// and (for applications made) per day and source: the kept days (`desk_days`, when they are kept
/// in the zone `$5`; `$6` and `$7` are the range's first and last day there) and the facts
/// appended since the last fold, by their hour (`$1` to `$2`). Were the days kept in another zone,
/// the compacted hourly facts are read instead. Hours start on the hour in UTC, as days do in
/// every zone a whole number of hours from it.
const COHORT: &str = "SELECT kind, stage, bucket::int4 AS bucket, source,
            CASE WHEN kind = 'applied' THEN day END AS day, sum(n)::int8 AS n, sum(seconds)::float8 AS seconds
     FROM (SELECT kind, stage, bucket, source, day, n, seconds, category, owner
           FROM desk_days
           WHERE day >= $6 AND day <= $7 AND EXISTS (SELECT FROM desk_days_zone WHERE zone = $5)
           UNION ALL
           SELECT kind, stage, bucket, source, (hour AT TIME ZONE $5)::date, n, seconds, category, owner
           FROM desk_stats
           WHERE NOT compacted AND kind NOT IN ('status', 'vacancy') AND hour >= $1 AND hour < $2
           UNION ALL
           SELECT kind, stage, bucket, source, (hour AT TIME ZONE $5)::date, n, seconds, category, owner
           FROM desk_stats
           WHERE compacted AND kind NOT IN ('status', 'vacancy') AND hour >= $1 AND hour < $2
             AND NOT EXISTS (SELECT FROM desk_days_zone WHERE zone = $5)) facts
     WHERE ($3::text IS NULL OR category = $3::text) AND ($4::uuid IS NULL OR owner = $4::uuid)
     GROUP BY 1, 2, 3, 4, 5
     HAVING sum(n) <> 0";

/// A team's facts, the same figures computed from the timeline of the applications made in the
/// range (`$1`, `$2`, by their hour as the kept facts count them) to its vacancies (`$6`).
const TEAM_COHORT: &str = "WITH facts AS (SELECT * FROM desk_facts(ARRAY(
         SELECT e.id FROM application_events e JOIN applications a ON a.id = e.application_id
         WHERE a.vacancy_id = ANY($6::int8[])
           AND date_trunc('hour', a.created_at) >= $1 AND date_trunc('hour', a.created_at) < $2)))
     SELECT kind, stage, bucket::int4 AS bucket, source,
            CASE WHEN kind = 'applied' THEN (hour AT TIME ZONE $5)::date END AS day,
            sum(n)::int8 AS n, sum(seconds)::float8 AS seconds
     FROM facts
     WHERE kind NOT IN ('status', 'vacancy')
       AND ($3::text IS NULL OR category = $3::text) AND ($4::uuid IS NULL OR owner = $4::uuid)
     GROUP BY 1, 2, 3, 4, 5";

/// Every application, whatever its date, per status.
const STATUSES: &str = "SELECT stage, sum(n)::int8 AS n FROM desk_stats WHERE kind = 'status'
     GROUP BY stage HAVING sum(n) <> 0";
/// The same for a team's vacancies (`$1`), counted from the applications themselves.
const TEAM_STATUSES: &str = "SELECT status AS stage, count(*)::int8 AS n FROM applications
     WHERE vacancy_id = ANY($1::int8[]) GROUP BY status";

/// The scope's vacancies with most applications (all time, as popularity counts them), with what
/// their popularity is computed from. The candidates are the first of the folded counts' index in
/// the scope, as many more as vacancies have facts appended since the last fold, and those
/// vacancies: whatever the appended facts change, the 50 with most applications are among them.
const PER_VACANCY: &str = crate::vacancies::with_reach!(
    "(SELECT k.vacancy_id FROM desk_vacancies k JOIN vacancies v ON v.id = k.vacancy_id
      WHERE k.applicants > 0 AND ($1::text IS NULL OR v.category = $1::text)
        AND ($2::uuid IS NULL OR v.created_by = $2::uuid) AND ($3::int8[] IS NULL OR v.id = ANY($3::int8[]))
      ORDER BY k.applicants DESC, k.vacancy_id DESC
      LIMIT 50 + (SELECT count(DISTINCT vacancy_id) FROM desk_stats WHERE NOT compacted AND kind = 'vacancy'))
     UNION
     SELECT vacancy_id FROM desk_stats WHERE NOT compacted AND kind = 'vacancy'",
    "SELECT v.id, v.title, v.category, v.openings, c.applicants::int8 AS applicants, c.fresh::int8 AS fresh,
            c.hired::int8 AS hired, m.median
     FROM counts c
     -- One lookup per candidate (`OFFSET 0` keeps it so): a hash join would read every vacancy.
     CROSS JOIN LATERAL (SELECT v.id, v.title, v.category, v.openings, v.created_by FROM vacancies v
                         WHERE v.id = c.vacancy_id OFFSET 0) v
     CROSS JOIN median m
     WHERE c.applicants > 0 AND ($1::text IS NULL OR v.category = $1::text)
       AND ($2::uuid IS NULL OR v.created_by = $2::uuid) AND ($3::int8[] IS NULL OR v.id = ANY($3::int8[]))
     ORDER BY c.applicants DESC, v.id DESC LIMIT 50"
);

#[derive(Debug, FromQueryResult)]
struct Fact {
    kind: String,
    stage: String,
    bucket: i32,
    source: String,
    day: Option<NaiveDate>,
    n: i64,
    seconds: f64,
}

#[derive(Debug, FromQueryResult)]
struct StatusCount {
    stage: ApplicationStatus,
    n: i64,
}

#[derive(Debug, FromQueryResult)]
pub struct VacancyCount {
    pub id: i64,
    pub title: String,
    pub category: Category,
    pub openings: i32,
    pub applicants: i64,
    pub fresh: i64,
    pub hired: i64,
    pub median: Option<f64>,
}

/// How many times something took how long, and the median and average of it.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Durations {
    buckets: BTreeMap<i32, i64>,
    seconds: f64,
}

impl Durations {
    fn add(&mut self, bucket: i32, n: i64, seconds: f64) {
        *self.buckets.entry(bucket).or_default() += n;
        self.seconds += seconds;
    }

    pub fn count(&self) -> u64 {
        u64::try_from(self.buckets.values().sum::<i64>()).unwrap_or(0)
    }

    /// The middle one, as the middle of its bucket: bucket `b` holds the durations from
    /// 1.1^b − 1 to 1.1^(b+1) − 1 minutes (`desk_bucket` in the migration).
    pub fn median_seconds(&self) -> Option<f64> {
        let count = self.count();
        let middle = count.div_ceil(2);
        let mut seen = 0;
        for (bucket, n) in &self.buckets {
            seen += u64::try_from(*n).unwrap_or(0);
            if count > 0 && seen >= middle {
                return Some((1.05 * 1.1_f64.powi(*bucket) - 1.0) * 60.0);
            }
        }
        None
    }

    pub fn average_seconds(&self) -> Option<f64> {
        let count = self.count();
        (count > 0).then(|| self.seconds / count as f64)
    }
}

pub struct Figures {
    /// Applications made in the range, then how many of them reached each later stage.
    pub applied: u64,
    pub reached: HashMap<ApplicationStatus, u64>,
    /// Time spent in each stage before the move out of it.
    pub stayed: HashMap<ApplicationStatus, Durations>,
    pub to_hire: Durations,
    pub to_first_review: Durations,
    /// Each day of the range, oldest first, days without applications included.
    pub per_day: Vec<(NaiveDate, u64)>,
    /// Most applications first, at most 20; `None` for applications that gave no source.
    pub by_source: Vec<(Option<String>, u64)>,
    /// Every application, whatever its date.
    pub by_status: Vec<(ApplicationStatus, u64)>,
    pub per_vacancy: Vec<VacancyCount>,
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

/// The figures of `scope`; `days` are the range's days in the tenant's zone.
pub async fn figures(tx: &TenantTx, scope: &Scope, days: (NaiveDate, NaiveDate)) -> Result<Figures, DbErr> {
    use sea_orm::ActiveEnum;
    // Folds what moves appended since the last visit, so the rows read stay one per key.
    crate::vacancies::popularity::fold(tx, &scope.zone).await?;
    // Each range and filter is planned for itself: a generic plan cannot know whether a day or a
    // year is asked for.
    db::plan_for_each_value(tx).await?;
    let (facts, statuses) = match &scope.vacancies {
        None => {
            let mut values = scope.values();
            values.extend([days.0.into(), days.1.into()]);
            (db::raw(COHORT, values), db::raw(STATUSES, []))
        }
        Some(team) => {
            let mut values = scope.values();
            values.push(team.clone().into());
            (db::raw(TEAM_COHORT, values), db::raw(TEAM_STATUSES, [team.clone().into()]))
        }
    };
    let facts: Vec<Fact> = db::fetch_all_raw(tx, facts).await?;
    let statuses: Vec<StatusCount> = db::fetch_all_raw(tx, statuses).await?;
    let per_vacancy = [scope.category.map(|c| c.to_value()).into(), scope.owner.into(), scope.vacancies.clone().into()];
    let per_vacancy = db::fetch_all_raw(tx, db::raw(PER_VACANCY, per_vacancy)).await?;

    let mut figures = Figures {
        applied: 0,
        reached: HashMap::new(),
        stayed: HashMap::new(),
        to_hire: Durations::default(),
        to_first_review: Durations::default(),
        per_day: Vec::new(),
        by_source: Vec::new(),
        by_status: statuses.into_iter().map(|s| (s.stage, count(s.n))).collect(),
        per_vacancy,
    };
    let mut per_day: BTreeMap<NaiveDate, u64> = BTreeMap::new();
    let mut by_source: BTreeMap<Option<String>, u64> = BTreeMap::new();
    for fact in facts {
        let stage = ApplicationStatus::try_from_value(&fact.stage).ok();
        match (fact.kind.as_str(), stage) {
            ("applied", _) => {
                figures.applied += count(fact.n);
                if let Some(day) = fact.day {
                    *per_day.entry(day).or_default() += count(fact.n);
                }
                let source = Some(fact.source).filter(|s| !s.is_empty());
                *by_source.entry(source).or_default() += count(fact.n);
            }
            ("reached", Some(stage)) => *figures.reached.entry(stage).or_default() += count(fact.n),
            ("left", Some(stage)) => figures.stayed.entry(stage).or_default().add(fact.bucket, fact.n, fact.seconds),
            ("hired", _) => figures.to_hire.add(fact.bucket, fact.n, fact.seconds),
            ("reviewed", _) => figures.to_first_review.add(fact.bucket, fact.n, fact.seconds),
            _ => {}
        }
    }
    let (first, last) = days;
    figures.per_day = first
        .iter_days()
        .take_while(|day| *day <= last)
        .map(|day| (day, per_day.get(&day).copied().unwrap_or(0)))
        .collect();
    let mut sources: Vec<(Option<String>, u64)> = by_source.into_iter().collect();
    sources.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    sources.truncate(20);
    figures.by_source = sources;
    Ok(figures)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn durations(buckets: &[(i32, i64)]) -> Durations {
        let mut d = Durations::default();
        for (bucket, n) in buckets {
            d.add(*bucket, *n, 0.0);
        }
        d
    }

    #[test]
    fn the_median_is_the_middle_of_the_middle_bucket() {
        assert_eq!(durations(&[]).median_seconds(), None);
        // Bucket 0 is under six seconds: its middle is three.
        assert!((durations(&[(0, 1)]).median_seconds().unwrap_or(0.0) - 3.0).abs() < 1e-9);
        let d = durations(&[(10, 2), (50, 1), (90, 2)]);
        let expected = (1.05 * 1.1_f64.powi(50) - 1.0) * 60.0;
        assert!((d.median_seconds().unwrap_or(0.0) - expected).abs() < 1e-6);
        // An even count takes the lower middle.
        let lower = (1.05 * 1.1_f64.powi(10) - 1.0) * 60.0;
        assert!((durations(&[(10, 2), (90, 2)]).median_seconds().unwrap_or(0.0) - lower).abs() < 1e-6);
    }

    #[test]
    fn a_bucket_holds_durations_within_five_percent_of_its_middle() {
        // desk_bucket: floor(ln(1 + minutes) / ln(1.1)).
        for minutes in [30.0_f64, 600.0, 2_880.0, 40_000.0] {
            let bucket = ((1.0 + minutes).ln() / 1.1_f64.ln()).floor() as i32;
            let middle = durations(&[(bucket, 1)]).median_seconds().unwrap_or(0.0) / 60.0;
            assert!((middle - minutes).abs() / minutes < 0.05, "{minutes} minutes read as {middle}");
        }
    }
}
