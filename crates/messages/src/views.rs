//! What the API shows of messages: always the caller's copy.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::Iterable;
use serde::Deserialize;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{EXCERPT_CHARS, MessageFolder, MessageLabel, excerpt};
use super::repo::{CopyState, CountRow, Head, MessageWithCopy, SummaryRow};
use crate::auth::domain::Role;
use crate::auth::users::User;
use crate::files::repo::FileRecord;

/// Someone a message is from or to.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailPerson)]
pub struct MessagePerson {
    /// `null` once the account is erased (name and e-mail are then empty, or a pseudonym).
    pub id: Option<Uuid>,
    pub name: String,
    pub email: String,
}

/// The names of the people messages name, looked up once per answer.
pub struct People(HashMap<Uuid, MessagePerson>);

impl People {
    pub fn new(users: &[User]) -> Self {
        Self(
            users
                .iter()
                .map(|u| (u.id, MessagePerson { id: Some(u.id), name: u.name.clone(), email: u.email.clone() }))
                .collect(),
        )
    }

    /// The ids to look up for these messages' recipients.
    pub fn ids<'a>(recipient_lists: impl Iterator<Item = &'a Vec<Uuid>>) -> Vec<Uuid> {
        let mut ids: Vec<Uuid> = recipient_lists.flatten().copied().collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    fn recipients(&self, ids: &[Uuid]) -> Vec<MessagePerson> {
        ids.iter()
            .map(|id| {
                self.0.get(id).cloned().unwrap_or(MessagePerson { id: None, name: String::new(), email: String::new() })
            })
            .collect()
    }
}

/// An attached file.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailAttachment)]
pub struct MessageAttachment {
    pub id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
}

impl From<&FileRecord> for MessageAttachment {
    fn from(file: &FileRecord) -> Self {
        Self {
            id: file.id,
            name: file.original_name.clone().unwrap_or_else(|| "attachment".to_owned()),
            content_type: file.content_type.clone(),
            size_bytes: file.size_bytes,
        }
    }
}

/// What every answer shows of a message: who wrote to whom about what, and the caller's copy.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailHead)]
pub struct MessageHead {
    pub id: i64,
    pub thread_id: i64,
    pub from: MessagePerson,
    pub to: Vec<MessagePerson>,
    pub subject: String,
    pub folder: MessageFolder,
    pub starred: bool,
    pub unread: bool,
    pub labels: Vec<MessageLabel>,
    pub application_id: Option<i64>,
    pub draft: bool,
    /// When it was sent; for a draft, when it was last saved.
    pub sent_at: DateTime<Utc>,
}

impl MessageHead {
    fn new(head: &Head, copy: &CopyState, people: &People) -> Self {
        Self {
            id: head.id,
            thread_id: head.thread_id,
            from: MessagePerson {
                id: head.sender_user_id,
                name: head.sender_name.clone(),
                email: head.sender_email.clone(),
            },
            to: people.recipients(&head.to_user_ids),
            subject: head.subject.clone(),
            folder: copy.folder,
            starred: copy.starred,
            unread: copy.unread,
            labels: copy.labels.clone(),
            application_id: copy.application_id,
            draft: head.is_draft,
            sent_at: copy.sent_at,
        }
    }
}

/// A message in a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailSummary)]
pub struct MessageSummary {
    #[serde(flatten)]
    pub head: MessageHead,
    /// The start of the body on one line.
    pub excerpt: String,
    pub attachment_count: i64,
}

impl MessageSummary {
    pub fn new(row: &SummaryRow, people: &People) -> Self {
        Self {
            head: MessageHead::new(&row.head, &row.copy, people),
            excerpt: excerpt(&row.body_start, EXCERPT_CHARS),
            attachment_count: row.attachment_count,
        }
    }
}

/// A whole message as the caller has it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailMessage)]
pub struct Message {
    #[serde(flatten)]
    pub head: MessageHead,
    /// Markdown, as written; the web app renders it safely.
    pub body: String,
    pub attachments: Vec<MessageAttachment>,
}

