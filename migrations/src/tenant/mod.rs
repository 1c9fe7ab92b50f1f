use sea_orm_migration::prelude::*;

mod m20261122_000001_audit_log;
mod m20261122_000002_accounts;
mod m20261122_000003_vacancies;
mod m20261122_000004_profiles;
mod m20261122_000005_files;
mod m20261122_000006_applications;
mod m20261122_000007_applications_by_vacancy_date;
mod m20261124_000008_enum_checks;
mod m20261124_000009_messages;
mod m20261124_000010_mail_words_and_totals;
mod m20261125_000011_chat;
mod m20261126_000012_calendar;
mod m20261126_000013_calendar_version;
mod m20261127_000014_team_and_tasks;
mod m20261128_000015_search_and_bookmarks;
mod m20261129_000016_recruiters_desk;
mod m20261130_000017_desk_speed;
mod m20261201_000018_public_list_count;
mod m20261202_000019_vacancy_counts;
mod m20261203_000020_identity;
mod m20261204_000021_help_center;
mod m20261205_000022_vacancy_translations;
mod m20261206_000023_job_alerts;
mod m20261207_000024_retention;
mod m20261208_000025_newest_vacancies;
mod m20261209_000026_file_text_state;
mod m20261209_000027_sso_login_expiry;
mod m20261209_000028_mail_sender_notices;
mod m20261209_000029_sso_fresh_sign_in;
mod m20261209_000030_chat_ticket_session;
mod m20261210_000031_second_factor_guarding;
mod m20261211_000032_hiring_process;
mod m20261211_000033_hiring_team;
mod m20261212_000034_scorecards;
mod m20261213_000035_offers;
mod m20261214_000036_integrations;
mod m20261215_000037_automations;
mod m20261216_000038_scheduling;
mod m20261217_000039_desk_days;

/// Migrator for one tenant schema (run with `search_path` set to that schema only).
pub struct TenantMigrator;

#[async_trait::async_trait]
impl MigratorTrait for TenantMigrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_audit_log::Migration),
            Box::new(m20261122_000002_accounts::Migration),
            Box::new(m20261122_000003_vacancies::Migration),
            Box::new(m20261122_000004_profiles::Migration),
            Box::new(m20261122_000005_files::Migration),
            Box::new(m20261122_000006_applications::Migration),
            Box::new(m20261122_000007_applications_by_vacancy_date::Migration),
            Box::new(m20261124_000008_enum_checks::Migration),
            Box::new(m20261124_000009_messages::Migration),
            Box::new(m20261124_000010_mail_words_and_totals::Migration),
            Box::new(m20261125_000011_chat::Migration),
            Box::new(m20261126_000012_calendar::Migration),
            Box::new(m20261126_000013_calendar_version::Migration),
            Box::new(m20261127_000014_team_and_tasks::Migration),
            Box::new(m20261128_000015_search_and_bookmarks::Migration),
            Box::new(m20261129_000016_recruiters_desk::Migration),
            Box::new(m20261130_000017_desk_speed::Migration),
            Box::new(m20261201_000018_public_list_count::Migration),
            Box::new(m20261202_000019_vacancy_counts::Migration),
            Box::new(m20261203_000020_identity::Migration),
            Box::new(m20261204_000021_help_center::Migration),
            Box::new(m20261205_000022_vacancy_translations::Migration),
            Box::new(m20261206_000023_job_alerts::Migration),
            Box::new(m20261207_000024_retention::Migration),
            Box::new(m20261208_000025_newest_vacancies::Migration),
            Box::new(m20261209_000026_file_text_state::Migration),
            Box::new(m20261209_000027_sso_login_expiry::Migration),
            Box::new(m20261209_000028_mail_sender_notices::Migration),
            Box::new(m20261209_000029_sso_fresh_sign_in::Migration),
            Box::new(m20261209_000030_chat_ticket_session::Migration),
            Box::new(m20261210_000031_second_factor_guarding::Migration),
            Box::new(m20261211_000032_hiring_process::Migration),
            Box::new(m20261211_000033_hiring_team::Migration),
            Box::new(m20261212_000034_scorecards::Migration),
            Box::new(m20261213_000035_offers::Migration),
            Box::new(m20261214_000036_integrations::Migration),
            Box::new(m20261215_000037_automations::Migration),
            Box::new(m20261216_000038_scheduling::Migration),
            Box::new(m20261217_000039_desk_days::Migration),
        ]
    }
}
