//! What the scheduling endpoints take and answer.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::domain::{Arrangement, Mode, RequestState, TimeOption};

/// A session of a request being made.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SessionInput {
    /// 1–200 characters on one line.
    pub title: String,
    /// 15–480.
    pub minutes: i64,
    /// 1–20 active members of staff.
    pub interviewers: Vec<Uuid>,
    #[serde(default)]
    pub mode: Mode,
    /// A place or a video link (at most 500 characters).
    pub location: Option<String>,
    /// Minutes kept free before and after for the interviewers (0–120).
    #[serde(default)]
    pub buffer_before: i64,
    #[serde(default)]
    pub buffer_after: i64,
}

/// A request that candidates book their own interview: one session, or a loop booked together.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RequestInput {
    /// 1–50 applications (from the board, many at once).
    pub application_ids: Vec<i64>,
    /// 1–4 sessions, in the order they happen.
    pub sessions: Vec<SessionInput>,
    #[serde(default)]
    pub arrangement: Arrangement,
    /// Working days offered, 1–30 (the tenant's setting by default).
    pub window_days: Option<i32>,
    /// A note to the candidate (at most 1,000 characters).
    pub message: Option<String>,
}

/// A member of staff, by name.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonName {
    pub id: Uuid,
    pub name: String,
}

/// A session of a request, as recruiters see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchedulingSession {
    pub position: i32,
    pub title: String,
    pub minutes: i32,
    pub mode: Mode,
    pub location: Option<String>,
    pub buffer_before: i32,
    pub buffer_after: i32,
    pub interviewers: Vec<PersonName>,
    /// Once booked: its interview's times and who takes part.
    pub start: Option<DateTime<Utc>>,
    pub end: Option<DateTime<Utc>>,
    pub event_id: Option<i64>,
    pub assigned: Vec<PersonName>,
}

/// A scheduling request, as recruiters see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchedulingRequest {
    pub id: i64,
    pub application_id: i64,
    pub state: RequestState,
    pub arrangement: Arrangement,
    pub message: Option<String>,
    /// The last time the candidate may book (open requests expire then).
    pub window_end: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub created_by_name: Option<String>,
    /// When the candidate first booked.
    pub booked_at: Option<DateTime<Utc>>,
    pub reschedules: i32,
    pub no_show: bool,
    /// The zone the candidate chose when booking.
    pub time_zone: Option<String>,
    pub sessions: Vec<SchedulingSession>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SchedulingRequests {
    pub data: Vec<SchedulingRequest>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NoShowInput {
    pub no_show: bool,
}

/// A session on the candidate's page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageSession {
    pub title: String,
    pub minutes: i32,
    pub location: Option<String>,
}

/// A booked session on the candidate's page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BookedSession {
    pub title: String,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub location: Option<String>,
    /// Who they will meet, by name.
    pub interviewers: Vec<String>,
}

/// The candidate's scheduling page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchedulingPage {
    pub vacancy_title: String,
    pub company_name: String,
    pub state: RequestState,
    pub arrangement: Arrangement,
    pub message: Option<String>,
    pub sessions: Vec<PageSession>,
    pub window_end: DateTime<Utc>,
    /// Up to how many hours before the interview it may be changed or cancelled here.
    pub notice_hours: i32,
    /// The zone the candidate chose when booking.
    pub time_zone: Option<String>,
    pub booked: Option<Vec<BookedSession>>,
    /// Booked, and still before the notice: it may be rescheduled or cancelled.
    pub can_change: bool,
    /// The times to choose from (at most 200, earliest first); empty when none may be chosen.
    pub options: Vec<TimeOption>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BookingInput {
    /// One of the offered options' `start`.
    pub start: DateTime<Utc>,
    /// The candidate's zone (IANA name): their confirmation states times in it.
    pub time_zone: String,
}

/// A session of one of the applicant's own requests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MySession {
    pub title: String,
    pub start: Option<DateTime<Utc>>,
    pub end: Option<DateTime<Utc>>,
}

/// One of the applicant's own requests, with its link's secret.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MySchedulingRequest {
    pub request_id: i64,
    pub application_id: i64,
    pub vacancy_title: String,
    pub state: RequestState,
    /// The page is `/schedule/{token}`.
    pub token: String,
    pub sessions: Vec<MySession>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyScheduling {
    pub data: Vec<MySchedulingRequest>,
}

/// The tenant's scheduling settings.
#[derive(Debug, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SchedulingSettings {
    /// Up to how many hours before an interview a candidate may reschedule or cancel it (0–168);
    /// times are offered from this far ahead.
    pub notice_hours: i32,
    /// Working days a request offers by default (1–30).
    pub window_days: i32,
}

/// How self-scheduling went over the last `days` days' requests.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SchedulingFigures {
    pub days: i32,
    pub requests: i64,
    pub booked: i64,
    pub cancelled: i64,
    /// Median hours from the request to the candidate's booking.
    pub median_hours_to_book: Option<f64>,
    pub reschedules: i64,
    pub no_shows: i64,
}

/// A scheduling request in its candidate's privacy export.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MySchedulingExport {
    pub application_id: i64,
    pub vacancy_title: String,
    pub state: crate::domain::StoredState,
    pub time_zone: Option<String>,
    pub created_at: DateTime<Utc>,
    pub booked_at: Option<DateTime<Utc>>,
    pub reschedules: i32,
    pub no_show: bool,
    pub sessions: Vec<MySession>,
}
