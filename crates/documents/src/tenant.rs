//! Documents under a tenant's letterhead: its name, colour and uploaded logo, rendered off the
//! request's thread.

use erecruit_platform::error::ApiError;
use erecruit_platform::files::{self, FileKind, Storage};
use erecruit_platform::locale::Locale;
use erecruit_platform::tenancy::TenantTx;

use crate::{Letter, Letterhead, Paper};

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

/// A document to render under the tenant's letterhead.
pub struct TenantDocument {
    pub title: String,
    pub language: Locale,
    pub markdown: String,
    pub footer: String,
    pub paper: Paper,
    /// A last page recording a signature: its heading and lines (label, value).
    pub signature: Option<(String, Vec<(String, String)>)>,
}

/// `document` as a PDF under the tenant's letterhead.
pub async fn render(tx: &TenantTx, storage: &Storage, document: TenantDocument) -> Result<Vec<u8>, ApiError> {
    let logo = logo(tx, storage).await?;
    let company = tx.tenant().display_name.clone();
    let tint = color(tx.tenant().branding.primary_color.as_deref());
    let rendered = tokio::task::spawn_blocking(move || {
        let letter = Letter {
            title: &document.title,
            language: document.language.as_str(),
            letterhead: Letterhead { company: &company, color: tint, logo: logo.as_deref() },
            markdown: &document.markdown,
            footer: &document.footer,
            paper: document.paper,
            signature: document.signature.as_ref().map(|(heading, lines)| (heading.as_str(), lines.clone())),
        };
        crate::render(&letter)
    })
    .await
    .map_err(|err| ApiError::Internal(err.into()))?;
    rendered.map_err(|err| ApiError::Internal(err.into()))
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
