//! An uploaded spreadsheet as rows of text: CSV or XLSX, read in the sandbox (the spreadsheet
//! libraries are third-party parsers of untrusted bytes; `erecruit_sandbox` reads them in a child
//! process with its own limits). What it refuses is worded here, one code per limit.

use actix_web::http::StatusCode;
use erecruit_sandbox::limits::MAX_ZIP_MEMBER_BYTES;
use erecruit_sandbox::{Failure, Job, Refusal, Reply, Sandbox};

use crate::error::{ApiError, ErrorCode};

pub use erecruit_sandbox::Sheet;
pub use erecruit_sandbox::limits::{MAX_COLUMNS, MAX_ROWS};

/// Reads the file (XLSX by its zip signature, CSV otherwise) with no unit of work open.
pub async fn read(sandbox: &Sandbox, bytes: Vec<u8>) -> Result<Sheet, ApiError> {
    match sandbox.run(Job::Sheet, bytes).await {
        Ok(Reply::Sheet(sheet)) => Ok(sheet),
        Ok(Reply::Refused(refusal)) => Err(refused(&refusal)),
        Ok(Reply::Text(_)) => Err(ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::ImportUnreadable)),
        Err(Failure::Busy) => Err(ApiError::coded(StatusCode::SERVICE_UNAVAILABLE, ErrorCode::DocumentsBusy)),
        // Killed at a limit, out of time, or crashed: the file cannot be read.
        Err(_) => Err(ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::ImportUnreadable)),
    }
}

/// The 400 for a refused file: its code, and a message naming the limit.
fn refused(refusal: &Refusal) -> ApiError {
    let (code, message) = match refusal {
        Refusal::NoHeader => (ErrorCode::ImportEmpty, "The file has no header row.".to_owned()),
        Refusal::NoRows => (ErrorCode::ImportEmpty, "The file has a header but no rows.".to_owned()),
        Refusal::NotUtf8 => (ErrorCode::ImportEncodingInvalid, ErrorCode::ImportEncodingInvalid.message().to_owned()),
        Refusal::TooManyRows { .. } => {
            (ErrorCode::ImportTooManyRows, ErrorCode::ImportTooManyRows.message().to_owned())
        }
        Refusal::TooManyColumns { .. } => {
            (ErrorCode::ImportTooManyColumns, ErrorCode::ImportTooManyColumns.message().to_owned())
        }
        Refusal::TooManyMembers { .. } => {
            (ErrorCode::ImportArchiveTooManyParts, ErrorCode::ImportArchiveTooManyParts.message().to_owned())
        }
        Refusal::ArchiveTooLarge { max_bytes } => {
            let what = if *max_bytes == MAX_ZIP_MEMBER_BYTES { "one of its parts" } else { "its parts together" };
            let message =
                format!("The XLSX file unpacks to too much data: {what} over {} MB.", max_bytes / (1024 * 1024));
            (ErrorCode::ImportArchiveTooLarge, message)
        }
        Refusal::MalformedCsv => {
            (ErrorCode::ImportUnreadable, "The CSV file is malformed (an unclosed quote?).".to_owned())
        }
        Refusal::NestedTooDeep { .. } | Refusal::StreamsTooLarge { .. } | Refusal::Unreadable { .. } => {
            (ErrorCode::ImportUnreadable, "The XLSX file cannot be read.".to_owned())
        }
    };
    ApiError::bad_request(code, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_its_code() {
        let code = |refusal: Refusal| refused(&refusal).code();
        assert_eq!(code(Refusal::NoHeader), ErrorCode::ImportEmpty);
        assert_eq!(code(Refusal::NotUtf8), ErrorCode::ImportEncodingInvalid);
        assert_eq!(code(Refusal::TooManyRows { max: MAX_ROWS }), ErrorCode::ImportTooManyRows);
        assert_eq!(code(Refusal::TooManyColumns { max: MAX_COLUMNS }), ErrorCode::ImportTooManyColumns);
        assert_eq!(code(Refusal::TooManyMembers { max: 1 }), ErrorCode::ImportArchiveTooManyParts);
        let total = erecruit_sandbox::limits::MAX_ZIP_TOTAL_BYTES;
        assert_eq!(code(Refusal::ArchiveTooLarge { max_bytes: total }), ErrorCode::ImportArchiveTooLarge);
        assert_eq!(code(Refusal::MalformedCsv), ErrorCode::ImportUnreadable);
        assert_eq!(code(Refusal::unreadable("zip")), ErrorCode::ImportUnreadable);
    }
}
