//! The tenant's departments (`GET/POST /api/v1/admin/departments`, `PUT/DELETE …/{id}`): admins
//! keep the list users and invitations choose from. Users refer to a department by its name, so a
//! rename follows them (`ON UPDATE CASCADE`) and deleting one leaves its people without one.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, put, web};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, Func, Query};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, Order, QueryFilter, QuerySelect};
use serde_json::json;

use super::AdminOnly;
use super::entities::{department, user};
use crate::audit::{self, Action};
use crate::db;
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors, violated_unique_constraint};
use crate::tenancy::TenantTx;
use crate::views::{Department, DepartmentInput};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_departments).service(create_department).service(rename_department).service(delete_department);
}

/// A department's name as it is stored: trimmed, 1–100 characters, no control characters.
pub fn parse_name(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    if value.is_empty() || value.chars().count() > 100 || value.chars().any(char::is_control) {
        return Err(ErrorCode::DepartmentInvalid);
    }
    Ok(value.to_owned())
}

/// The department called `name`, whatever the case, as it is spelled in the list; `None` when
/// there is none.
pub async fn find(tx: &TenantTx, name: &str) -> Result<Option<String>, DbErr> {
    department::Entity::find()
        .select_only()
        .column(department::Column::Name)
        .filter(Expr::expr(Func::lower(Expr::col(department::Column::Name))).eq(Func::lower(Expr::val(name))))
        .into_tuple()
        .one(tx)
        .await
}

/// A department named in a request: `Ok(None)` for an empty name, which means none; the field
/// code `department_unknown` when the tenant has no such department (a name no department could
/// have, with control characters or too long, is not looked up).
pub async fn lookup(tx: &TenantTx, value: &str) -> Result<Result<Option<String>, ErrorCode>, DbErr> {
    if value.trim().is_empty() {
        return Ok(Ok(None));
    }
    let Ok(name) = parse_name(value) else {
        return Ok(Err(ErrorCode::DepartmentUnknown));
    };
    Ok(find(tx, &name).await?.map(Some).ok_or(ErrorCode::DepartmentUnknown))
}

/// [`lookup`] for one field of a request, its code as a validation error.
pub async fn resolve(tx: &TenantTx, field: &str, value: &str) -> Result<Option<String>, ApiError> {
    lookup(tx, value).await?.map_err(|code| ApiError::validation(FieldErrors::one(field, code)))
}

async fn all(tx: &TenantTx) -> Result<Vec<Department>, DbErr> {
    let members = Query::select()
        .expr(db::count_all())
        .from(user::Entity)
        .and_where(
            Expr::col((user::Entity, user::Column::Department)).equals((department::Entity, department::Column::Name)),
        )
        .take();
    let query = Query::select()
        .columns([department::Column::Id, department::Column::Name])
        .expr_as(members, "users")
        .from(department::Entity)
        .order_by_expr(Func::lower(Expr::col(department::Column::Name)).into(), Order::Asc)
        .take();
    db::fetch_all(tx, &query).await
}

fn name_taken() -> ApiError {
    ApiError::fields(
        StatusCode::CONFLICT,
        ErrorCode::DepartmentTaken,
        FieldErrors::one("name", ErrorCode::DepartmentTaken),
    )
}

fn is_name_taken(err: &DbErr) -> bool {
    matches!(violated_unique_constraint(err).as_deref(), Some("departments_name_key" | "departments_lower_name_key"))
}

/// The tenant's departments, by name, with how many users each has.
#[utoipa::path(tag = "users", security(("bearer" = [])), responses(
    (status = 200, description = "Every department, by name", body = [Department]),
    AdminRequired,
))]
#[get("/api/v1/admin/departments")]
async fn list_departments(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let departments = all(&auth.tx).await?;
    Ok(HttpResponse::Ok().json(departments))
}

/// Adds a department.
#[utoipa::path(tag = "users", security(("bearer" = [])), request_body = DepartmentInput, responses(
    (status = 201, description = "Added", body = Department),
    (status = 400, description = "`validation_failed` (`department_invalid`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 409, description = "`department_taken`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/departments")]
async fn create_department(auth: AdminOnly, body: web::Json<DepartmentInput>) -> Result<HttpResponse, ApiError> {
    let name = parse_name(&body.name).map_err(|code| ApiError::validation(FieldErrors::one("name", code)))?;
    let AdminOnly { user: admin, tx, .. } = auth;
    let model = department::ActiveModel { name: Set(name.clone()), ..Default::default() };
    let row = match department::Entity::insert(model).exec_with_returning(&tx).await {
        Ok(row) => row,
        Err(err) if is_name_taken(&err) => return Err(name_taken()),
        Err(err) => return Err(err.into()),
    };
    audit::record_by(&tx, &admin, Action::DepartmentCreated, ("department", &row.id), json!({ "name": name })).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(Department { id: row.id, name: row.name, users: 0 }))
}

/// Renames a department; its people and pending invitations follow.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = i64, Path, description = "Department id")),
    request_body = DepartmentInput, responses(
    (status = 200, description = "Renamed", body = Department),
    (status = 400, description = "`validation_failed` (`department_invalid`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such department", body = ErrorEnvelope),
    (status = 409, description = "`department_taken`", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/departments/{id}")]
async fn rename_department(
    auth: AdminOnly,
    id: web::Path<i64>,
    body: web::Json<DepartmentInput>,
) -> Result<HttpResponse, ApiError> {
    let name = parse_name(&body.name).map_err(|code| ApiError::validation(FieldErrors::one("name", code)))?;
    let AdminOnly { user: admin, tx, .. } = auth;
    let id = id.into_inner();
    let before = department::Entity::find_by_id(id).one(&tx).await?.ok_or_else(|| ApiError::not_found("department"))?;
    let change = department::ActiveModel { name: Set(name.clone()), ..Default::default() };
    match department::Entity::update_many().set(change).filter(department::Column::Id.eq(id)).exec(&tx).await {
        Ok(_) => {}
        Err(err) if is_name_taken(&err) => return Err(name_taken()),
        Err(err) => return Err(err.into()),
    }
    audit::record_by(
        &tx,
        &admin,
        Action::DepartmentRenamed,
        ("department", &id),
        json!({ "from": before.name, "to": name }),
    )
    .await?;
    let renamed = all(&tx).await?.into_iter().find(|d| d.id == id).ok_or_else(|| ApiError::not_found("department"))?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(renamed))
}

/// Deletes a department; its people and pending invitations are left without one.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = i64, Path, description = "Department id")), responses(
    (status = 204, description = "Deleted"),
    AdminRequired,
    (status = 404, description = "No such department", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/departments/{id}")]
async fn delete_department(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user: admin, tx, .. } = auth;
    let id = id.into_inner();
    let gone = department::Entity::delete_many()
        .filter(department::Column::Id.eq(id))
        .exec_with_returning(&tx)
        .await?
        .into_iter()
        .next()
        .ok_or_else(|| ApiError::not_found("department"))?;
    audit::record_by(&tx, &admin, Action::DepartmentDeleted, ("department", &id), json!({ "name": gone.name })).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}
