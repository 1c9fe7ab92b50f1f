//! The team's calendar (staff and admins): events in a range, creating, changing and deleting
//! them (with invitations), free slots for scheduling, and the people one may invite.

use std::collections::HashSet;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, patch, post, web};
use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;
use uuid::Uuid;

use std::sync::Arc;

use super::availability;
use super::cache::{Entry, Kept, RangeCache, RangeKey};
use super::domain::{self, EventLabel, Interval};
use super::entities::calendar_event;
use super::ics::Method;
use super::invitations::{self, Invited};
use super::repo::{self, EventWrite, Revision};
use super::slots;
use super::views::{CalendarEvent, CalendarEvents, CalendarPeople, CalendarPerson, EventViews, FreeSlots};
use crate::applications::domain::ApplicationStatus;
use crate::applications::pipeline::{Moves, Tell, record_moves, steps_to_status};
use crate::audit::{self, Action};
use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::auth::{AuthState, StaffOnly};
use crate::error::responses::{SignInRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::paging;
use crate::tenancy::TenantTx;
use crate::views::{EventChange, EventInput};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_events)
        .service(get_event)
        .service(create_event)
        .service(change_event)
        .service(delete_event)
        .service(free_slots)
        .service(people_to_invite);
}

fn no_such_event() -> ApiError {
    ApiError::not_found("event")
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct EventsQuery {
    /// Start of the range (RFC 3339).
    from: DateTime<Utc>,
    /// End of the range, at most 366 days after `from`.
    to: DateTime<Utc>,
    /// Only these labels, comma-separated (e.g. `interview,meeting`).
    label: Option<String>,
}

fn parse_labels(text: &str) -> Result<Vec<EventLabel>, ApiError> {
    text.split(',')
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .map(|part| {
            serde_json::from_value(serde_json::Value::String(part.to_owned()))
                .map_err(|_| ApiError::invalid_query("label is a list of event labels"))
        })
        .collect()
}

/// Every event `user` organises or is invited to, as they see it: their privacy export.
pub async fn exported_for(tx: &TenantTx, user: &crate::auth::users::User) -> Result<Vec<CalendarEvent>, ApiError> {
    views(tx, &repo::taking_part(tx, user.id).await?, user).await
}

/// Views of `events` for `viewer`, with their attendees and applications.
async fn views(
    tx: &TenantTx,
    events: &[calendar_event::Model],
    viewer: &crate::auth::users::User,
) -> Result<Vec<CalendarEvent>, ApiError> {
    let ids = events.iter().map(|e| e.id).collect();
    let applications = events.iter().filter_map(|e| e.application_id).collect::<HashSet<_>>().into_iter().collect();
    let lookups = EventViews::new(repo::attendees(tx, ids).await?, repo::applications(tx, applications).await?);
    let admin = viewer.role == Role::Admin;
    Ok(events.iter().map(|event| lookups.view(event, viewer.id, admin)).collect())
}

/// The events in a range that the caller sees: the team's, and their own personal ones.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), params(EventsQuery), responses(
    (status = 200, description = "The events overlapping the range, earliest first (open one for its people)", body = CalendarEvents),
    (status = 400, description = "`validation_failed`: event_range_invalid, range_too_long (field `to`); `invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/calendar/events")]
