//! The message tables. Every function takes the tenant transaction.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::extension::postgres::{PgBinOper, PgExpr, PgFunc};
use sea_orm::sea_query::{
    Alias, Expr, ExprTrait, Func, LockType, OnConflict, Query, QueryStatementBuilder, SelectStatement,
};
use sea_orm::{
    ActiveEnum, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, Order, QueryFilter,
    QueryOrder, QuerySelect, RelationTrait,
};
use uuid::Uuid;

use super::domain::{MessageFolder, MessageLabel, MessageView};
use super::entities::{attachment, copy, folder_total, message, notice, sender_notice, thread};
use crate::applications::schema::{ApplicationColumn, ApplicationEventColumn, ApplicationEvents, Applications};
use crate::auth::access::Access;
use crate::auth::domain::{Role, UserStatus};
use crate::auth::schema::{UserColumn, Users};
use crate::auth::users::active_staff;
use crate::auth::users::{self, User, UserOrder};
use crate::db;
use crate::files::FileKind;
use crate::files::entities::file;
use crate::files::repo::FileRecord;
use crate::paging::Total;
use crate::profiles::schema::{PersonColumn, Persons};
use crate::tenancy::TenantTx;

pub type MessageRow = message::Model;

/// How much of a body a list row reads (the excerpt is cut from it).
const BODY_START_CHARS: i32 = 400;

/// Who wrote to whom about what: the part of a message every answer shows.
#[derive(Debug, FromQueryResult)]
pub struct Head {
    pub id: i64,
    pub thread_id: i64,
    pub sender_user_id: Option<Uuid>,
    pub sender_name: String,
    pub sender_email: String,
    pub to_user_ids: Vec<Uuid>,
    pub subject: String,
    pub is_draft: bool,
}

/// The caller's copy of a message.
#[derive(Debug, FromQueryResult)]
pub struct CopyState {
    pub folder: MessageFolder,
    pub starred: bool,
    pub unread: bool,
    pub labels: Vec<MessageLabel>,
    pub sent_at: DateTime<Utc>,
    pub application_id: Option<i64>,
}

/// One row of a list.
#[derive(Debug, FromQueryResult)]
pub struct SummaryRow {
    #[sea_orm(nested)]
    pub head: Head,
    #[sea_orm(nested)]
    pub copy: CopyState,
    pub body_start: String,
    pub attachment_count: i64,
}

/// A whole message and the caller's copy of it.
#[derive(Debug, FromQueryResult)]
pub struct MessageWithCopy {
    #[sea_orm(nested)]
    pub head: Head,
    #[sea_orm(nested)]
    pub copy: CopyState,
    pub body: String,
    pub private: bool,
}

/// The caller's copies, joined to their messages.
fn copies_with_messages(user_id: Uuid) -> SelectStatement {
    Query::select()
        .from(copy::Entity)
        .inner_join(message::Entity, Condition::from(copy::Relation::Message.def()))
        .and_where(Expr::col((copy::Entity, copy::Column::UserId)).eq(user_id))
        .take()
}

/// [`copies_with_messages`] selecting a [`Head`] and a [`CopyState`].
fn heads_and_copies(user_id: Uuid) -> SelectStatement {
    use copy::Column as C;
    use message::Column as M;
    let (c, m) = (copy::Entity, message::Entity);
    copies_with_messages(user_id)
        .expr_as(Expr::col((c, C::MessageId)), "id")
        .columns(
            [M::ThreadId, M::SenderUserId, M::SenderName, M::SenderEmail, M::ToUserIds, M::Subject, M::IsDraft]
                .map(|column| (m, column)),
        )
        .columns([C::Folder, C::Starred, C::Unread, C::Labels, C::SentAt, C::ApplicationId].map(|column| (c, column)))
        .take()
}

/// [`heads_and_copies`] with the body, for [`MessageWithCopy`].
fn whole_messages(user_id: Uuid) -> SelectStatement {
    let m = message::Entity;
    heads_and_copies(user_id).columns([(m, message::Column::Body), (m, message::Column::Private)]).take()
}

fn view_condition(view: MessageView) -> Condition {
    let folder = Expr::col((copy::Entity, copy::Column::Folder));
    let not_trash = folder.clone().ne(MessageFolder::Trash);
    match view {
        MessageView::Folder(f) => Condition::all().add(folder.eq(f)),
        MessageView::Starred => Condition::all().add(Expr::col((copy::Entity, copy::Column::Starred))).add(not_trash),
        MessageView::Label(label) => Condition::all()
            .add(
                Expr::col((copy::Entity, copy::Column::Labels))
                    .binary(PgBinOper::Contains, Expr::val(vec![label.to_value()])),
            )
            .add(not_trash),
        MessageView::Application(id) => Condition::all()
            .add(Expr::col((copy::Entity, copy::Column::ApplicationId)).eq(id))
            .add(folder.is_not_in([MessageFolder::Trash, MessageFolder::Draft])),
        MessageView::Kept => Condition::all().add(folder.is_not_in([MessageFolder::Trash, MessageFolder::Spam])),
    }
}

