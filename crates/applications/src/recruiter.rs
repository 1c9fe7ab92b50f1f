//! The recruiters' side (staff and admins): applications per vacancy, one application, moving it
//! through the status machine.

use actix_web::{HttpResponse, get, post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::domain::ApplicationStatus;
use super::pipeline::{Move, applicant_account, record_move};
use super::repo::{self, ApplicationRow, VacancyFilter};
use super::views::{ApplicationDetail, ApplicationSummary, TimelineEntry};
use crate::auth::StaffOnly;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::paging::{self, Page};
use crate::profiles::CvInfo;
use crate::tenancy::TenantTx;
use crate::views::StatusChange;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_for_vacancy).service(get_application).service(change_status);
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
    let filter = VacancyFilter {
        vacancy_id: *id,
        status: query.status,
        query: text,
        limit: per_page,
        offset: page.saturating_sub(1).saturating_mul(per_page),
    };
    let (rows, total) = repo::for_vacancy(&auth.tx, &filter).await?.ok_or_else(no_such_vacancy)?;
    let data = rows.iter().map(ApplicationSummary::from).collect();
    Ok(HttpResponse::Ok().json(Page { data, total, page, per_page }))
}

async fn detail(tx: &TenantTx, row: &ApplicationRow) -> Result<ApplicationDetail, ApiError> {
    let cv = match row.cv_file_id {
        Some(id) => crate::files::repo::find(tx, id).await?.as_ref().map(CvInfo::from),
        None => None,
    };
    let applicant_user_id = applicant_account(tx, row).await?.map(|user| user.id);
    let vacancy_title = vacancy_title(tx, row.vacancy_id).await?;
    let timeline = repo::events(tx, row.id).await?.iter().map(TimelineEntry::for_recruiter).collect();
    Ok(ApplicationDetail::new(row, applicant_user_id, vacancy_title, cv, timeline))
}

#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), responses(
    (status = 200, description = "The application", body = ApplicationDetail),
    StaffRequired,
    (status = 404, description = "No such application", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/applications/{id}")]
async fn get_application(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let row = repo::find(&auth.tx, *id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(detail(&auth.tx, &row).await?))
}

/// Moves an application one step (submitted → in_review → interview → offered → hired, or to
/// rejected while open). The applicant is told by e-mail, in their language.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), request_body = StatusChange, responses(
    (status = 200, description = "Moved", body = ApplicationDetail),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
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
    let note = body.note.as_deref().map(str::trim).filter(|n| !n.is_empty());
    if note.is_some_and(|n| n.chars().count() > 2000) {
        return Err(ApiError::validation(crate::error::FieldErrors::one("note", ErrorCode::NoteTooLong)));
    }
    let row = repo::find_for_update(&tx, *id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    let from = row.status;
    if !from.recruiter_may_move_to(body.status) {
        return Err(super::pipeline::refusal(from, body.status));
    }
    let step = Move { application_id: row.id, from, to: body.status, note, tell_applicant: true };
    record_move(&tx, &user, step).await?;
    let updated = repo::find(&tx, row.id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    let answer = detail(&tx, &updated).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}
