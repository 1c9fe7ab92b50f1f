//! An uploaded spreadsheet as rows of text: CSV (UTF-8, with or without BOM, comma or semicolon
//! separated) or XLSX (its first sheet). The first row names the columns.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};

use crate::error::{ApiError, ErrorCode};

/// The most data rows one import takes.
pub const MAX_ROWS: usize = 50_000;

pub struct Sheet {
    /// The column names as written in the first row, trimmed.
    pub header: Vec<String>,
    /// Each data row's cells, as many as the header has (missing ones empty). Blank rows are left
    /// out; `row_numbers` keeps each row's number in the file (the header is row 1).
    pub rows: Vec<Vec<String>>,
    pub row_numbers: Vec<usize>,
    /// Cells holding a formula (XLSX), as (index into `rows`, column).
    pub formulas: Vec<(usize, usize)>,
}

fn refused(code: ErrorCode, message: &'static str) -> ApiError {
    ApiError::bad_request(code, message)
}

/// Reads the file: XLSX by its zip signature, CSV otherwise.
pub fn read(bytes: &[u8]) -> Result<Sheet, ApiError> {
    let sheet = if bytes.starts_with(b"PK\x03\x04") { read_xlsx(bytes)? } else { read_csv(bytes)? };
    if sheet.header.iter().all(String::is_empty) {
        return Err(refused(ErrorCode::ImportEmpty, "The file has no header row."));
    }
    if sheet.rows.is_empty() {
        return Err(refused(ErrorCode::ImportEmpty, "The file has a header but no rows."));
    }
    if sheet.rows.len() > MAX_ROWS {
        return Err(refused(ErrorCode::ImportTooManyRows, "An import has at most 50,000 rows."));
    }
    Ok(sheet)
}

fn read_csv(bytes: &[u8]) -> Result<Sheet, ApiError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes).map_err(|_| {
        refused(ErrorCode::ImportEncodingInvalid, "The file is not UTF-8 text: save it as CSV UTF-8 or as XLSX.")
    })?;
    let first_line = text.lines().next().unwrap_or_default();
    // Spreadsheets in many European languages save CSV with semicolons.
    let delimiter = if first_line.contains(';') && !first_line.contains(',') { b';' } else { b',' };
    let mut reader =
        csv::ReaderBuilder::new().delimiter(delimiter).has_headers(false).flexible(true).from_reader(text.as_bytes());
    let mut records = reader.records();
    let header: Vec<String> = match records.next() {
        Some(Ok(record)) => record.iter().map(|cell| cell.trim().to_owned()).collect(),
        Some(Err(_)) | None => return Err(refused(ErrorCode::ImportEmpty, "The file has no header row.")),
    };
    let mut sheet = Sheet { header, rows: Vec::new(), row_numbers: Vec::new(), formulas: Vec::new() };
    for (index, record) in records.enumerate() {
        let record = record
            .map_err(|_| refused(ErrorCode::ImportUnreadable, "The CSV file is malformed (an unclosed quote?)."))?;
        let cells: Vec<String> = record.iter().map(str::to_owned).collect();
        sheet.push(cells, index + 2);
        if sheet.rows.len() > MAX_ROWS {
            break;
        }
    }
    Ok(sheet)
}

impl Sheet {
    fn push(&mut self, mut cells: Vec<String>, number: usize) {
        if cells.iter().all(|cell| cell.trim().is_empty()) {
            return;
        }
        cells.resize(self.header.len().max(cells.len()), String::new());
        self.rows.push(cells);
        self.row_numbers.push(number);
    }
}

fn read_xlsx(bytes: &[u8]) -> Result<Sheet, ApiError> {
    let unreadable = || refused(ErrorCode::ImportUnreadable, "The XLSX file cannot be read.");
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|_| unreadable())?;
    let name = book.sheet_names().first().cloned().ok_or_else(unreadable)?;
    let range = book.worksheet_range(&name).map_err(|_| unreadable())?;
    let formulas = book.worksheet_formula(&name).ok();
    let (top, left) = range.start().unwrap_or((0, 0));
    let mut rows = range.rows();
    let header: Vec<String> = match rows.next() {
        Some(row) => row.iter().map(|cell| text(cell).trim().to_owned()).collect(),
        None => return Err(refused(ErrorCode::ImportEmpty, "The file has no header row.")),
    };
    let mut sheet = Sheet { header, rows: Vec::new(), row_numbers: Vec::new(), formulas: Vec::new() };
    for (index, row) in rows.enumerate() {
        let before = sheet.rows.len();
        let absolute_row = top + 1 + u32::try_from(index).unwrap_or(u32::MAX);
        sheet.push(row.iter().map(text).collect(), absolute_row as usize + 1);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_with_bom_semicolons_and_blank_rows() {
        let sheet = read("\u{feff}title;openings\n\"A; B\";2\n;\nC;3\n".as_bytes())
            .ok()
            .map(|s| (s.header, s.rows, s.row_numbers));
        assert_eq!(
            sheet,
            Some((
                vec!["title".to_owned(), "openings".to_owned()],
                vec![vec!["A; B".to_owned(), "2".to_owned()], vec!["C".to_owned(), "3".to_owned()]],
                vec![2, 4],
            ))
        );
    }

    #[test]
    fn bad_files_are_refused_with_a_code() {
        let code = |bytes: &[u8]| read(bytes).err().map(|err| err.code());
        assert_eq!(code(b"title\n\xff\xfe"), Some(ErrorCode::ImportEncodingInvalid));
        assert_eq!(code(b"title\n"), Some(ErrorCode::ImportEmpty));
        assert_eq!(code(b""), Some(ErrorCode::ImportEmpty));
        assert_eq!(code(b"PK\x03\x04garbage"), Some(ErrorCode::ImportUnreadable));
    }
}
