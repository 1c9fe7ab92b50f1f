//! The recruiters' side (staff and admins): applications per vacancy, one application, moving it
//! through the status machine.

use actix_web::{HttpResponse, get, post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::domain::{ApplicationStatus, StageMoveRefused, check_stage_move};
use super::entities::application;
use super::pipeline::{Moves, Step, Tell, applicant_account, current_stage, record_moves, steps_to_status};
use super::reasons;
use super::repo::{self, ApplicationRow, VacancyFilter};
use super::views::{
    ApplicationDetail, ApplicationSummary, StageFunnelRow, StageMove, StageRejections, StatusChange, TimelineEntry,
    VacancyFunnel,
};
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::users::User;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::locale::Locale;
use crate::paging::{self, Page};
use crate::profiles::CvInfo;
use crate::tenancy::TenantTx;
use crate::vacancies::stages::repo as stage_repo;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_for_vacancy)
        .service(vacancy_funnel)
        .service(get_application)
        .service(change_status)
        .service(move_to_stage);
}

fn no_such_vacancy() -> ApiError {
    ApiError::not_found("vacancy")
}

async fn vacancy_title(tx: &TenantTx, id: i64) -> Result<String, ApiError> {
    crate::vacancies::repo::title(tx, id).await?.ok_or_else(no_such_vacancy)
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ListQuery {
    status: Option<ApplicationStatus>,
    /// Part of the applicant's name or e-mail.
    q: Option<String>,
    page: Option<u64>,
    per_page: Option<u64>,
}

#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Vacancy id"), ListQuery), responses(
    (status = 200, description = "One page of applications, newest first", body = Page<ApplicationSummary>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/vacancies/{id}/applications")]
async fn list_for_vacancy(
    auth: StaffOnly,
    id: web::Path<i64>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let access = Access::of(&auth.tx, &auth.user).await?;
    access.check_vacancy(*id)?;
    let filter = VacancyFilter {
        vacancy_id: *id,
        status: query.status,
        query: text,
        access: access.applications(application::Column::VacancyId, application::Column::Id),
        limit: per_page,
        offset: page.saturating_sub(1).saturating_mul(per_page),
    };
    let (rows, total) = repo::for_vacancy(&auth.tx, &filter).await?.ok_or_else(no_such_vacancy)?;
    let process = stage_repo::process(&auth.tx, *id).await?;
    let default = crate::translated::default_of(auth.tx.tenant());
    let data = rows.iter().map(|row| ApplicationSummary::new(row, &process, auth.user.locale, default)).collect();
    Ok(HttpResponse::Ok().json(Page::counted(data, total, page, per_page)))
}

/// A vacancy's hiring funnel: for each stage of its process, how many applications reached it,
/// how many are there now and the median time spent in it; and its rejections by stage and reason.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Vacancy id")), responses(
    (status = 200, description = "The funnel", body = VacancyFunnel),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/vacancies/{id}/funnel")]
async fn vacancy_funnel(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    vacancy_title(tx, *id).await?;
    Access::of(tx, &auth.user).await?.check_vacancy(*id)?;
    let process = stage_repo::process(tx, *id).await?;
    let (reader, default) = (auth.user.locale, crate::translated::default_of(tx.tenant()));
    let stages = repo::stage_figures(tx, *id)
        .await?
        .into_iter()
        .filter_map(|figures| {
            let stage = process.find(figures.stage_id)?;
            Some(StageFunnelRow {
                stage: stage.reference(reader, default),
                kind: stage.kind,
                reached: figures.reached,
                current: figures.current,
                median_days: figures.median_seconds.map(|seconds| (seconds / 86_400.0 * 10.0).round() / 10.0),
            })
        })
        .collect();
    let rejected = repo::rejection_figures(tx, *id).await?;
    let reason_ids: Vec<i64> = rejected.iter().filter_map(|figures| figures.reason_id).collect();
    let reasons = reasons::by_ids(tx, &reason_ids, reader).await?;
    let rejections = rejected
        .into_iter()
        .map(|figures| StageRejections {
            stage: figures.stage_id.and_then(|id| process.find(id)).map(|stage| stage.reference(reader, default)),
            reason: figures.reason_id.and_then(|id| reasons.get(&id).cloned()),
            count: figures.count,
        })
        .collect();
    let answer = VacancyFunnel { stages, rejections };
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(answer))
}

async fn detail(tx: &TenantTx, row: &ApplicationRow, reader: Locale) -> Result<ApplicationDetail, ApiError> {
    let cv = match row.cv_file_id {
        Some(id) => crate::files::repo::find(tx, id).await?.as_ref().map(CvInfo::from),
        None => None,
    };
    let applicant_user_id = applicant_account(tx, row).await?.map(|user| user.id);
    let vacancy_title = vacancy_title(tx, row.vacancy_id).await?;
    let process = stage_repo::process(tx, row.vacancy_id).await?;
    let default = crate::translated::default_of(tx.tenant());
    let timeline = repo::events(tx, row.id)
        .await?
        .iter()
        .map(|event| TimelineEntry::for_recruiter(event, &process, reader, default))
        .collect();
    let reason = match row.rejection_reason_id {
        Some(id) => reasons::by_ids(tx, &[id], reader).await?.remove(&id),
        None => None,
    };
    let summary = ApplicationSummary::new(row, &process, reader, default);
    Ok(ApplicationDetail::new(row, summary, applicant_user_id, vacancy_title, cv, reason, timeline))
}

#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), responses(
    (status = 200, description = "The application", body = ApplicationDetail),
    StaffRequired,
    (status = 404, description = "No such application", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/applications/{id}")]
async fn get_application(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let row = visible(&auth.tx, &auth.user, repo::find(&auth.tx, *id).await?).await?;
    let answer = detail(&auth.tx, &row, auth.user.locale).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(answer))
}

/// Moves an application by status, to the first stage of that kind in its vacancy's process:
/// forward (skipping kinds is allowed), back with a note, `hired` from an offer only, or to
/// `rejected` with a reason while open. The applicant is told by e-mail, in their language.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), request_body = StatusChange, responses(
    (status = 200, description = "Moved", body = ApplicationDetail),
    (status = 400, description = "`validation_failed` (`note_required_to_move_back`, `rejection_reason_required`…)",
        body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such application", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/applications/{id}/status")]
