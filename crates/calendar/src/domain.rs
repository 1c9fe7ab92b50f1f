//! Labels, answers, time zones, the checks on events and ranges, and free-slot finding.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};

/// What an event is; the calendar colours events by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum EventLabel {
    /// With an applicant (optionally tied to their application).
    Interview,
    Meeting,
    /// A note in time: makes nobody busy.
    Reminder,
    /// Makes the whole team busy.
    Holiday,
    /// Seen by its owner only (others see only that the owner is busy).
    Personal,
}

impl EventLabel {
    /// Whether the event blocks its attendees' time for scheduling.
    pub fn makes_busy(self) -> bool {
        self != Self::Reminder
    }

    /// Whether attendees (and an interview's applicant) are invited by e-mail.
    pub fn invites(self) -> bool {
        matches!(self, Self::Interview | Self::Meeting)
    }
}

/// An invitee's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum InterviewResponse {
    #[default]
    Pending,
    Accepted,
    Declined,
}

/// What an applicant may answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InterviewAnswerChoice {
    Accepted,
    Declined,
}

impl From<InterviewAnswerChoice> for InterviewResponse {
    fn from(choice: InterviewAnswerChoice) -> Self {
        match choice {
            InterviewAnswerChoice::Accepted => Self::Accepted,
            InterviewAnswerChoice::Declined => Self::Declined,
        }
    }
}

/// No event is longer (so overlap queries scan a bounded range of start times).
pub const MAX_EVENT_DAYS: i64 = 31;
/// `GET /calendar/events` covers at most this many days.
pub const MAX_QUERY_DAYS: i64 = 366;
/// Free slots are looked for over at most this many days.
pub const MAX_SLOT_DAYS: i64 = 31;
pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_LOCATION_CHARS: usize = 500;
pub const MAX_DESCRIPTION_CHARS: usize = 5_000;
pub const MAX_MESSAGE_CHARS: usize = 1_000;
pub const MAX_ATTENDEES: usize = 20;
pub const MIN_SLOT_MINUTES: i64 = 15;
pub const MAX_SLOT_MINUTES: i64 = 480;
/// A tenant that chose no zone schedules in UTC.
pub const DEFAULT_TIME_ZONE: &str = "UTC";

