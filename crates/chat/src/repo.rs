//! The chat tables. Every function takes the tenant transaction.

use chrono::{DateTime, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::extension::postgres::{PgExpr, PgFunc};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, Func, OnConflict, Query, SelectStatement};
use sea_orm::{
    ActiveEnum, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, Order, QueryFilter,
    QueryOrder, QuerySelect,
};
use uuid::Uuid;

use super::domain::{ChosenStatus, ContactStatus};
use super::entities::{chat, chat_message, chat_presence, chat_settings, chat_ticket};
use crate::applications::schema::{ApplicationColumn, ApplicationEventColumn, ApplicationEvents, Applications};
use crate::auth::access::Access;
use crate::auth::domain::{Role, UserStatus};
use crate::auth::schema::{UserColumn, Users};
use crate::auth::users::User;
use crate::auth::users::active_staff;
use crate::db;
use crate::messages::repo::{has_applied, wrote_to};
use crate::profiles::schema::{PersonColumn, Persons};
use crate::tenancy::TenantTx;

pub type ChatMessageRow = chat_message::Model;

/// A replica's presence row counts while it is younger than this; replicas refresh theirs every
/// [`super::hub::PRESENCE_REFRESH`].
const PRESENCE_FRESH: &str = "now() - interval '90 seconds'";

/// Someone the caller may chat with, as contact lists show them.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ContactRow {
    pub id: Uuid,
    pub name: String,
    pub role: Role,
    pub about: Option<String>,
    pub image_file_id: Option<Uuid>,
    pub status: ChosenStatus,
    pub connected: bool,
}

impl ContactRow {
    pub fn status(&self) -> ContactStatus {
        ContactStatus::of(self.status, self.connected)
    }
}

/// `EXISTS (a fresh presence row of users.id)`.
fn connected() -> SelectStatement {
    Query::select()
        .expr(Expr::val(1))
        .from(chat_presence::Entity)
        .and_where(Expr::col((chat_presence::Entity, chat_presence::Column::UserId)).equals((Users, UserColumn::Id)))
        .and_where(
            Expr::col((chat_presence::Entity, chat_presence::Column::RefreshedAt)).gt(Expr::cust(PRESENCE_FRESH)),
        )
        .take()
}

/// Users with what a contact list shows of them: the chosen about line, else an applicant's
/// headline; the profile photo; the status.
fn contact_select() -> SelectStatement {
    Query::select()
        .column((Users, UserColumn::Id))
        .column((Users, UserColumn::Name))
        .column((Users, UserColumn::Role))
        .expr_as(
            Func::coalesce([
                Expr::col((chat_settings::Entity, chat_settings::Column::About)),
                Expr::col((Persons, PersonColumn::Headline)),
            ]),
            Alias::new("about"),
        )
        .column((Persons, PersonColumn::ImageFileId))
        .expr_as(
            Func::coalesce([
                Expr::col((chat_settings::Entity, chat_settings::Column::Status)),
                Expr::val(ChosenStatus::Online.to_value()),
            ]),
            Alias::new("status"),
        )
        .expr_as(Expr::exists(connected()), Alias::new("connected"))
        .from(Users)
        .left_join(
            chat_settings::Entity,
            Expr::col((chat_settings::Entity, chat_settings::Column::UserId)).equals((Users, UserColumn::Id)),
        )
        .left_join(Persons, Expr::col((Persons, PersonColumn::UserId)).equals((Users, UserColumn::Id)))
        .take()
}

