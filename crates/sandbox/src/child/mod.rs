//! The child's side: limits first, then the bytes, then the parser.

mod archive;
mod docx;
mod ics;
mod pdf;
mod sheet;
mod text;

use std::io::{Read, Write};
use std::process::ExitCode;

use rlimit::Resource;

use crate::limits::ChildLimits;
use crate::protocol::{Job, Refusal, Reply};

pub use text::tidy;

/// Most bytes read from stdin: more than any upload the server takes.
const MAX_INPUT_BYTES: u64 = 64 * 1024 * 1024;

/// The program's `main`: `erecruit-parse JOB` with the document on stdin.
pub fn main() -> ExitCode {
    let Some(job) = std::env::args().nth(1).as_deref().and_then(Job::parse) else {
        eprintln!("usage: erecruit-parse pdf-text|docx-text|sheet|calendar-busy < document (run by eRecruit's server)");
        return ExitCode::from(2);
    };
    if let Err(err) = restrict(job.limits()) {
        eprintln!("erecruit-parse: cannot set its limits: {err}");
        return ExitCode::from(3);
    }
    let mut bytes = Vec::new();
    if let Err(err) = std::io::stdin().lock().take(MAX_INPUT_BYTES).read_to_end(&mut bytes) {
        eprintln!("erecruit-parse: cannot read the document: {err}");
        return ExitCode::from(4);
    }
    // A panic in a library is a damaged document, answered as such (the process limits still
    // stop what is not a panic: an overflowed stack, a failed allocation, a loop).
    let reply = std::panic::catch_unwind(|| run(job, &bytes)).unwrap_or_else(|panic| {
        let detail = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "the parser panicked".to_owned());
        Reply::Refused(Refusal::unreadable(format!("panic: {detail}")))
    });
    let mut stdout = std::io::stdout().lock();
    match serde_json::to_writer(&mut stdout, &reply).map_err(std::io::Error::from).and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("erecruit-parse: cannot write its answer: {err}");
            ExitCode::from(5)
        }
    }
}

/// Sets the process's own limits: address space, CPU seconds (then SIGXCPU, and SIGKILL a second
/// later), no core file, no file written.
fn restrict(limits: ChildLimits) -> std::io::Result<()> {
    Resource::AS.set(limits.memory_bytes, limits.memory_bytes)?;
    let cpu = limits.deadline.as_secs().max(1);
    Resource::CPU.set(cpu, cpu + 1)?;
    Resource::CORE.set(0, 0)?;
    Resource::FSIZE.set(0, 0)?;
    Ok(())
}

/// Runs one job on the bytes (in the child, after [`restrict`]).
pub fn run(job: Job, bytes: &[u8]) -> Reply {
    let answer = match job {
        Job::PdfText => pdf::text(bytes).map(Reply::Text),
        Job::DocxText => docx::text(bytes).map(Reply::Text),
        Job::Sheet => sheet::read(bytes).map(Reply::Sheet),
        Job::CalendarBusy => ics::busy(bytes, chrono::Utc::now()).map(Reply::Busy),
        Job::ExhaustMemory => exhaust_memory(),
        Job::Spin => spin(),
    };
    answer.unwrap_or_else(Reply::Refused)
}

/// Allocates and touches 64 MiB after 64 MiB until an allocation fails (and the process aborts).
fn exhaust_memory() -> Result<Reply, Refusal> {
    let mut kept: Vec<Vec<u8>> = Vec::new();
    loop {
        kept.push(vec![1u8; 64 * 1024 * 1024]);
        std::hint::black_box(&kept);
    }
}

/// Uses the CPU until something stops it.
fn spin() -> Result<Reply, Refusal> {
    let mut n: u64 = 0;
    loop {
        n = std::hint::black_box(n.wrapping_mul(6364136223846793005).wrapping_add(1));
    }
}
