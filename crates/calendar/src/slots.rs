//! Who can meet when. Each member of staff works their own hours in their own zone (the
//! tenant's zone and 09:00–17:00 Monday to Friday unless they said otherwise), is busy at the
//! times their events, the team's holidays and their external calendar say, and may cap the
//! interviews they take a day or a week. Slots are looked for on a grid of whole half hours (UTC),
//! which is every zone's :00 and :30 but a handful.

use std::collections::HashMap;

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, Utc, Weekday};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::domain::{Interval, local_time};

/// Minutes in a day: a working day may end at midnight.
pub const DAY_MINUTES: u16 = 24 * 60;
/// Proposed times start on this grid.
pub const STEP_MINUTES: i64 = 30;

/// One working day's hours, in minutes after local midnight, its end exclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayHours {
    pub start: u16,
    pub end: u16,
}

/// A week of working hours, Monday first; `None` is a day off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeekHours(pub [Option<DayHours>; 7]);

impl Default for WeekHours {
    /// 09:00–17:00, Monday to Friday.
    fn default() -> Self {
        let day = Some(DayHours { start: 9 * 60, end: 17 * 60 });
        Self([day, day, day, day, day, None, None])
    }
}

impl WeekHours {
    /// Whether every day's hours are a real stretch of the day.
    pub fn is_valid(&self) -> bool {
        self.0.iter().flatten().all(|day| day.start < day.end && day.end <= DAY_MINUTES)
    }

    /// When `date`'s working hours open and close in `zone`, if it is a working day.
    pub fn on(&self, zone: Tz, date: NaiveDate) -> Option<Interval> {
        let day = self.0[date.weekday().num_days_from_monday() as usize]?;
        let at = |minutes: u16| {
            if minutes >= DAY_MINUTES {
                local_time(zone, date.succ_opt().unwrap_or(date), NaiveTime::MIN)
            } else {
                let time = NaiveTime::from_hms_opt(u32::from(minutes / 60), u32::from(minutes % 60), 0);
                local_time(zone, date, time.unwrap_or(NaiveTime::MIN))
            }
        };
        Some(Interval { start: at(day.start), end: at(day.end) })
    }

    /// Whether `slot` lies within one working day's hours in `zone`.
    pub fn contains(&self, zone: Tz, slot: Interval) -> bool {
        let date = slot.start.with_timezone(&zone).date_naive();
        self.on(zone, date).is_some_and(|hours| slot.start >= hours.start && slot.end <= hours.end)
    }
}

/// Most interviews a person takes, per local day and per ISO week.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Caps {
    pub per_day: Option<u32>,
    pub per_week: Option<u32>,
}

/// Someone whose time is looked at, with everything that decides when they can meet.
#[derive(Debug, Clone)]
pub struct Person {
    pub id: Uuid,
    pub zone: Tz,
    pub hours: WeekHours,
    pub caps: Caps,
    /// Busy times, merged and sorted.
    busy: Vec<Interval>,
    /// Interviews a day and a week, for the caps.
    per_day: HashMap<NaiveDate, u32>,
    per_week: HashMap<(i32, u32), u32>,
    /// Upcoming interviews: round-robin gives the next one to whoever has fewest.
    pub load: u32,
}

impl Person {
    pub fn new(id: Uuid, zone: Tz, hours: WeekHours, caps: Caps) -> Self {
        Self { id, zone, hours, caps, busy: Vec::new(), per_day: HashMap::new(), per_week: HashMap::new(), load: 0 }
    }

    /// Adds busy times (keeping them merged).
    pub fn add_busy(&mut self, times: impl IntoIterator<Item = Interval>) {
        self.busy.extend(times);
        self.busy.sort();
        let mut merged: Vec<Interval> = Vec::with_capacity(self.busy.len());
        for block in self.busy.drain(..) {
            match merged.last_mut() {
                Some(last) if block.start <= last.end => last.end = last.end.max(block.end),
                _ => merged.push(block),
            }
        }
        self.busy = merged;
    }

    /// Counts an interview starting at `at` against the caps.
    pub fn add_interview(&mut self, at: DateTime<Utc>) {
        let local = at.with_timezone(&self.zone).date_naive();
        *self.per_day.entry(local).or_default() += 1;
        let week = local.iso_week();
        *self.per_week.entry((week.year(), week.week())).or_default() += 1;
    }

