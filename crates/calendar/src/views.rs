//! What the calendar's endpoints answer.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::InterviewAnswerChoice;
use super::domain::{EventLabel, Interval, InterviewResponse};
use super::entities::{calendar_event, calendar_feed};
use super::repo::{ApplicantInterviewRow, ApplicationRow, AttendeeRow, EventSummaryRow};
use crate::auth::users::User;

/// A member of the recruiting team, to invite.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarPerson {
    pub id: Uuid,
    pub name: String,
    pub email: String,
}

impl From<&User> for CalendarPerson {
    fn from(user: &User) -> Self {
        Self { id: user.id, name: user.name.clone(), email: user.email.clone() }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventOrganizer {
    pub id: Uuid,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventAttendee {
    pub id: Uuid,
    pub name: String,
    pub response: InterviewResponse,
}

/// The application an interview belongs to, and its applicant's answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventApplication {
    pub id: i64,
    pub applicant_name: String,
    pub vacancy_title: String,
    pub response: InterviewResponse,
    pub response_message: Option<String>,
    pub responded_at: Option<DateTime<Utc>>,
}

/// An event on the tenant's calendar. Times are UTC; an all-day event runs from one UTC midnight
/// to another (its end exclusive) and is shown as those dates.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarEvent {
    pub id: i64,
    pub title: String,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub all_day: bool,
    pub label: EventLabel,
    pub location: Option<String>,
    pub description: Option<String>,
    pub organizer: EventOrganizer,
    /// Everyone taking part, the organiser included.
    pub attendees: Vec<EventAttendee>,
    pub application: Option<EventApplication>,
    /// The iCalendar SEQUENCE: how many times invitations were updated.
    pub sequence: i32,
    /// Whether the caller may change or delete it (its organiser, or an admin).
    pub can_edit: bool,
    pub updated_at: DateTime<Utc>,
}

/// An event as the calendar grid shows it (`GET /calendar/events/{id}` has the rest).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarEventSummary {
    pub id: i64,
    pub title: String,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub all_day: bool,
    pub label: EventLabel,
    pub location: Option<String>,
    pub organizer_id: Uuid,
    pub application_id: Option<i64>,
    /// Whether the caller may change or delete it (its organiser, or an admin).
    pub can_edit: bool,
}

