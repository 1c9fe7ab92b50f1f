//! `GET/POST /api/v1/me/bookmarks`, `PATCH/DELETE /api/v1/me/bookmarks/{id}`,
//! `PUT /api/v1/me/bookmarks/order`: any signed-in user's own bookmarks.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, patch, post, put, web};
use uuid::Uuid;

use super::domain::{self, MAX_BOOKMARKS};
use super::repo::{self, NewBookmark};
use super::views::{Bookmark, Bookmarks};
use crate::auth::SignedIn;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantTx;
use crate::views::{BookmarkOrder, BookmarkPatch, NewBookmarkBody};

pub fn configure(cfg: &mut web::ServiceConfig) {
    // `order` before `{id}`, which would take it for an id.
    cfg.service(order_bookmarks)
        .service(list_bookmarks)
        .service(add_bookmark)
        .service(change_bookmark)
        .service(delete_bookmark);
}

async fn all_of(tx: &TenantTx, user: Uuid) -> Result<Bookmarks, ApiError> {
    Ok(Bookmarks::of(repo::list(tx, user).await?))
}

fn not_found() -> ApiError {
    ApiError::not_found("bookmark")
}

#[utoipa::path(tag = "bookmarks", security(("bearer" = [])), responses(
    (status = 200, description = "The navbar's starred bookmarks, the overflow, and the others", body = Bookmarks),
    SignInRequired,
))]
#[get("/api/v1/me/bookmarks")]
async fn list_bookmarks(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(all_of(&auth.tx, auth.user.id).await?))
}

/// Bookmarks a page or record. A starred one joins the end of the starred list: the navbar's
/// while it has fewer than ten, else the overflow's.
#[utoipa::path(tag = "bookmarks", security(("bearer" = [])), request_body = NewBookmarkBody, responses(
    (status = 201, description = "The bookmark", body = Bookmark),
    (status = 400, description = "`bookmark_title_invalid`, `bookmark_link_invalid` or `bookmark_icon_invalid` \
                                  on their fields", body = ErrorEnvelope),
    SignInRequired,
    (status = 409, description = "`bookmark_exists` on `link`, or `bookmarks_full`", body = ErrorEnvelope),
))]
#[post("/api/v1/me/bookmarks")]
async fn add_bookmark(auth: SignedIn, body: web::Json<NewBookmarkBody>) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = FieldErrors::new();
    let title = domain::check_title(&body.title).map_err(|code| fields.add("title", code)).ok();
    let link = domain::check_link(&body.link).map_err(|code| fields.add("link", code)).ok();
    let icon = match body.icon.as_deref() {
        None => Some(None),
        Some(icon) => domain::check_icon(icon).map(Some).map_err(|code| fields.add("icon", code)).ok(),
    };
    let (Some(title), Some(link), Some(icon)) = (title, link, icon) else { return Err(ApiError::validation(fields)) };
    let tx = &auth.tx;
    let (count, next) = repo::tally(tx, auth.user.id).await?;
    if count >= MAX_BOOKMARKS {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::BookmarksFull));
    }
    let new = NewBookmark { title, link, icon, starred: body.starred };
    let row = repo::insert(tx, auth.user.id, new, next).await?.ok_or_else(|| {
        let code = ErrorCode::BookmarkExists;
        ApiError::fields(StatusCode::CONFLICT, code, FieldErrors::one("link", code))
    })?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Created().json(Bookmark::from(row)))
}

/// Stars, unstars or renames a bookmark. Starring puts it at the end of the starred list (the
/// overflow's when the navbar has ten); unstarring one of the navbar's brings the first of the
/// overflow into the navbar.
#[utoipa::path(tag = "bookmarks", security(("bearer" = [])), request_body = BookmarkPatch,
    params(("id" = i64, Path, description = "Bookmark id")), responses(
    (status = 200, description = "The bookmark", body = Bookmark),
    (status = 400, description = "`bookmark_title_invalid` on `title`", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "No such bookmark of the caller's", body = ErrorEnvelope),
))]
#[patch("/api/v1/me/bookmarks/{id}")]
async fn change_bookmark(
    auth: SignedIn,
    id: web::Path<i64>,
    body: web::Json<BookmarkPatch>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let title = match body.title.as_deref() {
        Some(title) => {
            Some(domain::check_title(title).map_err(|code| ApiError::validation(FieldErrors::one("title", code)))?)
        }
        None => None,
    };
    let tx = &auth.tx;
    let mut row = repo::find(tx, auth.user.id, *id).await?.ok_or_else(not_found)?;
    if let Some(title) = title {
        row.title = title;
    }
    if body.starred == Some(true) && !row.starred {
        row.position = repo::tally(tx, auth.user.id).await?.1;
    }
    if let Some(starred) = body.starred {
        row.starred = starred;
    }
    let row = repo::update(tx, row).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(Bookmark::from(row)))
}

#[utoipa::path(tag = "bookmarks", security(("bearer" = [])), params(("id" = i64, Path, description = "Bookmark id")), responses(
    (status = 204, description = "Removed"),
    SignInRequired,
    (status = 404, description = "No such bookmark of the caller's", body = ErrorEnvelope),
))]
#[delete("/api/v1/me/bookmarks/{id}")]
async fn delete_bookmark(auth: SignedIn, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    if !repo::delete(&auth.tx, auth.user.id, *id).await? {
        return Err(not_found());
    }
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Reorders the bookmarks (by drag or by keyboard): which starred ones the navbar shows follows
/// from the order.
#[utoipa::path(tag = "bookmarks", security(("bearer" = [])), request_body = BookmarkOrder, responses(
    (status = 200, description = "The bookmarks in their new order", body = Bookmarks),
    SignInRequired,
    (status = 404, description = "An id is not one of the caller's bookmarks", body = ErrorEnvelope),
))]
#[put("/api/v1/me/bookmarks/order")]
async fn order_bookmarks(auth: SignedIn, body: web::Json<BookmarkOrder>) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    let current = repo::list(tx, auth.user.id).await?;
    let mut order: Vec<i64> = Vec::with_capacity(current.len());
    for id in &body.ids {
        if !current.iter().any(|row| row.id == *id) {
            return Err(not_found());
        }
        if !order.contains(id) {
            order.push(*id);
        }
    }
    order.extend(current.iter().map(|row| row.id).filter(|id| !body.ids.contains(id)));
    repo::reorder(tx, auth.user.id, &order).await?;
    let bookmarks = all_of(tx, auth.user.id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(bookmarks))
}
