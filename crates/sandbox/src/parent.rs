//! The parent's side: a bounded number of children per process, each fed its bytes, read, and
//! killed at its deadline.

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::sync::Semaphore;

use crate::limits::{MAX_REPLY_BYTES, MAX_STDERR_BYTES};
use crate::protocol::{Job, Reply};

/// The child program's name, found beside the running program.
pub const PROGRAM: &str = "erecruit-parse";

/// How a run ended, for the metrics (`erecruit_parse_total{kind, outcome}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The child answered with what it read.
    Ok,
    /// The child refused the document, exited with an error, or answered nonsense.
    Unreadable,
    /// A signal ended the child: its memory or CPU limit, a failed allocation, an overflowed stack.
    Killed,
    /// The parent killed the child at its deadline.
    Timeout,
    /// Every child was busy and the queue full: nothing ran.
    Busy,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Unreadable => "unreadable",
            Outcome::Killed => "killed",
            Outcome::Timeout => "timeout",
            Outcome::Busy => "busy",
        }
    }
}

/// Why a run gave no [`Reply`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    #[error("every document reader is busy")]
    Busy,
    #[error("the document reader failed: {0}")]
    Unreadable(String),
    #[error("the document reader was killed: {0}")]
    Killed(String),
    #[error("the document reader took too long")]
    Timeout,
}

impl Failure {
    pub fn outcome(&self) -> Outcome {
        match self {
            Failure::Busy => Outcome::Busy,
            Failure::Unreadable(_) => Outcome::Unreadable,
            Failure::Killed(_) => Outcome::Killed,
            Failure::Timeout => Outcome::Timeout,
        }
    }
}

/// One finished run, as the observer sees it.
#[derive(Debug, Clone, Copy)]
pub struct Finished {
    pub job: Job,
    pub outcome: Outcome,
    pub elapsed: Duration,
}

/// How a process runs its children.
#[derive(Debug, Clone, Default)]
pub struct SandboxConfig {
    /// The child program; by default `erecruit-parse` beside the running program (or beside its
    /// folder, for test programs in `target/*/deps`).
    pub program: Option<PathBuf>,
    /// Children at once; by default the machine's cores.
    pub concurrency: Option<usize>,
    /// Runs waiting for a child beyond those; by default four per child.
    pub queue: Option<usize>,
    /// A deadline shorter than each job's own (tests of the deadline).
    pub deadline: Option<Duration>,
}

type Observer = Arc<dyn Fn(Finished) + Send + Sync>;

/// Runs documents through children, a bounded number at a time. Cheap to clone (shared).
#[derive(Clone)]
pub struct Sandbox {
    inner: Arc<Inner>,
}

struct Inner {
    program: Option<PathBuf>,
    permits: Semaphore,
    /// Runs running or waiting.
    in_flight: AtomicUsize,
    capacity: usize,
    deadline: Option<Duration>,
    observer: Option<Observer>,
}

impl Sandbox {
    pub fn new(config: SandboxConfig) -> Self {
        Self::build(config, None)
    }

    /// A sandbox that tells `observer` of every finished run (the metrics).
    pub fn observed(config: SandboxConfig, observer: impl Fn(Finished) + Send + Sync + 'static) -> Self {
        Self::build(config, Some(Arc::new(observer)))
    }

