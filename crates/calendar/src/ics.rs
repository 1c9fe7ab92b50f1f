//! iCalendar (RFC 5545) for invitations (with an RFC 5546 method) and calendar feeds, built with
//! the `icalendar` crate, which folds long lines and escapes text.

use chrono::{DateTime, Utc};
use icalendar::{Attendee, Calendar, Component, Event, EventLike, EventStatus, PartStat, Property, Role};
use uuid::Uuid;

use super::domain::InterviewResponse;
use super::entities::calendar_event;

/// What an invitation asks of the calendar that reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Add or update the event (a higher SEQUENCE replaces a lower one).
    Request,
    /// The event is cancelled for everyone (`STATUS:CANCELLED`).
    Cancel,
    /// The attendees listed are no longer invited; the event goes on without them (RFC 5546
    /// §3.2.5: a CANCEL without STATUS, naming only them).
    Uninvite,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Request => "REQUEST",
            Self::Cancel | Self::Uninvite => "CANCEL",
        }
    }
}

/// Someone on an invitation.
pub struct Person<'a> {
    pub name: &'a str,
    pub email: &'a str,
}

/// An attendee and their answer so far.
pub struct Invitee<'a> {
    pub person: Person<'a>,
    pub response: InterviewResponse,
}

/// An event as calendars see it.
pub struct IcsEvent<'a> {
    pub uid: Uuid,
    pub sequence: i32,
    pub title: &'a str,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub all_day: bool,
    pub location: Option<&'a str>,
    pub description: Option<&'a str>,
    pub organizer: Person<'a>,
    pub attendees: Vec<Invitee<'a>>,
    pub updated_at: DateTime<Utc>,
}

impl<'a> IcsEvent<'a> {
    /// A stored event as calendars see it, with these people on it.
    pub fn of(event: &'a calendar_event::Model, organizer: Person<'a>, attendees: Vec<Invitee<'a>>) -> Self {
        Self {
            uid: event.uid,
            sequence: event.sequence,
            title: &event.title,
            starts_at: event.starts_at,
            ends_at: event.ends_at,
            all_day: event.all_day,
            location: event.location.as_deref(),
            description: event.description.as_deref(),
            organizer,
            attendees,
            updated_at: event.updated_at,
        }
    }
}

const PRODID: &str = "-//eRecruit//Calendar//EN";

/// The UID calendars know the event by: unique across tenants and stable across changes.
pub fn uid(uid: Uuid) -> String {
    format!("{uid}@erecruit")
}

fn mailto(email: &str) -> String {
    format!("mailto:{email}")
}

/// A name as a `CN` parameter: parameter values cannot hold `"` (RFC 5545 §3.1), and a name must
/// not add parameters of its own.
fn common_name(name: &str) -> String {
    name.chars().map(|c| if c == '"' || c.is_control() { '\'' } else { c }).collect()
}

