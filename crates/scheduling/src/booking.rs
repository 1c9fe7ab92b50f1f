//! The times a request offers, and booking, rescheduling and cancelling them.
//!
//! Two candidates choosing the same person's time at the same moment: both saw it offered; their
//! bookings take the tenant's calendar version one after the other, and the second plans on what
//! the first committed and answers `slot_taken`, with fresh times on the page. Whatever path
//! writes a hold, the exclusion constraint (`scheduling_holds_no_overlap`) refuses an overlap
//! with a committed one: the database decides.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use uuid::Uuid;

use crate::calendar::availability;
use crate::calendar::domain::{EventLabel, Interval};
use crate::calendar::repo::{self as calendar_repo, EventWrite};
use crate::domain::{self, MIN_LEAD_HOURS, PlacedSession, Planner, REMINDER_HOURS, Session, StoredState, TimeOption};
use crate::error::{ApiError, ErrorCode};
use crate::mail::{self, MailKind, Recipient};
use crate::repo::{self, RequestRow, SessionRow, SettingsRow};
use crate::tenancy::TenantTx;

/// The sessions as the planner takes them.
pub fn planned(sessions: &[SessionRow]) -> Vec<Session> {
    sessions
        .iter()
        .map(|row| Session {
            minutes: i64::from(row.minutes),
            panel: row.panel,
            interviewers: row.interviewers.clone(),
            buffer_before: i64::from(row.buffer_before),
            buffer_after: i64::from(row.buffer_after),
        })
        .collect()
}

/// The interviews a request has booked.
pub fn own_events(sessions: &[SessionRow]) -> Vec<i64> {
    sessions.iter().filter_map(|row| row.event_id).collect()
}

/// The earliest time offered: the notice ahead, and at least an hour.
pub fn earliest(settings: &SettingsRow, now: DateTime<Utc>) -> DateTime<Utc> {
    now + Duration::hours(i64::from(settings.notice_hours).max(MIN_LEAD_HOURS))
}

/// Whether a booked request may still be changed: its first interview is more than the notice
/// away.
pub fn can_change(request: &RequestRow, sessions: &[SessionRow], settings: &SettingsRow, now: DateTime<Utc>) -> bool {
    let first = sessions.iter().filter_map(|row| row.starts_at).min();
    request.state == StoredState::Booked
        && request.application_status.is_open()
        && first.is_some_and(|start| start - now >= Duration::hours(i64::from(settings.notice_hours)))
}

/// Until when a request's times are offered: its window, or for a booking being moved, as far
/// ahead as a new request would offer.
fn window_end(tx: &TenantTx, request: &RequestRow, settings: &SettingsRow, now: DateTime<Utc>) -> DateTime<Utc> {
    if request.state == StoredState::Booked {
        request.window_end.max(domain::window_end(now, tx.tenant().zone(), settings.window_days))
    } else {
        request.window_end
    }
}

fn interviewers(sessions: &[SessionRow]) -> Vec<Uuid> {
    let mut ids: Vec<Uuid> = sessions.iter().flat_map(|row| row.interviewers.iter().copied()).collect();
    ids.sort();
    ids.dedup();
    ids
}

/// The interviewers of `sessions` around `range`: their hours, caps and busy times, with what
/// other bookings hold of their time (an interview's buffers included), but for this request's
/// own interviews (being moved).
async fn people(
    tx: &TenantTx,
    sessions: &[SessionRow],
    range: Interval,
    now: DateTime<Utc>,
) -> Result<Vec<crate::calendar::slots::Person>, ApiError> {
    // Only active staff are planned: someone who left is nobody's interviewer any more (a panel
    // missing them cannot meet).
    let active: Vec<Uuid> =
        calendar_repo::staff_among(tx, interviewers(sessions)).await?.into_iter().map(|user| user.id).collect();
    let ids = active;
    let own = own_events(sessions);
    // Busy times just before or after the range still count against a session's buffers.
    let margin = Duration::minutes(domain::MAX_BUFFER_MINUTES);
    let range = Interval { start: range.start - margin, end: range.end + margin };
    let (mut people, _) =
        availability::people(tx, &ids, range, &own, (availability::Counting::CapsAndLoad, now)).await?;
    let held = repo::holds(tx, ids, range.start - Duration::days(1), range.end + Duration::days(1), own).await?;
    for person in &mut people {
        let id = person.id;
        person
            .add_busy(held.iter().filter(|h| h.user_id == id).map(|h| Interval { start: h.starts_at, end: h.ends_at }));
    }
    Ok(people)
}

