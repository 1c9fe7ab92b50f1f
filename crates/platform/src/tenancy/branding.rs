//! What the careers site shows of a tenant (served by `settings`, used in mail and consent texts).

use serde::Serialize;
use utoipa::ToSchema;

use super::registry::Tenant;

/// Languages the product ships catalogs for; `en` is the default.
const SUPPORTED_LOCALES: [&str; 4] = ["en", "de", "fr", "pt"];
const DEFAULT_PRIMARY_COLOR: &str = "#0d6efd";

/// The public face of a tenant: what the careers site needs to brand itself.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicTenant {
    pub slug: String,
    pub name: String,
    /// The recruitment title shown in the header (kept lower-case as the client stores it).
    #[serde(rename = "erecruitmenttitle")]
    pub erecruitment_title: String,
    pub logo_url: Option<String>,
    pub primary_color: String,
    pub default_locale: String,
    pub locales: Vec<String>,
    /// Markdown shown to applicants before they consent.
    pub privacy_notice: Option<String>,
    /// The IANA time zone the team schedules in (working hours, invitations).
    pub time_zone: String,
    /// Minutes without activity after which the web app locks and asks for the password again
    /// (0: never).
    pub idle_timeout_minutes: u32,
    /// Admins must sign in with a second factor.
    pub mfa_required_for_admins: bool,
}

/// The idle timeout when the tenant has not chosen one.
pub const DEFAULT_IDLE_TIMEOUT_MINUTES: u32 = 15;
/// The longest idle timeout an admin can choose (a day).
pub const MAX_IDLE_TIMEOUT_MINUTES: u32 = 1_440;
/// Hours after an interview that an unsubmitted scorecard is reminded of, unless chosen.
pub const DEFAULT_SCORECARD_REMINDER_HOURS: u32 = 24;
/// The longest an admin may choose (30 days).
pub const MAX_SCORECARD_REMINDER_HOURS: u32 = 720;

impl super::Branding {
    /// Hours after an interview ends that its unsubmitted scorecards are reminded of.
    pub fn scorecard_reminder_hours(&self) -> u32 {
        self.scorecard_reminder_hours.unwrap_or(DEFAULT_SCORECARD_REMINDER_HOURS)
    }
}

impl PublicTenant {
    /// The branding as a visitor reading `language` sees it: the recruitment title and privacy
    /// notice in that language where the tenant wrote them, else in its default language.
    pub fn in_language(tenant: &Tenant, language: crate::locale::Locale) -> Self {
        let mut public = Self::from(tenant);
        if let Some(text) = tenant.branding.translations.get(&language) {
            if let Some(title) = &text.recruitment_title {
                public.erecruitment_title = title.clone();
            }
            if let Some(notice) = &text.privacy_notice {
                public.privacy_notice = Some(notice.clone());
            }
        }
        public
    }
}

impl From<&Tenant> for PublicTenant {
    fn from(tenant: &Tenant) -> Self {
        let branding = &tenant.branding;
        Self {
            slug: tenant.slug.to_string(),
            name: tenant.display_name.clone(),
            erecruitment_title: branding.title.clone().unwrap_or_else(|| format!("{} Careers", tenant.display_name)),
            logo_url: match branding.logo_file_id {
                Some(file) => Some(format!("/api/v1/tenant/logo?v={file}")),
                None => branding.logo_url.clone(),
            },
            primary_color: branding.primary_color.clone().unwrap_or_else(|| DEFAULT_PRIMARY_COLOR.to_owned()),
            default_locale: branding.default_locale.clone().unwrap_or_else(|| "en".to_owned()),
            locales: branding
                .locales
                .clone()
                .unwrap_or_else(|| SUPPORTED_LOCALES.iter().map(|l| (*l).to_owned()).collect()),
            privacy_notice: branding.privacy_notice.clone(),
            time_zone: branding.time_zone.clone().unwrap_or_else(|| "UTC".to_owned()),
            idle_timeout_minutes: branding.idle_timeout_minutes.unwrap_or(DEFAULT_IDLE_TIMEOUT_MINUTES),
            mfa_required_for_admins: branding.mfa_required_for_admins,
        }
    }
}