pub struct ListFilter<'a> {
    pub view: MessageView,
    pub query: Option<&'a str>,
    pub limit: u64,
    pub offset: u64,
}

/// One page of the caller's mail in `filter.view`, newest first, and how many match. A search
/// matches the words of `filter.query` (the last may be unfinished) and is planned for its own
/// text; a folder's total is read from `mail_folder_totals` rather than counted.
pub async fn list(tx: &TenantTx, user_id: Uuid, filter: &ListFilter<'_>) -> Result<(Vec<SummaryRow>, Total), DbErr> {
    let mut conditions = view_condition(filter.view);
    if let Some(text) = filter.query {
        let Some(words) = db::words_query(text, db::Unfinished::LastWord) else {
            return Ok((Vec::new(), Total::exact(0)));
        };
        db::plan_for_each_value(tx).await?;
        conditions = conditions.add(Expr::col((message::Entity, Alias::new("search"))).matches(db::tsquery(&words)));
    }
    let (c, m) = (copy::Entity, message::Entity);
    let attachments = Query::select()
        .expr(db::count_all())
        .from(attachment::Entity)
        .and_where(Expr::col((attachment::Entity, attachment::Column::MessageId)).equals((c, copy::Column::MessageId)))
        .take();
    let mut page = heads_and_copies(user_id);
    page.expr_as(Func::cust("left").arg(Expr::col((m, message::Column::Body))).arg(BODY_START_CHARS), "body_start")
        .expr_as(Expr::SubQuery(None, Box::new(attachments.into_sub_query_statement())), "attachment_count")
        .cond_where(conditions.clone())
        .order_by((c, copy::Column::SentAt), Order::Desc)
        .order_by((c, copy::Column::MessageId), Order::Desc)
        .limit(filter.limit)
        .offset(filter.offset);
    let count = match (filter.view, filter.query) {
        (MessageView::Folder(folder), None) => folder_total(user_id, folder),
        (_, None) => Query::select()
            .expr_as(db::count_all(), "total")
            .from(c)
            .and_where(Expr::col((c, copy::Column::UserId)).eq(user_id))
            .cond_where(conditions)
            .take(),
        // A search counts up to the cap: every match of a common word joined with a busy
        // mailbox's copies was nearly all of its time.
        (_, Some(_)) => db::count_at_most(
            Query::select()
                .expr(Expr::val(1))
                .from(c)
                .inner_join(m, Condition::from(copy::Relation::Message.def()))
                .and_where(Expr::col((c, copy::Column::UserId)).eq(user_id))
                .cond_where(conditions)
                .take(),
        ),
    };
    let (rows, counted) = db::page_with_total(tx, count, page).await?;
    Ok((rows, if filter.query.is_some() { Total::capped(counted) } else { Total::exact(counted) }))
}

/// `SELECT coalesce(max(total), 0) AS total` of the user's copies in `folder`: one row, also
/// before their first message (`max` of the one row keeps its `bigint`; `sum` would be numeric).
fn folder_total(user_id: Uuid, folder: MessageFolder) -> SelectStatement {
    use folder_total::Column as T;
    Query::select()
        .expr_as(Func::coalesce([Expr::from(Func::max(Expr::col(T::Total))), Expr::val(0i64)]), "total")
        .from(folder_total::Entity)
        .and_where(Expr::col(T::UserId).eq(user_id))
        .and_where(Expr::col(T::Folder).eq(folder))
        .take()
}

/// One group of the caller's unread copies (and drafts, counted whole).
#[derive(Debug, FromQueryResult)]
pub struct CountRow {
    pub folder: MessageFolder,
    pub starred: bool,
    pub unread: bool,
    pub labels: Vec<MessageLabel>,
    pub application_id: Option<i64>,
    pub n: i64,
}

/// The caller's unread copies grouped by folder, star, labels and application, and their drafts,
/// in one statement read from the partial index `mail_copies_unread_idx`.
pub async fn counts(tx: &TenantTx, user_id: Uuid) -> Result<Vec<CountRow>, DbErr> {
    use copy::Column as C;
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![user_id.into(), MessageFolder::Draft.into()], || {
        let groups = [C::Folder, C::Starred, C::Unread, C::Labels, C::ApplicationId];
        Query::select()
            .columns(groups)
            .expr_as(db::count_all(), "n")
            .from(copy::Entity)
            .and_where(Expr::col(C::UserId).eq(user_id))
            .and_where(Expr::col(C::Unread).or(Expr::col(C::Folder).eq(MessageFolder::Draft)))
            .group_by_columns(groups)
            .take()
    });
    db::fetch_all_raw(tx, statement).await
}

