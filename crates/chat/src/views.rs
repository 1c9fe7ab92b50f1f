//! What the API shows of chats: always from the caller's side (`contactId` is the other party,
//! `isSent` says the caller sent it).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{ChosenStatus, ContactStatus};
use super::repo::{ChatMessageRow, ChatRow, ContactRow};
use crate::files::FileSigner;
use crate::messages::views::ContactKind;
use crate::tenancy::TenantSlug;

/// Someone the caller chats with.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatContact {
    /// The contact's user id (a chat is keyed by it).
    pub id: Uuid,
    pub display_name: String,
    /// Their own line about themselves, else an applicant's headline.
    pub about: Option<String>,
    /// A signed address of their profile photo, when they have one.
    pub photo_url: Option<String>,
    pub status: ContactStatus,
    pub kind: ContactKind,
}

impl ChatContact {
    pub fn new(row: &ContactRow, caller_is_staff: bool, photos: &Photos<'_>) -> Self {
        Self {
            id: row.id,
            display_name: row.name.clone(),
            about: row.about.clone(),
            photo_url: row.image_file_id.map(|file| photos.signer.url(photos.tenant, file)),
            status: row.status(),
            kind: ContactKind::of(row.role, caller_is_staff),
        }
    }
}

/// Signs photo addresses for one tenant.
pub struct Photos<'a> {
    pub signer: &'a FileSigner,
    pub tenant: &'a TenantSlug,
}

/// A chat message, from the viewer's side.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatMessage {
    /// Increasing: a later message has a higher id.
    pub id: i64,
    /// The other party of the conversation.
    pub contact_id: Uuid,
    pub message: String,
    pub time: DateTime<Utc>,
    /// The viewer sent it.
    pub is_sent: bool,
    /// Its recipient has seen it.
    pub is_seen: bool,
}

impl ChatMessage {
    /// `row` as `viewer` (its sender or its recipient) sees it.
    pub fn new(row: &ChatMessageRow, viewer: Uuid) -> Self {
        let is_sent = row.sender_id == viewer;
        Self {
            id: row.id,
            contact_id: if is_sent { row.recipient_id } else { row.sender_id },
            message: row.body.clone(),
            time: row.sent_at,
            is_sent,
            is_seen: row.seen_at.is_some(),
        }
    }
}

/// One of the caller's chats.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatSummary {
    pub contact: ChatContact,
    pub is_pinned: bool,
    pub last_message: Option<ChatMessage>,
    /// The contact's messages the caller has not seen.
    pub unseen_count: i64,
}

impl ChatSummary {
    pub fn new(row: &ChatRow, contact: ChatContact, viewer: Uuid) -> Self {
        let last_message = match (row.last_id, row.last_sender_id, &row.last_body, row.last_sent_at) {
            (Some(id), Some(sender), Some(body), Some(time)) => Some(ChatMessage {
                id,
                contact_id: row.contact_id,
                message: body.clone(),
                time,
                is_sent: sender == viewer,
                is_seen: row.last_seen_at.is_some(),
            }),
            _ => None,
        };
        Self { contact, is_pinned: row.is_pinned, last_message, unseen_count: row.unseen }
    }
}

/// A page of a conversation, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChatHistory {
    pub data: Vec<ChatMessage>,
    /// Older messages remain: ask again with `before` = the first id here.
    pub has_more: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewChatMessage {
    /// 1 to 2,000 characters (trimmed).
    pub message: String,
    /// The pin of the caller's chat when this message creates it.
    #[serde(default)]
    pub is_pinned: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PinnedChange {
    pub is_pinned: bool,
}

/// What the caller shows their contacts.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MyStatus {
    /// Shown while connected; `offline` otherwise.
    pub status: ChosenStatus,
    /// At most 140 characters on one line; empty or `null` clears it.
    #[serde(default)]
    pub about: Option<String>,
}

/// Opens `/api/v1/chat/ws?ticket=…` once, within 30 seconds.
#[derive(Debug, Serialize, ToSchema)]
pub struct ChatTicket {
    pub ticket: String,
}

/// What the socket sends: each event a JSON object with a `type`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ChatEvent {
    /// A new message to or from the socket's user (also their own, sent elsewhere).
    Message { message: ChatMessage },
    /// Messages of the chat with `contactId` up to `upTo` were seen: by the contact
    /// (`byMe` false: the socket's user's messages) or by the socket's user elsewhere (`byMe` true).
    #[serde(rename_all = "camelCase")]
    Seen { contact_id: Uuid, up_to: i64, by_me: bool },
    /// The contact is typing to the socket's user.
    #[serde(rename_all = "camelCase")]
    Typing { contact_id: Uuid },
    /// The contact's status changed.
    #[serde(rename_all = "camelCase")]
    Presence { contact_id: Uuid, status: ContactStatus },
}

/// What a client may send on the socket.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientEvent {
    /// The socket's user is typing to `contactId` (at most one every two seconds is passed on).
    #[serde(rename_all = "camelCase")]
    Typing { contact_id: Uuid },
}