impl Message {
    pub fn new(row: &MessageWithCopy, people: &People, attachments: &[(i64, FileRecord)]) -> Self {
        Self {
            head: MessageHead::new(&row.head, &row.copy, people),
            body: row.body.clone(),
            attachments: attachments
                .iter()
                .filter(|(message_id, _)| *message_id == row.head.id)
                .map(|(_, file)| MessageAttachment::from(file))
                .collect(),
        }
    }
}

/// A thread: its first message the caller has, and the later ones, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailThread)]
pub struct MessageThread {
    #[serde(flatten)]
    pub message: Message,
    pub replies: Vec<Message>,
}

/// Unread messages per folder.
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct FolderCounts {
    pub inbox: i64,
    pub sent: i64,
    pub draft: i64,
    pub trash: i64,
    pub spam: i64,
}

/// Unread messages per label (not counting the trash).
#[derive(Debug, Default, Serialize, ToSchema)]
pub struct LabelCounts {
    pub personal: i64,
    pub company: i64,
    pub important: i64,
    pub private: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationUnread {
    pub application_id: i64,
    pub unread: i64,
}

/// The caller's unread counts, for the sidebar, the menu badge and My Application.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = MailCounts)]
pub struct MessageCounts {
    pub folders: FolderCounts,
    /// Unread starred messages, not in the trash.
    pub starred: i64,
    pub labels: LabelCounts,
    /// All drafts, read or not.
    pub drafts: i64,
    /// Unread messages about each application, not in the trash or drafts.
    pub applications: Vec<ApplicationUnread>,
}

impl MessageCounts {
    pub fn new(rows: &[CountRow]) -> Self {
        let mut counts = Self::default();
        let mut applications: HashMap<i64, i64> = HashMap::new();
        for row in rows {
            if row.folder == MessageFolder::Draft {
                counts.drafts += row.n;
            }
            if !row.unread {
                continue;
            }
            let folder = match row.folder {
                MessageFolder::Inbox => &mut counts.folders.inbox,
                MessageFolder::Sent => &mut counts.folders.sent,
                MessageFolder::Draft => &mut counts.folders.draft,
                MessageFolder::Trash => &mut counts.folders.trash,
                MessageFolder::Spam => &mut counts.folders.spam,
            };
            *folder += row.n;
            if matches!(row.folder, MessageFolder::Trash) {
                continue;
            }
            if row.starred {
                counts.starred += row.n;
            }
            for label in MessageLabel::iter().filter(|label| row.labels.contains(label)) {
                *match label {
                    MessageLabel::Personal => &mut counts.labels.personal,
                    MessageLabel::Company => &mut counts.labels.company,
                    MessageLabel::Important => &mut counts.labels.important,
                    MessageLabel::Private => &mut counts.labels.private,
                } += row.n;
            }
            if let Some(application_id) = row.application_id.filter(|_| row.folder != MessageFolder::Draft) {
                *applications.entry(application_id).or_default() += row.n;
            }
        }
        counts.applications = applications
            .into_iter()
            .map(|(application_id, unread)| ApplicationUnread { application_id, unread })
            .collect();
        counts.applications.sort_by_key(|a| a.application_id);
        counts
    }
}

/// How someone the caller may write to relates to them.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContactKind {
    /// A fellow member of staff.
    Colleague,
    /// Someone who applied (seen by staff).
    Applicant,
    /// A recruiter (seen by an applicant).
    Recruiter,
}

#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MailContact)]
pub struct MessageContact {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub kind: ContactKind,
}

impl ContactKind {
    /// How someone of `role` relates to the caller (mail's and chat's contacts).
    pub fn of(role: Role, caller_is_staff: bool) -> Self {
        match (role, caller_is_staff) {
            (Role::User, _) => Self::Applicant,
            (_, true) => Self::Colleague,
            (_, false) => Self::Recruiter,
        }
    }
}

impl MessageContact {
    pub fn new(user: &User, caller_is_staff: bool) -> Self {
        let kind = ContactKind::of(user.role, caller_is_staff);
        Self { id: user.id, name: user.name.clone(), email: user.email.clone(), kind }
    }
}

