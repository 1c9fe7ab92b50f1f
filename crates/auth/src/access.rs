//! The access policy: which vacancies and applications a signed-in member of the tenant may see.
//! (It lives with identity, below every feature, so each feature's read paths and the search
//! providers can ask it; it reads the hiring teams and interviews by table name.)
//!
//! Admins see everything. Staff see everything too, unless the tenant turned on "staff see only
//! the vacancies they are on" (`teamAccessOnly`): then a staff member reaches a vacancy only
//! through its hiring team — every application of a vacancy they are hiring manager, recruiter or
//! coordinator of, and, where they only interview, the applications whose interviews they attend.
//!
//! Every read path asks [`Access::of`] once per request and filters with it (SQL through
//! [`Access::applications`] and [`Access::vacancies`], one row through [`Access::sees_application`]);
//! a cache keeps answers under [`Access::key`], which names everything the answer depends on.

use sea_orm::sea_query::{Alias, Condition, Expr, ExprTrait, IntoColumnRef, PgFunc, Query};
use sea_orm::{DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::domain::Role;
use crate::error::ApiError;
use crate::tenancy::TenantTx;
use crate::users::User;

/// What one reader may see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Access {
    /// Every vacancy and application of the tenant.
    All,
    /// Only through hiring teams.
    Team(TeamAccess),
}

/// A staff member's access while the tenant limits staff to their teams.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TeamAccess {
    /// Vacancies whose applications they all see (a part other than interviewer), ascending.
    pub whole: Vec<i64>,
    /// Vacancies they only interview for, ascending.
    pub interviewing: Vec<i64>,
    /// The applications of those vacancies they interview (attend an interview of), ascending.
    pub interviewed: Vec<i64>,
}

#[derive(FromQueryResult)]
struct AccessRow {
    whole: Vec<i64>,
    interviewing: Vec<i64>,
    interviewed: Vec<i64>,
}

/// One statement: the reader's teams by part, and the interviews they attend for the vacancies
/// they only interview for (the calendar's tables: an interview names its application).
const TEAM_ACCESS: &str = "
    WITH mine AS (SELECT vacancy_id, role FROM vacancy_team WHERE user_id = $1)
    SELECT
        COALESCE((SELECT array_agg(vacancy_id ORDER BY vacancy_id) FROM mine WHERE role <> 'interviewer'),
                 '{}') AS whole,
        COALESCE((SELECT array_agg(vacancy_id ORDER BY vacancy_id) FROM mine WHERE role = 'interviewer'),
                 '{}') AS interviewing,
        COALESCE((SELECT array_agg(DISTINCT e.application_id ORDER BY e.application_id)
                  FROM calendar_attendees c
                  JOIN calendar_events e ON e.id = c.event_id
                  JOIN applications a ON a.id = e.application_id
                  JOIN mine m ON m.vacancy_id = a.vacancy_id AND m.role = 'interviewer'
                  WHERE c.user_id = $1), '{}') AS interviewed";

impl Access {
    /// The access of `user` in the transaction's tenant.
    pub async fn of(tx: &TenantTx, user: &User) -> Result<Self, DbErr> {
        if user.role == Role::Admin || !tx.tenant().branding.team_access_only {
            return Ok(Self::All);
        }
        let row: AccessRow = db::fetch_one_raw(tx, db::raw(TEAM_ACCESS, [user.id.into()]))
            .await?
            .ok_or_else(|| DbErr::RecordNotFound("the reader's access".into()))?;
        Ok(Self::Team(TeamAccess { whole: row.whole, interviewing: row.interviewing, interviewed: row.interviewed }))
    }

    /// Whether the reader sees everything (no filter needed).
    pub fn is_all(&self) -> bool {
        matches!(self, Self::All)
    }

    /// Whether the reader may see the vacancy (on its team in any part).
    pub fn sees_vacancy(&self, id: i64) -> bool {
        match self {
            Self::All => true,
            Self::Team(team) => team.whole.binary_search(&id).is_ok() || team.interviewing.binary_search(&id).is_ok(),
        }
    }

    /// Whether the reader may see an application of `vacancy_id`.
    pub fn sees_application(&self, vacancy_id: i64, id: i64) -> bool {
        match self {
            Self::All => true,
            Self::Team(team) => {
                team.whole.binary_search(&vacancy_id).is_ok() || team.interviewed.binary_search(&id).is_ok()
            }
        }
    }

    /// 404 for an application the reader may not see (as if it did not exist).
    pub fn check_application(&self, vacancy_id: i64, id: i64) -> Result<(), ApiError> {
        if self.sees_application(vacancy_id, id) { Ok(()) } else { Err(ApiError::not_found("application")) }
    }

    /// 404 for a vacancy the reader may not see.
    pub fn check_vacancy(&self, id: i64) -> Result<(), ApiError> {
        if self.sees_vacancy(id) { Ok(()) } else { Err(ApiError::not_found("vacancy")) }
    }

