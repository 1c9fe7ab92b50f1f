//! Every query on the calendar's tables.

use chrono::{DateTime, Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::extension::postgres::{PgExpr, PgFunc};
use sea_orm::sea_query::{Expr, ExprTrait, LockType, OnConflict, Order, Query, SelectStatement};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DbErr, DerivePartialModel, EntityTrait, FromQueryResult, QueryFilter,
};
use uuid::Uuid;

use super::domain::{EventLabel, InterviewResponse, MAX_EVENT_DAYS};
use super::entities::{
    calendar_attendee as attendee, calendar_event as event, calendar_feed as feed, calendar_version as version,
};
use crate::applications::domain::ApplicationStatus;
use crate::applications::schema::{ApplicationColumn, Applications};
use crate::auth::access::Access;
use crate::auth::domain::Locale;
use crate::auth::schema::{UserColumn, Users};
use crate::auth::users::{self, User, UserOrder, active_staff};
use crate::db;
use crate::profiles::schema::{PersonColumn, Persons};
use crate::tenancy::TenantTx;
use crate::vacancies::schema::{Vacancies, VacancyColumn};
use erecruit_platform::db::Touch;

/// What an event says, as written by the API and the demo seeding.
pub struct EventWrite<'a> {
    pub title: &'a str,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub all_day: bool,
    pub label: EventLabel,
    pub location: Option<&'a str>,
    pub description: Option<&'a str>,
}

/// Events overlapping `[from, to)`: no event is longer than 31 days, so only those starting in
/// `(from - 31 days, to)` can, one range of the start-time index.
fn overlapping(from: DateTime<Utc>, to: DateTime<Utc>) -> Condition {
    Condition::all()
        .add(Expr::col((event::Entity, event::Column::StartsAt)).lt(to))
        .add(Expr::col((event::Entity, event::Column::StartsAt)).gt(from - Duration::days(MAX_EVENT_DAYS)))
        .add(Expr::col((event::Entity, event::Column::EndsAt)).gt(from))
}

/// Ties an interview to the stage its application is at now (after scheduling moved it), whose
/// kit the interview's scorecards use.
pub async fn take_application_stage(tx: &TenantTx, event_id: i64, application_id: i64) -> Result<(), DbErr> {
    const STAGE: &str = "UPDATE calendar_events SET stage_id = (SELECT stage_id FROM applications WHERE id = $2)
        WHERE id = $1";
    tx.execute_raw(db::raw(STAGE, [event_id.into(), application_id.into()])).await?;
    Ok(())
}

/// Stores a new event with its organiser (who has accepted) and attendees (pending).
pub async fn insert(
    tx: &TenantTx,
    organizer: Uuid,
    write: &EventWrite<'_>,
    application_id: Option<i64>,
    attendees: &[Uuid],
) -> Result<event::Model, DbErr> {
    let row = event::ActiveModel {
        uid: Set(Uuid::new_v4()),
        title: Set(write.title.to_owned()),
        starts_at: Set(write.starts_at),
        ends_at: Set(write.ends_at),
        all_day: Set(write.all_day),
        label: Set(write.label),
        location: Set(write.location.map(str::to_owned)),
        description: Set(write.description.map(str::to_owned)),
        organizer_id: Set(organizer),
        application_id: Set(application_id),
        ..Default::default()
    };
    let stored = event::Entity::insert(row).exec_with_returning(tx).await?;
    bump_version(tx).await?;
    let mut everyone = vec![organizer];
    everyone.extend(attendees.iter().copied().filter(|id| *id != organizer));
    add_attendees(tx, &stored, &everyone).await?;
    attendee::Entity::update_many()
        .col_expr(attendee::Column::Response, Expr::val(InterviewResponse::Accepted))
        .filter(attendee::Column::EventId.eq(stored.id))
        .filter(attendee::Column::UserId.eq(organizer))
        .exec(tx)
        .await?;
    Ok(stored)
}

