//! Every query on the webhook tables. Functions take the tenant-bound transaction.

use chrono::{DateTime, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Statement, Value,
};
use uuid::Uuid;

use crate::entities::{webhook_attempt, webhook_delivery, webhook_endpoint};
use crate::platform_webhooks::message_id;
use crate::tenancy::TenantTx;
use crate::views::{WebhookAttempt, WebhookDelivery, WebhookEndpoint};

fn raw(sql: &'static str, values: impl IntoIterator<Item = Value>) -> Statement {
    crate::db::raw(sql, values)
}

impl From<webhook_endpoint::Model> for WebhookEndpoint {
    fn from(row: webhook_endpoint::Model) -> Self {
        Self {
            id: row.id,
            url: row.url,
            description: row.description,
            events: row.events,
            enabled: row.enabled,
            disabled_at: row.disabled_at,
            consecutive_failures: row.consecutive_failures,
            previous_secret_until: row.previous_until.filter(|until| *until > Utc::now()),
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

pub async fn endpoints(tx: &TenantTx) -> Result<Vec<webhook_endpoint::Model>, DbErr> {
    webhook_endpoint::Entity::find().order_by_asc(webhook_endpoint::Column::CreatedAt).all(tx).await
}

pub async fn count_endpoints(tx: &TenantTx) -> Result<u64, DbErr> {
    webhook_endpoint::Entity::find().count(tx).await
}

pub async fn endpoint(tx: &TenantTx, id: Uuid) -> Result<Option<webhook_endpoint::Model>, DbErr> {
    webhook_endpoint::Entity::find_by_id(id).one(tx).await
}

pub struct NewEndpoint {
    pub url: String,
    pub description: String,
    pub events: Vec<String>,
    pub sealed_secret: Vec<u8>,
    pub created_by: Option<Uuid>,
}

pub async fn insert_endpoint(tx: &TenantTx, new: NewEndpoint) -> Result<webhook_endpoint::Model, DbErr> {
    let row = webhook_endpoint::ActiveModel {
        id: Set(Uuid::new_v4()),
        url: Set(new.url),
        description: Set(new.description),
        events: Set(new.events),
        secret: Set(new.sealed_secret),
        created_by: Set(new.created_by),
        ..Default::default()
    };
    webhook_endpoint::Entity::insert(row).exec_with_returning(tx).await
}

/// Changes an endpoint. Turning it off pauses what waits for it; turning it on resumes that now
/// and forgets the failures.
pub async fn update_endpoint(
    tx: &TenantTx,
    id: Uuid,
    (url, description, events): (String, String, Vec<String>),
    enabled: bool,
) -> Result<Option<webhook_endpoint::Model>, DbErr> {
    let Some(before) = endpoint(tx, id).await? else {
        return Ok(None);
    };
    let mut row: webhook_endpoint::ActiveModel = before.clone().into();
    row.url = Set(url);
    row.description = Set(description);
    row.events = Set(events);
    row.enabled = Set(enabled);
    row.updated_at = Set(Utc::now());
    if before.enabled && !enabled {
        row.disabled_at = Set(Some(Utc::now()));
        pause_pending(tx, id).await?;
    } else if !before.enabled && enabled {
        row.disabled_at = Set(None);
        row.consecutive_failures = Set(0);
        tx.execute_raw(raw(RESUME, [id.into()])).await?;
    }
    webhook_endpoint::Entity::update(row).exec(tx).await.map(Some)
}

/// What waits for an endpoint waits until it is turned on again. Rows a round holds are skipped:
/// their attempt is being made, and the round schedules none for an endpoint that is off.
const PAUSE: &str = "UPDATE webhook_deliveries SET next_attempt_at = 'infinity' WHERE id IN (
         SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'pending' FOR UPDATE SKIP LOCKED)";
const RESUME: &str =
    "UPDATE webhook_deliveries SET next_attempt_at = now() WHERE endpoint_id = $1 AND state = 'pending'";

pub async fn pause_pending(tx: &TenantTx, id: Uuid) -> Result<(), DbErr> {
    tx.execute_raw(raw(PAUSE, [id.into()])).await.map(|_| ())
}

/// Deletes an endpoint and its deliveries, the deliveries first: a round making an attempt holds
/// its delivery and then counts on the endpoint, so taking them in the other order could deadlock.
pub async fn delete_endpoint(tx: &TenantTx, id: Uuid) -> Result<bool, DbErr> {
    webhook_delivery::Entity::delete_many().filter(webhook_delivery::Column::EndpointId.eq(id)).exec(tx).await?;
    Ok(webhook_endpoint::Entity::delete_by_id(id).exec(tx).await?.rows_affected > 0)
}

/// Puts a new secret in place; the old one stays valid until `previous_until`.
pub async fn rotate_secret(
    tx: &TenantTx,
    id: Uuid,
    sealed_secret: Vec<u8>,
    previous_until: DateTime<Utc>,
) -> Result<Option<webhook_endpoint::Model>, DbErr> {
    let Some(before) = endpoint(tx, id).await? else {
        return Ok(None);
    };
    let mut row: webhook_endpoint::ActiveModel = before.clone().into();
    row.previous_secret = Set(Some(before.secret));
    row.previous_until = Set(Some(previous_until));
    row.secret = Set(sealed_secret);
    row.updated_at = Set(Utc::now());
    webhook_endpoint::Entity::update(row).exec(tx).await.map(Some)
}

/// One page of an endpoint's deliveries, newest first, each with its attempts.
pub async fn deliveries(
    tx: &TenantTx,
    endpoint_id: Uuid,
    page: u64,
    per_page: u64,
) -> Result<(Vec<WebhookDelivery>, u64), DbErr> {
    use webhook_delivery::Column as C;
    let query = webhook_delivery::Entity::find().filter(C::EndpointId.eq(endpoint_id));
    let total = query.clone().count(tx).await?;
    let rows = query
        .order_by_desc(C::CreatedAt)
        .order_by_desc(C::Id)
        .offset((page - 1) * per_page)
        .limit(per_page)
        .all(tx)
        .await?;
    let ids: Vec<Uuid> = rows.iter().map(|row| row.id).collect();
    let attempts = webhook_attempt::Entity::find()
        .filter(webhook_attempt::Column::DeliveryId.is_in(ids))
        .order_by_desc(webhook_attempt::Column::Attempt)
        .all(tx)
        .await?;
    let data = rows
        .into_iter()
        .map(|row| WebhookDelivery {
            webhook_id: message_id(row.id),
            id: row.id,
            attempts: attempts
                .iter()
                .filter(|attempt| attempt.delivery_id == row.id)
                .map(|attempt| WebhookAttempt {
                    attempt: attempt.attempt,
                    started_at: attempt.started_at,
                    latency_ms: attempt.latency_ms,
                    status: attempt.status,
                    error: attempt.error.clone(),
                    response: attempt.response.clone(),
                })
                .collect(),
            event: row.event,
            state: row.state,
            created_at: row.created_at,
            finished_at: row.finished_at,
            body: row.body,
        })
        .collect();
    Ok((data, total))
}

/// Sends one delivery again by hand, with the same `webhook-id`: one attempt, as soon as a worker
/// takes it. False when the endpoint has no such delivery, or it is still being tried.
const SEND_AGAIN: &str = "UPDATE webhook_deliveries
     SET state = 'pending', manual = true, finished_at = NULL, next_attempt_at = now()
     WHERE id = $1 AND endpoint_id = $2 AND state <> 'pending'";

pub async fn send_again(tx: &TenantTx, endpoint_id: Uuid, delivery_id: Uuid) -> Result<bool, DbErr> {
    let changed = tx.execute_raw(raw(SEND_AGAIN, [delivery_id.into(), endpoint_id.into()])).await?;
    Ok(changed.rows_affected() > 0)
}

/// Erases what the webhook log holds about a candidate: every delivery whose body names them.
pub async fn forget_candidate(tx: &TenantTx, user_id: Uuid) -> Result<u64, DbErr> {
    let deleted = webhook_delivery::Entity::delete_many()
        .filter(webhook_delivery::Column::CandidateUserId.eq(user_id))
        .exec(tx)
        .await?;
    Ok(deleted.rows_affected)
}

/// Erases what the webhook log holds about applications (retention anonymised them).
pub async fn forget_applications(tx: &TenantTx, ids: &[i64]) -> Result<u64, DbErr> {
    let deleted = webhook_delivery::Entity::delete_many()
        .filter(webhook_delivery::Column::ApplicationId.is_in(ids.to_vec()))
        .exec(tx)
        .await?;
    Ok(deleted.rows_affected)
}

/// The deliveries about a candidate (their privacy export): events and bodies.
#[derive(Debug, FromQueryResult, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedDelivery {
    pub event: String,
    pub url: String,
    pub created_at: DateTime<Utc>,
    pub state: String,
    pub body: String,
}

/// The endpoint's address without its query (which may carry the receiver's token).
const ABOUT_CANDIDATE: &str = "SELECT d.event, split_part(e.url, '?', 1) AS url, d.created_at, d.state, d.body
     FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
     WHERE d.candidate_user_id = $1 ORDER BY d.created_at";

pub async fn about_candidate(tx: &TenantTx, user_id: Uuid) -> Result<Vec<ExportedDelivery>, DbErr> {
    ExportedDelivery::find_by_statement(raw(ABOUT_CANDIDATE, [user_id.into()])).all(tx).await
}

/// Deliveries finished more than 30 days ago (the log's retention); how many were deleted.
pub async fn prune(tx: &TenantTx) -> Result<u64, DbErr> {
    use webhook_delivery::Column as C;
    let deleted = webhook_delivery::Entity::delete_many()
        .filter(C::State.ne("pending"))
        .filter(Expr::col(C::FinishedAt).lt(Expr::cust("now() - interval '30 days'")))
        .exec(tx)
        .await?;
    Ok(deleted.rows_affected)
}
