//! Every query on the scheduling tables. Raw statements: the holds' ranges, arrays and the
//! exclusion constraint are PostgreSQL's own, which sea-query does not model.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult, Value};
use uuid::Uuid;

use crate::applications::domain::ApplicationStatus;
use crate::db;
use crate::domain::{Arrangement, StoredState};
use crate::tenancy::TenantTx;

/// The tenant's settings.
#[derive(Debug, Clone, FromQueryResult)]
pub struct SettingsRow {
    pub notice_hours: i32,
    pub window_days: i32,
}

pub async fn settings(tx: &TenantTx) -> Result<SettingsRow, DbErr> {
    let statement = db::raw("SELECT notice_hours, window_days FROM scheduling_settings", []);
    Ok(db::fetch_one_raw(tx, statement).await?.unwrap_or(SettingsRow { notice_hours: 24, window_days: 10 }))
}

pub async fn save_settings(tx: &TenantTx, notice_hours: i32, window_days: i32) -> Result<(), DbErr> {
    let statement = db::raw(
        "UPDATE scheduling_settings SET notice_hours = $1, window_days = $2",
        [notice_hours.into(), window_days.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}

/// A request with what its views need from its application.
#[derive(Debug, Clone, FromQueryResult)]
pub struct RequestRow {
    pub id: i64,
    pub application_id: i64,
    pub arrangement: Arrangement,
    pub message: Option<String>,
    pub window_end: DateTime<Utc>,
    pub state: StoredState,
    pub time_zone: Option<String>,
    pub created_by: Option<Uuid>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub booked_at: Option<DateTime<Utc>>,
    pub reschedules: i32,
    pub no_show: bool,
    pub reminder_mail_id: Option<i64>,
    pub token_sealed: Vec<u8>,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    pub application_status: ApplicationStatus,
}

/// The requests joined to what their views need, then `$tail`.
macro_rules! requests {
    ($tail:literal) => {
        concat!(
            "SELECT r.id, r.application_id, r.arrangement, r.message, r.window_end, r.state, r.time_zone,
        r.created_by, u.name AS created_by_name, r.created_at, r.booked_at, r.reschedules, r.no_show,
        r.reminder_mail_id, r.token_sealed, a.vacancy_id, v.title AS vacancy_title, a.status AS application_status
    FROM scheduling_requests r
    JOIN applications a ON a.id = r.application_id
    JOIN vacancies v ON v.id = a.vacancy_id
    LEFT JOIN users u ON u.id = r.created_by",
            $tail
        )
    };
}

/// The request whose link's secret hashes to `hash`, locked until the transaction ends (one
/// booking of it at a time).
pub async fn by_token_for_update(tx: &TenantTx, hash: Vec<u8>) -> Result<Option<RequestRow>, DbErr> {
    const SQL: &str = requests!(" WHERE r.token_hash = $1 FOR UPDATE OF r");
    db::fetch_one_raw(tx, db::raw(SQL, [hash.into()])).await
}

pub async fn by_token(tx: &TenantTx, hash: Vec<u8>) -> Result<Option<RequestRow>, DbErr> {
    const SQL: &str = requests!(" WHERE r.token_hash = $1");
    db::fetch_one_raw(tx, db::raw(SQL, [hash.into()])).await
}

pub async fn find_for_update(tx: &TenantTx, id: i64) -> Result<Option<RequestRow>, DbErr> {
    const SQL: &str = requests!(" WHERE r.id = $1 FOR UPDATE OF r");
    db::fetch_one_raw(tx, db::raw(SQL, [id.into()])).await
}

/// An application's requests, newest first.
pub async fn for_application(tx: &TenantTx, application: i64) -> Result<Vec<RequestRow>, DbErr> {
    const SQL: &str = requests!(" WHERE r.application_id = $1 ORDER BY r.id DESC");
    db::fetch_all_raw(tx, db::raw(SQL, [application.into()])).await
}

/// The requests about a user's own applications, newest first.
pub async fn for_applicant(tx: &TenantTx, user: Uuid) -> Result<Vec<RequestRow>, DbErr> {
    const SQL: &str = requests!(" JOIN persons p ON p.id = a.person_id WHERE p.user_id = $1 ORDER BY r.id DESC");
    db::fetch_all_raw(tx, db::raw(SQL, [user.into()])).await
}

/// What a new request says.
pub struct NewRequest<'a> {
    pub application_id: i64,
    pub token_hash: Vec<u8>,
    pub token_sealed: Vec<u8>,
    pub arrangement: Arrangement,
    pub message: Option<&'a str>,
    pub window_end: DateTime<Utc>,
    pub created_by: Uuid,
}

/// The unique index that allows one open request per application.
pub const ONE_OPEN: &str = "scheduling_requests_open_idx";

pub async fn insert_request(tx: &TenantTx, new: &NewRequest<'_>) -> Result<i64, DbErr> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let statement = db::raw(
        "INSERT INTO scheduling_requests (application_id, token_hash, token_sealed, arrangement, message, window_end, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        [
            new.application_id.into(),
            new.token_hash.clone().into(),
            new.token_sealed.clone().into(),
            Value::from(new.arrangement),
            new.message.map(str::to_owned).into(),
            new.window_end.into(),
            new.created_by.into(),
        ],
    );
    let row = db::fetch_one_raw::<Id>(tx, statement).await?;
    row.map(|row| row.id).ok_or(DbErr::RecordNotInserted)
}

