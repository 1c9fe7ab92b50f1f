//! Imports of vacancies and candidates (someone moving from another ATS) from CSV or XLSX whose
//! header row uses the API's own field names.
//!
//! An upload is read (sheet.rs) and each row checked by the very rules of the API's own input
//! (`VacancyInput::validate`, `ProfileInput::validate`, `Email::parse`), so an imported row can
//! be nothing a recruiter could not have typed; cells holding a formula are refused. The rows that
//! pass are loaded with one `COPY` into the import's staging table, where SQL checks what needs
//! the whole set (an e-mail twice in the file, or already an account). The preview lists every
//! error by row and column. Committing inserts every row with one `INSERT … SELECT` in one
//! transaction — all or nothing — and is refused while the preview has errors.

mod candidates;
mod recruiter;
pub mod repo;
pub mod sheet;
mod vacancies;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{audit, db, error, locale, tenancy};
use erecruit_profiles as profiles;

use actix_web::web;

use crate::error::ErrorCode;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(recruiter::preview_vacancies, recruiter::preview_candidates, recruiter::commit),
    tags((name = "imports", description = "Importing vacancies and candidates from CSV or XLSX (staff and admins)"))
)]
pub struct ImportsApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    recruiter::configure(cfg);
}

use crate::views::CellError;
pub use erecruit_vacancies::domain::VACANCY_COLUMNS;

impl CellError {
    pub fn new(row: usize, column: &str, code: ErrorCode) -> Self {
        Self { row, column: column.to_owned(), code, message: code.message().to_owned() }
    }
}

/// A column of an import: its API name and whether every row needs a value.
pub struct Column {
    pub name: &'static str,
    pub required: bool,
}

/// Cells a spreadsheet would run as a formula: starting with `=` or `@`, or with `+` or `-` unless
/// what follows is a number or a phone number ("+351 912 000") or, for `-`, a Markdown list item.
fn looks_like_formula(cell: &str) -> bool {
    let cell = cell.trim_start();
    let Some(first) = cell.chars().next() else { return false };
    match first {
        '=' | '@' => true,
        '+' | '-' => {
            let rest = &cell[1..];
            let numeric = !rest.trim().is_empty() && rest.chars().all(|c| c.is_ascii_digit() || " ().-/,".contains(c));
            !(numeric || (first == '-' && (rest.is_empty() || rest.starts_with(' '))))
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::looks_like_formula;

    #[test]
    fn formulas_are_told_from_values_and_lists() {
        for formula in ["=SUM(A1)", "+A1", "@cmd", "-A1+B2", " =1", "+cmd|' /C calc'!A0"] {
            assert!(looks_like_formula(formula), "{formula}");
        }
        for value in ["- Python", "-5", "+351 912 000 000", "+1 (555) 010-999", "Data Analyst", "", "-"] {
            assert!(!looks_like_formula(value), "{value}");
        }
    }
}
