//! The all-applications grid: every application of the tenant with its vacancy, filtered, sorted
//! and paged by the database, and the same filter choosing the rows of a bulk change or export.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use chrono_tz::Tz;
use sea_orm::sea_query::extension::postgres::PgExpr;
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, PgFunc, Query, SelectStatement};
use sea_orm::{ActiveEnum, Condition, DbErr, FromQueryResult, Iterable, Order};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::applications::domain::ApplicationStatus;
use crate::applications::schema::{ApplicationColumn, Applications};
use crate::auth::access::Access;
use crate::db;
use crate::error::ApiError;
use crate::paging::Total;
use crate::profiles::schema::{PersonColumn, Persons};
use crate::tenancy::TenantTx;
use crate::vacancies::domain::Category;
use crate::vacancies::schema::{StageColumn, Vacancies, VacancyColumn, VacancyStages};

/// Which applications: every condition given must hold. (Unknown fields are ignored: the grid's
/// query string carries its paging and sort beside them.)
#[derive(Debug, Clone, Default, Deserialize, ToSchema, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DeskFilter {
    pub vacancy_id: Option<i64>,
    pub category: Option<Category>,
    pub status: Option<ApplicationStatus>,
    /// Applied on or after this day (in the tenant's time zone).
    #[schema(value_type = Option<String>, format = Date)]
    #[param(value_type = Option<String>, format = Date)]
    pub from: Option<NaiveDate>,
    /// Applied on or before this day (in the tenant's time zone).
    #[schema(value_type = Option<String>, format = Date)]
    #[param(value_type = Option<String>, format = Date)]
    pub to: Option<NaiveDate>,
    /// Only applications whose answers knocked them out (`true`) or only the others (`false`).
    pub knocked_out: Option<bool>,
    /// Where the applicant came from, exactly as recorded (see `/applications/sources`).
    pub source: Option<String>,
    /// Part of the applicant's name or e-mail address.
    pub q: Option<String>,
    /// Only applications at this stage of a vacancy's process (`GET /vacancies/{id}/stages`).
    pub stage_id: Option<i64>,
}

impl DeskFilter {
    /// Refuses what no application can match: a text over 200 characters or with control
    /// characters, or a range that ends before it starts (400 `invalid_query`).
    pub fn checked(mut self) -> Result<Self, ApiError> {
        self.q = crate::paging::filter_text(self.q.as_deref(), "search text")?;
        self.source = crate::paging::filter_text(self.source.as_deref(), "source")?;
        if let (Some(from), Some(to)) = (self.from, self.to)
            && to < from
        {
            return Err(ApiError::invalid_query("the date range ends before it starts"));
        }
        Ok(self)
    }

    fn condition(&self, zone: Tz) -> Condition {
        let a = |column: ApplicationColumn| Expr::col((Applications, column));
        Condition::all()
            .add_option(self.vacancy_id.map(|id| a(ApplicationColumn::VacancyId).eq(id)))
            .add_option(self.category.map(|category| a(ApplicationColumn::Category).eq(category)))
            .add_option(self.status.map(|status| a(ApplicationColumn::Status).eq(status)))
            .add_option(self.stage_id.map(|stage| a(ApplicationColumn::StageId).eq(stage)))
            .add_option(self.from.map(|day| a(ApplicationColumn::CreatedAt).gte(start_of(day, zone))))
            .add_option(
                self.to
                    .and_then(|day| day.checked_add_signed(TimeDelta::days(1)))
                    .map(|next| a(ApplicationColumn::CreatedAt).lt(start_of(next, zone))),
            )
            .add_option(self.knocked_out.map(|flag| a(ApplicationColumn::KnockedOut).eq(flag)))
            .add_option(self.source.as_deref().map(|source| a(ApplicationColumn::Source).eq(source)))
            .add_option(self.q.as_deref().map(|text| applicant_words().ilike(db::contains_pattern(text))))
    }
}

/// The name and address as one text, the expression `applications_applicant_trgm_idx` indexes.
fn applicant_words() -> Expr {
    Expr::col((Applications, ApplicationColumn::ApplicantName))
        .concat(" ")
        .concat(Expr::col((Applications, ApplicationColumn::ApplicantEmail)))
}

/// The instant `day` starts in `zone` (the earlier one when a clock change repeats midnight).
pub fn start_of(day: NaiveDate, zone: Tz) -> DateTime<Utc> {
    let midnight = day.and_hms_opt(0, 0, 0).unwrap_or_default();
    midnight
        .and_local_timezone(zone)
        .earliest()
        // A midnight that a clock change skipped: the day starts an hour later.
        .or_else(|| (midnight + TimeDelta::hours(1)).and_local_timezone(zone).earliest())
        .map_or_else(|| midnight.and_utc(), |at| at.with_timezone(&Utc))
}

