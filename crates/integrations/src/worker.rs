//! Delivers the webhook outbox ([`crate::webhooks`]): one [`delivery`](crate::delivery) worker per
//! replica. A round claims up to 20 due deliveries with `FOR UPDATE SKIP LOCKED`, counting their
//! attempt, posts them together, records each attempt in the log and commits: no other replica can
//! take a row while its attempt is made, and the log's key (delivery, attempt) records an attempt
//! once. A replica that dies mid-round leaves nothing counted: its connection's transaction rolls
//! back, the rows are free at once, and the next round makes the same attempt again (the receiver
//! may see that `webhook-id` twice, as at-least-once delivery allows). The round holds one
//! connection while its posts run (at most the outbound client's 10 s), as the mail worker does.
//!
//! A failed attempt is tried again after 30 s × 4^(attempt − 1), at most 12 hours later; the
//! ninth failure, some 35 hours after the first, gives the delivery up, turns the endpoint off,
//! pauses what waits for it and mails the tenant's admins. A delivery sent again by hand gets one
//! attempt and no schedule.

use std::time::Instant;

use chrono::{DateTime, Utc};
use openidconnect::url::Url;
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult, Statement, Value};
use serde_json::json;
use uuid::Uuid;

use crate::audit::{self, Action};
use crate::auth::users::{self, UserOrder};
use crate::crypto::Sealer;
use crate::delivery::{self, DueTable, Outbox, Sweep, SweepReport};
use crate::mail::{self, MailKind};
use crate::outbound::Outbound;
use crate::platform_webhooks::{self as webhooks, message_id, signature};
#[allow(clippy::disallowed_types)] // the worker's own pool, see `Outbox::db`
use crate::tenancy::Database;
use crate::tenancy::{Registry, TenantSlug, TenantTx};

/// Deliveries claimed per round.
const BATCH: i64 = 20;
/// Attempts before a delivery is given up (and its endpoint turned off).
pub const MAX_ATTEMPTS: i32 = 9;
/// The most of a receiver's answer kept in the log.
const EXCERPT: usize = 1000;

const WEBHOOK_DUE: DueTable = DueTable {
    table: "webhook_due",
    // "WH"; all namespaces are listed at `tenancy::migrate::LOCK_NAMESPACE`.
    lock_namespace: 0x5748,
    outstanding: "WITH o AS (
         SELECT count(*) AS unsent, min(next_attempt_at) FILTER (WHERE next_attempt_at < 'infinity') AS due_at
         FROM webhook_deliveries WHERE state = 'pending'
     )
     SELECT o.unsent, o.due_at, d.unsent = o.unsent AND d.due_at = coalesce(o.due_at, 'infinity') AS recorded
     FROM o LEFT JOIN shared.webhook_due d ON d.tenant_id = $1",
};

/// Claims up to `$1` due deliveries (of endpoints that are on, or sent again by hand) and counts
/// their attempt; the rows stay locked until the round
/// commits.
const CLAIM: &str = "WITH due AS (
         SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE d.state = 'pending' AND d.next_attempt_at <= now() AND (e.enabled OR d.manual)
         ORDER BY d.next_attempt_at LIMIT $1 FOR UPDATE OF d SKIP LOCKED)
     UPDATE webhook_deliveries d SET attempts = d.attempts + 1
     FROM due, webhook_endpoints e
     WHERE d.id = due.id AND e.id = d.endpoint_id
     RETURNING d.id, d.attempts, d.body, d.manual, e.id AS endpoint_id, e.url, e.secret, e.previous_secret,
         e.previous_until";

/// Logs an attempt, unless its delivery is gone (its endpoint deleted while it was being made). The
/// key (delivery, attempt) refuses a second record of one attempt.
const LOG_ATTEMPT: &str =
    "INSERT INTO webhook_attempts (delivery_id, attempt, started_at, latency_ms, status, error, response)
     SELECT $1, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM webhook_deliveries WHERE id = $1)";

