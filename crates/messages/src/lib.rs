//! Messages: an inbox between a tenant's recruiters and its applicants (the template's Email app,
//! made real). A message belongs to a thread (optionally about an application); each participant
//! files their own copy (folder, star, unread, labels). Attachments are files; a new message tells
//! its recipients by e-mail through the outbox.

mod compose;
pub mod domain;
mod entities;
mod inbox;
pub mod repo;
pub mod search;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_platform::{db, error, files, mail, paging, tenancy, text};
use erecruit_profiles as profiles;

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

/// Every message the user has a copy of (inbox, sent, drafts, trash, spam), with the names of its
/// recipients and attachments: their privacy export.
pub async fn exported_for(
    tx: &crate::tenancy::TenantTx,
    user_id: uuid::Uuid,
) -> Result<Vec<views::ExportedMessage>, sea_orm::DbErr> {
    let copies = repo::copies_of(tx, user_id).await?;
    let ids: Vec<i64> = copies.iter().map(|(_, m)| m.id).collect();
    let mut attachments: std::collections::HashMap<i64, Vec<String>> = std::collections::HashMap::new();
    for (message_id, file) in repo::attachments_of(tx, ids).await? {
        attachments.entry(message_id).or_default().push(file.original_name.unwrap_or_default());
    }
    let people: Vec<uuid::Uuid> = copies.iter().flat_map(|(_, m)| m.to_user_ids.iter().copied()).collect();
    let names: std::collections::HashMap<uuid::Uuid, String> =
        repo::users(tx, people).await?.into_iter().map(|u| (u.id, u.name)).collect();
    Ok(copies
        .into_iter()
        .map(|(copy, message)| views::ExportedMessage {
            id: message.id,
            thread_id: message.thread_id,
            folder: copy.folder,
            from_name: message.sender_name,
            from_email: message.sender_email,
            to: message.to_user_ids.iter().map(|id| names.get(id).cloned().unwrap_or_default()).collect(),
            subject: message.subject,
            body: message.body,
            is_draft: message.is_draft,
            starred: copy.starred,
            labels: copy.labels,
            attachments: attachments.remove(&message.id).unwrap_or_default(),
            sent_at: message.sent_at,
        })
        .collect())
}
