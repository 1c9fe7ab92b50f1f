//! The recruiters' side: sending scheduling requests (from an application, or many at once from
//! the board), following them, cancelling them and marking no-shows.

use std::collections::HashMap;

use sea_orm::ConnectionTrait;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::{Duration, Utc};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use crate::auth::access::Access;
use crate::auth::tokens::{random_token, token_hash};
use crate::auth::{AuthState, StaffOnly};
use crate::booking;
use crate::bulk::{BulkAnswer, BulkResult};
use crate::calendar::repo as calendar_repo;
use crate::domain::{self, MAX_BUFFER_MINUTES, MAX_INTERVIEWERS, MAX_SESSIONS, Mode, RequestState};
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::mail::{self, MailKind, Recipient};
use crate::repo::{self, NewRequest, NewSession, RequestRow, SessionRow};
use crate::tenancy::TenantTx;
use crate::views::{NoShowInput, PersonName, RequestInput, SchedulingRequest, SchedulingRequests, SchedulingSession};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(create_requests).service(list_requests).service(cancel_request).service(mark_no_show);
}

/// A request's checked sessions.
struct Checked {
    title: String,
    minutes: i32,
    panel: bool,
    interviewers: Vec<Uuid>,
    location: Option<String>,
    buffer_before: i32,
    buffer_after: i32,
}

async fn check(tx: &TenantTx, input: &RequestInput, window_days: i32) -> Result<Vec<Checked>, ApiError> {
    let mut errors = FieldErrors::new();
    if input.application_ids.is_empty() || input.application_ids.len() > domain::MAX_BULK {
        errors.add_with(
            "applicationIds",
            ErrorCode::BulkSelectionInvalid,
            &[("items", "applications"), ("how", "1 to 50")],
        );
    }
    if input.sessions.is_empty() || input.sessions.len() > MAX_SESSIONS {
        errors.add("sessions", ErrorCode::SchedulingSessionsInvalid);
    }
    if !(1..=domain::MAX_WINDOW_DAYS).contains(&window_days) {
        errors.add("windowDays", ErrorCode::SchedulingWindowInvalid);
    }
    if input
        .message
        .as_deref()
        .is_some_and(|text| text.chars().count() > domain::MAX_MESSAGE_CHARS || crate::text::has_stray_control(text))
    {
        errors.add("message", ErrorCode::InterviewMessageTooLong);
    }
    // The active staff among every session's interviewers, in one query.
    let mut named: Vec<Uuid> = input.sessions.iter().flat_map(|s| s.interviewers.iter().copied()).collect();
    named.sort_unstable();
    named.dedup();
    let staff: Vec<Uuid> = if named.len() <= MAX_SESSIONS * MAX_INTERVIEWERS {
        calendar_repo::staff_among(tx, named).await?.into_iter().map(|user| user.id).collect()
    } else {
        Vec::new()
    };
    let mut checked = Vec::with_capacity(input.sessions.len());
    for (index, session) in input.sessions.iter().enumerate() {
        let title = session.title.trim().to_owned();
        crate::calendar::domain::check_title(&title, &mut errors);
        let location = session.location.as_deref().map(str::trim).filter(|text| !text.is_empty()).map(str::to_owned);
        if let Some(location) = &location {
            crate::calendar::domain::check_text(
                location,
                crate::calendar::domain::MAX_LOCATION_CHARS,
                "location",
                ErrorCode::EventLocationTooLong,
                &mut errors,
            );
        }
        let mut interviewers: Vec<Uuid> = Vec::new();
        for id in &session.interviewers {
            if !interviewers.contains(id) {
                interviewers.push(*id);
            }
        }
        let buffers_ok =
            [session.buffer_before, session.buffer_after].iter().all(|b| (0..=MAX_BUFFER_MINUTES).contains(b));
        let minutes_ok = (crate::calendar::domain::MIN_SLOT_MINUTES..=crate::calendar::domain::MAX_SLOT_MINUTES)
            .contains(&session.minutes);
        if !buffers_ok || !minutes_ok || interviewers.is_empty() || interviewers.len() > MAX_INTERVIEWERS {
            errors.add(format!("sessions[{index}]"), ErrorCode::SchedulingSessionsInvalid);
        } else if !interviewers.iter().all(|id| staff.contains(id)) {
            errors.add(format!("sessions[{index}].interviewers"), ErrorCode::AttendeeNotStaff);
        }
        checked.push(Checked {
            title,
            minutes: session.minutes as i32,
            panel: session.mode == Mode::All,
            interviewers,
            location,
            buffer_before: session.buffer_before as i32,
            buffer_after: session.buffer_after as i32,
        });
    }
    errors.into_result()?;
    Ok(checked)
}

