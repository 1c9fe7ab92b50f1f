//! Invitations by e-mail, with the event as an iCalendar part: to the applicant of an interview
//! and to every attendee but the organiser, each in their language; updates carry a higher
//! SEQUENCE, cancellations `METHOD:CANCEL`.

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use uuid::Uuid;

use super::domain::{EventLabel, InterviewResponse};
use super::entities::calendar_event;
use super::ics::{self, IcsEvent, Invitee, Method, Person};
use super::repo::{self, ApplicationRow, AttendeeRow};
use crate::auth::domain::Locale;
use crate::error::ApiError;
use crate::mail::{self, CalendarPart, MailKind, Recipient};
use crate::tenancy::TenantTx;

/// The people an event's mail concerns, looked up once.
pub struct Invited {
    pub attendees: Vec<AttendeeRow>,
    pub application: Option<ApplicationRow>,
    /// The zone the applicant's mail states times in (the tenant's when none): the one they
    /// chose when booking themselves.
    pub applicant_zone: Option<Tz>,
}

impl Invited {
    pub async fn load(tx: &TenantTx, event: &calendar_event::Model) -> Result<Self, ApiError> {
        let attendees = repo::attendees(tx, vec![event.id]).await?;
        let application = match event.application_id {
            Some(id) => repo::application(tx, id).await?,
            None => None,
        };
        Ok(Self { attendees, application, applicant_zone: None })
    }

    fn organizer(&self, event: &calendar_event::Model) -> Option<&AttendeeRow> {
        self.attendees.iter().find(|a| a.user_id == event.organizer_id)
    }
}

/// `2026-12-03 10:00–11:00 (Europe/Berlin)`, or the dates of an all-day event.
pub fn when(starts_at: DateTime<Utc>, ends_at: DateTime<Utc>, all_day: bool, zone: Tz) -> String {
    if all_day {
        let last = (ends_at - Duration::days(1)).date_naive();
        let first = starts_at.date_naive();
        return if last <= first { first.to_string() } else { format!("{first} – {last}") };
    }
    let (start, end) = (starts_at.with_timezone(&zone), ends_at.with_timezone(&zone));
    let end_format = if start.date_naive() == end.date_naive() { "%H:%M" } else { "%Y-%m-%d %H:%M" };
    format!("{}–{} ({})", start.format("%Y-%m-%d %H:%M"), end.format(end_format), zone.name())
}

/// Whom to write, with which address, name and language, and whether they are the applicant.
struct Addressee<'a> {
    email: &'a str,
    name: &'a str,
    locale: Locale,
    applicant: bool,
}