async fn list_events(
    auth: StaffOnly,
    cache: web::Data<RangeCache>,
    query: web::Query<EventsQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let mut errors = FieldErrors::new();
    domain::check_range(query.from, query.to, domain::MAX_QUERY_DAYS, &mut errors);
    errors.into_result()?;
    let labels = query.label.as_deref().map(parse_labels).transpose()?;
    let tx = &auth.tx;
    let version = repo::version(tx).await?;
    let key = RangeKey { tenant: tx.tenant().id, from: query.from, to: query.to, labels: labels.clone() };
    let team = match cache.get(&key, version).await {
        Some(kept) => kept,
        None => {
            let rows = repo::team_in_range(tx, query.from, query.to, labels.clone()).await?;
            let kept = Arc::new(Kept { version, events: rows.into_iter().map(Entry::new).collect() });
            cache.keep(key, kept.clone()).await;
            kept
        }
    };
    let wants_personal = labels.as_ref().is_none_or(|labels| labels.contains(&EventLabel::Personal));
    let personal: Vec<Entry> = if wants_personal {
        repo::personal_in_range(tx, auth.user.id, query.from, query.to).await?.into_iter().map(Entry::new).collect()
    } else {
        Vec::new()
    };
    // Interviews about applications the viewer may not see are left out (the kept range is the
    // whole team's).
    let access = Access::of(tx, &auth.user).await?;
    let hidden = repo::hidden_interviews(tx, &access, auth.user.id, team.events.iter().map(|e| e.id).collect()).await?;
    // The team's events and the viewer's own, merged earliest first.
    let admin = auth.user.role == Role::Admin;
    let mut body = String::with_capacity(team.events.iter().map(|e| e.json_len() + 20).sum::<usize>() + 16);
    body.push_str("{\"data\":[");
    let (mut shared, mut own) = (team.events.iter().peekable(), personal.iter().peekable());
    let mut first = true;
    loop {
        let next = match (shared.peek(), own.peek()) {
            (Some(a), Some(b)) if (b.starts_at, b.id) < (a.starts_at, a.id) => own.next(),
            (Some(_), _) => shared.next(),
            (None, Some(_)) => own.next(),
            (None, None) => break,
        };
        let Some(entry) = next else { break };
        if hidden.contains(&entry.id) {
            continue;
        }
        if !first {
            body.push(',');
        }
        first = false;
        entry.write(&mut body, admin || entry.organizer_id == auth.user.id);
    }
    body.push_str("]}");
    Ok(HttpResponse::Ok().content_type("application/json").insert_header(("cache-control", "no-store")).body(body))
}

/// One event with its people: attendees and their answers, and an interview's application with
/// the applicant's answer.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), params(("id" = i64, Path, description = "Event id")), responses(
    (status = 200, description = "The event", body = CalendarEvent),
    StaffRequired,
    (status = 404, description = "No such event (or another's personal one)", body = ErrorEnvelope),
))]
#[get("/api/v1/calendar/events/{id}")]
async fn get_event(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let event = repo::find(&auth.tx, *id).await?.ok_or_else(no_such_event)?;
    if event.label == EventLabel::Personal && event.organizer_id != auth.user.id {
        return Err(no_such_event());
    }
    let access = Access::of(&auth.tx, &auth.user).await?;
    if !repo::hidden_interviews(&auth.tx, &access, auth.user.id, vec![event.id]).await?.is_empty() {
        return Err(no_such_event());
    }
    let view = views(&auth.tx, std::slice::from_ref(&event), &auth.user).await?.pop().ok_or_else(no_such_event)?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(view))
}

/// Checked, normalised event fields.
struct Checked {
    title: String,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    all_day: bool,
    label: EventLabel,
    location: Option<String>,
    description: Option<String>,
}

impl Checked {
    fn write(&self) -> EventWrite<'_> {
        EventWrite {
            title: &self.title,
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            all_day: self.all_day,
            label: self.label,
            location: self.location.as_deref(),
            description: self.description.as_deref(),
        }
    }
}

fn optional_text(value: Option<&str>) -> Option<String> {
    value.map(str::trim).filter(|text| !text.is_empty()).map(str::to_owned)
}

#[allow(clippy::too_many_arguments)]
fn check_event(
    title: &str,
    start: DateTime<Utc>,
    end: DateTime<Utc>,
    all_day: bool,
    label: EventLabel,
    location: Option<String>,
    description: Option<String>,
    errors: &mut FieldErrors,
) -> Checked {
    let title = title.trim().to_owned();
    domain::check_title(&title, errors);
    let (starts_at, ends_at) = if all_day { domain::all_day_bounds(start, end) } else { (start, end) };
    domain::check_times(starts_at, ends_at, errors);
    if let Some(location) = &location {
        domain::check_text(location, domain::MAX_LOCATION_CHARS, "location", ErrorCode::EventLocationTooLong, errors);
    }
    if let Some(description) = &description {
        domain::check_text(
            description,
            domain::MAX_DESCRIPTION_CHARS,
            "description",
            ErrorCode::EventDescriptionTooLong,
            errors,
        );
    }
    Checked { title, starts_at, ends_at, all_day, label, location, description }
}

/// The colleagues named, all active staff; the organiser is added by the repo.
async fn check_attendees(tx: &TenantTx, ids: &[Uuid], errors: &mut FieldErrors) -> Result<Vec<Uuid>, ApiError> {
    let mut unique: Vec<Uuid> = Vec::with_capacity(ids.len());
    for id in ids {
        if !unique.contains(id) {
            unique.push(*id);
        }
    }
    if unique.len() > domain::MAX_ATTENDEES {
        errors.add("attendees", ErrorCode::TooManyAttendees);
        return Ok(unique);
    }
    let staff = repo::staff_among(tx, unique.clone()).await?;
    if staff.len() != unique.len() {
        errors.add("attendees", ErrorCode::AttendeeNotStaff);
    }
    Ok(unique)
}

