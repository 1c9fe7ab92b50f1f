//! The `users` table. Every function takes the tenant-bound transaction.

use chrono::{DateTime, Utc};
use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::extension::postgres::PgExpr;
use sea_orm::sea_query::{Expr, ExprTrait, Func, Query, SelectStatement};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, Order, QueryFilter, QuerySelect,
};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Email, Locale, Role, UserKind, UserStatus};
use super::entities::user;
use crate::db;
use crate::error::violated_unique_constraint;
use crate::tenancy::TenantTx;
use erecruit_platform::db::Touch;

/// Active recruiters and admins: who mail, chat and the calendar treat as the recruiting team
/// (people only: an API key's service identity is no colleague).
pub fn active_staff() -> sea_orm::Condition {
    sea_orm::Condition::all()
        .add(Expr::col((user::Entity, user::Column::Role)).is_in([Role::Staff, Role::Admin]))
        .add(Expr::col((user::Entity, user::Column::Status)).eq(UserStatus::Active))
        .add(people())
}

/// The tenant's active admins (people).
pub fn active_admins() -> sea_orm::Condition {
    active_staff().add(Expr::col((user::Entity, user::Column::Role)).eq(Role::Admin))
}

/// People, not the service identities of API keys.
pub fn people() -> Expr {
    Expr::col((user::Entity, user::Column::Kind)).eq(UserKind::Person)
}

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
    /// The address was shown to be theirs: they accepted an invitation sent to it or used a reset
    /// link.
    pub verified: bool,
}

/// What [`columns`] selects: the user's row and their applicant profile's id.
#[derive(FromQueryResult)]
struct UserRow {
    #[sea_orm(nested)]
    user: user::Model,
    person_id: Option<i64>,
}

impl User {
    /// The user as a mail's recipient: their address, name and language.
    pub fn recipient(&self) -> crate::mail::Recipient<'_> {
        crate::mail::Recipient { address: &self.email, name: &self.name, locale: self.locale }
    }
}

impl crate::audit::Actor for User {
    fn actor_id(&self) -> Uuid {
        self.id
    }

    fn actor_label(&self) -> &str {
        &self.email
    }
}

impl User {
    /// The user a row of `users` is, with their applicant profile's id (0: none).
    fn of(row: user::Model, person: i64) -> (Self, String) {
        let user = User {
            id: row.id,
            email: row.email,
            name: row.name,
            role: row.role,
            status: row.status,
            department: row.department,
            locale: row.locale,
            person,
            last_login_at: row.last_login_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
            verified: row.email_verified_at.is_some(),
        };
        (user, row.password_hash)
    }
}

impl UserRow {
    /// The user and their password hash.
    fn into_user(self) -> (User, String) {
        User::of(self.user, self.person_id.unwrap_or(0))
    }
}

/// A user's columns, and `person_id` from the profile (`persons.user_id`, the single place that
/// link is kept).
/// A user's columns and their applicant profile's id (a lean `SELECT`, see `db::select`).
fn columns() -> SelectStatement {
    use user::Column as C;
    let person = Query::select()
        .column("id")
        .from("persons")
        .and_where(Expr::col(("persons", "user_id")).equals((user::Entity, C::Id)))
        .take();
    db::select::<user::Entity>().expr_as(person, "person_id").take()
}

/// The user and their password hash.
pub async fn find_by_email(tx: &TenantTx, email: &Email) -> Result<Option<(User, String)>, DbErr> {
    let row: Option<UserRow> =
        db::fetch_one(tx, columns().and_where(Expr::col(user::Column::Email).eq(email.as_str())).and_where(people()))
            .await?;
    Ok(row.map(UserRow::into_user))
}

/// The user, and whether their sign-in session `session` is live: what every signed-in request
/// checks, in one query.
/// Whether the session a signed-in request names can be answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionState {
    Live,
    /// The lock screen is up: nothing is answered until it is unlocked.
    Locked,
    /// Signed out, revoked or expired.
    Ended,
}

