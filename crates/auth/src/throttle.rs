//! Sliding-window rate limits kept in the tenant's `rate_limit_events`, so every replica counts
//! the same attempts.

use std::time::Duration;

use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{CommonTableExpression, Expr, ExprTrait, Func, Query, WithClause};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryTrait};
use sha2::{Digest, Sha256};

use super::entities::rate_limit_event;
use crate::db;
use crate::error::ApiError;
use crate::tenancy::TenantTx;

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max: u32,
    pub window: Duration,
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
    lock(tx, bucket).await?;
    peek(tx, bucket, limit).await
}

/// Serialises the attempts on `bucket` until the transaction ends.
async fn lock(tx: &TenantTx, bucket: &str) -> Result<(), ApiError> {
    let lock = Func::cust("pg_advisory_xact_lock").arg(BUCKET_LOCK_NAMESPACE).arg(Func::cust("hashtext").arg(bucket));
    tx.execute(&Query::select().expr(lock).take()).await?;
    Ok(())
}

/// How many of a bucket's newest events in `$table` (at most the limit, `$3`) fall inside the
/// window (`$2` seconds), and in how many seconds the oldest of them leaves it. Raw: sea-query has
/// no `EXTRACT(epoch FROM …)` and no named function arguments (`make_interval(secs => …)`).
macro_rules! recent_events {
    ($table:literal) => {
        concat!(
            "SELECT count(*) AS hits,
        ceil(extract(epoch FROM min(at) + make_interval(secs => $2) - now()))::bigint AS retry_after
 FROM (SELECT at FROM ",
            $table,
            "
       WHERE bucket = $1 AND at > now() - make_interval(secs => $2)
       ORDER BY at DESC LIMIT $3) recent"
        )
    };
}

/// Where events are counted.
#[derive(Clone, Copy)]
enum Counter {
    /// The tenant's `rate_limit_events`: what a client does on this careers site.
    Tenant,
    /// The platform's `shared.client_events`: what a client does on every careers site together.
    Platform,
}

impl Counter {
    fn recent_events(self) -> &'static str {
        match self {
            Self::Tenant => recent_events!("rate_limit_events"),
            Self::Platform => recent_events!("shared.client_events"),
        }
    }
}

/// Like [`check`], without taking the bucket's lock: a cheap early answer before slow work (a
/// password hash) that must not run while the lock is held. [`check`] still has to follow.
pub async fn peek(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<(), ApiError> {
    recent(tx, bucket, limit).await.map(|_| ())
}

/// How many events the bucket holds inside the window (at most `limit.max`); 429 with
/// `Retry-After` when that is the limit.
pub async fn recent(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<u32, ApiError> {
    recent_in(tx, Counter::Tenant, bucket, limit).await
}

async fn recent_in(tx: &TenantTx, counter: Counter, bucket: &str, limit: Limit) -> Result<u32, ApiError> {
    let values = [bucket.into(), window_secs(limit).into(), i64::from(limit.max).into()];
    let row = tx.query_one_raw(db::raw(counter.recent_events(), values)).await?;
    let Some(row) = row else { return Ok(0) };
    let hits: i64 = row.try_get("", "hits")?;
    if limit.max > 0 && hits < i64::from(limit.max) {
        return Ok(u32::try_from(hits).unwrap_or(u32::MAX));
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
    use rate_limit_event::Column as C;
    // `now() - interval '1 day'` as a fragment: sea-query has no interval literals.
    let expired = rate_limit_event::Entity::delete_many()
        .filter(C::Bucket.eq(bucket))
        .filter(Expr::col(C::At).lt(Expr::cust("now() - interval '1 day'")))
        .into_query();
    let cte = CommonTableExpression::new().table_name("expired").query(expired).to_owned();
    let event = rate_limit_event::ActiveModel { bucket: Set(bucket.to_owned()), ..Default::default() };
    let mut insert = rate_limit_event::Entity::insert(event).into_query();
    insert.with_cte(WithClause::new().cte(cte).to_owned());
    tx.execute(&insert).await?;
    Ok(())
}

/// Checks the limit, then counts this attempt: for actions limited on every attempt.
pub async fn check_and_hit(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<(), ApiError> {
    check(tx, bucket, limit).await?;
    hit(tx, bucket).await
}

/// [`check_and_hit`] on the platform's counters (`shared.client_events`, the same on every
/// tenant's site): for what one client may do across tenants, which a tenant's own counters
/// cannot see. Forgets this bucket's events older than a day. Raw: the shared table has no entity.
pub async fn check_and_hit_platform(tx: &TenantTx, bucket: &str, limit: Limit) -> Result<(), ApiError> {
    lock(tx, bucket).await?;
    recent_in(tx, Counter::Platform, bucket, limit).await?;
    tx.execute_raw(db::raw(
        "WITH expired AS (DELETE FROM shared.client_events WHERE bucket = $1 AND at < now() - interval '1 day')
         INSERT INTO shared.client_events (bucket) VALUES ($1)",
        [bucket.into()],
    ))
    .await?;
    Ok(())
}

pub async fn clear(tx: &TenantTx, bucket: &str) -> Result<(), ApiError> {
    rate_limit_event::Entity::delete_many().filter(rate_limit_event::Column::Bucket.eq(bucket)).exec(tx).await?;
    Ok(())
}
