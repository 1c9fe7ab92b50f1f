//! Reading and filing one's mail: lists, counts, a thread, bulk changes, attachments, and whom
//! one may write to. Every signed-in role has a mailbox; each sees only their own copies.

use actix_web::{HttpResponse, get, patch, web};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::domain::{MessageFolder, MessageLabel, MessageView};
use super::repo::{self, CopyChange, ListFilter, MessageWithCopy};
use super::views::{
    Message, MessageBulkResult, MessageBulkResults, MessageContact, MessageCounts, MessageSummary, MessageThread,
    People,
};
use crate::auth::SignedIn;
use crate::auth::domain::Role;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::paging::{self, Page};
use crate::tenancy::TenantTx;
use crate::views::{BulkChange, ListFolder};

pub fn configure(cfg: &mut web::ServiceConfig) {
    // The fixed paths before `{id}`, so they are not read as ids.
    cfg.service(counts).service(contacts).service(list).service(bulk_change).service(get_thread).service(attachment);
}

pub(super) fn no_such_message() -> ApiError {
    ApiError::not_found("message")
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ListQuery {
    /// At most one of `folder`, `label` and `applicationId`; none means the inbox.
    #[param(inline)]
    folder: Option<ListFolder>,
    /// Messages with this label, not in the trash.
    label: Option<MessageLabel>,
    /// Sent messages about this application, wherever they are filed but the trash.
    application_id: Option<i64>,
    /// Words of the sender's name or address, the subject or the body (the last may be
    /// unfinished: "ana sil" finds Ana Silva).
    q: Option<String>,
    page: Option<u64>,
    per_page: Option<u64>,
}

fn invalid_query(reason: &'static str) -> ApiError {
    ApiError::invalid_query(reason)
}

impl ListQuery {
    fn view(&self) -> Result<MessageView, ApiError> {
        let view = match (self.folder, self.label, self.application_id) {
            (None, None, None) => MessageView::Folder(MessageFolder::Inbox),
            (Some(ListFolder::Starred), None, None) => MessageView::Starred,
            (Some(folder), None, None) => MessageView::Folder(match folder {
                ListFolder::Inbox | ListFolder::Starred => MessageFolder::Inbox,
                ListFolder::Sent => MessageFolder::Sent,
                ListFolder::Draft => MessageFolder::Draft,
                ListFolder::Trash => MessageFolder::Trash,
                ListFolder::Spam => MessageFolder::Spam,
            }),
            (None, Some(label), None) => MessageView::Label(label),
            (None, None, Some(id)) => MessageView::Application(id),
            _ => return Err(invalid_query("Give one of folder, label and applicationId.")),
        };
        Ok(view)
    }
}

/// The caller's mail in a folder, starred, with a label, or about an application, newest first.
#[utoipa::path(tag = "messages", security(("bearer" = [])), params(ListQuery), responses(
    (status = 200, description = "One page of messages, newest first", body = Page<MessageSummary>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    SignInRequired,
))]
#[get("/api/v1/mail")]
async fn list(auth: SignedIn, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let filter = ListFilter {
        view: query.view()?,
        query: text.as_deref(),
        limit: per_page,
        offset: page.saturating_sub(1).saturating_mul(per_page),
    };
    let (rows, total) = repo::list(&auth.tx, auth.user.id, &filter).await?;
    let people = People::new(&repo::users(&auth.tx, People::ids(rows.iter().map(|row| &row.head.to_user_ids))).await?);
    let data = rows.iter().map(|row| MessageSummary::new(row, &people)).collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(Page::new(data, total, page, per_page)))
}

/// Unread messages per folder, label and application, and the number of drafts.
#[utoipa::path(tag = "messages", security(("bearer" = [])), responses(
    (status = 200, description = "The counts", body = MessageCounts),
    SignInRequired,
))]
#[get("/api/v1/mail/counts")]
async fn counts(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let rows = repo::counts(&auth.tx, auth.user.id).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(MessageCounts::new(&rows)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ContactQuery {
    /// Part of the name or e-mail address.
    q: Option<String>,
}

const MAX_CONTACTS: u64 = 20;

/// Whom the caller may write to (at most 20): for staff and admins, active colleagues and
/// applicants who applied; for an applicant, the recruiters who wrote to them.
#[utoipa::path(tag = "messages", security(("bearer" = [])), params(ContactQuery), responses(
    (status = 200, description = "The matching contacts, by name", body = Vec<MessageContact>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    SignInRequired,
))]
#[get("/api/v1/mail/contacts")]
async fn contacts(auth: SignedIn, query: web::Query<ContactQuery>) -> Result<HttpResponse, ApiError> {
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let staff = auth.user.role != Role::User;
    let users = if staff {
        repo::staff_contacts(&auth.tx, &auth.user, text.as_deref(), MAX_CONTACTS).await?
    } else {
        repo::applicant_contacts(&auth.tx, auth.user.id, text.as_deref(), MAX_CONTACTS).await?
    };
    let contacts: Vec<MessageContact> = users.iter().map(|user| MessageContact::new(user, staff)).collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(contacts))
}

