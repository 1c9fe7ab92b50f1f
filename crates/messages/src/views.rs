//! What the API shows of messages: always the caller's copy.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::Iterable;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{EXCERPT_CHARS, MailFolder, MailLabel, excerpt};
use super::repo::{CopyState, CountRow, Head, MessageWithCopy, SummaryRow};
use crate::auth::domain::Role;
use crate::auth::entities::user;
use crate::files::repo::FileRecord;

/// Someone a message is from or to.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailPerson {
    /// `null` once the account is erased (name and e-mail are then empty, or a pseudonym).
    pub id: Option<Uuid>,
    pub name: String,
    pub email: String,
}

/// The names of the people messages name, looked up once per answer.
pub struct People(HashMap<Uuid, MailPerson>);

impl People {
    pub fn new(users: &[user::Model]) -> Self {
        Self(
            users
                .iter()
                .map(|u| (u.id, MailPerson { id: Some(u.id), name: u.name.clone(), email: u.email.clone() }))
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

    fn recipients(&self, ids: &[Uuid]) -> Vec<MailPerson> {
        ids.iter()
            .map(|id| {
                self.0.get(id).cloned().unwrap_or(MailPerson { id: None, name: String::new(), email: String::new() })
            })
            .collect()
    }
}

/// An attached file.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailAttachment {
    pub id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
}

impl From<&FileRecord> for MailAttachment {
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
pub struct MailHead {
    pub id: i64,
    pub thread_id: i64,
    pub from: MailPerson,
    pub to: Vec<MailPerson>,
    pub subject: String,
    pub folder: MailFolder,
    pub starred: bool,
    pub unread: bool,
    pub labels: Vec<MailLabel>,
    pub application_id: Option<i64>,
    pub draft: bool,
    /// When it was sent; for a draft, when it was last saved.
    pub sent_at: DateTime<Utc>,
}

impl MailHead {
    fn new(head: &Head, copy: &CopyState, people: &People) -> Self {
        Self {
            id: head.id,
            thread_id: head.thread_id,
            from: MailPerson {
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
pub struct MailSummary {
    #[serde(flatten)]
    pub head: MailHead,
    /// The start of the body on one line.
    pub excerpt: String,
    pub attachment_count: i64,
}

impl MailSummary {
    pub fn new(row: &SummaryRow, people: &People) -> Self {
        Self {
            head: MailHead::new(&row.head, &row.copy, people),
            excerpt: excerpt(&row.body_start, EXCERPT_CHARS),
            attachment_count: row.attachment_count,
        }
    }
}

/// A whole message as the caller has it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailMessage {
    #[serde(flatten)]
    pub head: MailHead,
    /// Markdown, as written; the web app renders it safely.
    pub body: String,
    pub attachments: Vec<MailAttachment>,
}

impl MailMessage {
    pub fn new(row: &MessageWithCopy, people: &People, attachments: &[(i64, FileRecord)]) -> Self {
        Self {
            head: MailHead::new(&row.head, &row.copy, people),
            body: row.body.clone(),
            attachments: attachments
                .iter()
                .filter(|(message_id, _)| *message_id == row.head.id)
                .map(|(_, file)| MailAttachment::from(file))
                .collect(),
        }
    }
}

/// A thread: its first message the caller has, and the later ones, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MailThread {
    #[serde(flatten)]
    pub message: MailMessage,
    pub replies: Vec<MailMessage>,
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
pub struct MailCounts {
    pub folders: FolderCounts,
    /// Unread starred messages, not in the trash.
    pub starred: i64,
    pub labels: LabelCounts,
    /// All drafts, read or not.
    pub drafts: i64,
    /// Unread messages about each application, not in the trash or drafts.
    pub applications: Vec<ApplicationUnread>,
}

impl MailCounts {
    pub fn new(rows: &[CountRow]) -> Self {
        let mut counts = Self::default();
        let mut applications: HashMap<i64, i64> = HashMap::new();
        for row in rows {
            if row.folder == MailFolder::Draft {
                counts.drafts += row.n;
            }
            if !row.unread {
                continue;
            }
            let folder = match row.folder {
                MailFolder::Inbox => &mut counts.folders.inbox,
                MailFolder::Sent => &mut counts.folders.sent,
                MailFolder::Draft => &mut counts.folders.draft,
                MailFolder::Trash => &mut counts.folders.trash,
                MailFolder::Spam => &mut counts.folders.spam,
            };
            *folder += row.n;
            if matches!(row.folder, MailFolder::Trash) {
                continue;
            }
            if row.starred {
                counts.starred += row.n;
            }
            for label in MailLabel::iter().filter(|label| row.labels.contains(label)) {
                *match label {
                    MailLabel::Personal => &mut counts.labels.personal,
                    MailLabel::Company => &mut counts.labels.company,
                    MailLabel::Important => &mut counts.labels.important,
                    MailLabel::Private => &mut counts.labels.private,
                } += row.n;
            }
            if let Some(application_id) = row.application_id.filter(|_| row.folder != MailFolder::Draft) {
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
pub struct MailContact {
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

impl MailContact {
    pub fn new(user: &user::Model, caller_is_staff: bool) -> Self {
        let kind = ContactKind::of(user.role, caller_is_staff);
        Self { id: user.id, name: user.name.clone(), email: user.email.clone(), kind }
    }
}

/// The outcome for each message of a bulk change.
#[derive(Debug, Serialize, ToSchema)]
pub struct BulkResult {
    pub id: i64,
    pub ok: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BulkResults {
    pub results: Vec<BulkResult>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(folder: MailFolder, starred: bool, unread: bool, labels: Vec<MailLabel>, n: i64) -> CountRow {
        CountRow { folder, starred, unread, labels, application_id: Some(7), n }
    }

    #[test]
    fn counts_leave_the_trash_out_of_starred_labels_and_applications() {
        let rows = [
            row(MailFolder::Inbox, true, true, vec![MailLabel::Important, MailLabel::Private], 3),
            row(MailFolder::Trash, true, true, vec![MailLabel::Important], 5),
            row(MailFolder::Draft, false, false, vec![], 2),
            row(MailFolder::Spam, false, true, vec![], 1),
        ];
        let counts = MailCounts::new(&rows);
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
    pub folder: MailFolder,
    pub from_name: String,
    pub from_email: String,
    /// The recipients' names.
    pub to: Vec<String>,
    pub subject: String,
    pub body: String,
    pub is_draft: bool,
    pub starred: bool,
    #[schema(value_type = Vec<String>)]
    pub labels: Vec<MailLabel>,
    /// The attached files' names (the files themselves are in `files` when the user uploaded them).
    pub attachments: Vec<String>,
    pub sent_at: DateTime<Utc>,
}