    /// Whether nothing keeps them busy during `time`.
    pub fn is_free(&self, time: Interval) -> bool {
        let next = self.busy.partition_point(|block| block.end <= time.start);
        self.busy.get(next).is_none_or(|block| block.start >= time.end)
    }

    /// Whether one more interview starting at `at` stays within their caps, `extra` more being
    /// planned beside it (the other sessions of a loop).
    pub fn under_caps(&self, at: DateTime<Utc>, extra: &[DateTime<Utc>]) -> bool {
        let date = at.with_timezone(&self.zone).date_naive();
        let week = date.iso_week();
        let planned = |same: &dyn Fn(NaiveDate) -> bool| {
            extra.iter().filter(|other| same(other.with_timezone(&self.zone).date_naive())).count() as u32
        };
        let day_ok = self
            .caps
            .per_day
            .is_none_or(|cap| self.per_day.get(&date).copied().unwrap_or(0) + planned(&|d| d == date) < cap);
        let week_ok = self.caps.per_week.is_none_or(|cap| {
            let same_week = |d: NaiveDate| d.iso_week() == week;
            self.per_week.get(&(week.year(), week.week())).copied().unwrap_or(0) + planned(&same_week) < cap
        });
        day_ok && week_ok
    }

    /// Whether they can hold `slot`: within their hours, free from `before` ahead of it until
    /// `after` it ends, and under their caps (`planned`: interviews of the same booking).
    pub fn can_take(&self, slot: Interval, before: Duration, after: Duration, planned: &[DateTime<Utc>]) -> bool {
        self.hours.contains(self.zone, slot)
            && self.is_free(Interval { start: slot.start - before, end: slot.end + after })
            && self.under_caps(slot.start, planned)
    }
}

/// The grid's times in `range` from `earliest` on: whole half hours (UTC).
pub fn grid(range: Interval, earliest: DateTime<Utc>) -> impl Iterator<Item = DateTime<Utc>> {
    let step = STEP_MINUTES * 60;
    let from = range.start.max(earliest).timestamp();
    let first = from.div_euclid(step) * step + if from.rem_euclid(step) == 0 { 0 } else { step };
    let end = range.end;
    (0..)
        .map(move |n| first + n * step)
        .map_while(move |seconds| DateTime::from_timestamp(seconds, 0).filter(|at| *at < end))
}

/// Times in `range` when everyone in `people` works and is free for `duration`, not before
/// `now`; at most `limit`, earliest first. Caps are left to self-scheduling (a recruiter may
/// book past them).
pub fn free_slots(
    people: &[Person],
    range: Interval,
    duration: Duration,
    now: DateTime<Utc>,
    limit: usize,
) -> Vec<Interval> {
    grid(range, now)
        .map(|start| Interval { start, end: start + duration })
        .filter(|slot| slot.end <= range.end)
        .filter(|slot| people.iter().all(|p| p.hours.contains(p.zone, *slot) && p.is_free(*slot)))
        .take(limit)
        .collect()
}

