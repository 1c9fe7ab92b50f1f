//! Photo and CV uploads for the profile, and file downloads.

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType, ExtendedValue};
use actix_web::{HttpRequest, HttpResponse, get, put, web};
use percent_encoding::percent_decode_str;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use super::repo::FileSlot;
use crate::auth::SignedIn;
use crate::auth::domain::Role;
use crate::error::{ApiError, ErrorEnvelope, ErrorCode};
use crate::files::repo::{self, FileRecord};
use crate::files::sniff::{self, FileType};
use crate::files::{self, FileSigner, Storage};
use crate::tenancy::{SignedTenantOpener, TenantSlug, TenantTx};

pub const MAX_AVATAR_BYTES: usize = 2 * 1024 * 1024;
pub const MAX_CV_BYTES: usize = 5 * 1024 * 1024;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_avatar).service(upload_cv).service(download_own_cv).service(download_file);
}

/// What a profile shows of its CV.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CvInfo {
    pub id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub uploaded_at: chrono::DateTime<chrono::Utc>,
}

impl From<&FileRecord> for CvInfo {
    fn from(file: &FileRecord) -> Self {
        let name = file.original_name.clone().unwrap_or_else(|| {
            let extension = FileType::from_content_type(&file.content_type).map_or("bin", FileType::extension);
            format!("cv.{extension}")
        });
        Self {
            id: file.id,
            name,
            content_type: file.content_type.clone(),
            size_bytes: file.size_bytes,
            uploaded_at: file.created_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub(super) struct AvatarAnswer {
    /// Short-lived address of the new photo.
    image: String,
}

fn profile_required() -> ApiError {
    ApiError::conflict(ErrorCode::ProfileRequired, "Save your profile before uploading files.")
}

/// The name the client gave the file (header `X-File-Name`), reduced to a safe base name. Header
/// values are ASCII, so clients send other characters percent-encoded (`encodeURIComponent`);
/// a value that does not decode to UTF-8 is taken as it is.
fn original_name(req: &HttpRequest, file_type: FileType) -> Option<String> {
    let raw = req.headers().get("x-file-name")?.to_str().ok()?;
    clean_name(&percent_decode_str(raw).decode_utf8().unwrap_or(raw.into()), file_type)
}

fn clean_name(raw: &str, file_type: FileType) -> Option<String> {
    let base = raw.rsplit(['/', '\\']).next()?.trim();
    let cleaned: String = base.chars().filter(|c| !c.is_control() && *c != '"').take(120).collect();
    let stem = cleaned.rsplit_once('.').map_or(cleaned.as_str(), |(stem, _)| stem).trim();
    (!stem.is_empty() && stem != "." && stem != "..").then(|| format!("{stem}.{}", file_type.extension()))
}

struct Stored {
    record: FileRecord,
    replaced: Option<FileRecord>,
}

/// Stores the bytes under a random key, records the file, and points the person's `column` at it.
async fn store(
    auth: &SignedIn,
    storage: &Storage,
    bytes: &[u8],
    file_type: FileType,
    kind: &'static str,
    slot: FileSlot,
    name: Option<String>,
) -> Result<Stored, ApiError> {
    let person =
        super::repo::find_row(&auth.tx, "user_id = $1", auth.user.id.into()).await?.ok_or_else(profile_required)?;
    let record = files::store(&auth.tx, storage, auth.user.id, kind, bytes, file_type, name.as_deref()).await?;
    let previous = super::repo::replace_file(&auth.tx, person.id, slot, record.id).await?;
    let replaced = match previous {
        Some(id) => repo::find(&auth.tx, id).await?,
        None => None,
    };
    Ok(Stored { record, replaced })
}

/// Forgets the replaced file unless an application still uses it; its bytes go after the commit
/// (a failure then only leaves an orphan object).
async fn forget(storage: &Storage, tx: TenantTx, replaced: Option<FileRecord>) -> Result<(), ApiError> {
    let unused = match &replaced {
        Some(old) => repo::delete_if_unused(&tx, old.id).await?,
        None => false,
    };
    tx.commit().await?;
    if let Some(old) = replaced.filter(|_| unused)
        && let Err(err) = storage.delete(&old.storage_key).await
    {
        tracing::warn!(error = %err, "could not delete a replaced file");
    }
    Ok(())
}

/// Uploads the profile photo: the raw image as the body (JPEG, PNG or WebP, at most 2 MB and
/// 8000 pixels a side). The type is read from the bytes.
#[utoipa::path(tag = "files", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The image bytes"),
    responses(
    (status = 200, description = "Stored", body = AvatarAnswer),
    (status = 400, description = "`invalid_image`: unreadable or too many pixels", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 409, description = "`profile_required`", body = ErrorEnvelope),
    (status = 413, description = "Over 2 MB", body = ErrorEnvelope),
    (status = 415, description = "`unsupported_file_type`", body = ErrorEnvelope),
))]
#[put("/api/v1/me/avatar")]
async fn upload_avatar(
    auth: SignedIn,
    storage: web::Data<Storage>,
    signer: web::Data<FileSigner>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let file_type = files::accept_image(&body, MAX_AVATAR_BYTES)?;
    let stored = store(&auth, &storage, &body, file_type, "avatar", FileSlot::Image, None).await?;
    let image = signer.url(&auth.tx.tenant().slug, stored.record.id);
    forget(&storage, auth.tx, stored.replaced).await?;
    Ok(HttpResponse::Ok().json(AvatarAnswer { image }))
}

/// Uploads the CV: the raw PDF or DOCX as the body (at most 5 MB); `X-File-Name` may carry its
/// name for downloads, percent-encoded (`encodeURIComponent`) when it is not plain ASCII.
#[utoipa::path(tag = "files", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The PDF or DOCX bytes"),
    responses(
    (status = 200, description = "Stored", body = CvInfo),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 409, description = "`profile_required`", body = ErrorEnvelope),
    (status = 413, description = "Over 5 MB", body = ErrorEnvelope),
    (status = 415, description = "`unsupported_file_type`", body = ErrorEnvelope),
))]
#[put("/api/v1/me/cv")]
async fn upload_cv(
    auth: SignedIn,
    req: HttpRequest,
    storage: web::Data<Storage>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    if body.len() > MAX_CV_BYTES {
        return Err(files::too_large(MAX_CV_BYTES));
    }
    let file_type = sniff::detect(&body)
        .filter(|t| matches!(t, FileType::Pdf | FileType::Docx))
        .ok_or_else(|| files::unsupported("The CV must be a PDF or a Word (.docx) document."))?;
    let name = original_name(&req, file_type);
    let stored = store(&auth, &storage, &body, file_type, "cv", FileSlot::Cv, name).await?;
    let info = CvInfo::from(&stored.record);
    forget(&storage, auth.tx, stored.replaced).await?;
    Ok(HttpResponse::Ok().json(info))
}

