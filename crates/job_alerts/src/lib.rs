//! Job alerts: anyone (no account needed) subscribes with an e-mail address, categories and
//! keywords, confirms from the e-mail (double opt-in, in their language), and gets a daily digest
//! of the new open vacancies that match, through the outbox. Every digest carries a manage link
//! and a one-click unsubscribe (`List-Unsubscribe`, `List-Unsubscribe-Post`, RFC 8058).

pub mod digest;
mod entities;
mod public;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{client, crypto, db, error, locale, mail, tenancy, translated};
use erecruit_syndication as syndication;
use erecruit_vacancies as vacancies;

pub use crate::views::JobAlert;
pub use public::{configure, exported_for, forget_address, prune_unconfirmed};

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        public::subscribe,
        public::confirm,
        public::unsubscribe,
        public::get_alert,
        public::change_alert
    ),
    tags((name = "job alerts", description = "E-mail alerts of new vacancies, for anyone"))
)]
pub struct JobAlertsApi;