/// The attempt succeeded.
const DELIVERED: &str = "UPDATE webhook_deliveries SET state = 'delivered', finished_at = now(), manual = false
     WHERE id = $1 AND attempts = $2";

/// The attempt failed and another is scheduled (`$3` seconds from now); none while its endpoint is
/// off ('infinity': paused until it is turned on).
const RETRY: &str = "UPDATE webhook_deliveries d
     SET next_attempt_at = CASE WHEN e.enabled THEN now() + make_interval(secs => $3) ELSE 'infinity' END
     FROM webhook_endpoints e
     WHERE d.id = $1 AND d.attempts = $2 AND e.id = d.endpoint_id";

/// The attempt failed and was the last: the delivery is given up.
const GIVE_UP: &str = "UPDATE webhook_deliveries SET state = 'failed', finished_at = now(), manual = false
     WHERE id = $1 AND attempts = $2";

/// An endpoint's failures in a row after a round: none after a success, else `$3` more.
const COUNT_FAILURES: &str = "UPDATE webhook_endpoints
     SET consecutive_failures = CASE WHEN $2 THEN 0 ELSE consecutive_failures + $3 END
     WHERE id = $1";

/// Turns an endpoint off after a delivery was given up; its url when it was on.
const DISABLE: &str = "UPDATE webhook_endpoints SET enabled = false, disabled_at = now(), updated_at = now()
     WHERE id = $1 AND enabled RETURNING url";

/// How long after failed attempt `attempt` (from 1) the next one is made.
pub fn backoff_secs(attempt: i32) -> f64 {
    let exponent = attempt.clamp(1, 10) - 1;
    (30.0 * 4f64.powi(exponent)).min(12.0 * 3600.0)
}

#[derive(FromQueryResult)]
struct Claimed {
    id: Uuid,
    attempts: i32,
    body: String,
    manual: bool,
    endpoint_id: Uuid,
    url: String,
    secret: Vec<u8>,
    previous_secret: Option<Vec<u8>>,
    previous_until: Option<DateTime<Utc>>,
}

/// What became of a recorded attempt's delivery.
enum Recorded {
    Delivered,
    /// Failed; tried again later (or not, when sent by hand).
    Failed,
    /// Failed for the last time.
    GivenUp,
}

/// What a round did for one endpoint.
#[derive(Default)]
struct EndpointRound {
    succeeded: bool,
    failures: i32,
    given_up: bool,
}

/// Text from a receiver as the log keeps it: PostgreSQL's text holds no NUL, and control
/// characters other than line breaks and tabs would only garble the admin page.
fn loggable(text: &str) -> String {
    text.chars().map(|c| if c.is_control() && !matches!(c, '\n' | '\r' | '\t') { '\u{fffd}' } else { c }).collect()
}

/// What one attempt came to.
struct Outcome {
    started_at: DateTime<Utc>,
    latency_ms: i32,
    status: Option<i32>,
    error: Option<String>,
    response: Option<String>,
}

impl Outcome {
    fn succeeded(&self) -> bool {
        self.status.is_some_and(|status| (200..300).contains(&status))
    }
}

// The worker visits every tenant from the pool by design (docs/architecture.md, "Tenant binding").
#[allow(clippy::disallowed_types)]
pub struct WebhookWorker {
    pub db: Database,
    pub registry: Registry,
    pub outbound: Outbound,
    pub sealer: Sealer,
    /// Base address of links in mail (the admins' webhook page).
    pub public_url: String,
}

impl Outbox for WebhookWorker {
    const NAME: &'static str = "webhook";
    const CHANNEL: &'static str = webhooks::CHANNEL;
    const DUE: DueTable = WEBHOOK_DUE;

    #[allow(clippy::disallowed_types)]
    fn db(&self) -> &Database {
        &self.db
    }

    fn registry(&self) -> &Registry {
        &self.registry
    }

    async fn round(&self, tx: &TenantTx) -> anyhow::Result<bool> {
        WebhookWorker::round(self, tx).await
    }

    fn publish_waiting(&self, waiting: i64) {
        crate::metrics::set_webhooks_pending(waiting);
    }
}