/// Refuses (409 `schedule_conflict`, naming who is busy) when one of `people` has another event
/// that makes them busy, or a holiday falls, within the event's time.
async fn check_conflicts(
    tx: &TenantTx,
    checked: &Checked,
    people: Vec<Uuid>,
    except: Option<i64>,
) -> Result<(), ApiError> {
    if !checked.label.makes_busy() || checked.label == EventLabel::Holiday {
        return Ok(());
    }
    let zone = tx.tenant().zone();
    let wanted = domain::busy_interval(checked.starts_at, checked.ends_at, checked.all_day, zone);
    let settings = availability::settings(tx, &people).await?;
    let who: Vec<(Uuid, chrono_tz::Tz)> = people.iter().map(|id| (*id, settings[id].zone)).collect();
    let except: Vec<i64> = except.into_iter().collect();
    let mut busy_people: Vec<Uuid> =
        availability::busy_times(tx, &who, wanted, &except).await?.into_iter().map(|b| b.user_id).collect();
    if busy_people.is_empty() {
        return Ok(());
    }
    busy_people.sort();
    busy_people.dedup();
    let names: Vec<String> = repo::staff_among(tx, busy_people).await?.into_iter().map(|u| u.name).collect();
    let mut fields = FieldErrors::new();
    fields.add_with("attendees", ErrorCode::ScheduleConflict, &[("people", &names.join(", "))]);
    Err(ApiError::fields(StatusCode::CONFLICT, ErrorCode::ScheduleConflict, fields))
}

/// Adds an event. An interview with an application invites its applicant (and the attendees) by
/// e-mail with an iCalendar invitation, and moves the application to `interview` when it was
/// earlier in the pipeline.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), request_body = EventInput, responses(
    (status = 201, description = "Added", body = CalendarEvent),
    (status = 400, description = "`validation_failed`: event_title_invalid, event_range_invalid, event_too_long, event_location_too_long, event_description_too_long, attendee_not_staff, too_many_attendees, personal_event_attendees, application_only_for_interviews", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such application", body = ErrorEnvelope),
    (status = 409, description = "`schedule_conflict` (someone is busy; send again with allowConflicts), `application_closed`", body = ErrorEnvelope),
))]
#[post("/api/v1/calendar/events")]
async fn create_event(
    auth: StaffOnly,
    state: web::Data<AuthState>,
    body: web::Json<EventInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let input = body.into_inner();
    let mut errors = FieldErrors::new();
    let checked = check_event(
        &input.title,
        input.start,
        input.end,
        input.all_day,
        input.label,
        optional_text(input.location.as_deref()),
        optional_text(input.description.as_deref()),
        &mut errors,
    );
    let attendees = check_attendees(&tx, &input.attendees, &mut errors).await?;
    if input.label == EventLabel::Personal && attendees.iter().any(|id| *id != user.id) {
        errors.add("attendees", ErrorCode::PersonalEventAttendees);
    }
    if input.application_id.is_some() && input.label != EventLabel::Interview {
        errors.add("applicationId", ErrorCode::ApplicationOnlyForInterviews);
    }
    errors.into_result()?;
    // One calendar change at a time per tenant, so two bookings cannot both pass the check.
    repo::bump_version(&tx).await?;
    let application = match input.application_id {
        Some(id) => {
            let row = repo::application_for_update(&tx, id).await?.ok_or_else(|| ApiError::not_found("application"))?;
            if !row.status.is_open() || row.status == ApplicationStatus::Hired {
                return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::ApplicationClosed));
            }
            Some(row)
        }
        None => None,
    };
    if !input.allow_conflicts {
        let mut people = attendees.clone();
        people.push(user.id);
        check_conflicts(&tx, &checked, people, None).await?;
    }
    let event =
        add_event(&tx, &state.public_url, &user, &checked.write(), application.as_ref(), &attendees, None).await?;
    record(&tx, &user, Action::EventCreated, &event).await?;
    let view = views(&tx, std::slice::from_ref(&event), &user).await?.pop().ok_or_else(no_such_event)?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(view))
}

