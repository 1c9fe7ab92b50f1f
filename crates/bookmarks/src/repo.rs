//! The `bookmarks` table. Every function takes the tenant transaction and the owner's id: a user
//! reaches only their own bookmarks.

use sea_orm::ActiveValue::{NotSet, Set};
use sea_orm::sea_query::{Expr, ExprTrait, Func, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, Order, QueryFilter, QueryOrder};
use uuid::Uuid;

use super::entities::bookmark;
use crate::db;
use crate::error::violated_unique_constraint;
use crate::tenancy::TenantTx;

pub type Bookmark = bookmark::Model;

/// The user's bookmarks in their order.
pub async fn list(tx: &TenantTx, user: Uuid) -> Result<Vec<Bookmark>, DbErr> {
    bookmark::Entity::find()
        .filter(bookmark::Column::UserId.eq(user))
        .order_by(bookmark::Column::Position, Order::Asc)
        .order_by(bookmark::Column::Id, Order::Asc)
        .all(tx)
        .await
}

#[derive(FromQueryResult)]
struct Tally {
    count: i64,
    last: Option<i32>,
}

/// How many bookmarks the user has, and the position after their last.
pub async fn tally(tx: &TenantTx, user: Uuid) -> Result<(u64, i32), DbErr> {
    use bookmark::Column as C;
    let query = Query::select()
        .expr_as(db::count_all(), "count")
        .expr_as(Func::max(Expr::col(C::Position)), "last")
        .from(bookmark::Entity)
        .and_where(Expr::col(C::UserId).eq(user))
        .take();
    let tally: Option<Tally> = db::fetch_one(tx, &query).await?;
    let (count, last) = tally.map_or((0, None), |t| (t.count, t.last));
    Ok((u64::try_from(count).unwrap_or(0), last.unwrap_or(0).saturating_add(1)))
}

pub struct NewBookmark {
    pub title: String,
    pub link: String,
    pub icon: Option<String>,
    pub starred: bool,
}

/// Adds a bookmark at `position`; `None` when the user already has one for that link.
pub async fn insert(tx: &TenantTx, user: Uuid, new: NewBookmark, position: i32) -> Result<Option<Bookmark>, DbErr> {
    let row = bookmark::ActiveModel {
        id: NotSet,
        user_id: Set(user),
        title: Set(new.title),
        link: Set(new.link),
        icon: Set(new.icon),
        starred: Set(new.starred),
        position: Set(position),
        created_at: NotSet,
    };
    match bookmark::Entity::insert(row).exec_with_returning(tx).await {
        Ok(row) => Ok(Some(row)),
        Err(err) if violated_unique_constraint(&err).as_deref() == Some("bookmarks_user_link_key") => Ok(None),
        Err(err) => Err(err),
    }
}

pub async fn find(tx: &TenantTx, user: Uuid, id: i64) -> Result<Option<Bookmark>, DbErr> {
    bookmark::Entity::find_by_id(id).filter(bookmark::Column::UserId.eq(user)).one(tx).await
}

/// Stores a changed bookmark (title, star, position): one [`find`] read for its owner.
pub async fn update(tx: &TenantTx, changed: Bookmark) -> Result<Bookmark, DbErr> {
    let row = bookmark::ActiveModel {
        id: Set(changed.id),
        user_id: Set(changed.user_id),
        title: Set(changed.title),
        link: NotSet,
        icon: NotSet,
        starred: Set(changed.starred),
        position: Set(changed.position),
        created_at: NotSet,
    };
    bookmark::Entity::update(row).exec(tx).await
}

/// Removes the user's bookmark; whether there was one.
pub async fn delete(tx: &TenantTx, user: Uuid, id: i64) -> Result<bool, DbErr> {
    let result = bookmark::Entity::delete_many()
        .filter(bookmark::Column::Id.eq(id))
        .filter(bookmark::Column::UserId.eq(user))
        .exec(tx)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Gives the user's bookmarks the positions 1, 2, … in the order of `ids` (every one of theirs).
pub async fn reorder(tx: &TenantTx, user: Uuid, ids: &[i64]) -> Result<(), DbErr> {
    // One statement for the whole order: sea-query has no `unnest … WITH ORDINALITY`.
    let statement = db::raw(
        "UPDATE bookmarks SET position = o.position::integer \
         FROM unnest($1::bigint[]) WITH ORDINALITY AS o (id, position) \
         WHERE bookmarks.id = o.id AND bookmarks.user_id = $2",
        [ids.to_vec().into(), user.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}
