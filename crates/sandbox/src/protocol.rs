//! What the parent asks (the job, as the child's one argument; the bytes on its stdin) and what
//! the child answers (one JSON [`Reply`] on its stdout).

use serde::{Deserialize, Serialize};

use crate::limits::{self, ChildLimits};

/// What the child is asked to do with the bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Job {
    /// The words of a PDF.
    PdfText,
    /// The words of a Word (.docx) document's body.
    DocxText,
    /// The rows of an import's spreadsheet: XLSX (its first sheet) or CSV.
    Sheet,
    /// The busy times of an external calendar (iCalendar).
    CalendarBusy,
    /// Allocates until its memory limit stops it: for the tests of the limits.
    #[doc(hidden)]
    ExhaustMemory,
    /// Spins until its deadline: for the tests of the limits.
    #[doc(hidden)]
    Spin,
}

impl Job {
    const ALL: [Job; 6] = [Job::PdfText, Job::DocxText, Job::Sheet, Job::CalendarBusy, Job::ExhaustMemory, Job::Spin];

    /// The child's argument.
    pub fn as_str(self) -> &'static str {
        match self {
            Job::PdfText => "pdf-text",
            Job::DocxText => "docx-text",
            Job::Sheet => "sheet",
            Job::CalendarBusy => "calendar-busy",
            Job::ExhaustMemory => "exhaust-memory",
            Job::Spin => "spin",
        }
    }

    pub fn parse(argument: &str) -> Option<Job> {
        Self::ALL.into_iter().find(|job| job.as_str() == argument)
    }

    /// The `kind` label of the metrics.
    pub fn kind(self) -> &'static str {
        match self {
            Job::PdfText => "pdf",
            Job::DocxText => "docx",
            Job::Sheet => "sheet",
            Job::CalendarBusy => "calendar",
            Job::ExhaustMemory | Job::Spin => "selftest",
        }
    }

    pub fn limits(self) -> ChildLimits {
        match self {
            Job::Sheet | Job::ExhaustMemory => limits::SHEET_LIMITS,
            Job::PdfText | Job::DocxText | Job::CalendarBusy | Job::Spin => limits::TEXT_LIMITS,
        }
    }
}

/// The child's answer.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Reply {
    /// A document's words: one space between words, at most [`limits::MAX_TEXT_CHARS`]; empty
    /// when it has none (a scan).
    Text(String),
    Sheet(Sheet),
    /// An external calendar's busy times, earliest first.
    Busy(Vec<BusyRange>),
    /// The document breaks a limit or cannot be read.
    Refused(Refusal),
}

/// An import's spreadsheet as rows of text. The first row names the columns.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
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

/// A stretch of busy time in an external calendar, in seconds since the epoch, its end
/// exclusive. A whole-day event's times are the UTC midnights of its dates (its owner's dates).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BusyRange {
    pub start: i64,
    pub end: i64,
    pub all_day: bool,
}

/// Why a document was not read. The server words each for the user (an import) or keeps the
/// document without its text (a CV or attachment).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "camelCase", tag = "reason")]
pub enum Refusal {
    #[error("the file has no header row")]
    NoHeader,
    #[error("the file has a header but no rows")]
    NoRows,
    #[error("the file is not UTF-8 text")]
    NotUtf8,
    #[error("the CSV file is malformed (an unclosed quote?)")]
    MalformedCsv,
    #[error("more than {max} rows")]
    TooManyRows { max: usize },
    #[error("more than {max} columns")]
    TooManyColumns { max: usize },
    #[error("the archive has more than {max} members")]
    TooManyMembers { max: usize },
    #[error("the archive inflates to more than {max_bytes} bytes")]
    ArchiveTooLarge { max_bytes: u64 },
    #[error("nested more than {max} deep, or in a loop")]
    NestedTooDeep { max: usize },
    #[error("the document's streams inflate to more than {max_bytes} bytes")]
    StreamsTooLarge { max_bytes: u64 },
    /// Damaged, truncated or not of its kind; the detail is for the log.
    #[error("unreadable: {detail}")]
    Unreadable { detail: String },
}

impl Refusal {
    pub fn unreadable(detail: impl std::fmt::Display) -> Self {
        Refusal::Unreadable { detail: detail.to_string() }
    }
}
