//! The answer of every bulk change (applications moved, vacancies closed or deleted): each item
//! is changed whole or not at all, and the answer says which were and why the others were not.

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ErrorCode};

/// What became of one item of a bulk change.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkResult {
    pub id: i64,
    pub ok: bool,
    /// Why it was not changed, e.g. `invalid_transition`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<ErrorCode>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

impl BulkResult {
    pub fn done(id: i64) -> Self {
        Self { id, ok: true, code: None, message: None }
    }

    /// Not changed, for the reason `code` names (in its catalog entry's words).
    pub fn refused(id: i64, code: ErrorCode) -> Self {
        Self { id, ok: false, code: Some(code), message: Some(code.message().to_owned()) }
    }

    /// Not changed because of a client error (its code and message); any other error stops the
    /// whole change.
    pub fn refused_by(id: i64, error: ApiError) -> Result<Self, ApiError> {
        match error {
            ApiError::Client { code, message, .. } => {
                Ok(Self { id, ok: false, code: Some(code), message: Some(message.into_owned()) })
            }
            other => Err(other),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkAnswer {
    /// One entry per item, in id order.
    pub results: Vec<BulkResult>,
    pub moved: usize,
    pub failed: usize,
}

impl BulkAnswer {
    pub fn new(results: Vec<BulkResult>) -> Self {
        let moved = results.iter().filter(|r| r.ok).count();
        Self { moved, failed: results.len() - moved, results }
    }
}
