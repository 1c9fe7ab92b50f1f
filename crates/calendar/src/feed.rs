//! Private calendar feeds: each member of staff may have one secret address that calendar apps
//! (Google Calendar, Outlook, Apple Calendar) subscribe to. Only the secret's SHA-256 is kept, so
//! the address is shown once, when it is made; making a new one turns the old one off.

use actix_web::http::header;
use actix_web::{HttpResponse, delete, get, post, web};
use chrono::{Duration, Utc};

use super::ics::{self, IcsEvent, Person};
use super::repo;
use super::views::CalendarFeed;
use crate::auth::tokens::{random_token, token_hash};
use crate::auth::{AuthState, StaffOnly};
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorEnvelope};
use crate::tenancy::TenantTx;

pub const FEED_PATH: &str = "/api/v1/calendar/feed/{secret}.ics";
/// A feed holds the events from this long ago…
const FEED_PAST_DAYS: i64 = 60;
/// …up to this far ahead.
const FEED_FUTURE_DAYS: i64 = 366;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_feed).service(new_feed).service(delete_feed);
}

/// Whether the caller has a feed address, and since when.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 200, description = "The feed's state (never its address)", body = CalendarFeed),
    StaffRequired,
))]
#[get("/api/v1/me/calendar-feed")]
async fn my_feed(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let feed = repo::feed_of(&auth.tx, auth.user.id).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(CalendarFeed::of(feed.as_ref(), None)))
}

/// Makes a new secret feed address (the old one stops working) and answers it, this once.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 200, description = "The new feed, with its address", body = CalendarFeed),
    StaffRequired,
))]
#[post("/api/v1/me/calendar-feed")]
async fn new_feed(auth: StaffOnly, state: web::Data<AuthState>) -> Result<HttpResponse, ApiError> {
    let secret = random_token();
    let feed = repo::set_feed(&auth.tx, auth.user.id, token_hash(&secret)).await?;
    let url = format!("{}/api/v1/calendar/feed/{secret}.ics?tenantid={}", state.public_url, auth.tx.tenant().slug);
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(CalendarFeed::of(Some(&feed), Some(url))))
}

/// Turns the caller's feed address off.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 204, description = "Turned off"),
    StaffRequired,
))]
#[delete("/api/v1/me/calendar-feed")]
async fn delete_feed(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    repo::delete_feed(&auth.tx, auth.user.id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A member of staff's calendar as iCalendar: the events they take part in (their personal ones
/// too) and the team's holidays, from 60 days ago to a year ahead. The secret is the
/// credential; the tenant comes from the host or `?tenantid=`.
#[utoipa::path(get, path = "/api/v1/calendar/feed/{secret}.ics", tag = "calendar", operation_id = "calendar_feed",
    params(("secret" = String, Path, description = "The feed's secret"), ("tenantid" = Option<String>, Query, description = "The tenant, where the host does not say it")), responses(
    (status = 200, description = "The calendar", content_type = "text/calendar"),
    (status = 404, description = "No such feed (or its owner is no longer active staff)", body = ErrorEnvelope),
))]
pub(super) async fn feed(tx: TenantTx, secret: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found("calendar feed");
    let owner = repo::feed_owner(&tx, token_hash(&secret)).await?.ok_or_else(not_found)?;
    let now = Utc::now();
    let events =
        repo::of_user(&tx, owner.id, now - Duration::days(FEED_PAST_DAYS), now + Duration::days(FEED_FUTURE_DAYS))
            .await?;
    // A feed names no people (see `ics::feed`).
    let entries: Vec<IcsEvent<'_>> =
        events.iter().map(|event| IcsEvent::of(event, Person { name: "", email: "" }, Vec::new())).collect();
    let name = format!("{} – {}", owner.name, crate::tenancy::PublicTenant::from(tx.tenant()).erecruitment_title);
    let body = ics::feed(&name, &entries);
    tx.commit().await?;
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header((header::CACHE_CONTROL, "private, max-age=300"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(body))
}