impl CalendarEventSummary {
    pub fn new(row: EventSummaryRow, viewer: Uuid, viewer_is_admin: bool) -> Self {
        Self {
            can_edit: viewer_is_admin || row.organizer_id == viewer,
            id: row.id,
            title: row.title,
            start: row.starts_at,
            end: row.ends_at,
            all_day: row.all_day,
            label: row.label,
            location: row.location,
            organizer_id: row.organizer_id,
            application_id: row.application_id,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarEvents {
    pub data: Vec<CalendarEventSummary>,
}

/// Builds the views of `events` from their attendees and applications, looked up once for all.
pub struct EventViews {
    pub attendees: HashMap<i64, Vec<AttendeeRow>>,
    pub applications: HashMap<i64, ApplicationRow>,
}

impl EventViews {
    pub fn new(attendees: Vec<AttendeeRow>, applications: Vec<ApplicationRow>) -> Self {
        let mut by_event: HashMap<i64, Vec<AttendeeRow>> = HashMap::new();
        for row in attendees {
            by_event.entry(row.event_id).or_default().push(row);
        }
        Self { attendees: by_event, applications: applications.into_iter().map(|row| (row.id, row)).collect() }
    }

    pub fn view(&self, event: &calendar_event::Model, viewer: Uuid, viewer_is_admin: bool) -> CalendarEvent {
        let attendees = self.attendees.get(&event.id).map(Vec::as_slice).unwrap_or_default();
        let organizer_name =
            attendees.iter().find(|a| a.user_id == event.organizer_id).map(|a| a.name.clone()).unwrap_or_default();
        CalendarEvent {
            id: event.id,
            title: event.title.clone(),
            start: event.starts_at,
            end: event.ends_at,
            all_day: event.all_day,
            label: event.label,
            location: event.location.clone(),
            description: event.description.clone(),
            organizer: EventOrganizer { id: event.organizer_id, name: organizer_name },
            attendees: attendees
                .iter()
                .map(|a| EventAttendee { id: a.user_id, name: a.name.clone(), response: a.response })
                .collect(),
            application: event.application_id.and_then(|id| self.applications.get(&id)).map(|app| EventApplication {
                id: app.id,
                applicant_name: app.applicant_name.clone(),
                vacancy_title: app.vacancy_title.clone(),
                response: event.applicant_response,
                response_message: event.applicant_message.clone(),
                responded_at: event.responded_at,
            }),
            sequence: event.sequence,
            can_edit: viewer_is_admin || event.organizer_id == viewer,
            updated_at: event.updated_at,
        }
    }
}

/// When one of the asked-for people is busy (no titles: others' personal events stay private).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BusyTime {
    pub user_id: Uuid,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

/// Times everyone asked for is free, and when each of them is busy.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FreeSlots {
    /// The zone whose working hours (09–17, Monday to Friday) the slots keep to.
    pub time_zone: String,
    pub slots: Vec<Interval>,
    pub busy: Vec<BusyTime>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CalendarPeople {
    pub data: Vec<CalendarPerson>,
}

/// An interview as the applicant sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicantInterview {
    pub id: i64,
    pub application_id: i64,
    pub vacancy_title: String,
    pub title: String,
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    pub location: Option<String>,
    pub description: Option<String>,
    pub organizer_name: String,
    pub response: InterviewResponse,
    pub response_message: Option<String>,
}

impl From<ApplicantInterviewRow> for ApplicantInterview {
    fn from(row: ApplicantInterviewRow) -> Self {
        Self {
            id: row.id,
            application_id: row.application_id,
            vacancy_title: row.vacancy_title,
            title: row.title,
            start: row.starts_at,
            end: row.ends_at,
            location: row.location,
            description: row.description,
            organizer_name: row.organizer_name,
            response: row.applicant_response,
            response_message: row.applicant_message,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicantInterviews {
    pub data: Vec<ApplicantInterview>,
}

/// The caller's private calendar feed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarFeed {
    pub active: bool,
    pub created_at: Option<DateTime<Utc>>,
    /// The address to subscribe to: only in the answer that made it (the server keeps a hash).
    pub url: Option<String>,
}

impl CalendarFeed {
    pub fn of(feed: Option<&calendar_feed::Model>, url: Option<String>) -> Self {
        Self { active: feed.is_some(), created_at: feed.map(|f| f.created_at), url }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InterviewAnswer {
    pub response: InterviewAnswerChoice,
    /// For the organiser; at most 1,000 characters.
    pub message: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EventInput {
    /// 1–200 characters on one line.
    pub title: String,
    pub start: DateTime<Utc>,
    /// After `start`, at most 31 days later. For an all-day event, both are taken as UTC dates
    /// and the end is exclusive.
    pub end: DateTime<Utc>,
    #[serde(default)]
    pub all_day: bool,
    pub label: EventLabel,
    /// A place or a video link; at most 500 characters.
    pub location: Option<String>,
    /// At most 5,000 characters.
    pub description: Option<String>,
    /// Colleagues taking part (active staff or admins, at most 20); the organiser always does.
    #[serde(default)]
    pub attendees: Vec<Uuid>,
    /// For an interview: the application it is about. Its applicant is invited, and the
    /// application moves to `interview` when it was earlier in the pipeline.
    pub application_id: Option<i64>,
    /// Book even though someone is busy then (after the web app warned).
    #[serde(default)]
    pub allow_conflicts: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EventChange {
    pub title: Option<String>,
    pub start: Option<DateTime<Utc>>,
    pub end: Option<DateTime<Utc>>,
    pub all_day: Option<bool>,
    pub label: Option<EventLabel>,
    /// An empty text removes it.
    pub location: Option<String>,
    /// An empty text removes it.
    pub description: Option<String>,
    /// The new list of colleagues (replaces the old one).
    pub attendees: Option<Vec<Uuid>>,
    #[serde(default)]
    pub allow_conflicts: bool,
}
