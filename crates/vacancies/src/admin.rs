//! Recruiters' vacancy management (staff and admins): drafts, publishing, closing, archiving.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::Utc;
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use super::domain::{Category, VacancyInput, VacancyStatus};
use super::popularity;
use super::repo::{self, Filter, Vacancy};
use super::stages::repo::ProcessError;
use super::views::AdminVacancy;
use crate::audit::{self, Action};
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::users::User;
use crate::bulk::{BulkAnswer, BulkResult};
use crate::db::ApiName;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::paging::{self, Page};
use crate::spreadsheet::{self, ExportFormat};
use crate::tenancy::TenantTx;
use crate::views::{BulkAction, BulkVacancies};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(create_vacancy)
        .service(list_vacancies)
        // Before `{id}`, so `export` is not read as an id.
        .service(export_vacancies)
        .service(get_vacancy)
        .service(update_vacancy)
        .service(delete_vacancy)
        .service(bulk_vacancies)
        .service(publish_vacancy)
        .service(close_vacancy)
        .service(archive_vacancy);
}

/// The vacancy, when the reader may see it (404 otherwise, as for one that does not exist).
async fn load(tx: &TenantTx, user: &User, id: i64) -> Result<Vacancy, ApiError> {
    Access::of(tx, user).await?.check_vacancy(id)?;
    repo::find(tx, id).await?.ok_or_else(|| ApiError::not_found("vacancy"))
}

async fn record(tx: &TenantTx, user: &User, action: Action, id: i64) -> Result<(), ApiError> {
    audit::record(
        tx,
        audit::Entry {
            actor_user: Some(user.id),
            actor_label: &user.email,
            action,
            subject_type: "vacancy",
            subject_id: Some(id.to_string()),
            details: json!({}),
        },
    )
    .await?;
    let event = match action {
        Action::VacancyPublished => Some(crate::webhooks::Event::VacancyPublished),
        Action::VacancyClosed => Some(crate::webhooks::Event::VacancyClosed),
        _ => None,
    };
    if let Some(event) = event {
        crate::announce::vacancies(tx, event, &[id]).await?;
    }
    Ok(())
}

/// Commits and answers with the vacancy as it now is.
async fn answer(tx: TenantTx, id: i64, status: StatusCode) -> Result<HttpResponse, ApiError> {
    let vacancy = repo::find(&tx, id).await?.ok_or_else(|| ApiError::not_found("vacancy"))?;
    let reach = popularity::of(&tx, &[id]).await?.remove(&id).unwrap_or_default();
    tx.commit().await?;
    Ok(HttpResponse::build(status).json(AdminVacancy::new(&vacancy.row, &vacancy.questions, reach)))
}

fn invalid_transition(from: VacancyStatus, to: &str) -> ApiError {
    ApiError::invalid_transition("vacancy", &from.api(), to)
}

#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), request_body = VacancyInput, responses(
    (status = 201, description = "The new draft", body = AdminVacancy),
    (status = 400, description = "`validation_failed` with every field error", body = ErrorEnvelope),
    StaffRequired,
))]
#[post("/api/v1/admin/vacancies")]
async fn create_vacancy(auth: StaffOnly, body: web::Json<VacancyInput>) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner().validate().map_err(ApiError::validation)?;
    let id = repo::insert(&auth.tx, &input, auth.user.id).await.map_err(|err| match err {
        ProcessError::NoSuchTemplate => {
            ApiError::validation(FieldErrors::one("stageTemplateId", ErrorCode::StageTemplateUnknown))
        }
        other => other.into(),
    })?;
    // Whoever makes a vacancy is on its hiring team (as its recruiter), so a staff member still
    // reaches it while the tenant limits staff to their teams.
    super::team::join(&auth.tx, id, auth.user.id, super::team::TeamRole::Recruiter).await?;
    record(&auth.tx, &auth.user, Action::VacancyCreated, id).await?;
    answer(auth.tx, id, StatusCode::CREATED).await
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct AdminListQuery {
    status: Option<VacancyStatus>,
    category: Option<Category>,
    q: Option<String>,
    page: Option<u64>,
    per_page: Option<u64>,
}

