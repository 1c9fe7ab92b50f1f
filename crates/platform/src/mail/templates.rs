//! The mails eRecruit sends, in each supported language.
//!
//! Their words live in `catalog/{en,de,fr,pt}.json`, one flat JSON object per language with the
//! same keys, compiled into the binary. A mail's subject and body are `<name>.subject` and
//! `<name>.body` after [`MailKind::name`] (`interview_answered.accepted.…`/`.declined.…` by the
//! answer); `status.<code>` and `role.<code>` are the words for an application status and a team
//! role; `application_rejected.…` is the built-in rejection a tenant's own text replaces. Values
//! are filled into the `{name}` placeholders of [`crate::template`]; every body gets the
//! signature (a blank line and the site's title) appended here, so the catalogs leave it out.
//! The optional parts `{preview}` (a message's start), `{location}` (an event's place) and
//! `{message}` (the applicant's note) bring their own line breaks and are empty when absent.
//!
//! To add a mail: add a variant to [`MailKind`] with its [`MailKind::name`], its keys to all four
//! catalogs (the tests refuse a key missing from one language, a placeholder another language
//! lacks, and a key no mail asks for), and its values in [`render`].

use std::collections::{BTreeMap, HashMap};
use std::sync::LazyLock;

use sea_orm::Iterable;

use crate::locale::Locale;
use crate::template;

#[derive(Debug, Clone)]
pub enum MailKind {
    /// A single-use link to choose a new password, valid for one hour.
    PasswordReset { link: String },
    /// Notice that the password was changed, so an account owner notices a takeover.
    PasswordChanged,
    /// The code that lets a sign-in set up two-factor sign-in, valid `minutes`.
    EnrolmentCode { code: String, minutes: i64 },
    /// Two-factor sign-in locked itself after `wrong_codes` wrong codes in a row.
    SecondFactorLocked { wrong_codes: i32 },
    /// Confirmation that an application arrived.
    ApplicationReceived { vacancy: String },
    /// A recruiter moved the application; `status` is the new status's code (e.g. `interview`).
    ApplicationStatusChanged { vacancy: String, status: String },
    /// A new message: who wrote, its subject, the start of its text (none when the message is
    /// private) and a link to it.
    NewMessage { from: String, subject: String, preview: Option<String>, link: String },
    /// An invitation to an event (an interview or a meeting), or its update (`updated`); the mail
    /// carries the event as a `text/calendar` part. `when` is already written out in the
    /// recipient's zone.
    EventInvitation { title: String, when: String, location: Option<String>, link: String, updated: bool },
    /// An event the recipient was invited to is cancelled (with a `METHOD:CANCEL` part).
    EventCancelled { title: String, when: String },
    /// An invitation to join the recruiting team: who invited, as what (`admin` or `staff`), and
    /// the single-use link, valid for 7 days.
    TeamInvitation { inviter: String, role: String, link: String },
    /// A recruiter declined the application and chose to say so.
    ApplicationRejected { vacancy: String },
    /// The applicant answered an interview invitation; to its organiser.
    InterviewAnswered {
        applicant: String,
        title: String,
        when: String,
        accepted: bool,
        message: Option<String>,
        link: String,
    },
    /// Confirm a job alert (double opt-in): what it asks for, and the single-use link (7 days).
    JobAlertConfirm { criteria: String, link: String },
    /// A job alert's daily digest: the new vacancies (title, address), and the manage page.
    JobAlertDigest { vacancies: Vec<(String, String)>, manage: String },
    /// The tenant's retention will anonymise a closed application on `date` (written out) unless
    /// its applicant keeps it (`link`: their applications).
    RetentionNotice { vacancy: String, date: String, link: String },
    /// An interviewer has not submitted their scorecard of an interview that ended `hours` ago.
    ScorecardReminder { applicant: String, title: String, hours: u32, link: String },
    /// To the vacancy's hiring manager: `interviewer` still has not submitted, despite a reminder.
    ScorecardOverdue { interviewer: String, applicant: String, title: String, link: String },
    /// To the colleague whose turn it is to approve an offer for `applicant`.
    OfferApprovalRequested { applicant: String, vacancy: String, link: String },
    /// To the offer's maker: `approver` rejected it (`comment` says why), or the last step
    /// approved it.
    OfferApprovalAnswered {
        applicant: String,
        vacancy: String,
        approver: String,
        approved: bool,
        comment: Option<String>,
        link: String,
    },
    /// To the candidate: an offer for `vacancy` from `company`, open until `expires` (written
    /// out in their language), to read and answer at `link`.
    OfferSent { vacancy: String, company: String, expires: String, link: String },
    /// To the offer's maker and the hiring manager: the candidate accepted or declined
    /// (`reason`, when they gave one).
    OfferAnswered { applicant: String, vacancy: String, accepted: bool, reason: Option<String>, link: String },
    /// To the tenant's admins: the webhook endpoint at `url` failed for more than a day and was
    /// turned off; its log and switch are at `link`.
    WebhookDisabled { url: String, link: String },
    /// To the applicant: an invitation to an interview (the event's invitation as the applicant
    /// gets it, which the tenant may word).
    InterviewInvitation { title: String, when: String, location: Option<String>, link: String },
    /// To an applicant whose application stayed open when its vacancy was filled or archived.
    VacancyClosed { vacancy: String },
    /// To an applicant who has not heard from the team for the tenant's waiting limit: their
    /// application is still being looked at (`stage`: where it is).
    WaitingUpdate { vacancy: String, stage: String, link: String },
    /// To a vacancy's hiring team: `applicant` has waited `days` days without a word or a move.
    WaitingNudge { applicant: String, vacancy: String, days: i64, link: String },
    /// To a vacancy's hiring team, from a stage rule: `applicant` reached `stage`.
    RuleNotice { rule: String, applicant: String, vacancy: String, stage: String, link: String },
    /// A stage rule's message to the applicant: the template `wording` (the tenant's text, else
    /// ours), with what the rule knows filled in.
    Automated { wording: Wording, vacancy: String, stage: String, link: String },
    /// To the candidate: choose a time for `sessions` (titles and lengths, one per line) about
    /// `vacancy` at `link`, until `until`; `note`, the recruiter's message.
    SchedulingRequest { vacancy: String, sessions: String, until: String, note: Option<String>, link: String },
    /// To the candidate, a day before: their interview `title` at `when`; to change it, `link`.
    SchedulingReminder { title: String, when: String, location: Option<String>, link: String },
}

