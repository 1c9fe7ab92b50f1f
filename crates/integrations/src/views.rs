//! What the integrations' admin endpoints answer and accept.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::auth::api_keys::ApiKey;

/// A new API key.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewApiKey {
    /// What the key is for (1–100 characters).
    pub name: String,
    /// At least one of `vacancies:read`, `vacancies:write`, `applications:read`,
    /// `applications:write`, `candidates:read`, `candidates:write`, `calendar:read`,
    /// `calendar:write`, `offers:read`, `offers:write`.
    #[schema(example = json!(["vacancies:read", "applications:read"]))]
    pub scopes: Vec<String>,
    /// When it stops working; never when absent.
    #[serde(default)]
    pub expires_at: Option<DateTime<Utc>>,
}

/// A key just created: the key itself is shown this once and never again.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedApiKey {
    pub api_key: ApiKey,
    /// `erk_…`: send it as `Authorization: Bearer <key>`.
    pub key: String,
}

/// A webhook endpoint as admins create or change it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WebhookEndpointInput {
    /// Where events are posted: `https` on the public internet.
    pub url: String,
    #[serde(default)]
    pub description: String,
    /// The events sent there (at least one), e.g. `application.created`.
    pub events: Vec<String>,
    /// Whether events are sent; turning a disabled endpoint back on resumes what waited.
    #[serde(default = "enabled")]
    pub enabled: bool,
}

fn enabled() -> bool {
    true
}

/// A webhook endpoint (never its secret).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookEndpoint {
    pub id: Uuid,
    pub url: String,
    pub description: String,
    pub events: Vec<String>,
    pub enabled: bool,
    /// When it was turned off, by an admin or after failing for more than a day.
    pub disabled_at: Option<DateTime<Utc>>,
    /// Attempts failed in a row since the last success.
    pub consecutive_failures: i32,
    /// Until when the secret before the last rotation still signs too.
    pub previous_secret_until: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An endpoint just created, or a secret just rotated: the secret is shown this once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookEndpointWithSecret {
    pub endpoint: WebhookEndpoint,
    /// `whsec_…`: verify each delivery's `webhook-signature` with it.
    pub secret: String,
}

/// One attempt to deliver an event.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookAttempt {
    pub attempt: i32,
    pub started_at: DateTime<Utc>,
    pub latency_ms: i32,
    /// The receiver's HTTP status; none when it could not be reached.
    pub status: Option<i32>,
    /// Why it failed without a status (refused address, timeout, connection).
    pub error: Option<String>,
    /// The first 1,000 bytes of the receiver's answer.
    pub response: Option<String>,
}

/// One event sent to an endpoint, with its attempts (newest first).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDelivery {
    /// The `webhook-id` of every attempt.
    pub webhook_id: String,
    pub id: Uuid,
    pub event: String,
    /// `pending`, `delivered` or `failed`.
    pub state: String,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    /// The body as sent (JSON).
    pub body: String,
    pub attempts: Vec<WebhookAttempt>,
}

/// The body of every webhook delivery.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookPayload {
    /// The event: `application.created`, `application.stage_changed`, `application.hired`,
    /// `application.rejected`, `vacancy.published`, `vacancy.closed`, `candidate.erased`,
    /// `offer.approved`, `offer.sent`, `offer.accepted`, `offer.declined`, `offer.withdrawn` or
    /// `offer.expired`.
    #[serde(rename = "type")]
    #[schema(example = "application.created")]
    pub event_type: String,
    /// When the change happened (RFC 3339).
    pub timestamp: DateTime<Utc>,
    /// What changed: `application`, `vacancy`, `candidate` and `offer` objects as the event
    /// concerns them (ids, status, stage, titles; the candidate's user id, name and address).
    pub data: serde_json::Value,
}