/// The users `me` may chat with: for staff and admins, active colleagues and the applicants who
/// applied here (to what `access` lets them see); for an applicant, the active recruiters who wrote to them (in chat or mail) or
/// moved one of their applications. Nobody chats with themselves.
fn may_chat_with(me: &User, access: &Access) -> Condition {
    let rule = if me.role == Role::User {
        let chatted = Query::select()
            .column(chat_message::Column::SenderId)
            .from(chat_message::Entity)
            .and_where(Expr::col(chat_message::Column::RecipientId).eq(me.id))
            .take();
        let moved_mine = Query::select()
            .column((ApplicationEvents, ApplicationEventColumn::ActorUserId))
            .from(ApplicationEvents)
            .inner_join(
                Applications,
                Expr::col((Applications, ApplicationColumn::Id))
                    .equals((ApplicationEvents, ApplicationEventColumn::ApplicationId)),
            )
            .inner_join(
                Persons,
                Expr::col((Persons, PersonColumn::Id)).equals((Applications, ApplicationColumn::PersonId)),
            )
            .and_where(Expr::col((Persons, PersonColumn::UserId)).eq(me.id))
            .take();
        let id = || Expr::col((Users, UserColumn::Id));
        active_staff().add(
            Condition::any()
                .add(id().in_subquery(chatted))
                .add(id().in_subquery(wrote_to(me.id)))
                .add(id().in_subquery(moved_mine)),
        )
    } else {
        Condition::any().add(active_staff()).add(
            Condition::all()
                .add(Expr::col((Users, UserColumn::Role)).eq(Role::User))
                .add(Expr::col((Users, UserColumn::Status)).eq(UserStatus::Active))
                .add(Expr::exists(has_applied(access))),
        )
    };
    Condition::all().add(Expr::col((Users, UserColumn::Id)).ne(me.id)).add(rule)
}

/// Whom `me` may chat with whose display name contains `text` (any case), by name.
pub async fn contacts(tx: &TenantTx, me: &User, text: Option<&str>, limit: u64) -> Result<Vec<ContactRow>, DbErr> {
    let access = Access::of(tx, me).await?;
    let matching = text.map(|text| Expr::col((Users, UserColumn::Name)).ilike(db::contains_pattern(text)));
    let query = contact_select()
        .cond_where(may_chat_with(me, &access))
        .cond_where(Condition::all().add_option(matching))
        .order_by((Users, UserColumn::Name), Order::Asc)
        .order_by((Users, UserColumn::Id), Order::Asc)
        .limit(limit)
        .take();
    db::fetch_all(tx, &query).await
}

/// `contact`, when `me` may chat with them.
pub async fn contact(tx: &TenantTx, me: &User, contact: Uuid) -> Result<Option<ContactRow>, DbErr> {
    let access = Access::of(tx, me).await?;
    let query = contact_select()
        .cond_where(may_chat_with(me, &access))
        .and_where(Expr::col((Users, UserColumn::Id)).eq(contact))
        .take();
    db::fetch_one(tx, &query).await
}

/// Users by id as contact lists show them, whoever they are (the other side of existing chats).
pub async fn people(tx: &TenantTx, ids: Vec<Uuid>) -> Result<Vec<ContactRow>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let query = contact_select().and_where(Expr::col((Users, UserColumn::Id)).eq(PgFunc::any(ids))).take();
    db::fetch_all(tx, &query).await
}

/// One of the caller's chats, with its last message and how many of the contact's messages are
/// unseen.
#[derive(Debug, FromQueryResult)]
pub struct ChatRow {
    pub contact_id: Uuid,
    pub is_pinned: bool,
    pub unseen: i64,
    pub last_id: Option<i64>,
    pub last_sender_id: Option<Uuid>,
    pub last_body: Option<String>,
    pub last_sent_at: Option<DateTime<Utc>>,
    pub last_seen_at: Option<DateTime<Utc>>,
}

/// The caller's chats: pinned first, then by their last message, newest first.
pub async fn chats(tx: &TenantTx, me: Uuid) -> Result<Vec<ChatRow>, DbErr> {
    // Raw: a LATERAL subquery with its own ORDER BY … LIMIT 1 per chat reads one index entry per
    // chat for the last message, which sea-query's joins cannot say.
    let statement = db::raw(
        "SELECT c.contact_id, c.is_pinned,
                (SELECT count(*) FROM chat_messages u
                  WHERE u.recipient_id = c.user_id AND u.sender_id = c.contact_id AND u.seen_at IS NULL) AS unseen,
                m.id AS last_id, m.sender_id AS last_sender_id, m.body AS last_body,
                m.sent_at AS last_sent_at, m.seen_at AS last_seen_at
           FROM chats c
           LEFT JOIN LATERAL (
                SELECT id, sender_id, body, sent_at, seen_at FROM chat_messages
                 WHERE pair_low = least(c.user_id, c.contact_id) AND pair_high = greatest(c.user_id, c.contact_id)
                 ORDER BY id DESC LIMIT 1) m ON true
          WHERE c.user_id = $1
          ORDER BY c.is_pinned DESC, m.id DESC NULLS LAST, c.created_at DESC",
        [me.into()],
    );
    db::fetch_all_raw(tx, statement).await
}