/// A stretch of time, its end exclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, ToSchema)]
pub struct Interval {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

impl Interval {
    pub fn overlaps(&self, other: &Interval) -> bool {
        self.start < other.end && other.start < self.end
    }
}

/// The stored times of an all-day event are UTC midnights; as busy time they are the same
/// dates in `zone` (a day off in Berlin starts at midnight in Berlin).
pub fn busy_interval(start: DateTime<Utc>, end: DateTime<Utc>, all_day: bool, zone: Tz) -> Interval {
    if !all_day {
        return Interval { start, end };
    }
    let local_midnight = |date: NaiveDate| local_time(zone, date, NaiveTime::MIN);
    Interval { start: local_midnight(start.date_naive()), end: local_midnight(end.date_naive()) }
}

/// `date` at `time` in `zone`. A wall time the clocks skip (a spring-forward gap) is taken just
/// after the gap; an ambiguous one (the autumn hour that repeats) is its first occurrence.
pub fn local_time(zone: Tz, date: NaiveDate, time: NaiveTime) -> DateTime<Utc> {
    let wall = date.and_time(time);
    let mut probe = wall;
    for _ in 0..4 {
        if let Some(at) = zone.from_local_datetime(&probe).earliest() {
            return at.with_timezone(&Utc);
        }
        probe += Duration::minutes(30);
    }
    Utc.from_utc_datetime(&wall)
}

/// An all-day event's times: the UTC midnight of its first day and of the day after its last.
pub fn all_day_bounds(start: DateTime<Utc>, end: DateTime<Utc>) -> (DateTime<Utc>, DateTime<Utc>) {
    let first = start.date_naive();
    let mut after_last = end.date_naive();
    if end.time() != NaiveTime::MIN {
        after_last = after_last.succ_opt().unwrap_or(after_last);
    }
    if after_last == first {
        after_last = first.succ_opt().unwrap_or(first);
    }
    let midnight = |date: NaiveDate| Utc.from_utc_datetime(&date.and_time(NaiveTime::MIN));
    (midnight(first), midnight(after_last))
}

/// Whether a time is one a calendar can hold: from 1900 to the end of 9999 (PostgreSQL and the
/// date arithmetic around it have limits far beyond, and no meeting is outside).
pub fn is_plausible(at: DateTime<Utc>) -> bool {
    (1900..=9999).contains(&at.year())
}

/// An event's times: end after start, at most 31 days.
pub fn check_times(start: DateTime<Utc>, end: DateTime<Utc>, errors: &mut FieldErrors) {
    if !is_plausible(start) {
        errors.add("start", ErrorCode::EventRangeInvalid);
    }
    if !is_plausible(end) || end <= start {
        errors.add("end", ErrorCode::EventRangeInvalid);
    } else if end - start > Duration::days(MAX_EVENT_DAYS) {
        errors.add("end", ErrorCode::EventTooLong);
    }
}

/// A query's range: `to` after `from`, at most `max_days` apart.
pub fn check_range(from: DateTime<Utc>, to: DateTime<Utc>, max_days: i64, errors: &mut FieldErrors) {
    if !is_plausible(from) {
        errors.add("from", ErrorCode::EventRangeInvalid);
    }
    if !is_plausible(to) || to <= from {
        errors.add("to", ErrorCode::EventRangeInvalid);
    } else if to - from > Duration::days(max_days) {
        errors.add_with("to", ErrorCode::RangeTooLong, &[("max", &max_days.to_string())]);
    }
}

/// Free text of at most `max` characters: line breaks and tabs, no other control characters.
pub fn check_text(value: &str, max: usize, field: &'static str, code: ErrorCode, errors: &mut FieldErrors) {
    if value.chars().count() > max || crate::text::has_stray_control(value) {
        errors.add(field, code);
    }
}

/// A title: 1 to 200 characters on one line.
pub fn check_title(title: &str, errors: &mut FieldErrors) {
    if title.is_empty() || title.chars().count() > MAX_TITLE_CHARS || title.chars().any(char::is_control) {
        errors.add("title", ErrorCode::EventTitleInvalid);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tenancy::parse_zone;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    fn berlin() -> Tz {
        parse_zone("Europe/Berlin").unwrap()
    }

    #[test]
    fn an_all_day_event_blocks_its_dates_in_the_zone() {
        let day_off = busy_interval(at("2026-12-01T00:00:00Z"), at("2026-12-02T00:00:00Z"), true, berlin());
        assert_eq!(day_off, Interval { start: at("2026-11-30T23:00:00Z"), end: at("2026-12-01T23:00:00Z") });
        let range = Interval { start: at("2026-11-30T00:00:00Z"), end: at("2026-12-03T00:00:00Z") };
        let mut person = crate::slots::Person::new(
            uuid::Uuid::nil(),
            berlin(),
            crate::slots::WeekHours::default(),
            crate::slots::Caps::default(),
        );
        person.add_busy([day_off]);
        let slots = crate::slots::free_slots(&[person], range, Duration::hours(8), at("2026-01-01T00:00:00Z"), 10);
        let days: Vec<NaiveDate> = slots.iter().map(|s| s.start.with_timezone(&berlin()).date_naive()).collect();
        assert_eq!(
            days,
            [NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(), NaiveDate::from_ymd_opt(2026, 12, 2).unwrap()]
        );
    }

    #[test]
    fn wall_times_in_a_gap_move_past_it() {
        // 02:30 on 29 March 2026 does not exist in Berlin: clocks jump from 02:00 to 03:00 (01:00Z).
        let date = NaiveDate::from_ymd_opt(2026, 3, 29).unwrap();
        assert_eq!(local_time(berlin(), date, NaiveTime::from_hms_opt(2, 30, 0).unwrap()), at("2026-03-29T01:00:00Z"));
        // 02:30 on 25 October happens twice; the first is still summer time.
        let date = NaiveDate::from_ymd_opt(2026, 10, 25).unwrap();
        assert_eq!(local_time(berlin(), date, NaiveTime::from_hms_opt(2, 30, 0).unwrap()), at("2026-10-25T00:30:00Z"));
    }

    #[test]
    fn all_day_bounds_cover_whole_dates() {
        assert_eq!(
            all_day_bounds(at("2026-12-01T13:00:00Z"), at("2026-12-01T15:00:00Z")),
            (at("2026-12-01T00:00:00Z"), at("2026-12-02T00:00:00Z"))
        );
        assert_eq!(
            all_day_bounds(at("2026-12-01T00:00:00Z"), at("2026-12-03T00:00:00Z")),
            (at("2026-12-01T00:00:00Z"), at("2026-12-03T00:00:00Z"))
        );
    }

    #[test]
    fn ranges_and_zones_are_checked() {
        let mut errors = FieldErrors::new();
        check_range(at("2026-01-01T00:00:00Z"), at("2027-01-03T00:00:00Z"), MAX_QUERY_DAYS, &mut errors);
        check_times(at("2026-01-02T00:00:00Z"), at("2026-01-01T00:00:00Z"), &mut errors);
        assert!(!errors.is_empty());
        assert!(parse_zone("Mars/Olympus").is_none());
        assert_eq!(parse_zone("Europe/Berlin"), Some(berlin()));
    }
}
