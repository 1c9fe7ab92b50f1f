//! The interviewer's side: their interviews with where each scorecard is, and one interview's
//! scorecard sheet (the kit, their own scorecard, the others' once theirs is submitted), saved
//! as a draft while they type and then submitted or amended.

use actix_web::{HttpResponse, get, post, put, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::auth::users::User;
use crate::domain::{Scorecard, ScorecardInput, ScorecardState};
use crate::error::responses::{SignInRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::repo::{self, InterviewRow, InterviewerRow, ScorecardRow, SubmitRefused};
use crate::tenancy::TenantTx;
use crate::translated;
use crate::vacancies::stages::kit::KitAttribute;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_scorecards).service(get_sheet).service(save_draft).service(submit);
}

/// One of the reader's interviews and where their scorecard of it is.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyScorecard {
    pub event_id: i64,
    pub title: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub application_id: i64,
    pub applicant_name: String,
    pub vacancy_title: String,
    pub state: ScorecardState,
    /// The interview is over and the scorecard is not submitted yet.
    pub due: bool,
}

/// An interviewer of an interview and where their scorecard is.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Interviewer {
    pub user_id: Uuid,
    pub name: String,
    pub state: ScorecardState,
}

/// An interview as its scorecards name it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Interview {
    pub event_id: i64,
    pub title: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub application_id: i64,
    pub applicant_name: String,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    /// The stage it is for, whose kit it carries (none for an interview of an older server).
    pub stage_id: Option<i64>,
    pub stage_name: Option<String>,
    pub interviewers: Vec<Interviewer>,
}

/// One interview's scorecards as the reader may see them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScorecardSheet {
    pub interview: Interview,
    /// The attributes to rate (the stage's kit).
    pub kit: Vec<KitAttribute>,
    /// Whether the reader is one of its interviewers (and so writes a scorecard).
    pub is_interviewer: bool,
    /// The reader's own scorecard, once they saved one.
    pub mine: Option<Scorecard>,
    /// The others' scorecards are hidden until the reader submits theirs.
    pub blind: bool,
    /// The other interviewers' submitted scorecards (none while `blind`).
    pub others: Vec<Scorecard>,
}

/// What a reader may see of an application's scorecards.
pub(crate) struct Sight {
    /// Admins and the vacancy's hiring manager: everything, private notes included.
    pub full: bool,
    /// The others' scorecards are hidden from them (an interviewer who has not submitted).
    pub blind: bool,
    /// May record a decision (not one who only interviews).
    pub may_decide: bool,
}

impl Sight {
    /// The rule: admins and the hiring manager see all; an interviewer of the application sees
    /// the others' scorecards once they submitted one of their own; other staff who may see the
    /// application (recruiters, coordinators) see the submitted ones.
    pub(crate) fn of(
        user: &User,
        role: Option<&str>,
        interviewers: &[InterviewerRow],
        scorecards: &[ScorecardRow],
    ) -> Self {
        let full = user.role == Role::Admin || role == Some("hiring_manager");
        let interviewer = interviewers.iter().any(|row| row.user_id == user.id);
        let submitted = scorecards.iter().any(|card| card.author_id == user.id && card.is_submitted());
        let blind = !full && interviewer && !submitted;
        let may_decide = full || role.is_some_and(|role| role != "interviewer") || !interviewer;
        Self { full, blind, may_decide }
    }

    /// Whether the reader reads this scorecard, and its private notes.
    pub(crate) fn reads(&self, user: &User, card: &ScorecardRow) -> Option<bool> {
        let own = card.author_id == user.id;
        (own || (!self.blind && card.is_submitted())).then_some(own || self.full)
    }
}

/// The state of `user`'s scorecard among `cards`.
pub(crate) fn state_of(cards: &[ScorecardRow], event_id: i64, user: Uuid) -> ScorecardState {
    match cards.iter().find(|card| card.event_id == Some(event_id) && card.author_id == user) {
        None => ScorecardState::NotStarted,
        Some(card) if card.is_submitted() => ScorecardState::Submitted,
        Some(_) => ScorecardState::Draft,
    }
}