/// Sends `method` for `event` to the applicant and every attendee but the organiser; an
/// `Uninvite` goes to the attendees in `only` (people taken off the event), naming only them.
pub async fn send(
    tx: &TenantTx,
    public_url: &str,
    event: &calendar_event::Model,
    invited: &Invited,
    method: Method,
    only: Option<&[Uuid]>,
) -> Result<(), ApiError> {
    if !event.label.invites() && method == Method::Request {
        return Ok(());
    }
    let Some(organizer) = invited.organizer(event) else { return Ok(()) };
    let mut invitees: Vec<Invitee<'_>> = invited
        .attendees
        .iter()
        .filter(|a| a.user_id != event.organizer_id)
        .filter(|a| only.is_none_or(|ids| ids.contains(&a.user_id)))
        .map(|a| Invitee { person: Person { name: &a.name, email: &a.email }, response: a.response })
        .collect();
    let applicant = invited.application.as_ref().filter(|_| only.is_none()).and_then(|app| {
        let email = app.applicant_email.as_deref()?;
        Some(Addressee { email, name: &app.applicant_name, locale: app.applicant_locale?, applicant: true })
    });
    if let Some(applicant) = &applicant {
        invitees.push(Invitee {
            person: Person { name: applicant.name, email: applicant.email },
            response: event.applicant_response,
        });
    }
    let sequence = match method {
        // A cancellation outranks the invitation it cancels.
        Method::Cancel => event.sequence + 1,
        Method::Request | Method::Uninvite => event.sequence,
    };
    let ics_event = IcsEvent {
        sequence,
        ..IcsEvent::of(event, Person { name: &organizer.name, email: &organizer.email }, invitees)
    };
    let part = CalendarPart { method: method.as_str(), text: ics::invitation(&ics_event, method) };
    let zone = tx.tenant().zone();
    let when = when(event.starts_at, event.ends_at, event.all_day, zone);
    let slug = tx.tenant().slug.clone();
    let staff = invited
        .attendees
        .iter()
        .filter(|a| a.user_id != event.organizer_id)
        .filter(|a| only.is_none_or(|ids| ids.contains(&a.user_id)))
        .map(|a| Addressee { email: &a.email, name: &a.name, locale: a.locale, applicant: false });
    let everyone: Vec<Addressee<'_>> = staff.chain(applicant).collect();
    let applicant_when = invited
        .applicant_zone
        .map_or_else(|| when.clone(), |own| self::when(event.starts_at, event.ends_at, event.all_day, own));
    for to in everyone {
        let page = if to.applicant { "my-application" } else { "calendar" };
        let when = if to.applicant { &applicant_when } else { &when };
        let kind = match method {
            // An applicant's first invitation to an interview is worded by the tenant's template.
            Method::Request if to.applicant && event.sequence == 0 && event.label == EventLabel::Interview => {
                MailKind::InterviewInvitation {
                    title: event.title.clone(),
                    when: when.clone(),
                    location: event.location.clone(),
                    link: format!("{public_url}/{page}?tenant={slug}"),
                }
            }
            Method::Request => MailKind::EventInvitation {
                title: event.title.clone(),
                when: when.clone(),
                location: event.location.clone(),
                link: format!("{public_url}/{page}?tenant={slug}"),
                updated: event.sequence > 0,
            },
            Method::Cancel | Method::Uninvite => {
                MailKind::EventCancelled { title: event.title.clone(), when: when.clone() }
            }
        };
        let recipient = Recipient { address: to.email, name: to.name, locale: to.locale };
        mail::enqueue_with_calendar(tx, recipient, &kind, Some(&part)).await?;
    }
    Ok(())
}

/// Before an account is erased (its events go with it): everyone invited to the upcoming events it
/// organises gets a cancellation.
pub async fn cancel_organised_by(tx: &TenantTx, public_url: &str, user: Uuid) -> Result<(), ApiError> {
    for event in repo::upcoming_organised_by(tx, user).await? {
        if event.label.invites() {
            let invited = Invited::load(tx, &event).await?;
            send(tx, public_url, &event, &invited, Method::Cancel, None).await?;
        }
    }
    Ok(())
}

/// Tells the organiser how the applicant answered.
pub async fn answered(
    tx: &TenantTx,
    public_url: &str,
    event: &calendar_event::Model,
    response: InterviewResponse,
    message: Option<&str>,
) -> Result<(), ApiError> {
    let invited = Invited::load(tx, event).await?;
    let (Some(organizer), Some(application)) = (invited.organizer(event), invited.application.as_ref()) else {
        return Ok(());
    };
    let zone = tx.tenant().zone();
    let kind = MailKind::InterviewAnswered {
        applicant: application.applicant_name.clone(),
        title: event.title.clone(),
        when: when(event.starts_at, event.ends_at, event.all_day, zone),
        accepted: response == InterviewResponse::Accepted,
        message: message.map(str::to_owned),
        link: format!("{public_url}/calendar?tenant={}", tx.tenant().slug),
    };
    let recipient = Recipient { address: &organizer.email, name: &organizer.name, locale: organizer.locale };
    mail::enqueue(tx, recipient, &kind).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn times_are_written_in_the_zone_and_all_day_events_as_dates() {
        let berlin: Tz = "Europe/Berlin".parse().unwrap();
        assert_eq!(
            when(at("2026-12-03T09:00:00Z"), at("2026-12-03T10:00:00Z"), false, berlin),
            "2026-12-03 10:00–11:00 (Europe/Berlin)"
        );
        assert_eq!(
            when(at("2026-12-24T00:00:00Z"), at("2026-12-26T00:00:00Z"), true, berlin),
            "2026-12-24 – 2026-12-25"
        );
        assert_eq!(when(at("2026-12-24T00:00:00Z"), at("2026-12-25T00:00:00Z"), true, berlin), "2026-12-24");
    }
}
