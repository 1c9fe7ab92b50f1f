//! What the help's tables share: writes serialised per table, positions, counts and the order,
//! and the searches (the same full-text engine as vacancies, with each language's stemmer).

use sea_orm::sea_query::extension::postgres::PgExpr;
use sea_orm::sea_query::{Alias, Asterisk, Expr, ExprTrait, Func, Order, Query};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, QueryFilter, QueryOrder,
};

use crate::db;
use crate::entities::{help_article, help_category, help_faq};
use crate::tenancy::TenantTx;

/// One of the help's tables (a fixed name, never a value from a request).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Categories,
    Faq,
    Articles,
}

impl Table {
    fn name(self) -> &'static str {
        match self {
            Self::Categories => "help_categories",
            Self::Faq => "help_faq",
            Self::Articles => "help_articles",
        }
    }

    pub fn subject(self) -> &'static str {
        match self {
            Self::Categories => "help_category",
            Self::Faq => "help_faq",
            Self::Articles => "help_article",
        }
    }
}

/// Advisory-lock namespace of the help's writers ("HP"; the namespaces are listed at
/// `tenancy::migrate::LOCK_NAMESPACE`).
const HELP_LOCK_NAMESPACE: i32 = 0x4850;

fn table(table: Table) -> Alias {
    Alias::new(table.name())
}

/// Writers of one table of one tenant take turns for the rest of the transaction (readers do not
/// wait): slugs stay unique, positions dense and counts within their limits without a failed
/// insert.
pub async fn lock(tx: &TenantTx, table: Table) -> Result<(), DbErr> {
    let key = format!("{}.{}", tx.tenant().schema.as_str(), table.name());
    tx.execute(&crate::tenancy::migrate::advisory_xact_lock(HELP_LOCK_NAMESPACE, &key)).await?;
    Ok(())
}

#[derive(FromQueryResult)]
pub struct Tally {
    pub count: i64,
    /// The position a new entry takes: after every other.
    pub next: i32,
}

pub async fn tally(tx: &TenantTx, of: Table) -> Result<Tally, DbErr> {
    let position = Alias::new("position");
    let next = Func::coalesce([Expr::expr(Func::max(Expr::col(position))).add(1), Expr::val(0)]);
    let query = Query::select()
        .expr_as(Func::count(Expr::col(Asterisk)), Alias::new("count"))
        .expr_as(next, Alias::new("next"))
        .from(table(of))
        .take();
    Ok(Tally::find_by_statement(tx.get_database_backend().build(&query))
        .one(tx)
        .await?
        .unwrap_or(Tally { count: 0, next: 0 }))
}

/// Puts every entry at its index in `ids`; false (nothing changed) unless `ids` names each of
/// the table's entries exactly once.
pub async fn reorder(tx: &TenantTx, of: Table, ids: &[i64]) -> Result<bool, DbErr> {
    let id = Alias::new("id");
    let mut asked = ids.to_vec();
    asked.sort_unstable();
    asked.dedup();
    let stored = Query::select().column(id.clone()).from(table(of)).order_by(id, Order::Asc).take();
    let stored: Vec<i64> =
        tx.query_all(&stored).await?.iter().map(|row| row.try_get::<i64>("", "id")).collect::<Result<_, _>>()?;
    if asked.len() != ids.len() || asked != stored {
        return Ok(false);
    }
    let update = Query::update()
        .table(table(of))
        .value(Alias::new("position"), Expr::cust_with_values("array_position($1::bigint[], id) - 1", [ids.to_vec()]))
        .take();
    tx.execute(&update).await?;
    Ok(true)
}

/// The ids of the published FAQ entries or articles whose words match `text` in any language,
/// best first.
pub async fn matching(tx: &TenantTx, of: Table, text: &str) -> Result<Vec<i64>, DbErr> {
    let Some(words) = db::words_query(text, db::Unfinished::EveryWord) else { return Ok(Vec::new()) };
    let query = Query::select()
        .column(Alias::new("id"))
        .from(table(of))
        .and_where(Expr::col(Alias::new("published")).eq(true))
        .and_where(Expr::col(Alias::new("search")).matches(db::tsquery_any_language_matching(&words)))
        .order_by_expr(
            Expr::cust_with_values("ts_rank(search, (SELECT shared.any_language($1)))", [words.clone()]),
            Order::Desc,
        )
        .order_by(Alias::new("position"), Order::Asc)
        .order_by(Alias::new("id"), Order::Asc)
        .take();
    tx.query_all(&query).await?.iter().map(|row| row.try_get::<i64>("", "id")).collect()
}

/// A new category; its id. `texts` is the `{"en": {"name": …, "description": …}, …}` column.
pub async fn insert_category(
    tx: &TenantTx,
    slug: String,
    position: i32,
    published: bool,
    texts: serde_json::Value,
) -> Result<i64, DbErr> {
    let row = help_category::ActiveModel {
        slug: Set(slug),
        position: Set(position),
        published: Set(published),
        texts: Set(texts),
        ..Default::default()
    };
    Ok(help_category::Entity::insert(row).exec(tx).await?.last_insert_id)
}

/// A new question of the FAQ; its id. `texts`: `{"en": {"question": …, "answer": …}, …}`.
pub async fn insert_faq(
    tx: &TenantTx,
    category: Option<i64>,
    position: i32,
    published: bool,
    texts: serde_json::Value,
) -> Result<i64, DbErr> {
    let row = help_faq::ActiveModel {
        category_id: Set(category),
        position: Set(position),
        published: Set(published),
        texts: Set(texts),
        ..Default::default()
    };
    Ok(help_faq::Entity::insert(row).exec(tx).await?.last_insert_id)
}

/// A new article; its id. `texts`: `{"en": {"title": …, "body": …}, …}`.
pub async fn insert_article(
    tx: &TenantTx,
    category: i64,
    slug: String,
    position: i32,
    published: bool,
    texts: serde_json::Value,
) -> Result<i64, DbErr> {
    let row = help_article::ActiveModel {
        slug: Set(slug),
        category_id: Set(category),
        position: Set(position),
        published: Set(published),
        texts: Set(texts),
        ..Default::default()
    };
    Ok(help_article::Entity::insert(row).exec(tx).await?.last_insert_id)
}

/// A published article's place on the careers site (the sitemap lists them).
pub struct PublishedArticle {
    pub category_slug: String,
    pub slug: String,
    pub updated_at: chrono::DateTime<chrono::Utc>,
}

/// Whether any help category is published, and every published article of a published category,
/// in the order readers see them.
pub async fn published_pages(tx: &TenantTx) -> Result<(bool, Vec<PublishedArticle>), DbErr> {
    let categories = help_category::Entity::find()
        .filter(help_category::Column::Published.eq(true))
        .order_by_asc(help_category::Column::Position)
        .all(tx)
        .await?;
    let articles = help_article::Entity::find()
        .filter(help_article::Column::Published.eq(true))
        .filter(help_article::Column::CategoryId.is_in(categories.iter().map(|c| c.id)))
        .order_by_asc(help_article::Column::Position)
        .all(tx)
        .await?;
    let pages = articles
        .into_iter()
        .filter_map(|article| {
            let category = categories.iter().find(|c| c.id == article.category_id)?;
            Some(PublishedArticle {
                category_slug: category.slug.clone(),
                slug: article.slug,
                updated_at: article.updated_at,
            })
        })
        .collect();
    Ok((!categories.is_empty(), pages))
}