/// Asks the candidates of the applications to choose their own interview time: each gets a mail
/// with their link (also in My Application), offering the times when every session's
/// interviewers can, within the window.
#[utoipa::path(tag = "scheduling", security(("bearer" = [])), request_body = RequestInput, responses(
    (status = 200, description = "One result per application (`scheduling_request_open`, `application_closed`, `not_found`)", body = BulkAnswer),
    (status = 400, description = "`validation_failed`: bulk_selection_invalid (applicationIds), scheduling_sessions_invalid, event_title_invalid, event_location_too_long, attendee_not_staff (sessions), scheduling_window_invalid (windowDays), interview_message_too_long (message)", body = ErrorEnvelope),
    StaffRequired,
))]
#[post("/api/v1/scheduling/requests")]
async fn create_requests(
    auth: StaffOnly,
    state: web::Data<AuthState>,
    body: web::Json<RequestInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let input = body.into_inner();
    let settings = repo::settings(&tx).await?;
    let window_days = input.window_days.unwrap_or(settings.window_days);
    let sessions = check(&tx, &input, window_days).await?;
    let access = Access::of(&tx, &user).await?;
    let now = Utc::now();
    let window_end = domain::window_end(now, tx.tenant().zone(), window_days);
    let message = input.message.as_deref().map(str::trim).filter(|text| !text.is_empty());
    let mut ids = input.application_ids.clone();
    ids.sort_unstable();
    ids.dedup();
    let mut results = Vec::with_capacity(ids.len());
    for id in ids {
        tx.execute_unprepared("SAVEPOINT scheduling_request").await?;
        match send_one(&tx, &state, &access, &user, id, (&sessions, input.arrangement), window_end, message).await {
            Ok(()) => {
                tx.execute_unprepared("RELEASE SAVEPOINT scheduling_request").await?;
                results.push(BulkResult::done(id));
            }
            Err(err) => {
                tx.execute_unprepared("ROLLBACK TO SAVEPOINT scheduling_request").await?;
                results.push(BulkResult::refused_by(id, err)?);
            }
        }
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(BulkAnswer::new(results)))
}

#[allow(clippy::too_many_arguments)]
async fn send_one(
    tx: &TenantTx,
    state: &AuthState,
    access: &Access,
    user: &crate::auth::users::User,
    id: i64,
    (sessions, arrangement): (&[Checked], crate::domain::Arrangement),
    window_end: chrono::DateTime<Utc>,
    message: Option<&str>,
) -> Result<(), ApiError> {
    let not_found = || ApiError::not_found("application");
    let application = crate::applications::repo::find(tx, id).await?.ok_or_else(not_found)?;
    if !access.sees_application(application.vacancy_id, application.id) {
        return Err(not_found());
    }
    if !application.status.is_open() {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::ApplicationClosed));
    }
    let token = random_token();
    let new = NewRequest {
        application_id: id,
        token_hash: token_hash(&token),
        token_sealed: state.sealer.seal(token.as_bytes()),
        arrangement,
        message,
        window_end,
        created_by: user.id,
    };
    let request = match repo::insert_request(tx, &new).await {
        Ok(request) => request,
        Err(err) if crate::error::violated_unique_constraint(&err).as_deref() == Some(repo::ONE_OPEN) => {
            return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::SchedulingRequestOpen));
        }
        Err(err) => return Err(err.into()),
    };
    let rows: Vec<NewSession<'_>> = sessions
        .iter()
        .map(|s| NewSession {
            title: &s.title,
            minutes: s.minutes,
            panel: s.panel,
            interviewers: s.interviewers.clone(),
            location: s.location.as_deref(),
            buffer_before: s.buffer_before,
            buffer_after: s.buffer_after,
        })
        .collect();
    repo::insert_sessions(tx, request, &rows).await?;
    tell_candidate(tx, &state.public_url, id, &token, sessions, window_end, message).await
}

/// Mails the candidate their link.
async fn tell_candidate(
    tx: &TenantTx,
    public_url: &str,
    application: i64,
    token: &str,
    sessions: &[Checked],
    window_end: chrono::DateTime<Utc>,
    message: Option<&str>,
) -> Result<(), ApiError> {
    let Some(row) = calendar_repo::application(tx, application).await? else { return Ok(()) };
    let (Some(address), Some(locale)) = (row.applicant_email.as_deref(), row.applicant_locale) else { return Ok(()) };
    let zone = tx.tenant().zone();
    let last_day = (window_end - Duration::seconds(1)).with_timezone(&zone).date_naive();
    let kind = MailKind::SchedulingRequest {
        vacancy: row.vacancy_title.clone(),
        sessions: sessions.iter().map(|s| format!("{} ({} min)", s.title, s.minutes)).collect::<Vec<_>>().join("\n"),
        until: last_day.to_string(),
        note: message.map(str::to_owned),
        link: link(public_url, tx, token),
    };
    mail::enqueue(tx, Recipient { address, name: &row.applicant_name, locale }, &kind).await?;
    Ok(())
}

/// The candidate's page for a request.
pub fn link(public_url: &str, tx: &TenantTx, token: &str) -> String {
    format!("{public_url}/schedule/{token}?tenant={}", tx.tenant().slug)
}

