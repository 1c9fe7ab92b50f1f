//! The careers site's public face: the tenant's branding and its logo, side by side.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;

use crate::error::{ApiError, ErrorEnvelope};
use crate::files::{self, FileKind, Storage};
use crate::http_cache::{VARY_TENANT, cached_json};
use crate::tenancy::{CurrentTenant, PublicTenant, TenantTx};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_tenant).service(logo);
}

/// `GET /api/v1/tenant` — branding for the tenant named by `tenantid`, or by the Host when the
/// header is absent (how a branded domain discovers its tenant).
#[utoipa::path(tag = "tenant", responses(
    (status = 200, description = "The tenant's branding", body = PublicTenant),
    (status = 304, description = "Not modified (If-None-Match)"),
    (status = 404, description = "`unknown_tenant`", body = crate::error::ErrorEnvelope),
    (status = 423, description = "`tenant_suspended`", body = crate::error::ErrorEnvelope),
))]
#[get("/api/v1/tenant")]
pub(super) async fn get_tenant(req: HttpRequest, tenant: CurrentTenant) -> Result<HttpResponse, ApiError> {
    // The title and privacy notice in the visitor's language (`Accept-Language`; the web app
    // sends its own); an unknown one reads as the tenant's default.
    let language =
        crate::translated::wanted(&req, None, &tenant).unwrap_or_else(|_| crate::translated::default_of(&tenant));
    cached_json(&req, &PublicTenant::in_language(&tenant, language), 60)
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct LogoQuery {
    /// The logo's file id, as in `logoUrl`; without it, the current logo.
    v: Option<uuid::Uuid>,
}

/// The tenant's logo, public and cacheable (with `v`, its address changes with every upload).
#[utoipa::path(tag = "settings", params(LogoQuery), responses(
    (status = 200, description = "The logo", content((Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"), (Vec<u8> = "image/webp"))),
    (status = 404, description = "No logo", body = ErrorEnvelope),
))]
#[get("/api/v1/tenant/logo")]
pub(super) async fn logo(
    tx: TenantTx,
    storage: web::Data<Storage>,
    query: web::Query<LogoQuery>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found("logo");
    // The address names the file, so a replica whose branding cache is a moment behind still serves it.
    let id = query.v.or(tx.tenant().branding.logo_file_id).ok_or_else(not_found)?;
    let file = files::repo::find(&tx, id).await?.filter(|file| file.kind == FileKind::Logo).ok_or_else(not_found)?;
    let bytes = files::read(&storage, &file).await?;
    // One address serves every tenant (told apart by Host or `tenantid`), so shared caches must
    // key it by both; only an address naming the file may be kept for good.
    let cache = if query.v.is_some() { "public, max-age=31536000, immutable" } else { "public, max-age=60" };
    Ok(HttpResponse::Ok()
        .content_type(file.content_type.as_str())
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::VARY, VARY_TENANT))
        .insert_header((header::CACHE_CONTROL, cache))
        .insert_header((header::CONTENT_SECURITY_POLICY, "default-src 'none'; sandbox"))
        .body(bytes))
}