async fn add_attendees(tx: &TenantTx, event: &event::Model, users: &[Uuid]) -> Result<(), DbErr> {
    if users.is_empty() {
        return Ok(());
    }
    let rows = users.iter().map(|user| attendee::ActiveModel {
        event_id: Set(event.id),
        user_id: Set(*user),
        response: Set(InterviewResponse::Pending),
        starts_at: Set(event.starts_at),
        ends_at: Set(event.ends_at),
        all_day: Set(event.all_day),
        busy: Set(event.label.makes_busy()),
    });
    attendee::Entity::insert_many(rows)
        .on_conflict_do_nothing_on([attendee::Column::EventId, attendee::Column::UserId])
        .exec(tx)
        .await?;
    Ok(())
}

pub async fn find(tx: &TenantTx, id: i64) -> Result<Option<event::Model>, DbErr> {
    let query = db::select::<event::Entity>().and_where(Expr::col(event::Column::Id).eq(id)).take();
    db::fetch_one(tx, &query).await
}

/// Of `events`, the interviews `reader` may not see: about an application outside their reach
/// (`Access`), neither organised nor attended by them. None for a reader who sees everything.
pub async fn hidden_interviews(
    tx: &TenantTx,
    access: &Access,
    reader: Uuid,
    events: Vec<i64>,
) -> Result<std::collections::HashSet<i64>, DbErr> {
    let (Some(whole), interviewed) = access.application_sets() else { return Ok(Default::default()) };
    #[derive(FromQueryResult)]
    struct Hidden {
        id: i64,
    }
    let statement = db::raw(
        "SELECT e.id FROM calendar_events e JOIN applications a ON a.id = e.application_id
         WHERE e.id = ANY($1) AND NOT (a.vacancy_id = ANY($2) OR a.id = ANY($3)) AND e.organizer_id <> $4
           AND NOT EXISTS (SELECT 1 FROM calendar_attendees c WHERE c.event_id = e.id AND c.user_id = $4)",
        [events.into(), whole.into(), interviewed.into(), reader.into()],
    );
    Ok(db::fetch_all_raw::<Hidden>(tx, statement).await?.into_iter().map(|row| row.id).collect())
}

/// The event, locked until the transaction ends (changes to one event happen one at a time).
pub async fn find_for_update(tx: &TenantTx, id: i64) -> Result<Option<event::Model>, DbErr> {
    let query = db::select::<event::Entity>().and_where(Expr::col(event::Column::Id).eq(id)).lock_exclusive().take();
    db::fetch_one(tx, &query).await
}

/// How a change reaches the people invited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Revision {
    /// Nothing invitees know changed.
    Quiet,
    /// Their copy must update (SEQUENCE rises), answers stand (a new title, attendee, text).
    Update,
    /// When or where changed: SEQUENCE rises and everyone is asked again.
    AskAgain,
}

/// Rewrites an event as `revision` says. The attendees' copies of the times follow.
pub async fn update(tx: &TenantTx, id: i64, write: &EventWrite<'_>, revision: Revision) -> Result<event::Model, DbErr> {
    let mut update = event::Entity::update_many()
        .col_expr(event::Column::Title, Expr::val(write.title))
        .col_expr(event::Column::StartsAt, Expr::val(write.starts_at))
        .col_expr(event::Column::EndsAt, Expr::val(write.ends_at))
        .col_expr(event::Column::AllDay, Expr::val(write.all_day))
        .col_expr(event::Column::Label, Expr::val(write.label))
        .col_expr(event::Column::Location, Expr::val(write.location))
        .col_expr(event::Column::Description, Expr::val(write.description))
        .touch();
    if revision != Revision::Quiet {
        update = update.col_expr(event::Column::Sequence, Expr::col(event::Column::Sequence).add(1));
    }
    if revision == Revision::AskAgain {
        update = update
            .col_expr(event::Column::ApplicantResponse, Expr::val(InterviewResponse::Pending))
            .col_expr(event::Column::ApplicantMessage, Expr::val(Option::<String>::None))
            .col_expr(event::Column::RespondedAt, Expr::val(Option::<DateTime<Utc>>::None));
    }
    let updated = update.filter(event::Column::Id.eq(id)).exec_with_returning(tx).await?;
    let stored = updated.into_iter().next().ok_or(DbErr::RecordNotUpdated)?;
    bump_version(tx).await?;
    let mut copies = attendee::Entity::update_many()
        .col_expr(attendee::Column::StartsAt, Expr::val(stored.starts_at))
        .col_expr(attendee::Column::EndsAt, Expr::val(stored.ends_at))
        .col_expr(attendee::Column::AllDay, Expr::val(stored.all_day))
        .col_expr(attendee::Column::Busy, Expr::val(stored.label.makes_busy()));
    if revision == Revision::AskAgain {
        // Everyone but the organiser is asked again.
        copies = copies.col_expr(
            attendee::Column::Response,
            Expr::case(
                Expr::col(attendee::Column::UserId).eq(stored.organizer_id),
                Expr::val(InterviewResponse::Accepted),
            )
            .finally(Expr::val(InterviewResponse::Pending))
            .into(),
        );
    }
    copies.filter(attendee::Column::EventId.eq(id)).exec(tx).await?;
    Ok(stored)
}

