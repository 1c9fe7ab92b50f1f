//! The `applications` and `application_events` tables.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};
use serde_json::Value as Json;
use uuid::Uuid;

use super::domain::{Answer, ApplicationStatus};
use crate::error::violated_unique_constraint;
use crate::sql::{self, Conditions};
use crate::tenancy::TenantTx;

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

#[derive(Debug, Clone, FromQueryResult)]
pub struct ApplicationRow {
    pub id: i64,
    pub vacancy_id: i64,
    pub person_id: Option<i64>,
    pub status: String,
    pub cover_letter: Option<String>,
    pub cv_file_id: Option<Uuid>,
    pub answers: Json,
    pub knocked_out: bool,
    pub consent_text: String,
    pub consent_at: DateTime<Utc>,
    pub applicant_name: String,
    pub applicant_email: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl ApplicationRow {
    pub fn status(&self) -> ApplicationStatus {
        ApplicationStatus::from_db(&self.status).unwrap_or(ApplicationStatus::Submitted)
    }

    pub fn answers(&self) -> Vec<Answer> {
        serde_json::from_value(self.answers.clone()).unwrap_or_default()
    }
}

const COLUMNS: &str = "id, vacancy_id, person_id, status, cover_letter, cv_file_id, answers, knocked_out, consent_text, \
                       consent_at, applicant_name, applicant_email, created_at, updated_at";

#[derive(Debug, Clone, FromQueryResult)]
pub struct EventRow {
    pub application_id: i64,
    pub from_status: Option<String>,
    pub to_status: String,
    pub actor_label: String,
    pub note: Option<String>,
    pub at: DateTime<Utc>,
}

pub struct NewApplication<'a> {
    pub vacancy_id: i64,
    pub person_id: i64,
    pub cover_letter: Option<&'a str>,
    pub cv_file_id: Uuid,
    pub answers: &'a [Answer],
    pub knocked_out: bool,
    pub consent_text: &'a str,
    pub source: Option<&'a str>,
    pub applicant_name: &'a str,
    pub applicant_email: &'a str,
}

#[derive(Debug, thiserror::Error)]
pub enum InsertError {
    #[error("already applied")]
    AlreadyApplied,
    #[error(transparent)]
    Database(#[from] DbErr),
}

pub async fn insert(tx: &TenantTx, new: NewApplication<'_>) -> Result<i64, InsertError> {
    let inserted = tx
        .query_one_raw(statement(
            "INSERT INTO applications (vacancy_id, person_id, cover_letter, cv_file_id, answers, knocked_out,
                                       consent_text, consent_at, source, applicant_name, applicant_email)
             VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10)
             ON CONFLICT ON CONSTRAINT applications_vacancy_person_key DO NOTHING
             RETURNING id",
            vec![
                new.vacancy_id.into(),
                new.person_id.into(),
                new.cover_letter.map(str::to_owned).into(),
                new.cv_file_id.into(),
                serde_json::to_value(new.answers).unwrap_or_default().into(),
                new.knocked_out.into(),
                new.consent_text.into(),
                new.source.map(str::to_owned).into(),
                new.applicant_name.into(),
                new.applicant_email.into(),
            ],
        ))
        .await;
    match inserted {
        Ok(Some(row)) => Ok(row.try_get("", "id")?),
        // Another request for the same vacancy and person won the race (or came earlier).
        Ok(None) => Err(InsertError::AlreadyApplied),
        Err(err) if violated_unique_constraint(&err).as_deref() == Some("applications_vacancy_person_key") => {
            Err(InsertError::AlreadyApplied)
        }
        Err(err) => Err(err.into()),
    }
}

pub async fn find(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    find_where(tx, "id = $1", id).await
}

/// Like [`find`], and locks the row until the transaction ends (before changing its status).
pub async fn find_for_update(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    find_where(tx, "id = $1 FOR UPDATE", id).await
}

async fn find_where(tx: &TenantTx, filter: &str, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    ApplicationRow::find_by_statement(statement(
        &format!("SELECT {COLUMNS} FROM applications WHERE {filter}"),
        vec![id.into()],
    ))
    .one(tx)
    .await
}

