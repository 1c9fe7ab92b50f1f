//! What the help's tables share: writes serialised per table, positions, counts and the order,
//! and the searches (the same full-text engine as vacancies, with each language's stemmer).

use sea_orm::sea_query::extension::postgres::PgExpr;
use sea_orm::sea_query::{Alias, Asterisk, Expr, ExprTrait, Func, Order, Query};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};

use crate::db;
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
        .and_where(Expr::col(Alias::new("search")).matches(db::tsquery_any_language(&words)))
        .order_by_expr(
            Expr::cust_with_values("ts_rank(search, (SELECT shared.any_language($1)))", [words.clone()]),
            Order::Desc,
        )
        .order_by(Alias::new("position"), Order::Asc)
        .order_by(Alias::new("id"), Order::Asc)
        .take();
    tx.query_all(&query).await?.iter().map(|row| row.try_get::<i64>("", "id")).collect()
}