/// Sends a file as a download (never rendered inline, never sniffed by the browser).
async fn attachment(storage: &Storage, file: &FileRecord) -> Result<HttpResponse, ApiError> {
    let bytes = storage
        .get(&file.storage_key)
        .await
        .map_err(ApiError::Internal)?
        .ok_or_else(|| ApiError::not_found("The file is no longer available."))?;
    let name = CvInfo::from(file).name;
    let disposition = ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![
            DispositionParam::Filename(name.chars().filter(char::is_ascii).collect()),
            DispositionParam::FilenameExt(ExtendedValue {
                charset: header::Charset::Ext("UTF-8".to_owned()),
                language_tag: None,
                value: name.into_bytes(),
            }),
        ],
    };
    Ok(HttpResponse::Ok()
        .content_type(file.content_type.as_str())
        .insert_header(disposition)
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(bytes))
}

/// Downloads the signed-in applicant's own CV.
#[utoipa::path(tag = "files", security(("bearer" = [])), responses(
    (status = 200, description = "The CV, as an attachment", content((Vec<u8> = "application/pdf"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"))),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 404, description = "No CV uploaded", body = ErrorEnvelope),
))]
#[get("/api/v1/me/cv")]
async fn download_own_cv(auth: SignedIn, storage: web::Data<Storage>) -> Result<HttpResponse, ApiError> {
    let no_cv = || ApiError::not_found("No CV has been uploaded.");
    let person = super::repo::find_row(&auth.tx, "user_id = $1", auth.user.id.into()).await?.ok_or_else(no_cv)?;
    let file = match person.cv_file_id {
        Some(id) => repo::find(&auth.tx, id).await?,
        None => None,
    }
    .ok_or_else(no_cv)?;
    attachment(&storage, &file).await
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
/// its owner or the tenant's recruiters (as a download).
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
    let not_found = || ApiError::not_found("No such file.");
    if let (Some(expires), Some(signature)) = (query.expires, query.signature.as_deref()) {
        let slug = query.tenant.as_deref().and_then(|t| TenantSlug::parse(t).ok()).ok_or(ApiError::UnknownTenant)?;
        let proof = signer
            .verify(&slug, *id, expires, signature)
            .ok_or_else(|| ApiError::unauthorized(ErrorCode::InvalidSignature))?;
        let tx = opener.open(&slug, proof).await?;
        let file = repo::find(&tx, *id).await?.ok_or_else(not_found)?;
        let is_image = FileType::from_content_type(&file.content_type).is_some_and(FileType::is_image);
        if !is_image {
            return Err(not_found());
        }
        let bytes = storage
            .get(&file.storage_key)
            .await
            .map_err(ApiError::Internal)?
            .ok_or_else(|| ApiError::not_found("The file is no longer available."))?;
        let max_age = (expires - chrono::Utc::now().timestamp()).max(0);
        return Ok(HttpResponse::Ok()
            .content_type(file.content_type.as_str())
            .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
            .insert_header((header::CACHE_CONTROL, format!("private, max-age={max_age}")))
            .insert_header((header::CONTENT_SECURITY_POLICY, "default-src 'none'; sandbox"))
            .body(bytes));
    }
    let auth = <SignedIn as actix_web::FromRequest>::extract(&req).await?;
    let file = repo::find(&auth.tx, *id).await?.ok_or_else(not_found)?;
    let allowed = file.owner_user_id == Some(auth.user.id) || matches!(auth.user.role, Role::Admin | Role::Staff);
    if !allowed {
        return Err(not_found());
    }
    attachment(&storage, &file).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_percent_decoded_and_reduced_to_a_safe_base_name() {
        let cases = [
            ("Lebenslauf%20J%C3%BCrgen%20M%C3%BCller.pdf", Some("Lebenslauf Jürgen Müller.pdf")),
            ("cv.pdf", Some("cv.pdf")),
            ("100%25 me.pdf", Some("100% me.pdf")),
            ("..%2F..%2Fetc%2Fpasswd", Some("passwd.pdf")),
            ("C:%5Cdocs%5Cmy%20cv.docx", Some("my cv.pdf")),
            ("bad%FFbyte.pdf", Some("bad%FFbyte.pdf")),
            ("%22quoted%22%0A.pdf", Some("quoted.pdf")),
            ("..", None),
            ("%2E%2E", None),
        ];
        for (raw, expected) in cases {
            let decoded = percent_decode_str(raw).decode_utf8().unwrap_or(raw.into());
            assert_eq!(clean_name(&decoded, FileType::Pdf).as_deref(), expected, "{raw}");
        }
    }
}
