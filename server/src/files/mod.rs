//! Uploaded files: type sniffed from the bytes, stored under random keys in object storage
//! (local directory or S3-compatible bucket), recorded in the tenant's `files` table, and served
//! through short-lived signed addresses where a bearer token cannot go. The endpoints that upload
//! and download live with the features that own the files (profiles).

pub mod repo;
pub mod signing;
pub mod sniff;
pub mod storage;

pub use signing::FileSigner;
pub use storage::Storage;

use actix_web::http::StatusCode;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::error::{ApiError, ErrorCode};
use crate::tenancy::TenantTx;
use repo::{FileRecord, NewFile};
use sniff::FileType;

/// 413 for an upload over `limit` bytes.
pub fn too_large(limit: usize) -> ApiError {
    ApiError::client(
        StatusCode::PAYLOAD_TOO_LARGE,
        ErrorCode::PayloadTooLarge,
        format!("The file is larger than {} MB.", limit.div_ceil(1024 * 1024)),
    )
}

/// 415 for bytes that are not one of the accepted kinds.
pub fn unsupported(message: &'static str) -> ApiError {
    ApiError::client(StatusCode::UNSUPPORTED_MEDIA_TYPE, ErrorCode::UnsupportedFileType, message)
}

/// Accepts an uploaded picture: at most `limit` bytes, JPEG/PNG/WebP by its bytes, and dimensions
/// that cannot flood memory when decoded.
pub fn accept_image(bytes: &[u8], limit: usize) -> Result<FileType, ApiError> {
    if bytes.len() > limit {
        return Err(too_large(limit));
    }
    let file_type = sniff::detect(bytes)
        .filter(|t| t.is_image())
        .ok_or_else(|| unsupported("The picture must be a JPEG, PNG or WebP image."))?;
    sniff::check_image(bytes).map_err(|message| ApiError::bad_request(ErrorCode::InvalidImage, message))?;
    Ok(file_type)
}

/// Stores accepted bytes under a random key and records the file in the tenant's schema.
pub async fn store(
    tx: &TenantTx,
    storage: &Storage,
    owner: Uuid,
    kind: &str,
    bytes: &[u8],
    file_type: FileType,
    original_name: Option<&str>,
) -> Result<FileRecord, ApiError> {
    let key = format!("tenants/{}/{kind}/{}", tx.tenant().id, Uuid::new_v4());
    storage.put(&key, bytes.to_vec()).await.map_err(ApiError::Internal)?;
    let record = repo::insert(
        tx,
        NewFile {
            owner,
            kind,
            content_type: file_type.content_type(),
            size_bytes: i64::try_from(bytes.len()).unwrap_or(i64::MAX),
            sha256: Sha256::digest(bytes).to_vec(),
            storage_key: &key,
            original_name,
        },
    )
    .await?;
    Ok(record)
}
