//! Webhooks' outbox and signatures (the Standard Webhooks specification). A feature announces an
//! event with [`emit`] inside the transaction that made the change: one delivery row per enabled
//! endpoint that subscribed to the event, and a `NOTIFY` that wakes the webhook workers when it
//! commits — so an event is sent exactly when its change is kept, and at least once. The worker,
//! the endpoints and their admin pages are the integrations feature's.
//!
//! A delivery's body is `{"type": "<event>", "timestamp": "<RFC 3339>", "data": {…}}`, fixed when
//! written; every attempt sends it with the same `webhook-id` (the delivery's id), a fresh
//! `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
//! under the endpoint's `whsec_` secret (two signatures while a rotated secret is still valid).

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use hmac::{Hmac, Mac};
use sea_orm::{ConnectionTrait, DbErr, Statement, Value};
use sha2::Sha256;
use uuid::Uuid;

use crate::tenancy::TenantTx;

/// Wakes the webhook workers of every replica (payload: the tenant's slug).
pub const CHANNEL: &str = "erecruit_webhooks";
/// What every endpoint secret starts with.
pub const SECRET_PREFIX: &str = "whsec_";

macro_rules! events {
    ($($(#[$meta:meta])* $variant:ident = $wire:literal,)+) => {
        /// The events a tenant's endpoints may subscribe to, by their wire names.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Event {
            $($(#[$meta])* $variant,)+
        }

        impl Event {
            pub const ALL: &'static [Event] = &[$(Event::$variant,)+];

            pub fn as_str(self) -> &'static str {
                match self { $(Event::$variant => $wire,)+ }
            }
        }
    };
}

events! {
    /// An applicant applied (or a recruiter imported an application).
    ApplicationCreated = "application.created",
    /// An application moved to another stage of its vacancy's process.
    ApplicationStageChanged = "application.stage_changed",
    ApplicationHired = "application.hired",
    ApplicationRejected = "application.rejected",
    VacancyPublished = "vacancy.published",
    VacancyClosed = "vacancy.closed",
    /// A candidate's personal data was erased (at their request or by retention): remove it
    /// downstream too.
    CandidateErased = "candidate.erased",
    OfferApproved = "offer.approved",
    OfferSent = "offer.sent",
    OfferAccepted = "offer.accepted",
    OfferDeclined = "offer.declined",
    OfferWithdrawn = "offer.withdrawn",
    OfferExpired = "offer.expired",
}

impl Event {
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|event| event.as_str() == text)
    }
}

/// One row per event and enabled endpoint subscribed to it, and how many were written. The
/// events come as four arrays (name, body, candidate: the nil id for none, application: 0 for
/// none) so a bulk change writes its events with one statement. Raw: sea-query has no `unnest` or
/// `= ANY(array column)`.
const ENQUEUE: &str = "WITH ev AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::bigint[]) AS ev (event, body, candidate, application)
     ), written AS (
         INSERT INTO webhook_deliveries (endpoint_id, event, body, candidate_user_id, application_id)
         SELECT e.id, ev.event, ev.body, nullif(ev.candidate, '00000000-0000-0000-0000-000000000000'),
             nullif(ev.application, 0)
         FROM ev JOIN webhook_endpoints e ON e.enabled AND ev.event = ANY (e.events)
         RETURNING 1
     )
     SELECT count(*) AS written FROM written";

/// Whether any enabled endpoint takes one of `events`: callers that must read data to describe
/// an event ask first, so a tenant without webhooks pays one index-free look at a small table.
const WANTED: &str = "SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled AND events && $1::text[]) AS wanted";

pub async fn wanted(tx: &TenantTx, events: &[Event]) -> Result<bool, DbErr> {
    let names: Vec<String> = events.iter().map(|event| event.as_str().to_owned()).collect();
    let statement = Statement::from_sql_and_values(sea_orm::DbBackend::Postgres, WANTED, [Value::from(names)]);
    let row = tx.query_one_raw(statement).await?;
    Ok(row.and_then(|row| row.try_get::<bool>("", "wanted").ok()).unwrap_or(false))
}

