//! The recruiting dashboard: open vacancies per category, applications by status, applications
//! per day over the last 30 days, and time to first review.

use actix_web::{HttpResponse, get, web};
use chrono::NaiveDate;
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde::Serialize;
use utoipa::ToSchema;

use crate::applications::domain::ApplicationStatus;
use crate::auth::StaffOnly;
use crate::error::{ApiError, ErrorEnvelope};
use crate::vacancies::views::CategoryCount;

#[derive(utoipa::OpenApi)]
#[openapi(paths(dashboard), tags((name = "dashboard", description = "Recruiting analytics (staff and admins)")))]
pub struct DashboardApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(dashboard);
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusCount {
    pub status: ApplicationStatus,
    pub count: u64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayCount {
    pub date: NaiveDate,
    pub count: u64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimeToFirstReview {
    /// Applications a recruiter has acted on.
    pub reviewed: u64,
    pub median_hours: Option<f64>,
    pub average_hours: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    pub open_vacancies: Vec<CategoryCount>,
    pub applications_by_status: Vec<StatusCount>,
    /// The last 30 days, oldest first, days without applications included.
    pub applications_per_day: Vec<DayCount>,
    pub time_to_first_review: TimeToFirstReview,
}

fn count(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

#[utoipa::path(tag = "dashboard", security(("bearer" = [])), responses(
    (status = 200, description = "The figures", body = Dashboard),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not staff or admin", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/dashboard")]
async fn dashboard(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    let open_vacancies = crate::vacancies::repo::open_counts(tx)
        .await?
        .into_iter()
        .map(|(category, open)| CategoryCount { category, open })
        .collect();

    let by_status = tx
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT status, count(*) AS n FROM applications GROUP BY status",
        ))
        .await?;
    let mut applications_by_status: Vec<StatusCount> =
        ApplicationStatus::ALL.iter().map(|status| StatusCount { status: *status, count: 0 }).collect();
    for row in by_status {
        let status: String = row.try_get("", "status")?;
        let n: i64 = row.try_get("", "n")?;
        if let Some(entry) = applications_by_status.iter_mut().find(|e| e.status.db() == status) {
            entry.count = count(n);
        }
    }

    let per_day = tx
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT d::date AS day, count(a.id) AS n
             FROM generate_series(current_date - 29, current_date, interval '1 day') AS d
             LEFT JOIN applications a ON a.created_at >= d AND a.created_at < d + interval '1 day'
             GROUP BY d ORDER BY d",
        ))
        .await?;
    let applications_per_day = per_day
        .iter()
        .map(|row| Ok(DayCount { date: row.try_get("", "day")?, count: count(row.try_get("", "n")?) }))
        .collect::<Result<Vec<_>, sea_orm::DbErr>>()?;

    let review = tx
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT count(*) AS reviewed,
                    percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_reviewed_at - created_at)) / 3600 AS median,
                    avg(extract(epoch FROM first_reviewed_at - created_at))::float8 / 3600 AS average
             FROM applications WHERE first_reviewed_at IS NOT NULL",
        ))
        .await?;
    let time_to_first_review = match review {
        Some(row) => TimeToFirstReview {
            reviewed: count(row.try_get("", "reviewed")?),
            median_hours: row.try_get("", "median")?,
            average_hours: row.try_get("", "average")?,
        },
        None => TimeToFirstReview { reviewed: 0, median_hours: None, average_hours: None },
    };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(Dashboard {
        open_vacancies,
        applications_by_status,
        applications_per_day,
        time_to_first_review,
    }))
}
