//! The API's shapes: what this feature answers and accepts.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::locale::Locale;
use crate::tenancy::{PublicTenant, SiteText};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SettingsInput {
    /// Shown in the site header; 1–150 characters.
    pub recruitment_title: Option<String>,
    /// `#rrggbb`.
    pub primary_color: Option<String>,
    pub default_locale: Option<Locale>,
    /// Markdown, at most 20,000 characters; an empty text removes it.
    pub privacy_notice: Option<String>,
    /// The IANA time zone interviews are scheduled in, e.g. `Europe/Berlin`.
    pub time_zone: Option<String>,
    /// Minutes without activity after which the web app locks, 0–1440 (0: never).
    pub idle_timeout_minutes: Option<i64>,
    /// Admins must sign in with a second factor; those without one enrol at their next sign-in.
    pub mfa_required_for_admins: Option<bool>,
    /// Staff see only the vacancies whose hiring team they are on, and of a vacancy they only
    /// interview for, the applications they interview; admins always see all. Off by default.
    pub team_access_only: Option<bool>,
    /// Hours after an interview ends that an interviewer who has not submitted their scorecard
    /// is reminded, 1–720 (the hiring manager is told as many hours later). 24 by default.
    pub scorecard_reminder_hours: Option<i64>,
    /// Days a closed application (hired, rejected, withdrawn) is kept after its last change,
    /// 30–3650; 0 keeps them for ever. Its applicant is told 14 days before.
    pub retention_days: Option<i64>,
    /// The recruitment title and privacy notice in other languages (the languages given are
    /// changed; an empty text removes that language's).
    pub translations: Option<BTreeMap<Locale, SiteText>>,
    /// The rejection e-mail per language (the languages given are changed). A text equal to the
    /// built-in one is not stored, so sending the built-in text back resets a language.
    pub rejection_templates: Option<BTreeMap<Locale, TemplateInput>>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TemplateInput {
    /// 1–200 characters on one line; `{name}` and `{vacancy}` are filled in.
    pub subject: String,
    /// 1–10,000 characters; `{name}` and `{vacancy}` are filled in.
    pub body: String,
}

/// A rejection e-mail as it will be sent in one language.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RejectionTemplate {
    pub subject: String,
    pub body: String,
    /// The tenant wrote it (otherwise it is the built-in text).
    pub custom: bool,
}

/// What admins edit: the careers site's settings and the tenant's own mail texts.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminSettings {
    #[serde(flatten)]
    pub site: PublicTenant,
    /// The rejection e-mail a bulk rejection may send, in each language.
    pub rejection_templates: BTreeMap<Locale, RejectionTemplate>,
    /// Days a closed application is kept after its last change; null: for ever.
    pub retention_days: Option<u32>,
    /// The recruitment title and privacy notice in the tenant's other languages.
    pub translations: BTreeMap<Locale, SiteText>,
    /// Staff see only the vacancies whose hiring team they are on.
    pub team_access_only: bool,
    /// Hours after an interview ends that unsubmitted scorecards are reminded of.
    pub scorecard_reminder_hours: u32,
}
