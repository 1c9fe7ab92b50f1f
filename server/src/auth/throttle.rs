//! Sliding-window rate limits kept in the tenant's `rate_limit_events`, so every replica counts
//! the same attempts.

use std::time::Duration;

use actix_web::HttpRequest;
use sea_orm::{ConnectionTrait, DbBackend, Statement, Value};
use sha2::{Digest, Sha256};

use crate::error::ApiError;
use crate::tenancy::TenantTx;

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max: u32,
    pub window: Duration,
}

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

fn window_secs(limit: Limit) -> f64 {
    limit.window.as_secs_f64()
}

/// Advisory-lock namespace of rate-limit buckets ("RL").
const BUCKET_LOCK_NAMESPACE: i32 = 0x524c;

/// 429 with `Retry-After` once `bucket` holds `limit.max` events inside the window. Attempts on
/// one bucket are serialised until the transaction ends, so concurrent requests cannot all slip
/// under the limit before any of them is counted.
pub async fn check(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<(), ApiError> {
    tx.execute_raw(statement(
        "SELECT pg_advisory_xact_lock($1, hashtext($2))",
        vec![BUCKET_LOCK_NAMESPACE.into(), bucket.into()],
    ))
    .await?;
    peek(tx, bucket, limit).await
}

/// Like [`check`], without taking the bucket's lock: a cheap early answer before slow work (a
/// password hash) that must not run while the lock is held. [`check`] still has to follow.
pub async fn peek(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<(), ApiError> {
    let row = tx
        .query_one_raw(statement(
            "SELECT count(*) AS hits,
                    ceil(extract(epoch FROM min(at) + make_interval(secs => $2) - now()))::bigint AS retry_after
             FROM (SELECT at FROM rate_limit_events
                   WHERE bucket = $1 AND at > now() - make_interval(secs => $2)
                   ORDER BY at DESC LIMIT $3) recent",
            vec![bucket.into(), window_secs(limit).into(), i64::from(limit.max).into()],
        ))
        .await?;
    let Some(row) = row else { return Ok(()) };
    let hits: i64 = row.try_get("", "hits")?;
    if limit.max > 0 && hits < i64::from(limit.max) {
        return Ok(());
    }
    let retry_after: Option<i64> = row.try_get("", "retry_after")?;
    Err(ApiError::RateLimited { retry_after_secs: u64::try_from(retry_after.unwrap_or(1)).unwrap_or(1) })
}

/// A bucket name for a client-supplied value (an e-mail address as typed): hashed, so any input
/// makes a short, valid key.
pub fn bucket(kind: &str, value: &str) -> String {
    let digest = Sha256::digest(value.trim().to_lowercase().as_bytes());
    let hex: String = digest.iter().take(16).map(|byte| format!("{byte:02x}")).collect();
    format!("{kind}:{hex}")
}

/// Counts one event in `bucket` (and forgets this bucket's events older than a day).
pub async fn hit(tx: &TenantTx, bucket: &str) -> Result<(), ApiError> {
    tx.execute_raw(statement(
        "WITH expired AS (DELETE FROM rate_limit_events WHERE bucket = $1 AND at < now() - interval '1 day')
         INSERT INTO rate_limit_events (bucket) VALUES ($1)",
        vec![bucket.into()],
    ))
    .await?;
    Ok(())
}

/// Checks the limit, then counts this attempt: for actions limited on every attempt.
pub async fn check_and_hit(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<(), ApiError> {
    check(tx, bucket, limit).await?;
    hit(tx, bucket).await
}

pub async fn clear(tx: &TenantTx, bucket: &str) -> Result<(), ApiError> {
    tx.execute_raw(statement("DELETE FROM rate_limit_events WHERE bucket = $1", vec![bucket.into()])).await?;
    Ok(())
}

/// The client's IP: the peer address, or — behind a trusted proxy — the last X-Forwarded-For
/// entry, the one the proxy itself appended (earlier entries are whatever the client sent).
pub fn client_ip(req: &HttpRequest, trust_forwarded_for: bool) -> String {
    let forwarded = trust_forwarded_for
        .then(|| req.headers().get("x-forwarded-for"))
        .flatten()
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .map(|ip| ip.trim().to_owned())
        .filter(|ip| ip.parse::<std::net::IpAddr>().is_ok());
    forwarded.or_else(|| req.peer_addr().map(|addr| addr.ip().to_string())).unwrap_or_else(|| "unknown".to_owned())
}
