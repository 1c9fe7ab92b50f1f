//! The recruiting dashboard: open vacancies per category, applications by status, time to first
//! review, and over a range of days (the last 30 by default) and a category: the funnel with its
//! conversions, the time to hire and in each stage, applications per day and by source, and each
//! vacancy's applicants and popularity. Admins see the whole tenant, staff their own vacancies.

pub mod analytics;
mod recruiter;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_desk as desk;
use erecruit_platform::{db, error, tenancy};
use erecruit_vacancies as vacancies;

use actix_web::http::header::ContentType;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, get, web};
use chrono::{NaiveDate, TimeDelta};
use sea_orm::Iterable;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::applications::domain::ApplicationStatus;
use crate::auth::StaffOnly;
use crate::auth::domain::Role;
use crate::desk::cache::{DeskCache, Json};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::tenancy::TenantTx;
use crate::vacancies::domain::Category;
use crate::vacancies::popularity::{PopularityColor, Reach};
use crate::vacancies::views::CategoryCount;

#[derive(utoipa::OpenApi)]
#[openapi(paths(recruiter::dashboard), tags((name = "dashboard", description = "Recruiting analytics (staff and admins)")))]
pub struct DashboardApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(recruiter::dashboard);
}