/// Makes `users` (plus the organiser) the event's attendees; answers who was removed.
pub async fn set_attendees(tx: &TenantTx, event: &event::Model, users: &[Uuid]) -> Result<Vec<Uuid>, DbErr> {
    let mut everyone = vec![event.organizer_id];
    everyone.extend(users.iter().copied().filter(|id| *id != event.organizer_id));
    let removed = attendee::Entity::delete_many()
        .filter(attendee::Column::EventId.eq(event.id))
        .filter(attendee::Column::UserId.is_not_in(everyone.clone()))
        .exec_with_returning(tx)
        .await?;
    add_attendees(tx, event, &everyone).await?;
    Ok(removed.into_iter().map(|row| row.user_id).collect())
}

pub async fn delete(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    event::Entity::delete_many().filter(event::Column::Id.eq(id)).exec(tx).await?;
    bump_version(tx).await
}

/// Raises the calendar's version: every function here that changes what the grid shows calls it
/// in the same transaction (and so does anything that deletes events another way, such as an
/// account's erasure). Not a trigger: tenant schemas stay trigger-free for Citus. Interviews and
/// their attendees show in applications' evidence views too: those are told as well.
pub async fn bump_version(tx: &TenantTx) -> Result<(), DbErr> {
    version::Entity::update_many()
        .col_expr(version::Column::Version, Expr::col(version::Column::Version).add(1))
        .exec(tx)
        .await?;
    crate::answer_cache::announce(tx, crate::answer_cache::channel::EVIDENCE).await
}

/// The calendar's current version.
pub async fn version(tx: &TenantTx) -> Result<i64, DbErr> {
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![], db::select::<version::Entity>);
    Ok(db::fetch_one_raw::<version::Model>(tx, statement).await?.map_or(0, |row| row.version))
}

/// An event as the calendar grid shows it: these of its columns (see [`db::select_partial`]).
#[derive(Debug, Clone, DerivePartialModel)]
#[sea_orm(entity = "event::Entity")]
pub struct EventSummaryRow {
    pub id: i64,
    pub title: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub all_day: bool,
    pub label: EventLabel,
    pub location: Option<String>,
    pub organizer_id: Uuid,
    pub application_id: Option<i64>,
}

fn summaries() -> SelectStatement {
    db::select_partial::<EventSummaryRow>()
        .from(event::Entity)
        .order_by(event::Column::StartsAt, Order::Asc)
        .order_by(event::Column::Id, Order::Asc)
        .take()
}

/// The team's events in `[from, to)` (all but personal ones), earliest first, optionally of some
/// labels only. Only what the grid shows: a busy team's month is hundreds of events, and their
/// people are read when one is opened.
pub async fn team_in_range(
    tx: &TenantTx,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    labels: Option<Vec<EventLabel>>,
) -> Result<Vec<EventSummaryRow>, DbErr> {
    let query = summaries()
        .cond_where(
            overlapping(from, to)
                .add(Expr::col(event::Column::Label).ne(EventLabel::Personal))
                .add_option(labels.map(|labels| Expr::col(event::Column::Label).is_in(labels))),
        )
        .take();
    db::fetch_all(tx, &query).await
}

