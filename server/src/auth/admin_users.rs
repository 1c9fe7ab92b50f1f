//! Tenant user management for admins: `GET /api/v1/admin/users`, `PATCH /api/v1/admin/users/{id}`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, patch, web};
use serde::Deserialize;
use serde_json::json;
use uuid::Uuid;

use super::domain::{Role, UserStatus};
use super::users::{self, AdminChange, ListFilter, User};
use super::{AdminOnly, sessions};
use crate::audit;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::paging::{self, Page};
use utoipa::{IntoParams, ToSchema};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_users).service(update_user);
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ListQuery {
    /// Matches e-mail or name.
    q: Option<String>,
    role: Option<Role>,
    status: Option<UserStatus>,
    page: Option<u64>,
    per_page: Option<u64>,
}

#[utoipa::path(tag = "users", security(("bearer" = [])), params(ListQuery), responses(
    (status = 200, description = "One page of the tenant's users, newest first", body = Page<User>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not an admin", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/users")]
async fn list_users(auth: AdminOnly, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    if query.q.as_deref().is_some_and(|q| q.chars().count() > 200 || q.chars().any(char::is_control)) {
        return Err(ApiError::bad_request(
            ErrorCode::InvalidQuery,
            "The search text is too long or contains control characters.",
        ));
    }
    let filter = ListFilter {
        query: query.q.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty()),
        role: query.role,
        status: query.status,
        page,
        per_page,
    };
    let (data, total) = users::list(&auth.tx, &filter).await?;
    Ok(HttpResponse::Ok().json(Page { data, total, page, per_page }))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct UpdateUser {
    role: Option<Role>,
    status: Option<UserStatus>,
    /// An empty string clears the department.
    department: Option<String>,
}

/// Changes a user's role, status or department. The last active admin cannot be demoted, blocked
/// or deactivated; a blocked user is signed out everywhere at once.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "User id")),
    request_body = UpdateUser, responses(
    (status = 200, description = "The updated user", body = User),
    (status = 400, description = "Invalid body", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not an admin", body = ErrorEnvelope),
    (status = 404, description = "No such user", body = ErrorEnvelope),
    (status = 409, description = "`last_admin`", body = ErrorEnvelope),
))]
#[patch("/api/v1/admin/users/{id}")]
async fn update_user(
    auth: AdminOnly,
    id: web::Path<Uuid>,
    body: web::Json<UpdateUser>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user: admin, tx, .. } = auth;
    let body = body.into_inner();
    let department = match body.department.as_deref().map(str::trim) {
        Some("") => Some(None),
        Some(value) if value.chars().count() > 100 || value.chars().any(char::is_control) => {
            return Err(ApiError::validation(FieldErrors::one("department", ErrorCode::DepartmentInvalid)));
        }
        Some(value) => Some(Some(value.to_owned())),
        None => None,
    };
    let change = AdminChange { role: body.role, status: body.status, department };

    let active_admins = users::lock_active_admins(&tx).await?;
    let (target, _) =
        users::find_by_id_for_update(&tx, *id).await?.ok_or_else(|| ApiError::not_found("No such user."))?;
    let stays_active_admin = change.role.unwrap_or(target.role) == Role::Admin
        && change.status.unwrap_or(target.status) == UserStatus::Active;
    let is_active_admin = target.role == Role::Admin && target.status == UserStatus::Active;
    if is_active_admin && !stays_active_admin && active_admins <= 1 {
        return Err(ApiError::client(
            StatusCode::CONFLICT,
            ErrorCode::LastAdmin,
            "At least one active admin must remain.",
        ));
    }

    users::apply_admin_change(&tx, target.id, &change).await?;
    if change.status.is_some_and(|status| status != UserStatus::Active) {
        sessions::revoke_all(&tx, target.id, None).await?;
    }
    let updated = users::find_by_id(&tx, target.id).await?.ok_or_else(|| ApiError::not_found("No such user."))?;
    if updated.role != target.role || updated.status != target.status {
        audit::record(
            &tx,
            audit::Entry {
                actor_user: Some(admin.id),
                actor_label: &admin.email,
                action: "user.access_changed",
                subject_type: "user",
                subject_id: Some(target.id.to_string()),
                details: json!({
                    "role": { "from": target.role, "to": updated.role },
                    "status": { "from": target.status, "to": updated.status },
                }),
            },
        )
        .await?;
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(updated))
}