/// The outcome for each message of a bulk change.
#[derive(Debug, Serialize, ToSchema)]
pub struct MessageBulkResult {
    pub id: i64,
    pub ok: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageBulkResults {
    pub results: Vec<MessageBulkResult>,
}

/// A new message, or a draft's new content.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[schema(as = NewMail)]
pub struct NewMessageBody {
    /// User ids, at most 50. An applicant asking about an application may give none: it goes to
    /// the recruiters of that application.
    #[serde(default)]
    pub to: Vec<Uuid>,
    /// At most 200 characters; required to send.
    #[serde(default)]
    pub subject: String,
    /// Markdown, at most 20,000 characters; a message needs text or an attachment.
    #[serde(default)]
    pub body: String,
    /// The application it is about. An applicant writes only about their own.
    pub application_id: Option<i64>,
    /// Files from `POST /api/v1/mail/attachments`, at most 10.
    #[serde(default)]
    pub attachment_ids: Vec<Uuid>,
    /// Labels on the sender's copy; `private` keeps the text out of notification e-mails.
    #[serde(default)]
    pub labels: Vec<MessageLabel>,
    /// Save as a draft instead of sending.
    #[serde(default)]
    pub draft: bool,
}

/// A reply to everyone else on a message.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewReply {
    #[serde(default)]
    pub body: String,
    #[serde(default)]
    pub attachment_ids: Vec<Uuid>,
    #[serde(default)]
    pub labels: Vec<MessageLabel>,
    #[serde(default)]
    pub draft: bool,
}

/// A list's folder: one of the five, or `starred` (starred mail not in the trash).
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ListFolder {
    Inbox,
    Sent,
    Draft,
    Trash,
    Spam,
    Starred,
}

/// What to do with the selected messages; give at least one.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BulkChange {
    /// 1 to 500 message ids.
    pub ids: Vec<i64>,
    /// Move to this folder. Drafts may go to the trash only, sent mail never to drafts.
    pub folder: Option<MessageFolder>,
    /// Star or unstar.
    pub starred: Option<bool>,
    /// `true` flips each message's star.
    pub toggle_starred: Option<bool>,
    /// Mark unread (`true`) or read.
    pub unread: Option<bool>,
    /// Toggle this label on each message.
    pub toggle_label: Option<MessageLabel>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(folder: MessageFolder, starred: bool, unread: bool, labels: Vec<MessageLabel>, n: i64) -> CountRow {
        CountRow { folder, starred, unread, labels, application_id: Some(7), n }
    }

    #[test]
    fn counts_leave_the_trash_out_of_starred_labels_and_applications() {
        let rows = [
            row(MessageFolder::Inbox, true, true, vec![MessageLabel::Important, MessageLabel::Private], 3),
            row(MessageFolder::Trash, true, true, vec![MessageLabel::Important], 5),
            row(MessageFolder::Draft, false, false, vec![], 2),
            row(MessageFolder::Spam, false, true, vec![], 1),
        ];
        let counts = MessageCounts::new(&rows);
        assert_eq!((counts.folders.inbox, counts.folders.trash, counts.folders.spam), (3, 5, 1));
        assert_eq!((counts.starred, counts.labels.important, counts.labels.private), (3, 3, 3));
        assert_eq!(counts.drafts, 2);
        assert_eq!(counts.applications.len(), 1);
        assert_eq!(counts.applications[0].unread, 4);
    }
}

/// One of the user's copies of a message, as their privacy export lists it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedMessage {
    pub id: i64,
    pub thread_id: i64,
    #[schema(value_type = String)]
    pub folder: MessageFolder,
    pub from_name: String,
    pub from_email: String,
    /// The recipients' names.
    pub to: Vec<String>,
    pub subject: String,
    pub body: String,
    pub is_draft: bool,
    pub starred: bool,
    #[schema(value_type = Vec<String>)]
    pub labels: Vec<MessageLabel>,
    /// The attached files' names (the files themselves are in `files` when the user uploaded them).
    pub attachments: Vec<String>,
    pub sent_at: DateTime<Utc>,
}
