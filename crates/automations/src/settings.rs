//! No applicant left waiting: the tenant's waiting limit, its closing messages and its public
//! response figure.

use actix_web::{HttpResponse, get, put, web};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use crate::audit::{self, Action};
use crate::auth::AdminOnly;
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::repo;
use crate::tenancy::TenantTx;

/// The period the response figure covers, in days (applications made in it).
pub const FIGURE_PERIOD_DAYS: i32 = 90;
/// "Heard back within" this many days.
pub const FIGURE_WITHIN_DAYS: i32 = 14;
/// Fewer applications than this make no figure (a rate of 3 says nothing).
pub const FIGURE_MIN_APPLICATIONS: i64 = 10;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_automation_settings).service(update_automation_settings).service(response_figure);
}

/// How the tenant keeps applicants informed.
#[derive(Debug, Serialize, Deserialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct AutomationSettings {
    /// Days an open application may go without a message to the applicant or a move (2–60;
    /// none: no limit). The hiring team is nudged two days before; at the limit the applicant
    /// gets the `waiting_update` template.
    pub waiting_limit_days: Option<i32>,
    /// When a vacancy is filled (its openings all hired) or archived, its open applications are
    /// closed with the `vacancy_closed` template.
    pub closing_messages: bool,
    /// The careers site shows the measured response figure.
    pub show_response_figure: bool,
}

/// Each replica's figures, per tenant, for an hour: the public endpoint reads 90 days of
/// applications, so a visitor's reload must not.
#[derive(Clone)]
pub struct FigureCache(moka::future::Cache<uuid::Uuid, std::sync::Arc<ResponseFigure>>);

impl Default for FigureCache {
    fn default() -> Self {
        Self(
            moka::future::Cache::builder()
                .max_capacity(10_000)
                .time_to_live(std::time::Duration::from_secs(3600))
                .build(),
        )
    }
}

/// The careers site's response figure: the share of applicants who heard back within
/// `withinDays` days, over the applications of the last `periodDays` days.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResponseFigure {
    /// Whether the tenant shows it (and there is enough to measure).
    pub shown: bool,
    /// 0–100, rounded down.
    pub percent: Option<i64>,
    pub within_days: i32,
    pub period_days: i32,
    /// Applications measured.
    pub applications: Option<i64>,
}

async fn current(tx: &TenantTx) -> Result<AutomationSettings, ApiError> {
    let row = repo::settings(tx).await?;
    Ok(AutomationSettings {
        waiting_limit_days: row.waiting_limit_days,
        closing_messages: row.close_out,
        show_response_figure: row.show_response_figure,
    })
}

#[utoipa::path(tag = "automations", security(("bearer" = [])), responses(
    (status = 200, description = "The settings", body = AutomationSettings),
    AdminRequired,
))]
#[get("/api/v1/admin/automation-settings")]
async fn get_automation_settings(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(current(&auth.tx).await?))
}

#[utoipa::path(tag = "automations", security(("bearer" = [])), request_body = AutomationSettings, responses(
    (status = 200, description = "The settings", body = AutomationSettings),
    (status = 400, description = "`validation_failed` (`waiting_limit_invalid`)", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/automation-settings")]
async fn update_automation_settings(
    auth: AdminOnly,
    figures: web::Data<FigureCache>,
    body: web::Json<AutomationSettings>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let input = body.into_inner();
    if input.waiting_limit_days.is_some_and(|days| !(2..=60).contains(&days)) {
        return Err(ApiError::validation(FieldErrors::one("waitingLimitDays", ErrorCode::WaitingLimitInvalid)));
    }
    let before = current(&tx).await?;
    repo::save_settings(&tx, input.waiting_limit_days, input.show_response_figure, input.closing_messages).await?;
    // This replica shows the change at once; the others within the hour their copy lives.
    figures.0.invalidate(&tx.tenant().id).await;
    let after = current(&tx).await?;
    if before != after {
        let details = json!({ "before": before, "after": after });
        audit::record_by(&tx, &user, Action::AutomationSettingsChanged, ("settings", &"automations"), details).await?;
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(after))
}

/// The tenant's measured response figure, when it shows one ("94 % of applicants heard back
/// within 14 days", over the last 90 days' applications): a move or a message other than the
/// receipt counts.
#[utoipa::path(tag = "automations", responses(
    (status = 200, description = "The figure (`shown: false` when the tenant keeps it off or too few applied)", body = ResponseFigure),
    (status = 404, description = "`unknown_tenant`", body = ErrorEnvelope),
))]
#[get("/api/v1/response-figure")]
async fn response_figure(tx: TenantTx, cache: web::Data<FigureCache>) -> Result<HttpResponse, ApiError> {
    let key = tx.tenant().id;
    let figure = match cache.0.get(&key).await {
        Some(figure) => figure,
        None => {
            let figure = std::sync::Arc::new(measure(&tx).await?);
            cache.0.insert(key, figure.clone()).await;
            figure
        }
    };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "public, max-age=3600")).json(&*figure))
}

/// The figure as the tenant's settings and data make it now.
async fn measure(tx: &TenantTx) -> Result<ResponseFigure, ApiError> {
    let settings = repo::settings(tx).await?;
    let mut figure = ResponseFigure {
        shown: false,
        percent: None,
        within_days: FIGURE_WITHIN_DAYS,
        period_days: FIGURE_PERIOD_DAYS,
        applications: None,
    };
    if settings.show_response_figure {
        let (answered, total) = repo::response_figure(tx, FIGURE_PERIOD_DAYS, FIGURE_WITHIN_DAYS).await?;
        if total >= FIGURE_MIN_APPLICATIONS {
            figure = ResponseFigure {
                shown: true,
                percent: Some(answered * 100 / total),
                applications: Some(total),
                ..figure
            };
        }
    }
    Ok(figure)
}