/// The messages of `message_id`'s thread the caller has a copy of, oldest first: sent ones, and
/// `message_id` itself even when it is a draft. Empty when the caller has no copy of it.
pub async fn thread_of(tx: &TenantTx, user_id: Uuid, message_id: i64) -> Result<Vec<MessageWithCopy>, DbErr> {
    let m = message::Entity;
    let thread = Query::select()
        .column(message::Column::ThreadId)
        .from(m)
        .and_where(Expr::col(message::Column::Id).eq(message_id))
        .take();
    let mut query = whole_messages(user_id);
    query
        .and_where(
            Expr::col((m, message::Column::ThreadId))
                .eq(Expr::SubQuery(None, Box::new(thread.into_sub_query_statement()))),
        )
        .cond_where(
            Condition::any()
                .add(Expr::col((m, message::Column::IsDraft)).not())
                .add(Expr::col((m, message::Column::Id)).eq(message_id)),
        )
        .order_by((m, message::Column::SentAt), Order::Asc)
        .order_by((m, message::Column::Id), Order::Asc);
    let rows: Vec<MessageWithCopy> = db::fetch_all(tx, &query).await?;
    Ok(if rows.iter().any(|row| row.head.id == message_id) { rows } else { Vec::new() })
}

/// One message the caller has a copy of.
pub async fn message(tx: &TenantTx, user_id: Uuid, message_id: i64) -> Result<Option<MessageWithCopy>, DbErr> {
    let query =
        whole_messages(user_id).and_where(Expr::col((copy::Entity, copy::Column::MessageId)).eq(message_id)).take();
    db::fetch_one(tx, &query).await
}

/// Marks the caller's copies in a thread read.
/// The ids of `thread_id`'s messages.
fn in_thread(thread_id: i64) -> SelectStatement {
    Query::select()
        .column(message::Column::Id)
        .from(message::Entity)
        .and_where(Expr::col(message::Column::ThreadId).eq(thread_id))
        .take()
}

pub async fn mark_thread_read(tx: &TenantTx, user_id: Uuid, thread_id: i64) -> Result<(), DbErr> {
    copy::Entity::update_many()
        .col_expr(copy::Column::Unread, Expr::value(false))
        .filter(copy::Column::UserId.eq(user_id))
        .filter(copy::Column::Unread.eq(true))
        .filter(copy::Column::MessageId.in_subquery(in_thread(thread_id)))
        .exec(tx)
        .await?;
    Ok(())
}

/// The files attached to the messages, in order, as `(message id, file)`.
pub async fn attachments_of(tx: &TenantTx, message_ids: Vec<i64>) -> Result<Vec<(i64, FileRecord)>, DbErr> {
    #[derive(FromQueryResult)]
    struct Attached {
        message_id: i64,
        #[sea_orm(nested)]
        file: FileRecord,
    }
    let a = attachment::Entity;
    let query = db::select::<file::Entity>()
        .column((a, attachment::Column::MessageId))
        .inner_join(a, Condition::from(attachment::Relation::File.def().rev()))
        .and_where(Expr::col((a, attachment::Column::MessageId)).eq(PgFunc::any(Expr::val(message_ids))))
        .order_by((a, attachment::Column::MessageId), Order::Asc)
        .order_by((a, attachment::Column::Position), Order::Asc)
        .take();
    let rows: Vec<Attached> = db::fetch_all(tx, &query).await?;
    Ok(rows.into_iter().map(|row| (row.message_id, row.file)).collect())
}

/// The file if it is attached to a message the caller has a copy of.
pub async fn attachment_for(
    tx: &TenantTx,
    user_id: Uuid,
    message_id: i64,
    file_id: Uuid,
) -> Result<Option<FileRecord>, DbErr> {
    let visible = Query::select()
        .expr(Expr::val(1))
        .from(copy::Entity)
        .and_where(Expr::col(copy::Column::UserId).eq(user_id))
        .and_where(Expr::col(copy::Column::MessageId).eq(message_id))
        .take();
    let attached = Query::select()
        .expr(Expr::val(1))
        .from(attachment::Entity)
        .and_where(Expr::col(attachment::Column::MessageId).eq(message_id))
        .and_where(Expr::col(attachment::Column::FileId).equals((file::Entity, file::Column::Id)))
        .take();
    let query = db::select::<file::Entity>()
        .and_where(Expr::col((file::Entity, file::Column::Id)).eq(file_id))
        .and_where(Expr::exists(visible))
        .and_where(Expr::exists(attached))
        .take();
    db::fetch_one(tx, &query).await
}

/// Of `ids`, the attachment files the user uploaded that no other message than `except` carries.
pub async fn usable_attachments(
    tx: &TenantTx,
    owner: Uuid,
    ids: &[Uuid],
    except: Option<i64>,
) -> Result<Vec<Uuid>, DbErr> {
    let mut elsewhere = Query::select();
    elsewhere.expr(Expr::val(1)).from(attachment::Entity).and_where(
        Expr::col((attachment::Entity, attachment::Column::FileId)).equals((file::Entity, file::Column::Id)),
    );
    if let Some(message_id) = except {
        elsewhere.and_where(Expr::col((attachment::Entity, attachment::Column::MessageId)).ne(message_id));
    }
    file::Entity::find()
        .select_only()
        .column(file::Column::Id)
        .filter(file::Column::Id.is_in(ids.iter().copied()))
        .filter(file::Column::OwnerUserId.eq(owner))
        .filter(file::Column::Kind.eq(FileKind::Attachment))
        .filter(Expr::not_exists(elsewhere.take()))
        .into_tuple()
        .all(tx)
        .await
}

