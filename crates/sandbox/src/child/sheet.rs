//! An import's spreadsheet as rows of text: CSV (UTF-8, with or without BOM, comma or semicolon
//! separated) or XLSX (its first sheet). The first row names the columns.
//!
//! The XLSX reader allocates the bounding box of the used cells (an XLSX with only `A1` and
//! `XFD1048576` asks for 16,384 × 1,048,576 cells), so the first sheet's cells are counted by
//! streaming its XML first, and a sheet beyond [`MAX_ROWS`] or [`MAX_COLUMNS`] is refused before
//! the reader sees it.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use quick_xml::events::{BytesStart, Event};

use super::archive::{self, Archive};
use crate::limits::{MAX_COLUMNS, MAX_ROWS};
use crate::protocol::{Refusal, Sheet};

/// Reads the file: XLSX by its zip signature, CSV otherwise.
pub fn read(bytes: &[u8]) -> Result<Sheet, Refusal> {
    let sheet = if bytes.starts_with(b"PK\x03\x04") { read_xlsx(bytes)? } else { read_csv(bytes)? };
    if sheet.header.iter().all(String::is_empty) {
        return Err(Refusal::NoHeader);
    }
    if sheet.rows.is_empty() {
        return Err(Refusal::NoRows);
    }
    if sheet.rows.len() > MAX_ROWS {
        return Err(Refusal::TooManyRows { max: MAX_ROWS });
    }
    if sheet.header.len() > MAX_COLUMNS || sheet.rows.iter().any(|row| row.len() > MAX_COLUMNS) {
        return Err(Refusal::TooManyColumns { max: MAX_COLUMNS });
    }
    Ok(sheet)
}

fn read_csv(bytes: &[u8]) -> Result<Sheet, Refusal> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes).map_err(|_| Refusal::NotUtf8)?;
    let first_line = text.lines().next().unwrap_or_default();
    // Spreadsheets in many European languages save CSV with semicolons.
    let delimiter = if first_line.contains(';') && !first_line.contains(',') { b';' } else { b',' };
    let mut reader =
        csv::ReaderBuilder::new().delimiter(delimiter).has_headers(false).flexible(true).from_reader(text.as_bytes());
    let mut records = reader.records();
    let header: Vec<String> = match records.next() {
        Some(Ok(record)) => record.iter().map(|cell| cell.trim().to_owned()).collect(),
        Some(Err(_)) | None => return Err(Refusal::NoHeader),
    };
    if header.len() > MAX_COLUMNS {
        return Err(Refusal::TooManyColumns { max: MAX_COLUMNS });
    }
    let mut sheet = Sheet { header, ..Sheet::default() };
    for (index, record) in records.enumerate() {
        let record = record.map_err(|_| Refusal::MalformedCsv)?;
        if record.len() > MAX_COLUMNS {
            return Err(Refusal::TooManyColumns { max: MAX_COLUMNS });
        }
        push(&mut sheet, record.iter().map(str::to_owned).collect(), index + 2);
        if sheet.rows.len() > MAX_ROWS {
            break;
        }
    }
    Ok(sheet)
}

/// Adds a row unless it is blank, with as many cells as the header.
fn push(sheet: &mut Sheet, mut cells: Vec<String>, number: usize) {
    if cells.iter().all(|cell| cell.trim().is_empty()) {
        return;
    }
    cells.resize(sheet.header.len().max(cells.len()), String::new());
    sheet.rows.push(cells);
    sheet.row_numbers.push(number);
}

