//! Every limit the sandbox enforces, each with its reason. The child's process limits stop what
//! slips past the checks; the checks give a refused document a reason the user can read.

use std::time::Duration;

/// Most characters of text kept per document (the `files.text` column's CHECK): a long CV is
/// about 20,000.
pub const MAX_TEXT_CHARS: usize = 200_000;

/// Most data rows one import takes (the header row is not counted).
pub const MAX_ROWS: usize = 50_000;
/// Most columns of an import: its kinds have at most 14, and 100 columns of 50,001 rows is the
/// largest grid the child may hold in memory (the XLSX reader allocates the whole used range).
pub const MAX_COLUMNS: usize = 100;

/// Most members of a zip (an XLSX has a dozen, a Word document a few dozen).
pub const MAX_ZIP_MEMBERS: usize = 1_000;
/// Most bytes one zip member inflates to (a 1 MB upload can otherwise inflate to 1 GiB, and the
/// XLSX reader reads its shared strings and worksheets whole).
pub const MAX_ZIP_MEMBER_BYTES: u64 = 64 * 1024 * 1024;
/// Most bytes all members of a zip inflate to together.
pub const MAX_ZIP_TOTAL_BYTES: u64 = 128 * 1024 * 1024;

/// Deepest nesting of a PDF's page tree and of its form XObjects (forms drawing forms): the PDF
/// library follows both by recursion without a limit, and a form that draws itself never ends.
pub const MAX_PDF_DEPTH: usize = 16;
/// Most form XObjects visited while checking a PDF (a few forms, each drawing the others many
/// times, multiply).
pub const MAX_PDF_FORM_VISITS: usize = 10_000;
/// Most bytes a PDF's page contents and forms inflate to, counted once per reference (the PDF
/// library inflates a stream again each time a page or form uses it: a 66 KB PDF can ask for
/// gigabytes).
pub const MAX_PDF_INFLATED_BYTES: u64 = 256 * 1024 * 1024;

/// Most bytes of the child's answer the parent reads (a sheet of 50,000 rows is ~20 MB of JSON).
pub const MAX_REPLY_BYTES: usize = 128 * 1024 * 1024;
/// Most bytes of the child's error output kept for the log.
pub const MAX_STDERR_BYTES: usize = 4 * 1024;

/// What one child may use. Its CPU limit is its wall-clock deadline rounded up to whole seconds:
/// a child that spins is killed by the kernel even if the parent were gone.
#[derive(Debug, Clone, Copy)]
pub struct ChildLimits {
    /// Address space (`RLIMIT_AS`): an allocation beyond it fails and the child aborts.
    pub memory_bytes: u64,
    /// The parent kills the child when it has not answered by then.
    pub deadline: Duration,
}

/// A PDF's or Word document's text: a 5 MB CV is read in well under a second.
pub const TEXT_LIMITS: ChildLimits = ChildLimits { memory_bytes: 512 * 1024 * 1024, deadline: Duration::from_secs(10) };

/// An import's spreadsheet: 50,000 rows of an 8 MB XLSX take a few seconds in a debug build.
pub const SHEET_LIMITS: ChildLimits =
    ChildLimits { memory_bytes: 1024 * 1024 * 1024, deadline: Duration::from_secs(30) };
