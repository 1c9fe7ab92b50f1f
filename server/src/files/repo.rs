//! The `files` table.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement};
use uuid::Uuid;

use crate::tenancy::TenantTx;

#[derive(Debug, Clone, FromQueryResult)]
pub struct FileRecord {
    pub id: Uuid,
    pub owner_user_id: Option<Uuid>,
    pub kind: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub storage_key: String,
    pub original_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub struct NewFile<'a> {
    pub owner: Uuid,
    pub kind: &'a str,
    pub content_type: &'a str,
    pub size_bytes: i64,
    pub sha256: Vec<u8>,
    pub storage_key: &'a str,
    pub original_name: Option<&'a str>,
}

pub async fn insert(tx: &TenantTx, file: NewFile<'_>) -> Result<FileRecord, DbErr> {
    FileRecord::find_by_statement(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "INSERT INTO files (owner_user_id, kind, content_type, size_bytes, sha256, storage_key, original_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, owner_user_id, kind, content_type, size_bytes, storage_key, original_name, created_at",
        [
            file.owner.into(),
            file.kind.into(),
            file.content_type.into(),
            file.size_bytes.into(),
            file.sha256.into(),
            file.storage_key.into(),
            file.original_name.map(str::to_owned).into(),
        ],
    ))
    .one(tx)
    .await?
    .ok_or(DbErr::RecordNotInserted)
}

pub async fn find(tx: &TenantTx, id: Uuid) -> Result<Option<FileRecord>, DbErr> {
    FileRecord::find_by_statement(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "SELECT id, owner_user_id, kind, content_type, size_bytes, storage_key, original_name, created_at
         FROM files WHERE id = $1",
        [id.into()],
    ))
    .one(tx)
    .await
}

/// Deletes the file's record unless an application still uses it (an application keeps the CV it
/// was sent with). Returns whether it was deleted, i.e. whether its bytes may go too.
pub async fn delete_if_unused(tx: &TenantTx, id: Uuid) -> Result<bool, DbErr> {
    let result = tx
        .execute_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "DELETE FROM files WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM applications WHERE cv_file_id = $1)",
            [id.into()],
        ))
        .await?;
    Ok(result.rows_affected() == 1)
}
