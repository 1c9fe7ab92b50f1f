//! Admins write the help: `/api/v1/admin/help/categories`, `/api/v1/admin/help/faq` and
//! `/api/v1/admin/help/articles` (list, create, replace, delete, order). Every write is audited.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, put, web};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect};
use serde_json::json;

use super::domain::{self, ArticleText, CategoryText, FaqText, MAX_ARTICLES, MAX_CATEGORIES, MAX_FAQ, checked_texts};
use super::entities::{help_article, help_category, help_faq};
use super::repo::{self, Table};
use crate::audit;
use crate::auth::AdminOnly;
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantTx;
use crate::translated::{self, Texts};
use crate::views::{AdminArticle, AdminFaq, AdminHelpCategory, ArticleInput, CategoryInput, FaqInput, OrderInput};
use erecruit_platform::db::Touch;

pub fn configure(cfg: &mut web::ServiceConfig) {
    // Each `order` before its `{id}`, which would take it for an id.
    cfg.service(order_categories)
        .service(list_categories)
        .service(create_category)
        .service(replace_category)
        .service(delete_category)
        .service(order_faq)
        .service(list_faq)
        .service(create_faq)
        .service(replace_faq)
        .service(delete_faq)
        .service(order_articles)
        .service(list_articles)
        .service(get_article)
        .service(create_article)
        .service(replace_article)
        .service(delete_article);
}

/// What an admin did to a help-centre entry.
#[derive(Clone, Copy)]
enum Change {
    Created,
    Updated,
    Deleted,
    Ordered,
}

async fn record(tx: &TenantTx, auth: &AdminOnly, table: Table, change: Change, id: i64) -> Result<(), ApiError> {
    audit::record_by(tx, &auth.user, action(table, change), (table.subject(), &id), json!({})).await?;
    Ok(())
}

fn action(table: Table, change: Change) -> audit::Action {
    use audit::Action as A;
    match (table, change) {
        (Table::Categories, Change::Created) => A::HelpCategoryCreated,
        (Table::Categories, Change::Updated) => A::HelpCategoryUpdated,
        (Table::Categories, Change::Deleted) => A::HelpCategoryDeleted,
        (Table::Categories, Change::Ordered) => A::HelpCategoryOrdered,
        (Table::Faq, Change::Created) => A::HelpFaqCreated,
        (Table::Faq, Change::Updated) => A::HelpFaqUpdated,
        (Table::Faq, Change::Deleted) => A::HelpFaqDeleted,
        (Table::Faq, Change::Ordered) => A::HelpFaqOrdered,
        (Table::Articles, Change::Created) => A::HelpArticleCreated,
        (Table::Articles, Change::Updated) => A::HelpArticleUpdated,
        (Table::Articles, Change::Deleted) => A::HelpArticleDeleted,
        (Table::Articles, Change::Ordered) => A::HelpArticleOrdered,
    }
}

fn full() -> ApiError {
    ApiError::conflict(ErrorCode::HelpFull)
}

fn order_invalid() -> ApiError {
    ApiError::bad_request(ErrorCode::HelpOrderInvalid)
}