/// Whether `user` has a chat with `contact`.
pub async fn has_chat(tx: &TenantTx, user: Uuid, contact: Uuid) -> Result<bool, DbErr> {
    Ok(chat::Entity::find_by_id((user, contact)).one(tx).await?.is_some())
}

fn pair(a: Uuid, b: Uuid) -> (Uuid, Uuid) {
    if a <= b { (a, b) } else { (b, a) }
}

/// Up to `limit` messages between `me` and `contact` before the message `before` (or the
/// latest), newest first.
pub async fn history(
    tx: &TenantTx,
    me: Uuid,
    contact: Uuid,
    before: Option<i64>,
    limit: u64,
) -> Result<Vec<ChatMessageRow>, DbErr> {
    let (low, high) = pair(me, contact);
    let mut query = chat_message::Entity::find()
        .filter(chat_message::Column::PairLow.eq(low))
        .filter(chat_message::Column::PairHigh.eq(high));
    if let Some(before) = before {
        query = query.filter(chat_message::Column::Id.lt(before));
    }
    query.order_by_desc(chat_message::Column::Id).limit(limit).all(tx).await
}

/// Stores a message.
pub async fn insert_message(tx: &TenantTx, sender: Uuid, recipient: Uuid, body: &str) -> Result<ChatMessageRow, DbErr> {
    let row = chat_message::ActiveModel {
        sender_id: Set(sender),
        recipient_id: Set(recipient),
        body: Set(body.to_owned()),
        ..Default::default()
    };
    chat_message::Entity::insert(row).exec_with_returning(tx).await
}

/// Makes the chats of a first message when missing, the sender's with `pinned`; existing chats
/// keep their pins. One statement, rows in key order: two people writing each other their first
/// message at once would otherwise each wait for the other's row, and deadlock.
pub async fn ensure_chats(tx: &TenantTx, sender: Uuid, recipient: Uuid, pinned: bool) -> Result<(), DbErr> {
    let row = |user: Uuid, contact: Uuid, is_pinned: bool| chat::ActiveModel {
        user_id: Set(user),
        contact_id: Set(contact),
        is_pinned: Set(is_pinned),
        ..Default::default()
    };
    let mut rows = [(sender, recipient, pinned), (recipient, sender, false)];
    rows.sort_by_key(|(user, contact, _)| (*user, *contact));
    chat::Entity::insert_many(rows.map(|(user, contact, is_pinned)| row(user, contact, is_pinned)))
        .on_conflict_do_nothing_on([chat::Column::UserId, chat::Column::ContactId])
        .exec(tx)
        .await?;
    Ok(())
}

/// Pins or unpins `user`'s chat with `contact`, making it when missing.
pub async fn set_pinned(tx: &TenantTx, user: Uuid, contact: Uuid, pinned: bool) -> Result<(), DbErr> {
    let row = chat::ActiveModel {
        user_id: Set(user),
        contact_id: Set(contact),
        is_pinned: Set(pinned),
        ..Default::default()
    };
    chat::Entity::insert(row)
        .on_conflict(
            OnConflict::columns([chat::Column::UserId, chat::Column::ContactId])
                .update_column(chat::Column::IsPinned)
                .to_owned(),
        )
        .exec(tx)
        .await?;
    Ok(())
}

#[derive(FromQueryResult)]
struct MaxId {
    id: Option<i64>,
}

/// Marks every unseen message from `contact` to `me` seen; the highest id marked, if any.
pub async fn mark_seen(tx: &TenantTx, me: Uuid, contact: Uuid) -> Result<Option<i64>, DbErr> {
    let update = Query::update()
        .table(chat_message::Entity)
        .value(chat_message::Column::SeenAt, Expr::cust("now()"))
        .and_where(Expr::col(chat_message::Column::RecipientId).eq(me))
        .and_where(Expr::col(chat_message::Column::SenderId).eq(contact))
        .and_where(Expr::col(chat_message::Column::SeenAt).is_null())
        .returning(Query::returning().column(chat_message::Column::Id))
        .take();
    let rows = tx.query_all(&update).await?;
    let ids: Result<Vec<i64>, DbErr> = rows.iter().map(|row| row.try_get("", "id")).collect();
    Ok(ids?.into_iter().max())
}