/// A session as stored, with its interview's times and who takes part once booked.
#[derive(Debug, Clone, FromQueryResult)]
pub struct SessionRow {
    pub request_id: i64,
    pub position: i32,
    pub title: String,
    pub minutes: i32,
    pub panel: bool,
    pub interviewers: Vec<Uuid>,
    pub location: Option<String>,
    pub buffer_before: i32,
    pub buffer_after: i32,
    pub event_id: Option<i64>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub assigned: Option<Vec<Uuid>>,
}

/// What a session says when its request is made.
pub struct NewSession<'a> {
    pub title: &'a str,
    pub minutes: i32,
    pub panel: bool,
    pub interviewers: Vec<Uuid>,
    pub location: Option<&'a str>,
    pub buffer_before: i32,
    pub buffer_after: i32,
}

pub async fn insert_sessions(tx: &TenantTx, request: i64, sessions: &[NewSession<'_>]) -> Result<(), DbErr> {
    for (position, session) in sessions.iter().enumerate() {
        let statement = db::raw(
            "INSERT INTO scheduling_sessions
                 (request_id, position, title, minutes, panel, interviewers, location, buffer_before, buffer_after,
                  stage_id)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, stage_id FROM applications a
             JOIN scheduling_requests r ON r.application_id = a.id WHERE r.id = $1",
            [
                request.into(),
                (position as i32).into(),
                session.title.into(),
                session.minutes.into(),
                session.panel.into(),
                session.interviewers.clone().into(),
                session.location.map(str::to_owned).into(),
                session.buffer_before.into(),
                session.buffer_after.into(),
            ],
        );
        tx.execute_raw(statement).await?;
    }
    Ok(())
}

/// The sessions of `requests`, in order.
pub async fn sessions(tx: &TenantTx, requests: Vec<i64>) -> Result<Vec<SessionRow>, DbErr> {
    let statement = db::raw(
        "SELECT s.request_id, s.position, s.title, s.minutes, s.panel, s.interviewers, s.location, s.buffer_before,
                s.buffer_after, s.event_id, e.starts_at, e.ends_at,
                (SELECT array_agg(c.user_id ORDER BY c.user_id) FROM calendar_attendees c WHERE c.event_id = s.event_id)
                    AS assigned
         FROM scheduling_sessions s LEFT JOIN calendar_events e ON e.id = s.event_id
         WHERE s.request_id = ANY($1) ORDER BY s.request_id, s.position",
        [requests.into()],
    );
    db::fetch_all_raw(tx, statement).await
}

pub async fn set_session_event(tx: &TenantTx, request: i64, position: i32, event: Option<i64>) -> Result<(), DbErr> {
    let statement = db::raw(
        "UPDATE scheduling_sessions SET event_id = $3 WHERE request_id = $1 AND position = $2",
        [request.into(), position.into(), event.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}

/// The constraint that keeps self-scheduled bookings of one person from overlapping.
pub const NO_OVERLAP: &str = "scheduling_holds_no_overlap";

/// Holds `users`' time `[from, to)` for the event (buffers included). Fails with the
/// [`NO_OVERLAP`] exclusion constraint when another booking holds any of it.
pub async fn hold(
    tx: &TenantTx,
    event: i64,
    users: Vec<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<(), DbErr> {
    let statement = db::raw(
        "INSERT INTO scheduling_holds (event_id, user_id, busy)
         SELECT $1, u, tstzrange($3, $4) FROM unnest($2::uuid[]) AS u",
        [event.into(), users.into(), from.into(), to.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}

pub async fn release(tx: &TenantTx, events: Vec<i64>) -> Result<(), DbErr> {
    tx.execute_raw(db::raw("DELETE FROM scheduling_holds WHERE event_id = ANY($1)", [events.into()])).await?;
    Ok(())
}

/// Marks the request booked (rescheduled when it was): in `zone`, with its reminder.
pub async fn set_booked(
    tx: &TenantTx,
    id: i64,
    zone: &str,
    rescheduled: bool,
    reminder: Option<i64>,
) -> Result<(), DbErr> {
    let statement = db::raw(
        "UPDATE scheduling_requests SET state = 'booked', time_zone = $2, booked_at = coalesce(booked_at, now()),
             reschedules = reschedules + CASE WHEN $3 THEN 1 ELSE 0 END, reminder_mail_id = $4
         WHERE id = $1",
        [id.into(), zone.into(), rescheduled.into(), reminder.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}

pub async fn set_cancelled(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    let statement = db::raw(
        "UPDATE scheduling_requests SET state = 'cancelled', cancelled_at = now(), reminder_mail_id = NULL WHERE id = $1",
        [id.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}

pub async fn set_no_show(tx: &TenantTx, id: i64, no_show: bool) -> Result<(), DbErr> {
    tx.execute_raw(db::raw("UPDATE scheduling_requests SET no_show = $2 WHERE id = $1", [id.into(), no_show.into()]))
        .await?;
    Ok(())
}

/// Names of users, by id.
#[derive(Debug, Clone, FromQueryResult)]
pub struct NameRow {
    pub id: Uuid,
    pub name: String,
}

pub async fn names(tx: &TenantTx, ids: Vec<Uuid>) -> Result<Vec<NameRow>, DbErr> {
    db::fetch_all_raw(tx, db::raw("SELECT id, name FROM users WHERE id = ANY($1)", [ids.into()])).await
}

/// The figures of the requests made in the last `days` days.
#[derive(Debug, Clone, FromQueryResult)]
pub struct FiguresRow {
    pub requests: i64,
    pub booked: i64,
    pub cancelled: i64,
    pub median_hours: Option<f64>,
    pub reschedules: i64,
    pub no_shows: i64,
}

pub async fn figures(tx: &TenantTx, days: i32) -> Result<FiguresRow, DbErr> {
    let statement = db::raw(
        "SELECT count(*) AS requests,
                count(*) FILTER (WHERE booked_at IS NOT NULL) AS booked,
                count(*) FILTER (WHERE state = 'cancelled') AS cancelled,
                (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM booked_at - created_at) / 3600)
                    FILTER (WHERE booked_at IS NOT NULL))::float8 AS median_hours,
                coalesce(sum(reschedules), 0)::bigint AS reschedules,
                count(*) FILTER (WHERE no_show) AS no_shows
         FROM scheduling_requests WHERE created_at > now() - make_interval(days => $1)",
        [days.into()],
    );
    Ok(db::fetch_one_raw(tx, statement).await?.unwrap_or(FiguresRow {
        requests: 0,
        booked: 0,
        cancelled: 0,
        median_hours: None,
        reschedules: 0,
        no_shows: 0,
    }))
}

/// Erasure and retention: the requests about these applications go (their interviews are the
/// calendar's, which forgets the applicant its own way).
pub async fn forget_applications(tx: &TenantTx, applications: Vec<i64>) -> Result<u64, DbErr> {
    let done = tx
        .execute_raw(db::raw("DELETE FROM scheduling_requests WHERE application_id = ANY($1)", [applications.into()]))
        .await?;
    Ok(done.rows_affected())
}

/// The unsent reminders of these requests (before they are forgotten).
pub async fn reminders_of(tx: &TenantTx, applications: Vec<i64>) -> Result<Vec<i64>, DbErr> {
    #[derive(FromQueryResult)]
    struct Reminder {
        reminder_mail_id: i64,
    }
    let statement = db::raw(
        "SELECT reminder_mail_id FROM scheduling_requests WHERE application_id = ANY($1) AND reminder_mail_id IS NOT NULL",
        [applications.into()],
    );
    Ok(db::fetch_all_raw::<Reminder>(tx, statement).await?.into_iter().map(|r| r.reminder_mail_id).collect())
}

/// A stretch of time a self-scheduled booking holds for someone.
#[derive(Debug, Clone, FromQueryResult)]
pub struct HoldRow {
    pub user_id: Uuid,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
}

/// What bookings hold of `users`' time around `[from, to)` (buffers included), but for the
/// events in `except`.
pub async fn holds(
    tx: &TenantTx,
    users: Vec<Uuid>,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    except: Vec<i64>,
) -> Result<Vec<HoldRow>, DbErr> {
    let statement = db::raw(
        "SELECT user_id, lower(busy) AS starts_at, upper(busy) AS ends_at FROM scheduling_holds
         WHERE user_id = ANY($1) AND busy && tstzrange($2, $3) AND NOT (event_id = ANY($4))",
        [users.into(), from.into(), to.into(), except.into()],
    );
    db::fetch_all_raw(tx, statement).await
}

/// Gives a request's link a new secret (the old address stops working).
pub async fn set_token(tx: &TenantTx, id: i64, hash: Vec<u8>, sealed: Vec<u8>) -> Result<(), DbErr> {
    let statement = db::raw(
        "UPDATE scheduling_requests SET token_hash = $2, token_sealed = $3 WHERE id = $1",
        [id.into(), hash.into(), sealed.into()],
    );
    tx.execute_raw(statement).await?;
    Ok(())
}