pub async fn insert_thread(tx: &TenantTx, application_id: Option<i64>) -> Result<i64, DbErr> {
    let model = thread::ActiveModel { application_id: sea_orm::ActiveValue::Set(application_id), ..Default::default() };
    Ok(thread::Entity::insert(model).exec(tx).await?.last_insert_id)
}

/// Sets what a thread is about (a draft that starts one may change it), on its copies too.
pub async fn set_thread_application(tx: &TenantTx, thread_id: i64, application_id: Option<i64>) -> Result<(), DbErr> {
    thread::Entity::update_many()
        .col_expr(thread::Column::ApplicationId, Expr::val(application_id))
        .filter(thread::Column::Id.eq(thread_id))
        .exec(tx)
        .await?;
    copy::Entity::update_many()
        .col_expr(copy::Column::ApplicationId, Expr::val(application_id))
        .filter(copy::Column::MessageId.in_subquery(in_thread(thread_id)))
        .exec(tx)
        .await?;
    Ok(())
}

pub struct NewMessage<'a> {
    pub thread_id: i64,
    pub sender: &'a User,
    pub to: &'a [Uuid],
    pub subject: &'a str,
    pub body: &'a str,
    pub private: bool,
    pub draft: bool,
}

/// Stores a message (dated by the database clock) and returns it.
pub async fn insert_message(tx: &TenantTx, new: NewMessage<'_>) -> Result<MessageRow, DbErr> {
    use sea_orm::ActiveValue::Set;
    let model = message::ActiveModel {
        thread_id: Set(new.thread_id),
        sender_user_id: Set(Some(new.sender.id)),
        sender_name: Set(new.sender.name.clone()),
        sender_email: Set(new.sender.email.clone()),
        to_user_ids: Set(new.to.to_vec()),
        subject: Set(new.subject.to_owned()),
        body: Set(new.body.to_owned()),
        private: Set(new.private),
        is_draft: Set(new.draft),
        ..Default::default()
    };
    message::Entity::insert(model).exec_with_returning(tx).await
}

/// Rewrites a draft and dates it now; one no longer `new.draft` is sent.
pub async fn update_draft(tx: &TenantTx, id: i64, new: &NewMessage<'_>) -> Result<MessageRow, DbErr> {
    use message::Column as C;
    message::Entity::update_many()
        .col_expr(C::ToUserIds, Expr::val(new.to.to_vec()))
        .col_expr(C::Subject, Expr::val(new.subject))
        .col_expr(C::Body, Expr::val(new.body))
        .col_expr(C::Private, Expr::val(new.private))
        .col_expr(C::IsDraft, Expr::val(new.draft))
        .col_expr(C::SentAt, Expr::current_timestamp())
        .filter(C::Id.eq(id))
        .exec(tx)
        .await?;
    message::Entity::find_by_id(id).one(tx).await?.ok_or(DbErr::RecordNotFound("draft".into()))
}

/// Files a message: its sender's copy (in Sent, or in Drafts while it is one, with the sender's
/// labels) and, once sent, each recipient's copy in their inbox, unread, labelled private when
/// the message is. A draft saved again or sent has its sender's copy refiled.
pub async fn file_copies(
    tx: &TenantTx,
    message: &MessageRow,
    sender_labels: &[MessageLabel],
    recipients: &[Uuid],
) -> Result<(), DbErr> {
    use copy::Column as C;
    let sender_folder = if message.is_draft { MessageFolder::Draft } else { MessageFolder::Sent };
    let recipient_labels = if message.private { vec![MessageLabel::Private] } else { Vec::new() };
    let sender = message.sender_user_id.map(|id| (id, sender_folder, false, sender_labels));
    let received = recipients
        .iter()
        .filter(|_| !message.is_draft)
        .map(|id| (*id, MessageFolder::Inbox, true, recipient_labels.as_slice()));
    // Each copy repeats its thread's application, read from the thread.
    let application = Query::select()
        .column(thread::Column::ApplicationId)
        .from(thread::Entity)
        .and_where(Expr::col(thread::Column::Id).eq(message.thread_id))
        .take();
    let mut insert = Query::insert();
    insert.into_table(copy::Entity).columns([
        C::UserId,
        C::MessageId,
        C::Folder,
        C::Unread,
        C::Labels,
        C::SentAt,
        C::ApplicationId,
    ]);
    let copies: Vec<_> = sender.into_iter().chain(received).collect();
    for &(user_id, folder, unread, labels) in &copies {
        let labels: Vec<String> = labels.iter().map(ActiveEnum::to_value).collect();
        insert.values_panic([
            Expr::val(user_id),
            Expr::val(message.id),
            Expr::val(folder),
            Expr::val(unread),
            Expr::val(labels),
            Expr::val(message.sent_at),
            Expr::SubQuery(None, Box::new(application.clone().into_sub_query_statement())),
        ]);
    }
    insert.on_conflict(
        OnConflict::columns([C::UserId, C::MessageId]).update_columns([C::Folder, C::Labels, C::SentAt]).to_owned(),
    );
    // Only the sender's copy can be there already (a draft saved again or sent): it leaves its folder.
    let mut moves = match message.sender_user_id {
        Some(sender) => leaving(tx, sender, &[message.id]).await?,
        None => FolderMoves::default(),
    };
    for &(user_id, folder, ..) in &copies {
        moves.add(user_id, folder, 1);
    }
    tx.execute(&insert).await?;
    add_to_totals(tx, moves).await
}

