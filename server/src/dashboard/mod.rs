//! The recruiting dashboard: open vacancies per category, applications by status, applications
//! per day over the last 30 days, and time to first review.

use actix_web::{HttpResponse, get, web};
use chrono::NaiveDate;
use sea_orm::Iterable;
use serde::Serialize;
use utoipa::ToSchema;

use crate::applications::domain::ApplicationStatus;
use crate::applications::repo;
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

    let mut applications_by_status: Vec<StatusCount> =
        ApplicationStatus::iter().map(|status| StatusCount { status, count: 0 }).collect();
    for (status, n) in repo::status_counts(tx).await? {
        if let Some(entry) = applications_by_status.iter_mut().find(|e| e.status == status) {
            entry.count = count(n);
        }
    }
    let applications_per_day =
        repo::daily_counts(tx).await?.into_iter().map(|(date, n)| DayCount { date, count: count(n) }).collect();
    let review = repo::review_times(tx).await?;
    let time_to_first_review = TimeToFirstReview {
        reviewed: count(review.reviewed),
        median_hours: review.median_hours,
        average_hours: review.average_hours,
    };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(Dashboard {
        open_vacancies,
        applications_by_status,
        applications_per_day,
        time_to_first_review,
    }))
}
