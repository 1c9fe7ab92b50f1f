//! The tenant's own settings, for its admins: recruitment title, colour, language, privacy notice
//! and logo — what `GET /api/v1/tenant` (public.rs) serves to the careers site.

use actix_web::{HttpResponse, get, put, web};
use std::collections::BTreeMap;

use sea_orm::{DbErr, Iterable};
use serde_json::json;

use crate::audit::{self, Action};
use crate::auth::AdminOnly;
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::{self, FileKind, Storage};
use crate::locale::Locale;
use crate::mail::templates::{Wording, default_rejection};
use crate::mail::tenant_texts;
use crate::tenancy::{PublicTenant, Registry, SiteText, Tenant, TenantTx, save_branding};
use crate::views::{AdminSettings, RejectionTemplate, SettingsInput};

pub const MAX_LOGO_BYTES: usize = 1024 * 1024;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_settings).service(update_settings).service(upload_logo);
}

async fn rejection_templates(tx: &TenantTx) -> Result<BTreeMap<Locale, RejectionTemplate>, DbErr> {
    let own = tenant_texts::rejections(tx).await?;
    Ok(Locale::iter()
        .map(|locale| {
            let custom = own.iter().find(|(l, _)| *l == locale).map(|(_, text)| text.clone());
            let text = custom.clone().unwrap_or_else(|| default_rejection(locale));
            (locale, RejectionTemplate { subject: text.subject, body: text.body, custom: custom.is_some() })
        })
        .collect())
}

fn bad_text(value: &str, max: usize) -> bool {
    value.chars().count() > max || crate::text::has_stray_control(value)
}

/// The settings as the careers site shows them.
#[utoipa::path(tag = "settings", security(("bearer" = [])), responses(
    (status = 200, description = "The settings", body = AdminSettings),
    AdminRequired,
))]
#[get("/api/v1/admin/settings")]
pub(super) async fn get_settings(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let answer = admin_settings(auth.tx.tenant(), rejection_templates(&auth.tx).await?);
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(answer))
}

/// Changes the given settings; the careers site shows them at once on every replica.
#[utoipa::path(tag = "settings", security(("bearer" = [])), request_body = SettingsInput, responses(
    (status = 200, description = "The new settings", body = AdminSettings),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/settings")]