impl MailKind {
    /// The stored template name.
    pub fn name(&self) -> &'static str {
        match self {
            Self::PasswordReset { .. } => "password_reset",
            Self::PasswordChanged => "password_changed",
            Self::EnrolmentCode { .. } => "mfa_enrolment_code",
            Self::SecondFactorLocked { .. } => "mfa_locked",
            Self::ApplicationReceived { .. } => "application_received",
            Self::ApplicationStatusChanged { .. } => "application_status_changed",
            Self::NewMessage { .. } => "new_message",
            Self::EventInvitation { updated: false, .. } => "event_invitation",
            Self::EventInvitation { updated: true, .. } => "event_updated",
            Self::EventCancelled { .. } => "event_cancelled",
            Self::InterviewAnswered { .. } => "interview_answered",
            Self::TeamInvitation { .. } => "team_invitation",
            Self::ApplicationRejected { .. } => "application_rejected",
            Self::JobAlertConfirm { .. } => "job_alert_confirm",
            Self::JobAlertDigest { .. } => "job_alert_digest",
            Self::RetentionNotice { .. } => "retention_notice",
            Self::ScorecardReminder { .. } => "scorecard_reminder",
            Self::ScorecardOverdue { .. } => "scorecard_overdue",
            Self::OfferApprovalRequested { .. } => "offer_approval_requested",
            Self::OfferApprovalAnswered { .. } => "offer_approval_answered",
            Self::OfferSent { .. } => "offer_sent",
            Self::OfferAnswered { .. } => "offer_answered",
            Self::WebhookDisabled { .. } => "webhook_disabled",
            Self::InterviewInvitation { .. } => "interview_invitation",
            Self::VacancyClosed { .. } => "vacancy_closed",
            Self::WaitingUpdate { .. } => "waiting_update",
            Self::WaitingNudge { .. } => "waiting_nudge",
            Self::RuleNotice { .. } => "rule_notice",
            Self::Automated { wording, .. } => wording.catalog_name(),
            Self::SchedulingRequest { .. } => "scheduling_request",
            Self::SchedulingReminder { .. } => "scheduling_reminder",
        }
    }

    /// The tenant's template that words this mail, if the tenant may word it.
    pub fn wording(&self) -> Option<Wording> {
        Some(match self {
            Self::ApplicationReceived { .. } => Wording::ApplicationReceived,
            // A single rejection says so in the tenant's rejection text; a withdrawal is the
            // applicant's own step.
            Self::ApplicationStatusChanged { status, .. } if status == "rejected" => Wording::Rejection,
            Self::ApplicationStatusChanged { status, .. } if status == "withdrawn" => return None,
            Self::ApplicationStatusChanged { .. } => Wording::StageReached,
            Self::ApplicationRejected { .. } => Wording::Rejection,
            Self::InterviewInvitation { .. } => Wording::InterviewInvitation,
            Self::OfferSent { .. } => Wording::OfferSent,
            Self::VacancyClosed { .. } => Wording::VacancyClosed,
            Self::WaitingUpdate { .. } => Wording::WaitingUpdate,
            Self::Automated { wording, .. } => *wording,
            _ => return None,
        })
    }
}

