//! The applicant's saved vacancies (wishlist): `GET /api/v1/me/saved-vacancies`,
//! `PUT`/`DELETE /api/v1/me/saved-vacancies/{id}`.

use actix_web::{HttpRequest, HttpResponse, delete, get, put, web};

use super::repo;
use crate::auth::SignedIn;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorEnvelope};
use crate::vacancies;
use crate::vacancies::domain::VacancyStatus;
use crate::vacancies::views::VacancySummary;
use crate::views::SavedVacancy;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_saved).service(save).service(unsave);
}

/// Saved vacancies, most recently saved first. Ones that closed since show `isOpen: false`;
/// archived ones are left out.
#[utoipa::path(tag = "profile", security(("bearer" = [])), responses(
    (status = 200, description = "The wishlist", body = Vec<SavedVacancy>),
    SignInRequired,
))]
#[get("/api/v1/me/saved-vacancies")]
async fn list_saved(req: HttpRequest, auth: SignedIn) -> Result<HttpResponse, ApiError> {
    // Titles in the language of the page (Accept-Language), as on the careers site.
    let (wanted, default) = crate::translated::reading(&req, None, auth.units.tenant())?;
    let entries = repo::saved_vacancies(&auth.tx, auth.user.id).await?;
    // One query for all the vacancies, then back into the wishlist's order.
    let summaries = vacancies::repo::summary_rows(&auth.tx, entries.iter().map(|(id, _)| *id).collect()).await?;
    let saved: Vec<SavedVacancy> = entries
        .into_iter()
        .filter_map(|(id, saved_at)| {
            let vacancy = summaries.iter().find(|v| v.id == id)?;
            vacancy.is_public().then(|| SavedVacancy {
                vacancy: VacancySummary::from(&vacancy.clone().read_in(wanted, default)),
                saved_at,
            })
        })
        .collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(saved))
}

/// Saves a published vacancy (saving it again changes nothing).
#[utoipa::path(tag = "profile", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Saved"),
    SignInRequired,
    (status = 404, description = "No published vacancy with this id", body = ErrorEnvelope),
))]
#[put("/api/v1/me/saved-vacancies/{id}")]
async fn save(auth: SignedIn, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let published =
        vacancies::repo::find(&auth.tx, *id).await?.is_some_and(|v| v.row.status == VacancyStatus::Published);
    if !published {
        return Err(ApiError::not_found("vacancy"));
    }
    repo::save_vacancy(&auth.tx, auth.user.id, *id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Removes a vacancy from the wishlist (removing one that is not there changes nothing).
#[utoipa::path(tag = "profile", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Removed"),
    SignInRequired,
))]
#[delete("/api/v1/me/saved-vacancies/{id}")]
async fn unsave(auth: SignedIn, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    repo::unsave_vacancy(&auth.tx, auth.user.id, *id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}