/// Stores an event and invites everyone. An interview about `application` moves it to its first
/// interview stage when it was earlier in the pipeline (the invitation says so: no second mail)
/// and takes the stage it is at. `applicant_zone`: the zone the applicant's invitation states
/// the time in (the tenant's by default).
pub async fn add_event(
    tx: &TenantTx,
    public_url: &str,
    organizer: &crate::auth::users::User,
    write: &EventWrite<'_>,
    application: Option<&repo::ApplicationRow>,
    attendees: &[Uuid],
    applicant_zone: Option<chrono_tz::Tz>,
) -> Result<calendar_event::Model, ApiError> {
    let event = repo::insert(tx, organizer.id, write, application.map(|app| app.id), attendees).await?;
    if let Some(app) = application
        && matches!(app.status, ApplicationStatus::Submitted | ApplicationStatus::InReview)
    {
        let to = ApplicationStatus::Interview;
        let row =
            crate::applications::repo::find(tx, app.id).await?.ok_or_else(|| ApiError::not_found("application"))?;
        if let Some(step) = steps_to_status(tx, &[&row], to).await?.pop().flatten() {
            record_moves(tx, organizer, Moves { steps: &[step], to, reason: None, note: None, tell: Tell::Nothing })
                .await?;
        }
    }
    if let Some(app) = application {
        repo::take_application_stage(tx, event.id, app.id).await?;
    }
    let mut invited = Invited::load(tx, &event).await?;
    invited.applicant_zone = applicant_zone;
    invitations::send(tx, public_url, &event, &invited, Method::Request, None).await?;
    Ok(event)
}

/// Moves an event to `[starts_at, ends_at)` (a booking rescheduled): everyone gets the updated
/// invitation (its SEQUENCE up) and is asked again; the applicant's states the time in
/// `applicant_zone`.
pub async fn move_event(
    tx: &TenantTx,
    public_url: &str,
    id: i64,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    applicant_zone: Option<chrono_tz::Tz>,
) -> Result<calendar_event::Model, ApiError> {
    let before = repo::find_for_update(tx, id).await?.ok_or_else(no_such_event)?;
    let write = EventWrite {
        title: &before.title,
        starts_at,
        ends_at,
        all_day: false,
        label: before.label,
        location: before.location.as_deref(),
        description: before.description.as_deref(),
    };
    let event = repo::update(tx, id, &write, Revision::AskAgain).await?;
    let mut invited = Invited::load(tx, &event).await?;
    invited.applicant_zone = applicant_zone;
    invitations::send(tx, public_url, &event, &invited, Method::Request, None).await?;
    Ok(event)
}

/// Deletes an event, if it is still there, and sends everyone invited a cancellation.
pub async fn remove_event(
    tx: &TenantTx,
    public_url: &str,
    id: i64,
    applicant_zone: Option<chrono_tz::Tz>,
) -> Result<(), ApiError> {
    let Some(event) = repo::find_for_update(tx, id).await? else { return Ok(()) };
    if event.label.invites() {
        let mut invited = Invited::load(tx, &event).await?;
        invited.applicant_zone = applicant_zone;
        invitations::send(tx, public_url, &event, &invited, Method::Cancel, None).await?;
    }
    repo::delete(tx, event.id).await?;
    Ok(())
}

async fn record(
    tx: &TenantTx,
    user: &crate::auth::users::User,
    action: Action,
    event: &calendar_event::Model,
) -> Result<(), ApiError> {
    audit::record(
        tx,
        audit::Entry {
            actor_user: Some(user.id),
            actor_label: &user.email,
            action,
            subject_type: "calendar_event",
            subject_id: Some(event.id.to_string()),
            details: json!({ "label": event.label, "applicationId": event.application_id }),
        },
    )
    .await?;
    Ok(())
}

/// The event for a change: 404 when the caller cannot see it, 403 when they may not change it.
async fn editable(tx: &TenantTx, user: &crate::auth::users::User, id: i64) -> Result<calendar_event::Model, ApiError> {
    let event = repo::find_for_update(tx, id).await?.ok_or_else(no_such_event)?;
    if event.label == EventLabel::Personal && event.organizer_id != user.id {
        return Err(no_such_event());
    }
    if event.organizer_id != user.id && user.role != Role::Admin {
        return Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::NotEventOrganizer));
    }
    Ok(event)
}

