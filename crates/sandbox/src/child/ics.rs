//! The busy times of an external calendar (an iCalendar feed, the secret address Google
//! Calendar, Outlook and others offer): every event that makes its owner busy, recurring ones
//! expanded, within a window around now. Nothing else of the feed leaves the child: no titles, no
//! places, no people.

use std::collections::HashSet;

use chrono::{DateTime, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use icalendar::{Calendar, CalendarComponent, CalendarDateTime, Component, DatePerhapsTime, Event, EventLike};

use crate::protocol::{BusyRange, Refusal};

/// Most busy ranges answered (a busy person's quarter is a few hundred).
pub const MAX_BUSY: usize = 5_000;
/// Busy times are read from a day ago to this many days ahead.
pub const LOOK_AHEAD_DAYS: i64 = 92;
/// Occurrences of one recurring event looked at.
const MAX_OCCURRENCES: u16 = 1_000;

/// The feed's busy ranges between a day before `now` and [`LOOK_AHEAD_DAYS`] after it, earliest
/// first.
pub fn busy(bytes: &[u8], now: DateTime<Utc>) -> Result<Vec<BusyRange>, Refusal> {
    let text = std::str::from_utf8(bytes).map_err(|_| Refusal::NotUtf8)?;
    let calendar: Calendar = text.parse().map_err(Refusal::unreadable)?;
    let (from, to) = (now - Duration::days(1), now + Duration::days(LOOK_AHEAD_DAYS));
    let events: Vec<&Event> = calendar
        .components
        .iter()
        .filter_map(|component| match component {
            CalendarComponent::Event(event) => Some(event),
            _ => None,
        })
        .collect();
    if events.is_empty() && !text.contains("BEGIN:VCALENDAR") {
        return Err(Refusal::unreadable("not an iCalendar file"));
    }
    // Occurrences moved or changed on their own (RECURRENCE-ID) replace the series' ones.
    let overridden: HashSet<(String, i64)> = events
        .iter()
        .filter_map(|event| {
            let moved = event.get_recurrence_id().and_then(|id| utc_start(&id))?;
            Some((event.get_uid()?.to_owned(), moved.0.timestamp()))
        })
        .collect();
    let mut ranges = Vec::new();
    for event in events {
        if !makes_busy(event) {
            continue;
        }
        let Some(start) = event.get_start() else { continue };
        let Some((first_start, all_day)) = utc_start(&start) else { continue };
        let length = match event.get_end().and_then(|end| utc_start(&end)) {
            Some((end, _)) if end > first_start => end - first_start,
            _ => duration(event).unwrap_or(if all_day { Duration::days(1) } else { Duration::zero() }),
        };
        if length <= Duration::zero() || length > Duration::days(31) {
            continue;
        }
        let starts: Vec<DateTime<Utc>> =
            if event.property_value("RRULE").is_some() && event.get_recurrence_id().is_none() {
                // A rule the library cannot read (a zone it does not know) keeps its first time.
                let Ok(set) = event.get_recurrence() else {
                    push(&mut ranges, first_start, length, all_day, (from, to))?;
                    continue;
                };
                let after = (from - length).with_timezone(&rrule::Tz::UTC);
                let before = to.with_timezone(&rrule::Tz::UTC);
                let uid = event.get_uid().unwrap_or_default().to_owned();
                set.after(after)
                    .before(before)
                    .all(MAX_OCCURRENCES)
                    .dates
                    .into_iter()
                    .map(|at| at.with_timezone(&Utc))
                    .filter(|at| !overridden.contains(&(uid.clone(), at.timestamp())))
                    .collect()
            } else {
                vec![first_start]
            };
        for start in starts {
            push(&mut ranges, start, length, all_day, (from, to))?;
        }
    }
    ranges.sort_by_key(|range| (range.start, range.end));
    ranges.dedup();
    Ok(ranges)
}

/// Adds one occurrence when it falls in the window; refuses a feed with too many.
fn push(
    ranges: &mut Vec<BusyRange>,
    start: DateTime<Utc>,
    length: Duration,
    all_day: bool,
    (from, to): (DateTime<Utc>, DateTime<Utc>),
) -> Result<(), Refusal> {
    let end = start + length;
    if end > from && start < to {
        ranges.push(BusyRange { start: start.timestamp(), end: end.timestamp(), all_day });
        if ranges.len() > MAX_BUSY {
            return Err(Refusal::TooManyRows { max: MAX_BUSY });
        }
    }
    Ok(())
}

/// Cancelled events and those marked "free" (TRANSP:TRANSPARENT) do not make anyone busy.
fn makes_busy(event: &Event) -> bool {
    let is = |key: &str, value: &str| event.property_value(key).is_some_and(|v| v.trim().eq_ignore_ascii_case(value));
    !is("STATUS", "CANCELLED") && !is("TRANSP", "TRANSPARENT")
}

/// A time as UTC, and whether it is a whole date. Whole dates are UTC midnights (the server reads
/// them as its owner's dates); floating times and unknown zones are taken as UTC.
fn utc_start(value: &DatePerhapsTime) -> Option<(DateTime<Utc>, bool)> {
    match value {
        DatePerhapsTime::Date(date) => Some((midnight(*date), true)),
        DatePerhapsTime::DateTime(CalendarDateTime::Utc(at)) => Some((*at, false)),
        DatePerhapsTime::DateTime(CalendarDateTime::Floating(at)) => Some((Utc.from_utc_datetime(at), false)),
        DatePerhapsTime::DateTime(zoned @ CalendarDateTime::WithTimezone { date_time, .. }) => {
            Some((zoned.try_into_utc().unwrap_or_else(|| Utc.from_utc_datetime(date_time)), false))
        }
    }
}

fn midnight(date: NaiveDate) -> DateTime<Utc> {
    Utc.from_utc_datetime(&date.and_time(NaiveTime::MIN))
}

/// An event's DURATION (`PT1H30M`, `P1D`, `P1W`), when it has one instead of an end.
fn duration(event: &Event) -> Option<Duration> {
    let text = event.property_value("DURATION")?.trim().trim_start_matches('+');
    let text = text.strip_prefix('P')?;
    let (mut total, mut number, mut in_time) = (Duration::zero(), String::new(), false);
    for c in text.chars() {
        match c {
            '0'..='9' => number.push(c),
            'T' => in_time = true,
            unit => {
                let n: i64 = std::mem::take(&mut number).parse().ok()?;
                total += match (unit, in_time) {
                    ('W', false) => Duration::weeks(n),
                    ('D', false) => Duration::days(n),
                    ('H', true) => Duration::hours(n),
                    ('M', true) => Duration::minutes(n),
                    ('S', true) => Duration::seconds(n),
                    _ => return None,
                };
            }
        }
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    const FEED: &str = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n\
BEGIN:VEVENT\r\nUID:one@x\r\nDTSTART:20261202T100000Z\r\nDTEND:20261202T110000Z\r\nSUMMARY:Secret\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:free@x\r\nDTSTART:20261202T120000Z\r\nDTEND:20261202T130000Z\r\nTRANSP:TRANSPARENT\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:weekly@x\r\nDTSTART;TZID=Europe/Berlin:20261130T090000\r\nDURATION:PT30M\r\nRRULE:FREQ=WEEKLY;COUNT=3\r\nEXDATE;TZID=Europe/Berlin:20261207T090000\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:weekly@x\r\nRECURRENCE-ID;TZID=Europe/Berlin:20261214T090000\r\nDTSTART;TZID=Europe/Berlin:20261214T150000\r\nDTEND;TZID=Europe/Berlin:20261214T153000\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:off@x\r\nDTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20261226\r\nEND:VEVENT\r\n\
END:VCALENDAR\r\n";

    #[test]
    fn busy_times_expand_recurrences_and_skip_free_time() {
        let ranges = busy(FEED.as_bytes(), at("2026-11-30T00:00:00Z")).unwrap();
        let shown: Vec<(DateTime<Utc>, DateTime<Utc>, bool)> = ranges
            .iter()
            .map(|r| (Utc.timestamp_opt(r.start, 0).unwrap(), Utc.timestamp_opt(r.end, 0).unwrap(), r.all_day))
            .collect();
        assert_eq!(
            shown,
            vec![
                // The weekly meeting at 09:00 Berlin (08:00Z); 7 December is an exception, the
                // 14th was moved to 15:00.
                (at("2026-11-30T08:00:00Z"), at("2026-11-30T08:30:00Z"), false),
                (at("2026-12-02T10:00:00Z"), at("2026-12-02T11:00:00Z"), false),
                (at("2026-12-14T14:00:00Z"), at("2026-12-14T14:30:00Z"), false),
                (at("2026-12-24T00:00:00Z"), at("2026-12-26T00:00:00Z"), true),
            ]
        );
    }

    #[test]
    fn a_rule_in_a_zone_the_library_cannot_read_keeps_its_first_time() {
        let feed = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:w@x\r\n\
DTSTART;TZID=W. Europe Standard Time:20261201T090000\r\nDTEND;TZID=W. Europe Standard Time:20261201T100000\r\n\
RRULE:FREQ=WEEKLY;COUNT=3\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
        let ranges = busy(feed.as_bytes(), at("2026-11-30T00:00:00Z")).unwrap();
        assert_eq!(ranges.len(), 1, "{ranges:?}");
    }

    #[test]
    fn what_is_not_a_calendar_is_refused() {
        assert!(busy(b"\xff\xfe", Utc::now()).is_err());
        assert!(busy(b"<html>hello</html>", Utc::now()).is_err());
    }

    #[test]
    fn durations_are_read() {
        let mut event = Event::new();
        event.add_property("DURATION", "P1DT2H30M");
        assert_eq!(duration(&event), Some(Duration::minutes(26 * 60 + 30)));
    }
}
