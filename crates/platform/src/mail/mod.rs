//! Outgoing e-mail: templates in every language, a transactional outbox, and the worker that
//! delivers it over SMTP or to `.eml` files.
//!
//! A mail's words live in `catalog/{en,de,fr,pt}.json` (one flat JSON object per language, the
//! same keys in each, `{name}` placeholders as in [`crate::template`]); `templates` picks the keys
//! for a [`MailKind`] and fills them in. To add a mail, add a `MailKind` variant, its
//! `<name>.subject` and `<name>.body` to all four catalogs, and its values in
//! [`templates::render`]; the tests fail on a key one language lacks, a placeholder that differs
//! from English, or a key no mail asks for.

mod outbox;
pub mod templates;
pub mod tenant_texts;
mod transport;
mod worker;

pub use outbox::{
    CalendarPart, OUTBOX_CHANNEL, Recipient, discard_mail_to, enqueue, enqueue_later, enqueue_many,
    enqueue_with_calendar, enqueue_with_unsubscribe, withdraw,
};
pub use templates::MailKind;
pub use transport::Transport;
pub use worker::{MailWorker, Sweep};