/// Messages by id (for a notification's delivery).
pub async fn messages(tx: &TenantTx, ids: Vec<i64>) -> Result<Vec<ChatMessageRow>, DbErr> {
    let query = db::select::<chat_message::Entity>()
        .and_where(Expr::col(chat_message::Column::Id).eq(PgFunc::any(ids)))
        .order_by(chat_message::Column::Id, Order::Asc)
        .take();
    db::fetch_all(tx, &query).await
}

/// Messages to or from any of `users` after the message `after`, oldest first, `limit` at most
/// (a socket's resync; all of them for a data export).
pub async fn messages_after(
    tx: &TenantTx,
    users: Vec<Uuid>,
    after: i64,
    limit: Option<u64>,
) -> Result<Vec<ChatMessageRow>, DbErr> {
    let mut query = db::select::<chat_message::Entity>()
        .cond_where(
            Condition::any()
                .add(Expr::col(chat_message::Column::SenderId).eq(PgFunc::any(users.clone())))
                .add(Expr::col(chat_message::Column::RecipientId).eq(PgFunc::any(users))),
        )
        .and_where(Expr::col(chat_message::Column::Id).gt(after))
        .order_by(chat_message::Column::Id, Order::Asc)
        .take();
    if let Some(limit) = limit {
        query.limit(limit);
    }
    db::fetch_all(tx, &query).await
}

/// The highest message id so far (0 when there is none).
pub async fn last_message_id(tx: &TenantTx) -> Result<i64, DbErr> {
    let query = Query::select()
        .expr_as(Func::max(Expr::col(chat_message::Column::Id)), Alias::new("id"))
        .from(chat_message::Entity)
        .take();
    Ok(db::fetch_one::<MaxId>(tx, &query).await?.and_then(|row| row.id).unwrap_or(0))
}

/// The users who have a chat with `user` (whom a change of their status concerns).
pub async fn chat_partners(tx: &TenantTx, user: Uuid) -> Result<Vec<Uuid>, DbErr> {
    chat::Entity::find()
        .select_only()
        .column(chat::Column::UserId)
        .filter(chat::Column::ContactId.eq(user))
        .into_tuple()
        .all(tx)
        .await
}

/// The caller's chosen status and about line (the defaults until they choose).
pub async fn settings(tx: &TenantTx, user: Uuid) -> Result<(ChosenStatus, Option<String>), DbErr> {
    let row = chat_settings::Entity::find_by_id(user).one(tx).await?;
    Ok(row.map_or((ChosenStatus::Online, None), |row| (row.status, row.about)))
}

pub async fn save_settings(
    tx: &TenantTx,
    user: Uuid,
    status: ChosenStatus,
    about: Option<String>,
) -> Result<(), DbErr> {
    let row = chat_settings::ActiveModel { user_id: Set(user), status: Set(status), about: Set(about) };
    chat_settings::Entity::insert(row)
        .on_conflict(
            OnConflict::column(chat_settings::Column::UserId)
                .update_columns([chat_settings::Column::Status, chat_settings::Column::About])
                .to_owned(),
        )
        .exec(tx)
        .await?;
    Ok(())
}

/// Keeps a ticket's hash until it expires.
pub async fn insert_ticket(
    tx: &TenantTx,
    hash: Vec<u8>,
    user: Uuid,
    session: Uuid,
    expires_at: DateTime<Utc>,
) -> Result<(), DbErr> {
    let row = chat_ticket::ActiveModel {
        ticket_hash: Set(hash),
        user_id: Set(user),
        expires_at: Set(expires_at),
        session_id: Set(Some(session)),
    };
    chat_ticket::Entity::insert(row).exec(tx).await?;
    Ok(())
}