/// The viewer's own personal events in `[from, to)`, earliest first.
pub async fn personal_in_range(
    tx: &TenantTx,
    viewer: Uuid,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<EventSummaryRow>, DbErr> {
    // Every month view of the calendar reads it.
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let earliest = from - Duration::days(MAX_EVENT_DAYS);
    let values = vec![to.into(), earliest.into(), from.into(), EventLabel::Personal.into(), viewer.into()];
    let statement = STATEMENT.statement(values, || {
        summaries()
            .cond_where(
                overlapping(from, to)
                    .add(Expr::col(event::Column::Label).eq(EventLabel::Personal))
                    .add(Expr::col(event::Column::OrganizerId).eq(viewer)),
            )
            .take()
    });
    db::fetch_all_raw(tx, statement).await
}

/// The events `user` takes part in (their personal ones too) and the team's holidays, in
/// `[from, to)`: their calendar feed.
pub async fn of_user(
    tx: &TenantTx,
    user: Uuid,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<event::Model>, DbErr> {
    let attending = Query::select()
        .column(attendee::Column::EventId)
        .from(attendee::Entity)
        .and_where(Expr::col(attendee::Column::UserId).eq(user))
        .take();
    let mine = Condition::any()
        .add(Expr::col(event::Column::Id).in_subquery(attending))
        .add(Expr::col(event::Column::Label).eq(EventLabel::Holiday));
    let query = db::select::<event::Entity>()
        .cond_where(overlapping(from, to).add(mine))
        .order_by(event::Column::StartsAt, Order::Asc)
        .take();
    db::fetch_all(tx, &query).await
}

/// An attendee with what invitations need: their user's name, address and language.
#[derive(Debug, Clone, DerivePartialModel)]
#[sea_orm(entity = "attendee::Entity")]
pub struct AttendeeRow {
    pub event_id: i64,
    pub user_id: Uuid,
    pub response: InterviewResponse,
    #[sea_orm(from_expr = "Expr::col((Users, UserColumn::Name))")]
    pub name: String,
    #[sea_orm(from_expr = "Expr::col((Users, UserColumn::Email))")]
    pub email: String,
    #[sea_orm(from_expr = "Expr::col((Users, UserColumn::Locale))")]
    pub locale: Locale,
}

/// The attendees of `events`, by name.
pub async fn attendees(tx: &TenantTx, events: Vec<i64>) -> Result<Vec<AttendeeRow>, DbErr> {
    if events.is_empty() {
        return Ok(Vec::new());
    }
    let query = db::select_partial::<AttendeeRow>()
        .from(attendee::Entity)
        .inner_join(Users, Expr::col((Users, UserColumn::Id)).equals((attendee::Entity, attendee::Column::UserId)))
        .and_where(Expr::col((attendee::Entity, attendee::Column::EventId)).eq(PgFunc::any(events)))
        .order_by((Users, UserColumn::Name), Order::Asc)
        .take();
    db::fetch_all(tx, &query).await
}

/// An interview's application, with its applicant's account when they still have one.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ApplicationRow {
    pub id: i64,
    pub status: ApplicationStatus,
    pub applicant_name: String,
    pub vacancy_title: String,
    pub applicant_user_id: Option<Uuid>,
    pub applicant_email: Option<String>,
    pub applicant_locale: Option<Locale>,
}

fn applications_query() -> SelectStatement {
    Query::select()
        .column((Applications, ApplicationColumn::Id))
        .column((Applications, ApplicationColumn::Status))
        .column((Applications, ApplicationColumn::ApplicantName))
        .expr_as(Expr::col((Vacancies, VacancyColumn::Title)), "vacancy_title")
        .expr_as(Expr::col((Users, UserColumn::Id)), "applicant_user_id")
        .expr_as(Expr::col((Users, UserColumn::Email)), "applicant_email")
        .expr_as(Expr::col((Users, UserColumn::Locale)), "applicant_locale")
        .from(Applications)
        .inner_join(
            Vacancies,
            Expr::col((Vacancies, VacancyColumn::Id)).equals((Applications, ApplicationColumn::VacancyId)),
        )
        .left_join(Persons, Expr::col((Persons, PersonColumn::Id)).equals((Applications, ApplicationColumn::PersonId)))
        .left_join(Users, Expr::col((Users, UserColumn::Id)).equals((Persons, PersonColumn::UserId)))
        .take()
}

pub async fn applications(tx: &TenantTx, ids: Vec<i64>) -> Result<Vec<ApplicationRow>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let query =
        applications_query().and_where(Expr::col((Applications, ApplicationColumn::Id)).eq(PgFunc::any(ids))).take();
    db::fetch_all(tx, &query).await
}

