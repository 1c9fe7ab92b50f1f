//! What the bench's example programs share: their arguments and their timing figures.

use serde_json::json;

/// The number after `name` in `args`, else `default`.
pub fn arg(args: &[String], name: &str, default: usize) -> usize {
    args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The mean and p99 of samples in milliseconds, to the microsecond.
pub fn stats(mut samples: Vec<f64>) -> serde_json::Value {
    samples.sort_by(f64::total_cmp);
    let mean = samples.iter().sum::<f64>() / samples.len().max(1) as f64;
    let p99 = samples[((samples.len() as f64 * 0.99) as usize).min(samples.len() - 1)];
    json!({ "mean_ms": (mean * 1000.0).round() / 1000.0, "p99_ms": (p99 * 1000.0).round() / 1000.0 })
}