/// One event: its name, its data, the user whose personal data the data holds and the
/// application it is about (both erased with it).
pub struct Announcement {
    pub event: Event,
    pub data: serde_json::Value,
    pub candidate: Option<Uuid>,
    pub application: Option<i64>,
}

/// Announces `event` with `data` to the tenant's endpoints, in the caller's transaction.
/// `candidate` names the user whose personal data `data` holds (erased with them).
pub async fn emit(tx: &TenantTx, event: Event, data: serde_json::Value, candidate: Option<Uuid>) -> Result<(), DbErr> {
    emit_many(tx, vec![Announcement { event, data, candidate, application: None }]).await
}

/// Announces several events with one statement and one wake-up.
pub async fn emit_many(tx: &TenantTx, announcements: Vec<Announcement>) -> Result<(), DbErr> {
    if announcements.is_empty() {
        return Ok(());
    }
    let timestamp = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let mut events = Vec::with_capacity(announcements.len());
    let mut bodies = Vec::with_capacity(announcements.len());
    let mut candidates = Vec::with_capacity(announcements.len());
    let mut applications = Vec::with_capacity(announcements.len());
    for announcement in announcements {
        let body = serde_json::json!({
            "type": announcement.event.as_str(),
            "timestamp": timestamp,
            "data": announcement.data,
        });
        events.push(announcement.event.as_str().to_owned());
        bodies.push(body.to_string());
        candidates.push(announcement.candidate.unwrap_or(Uuid::nil()));
        applications.push(announcement.application.unwrap_or(0));
    }
    let values: [Value; 4] = [events.into(), bodies.into(), candidates.into(), applications.into()];
    let statement = Statement::from_sql_and_values(sea_orm::DbBackend::Postgres, ENQUEUE, values);
    let written = tx.query_one_raw(statement).await?.and_then(|row| row.try_get::<i64>("", "written").ok());
    if written.unwrap_or(0) > 0 {
        crate::delivery::wake_workers(tx, CHANNEL).await?;
    }
    Ok(())
}

/// A new endpoint secret: `whsec_` and 32 random bytes in base64.
pub fn new_secret() -> String {
    use aes_gcm::aead::OsRng;
    use aes_gcm::aead::rand_core::RngCore;
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    format!("{SECRET_PREFIX}{}", STANDARD.encode(bytes))
}

/// `v1,<signature>` of one attempt under one secret (`whsec_…`); None for a malformed secret.
pub fn signature(secret: &str, id: &str, timestamp: i64, body: &str) -> Option<String> {
    let key = STANDARD.decode(secret.strip_prefix(SECRET_PREFIX)?).ok()?;
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&key).ok()?;
    mac.update(format!("{id}.{timestamp}.{body}").as_bytes());
    Some(format!("v1,{}", STANDARD.encode(mac.finalize().into_bytes())))
}

/// The `webhook-id` of a delivery.
pub fn message_id(delivery: Uuid) -> String {
    format!("msg_{}", delivery.simple())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_specifications_example_signs_as_published() {
        // The example of the Standard Webhooks specification.
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let body = r#"{"test": 2432232314}"#;
        assert_eq!(
            signature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, body).as_deref(),
            Some("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=")
        );
        assert_eq!(signature("not-a-secret", "msg", 1, body), None);
    }

    #[test]
    fn secrets_are_fresh_and_usable() {
        let (a, b) = (new_secret(), new_secret());
        assert_ne!(a, b);
        assert!(signature(&a, "msg_1", 1, "{}").is_some());
    }

    #[test]
    fn events_read_as_written() {
        for event in Event::ALL {
            assert_eq!(Event::parse(event.as_str()), Some(*event));
        }
        assert_eq!(Event::parse("application.eaten"), None);
    }
}
