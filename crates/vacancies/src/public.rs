//! The careers site's vacancy endpoints: lists, a vacancy's page, and counts per category.

use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::cache::PublicCache;
use super::domain::{Category, EmploymentType, VacancyStatus, Workplace};
use super::repo::{self, Filter};
use super::views::{CategoryCount, VacancyDetail, VacancySummary};
use crate::error::{ApiError, ErrorEnvelope};
use crate::locale::Locale;
use crate::paging::{self, Page};
use crate::tenancy::TenantUnits;
use crate::translated;

pub fn configure(cfg: &mut web::ServiceConfig) {
    // `categories` before `{id}`, so it is not read as an id.
    cfg.service(categories).service(list_vacancies).service(get_vacancy);
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ListQuery {
    category: Option<Category>,
    /// Words to search for; each matches the start of a word ("engin" finds "Engineer").
    q: Option<String>,
    /// Part of the location, any case.
    location: Option<String>,
    employment_type: Option<EmploymentType>,
    workplace: Option<Workplace>,
    page: Option<u64>,
    /// 1–100 (default 20).
    per_page: Option<u64>,
    /// `en`, `de`, `fr` or `pt`: titles in this language where translated (default:
    /// `Accept-Language`, else the tenant's language).
    lang: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct LanguageQuery {
    /// `en`, `de`, `fr` or `pt`: the texts in this language where translated (default:
    /// `Accept-Language`, else the tenant's language).
    lang: Option<String>,
}

/// The language the visitor asked for, and the tenant's default to fall back to.
fn reading(req: &HttpRequest, units: &TenantUnits, lang: Option<&str>) -> Result<(Locale, Locale), ApiError> {
    translated::reading(req, lang, units.tenant())
}

/// Open vacancies, newest first (best match first when searching).
///
/// The same answer for every visitor of the tenant: each replica keeps it until the tenant's
/// vacancies change on any replica (at most 30 seconds).
#[utoipa::path(tag = "vacancies", operation_id = "list_public_vacancies", params(ListQuery), responses(
    (status = 200, description = "One page of open vacancies", body = Page<VacancySummary>),
    (status = 304, description = "Not modified (If-None-Match)"),
    (status = 400, description = "`invalid_query` or `language_unsupported`", body = ErrorEnvelope),
))]
#[get("/api/v1/vacancies")]
async fn list_vacancies(
    req: HttpRequest,
    units: TenantUnits,
    cache: web::Data<PublicCache>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let filter = Filter {
        status: Some(VacancyStatus::Published),
        public_only: true,
        category: query.category,
        query: paging::filter_text(query.q.as_deref(), "search text")?,
        location: paging::filter_text(query.location.as_deref(), "location")?,
        employment_type: query.employment_type,
        workplace: query.workplace,
        ids: None,
        page,
        per_page,
    };
    let (wanted, default) = reading(&req, &units, query.lang.as_deref())?;
    cache
        .answer(&req, units.tenant(), ("list", &filter), (wanted, default), || async {
            let (rows, total) = repo::list(&units.begin().await?, &filter).await?;
            let data: Vec<VacancySummary> =
                rows.into_iter().map(|row| VacancySummary::from(&row.read_in(wanted, default))).collect();
            Ok(Page::counted(data, total, page, per_page))
        })
        .await
}

/// A vacancy's page, with its screening questions. A closed vacancy, or a published one past its
/// closing date, is still shown with `isOpen: false` (links to it are shared and bookmarked, and
/// its applicants look it up); drafts and archived vacancies are 404.
#[utoipa::path(tag = "vacancies", operation_id = "get_public_vacancy", params(("id" = i64, Path, description = "Vacancy id"), LanguageQuery), responses(
    (status = 200, description = "The vacancy", body = VacancyDetail),
    (status = 304, description = "Not modified (If-None-Match)"),
    (status = 400, description = "`language_unsupported`", body = ErrorEnvelope),
    (status = 404, description = "No published or closed vacancy with this id", body = ErrorEnvelope),
))]
#[get("/api/v1/vacancies/{id}")]
async fn get_vacancy(
    req: HttpRequest,
    units: TenantUnits,
    cache: web::Data<PublicCache>,
    id: web::Path<i64>,
    query: web::Query<LanguageQuery>,
) -> Result<HttpResponse, ApiError> {
    let (wanted, default) = reading(&req, &units, query.lang.as_deref())?;
    cache
        .answer(&req, units.tenant(), ("vacancy", *id), (wanted, default), || async {
            let mut vacancy = repo::find(&units.begin().await?, *id)
                .await?
                .filter(|v| v.row.is_public())
                .ok_or_else(|| ApiError::not_found("vacancy"))?;
            vacancy.row = vacancy.row.read_in(wanted, default);
            Ok(VacancyDetail::from(&vacancy))
        })
        .await
}

/// How many vacancies are open in each category (all three, zeros included).
#[utoipa::path(tag = "vacancies", responses(
    (status = 200, description = "Open vacancies per category", body = Vec<CategoryCount>),
    (status = 304, description = "Not modified (If-None-Match)"),
))]
#[get("/api/v1/vacancies/categories")]
async fn categories(
    req: HttpRequest,
    units: TenantUnits,
    cache: web::Data<PublicCache>,
) -> Result<HttpResponse, ApiError> {
    // The counts read the same in every language.
    let default = translated::default_of(units.tenant());
    cache
        .answer(&req, units.tenant(), "categories", (default, default), || async {
            let counts = repo::open_counts(&units.begin().await?).await?;
            Ok(counts.into_iter().map(|(category, open)| CategoryCount { category, open }).collect::<Vec<_>>())
        })
        .await
}
