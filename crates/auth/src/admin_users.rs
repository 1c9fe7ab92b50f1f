//! Tenant user management for admins: `GET /api/v1/admin/users`, `GET` and
//! `PATCH /api/v1/admin/users/{id}`.

use actix_web::{HttpResponse, get, patch, web};
use serde::Deserialize;
use serde_json::json;
use uuid::Uuid;

use super::domain::{Role, UserStatus, parse_name};
use super::users::{self, AdminChange, ListFilter, User, UserSort};
use super::{AdminOnly, departments, sessions};
use crate::audit::{self, Action};
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::FileSigner;
use crate::paging::{self, Page};
use crate::views::{UpdateUser, UserDetail};
use utoipa::IntoParams;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_users).service(get_user).service(update_user);
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ListQuery {
    /// Matches e-mail or name.
    q: Option<String>,
    role: Option<Role>,
    status: Option<UserStatus>,
    /// A department's name.
    department: Option<String>,
    sort: Option<UserSort>,
    /// The direction; when absent, each sort's own (newest and last sign-in first, the others A–Z).
    descending: Option<bool>,
    page: Option<u64>,
    per_page: Option<u64>,
}

#[utoipa::path(tag = "users", security(("bearer" = [])), params(ListQuery), responses(
    (status = 200, description = "One page of the tenant's users, newest first", body = Page<User>),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    AdminRequired,
))]
#[get("/api/v1/admin/users")]
async fn list_users(auth: AdminOnly, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let filter = ListFilter {
        query: paging::filter_text(query.q.as_deref(), "search text")?,
        role: query.role,
        status: query.status,
        department: paging::filter_text(query.department.as_deref(), "department")?,
        sort: query.sort.unwrap_or_default(),
        descending: query.descending,
        page,
        per_page,
    };
    let (data, total) = users::list(&auth.tx, &filter).await?;
    Ok(HttpResponse::Ok().json(Page::counted(data, total, page, per_page)))
}

/// A user's page: their account, photo and latest activity.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "User id")), responses(
    (status = 200, description = "The user", body = UserDetail),
    AdminRequired,
    (status = 404, description = "No such user", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/users/{id}")]
async fn get_user(
    auth: AdminOnly,
    signer: web::Data<FileSigner>,
    photos: web::Data<dyn crate::ProfilePhotos>,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    let user = users::find_by_id(tx, *id).await?.ok_or_else(|| ApiError::not_found("user"))?;
    let photo = photos.photo_of(tx, user.id).await?;
    let recent_activity = users::recent_activity(tx, user.id, 20).await?;
    let mfa_enabled = super::mfa::enabled(tx, user.id).await?;
    Ok(HttpResponse::Ok().json(UserDetail {
        avatar_url: photo.map(|file| signer.url(&tx.tenant().slug, file)),
        user,
        recent_activity,
        mfa_enabled,
    }))
}

/// Changes a user's role, status or department. The last active admin cannot be demoted, blocked
/// or deactivated; a blocked user is signed out everywhere at once.
#[utoipa::path(tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "User id")),
    request_body = UpdateUser, responses(
    (status = 200, description = "The updated user", body = User),
    (status = 400, description = "`validation_failed`: `name_required`, `name_too_long`, `department_unknown`", body = ErrorEnvelope),
    AdminRequired,
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
    let name = match body.name.as_deref().map(parse_name) {
        Some(Ok(name)) => Some(name),
        Some(Err(code)) => return Err(ApiError::validation(FieldErrors::one("name", code))),
        None => None,
    };
    let department = match body.department.as_deref() {
        Some(value) => Some(departments::resolve(&tx, "department", value).await?),
        None => None,
    };
    let change = AdminChange { name, role: body.role, status: body.status, department };

    let active_admins = users::lock_active_admins(&tx).await?;
    let (target, _) = users::find_by_id_for_update(&tx, *id).await?.ok_or_else(|| ApiError::not_found("user"))?;
    let stays_active_admin = change.role.unwrap_or(target.role) == Role::Admin
        && change.status.unwrap_or(target.status) == UserStatus::Active;
    let is_active_admin = target.role == Role::Admin && target.status == UserStatus::Active;
    if is_active_admin && !stays_active_admin && active_admins <= 1 {
        return Err(ApiError::conflict(ErrorCode::LastAdmin));
    }

    users::apply_admin_change(&tx, target.id, &change).await?;
    if change.status.is_some_and(|status| status != UserStatus::Active) {
        sessions::revoke_all(&tx, target.id, None).await?;
    }
    let updated = users::find_by_id(&tx, target.id).await?.ok_or_else(|| ApiError::not_found("user"))?;
    if updated.role != target.role || updated.status != target.status {
        // Their open chat sockets close on every replica; they reopen with what they may now do.
        sessions::announce(&tx, [sessions::Announcement::UserChanged(target.id)]).await?;
    }
    if updated.role != target.role
        || updated.status != target.status
        || updated.department != target.department
        || updated.name != target.name
    {
        let details = json!({
            "role": { "from": target.role, "to": updated.role },
            "status": { "from": target.status, "to": updated.status },
            "department": { "from": target.department, "to": updated.department },
            "name": { "from": target.name, "to": updated.name },
        });
        audit::record_by(&tx, &admin, Action::UserAccessChanged, ("user", &target.id), details).await?;
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(updated))
}
