//! Applicant profiles (`persons`, with education and experience) and saved vacancies.

pub mod domain;
pub mod entities;
mod profile;
pub mod repo;
mod saved;
pub mod search;
mod uploads;

pub use uploads::CvInfo;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        profile::get_profile,
        profile::save_profile,
        profile::basic_info,
        saved::list_saved,
        saved::save,
        saved::unsave,
        uploads::upload_avatar,
        uploads::upload_cv,
        uploads::download_own_cv,
    ),
    tags(
        (name = "profile", description = "The applicant's profile and saved vacancies"),
        (name = "files", description = "Profile photos and CVs"),
    )
)]
pub struct ProfilesApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(profile::configure).configure(saved::configure).configure(uploads::configure);
}
