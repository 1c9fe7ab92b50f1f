//! What the API shows of an application: to its applicant, and to recruiters.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::Serialize;
use utoipa::ToSchema;

use super::domain::AnswerInput;
use super::domain::{Answer, ApplicationStatus};
use super::repo::{ApplicationRow, EventRow};
use crate::profiles::CvInfo;
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
}

impl TimelineEntry {
    pub fn for_applicant(event: &EventRow) -> Self {
        Self::new(event, false)
    }

    pub fn for_recruiter(event: &EventRow) -> Self {
        Self::new(event, true)
    }

    fn new(event: &EventRow, internal: bool) -> Self {
        Self {
            from: event.from_status,
            to: event.to_status,
            at: event.at,
            note: if internal { event.note.clone() } else { None },
            by: internal.then(|| event.actor_label.clone()),
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
    pub status: ApplicationStatus,
    pub knocked_out: bool,
    pub applied_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<&ApplicationRow> for ApplicationSummary {
    fn from(row: &ApplicationRow) -> Self {
        Self {
            id: row.id,
            vacancy_id: row.vacancy_id,
            person_id: row.person_id,
            applicant_name: row.applicant_name.clone(),
            applicant_email: row.applicant_email.clone(),
            status: row.status,
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
    pub timeline: Vec<TimelineEntry>,
}

impl ApplicationDetail {
    /// `row` with what is read beside it: its applicant's account, its vacancy's title, its CV
    /// and its history.
    pub fn new(
        row: &ApplicationRow,
        applicant_user_id: Option<uuid::Uuid>,
        vacancy_title: String,
        cv: Option<CvInfo>,
        timeline: Vec<TimelineEntry>,
    ) -> Self {
        Self {
            summary: ApplicationSummary::from(row),
            applicant_user_id,
            vacancy_title,
            cover_letter: row.cover_letter.clone(),
            answers: row.answers(),
            cv,
            consent_text: row.consent_text.clone(),
            consent_at: row.consent_at,
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
pub struct StatusChange {
    pub status: ApplicationStatus,
    /// For the recruiting team; applicants do not see it. At most 2,000 characters.
    pub note: Option<String>,
}
