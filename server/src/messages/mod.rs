//! Messages: an inbox between a tenant's recruiters and its applicants (the template's Email app,
//! made real). A message belongs to a thread (optionally about an application); each participant
//! files their own copy (folder, star, unread, labels). Attachments are files; a new message tells
//! its recipients by e-mail through the outbox.

mod compose;
pub mod domain;
pub mod entities;
mod inbox;
pub mod repo;
pub mod search;
pub mod views;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        inbox::list,
        inbox::counts,
        inbox::contacts,
        inbox::get_thread,
        inbox::bulk_change,
        inbox::attachment,
        compose::send,
        compose::reply,
        compose::edit_draft,
        compose::upload_attachment,
    ),
    tags((name = "messages", description = "Messages between recruiters and applicants, for every signed-in role"))
)]
pub struct MessagesApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    // Uploads before `{id}` routes; the inbox's fixed paths before its `{id}`.
    cfg.configure(compose::configure).configure(inbox::configure);
}
