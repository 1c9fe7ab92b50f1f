//! The `users` table. Every function takes the tenant-bound transaction.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Email, Locale, Role, UserStatus};
use crate::error::violated_unique_constraint;
use crate::tenancy::TenantTx;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub id: Uuid,
    pub email: String,
    pub name: String,
    pub role: Role,
    pub status: UserStatus,
    pub department: Option<String>,
    pub locale: Locale,
    /// The applicant profile's id, 0 while there is none.
    pub person: i64,
    pub last_login_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(FromQueryResult)]
struct UserRow {
    id: Uuid,
    email: String,
    password_hash: String,
    name: String,
    role: String,
    status: String,
    department: Option<String>,
    locale: String,
    person_id: Option<i64>,
    last_login_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl UserRow {
    fn into_user(self) -> Result<(User, String), DbErr> {
        let corrupt = |what: &str| DbErr::Custom(format!("user {} has an invalid {what}", self.id));
        let user = User {
            id: self.id,
            email: self.email.clone(),
            name: self.name.clone(),
            role: Role::parse(&self.role).ok_or_else(|| corrupt("role"))?,
            status: UserStatus::parse(&self.status).ok_or_else(|| corrupt("status"))?,
            department: self.department.clone(),
            locale: Locale::parse(&self.locale).unwrap_or_default(),
            person: self.person_id.unwrap_or(0),
            last_login_at: self.last_login_at,
            created_at: self.created_at,
            updated_at: self.updated_at,
        };
        Ok((user, self.password_hash))
    }
}

/// `person_id` comes from the profile (persons.user_id), the single place that link is kept.
const COLUMNS: &str = "id, email, password_hash, name, role, status, department, locale, \
                       (SELECT p.id FROM persons p WHERE p.user_id = users.id) AS person_id, \
                       last_login_at, created_at, updated_at";

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

async fn fetch_one(tx: &TenantTx, filter: &str, values: Vec<Value>) -> Result<Option<(User, String)>, DbErr> {
    let sql = format!("SELECT {COLUMNS} FROM users WHERE {filter}");
    UserRow::find_by_statement(statement(&sql, values)).one(tx).await?.map(UserRow::into_user).transpose()
}

/// The user and their password hash.
pub async fn find_by_email(tx: &TenantTx, email: &Email) -> Result<Option<(User, String)>, DbErr> {
    fetch_one(tx, "email = $1", vec![email.as_str().into()]).await
}

/// The user, and whether their sign-in session `session` is live: what every signed-in request
/// checks, in one query.
pub async fn find_with_session(tx: &TenantTx, id: Uuid, session: Uuid) -> Result<Option<(User, bool)>, DbErr> {
    let sql =
        format!("SELECT {COLUMNS}, {} AS session_live FROM users WHERE id = $1", super::sessions::SESSION_IS_LIVE);
    let Some(row) = tx.query_one_raw(statement(&sql, vec![id.into(), session.into()])).await? else {
        return Ok(None);
    };
    let live: bool = row.try_get("", "session_live")?;
    let (user, _) = UserRow::from_query_result(&row, "")?.into_user()?;
    Ok(Some((user, live)))
}

pub async fn find_by_id(tx: &TenantTx, id: Uuid) -> Result<Option<User>, DbErr> {
    Ok(fetch_one(tx, "id = $1", vec![id.into()]).await?.map(|(user, _)| user))
}

/// Like [`find_by_id`], and locks the row for the rest of the transaction.
pub async fn find_by_id_for_update(tx: &TenantTx, id: Uuid) -> Result<Option<(User, String)>, DbErr> {
    fetch_one(tx, "id = $1 FOR UPDATE", vec![id.into()]).await
}

pub struct NewUser<'a> {
    pub email: &'a Email,
    pub password_hash: &'a str,
    pub name: &'a str,
    pub role: Role,
    pub locale: Locale,
}