async fn change_status(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<StatusChange>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    change_to(&tx, &user, *id, body.status, body.reason_id, body.note.as_deref()).await?;
    answer_moved(tx, *id, user.locale).await
}

/// Moves application `id` (when the reader may see it) to `status` as a recruiter does: a
/// rejection names a reason, a move back a note. Other features' decisions use it too.
pub async fn change_to(
    tx: &TenantTx,
    user: &User,
    id: i64,
    status: ApplicationStatus,
    reason_id: Option<i64>,
    note: Option<&str>,
) -> Result<(), ApiError> {
    let note = checked_note(note)?;
    let row = visible(tx, user, repo::find_for_update(tx, id).await?).await?;
    let from = row.status;
    if !from.recruiter_may_move_to(status) {
        return Err(super::pipeline::refusal(from, status));
    }
    let back = matches!((from.stage_kind(), status.stage_kind()), (Some(from), Some(to)) if to < from);
    if back && note.is_none() {
        return Err(ApiError::validation(FieldErrors::one("note", ErrorCode::NoteRequiredToMoveBack)));
    }
    let reason = match status {
        ApplicationStatus::Rejected => Some(reasons::require(tx, reason_id, "reasonId").await?),
        _ => None,
    };
    let step = steps_to_status(tx, &[&row], status)
        .await?
        .pop()
        .flatten()
        .ok_or_else(|| super::pipeline::refusal(from, status))?;
    let moves = Moves { steps: &[step], to: status, reason, note, tell: Tell::StatusChange };
    record_moves(tx, user, moves).await
}

/// Moves an application to a stage of its vacancy's process: forward to any later stage
/// (skipping is allowed and recorded), back to an earlier one with a note; a `hired` stage from
/// an offer stage only. The applicant hears of it (in their language) only when the kind
/// changes.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), request_body = StageMove, responses(
    (status = 200, description = "Moved", body = ApplicationDetail),
    (status = 400, description = "`validation_failed` (`stage_unknown`, `note_required_to_move_back`)",
        body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such application", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition` or `hired_only_from_offer`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/applications/{id}/stage")]
async fn move_to_stage(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<StageMove>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    move_to(&tx, &user, *id, body.stage_id, body.note.as_deref()).await?;
    answer_moved(tx, *id, user.locale).await
}

/// Moves application `id` (when the reader may see it) to stage `stage_id` of its vacancy's
/// process, by the rules of [`move_to_stage`]. Other features' decisions use it too.
pub async fn move_to(tx: &TenantTx, user: &User, id: i64, stage_id: i64, note: Option<&str>) -> Result<(), ApiError> {
    let note = checked_note(note)?;
    let row = visible(tx, user, repo::find_for_update(tx, id).await?).await?;
    let process = stage_repo::process(tx, row.vacancy_id).await?;
    let to = process
        .find(stage_id)
        .ok_or_else(|| ApiError::validation(FieldErrors::one("stageId", ErrorCode::StageUnknown)))?;
    let to_status = ApplicationStatus::of_kind(to.kind);
    let from = current_stage(&process, &row).ok_or_else(|| super::pipeline::refusal(row.status, to_status))?;
    check_stage_move(row.status, from, to, note.is_some()).map_err(|refused| match refused {
        StageMoveRefused::InvalidTransition => super::pipeline::refusal(row.status, to_status),
        StageMoveRefused::HiredOnlyFromOffer => ApiError::conflict(ErrorCode::HiredOnlyFromOffer),
        StageMoveRefused::NoteRequired => {
            ApiError::validation(FieldErrors::one("note", ErrorCode::NoteRequiredToMoveBack))
        }
    })?;
    let step = Step { application_id: row.id, from: row.status, from_stage: Some(from.id), to_stage: Some(to.id) };
    let moves = Moves { steps: &[step], to: to_status, reason: None, note, tell: Tell::StatusChange };
    record_moves(tx, user, moves).await
}

/// The application found, when the reader may see it: 404 otherwise, as for one that does not
/// exist.
async fn visible(tx: &TenantTx, user: &User, found: Option<ApplicationRow>) -> Result<ApplicationRow, ApiError> {
    let row = found.ok_or_else(|| ApiError::not_found("application"))?;
    Access::of(tx, user).await?.check_application(row.vacancy_id, row.id)?;
    Ok(row)
}

/// A note as given: trimmed, none when blank, at most 2,000 characters.
pub(crate) fn checked_note(note: Option<&str>) -> Result<Option<&str>, ApiError> {
    let note = note.map(str::trim).filter(|n| !n.is_empty());
    if note.is_some_and(|n| n.chars().count() > 2000) {
        return Err(ApiError::validation(FieldErrors::one("note", ErrorCode::NoteTooLong)));
    }
    Ok(note)
}

/// Commits a move and answers with the application as it now is.
async fn answer_moved(tx: TenantTx, id: i64, reader: Locale) -> Result<HttpResponse, ApiError> {
    let updated = repo::find(&tx, id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    let answer = detail(&tx, &updated, reader).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}
