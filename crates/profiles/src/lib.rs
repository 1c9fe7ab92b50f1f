//! Applicant profiles (`persons`, with education and experience), their JSON Resume export and
//! import, and saved vacancies.

pub mod domain;
mod entities;
pub mod json_resume;
mod profile;
pub mod repo;
mod resume;
mod saved;
pub mod schema;
pub mod search;
mod uploads;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{answer_cache, audit, db, error, files, paging, tenancy, translated};
use erecruit_search::page_of_matched;
use erecruit_vacancies as vacancies;

pub use crate::views::CvInfo;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        profile::get_profile,
        profile::save_profile,
        profile::basic_info,
        resume::export_resume,
        resume::import_resume,
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
    cfg.configure(profile::configure)
        .configure(resume::configure)
        .configure(saved::configure)
        .configure(uploads::configure);
}

/// The profile photos the identity layer's user pages show (registered at start-up).
pub struct Photos;

impl crate::auth::ProfilePhotos for Photos {
    fn photo_of<'a>(
        &'a self,
        tx: &'a crate::tenancy::TenantTx,
        user: uuid::Uuid,
    ) -> futures_util::future::BoxFuture<'a, Result<Option<uuid::Uuid>, sea_orm::DbErr>> {
        Box::pin(repo::photo_of_user(tx, user))
    }
}
