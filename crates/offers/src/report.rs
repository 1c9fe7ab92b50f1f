//! Offers reporting: per vacancy over a period (by when offers were sent), how many were sent,
//! accepted, declined and expired, the acceptance rate, the median days from sending to the
//! candidate's answer, and the reasons given for declining.

use actix_web::{HttpResponse, get, web};
use chrono::{DateTime, Utc};
use sea_orm::FromQueryResult;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::db;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorEnvelope};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(offers_report);
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// Only this vacancy's offers.
    pub vacancy_id: Option<i64>,
    /// Offers sent on or after this instant (RFC 3339).
    pub from: Option<DateTime<Utc>>,
    /// Offers sent before this instant (RFC 3339).
    pub to: Option<DateTime<Utc>>,
}

/// One vacancy's offers in the period.
#[derive(Debug, Serialize, ToSchema, FromQueryResult)]
#[serde(rename_all = "camelCase")]
pub struct VacancyOffers {
    pub vacancy_id: i64,
    pub title: String,
    pub sent: i64,
    pub accepted: i64,
    pub declined: i64,
    pub expired: i64,
    /// Still waiting for an answer.
    pub open: i64,
    /// Accepted of those answered or expired (none before any).
    pub acceptance_rate: Option<f64>,
    /// Median days from sending to the answer (none before any answer).
    pub median_days_to_answer: Option<f64>,
    /// The reasons given for declining, newest first (at most 20).
    pub decline_reasons: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OffersReport {
    pub vacancies: Vec<VacancyOffers>,
}

const SQL: &str = "
    WITH sent AS (
        SELECT o.*, a.vacancy_id FROM offers o JOIN applications a ON a.id = o.application_id
        WHERE o.sent_at IS NOT NULL
          AND ($1::bigint IS NULL OR a.vacancy_id = $1)
          AND ($2::timestamptz IS NULL OR o.sent_at >= $2)
          AND ($3::timestamptz IS NULL OR o.sent_at < $3)
          AND ($4::bigint[] IS NULL OR a.vacancy_id = ANY($4))
          -- Offers are the hiring team's: not for a vacancy the reader only interviews for.
          AND ($5::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM vacancy_team t
              WHERE t.vacancy_id = a.vacancy_id AND t.user_id = $5 AND t.role = 'interviewer')))
    SELECT s.vacancy_id, v.title, count(*) AS sent,
           count(*) FILTER (WHERE s.state = 'accepted') AS accepted,
           count(*) FILTER (WHERE s.state = 'declined') AS declined,
           count(*) FILTER (WHERE s.state = 'expired') AS expired,
           count(*) FILTER (WHERE s.state = 'sent') AS open,
           (count(*) FILTER (WHERE s.state = 'accepted'))::float8
               / NULLIF(count(*) FILTER (WHERE s.state IN ('accepted', 'declined', 'expired')), 0) AS acceptance_rate,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.answered_at - s.sent_at) / 86400)
               FILTER (WHERE s.answered_at IS NOT NULL) AS median_days_to_answer,
           COALESCE((array_agg(s.decline_reason ORDER BY s.answered_at DESC)
               FILTER (WHERE s.decline_reason IS NOT NULL))[1:20], '{}') AS decline_reasons
    FROM sent s JOIN vacancies v ON v.id = s.vacancy_id
    GROUP BY s.vacancy_id, v.title ORDER BY v.title, s.vacancy_id";

/// Offers sent per vacancy in the period, their answers and the time to answer. Staff see the
/// vacancies the access policy lets them see, but those they only interview for.
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(ReportQuery), responses(
    (status = 200, description = "The period's offers per vacancy", body = OffersReport),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/admin/offers/report")]
async fn offers_report(auth: StaffOnly, query: web::Query<ReportQuery>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    if let (Some(from), Some(to)) = (query.from, query.to)
        && to < from
    {
        return Err(ApiError::invalid_query("to is before from"));
    }
    // The vacancies whose applications the reader sees whole (not those they only interview for).
    let visible = match Access::of(&tx, &user).await? {
        Access::All => None,
        Access::Team(team) => Some(team.whole),
    };
    let interviewer = (user.role != Role::Admin).then_some(user.id);
    let values = [query.vacancy_id.into(), query.from.into(), query.to.into(), visible.into(), interviewer.into()];
    let vacancies: Vec<VacancyOffers> = db::fetch_all_raw(&tx, db::raw(SQL, values)).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(OffersReport { vacancies }))
}
