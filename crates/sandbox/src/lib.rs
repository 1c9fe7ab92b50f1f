//! Untrusted documents are read in a child process, never in the server.
//!
//! The parsers of third-party formats (PDF, Word, XLSX, CSV) are large libraries written for
//! well-formed files. Read in the server, a 634-byte PDF whose form draws itself overflowed the
//! stack and aborted the process with every tenant's requests; a small zip can ask for gigabytes.
//! So the server never parses such bytes itself:
//!
//! - [`Sandbox::run`] (the parent) starts the program `erecruit-parse` (this crate's binary,
//!   found beside the running program), writes the bytes to its stdin and reads one JSON
//!   [`Reply`] from its stdout, killing it at a wall-clock deadline. A crash, a kill or a limit in
//!   the child is an outcome ([`Failure`]), never the server's problem. Children run a few at a
//!   time per replica (as many as it has cores) with a bounded queue; beyond it, [`Failure::Busy`].
//! - The child ([`child::main`]) sets its own limits before reading a byte (address space, CPU
//!   seconds, no core file, no new files), then checks what the libraries do not check
//!   ([`limits`]: what a zip inflates to, a spreadsheet's used range, a PDF's nesting) before it
//!   hands the bytes to them.

pub mod child;
pub mod limits;
mod parent;
mod protocol;
pub mod samples;

pub use parent::{Failure, Finished, Outcome, Sandbox, SandboxConfig};
pub use protocol::{BusyRange, Job, Refusal, Reply, Sheet};
