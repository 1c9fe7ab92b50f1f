//! Candidates book their own interviews. A recruiter sends a **scheduling request** from an
//! application (or many from the board): one session or a **loop** of several booked together
//! (back to back, or on the same day), each with a pool of interviewers (any one of them,
//! round-robin by upcoming load, or the whole panel), buffers, and a window of working days. The
//! candidate's link (by mail and in My Application) offers the times computed from the
//! interviewers' calendars, holidays, external calendars, working hours and caps, in the
//! candidate's own zone; they pick one and get the invitation at once, may reschedule or cancel
//! up to the tenant's notice, and are reminded a day before. No self-scheduled booking ever
//! double-books anyone: the database's exclusion constraint decides (see [`booking`]).

pub mod booking;
mod candidate;
pub mod domain;
pub mod repo;
mod requests;
mod settings;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_calendar as calendar;
use erecruit_platform::{audit, bulk, db, error, mail, tenancy, text};

use actix_web::web;
use sea_orm::DbErr;
use uuid::Uuid;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        requests::create_requests,
        requests::list_requests,
        requests::cancel_request,
        requests::mark_no_show,
        settings::get_scheduling_settings,
        settings::update_scheduling_settings,
        settings::scheduling_analytics,
        candidate::scheduling_page,
        candidate::book,
        candidate::cancel_booking,
        candidate::my_scheduling,
    ),
    tags((name = "scheduling", description = "Candidates book their own interviews: requests, loops, the candidate's page"))
)]
pub struct SchedulingApi;

/// The fixed paths (`requests`, `analytics`) before the candidate's `/scheduling/{token}`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(requests::configure).configure(settings::configure).configure(candidate::configure);
}

/// What scheduling holds about a person's applications, for their privacy export.
pub async fn export_about(tx: &tenancy::TenantTx, user_id: Uuid) -> Result<Vec<views::MySchedulingExport>, DbErr> {
    let requests = repo::for_applicant(tx, user_id).await?;
    let sessions = repo::sessions(tx, requests.iter().map(|r| r.id).collect()).await?;
    Ok(requests
        .into_iter()
        .map(|request| views::MySchedulingExport {
            application_id: request.application_id,
            vacancy_title: request.vacancy_title,
            state: request.state,
            time_zone: request.time_zone,
            created_at: request.created_at,
            booked_at: request.booked_at,
            reschedules: request.reschedules,
            no_show: request.no_show,
            sessions: sessions
                .iter()
                .filter(|row| row.request_id == request.id)
                .map(|row| views::MySession { title: row.title.clone(), start: row.starts_at, end: row.ends_at })
                .collect(),
        })
        .collect())
}

/// Erases scheduling's requests about a person's applications (their interviews are the
/// calendar's). How many.
pub async fn forget_applicant(tx: &tenancy::TenantTx, user_id: Uuid) -> Result<u64, DbErr> {
    let ids: Vec<i64> = repo::for_applicant(tx, user_id).await?.into_iter().map(|r| r.application_id).collect();
    forget_applications(tx, &ids).await
}

/// Erases the requests about applications retention anonymised, and their unsent reminders.
pub async fn forget_applications(tx: &tenancy::TenantTx, ids: &[i64]) -> Result<u64, DbErr> {
    if ids.is_empty() {
        return Ok(0);
    }
    for reminder in repo::reminders_of(tx, ids.to_vec()).await? {
        mail::withdraw(tx, reminder).await?;
    }
    repo::forget_applications(tx, ids.to_vec()).await
}
