//! Public tenant endpoints.

use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Serialize;
use utoipa::{OpenApi, ToSchema};

use super::extract::CurrentTenant;
use super::registry::Tenant;
use crate::error::ApiError;
use crate::http_cache::cached_json;

#[derive(OpenApi)]
#[openapi(paths(get_tenant), tags((name = "tenant", description = "The careers site's public branding")))]
pub struct TenancyApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_tenant);
}

/// Languages the product ships catalogs for; `en` is the default.
pub const SUPPORTED_LOCALES: [&str; 4] = ["en", "de", "fr", "pt"];
pub const DEFAULT_PRIMARY_COLOR: &str = "#0d6efd";

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
        }
    }
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
async fn get_tenant(req: HttpRequest, tenant: CurrentTenant) -> Result<HttpResponse, ApiError> {
    cached_json(&req, &PublicTenant::from(&*tenant), 60)
}
