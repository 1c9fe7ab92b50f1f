//! An uploaded spreadsheet as rows of text: CSV or XLSX, read in the sandbox (the spreadsheet
//! libraries are third-party parsers of untrusted bytes; `erecruit_sandbox` reads them in a child
//! process with its own limits). What it refuses is worded here, one code per limit.

use actix_web::http::StatusCode;
use erecruit_sandbox::{Failure, Job, Refusal, Reply, Sandbox};

use crate::error::{ApiError, ErrorCode};

pub use erecruit_sandbox::Sheet;
pub use erecruit_sandbox::limits::{MAX_COLUMNS, MAX_ROWS};

/// Reads the file (XLSX by its zip signature, CSV otherwise) with no unit of work open.
pub async fn read(sandbox: &Sandbox, bytes: Vec<u8>) -> Result<Sheet, ApiError> {
    match sandbox.run(Job::Sheet, bytes).await {
        Ok(Reply::Sheet(sheet)) => Ok(sheet),
        Ok(Reply::Refused(refusal)) => Err(refused(&refusal)),
        Ok(Reply::Text(_) | Reply::Busy(_)) => {
            Err(ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::ImportUnreadable))
        }
        Err(Failure::Busy) => Err(ApiError::coded(StatusCode::SERVICE_UNAVAILABLE, ErrorCode::DocumentsBusy)),
        // Killed at a limit, out of time, or crashed: the file cannot be read.
        Err(_) => Err(ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::ImportUnreadable)),
    }
}

/// The 400 for a refused file: one code per limit, each worded in its catalog entry.
fn refused(refusal: &Refusal) -> ApiError {
    let code = match refusal {
        Refusal::NoHeader | Refusal::NoRows => ErrorCode::ImportEmpty,
        Refusal::NotUtf8 => ErrorCode::ImportEncodingInvalid,
        Refusal::TooManyRows { .. } => ErrorCode::ImportTooManyRows,
        Refusal::TooManyColumns { .. } => ErrorCode::ImportTooManyColumns,
        Refusal::TooManyMembers { .. } => ErrorCode::ImportArchiveTooManyParts,
        Refusal::ArchiveTooLarge { .. } => ErrorCode::ImportArchiveTooLarge,
        Refusal::MalformedCsv
        | Refusal::NestedTooDeep { .. }
        | Refusal::StreamsTooLarge { .. }
        | Refusal::Unreadable { .. } => ErrorCode::ImportUnreadable,
    };
    ApiError::bad_request(code)
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
