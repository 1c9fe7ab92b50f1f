//! eRecruit server library: everything the `erecruit-server` binary and `tenant-admin` share.

pub mod answer_cache;
pub mod applications;
pub mod audit;
pub mod auth;
pub mod bookmarks;
pub mod bulk;
pub mod calendar;
pub mod chat;
pub mod client;
pub mod config;
pub mod crypto;
pub mod dashboard;
pub mod db;
pub mod demo;
pub mod desk_cache;
pub mod error;
pub mod files;
pub mod health;
pub mod help;
pub mod http_cache;
pub mod imports;
pub mod locale;
pub mod mail;
pub mod maintenance;
pub mod messages;
pub mod metrics;
pub mod middleware;
pub mod openapi;
pub mod paging;
pub mod privacy;
pub mod profiles;
pub mod public_cache;
pub mod search;
pub mod security;
pub mod settings;
pub mod spa;
pub mod spreadsheet;

pub mod startup;
pub mod tasks;
pub mod telemetry;
pub mod tenancy;
pub mod text;
pub mod translated;
pub mod vacancies;

pub use erecruit_migrations as migrations;
