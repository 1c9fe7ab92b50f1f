//! An offer's PDF: its letter under the tenant's letterhead, rendered by `erecruit-documents`
//! off the request's thread; the copy sent is stored (with its SHA-256) and never rewritten, and
//! so is the signed copy made when the candidate accepts.

use actix_web::HttpResponse;
use actix_web::http::header;
use erecruit_documents::{Letter, Letterhead, Paper};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::error::ApiError;
use crate::files::repo::FileRecord;
use crate::files::sniff::FileType;
use crate::files::{self, FileKind, Storage};
use crate::repo::OfferRow;
use crate::tenancy::TenantTx;

/// The tenant's colour as RGB (`#0d6efd`), else Bootstrap's blue.
fn color(hex: Option<&str>) -> [u8; 3] {
    let parse = |hex: &str| -> Option<[u8; 3]> {
        let hex = hex.strip_prefix('#')?;
        if hex.len() != 6 {
            return None;
        }
        let byte = |at: usize| u8::from_str_radix(hex.get(at..at + 2)?, 16).ok();
        Some([byte(0)?, byte(2)?, byte(4)?])
    };
    hex.and_then(parse).unwrap_or([13, 110, 253])
}

/// The tenant's uploaded logo, if it has one.
async fn logo(tx: &TenantTx, storage: &Storage) -> Result<Option<Vec<u8>>, ApiError> {
    let Some(id) = tx.tenant().branding.logo_file_id else { return Ok(None) };
    let Some(file) = files::repo::find(tx, id).await?.filter(|file| file.kind == FileKind::Logo) else {
        return Ok(None);
    };
    Ok(Some(files::read(storage, &file).await?))
}

/// What a signature page records.
pub struct Signature {
    pub heading: String,
    pub lines: Vec<(String, String)>,
}

/// `offer`'s letter (`markdown`) as a PDF on `paper`, with a signature page when signed.
pub async fn render(
    tx: &TenantTx,
    storage: &Storage,
    offer: &OfferRow,
    markdown: String,
    paper: Paper,
    signature: Option<Signature>,
) -> Result<Vec<u8>, ApiError> {
    let logo = logo(tx, storage).await?;
    let company = tx.tenant().display_name.clone();
    let tint = color(tx.tenant().branding.primary_color.as_deref());
    let locale = offer.locale();
    let footer = format!("{company} · {} · {} {}", offer.vacancy_title, offer.id, offer.terms_version);
    let title = format!("{} — {}", offer.vacancy_title, offer.applicant_name);
    let rendered = tokio::task::spawn_blocking(move || {
        let signature = signature.map(|s| (s.heading, s.lines));
        let letter = Letter {
            title: &title,
            language: locale.as_str(),
            letterhead: Letterhead { company: &company, color: tint, logo: logo.as_deref() },
            markdown: &markdown,
            footer: &footer,
            paper,
            signature: signature.as_ref().map(|(heading, lines)| (heading.as_str(), lines.clone())),
        };
        erecruit_documents::render(&letter)
    })
    .await
    .map_err(|err| ApiError::Internal(err.into()))?;
    rendered.map_err(|err| ApiError::Internal(err.into()))
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

#[cfg(test)]
mod tests {
    #[test]
    fn colours_parse_or_fall_back() {
        assert_eq!(super::color(Some("#ff8000")), [255, 128, 0]);
        assert_eq!(super::color(Some("ff8000")), [13, 110, 253]);
        assert_eq!(super::color(None), [13, 110, 253]);
    }
}
