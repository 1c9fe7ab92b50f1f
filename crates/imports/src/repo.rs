//! What other features ask of the imports' tables.

use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ConnectionTrait, DbErr, DeriveIden, FromQueryResult, Value};
use uuid::Uuid;

use crate::db;
use crate::tenancy::TenantTx;

#[derive(FromQueryResult)]
struct Created {
    created: i64,
}

/// Creates an import's staged rows with its kind's `commit` statement (`values` bound: the import,
/// and the user when the kind says so), marks the import committed and empties its staging table
/// with `clear`; answers how many rows were created.
///
/// Raw SQL: each kind's commit is one set-based `INSERT … SELECT` from its staging table with
/// `ON CONFLICT` and a count of what it created (`candidates.rs`, `vacancies.rs`).
pub async fn commit(
    tx: &TenantTx,
    id: Uuid,
    commit: &'static str,
    clear: &'static str,
    values: Vec<Value>,
) -> Result<i64, DbErr> {
    let created = db::fetch_one_raw::<Created>(tx, db::raw(commit, values)).await?.map_or(0, |c| c.created);
    tx.execute_raw(db::raw("UPDATE imports SET committed_at = now() WHERE id = $1", [id.into()])).await?;
    tx.execute_raw(db::raw(clear, [id.into()])).await?;
    Ok(created)
}

/// `import_candidates`: the rows of candidate imports.
#[derive(DeriveIden)]
enum ImportCandidates {
    Table,
    Email,
}

/// Drops the rows of spreadsheet imports that carry the address (any case).
pub async fn discard_import_rows_of(tx: &TenantTx, address: &str) -> Result<(), DbErr> {
    let lower = sea_orm::sea_query::Func::lower(Expr::col(ImportCandidates::Email));
    let delete = Query::delete()
        .from_table(ImportCandidates::Table)
        .and_where(Expr::expr(lower).eq(address.trim().to_lowercase()))
        .take();
    tx.execute(&delete).await?;
    Ok(())
}
