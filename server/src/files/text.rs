//! The text of uploaded PDF and Word documents, extracted once when they are uploaded so search
//! can find a CV by what it says. Extraction runs on a blocking thread with a time limit; a
//! document it cannot read (damaged, scanned without text, too slow) is stored without text
//! rather than refused: the upload matters more than its words.

use std::io::Read;
use std::time::Duration;

use quick_xml::events::Event;

use super::sniff::FileType;

/// Most characters of text kept per file (the column's CHECK): a long CV is ~20,000.
pub const MAX_TEXT_CHARS: usize = 200_000;
/// How long one document may take.
const TIME_LIMIT: Duration = Duration::from_secs(5);
/// Most bytes of a Word document's body read from its zip (a small zip can inflate to gigabytes).
const MAX_DOCX_XML_BYTES: u64 = 32 * 1024 * 1024;

/// The words of a PDF or Word document, `None` for other files and documents without text.
pub async fn extract(file_type: FileType, bytes: &[u8]) -> Option<String> {
    if !matches!(file_type, FileType::Pdf | FileType::Docx) {
        return None;
    }
    let bytes = bytes.to_vec();
    let work = tokio::task::spawn_blocking(move || match file_type {
        FileType::Pdf => pdf_extract::extract_text_from_mem(&bytes).ok(),
        _ => docx_text(&bytes),
    });
    match tokio::time::timeout(TIME_LIMIT, work).await {
        Ok(Ok(text)) => text.map(|text| tidy(&text)).filter(|text| !text.is_empty()),
        // A panic in the parser (a damaged document) is the blocking task's, not the request's.
        Ok(Err(err)) => {
            tracing::warn!(error = %err, "text extraction failed");
            None
        }
        Err(_) => {
            tracing::warn!(?file_type, "text extraction took too long");
            None
        }
    }
}

/// One space between words, no control characters (PostgreSQL stores no NUL), at most
/// [`MAX_TEXT_CHARS`].
fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(MAX_TEXT_CHARS));
    let mut chars = 0;
    for word in text.split(|c: char| c.is_whitespace() || c.is_control()).filter(|w| !w.is_empty()) {
        chars += word.chars().count() + 1;
        if chars > MAX_TEXT_CHARS {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// A one-page PDF that says `text` (ASCII, no parentheses) in Helvetica, with a correct
/// cross-reference table: a document whose text extraction finds `text` (the demo's CV, and
/// tests of search by a CV's text).
pub fn one_page_pdf(text: &str) -> Vec<u8> {
    let content = format!("BT /F1 12 Tf 72 720 Td ({text}) Tj ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_owned(),
        format!("<< /Length {} >>\nstream\n{content}\nendstream", content.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".to_owned(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    pdf
}

/// The paragraphs of a Word document's body (`word/document.xml`): the text of its `w:t` runs.
fn docx_text(bytes: &[u8]) -> Option<String> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).ok()?;
    let mut xml = String::new();
    archive.by_name("word/document.xml").ok()?.take(MAX_DOCX_XML_BYTES).read_to_string(&mut xml).ok()?;
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut text = String::new();
    let mut in_run_text = false;
    loop {
        match reader.read_event().ok()? {
            Event::Start(e) if e.local_name().as_ref() == b"t" => in_run_text = true,
            Event::End(e) if e.local_name().as_ref() == b"t" => in_run_text = false,
            Event::End(e) if e.local_name().as_ref() == b"p" => text.push('\n'),
            Event::Empty(e) if matches!(e.local_name().as_ref(), b"tab" | b"br") => text.push(' '),
            Event::Text(t) if in_run_text => text.push_str(&t.decode().ok()?),
            // Since quick-xml 0.38 `&amp;` and `&#233;` arrive apart from the text around them.
            Event::GeneralRef(r) if in_run_text => {
                if let Ok(Some(c)) = r.resolve_char_ref() {
                    text.push(c);
                } else if let Some(s) = quick_xml::escape::resolve_xml_entity(&r.decode().ok()?) {
                    text.push_str(s);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Some(text)
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use super::*;

    /// A minimal Word document: the zip entries `detect` looks for and a body of two paragraphs.
    fn docx(body: &str) -> Vec<u8> {
        let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default();
        zip.start_file("[Content_Types].xml", options).unwrap();
        zip.write_all(b"<Types/>").unwrap();
        zip.start_file("word/document.xml", options).unwrap();
        zip.write_all(body.as_bytes()).unwrap();
        zip.finish().unwrap().into_inner()
    }

    #[tokio::test]
    async fn a_word_documents_paragraphs_are_its_text() {
        let body = r#"<w:document xmlns:w="x"><w:body>
            <w:p><w:r><w:t>José Ribeiro</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">Rust &amp; SQL</w:t></w:r></w:p>
            <w:p><w:r><w:t>Caf&#233; owner</w:t></w:r></w:p></w:body></w:document>"#;
        let bytes = docx(body);
        assert_eq!(super::super::sniff::detect(&bytes), Some(FileType::Docx));
        assert_eq!(extract(FileType::Docx, &bytes).await.as_deref(), Some("José Ribeiro Rust & SQL Café owner"));
    }

    #[tokio::test]
    async fn a_pdfs_text_is_found() {
        let pdf = one_page_pdf("Kubernetes operator");
        assert_eq!(extract(FileType::Pdf, &pdf).await.as_deref(), Some("Kubernetes operator"));
    }

    #[tokio::test]
    async fn unreadable_documents_and_pictures_have_no_text() {
        assert_eq!(extract(FileType::Docx, b"PK\x03\x04 not really a zip").await, None);
        assert_eq!(extract(FileType::Pdf, b"%PDF-1.4 damaged").await, None);
        assert_eq!(extract(FileType::Png, b"\x89PNG").await, None);
    }

    #[test]
    fn text_is_tidied_and_bounded() {
        assert_eq!(tidy(" a\u{0}b \n\n c\t"), "a b c");
        assert!(tidy(&"word ".repeat(100_000)).chars().count() < MAX_TEXT_CHARS);
    }
}
