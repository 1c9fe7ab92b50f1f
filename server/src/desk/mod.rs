//! The recruiter's desk: every application of the tenant in one grid (filtered, sorted, paged
//! and kept per replica), moved in bulk and exported; the web app's board and list views read it.

pub mod cache;
mod export;
pub mod grid;
mod routes;
pub mod views;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(paths(export::export, routes::list_applications, routes::list_sources, routes::bulk_status))]
pub struct DeskApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(routes::configure).configure(export::configure);
}
