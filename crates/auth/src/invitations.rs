//! The `invitations` table: colleagues invited by an admin, each with a single-use link stored as
//! the SHA-256 of its token. An invitation is *open* until it is accepted or revoked; an open one
//! past `expires_at` is expired, and re-sending it gives it a new link and 7 more days. Every
//! function takes the tenant transaction.

use chrono::{Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, Query, SelectStatement};
use sea_orm::{ColumnTrait, Condition, DbErr, EntityTrait, Order, QueryFilter, QuerySelect, RelationTrait};
use uuid::Uuid;

use super::AuthState;
use super::domain::{Email, Locale, Role};
use super::entities::{invitation, user};
use super::tokens::{random_token, token_hash};
use super::users::User;
use crate::db;
use crate::error::ApiError;
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::TenantTx;
use crate::views::Invitation;

/// How long an invitation's link works.
pub const INVITATION_TTL: Duration = Duration::days(7);

fn open() -> sea_orm::Condition {
    sea_orm::Condition::all()
        .add(Expr::col((invitation::Entity, invitation::Column::AcceptedAt)).is_null())
        .add(Expr::col((invitation::Entity, invitation::Column::RevokedAt)).is_null())
}

fn unexpired() -> Expr {
    Expr::col((invitation::Entity, invitation::Column::ExpiresAt)).gt(Expr::current_timestamp())
}

fn open_invitations() -> SelectStatement {
    use invitation::Column as C;
    Query::select()
        .columns(
            [C::Id, C::Email, C::Role, C::Department, C::Locale, C::CreatedAt, C::SentAt, C::ExpiresAt]
                .map(|c| (invitation::Entity, c)),
        )
        .expr_as(Expr::col((user::Entity, user::Column::Name)), "invited_by_name")
        .expr_as(unexpired().not(), "expired")
        .from(invitation::Entity)
        .left_join(user::Entity, Condition::from(invitation::Relation::Inviter.def()))
        .cond_where(open())
        .take()
}

/// Every open invitation, newest first.
pub async fn list_open(tx: &TenantTx) -> Result<Vec<Invitation>, DbErr> {
    let query = open_invitations().order_by((invitation::Entity, invitation::Column::CreatedAt), Order::Desc).take();
    db::fetch_all(tx, &query).await
}

pub async fn find_open(tx: &TenantTx, id: Uuid) -> Result<Option<Invitation>, DbErr> {
    let query = open_invitations().and_where(Expr::col((invitation::Entity, invitation::Column::Id)).eq(id)).take();
    db::fetch_one(tx, &query).await
}

/// Whether `email` has an open, unexpired invitation. An expired one is revoked on the way: a
/// new invitation replaces it.
pub async fn pending_for(tx: &TenantTx, email: &Email) -> Result<bool, DbErr> {
    invitation::Entity::update_many()
        .col_expr(invitation::Column::RevokedAt, Expr::current_timestamp())
        .filter(invitation::Column::Email.eq(email.as_str()))
        .filter(open())
        .filter(unexpired().not())
        .exec(tx)
        .await?;
    let open: Option<Uuid> = invitation::Entity::find()
        .select_only()
        .column(invitation::Column::Id)
        .filter(invitation::Column::Email.eq(email.as_str()))
        .filter(open())
        .into_tuple()
        .one(tx)
        .await?;
    Ok(open.is_some())
}

pub struct NewInvitation<'a> {
    pub email: &'a Email,
    pub role: Role,
    pub department: Option<String>,
    pub locale: Locale,
}

/// Records an invitation and returns its id and its link's token.
pub async fn insert(tx: &TenantTx, new: NewInvitation<'_>, by: &User) -> Result<(Uuid, String), DbErr> {
    let token = random_token();
    let row = invitation::ActiveModel {
        email: Set(new.email.as_str().to_owned()),
        role: Set(new.role),
        department: Set(new.department),
        locale: Set(new.locale),
        token_hash: Set(token_hash(&token)),
        invited_by: Set(Some(by.id)),
        expires_at: Set(Utc::now() + INVITATION_TTL),
        ..Default::default()
    };
    let id = invitation::Entity::insert(row).exec(tx).await?.last_insert_id;
    Ok((id, token))
}

/// Gives open invitation `id` a new link and 7 more days (the old link stops working); its token,
/// or `None` when there is no such open invitation.
pub async fn renew(tx: &TenantTx, id: Uuid, by: &User) -> Result<Option<String>, DbErr> {
    let token = random_token();
    let renewed = invitation::Entity::update_many()
        .col_expr(invitation::Column::TokenHash, Expr::val(token_hash(&token)))
        .col_expr(invitation::Column::ExpiresAt, Expr::val(Utc::now() + INVITATION_TTL))
        .col_expr(invitation::Column::SentAt, Expr::current_timestamp())
        .col_expr(invitation::Column::InvitedBy, Expr::val(by.id))
        .filter(invitation::Column::Id.eq(id))
        .filter(open())
        .exec(tx)
        .await?;
    Ok((renewed.rows_affected == 1).then_some(token))
}