pub async fn application(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    let query = applications_query().and_where(Expr::col((Applications, ApplicationColumn::Id)).eq(id)).take();
    db::fetch_one(tx, &query).await
}

/// The application, its row locked until the transaction ends (a rejection or withdrawal at the
/// same moment waits, and is not overwritten by a move to `interview`).
pub async fn application_for_update(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    let query = applications_query()
        .and_where(Expr::col((Applications, ApplicationColumn::Id)).eq(id))
        .lock_with_tables(LockType::Update, [Applications])
        .take();
    db::fetch_one(tx, &query).await
}

/// A stretch of someone's busy time.
#[derive(Debug, Clone, DerivePartialModel)]
#[sea_orm(entity = "attendee::Entity")]
pub struct BusyRow {
    pub user_id: Uuid,
    pub event_id: i64,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub all_day: bool,
}

/// When `users` are busy in `[from, to)` (reminders do not count), leaving out `except`.
pub async fn busy(
    tx: &TenantTx,
    users: Vec<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    except: Option<i64>,
) -> Result<Vec<BusyRow>, DbErr> {
    // Every search for free slots reads it: one statement with `except`, one without.
    static ALL: db::FixedShape = db::FixedShape::new();
    static BUT_ONE: db::FixedShape = db::FixedShape::new();
    let earliest = from - Duration::days(MAX_EVENT_DAYS);
    let mut values = vec![users.clone().into(), to.into(), earliest.into(), from.into()];
    values.extend(except.map(Into::into));
    let statement = if except.is_some() { &BUT_ONE } else { &ALL }.statement(values, || {
        db::select_partial::<BusyRow>()
            .from(attendee::Entity)
            .cond_where(
                Condition::all()
                    .add(Expr::col(attendee::Column::UserId).eq(PgFunc::any(users.clone())))
                    .add(Expr::col(attendee::Column::Busy))
                    .add(Expr::col(attendee::Column::StartsAt).lt(to))
                    .add(Expr::col(attendee::Column::StartsAt).gt(earliest))
                    .add(Expr::col(attendee::Column::EndsAt).gt(from))
                    .add_option(except.map(|id| Expr::col(attendee::Column::EventId).ne(id))),
            )
            .take()
    });
    db::fetch_all_raw(tx, statement).await
}

/// The team's holidays in `[from, to)`, which make everyone busy.
pub async fn holidays(tx: &TenantTx, from: DateTime<Utc>, to: DateTime<Utc>) -> Result<Vec<event::Model>, DbErr> {
    let query = db::select::<event::Entity>()
        .cond_where(overlapping(from, to).add(Expr::col(event::Column::Label).eq(EventLabel::Holiday)))
        .take();
    db::fetch_all(tx, &query).await
}

/// Active recruiters and admins among `ids`.
pub async fn staff_among(tx: &TenantTx, ids: Vec<Uuid>) -> Result<Vec<User>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let these = Expr::col((Users, UserColumn::Id)).eq(PgFunc::any(ids));
    users::matching(tx, active_staff().add(these), UserOrder::Id, None).await
}

/// The recruiting team, by name, matching `text` in name or address.
pub async fn people(tx: &TenantTx, text: Option<&str>, limit: u64) -> Result<Vec<User>, DbErr> {
    let matching = text.map(|text| {
        let pattern = db::contains_pattern(text);
        Condition::any()
            .add(Expr::col((Users, UserColumn::Name)).ilike(pattern.clone()))
            .add(Expr::col((Users, UserColumn::Email)).ilike(pattern))
    });
    users::matching(tx, active_staff().add_option(matching), UserOrder::Name, Some(limit)).await
}

/// An interview as its applicant sees it: these of the event's columns, its vacancy's title and
/// its organiser's name.
#[derive(Debug, Clone, DerivePartialModel)]
#[sea_orm(entity = "event::Entity")]
pub struct ApplicantInterviewRow {
    pub id: i64,
    /// An interview's event always has one (the query joins it).
    pub application_id: i64,
    #[sea_orm(from_expr = "Expr::col((Vacancies, VacancyColumn::Title))")]
    pub vacancy_title: String,
    pub title: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub location: Option<String>,
    pub description: Option<String>,
    #[sea_orm(from_expr = "Expr::col((organizer(), UserColumn::Name))")]
    pub organizer_name: String,
    pub applicant_response: InterviewResponse,
    pub applicant_message: Option<String>,
}