/// Requests as recruiters see them.
pub async fn views(tx: &TenantTx, requests: Vec<RequestRow>) -> Result<Vec<SchedulingRequest>, ApiError> {
    let sessions = repo::sessions(tx, requests.iter().map(|r| r.id).collect()).await?;
    let names = booking::names(tx, &sessions).await?;
    let person = |id: &Uuid| PersonName { id: *id, name: names.get(id).cloned().unwrap_or_default() };
    let mut by_request: HashMap<i64, Vec<&SessionRow>> = HashMap::new();
    for row in &sessions {
        by_request.entry(row.request_id).or_default().push(row);
    }
    let now = Utc::now();
    Ok(requests
        .into_iter()
        .map(|request| SchedulingRequest {
            id: request.id,
            application_id: request.application_id,
            state: RequestState::of(request.state, request.window_end, now),
            arrangement: request.arrangement,
            message: request.message,
            window_end: request.window_end,
            created_at: request.created_at,
            created_by_name: request.created_by_name,
            booked_at: request.booked_at,
            reschedules: request.reschedules,
            no_show: request.no_show,
            time_zone: request.time_zone,
            sessions: by_request
                .get(&request.id)
                .map(|rows| {
                    rows.iter()
                        .map(|row| SchedulingSession {
                            position: row.position,
                            title: row.title.clone(),
                            minutes: row.minutes,
                            mode: if row.panel { Mode::All } else { Mode::Any },
                            location: row.location.clone(),
                            buffer_before: row.buffer_before,
                            buffer_after: row.buffer_after,
                            interviewers: row.interviewers.iter().map(person).collect(),
                            start: row.starts_at,
                            end: row.ends_at,
                            event_id: row.event_id,
                            assigned: row.assigned.iter().flatten().map(person).collect(),
                        })
                        .collect()
                })
                .unwrap_or_default(),
        })
        .collect())
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(crate) struct RequestsQuery {
    application_id: i64,
}

/// An application's scheduling requests, newest first.
#[utoipa::path(tag = "scheduling", security(("bearer" = [])), params(RequestsQuery), responses(
    (status = 200, description = "Its requests", body = SchedulingRequests),
    StaffRequired,
    (status = 404, description = "No such application (or not yours to see)", body = ErrorEnvelope),
))]
#[get("/api/v1/scheduling/requests")]
async fn list_requests(auth: StaffOnly, query: web::Query<RequestsQuery>) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    let application = crate::applications::repo::find(tx, query.application_id)
        .await?
        .ok_or_else(|| ApiError::not_found("application"))?;
    if !Access::of(tx, &auth.user).await?.sees_application(application.vacancy_id, application.id) {
        return Err(ApiError::not_found("application"));
    }
    let data = views(tx, repo::for_application(tx, application.id).await?).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(SchedulingRequests { data }))
}

/// The request for a change, if the caller may see its application.
async fn visible(tx: &TenantTx, user: &crate::auth::users::User, id: i64) -> Result<RequestRow, ApiError> {
    let request = repo::find_for_update(tx, id).await?.ok_or_else(|| ApiError::not_found("scheduling request"))?;
    if !Access::of(tx, user).await?.sees_application(request.vacancy_id, request.application_id) {
        return Err(ApiError::not_found("scheduling request"));
    }
    Ok(request)
}

/// Cancels a request: the candidate can no longer book, and booked interviews are cancelled
/// (everyone invited gets the cancellation).
#[utoipa::path(tag = "scheduling", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Cancelled"),
    StaffRequired,
    (status = 404, description = "No such request", body = ErrorEnvelope),
))]
#[delete("/api/v1/scheduling/requests/{id}")]
async fn cancel_request(
    auth: StaffOnly,
    state: web::Data<AuthState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let request = visible(&auth.tx, &auth.user, *id).await?;
    if request.state != crate::domain::StoredState::Cancelled {
        let sessions = repo::sessions(&auth.tx, vec![request.id]).await?;
        booking::cancel(&auth.tx, &state.public_url, &request, &sessions).await?;
    }
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Marks whether the candidate came to a booked interview (once it has started).
#[utoipa::path(tag = "scheduling", security(("bearer" = [])), params(("id" = i64, Path)), request_body = NoShowInput, responses(
    (status = 200, description = "Marked", body = SchedulingRequest),
    StaffRequired,
    (status = 404, description = "No such request", body = ErrorEnvelope),
    (status = 409, description = "`scheduling_not_booked`: not booked, or not started yet", body = ErrorEnvelope),
))]
#[put("/api/v1/scheduling/requests/{id}/no-show")]
async fn mark_no_show(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<NoShowInput>,
) -> Result<HttpResponse, ApiError> {
    let request = visible(&auth.tx, &auth.user, *id).await?;
    let sessions = repo::sessions(&auth.tx, vec![request.id]).await?;
    let started = sessions.iter().filter_map(|row| row.starts_at).min().is_some_and(|start| start <= Utc::now());
    if request.state != crate::domain::StoredState::Booked || !started {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::SchedulingNotBooked));
    }
    repo::set_no_show(&auth.tx, request.id, body.no_show).await?;
    let request =
        repo::find_for_update(&auth.tx, request.id).await?.ok_or_else(|| ApiError::not_found("scheduling request"))?;
    let view = views(&auth.tx, vec![request]).await?.pop().ok_or_else(|| ApiError::not_found("scheduling request"))?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(view))
}
