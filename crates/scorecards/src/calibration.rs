//! Calibration: how each interviewer recommends (the spread of their recommendations and how
//! long after the interview they submit) and, per vacancy, how often the decision taken matched
//! the majority of the scorecards. Admins only: it compares colleagues.

use actix_web::{HttpResponse, get, web};
use sea_orm::FromQueryResult;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::auth::AdminOnly;
use crate::db;
use crate::error::ApiError;
use crate::error::responses::AdminRequired;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_calibration);
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CalibrationQuery {
    /// Only the interviews of this vacancy.
    pub vacancy_id: Option<i64>,
    /// Interviews that ended on or after this instant (RFC 3339).
    pub from: Option<chrono::DateTime<chrono::Utc>>,
    /// Interviews that ended before this instant (RFC 3339).
    pub to: Option<chrono::DateTime<chrono::Utc>>,
}

/// One interviewer's submitted scorecards in the period.
#[derive(Debug, Serialize, ToSchema, FromQueryResult)]
#[serde(rename_all = "camelCase")]
pub struct InterviewerCalibration {
    pub user_id: Uuid,
    pub name: String,
    pub submitted: i64,
    pub strong_no: i64,
    pub no: i64,
    pub yes: i64,
    pub strong_yes: i64,
    /// Median hours from the interview's end to the first submission (none without any).
    pub median_hours_to_submit: Option<f64>,
}

/// One vacancy's decisions against its scorecards' majority.
#[derive(Debug, Serialize, ToSchema, FromQueryResult)]
#[serde(rename_all = "camelCase")]
pub struct VacancyCalibration {
    pub vacancy_id: i64,
    pub title: String,
    /// Applications whose last decision was to advance or reject and whose submitted scorecards
    /// lean one way (more yes than no, or the reverse).
    pub decided: i64,
    /// Of those, the decisions that went the majority's way.
    pub matched: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Calibration {
    pub interviewers: Vec<InterviewerCalibration>,
    pub vacancies: Vec<VacancyCalibration>,
}

/// The submitted scorecards in the period (by the interview's end), as `cards`.
macro_rules! cards {
    () => {
        "WITH cards AS (
        SELECT s.author_id, s.application_id, s.recommendation, s.submitted_at, e.ends_at, a.vacancy_id
        FROM scorecards s
        JOIN applications a ON a.id = s.application_id
        LEFT JOIN calendar_events e ON e.id = s.event_id
        WHERE s.version > 0
          AND ($1::bigint IS NULL OR a.vacancy_id = $1)
          AND ($2::timestamptz IS NULL OR e.ends_at >= $2)
          AND ($3::timestamptz IS NULL OR e.ends_at < $3))"
    };
}

const INTERVIEWERS: &str = concat!(
    cards!(),
    "
    SELECT c.author_id AS user_id, u.name, count(*) AS submitted,
           count(*) FILTER (WHERE c.recommendation = 'strong_no') AS strong_no,
           count(*) FILTER (WHERE c.recommendation = 'no') AS no,
           count(*) FILTER (WHERE c.recommendation = 'yes') AS yes,
           count(*) FILTER (WHERE c.recommendation = 'strong_yes') AS strong_yes,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM c.submitted_at - c.ends_at) / 3600)
               FILTER (WHERE c.ends_at IS NOT NULL) AS median_hours_to_submit
    FROM cards c JOIN users u ON u.id = c.author_id
    GROUP BY c.author_id, u.name ORDER BY u.name, c.author_id"
);

const VACANCIES: &str = concat!(
    cards!(),
    ",
    leaning AS (
        SELECT application_id, vacancy_id,
               sign(count(*) FILTER (WHERE recommendation IN ('yes', 'strong_yes'))
                    - count(*) FILTER (WHERE recommendation IN ('no', 'strong_no'))) AS lean
        FROM cards GROUP BY application_id, vacancy_id),
    last_decision AS (
        SELECT DISTINCT ON (application_id) application_id, decision
        FROM application_decisions ORDER BY application_id, decided_at DESC, id DESC)
    SELECT l.vacancy_id, v.title,
           count(*) AS decided,
           count(*) FILTER (WHERE (d.decision = 'advance' AND l.lean > 0) OR (d.decision = 'reject' AND l.lean < 0))
               AS matched
    FROM leaning l
    JOIN last_decision d ON d.application_id = l.application_id AND d.decision IN ('advance', 'reject')
    JOIN vacancies v ON v.id = l.vacancy_id
    WHERE l.lean <> 0
    GROUP BY l.vacancy_id, v.title ORDER BY v.title, l.vacancy_id"
);

/// How each interviewer recommends and how fast they submit, and per vacancy how often the
/// decision followed the scorecards' majority (ties and holds left out).
#[utoipa::path(tag = "scorecards", security(("bearer" = [])), params(CalibrationQuery), responses(
    (status = 200, description = "The period's calibration figures", body = Calibration),
    AdminRequired,
))]
#[get("/api/v1/admin/scorecards/calibration")]
async fn get_calibration(auth: AdminOnly, query: web::Query<CalibrationQuery>) -> Result<HttpResponse, ApiError> {
    let values = || [query.vacancy_id.into(), query.from.into(), query.to.into()];
    let interviewers = db::fetch_all_raw(&auth.tx, db::raw(INTERVIEWERS, values())).await?;
    let vacancies = db::fetch_all_raw(&auth.tx, db::raw(VACANCIES, values())).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(Calibration { interviewers, vacancies }))
}
