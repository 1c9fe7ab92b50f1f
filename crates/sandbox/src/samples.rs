//! Documents made by code: the demo's CVs, and the tests' valid and hostile documents (no opaque
//! binaries in the repository).

use std::io::Write;

/// A PDF of the given objects (numbered from 1, the first the catalog) with a correct
/// cross-reference table.
pub fn pdf(objects: &[Vec<u8>]) -> Vec<u8> {
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
        pdf.extend_from_slice(object);
        pdf.extend_from_slice(b"\nendobj\n");
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

/// A stream object: its dictionary entries and its (already encoded) content.
pub fn stream(entries: &str, content: &[u8]) -> Vec<u8> {
    let mut object = format!("<< {entries} /Length {} >>\nstream\n", content.len()).into_bytes();
    object.extend_from_slice(content);
    object.extend_from_slice(b"\nendstream");
    object
}

/// A one-page PDF that says `text` (ASCII, no parentheses) in Helvetica: a document whose text
/// is found (the demo's CVs, tests of search by a CV's text).
pub fn one_page_pdf(text: &str) -> Vec<u8> {
    let content = format!("BT /F1 12 Tf 72 720 Td ({text}) Tj ET");
    pdf(&[
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_vec(),
        stream("", content.as_bytes()),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".to_vec(),
    ])
}

/// A two-page CV of a few hundred words, as a typical applicant sends (the benchmark's).
pub fn two_page_cv() -> Vec<u8> {
    let line = "Senior data engineer with eight years of Python Rust SQL and Kubernetes experience";
    let page = |n: usize| {
        let mut content = String::from("BT /F1 11 Tf 72 740 Td 14 TL ");
        for i in 0..45 {
            content.push_str(&format!("(Page {n} line {i} {line}) Tj T* "));
        }
        content.push_str("ET");
        content
    };
    pdf(&[
        b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
        b"<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /Resources << /Font << /F1 7 0 R >> >> /MediaBox [0 0 612 792] >>"
            .to_vec(),
        b"<< /Type /Page /Parent 2 0 R /Contents 5 0 R >>".to_vec(),
        b"<< /Type /Page /Parent 2 0 R /Contents 6 0 R >>".to_vec(),
        stream("", page(1).as_bytes()),
        stream("", page(2).as_bytes()),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".to_vec(),
    ])
}

/// A zip of the given members (deflated).
pub fn zip(members: &[(&str, &[u8])]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().large_file(true);
    for (name, bytes) in members {
        // Writing into memory cannot fail but for sizes beyond any test's.
        if zip.start_file(*name, options).is_err() || zip.write_all(bytes).is_err() {
            return Vec::new();
        }
    }
    zip.finish().map(std::io::Cursor::into_inner).unwrap_or_default()
}

/// A Word document whose body is `body` (`word/document.xml`).
pub fn docx(body: &str) -> Vec<u8> {
    zip(&[("[Content_Types].xml", b"<Types/>"), ("word/document.xml", body.as_bytes())])
}

/// A Word document of paragraphs.
pub fn docx_of(paragraphs: &[&str]) -> Vec<u8> {
    let body: String = paragraphs.iter().map(|p| format!("<w:p><w:r><w:t>{p}</w:t></w:r></w:p>")).collect();
    docx(&format!(
        r#"<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>{body}</w:body></w:document>"#
    ))
}

const SHEET_NS: &str = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELS_NS: &str = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_RELS: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/// An XLSX whose first sheet's `<sheetData>` is `sheet_data`, with `extra` members beside.
pub fn xlsx_with(sheet_data: &str, extra: &[(&str, &[u8])]) -> Vec<u8> {
    let types = r#"<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>"#;
    let root_rels = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{RELS_NS}"><Relationship Id="rId1" Type="{DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>"#
    );
    let workbook = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="{SHEET_NS}" xmlns:r="{DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>"#
    );
    let workbook_rels = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="{RELS_NS}"><Relationship Id="rId1" Type="{DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#
    );
    let sheet = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="{SHEET_NS}"><sheetData>{sheet_data}</sheetData></worksheet>"#
    );
    let mut members: Vec<(&str, &[u8])> = vec![
        ("[Content_Types].xml", types.as_bytes()),
        ("_rels/.rels", root_rels.as_bytes()),
        ("xl/workbook.xml", workbook.as_bytes()),
        ("xl/_rels/workbook.xml.rels", workbook_rels.as_bytes()),
        ("xl/worksheets/sheet1.xml", sheet.as_bytes()),
    ];
    members.extend_from_slice(extra);
    zip(&members)
}

