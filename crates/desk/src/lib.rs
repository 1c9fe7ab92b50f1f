//! The recruiter's desk: every application of the tenant in one grid (filtered, sorted, paged
//! and kept per replica), moved in bulk and exported; the web app's board and list views read it.

pub mod cache;
mod export;
pub mod grid;
mod recruiter;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_messages as messages;
use erecruit_platform::{answer_cache, bulk, db, error, files, locale, paging, spreadsheet, tenancy, translated};
use erecruit_profiles as profiles;
use erecruit_vacancies as vacancies;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(paths(export::export, recruiter::list_applications, recruiter::list_sources, recruiter::bulk_status))]
pub struct DeskApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(recruiter::configure).configure(export::configure);
}