pub async fn find_with_session(tx: &TenantTx, id: Uuid, session: Uuid) -> Result<Option<(User, SessionState)>, DbErr> {
    // Every signed-in request runs this one.
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let values = vec![1i32.into(), session.into(), 1i32.into(), session.into(), id.into()];
    let statement = STATEMENT.statement(values, || {
        columns()
            .expr_as(super::sessions::is_live(session), "session_live")
            .expr_as(super::sessions::is_locked_expr(session), "session_locked")
            .and_where(Expr::col(user::Column::Id).eq(id))
            .take()
    });
    let Some(row) = tx.query_one_raw(statement).await? else {
        return Ok(None);
    };
    let live: bool = row.try_get("", "session_live")?;
    let locked: bool = row.try_get("", "session_locked")?;
    let (user, _) = UserRow::from_query_result(&row, "")?.into_user();
    let state = match (live, locked) {
        (false, _) => SessionState::Ended,
        (true, true) => SessionState::Locked,
        (true, false) => SessionState::Live,
    };
    Ok(Some((user, state)))
}

pub async fn find_by_id(tx: &TenantTx, id: Uuid) -> Result<Option<User>, DbErr> {
    let row: Option<UserRow> = db::fetch_one(tx, columns().and_where(Expr::col(user::Column::Id).eq(id))).await?;
    Ok(row.map(|row| row.into_user().0))
}

/// How [`matching`] orders the users it reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserOrder {
    /// Oldest account first.
    Id,
    /// By name, then id: what people pick from.
    Name,
}

/// The users `condition` selects (written with `schema::{Users, UserColumn}`, so it may test
/// the caller's own tables too), in `order`, at most `limit`: how other features read accounts.
pub async fn matching(
    tx: &TenantTx,
    condition: Condition,
    order: UserOrder,
    limit: Option<u64>,
) -> Result<Vec<User>, DbErr> {
    let mut query = columns();
    query.cond_where(condition);
    if order == UserOrder::Name {
        query.order_by((user::Entity, user::Column::Name), Order::Asc);
    }
    query.order_by((user::Entity, user::Column::Id), Order::Asc);
    if let Some(limit) = limit {
        query.limit(limit);
    }
    let rows: Vec<UserRow> = db::fetch_all(tx, &query).await?;
    Ok(rows.into_iter().map(|row| row.into_user().0).collect())
}

/// The ids of the users `condition` selects (written as for [`matching`]), in no particular order.
pub async fn ids_matching(tx: &TenantTx, condition: Condition) -> Result<Vec<Uuid>, DbErr> {
    let query =
        Query::select().column((user::Entity, user::Column::Id)).from(user::Entity).cond_where(condition).take();
    let rows = tx.query_all(&query).await?;
    rows.iter().map(|row| row.try_get("", "id")).collect()
}

/// Like [`find_by_id`], and locks the row for the rest of the transaction.
pub async fn find_by_id_for_update(tx: &TenantTx, id: Uuid) -> Result<Option<(User, String)>, DbErr> {
    let row: Option<UserRow> =
        db::fetch_one(tx, columns().and_where(Expr::col(user::Column::Id).eq(id)).lock_exclusive()).await?;
    Ok(row.map(UserRow::into_user))
}

pub struct NewUser<'a> {
    pub email: &'a Email,
    pub password_hash: &'a str,
    pub name: &'a str,
    pub role: Role,
    pub locale: Locale,
    pub department: Option<&'a str>,
    /// The address is known to be theirs (they came through a link sent to it).
    pub verified: bool,
}

