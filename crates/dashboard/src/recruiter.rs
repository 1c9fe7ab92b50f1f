use crate::analytics;
use crate::applications::domain::ApplicationStatus;
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::desk::cache::{DeskCache, Json};
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::tenancy::TenantTx;
use crate::vacancies::domain::Category;
use crate::vacancies::popularity::Reach;
use crate::vacancies::views::CategoryCount;
use crate::views::{
    Dashboard, DayCount, FunnelStage, SourceCount, StageTime, StatusCount, TimeToFirstReview, TimeToHire,
    VacancyFigures,
};
use actix_web::http::header::ContentType;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, get, web};
use chrono::{NaiveDate, TimeDelta};
use sea_orm::Iterable;
use serde::Deserialize;
use utoipa::IntoParams;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(crate) struct DashboardQuery {
    /// The first day (default: 29 days before `to`).
    #[param(value_type = Option<String>, format = Date)]
    from: Option<NaiveDate>,
    /// The last day (default: today in the tenant's time zone). At most 366 days after `from`.
    #[param(value_type = Option<String>, format = Date)]
    to: Option<NaiveDate>,
    category: Option<Category>,
}

/// The funnel's stages in order; rejected and withdrawn are outcomes, not stages.
const STAGES: [ApplicationStatus; 5] = [
    ApplicationStatus::Submitted,
    ApplicationStatus::InReview,
    ApplicationStatus::Interview,
    ApplicationStatus::Offered,
    ApplicationStatus::Hired,
];

fn count(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

#[utoipa::path(tag = "dashboard", security(("bearer" = [])), params(DashboardQuery), responses(
    (status = 200, description = "The figures", body = Dashboard),
    (status = 400, description = "`invalid_query` or `range_too_long`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/admin/dashboard")]
pub(crate) async fn dashboard(
    auth: StaffOnly,
    cache: web::Data<DeskCache>,
    query: web::Query<DashboardQuery>,
) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    let zone = tx.tenant().zone();
    let today = chrono::Utc::now().with_timezone(&zone).date_naive();
    let to = query.to.unwrap_or(today);
    let from = query.from.unwrap_or(to - TimeDelta::days(29));
    if to < from {
        return Err(ApiError::invalid_query("to is after from"));
    }
    if (to - from).num_days() > 366 {
        return Err(ApiError::bad_request_with(ErrorCode::RangeTooLong, &[("max", "366")]));
    }
    // Staff see the vacancies they made, or those whose hiring team they are on while the
    // tenant limits staff to their teams.
    let vacancies = Access::of(tx, &auth.user).await?.vacancy_ids();
    let scope = analytics::Scope {
        from: crate::desk::grid::start_of(from, zone),
        until: crate::desk::grid::start_of(to + TimeDelta::days(1), zone),
        category: query.category,
        owner: (auth.user.role == Role::Staff && vacancies.is_none()).then_some(auth.user.id),
        vacancies,
        zone: zone.name().to_owned(),
    };
    let asked = format!("{from} {to} {:?} {:?} {:?} {}", scope.category, scope.owner, scope.vacancies, scope.zone);
    let kept = cache
        .dashboard(tx.tenant(), asked, || async {
            let body = compute(tx, &scope, (from, to)).await?;
            Ok::<_, ApiError>(Json(Bytes::from(serde_json::to_vec(&body).map_err(anyhow::Error::from)?)))
        })
        .await?;
    // The fold of the appended facts (`analytics::figures`) is kept for the next reader.
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok()
        .content_type(ContentType::json())
        .insert_header(("cache-control", "no-store"))
        .body(kept.0.clone()))
}

/// The dashboard of `scope` over `days`.
async fn compute(tx: &TenantTx, scope: &analytics::Scope, days: (NaiveDate, NaiveDate)) -> Result<Dashboard, ApiError> {
    let (from, to) = days;
    let figures = analytics::figures(tx, scope, days).await?;
    let open_vacancies = crate::vacancies::repo::open_counts(tx)
        .await?
        .into_iter()
        .map(|(category, open)| CategoryCount { category, open })
        .collect();
    let applications_by_status = ApplicationStatus::iter()
        .map(|status| StatusCount {
            status,
            count: figures.by_status.iter().find(|(s, _)| *s == status).map_or(0, |(_, n)| *n),
        })
        .collect();
    let hours = |seconds: f64| seconds / 3600.0;
    let review = &figures.to_first_review;
    let time_to_first_review = TimeToFirstReview {
        reviewed: review.count(),
        median_hours: review.median_seconds().map(hours),
        average_hours: review.average_seconds().map(hours),
    };
    let per_vacancy = figures
        .per_vacancy
        .iter()
        .map(|v| {
            let reach = Reach::new(v.applicants, v.fresh, v.openings, v.median);
            VacancyFigures {
                vacancy_id: v.id,
                title: v.title.clone(),
                category: v.category,
                applicants: count(v.applicants),
                hired: count(v.hired),
                popularity: reach.popularity,
                popularity_color: reach.popularity_color,
            }
        })
        .collect();
    Ok(Dashboard {
        from,
        to,
        open_vacancies,
        applications_by_status,
        applications_per_day: figures
            .per_day
            .iter()
            .map(|(date, count)| DayCount { date: *date, count: *count })
            .collect(),
        time_to_first_review,
        funnel: funnel(&figures),
        time_in_stage: STAGES
            .iter()
            .filter(|stage| **stage != ApplicationStatus::Hired)
            .map(|stage| {
                let stayed = figures.stayed.get(stage);
                StageTime {
                    stage: *stage,
                    moves: stayed.map_or(0, analytics::Durations::count),
                    median_hours: stayed.and_then(analytics::Durations::median_seconds).map(hours),
                }
            })
            .collect(),
        time_to_hire: TimeToHire {
            hired: figures.to_hire.count(),
            median_days: figures.to_hire.median_seconds().map(|seconds| seconds / 86_400.0),
        },
        applications_by_source: figures
            .by_source
            .iter()
            .map(|(source, count)| SourceCount { source: source.clone(), count: *count })
            .collect(),
        per_vacancy,
    })
}

/// The stages in order with each one's conversion from the one before.
fn funnel(figures: &analytics::Figures) -> Vec<FunnelStage> {
    let mut previous: Option<u64> = None;
    STAGES
        .iter()
        .map(|stage| {
            let n = match stage {
                ApplicationStatus::Submitted => figures.applied,
                _ => figures.reached.get(stage).copied().unwrap_or(0),
            };
            let conversion = previous.filter(|p| *p > 0).map(|p| n as f64 / p as f64);
            previous = Some(n);
            FunnelStage { stage: *stage, reached: n, conversion }
        })
        .collect()
}