/// Changes an event (its organiser, or an admin). When what invitees know changes (time, title,
/// place, description, who takes part), the SEQUENCE goes up, everyone gets the updated
/// invitation and is asked to answer again; people taken off get a cancellation.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), params(("id" = i64, Path, description = "Event id")),
    request_body = EventChange, responses(
    (status = 200, description = "Changed", body = CalendarEvent),
    (status = 400, description = "`validation_failed` (as when adding; `label` application_only_for_interviews)", body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin; `not_event_organizer`", body = ErrorEnvelope),
    (status = 404, description = "No such event", body = ErrorEnvelope),
    (status = 409, description = "`schedule_conflict`", body = ErrorEnvelope),
))]
#[patch("/api/v1/calendar/events/{id}")]
async fn change_event(
    auth: StaffOnly,
    state: web::Data<AuthState>,
    id: web::Path<i64>,
    body: web::Json<EventChange>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let change = body.into_inner();
    let before = editable(&tx, &user, *id).await?;
    let mut errors = FieldErrors::new();
    let label = change.label.unwrap_or(before.label);
    if before.application_id.is_some() && label != EventLabel::Interview {
        errors.add("label", ErrorCode::ApplicationOnlyForInterviews);
    }
    let checked = check_event(
        change.title.as_deref().unwrap_or(&before.title),
        change.start.unwrap_or(before.starts_at),
        change.end.unwrap_or(before.ends_at),
        change.all_day.unwrap_or(before.all_day),
        label,
        match change.location.as_deref() {
            Some(text) => optional_text(Some(text)),
            None => before.location.clone(),
        },
        match change.description.as_deref() {
            Some(text) => optional_text(Some(text)),
            None => before.description.clone(),
        },
        &mut errors,
    );
    let invited_before = Invited::load(&tx, &before).await?;
    let attendees = match &change.attendees {
        Some(ids) => Some(check_attendees(&tx, ids, &mut errors).await?),
        None => None,
    };
    let current: Vec<Uuid> = invited_before.attendees.iter().map(|a| a.user_id).collect();
    let others = attendees.as_deref().unwrap_or(&current).iter().any(|id| *id != before.organizer_id);
    if label == EventLabel::Personal && others {
        errors.add("attendees", ErrorCode::PersonalEventAttendees);
    }
    errors.into_result()?;
    repo::bump_version(&tx).await?;
    let people_changed = attendees.as_ref().is_some_and(|ids| {
        let wanted: HashSet<Uuid> = ids.iter().copied().chain([before.organizer_id]).collect();
        wanted != current.iter().copied().collect()
    });
    let times_changed =
        checked.starts_at != before.starts_at || checked.ends_at != before.ends_at || checked.all_day != before.all_day;
    if !change.allow_conflicts && (times_changed || people_changed || label != before.label) {
        let people =
            attendees.clone().unwrap_or_else(|| current.clone()).into_iter().chain([before.organizer_id]).collect();
        check_conflicts(&tx, &checked, people, Some(before.id)).await?;
    }
    let revision = if times_changed || checked.location != before.location {
        Revision::AskAgain
    } else if people_changed
        || label != before.label
        || checked.title != before.title
        || checked.description != before.description
    {
        Revision::Update
    } else {
        Revision::Quiet
    };
    let event = repo::update(&tx, before.id, &checked.write(), revision).await?;
    let removed = match &attendees {
        Some(ids) => repo::set_attendees(&tx, &event, ids).await?,
        None => Vec::new(),
    };
    match (before.label.invites(), event.label.invites()) {
        // No longer something people are invited to (now a reminder, say): it goes from their calendars.
        (true, false) => {
            invitations::send(&tx, &state.public_url, &before, &invited_before, Method::Cancel, None).await?;
        }
        (true, true) => {
            if !removed.is_empty() {
                invitations::send(&tx, &state.public_url, &event, &invited_before, Method::Uninvite, Some(&removed))
                    .await?;
            }
            if revision != Revision::Quiet {
                let invited = Invited::load(&tx, &event).await?;
                invitations::send(&tx, &state.public_url, &event, &invited, Method::Request, None).await?;
            }
        }
        (false, true) => {
            let invited = Invited::load(&tx, &event).await?;
            invitations::send(&tx, &state.public_url, &event, &invited, Method::Request, None).await?;
        }
        (false, false) => {}
    }
    record(&tx, &user, Action::EventChanged, &event).await?;
    let view = views(&tx, std::slice::from_ref(&event), &user).await?.pop().ok_or_else(no_such_event)?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(view))
}

