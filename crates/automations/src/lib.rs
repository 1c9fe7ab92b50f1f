//! Automations that keep every candidate informed. **Message templates**: the tenant's wording
//! of every mail sent on a recruiter's behalf, per language, ours as the fallback (the mail layer
//! looks them up, `mail::tenant_texts`). **Stage rules** per vacancy: when an application enters
//! a stage, gives a knockout answer or sits in a stage N days, if its conditions hold, then mail a
//! template (after a delay, cancelled if it moved on), create a task, notify the hiring team,
//! move it, or ask for scorecards — each done once by the automation worker and written to the
//! application's history; a **dry run** shows a draft rule's reach on past applications first.
//! **No applicant left waiting**: a waiting limit that nudges the team and then updates the
//! applicant, closing messages when a vacancy is filled or archived, and a public response figure.
//!
//! The triggers are written with the change that causes them (`platform::automation`); the
//! work is done by [`worker::AutomationWorker`], on any replica, exactly once.

pub mod actions;
pub mod domain;
pub mod repo;
mod rules;
pub mod settings;
mod templates;
pub mod worker;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_platform::{audit, automation, db, delivery, error, locale, mail, metrics, paging, tenancy, translated};
use erecruit_scorecards as scorecards;
use erecruit_tasks as tasks;
use erecruit_vacancies as vacancies;

use actix_web::web;
use sea_orm::DbErr;
use uuid::Uuid;

pub use actions::Links;
pub use rules::dry_run;
pub use worker::AutomationWorker;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        templates::list_message_templates,
        templates::save_message_template,
        templates::reset_message_template,
        templates::preview_message_template,
        rules::list_rules,
        rules::create_rule,
        rules::change_rule,
        rules::delete_rule,
        rules::dry_run_rule,
        rules::rule_activity,
        settings::get_automation_settings,
        settings::update_automation_settings,
        settings::response_figure,
    ),
    tags((name = "automations", description = "Message templates, stage rules and keeping applicants informed"))
)]
pub struct AutomationsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(templates::configure).configure(rules::configure).configure(settings::configure);
}

/// What the automations' log holds about a person's applications, for their privacy export.
pub async fn export_about(tx: &tenancy::TenantTx, user_id: Uuid) -> Result<Vec<repo::ExportedRun>, DbErr> {
    repo::about_applicant(tx, user_id).await
}

/// Erases the automations' log about a person's applications. How many entries.
pub async fn forget_applicant(tx: &tenancy::TenantTx, user_id: Uuid) -> Result<u64, DbErr> {
    repo::forget_applicant(tx, user_id).await
}

/// Erases the log about applications retention anonymised.
pub async fn forget_applications(tx: &tenancy::TenantTx, ids: &[i64]) -> Result<u64, DbErr> {
    repo::forget_applications(tx, ids).await
}

/// The clean-up pass: log entries finished more than 180 days ago.
pub async fn prune(tx: &tenancy::TenantTx) -> Result<u64, DbErr> {
    repo::prune(tx).await
}