/// Whether a day is a working day in the standard week (weekends off).
pub fn is_weekday(date: NaiveDate) -> bool {
    !matches!(date.weekday(), Weekday::Sat | Weekday::Sun)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tenancy::parse_zone;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    fn zone(name: &str) -> Tz {
        parse_zone(name).unwrap()
    }

    fn person(zone_name: &str) -> Person {
        Person::new(Uuid::new_v4(), zone(zone_name), WeekHours::default(), Caps::default())
    }

    #[test]
    fn working_hours_follow_each_zone_across_the_autumn_change() {
        // Friday 23 October 2026 is summer time in Berlin (UTC+2), Monday 26 October winter time.
        let range = Interval { start: at("2026-10-23T00:00:00Z"), end: at("2026-10-27T00:00:00Z") };
        let slots = free_slots(&[person("Europe/Berlin")], range, Duration::hours(8), at("2026-01-01T00:00:00Z"), 100);
        assert_eq!(
            slots,
            vec![
                Interval { start: at("2026-10-23T07:00:00Z"), end: at("2026-10-23T15:00:00Z") },
                Interval { start: at("2026-10-26T08:00:00Z"), end: at("2026-10-26T16:00:00Z") },
            ]
        );
    }

    #[test]
    fn two_zones_meet_where_their_hours_overlap_and_the_overlap_moves_with_daylight_saving() {
        // New York changes on 1 November 2026, Berlin on 25 October: in the week between, the
        // gap is five hours instead of six.
        let berlin = person("Europe/Berlin");
        let new_york = person("America/New_York");
        let people = [berlin, new_york];
        let day = |d: &str| Interval { start: at(&format!("{d}T00:00:00Z")), end: at(&format!("{d}T23:59:00Z")) };
        let starts = |d: &str| -> Vec<String> {
            free_slots(&people, day(d), Duration::hours(1), at("2026-01-01T00:00:00Z"), 100)
                .iter()
                .map(|s| s.start.format("%H:%M").to_string())
                .collect()
        };
        // 21 October: Berlin 07:00–15:00Z, New York 13:00–21:00Z.
        assert_eq!(starts("2026-10-21"), ["13:00", "13:30", "14:00"]);
        // 28 October: Berlin 08:00–16:00Z (winter), New York still 13:00–21:00Z.
        assert_eq!(starts("2026-10-28"), ["13:00", "13:30", "14:00", "14:30", "15:00"]);
        // 4 November: both on winter time, New York 14:00–22:00Z.
        assert_eq!(starts("2026-11-04"), ["14:00", "14:30", "15:00"]);
    }

    #[test]
    fn busy_time_buffers_and_caps_are_kept() {
        let mut someone = person("UTC");
        someone.caps = Caps { per_day: Some(2), per_week: Some(3) };
        someone.add_busy([Interval { start: at("2026-12-01T10:00:00Z"), end: at("2026-12-01T11:00:00Z") }]);
        let slot = |s: &str| Interval { start: at(s), end: at(s) + Duration::minutes(30) };
        let none = Duration::zero();
        assert!(!someone.can_take(slot("2026-12-01T10:30:00Z"), none, none, &[]));
        assert!(someone.can_take(slot("2026-12-01T11:00:00Z"), none, none, &[]));
        // Ten minutes' buffer after the previous meeting.
        assert!(!someone.can_take(slot("2026-12-01T11:00:00Z"), Duration::minutes(10), none, &[]));
        // Outside working hours, or at the weekend.
        assert!(!someone.can_take(slot("2026-12-01T17:00:00Z"), none, none, &[]));
        assert!(!someone.can_take(slot("2026-12-05T10:00:00Z"), none, none, &[]));
        // Two interviews a day at most, three a week.
        someone.add_interview(at("2026-12-01T14:00:00Z"));
        assert!(someone.can_take(slot("2026-12-01T15:00:00Z"), none, none, &[]));
        assert!(!someone.can_take(slot("2026-12-01T15:00:00Z"), none, none, &[at("2026-12-01T09:00:00Z")]));
        someone.add_interview(at("2026-12-02T14:00:00Z"));
        someone.add_interview(at("2026-12-03T14:00:00Z"));
        assert!(!someone.can_take(slot("2026-12-04T10:00:00Z"), none, none, &[]), "the week is full");
        assert!(someone.can_take(slot("2026-12-07T10:00:00Z"), none, none, &[]), "a new week");
    }

    #[test]
    fn hours_may_run_to_midnight_and_are_checked() {
        let mut hours = WeekHours::default();
        hours.0[5] = Some(DayHours { start: 20 * 60, end: DAY_MINUTES });
        assert!(hours.is_valid());
        let saturday_late = Interval { start: at("2026-12-05T23:00:00Z"), end: at("2026-12-06T00:00:00Z") };
        assert!(hours.contains(Tz::UTC, saturday_late));
        hours.0[0] = Some(DayHours { start: 600, end: 540 });
        assert!(!hours.is_valid());
    }

    #[test]
    fn the_grid_is_whole_half_hours() {
        let range = Interval { start: at("2026-12-01T09:10:00Z"), end: at("2026-12-01T10:30:00Z") };
        let times: Vec<DateTime<Utc>> = grid(range, at("2026-01-01T00:00:00Z")).collect();
        assert_eq!(times, [at("2026-12-01T09:30:00Z"), at("2026-12-01T10:00:00Z")]);
    }
}