/// The interview as its scorecards name it, with its interviewers; `stage_name` names its
/// stage in the reader's language.
pub(crate) fn interview_view(
    row: &InterviewRow,
    interviewers: &[InterviewerRow],
    cards: &[ScorecardRow],
    stage_name: Option<String>,
) -> Interview {
    Interview {
        event_id: row.event_id,
        title: row.title.clone(),
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        application_id: row.application_id,
        applicant_name: row.applicant_name.clone(),
        vacancy_id: row.vacancy_id,
        vacancy_title: row.vacancy_title.clone(),
        stage_id: row.stage_id,
        stage_name,
        interviewers: interviewers
            .iter()
            .filter(|person| person.event_id == row.event_id)
            .map(|person| Interviewer {
                user_id: person.user_id,
                name: person.name.clone(),
                state: state_of(cards, row.event_id, person.user_id),
            })
            .collect(),
    }
}

/// The interview when the reader may see its application (404 otherwise, as for none).
async fn seen_interview(tx: &TenantTx, user: &User, event_id: i64) -> Result<InterviewRow, ApiError> {
    let row = repo::interview(tx, event_id).await?.ok_or_else(|| ApiError::not_found("interview"))?;
    Access::of(tx, user)
        .await?
        .check_application(row.vacancy_id, row.application_id)
        .map_err(|_| ApiError::not_found("interview"))?;
    Ok(row)
}

/// The application's evidence with the reader's sight, read in one statement.
async fn bundle_of(tx: &TenantTx, user: &User, row: &InterviewRow) -> Result<(repo::Bundle, Sight), ApiError> {
    let bundle =
        repo::bundle(tx, row.application_id, user.id).await?.ok_or_else(|| ApiError::not_found("interview"))?;
    let sight = Sight::of(user, bundle.role.as_deref(), &bundle.interviewers, &bundle.scorecards);
    Ok((bundle, sight))
}

async fn sheet(tx: &TenantTx, user: &User, row: InterviewRow) -> Result<ScorecardSheet, ApiError> {
    let (bundle, sight) = bundle_of(tx, user, &row).await?;
    let default = translated::default_of(tx.tenant());
    let stage = bundle.stage(row.stage_id);
    let interview =
        interview_view(&row, &bundle.interviewers, &bundle.scorecards, stage.map(|s| s.name(user.locale, default)));
    let is_interviewer = bundle.interviews(row.event_id, user.id);
    let kit = stage.map(|stage| stage.kit.clone()).unwrap_or_default();
    let mut mine = None;
    let mut others = Vec::new();
    for card in bundle.scorecards.into_iter().filter(|card| card.event_id == Some(row.event_id)) {
        let Some(notes) = sight.reads(user, &card) else { continue };
        if card.author_id == user.id {
            mine = Some(card.shown(true));
        } else {
            others.push(card.shown(notes));
        }
    }
    Ok(ScorecardSheet { interview, kit, is_interviewer, mine, blind: sight.blind, others })
}

/// The reader's interviews with where each of their scorecards is: unsubmitted first.
#[utoipa::path(tag = "scorecards", security(("bearer" = [])), responses(
    (status = 200, description = "The reader's interviews and their scorecards' states", body = Vec<MyScorecard>),
    StaffRequired,
))]
#[get("/api/v1/scorecards")]
async fn my_scorecards(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let now = Utc::now();
    let rows = repo::mine(&auth.tx, auth.user.id).await?;
    let mine: Vec<MyScorecard> = rows
        .into_iter()
        .map(|row| {
            let state = match row.version {
                None => ScorecardState::NotStarted,
                Some(0) => ScorecardState::Draft,
                Some(_) => ScorecardState::Submitted,
            };
            MyScorecard {
                due: state != ScorecardState::Submitted && row.ends_at <= now,
                event_id: row.event_id,
                title: row.title,
                starts_at: row.starts_at,
                ends_at: row.ends_at,
                application_id: row.application_id,
                applicant_name: row.applicant_name,
                vacancy_title: row.vacancy_title,
                state,
            }
        })
        .collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(mine))
}