/// The users table as an interview's organiser, beside the applicant's.
fn organizer() -> sea_orm::sea_query::Alias {
    sea_orm::sea_query::Alias::new("organizer")
}

/// The interviews of `user`'s own applications (one, with `only`), soonest first.
pub async fn for_applicant(tx: &TenantTx, user: Uuid, only: Option<i64>) -> Result<Vec<ApplicantInterviewRow>, DbErr> {
    // One statement for all of them, one for `only`.
    static ALL: db::FixedShape = db::FixedShape::new();
    static ONE: db::FixedShape = db::FixedShape::new();
    let mut values = vec![user.into()];
    values.extend(only.map(Into::into));
    let statement = if only.is_some() { &ONE } else { &ALL }.statement(values, || applicant_interviews(user, only));
    db::fetch_all_raw(tx, statement).await
}

/// [`for_applicant`]'s statement: its events joined to their applications, vacancies, the
/// applicant's profile and the organiser.
fn applicant_interviews(user: Uuid, only: Option<i64>) -> SelectStatement {
    let organizer = organizer();
    db::select_partial::<ApplicantInterviewRow>()
        .from(event::Entity)
        .inner_join(
            Applications,
            Expr::col((Applications, ApplicationColumn::Id)).equals((event::Entity, event::Column::ApplicationId)),
        )
        .inner_join(Persons, Expr::col((Persons, PersonColumn::Id)).equals((Applications, ApplicationColumn::PersonId)))
        .inner_join(
            Vacancies,
            Expr::col((Vacancies, VacancyColumn::Id)).equals((Applications, ApplicationColumn::VacancyId)),
        )
        .join_as(
            sea_orm::sea_query::JoinType::InnerJoin,
            Users,
            organizer.clone(),
            Expr::col((organizer, UserColumn::Id)).equals((event::Entity, event::Column::OrganizerId)),
        )
        .cond_where(
            Condition::all()
                .add(Expr::col((Persons, PersonColumn::UserId)).eq(user))
                .add_option(only.map(|id| Expr::col((event::Entity, event::Column::Id)).eq(id))),
        )
        .order_by((event::Entity, event::Column::StartsAt), Order::Asc)
        .take()
}

/// Records the applicant's answer.
pub async fn set_applicant_response(
    tx: &TenantTx,
    id: i64,
    response: InterviewResponse,
    message: Option<&str>,
) -> Result<(), DbErr> {
    event::Entity::update_many()
        .col_expr(event::Column::ApplicantResponse, Expr::val(response))
        .col_expr(event::Column::ApplicantMessage, Expr::val(message))
        .col_expr(event::Column::RespondedAt, Expr::current_timestamp())
        .filter(event::Column::Id.eq(id))
        .exec(tx)
        .await?;
    Ok(())
}

/// Erasure: the interviews of `user`'s applications lose what they wrote when answering, and
/// their titles (which staff wrote, usually with the applicant's name) become `title`.
pub async fn forget_applicant(tx: &TenantTx, user: Uuid, title: &str) -> Result<(), DbErr> {
    let ids: Vec<i64> = for_applicant(tx, user, None).await?.into_iter().map(|row| row.id).collect();
    if !ids.is_empty() {
        event::Entity::update_many()
            .col_expr(event::Column::ApplicantMessage, Expr::val(Option::<String>::None))
            .col_expr(event::Column::Title, Expr::val(title))
            .filter(event::Column::Id.is_in(ids))
            .exec(tx)
            .await?;
        bump_version(tx).await?;
    }
    Ok(())
}

/// The events `user` organises that have not ended yet.
pub async fn upcoming_organised_by(tx: &TenantTx, user: Uuid) -> Result<Vec<event::Model>, DbErr> {
    let query = db::select::<event::Entity>()
        .and_where(Expr::col(event::Column::OrganizerId).eq(user))
        .and_where(Expr::col(event::Column::EndsAt).gt(Expr::current_timestamp()))
        .take();
    db::fetch_all(tx, &query).await
}

