//! The recruiting dashboard: open vacancies per category, applications by status, time to first
//! review, and over a range of days (the last 30 by default) and a category: the funnel with its
//! conversions, the time to hire and in each stage, applications per day and by source, and each
//! vacancy's applicants and popularity. Admins see the whole tenant, staff their own vacancies.

pub mod analytics;
mod recruiter;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_desk as desk;
use erecruit_platform::{db, error, tenancy};
use erecruit_vacancies as vacancies;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(paths(recruiter::dashboard), tags((name = "dashboard", description = "Recruiting analytics (staff and admins)")))]
pub struct DashboardApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(recruiter::dashboard);
}