    fn build(config: SandboxConfig, observer: Option<Observer>) -> Self {
        let concurrency =
            config.concurrency.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, usize::from)).max(1);
        let queue = config.queue.unwrap_or(concurrency * 4);
        let program = config.program.or_else(locate);
        if program.is_none() {
            tracing::warn!("{PROGRAM} was not found beside this program: documents will be stored without their text");
        }
        Self {
            inner: Arc::new(Inner {
                program,
                permits: Semaphore::new(concurrency),
                in_flight: AtomicUsize::new(0),
                capacity: concurrency + queue,
                deadline: config.deadline,
                observer,
            }),
        }
    }

    /// The child program, if it was found.
    pub fn program(&self) -> Option<&Path> {
        self.inner.program.as_deref()
    }

    /// Runs `job` on `bytes` in a child. A refused document is a [`Reply::Refused`]; a child that
    /// crashed, was killed or ran out of time is a [`Failure`], as is a full queue.
    pub async fn run(&self, job: Job, bytes: Vec<u8>) -> Result<Reply, Failure> {
        let started = Instant::now();
        let result = self.run_unobserved(job, bytes).await;
        let outcome = match &result {
            Ok(Reply::Refused(_)) => Outcome::Unreadable,
            Ok(_) => Outcome::Ok,
            Err(failure) => failure.outcome(),
        };
        if let Some(observer) = &self.inner.observer {
            observer(Finished { job, outcome, elapsed: started.elapsed() });
        }
        match &result {
            Ok(Reply::Refused(refusal)) => tracing::info!(job = job.as_str(), %refusal, "document refused"),
            Err(failure) => tracing::warn!(job = job.as_str(), %failure, "document not read"),
            Ok(_) => {}
        }
        result
    }

    async fn run_unobserved(&self, job: Job, bytes: Vec<u8>) -> Result<Reply, Failure> {
        let inner = &self.inner;
        let _slot = Slot::take(&inner.in_flight, inner.capacity).ok_or(Failure::Busy)?;
        let _permit = inner.permits.acquire().await.map_err(|_| Failure::Busy)?;
        let program = inner.program.as_deref().ok_or_else(|| Failure::Unreadable(format!("no {PROGRAM} program")))?;
        let deadline = inner.deadline.map_or(job.limits().deadline, |d| d.min(job.limits().deadline));
        let mut child = tokio::process::Command::new(program)
            .arg(job.as_str())
            .env_clear()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .map_err(|err| Failure::Unreadable(format!("cannot start {}: {err}", program.display())))?;
        let (Some(mut stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            return Err(Failure::Unreadable("the child's pipes are missing".to_owned()));
        };
        let exchange = async {
            let write = async move {
                // A child that stops reading (it refused early, or died) closes the pipe: fine.
                let _ = stdin.write_all(&bytes).await;
                drop(stdin);
            };
            let ((), out, err) =
                tokio::join!(write, read_capped(stdout, MAX_REPLY_BYTES), read_capped(stderr, MAX_STDERR_BYTES));
            (out, err, child.wait().await)
        };
        let (out, err, status) = match tokio::time::timeout(deadline, exchange).await {
            Ok(done) => done,
            Err(_) => {
                let _ = child.kill().await;
                return Err(Failure::Timeout);
            }
        };
        let status = status.map_err(|err| Failure::Unreadable(err.to_string()))?;
        let stderr = String::from_utf8_lossy(&err.0).trim().to_owned();
        if let Some(signal) = status.signal() {
            return Err(Failure::Killed(format!("signal {signal}; {stderr}")));
        }
        if !status.success() {
            return Err(Failure::Unreadable(format!("{status}; {stderr}")));
        }
        let (out, overflowed) = out;
        if overflowed {
            return Err(Failure::Unreadable(format!("its answer is over {MAX_REPLY_BYTES} bytes")));
        }
        serde_json::from_slice(&out).map_err(|err| Failure::Unreadable(format!("its answer: {err}")))
    }
}

/// Reads everything, keeping at most `cap` bytes; says whether there was more.
async fn read_capped(mut from: impl AsyncRead + Unpin, cap: usize) -> (Vec<u8>, bool) {
    let mut kept = Vec::new();
    let mut buffer = vec![0u8; 64 * 1024];
    let mut overflowed = false;
    while let Ok(n @ 1..) = from.read(&mut buffer).await {
        let room = cap.saturating_sub(kept.len());
        overflowed |= n > room;
        kept.extend_from_slice(&buffer[..n.min(room)]);
    }
    (kept, overflowed)
}

/// A place among the runs in flight, given back when dropped.
struct Slot<'a>(&'a AtomicUsize);

impl<'a> Slot<'a> {
    fn take(in_flight: &'a AtomicUsize, capacity: usize) -> Option<Self> {
        in_flight.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n < capacity).then_some(n + 1)).ok()?;
        Some(Slot(in_flight))
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// `erecruit-parse` beside the running program, or one folder up (test programs run from
/// `target/<profile>/deps`, the binaries are in `target/<profile>`).
fn locate() -> Option<PathBuf> {
    let running = std::env::current_exe().ok()?;
    let name = format!("{PROGRAM}{}", std::env::consts::EXE_SUFFIX);
    running.ancestors().skip(1).take(2).map(|dir| dir.join(&name)).find(|candidate| candidate.is_file())
}
