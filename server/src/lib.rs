//! eRecruit server library: everything the `erecruit-server` binary and `tenant-admin` share.

pub mod applications;
pub mod calendar;
pub mod chat;
pub mod dashboard;
pub mod demo;
pub mod desk;
pub mod files;
pub mod imports;
pub mod job_alerts;
pub mod maintenance;
pub mod messages;
pub mod middleware;
pub mod openapi;
pub mod privacy;
pub mod profiles;
pub mod settings;
pub mod spa;

pub mod startup;
pub mod syndication;
pub mod tasks;
pub mod vacancies;

pub use erecruit_auth as auth;
pub use erecruit_search as search;
// The providers' shared statement end, as `crate::page_of_matched!`.
pub use erecruit_bookmarks as bookmarks;
pub use erecruit_help as help;
pub use erecruit_migrations as migrations;
pub use erecruit_search::page_of_matched;
// The platform's modules under their old paths: `crate::tenancy`, `crate::error`… (the features
// are written against these).
pub use erecruit_platform::{
    answer_cache, audit, bulk, client, config, crypto, db, error, health, http_cache, locale, mail, metrics, outbound,
    paging, security, spreadsheet, telemetry, tenancy, text, translated,
};
