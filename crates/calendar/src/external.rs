//! External calendars: each member of staff may add the secret iCalendar address their own
//! calendar offers (Google Calendar, Outlook, Apple and others), so that the times it says they
//! are busy count when free time is looked for and when candidates book themselves.
//!
//! - The address is a secret: it is kept sealed (as second-factor secrets are) and never shown
//!   again, only its host. It goes with its owner's account.
//! - It is fetched through the outbound client (the same address rules as webhooks, 1 MB at most,
//!   short timeouts) soon after it is saved and then every 15 minutes, by
//!   [`ExternalCalendarWorker`] on whichever replica claims it.
//! - Its bytes are parsed in the document sandbox (a child process with its own limits); only the
//!   busy ranges come back and are kept, nothing of titles, places or people.

use std::sync::Arc;

use actix_web::{HttpResponse, delete, get, put, web};
use chrono::{DateTime, Duration, TimeZone, Utc};
use erecruit_sandbox::{BusyRange, Failure, Job, Reply, Sandbox};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::availability;
use super::domain;
use crate::auth::{AuthState, StaffOnly};
use crate::crypto::Sealer;
use crate::db;
use crate::delivery::{self, DueTable, Outbox};
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::outbound::{Outbound, OutboundError, Url};
#[allow(clippy::disallowed_types)] // the worker's own pool, see `Outbox::db`
use crate::tenancy::Database;
use crate::tenancy::{Registry, Tenant, TenantTx};

/// The channel saving an address wakes the workers with.
pub const CHANNEL: &str = "erecruit_calendar_feeds";
/// How often a calendar is read again.
pub const REFRESH_MINUTES: i64 = 15;
/// Calendars a round claims.
const BATCH: usize = 10;
/// Longest address kept.
const MAX_ADDRESS_CHARS: usize = 2_000;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_external_calendar).service(save_external_calendar).service(delete_external_calendar);
}

/// The caller's external calendar, without its secret address.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExternalCalendar {
    pub configured: bool,
    /// The host its address names.
    pub host: Option<String>,
    /// When it was last read.
    pub fetched_at: Option<DateTime<Utc>>,
    /// Why the last reading failed (an error code: `external_calendar_unreachable`,
    /// `external_calendar_too_large`, `external_calendar_unreadable`).
    pub error: Option<String>,
    /// Busy times it holds for the next three months.
    pub busy_count: i32,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExternalCalendarInput {
    /// The calendar's secret address in iCalendar format (`https://…`, or `webcal://…`).
    pub address: String,
}

#[derive(Debug, FromQueryResult)]
struct Row {
    host: String,
    fetched_at: Option<DateTime<Utc>>,
    error: Option<String>,
    busy_count: i32,
}

async fn state(tx: &TenantTx, user: Uuid) -> Result<ExternalCalendar, DbErr> {
    let statement =
        db::raw("SELECT host, fetched_at, error, busy_count FROM external_calendars WHERE user_id = $1", [user.into()]);
    Ok(match db::fetch_one_raw::<Row>(tx, statement).await? {
        Some(row) => ExternalCalendar {
            configured: true,
            host: Some(row.host),
            fetched_at: row.fetched_at,
            error: row.error,
            busy_count: row.busy_count,
        },
        None => ExternalCalendar { configured: false, host: None, fetched_at: None, error: None, busy_count: 0 },
    })
}

#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 200, description = "The caller's external calendar (never its address)", body = ExternalCalendar),
    StaffRequired,
))]
#[get("/api/v1/me/external-calendar")]
async fn my_external_calendar(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let body = state(&auth.tx, auth.user.id).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(body))
}

/// The address as it will be called: `webcal:` is `https:`; no user name or password in it; an
/// address the outbound client would refuse (loopback, private, metadata; `http` in production)
/// is refused now.
pub fn checked_address(outbound: &Outbound, address: &str) -> Option<Url> {
    let address = address.trim();
    let address = match address.get(..9) {
        Some(scheme) if scheme.eq_ignore_ascii_case("webcal://") => format!("https://{}", &address[9..]),
        _ => address.to_owned(),
    };
    let url = Url::parse(&address).ok()?;
    let fits = address.chars().count() <= MAX_ADDRESS_CHARS
        && url.username().is_empty()
        && url.password().is_none()
        && url.host_str().is_some();
    (fits && outbound.check(&url).is_ok()).then_some(url)
}

