//! The tenant's scheduling settings (admins) and how self-scheduling goes (recruiters).

use actix_web::{HttpResponse, get, put, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use crate::audit::{self, Action};
use crate::auth::{AdminOnly, StaffOnly};
use crate::domain::{MAX_NOTICE_HOURS, MAX_WINDOW_DAYS};
use crate::error::responses::{AdminRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::repo;
use crate::tenancy::TenantTx;
use crate::views::{SchedulingFigures, SchedulingSettings};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_scheduling_settings).service(update_scheduling_settings).service(scheduling_analytics);
}

async fn current(tx: &TenantTx) -> Result<SchedulingSettings, ApiError> {
    let row = repo::settings(tx).await?;
    Ok(SchedulingSettings { notice_hours: row.notice_hours, window_days: row.window_days })
}

#[utoipa::path(tag = "scheduling", security(("bearer" = [])), responses(
    (status = 200, description = "The settings", body = SchedulingSettings),
    AdminRequired,
))]
#[get("/api/v1/admin/scheduling-settings")]
async fn get_scheduling_settings(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(current(&auth.tx).await?))
}

#[utoipa::path(tag = "scheduling", security(("bearer" = [])), request_body = SchedulingSettings, responses(
    (status = 200, description = "The settings", body = SchedulingSettings),
    (status = 400, description = "`validation_failed`: scheduling_notice_invalid (noticeHours), scheduling_window_invalid (windowDays)", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/scheduling-settings")]
async fn update_scheduling_settings(
    auth: AdminOnly,
    body: web::Json<SchedulingSettings>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let input = body.into_inner();
    let mut errors = FieldErrors::new();
    if !(0..=MAX_NOTICE_HOURS).contains(&input.notice_hours) {
        errors.add("noticeHours", ErrorCode::SchedulingNoticeInvalid);
    }
    if !(1..=MAX_WINDOW_DAYS).contains(&input.window_days) {
        errors.add("windowDays", ErrorCode::SchedulingWindowInvalid);
    }
    errors.into_result()?;
    let before = current(&tx).await?;
    repo::save_settings(&tx, input.notice_hours, input.window_days).await?;
    let after = current(&tx).await?;
    if before != after {
        let details = json!({ "before": before, "after": after });
        audit::record_by(&tx, &user, Action::SchedulingSettingsChanged, ("settings", &"scheduling"), details).await?;
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(after))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct FiguresQuery {
    /// The requests of the last this many days (1–366; 90 by default).
    days: Option<i32>,
}

/// How self-scheduling went: requests, bookings, the median time from request to booking,
/// reschedules, no-shows and cancellations.
#[utoipa::path(tag = "scheduling", security(("bearer" = [])), params(FiguresQuery), responses(
    (status = 200, description = "The figures", body = SchedulingFigures),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/scheduling/analytics")]
async fn scheduling_analytics(auth: StaffOnly, query: web::Query<FiguresQuery>) -> Result<HttpResponse, ApiError> {
    let days = query.days.unwrap_or(90);
    if !(1..=366).contains(&days) {
        return Err(ApiError::invalid_query("days is 1 to 366"));
    }
    let row = repo::figures(&auth.tx, days).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(SchedulingFigures {
        days,
        requests: row.requests,
        booked: row.booked,
        cancelled: row.cancelled,
        median_hours_to_book: row.median_hours.map(|hours| (hours * 10.0).round() / 10.0),
        reschedules: row.reschedules,
        no_shows: row.no_shows,
    }))
}
