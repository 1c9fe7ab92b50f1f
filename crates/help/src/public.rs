//! The careers site's help, for anyone: `GET /api/v1/help/faq`, `GET /api/v1/help/articles` and
//! `GET /api/v1/help/articles/{slug}`, in the visitor's language (`?lang=`, else
//! `Accept-Language`) with a fallback to the tenant's default; every text says which language it
//! is in. Only published entries of published categories are shown.

use std::collections::HashMap;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use utoipa::IntoParams;

use super::entities::{help_article, help_category, help_faq};
use super::repo::{self, Table};
use crate::error::{ApiError, ErrorEnvelope};
use crate::paging;
use crate::tenancy::{TenantTx, TenantUnits};
use crate::translated;
use crate::views::{ArticleList, ArticleSummary, FaqPage, HelpArticle, HelpCategory, PublicFaq, Reading};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(faq).service(articles).service(article);
}

/// Answers `value` with `Vary: Accept-Language` (the language may come from it).
fn answer(value: impl Serialize) -> HttpResponse {
    HttpResponse::Ok().insert_header((header::VARY, "Accept-Language")).json(value)
}

async fn published_categories(tx: &TenantTx) -> Result<Vec<help_category::Model>, ApiError> {
    Ok(help_category::Entity::find()
        .filter(help_category::Column::Published.eq(true))
        .order_by_asc(help_category::Column::Position)
        .order_by_asc(help_category::Column::Id)
        .all(tx)
        .await?)
}