/// What the grid sorts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortKey {
    #[default]
    AppliedAt,
    Name,
    /// In the pipeline's order, not the alphabet's.
    Status,
    Vacancy,
    UpdatedAt,
}

/// The grid's order: `sort=name`, or `-name` for descending. By default the newest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeskSort {
    pub key: SortKey,
    pub descending: bool,
}

impl Default for DeskSort {
    fn default() -> Self {
        Self { key: SortKey::AppliedAt, descending: true }
    }
}

impl DeskSort {
    pub fn parse(value: Option<&str>) -> Result<Self, ApiError> {
        let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else { return Ok(Self::default()) };
        let (descending, name) = match value.strip_prefix('-') {
            Some(name) => (true, name),
            None => (false, value),
        };
        let key = match name {
            "appliedAt" => SortKey::AppliedAt,
            "name" => SortKey::Name,
            "status" => SortKey::Status,
            "vacancy" => SortKey::Vacancy,
            "updatedAt" => SortKey::UpdatedAt,
            _ => {
                return Err(ApiError::invalid_query(
                    "sort is appliedAt, name, status, vacancy or updatedAt, with - before it for descending",
                ));
            }
        };
        Ok(Self { key, descending })
    }

    /// Orders by the key, then the newest first, then by id (so pages never overlap).
    fn apply(self, query: &mut SelectStatement) {
        let a = |column: ApplicationColumn| Expr::col((Applications, column));
        let order = if self.descending { Order::Desc } else { Order::Asc };
        let first: Expr = match self.key {
            SortKey::AppliedAt => a(ApplicationColumn::CreatedAt),
            SortKey::Name => a(ApplicationColumn::ApplicantName),
            SortKey::Status => Func::cust("array_position")
                .arg(Expr::val(ApplicationStatus::iter().map(|s| s.to_value()).collect::<Vec<String>>()))
                .arg(a(ApplicationColumn::Status))
                .into(),
            SortKey::Vacancy => Expr::col((Vacancies, VacancyColumn::Title)),
            SortKey::UpdatedAt => a(ApplicationColumn::UpdatedAt),
        };
        query.order_by_expr(first, order.clone());
        if self.key == SortKey::AppliedAt {
            query.order_by_expr(a(ApplicationColumn::Id), order);
        } else {
            query.order_by_expr(a(ApplicationColumn::CreatedAt), Order::Desc);
            query.order_by_expr(a(ApplicationColumn::Id), Order::Desc);
        }
    }
}

/// One row of the grid, the same for every recruiter (the caller's unread mail is `messages::repo::unread_about`).
#[derive(Debug, FromQueryResult)]
pub struct DeskRow {
    pub id: i64,
    pub vacancy_id: i64,
    pub person_id: Option<i64>,
    pub status: ApplicationStatus,
    pub knocked_out: bool,
    pub source: Option<String>,
    pub applicant_name: String,
    pub applicant_email: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub vacancy_title: String,
    pub category: Category,
    pub image_file_id: Option<Uuid>,
    /// Its stage's names per language (none for a row an older server wrote without a stage).
    pub stage_id: Option<i64>,
    pub stage_names: Option<serde_json::Value>,
}

/// The applications `filter` matches among those the reader may see.
fn from_applications(filter: &DeskFilter, access: &Access, with_vacancy: bool, zone: Tz) -> SelectStatement {
    let mut query = Query::select();
    query.from(Applications).cond_where(filter.condition(zone)).cond_where(
        access.applications((Applications, ApplicationColumn::VacancyId), (Applications, ApplicationColumn::Id)),
    );
    if with_vacancy {
        query.inner_join(
            Vacancies,
            Expr::col((Vacancies, VacancyColumn::Id)).equals((Applications, ApplicationColumn::VacancyId)),
        );
    }
    query
}