/// One interview's scorecard sheet: its kit, the reader's own scorecard, and the others' once
/// the reader has submitted (admins and the hiring manager always).
#[utoipa::path(tag = "scorecards", security(("bearer" = [])),
    params(("eventId" = i64, Path, description = "The interview's calendar event")), responses(
    (status = 200, description = "The interview's scorecards as the reader may see them", body = ScorecardSheet),
    StaffRequired,
    (status = 404, description = "No such interview, or its application is not the reader's to see", body = ErrorEnvelope),
))]
#[get("/api/v1/scorecards/interviews/{eventId}")]
async fn get_sheet(auth: StaffOnly, event_id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let row = seen_interview(&auth.tx, &auth.user, *event_id).await?;
    let sheet = sheet(&auth.tx, &auth.user, row).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(sheet))
}

/// The reader's scorecard of an interview they interview, its kit checked.
async fn writable(tx: &TenantTx, user: &User, event_id: i64) -> Result<(InterviewRow, Vec<KitAttribute>), ApiError> {
    let row = seen_interview(tx, user, event_id).await?;
    let (bundle, _) = bundle_of(tx, user, &row).await?;
    if !bundle.interviews(row.event_id, user.id) {
        return Err(ApiError::coded(actix_web::http::StatusCode::FORBIDDEN, ErrorCode::NotAnInterviewer));
    }
    let kit = bundle.stage(row.stage_id).map(|stage| stage.kit.clone()).unwrap_or_default();
    Ok((row, kit))
}

/// Saves the reader's draft as they type (made on the first save). A submitted scorecard is
/// amended through `submit` instead.
#[utoipa::path(tag = "scorecards", security(("bearer" = [])),
    params(("eventId" = i64, Path, description = "The interview's calendar event")), request_body = ScorecardInput,
    responses(
    (status = 200, description = "The draft as saved", body = Scorecard),
    (status = 400, description = "`validation_failed` (`scorecard_attribute_unknown`, `scorecard_rating_invalid`, `scorecard_text_too_long`)",
        body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin, or `not_an_interviewer`", body = ErrorEnvelope),
    (status = 404, description = "No such interview", body = ErrorEnvelope),
    (status = 409, description = "`scorecard_submitted`", body = ErrorEnvelope),
))]
#[put("/api/v1/scorecards/interviews/{eventId}")]
async fn save_draft(
    auth: StaffOnly,
    event_id: web::Path<i64>,
    body: web::Json<ScorecardInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let (row, kit) = writable(&tx, &user, *event_id).await?;
    let input = body.into_inner().checked(&kit, false).map_err(ApiError::validation)?;
    let saved = repo::save_draft(&tx, &row, user.id, &input)
        .await?
        .ok_or_else(|| ApiError::conflict(ErrorCode::ScorecardSubmitted))?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(saved.shown(true)))
}

/// Submits the reader's scorecard, or amends a submitted one: each submission is a new version,
/// kept. `version` names the version it was written on.
#[utoipa::path(tag = "scorecards", security(("bearer" = [])),
    params(("eventId" = i64, Path, description = "The interview's calendar event")), request_body = ScorecardInput,
    responses(
    (status = 200, description = "The sheet as it now is (the others' scorecards open to the reader)", body = ScorecardSheet),
    (status = 400, description = "`validation_failed` (`scorecard_recommendation_required`, …)", body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin, or `not_an_interviewer`", body = ErrorEnvelope),
    (status = 404, description = "No such interview", body = ErrorEnvelope),
    (status = 409, description = "`scorecard_changed`: submitted or amended meanwhile", body = ErrorEnvelope),
))]
#[post("/api/v1/scorecards/interviews/{eventId}/submit")]
async fn submit(
    auth: StaffOnly,
    event_id: web::Path<i64>,
    body: web::Json<ScorecardInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let (row, kit) = writable(&tx, &user, *event_id).await?;
    let input = body.into_inner().checked(&kit, true).map_err(ApiError::validation)?;
    if let Err(SubmitRefused::Stale) = repo::submit(&tx, &row, user.id, &input).await? {
        return Err(ApiError::conflict(ErrorCode::ScorecardChanged));
    }
    let sheet = sheet(&tx, &user, row).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(sheet))
}