/// Saves the caller's external calendar address (replacing any) and has it read at once.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), request_body = ExternalCalendarInput, responses(
    (status = 200, description = "Saved; it is read within a minute", body = ExternalCalendar),
    (status = 400, description = "`validation_failed`: external_calendar_address_invalid (address)", body = ErrorEnvelope),
    StaffRequired,
))]
#[put("/api/v1/me/external-calendar")]
async fn save_external_calendar(
    auth: StaffOnly,
    state_data: web::Data<AuthState>,
    outbound: web::Data<Outbound>,
    body: web::Json<ExternalCalendarInput>,
) -> Result<HttpResponse, ApiError> {
    let Some(url) = checked_address(&outbound, &body.address) else {
        return Err(ApiError::validation(FieldErrors::one("address", ErrorCode::ExternalCalendarAddressInvalid)));
    };
    let host = url.host_str().unwrap_or_default().to_owned();
    let sealed = state_data.sealer.seal(url.as_str().as_bytes());
    let tx = &auth.tx;
    tx.execute_raw(db::raw("DELETE FROM external_calendars WHERE user_id = $1", [auth.user.id.into()])).await?;
    tx.execute_raw(db::raw(
        "INSERT INTO external_calendars (user_id, address_sealed, host) VALUES ($1, $2, $3)",
        [auth.user.id.into(), sealed.into(), host.into()],
    ))
    .await?;
    delivery::wake_workers(tx, CHANNEL).await?;
    let body = state(tx, auth.user.id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(body))
}

