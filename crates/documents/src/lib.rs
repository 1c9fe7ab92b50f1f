//! Documents the server renders itself, no browser involved: a letter written in Markdown, laid
//! out on A4 or Letter under the tenant's letterhead (logo, name and colour) and rendered to PDF
//! with DejaVu Sans embedded (subset), which covers the Latin, Greek and Cyrillic scripts — every
//! language the product speaks and the names candidates write.
//!
//! Layout and drawing are apart: [`layout`] places every line on its page (a pure function the
//! tests read), [`render`] draws the pages. The Markdown understood is what letters use:
//! headings, paragraphs, bullet and numbered lists, block quotes, rules, bold and italics; links
//! show their text, images and HTML are left out.

mod layout;
pub mod tenant;

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Size};
use krilla::image::Image;
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::text::{Font, TextDirection};

use layout::layout;
pub use layout::{Item, Page, Style};

/// The paper a document is laid out on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Self::A4 => (595.28, 841.89),
            Self::Letter => (612.0, 792.0),
        }
    }
}

/// The tenant's letterhead.
#[derive(Debug, Clone)]
pub struct Letterhead<'a> {
    pub company: &'a str,
    /// The tenant's colour, for the name and the rule under it.
    pub color: [u8; 3],
    /// The logo, PNG, JPEG or WebP (already checked when uploaded); one that does not decode is
    /// left out.
    pub logo: Option<&'a [u8]>,
}

/// A document to render.
#[derive(Debug, Clone)]
pub struct Letter<'a> {
    /// The PDF's title (its metadata).
    pub title: &'a str,
    /// Its language, as a BCP 47 tag (`de`).
    pub language: &'a str,
    pub letterhead: Letterhead<'a>,
    pub markdown: &'a str,
    /// Printed at the foot of every page, beside the page number ("2 / 3").
    pub footer: &'a str,
    pub paper: Paper,
    /// A last page that records a signature: its heading and its lines (label, value).
    pub signature: Option<(&'a str, Vec<(String, String)>)>,
}

#[derive(Debug, thiserror::Error)]
pub enum DocumentError {
    #[error("the PDF could not be written: {0}")]
    Pdf(String),
    #[error("an image does not decode: {0}")]
    Image(String),
}

/// The four faces of DejaVu Sans, for measuring (rustybuzz) and drawing (krilla).
pub(crate) struct Fonts {
    data: [&'static [u8]; 4],
    drawn: Vec<Font>,
}

impl Fonts {
    pub(crate) fn load() -> Self {
        let data =
            [dejavu::sans::regular(), dejavu::sans::bold(), dejavu::sans::oblique(), dejavu::sans::bold_oblique()];
        let drawn = data.iter().filter_map(|bytes| Font::new((*bytes).into(), 0)).collect();
        Self { data, drawn }
    }

    fn drawn(&self, style: Style) -> Option<Font> {
        self.drawn.get(style.index()).cloned()
    }
}

/// Measures text the way it is drawn (shaped, kerned), in points.
pub(crate) struct Measure {
    faces: Vec<rustybuzz::Face<'static>>,
}

impl Measure {
    pub(crate) fn new(fonts: &Fonts) -> Self {
        Self { faces: fonts.data.iter().filter_map(|bytes| rustybuzz::Face::from_slice(bytes, 0)).collect() }
    }

    pub(crate) fn width(&self, text: &str, style: Style, size: f32) -> f32 {
        let Some(face) = self.faces.get(style.index()) else { return 0.0 };
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(text);
        buffer.set_direction(rustybuzz::Direction::LeftToRight);
        let shaped = rustybuzz::shape(face, &[], buffer);
        let units: i32 = shaped.glyph_positions().iter().map(|p| p.x_advance).sum();
        units as f32 * size / f32::from(face.units_per_em() as u16)
    }
}

fn fill(color: [u8; 3]) -> Fill {
    Fill { paint: rgb::Color::new(color[0], color[1], color[2]).into(), opacity: NormalizedF32::ONE, ..Fill::default() }
}

fn logo(bytes: &[u8]) -> Option<Image> {
    let data: krilla::Data = bytes.to_vec().into();
    if bytes.starts_with(b"\x89PNG") {
        Image::from_png(data, true).ok()
    } else if bytes.starts_with(&[0xFF, 0xD8]) {
        Image::from_jpeg(data, true).ok()
    } else if bytes.len() > 12 && bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP" {
        Image::from_webp(data, true).ok()
    } else {
        None
    }
}