#[derive(Debug, thiserror::Error)]
pub enum InsertError {
    #[error("email already in use")]
    EmailTaken,
    #[error(transparent)]
    Database(#[from] DbErr),
}

pub async fn insert(tx: &TenantTx, new: NewUser<'_>) -> Result<User, InsertError> {
    let sql = format!(
        "INSERT INTO users (email, password_hash, name, role, locale) VALUES ($1, $2, $3, $4, $5) RETURNING {COLUMNS}"
    );
    let values = vec![
        new.email.as_str().into(),
        new.password_hash.into(),
        new.name.into(),
        new.role.as_str().into(),
        new.locale.as_str().into(),
    ];
    match UserRow::find_by_statement(statement(&sql, values)).one(tx).await {
        Ok(Some(row)) => Ok(row.into_user()?.0),
        Ok(None) => Err(DbErr::RecordNotInserted.into()),
        Err(err) if violated_unique_constraint(&err).as_deref() == Some("users_email_key") => {
            Err(InsertError::EmailTaken)
        }
        Err(err) => Err(err.into()),
    }
}

pub async fn update_profile(tx: &TenantTx, id: Uuid, name: Option<&str>, locale: Option<Locale>) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE users SET name = coalesce($2, name), locale = coalesce($3, locale), updated_at = now() WHERE id = $1",
        vec![id.into(), name.map(str::to_owned).into(), locale.map(|l| l.as_str().to_owned()).into()],
    ))
    .await?;
    Ok(())
}

pub async fn set_password_hash(tx: &TenantTx, id: Uuid, hash: &str) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1",
        vec![id.into(), hash.into()],
    ))
    .await?;
    Ok(())
}

pub async fn record_login(tx: &TenantTx, id: Uuid) -> Result<(), DbErr> {
    tx.execute_raw(statement("UPDATE users SET last_login_at = now() WHERE id = $1", vec![id.into()])).await?;
    Ok(())
}

/// What an admin may change about a user; `None` leaves a field as it is.
#[derive(Debug, Default)]
pub struct AdminChange {
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    /// `Some(None)` clears the department.
    pub department: Option<Option<String>>,
}

pub async fn apply_admin_change(tx: &TenantTx, id: Uuid, change: &AdminChange) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE users SET role = coalesce($2, role), status = coalesce($3, status),
                department = CASE WHEN $4 THEN $5 ELSE department END, updated_at = now()
         WHERE id = $1",
        vec![
            id.into(),
            change.role.map(|r| r.as_str().to_owned()).into(),
            change.status.map(|s| s.as_str().to_owned()).into(),
            change.department.is_some().into(),
            change.department.clone().flatten().into(),
        ],
    ))
    .await?;
    Ok(())
}

/// Locks every active admin and returns how many there are (the last-admin guard).
pub async fn lock_active_admins(tx: &TenantTx) -> Result<usize, DbErr> {
    let rows = tx
        .query_all_raw(statement("SELECT id FROM users WHERE role = 'admin' AND status = 'active' FOR UPDATE", vec![]))
        .await?;
    Ok(rows.len())
}

#[derive(Debug, Default)]
pub struct ListFilter {
    pub query: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    pub page: u64,
    pub per_page: u64,
}

/// One page of users (newest first) and the total that match.
pub async fn list(tx: &TenantTx, filter: &ListFilter) -> Result<(Vec<User>, u64), DbErr> {
    let pattern = filter.query.as_ref().map(|q| {
        let escaped = q.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
        format!("%{escaped}%")
    });
    let conditions = "($1::text IS NULL OR email ILIKE $1 OR name ILIKE $1)
                      AND ($2::text IS NULL OR role = $2) AND ($3::text IS NULL OR status = $3)";
    let values = || -> Vec<Value> {
        vec![
            pattern.clone().into(),
            filter.role.map(|r| r.as_str().to_owned()).into(),
            filter.status.map(|s| s.as_str().to_owned()).into(),
        ]
    };
    let total_row = tx
        .query_one_raw(statement(&format!("SELECT count(*) AS total FROM users WHERE {conditions}"), values()))
        .await?;
    let total: i64 = total_row.map(|row| row.try_get("", "total")).transpose()?.unwrap_or(0);

    let mut page_values = values();
    page_values.push(i64::try_from(filter.per_page).unwrap_or(i64::MAX).into());
    page_values.push(
        i64::try_from((filter.page.saturating_sub(1)).saturating_mul(filter.per_page)).unwrap_or(i64::MAX).into(),
    );
    let sql = format!("SELECT {COLUMNS} FROM users WHERE {conditions} ORDER BY created_at DESC, id LIMIT $4 OFFSET $5");
    let users = UserRow::find_by_statement(statement(&sql, page_values))
        .all(tx)
        .await?
        .into_iter()
        .map(|row| row.into_user().map(|(user, _)| user))
        .collect::<Result<_, _>>()?;
    Ok((users, u64::try_from(total).unwrap_or(0)))
}