/// One page of the grid and how many applications match, in one round trip.
pub async fn page(
    tx: &TenantTx,
    filter: &DeskFilter,
    access: &Access,
    sort: DeskSort,
    limit: u64,
    offset: u64,
) -> Result<(Vec<DeskRow>, Total), DbErr> {
    use ApplicationColumn as A;
    let zone = tx.tenant().zone();
    let mut rows = from_applications(filter, access, true, zone);
    rows.columns(
        [A::Id, A::VacancyId, A::PersonId, A::Status, A::KnockedOut, A::Source, A::ApplicantName, A::ApplicantEmail]
            .map(|column| (Applications, column)),
    )
    .columns([A::CreatedAt, A::UpdatedAt].map(|column| (Applications, column)))
    .expr_as(Expr::col((Vacancies, VacancyColumn::Title)), Alias::new("vacancy_title"))
    // The vacancy's own for an application the previous release made without it.
    .expr_as(
        Func::coalesce([Expr::col((Applications, A::Category)), Expr::col((Vacancies, VacancyColumn::Category))]),
        Alias::new("category"),
    )
    .expr_as(Expr::col((Persons, PersonColumn::ImageFileId)), Alias::new("image_file_id"))
    .column((Applications, A::StageId))
    .expr_as(Expr::col((VacancyStages, StageColumn::Names)), Alias::new("stage_names"))
    .left_join(Persons, Expr::col((Persons, PersonColumn::Id)).equals((Applications, A::PersonId)))
    .left_join(VacancyStages, Expr::col((VacancyStages, StageColumn::Id)).equals((Applications, A::StageId)))
    .limit(limit)
    .offset(offset);
    sort.apply(&mut rows);
    let mut matching = from_applications(filter, access, false, zone);
    matching.expr(Expr::val(1));
    let (rows, counted) = db::page_with_total(tx, db::count_at_most(matching), rows).await?;
    Ok((rows, Total::capped(counted)))
}

/// The ids of the applications `filter` matches, newest first, at most `limit` of them.
pub async fn ids(tx: &TenantTx, filter: &DeskFilter, access: &Access, limit: u64) -> Result<Vec<i64>, DbErr> {
    let zone = tx.tenant().zone();
    let mut query = from_applications(filter, access, false, zone);
    query.column((Applications, ApplicationColumn::Id)).limit(limit);
    DeskSort::default().apply(&mut query);
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    Ok(db::fetch_all::<Id>(tx, &query).await?.into_iter().map(|row| row.id).collect())
}

/// Of `ids`, those the reader may see, in the order given (all of them for a reader who sees
/// everything, without asking the database).
pub async fn visible(tx: &TenantTx, access: &Access, ids: Vec<i64>) -> Result<Vec<i64>, DbErr> {
    if access.is_all() {
        return Ok(ids);
    }
    let query = Query::select()
        .column(ApplicationColumn::Id)
        .from(Applications)
        .and_where(Expr::col(ApplicationColumn::Id).eq(PgFunc::any(Expr::val(ids.clone()))))
        .cond_where(access.applications(ApplicationColumn::VacancyId, ApplicationColumn::Id))
        .take();
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let seen: std::collections::HashSet<i64> =
        db::fetch_all::<Id>(tx, &query).await?.into_iter().map(|row| row.id).collect();
    Ok(ids.into_iter().filter(|id| seen.contains(id)).collect())
}

/// The sources of the applications the reader may see, most frequent first (at most 100).
pub async fn sources(tx: &TenantTx, access: &Access) -> Result<Vec<String>, DbErr> {
    use ApplicationColumn as A;
    let query = Query::select()
        .column(A::Source)
        .from(Applications)
        .and_where(Expr::col(A::Source).is_not_null())
        .cond_where(access.applications(A::VacancyId, A::Id))
        .group_by_col(A::Source)
        .order_by_expr(db::count_all(), Order::Desc)
        .order_by(A::Source, Order::Asc)
        .limit(100)
        .take();
    #[derive(FromQueryResult)]
    struct Source {
        source: String,
    }
    Ok(db::fetch_all::<Source>(tx, &query).await?.into_iter().map(|row| row.source).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_parse_and_unknown_ones_are_refused() {
        assert_eq!(DeskSort::parse(None).ok(), Some(DeskSort { key: SortKey::AppliedAt, descending: true }));
        assert_eq!(
            DeskSort::parse(Some("appliedAt")).ok(),
            Some(DeskSort { key: SortKey::AppliedAt, descending: false })
        );
        assert_eq!(DeskSort::parse(Some("-name")).ok(), Some(DeskSort { key: SortKey::Name, descending: true }));
        assert!(DeskSort::parse(Some("password")).is_err());
        assert!(DeskSort::parse(Some("--name")).is_err());
    }

    #[test]
    fn a_day_starts_at_midnight_in_the_tenant_zone() {
        let day = NaiveDate::from_ymd_opt(2026, 7, 1).unwrap_or_default();
        assert_eq!(start_of(day, Tz::Europe__Berlin).to_rfc3339(), "2026-06-30T22:00:00+00:00");
        assert_eq!(start_of(day, Tz::UTC).to_rfc3339(), "2026-07-01T00:00:00+00:00");
    }
}
