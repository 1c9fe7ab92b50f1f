//! Chat history and actions over REST, for every signed-in role. Each change is stored first;
//! the hub then tells the sockets of both sides, on every replica.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, put, web};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::domain::{self, SendLimiter, TICKET_TTL_SECS};
use super::hub::Hub;
use super::repo::{self, ContactRow};
use super::views::{
    ChatContact, ChatHistory, ChatMessage, ChatSummary, ChatTicket, MyStatus, NewChatMessage, Photos, PinnedChange,
};
use crate::auth::SignedIn;
use crate::auth::domain::Role;
use crate::auth::tokens::{random_token, token_hash};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::files::FileSigner;
use crate::paging;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(contacts)
        .service(chats)
        .service(history)
        .service(send)
        .service(seen)
        .service(pinned)
        .service(my_status)
        .service(set_my_status)
        .service(ticket);
}

fn no_such_contact() -> ApiError {
    ApiError::not_found("contact")
}

/// At most this many contacts per answer.
const MAX_CONTACTS: u64 = 50;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ContactQuery {
    /// Part of the display name, in any case.
    q: Option<String>,
}

/// Whom the caller may chat with (at most 50, by name): for staff and admins, active colleagues
/// and applicants who applied; for an applicant, the recruiters who wrote to them or act on their
/// applications.
#[utoipa::path(tag = "chat", operation_id = "chat_contacts", security(("bearer" = [])), params(ContactQuery), responses(
    (status = 200, description = "The matching contacts, by name", body = Vec<ChatContact>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    SignInRequired,
))]
#[get("/api/v1/chat/contacts")]
async fn contacts(
    auth: SignedIn,
    query: web::Query<ContactQuery>,
    signer: web::Data<FileSigner>,
) -> Result<HttpResponse, ApiError> {
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let rows = repo::contacts(&auth.tx, &auth.user, text.as_deref(), MAX_CONTACTS).await?;
    let photos = Photos { signer: &signer, tenant: &auth.tx.tenant().slug };
    let staff = auth.user.role != Role::User;
    let contacts: Vec<ChatContact> = rows.iter().map(|row| ChatContact::new(row, staff, &photos)).collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(contacts))
}

/// The caller's chats: pinned first, then the latest conversation first, each with its last
/// message and the number of the contact's messages the caller has not seen.
#[utoipa::path(tag = "chat", operation_id = "chat_list", security(("bearer" = [])), responses(
    (status = 200, description = "The chats", body = Vec<ChatSummary>),
    SignInRequired,
))]
#[get("/api/v1/chat/chats")]
async fn chats(auth: SignedIn, signer: web::Data<FileSigner>) -> Result<HttpResponse, ApiError> {
    let rows = repo::chats(&auth.tx, auth.user.id).await?;
    let people: HashMap<Uuid, ContactRow> = repo::people(&auth.tx, rows.iter().map(|row| row.contact_id).collect())
        .await?
        .into_iter()
        .map(|person| (person.id, person))
        .collect();
    let photos = Photos { signer: &signer, tenant: &auth.tx.tenant().slug };
    let staff = auth.user.role != Role::User;
    let summaries: Vec<ChatSummary> = rows
        .iter()
        .filter_map(|row| {
            let person = people.get(&row.contact_id)?;
            Some(ChatSummary::new(row, ChatContact::new(person, staff, &photos), auth.user.id))
        })
        .collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(summaries))
}

const DEFAULT_HISTORY: u64 = 50;
const MAX_HISTORY: u64 = 100;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct HistoryQuery {
    /// Messages before this message id (older history); none: the latest.
    before: Option<i64>,
    /// 1 to 100 (default 50).
    limit: Option<u64>,
}

/// A page of the conversation with a contact, oldest first.
#[utoipa::path(tag = "chat", operation_id = "chat_history", security(("bearer" = [])),
    params(("contactId" = Uuid, Path, description = "The contact's user id"), HistoryQuery), responses(
    (status = 200, description = "Messages, oldest first", body = ChatHistory),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "Not a contact of the caller", body = ErrorEnvelope),
))]
#[get("/api/v1/chat/chats/{contactId}/messages")]
async fn history(
    auth: SignedIn,
    contact: web::Path<Uuid>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, ApiError> {
    let limit = query.limit.unwrap_or(DEFAULT_HISTORY);
    if !(1..=MAX_HISTORY).contains(&limit) {
        return Err(ApiError::invalid_query("limit is 1 to 100"));
    }
    // Someone who is no longer a contact (blocked, say) keeps their history readable.
    let known = repo::has_chat(&auth.tx, auth.user.id, *contact).await?
        || repo::contact(&auth.tx, &auth.user, *contact).await?.is_some();
    if !known {
        return Err(no_such_contact());
    }
    let mut rows = repo::history(&auth.tx, auth.user.id, *contact, query.before, limit + 1).await?;
    let has_more = rows.len() as u64 > limit;
    rows.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    rows.reverse();
    let data = rows.iter().map(|row| ChatMessage::new(row, auth.user.id)).collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(ChatHistory { data, has_more }))
}

