//! The desk's API shapes.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::grid::DeskRow;
use crate::applications::domain::ApplicationStatus;
use crate::vacancies::domain::Category;

/// An application in the all-applications grid and on the pipeline board.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeskApplication {
    pub id: i64,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    pub category: Category,
    /// The applicant's person id; null after they erased their data.
    pub person_id: Option<i64>,
    pub applicant_name: String,
    pub applicant_email: String,
    /// A signed address of the applicant's profile photo, when they have one.
    pub photo_url: Option<String>,
    pub status: ApplicationStatus,
    pub knocked_out: bool,
    pub source: Option<String>,
    pub applied_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Unread mail about this application in the caller's inbox.
    pub unread_messages: i64,
    /// The statuses a recruiter may move it to now (the board accepts a drop only there).
    pub next_statuses: Vec<ApplicationStatus>,
}

impl DeskApplication {
    pub fn new(row: &DeskRow, photo_url: Option<String>, unread_messages: i64) -> Self {
        Self {
            id: row.id,
            vacancy_id: row.vacancy_id,
            vacancy_title: row.vacancy_title.clone(),
            category: row.category,
            person_id: row.person_id,
            applicant_name: row.applicant_name.clone(),
            applicant_email: row.applicant_email.clone(),
            photo_url,
            status: row.status,
            knocked_out: row.knocked_out,
            source: row.source.clone(),
            applied_at: row.created_at,
            updated_at: row.updated_at,
            unread_messages,
            next_statuses: row.status.recruiter_moves(),
        }
    }
}
