//! Photo and CV uploads for the profile, and the applicant's own CV download.

use actix_web::{HttpRequest, HttpResponse, get, put, web};

use super::repo::{self, FileSlot};
use crate::auth::SignedIn;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::files::repo::FileRecord;
use crate::files::sniff::FileType;
use crate::files::{self, FileKind, FileSigner, FileTexts, Storage};
use crate::tenancy::TenantTx;
use crate::views::{AvatarAnswer, CvInfo};

pub const MAX_AVATAR_BYTES: usize = 2 * 1024 * 1024;
pub const MAX_CV_BYTES: usize = 5 * 1024 * 1024;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_avatar).service(upload_cv).service(download_own_cv);
}

fn profile_required() -> ApiError {
    ApiError::conflict(ErrorCode::ProfileRequired)
}

struct Stored {
    record: FileRecord,
    replaced: Option<FileRecord>,
}

/// Stores the bytes under a random key, records the file, and points the person's `slot` at it.
async fn store(
    auth: &SignedIn,
    storage: &Storage,
    bytes: &[u8],
    file_type: FileType,
    kind: FileKind,
    slot: FileSlot,
    name: Option<String>,
) -> Result<Stored, ApiError> {
    let person = repo::find_by_user_id(&auth.tx, auth.user.id).await?.ok_or_else(profile_required)?;
    let record = files::store(&auth.tx, storage, auth.user.id, kind, bytes, file_type, name.as_deref()).await?;
    let previous = repo::replace_file(&auth.tx, person.id, slot, record.id).await?;
    let replaced = match previous {
        Some(id) => files::repo::find(&auth.tx, id).await?,
        None => None,
    };
    Ok(Stored { record, replaced })
}

/// Forgets the replaced file unless an application still uses it; its bytes go after the commit
/// (a failure then only leaves an orphan object).
async fn forget(storage: &Storage, tx: TenantTx, replaced: Option<FileRecord>) -> Result<(), ApiError> {
    let unused = match &replaced {
        Some(old) => files::repo::delete_if_unused(&tx, old.id).await?,
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
    SignInRequired,
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
    let (file_type, picture) = files::accept_image(&body, MAX_AVATAR_BYTES)?;
    let stored = store(&auth, &storage, &picture, file_type, FileKind::Avatar, FileSlot::Image, None).await?;
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
    SignInRequired,
    (status = 409, description = "`profile_required`", body = ErrorEnvelope),
    (status = 413, description = "Over 5 MB", body = ErrorEnvelope),
    (status = 415, description = "`unsupported_file_type`", body = ErrorEnvelope),
))]
#[put("/api/v1/me/cv")]
async fn upload_cv(
    auth: SignedIn,
    req: HttpRequest,
    storage: web::Data<Storage>,
    texts: web::Data<FileTexts>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let (file_type, bytes) =
        files::accept(&body, MAX_CV_BYTES, &[FileType::Pdf, FileType::Docx], "a PDF or a Word (.docx) document")?;
    let name = files::upload_name(&req, file_type);
    let stored = store(&auth, &storage, &bytes, file_type, FileKind::Cv, FileSlot::Cv, name).await?;
    let info = CvInfo::from(&stored.record);
    let tenant = auth.tx.tenant_arc();
    forget(&storage, auth.tx, stored.replaced).await?;
    texts.read_after_commit(tenant, &stored.record, bytes.into_owned());
    Ok(HttpResponse::Ok().json(info))
}

/// Downloads the signed-in applicant's own CV.
#[utoipa::path(tag = "files", security(("bearer" = [])), responses(
    (status = 200, description = "The CV, as an attachment", content((Vec<u8> = "application/pdf"), (Vec<u8> = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"))),
    SignInRequired,
    (status = 404, description = "No CV uploaded", body = ErrorEnvelope),
))]
#[get("/api/v1/me/cv")]
async fn download_own_cv(auth: SignedIn, storage: web::Data<Storage>) -> Result<HttpResponse, ApiError> {
    let no_cv = || ApiError::not_found("CV");
    let person = repo::find_by_user_id(&auth.tx, auth.user.id).await?.ok_or_else(no_cv)?;
    let file = match person.cv_file_id {
        Some(id) => files::repo::find(&auth.tx, id).await?,
        None => None,
    }
    .ok_or_else(no_cv)?;
    files::attachment(&storage, &file).await
}