/// Changes to users' folder totals, as `(user, folder) → copies added` (negative: removed).
#[derive(Debug, Default)]
pub struct FolderMoves(std::collections::BTreeMap<(Uuid, MessageFolder), i64>);

impl FolderMoves {
    fn add(&mut self, user_id: Uuid, folder: MessageFolder, n: i64) {
        *self.0.entry((user_id, folder)).or_default() += n;
    }
}

/// `user_id`'s copies of `message_ids` leaving their folders; the rows are locked for the rest of
/// the transaction, so no concurrent move can count them away a second time.
async fn leaving(tx: &TenantTx, user_id: Uuid, message_ids: &[i64]) -> Result<FolderMoves, DbErr> {
    let query = Query::select()
        .column(copy::Column::Folder)
        .from(copy::Entity)
        .and_where(Expr::col(copy::Column::UserId).eq(user_id))
        .and_where(Expr::col(copy::Column::MessageId).eq(PgFunc::any(Expr::val(message_ids.to_vec()))))
        .lock(LockType::Update)
        .take();
    let mut moves = FolderMoves::default();
    for row in tx.query_all(&query).await? {
        moves.add(user_id, row.try_get("", "folder")?, -1);
    }
    Ok(moves)
}

/// Adds `moves` to `mail_folder_totals` in one statement. Rows are taken in key order, so two
/// transactions filing copies for the same people cannot deadlock; the addition is made to the
/// row as committed, so concurrent filings add up.
async fn add_to_totals(tx: &TenantTx, moves: FolderMoves) -> Result<(), DbErr> {
    use folder_total::Column as T;
    let mut insert = Query::insert();
    insert.into_table(folder_total::Entity).columns([T::UserId, T::Folder, T::Total]);
    let mut any = false;
    for ((user_id, folder), n) in moves.0.into_iter().filter(|(_, n)| *n != 0) {
        insert.values_panic([Expr::val(user_id), Expr::val(folder), Expr::val(n)]);
        any = true;
    }
    if !any {
        return Ok(());
    }
    insert.on_conflict(
        OnConflict::columns([T::UserId, T::Folder])
            .value(
                T::Total,
                Expr::col((folder_total::Entity, T::Total)).add(Expr::col((Alias::new("excluded"), T::Total))),
            )
            .to_owned(),
    );
    tx.execute(&insert).await?;
    Ok(())
}

/// Sets every user's folder totals to a count of their copies: for the demo seed, which files
/// copies by the hundred thousand in one statement (with no other writer).
pub async fn recount_totals(tx: &TenantTx) -> Result<(), DbErr> {
    use folder_total::Column as T;
    let counted = Query::select()
        .columns([copy::Column::UserId, copy::Column::Folder])
        .expr(db::count_all())
        .from(copy::Entity)
        .group_by_columns([copy::Column::UserId, copy::Column::Folder])
        .take();
    let insert = Query::insert()
        .into_table(folder_total::Entity)
        .columns([T::UserId, T::Folder, T::Total])
        .select_from(counted)
        .map_err(|e| DbErr::Custom(e.to_string()))?
        .on_conflict(OnConflict::columns([T::UserId, T::Folder]).update_column(T::Total).to_owned())
        .to_owned();
    tx.execute(&insert).await?;
    Ok(())
}

/// Replaces the files attached to a message.
pub async fn set_attachments(tx: &TenantTx, message_id: i64, file_ids: &[Uuid]) -> Result<(), DbErr> {
    attachment::Entity::delete_many().filter(attachment::Column::MessageId.eq(message_id)).exec(tx).await?;
    if file_ids.is_empty() {
        return Ok(());
    }
    let rows = file_ids.iter().zip(0i16..).map(|(file_id, position)| attachment::ActiveModel {
        message_id: sea_orm::ActiveValue::Set(message_id),
        file_id: sea_orm::ActiveValue::Set(*file_id),
        position: sea_orm::ActiveValue::Set(position),
    });
    attachment::Entity::insert_many(rows).exec_without_returning(tx).await?;
    Ok(())
}

/// One of the caller's copies named in a bulk change.
#[derive(Debug, FromQueryResult)]
pub struct OwnCopy {
    pub message_id: i64,
    pub is_draft: bool,
    pub folder: MessageFolder,
}