pub(super) async fn update_settings(
    auth: AdminOnly,
    registry: web::Data<Registry>,
    body: web::Json<SettingsInput>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner();
    let mut branding = auth.tx.tenant().branding.clone();
    let mut fields = FieldErrors::new();
    if let Some(title) = input.recruitment_title.as_deref().map(str::trim) {
        if title.is_empty() || bad_text(title, 150) || title.contains('\n') {
            fields.add("recruitmentTitle", ErrorCode::RecruitmentTitleInvalid);
        }
        branding.title = Some(title.to_owned());
    }
    if let Some(color) = input.primary_color.as_deref().map(str::trim) {
        let valid = color.len() == 7 && color.starts_with('#') && color[1..].bytes().all(|b| b.is_ascii_hexdigit());
        if !valid {
            fields.add("primaryColor", ErrorCode::ColorInvalid);
        }
        branding.primary_color = Some(color.to_lowercase());
    }
    if let Some(locale) = input.default_locale {
        branding.default_locale = Some(locale.as_str().to_owned());
    }
    if let Some(notice) = input.privacy_notice.as_deref().map(str::trim) {
        if bad_text(notice, 20_000) {
            fields.add("privacyNotice", ErrorCode::PrivacyNoticeTooLong);
        }
        branding.privacy_notice = (!notice.is_empty()).then(|| notice.to_owned());
    }
    if let Some(zone) = input.time_zone.as_deref().map(str::trim) {
        match crate::tenancy::parse_zone(zone) {
            Some(zone) => branding.time_zone = Some(zone.name().to_owned()),
            None => fields.add("timeZone", ErrorCode::TimeZoneUnknown),
        }
    }
    if let Some(minutes) = input.idle_timeout_minutes {
        match u32::try_from(minutes) {
            Ok(minutes) if minutes <= crate::tenancy::MAX_IDLE_TIMEOUT_MINUTES => {
                branding.idle_timeout_minutes = Some(minutes);
            }
            _ => fields.add("idleTimeoutMinutes", ErrorCode::IdleTimeoutInvalid),
        }
    }
    if let Some(required) = input.mfa_required_for_admins {
        branding.mfa_required_for_admins = required;
    }
    if let Some(only) = input.team_access_only {
        branding.team_access_only = only;
    }
    if let Some(hours) = input.scorecard_reminder_hours {
        match u32::try_from(hours) {
            Ok(hours) if (1..=crate::tenancy::MAX_SCORECARD_REMINDER_HOURS).contains(&hours) => {
                branding.scorecard_reminder_hours = Some(hours);
            }
            _ => fields.add("scorecardReminderHours", ErrorCode::ScorecardReminderHoursInvalid),
        }
    }
    for (locale, text) in input.translations.into_iter().flatten() {
        let entry = branding.translations.entry(locale).or_default();
        let lang = locale.as_str();
        if let Some(title) = text.recruitment_title.as_deref().map(str::trim) {
            if bad_text(title, 150) || title.contains('\n') {
                fields.add(format!("translations.{lang}.recruitmentTitle"), ErrorCode::RecruitmentTitleInvalid);
            }
            entry.recruitment_title = (!title.is_empty()).then(|| title.to_owned());
        }
        if let Some(notice) = text.privacy_notice.as_deref().map(str::trim) {
            if bad_text(notice, 20_000) {
                fields.add(format!("translations.{lang}.privacyNotice"), ErrorCode::PrivacyNoticeTooLong);
            }
            entry.privacy_notice = (!notice.is_empty()).then(|| notice.to_owned());
        }
    }
    branding.translations.retain(|_, text| *text != SiteText::default());
    match input.retention_days.map(u32::try_from) {
        None => {}
        Some(Ok(0)) => branding.retention_days = None,
        Some(Ok(days))
            if (crate::privacy::retention::MIN_DAYS..=crate::privacy::retention::MAX_DAYS).contains(&days) =>
        {
            branding.retention_days = Some(days);
        }
        Some(_) => fields.add("retentionDays", ErrorCode::RetentionDaysInvalid),
    }
    let mut texts = Vec::new();
    for (locale, input) in input.rejection_templates.into_iter().flatten() {
        let field = format!("rejectionTemplates.{}", locale.as_str());
        let text = tenant_texts::check(Wording::Rejection, &input.subject, &input.body, &field, &mut fields);
        texts.push((locale, (text != default_rejection(locale)).then_some(text)));
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    for (locale, text) in &texts {
        tenant_texts::save_rejection(&auth.tx, *locale, text.as_ref()).await?;
    }
    save(auth, &registry, branding, Action::SettingsUpdated).await
}

/// Stores the branding, audits it and answers with what the careers site will now show.
/// This replica forgets its cached tenants once the change is committed, so the admin's next
/// request here (the logo at its bare address, the next settings change) sees it; the others hear
/// of it through the registry's NOTIFY a moment later.
async fn save(
    auth: AdminOnly,
    registry: &Registry,
    branding: crate::tenancy::Branding,
    action: Action,
) -> Result<HttpResponse, ApiError> {
    let before = &auth.tx.tenant().branding;
    // Who may see what is named in the entry (the other settings are the careers site's).
    let mut details = json!({});
    if before.team_access_only != branding.team_access_only {
        details["teamAccessOnly"] = json!({"before": before.team_access_only, "after": branding.team_access_only});
    }
    if before.scorecard_reminder_hours != branding.scorecard_reminder_hours {
        details["scorecardReminderHours"] =
            json!({"before": before.scorecard_reminder_hours(), "after": branding.scorecard_reminder_hours()});
    }
    save_branding(&auth.tx, &branding).await?;
    audit::record(
        &auth.tx,
        audit::Entry {
            actor_user: Some(auth.user.id),
            actor_label: &auth.user.email,
            action,
            subject_type: "tenant",
            subject_id: None,
            details,
        },
    )
    .await?;
    let mut tenant = auth.tx.tenant().clone();
    tenant.branding = branding;
    let rejection_templates = rejection_templates(&auth.tx).await?;
    auth.tx.commit().await?;
    registry.invalidate();
    Ok(HttpResponse::Ok().json(admin_settings(&tenant, rejection_templates)))
}

fn admin_settings(tenant: &Tenant, rejection_templates: BTreeMap<Locale, RejectionTemplate>) -> AdminSettings {
    AdminSettings {
        site: PublicTenant::from(tenant),
        rejection_templates,
        retention_days: tenant.branding.retention_days,
        translations: tenant.branding.translations.clone(),
        team_access_only: tenant.branding.team_access_only,
        scorecard_reminder_hours: tenant.branding.scorecard_reminder_hours(),
    }
}

/// Uploads the logo: the raw image as the body (JPEG, PNG or WebP, at most 1 MB).
#[utoipa::path(tag = "settings", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The image bytes"),
    responses(
    (status = 200, description = "The new settings", body = AdminSettings),
    (status = 400, description = "`invalid_image`", body = ErrorEnvelope),
    AdminRequired,
    (status = 413, description = "Over 1 MB", body = ErrorEnvelope),
    (status = 415, description = "`unsupported_file_type`", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/settings/logo")]
pub(super) async fn upload_logo(
    auth: AdminOnly,
    storage: web::Data<Storage>,
    registry: web::Data<Registry>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let (file_type, picture) = files::accept_image(&body, MAX_LOGO_BYTES)?;
    let record = files::store(&auth.tx, &storage, auth.user.id, FileKind::Logo, &picture, file_type, None).await?;
    let mut branding = auth.tx.tenant().branding.clone();
    branding.logo_file_id = Some(record.id);
    save(auth, &registry, branding, Action::LogoUploaded).await
}
