//! Applications: applicants apply with their profile's CV and answers, follow the status and
//! withdraw; recruiters move them through the status machine and export them.

mod applicant;
mod desk;
pub mod domain;
pub mod entities;
mod export;
pub mod grid;
pub mod pipeline;
mod recruiter;
pub mod repo;
pub mod views;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        applicant::apply,
        applicant::my_applications,
        applicant::withdraw,
        recruiter::list_for_vacancy,
        recruiter::get_application,
        recruiter::change_status,
        export::export,
        desk::list_applications,
        desk::list_sources,
        desk::bulk_status,
    ),
    tags(
        (name = "applications", description = "Applying, and following one's applications"),
        (name = "applications (recruiters)", description = "Working through applications (staff and admins)"),
    )
)]
pub struct ApplicationsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(applicant::configure)
        .configure(desk::configure)
        .configure(export::configure)
        .configure(recruiter::configure);
}
