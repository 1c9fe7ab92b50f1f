//! The `files` table. Every function takes the tenant transaction.

use sea_orm::sea_query::{Alias, Expr, ExprTrait, Query};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, DeriveIden, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use uuid::Uuid;

use super::domain::{FileKind, FileTextState};
use super::entities::file;
use crate::db;
use crate::tenancy::TenantTx;

pub type FileRecord = file::Model;

pub struct NewFile<'a> {
    pub owner: Uuid,
    pub kind: FileKind,
    pub content_type: &'a str,
    pub size_bytes: i64,
    pub sha256: Vec<u8>,
    pub storage_key: &'a str,
    pub original_name: Option<&'a str>,
    pub text_state: FileTextState,
}

pub async fn insert(tx: &TenantTx, file: NewFile<'_>) -> Result<FileRecord, DbErr> {
    let model = file::ActiveModel {
        owner_user_id: Set(Some(file.owner)),
        kind: Set(file.kind),
        content_type: Set(file.content_type.to_owned()),
        size_bytes: Set(file.size_bytes),
        sha256: Set(file.sha256),
        storage_key: Set(file.storage_key.to_owned()),
        original_name: Set(file.original_name.map(str::to_owned)),
        text_state: Set(file.text_state),
        ..Default::default()
    };
    file::Entity::insert(model).exec_with_returning(tx).await
}

/// Records what reading the file found (`files.text` is not an entity column: only search reads
/// it, through the generated `files.search`). Only a pending file's is recorded: answers whether
/// it was.
pub async fn set_text(tx: &TenantTx, id: Uuid, text: Option<&str>, state: FileTextState) -> Result<bool, DbErr> {
    let update = Query::update()
        .table(file::Entity)
        .value(Alias::new("text"), text)
        .value(file::Column::TextState, state)
        .and_where(Expr::col(file::Column::Id).eq(id))
        .and_where(Expr::col(file::Column::TextState).eq(FileTextState::Pending))
        .take();
    Ok(tx.execute(&update).await?.rows_affected() == 1)
}

/// Files whose reading was lost (a replica stopped) or put off (every reader busy): pending for
/// longer than `older_than`, oldest first.
pub async fn pending_texts(tx: &TenantTx, older_than: chrono::Duration, limit: u64) -> Result<Vec<FileRecord>, DbErr> {
    file::Entity::find()
        .filter(file::Column::TextState.eq(FileTextState::Pending))
        .filter(file::Column::CreatedAt.lt(chrono::Utc::now() - older_than))
        .order_by_asc(file::Column::CreatedAt)
        .limit(limit)
        .all(tx)
        .await
}

pub async fn find(tx: &TenantTx, id: Uuid) -> Result<Option<FileRecord>, DbErr> {
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![id.into()], || {
        db::select::<file::Entity>().and_where(Expr::col(file::Column::Id).eq(id)).take()
    });
    db::fetch_one_raw(tx, statement).await
}

/// The files the user uploaded, in no particular order.
pub async fn owned_by(tx: &TenantTx, owner: Uuid) -> Result<Vec<FileRecord>, DbErr> {
    file::Entity::find().filter(file::Column::OwnerUserId.eq(owner)).all(tx).await
}

/// The user's own files (`FileKind::PERSONAL`) — not the tenant's files they uploaded.
fn personal_of(owner: Uuid) -> sea_orm::Condition {
    sea_orm::Condition::all().add(file::Column::OwnerUserId.eq(owner)).add(file::Column::Kind.is_in(FileKind::PERSONAL))
}

/// Where the bytes of the user's own files are, to delete them once their records are gone.
pub async fn personal_storage_keys(tx: &TenantTx, owner: Uuid) -> Result<Vec<String>, DbErr> {
    file::Entity::find()
        .select_only()
        .column(file::Column::StorageKey)
        .filter(personal_of(owner))
        .into_tuple()
        .all(tx)
        .await
}

/// Deletes the records of the user's own files; the tenant's files they uploaded stay, unowned.
pub async fn delete_personal(tx: &TenantTx, owner: Uuid) -> Result<(), DbErr> {
    file::Entity::delete_many().filter(personal_of(owner)).exec(tx).await?;
    Ok(())
}

/// The one column of `applications` that keeps a file: named here, as `files` sits below the
/// features and does not depend on them.
#[derive(DeriveIden)]
enum Applications {
    Table,
    CvFileId,
}

/// Deletes the file's record unless an application still uses it (an application keeps the CV it
/// was sent with). Returns whether it was deleted, i.e. whether its bytes may go too.
pub async fn delete_if_unused(tx: &TenantTx, id: Uuid) -> Result<bool, DbErr> {
    let used = Query::select()
        .expr(Expr::val(1))
        .from(Applications::Table)
        .and_where(Expr::col(Applications::CvFileId).eq(id))
        .take();
    let result =
        file::Entity::delete_many().filter(file::Column::Id.eq(id)).filter(Expr::not_exists(used)).exec(tx).await?;
    Ok(result.rows_affected == 1)
}
