//! The tenant's own settings, for its admins: recruitment title, colour, language, privacy notice
//! and logo — what `GET /api/v1/tenant` (public.rs) serves to the careers site.

use actix_web::{HttpResponse, get, put, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

use crate::audit;
use crate::auth::AdminOnly;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::{self, FileKind, Storage};
use crate::locale::Locale;
use crate::tenancy::{PublicTenant, Registry, save_branding};

pub const MAX_LOGO_BYTES: usize = 1024 * 1024;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_settings).service(update_settings).service(upload_logo);
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(super) struct SettingsInput {
    /// Shown in the site header; 1–150 characters.
    recruitment_title: Option<String>,
    /// `#rrggbb`.
    primary_color: Option<String>,
    default_locale: Option<Locale>,
    /// Markdown, at most 20,000 characters; an empty text removes it.
    privacy_notice: Option<String>,
    /// The IANA time zone interviews are scheduled in, e.g. `Europe/Berlin`.
    time_zone: Option<String>,
}

fn bad_text(value: &str, max: usize) -> bool {
    value.chars().count() > max || crate::text::has_stray_control(value)
}

/// The settings as the careers site shows them.
#[utoipa::path(tag = "settings", security(("bearer" = [])), responses(
    (status = 200, description = "The settings", body = PublicTenant),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not an admin", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/settings")]
pub(super) async fn get_settings(auth: AdminOnly) -> HttpResponse {
    HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(PublicTenant::from(auth.tx.tenant()))
}

/// Changes the given settings; the careers site shows them at once on every replica.
#[utoipa::path(tag = "settings", security(("bearer" = [])), request_body = SettingsInput, responses(
    (status = 200, description = "The new settings", body = PublicTenant),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not an admin", body = ErrorEnvelope),
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
        match crate::calendar::domain::parse_zone(zone) {
            Some(zone) => branding.time_zone = Some(zone.name().to_owned()),
            None => fields.add("timeZone", ErrorCode::TimeZoneUnknown),
        }
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    save(auth, &registry, branding, "settings.updated").await
}

/// Stores the branding, audits it and answers with what the careers site will now show.
/// This replica forgets its cached tenants once the change is committed, so the admin's next
/// request here (the logo at its bare address, the next settings change) sees it; the others hear
/// of it through the registry's NOTIFY a moment later.
async fn save(
    auth: AdminOnly,
    registry: &Registry,
    branding: crate::tenancy::Branding,
    action: &str,
) -> Result<HttpResponse, ApiError> {
    save_branding(&auth.tx, &branding).await?;
    audit::record(
        &auth.tx,
        audit::Entry {
            actor_user: Some(auth.user.id),
            actor_label: &auth.user.email,
            action,
            subject_type: "tenant",
            subject_id: None,
            details: json!({}),
        },
    )
    .await?;
    let mut tenant = auth.tx.tenant().clone();
    tenant.branding = branding;
    auth.tx.commit().await?;
    registry.invalidate();
    Ok(HttpResponse::Ok().json(PublicTenant::from(&tenant)))
}

/// Uploads the logo: the raw image as the body (JPEG, PNG or WebP, at most 1 MB).
#[utoipa::path(tag = "settings", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The image bytes"),
    responses(
    (status = 200, description = "The new settings", body = PublicTenant),
    (status = 400, description = "`invalid_image`", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not an admin", body = ErrorEnvelope),
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
    save(auth, &registry, branding, "settings.logo_uploaded").await
}
