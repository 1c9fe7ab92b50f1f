//! The privacy feature's own statement: which stored CVs nothing refers to any more.

use sea_orm::{DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::tenancy::TenantTx;

#[derive(FromQueryResult)]
struct Key {
    storage_key: String,
}

/// Deletes the records of these files unless an application or a profile still refers to them;
/// answers the storage keys of those deleted, to remove once the transaction commits.
///
/// Raw SQL: one `DELETE … RETURNING` with `NOT EXISTS` over two features' tables, which only
/// privacy, the feature that knows every holder of a CV, may name together.
pub async fn delete_unused_cvs(tx: &TenantTx, files: Vec<Uuid>) -> Result<Vec<String>, DbErr> {
    let deleted = Key::find_by_statement(db::raw(
        "DELETE FROM files f WHERE f.id = ANY($1)
           AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.cv_file_id = f.id)
           AND NOT EXISTS (SELECT 1 FROM persons p WHERE p.cv_file_id = f.id)
         RETURNING f.storage_key",
        [files.into()],
    ))
    .all(tx)
    .await?;
    Ok(deleted.into_iter().map(|key| key.storage_key).collect())
}