/// Sends a message to a contact, making the chat (with the given pin) when there is none. Both
/// sides' sockets hear of it at once, on every replica.
#[utoipa::path(tag = "chat", operation_id = "chat_send", security(("bearer" = [])),
    params(("contactId" = Uuid, Path, description = "The contact's user id")),
    request_body = NewChatMessage, responses(
    (status = 201, description = "Sent", body = ChatMessage),
    (status = 400, description = "`validation_failed` (`chat_message_required`, `chat_message_too_long`)", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "Not a contact of the caller", body = ErrorEnvelope),
    (status = 429, description = "`chat_rate_limited`", body = ErrorEnvelope),
))]
#[post("/api/v1/chat/chats/{contactId}/messages")]
async fn send(
    auth: SignedIn,
    contact: web::Path<Uuid>,
    body: web::Json<NewChatMessage>,
    hub: web::Data<Hub>,
    limiter: web::Data<SendLimiter>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let text = body.message.trim();
    domain::check_message(text)?;
    if repo::contact(&tx, &user, *contact).await?.is_none() {
        return Err(no_such_contact());
    }
    if !limiter.allow(tx.tenant().id, user.id) {
        return Err(ApiError::coded(StatusCode::TOO_MANY_REQUESTS, ErrorCode::ChatRateLimited));
    }
    let row = repo::insert_message(&tx, user.id, *contact, text).await?;
    repo::ensure_chats(&tx, user.id, *contact, body.is_pinned).await?;
    let tenant = tx.tenant().clone();
    tx.commit().await?;
    hub.message_stored(&tenant, &row).await;
    Ok(HttpResponse::Created().json(ChatMessage::new(&row, user.id)))
}

/// Marks every message of the contact's seen; the contact's sockets show the ticks.
#[utoipa::path(tag = "chat", operation_id = "chat_seen", security(("bearer" = [])),
    params(("contactId" = Uuid, Path, description = "The contact's user id")), responses(
    (status = 204, description = "Seen"),
    SignInRequired,
    (status = 404, description = "No chat with this contact", body = ErrorEnvelope),
))]
#[post("/api/v1/chat/chats/{contactId}/seen")]
async fn seen(auth: SignedIn, contact: web::Path<Uuid>, hub: web::Data<Hub>) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    if !repo::has_chat(&tx, user.id, *contact).await? {
        return Err(no_such_contact());
    }
    let up_to = repo::mark_seen(&tx, user.id, *contact).await?;
    let tenant = tx.tenant().clone();
    tx.commit().await?;
    if let Some(up_to) = up_to {
        hub.seen(&tenant, user.id, *contact, up_to).await;
    }
    Ok(HttpResponse::NoContent().finish())
}

/// Pins or unpins the chat with a contact (making it when there is none).
#[utoipa::path(tag = "chat", operation_id = "chat_pinned", security(("bearer" = [])),
    params(("contactId" = Uuid, Path, description = "The contact's user id")),
    request_body = PinnedChange, responses(
    (status = 204, description = "Changed"),
    (status = 400, description = "`invalid_body`", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "Not a contact of the caller", body = ErrorEnvelope),
))]
#[put("/api/v1/chat/chats/{contactId}/pinned")]
async fn pinned(
    auth: SignedIn,
    contact: web::Path<Uuid>,
    body: web::Json<PinnedChange>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    if !repo::has_chat(&tx, user.id, *contact).await? && repo::contact(&tx, &user, *contact).await?.is_none() {
        return Err(no_such_contact());
    }
    repo::set_pinned(&tx, user.id, *contact, body.is_pinned).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The status and about line the caller shows their contacts.
#[utoipa::path(tag = "chat", operation_id = "get_my_status", security(("bearer" = [])), responses(
    (status = 200, description = "The caller's status", body = MyStatus),
    SignInRequired,
))]
#[get("/api/v1/me/status")]
async fn my_status(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let (status, about) = repo::settings(&auth.tx, auth.user.id).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(MyStatus { status, about }))
}

/// Chooses the status shown while connected (`online`, `away`, `do_not_disturb`) and the about
/// line; contacts see the change at once.
#[utoipa::path(tag = "chat", operation_id = "set_my_status", security(("bearer" = [])), request_body = MyStatus, responses(
    (status = 200, description = "Saved", body = MyStatus),
    (status = 400, description = "`validation_failed` (`about_too_long`) or `invalid_body`", body = ErrorEnvelope),
    SignInRequired,
))]
#[put("/api/v1/me/status")]
async fn set_my_status(
    auth: SignedIn,
    body: web::Json<MyStatus>,
    hub: web::Data<Hub>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let MyStatus { status, about } = body.into_inner();
    let about = about.map(|text| text.trim().to_owned()).filter(|text| !text.is_empty());
    if let Some(text) = &about {
        domain::check_about(text)?;
    }
    repo::save_settings(&tx, user.id, status, about.clone()).await?;
    let tenant = tx.tenant().clone();
    tx.commit().await?;
    hub.status_changed(&tenant, user.id).await;
    Ok(HttpResponse::Ok().json(MyStatus { status, about }))
}

/// A single-use ticket that opens the chat socket within 30 seconds, for this user and tenant
/// only (a browser cannot send its bearer token on a socket).
#[utoipa::path(tag = "chat", operation_id = "chat_ticket", security(("bearer" = [])), responses(
    (status = 200, description = "The ticket", body = ChatTicket),
    SignInRequired,
))]
#[post("/api/v1/chat/ticket")]
async fn ticket(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let ticket = random_token();
    let expires = chrono::Utc::now() + chrono::Duration::seconds(TICKET_TTL_SECS);
    repo::insert_ticket(&auth.tx, token_hash(&ticket), auth.user.id, auth.session, expires).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(ChatTicket { ticket }))
}
