//! Outgoing e-mail: templates in every language, a transactional outbox, and the worker that
//! delivers it over SMTP or to `.eml` files.

mod outbox;
pub mod templates;
pub mod tenant_texts;
mod transport;
mod worker;

pub use outbox::{
    CalendarPart, OUTBOX_CHANNEL, Recipient, discard_mail_to, enqueue, enqueue_many, enqueue_with_calendar,
    enqueue_with_unsubscribe,
};
pub use templates::MailKind;
pub use transport::Transport;
pub use worker::{MailWorker, Sweep};
