//! Folders, labels and the rules a message must meet.

use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};

/// Where a participant keeps their copy of a message.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    EnumIter,
    DeriveActiveEnum,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
#[schema(as = MailFolder)]
pub enum MessageFolder {
    Inbox,
    Sent,
    Draft,
    Trash,
    Spam,
}

impl MessageFolder {
    /// Drafts stay drafts (or go to the trash) until sent; sent mail never becomes a draft.
    pub fn may_hold(self, draft: bool) -> bool {
        match self {
            Self::Draft => draft,
            Self::Trash => true,
            Self::Inbox | Self::Sent | Self::Spam => !draft,
        }
    }
}

/// A participant's labels on their copy (the template's tags and their colours: personal
/// success, company primary, important warning, private danger).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
#[schema(as = MailLabel)]
pub enum MessageLabel {
    Personal,
    Company,
    Important,
    /// A message its sender marks private never has its text in a notification e-mail.
    Private,
}

/// A list's filter: a folder, starred mail (not in the trash), or a label (not in the trash).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageView {
    Folder(MessageFolder),
    Starred,
    Label(MessageLabel),
    /// Every sent message about one application the caller has, wherever it is filed but the
    /// trash.
    Application(i64),
    /// Every message the caller has but in the trash and spam: what the global search reads.
    Kept,
}

pub const MAX_RECIPIENTS: usize = 50;
pub const MAX_SUBJECT_CHARS: usize = 200;
pub const MAX_BODY_CHARS: usize = 20_000;
pub const MAX_ATTACHMENTS: usize = 10;
pub const MAX_ATTACHMENT_BYTES: usize = 5 * 1024 * 1024;
/// At most one notification e-mail per thread and participant in this time.
pub const NOTICE_INTERVAL_MINUTES: i64 = 15;

/// New threads (drafts included) one person may open in an hour: writing is for people, and every
/// sent thread may mail its recipients a notice.
pub const NEW_THREADS_PER_SENDER: crate::auth::throttle::Limit =
    crate::auth::throttle::Limit { max: 30, window: std::time::Duration::from_secs(3600) };
/// How much of a body a list row or a notification shows.
pub const EXCERPT_CHARS: usize = 160;

/// A message's text as written, trimmed.
pub struct Draft<'a> {
    pub subject: &'a str,
    pub body: &'a str,
    pub recipients: usize,
    pub attachments: usize,
}

impl Draft<'_> {
    /// The limits every message keeps, draft or not.
    pub fn check_limits(&self) -> FieldErrors {
        let mut errors = FieldErrors::new();
        if self.recipients > MAX_RECIPIENTS {
            errors.add("to", ErrorCode::TooManyRecipients);
        }
        if self.subject.chars().count() > MAX_SUBJECT_CHARS || self.subject.chars().any(char::is_control) {
            errors.add("subject", ErrorCode::SubjectTooLong);
        }
        if self.body.chars().count() > MAX_BODY_CHARS {
            errors.add("body", ErrorCode::BodyTooLong);
        } else if crate::text::has_stray_control(self.body) {
            errors.add("body", ErrorCode::TextInvalid);
        }
        if self.attachments > MAX_ATTACHMENTS {
            errors.add("attachmentIds", ErrorCode::TooManyAttachments);
        }
        errors
    }

    /// The limits, and what a message needs to be sent: a subject, and text or an attachment.
    /// Recipients are checked by the caller (an applicant's question may name none).
    pub fn check_sendable(&self) -> FieldErrors {
        let mut errors = self.check_limits();
        if self.subject.is_empty() {
            errors.add("subject", ErrorCode::SubjectRequired);
        }
        if self.body.is_empty() && self.attachments == 0 {
            errors.add("body", ErrorCode::BodyRequired);
        }
        errors
    }
}

/// The first characters of a body, on one line, for list rows and notices.
pub fn excerpt(body: &str, chars: usize) -> String {
    let flat: String = body.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= chars {
        return flat;
    }
    let cut: String = flat.chars().take(chars).collect();
    format!("{}…", cut.trim_end())
}

/// A reply's subject: the thread's, with one `Re: `.
pub fn reply_subject(subject: &str) -> String {
    let bare = subject.strip_prefix("Re: ").unwrap_or(subject);
    let reply = format!("Re: {bare}");
    reply.chars().take(MAX_SUBJECT_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafts_stay_drafts_and_sent_mail_never_becomes_one() {
        assert!(MessageFolder::Draft.may_hold(true) && MessageFolder::Trash.may_hold(true));
        assert!(!MessageFolder::Inbox.may_hold(true) && !MessageFolder::Spam.may_hold(true));
        assert!(!MessageFolder::Draft.may_hold(false) && MessageFolder::Spam.may_hold(false));
    }

    #[test]
    fn a_message_needs_a_subject_and_text_or_a_file() {
        let empty = Draft { subject: "", body: "", recipients: 1, attachments: 0 };
        assert!(empty.check_limits().is_empty());
        let errors = empty.check_sendable();
        assert_eq!(errors.len(), 2);
        let only_file = Draft { subject: "CV", body: "", recipients: 1, attachments: 1 };
        assert!(only_file.check_sendable().is_empty());
        let long = "x".repeat(MAX_BODY_CHARS + 1);
        let too_much = Draft { subject: "Hi", body: &long, recipients: 51, attachments: 11 };
        assert_eq!(too_much.check_limits().len(), 3);
        let nul = Draft { subject: "Hi", body: "a\u{0}b", recipients: 1, attachments: 0 };
        assert_eq!(nul.check_limits().len(), 1);
    }

    #[test]
    fn excerpts_are_one_line_and_cut_at_a_character() {
        assert_eq!(excerpt("Hello\n\n  there", 50), "Hello there");
        assert_eq!(excerpt("Olá José, tudo bem?", 8), "Olá José…");
        assert_eq!(reply_subject("Re: Interview"), "Re: Interview");
        assert_eq!(reply_subject("Interview"), "Re: Interview");
    }
}