pub async fn for_person(tx: &TenantTx, person_id: i64) -> Result<Vec<ApplicationRow>, DbErr> {
    ApplicationRow::find_by_statement(statement(
        &format!("SELECT {COLUMNS} FROM applications WHERE person_id = $1 ORDER BY created_at DESC, id DESC"),
        vec![person_id.into()],
    ))
    .all(tx)
    .await
}

/// The applications of the user's applicant profile, newest first (none without a profile).
pub async fn for_user(tx: &TenantTx, user_id: Uuid) -> Result<Vec<ApplicationRow>, DbErr> {
    ApplicationRow::find_by_statement(statement(
        &format!(
            "SELECT {COLUMNS} FROM applications
             WHERE person_id = (SELECT id FROM persons WHERE user_id = $1) ORDER BY created_at DESC, id DESC"
        ),
        vec![user_id.into()],
    ))
    .all(tx)
    .await
}

pub struct VacancyFilter {
    pub vacancy_id: i64,
    pub status: Option<ApplicationStatus>,
    pub query: Option<String>,
    pub limit: u64,
    pub offset: u64,
}

/// Applications to one vacancy, newest first, and how many match; `None` when there is no such
/// vacancy. One round trip: a row per application on the page, each carrying the total, or a
/// single row of NULLs with the total when the page is empty.
pub async fn for_vacancy(tx: &TenantTx, filter: &VacancyFilter) -> Result<Option<(Vec<ApplicationRow>, u64)>, DbErr> {
    let mut conditions = Conditions::with_values(vec![filter.vacancy_id.into()]);
    conditions.push("vacancy_id = $1");
    conditions.push_eq("status", filter.status.map(|status| status.db()));
    if let Some(query) = filter.query.as_deref() {
        let pattern = conditions.param(sql::contains_pattern(query));
        conditions.push(format!("(applicant_name ILIKE {pattern} OR applicant_email ILIKE {pattern})"));
    }
    let limit = conditions.param(i64::try_from(filter.limit).unwrap_or(i64::MAX));
    let offset = conditions.param(i64::try_from(filter.offset).unwrap_or(i64::MAX));
    let (conditions, values) = (conditions.sql(), conditions.into_values());
    let page = sql::page_with_total("applications", COLUMNS, &conditions, "created_at DESC, id DESC", &limit, &offset);
    let result = tx
        .query_all_raw(statement(&format!("{page} WHERE EXISTS (SELECT 1 FROM vacancies WHERE id = $1)"), values))
        .await?;
    if result.is_empty() {
        return Ok(None);
    }
    sql::rows_with_total(result).map(Some)
}

pub async fn set_status(tx: &TenantTx, id: i64, to: ApplicationStatus) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE applications SET status = $2, updated_at = now(),
                first_reviewed_at = CASE WHEN $2 <> 'withdrawn' THEN coalesce(first_reviewed_at, now())
                                         ELSE first_reviewed_at END
         WHERE id = $1",
        vec![id.into(), to.db().into()],
    ))
    .await?;
    Ok(())
}

pub struct NewEvent<'a> {
    pub application_id: i64,
    pub from: Option<ApplicationStatus>,
    pub to: ApplicationStatus,
    pub actor_user: Option<Uuid>,
    pub actor_label: &'a str,
    pub note: Option<&'a str>,
}

pub async fn add_event(tx: &TenantTx, event: NewEvent<'_>) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "INSERT INTO application_events (application_id, from_status, to_status, actor_user_id, actor_label, note)
         VALUES ($1, $2, $3, $4, $5, $6)",
        vec![
            event.application_id.into(),
            event.from.map(|s| s.db().to_owned()).into(),
            event.to.db().into(),
            event.actor_user.into(),
            event.actor_label.into(),
            event.note.map(str::to_owned).into(),
        ],
    ))
    .await?;
    Ok(())
}

pub async fn events(tx: &TenantTx, application_id: i64) -> Result<Vec<EventRow>, DbErr> {
    events_of(tx, vec![application_id]).await
}

/// The histories of several applications at once, each in order.
pub async fn events_of(tx: &TenantTx, application_ids: Vec<i64>) -> Result<Vec<EventRow>, DbErr> {
    EventRow::find_by_statement(statement(
        "SELECT application_id, from_status, to_status, actor_label, note, at FROM application_events
         WHERE application_id = ANY($1) ORDER BY application_id, at, id",
        vec![application_ids.into()],
    ))
    .all(tx)
    .await
}
