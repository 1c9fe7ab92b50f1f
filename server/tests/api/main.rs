//! Black-box tests of the server: the real application on a random port over a real PostgreSQL
//! (DATABASE_URL), with a fresh tenant per test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod accounts;
mod applications;
mod auth;
mod browser;
mod envelope;
mod faults;
mod hardening;
mod health;
mod helpers;
mod metrics;
mod openapi;
mod privacy;
mod profiles;
mod provisioning;
mod settings;
mod spa;
mod tenancy;
mod uploads;
mod vacancies;