/// The letter as a PDF. A logo that turns out not to decode is left out rather than failing the
/// document.
pub fn render(letter: &Letter<'_>) -> Result<Vec<u8>, DocumentError> {
    match draw(letter) {
        Err(DocumentError::Image(reason)) => {
            tracing::warn!(%reason, "the logo does not decode: the document is rendered without it");
            let mut plain = letter.clone();
            plain.letterhead.logo = None;
            draw(&plain)
        }
        done => done,
    }
}

fn draw(letter: &Letter<'_>) -> Result<Vec<u8>, DocumentError> {
    let fonts = Fonts::load();
    let measure = Measure::new(&fonts);
    let pages = layout(letter, &measure);
    let (width, height) = letter.paper.size();
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(letter.title.to_owned())
            .language(letter.language.to_owned())
            .creator("eRecruit".to_owned()),
    );
    let logo = letter.letterhead.logo.and_then(logo);
    for page in &pages {
        let settings = PageSettings::from_wh(width, height).ok_or_else(|| DocumentError::Pdf("paper size".into()))?;
        let mut pdf_page = document.start_page_with(settings);
        let mut surface = pdf_page.surface();
        for item in &page.items {
            match item {
                Item::Text { x, y, style, size, color, text } => {
                    let Some(font) = fonts.drawn(*style) else { continue };
                    surface.set_fill(Some(fill(*color)));
                    surface.draw_text(Point::from_xy(*x, *y), font, *size, text, false, TextDirection::LeftToRight);
                }
                Item::Rule { x, y, width, color } => {
                    let mut path = PathBuilder::new();
                    path.move_to(*x, *y);
                    path.line_to(x + width, *y);
                    if let Some(path) = path.finish() {
                        surface.set_fill(None);
                        let paint = rgb::Color::new(color[0], color[1], color[2]).into();
                        surface.set_stroke(Some(Stroke { paint, width: 0.75, ..Stroke::default() }));
                        surface.draw_path(&path);
                        surface.set_stroke(None);
                    }
                }
                Item::Logo { x, y, width, height } => {
                    if let (Some(image), Some(size)) = (logo.clone(), Size::from_wh(*width, *height)) {
                        surface.push_transform(&krilla::geom::Transform::from_translate(*x, *y));
                        surface.draw_image(image, size);
                        surface.pop();
                    }
                }
            }
        }
        surface.finish();
        pdf_page.finish();
    }
    document.finish().map_err(|err| match err {
        krilla::error::KrillaError::Image(..) => DocumentError::Image(format!("{err:?}")),
        other => DocumentError::Pdf(format!("{other:?}")),
    })
}

/// The logo's size when drawn at most `max_height` high and `max_width` wide.
pub(crate) fn logo_size(bytes: &[u8], max_width: f32, max_height: f32) -> Option<(f32, f32)> {
    let image = logo(bytes)?;
    let (w, h) = image.size();
    if w == 0 || h == 0 {
        return None;
    }
    let scale = (max_height / h as f32).min(max_width / w as f32);
    Some((w as f32 * scale, h as f32 * scale))
}

#[cfg(test)]
mod tests {
    use std::process::Command;

    use super::*;