fn read_xlsx(bytes: &[u8]) -> Result<Sheet, Refusal> {
    let mut archive = archive::open(bytes)?;
    check_used_range(&mut archive)?;
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(Refusal::unreadable)?;
    let name = book.sheet_names().first().cloned().ok_or_else(|| Refusal::unreadable("no sheet"))?;
    let range = book.worksheet_range(&name).map_err(Refusal::unreadable)?;
    let formulas = book.worksheet_formula(&name).ok();
    let (top, left) = range.start().unwrap_or((0, 0));
    let mut rows = range.rows();
    let header: Vec<String> = match rows.next() {
        Some(row) => row.iter().map(|cell| text(cell).trim().to_owned()).collect(),
        None => return Err(Refusal::NoHeader),
    };
    let mut sheet = Sheet { header, ..Sheet::default() };
    for (index, row) in rows.enumerate() {
        let before = sheet.rows.len();
        let absolute_row = top + 1 + u32::try_from(index).unwrap_or(u32::MAX);
        push(&mut sheet, row.iter().map(text).collect(), absolute_row as usize + 1);
        if sheet.rows.len() > before
            && let Some(formulas) = &formulas
        {
            for column in 0..row.len() {
                let at = (absolute_row, left + u32::try_from(column).unwrap_or(u32::MAX));
                if formulas.get_value(at).is_some_and(|formula| !formula.is_empty()) {
                    sheet.formulas.push((before, column));
                }
            }
        }
        if sheet.rows.len() > MAX_ROWS {
            break;
        }
    }
    Ok(sheet)
}

/// A cell as the text a CSV would hold: whole numbers without a decimal point, dates as ISO 8601.
fn text(cell: &Data) -> String {
    match cell {
        Data::Empty => String::new(),
        Data::String(text) | Data::DateTimeIso(text) | Data::DurationIso(text) => text.clone(),
        Data::Int(n) => n.to_string(),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{f:.0}"),
        Data::Float(f) => f.to_string(),
        Data::Bool(b) => b.to_string(),
        Data::DateTime(at) => at.as_datetime().map_or_else(
            || at.as_f64().to_string(),
            |at| {
                if at.time() == chrono::NaiveTime::MIN { at.date().to_string() } else { at.and_utc().to_rfc3339() }
            },
        ),
        Data::Error(err) => format!("#{err}"),
    }
}

/// Refuses a first sheet whose used range (its declared `<dimension>` or its cells, counted as
/// they stream by) is beyond [`MAX_ROWS`] data rows or [`MAX_COLUMNS`] columns.
fn check_used_range(archive: &mut Archive<'_>) -> Result<(), Refusal> {
    let Some(path) = first_sheet_path(archive)? else { return Ok(()) };
    let Some(xml) = archive::member_text(archive, &path)? else { return Ok(()) };
    let mut reader = quick_xml::Reader::from_str(&xml);
    let (mut row, mut column) = (0u64, 0u64);
    let too_many = |row: u64, column: u64| -> Result<(), Refusal> {
        if row > MAX_ROWS as u64 + 1 {
            return Err(Refusal::TooManyRows { max: MAX_ROWS });
        }
        if column > MAX_COLUMNS as u64 {
            return Err(Refusal::TooManyColumns { max: MAX_COLUMNS });
        }
        Ok(())
    };
    loop {
        match reader.read_event().map_err(Refusal::unreadable)? {
            Event::Start(e) | Event::Empty(e) => match e.local_name().as_ref() {
                b"dimension" => {
                    if let Some(reference) = attribute(&e, b"ref") {
                        for corner in reference.split(':') {
                            let (c, r) = cell_position(corner);
                            too_many(r.unwrap_or(0), c.unwrap_or(0))?;
                        }
                    }
                }
                b"row" => {
                    row = attribute(&e, b"r").and_then(|r| r.parse().ok()).unwrap_or(row + 1);
                    column = 0;
                    too_many(row, 0)?;
                }
                b"c" => {
                    column = attribute(&e, b"r").and_then(|r| cell_position(&r).0).unwrap_or(column + 1);
                    too_many(row, column)?;
                }
                _ => {}
            },
            Event::Eof => return Ok(()),
            _ => {}
        }
    }
}