/// The caller's copies among `ids`, locked for the rest of the transaction: a move counts them
/// out of the folders read here, which no concurrent move may change meanwhile.
pub async fn own_copies(tx: &TenantTx, user_id: Uuid, ids: &[i64]) -> Result<Vec<OwnCopy>, DbErr> {
    let mut query = copies_with_messages(user_id);
    query
        .columns([(copy::Entity, copy::Column::MessageId), (copy::Entity, copy::Column::Folder)])
        .column((message::Entity, message::Column::IsDraft))
        .and_where(Expr::col((copy::Entity, copy::Column::MessageId)).eq(PgFunc::any(Expr::val(ids.to_vec()))))
        .lock_with_tables(LockType::Update, [copy::Entity]);
    db::fetch_all(tx, &query).await
}

/// Files the caller's `copies` (from [`own_copies`]) in `folder`, and moves their count with them.
pub async fn move_copies(tx: &TenantTx, user_id: Uuid, copies: &[OwnCopy], folder: MessageFolder) -> Result<(), DbErr> {
    let mut moves = FolderMoves::default();
    for copy in copies {
        moves.add(user_id, copy.folder, -1);
        moves.add(user_id, folder, 1);
    }
    let ids: Vec<i64> = copies.iter().map(|copy| copy.message_id).collect();
    copy::Entity::update_many()
        .col_expr(copy::Column::Folder, Expr::val(folder))
        .filter(copy::Column::UserId.eq(user_id))
        .filter(Expr::col(copy::Column::MessageId).eq(PgFunc::any(Expr::val(ids))))
        .exec(tx)
        .await?;
    add_to_totals(tx, moves).await
}

/// A change to the caller's copies of the given messages that leaves them in their folders
/// (moving is [`move_copies`]).
#[derive(Debug, Clone, Copy)]
pub enum CopyChange {
    Starred(bool),
    ToggleStarred,
    Unread(bool),
    ToggleLabel(MessageLabel),
}

pub async fn change_copies(tx: &TenantTx, user_id: Uuid, ids: &[i64], change: CopyChange) -> Result<(), DbErr> {
    use copy::Column as C;
    let update = copy::Entity::update_many();
    let update = match change {
        CopyChange::Starred(starred) => update.col_expr(C::Starred, Expr::val(starred)),
        CopyChange::ToggleStarred => update.col_expr(C::Starred, Expr::col(C::Starred).not()),
        CopyChange::Unread(unread) => update.col_expr(C::Unread, Expr::val(unread)),
        CopyChange::ToggleLabel(label) => {
            let one = Expr::val(vec![label.to_value()]);
            let has = Expr::col(C::Labels).binary(PgBinOper::Contains, one.clone());
            let removed = Func::cust("array_remove").arg(Expr::col(C::Labels)).arg(label.to_value());
            let added = Expr::col(C::Labels).binary(PgBinOper::Concatenate, one);
            update.col_expr(C::Labels, Expr::case(has, removed).finally(added).into())
        }
    };
    update
        .filter(C::UserId.eq(user_id))
        .filter(Expr::col(C::MessageId).eq(PgFunc::any(Expr::val(ids.to_vec()))))
        .exec(tx)
        .await?;
    Ok(())
}

/// Of `user_ids`, those to tell of news in `thread_id` now: not told of it since `cutoff`. Records
/// the notice for them in the same statement.
pub async fn claim_notices(
    tx: &TenantTx,
    thread_id: i64,
    user_ids: &[Uuid],
    cutoff: DateTime<Utc>,
) -> Result<Vec<Uuid>, DbErr> {
    use notice::Column as C;
    let key = Claim { table: notice::Entity, key: C::ThreadId, user: C::UserId, at: C::NotifiedAt };
    claim_due(tx, key, Expr::val(thread_id), user_ids, cutoff).await
}

/// Of `user_ids`, those not told of a message from `sender` since `cutoff`, in any thread; marks
/// them told now. Together with [`claim_notices`]: one notice per sender and recipient per
/// interval, however many threads the sender opens.
pub async fn claim_sender_notices(
    tx: &TenantTx,
    sender: Uuid,
    user_ids: &[Uuid],
    cutoff: DateTime<Utc>,
) -> Result<Vec<Uuid>, DbErr> {
    use sender_notice::Column as C;
    let key = Claim { table: sender_notice::Entity, key: C::SenderUserId, user: C::UserId, at: C::NotifiedAt };
    claim_due(tx, key, Expr::val(sender), user_ids, cutoff).await
}

/// A table of when someone was last told of something: `(key, user)` → `at`.
struct Claim<E: EntityTrait> {
    table: E,
    key: E::Column,
    user: E::Column,
    at: E::Column,
}

