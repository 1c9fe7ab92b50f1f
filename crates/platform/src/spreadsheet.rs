//! Spreadsheets the API hands out: CSV (UTF-8 with BOM, so spreadsheets read the accents) and
//! XLSX. Nothing in a cell can run as a formula: CSV cells a spreadsheet would read as one are
//! neutralised, XLSX cells are written as text.

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::{HttpResponse, web};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::error::ApiError;

#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportFormat {
    #[default]
    Csv,
    Xlsx,
}

/// `ids=1,2,3`: at most `max` ids, each a number (else 400 `invalid_query`).
pub fn parse_ids(list: &str, max: usize) -> Result<Vec<i64>, ApiError> {
    let invalid = || ApiError::invalid_query(&format!("ids is a comma-separated list of at most {max} ids"));
    let ids: Vec<i64> = list
        .split(',')
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .map(|id| id.parse::<i64>().map_err(|_| invalid()))
        .collect::<Result<_, _>>()?;
    if ids.is_empty() || ids.len() > max {
        return Err(invalid());
    }
    Ok(ids)
}

pub fn attachment(file_name: String) -> ContentDisposition {
    ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(file_name)],
    }
}

/// A whole CSV file as a download.
pub fn csv_response(name: &str, header: &[&str], rows: &[Vec<String>]) -> HttpResponse {
    let mut body = format!("\u{feff}{}", csv_row(header));
    for cells in rows {
        body.push_str(&csv_row(&cells.iter().map(String::as_str).collect::<Vec<_>>()));
    }
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(attachment(format!("{name}.csv")))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(body)
}

/// A workbook of one sheet as a download (written in memory, off the async threads).
pub async fn xlsx_response(
    name: &str,
    sheet: &'static str,
    header: &'static [&'static str],
    rows: Vec<Vec<String>>,
) -> Result<HttpResponse, ApiError> {
    let bytes = web::block(move || workbook(sheet, header, &rows))
        .await
        .map_err(|err| anyhow::anyhow!("export thread: {err}"))?
        .map_err(|err| anyhow::anyhow!("writing the workbook: {err}"))?;
    Ok(HttpResponse::Ok()
        .content_type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .insert_header(attachment(format!("{name}.xlsx")))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(bytes))
}

/// One sheet, a bold frozen header row, every cell written as text (never a formula).
fn workbook(name: &str, header: &[&str], rows: &[Vec<String>]) -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
    use rust_xlsxwriter::{Format, Workbook};
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name(name)?;
    let bold = Format::new().set_bold();
    for (column, title) in (0u16..).zip(header.iter().copied()) {
        sheet.write_string_with_format(0, column, title, &bold)?;
    }
    for (row, cells) in (1u32..).zip(rows) {
        for (column, cell) in (0u16..).zip(cells) {
            sheet.write_string(row, column, cell)?;
        }
    }
    sheet.set_freeze_panes(1, 0)?;
    sheet.autofit();
    book.save_to_buffer()
}

/// One CSV line (RFC 4180 quoting). A cell starting with `=`, `+`, `-`, `@`, tab or carriage
/// return is prefixed with `'`, so a spreadsheet shows it as text instead of running it.
pub fn csv_row(cells: &[&str]) -> String {
    let quoted: Vec<String> = cells
        .iter()
        .map(|cell| {
            let safe = if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
                format!("'{cell}")
            } else {
                (*cell).to_owned()
            };
            format!("\"{}\"", safe.replace('"', "\"\""))
        })
        .collect();
    format!("{}\r\n", quoted.join(","))
}

#[cfg(test)]
mod tests {
    use super::{csv_row, parse_ids};

    #[test]
    fn ids_are_numbers_and_not_too_many() {
        assert_eq!(parse_ids("3, 1,2,", 10).ok(), Some(vec![3, 1, 2]));
        assert!(parse_ids("1,x", 10).is_err());
        assert!(parse_ids(",", 10).is_err());
        assert!(parse_ids("1,2,3", 2).is_err());
    }

    #[test]
    fn formulas_are_neutralised_and_quotes_doubled() {
        assert_eq!(
            csv_row(&["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "plain"]),
            "\"'=HYPERLINK(\"\"x\"\")\",\"'+1\",\"'-2\",\"'@SUM(A1)\",\"plain\"\r\n"
        );
    }
}
