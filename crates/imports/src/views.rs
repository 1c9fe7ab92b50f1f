//! The API's shapes: what this feature answers and accepts.

use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::error::ErrorCode;

/// One problem of one cell (or of a whole row, `column` then names the row's key column).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CellError {
    /// The row's number in the file (the header is row 1).
    pub row: usize,
    /// The column's name, as in the header.
    pub column: String,
    pub code: ErrorCode,
    /// In English; the web app words it from `code`.
    pub message: String,
}

/// The preview of an import.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportPreview {
    /// Commit with `POST /api/v1/admin/imports/{id}/commit` once it has no errors.
    pub id: Uuid,
    /// `vacancies` or `candidates`.
    pub kind: String,
    /// Data rows in the file (blank rows are skipped).
    pub rows: usize,
    pub error_count: usize,
    /// By row and column, at most 1,000.
    pub errors: Vec<CellError>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportCommitted {
    pub id: Uuid,
    pub kind: String,
    /// Vacancies (drafts) or candidates created.
    pub created: i64,
}
