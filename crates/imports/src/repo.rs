//! What other features ask of the imports' tables.

use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ConnectionTrait, DbErr, DeriveIden};

use crate::tenancy::TenantTx;

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