/// Every vacancy of the tenant, most recently changed first, each with its applicants and
/// popularity: `50 × (applications per opening) / the median of the tenant's published and closed
/// vacancies`, from 0 to 100 (50 is the median vacancy, 100 twice it or more), coloured success
/// from 75, primary from 55, warning from 35, else danger.
#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(AdminListQuery), responses(
    (status = 200, description = "One page of vacancies", body = Page<AdminVacancy>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/admin/vacancies")]
async fn list_vacancies(auth: StaffOnly, query: web::Query<AdminListQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let ids = Access::of(&auth.tx, &auth.user).await?.vacancy_ids();
    let filter = Filter {
        status: query.status,
        category: query.category,
        query: text,
        ids,
        page,
        per_page,
        ..Filter::default()
    };
    let (rows, total) = repo::list(&auth.tx, &filter).await?;
    let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    let reach = popularity::of(&auth.tx, &ids).await?;
    let data =
        rows.iter().map(|row| AdminVacancy::new(row, &[], reach.get(&row.id).copied().unwrap_or_default())).collect();
    Ok(HttpResponse::Ok().json(Page::counted(data, total, page, per_page)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ExportQuery {
    /// `csv` (the default) or `xlsx`.
    #[param(inline)]
    format: Option<ExportFormat>,
    /// Comma-separated vacancy ids (at most 1,000); without them, every vacancy the filters match.
    ids: Option<String>,
    status: Option<VacancyStatus>,
    category: Option<Category>,
    q: Option<String>,
}

/// The most vacancies one export holds.
const MAX_EXPORT: u64 = 10_000;

/// Vacancies as CSV or XLSX, with the columns an import reads (so an export can be edited and
/// imported again).
#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(ExportQuery), responses(
    (status = 200, description = "The file", content(
        (Vec<u8> = "text/csv"),
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    )),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/admin/vacancies/export")]
async fn export_vacancies(auth: StaffOnly, query: web::Query<ExportQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let ids = query.ids.as_deref().map(|list| spreadsheet::parse_ids(list, 1_000)).transpose()?;
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let mut rows = Vec::new();
    let per_page = paging::MAX_PER_PAGE;
    let seen = Access::of(&auth.tx, &auth.user).await?.vacancy_ids();
    for page in 1..=MAX_EXPORT / per_page {
        let filter = Filter {
            status: query.status,
            category: query.category,
            query: text.clone(),
            ids: seen.clone(),
            page,
            per_page,
            ..Filter::default()
        };
        let (found, _) = repo::list(&auth.tx, &filter).await?;
        let done = (found.len() as u64) < per_page;
        rows.extend(
            found.iter().filter(|row| ids.as_ref().is_none_or(|ids| ids.contains(&row.id))).map(spreadsheet_cells),
        );
        if done {
            break;
        }
    }
    let header = super::domain::VACANCY_COLUMNS;
    Ok(match query.format.unwrap_or_default() {
        ExportFormat::Csv => spreadsheet::csv_response("vacancies", header, &rows),
        ExportFormat::Xlsx => spreadsheet::xlsx_response("vacancies", "Vacancies", header, rows).await?,
    })
}

/// A vacancy's cells in the order of `domain::VACANCY_COLUMNS`, values as the API writes them.
fn spreadsheet_cells(row: &super::repo::VacancyRow) -> Vec<String> {
    let api = |value: serde_json::Value| value.as_str().map(str::to_owned).unwrap_or_default();
    let number = |value: Option<i32>| value.map(|n| n.to_string()).unwrap_or_default();
    vec![
        row.title.clone(),
        api(json!(row.category)),
        api(json!(row.employment_type)),
        api(json!(row.workplace)),
        row.department.clone().unwrap_or_default(),
        row.location.clone().unwrap_or_default(),
        row.description.clone(),
        row.requirements.clone(),
        number(row.salary_min),
        number(row.salary_max),
        row.salary_currency.clone().unwrap_or_default(),
        row.show_salary.to_string(),
        row.openings.to_string(),
        row.closes_at.map(|at| at.to_rfc3339()).unwrap_or_default(),
    ]
}

#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, description = "The vacancy with its questions", body = AdminVacancy),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/vacancies/{id}")]
async fn get_vacancy(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    Access::of(&auth.tx, &auth.user).await?.check_vacancy(*id)?;
    answer(auth.tx, *id, StatusCode::OK).await
}

/// Replaces the vacancy's fields and questions (answers already given keep the question text
/// they were given for).
#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = VacancyInput, responses(
    (status = 200, description = "The updated vacancy", body = AdminVacancy),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`vacancy_archived`", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/vacancies/{id}")]
async fn update_vacancy(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<VacancyInput>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner().validate().map_err(ApiError::validation)?;
    let vacancy = load(&auth.tx, &auth.user, *id).await?;
    if vacancy.row.status == VacancyStatus::Archived {
        return Err(ApiError::conflict(ErrorCode::VacancyArchived));
    }
    if vacancy.row.status == VacancyStatus::Published && input.closes_at.is_some_and(|at| at <= Utc::now()) {
        return Err(closing_date_in_the_past());
    }
    repo::update(&auth.tx, *id, &input).await?;
    record(&auth.tx, &auth.user, Action::VacancyUpdated, *id).await?;
    answer(auth.tx, *id, StatusCode::OK).await
}

fn closing_date_in_the_past() -> ApiError {
    ApiError::validation(FieldErrors::one("closesAt", ErrorCode::ClosingDateInPast))
}

/// Deletes a draft. Published vacancies are closed or archived instead, so nothing an applicant
/// saw or applied to disappears.
#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Deleted"),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`vacancy_not_draft`", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/vacancies/{id}")]
async fn delete_vacancy(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let status = load(&auth.tx, &auth.user, *id).await?.row.status;
    delete_draft(&auth.tx, &auth.user, *id, status).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Publishes a draft or reopens a closed vacancy. It needs a description and a closing date in
/// the future (or none).
#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, description = "Published", body = AdminVacancy),
    (status = 400, description = "`validation_failed`: no description, or closing date passed", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/vacancies/{id}/publish")]
async fn publish_vacancy(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let vacancy = load(&auth.tx, &auth.user, *id).await?;
    let status = vacancy.row.status;
    if !matches!(status, VacancyStatus::Draft | VacancyStatus::Closed) {
        return Err(invalid_transition(status, "published"));
    }
    let mut fields = FieldErrors::new();
    if vacancy.row.description.trim().is_empty() {
        fields.add("description", ErrorCode::DescriptionRequired);
    }
    if vacancy.row.closes_at.is_some_and(|at| at <= Utc::now()) {
        fields.add("closesAt", ErrorCode::ClosingDateInPast);
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    transition(auth, *id, VacancyStatus::Published, Action::VacancyPublished).await
}

async fn delete_draft(tx: &TenantTx, user: &User, id: i64, status: VacancyStatus) -> Result<(), ApiError> {
    if status != VacancyStatus::Draft {
        return Err(ApiError::conflict(ErrorCode::VacancyNotDraft));
    }
    repo::delete(tx, id).await?;
    record(tx, user, Action::VacancyDeleted, id).await
}

async fn close(tx: &TenantTx, user: &User, id: i64, status: VacancyStatus) -> Result<(), ApiError> {
    if status != VacancyStatus::Published {
        return Err(invalid_transition(status, "closed"));
    }
    repo::set_status(tx, id, VacancyStatus::Closed).await?;
    record(tx, user, Action::VacancyClosed, id).await
}

#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, description = "Closed: no longer listed, no new applications", body = AdminVacancy),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/vacancies/{id}/close")]
async fn close_vacancy(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let status = load(&auth.tx, &auth.user, *id).await?.row.status;
    close(&auth.tx, &auth.user, *id, status).await?;
    answer(auth.tx, *id, StatusCode::OK).await
}

#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, description = "Archived: kept for the record, read-only", body = AdminVacancy),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/vacancies/{id}/archive")]
async fn archive_vacancy(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let status = load(&auth.tx, &auth.user, *id).await?.row.status;
    if status == VacancyStatus::Archived {
        return Err(invalid_transition(status, "archived"));
    }
    transition(auth, *id, VacancyStatus::Archived, Action::VacancyArchived).await
}

async fn transition(auth: StaffOnly, id: i64, to: VacancyStatus, action: Action) -> Result<HttpResponse, ApiError> {
    repo::set_status(&auth.tx, id, to).await?;
    record(&auth.tx, &auth.user, action, id).await?;
    if to == VacancyStatus::Archived {
        // Nobody is left without an answer: the open applications get their closing message.
        erecruit_platform::automation::ended(&auth.tx, &[id], erecruit_platform::automation::Ended::Archived).await?;
    }
    answer(auth.tx, id, StatusCode::OK).await
}

/// Closes or deletes many vacancies, each by the rules of closing or deleting one; the answer
/// says which were changed and why the others were not.
#[utoipa::path(tag = "vacancies (recruiters)", security(("bearer" = [])), request_body = BulkVacancies, responses(
    (status = 200, description = "What became of each vacancy", body = BulkAnswer),
    (status = 400, description = "`bulk_selection_invalid` or `bulk_too_large`", body = ErrorEnvelope),
    StaffRequired,
))]
#[post("/api/v1/admin/vacancies/bulk")]
async fn bulk_vacancies(auth: StaffOnly, body: web::Json<BulkVacancies>) -> Result<HttpResponse, ApiError> {
    let BulkVacancies { mut ids, action } = body.into_inner();
    if ids.is_empty() {
        return Err(ApiError::bad_request_with(
            ErrorCode::BulkSelectionInvalid,
            &[("items", "vacancies"), ("how", "at least one, by id")],
        ));
    }
    if ids.len() > 1_000 {
        return Err(ApiError::bad_request_with(
            ErrorCode::BulkTooLarge,
            &[("max", "1,000"), ("items", "vacancies"), ("done", "changed")],
        ));
    }
    ids.sort_unstable();
    ids.dedup();
    let mut results = Vec::with_capacity(ids.len());
    let access = Access::of(&auth.tx, &auth.user).await?;
    for id in ids {
        let found = if access.sees_vacancy(id) { repo::find(&auth.tx, id).await? } else { None };
        let Some(vacancy) = found else {
            results.push(BulkResult::refused(id, ErrorCode::VacancyUnknown));
            continue;
        };
        let status = vacancy.row.status;
        let done = match action {
            BulkAction::Close => close(&auth.tx, &auth.user, id, status).await,
            BulkAction::Delete => delete_draft(&auth.tx, &auth.user, id, status).await,
        };
        results.push(match done {
            Ok(()) => BulkResult::done(id),
            Err(error) => BulkResult::refused_by(id, error)?,
        });
    }
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(BulkAnswer::new(results)))
}
