//! What the help's tables share: writes serialised per table, positions, counts and the order,
//! and the searches (the same full-text engine as vacancies, with each language's stemmer).

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

/// Writers of one table take turns for the rest of the transaction (readers do not wait): slugs
/// stay unique, positions dense and counts within their limits without a failed insert.
pub async fn lock(tx: &TenantTx, table: Table) -> Result<(), DbErr> {
    tx.execute_unprepared(&format!("LOCK TABLE {} IN SHARE ROW EXCLUSIVE MODE", table.name())).await?;
    Ok(())
}

#[derive(FromQueryResult)]
pub struct Tally {
    pub count: i64,
    /// The position a new entry takes: after every other.
    pub next: i32,
}

pub async fn tally(tx: &TenantTx, table: Table) -> Result<Tally, DbErr> {
    let sql = format!("SELECT count(*) AS count, coalesce(max(position) + 1, 0) AS next FROM {}", table.name());
    let statement = sea_orm::Statement::from_string(sea_orm::DbBackend::Postgres, sql);
    Ok(Tally::find_by_statement(statement).one(tx).await?.unwrap_or(Tally { count: 0, next: 0 }))
}

/// Puts every entry at its index in `ids`; false (nothing changed) unless `ids` names each of
/// the table's entries exactly once.
pub async fn reorder(tx: &TenantTx, table: Table, ids: &[i64]) -> Result<bool, DbErr> {
    #[derive(FromQueryResult)]
    struct Ids {
        ids: Option<Vec<i64>>,
    }
    let mut asked = ids.to_vec();
    asked.sort_unstable();
    asked.dedup();
    let sql = format!("SELECT array_agg(id ORDER BY id) AS ids FROM {}", table.name());
    let statement = sea_orm::Statement::from_string(sea_orm::DbBackend::Postgres, sql);
    let stored = Ids::find_by_statement(statement).one(tx).await?.and_then(|row| row.ids).unwrap_or_default();
    if asked.len() != ids.len() || asked != stored {
        return Ok(false);
    }
    let sql = format!(
        "UPDATE {t} SET position = o.i - 1 FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, i) WHERE {t}.id = o.id",
        t = table.name()
    );
    tx.execute_raw(sea_orm::Statement::from_sql_and_values(sea_orm::DbBackend::Postgres, sql, [ids.to_vec().into()]))
        .await?;
    Ok(true)
}

/// The ids of the FAQ entries or articles whose words match `text` in any language, best first.
pub async fn matching(tx: &TenantTx, table: Table, text: &str) -> Result<Vec<i64>, DbErr> {
    #[derive(FromQueryResult)]
    struct Hit {
        id: i64,
    }
    let Some(words) = db::words_query(text, db::Unfinished::EveryWord) else { return Ok(Vec::new()) };
    let sql = format!(
        "SELECT id FROM {} WHERE published AND search @@ shared.any_language($1) \
         ORDER BY ts_rank(search, shared.any_language($1)) DESC, position, id",
        table.name()
    );
    let statement = sea_orm::Statement::from_sql_and_values(sea_orm::DbBackend::Postgres, sql, [words.into()]);
    Ok(Hit::find_by_statement(statement).all(tx).await?.into_iter().map(|hit| hit.id).collect())
}