/// Builds the answer for messages the caller has: names and attachments looked up once.
pub(super) async fn messages_view(tx: &TenantTx, rows: &[MessageWithCopy]) -> Result<Vec<Message>, ApiError> {
    let people = People::new(&repo::users(tx, People::ids(rows.iter().map(|row| &row.head.to_user_ids))).await?);
    let attachments = repo::attachments_of(tx, rows.iter().map(|row| row.head.id).collect()).await?;
    Ok(rows.iter().map(|row| Message::new(row, &people, &attachments)).collect())
}

/// A message with its thread: the first message the caller has and the later ones as replies.
/// Reading it marks the caller's copies in the thread read.
#[utoipa::path(tag = "messages", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Message id")), responses(
    (status = 200, description = "The thread", body = MessageThread),
    SignInRequired,
    (status = 404, description = "No such message of yours", body = ErrorEnvelope),
))]
#[get("/api/v1/mail/{id}")]
async fn get_thread(auth: SignedIn, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let mut rows = repo::thread_of(&tx, user.id, *id).await?;
    let Some(first) = rows.first() else { return Err(no_such_message()) };
    if rows.iter().any(|row| row.copy.unread) {
        repo::mark_thread_read(&tx, user.id, first.head.thread_id).await?;
        rows.iter_mut().for_each(|row| row.copy.unread = false);
    }
    let mut messages = messages_view(&tx, &rows).await?.into_iter();
    let message = messages.next().ok_or_else(no_such_message)?;
    let thread = MessageThread { message, replies: messages.collect() };
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(thread))
}

/// At most this many messages per bulk change.
const MAX_BULK: usize = 500;

/// Files, stars, labels or marks the selected messages. An id the caller has no copy of refuses
/// the whole request: nothing changes.
#[utoipa::path(tag = "messages", security(("bearer" = [])), request_body = BulkChange, responses(
    (status = 200, description = "Changed", body = MessageBulkResults),
    (status = 400, description = "`invalid_body`: no ids, too many, or nothing to do", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "One of the messages is not yours", body = ErrorEnvelope),
    (status = 409, description = "`invalid_move`", body = ErrorEnvelope),
))]
#[patch("/api/v1/mail")]
async fn bulk_change(auth: SignedIn, body: web::Json<BulkChange>) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let change = body.into_inner();
    let mut ids = change.ids.clone();
    ids.sort_unstable();
    ids.dedup();
    let mut changes = Vec::new();
    changes.extend(change.starred.map(CopyChange::Starred));
    changes.extend(change.toggle_starred.filter(|toggle| *toggle).map(|_| CopyChange::ToggleStarred));
    changes.extend(change.unread.map(CopyChange::Unread));
    changes.extend(change.toggle_label.map(CopyChange::ToggleLabel));
    if ids.is_empty() || ids.len() > MAX_BULK || (changes.is_empty() && change.folder.is_none()) {
        return Err(ApiError::invalid_body(
            "give 1 to 500 ids and at least one change (folder, starred, toggleStarred, unread, toggleLabel)",
        ));
    }
    let copies = repo::own_copies(&tx, user.id, &ids).await?;
    if copies.len() != ids.len() {
        return Err(no_such_message());
    }
    if let Some(folder) = change.folder
        && copies.iter().any(|copy| !folder.may_hold(copy.is_draft))
    {
        return Err(ApiError::conflict(ErrorCode::InvalidMove));
    }
    if let Some(folder) = change.folder {
        repo::move_copies(&tx, user.id, &copies, folder).await?;
    }
    for each in changes {
        repo::change_copies(&tx, user.id, &ids, each).await?;
    }
    tx.commit().await?;
    let results = change.ids.iter().map(|id| MessageBulkResult { id: *id, ok: true }).collect();
    Ok(HttpResponse::Ok().json(MessageBulkResults { results }))
}

/// A file attached to a message of the caller's, as a download.
#[utoipa::path(tag = "messages", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Message id"), ("fileId" = Uuid, Path, description = "Attachment id")),
    responses(
    (status = 200, description = "The file, as an attachment", content((Vec<u8> = "application/pdf"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"), (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"), (Vec<u8> = "image/webp"))),
    SignInRequired,
    (status = 404, description = "No such attachment on a message of yours", body = ErrorEnvelope),
))]
#[get("/api/v1/mail/{id}/attachments/{fileId}")]
async fn attachment(
    auth: SignedIn,
    path: web::Path<(i64, Uuid)>,
    storage: web::Data<crate::files::Storage>,
) -> Result<HttpResponse, ApiError> {
    let (message_id, file_id) = path.into_inner();
    let file = repo::attachment_for(&auth.tx, auth.user.id, message_id, file_id)
        .await?
        .ok_or_else(|| ApiError::not_found("attachment"))?;
    crate::files::attachment(&storage, &file).await
}
