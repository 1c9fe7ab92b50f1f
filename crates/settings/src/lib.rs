//! The tenant's face: its public branding and logo (public.rs) and the settings its admins edit
//! (admin.rs).

mod admin;
mod public;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{audit, error, files, http_cache, locale, mail, tenancy, text, translated};
use erecruit_privacy as privacy;

use actix_web::web;

/// The public branding endpoint, documented under its own tag.
#[derive(utoipa::OpenApi)]
#[openapi(paths(public::get_tenant), tags((name = "tenant", description = "The careers site's public branding")))]
pub struct TenantApi;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(admin::get_settings, admin::update_settings, admin::upload_logo, public::logo),
    tags((name = "settings", description = "The tenant's branding and privacy notice (admins)"))
)]
pub struct SettingsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(public::configure).configure(admin::configure);
}
