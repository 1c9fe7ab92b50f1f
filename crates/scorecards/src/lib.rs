//! Structured interviews: each interviewer of an interview writes one scorecard against the
//! interview kit of the stage the interview is for (a rating per attribute, key take-aways,
//! private notes and an overall recommendation). Drafts save as the interviewer types; a
//! submitted scorecard may be amended, every submission kept as a version. Scorecards are blind:
//! an interviewer of an application reads the others' only after submitting their own (admins
//! and the vacancy's hiring manager always). The evidence view lays an application's scorecards
//! out as attributes × interviewers and records the hiring decision taken on them.

pub mod cache;
mod calibration;
pub mod domain;
mod evidence;
mod hiring_file;
pub mod reminders;
pub mod repo;
mod scorecards;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_platform::{answer_cache, audit, db, error, locale, mail, tenancy, translated};
use erecruit_tasks as tasks;
use erecruit_vacancies as vacancies;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        scorecards::my_scorecards,
        scorecards::get_sheet,
        scorecards::save_draft,
        scorecards::submit,
        evidence::get_evidence,
        evidence::evidence_document,
        evidence::decide,
        calibration::get_calibration,
    ),
    tags((name = "scorecards", description = "Interviewers' scorecards, the evidence view and hiring decisions"))
)]
pub struct ScorecardsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(scorecards::configure).configure(evidence::configure).configure(calibration::configure);
}

/// Every scorecard `user_id` wrote, with its versions: their privacy export.
pub async fn exported_for(
    tx: &crate::tenancy::TenantTx,
    user_id: uuid::Uuid,
) -> Result<Vec<domain::Scorecard>, sea_orm::DbErr> {
    Ok(repo::by_author(tx, user_id).await?.into_iter().map(|row| row.shown(true)).collect())
}