    /// The vacancies the reader may see, `None` for all of them.
    pub fn vacancy_ids(&self) -> Option<Vec<i64>> {
        match self {
            Self::All => None,
            Self::Team(team) => {
                let mut ids: Vec<i64> = team.whole.iter().chain(&team.interviewing).copied().collect();
                ids.sort_unstable();
                ids.dedup();
                Some(ids)
            }
        }
    }

    /// For raw SQL: the vacancies whose applications the reader all sees (`None`: every one) and
    /// the applications they see besides (those they interview), as two array parameters. An
    /// application is seen when `vacancy_id = ANY($a) OR id = ANY($b)`, or `$a` is NULL.
    pub fn application_sets(&self) -> (Option<Vec<i64>>, Vec<i64>) {
        match self {
            Self::All => (None, Vec::new()),
            Self::Team(team) => (Some(team.whole.clone()), team.interviewed.clone()),
        }
    }

    /// The condition a vacancy's `id` column meets for the reader (always true for all).
    pub fn vacancies(&self, id: impl IntoColumnRef) -> Condition {
        match self.vacancy_ids() {
            None => Condition::all(),
            Some(ids) => Condition::all().add(Expr::col(id).eq(PgFunc::any(Expr::val(ids)))),
        }
    }

    /// The condition an application's `vacancy_id` and `id` columns meet for the reader.
    pub fn applications(&self, vacancy_id: impl IntoColumnRef, id: impl IntoColumnRef) -> Condition {
        match self {
            Self::All => Condition::all(),
            Self::Team(team) => Condition::any()
                .add(Expr::col(vacancy_id).eq(PgFunc::any(Expr::val(team.whole.clone()))))
                .add(Expr::col(id).eq(PgFunc::any(Expr::val(team.interviewed.clone())))),
        }
    }

    /// The condition a record about a vacancy and an application (either may be NULL: a task, an
    /// event) meets for the reader: each it names is one they may see.
    pub fn about(&self, vacancy: impl IntoColumnRef, application: impl IntoColumnRef) -> Condition {
        let Self::Team(team) = self else { return Condition::all() };
        let (vacancy, application) = (vacancy.into_column_ref(), application.into_column_ref());
        let of_whole = Query::select()
            .column(Alias::new("id"))
            .from(Alias::new("applications"))
            .and_where(Expr::col(Alias::new("vacancy_id")).eq(PgFunc::any(Expr::val(team.whole.clone()))))
            .take();
        Condition::all()
            .add(
                Condition::any()
                    .add(Expr::col(vacancy.clone()).is_null())
                    .add(Expr::col(vacancy).eq(PgFunc::any(Expr::val(self.vacancy_ids().unwrap_or_default())))),
            )
            .add(
                Condition::any()
                    .add(Expr::col(application.clone()).is_null())
                    .add(Expr::col(application.clone()).in_subquery(of_whole))
                    .add(Expr::col(application).eq(PgFunc::any(Expr::val(team.interviewed.clone())))),
            )
    }

    /// Whether the CV `file` came with an application the reader may see (any CV for a reader
    /// who sees everything).
    pub async fn sees_cv(&self, tx: &TenantTx, file: Uuid) -> Result<bool, DbErr> {
        let Self::Team(team) = self else { return Ok(true) };
        #[derive(FromQueryResult)]
        struct Seen {
            seen: bool,
        }
        let statement = db::raw(
            "SELECT EXISTS (SELECT 1 FROM applications
                            WHERE cv_file_id = $1 AND (vacancy_id = ANY($2) OR id = ANY($3))) AS seen",
            [file.into(), team.whole.clone().into(), team.interviewed.clone().into()],
        );
        Ok(db::fetch_one_raw::<Seen>(tx, statement).await?.is_some_and(|row| row.seen))
    }

    /// What a cached answer that depends on the access is kept under: empty for all, else the
    /// sets themselves (two readers with the same teams share answers).
    pub fn key(&self) -> String {
        match self {
            Self::All => String::new(),
            Self::Team(team) => format!("team {:?} {:?}", team.whole, team.interviewed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_team_access_sees_its_vacancies_and_interviews_only() {
        let access = Access::Team(TeamAccess { whole: vec![1, 4], interviewing: vec![7], interviewed: vec![70] });
        assert!(access.sees_vacancy(4) && access.sees_vacancy(7) && !access.sees_vacancy(2));
        assert!(access.sees_application(1, 10) && access.sees_application(7, 70));
        assert!(!access.sees_application(7, 71) && !access.sees_application(2, 20));
        assert_eq!(access.vacancy_ids(), Some(vec![1, 4, 7]));
        assert!(Access::All.sees_application(2, 20) && Access::All.key().is_empty());
    }
}