/// An XLSX of rows of text (inline strings), the first row the header.
pub fn xlsx(rows: &[&[&str]]) -> Vec<u8> {
    let mut data = String::new();
    for (r, row) in rows.iter().enumerate() {
        data.push_str(&format!(r#"<row r="{}">"#, r + 1));
        for (c, cell) in row.iter().enumerate() {
            data.push_str(&format!(r#"<c r="{}{}" t="inlineStr"><is><t>{cell}</t></is></c>"#, column_name(c), r + 1));
        }
        data.push_str("</row>");
    }
    xlsx_with(&data, &[])
}

/// `A` for 0, `AA` for 26.
fn column_name(mut index: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'A' + (index % 26) as u8);
        if index < 26 {
            break;
        }
        index = index / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

/// Hostile documents, one per class of attack the sandbox stops.
pub mod hostile {
    use std::io::Write;

    use super::{docx, pdf, stream, xlsx_with, zip};

    /// A one-page PDF: catalog, pages and a page whose dictionary adds `page` (objects 1–3), its
    /// content stream (object 4), then `more` (objects 5…).
    fn one_page(page: &str, content: &[u8], more: Vec<Vec<u8>>) -> Vec<u8> {
        let mut objects = vec![
            b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_vec(),
            format!("<< /Type /Page /MediaBox [0 0 612 792] /Contents 4 0 R {page} >>").into_bytes(),
            stream("", content),
        ];
        objects.extend(more);
        pdf(&objects)
    }

    /// The 634-byte class: a form XObject that draws itself (through the page's resources).
    pub fn self_drawing_form() -> Vec<u8> {
        one_page(
            "/Parent 2 0 R /Resources << /XObject << /Fm0 5 0 R >> >>",
            b"/Fm0 Do",
            vec![stream("/Type /XObject /Subtype /Form /BBox [0 0 10 10]", b"/Fm0 Do")],
        )
    }

    /// Two forms drawing each other, each with resources naming the other.
    pub fn forms_in_a_loop() -> Vec<u8> {
        let form = |other: u32, name: &str| {
            stream(
                &format!(
                    "/Type /XObject /Subtype /Form /BBox [0 0 10 10] /Resources << /XObject << /{name} {other} 0 R >> >>"
                ),
                format!("/{name} Do").as_bytes(),
            )
        };
        one_page("/Parent 2 0 R /Resources << /XObject << /A 5 0 R >> >>", b"/A Do", vec![form(6, "B"), form(5, "A")])
    }

    /// A page whose `/Parent` chain loops (and which inherits its resources, so the library
    /// walks the chain looking for them).
    pub fn parent_loop() -> Vec<u8> {
        one_page(
            "/Parent 5 0 R",
            b"BT ET",
            vec![
                b"<< /Type /Pages /Parent 6 0 R /Kids [3 0 R] >>".to_vec(),
                b"<< /Type /Pages /Parent 5 0 R /Kids [] >>".to_vec(),
            ],
        )
    }

    /// One deflated content stream of `megabytes` of spaces used by `pages` pages: the library
    /// inflates it once per page.
    pub fn inflation_bomb(megabytes: usize, pages: usize) -> Vec<u8> {
        let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        let chunk = vec![b' '; 1024 * 1024];
        for _ in 0..megabytes {
            let _ = encoder.write_all(&chunk);
        }
        let deflated = encoder.finish().unwrap_or_default();
        let kids: String = (0..pages).map(|i| format!("{} 0 R ", i + 4)).collect();
        let mut objects = vec![
            b"<< /Type /Catalog /Pages 2 0 R >>".to_vec(),
            format!("<< /Type /Pages /Kids [{kids}] /Count {pages} >>").into_bytes(),
            stream("/Filter /FlateDecode", &deflated),
        ];
        for _ in 0..pages {
            objects.push(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R >>".to_vec());
        }
        pdf(&objects)
    }

    /// An object nested `depth` arrays deep.
    pub fn deeply_nested(depth: usize) -> Vec<u8> {
        let nested = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        one_page(&format!("/Parent 2 0 R /Nested {nested}"), b"BT ET", Vec::new())
    }

    /// An XLSX whose only cells are `A1` and `XFD1048576`.
    pub fn far_corner_xlsx() -> Vec<u8> {
        xlsx_with(
            r#"<row r="1"><c r="A1" t="inlineStr"><is><t>title</t></is></c></row><row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>"#,
            &[],
        )
    }

    /// An XLSX 300 columns wide in one row.
    pub fn wide_xlsx() -> Vec<u8> {
        let cells: String = (0..300)
            .map(|c| format!(r#"<c r="{}1" t="inlineStr"><is><t>c{c}</t></is></c>"#, super::column_name(c)))
            .collect();
        xlsx_with(&format!(r#"<row r="1">{cells}</row>"#), &[])
    }

    /// An XLSX whose shared strings inflate to `megabytes` (a zip member the reader reads whole).
    pub fn inflating_xlsx(megabytes: usize) -> Vec<u8> {
        let strings = vec![b' '; megabytes * 1024 * 1024];
        xlsx_with(
            r#"<row r="1"><c r="A1" t="inlineStr"><is><t>title</t></is></c></row>"#,
            &[("xl/sharedStrings.xml", &strings)],
        )
    }

    /// A Word document of `members` zip members.
    pub fn many_member_docx(members: usize) -> Vec<u8> {
        let names: Vec<String> = (0..members).map(|i| format!("word/media/{i}.xml")).collect();
        let mut list: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), b"<x/>".as_slice())).collect();
        list.push(("word/document.xml", b"<w:document/>"));
        zip(&list)
    }

    /// A Word document whose body inflates to `megabytes`.
    pub fn inflating_docx(megabytes: usize) -> Vec<u8> {
        docx(&" ".repeat(megabytes * 1024 * 1024))
    }

    /// `count` copies of `valid`, each damaged at a few places chosen by `seed` (truncated,
    /// bytes changed, a run zeroed): the same every run.
    pub fn damaged(valid: &[u8], count: usize, seed: u64) -> Vec<Vec<u8>> {
        let mut state = seed | 1;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        (0..count)
            .map(|_| {
                let mut bytes = valid.to_vec();
                match next() % 3 {
                    0 => bytes.truncate((next() as usize) % bytes.len().max(1)),
                    1 => {
                        for _ in 0..1 + next() % 8 {
                            let at = (next() as usize) % bytes.len().max(1);
                            if let Some(byte) = bytes.get_mut(at) {
                                *byte = next() as u8;
                            }
                        }
                    }
                    _ => {
                        let at = (next() as usize) % bytes.len().max(1);
                        let end = (at + 1 + (next() as usize) % 64).min(bytes.len());
                        bytes[at..end].fill(0);
                    }
                }
                bytes
            })
            .collect()
    }
}