/// Revokes open invitation `id`; its e-mail address, or `None` when there is no such one.
pub async fn revoke(tx: &TenantTx, id: Uuid) -> Result<Option<String>, DbErr> {
    let revoked = invitation::Entity::update_many()
        .col_expr(invitation::Column::RevokedAt, Expr::current_timestamp())
        .filter(invitation::Column::Id.eq(id))
        .filter(open())
        .exec_with_returning(tx)
        .await?;
    Ok(revoked.into_iter().next().map(|row| row.email))
}

/// Whether an invitation still has an admin behind it: one who was demoted, blocked or erased
/// since cannot bring anyone in (a re-send by an active admin makes it theirs).
fn inviter_is_active_admin() -> Expr {
    Expr::exists(
        Query::select()
            .expr(Expr::val(1))
            .from(user::Entity)
            .and_where(
                Expr::col((user::Entity, user::Column::Id)).equals((invitation::Entity, invitation::Column::InvitedBy)),
            )
            .and_where(Expr::col((user::Entity, user::Column::Role)).eq(Role::Admin))
            .and_where(Expr::col((user::Entity, user::Column::Status)).eq(super::domain::UserStatus::Active))
            .take(),
    )
}

/// Whether to lock what [`usable`] finds for the rest of the transaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lock {
    /// Reading only (the preview, the check before the password hash).
    No,
    /// Accepting: a second accept of the same link waits, then finds it used.
    ForUpdate,
}

/// The open, unexpired invitation whose link carries `token`, with who sent it.
pub async fn usable(
    tx: &TenantTx,
    token: &str,
    lock: Lock,
) -> Result<Option<(invitation::Model, Option<String>)>, DbErr> {
    let mut query = invitation::Entity::find()
        .filter(invitation::Column::TokenHash.eq(token_hash(token)))
        .filter(open())
        .filter(unexpired())
        .filter(inviter_is_active_admin());
    if lock == Lock::ForUpdate {
        query = query.lock_exclusive();
    }
    let found = query.one(tx).await?;
    let Some(found) = found else { return Ok(None) };
    let inviter: Option<String> = match found.invited_by {
        Some(id) => user::Entity::find_by_id(id).select_only().column(user::Column::Name).into_tuple().one(tx).await?,
        None => None,
    };
    Ok(Some((found, inviter)))
}

/// Marks invitation `id` accepted by `user_id`.
pub async fn accept(tx: &TenantTx, id: Uuid, user_id: Uuid) -> Result<(), DbErr> {
    invitation::Entity::update_many()
        .col_expr(invitation::Column::AcceptedAt, Expr::current_timestamp())
        .col_expr(invitation::Column::UserId, Expr::val(user_id))
        .filter(invitation::Column::Id.eq(id))
        .exec(tx)
        .await?;
    Ok(())
}

/// Forgets an erased user's address: the invitations to it go, and the audit entries about them
/// keep their ids but not the address.
pub async fn forget(tx: &TenantTx, user_id: Uuid, email: &str) -> Result<(), DbErr> {
    use crate::audit::entity::{Column as A, Entity as Log};
    let gone = invitation::Entity::delete_many()
        .filter(Condition::any().add(invitation::Column::UserId.eq(user_id)).add(invitation::Column::Email.eq(email)))
        .exec_with_returning(tx)
        .await?;
    let ids: Vec<String> = gone.into_iter().map(|row| row.id.to_string()).collect();
    if !ids.is_empty() {
        Log::update_many()
            .col_expr(A::Details, Expr::cust_with_expr("details - $1", "email"))
            .filter(A::SubjectType.eq("invitation"))
            .filter(A::SubjectId.is_in(ids))
            .exec(tx)
            .await?;
    }
    Ok(())
}

/// Deletes invitations revoked, or expired unaccepted, more than 30 days ago (accepted ones stay:
/// they say who invited whom). The clean-up job calls it.
pub async fn prune(tx: &TenantTx) -> Result<u64, DbErr> {
    let cutoff = Utc::now() - Duration::days(30);
    let deleted = invitation::Entity::delete_many()
        .filter(invitation::Column::AcceptedAt.is_null())
        .filter(invitation::Column::RevokedAt.lt(cutoff).or(invitation::Column::ExpiresAt.lt(cutoff)))
        .exec(tx)
        .await?;
    Ok(deleted.rows_affected)
}

/// What an invitation mail says.
pub struct Mailed<'a> {
    pub email: &'a str,
    pub role: Role,
    pub locale: Locale,
    pub token: &'a str,
}

/// Mails an invitation's link, in its language, from `by`.
pub async fn send(tx: &TenantTx, state: &AuthState, mailed: Mailed<'_>, by: &User) -> Result<(), ApiError> {
    let Mailed { email, role, locale, token } = mailed;
    let link = format!("{}/pages/accept-invitation?tenant={}&token={token}", state.public_url, tx.tenant().slug);
    if state.log_mail_links {
        tracing::info!(%link, "invitation link (development only)");
    }
    mail::enqueue(
        tx,
        Recipient { address: email, name: email, locale },
        &MailKind::TeamInvitation { inviter: by.name.clone(), role: role.as_str().to_owned(), link },
    )
    .await?;
    Ok(())
}