/// Deletes an event (its organiser, or an admin); everyone invited gets a cancellation.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), params(("id" = i64, Path, description = "Event id")), responses(
    (status = 204, description = "Deleted"),
    SignInRequired,
    (status = 403, description = "Not staff or admin; `not_event_organizer`", body = ErrorEnvelope),
    (status = 404, description = "No such event", body = ErrorEnvelope),
))]
#[delete("/api/v1/calendar/events/{id}")]
async fn delete_event(
    auth: StaffOnly,
    state: web::Data<AuthState>,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let event = editable(&tx, &user, *id).await?;
    let invited = Invited::load(&tx, &event).await?;
    if event.label.invites() {
        invitations::send(&tx, &state.public_url, &event, &invited, Method::Cancel, None).await?;
    }
    repo::delete(&tx, event.id).await?;
    record(&tx, &user, Action::EventDeleted, &event).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct SlotsQuery {
    /// The people who must all be free, comma-separated user ids (at most 20).
    attendees: String,
    from: DateTime<Utc>,
    /// At most 31 days after `from`.
    to: DateTime<Utc>,
    /// Minutes, 15–480.
    duration: i64,
    /// The zone the answer is for (IANA name); the tenant's by default. Each person's own
    /// working hours and zone apply.
    time_zone: Option<String>,
}

/// At most this many slots are proposed.
const MAX_SLOTS: usize = 200;

/// Times within everyone's working hours (each in their own zone; 09–17 Monday to Friday in the
/// tenant's zone unless they set theirs) when everyone named is free for `duration`, their
/// external calendars included, on a grid of whole half hours, and when each of them is busy.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), params(SlotsQuery), responses(
    (status = 200, description = "Free slots, earliest first (at most 200), and busy times", body = FreeSlots),
    (status = 400, description = "`validation_failed`: event_range_invalid, range_too_long, duration_invalid, time_zone_unknown, attendee_not_staff, too_many_attendees", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/calendar/free-slots")]
async fn free_slots(auth: StaffOnly, query: web::Query<SlotsQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let mut errors = FieldErrors::new();
    domain::check_range(query.from, query.to, domain::MAX_SLOT_DAYS, &mut errors);
    if !(domain::MIN_SLOT_MINUTES..=domain::MAX_SLOT_MINUTES).contains(&query.duration) {
        errors.add("duration", ErrorCode::DurationInvalid);
    }
    let zone = match query.time_zone.as_deref() {
        Some(name) => crate::tenancy::parse_zone(name.trim()).unwrap_or_else(|| {
            errors.add("timeZone", ErrorCode::TimeZoneUnknown);
            chrono_tz::Tz::UTC
        }),
        None => auth.tx.tenant().zone(),
    };
    let ids: Vec<Uuid> =
        match query.attendees.split(',').map(str::trim).filter(|s| !s.is_empty()).map(Uuid::parse_str).collect() {
            Ok(ids) => ids,
            Err(_) => {
                errors.add("attendees", ErrorCode::AttendeeNotStaff);
                Vec::new()
            }
        };
    let people = check_attendees(&auth.tx, &ids, &mut errors).await?;
    errors.into_result()?;
    let range = Interval { start: query.from, end: query.to };
    let (people, busy) =
        availability::people(&auth.tx, &people, range, &[], (availability::Counting::BusyOnly, Utc::now())).await?;
    let slots = slots::free_slots(&people, range, Duration::minutes(query.duration), Utc::now(), MAX_SLOTS);
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(FreeSlots {
        time_zone: zone.name().to_owned(),
        slots,
        busy,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct PeopleQuery {
    /// Part of a name or e-mail address.
    q: Option<String>,
}

/// The recruiting team (active staff and admins), to invite to events.
#[utoipa::path(tag = "calendar", operation_id = "calendar_people", security(("bearer" = [])), params(PeopleQuery), responses(
    (status = 200, description = "At most 50, by name", body = CalendarPeople),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/calendar/people")]
async fn people_to_invite(auth: StaffOnly, query: web::Query<PeopleQuery>) -> Result<HttpResponse, ApiError> {
    let text = paging::filter_text(query.q.as_deref(), "search text")?;
    let people = repo::people(&auth.tx, text.as_deref(), 50).await?;
    Ok(HttpResponse::Ok().json(CalendarPeople { data: people.iter().map(CalendarPerson::from).collect() }))
}