fn raw(sql: &'static str, values: impl IntoIterator<Item = Value>) -> Statement {
    crate::db::raw(sql, values)
}

impl WebhookWorker {
    pub fn spawn(self) -> Vec<tokio::task::JoinHandle<()>> {
        delivery::spawn(self)
    }

    /// Runs one delivery round for each tenant the sweep covers and for each of `retry`.
    pub async fn sweep(&self, kind: Sweep, retry: &[TenantSlug]) -> Result<SweepReport, DbErr> {
        delivery::sweep(self, kind, retry).await
    }

    /// Makes every due attempt of one tenant and returns how many deliveries still wait.
    pub async fn deliver(&self, slug: &TenantSlug) -> anyhow::Result<i64> {
        delivery::deliver(self, slug).await
    }

    /// Makes up to a batch of due attempts; whether the batch was full.
    async fn round(&self, tx: &TenantTx) -> anyhow::Result<bool> {
        #[allow(clippy::disallowed_methods)]
        let claimed = Claimed::find_by_statement(raw(CLAIM, [BATCH.into()])).all(&tx.untagged()).await?;
        // A round's attempts go out together: one slow receiver does not hold the others up.
        let outcomes = futures_util::future::join_all(claimed.iter().map(|delivery| self.attempt(delivery))).await;
        // Deliveries first (the round's own rows), then each endpoint once, in id order: two
        // rounds never wait on each other's endpoints in opposite orders.
        let mut endpoints: std::collections::BTreeMap<Uuid, EndpointRound> = std::collections::BTreeMap::new();
        for (delivery, outcome) in claimed.iter().zip(outcomes) {
            if let Some(result) = self.record(tx, delivery, outcome).await? {
                let round = endpoints.entry(delivery.endpoint_id).or_default();
                match result {
                    Recorded::Delivered => round.succeeded = true,
                    Recorded::Failed => round.failures += 1,
                    Recorded::GivenUp => {
                        round.failures += 1;
                        round.given_up = true;
                    }
                }
            }
        }
        for (endpoint, round) in endpoints {
            let values = [Value::from(endpoint), Value::from(round.succeeded), Value::from(round.failures)];
            tx.execute_raw(raw(COUNT_FAILURES, values)).await?;
            if round.given_up && !round.succeeded {
                self.disable(tx, endpoint).await?;
            }
        }
        Ok(claimed.len() as i64 == BATCH)
    }

    /// Posts one delivery, signed under the endpoint's secret (and the previous one while it is
    /// still valid).
    async fn attempt(&self, delivery: &Claimed) -> Outcome {
        let started_at = Utc::now();
        let started = Instant::now();
        let id = message_id(delivery.id);
        let timestamp = started_at.timestamp();
        let mut secrets: Vec<String> = self.sealer.open_text(&delivery.secret).into_iter().collect();
        if delivery.previous_until.is_some_and(|until| until > started_at) {
            secrets.extend(delivery.previous_secret.as_deref().and_then(|sealed| self.sealer.open_text(sealed)));
        }
        let signatures: Vec<String> =
            secrets.iter().filter_map(|secret| signature(secret, &id, timestamp, &delivery.body)).collect();
        let outcome = |status: Option<i32>, error: Option<String>, response: Option<String>| Outcome {
            started_at,
            latency_ms: i32::try_from(started.elapsed().as_millis()).unwrap_or(i32::MAX),
            status,
            error,
            response,
        };
        if signatures.is_empty() {
            return outcome(None, Some("the endpoint's secret cannot be read with this server's key".into()), None);
        }
        let url = match Url::parse(&delivery.url) {
            Ok(url) => url,
            Err(err) => return outcome(None, Some(err.to_string()), None),
        };
        let headers = [
            ("webhook-id", id.clone()),
            ("webhook-timestamp", timestamp.to_string()),
            ("webhook-signature", signatures.join(" ")),
        ];
        match self.outbound.post_json(&url, &headers, delivery.body.clone(), EXCERPT).await {
            Ok((status, response)) => outcome(Some(i32::from(status)), None, Some(response)),
            Err(err) => outcome(None, Some(err.to_string()), None),
        }
    }

