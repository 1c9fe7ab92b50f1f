//! The data rights of everyone with an account: `GET /api/v1/me/export` (everything we hold about
//! them, as JSON) and `DELETE /api/v1/me` (erase the account, profile and files; anonymise
//! applications, which recruiters keep for their records; pseudonymise what staff did).
//!
//! [`PERSONAL_DATA`] lists every tenant table that names a person (a reference to a user or a
//! profile, an e-mail address) and what the export and erasure do with it; a test fails for a
//! table missing from it, so a new feature's tables are held to the same rule.

pub mod domain;
mod me;
mod repo;
pub mod retention;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_automations as automations;
use erecruit_bookmarks as bookmarks;
use erecruit_calendar as calendar;
use erecruit_chat as chat;
use erecruit_imports as imports;
use erecruit_integrations as integrations;
use erecruit_job_alerts as job_alerts;
use erecruit_messages as messages;
use erecruit_offers as offers;
use erecruit_platform::{audit, db, error, files, mail, tenancy, webhooks};
use erecruit_profiles as profiles;
use erecruit_scheduling as scheduling;
use erecruit_scorecards as scorecards;
use erecruit_tasks as tasks;
use erecruit_vacancies as vacancies;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(paths(me::export_my_data, me::erase_me), tags((name = "privacy", description = "Export and erase one's own data")))]
pub struct PrivacyApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(me::export_my_data).service(me::erase_me);
}
