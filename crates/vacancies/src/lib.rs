//! Vacancies: recruiters write, publish, close and archive them; visitors browse, search and read
//! the open ones.

mod admin;
pub mod announce;
pub mod cache;
pub mod domain;
mod entities;
pub mod popularity;
mod public;
pub mod repo;
pub mod schema;
pub mod search;
pub mod stages;
pub mod team;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{
    answer_cache, audit, bulk, db, error, http_cache, locale, paging, spreadsheet, tenancy, translated, webhooks,
};
use erecruit_search::page_of_matched;

use actix_web::web;

/// 404 for a vacancy that does not exist or that the reader may not see.
pub(crate) async fn vacancy_seen(
    tx: &tenancy::TenantTx,
    user: &auth::users::User,
    id: i64,
) -> Result<(), error::ApiError> {
    auth::access::Access::of(tx, user).await?.check_vacancy(id)?;
    repo::title(tx, id).await?.map(|_| ()).ok_or_else(|| error::ApiError::not_found("vacancy"))
}

/// Public answers may be reused by browsers, proxies and each replica's cache for this long.
pub const PUBLIC_MAX_AGE_SECS: u32 = 30;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        public::list_vacancies,
        public::get_vacancy,
        public::categories,
        admin::create_vacancy,
        admin::list_vacancies,
        admin::get_vacancy,
        admin::update_vacancy,
        admin::delete_vacancy,
        admin::publish_vacancy,
        admin::close_vacancy,
        admin::archive_vacancy,
        admin::bulk_vacancies,
        admin::export_vacancies,
        stages::admin::list_templates,
        stages::admin::create_template,
        stages::admin::update_template,
        stages::admin::delete_template,
        stages::admin::get_process,
        stages::admin::replace_process,
        stages::kit::get_kits,
        stages::kit::replace_kit,
        team::get_team,
        team::replace_team,
    ),
    tags(
        (name = "vacancies", description = "The careers site: open vacancies, search and categories"),
        (name = "vacancies (recruiters)", description = "Vacancy management for staff and admins"),
        (name = "hiring process", description = "Stage templates, and each vacancy's own stages (staff and admins)"),
        (name = "interview kits", description = "What each stage's interviews assess: attributes with guidance and questions"),
    )
)]
pub struct VacanciesApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(public::configure)
        .configure(stages::configure)
        .configure(team::configure)
        .configure(admin::configure);
}
