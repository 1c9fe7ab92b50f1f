//! Applications: applicants apply with their profile's CV and answers, follow the status and
//! withdraw; recruiters move them through the status machine (the desk moves many at once and
//! exports them). Its tables are the ones every later feature joins to: `schema` lends them out.

pub mod announce;
mod applicant;
pub mod domain;
mod entities;
pub mod pipeline;
pub mod reasons;
mod recruiter;
pub mod repo;
pub mod retention;
pub mod schema;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{answer_cache, audit, db, error, files, locale, mail, paging, tenancy, translated, webhooks};
use erecruit_profiles as profiles;
use erecruit_vacancies as vacancies;

use actix_web::web;

pub use recruiter::{change_to, move_to};

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        applicant::apply,
        applicant::my_applications,
        applicant::withdraw,
        recruiter::list_for_vacancy,
        recruiter::vacancy_funnel,
        recruiter::get_application,
        recruiter::change_status,
        recruiter::move_to_stage,
        reasons::list_reasons,
        reasons::replace_reasons,
    ),
    tags(
        (name = "applications", description = "Applying, and following one's applications"),
        (name = "applications (recruiters)", description = "Working through applications (staff and admins)"),
    )
)]
pub struct ApplicationsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(applicant::configure).configure(recruiter::configure).configure(reasons::configure);
}