    /// Logs the attempt and schedules what follows it; None when the delivery is gone (its
    /// endpoint was deleted meanwhile).
    async fn record(&self, tx: &TenantTx, delivery: &Claimed, outcome: Outcome) -> Result<Option<Recorded>, DbErr> {
        let succeeded = outcome.succeeded();
        let log = [
            Value::from(delivery.id),
            Value::from(delivery.attempts),
            Value::from(outcome.started_at),
            Value::from(outcome.latency_ms),
            Value::from(outcome.status),
            Value::from(outcome.error.map(|text| loggable(&text))),
            Value::from(outcome.response.map(|text| loggable(&text))),
        ];
        if tx.execute_raw(raw(LOG_ATTEMPT, log)).await?.rows_affected() == 0 {
            return Ok(None);
        }
        let (id, attempt) = (Value::from(delivery.id), Value::from(delivery.attempts));
        if succeeded {
            tx.execute_raw(raw(DELIVERED, [id, attempt])).await?;
            return Ok(Some(Recorded::Delivered));
        }
        crate::metrics::count_webhook_failure();
        if delivery.manual {
            // Sent again by hand: one attempt, and no turning off after it.
            tx.execute_raw(raw(GIVE_UP, [id, attempt])).await?;
            return Ok(Some(Recorded::Failed));
        }
        if delivery.attempts < MAX_ATTEMPTS {
            let wait = Value::from(backoff_secs(delivery.attempts));
            tx.execute_raw(raw(RETRY, [id, attempt, wait])).await?;
            return Ok(Some(Recorded::Failed));
        }
        tx.execute_raw(raw(GIVE_UP, [id, attempt])).await?;
        Ok(Some(Recorded::GivenUp))
    }

    /// Turns an endpoint off after it failed for more than a day: what waits for it is paused,
    /// the log says why and the admins are mailed.
    async fn disable(&self, tx: &TenantTx, endpoint: Uuid) -> Result<(), DbErr> {
        let row = tx.query_one_raw(raw(DISABLE, [endpoint.into()])).await?;
        let Some(url) = row.and_then(|row| row.try_get::<String>("", "url").ok()) else {
            return Ok(());
        };
        crate::repo::pause_pending(tx, endpoint).await?;
        let entry = audit::Entry {
            actor_user: None,
            actor_label: "webhook worker",
            action: Action::WebhookDisabled,
            subject_type: "webhook",
            subject_id: Some(endpoint.to_string()),
            details: json!({ "url": crate::webhooks::shown_url(&url), "reason": "failed for more than a day" }),
        };
        audit::record(tx, entry).await?;
        let admins = users::matching(tx, users::active_admins(), UserOrder::Id, None).await?;
        let link = format!("{}/admin/integrations", self.public_url.trim_end_matches('/'));
        for admin in &admins {
            let kind =
                MailKind::WebhookDisabled { url: crate::webhooks::shown_url(&url).to_owned(), link: link.clone() };
            mail::enqueue(tx, admin.recipient(), &kind).await?;
        }
        tracing::warn!(tenant = %tx.tenant().slug, %endpoint, "webhook endpoint turned off after failing for a day");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_keeps_no_nul_and_no_control_characters() {
        assert_eq!(loggable("ok\u{0}\u{1b}[31m\nnext\tline"), "ok\u{fffd}\u{fffd}[31m\nnext\tline");
    }

    #[test]
    fn retries_back_off_for_more_than_a_day() {
        assert_eq!(backoff_secs(1), 30.0);
        assert_eq!(backoff_secs(2), 120.0);
        assert_eq!(backoff_secs(8), 12.0 * 3600.0, "capped at 12 hours");
        let total: f64 = (1..MAX_ATTEMPTS).map(backoff_secs).sum();
        assert!(total > 24.0 * 3600.0, "the last attempt comes {total} s after the first");
    }
}
