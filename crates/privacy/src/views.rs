//! The API's shapes: what this feature answers and accepts.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::applications::domain::ApplicationStatus;
use crate::applications::views::{MyAnswer, TimelineEntry};
use crate::auth::users::User;
use crate::files::FileKind;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedApplication {
    pub id: i64,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    #[schema(value_type = String)]
    pub status: ApplicationStatus,
    pub cover_letter: Option<String>,
    pub answers: Vec<MyAnswer>,
    pub consent_text: String,
    pub consent_at: chrono::DateTime<chrono::Utc>,
    pub applied_at: chrono::DateTime<chrono::Utc>,
    /// Why it was rejected, as the recruiters recorded it (in the applicant's language).
    pub rejection_reason: Option<String>,
    pub timeline: Vec<TimelineEntry>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedFile {
    pub id: uuid::Uuid,
    #[schema(value_type = String)]
    pub kind: FileKind,
    pub content_type: String,
    pub size_bytes: i64,
    pub name: Option<String>,
    pub uploaded_at: chrono::DateTime<chrono::Utc>,
}

/// Everything eRecruit holds about the signed-in user.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyData {
    pub account: User,
    #[schema(value_type = Option<Object>)]
    pub profile: Option<serde_json::Value>,
    /// The profile as a JSON Resume document (v1.0.0), to carry to another service; none without
    /// a profile.
    pub json_resume: Option<crate::profiles::json_resume::JsonResume>,
    pub applications: Vec<ExportedApplication>,
    pub saved_vacancy_ids: Vec<i64>,
    pub files: Vec<ExportedFile>,
    /// The status and about line shown in chat, and every chat message sent or received.
    pub chat_status: crate::chat::views::MyStatus,
    pub chat_messages: Vec<crate::chat::views::ChatMessage>,
    /// The interviews of one's applications, with one's answers.
    pub interviews: Vec<crate::calendar::views::ApplicantInterview>,
    /// Pages and records bookmarked, in their order.
    pub bookmarks: Vec<crate::bookmarks::views::Bookmark>,
    /// Every message one has a copy of: inbox, sent, drafts, trash and spam, with the names of
    /// their recipients and attachments.
    pub messages: Vec<crate::messages::views::ExportedMessage>,
    /// The job alerts kept for the account's address, confirmed or not.
    pub job_alerts: Vec<crate::job_alerts::JobAlert>,
    /// The tasks one is assigned or created (staff).
    pub tasks: Vec<crate::tasks::views::Task>,
    /// The events one organises or is invited to (staff).
    pub calendar_events: Vec<crate::calendar::views::CalendarEvent>,
    /// Where one is signed in.
    pub sessions: Vec<crate::auth::views::SessionView>,
    /// The single sign-on provider accounts linked to this one.
    pub sign_in_identities: Vec<crate::auth::views::LinkedIdentity>,
    /// The vacancies' hiring teams one is on, and one's part in each (staff).
    pub hiring_teams: Vec<crate::vacancies::team::Membership>,
    /// The interview scorecards one wrote, private notes included (staff).
    pub scorecards: Vec<crate::scorecards::domain::Scorecard>,
    /// Offers made to one (letters, terms and any acceptance), and approval steps one answered.
    pub offers: crate::offers::ExportedOffers,
    /// Events about one sent to the tenant's other systems (webhooks) in the last 30 days.
    pub webhook_deliveries: Vec<crate::integrations::repo::ExportedDelivery>,
    /// What the tenant's automations did about one's applications (messages sent, moves).
    pub automation_log: Vec<crate::automations::repo::ExportedRun>,
    /// Requests to book one's own interviews, and what one booked.
    pub scheduling: Vec<crate::scheduling::views::MySchedulingExport>,
    /// One's working hours, zone and interview caps (staff).
    pub availability: Option<crate::calendar::availability::Availability>,
    /// One's external calendar (its host, never its address) and the busy times read from it
    /// (staff).
    pub external_calendar: Option<crate::calendar::external::ExternalCalendarExport>,
    pub exported_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct EraseRequest {
    /// The current password, to confirm.
    pub password: String,
}

/// What one run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RetentionRun {
    /// Applicants mailed that their application will be anonymised in 14 days.
    pub warned: u64,
    pub anonymised: u64,
    /// CV files deleted (those no other application or profile uses).
    pub cvs_deleted: u64,
}

/// What the tenant's retention has due.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RetentionOverview {
    /// Days a closed application is kept after its last change; null: for ever.
    pub retention_days: Option<u32>,
    /// Closed applications past it whose applicants were told at least 14 days ago (the next
    /// run anonymises them).
    pub due: i64,
    /// Applicants to be told in the next run (due within 14 days or past it, not yet told).
    pub to_warn: i64,
    /// Applicants told, whose applications are not due yet.
    pub warned: i64,
}