/// Uses up a ticket: the user it was issued to and their session, if it is unused and unexpired.
pub async fn take_ticket(tx: &TenantTx, hash: Vec<u8>) -> Result<Option<(Uuid, Option<Uuid>)>, DbErr> {
    let taken = chat_ticket::Entity::delete_many()
        .filter(chat_ticket::Column::TicketHash.eq(hash))
        .filter(Expr::col(chat_ticket::Column::ExpiresAt).gt(Expr::cust("now()")))
        .exec_with_returning(tx)
        .await?;
    Ok(taken.into_iter().next().map(|ticket| (ticket.user_id, ticket.session_id)))
}

/// Deletes expired tickets (the clean-up job); how many.
pub async fn prune_tickets(tx: &TenantTx) -> Result<u64, DbErr> {
    let expired = Expr::col(chat_ticket::Column::ExpiresAt).lte(Expr::cust("now()"));
    Ok(chat_ticket::Entity::delete_many().filter(expired).exec(tx).await?.rows_affected)
}

/// An active user of the tenant by id (the ticket's holder, checked again at the socket).
pub async fn active_user(tx: &TenantTx, id: Uuid) -> Result<Option<User>, DbErr> {
    Ok(crate::auth::users::find_by_id(tx, id).await?.filter(|user| user.status == UserStatus::Active))
}

/// Records that `users` have sockets on `replica` now (the database's now: replicas' clocks may
/// differ).
pub async fn refresh_presence(tx: &TenantTx, replica: Uuid, users: Vec<Uuid>) -> Result<(), DbErr> {
    if !users.is_empty() {
        let mut insert = Query::insert()
            .into_table(chat_presence::Entity)
            .columns([
                chat_presence::Column::UserId,
                chat_presence::Column::ReplicaId,
                chat_presence::Column::RefreshedAt,
            ])
            .on_conflict(
                OnConflict::columns([chat_presence::Column::UserId, chat_presence::Column::ReplicaId])
                    .update_column(chat_presence::Column::RefreshedAt)
                    .to_owned(),
            )
            .to_owned();
        for user in users {
            insert
                .values([Expr::val(user), Expr::val(replica), Expr::current_timestamp()])
                .map_err(|err| DbErr::Custom(err.to_string()))?;
        }
        tx.execute(&insert).await?;
    }
    // Rows a stopped replica left behind no longer count; they go here.
    chat_presence::Entity::delete_many()
        .filter(Expr::col(chat_presence::Column::RefreshedAt).lte(Expr::cust(PRESENCE_FRESH)))
        .exec(tx)
        .await?;
    Ok(())
}

/// Of `users`, those who are active users of the tenant.
pub async fn active_among(tx: &TenantTx, users: Vec<Uuid>) -> Result<Vec<Uuid>, DbErr> {
    let active = Condition::all()
        .add(Expr::col((Users, UserColumn::Id)).eq(PgFunc::any(users)))
        .add(Expr::col((Users, UserColumn::Status)).eq(UserStatus::Active));
    crate::auth::users::ids_matching(tx, active).await
}

/// Where a socket's catch-up starts when it was last given message `after`: before every message
/// stored up to [`super::hub::LOOKBACK_SECS`] before that one, since a transaction that took an
/// earlier id may have committed later. An `after` that names no message of the tenant counts
/// as the latest (so a mark carried over from elsewhere does not mute the socket).
pub async fn resync_floor(tx: &TenantTx, after: i64) -> Result<i64, DbErr> {
    let Some(mark) = chat_message::Entity::find_by_id(after).one(tx).await? else {
        return Ok(std::cmp::min(after, last_message_id(tx).await?));
    };
    let since = mark.sent_at - chrono::Duration::seconds(super::hub::LOOKBACK_SECS);
    let older: Option<i64> = chat_message::Entity::find()
        .select_only()
        .column(chat_message::Column::Id)
        .filter(chat_message::Column::Id.lte(after))
        .filter(chat_message::Column::SentAt.lt(since))
        .order_by_desc(chat_message::Column::Id)
        .limit(1)
        .into_tuple()
        .one(tx)
        .await?;
    Ok(older.unwrap_or(0))
}

/// `user` has no socket on `replica` any more.
pub async fn leave(tx: &TenantTx, replica: Uuid, user: Uuid) -> Result<(), DbErr> {
    chat_presence::Entity::delete_many()
        .filter(chat_presence::Column::UserId.eq(user))
        .filter(chat_presence::Column::ReplicaId.eq(replica))
        .exec(tx)
        .await?;
    Ok(())
}
