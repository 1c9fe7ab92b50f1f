//! Outgoing e-mail: templates in every language, a transactional outbox, and the worker that
//! delivers it over SMTP or to `.eml` files.

mod outbox;
pub mod templates;
mod transport;
mod worker;

pub use outbox::{OUTBOX_CHANNEL, Recipient, enqueue};
pub use templates::MailKind;
pub use transport::Transport;
pub use worker::{MailWorker, Sweep};