/// Writes `(key, user, now)` for each of `user_ids` unless their row says they were told since
/// `cutoff`; answers those written (the ones to tell now), in one statement.
async fn claim_due<E: EntityTrait>(
    tx: &TenantTx,
    claim: Claim<E>,
    key: Expr,
    user_ids: &[Uuid],
    cutoff: DateTime<Utc>,
) -> Result<Vec<Uuid>, DbErr> {
    if user_ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut insert = Query::insert();
    insert.into_table(claim.table).columns([claim.key, claim.user, claim.at]);
    for user_id in user_ids {
        insert.values_panic([key.clone(), Expr::val(*user_id), Expr::current_timestamp()]);
    }
    insert
        .on_conflict(
            OnConflict::columns([claim.key, claim.user])
                .update_column(claim.at)
                .action_and_where(Expr::col((claim.table, claim.at)).lt(cutoff))
                .to_owned(),
        )
        .returning_col(claim.user);
    let rows = tx.query_all(&insert).await?;
    rows.iter().map(|row| row.try_get("", "user_id")).collect()
}

/// Users by id (whatever their role or status), for recipients and the people a message names.
pub async fn users(tx: &TenantTx, ids: Vec<Uuid>) -> Result<Vec<User>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let these = Condition::all().add(Expr::col((Users, UserColumn::Id)).eq(PgFunc::any(Expr::val(ids))));
    users::matching(tx, these, UserOrder::Id, None).await
}

/// `EXISTS (the user has applied here)`, against `users.id` of the outer query.
/// The reader's applicants: an application of theirs is one `access` lets the reader see.
pub fn has_applied(access: &Access) -> SelectStatement {
    Query::select()
        .expr(Expr::val(1))
        .from(Persons)
        .inner_join(
            Applications,
            Expr::col((Applications, ApplicationColumn::PersonId)).equals((Persons, PersonColumn::Id)),
        )
        .and_where(Expr::col((Persons, PersonColumn::UserId)).equals((Users, UserColumn::Id)))
        .cond_where(
            access.applications((Applications, ApplicationColumn::VacancyId), (Applications, ApplicationColumn::Id)),
        )
        .take()
}

/// Of `ids`, the applicants who have applied to the tenant (to what `access` lets the reader see).
pub async fn applied(tx: &TenantTx, access: &Access, ids: Vec<Uuid>) -> Result<Vec<Uuid>, DbErr> {
    let these = Expr::col((Users, UserColumn::Id)).eq(PgFunc::any(Expr::val(ids)));
    users::ids_matching(tx, Condition::all().add(these).add(Expr::exists(has_applied(access)))).await
}

/// The account of the applicant who sent an application (none once erased).
pub async fn applicant_of(tx: &TenantTx, application_id: i64) -> Result<Option<Uuid>, DbErr> {
    let query = Query::select()
        .column((Persons, PersonColumn::UserId))
        .from(Persons)
        .inner_join(
            Applications,
            Expr::col((Applications, ApplicationColumn::PersonId)).equals((Persons, PersonColumn::Id)),
        )
        .and_where(Expr::col((Applications, ApplicationColumn::Id)).eq(application_id))
        .take();
    tx.query_one(&query).await?.map(|row| row.try_get("", "user_id")).transpose()
}

/// The recruiters an applicant's question about an application goes to: those who wrote in its
/// threads or moved it; when nobody has yet, the tenant's admins.
pub async fn recruiters_of(tx: &TenantTx, application_id: i64) -> Result<Vec<User>, DbErr> {
    let writers = Query::select()
        .column((message::Entity, message::Column::SenderUserId))
        .from(message::Entity)
        .inner_join(thread::Entity, Condition::from(message::Relation::Thread.def()))
        .and_where(Expr::col((thread::Entity, thread::Column::ApplicationId)).eq(application_id))
        .and_where(Expr::col((message::Entity, message::Column::IsDraft)).not())
        .take();
    let movers = Query::select()
        .column(ApplicationEventColumn::ActorUserId)
        .from(ApplicationEvents)
        .and_where(Expr::col(ApplicationEventColumn::ApplicationId).eq(application_id))
        .take();
    let involved = Condition::any()
        .add(Expr::col((Users, UserColumn::Id)).in_subquery(writers))
        .add(Expr::col((Users, UserColumn::Id)).in_subquery(movers));
    let recruiters = users::matching(tx, active_staff().add(involved), UserOrder::Id, None).await?;
    if !recruiters.is_empty() {
        return Ok(recruiters);
    }
    let admins = Expr::col((Users, UserColumn::Role)).eq(Role::Admin);
    users::matching(tx, active_staff().add(admins), UserOrder::Id, None).await
}

/// Whom a member of staff may write to, matching `text` in name or address: active colleagues and
/// applicants who applied here.
pub async fn staff_contacts(tx: &TenantTx, me: &User, text: Option<&str>, limit: u64) -> Result<Vec<User>, DbErr> {
    let access = Access::of(tx, me).await?;
    let writable = Condition::any().add(active_staff()).add(
        Condition::all()
            .add(Expr::col((Users, UserColumn::Role)).eq(Role::User))
            .add(Expr::col((Users, UserColumn::Status)).eq(UserStatus::Active))
            .add(Expr::exists(has_applied(&access))),
    );
    contacts(tx, me.id, writable, text, limit).await
}

