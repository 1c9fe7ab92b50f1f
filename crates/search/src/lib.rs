//! Global search (the navbar's search box and its "see all" page): one request searches every
//! group the caller may see. Each feature offers its own provider (`<feature>::search`): what it
//! matches, what it shows and where it links; this crate checks the request and composes the
//! providers start-up registers ([`Providers`]). It knows no feature: the features depend on it.
//! The web app adds its own group, Pages, from the menu it shows.

pub mod domain;
mod global;
pub mod views;

// The platform's (and identity's) modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{db, error, paging, tenancy};

use actix_web::web;

use domain::Provider;

/// Every group, in the order they are answered: registered at start-up as app data.
pub struct Providers(pub Vec<Provider>);

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(global::search),
    components(schemas(domain::SearchGroupId)),
    tags((name = "search", description = "Search across what the signed-in user may see"))
)]
pub struct SearchApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    global::configure(cfg);
}
