//! The desk's API shapes.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::Serialize;
use utoipa::ToSchema;

use super::grid::DeskFilter;
use super::grid::DeskRow;
use crate::applications::domain::ApplicationStatus;
use crate::locale::Locale;
use crate::translated::{self, Texts};
use crate::vacancies::domain::Category;
use crate::vacancies::stages::StageRef;

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
    /// The kind of its stage, or the closing outcome.
    pub status: ApplicationStatus,
    /// The stage of its vacancy's process it is at (a closed one: where it was closed).
    pub stage: Option<StageRef>,
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
    /// `row` as `reader` sees it (stage names in their language, else the tenant's `default`).
    pub fn new(
        row: &DeskRow,
        photo_url: Option<String>,
        unread_messages: i64,
        reader: Locale,
        default: Locale,
    ) -> Self {
        let stage = row.stage_id.zip(row.stage_names.as_ref()).map(|(id, names)| {
            let names: Texts<String> = translated::from_json(names);
            let name = translated::pick(&names, reader, default).map(|(_, name)| name.clone()).unwrap_or_default();
            StageRef { id, name }
        });
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
            stage,
            knocked_out: row.knocked_out,
            source: row.source.clone(),
            applied_at: row.created_at,
            updated_at: row.updated_at,
            unread_messages,
            next_statuses: row.status.recruiter_moves(),
        }
    }
}

/// One page of the grid.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeskPage {
    pub data: Vec<DeskApplication>,
    /// How many applications match, counted up to 1,000: with more, 1,000 and `totalExact` false
    /// ("1,000+"). The pages go on past it for as long as there are rows.
    pub total: u64,
    pub total_exact: bool,
    pub page: u64,
    pub per_page: u64,
}

/// Which applications a bulk change or an export takes: listed by id, or all a filter matches.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BulkStatus {
    /// The applications, at most 5,000 (give either `ids` or `filter`).
    pub ids: Option<Vec<i64>>,
    /// Every application the filter matches (at most 5,000).
    pub filter: Option<DeskFilter>,
    /// Moves each to the first stage of this kind in its vacancy's process, or to `rejected`
    /// (give `status` or `stageId`).
    pub status: Option<ApplicationStatus>,
    /// Moves each to this stage (all must be applications to its vacancy).
    pub stage_id: Option<i64>,
    /// Required with `status: rejected`: one of `GET /api/v1/admin/rejection-reasons`.
    pub reason_id: Option<i64>,
    /// For the recruiting team, on every moved application's timeline; at most 2,000 characters;
    /// required to move back to an earlier stage.
    pub note: Option<String>,
    /// With `status: rejected` only: send the tenant's rejection e-mail (`rejectionTemplates` in
    /// the settings) in each applicant's language. Without it a rejection sends no mail; other
    /// moves tell the applicant as a single move does.
    #[serde(default)]
    pub rejection_mail: bool,
}
