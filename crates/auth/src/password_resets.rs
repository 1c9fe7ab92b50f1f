//! The `password_resets` table: single-use links, stored as hashes of their tokens. Every function
//! takes the tenant transaction.

use chrono::{DateTime, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use uuid::Uuid;

use super::entities::password_reset;
use super::tokens::token_hash;
use crate::tenancy::TenantTx;

/// Records a link for `token`, valid until `expires_at`.
pub async fn insert(tx: &TenantTx, user_id: Uuid, token: &str, expires_at: DateTime<Utc>) -> Result<(), DbErr> {
    let reset = password_reset::ActiveModel {
        user_id: Set(user_id),
        token_hash: Set(token_hash(token)),
        expires_at: Set(expires_at),
        ..Default::default()
    };
    password_reset::Entity::insert(reset).exec_without_returning(tx).await?;
    Ok(())
}

/// A link that is unused and unexpired, as `(reset id, user id)`, locked for the rest of the
/// transaction.
pub async fn find_usable_for_update(tx: &TenantTx, token: &str) -> Result<Option<(Uuid, Uuid)>, DbErr> {
    use password_reset::Column as C;
    password_reset::Entity::find()
        .select_only()
        .columns([C::Id, C::UserId])
        .filter(C::TokenHash.eq(token_hash(token)))
        .filter(C::UsedAt.is_null())
        .filter(Expr::col((password_reset::Entity, C::ExpiresAt)).gt(Expr::current_timestamp()))
        .lock_exclusive()
        .into_tuple()
        .one(tx)
        .await
}

/// Marks every outstanding link of a user used.
pub async fn use_all(tx: &TenantTx, user_id: Uuid) -> Result<(), DbErr> {
    password_reset::Entity::update_many()
        .col_expr(password_reset::Column::UsedAt, Expr::current_timestamp())
        .filter(password_reset::Column::UserId.eq(user_id))
        .filter(password_reset::Column::UsedAt.is_null())
        .exec(tx)
        .await?;
    Ok(())
}
