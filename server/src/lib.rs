//! eRecruit server: the thin top of the workspace. It composes the feature crates' routes and
//! OpenAPI documents, starts the server and its background work (`startup`, `maintenance`), and
//! holds what spans every feature: the request middleware, the web app's shell and the demo data.
//! `tenant-admin` and the black-box tests use it.

#[cfg(feature = "dev-seed")]
pub mod demo;
pub mod maintenance;
pub mod middleware;
pub mod openapi;
pub mod spa;
pub mod startup;

// The features, lowest layer first, under the names the code, the web app and the tests share.
pub use erecruit_auth as auth;
pub use erecruit_bookmarks as bookmarks;
pub use erecruit_help as help;
pub use erecruit_search as search;

pub use erecruit_files as files;
pub use erecruit_vacancies as vacancies;

pub use erecruit_profiles as profiles;
pub use erecruit_syndication as syndication;

pub use erecruit_applications as applications;
pub use erecruit_automations as automations;
pub use erecruit_imports as imports;
pub use erecruit_integrations as integrations;
pub use erecruit_job_alerts as job_alerts;
pub use erecruit_scheduling as scheduling;

pub use erecruit_calendar as calendar;
pub use erecruit_messages as messages;
pub use erecruit_offers as offers;
pub use erecruit_scorecards as scorecards;
pub use erecruit_tasks as tasks;

pub use erecruit_chat as chat;
pub use erecruit_desk as desk;

pub use erecruit_dashboard as dashboard;
pub use erecruit_privacy as privacy;
pub use erecruit_settings as settings;

pub use erecruit_migrations as migrations;
// The platform's modules under their own names: `crate::tenancy`, `crate::error`…
pub use erecruit_platform::{
    answer_cache, audit, automation, bulk, client, config, crypto, db, delivery, error, health, http_cache, locale,
    mail, metrics, outbound, paging, security, spreadsheet, telemetry, tenancy, text, translated, webhooks,
};