macro_rules! wordings {
    ($($(#[$meta:meta])* $variant:ident = $wire:literal => $catalog:literal,)+) => {
        /// The mails a tenant may word itself (message templates), by their stored names; each
        /// falls back to the built-in text of its catalog name.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        #[serde(rename_all = "snake_case")]
        pub enum Wording {
            $($(#[$meta])* $variant,)+
        }

        impl Wording {
            pub const ALL: &'static [Wording] = &[$(Wording::$variant,)+];

            /// The name stored in `mail_templates.kind`.
            pub fn as_str(self) -> &'static str {
                match self { $(Wording::$variant => $wire,)+ }
            }

            /// The built-in text's name in the mail catalogs.
            pub fn catalog_name(self) -> &'static str {
                match self { $(Wording::$variant => $catalog,)+ }
            }
        }
    };
}

wordings! {
    /// The confirmation an applicant gets on applying.
    ApplicationReceived = "application_received" => "application_received",
    /// The applicant's application reached another step (a status change).
    StageReached = "stage_reached" => "application_status_changed",
    /// An invitation to an interview.
    InterviewInvitation = "interview_invitation" => "interview_invitation",
    /// A rejection a recruiter chose to send.
    Rejection = "rejection" => "application_rejected",
    /// An offer to read and answer.
    OfferSent = "offer_sent" => "offer_sent",
    /// The vacancy was filled or archived while the application was open.
    VacancyClosed = "vacancy_closed" => "vacancy_closed",
    /// The waiting limit's update: still being looked at.
    WaitingUpdate = "waiting_update" => "waiting_update",
}

impl Wording {
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|wording| wording.as_str() == text)
    }

    /// The merge fields a tenant's text may name: those of the built-in text, and the
    /// recipient's name and the site's title that every mail knows.
    pub fn fields(self) -> Vec<&'static str> {
        let mut fields = vec!["name", "site"];
        let key = self.catalog_name();
        for part in ["subject", "body"] {
            let text = lookup(Locale::En, &format!("{key}.{part}")).unwrap_or("");
            for field in template::placeholders(text) {
                if !fields.contains(&field) {
                    fields.push(field);
                }
            }
        }
        fields
    }

    /// Our own text of this mail in `locale` (what a tenant's replaces).
    pub fn built_in(self, locale: Locale) -> MailText {
        let key = self.catalog_name();
        MailText {
            subject: text(locale, &format!("{key}.subject")).to_owned(),
            body: text(locale, &format!("{key}.body")).to_owned(),
        }
    }
}

/// A subject and text a tenant wrote, with its merge fields still to fill in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailText {
    pub subject: String,
    pub body: String,
}

/// The rejection the applicant gets when the tenant wrote none for their language.
pub fn default_rejection(locale: Locale) -> MailText {
    Wording::Rejection.built_in(locale)
}

pub struct Rendered {
    pub subject: String,
    pub body: String,
}

/// Renders a mail for `name` from `site` (the tenant's recruitment title) in `locale`.
pub fn render(kind: &MailKind, locale: Locale, name: &str, site: &str) -> Rendered {
    render_with(kind, locale, name, site, None)
}

