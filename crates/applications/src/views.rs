//! What the API shows of an application: to its applicant, and to recruiters.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::Serialize;
use utoipa::ToSchema;

use super::domain::AnswerInput;
use super::domain::{Answer, ApplicationStatus};
use super::pipeline::current_stage;
use super::reasons::RejectionReason;
use super::repo::{ApplicationRow, EventRow};
use crate::locale::Locale;
use crate::profiles::CvInfo;
use crate::vacancies::stages::{Process, StageRef};
use crate::vacancies::views::VacancySummary;

/// One step of an application's history.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimelineEntry {
    pub from: Option<ApplicationStatus>,
    pub to: ApplicationStatus,
    pub at: DateTime<Utc>,
    /// Recruiters' notes are shown to recruiters only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// Recruiters only: the stages it moved between (absent once a stage was removed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from_stage: Option<StageRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to_stage: Option<StageRef>,
}

impl TimelineEntry {
    /// The applicant's history: kinds only, so a move between two stages of one kind is not there.
    pub fn for_applicant(events: &[EventRow]) -> Vec<Self> {
        events
            .iter()
            .filter(|event| event.from_status != Some(event.to_status))
            .map(|event| Self {
                from: event.from_status,
                to: event.to_status,
                at: event.at,
                note: None,
                by: None,
                from_stage: None,
                to_stage: None,
            })
            .collect()
    }

    /// The recruiters' history: every move, with its stages, note and author.
    pub fn for_recruiter(event: &EventRow, process: &Process, reader: Locale, default: Locale) -> Self {
        let stage = |id: Option<i64>| id.and_then(|id| process.find(id)).map(|stage| stage.reference(reader, default));
        Self {
            from: event.from_status,
            to: event.to_status,
            at: event.at,
            note: event.note.clone(),
            by: Some(event.actor_label.clone()),
            from_stage: stage(event.from_stage_id),
            to_stage: stage(event.to_stage_id),
        }
    }
}

/// An application as its applicant sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyApplication {
    pub id: i64,
    pub status: ApplicationStatus,
    pub vacancy: VacancySummary,
    pub cover_letter: Option<String>,
    pub answers: Vec<MyAnswer>,
    pub can_withdraw: bool,
    pub applied_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub timeline: Vec<TimelineEntry>,
}

impl MyApplication {
    pub fn new(row: ApplicationRow, vacancy: VacancySummary, timeline: Vec<TimelineEntry>) -> Self {
        Self {
            id: row.id,
            status: row.status,
            vacancy,
            answers: row.answers().iter().map(MyAnswer::from).collect(),
            cover_letter: row.cover_letter,
            can_withdraw: row.status.applicant_may_withdraw(),
            applied_at: row.created_at,
            updated_at: row.updated_at,
            timeline,
        }
    }
}

/// An answer without the recruiter's knockout marking.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyAnswer {
    pub question_id: i64,
    pub prompt: String,
    pub answer: serde_json::Value,
}

impl From<&Answer> for MyAnswer {
    fn from(answer: &Answer) -> Self {
        Self { question_id: answer.question_id, prompt: answer.prompt.clone(), answer: answer.answer.clone() }
    }
}

/// An application in a recruiter's list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationSummary {
    pub id: i64,
    pub vacancy_id: i64,
    /// The applicant's person id; null after they erased their data.
    pub person_id: Option<i64>,
    pub applicant_name: String,
    pub applicant_email: String,
    /// The kind of its stage, or the closing outcome.
    pub status: ApplicationStatus,
    /// The stage of its vacancy's process it is at (a closed one: where it was closed).
    pub stage: Option<StageRef>,
    pub knocked_out: bool,
    pub applied_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl ApplicationSummary {
    /// `row` at its stage of `process`, named in `reader`'s language.
    pub fn new(row: &ApplicationRow, process: &Process, reader: Locale, default: Locale) -> Self {
        Self {
            id: row.id,
            vacancy_id: row.vacancy_id,
            person_id: row.person_id,
            applicant_name: row.applicant_name.clone(),
            applicant_email: row.applicant_email.clone(),
            status: row.status,
            stage: current_stage(process, row).map(|stage| stage.reference(reader, default)),
            knocked_out: row.knocked_out,
            applied_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// Everything about one application, for recruiters.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationDetail {
    #[serde(flatten)]
    pub summary: ApplicationSummary,
    /// The applicant's account, to write to them; `null` once they erased it.
    pub applicant_user_id: Option<uuid::Uuid>,
    pub vacancy_title: String,
    pub cover_letter: Option<String>,
    pub answers: Vec<Answer>,
    /// Download with `GET /api/v1/files/{cv.id}`.
    pub cv: Option<CvInfo>,
    pub consent_text: String,
    pub consent_at: DateTime<Utc>,
    /// Why it was rejected.
    pub rejection_reason: Option<RejectionReason>,
    pub timeline: Vec<TimelineEntry>,
}

impl ApplicationDetail {
    /// `summary`'s row with what is read beside it: its applicant's account, its vacancy's
    /// title, its CV, its rejection's reason and its history.
    pub fn new(
        row: &ApplicationRow,
        summary: ApplicationSummary,
        applicant_user_id: Option<uuid::Uuid>,
        vacancy_title: String,
        cv: Option<CvInfo>,
        rejection_reason: Option<RejectionReason>,
        timeline: Vec<TimelineEntry>,
    ) -> Self {
        Self {
            summary,
            applicant_user_id,
            vacancy_title,
            cover_letter: row.cover_letter.clone(),
            answers: row.answers(),
            cv,
            consent_text: row.consent_text.clone(),
            consent_at: row.consent_at,
            rejection_reason,
            timeline,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ApplyRequest {
    /// At most 5,000 characters.
    pub cover_letter: Option<String>,
    #[serde(default)]
    pub answers: Vec<AnswerInput>,
    /// The applicant accepts the tenant's privacy notice; required.
    pub consent: bool,
    /// Where the applicant found the vacancy (e.g. "linkedin"); optional.
    pub source: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct StatusChange {
    /// Moves it to the first stage of this kind (`hired` from an offer only), or to `rejected`.
    pub status: ApplicationStatus,
    /// For the recruiting team; applicants do not see it. At most 2,000 characters; required to
    /// move back to an earlier kind.
    pub note: Option<String>,
    /// Required with `status: rejected`: one of `GET /api/v1/admin/rejection-reasons`.
    pub reason_id: Option<i64>,
}

/// A move to a stage of the application's vacancy.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StageMove {
    /// Any later stage (skipping is allowed), or an earlier one with a note; a `hired` stage
    /// from an offer stage only.
    pub stage_id: i64,
    /// For the recruiting team; required to move back. At most 2,000 characters.
    pub note: Option<String>,
}

/// One stage of a vacancy's funnel.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageFunnelRow {
    pub stage: StageRef,
    pub kind: crate::vacancies::stages::StageKind,
    /// Applications that ever entered the stage.
    pub reached: i64,
    /// Applications there now (not rejected or withdrawn).
    pub current: i64,
    /// The median time the applications that moved on spent in it, in days; none before one has.
    pub median_days: Option<f64>,
}

/// Rejections at one stage for one reason.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageRejections {
    /// None for rejections an older server recorded without a stage.
    pub stage: Option<StageRef>,
    /// None for rejections made before reasons were required.
    pub reason: Option<RejectionReason>,
    pub count: i64,
}

/// A vacancy's hiring funnel: each stage's reach, current count and time in it; rejections by
/// stage and reason.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VacancyFunnel {
    pub stages: Vec<StageFunnelRow>,
    pub rejections: Vec<StageRejections>,
}
