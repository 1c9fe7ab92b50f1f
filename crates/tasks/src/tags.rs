//! The tenant's task tags: `GET /api/v1/admin/task-tags` (the whole team reads them, to file
//! tasks), `POST`, `PUT …/{id}` and `DELETE …/{id}` (admins).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, put, web};
use sea_orm::DbErr;
use serde_json::json;

use super::domain::check_tag_name;
use super::repo;
use super::views::{TagBody, TaskTag};
use crate::audit::{self, Action};
use crate::auth::{AdminOnly, StaffOnly};
use crate::error::responses::{AdminRequired, TeamRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors, violated_unique_constraint};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_tags).service(create_tag).service(change_tag).service(delete_tag);
}

fn taken(err: &DbErr) -> bool {
    violated_unique_constraint(err).as_deref() == Some("task_tags_lower_name_key")
}

fn taken_error() -> ApiError {
    ApiError::fields(StatusCode::CONFLICT, ErrorCode::TagTaken, FieldErrors::one("name", ErrorCode::TagTaken))
}

/// The tenant's task tags, A–Z. Every member of the recruiting team may read them.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), responses(
    (status = 200, description = "Every tag, A–Z", body = [TaskTag]),
    TeamRequired,
))]
#[get("/api/v1/admin/task-tags")]
async fn list_tags(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let tags: Vec<TaskTag> = repo::tags(&auth.tx).await?.into_iter().map(TaskTag::from).collect();
    Ok(HttpResponse::Ok().json(tags))
}

/// Adds a tag.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), request_body = TagBody, responses(
    (status = 201, description = "Added", body = TaskTag),
    (status = 400, description = "`validation_failed` (`tag_name_invalid`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 409, description = "`tag_taken`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/task-tags")]
async fn create_tag(auth: AdminOnly, body: web::Json<TagBody>) -> Result<HttpResponse, ApiError> {
    let TagBody { name, color } = body.into_inner();
    let name = check_tag_name(&name).map_err(|code| ApiError::validation(FieldErrors::one("name", code)))?;
    let AdminOnly { user: admin, tx, .. } = auth;
    let tag = match repo::insert_tag(&tx, name, color).await {
        Ok(tag) => tag,
        Err(err) if taken(&err) => return Err(taken_error()),
        Err(err) => return Err(err.into()),
    };
    audit::record_by(
        &tx,
        &admin,
        Action::TaskTagCreated,
        ("task_tag", &tag.id),
        json!({ "name": tag.name, "color": tag.color }),
    )
    .await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(TaskTag::from(tag)))
}

/// Renames or recolours a tag; its tasks keep it.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(("id" = i64, Path, description = "Tag id")),
    request_body = TagBody, responses(
    (status = 200, description = "Changed", body = TaskTag),
    (status = 400, description = "`validation_failed` (`tag_name_invalid`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such tag", body = ErrorEnvelope),
    (status = 409, description = "`tag_taken`", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/task-tags/{id}")]
async fn change_tag(auth: AdminOnly, id: web::Path<i64>, body: web::Json<TagBody>) -> Result<HttpResponse, ApiError> {
    let TagBody { name, color } = body.into_inner();
    let name = check_tag_name(&name).map_err(|code| ApiError::validation(FieldErrors::one("name", code)))?;
    let AdminOnly { user: admin, tx, .. } = auth;
    let tag = match repo::update_tag(&tx, *id, name, color).await {
        Ok(Some(tag)) => tag,
        Ok(None) => return Err(ApiError::not_found("tag")),
        Err(err) if taken(&err) => return Err(taken_error()),
        Err(err) => return Err(err.into()),
    };
    audit::record_by(
        &tx,
        &admin,
        Action::TaskTagChanged,
        ("task_tag", &tag.id),
        json!({ "name": tag.name, "color": tag.color }),
    )
    .await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(TaskTag::from(tag)))
}

/// Deletes a tag; its tasks lose it.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(("id" = i64, Path, description = "Tag id")), responses(
    (status = 204, description = "Deleted"),
    AdminRequired,
    (status = 404, description = "No such tag", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/task-tags/{id}")]
async fn delete_tag(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user: admin, tx, .. } = auth;
    let name = repo::delete_tag(&tx, *id).await?.ok_or_else(|| ApiError::not_found("tag"))?;
    audit::record_by(&tx, &admin, Action::TaskTagDeleted, ("task_tag", &*id), json!({ "name": name })).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}