/// Renders a mail with the tenant's own text (`own`, for a kind it may word) in place of ours.
pub fn render_with(kind: &MailKind, locale: Locale, name: &str, site: &str, own: Option<&MailText>) -> Rendered {
    let (key, fields): (&str, Vec<(&str, String)>) = match kind {
        MailKind::ApplicationRejected { vacancy } => (kind.name(), vec![("vacancy", vacancy.clone())]),
        MailKind::PasswordReset { link } => (kind.name(), vec![("link", link.clone())]),
        MailKind::PasswordChanged => (kind.name(), vec![]),
        MailKind::EnrolmentCode { code, minutes } => {
            (kind.name(), vec![("code", code.clone()), ("minutes", minutes.to_string())])
        }
        MailKind::SecondFactorLocked { wrong_codes } => (kind.name(), vec![("wrong_codes", wrong_codes.to_string())]),
        MailKind::ApplicationReceived { vacancy } => (kind.name(), vec![("vacancy", vacancy.clone())]),
        MailKind::ApplicationStatusChanged { vacancy, status } => {
            (kind.name(), vec![("vacancy", vacancy.clone()), ("status", status_label(status, locale).to_owned())])
        }
        MailKind::NewMessage { from, subject, preview, link } => (
            kind.name(),
            vec![
                ("from", from.clone()),
                ("subject", subject.clone()),
                ("preview", preview.as_deref().map(|text| format!("\n\n> {text}")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::EventInvitation { title, when, location, link, .. } => (
            kind.name(),
            vec![
                ("title", title.clone()),
                ("when", when.clone()),
                ("location", location.as_deref().map(|place| format!("\n{place}")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::EventCancelled { title, when } => {
            (kind.name(), vec![("title", title.clone()), ("when", when.clone())])
        }
        MailKind::InterviewAnswered { applicant, title, when, accepted, message, link } => (
            if *accepted { "interview_answered.accepted" } else { "interview_answered.declined" },
            vec![
                ("applicant", applicant.clone()),
                ("title", title.clone()),
                ("when", when.clone()),
                ("message", message.as_deref().map(|text| format!("\n\n“{text}”")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::TeamInvitation { inviter, role, link } => (
            kind.name(),
            vec![("inviter", inviter.clone()), ("role", role_label(role, locale).to_owned()), ("link", link.clone())],
        ),
        MailKind::JobAlertConfirm { criteria, link } => {
            (kind.name(), vec![("criteria", criteria.clone()), ("link", link.clone())])
        }
        MailKind::JobAlertDigest { vacancies, manage } => (
            kind.name(),
            vec![
                ("vacancies", vacancies.iter().map(|(title, link)| format!("- {title}\n  {link}\n")).collect()),
                ("manage", manage.clone()),
            ],
        ),
        MailKind::RetentionNotice { vacancy, date, link } => {
            (kind.name(), vec![("vacancy", vacancy.clone()), ("date", date.clone()), ("link", link.clone())])
        }
        MailKind::ScorecardReminder { applicant, title, hours, link } => (
            kind.name(),
            vec![
                ("applicant", applicant.clone()),
                ("title", title.clone()),
                ("hours", hours.to_string()),
                ("link", link.clone()),
            ],
        ),
        MailKind::ScorecardOverdue { interviewer, applicant, title, link } => (
            kind.name(),
            vec![
                ("interviewer", interviewer.clone()),
                ("applicant", applicant.clone()),
                ("title", title.clone()),
                ("link", link.clone()),
            ],
        ),
        MailKind::OfferApprovalRequested { applicant, vacancy, link } => {
            (kind.name(), vec![("applicant", applicant.clone()), ("vacancy", vacancy.clone()), ("link", link.clone())])
        }
        MailKind::OfferApprovalAnswered { applicant, vacancy, approver, approved, comment, link } => (
            if *approved { "offer_approval_answered.approved" } else { "offer_approval_answered.rejected" },
            vec![
                ("applicant", applicant.clone()),
                ("vacancy", vacancy.clone()),
                ("approver", approver.clone()),
                ("comment", comment.as_deref().map(|text| format!("\n\n“{text}”")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::OfferSent { vacancy, company, expires, link } => (
            kind.name(),
            vec![
                ("vacancy", vacancy.clone()),
                ("company", company.clone()),
                ("expires", expires.clone()),
                ("link", link.clone()),
            ],
        ),
        MailKind::OfferAnswered { applicant, vacancy, accepted, reason, link } => (
            if *accepted { "offer_answered.accepted" } else { "offer_answered.declined" },
            vec![
                ("applicant", applicant.clone()),
                ("vacancy", vacancy.clone()),
                ("reason", reason.as_deref().map(|text| format!("\n\n“{text}”")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::WebhookDisabled { url, link } => (kind.name(), vec![("url", url.clone()), ("link", link.clone())]),
        MailKind::InterviewInvitation { title, when, location, link } => (
            kind.name(),
            vec![
                ("title", title.clone()),
                ("when", when.clone()),
                ("location", location.as_deref().map(|place| format!("\n{place}")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::VacancyClosed { vacancy } => (kind.name(), vec![("vacancy", vacancy.clone())]),
        MailKind::SchedulingRequest { vacancy, sessions, until, note, link } => (
            kind.name(),
            vec![
                ("vacancy", vacancy.clone()),
                ("sessions", sessions.clone()),
                ("until", until.clone()),
                ("note", note.as_deref().map(|text| format!("\n\n{text}")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::SchedulingReminder { title, when, location, link } => (
            kind.name(),
            vec![
                ("title", title.clone()),
                ("when", when.clone()),
                ("location", location.as_deref().map(|place| format!("\n{place}")).unwrap_or_default()),
                ("link", link.clone()),
            ],
        ),
        MailKind::WaitingUpdate { vacancy, stage, link } => {
            (kind.name(), vec![("vacancy", vacancy.clone()), ("stage", stage.clone()), ("link", link.clone())])
        }
        MailKind::WaitingNudge { applicant, vacancy, days, link } => (
            kind.name(),
            vec![
                ("applicant", applicant.clone()),
                ("vacancy", vacancy.clone()),
                ("days", days.to_string()),
                ("link", link.clone()),
            ],
        ),
        MailKind::RuleNotice { rule, applicant, vacancy, stage, link } => (
            kind.name(),
            vec![
                ("rule", rule.clone()),
                ("applicant", applicant.clone()),
                ("vacancy", vacancy.clone()),
                ("stage", stage.clone()),
                ("link", link.clone()),
            ],
        ),
        // What a rule knows of an application; a field only an event or an offer has (its time,
        // place, expiry) is left empty.
        MailKind::Automated { wording, vacancy, stage, link } => (
            kind.name(),
            vec![
                ("vacancy", vacancy.clone()),
                ("stage", stage.clone()),
                ("status", stage.clone()),
                ("title", vacancy.clone()),
                ("company", site.to_owned()),
                ("link", link.clone()),
                // An invitation a rule sends has no time yet: it says one will be agreed.
                (
                    "when",
                    match wording {
                        Wording::InterviewInvitation => text(locale, "interview_invitation.to_schedule").to_owned(),
                        _ => String::new(),
                    },
                ),
                ("location", String::new()),
                ("expires", String::new()),
            ],
        ),
    };
    let mut values = vec![("name", name), ("site", site)];
    values.extend(fields.iter().map(|(field, value)| (*field, value.as_str())));
    let (subject, body) = match own {
        Some(own) => (own.subject.as_str(), own.body.as_str()),
        None => (text(locale, &format!("{key}.subject")), text(locale, &format!("{key}.body"))),
    };
    let subject = template::fill(subject, &values).into_owned();
    let body = template::fill(body, &values);
    Rendered { subject, body: signed(&body, site) }
}

/// A body with the signature every mail ends with.
fn signed(body: &str, site: &str) -> String {
    format!("{body}\n\n{site}\n")
}

/// A team role in words, per language.
fn role_label(role: &str, locale: Locale) -> &'static str {
    lookup(locale, &format!("role.{role}")).unwrap_or("—")
}

/// An application status in words, per language.
pub fn status_label(status: &str, locale: Locale) -> &'static str {
    lookup(locale, &format!("status.{status}")).unwrap_or("—")
}

/// One language's texts by key.
type Catalog = HashMap<String, String>;

fn catalog_source(locale: Locale) -> &'static str {
    match locale {
        Locale::En => include_str!("catalog/en.json"),
        Locale::De => include_str!("catalog/de.json"),
        Locale::Fr => include_str!("catalog/fr.json"),
        Locale::Pt => include_str!("catalog/pt.json"),
    }
}

/// The catalogs, parsed on first use. A catalog that does not parse (the tests make that
/// unreachable) is logged and left empty, so its language falls back to English.
static CATALOGS: LazyLock<BTreeMap<Locale, Catalog>> = LazyLock::new(|| {
    Locale::iter()
        .map(|locale| {
            let catalog = serde_json::from_str(catalog_source(locale)).unwrap_or_else(|error| {
                tracing::error!(locale = locale.as_str(), %error, "mail catalog does not parse");
                Catalog::new()
            });
            (locale, catalog)
        })
        .collect()
});

/// `key`'s text in `locale`; English's when that language lacks it (the parity test keeps that
/// from happening); nothing when English lacks it too.
fn lookup(locale: Locale, key: &str) -> Option<&'static str> {
    #[cfg(test)]
    tests::asked(key);
    find(&CATALOGS, locale, key)
}

fn find<'c>(catalogs: &'c BTreeMap<Locale, Catalog>, locale: Locale, key: &str) -> Option<&'c str> {
    let in_language = |locale| catalogs.get(&locale).and_then(|catalog| catalog.get(key)).map(String::as_str);
    in_language(locale).or_else(|| {
        let english = in_language(Locale::En);
        if english.is_some() && locale != Locale::En {
            tracing::error!(key, locale = locale.as_str(), "mail text missing from its catalog; English sent");
        }
        english
    })
}

/// A mail text that must exist: one that is missing (the tests make that unreachable) is logged
/// and sent empty rather than failing the mail.
fn text(locale: Locale, key: &str) -> &'static str {
    lookup(locale, key).unwrap_or_else(|| {
        tracing::error!(key, "mail text missing from every catalog");
        ""
    })
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::collections::BTreeSet;

    use super::*;

    thread_local! {
        /// The catalog keys the code looked up on this thread.
        static ASKED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
    }

    pub(super) fn asked(key: &str) {
        ASKED.with(|asked| asked.borrow_mut().insert(key.to_owned()));
    }

    #[test]
    fn every_mail_exists_in_every_language_and_carries_its_link() {
        let kinds = [
            MailKind::PasswordReset { link: "https://x.test/r?token=abc".into() },
            MailKind::PasswordChanged,
            MailKind::EnrolmentCode { code: "01234567".into(), minutes: 15 },
            MailKind::SecondFactorLocked { wrong_codes: 10 },
            MailKind::ApplicationReceived { vacancy: "Data Analyst".into() },
            MailKind::ApplicationStatusChanged { vacancy: "Data Analyst".into(), status: "interview".into() },
            MailKind::NewMessage {
                from: "Rita Recruiter".into(),
                subject: "Your interview".into(),
                preview: Some("Could you come on Monday?".into()),
                link: "https://x.test/email/message/1".into(),
            },
            MailKind::EventInvitation {
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (Europe/Berlin)".into(),
                location: Some("Room 4".into()),
                link: "https://x.test/my-application".into(),
                updated: false,
            },
            MailKind::EventInvitation {
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (Europe/Berlin)".into(),
                location: None,
                link: "https://x.test/my-application".into(),
                updated: true,
            },
            MailKind::EventCancelled { title: "Interview".into(), when: "2026-12-03 10:00–11:00 (UTC)".into() },
            MailKind::InterviewAnswered {
                applicant: "Ana Silva".into(),
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (UTC)".into(),
                accepted: true,
                message: Some("See you then".into()),
                link: "https://x.test/calendar".into(),
            },
            MailKind::TeamInvitation {
                inviter: "Ada Admin".into(),
                role: "staff".into(),
                link: "https://x.test/pages/accept-invitation?token=abc".into(),
            },
            MailKind::ApplicationRejected { vacancy: "Data Analyst".into() },
        ];
        for kind in &kinds {
            let mut subjects = std::collections::BTreeSet::new();
            for locale in Locale::iter() {
                let mail = render(kind, locale, "Ana", "Acme Careers");
                assert!(mail.body.contains("Ana") && mail.body.contains("Acme Careers"));
                if let MailKind::PasswordReset { link }
                | MailKind::NewMessage { link, .. }
                | MailKind::EventInvitation { link, .. }
                | MailKind::InterviewAnswered { link, .. }
                | MailKind::TeamInvitation { link, .. } = kind
                {
                    assert!(mail.body.contains(link.as_str()));
                }
                subjects.insert(mail.subject);
            }
            assert_eq!(subjects.len(), 4, "each language has its own subject");
        }
    }

    /// Every mail, once per status, role, answer and event update.
    fn every_mail() -> Vec<MailKind> {
        let mut kinds = vec![
            MailKind::PasswordReset { link: "https://x.test/r".into() },
            MailKind::PasswordChanged,
            MailKind::EnrolmentCode { code: "01234567".into(), minutes: 15 },
            MailKind::SecondFactorLocked { wrong_codes: 10 },
            MailKind::ApplicationReceived { vacancy: "Data Analyst".into() },
            MailKind::NewMessage {
                from: "Rita".into(),
                subject: "Hello".into(),
                preview: Some("Monday?".into()),
                link: "https://x.test/m".into(),
            },
            MailKind::EventCancelled { title: "Interview".into(), when: "today".into() },
            MailKind::ApplicationRejected { vacancy: "Data Analyst".into() },
            MailKind::JobAlertConfirm { criteria: "Berlin".into(), link: "https://x.test/c".into() },
            MailKind::JobAlertDigest {
                vacancies: vec![("Data Analyst".into(), "https://x.test/v/1".into())],
                manage: "https://x.test/a".into(),
            },
            MailKind::RetentionNotice {
                vacancy: "Data Analyst".into(),
                date: "today".into(),
                link: "https://x.test/a".into(),
            },
            MailKind::ScorecardReminder {
                applicant: "Ana Silva".into(),
                title: "Interview".into(),
                hours: 24,
                link: "https://x.test/s".into(),
            },
            MailKind::ScorecardOverdue {
                interviewer: "Ivy".into(),
                applicant: "Ana Silva".into(),
                title: "Interview".into(),
                link: "https://x.test/s".into(),
            },
            MailKind::OfferApprovalRequested {
                applicant: "Ana Silva".into(),
                vacancy: "Data Analyst".into(),
                link: "https://x.test/o".into(),
            },
        ];
        kinds.push(MailKind::InterviewInvitation {
            title: "Interview".into(),
            when: "today".into(),
            location: Some("Room 4".into()),
            link: "https://x.test/my-application".into(),
        });
        kinds.push(MailKind::VacancyClosed { vacancy: "Data Analyst".into() });
        kinds.push(MailKind::SchedulingRequest {
            vacancy: "Data Analyst".into(),
            sessions: "Technical interview (45 min)".into(),
            until: "2026-12-14".into(),
            note: Some("Looking forward to it.".into()),
            link: "https://x.test/schedule/abc".into(),
        });
        kinds.push(MailKind::SchedulingReminder {
            title: "Technical interview".into(),
            when: "2026-12-03 10:00–10:45 (America/New_York)".into(),
            location: Some("Room 4".into()),
            link: "https://x.test/schedule/abc".into(),
        });
        for wording in Wording::ALL {
            kinds.push(MailKind::Automated {
                wording: *wording,
                vacancy: "Data Analyst".into(),
                stage: "In review".into(),
                link: "https://x.test/a".into(),
            });
        }
        kinds.push(MailKind::WaitingUpdate {
            vacancy: "Data Analyst".into(),
            stage: "In review".into(),
            link: "https://x.test/a".into(),
        });
        kinds.push(MailKind::WaitingNudge {
            applicant: "Ana".into(),
            vacancy: "Data Analyst".into(),
            days: 12,
            link: "https://x.test/a".into(),
        });
        kinds.push(MailKind::RuleNotice {
            rule: "Phone screen".into(),
            applicant: "Ana".into(),
            vacancy: "Data Analyst".into(),
            stage: "Phone screen".into(),
            link: "https://x.test/a".into(),
        });
        kinds.push(MailKind::WebhookDisabled {
            url: "https://hr.example/hooks".into(),
            link: "https://x.test/w".into(),
        });
        kinds.push(MailKind::OfferSent {
            vacancy: "Data Analyst".into(),
            company: "Acme".into(),
            expires: "1 March 2027".into(),
            link: "https://x.test/m".into(),
        });
        for accepted in [true, false] {
            kinds.push(MailKind::OfferAnswered {
                applicant: "Ana Silva".into(),
                vacancy: "Data Analyst".into(),
                accepted,
                reason: Some("Another offer.".into()),
                link: "https://x.test/o".into(),
            });
        }
        for approved in [true, false] {
            kinds.push(MailKind::OfferApprovalAnswered {
                applicant: "Ana Silva".into(),
                vacancy: "Data Analyst".into(),
                approver: "Hank".into(),
                approved,
                comment: Some("Salary band checked.".into()),
                link: "https://x.test/o".into(),
            });
        }
        for status in ["submitted", "in_review", "interview", "offered", "hired", "rejected", "withdrawn"] {
            kinds.push(MailKind::ApplicationStatusChanged { vacancy: "Data Analyst".into(), status: status.into() });
        }
        for role in ["admin", "staff"] {
            kinds.push(MailKind::TeamInvitation {
                inviter: "Ada".into(),
                role: role.into(),
                link: "https://x.test/i".into(),
            });
        }
        for updated in [false, true] {
            kinds.push(MailKind::EventInvitation {
                title: "Interview".into(),
                when: "today".into(),
                location: None,
                link: "https://x.test/e".into(),
                updated,
            });
        }
        for accepted in [true, false] {
            kinds.push(MailKind::InterviewAnswered {
                applicant: "Ana".into(),
                title: "Interview".into(),
                when: "today".into(),
                accepted,
                message: None,
                link: "https://x.test/e".into(),
            });
        }
        kinds
    }

    /// A catalog's entries as written, in order, a repeated key twice.
    fn entries(locale: Locale) -> Vec<(String, String)> {
        struct Entries(Vec<(String, String)>);
        impl<'de> serde::Deserialize<'de> for Entries {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct Visit;
                impl<'de> serde::de::Visitor<'de> for Visit {
                    type Value = Entries;
                    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                        f.write_str("an object of strings")
                    }
                    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Entries, A::Error> {
                        let mut entries = Vec::new();
                        while let Some(entry) = map.next_entry()? {
                            entries.push(entry);
                        }
                        Ok(Entries(entries))
                    }
                }
                deserializer.deserialize_map(Visit)
            }
        }
        let name = locale.as_str();
        serde_json::from_str::<Entries>(catalog_source(locale))
            .unwrap_or_else(|error| panic!("catalog/{name}.json: {error}"))
            .0
    }

    #[test]
    fn every_catalog_has_the_keys_and_placeholders_of_english_and_no_empty_text() {
        let english: BTreeMap<String, String> = entries(Locale::En).into_iter().collect();
        for locale in Locale::iter() {
            let name = locale.as_str();
            let entries = entries(locale);
            let catalog: BTreeMap<String, String> = entries.iter().cloned().collect();
            assert_eq!(catalog.len(), entries.len(), "catalog/{name}.json names a key twice");
            let missing: Vec<_> = english.keys().filter(|key| !catalog.contains_key(*key)).collect();
            let extra: Vec<_> = catalog.keys().filter(|key| !english.contains_key(*key)).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "catalog/{name}.json lacks {missing:?}, has extra {extra:?}"
            );
            for (key, value) in &catalog {
                assert!(!value.trim().is_empty(), "catalog/{name}.json: {key} is empty");
                let ours: BTreeSet<_> = template::placeholders(value).into_iter().collect();
                let english: BTreeSet<_> = template::placeholders(&english[key]).into_iter().collect();
                assert_eq!(ours, english, "catalog/{name}.json: {key} names other placeholders than English");
            }
            let loaded: BTreeMap<_, _> = CATALOGS[&locale].iter().map(|(k, v)| (k.clone(), v.clone())).collect();
            assert_eq!(loaded, catalog, "{name} is loaded as written");
        }
    }

    #[test]
    fn every_catalog_key_is_asked_for_and_every_asked_key_exists() {
        ASKED.with(|asked| asked.borrow_mut().clear());
        for locale in Locale::iter() {
            for kind in every_mail() {
                let mail = render(&kind, locale, "Ana", "Acme Careers");
                for text in [&mail.subject, &mail.body] {
                    let left = template::placeholders(text);
                    assert!(left.is_empty(), "{} {}: {left:?} not filled in", locale.as_str(), kind.name());
                }
            }
        }
        let asked = ASKED.with(RefCell::take);
        let keys: BTreeSet<String> = CATALOGS[&Locale::En].keys().cloned().collect();
        let missing: Vec<_> = asked.difference(&keys).collect();
        let unused: Vec<_> = keys.difference(&asked).collect();
        assert!(missing.is_empty(), "asked for but not in en.json: {missing:?}");
        assert!(unused.is_empty(), "in en.json but no mail asks for it: {unused:?}");
    }

    #[test]
    fn mails_read_exactly_as_written() {
        let reset = render(
            &MailKind::PasswordReset { link: "https://x.test/r?token=abc".into() },
            Locale::En,
            "Ana",
            "Acme Careers",
        );
        assert_eq!(reset.subject, "Reset your password for Acme Careers");
        assert_eq!(
            reset.body,
            "Hello Ana,\n\nsomeone asked to reset the password of your Acme Careers account. To choose a new \
             password, open this link within one hour:\n\nhttps://x.test/r?token=abc\n\nIf you did not ask for \
             this, you can ignore this e-mail: your password stays unchanged.\n\nAcme Careers\n"
        );
        let updated = render(
            &MailKind::EventInvitation {
                title: "Interview".into(),
                when: "2026-12-03 10:00–11:00 (Europe/Berlin)".into(),
                location: Some("Room 4".into()),
                link: "https://x.test/my-application".into(),
                updated: true,
            },
            Locale::De,
            "Ana",
            "Acme Careers",
        );
        assert_eq!(updated.subject, "Geändert: Interview, 2026-12-03 10:00–11:00 (Europe/Berlin)");
        assert_eq!(
            updated.body,
            "Hallo Ana,\n\nInterview hat sich geändert und findet jetzt statt:\n\n\
             2026-12-03 10:00–11:00 (Europe/Berlin)\nRoom 4\n\nDie angehängte Einladung aktualisiert Ihren \
             Kalender. Details und Ihre Antwort:\n\nhttps://x.test/my-application\n\nAcme Careers\n"
        );
        let message = render(
            &MailKind::NewMessage {
                from: "Rita".into(),
                subject: "Private".into(),
                preview: None,
                link: "https://x.test/m".into(),
            },
            Locale::Fr,
            "Ana",
            "Acme Careers",
        );
        assert_eq!(message.subject, "Nouveau message de Rita : Private");
        assert_eq!(
            message.body,
            "Bonjour Ana,\n\nRita vous a envoyé un message sur Acme Careers : « Private ».\n\n\
             Lisez-le et répondez ici :\n\nhttps://x.test/m\n\nAcme Careers\n"
        );
        let digest = render(
            &MailKind::JobAlertDigest {
                vacancies: vec![
                    ("Data Analyst".into(), "https://x.test/v/1".into()),
                    ("Nurse".into(), "https://x.test/v/2".into()),
                ],
                manage: "https://x.test/a".into(),
            },
            Locale::Pt,
            "Ana",
            "Acme Careers",
        );
        assert_eq!(
            digest.body,
            "Olá,\n\nestas vagas correspondem ao seu alerta de emprego:\n\n- Data Analyst\n  https://x.test/v/1\n\
             - Nurse\n  https://x.test/v/2\n\nAlterar o alerta ou cancelar a subscrição: https://x.test/a\n\n\
             Acme Careers\n"
        );
        assert_eq!(status_label("in_review", Locale::Fr), "En cours d’examen");
        assert_eq!(status_label("no_such_status", Locale::De), "—");
    }

    #[test]
    fn a_tenants_rejection_replaces_ours_and_names_only_its_fields() {
        let tenant =
            MailText { subject: "{vacancy}: no".into(), body: "Dear {name}, {vacancy} {salary} {Name}".into() };
        let kind = MailKind::ApplicationRejected { vacancy: "Data {name}".into() };
        let mail = render_with(&kind, Locale::De, "Ana", "Acme Careers", Some(&tenant));
        assert_eq!(mail.subject, "Data {name}: no");
        assert_eq!(mail.body, "Dear Ana, Data {name} {salary} {Name}\n\nAcme Careers\n");
        for locale in Locale::iter() {
            let ours = default_rejection(locale);
            for text in [&ours.subject, &ours.body] {
                assert_eq!(
                    template::unknown_placeholder(text, &Wording::Rejection.fields()),
                    None,
                    "{}",
                    locale.as_str()
                );
            }
            let every_field =
                ["name", "vacancy"].iter().map(|field| format!("{{{field}}}")).collect::<Vec<_>>().join(" ");
            let own = MailText { subject: every_field, body: "-".into() };
            let mail = render_with(
                &MailKind::ApplicationRejected { vacancy: "Data Analyst".into() },
                locale,
                "Ana",
                "S",
                Some(&own),
            );
            assert_eq!(mail.subject, "Ana Data Analyst");
        }
        assert_eq!(Wording::Rejection.fields(), ["name", "site", "vacancy"]);
    }

    #[test]
    fn every_wording_reads_as_written_and_its_mail_names_only_its_fields() {
        for wording in Wording::ALL {
            assert_eq!(Wording::parse(wording.as_str()), Some(*wording));
            let kind =
                MailKind::Automated { wording: *wording, vacancy: "V".into(), stage: "S".into(), link: "L".into() };
            assert_eq!(kind.wording(), Some(*wording));
            for locale in Locale::iter() {
                let ours = wording.built_in(locale);
                let fields = wording.fields();
                for text in [&ours.subject, &ours.body] {
                    assert_eq!(template::unknown_placeholder(text, &fields), None, "{wording:?} {}", locale.as_str());
                }
                // What a rule sends leaves no placeholder unfilled.
                let mail = render(&kind, locale, "Ana", "Acme");
                assert!(template::placeholders(&mail.body).is_empty(), "{wording:?} {}", locale.as_str());
            }
        }
        assert_eq!(Wording::parse("salary"), None);
    }

    #[test]
    fn a_text_missing_from_a_language_falls_back_to_english() {
        let catalogs = BTreeMap::from([
            (Locale::En, Catalog::from([("greeting".to_owned(), "Hello".to_owned())])),
            (Locale::De, Catalog::new()),
        ]);
        assert_eq!(find(&catalogs, Locale::De, "greeting"), Some("Hello"));
        assert_eq!(find(&catalogs, Locale::Pt, "greeting"), Some("Hello"));
        assert_eq!(find(&catalogs, Locale::De, "farewell"), None);
    }
}