/// Keeps the rows `hits` names, in its order (the best match first).
fn in_order_of<T>(rows: Vec<T>, hits: &[i64], id: impl Fn(&T) -> i64) -> Vec<T> {
    let rank: HashMap<i64, usize> = hits.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    let mut rows: Vec<T> = rows.into_iter().filter(|row| rank.contains_key(&id(row))).collect();
    rows.sort_by_key(|row| rank[&id(row)]);
    rows
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct FaqQuery {
    /// `en`, `de`, `fr` or `pt` (default: `Accept-Language`, else the tenant's language).
    lang: Option<String>,
    /// Words to find, in any language (each matches the start of a word); best match first.
    q: Option<String>,
}

/// The tenant's FAQ, by category, in the visitor's language.
#[utoipa::path(tag = "help", params(FaqQuery), responses(
    (status = 200, description = "The FAQ", body = FaqPage),
    (status = 400, description = "`language_unsupported` or `invalid_query`", body = ErrorEnvelope),
))]
#[get("/api/v1/help/faq")]
async fn faq(req: HttpRequest, units: TenantUnits, query: web::Query<FaqQuery>) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let reading = Reading {
        wanted: translated::wanted(&req, query.lang.as_deref(), tx.tenant())?,
        default: translated::default_of(tx.tenant()),
    };
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let categories = published_categories(&tx).await?;
    let position: HashMap<i64, usize> = categories.iter().enumerate().map(|(i, c)| (c.id, i)).collect();
    let mut rows: Vec<help_faq::Model> = help_faq::Entity::find()
        .filter(help_faq::Column::Published.eq(true))
        .order_by_asc(help_faq::Column::Position)
        .order_by_asc(help_faq::Column::Id)
        .all(&tx)
        .await?
        .into_iter()
        // A hidden category hides its entries; those without one come last.
        .filter(|row| row.category_id.is_none_or(|id| position.contains_key(&id)))
        .collect();
    match &text {
        Some(text) => rows = in_order_of(rows, &repo::matching(&tx, Table::Faq, text).await?, |row| row.id),
        None => rows.sort_by_key(|row| row.category_id.map_or(usize::MAX, |id| position[&id])),
    }
    let slug_of: HashMap<i64, &str> = categories.iter().map(|c| (c.id, c.slug.as_str())).collect();
    let items: Vec<PublicFaq> = rows
        .iter()
        .map(|row| PublicFaq::new(row, row.category_id.map(|id| slug_of[&id].to_owned()), reading))
        .collect();
    let categories = categories
        .iter()
        .filter_map(|row| {
            let count = rows.iter().filter(|faq| faq.category_id == Some(row.id)).count();
            (count > 0).then(|| HelpCategory::new(row, reading, count))
        })
        .collect();
    Ok(answer(FaqPage { language: reading.wanted, categories, items }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ArticlesQuery {
    /// `en`, `de`, `fr` or `pt` (default: `Accept-Language`, else the tenant's language).
    lang: Option<String>,
    /// Words to find in titles and texts, in any language; best match first.
    q: Option<String>,
    /// Only this category's articles (its slug).
    category: Option<String>,
}

/// How much of each text's body a list reads: enough for its first paragraph's summary, so a
/// list of long articles never reads them whole.
const LISTED_BODY_CHARS: i32 = 1_000;

/// Published articles of published categories (`only` one of them), by category then in order;
/// their bodies cut to what a summary needs.
async fn published_articles(
    tx: &TenantTx,
    categories: &[help_category::Model],
    only: Option<i64>,
) -> Result<Vec<help_article::Model>, ApiError> {
    use help_article::Column as C;
    let position: HashMap<i64, usize> = categories.iter().enumerate().map(|(i, c)| (c.id, i)).collect();
    let cut = Expr::cust_with_values(
        "(SELECT jsonb_object_agg(key, jsonb_build_object('title', value->>'title', 'body', left(value->>'body', $1))) \
         FROM jsonb_each(help_articles.texts))",
        [LISTED_BODY_CHARS],
    );
    let mut select = help_article::Entity::find()
        .select_only()
        .columns([C::Id, C::CategoryId, C::Slug, C::Position, C::Published, C::CreatedAt, C::UpdatedAt])
        .column_as(cut, "texts")
        .filter(C::Published.eq(true));
    if let Some(category) = only {
        select = select.filter(C::CategoryId.eq(category));
    }
    let mut rows: Vec<help_article::Model> = select
        .order_by_asc(C::Position)
        .order_by_asc(C::Id)
        .into_model::<help_article::Model>()
        .all(tx)
        .await?
        .into_iter()
        .filter(|row| position.contains_key(&row.category_id))
        .collect();
    rows.sort_by_key(|row| position[&row.category_id]);
    Ok(rows)
}

/// The knowledge base: its categories, and the articles of one category or those matching a
/// search (all of them when neither is asked).
#[utoipa::path(tag = "help", params(ArticlesQuery), responses(
    (status = 200, description = "Categories and articles", body = ArticleList),
    (status = 400, description = "`language_unsupported` or `invalid_query`", body = ErrorEnvelope),
))]
#[get("/api/v1/help/articles")]
async fn articles(
    req: HttpRequest,
    units: TenantUnits,
    query: web::Query<ArticlesQuery>,
) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let reading = Reading {
        wanted: translated::wanted(&req, query.lang.as_deref(), tx.tenant())?,
        default: translated::default_of(tx.tenant()),
    };
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let categories = published_categories(&tx).await?;
    let rows = published_articles(&tx, &categories, None).await?;
    let slug_of: HashMap<i64, &str> = categories.iter().map(|c| (c.id, c.slug.as_str())).collect();
    let mut asked: Vec<&help_article::Model> = rows
        .iter()
        .filter(|row| query.category.as_deref().is_none_or(|slug| slug_of[&row.category_id] == slug))
        .collect();
    if let Some(text) = &text {
        asked = in_order_of(asked, &repo::matching(&tx, Table::Articles, text).await?, |row| row.id);
    }
    let items = asked.iter().map(|row| ArticleSummary::new(row, slug_of[&row.category_id], reading)).collect();
    let categories = categories
        .iter()
        .filter_map(|row| {
            let count = rows.iter().filter(|entry| entry.category_id == row.id).count();
            (count > 0).then(|| HelpCategory::new(row, reading, count))
        })
        .collect();
    Ok(answer(ArticleList { language: reading.wanted, categories, items }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ArticleQuery {
    /// `en`, `de`, `fr` or `pt` (default: `Accept-Language`, else the tenant's language).
    lang: Option<String>,
}

/// One published article of a published category, in the visitor's language.
#[utoipa::path(tag = "help", params(("slug" = String, Path, description = "The article's slug"), ArticleQuery), responses(
    (status = 200, description = "The article", body = HelpArticle),
    (status = 400, description = "`language_unsupported`", body = ErrorEnvelope),
    (status = 404, description = "No such published article", body = ErrorEnvelope),
))]
#[get("/api/v1/help/articles/{slug}")]
async fn article(
    req: HttpRequest,
    units: TenantUnits,
    slug: web::Path<String>,
    query: web::Query<ArticleQuery>,
) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let reading = Reading {
        wanted: translated::wanted(&req, query.lang.as_deref(), tx.tenant())?,
        default: translated::default_of(tx.tenant()),
    };
    let not_found = || ApiError::not_found("article");
    let row = help_article::Entity::find()
        .filter(help_article::Column::Slug.eq(slug.as_str()))
        .filter(help_article::Column::Published.eq(true))
        .one(&tx)
        .await?
        .ok_or_else(not_found)?;
    let categories = published_categories(&tx).await?;
    let category = categories.iter().find(|c| c.id == row.category_id).ok_or_else(not_found)?;
    let siblings = published_articles(&tx, &categories, Some(category.id)).await?;
    let related = siblings
        .iter()
        .filter(|other| other.id != row.id)
        .take(5)
        .map(|other| ArticleSummary::new(other, &category.slug, reading));
    let category = HelpCategory::new(category, reading, siblings.len());
    Ok(answer(HelpArticle::new(&row, category, reading, related.collect())))
}
