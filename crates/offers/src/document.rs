//! An offer's PDF: its letter under the tenant's letterhead, rendered by `erecruit-documents`
//! off the request's thread; the copy sent is stored (with its SHA-256) and never rewritten, and
//! so is the signed copy made when the candidate accepts.

use actix_web::HttpResponse;
use actix_web::http::header;
use erecruit_documents::Paper;
use erecruit_documents::tenant::TenantDocument;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::error::ApiError;
use crate::files::repo::FileRecord;
use crate::files::sniff::FileType;
use crate::files::{self, FileKind, Storage};
use crate::repo::OfferRow;
use crate::tenancy::TenantTx;

/// What a signature page records.
pub struct Signature {
    pub heading: String,
    pub lines: Vec<(String, String)>,
}

/// `offer`'s letter (`markdown`) as a PDF on `paper` under the tenant's letterhead, with a
/// signature page when signed.
pub async fn render(
    tx: &TenantTx,
    storage: &Storage,
    offer: &OfferRow,
    markdown: String,
    paper: Paper,
    signature: Option<Signature>,
) -> Result<Vec<u8>, ApiError> {
    let company = &tx.tenant().display_name;
    let document = TenantDocument {
        title: format!("{} — {}", offer.vacancy_title, offer.applicant_name),
        language: offer.locale(),
        markdown,
        footer: format!("{company} · {} · {} {}", offer.vacancy_title, offer.id, offer.terms_version),
        paper,
        signature: signature.map(|s| (s.heading, s.lines)),
    };
    erecruit_documents::tenant::render(tx, storage, document).await
}

/// The SHA-256 of `bytes`, in hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Stores a document of the offer, owned by its candidate (it goes with their account).
pub async fn store(
    tx: &TenantTx,
    storage: &Storage,
    owner: Uuid,
    bytes: &[u8],
    name: &str,
) -> Result<FileRecord, ApiError> {
    files::store(tx, storage, owner, FileKind::Offer, bytes, FileType::Pdf, Some(name)).await
}

/// A stored document as a download.
pub async fn download(storage: &Storage, file_id: Option<Uuid>, tx: &TenantTx) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found("document");
    let id = file_id.ok_or_else(not_found)?;
    let file = files::repo::find(tx, id).await?.filter(|f| f.kind == FileKind::Offer).ok_or_else(not_found)?;
    files::attachment(storage, &file).await
}

/// A PDF rendered now (a draft's preview) as an inline answer.
pub fn inline(bytes: Vec<u8>, name: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header((header::CONTENT_DISPOSITION, format!("inline; filename=\"{name}\"")))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(bytes)
}
