//! Global search (the navbar's search box and its "see all" page): one request searches every
//! group the caller may see. Each feature offers its own provider (`<feature>::search`): what it
//! matches, what it shows and where it links; this module checks the request and composes them.
//! The web app adds its own group, Pages, from the menu it shows.

pub mod domain;
mod global;

use actix_web::web;

use domain::Provider;

/// Every group, in the order they are answered.
const PROVIDERS: [Provider; 5] = [
    crate::vacancies::search::PROVIDER,
    crate::profiles::search::PROVIDER,
    crate::files::search::PROVIDER,
    crate::messages::search::PROVIDER,
    crate::tasks::search::PROVIDER,
];

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