/// The times the candidate may choose now.
pub async fn offers(
    tx: &TenantTx,
    request: &RequestRow,
    sessions: &[SessionRow],
    settings: &SettingsRow,
    now: DateTime<Utc>,
) -> Result<Vec<TimeOption>, ApiError> {
    let from = earliest(settings, now);
    let until = window_end(tx, request, settings, now);
    if from >= until {
        return Ok(Vec::new());
    }
    let people = people(tx, sessions, Interval { start: from, end: until }, now).await?;
    let planner =
        Planner { people: &people, arrangement: request.arrangement, zone: tx.tenant().zone(), window_end: until };
    Ok(planner.offers(&planned(sessions), from, domain::MAX_OPTIONS))
}

fn slot_taken() -> ApiError {
    ApiError::coded(StatusCode::CONFLICT, ErrorCode::SlotTaken)
}

/// Who organises a booked interview: whoever sent the request when they take part, else the
/// first person taking it.
async fn organizer(
    tx: &TenantTx,
    request: &RequestRow,
    assigned: &[Uuid],
) -> Result<crate::auth::users::User, ApiError> {
    let id = request.created_by.filter(|id| assigned.contains(id)).or_else(|| assigned.first().copied());
    let id = id.ok_or_else(slot_taken)?;
    crate::auth::users::find_by_id(tx, id).await?.ok_or_else(slot_taken)
}

/// Books the loop starting at `start` (or moves the booking there), in `zone`: interviews on
/// everyone's calendars with invitations, the time held, a reminder a day before.
#[allow(clippy::too_many_arguments)]
pub async fn book(
    tx: &TenantTx,
    public_url: &str,
    link: &str,
    request: &RequestRow,
    sessions: &[SessionRow],
    settings: &SettingsRow,
    start: DateTime<Utc>,
    zone: Tz,
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    if !request.application_status.is_open() {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::ApplicationClosed));
    }
    let rescheduling = request.state == StoredState::Booked;
    if rescheduling && !can_change(request, sessions, settings, now) {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::SchedulingNoticePassed));
    }
    let until = window_end(tx, request, settings, now);
    if start < earliest(settings, now) || start >= until || !domain::on_grid(start) {
        return Err(slot_taken());
    }
    // The tenant's calendar version first (as the calendar's own writes take it, so locks come in
    // one order), then the plan: bookings of a tenant are planned one after another, so caps
    // (which no constraint can hold) are counted on what the one before committed. The exclusion
    // constraint stays the guarantee against overlaps, whatever path writes a hold.
    calendar_repo::bump_version(tx).await?;
    let people = people(tx, sessions, Interval { start, end: until }, now).await?;
    let planner =
        Planner { people: &people, arrangement: request.arrangement, zone: tx.tenant().zone(), window_end: until };
    let placed = planner.plan_at(&planned(sessions), start).ok_or_else(slot_taken)?;
    if rescheduling {
        repo::release(tx, own_events(sessions)).await?;
    }
    for (row, place) in sessions.iter().zip(&placed) {
        let event = place_session(tx, public_url, request, row, place, zone).await?;
        let before = Duration::minutes(i64::from(row.buffer_before));
        let after = Duration::minutes(i64::from(row.buffer_after));
        let held = repo::hold(tx, event, place.assigned.clone(), place.start - before, place.end + after).await;
        if let Err(err) = held {
            return Err(match crate::error::violated_exclusion(&err) {
                Some(constraint) if constraint == repo::NO_OVERLAP => slot_taken(),
                _ => err.into(),
            });
        }
    }
    if let Some(reminder) = request.reminder_mail_id {
        mail::withdraw(tx, reminder).await?;
    }
    let reminder = remind(tx, link, request, sessions, &placed, zone, now).await?;
    repo::set_booked(tx, request.id, zone.name(), rescheduling, reminder).await?;
    Ok(())
}