/// The zip path of the workbook's first sheet: `xl/workbook.xml` names it, its relations say where.
fn first_sheet_path(archive: &mut Archive<'_>) -> Result<Option<String>, Refusal> {
    let Some(workbook) = archive::member_text(archive, "xl/workbook.xml")? else { return Ok(None) };
    let Some(id) = first_attribute(&workbook, b"sheet", b"id", None)? else { return Ok(None) };
    let Some(relations) = archive::member_text(archive, "xl/_rels/workbook.xml.rels")? else { return Ok(None) };
    let Some(target) = first_attribute(&relations, b"Relationship", b"Target", Some((b"Id", &id)))? else {
        return Ok(None);
    };
    Ok(Some(match target.strip_prefix('/') {
        Some(absolute) => absolute.to_owned(),
        None => format!("xl/{target}"),
    }))
}

/// The `attribute` (by local name) of the first `element` (whose `matching` attribute has the
/// given value, when asked).
fn first_attribute(
    xml: &str,
    element: &[u8],
    attribute_name: &[u8],
    matching: Option<(&[u8], &str)>,
) -> Result<Option<String>, Refusal> {
    let mut reader = quick_xml::Reader::from_str(xml);
    loop {
        match reader.read_event().map_err(Refusal::unreadable)? {
            Event::Start(e) | Event::Empty(e)
                if e.local_name().as_ref() == element
                    && matching.is_none_or(|(name, value)| attribute(&e, name).as_deref() == Some(value)) =>
            {
                return Ok(attribute(&e, attribute_name));
            }
            Event::Eof => return Ok(None),
            _ => {}
        }
    }
}

/// An attribute's value by its local name (`r:id` is `id`).
fn attribute(element: &BytesStart<'_>, name: &[u8]) -> Option<String> {
    element
        .attributes()
        .flatten()
        .find(|a| a.key.local_name().as_ref() == name)
        .and_then(|a| String::from_utf8(a.value.into_owned()).ok())
}

/// The 1-based column and row of a cell reference such as `XFD1048576`.
fn cell_position(reference: &str) -> (Option<u64>, Option<u64>) {
    let letters: String = reference.chars().take_while(char::is_ascii_alphabetic).collect();
    let column = (!letters.is_empty()).then(|| {
        letters
            .bytes()
            .fold(0u64, |n, b| n.saturating_mul(26).saturating_add(u64::from(b.to_ascii_uppercase() - b'A' + 1)))
    });
    let row = reference[letters.len()..].parse().ok();
    (column, row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_with_bom_semicolons_and_blank_rows() {
        let sheet =
            read("\u{feff}title;openings\n\"A; B\";2\n;\nC;3\n".as_bytes()).map(|s| (s.header, s.rows, s.row_numbers));
        assert_eq!(
            sheet,
            Ok((
                vec!["title".to_owned(), "openings".to_owned()],
                vec![vec!["A; B".to_owned(), "2".to_owned()], vec!["C".to_owned(), "3".to_owned()]],
                vec![2, 4],
            ))
        );
    }

    #[test]
    fn bad_files_are_refused_with_a_reason() {
        let refusal = |bytes: &[u8]| read(bytes).err();
        assert_eq!(refusal(b"title\n\xff\xfe"), Some(Refusal::NotUtf8));
        assert_eq!(refusal(b"title\n"), Some(Refusal::NoRows));
        assert_eq!(refusal(b""), Some(Refusal::NoHeader));
        assert!(matches!(refusal(b"PK\x03\x04garbage"), Some(Refusal::Unreadable { .. })));
        let wide = format!("{}\n{}\n", vec!["c"; MAX_COLUMNS + 1].join(","), vec!["1"; MAX_COLUMNS + 1].join(","));
        assert_eq!(refusal(wide.as_bytes()), Some(Refusal::TooManyColumns { max: MAX_COLUMNS }));
    }

    #[test]
    fn cell_references_are_columns_and_rows() {
        assert_eq!(cell_position("A1"), (Some(1), Some(1)));
        assert_eq!(cell_position("XFD1048576"), (Some(16_384), Some(1_048_576)));
        assert_eq!(cell_position("AA"), (Some(27), None));
    }
}