    /// Runs poppler's `tool` (an independent PDF reader, installed by scripts/test.sh) on `pdf`.
    fn poppler(tool: &str, pdf: &[u8], arguments: &[&str]) -> String {
        let dir = std::env::temp_dir().join(format!("erecruit-documents-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(format!("{tool}-{}.pdf", pdf.len()));
        std::fs::write(&path, pdf).unwrap();
        // pdftotext writes to `-` (standard output); the others take the file alone.
        let after: &[&str] = if tool == "pdftotext" { &["-"] } else { &[] };
        let output = Command::new(tool)
            .args(arguments)
            .arg(&path)
            .args(after)
            .output()
            .unwrap_or_else(|err| panic!("{tool} (Debian's poppler-utils, which scripts/test.sh installs): {err}"));
        std::fs::remove_file(&path).ok();
        assert!(output.status.success(), "{tool}: {}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).unwrap()
    }

    /// A two-pixel PNG in the tenant's colour.
    const LOGO: &[u8] = &[
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
        0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x7b, 0x40, 0xe8, 0xdd, 0x00, 0x00, 0x00,
        0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xe0, 0xcd, 0xfb, 0x0b, 0x44, 0x00, 0x08, 0x6f, 0x02, 0xf1,
        0x36, 0xf5, 0x27, 0xbf, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ];

    #[test]
    fn a_logo_that_does_not_decode_is_left_out() {
        let mut broken = LOGO.to_vec();
        broken[45] ^= 0xff;
        let letter = Letter {
            title: "Offer",
            language: "en",
            letterhead: Letterhead { company: "Acme", color: [0, 0, 0], logo: Some(&broken) },
            markdown: "Dear Ana,",
            footer: "",
            paper: Paper::A4,
            signature: None,
        };
        let text = poppler("pdftotext", &render(&letter).unwrap(), &[]);
        assert!(text.contains("Dear Ana,"), "{text}");
        // `pdfimages -list` prints two lines of headings, then a line per image.
        assert_eq!(poppler("pdfimages", &render(&letter).unwrap(), &["-list"]).lines().count(), 2);
    }

    #[test]
    fn german_and_portuguese_letters_read_back_from_the_pdf_on_a4_and_letter() {
        let letters = [
            (
                "de",
                Paper::A4,
                "# Angebot\n\nSehr geehrte Frau Müller, wir bieten Ihnen die Stelle **Datenanalystin** an: 65.000,00 EUR pro Jahr, ab 1. März 2027 — Größe, Übermaß, Straße.",
                "595.28 x 841.89",
            ),
            (
                "pt",
                Paper::Letter,
                "# Proposta\n\nCara Conceição, temos o prazer de lhe propor a função de *analista de dados*: 65 000,00 EUR por ano, a partir de 1 de março de 2027. Ação, coração, não.",
                "612 x 792",
            ),
        ];
        for (language, paper, markdown, size) in letters {
            let letter = Letter {
                title: "Offer",
                language,
                letterhead: Letterhead { company: "Acme Lda.", color: [13, 110, 253], logo: Some(LOGO) },
                markdown,
                footer: "Offer 7 · version 2",
                paper,
                signature: Some(("Assinatura", vec![("Nome".into(), "Conceição Müller".into())])),
            };
            let pdf = render(&letter).unwrap();
            assert!(pdf.starts_with(b"%PDF-"));
            let text = poppler("pdftotext", &pdf, &["-layout", "-enc", "UTF-8"]);
            let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
            let body = markdown.split("\n\n").nth(1).unwrap().replace(['*', '_'], "");
            assert!(flat.contains(&body.split_whitespace().collect::<Vec<_>>().join(" ")), "{language}: {flat}");
            assert!(flat.contains("Nome: Conceição Müller") && flat.contains("Offer 7 · version 2"), "{flat}");
            assert_eq!(poppler("pdfimages", &pdf, &["-list"]).lines().count(), 4, "the logo on both pages");
            let info = poppler("pdfinfo", &pdf, &[]);
            assert!(info.contains(&format!("Page size:       {size} pts")), "{info}");
            assert!(info.contains("Pages:           2"), "{info}");
        }
    }
}