/// Puts one session on the calendars at its place: its interview moved when the same people
/// take it, else a new interview (the old one cancelled).
async fn place_session(
    tx: &TenantTx,
    public_url: &str,
    request: &RequestRow,
    row: &SessionRow,
    place: &PlacedSession,
    zone: Tz,
) -> Result<i64, ApiError> {
    let mut assigned = place.assigned.clone();
    assigned.sort();
    if let Some(event) = row.event_id {
        if row.assigned.as_deref() == Some(assigned.as_slice()) {
            crate::calendar::move_event(tx, public_url, event, place.start, place.end, Some(zone)).await?;
            return Ok(event);
        }
        crate::calendar::remove_event(tx, public_url, event, Some(zone)).await?;
    }
    let organizer = organizer(tx, request, &place.assigned).await?;
    let application = calendar_repo::application_for_update(tx, request.application_id)
        .await?
        .ok_or_else(|| ApiError::not_found("application"))?;
    // Checked again under the lock: a withdrawal may have committed since the request was read.
    if !application.status.is_open() {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::ApplicationClosed));
    }
    let title = format!("{}: {}", row.title, application.applicant_name);
    let write = EventWrite {
        title: &title,
        starts_at: place.start,
        ends_at: place.end,
        all_day: false,
        label: EventLabel::Interview,
        location: row.location.as_deref(),
        description: None,
    };
    let others: Vec<Uuid> = place.assigned.iter().copied().filter(|id| *id != organizer.id).collect();
    let event =
        crate::calendar::add_event(tx, public_url, &organizer, &write, Some(&application), &others, Some(zone)).await?;
    repo::set_session_event(tx, request.id, row.position, Some(event.id)).await?;
    Ok(event.id)
}

/// Writes the reminder a day before the first session (none when that is less than an hour
/// away).
async fn remind(
    tx: &TenantTx,
    link: &str,
    request: &RequestRow,
    sessions: &[SessionRow],
    placed: &[PlacedSession],
    zone: Tz,
    now: DateTime<Utc>,
) -> Result<Option<i64>, ApiError> {
    let (Some(first), Some(row)) = (placed.first(), sessions.first()) else { return Ok(None) };
    let at = first.start - Duration::hours(REMINDER_HOURS);
    if at < now + Duration::hours(1) {
        return Ok(None);
    }
    let Some(applicant) = calendar_repo::application(tx, request.application_id).await? else { return Ok(None) };
    let (Some(address), Some(locale)) = (applicant.applicant_email.as_deref(), applicant.applicant_locale) else {
        return Ok(None);
    };
    let last = placed.last().map_or(first.end, |place| place.end);
    let kind = MailKind::SchedulingReminder {
        title: row.title.clone(),
        when: crate::calendar::when(first.start, last, false, zone),
        location: row.location.clone(),
        link: link.to_owned(),
    };
    let to = Recipient { address, name: &applicant.applicant_name, locale };
    Ok(Some(mail::enqueue_later(tx, to, &kind, at).await?))
}

/// Cancels a request: its interviews still to come are cancelled (everyone invited told) and
/// their time freed; those that have started stay on the record (their scorecards refer to them).
pub async fn cancel(
    tx: &TenantTx,
    public_url: &str,
    request: &RequestRow,
    sessions: &[SessionRow],
) -> Result<(), ApiError> {
    let zone = request.time_zone.as_deref().and_then(crate::tenancy::parse_zone);
    let now = Utc::now();
    for row in sessions {
        if let Some(event) = row.event_id.filter(|_| row.starts_at.is_none_or(|start| start > now)) {
            crate::calendar::remove_event(tx, public_url, event, zone).await?;
            repo::set_session_event(tx, request.id, row.position, None).await?;
        }
    }
    if let Some(reminder) = request.reminder_mail_id {
        mail::withdraw(tx, reminder).await?;
    }
    repo::set_cancelled(tx, request.id).await?;
    Ok(())
}

/// Names of the people of `sessions`, by id.
pub async fn names(tx: &TenantTx, sessions: &[SessionRow]) -> Result<HashMap<Uuid, String>, ApiError> {
    let mut ids = interviewers(sessions);
    ids.extend(sessions.iter().flat_map(|row| row.assigned.iter().flatten().copied()));
    ids.sort();
    ids.dedup();
    Ok(repo::names(tx, ids).await?.into_iter().map(|row| (row.id, row.name)).collect())
}