async fn reorder(auth: AdminOnly, table: Table, ids: &[i64]) -> Result<HttpResponse, ApiError> {
    repo::lock(&auth.tx, table).await?;
    if !repo::reorder(&auth.tx, table, ids).await? {
        return Err(order_invalid());
    }
    audit::record_by(&auth.tx, &auth.user, action(table, Change::Ordered), (table.subject(), &"*"), json!({})).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

// ---------------------------------------------------------------------------------------------
// Categories

async fn counts(tx: &TenantTx) -> Result<(HashMap<i64, i64>, HashMap<i64, i64>), ApiError> {
    let articles: Vec<(i64, i64)> = help_article::Entity::find()
        .select_only()
        .column(help_article::Column::CategoryId)
        .column_as(help_article::Column::Id.count(), "n")
        .group_by(help_article::Column::CategoryId)
        .into_tuple()
        .all(tx)
        .await?;
    let faq: Vec<(Option<i64>, i64)> = help_faq::Entity::find()
        .select_only()
        .column(help_faq::Column::CategoryId)
        .column_as(help_faq::Column::Id.count(), "n")
        .group_by(help_faq::Column::CategoryId)
        .into_tuple()
        .all(tx)
        .await?;
    Ok((articles.into_iter().collect(), faq.into_iter().filter_map(|(id, n)| Some((id?, n))).collect()))
}

async fn category_answer(auth: AdminOnly, id: i64, status: StatusCode) -> Result<HttpResponse, ApiError> {
    let row = help_category::Entity::find_by_id(id).one(&auth.tx).await?.ok_or_else(category_not_found)?;
    let view = AdminHelpCategory::new(&row, auth.tx.tenant(), &counts(&auth.tx).await?);
    auth.tx.commit().await?;
    Ok(HttpResponse::build(status).json(view))
}

fn category_not_found() -> ApiError {
    ApiError::not_found("help category")
}

/// Checks a category's input: `(slug, texts, published)`.
async fn checked_category(
    tx: &TenantTx,
    input: CategoryInput,
    this: Option<i64>,
) -> Result<(String, Texts<CategoryText>, bool), ApiError> {
    let mut fields = FieldErrors::new();
    let language = input.language.unwrap_or_else(|| translated::default_of(tx.tenant()));
    let main = CategoryText { name: input.name, description: input.description };
    let texts = checked_texts(language, main, input.translations, &mut fields);
    let slug = domain::check_slug(&input.slug).map_err(|code| fields.add("slug", code)).ok();
    if let Some(slug) = &slug {
        let taken = help_category::Entity::find()
            .filter(help_category::Column::Slug.eq(slug.as_str()))
            .filter(help_category::Column::Id.ne(this.unwrap_or(0)))
            .count(tx)
            .await?;
        if taken > 0 {
            fields.add("slug", ErrorCode::HelpSlugTaken);
        }
    }
    match slug {
        Some(slug) if fields.is_empty() => Ok((slug, texts, input.published)),
        _ => Err(ApiError::validation(fields)),
    }
}

/// Every help category, in order, with its texts in every language.
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), responses(
    (status = 200, description = "The categories", body = Vec<AdminHelpCategory>),
    AdminRequired,
))]
#[get("/api/v1/admin/help/categories")]
async fn list_categories(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let rows = help_category::Entity::find()
        .order_by_asc(help_category::Column::Position)
        .order_by_asc(help_category::Column::Id)
        .all(&auth.tx)
        .await?;
    let counts = counts(&auth.tx).await?;
    let views: Vec<_> = rows.iter().map(|row| AdminHelpCategory::new(row, auth.tx.tenant(), &counts)).collect();
    Ok(HttpResponse::Ok().json(views))
}

/// Adds a category (last in the order).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), request_body = CategoryInput, responses(
    (status = 201, description = "The category", body = AdminHelpCategory),
    (status = 400, description = "`validation_failed`: `help_slug_invalid`, `help_slug_taken`, `help_name_invalid`, \
                                  `help_description_invalid` (translations' fields as `translations.<lang>.<field>`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 409, description = "`help_full`: 100 categories", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/help/categories")]
async fn create_category(auth: AdminOnly, body: web::Json<CategoryInput>) -> Result<HttpResponse, ApiError> {
    repo::lock(&auth.tx, Table::Categories).await?;
    let (slug, texts, published) = checked_category(&auth.tx, body.into_inner(), None).await?;
    let tally = repo::tally(&auth.tx, Table::Categories).await?;
    if tally.count as u64 >= MAX_CATEGORIES {
        return Err(full());
    }
    let id = repo::insert_category(&auth.tx, slug, tally.next, published, translated::to_json(&texts)).await?;
    record(&auth.tx, &auth, Table::Categories, Change::Created, id).await?;
    category_answer(auth, id, StatusCode::CREATED).await
}

/// Replaces a category's address, texts and visibility (a hidden category hides its entries).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The category")),
    request_body = CategoryInput, responses(
    (status = 200, description = "The category", body = AdminHelpCategory),
    (status = 400, description = "`validation_failed`, as when adding", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such category", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/help/categories/{id}")]
