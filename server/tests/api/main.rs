//! Black-box tests of the server: the real application on a random port over a real PostgreSQL
//! (DATABASE_URL), with a fresh tenant per test.
// The tests provision tenants as the operator does, on the pool (clippy.toml restricts it elsewhere).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_types)]

mod accounts;
mod alerts;
mod applications;
mod auth;
mod automations;
mod browser;
mod calendar;
mod chat;
mod desk;
mod documents;
mod enums;
mod envelope;
mod faults;
mod hardening;
mod health;
mod help;
mod helpers;
mod identity;
mod imports;
mod integrations;
mod messages;
mod metrics;
mod offers;
mod openapi;
mod privacy;
mod profiles;
mod provisioning;
mod relations;
mod retention;
mod scheduling;
mod scorecards;
mod search;
mod security;
mod settings;
mod spa;
mod sso;
mod stages;
mod syndication;
mod tasks;
mod team;
mod tenancy;
mod uploads;
mod vacancies;