/// Gives `user` a new feed secret (the old address stops working).
pub async fn set_feed(tx: &TenantTx, user: Uuid, secret_hash: Vec<u8>) -> Result<feed::Model, DbErr> {
    let row = feed::ActiveModel { user_id: Set(user), secret_hash: Set(secret_hash), created_at: Set(Utc::now()) };
    feed::Entity::insert(row)
        .on_conflict(
            OnConflict::column(feed::Column::UserId)
                .update_columns([feed::Column::SecretHash, feed::Column::CreatedAt])
                .to_owned(),
        )
        .exec_with_returning(tx)
        .await
}

pub async fn feed_of(tx: &TenantTx, user: Uuid) -> Result<Option<feed::Model>, DbErr> {
    feed::Entity::find_by_id(user).one(tx).await
}

pub async fn delete_feed(tx: &TenantTx, user: Uuid) -> Result<(), DbErr> {
    feed::Entity::delete_by_id(user).exec(tx).await?;
    Ok(())
}

/// The active member of staff whose feed secret hashes to `hash`.
pub async fn feed_owner(tx: &TenantTx, hash: Vec<u8>) -> Result<Option<User>, DbErr> {
    let owner = Query::select()
        .column(feed::Column::UserId)
        .from(feed::Entity)
        .and_where(Expr::col(feed::Column::SecretHash).eq(hash))
        .take();
    let owned = Expr::col((Users, UserColumn::Id)).in_subquery(owner);
    Ok(users::matching(tx, active_staff().add(owned), UserOrder::Id, Some(1)).await?.pop())
}

/// Every event the user organises or is invited to (holidays only when so), earliest first.
pub async fn taking_part(tx: &TenantTx, user: Uuid) -> Result<Vec<event::Model>, DbErr> {
    let attending = Query::select()
        .column(attendee::Column::EventId)
        .from(attendee::Entity)
        .and_where(Expr::col(attendee::Column::UserId).eq(user))
        .take();
    let theirs = Condition::any()
        .add(Expr::col(event::Column::Id).in_subquery(attending))
        .add(Expr::col(event::Column::OrganizerId).eq(user));
    let query = db::select::<event::Entity>()
        .cond_where(theirs)
        .order_by(event::Column::StartsAt, Order::Asc)
        .order_by(event::Column::Id, Order::Asc)
        .take();
    db::fetch_all(tx, &query).await
}

/// A stretch of time someone's external calendar says they are busy.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ExternalBusyRow {
    pub user_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
}

/// The busy times read from the external calendars of `users` overlapping `[from, to)`.
pub async fn external_busy(
    tx: &TenantTx,
    users: Vec<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<ExternalBusyRow>, DbErr> {
    // External events are at most 31 days long too (longer ones are not kept).
    let statement = db::raw(
        "SELECT user_id, starts_at, ends_at FROM external_busy
         WHERE user_id = ANY($1) AND starts_at < $2 AND starts_at > $3 AND ends_at > $4",
        [users.into(), to.into(), (from - Duration::days(MAX_EVENT_DAYS)).into(), from.into()],
    );
    db::fetch_all_raw(tx, statement).await
}

/// When one of `users` has an interview: its start.
#[derive(Debug, Clone, FromQueryResult)]
pub struct InterviewStartRow {
    pub user_id: Uuid,
    pub event_id: i64,
    pub starts_at: DateTime<Utc>,
}

/// The interviews `users` take part in that start in `[from, to)`.
pub async fn interviews_of(
    tx: &TenantTx,
    users: Vec<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<InterviewStartRow>, DbErr> {
    let statement = db::raw(
        // Through the busy index (interviews make people busy), each row's label by its event's
        // key: a join chose to read every event of the tenant.
        "SELECT a.user_id, a.event_id, a.starts_at FROM calendar_attendees a
         WHERE a.user_id = ANY($1) AND a.busy AND a.starts_at >= $2 AND a.starts_at < $3
           AND (SELECT e.label FROM calendar_events e WHERE e.id = a.event_id) = 'interview'",
        [users.into(), from.into(), to.into()],
    );
    db::fetch_all_raw(tx, statement).await
}