async fn replace_category(
    auth: AdminOnly,
    id: web::Path<i64>,
    body: web::Json<CategoryInput>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    repo::lock(&auth.tx, Table::Categories).await?;
    let (slug, texts, published) = checked_category(&auth.tx, body.into_inner(), Some(id)).await?;
    let changed = help_category::Entity::update_many()
        .col_expr(help_category::Column::Slug, Expr::value(slug))
        .col_expr(help_category::Column::Published, Expr::value(published))
        .col_expr(help_category::Column::Texts, Expr::value(translated::to_json(&texts)))
        .touch()
        .filter(help_category::Column::Id.eq(id))
        .exec(&auth.tx)
        .await?;
    if changed.rows_affected == 0 {
        return Err(category_not_found());
    }
    record(&auth.tx, &auth, Table::Categories, Change::Updated, id).await?;
    category_answer(auth, id, StatusCode::OK).await
}

/// Deletes a category without articles; its FAQ entries stay, without a category.
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The category")), responses(
    (status = 204, description = "Deleted"),
    AdminRequired,
    (status = 404, description = "No such category", body = ErrorEnvelope),
    (status = 409, description = "`help_category_in_use`: it has articles", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/help/categories/{id}")]
async fn delete_category(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    repo::lock(&auth.tx, Table::Articles).await?;
    let articles = help_article::Entity::find().filter(help_article::Column::CategoryId.eq(id)).count(&auth.tx).await?;
    if articles > 0 {
        return Err(ApiError::conflict(ErrorCode::HelpCategoryInUse));
    }
    let deleted = help_category::Entity::delete_by_id(id).exec(&auth.tx).await?;
    if deleted.rows_affected == 0 {
        return Err(category_not_found());
    }
    record(&auth.tx, &auth, Table::Categories, Change::Deleted, id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Orders the categories (the FAQ and the knowledge base show them in this order).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), request_body = OrderInput, responses(
    (status = 204, description = "Ordered"),
    (status = 400, description = "`help_order_invalid`: not every category exactly once", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/help/categories/order")]
async fn order_categories(auth: AdminOnly, body: web::Json<OrderInput>) -> Result<HttpResponse, ApiError> {
    reorder(auth, Table::Categories, &body.ids).await
}

/// 400 `help_category_unknown` on `category` unless the category exists.
async fn check_category(tx: &TenantTx, id: i64, fields: &mut FieldErrors) -> Result<(), ApiError> {
    if help_category::Entity::find_by_id(id).count(tx).await? == 0 {
        fields.add("category", ErrorCode::HelpCategoryUnknown);
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// FAQ

fn faq_not_found() -> ApiError {
    ApiError::not_found("FAQ entry")
}

async fn faq_answer(auth: AdminOnly, id: i64, status: StatusCode) -> Result<HttpResponse, ApiError> {
    let row = help_faq::Entity::find_by_id(id).one(&auth.tx).await?.ok_or_else(faq_not_found)?;
    let view = AdminFaq::new(&row, auth.tx.tenant());
    auth.tx.commit().await?;
    Ok(HttpResponse::build(status).json(view))
}

async fn checked_faq(tx: &TenantTx, input: FaqInput) -> Result<(Option<i64>, Texts<FaqText>, bool), ApiError> {
    let mut fields = FieldErrors::new();
    let language = input.language.unwrap_or_else(|| translated::default_of(tx.tenant()));
    let main = FaqText { question: input.question, answer: input.answer };
    let texts = checked_texts(language, main, input.translations, &mut fields);
    if let Some(category) = input.category {
        check_category(tx, category, &mut fields).await?;
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    Ok((input.category, texts, input.published))
}

/// Every FAQ entry, in order, with its texts in every language.
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), responses(
    (status = 200, description = "The FAQ", body = Vec<AdminFaq>),
    AdminRequired,
))]
#[get("/api/v1/admin/help/faq")]
async fn list_faq(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let rows = help_faq::Entity::find()
        .order_by_asc(help_faq::Column::Position)
        .order_by_asc(help_faq::Column::Id)
        .all(&auth.tx)
        .await?;
    let views: Vec<_> = rows.iter().map(|row| AdminFaq::new(row, auth.tx.tenant())).collect();
    Ok(HttpResponse::Ok().json(views))
}

/// Adds a FAQ entry (last in the order).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), request_body = FaqInput, responses(
    (status = 201, description = "The entry", body = AdminFaq),
    (status = 400, description = "`validation_failed`: `help_question_invalid`, `help_answer_invalid`, \
                                  `help_category_unknown` (translations' fields as `translations.<lang>.<field>`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 409, description = "`help_full`: 500 entries", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/help/faq")]
async fn create_faq(auth: AdminOnly, body: web::Json<FaqInput>) -> Result<HttpResponse, ApiError> {
    repo::lock(&auth.tx, Table::Faq).await?;
    let (category, texts, published) = checked_faq(&auth.tx, body.into_inner()).await?;
    let tally = repo::tally(&auth.tx, Table::Faq).await?;
    if tally.count as u64 >= MAX_FAQ {
        return Err(full());
    }
    let id = repo::insert_faq(&auth.tx, category, tally.next, published, translated::to_json(&texts)).await?;
    record(&auth.tx, &auth, Table::Faq, Change::Created, id).await?;
    faq_answer(auth, id, StatusCode::CREATED).await
}

/// Replaces a FAQ entry's texts, category and visibility.
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The entry")),
    request_body = FaqInput, responses(
    (status = 200, description = "The entry", body = AdminFaq),
    (status = 400, description = "`validation_failed`, as when adding", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such entry", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/help/faq/{id}")]
async fn replace_faq(auth: AdminOnly, id: web::Path<i64>, body: web::Json<FaqInput>) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let (category, texts, published) = checked_faq(&auth.tx, body.into_inner()).await?;
    let changed = help_faq::Entity::update_many()
        .col_expr(help_faq::Column::CategoryId, Expr::value(category))
        .col_expr(help_faq::Column::Published, Expr::value(published))
        .col_expr(help_faq::Column::Texts, Expr::value(translated::to_json(&texts)))
        .touch()
        .filter(help_faq::Column::Id.eq(id))
        .exec(&auth.tx)
        .await?;
    if changed.rows_affected == 0 {
        return Err(faq_not_found());
    }
    record(&auth.tx, &auth, Table::Faq, Change::Updated, id).await?;
    faq_answer(auth, id, StatusCode::OK).await
}

#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The entry")), responses(
    (status = 204, description = "Deleted"),
    AdminRequired,
    (status = 404, description = "No such entry", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/help/faq/{id}")]
async fn delete_faq(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if help_faq::Entity::delete_by_id(id).exec(&auth.tx).await?.rows_affected == 0 {
        return Err(faq_not_found());
    }
    record(&auth.tx, &auth, Table::Faq, Change::Deleted, id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Orders the FAQ (within each category, entries keep this order).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), request_body = OrderInput, responses(
    (status = 204, description = "Ordered"),
    (status = 400, description = "`help_order_invalid`: not every entry exactly once", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/help/faq/order")]
async fn order_faq(auth: AdminOnly, body: web::Json<OrderInput>) -> Result<HttpResponse, ApiError> {
    reorder(auth, Table::Faq, &body.ids).await
}

// ---------------------------------------------------------------------------------------------
// Articles

fn article_not_found() -> ApiError {
    ApiError::not_found("article")
}

async fn article_answer(auth: AdminOnly, id: i64, status: StatusCode) -> Result<HttpResponse, ApiError> {
    let row = help_article::Entity::find_by_id(id).one(&auth.tx).await?.ok_or_else(article_not_found)?;
    let view = AdminArticle::new(&row, auth.tx.tenant());
    auth.tx.commit().await?;
    Ok(HttpResponse::build(status).json(view))
}

/// `(slug, category, texts, published)`.
async fn checked_article(
    tx: &TenantTx,
    input: ArticleInput,
    this: Option<i64>,
) -> Result<(String, i64, Texts<ArticleText>, bool), ApiError> {
    let mut fields = FieldErrors::new();
    let language = input.language.unwrap_or_else(|| translated::default_of(tx.tenant()));
    let main = ArticleText { title: input.title, body: input.body };
    let texts = checked_texts(language, main, input.translations, &mut fields);
    check_category(tx, input.category, &mut fields).await?;
    let slug = domain::check_slug(&input.slug).map_err(|code| fields.add("slug", code)).ok();
    if let Some(slug) = &slug {
        let taken = help_article::Entity::find()
            .filter(help_article::Column::Slug.eq(slug.as_str()))
            .filter(help_article::Column::Id.ne(this.unwrap_or(0)))
            .count(tx)
            .await?;
        if taken > 0 {
            fields.add("slug", ErrorCode::HelpSlugTaken);
        }
    }
    match slug {
        Some(slug) if fields.is_empty() => Ok((slug, input.category, texts, input.published)),
        _ => Err(ApiError::validation(fields)),
    }
}

/// Every article, in order (by category, then within it), with its texts in every language.
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), responses(
    (status = 200, description = "The articles", body = Vec<AdminArticle>),
    AdminRequired,
))]
#[get("/api/v1/admin/help/articles")]
async fn list_articles(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let rows = help_article::Entity::find()
        .order_by_asc(help_article::Column::Position)
        .order_by_asc(help_article::Column::Id)
        .all(&auth.tx)
        .await?;
    let views: Vec<_> = rows.iter().map(|row| AdminArticle::new(row, auth.tx.tenant())).collect();
    Ok(HttpResponse::Ok().json(views))
}

#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The article")), responses(
    (status = 200, description = "The article", body = AdminArticle),
    AdminRequired,
    (status = 404, description = "No such article", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/help/articles/{id}")]
async fn get_article(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    article_answer(auth, id.into_inner(), StatusCode::OK).await
}

/// Adds an article (last in the order).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), request_body = ArticleInput, responses(
    (status = 201, description = "The article", body = AdminArticle),
    (status = 400, description = "`validation_failed`: `help_slug_invalid`, `help_slug_taken`, `help_title_invalid`, \
                                  `help_body_invalid`, `help_category_unknown` (translations' fields as \
                                  `translations.<lang>.<field>`)", body = ErrorEnvelope),
    AdminRequired,
    (status = 409, description = "`help_full`: 2,000 articles", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/help/articles")]
async fn create_article(auth: AdminOnly, body: web::Json<ArticleInput>) -> Result<HttpResponse, ApiError> {
    repo::lock(&auth.tx, Table::Articles).await?;
    let (slug, category, texts, published) = checked_article(&auth.tx, body.into_inner(), None).await?;
    let tally = repo::tally(&auth.tx, Table::Articles).await?;
    if tally.count as u64 >= MAX_ARTICLES {
        return Err(full());
    }
    let id = repo::insert_article(&auth.tx, category, slug, tally.next, published, translated::to_json(&texts)).await?;
    record(&auth.tx, &auth, Table::Articles, Change::Created, id).await?;
    article_answer(auth, id, StatusCode::CREATED).await
}

/// Replaces an article's address, category, texts and visibility.
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The article")),
    request_body = ArticleInput, responses(
    (status = 200, description = "The article", body = AdminArticle),
    (status = 400, description = "`validation_failed`, as when adding", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such article", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/help/articles/{id}")]
async fn replace_article(
    auth: AdminOnly,
    id: web::Path<i64>,
    body: web::Json<ArticleInput>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    repo::lock(&auth.tx, Table::Articles).await?;
    let (slug, category, texts, published) = checked_article(&auth.tx, body.into_inner(), Some(id)).await?;
    let changed = help_article::Entity::update_many()
        .col_expr(help_article::Column::Slug, Expr::value(slug))
        .col_expr(help_article::Column::CategoryId, Expr::value(category))
        .col_expr(help_article::Column::Published, Expr::value(published))
        .col_expr(help_article::Column::Texts, Expr::value(translated::to_json(&texts)))
        .touch()
        .filter(help_article::Column::Id.eq(id))
        .exec(&auth.tx)
        .await?;
    if changed.rows_affected == 0 {
        return Err(article_not_found());
    }
    record(&auth.tx, &auth, Table::Articles, Change::Updated, id).await?;
    article_answer(auth, id, StatusCode::OK).await
}

#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), params(("id" = i64, Path, description = "The article")), responses(
    (status = 204, description = "Deleted"),
    AdminRequired,
    (status = 404, description = "No such article", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/help/articles/{id}")]
async fn delete_article(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if help_article::Entity::delete_by_id(id).exec(&auth.tx).await?.rows_affected == 0 {
        return Err(article_not_found());
    }
    record(&auth.tx, &auth, Table::Articles, Change::Deleted, id).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Orders the articles (within each category, articles keep this order).
#[utoipa::path(tag = "help (admins)", security(("bearer" = [])), request_body = OrderInput, responses(
    (status = 204, description = "Ordered"),
    (status = 400, description = "`help_order_invalid`: not every article exactly once", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/help/articles/order")]
async fn order_articles(auth: AdminOnly, body: web::Json<OrderInput>) -> Result<HttpResponse, ApiError> {
    reorder(auth, Table::Articles, &body.ids).await
}
