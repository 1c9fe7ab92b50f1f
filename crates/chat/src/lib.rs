//! Live chat between a tenant's people (the template's Chat app, made real): recruiters with
//! colleagues, and recruiters with the applicants who applied. History and actions are REST;
//! delivery is a WebSocket per browser tab, fanned out across replicas through PostgreSQL
//! `LISTEN/NOTIFY` (see `hub`).

mod chats;
pub mod domain;
mod entities;
pub mod hub;
pub mod repo;
mod socket;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_messages as messages;
use erecruit_platform::{client, db, error, files, metrics, paging, security, tenancy, text};
use erecruit_profiles as profiles;

use actix_web::middleware::from_fn;
use actix_web::web;

pub use hub::Hub;
pub use socket::{PlatformOrigin, SOCKET_PATH};

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        chats::contacts,
        chats::chats,
        chats::history,
        chats::send,
        chats::seen,
        chats::pinned,
        chats::my_status,
        chats::set_my_status,
        chats::ticket,
        socket::open,
    ),
    components(schemas(views::ChatEvent, views::ClientEvent)),
    tags((name = "chat", description = "Live chat between recruiters, colleagues and applicants, for every signed-in role"))
)]
pub struct ChatApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(chats::configure).service(
        web::resource(SOCKET_PATH).wrap(from_fn(crate::tenancy::tenant_from_query)).route(web::get().to(socket::open)),
    );
}