/// Removes the caller's external calendar and the busy times read from it.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 204, description = "Removed"),
    StaffRequired,
))]
#[delete("/api/v1/me/external-calendar")]
async fn delete_external_calendar(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    auth.tx.execute_raw(db::raw("DELETE FROM external_calendars WHERE user_id = $1", [auth.user.id.into()])).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

const CALENDAR_FEED_DUE: DueTable = DueTable {
    table: "calendar_feed_due",
    // "CF"; all namespaces are listed at `tenancy::migrate::LOCK_NAMESPACE`.
    lock_namespace: 0x4346,
    outstanding: "WITH o AS (SELECT count(*) AS unsent, min(next_fetch_at) AS due_at FROM external_calendars)
     SELECT o.unsent, o.due_at, d.unsent = o.unsent AND d.due_at = coalesce(o.due_at, 'infinity') AS recorded
     FROM o LEFT JOIN shared.calendar_feed_due d ON d.tenant_id = $1",
};

/// Reads external calendars when due, on any replica.
#[derive(Clone)]
pub struct ExternalCalendarWorker {
    #[allow(clippy::disallowed_types)]
    pub db: Database,
    pub registry: Registry,
    pub outbound: Outbound,
    pub sealer: Sealer,
    pub sandbox: Sandbox,
    /// Calendars read at once on this replica (each a fetch, a child process and a unit of work).
    pub reading: Arc<tokio::sync::Semaphore>,
}

#[derive(Debug, FromQueryResult)]
struct Claimed {
    user_id: Uuid,
    address_sealed: Vec<u8>,
}

impl Outbox for ExternalCalendarWorker {
    const NAME: &'static str = "calendar_feed";
    const CHANNEL: &'static str = CHANNEL;
    const DUE: DueTable = CALENDAR_FEED_DUE;

    #[allow(clippy::disallowed_types)]
    fn db(&self) -> &Database {
        &self.db
    }

    fn registry(&self) -> &Registry {
        &self.registry
    }

    /// Claims the calendars due (moving their next reading 15 minutes on, so no other replica
    /// takes them meanwhile) and reads each after this round commits, with no connection held
    /// while it is fetched and parsed.
    async fn round(&self, tx: &TenantTx) -> anyhow::Result<bool> {
        let statement = db::raw(
            "UPDATE external_calendars SET next_fetch_at = now() + make_interval(mins => $1)
             WHERE user_id IN (SELECT user_id FROM external_calendars WHERE next_fetch_at <= now()
                               ORDER BY next_fetch_at LIMIT $2 FOR UPDATE SKIP LOCKED)
             RETURNING user_id, address_sealed",
            [(REFRESH_MINUTES as i32).into(), (BATCH as i64).into()],
        );
        let claimed = db::fetch_all_raw::<Claimed>(tx, statement).await?;
        let full = claimed.len() == BATCH;
        for calendar in claimed {
            let worker = self.clone();
            let tenant = tx.tenant_arc();
            tokio::spawn(async move {
                let Ok(_permit) = worker.reading.clone().acquire_owned().await else { return };
                if let Err(err) = worker.refresh(tenant, calendar).await {
                    tracing::warn!(error = %err, "an external calendar could not be refreshed");
                }
            });
        }
        Ok(full)
    }

    fn publish_waiting(&self, _waiting: i64) {
        // Every saved calendar is always "waiting" for its next reading: nothing to publish.
    }
}

impl ExternalCalendarWorker {
    pub fn spawn(self) -> Vec<tokio::task::JoinHandle<()>> {
        delivery::spawn(self)
    }

    /// Fetches and parses one calendar, then stores its busy times (unless its address changed
    /// meanwhile).
    async fn refresh(&self, tenant: Arc<Tenant>, calendar: Claimed) -> anyhow::Result<()> {
        let Some(address) = self.sealer.open_text(&calendar.address_sealed) else {
            anyhow::bail!("the sealed address cannot be opened (was the encryption key changed?)")
        };
        let read = read_busy(&self.outbound, &self.sandbox, &address).await;
        // A job, not a request: it opens the tenant's unit itself.
        #[allow(clippy::disallowed_methods)]
        let tx = TenantTx::begin(&self.db, tenant).await?;
        store(&tx, calendar.user_id, &calendar.address_sealed, read).await?;
        tx.commit().await?;
        Ok(())
    }
}

/// Fetches `address` and reads its busy times in the sandbox, or says why not.
pub async fn read_busy(outbound: &Outbound, sandbox: &Sandbox, address: &str) -> Result<Vec<BusyRange>, ErrorCode> {
    let url = Url::parse(address).map_err(|_| ErrorCode::ExternalCalendarAddressInvalid)?;
    let (status, body) = outbound.get(&url, "text/calendar", "eRecruit-Calendar/1").await.map_err(|err| match err {
        OutboundError::TooLarge => ErrorCode::ExternalCalendarTooLarge,
        OutboundError::Refused(_) => ErrorCode::ExternalCalendarAddressInvalid,
        OutboundError::Http(_) | OutboundError::Invalid(_) => ErrorCode::ExternalCalendarUnreachable,
    })?;
    if !(200..300).contains(&status) {
        return Err(ErrorCode::ExternalCalendarUnreachable);
    }
    match sandbox.run(Job::CalendarBusy, body).await {
        Ok(Reply::Busy(ranges)) => Ok(ranges),
        Err(Failure::Busy) => Err(ErrorCode::ExternalCalendarUnreachable),
        Ok(_) | Err(_) => Err(ErrorCode::ExternalCalendarUnreadable),
    }
}

/// Stores what reading a calendar found, if its address is still `sealed`: its busy times (whole
/// days as their owner's dates) replace those read before, or the error is noted and the busy
/// times read before are kept.
async fn store(tx: &TenantTx, user: Uuid, sealed: &[u8], read: Result<Vec<BusyRange>, ErrorCode>) -> Result<(), DbErr> {
    let (error, count) = match &read {
        Ok(ranges) => (None, ranges.len() as i32),
        Err(code) => (Some(code.as_str().to_owned()), 0),
    };
    let updated = tx
        .execute_raw(db::raw(
            "UPDATE external_calendars SET fetched_at = now(), error = $3,
                 busy_count = CASE WHEN $3::text IS NULL THEN $4 ELSE busy_count END
             WHERE user_id = $1 AND address_sealed = $2",
            [user.into(), sealed.to_vec().into(), error.into(), count.into()],
        ))
        .await?;
    let Ok(ranges) = read else { return Ok(()) };
    if updated.rows_affected() == 0 {
        return Ok(());
    }
    let zone = availability::settings(tx, &[user]).await?.remove(&user).map_or(tx.tenant().zone(), |s| s.zone);
    let (mut starts, mut ends) = (Vec::with_capacity(ranges.len()), Vec::with_capacity(ranges.len()));
    for range in ranges {
        let (Some(start), Some(end)) =
            (Utc.timestamp_opt(range.start, 0).single(), Utc.timestamp_opt(range.end, 0).single())
        else {
            continue;
        };
        let time = domain::busy_interval(start, end, range.all_day, zone);
        if time.end > time.start && time.end - time.start <= Duration::days(domain::MAX_EVENT_DAYS) {
            starts.push(time.start);
            ends.push(time.end);
        }
    }
    tx.execute_raw(db::raw("DELETE FROM external_busy WHERE user_id = $1", [user.into()])).await?;
    tx.execute_raw(db::raw(
        "INSERT INTO external_busy (user_id, starts_at, ends_at)
         SELECT $1, s, e FROM unnest($2::timestamptz[], $3::timestamptz[]) AS t (s, e)",
        [user.into(), starts.into(), ends.into()],
    ))
    .await?;
    Ok(())
}

/// A member of staff's external calendar in their privacy export: its state (never its secret
/// address) and the busy times read from it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExternalCalendarExport {
    pub calendar: ExternalCalendar,
    pub busy: Vec<domain::Interval>,
}

/// The user's external calendar, if they added one.
pub async fn exported_for(tx: &TenantTx, user: Uuid) -> Result<Option<ExternalCalendarExport>, DbErr> {
    let calendar = state(tx, user).await?;
    if !calendar.configured {
        return Ok(None);
    }
    let from = Utc::now() - Duration::days(domain::MAX_QUERY_DAYS);
    let to = Utc::now() + Duration::days(domain::MAX_QUERY_DAYS);
    let busy = super::repo::external_busy(tx, vec![user], from, to)
        .await?
        .into_iter()
        .map(|row| domain::Interval { start: row.starts_at, end: row.ends_at })
        .collect();
    Ok(Some(ExternalCalendarExport { calendar, busy }))
}
