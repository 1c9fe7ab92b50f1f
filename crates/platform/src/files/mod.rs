//! Uploaded files: type sniffed from the bytes, stored under random keys in object storage
//! (local directory or S3-compatible bucket), recorded in the tenant's `files` table, and served
//! through short-lived signed addresses where a bearer token cannot go. Uploads live with the
//! features that own the files (profiles, settings); the server's `files` feature serves any of
//! them (`GET /api/v1/files/{id}`) and finds CVs by their text.

pub mod domain;
pub mod entities;
pub mod metadata;
pub mod repo;
pub mod signing;
pub mod sniff;
pub mod storage;
pub mod text;

pub use domain::{FileKind, FileTextState};
pub use signing::FileSigner;
pub use storage::Storage;
pub use text::FileTexts;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType, ExtendedValue};
use std::borrow::Cow;

use actix_web::{HttpRequest, HttpResponse};
use percent_encoding::percent_decode_str;
use sea_orm::ActiveEnum;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::error::{ApiError, ErrorCode};
use crate::tenancy::TenantTx;
use repo::{FileRecord, NewFile};
use sniff::FileType;

/// 413 for an upload over `limit` bytes.
pub fn too_large(limit: usize) -> ApiError {
    let limit = format!("{} MB", limit.div_ceil(1024 * 1024));
    ApiError::coded_with(
        StatusCode::PAYLOAD_TOO_LARGE,
        ErrorCode::PayloadTooLarge,
        &[("what", "file"), ("limit", &limit)],
    )
}

/// 415 for bytes that are not one of the `accepted` kinds ("a JPEG, PNG or WebP image").
pub fn unsupported(accepted: &str) -> ApiError {
    ApiError::coded_with(StatusCode::UNSUPPORTED_MEDIA_TYPE, ErrorCode::UnsupportedFileType, &[("accepted", accepted)])
}

/// Accepts an uploaded picture: at most `limit` bytes, JPEG/PNG/WebP by its bytes, and dimensions
/// that cannot flood memory when decoded. Returns its type and the bytes to store: the picture
/// without its metadata (a phone's photo carries where it was taken and with which device).
pub fn accept_image(bytes: &[u8], limit: usize) -> Result<(FileType, Vec<u8>), ApiError> {
    if bytes.len() > limit {
        return Err(too_large(limit));
    }
    let (file_type, picture) = sniff::detect(bytes)
        .and_then(|file_type| Some((file_type, file_type.picture()?)))
        .ok_or_else(|| unsupported("a JPEG, PNG or WebP image"))?;
    sniff::check_image(bytes).map_err(|_| ApiError::bad_request(ErrorCode::InvalidImage))?;
    let stripped = metadata::strip(picture, bytes).map_err(|_| ApiError::bad_request(ErrorCode::InvalidImage))?;
    Ok((file_type, stripped))
}

/// Accepts an uploaded file: at most `limit` bytes and one of `accepted` by its bytes (415 naming
/// `accepted_in_words` otherwise). A picture is checked and loses its metadata, as [`accept_image`] does.
pub fn accept<'a>(
    bytes: &'a [u8],
    limit: usize,
    accepted: &[FileType],
    accepted_in_words: &str,
) -> Result<(FileType, Cow<'a, [u8]>), ApiError> {
    if bytes.len() > limit {
        return Err(too_large(limit));
    }
    let file_type =
        sniff::detect(bytes).filter(|t| accepted.contains(t)).ok_or_else(|| unsupported(accepted_in_words))?;
    if file_type.picture().is_some() {
        let (file_type, picture) = accept_image(bytes, limit)?;
        return Ok((file_type, Cow::Owned(picture)));
    }
    Ok((file_type, Cow::Borrowed(bytes)))
}

/// Stores accepted bytes under a random key and records the file in the tenant's schema. A PDF or
/// Word CV or attachment is recorded as `pending`: once the caller has committed, it hands the
/// bytes to [`text::FileTexts::read_after_commit`], which reads its text for search.
pub async fn store(
    tx: &TenantTx,
    storage: &Storage,
    owner: Uuid,
    kind: FileKind,
    bytes: &[u8],
    file_type: FileType,
    original_name: Option<&str>,
) -> Result<FileRecord, ApiError> {
    let key = format!("{}{}/{}", storage::tenant_prefix(tx.tenant().id), kind.to_value(), Uuid::new_v4());
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
            text_state: text::initial_state(kind, file_type),
        },
    )
    .await?;
    Ok(record)
}

impl FileRecord {
    /// The name a download is saved under: the one it was uploaded with, else `cv.<extension>`
    /// for a CV and `file.<extension>` for anything else.
    pub fn download_name(&self) -> String {
        self.original_name.clone().unwrap_or_else(|| {
            let extension = FileType::from_content_type(&self.content_type).map_or("bin", FileType::extension);
            let stem = if self.kind == FileKind::Cv { "cv" } else { "file" };
            format!("{stem}.{extension}")
        })
    }
}

/// The name the client gave the file (header `X-File-Name`), reduced to a safe base name. Header
/// values are ASCII, so clients send other characters percent-encoded (`encodeURIComponent`);
/// a value that does not decode to UTF-8 is taken as it is.
pub fn upload_name(req: &HttpRequest, file_type: FileType) -> Option<String> {
    let raw = req.headers().get("x-file-name")?.to_str().ok()?;
    clean_name(&percent_decode_str(raw).decode_utf8().unwrap_or(raw.into()), file_type)
}

fn clean_name(raw: &str, file_type: FileType) -> Option<String> {
    let base = raw.rsplit(['/', '\\']).next()?.trim();
    let cleaned: String = base.chars().filter(|c| !c.is_control() && *c != '"').take(120).collect();
    let stem = cleaned.rsplit_once('.').map_or(cleaned.as_str(), |(stem, _)| stem).trim();
    (!stem.is_empty() && stem != "." && stem != "..").then(|| format!("{stem}.{}", file_type.extension()))
}

/// The file's bytes; 404 when a recorded file is missing from storage.
pub async fn read(storage: &Storage, file: &FileRecord) -> Result<Vec<u8>, ApiError> {
    storage.get(&file.storage_key).await.map_err(ApiError::Internal)?.ok_or_else(|| ApiError::not_found("file"))
}

/// Sends a file as a download (never rendered inline, never sniffed by the browser).
pub async fn attachment(storage: &Storage, file: &FileRecord) -> Result<HttpResponse, ApiError> {
    let bytes = read(storage, file).await?;
    let name = file.download_name();
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