/// A TEXT value as the crate should escape it: a line break of any kind (CRLF, a bare CR) as the
/// one it escapes (`\n`), and no other control character but a tab (RFC 5545 §3.3.11). The crate
/// escapes `\`, `;`, `,` and LF but writes a bare CR raw, which ends the content line early for a
/// reader: a location could add properties of its own.
fn text(value: &str) -> String {
    value
        .replace("\r\n", "\n")
        .chars()
        .map(|c| match c {
            '\r' => '\n',
            '\n' | '\t' => c,
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
}

fn part_stat(response: InterviewResponse) -> PartStat {
    match response {
        InterviewResponse::Pending => PartStat::NeedsAction,
        InterviewResponse::Accepted => PartStat::Accepted,
        InterviewResponse::Declined => PartStat::Declined,
    }
}

fn calendar() -> Calendar {
    let mut calendar = Calendar::empty();
    calendar.append_property(Property::new("VERSION", "2.0"));
    calendar.append_property(Property::new("PRODID", PRODID));
    calendar.append_property(Property::new("CALSCALE", "GREGORIAN"));
    calendar
}

fn vevent(event: &IcsEvent<'_>, status: Option<EventStatus>, with_people: bool) -> Event {
    let mut vevent = Event::new();
    vevent
        .uid(&uid(event.uid))
        .sequence(u32::try_from(event.sequence).unwrap_or(0))
        .summary(&text(event.title))
        .last_modified(event.updated_at);
    if let Some(status) = status {
        vevent.status(status);
    }
    if event.all_day {
        vevent.starts(event.starts_at.date_naive()).ends(event.ends_at.date_naive());
    } else {
        vevent.starts(event.starts_at).ends(event.ends_at);
    }
    if let Some(location) = event.location {
        vevent.location(&text(location));
    }
    if let Some(description) = event.description {
        vevent.description(&text(description));
    }
    if with_people {
        vevent.append_property(
            Property::new("ORGANIZER", mailto(event.organizer.email))
                .add_parameter("CN", &common_name(event.organizer.name))
                .done(),
        );
        for invitee in &event.attendees {
            vevent.attendee(
                Attendee::new(mailto(invitee.person.email))
                    .cn(common_name(invitee.person.name))
                    .role(Role::ReqParticipant)
                    .partstat(part_stat(invitee.response))
                    // Answers are given in eRecruit (the mail links there), where they are
                    // recorded; a reply by mail would reach the organiser's mailbox only.
                    .rsvp(false),
            );
        }
    }
    vevent.done()
}

/// An invitation (`METHOD:REQUEST`) or its cancellation (`METHOD:CANCEL`), for a mail's
/// `text/calendar` part.
pub fn invitation(event: &IcsEvent<'_>, method: Method) -> String {
    let mut calendar = calendar();
    calendar.append_property(Property::new("METHOD", method.as_str()));
    let status = match method {
        Method::Request => Some(EventStatus::Confirmed),
        Method::Cancel => Some(EventStatus::Cancelled),
        Method::Uninvite => None,
    };
    calendar.push(vevent(event, status, true));
    calendar.to_string()
}

/// A subscribable feed (`METHOD:PUBLISH`): the events without their people (a feed URL may end
/// up shared; addresses stay out of it), refreshed hourly.
pub fn feed(name: &str, events: &[IcsEvent<'_>]) -> String {
    let mut calendar = calendar();
    calendar.append_property(Property::new("METHOD", "PUBLISH"));
    calendar.append_property(Property::new("X-WR-CALNAME", text(name)));
    calendar.ttl(&chrono::Duration::hours(1));
    for event in events {
        calendar.push(vevent(event, Some(EventStatus::Confirmed), false));
    }
    calendar.to_string()
}

#[cfg(test)]
mod tests {
    use icalendar::{CalendarComponent, DatePerhapsTime};

    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    fn sample(sequence: i32) -> IcsEvent<'static> {
        IcsEvent {
            uid: Uuid::from_u128(7),
            sequence,
            title: "Interview: Ana Silva, Senior Engineer; second round, with a title long enough to be folded",
            // Across the end of summer time in Berlin (01:00Z is 03:00 CEST, 03:00Z is 04:00 CET).
            starts_at: at("2026-10-25T00:30:00Z"),
            ends_at: at("2026-10-25T02:30:00Z"),
            all_day: false,
            location: Some("Room 4, Rua Augusta 1; Lisboa"),
            description: Some("Line one,\nline two; with \\ and commas, too."),
            organizer: Person { name: "Rita Recruiter", email: "rita@example.com" },
            attendees: vec![
                Invitee {
                    person: Person { name: "Ana Silva", email: "ana@example.com" },
                    response: InterviewResponse::Pending,
                },
                Invitee {
                    person: Person { name: "Bo Builder", email: "bo@example.com" },
                    response: InterviewResponse::Accepted,
                },
            ],
            updated_at: at("2026-10-01T00:00:00Z"),
        }
    }

    fn parse(text: &str) -> Calendar {
        text.parse::<Calendar>().expect("the crate reads back what it wrote")
    }

    #[test]
    fn an_invitation_reads_back_with_its_uid_sequence_method_and_attendees() {
        let text = invitation(&sample(3), Method::Request);
        assert!(text.lines().all(|line| line.len() <= 75), "lines are folded at 75 octets:\n{text}");
        assert!(text.contains("\r\n"), "lines end in CRLF");
        let calendar = parse(&text);
        assert_eq!(calendar.property_value("METHOD"), Some("REQUEST"));
        let event = calendar.events().next().expect("one event");
        assert_eq!(event.get_uid(), Some("00000000-0000-0000-0000-000000000007@erecruit"));
        assert_eq!(event.get_sequence(), Some(3));
        assert_eq!(event.get_summary(), Some(sample(3).title), "unfolded to the original");
        assert_eq!(event.get_location(), sample(3).location);
        assert_eq!(event.get_description(), sample(3).description, "escaping undone");
        assert_eq!(event.get_start(), Some(DatePerhapsTime::DateTime(at("2026-10-25T00:30:00Z").into())));
        assert_eq!(event.get_end(), Some(DatePerhapsTime::DateTime(at("2026-10-25T02:30:00Z").into())));
        let attendees = event.get_attendees();
        let addresses: Vec<&str> = attendees.iter().map(|a| a.cal_address.as_str()).collect();
        assert_eq!(addresses, ["mailto:ana@example.com", "mailto:bo@example.com"]);
        assert_eq!(attendees[0].cn.as_deref(), Some("Ana Silva"));
        assert_eq!(attendees[0].part_stat, Some(PartStat::NeedsAction));
        assert_eq!(attendees[1].part_stat, Some(PartStat::Accepted));
        assert_eq!(event.property_value("ORGANIZER"), Some("mailto:rita@example.com"));
    }

    #[test]
    fn a_cancellation_keeps_the_uid_and_says_cancelled() {
        let calendar = parse(&invitation(&sample(4), Method::Cancel));
        assert_eq!(calendar.property_value("METHOD"), Some("CANCEL"));
        let event = calendar.events().next().unwrap();
        assert_eq!(event.get_uid(), Some("00000000-0000-0000-0000-000000000007@erecruit"));
        assert_eq!(event.get_sequence(), Some(4));
        assert_eq!(event.get_status(), Some(EventStatus::Cancelled));
    }

    #[test]
    fn a_feed_has_dates_for_all_day_events_and_no_addresses() {
        let mut holiday = sample(0);
        holiday.all_day = true;
        holiday.starts_at = at("2026-12-24T00:00:00Z");
        holiday.ends_at = at("2026-12-26T00:00:00Z");
        let text = feed("Rita's interviews", &[sample(1), holiday]);
        assert!(!text.contains("mailto:"), "{text}");
        let calendar = parse(&text);
        assert_eq!(calendar.property_value("X-WR-CALNAME"), Some("Rita's interviews"));
        let events: Vec<&Event> = calendar
            .components
            .iter()
            .filter_map(|c| match c {
                CalendarComponent::Event(e) => Some(e),
                _ => None,
            })
            .collect();
        assert_eq!(events.len(), 2);
        assert_eq!(
            events[1].get_start(),
            Some(DatePerhapsTime::Date(chrono::NaiveDate::from_ymd_opt(2026, 12, 24).unwrap()))
        );
    }

    #[test]
    fn untrusted_text_cannot_end_a_line_or_add_a_property() {
        let mut event = sample(1);
        event.location = Some("Room 4\rATTENDEE:mailto:eve@example.com");
        event.description = Some("One\r\nTwo\rThree\u{7}");
        let name = "Rita\r\nX-INJECTED:1; a, b\\";
        let text = feed(name, &[event]);
        for line in text.split("\r\n") {
            assert!(!line.contains('\r') && !line.contains('\n'), "a raw line break inside a line: {line:?}");
            assert!(!line.starts_with("ATTENDEE") && !line.starts_with("X-INJECTED"), "{text}");
        }
        assert!(text.contains("X-WR-CALNAME:Rita\\nX-INJECTED:1\\; a\\, b\\\\\r\n"), "{text}");
        let calendar = parse(&text);
        let read = calendar.events().next().unwrap();
        assert_eq!(read.get_location(), Some("Room 4\nATTENDEE:mailto:eve@example.com"));
        assert_eq!(read.get_description(), Some("One\nTwo\nThree "));
    }
}
