//! `make bench`'s documents part: what reading a typical two-page CV costs in the sandbox against
//! reading it in the server process as before. Prints one JSON object.
//!
//!   cargo run --release -p erecruit-sandbox --example parse_bench [-- ROUNDS]

use std::time::{Duration, Instant};

use erecruit_sandbox::samples;
use erecruit_sandbox::{Job, Reply, Sandbox, SandboxConfig};

fn per_document(total: Duration, n: usize) -> f64 {
    total.as_secs_f64() * 1000.0 / n as f64
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(200);
    let cv = samples::two_page_cv();
    // `erecruit-parse` one folder up from `target/release/examples`.
    let sandbox = Sandbox::new(SandboxConfig::default());
    assert!(sandbox.program().is_some(), "build erecruit-parse first (cargo build --release -p erecruit-sandbox)");

    // Before: pdf-extract in the server's process (on a blocking thread), as uploads did inline.
    let started = Instant::now();
    for _ in 0..rounds {
        let text = pdf_extract::extract_text_from_mem(&cv).unwrap_or_default();
        assert!(text.contains("Senior data engineer"));
    }
    let in_process = started.elapsed();

    // After: one child per document, one at a time.
    let started = Instant::now();
    for _ in 0..rounds {
        match sandbox.run(Job::PdfText, cv.clone()).await {
            Ok(Reply::Text(text)) => assert!(text.contains("Senior data engineer")),
            other => panic!("the CV was not read: {other:?}"),
        }
    }
    let sequential = started.elapsed();

    // After, as the server runs them: a child per core at once.
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    let started = Instant::now();
    let workers = (0..cores).map(|_| {
        let sandbox = sandbox.clone();
        let cv = cv.clone();
        tokio::spawn(async move {
            let mut read = 0;
            for _ in 0..rounds / cores {
                if matches!(sandbox.run(Job::PdfText, cv.clone()).await, Ok(Reply::Text(_))) {
                    read += 1;
                }
            }
            read
        })
    });
    let mut read = 0;
    for worker in workers.collect::<Vec<_>>() {
        read += worker.await.unwrap_or(0);
    }
    let concurrent = started.elapsed();

    let in_process_ms = per_document(in_process, rounds);
    let sandbox_ms = per_document(sequential, rounds);
    println!(
        "{}",
        serde_json::json!({
            "document": "two-page CV (PDF)",
            "bytes": cv.len(),
            "rounds": rounds,
            "in_process_ms": (in_process_ms * 100.0).round() / 100.0,
            "in_process_per_s": (rounds as f64 / in_process.as_secs_f64()).round(),
            "sandbox_ms": (sandbox_ms * 100.0).round() / 100.0,
            "sandbox_per_s": (rounds as f64 / sequential.as_secs_f64()).round(),
            "sandbox_cost_ms": ((sandbox_ms - in_process_ms) * 100.0).round() / 100.0,
            "concurrent_per_s": (read as f64 / concurrent.as_secs_f64()).round(),
            "concurrent_children": cores,
        })
    );
}
