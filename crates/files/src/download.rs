//! `GET /api/v1/files/{id}`: a file by signed address (for `<img>`) or with a bearer token.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::sniff::FileType;
use super::{FileKind, FileSigner, Storage, attachment, read, repo};
use crate::auth::SignedIn;
use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::tenancy::{SignedTenantOpener, TenantSlug};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(download_file);
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct SignedQuery {
    /// The tenant (signed addresses work without the `tenantid` header).
    tenant: Option<String>,
    expires: Option<i64>,
    signature: Option<String>,
}

/// A file, by signed address (images only, shown inline; for `<img>`), or with a bearer token for
/// its owner or the tenant's recruiters (as a download; message attachments download through
/// their message).
#[utoipa::path(tag = "files", params(("id" = Uuid, Path), SignedQuery), responses(
    (status = 200, description = "The file", content((Vec<u8> = "application/pdf"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"), (Vec<u8> = "image/jpeg"), (Vec<u8> = "image/png"), (Vec<u8> = "image/webp"))),
    (status = 401, description = "Neither a valid signature nor a bearer token", body = ErrorEnvelope),
    (status = 404, description = "No such file, or not yours to see", body = ErrorEnvelope),
))]
#[get("/api/v1/files/{id}")]
async fn download_file(
    req: HttpRequest,
    id: web::Path<Uuid>,
    query: web::Query<SignedQuery>,
    storage: web::Data<Storage>,
    signer: web::Data<FileSigner>,
    opener: web::Data<SignedTenantOpener>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found("file");
    if let (Some(expires), Some(signature)) = (query.expires, query.signature.as_deref()) {
        let slug = query.tenant.as_deref().and_then(|t| TenantSlug::parse(t).ok()).ok_or(ApiError::UnknownTenant)?;
        let proof = signer
            .verify(&slug, *id, expires, signature)
            .ok_or_else(|| ApiError::unauthorized(ErrorCode::InvalidSignature))?;
        let tx = opener.open(&proof).await?;
        let file = repo::find(&tx, proof.file()).await?.ok_or_else(not_found)?;
        let is_image = FileType::from_content_type(&file.content_type).and_then(FileType::picture).is_some();
        if !is_image {
            return Err(not_found());
        }
        let bytes = read(&storage, &file).await?;
        let max_age = (expires - chrono::Utc::now().timestamp()).max(0);
        let cache_control = format!("private, max-age={max_age}");
        return Ok(HttpResponse::Ok()
            .content_type(file.content_type.as_str())
            .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
            .insert_header((header::CACHE_CONTROL, cache_control))
            .insert_header((header::CONTENT_SECURITY_POLICY, "default-src 'none'; sandbox"))
            .body(bytes));
    }
    let auth = <SignedIn as actix_web::FromRequest>::extract(&req).await?;
    let file = repo::find(&auth.tx, *id).await?.ok_or_else(not_found)?;
    // Recruiters see the tenant's files and applicants' CVs and photos; a message's attachment
    // only its participants, through the message (`GET /api/v1/mail/{id}/attachments/{fileId}`);
    // an offer's document its candidate and the hiring team, through the offer.
    // While the tenant limits staff to their hiring teams, a CV only when it came with an
    // application the reader may see.
    let recruiter = matches!(auth.user.role, Role::Admin | Role::Staff)
        && match file.kind {
            // Offers' documents through the offer (`GET /api/v1/offers/{id}/document`).
            FileKind::Attachment | FileKind::Offer => false,
            FileKind::Cv => Access::of(&auth.tx, &auth.user).await?.sees_cv(&auth.tx, file.id).await?,
            FileKind::Avatar | FileKind::Logo => true,
        };
    let allowed = file.owner_user_id == Some(auth.user.id) || recruiter;
    if !allowed {
        return Err(not_found());
    }
    attachment(&storage, &file).await
}
