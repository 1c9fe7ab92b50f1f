//! The platform every feature stands on: configuration, errors and their codes, tenant-bound
//! database access and tenancy, telemetry and metrics, HTTP helpers, the answer-cache mechanism,
//! the mail outbox, file storage and document reading, locales, audit, outbound HTTP. It knows no
//! feature: a feature crate depends on it, never the other way (the compiler enforces it).

pub mod answer_cache;
pub mod audit;
pub mod automation;
pub mod bulk;
pub mod client;
pub mod config;
pub mod crypto;
pub mod db;
pub mod delivery;
pub mod error;
pub mod files;
pub mod health;
pub mod http_cache;
pub mod locale;
pub mod mail;
pub mod metrics;
pub mod outbound;
pub mod paging;
pub mod security;
pub mod spreadsheet;
pub mod telemetry;
pub mod template;
pub mod tenancy;
pub mod text;
pub mod translated;
pub mod webhooks;