/// Why a new user was not created.
#[derive(Debug, thiserror::Error)]
pub enum NewUserError {
    #[error("email already in use")]
    EmailTaken,
    #[error(transparent)]
    Database(#[from] DbErr),
}

pub async fn insert(tx: &TenantTx, new: NewUser<'_>) -> Result<User, NewUserError> {
    let model = user::ActiveModel {
        email: Set(new.email.as_str().to_owned()),
        password_hash: Set(new.password_hash.to_owned()),
        name: Set(new.name.to_owned()),
        role: Set(new.role),
        locale: Set(new.locale),
        department: Set(new.department.map(str::to_owned)),
        email_verified_at: Set(new.verified.then(Utc::now)),
        ..Default::default()
    };
    let row = match user::Entity::insert(model).exec_with_returning(tx).await {
        Ok(row) => row,
        Err(err) if violated_unique_constraint(&err).as_deref() == Some("users_email_key") => {
            return Err(NewUserError::EmailTaken);
        }
        Err(err) => return Err(err.into()),
    };
    // A profile refers to its user, so a user this statement created has none yet.
    Ok(User::of(row, 0).0)
}

/// Sets the name and/or language given; `None` leaves a field as it is.
pub async fn update_profile(tx: &TenantTx, id: Uuid, name: Option<&str>, locale: Option<Locale>) -> Result<(), DbErr> {
    let change = user::ActiveModel {
        name: name.map_or(NotSet, |name| Set(name.to_owned())),
        locale: locale.map_or(NotSet, Set),
        ..Default::default()
    };
    update(tx, id, change).await
}

pub async fn set_password_hash(tx: &TenantTx, id: Uuid, hash: &str) -> Result<(), DbErr> {
    update(tx, id, user::ActiveModel { password_hash: Set(hash.to_owned()), ..Default::default() }).await
}

/// Records that the user's address was shown to be theirs (a link sent to it was used).
pub async fn mark_verified(tx: &TenantTx, id: Uuid) -> Result<(), DbErr> {
    user::Entity::update_many()
        .col_expr(user::Column::EmailVerifiedAt, Expr::current_timestamp())
        .filter(user::Column::Id.eq(id))
        .filter(user::Column::EmailVerifiedAt.is_null())
        .exec(tx)
        .await?;
    Ok(())
}

/// Writes the columns `change` sets on user `id` and dates the change.
async fn update(tx: &TenantTx, id: Uuid, change: user::ActiveModel) -> Result<(), DbErr> {
    user::Entity::update_many().set(change).touch().filter(user::Column::Id.eq(id)).exec(tx).await?;
    Ok(())
}

pub async fn record_login(tx: &TenantTx, id: Uuid) -> Result<(), DbErr> {
    user::Entity::update_many()
        .col_expr(user::Column::LastLoginAt, Expr::current_timestamp())
        .filter(user::Column::Id.eq(id))
        .exec(tx)
        .await?;
    Ok(())
}

/// What an admin may change about a user; `None` leaves a field as it is.
#[derive(Debug, Default)]
pub struct AdminChange {
    pub name: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    /// `Some(None)` clears the department.
    pub department: Option<Option<String>>,
}

pub async fn apply_admin_change(tx: &TenantTx, id: Uuid, change: &AdminChange) -> Result<(), DbErr> {
    let change = user::ActiveModel {
        name: change.name.clone().map_or(NotSet, Set),
        role: change.role.map_or(NotSet, Set),
        status: change.status.map_or(NotSet, Set),
        department: change.department.clone().map_or(NotSet, Set),
        ..Default::default()
    };
    update(tx, id, change).await
}

/// Locks every active admin and returns how many there are (the last-admin guard).
pub async fn lock_active_admins(tx: &TenantTx) -> Result<usize, DbErr> {
    let admins: Vec<Uuid> = user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::Role.eq(Role::Admin))
        .filter(user::Column::Status.eq(UserStatus::Active))
        .filter(people())
        .lock_exclusive()
        .into_tuple()
        .all(tx)
        .await?;
    Ok(admins.len())
}

/// How a user list is ordered.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, serde::Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum UserSort {
    /// Newest first (the default).
    #[default]
    Newest,
    Oldest,
    Name,
    Email,
    Role,
    Status,
    Department,
    /// Most recent sign-in first; never signed in last.
    LastLogin,
}

#[derive(Debug, Default)]
pub struct ListFilter {
    pub query: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    pub department: Option<String>,
    pub sort: UserSort,
    /// The direction; each sort's own when `None` (newest and last sign-in first, names A–Z).
    pub descending: Option<bool>,
    pub page: u64,
    pub per_page: u64,
}