/// The senders of the messages `me` has a copy of.
pub fn wrote_to(me: Uuid) -> SelectStatement {
    Query::select()
        .column((message::Entity, message::Column::SenderUserId))
        .from(message::Entity)
        .inner_join(copy::Entity, Condition::from(message::Relation::Copies.def()))
        .and_where(Expr::col((copy::Entity, copy::Column::UserId)).eq(me))
        .take()
}

/// Whom an applicant may write to: the active recruiters who wrote to them.
pub async fn applicant_contacts(tx: &TenantTx, me: Uuid, text: Option<&str>, limit: u64) -> Result<Vec<User>, DbErr> {
    let writable = active_staff().add(Expr::col((Users, UserColumn::Id)).in_subquery(wrote_to(me)));
    contacts(tx, me, writable, text, limit).await
}

async fn contacts(
    tx: &TenantTx,
    me: Uuid,
    writable: Condition,
    text: Option<&str>,
    limit: u64,
) -> Result<Vec<User>, DbErr> {
    let matching = text.map(|text| {
        let pattern = db::contains_pattern(text);
        Condition::any()
            .add(Expr::col((Users, UserColumn::Name)).ilike(pattern.clone()))
            .add(Expr::col((Users, UserColumn::Email)).ilike(pattern))
    });
    let condition = Condition::all().add(writable).add(Expr::col((Users, UserColumn::Id)).ne(me)).add_option(matching);
    users::matching(tx, condition, UserOrder::Name, Some(limit)).await
}

#[derive(FromQueryResult)]
struct IdRow {
    id: i64,
}

/// An erased account's messages keep their text for the other participants, under a pseudonym.
pub async fn pseudonymise_sender(tx: &TenantTx, user_id: Uuid, pseudonym: &str) -> Result<(), DbErr> {
    message::Entity::update_many()
        .col_expr(message::Column::SenderName, Expr::val(pseudonym))
        .col_expr(message::Column::SenderEmail, Expr::val(""))
        .filter(message::Column::SenderUserId.eq(user_id))
        .exec(tx)
        .await?;
    // Their unsent drafts go with them, and so leave their folders.
    let drafts = Query::select()
        .column(message::Column::Id)
        .from(message::Entity)
        .and_where(Expr::col(message::Column::SenderUserId).eq(user_id))
        .and_where(Expr::col(message::Column::IsDraft).eq(true))
        .take();
    let ids: Vec<i64> = db::fetch_all::<IdRow>(tx, &drafts).await?.into_iter().map(|row| row.id).collect();
    add_to_totals(tx, leaving(tx, user_id, &ids).await?).await?;
    message::Entity::delete_many()
        .filter(message::Column::SenderUserId.eq(user_id))
        .filter(message::Column::IsDraft.eq(true))
        .exec(tx)
        .await?;
    Ok(())
}

/// Every copy the user has (each folder, drafts too) with its message, oldest first.
pub async fn copies_of(tx: &TenantTx, user_id: Uuid) -> Result<Vec<(copy::Model, message::Model)>, DbErr> {
    let copies = copy::Entity::find()
        .filter(copy::Column::UserId.eq(user_id))
        .order_by_asc(copy::Column::SentAt)
        .order_by_asc(copy::Column::MessageId)
        .all(tx)
        .await?;
    let ids: Vec<i64> = copies.iter().map(|c| c.message_id).collect();
    let mut messages: std::collections::HashMap<i64, message::Model> = message::Entity::find()
        .filter(message::Column::Id.is_in(ids))
        .all(tx)
        .await?
        .into_iter()
        .map(|m| (m.id, m))
        .collect();
    Ok(copies.into_iter().filter_map(|c| messages.remove(&c.message_id).map(|m| (c, m))).collect())
}

/// How much unread mail `viewer` has in their inbox about each of these applications (those
/// without any are left out).
pub async fn unread_about(
    tx: &TenantTx,
    viewer: Uuid,
    ids: &[i64],
) -> Result<std::collections::HashMap<i64, i64>, DbErr> {
    use copy::Column as C;
    if ids.is_empty() {
        return Ok(std::collections::HashMap::new());
    }
    let query = Query::select()
        .column(C::ApplicationId)
        .expr_as(db::count_all(), Alias::new("unread"))
        .from(copy::Entity)
        .and_where(Expr::col(C::UserId).eq(viewer))
        .and_where(Expr::col(C::ApplicationId).eq(PgFunc::any(Expr::val(ids.to_vec()))))
        .and_where(Expr::col(C::Folder).eq(MessageFolder::Inbox))
        .and_where(Expr::col(C::Unread).eq(true))
        .group_by_col(C::ApplicationId)
        .take();
    #[derive(FromQueryResult)]
    struct Unread {
        application_id: i64,
        unread: i64,
    }
    let rows: Vec<Unread> = db::fetch_all(tx, &query).await?;
    Ok(rows.into_iter().map(|row| (row.application_id, row.unread)).collect())
}
