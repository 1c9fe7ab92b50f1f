//! The API's shapes: what this feature answers and accepts.

use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use crate::applications::domain::ApplicationStatus;
use crate::vacancies::domain::Category;
use crate::vacancies::popularity::PopularityColor;
use crate::vacancies::views::CategoryCount;

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
    /// The range's applications a recruiter has acted on (median within 5 %, average exact).
    pub reviewed: u64,
    pub median_hours: Option<f64>,
    pub average_hours: Option<f64>,
}

/// A stage of the funnel: how many of the range's applications reached it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FunnelStage {
    pub stage: ApplicationStatus,
    pub reached: u64,
    /// `reached` over the previous stage's (0–1); null for the first stage or after a stage
    /// nobody reached.
    pub conversion: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageTime {
    pub stage: ApplicationStatus,
    /// Applications that have left the stage.
    pub moves: u64,
    pub median_hours: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimeToHire {
    pub hired: u64,
    /// From applying to being hired.
    pub median_days: Option<f64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SourceCount {
    /// Null for applications that came without one (directly to the careers site).
    pub source: Option<String>,
    pub count: u64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VacancyFigures {
    pub vacancy_id: i64,
    pub title: String,
    pub category: Category,
    /// Applications in the range.
    pub applicants: u64,
    pub hired: u64,
    /// All-time popularity, as in the vacancy table.
    pub popularity: u8,
    pub popularity_color: PopularityColor,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Dashboard {
    /// The range the figures below cover (days in the tenant's time zone, both included).
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub open_vacancies: Vec<CategoryCount>,
    /// Every application, whatever its date.
    pub applications_by_status: Vec<StatusCount>,
    /// Each day of the range, oldest first, days without applications included.
    pub applications_per_day: Vec<DayCount>,
    pub time_to_first_review: TimeToFirstReview,
    /// submitted → in review → interview → offered → hired, for the range's applications.
    pub funnel: Vec<FunnelStage>,
    /// The median time spent in each stage before the next move.
    pub time_in_stage: Vec<StageTime>,
    pub time_to_hire: TimeToHire,
    /// Most applications first, at most 20.
    pub applications_by_source: Vec<SourceCount>,
    /// The vacancies (of the category, and the staff member's own) with most applications first,
    /// counted over all time as popularity is, at most 50.
    pub per_vacancy: Vec<VacancyFigures>,
}