/// One page of users (newest first) and the total that match.
pub async fn list(tx: &TenantTx, filter: &ListFilter) -> Result<(Vec<User>, u64), DbErr> {
    use user::Column as C;
    let conditions = Condition::all()
        .add(people())
        .add_option(filter.query.as_deref().map(|query| {
            let pattern = db::contains_pattern(query);
            Condition::any().add(Expr::col(C::Email).ilike(&pattern)).add(Expr::col(C::Name).ilike(pattern))
        }))
        .add_option(filter.role.map(|role| C::Role.eq(role)))
        .add_option(filter.status.map(|status| C::Status.eq(status)))
        .add_option(filter.department.as_deref().map(|department| {
            Expr::expr(Func::lower(Expr::col(C::Department))).eq(Func::lower(Expr::val(department)))
        }));
    let total: Option<i64> = user::Entity::find()
        .select_only()
        .expr_as(db::count_all(), "total")
        .filter(conditions.clone())
        .into_tuple()
        .one(tx)
        .await?;
    let (column, order) = match filter.sort {
        UserSort::Newest => (C::CreatedAt, Order::Desc),
        UserSort::Oldest => (C::CreatedAt, Order::Asc),
        UserSort::Name => (C::Name, Order::Asc),
        UserSort::Email => (C::Email, Order::Asc),
        UserSort::Role => (C::Role, Order::Asc),
        UserSort::Status => (C::Status, Order::Asc),
        UserSort::Department => (C::Department, Order::Asc),
        UserSort::LastLogin => (C::LastLoginAt, Order::Desc),
    };
    let order = match filter.descending {
        None => order,
        Some(true) => Order::Desc,
        Some(false) => Order::Asc,
    };
    // Users without a department or a sign-in come last whichever way the list runs.
    let page = columns()
        .cond_where(conditions)
        .order_by_with_nulls((user::Entity, column), order, sea_orm::sea_query::NullOrdering::Last)
        .order_by(C::CreatedAt, Order::Desc)
        .order_by(C::Id, Order::Asc)
        .limit(filter.per_page)
        .offset(filter.page.saturating_sub(1).saturating_mul(filter.per_page))
        .take();
    let rows: Vec<UserRow> = db::fetch_all(tx, &page).await?;
    let users = rows.into_iter().map(|row| row.into_user().0).collect();
    Ok((users, u64::try_from(total.unwrap_or(0)).unwrap_or(0)))
}

/// One audit-log entry by or about a user.
#[derive(Debug, Serialize, ToSchema, FromQueryResult)]
#[serde(rename_all = "camelCase")]
pub struct Activity {
    pub at: DateTime<Utc>,
    /// A stable name such as `auth.login` or `user.access_changed`.
    pub action: String,
    /// Who did it (an e-mail address, or `tenant-admin`).
    pub actor_label: String,
    pub subject_type: String,
    #[schema(value_type = Object)]
    pub details: serde_json::Value,
}

/// The latest `limit` audit entries the user did or that were done to them, newest first.
pub async fn recent_activity(tx: &TenantTx, id: Uuid, limit: u64) -> Result<Vec<Activity>, DbErr> {
    use crate::audit::entity::{Column as A, Entity as Log};
    let query = Query::select()
        .columns([A::At, A::Action, A::ActorLabel, A::SubjectType, A::Details])
        .from(Log)
        .cond_where(Condition::any().add(Expr::col(A::ActorUserId).eq(id)).add(
            Condition::all().add(Expr::col(A::SubjectType).eq("user")).add(Expr::col(A::SubjectId).eq(id.to_string())),
        ))
        .order_by(A::At, Order::Desc)
        .order_by(A::Id, Order::Desc)
        .limit(limit)
        .take();
    db::fetch_all(tx, &query).await
}

/// Deletes the account; its sessions, reset links and saved vacancies go with it.
pub async fn delete_user(tx: &TenantTx, user_id: Uuid) -> Result<(), DbErr> {
    user::Entity::delete_by_id(user_id).exec(tx).await?;
    Ok(())
}
