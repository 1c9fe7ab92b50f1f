//! What a scheduling request is, and the planner: which times a candidate may choose for a loop
//! of sessions, and who takes each session at a chosen time.

use chrono::{DateTime, Duration, NaiveTime, Utc};
use chrono_tz::Tz;
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::calendar::domain::{Interval, local_time};
use crate::calendar::slots::{Person, grid, is_weekday};

/// Most sessions a loop has.
pub const MAX_SESSIONS: usize = 4;
/// Most interviewers a session's pool has.
pub const MAX_INTERVIEWERS: usize = 20;
/// Longest buffer before or after a session, in minutes.
pub const MAX_BUFFER_MINUTES: i64 = 120;
/// Most applications one request is sent for at once.
pub const MAX_BULK: usize = 50;
/// Most times offered.
pub const MAX_OPTIONS: usize = 200;
/// The window is 1 to this many working days.
pub const MAX_WINDOW_DAYS: i32 = 30;
/// The notice is 0 to this many hours.
pub const MAX_NOTICE_HOURS: i32 = 168;
/// The earliest time offered is at least this far ahead (and at least the notice).
pub const MIN_LEAD_HOURS: i64 = 1;
/// The reminder goes this long before the first session.
pub const REMINDER_HOURS: i64 = 24;
pub const MAX_MESSAGE_CHARS: usize = 1_000;

/// How the sessions of a loop follow each other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Arrangement {
    /// Each session starts when the one before ends.
    #[default]
    BackToBack,
    /// In order, on the same day (in the company's zone), with breaks where needed.
    SameDay,
}

/// Where a request stands, as stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum StoredState {
    Open,
    Booked,
    Cancelled,
}

/// Where a request stands, as shown: an open request whose window passed has expired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RequestState {
    Open,
    Booked,
    Cancelled,
    Expired,
}

impl RequestState {
    pub fn of(stored: StoredState, window_end: DateTime<Utc>, now: DateTime<Utc>) -> Self {
        match stored {
            StoredState::Open if window_end <= now => Self::Expired,
            StoredState::Open => Self::Open,
            StoredState::Booked => Self::Booked,
            StoredState::Cancelled => Self::Cancelled,
        }
    }
}

/// Who of a session's interviewers take part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Any one of them: round-robin gives it to the free one with the fewest upcoming interviews.
    #[default]
    Any,
    /// The whole panel.
    All,
}

/// A session to plan.
#[derive(Debug, Clone)]
pub struct Session {
    pub minutes: i64,
    pub panel: bool,
    pub interviewers: Vec<Uuid>,
    pub buffer_before: i64,
    pub buffer_after: i64,
}

/// A session placed at a time, with who takes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlacedSession {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
    #[serde(skip)]
    pub assigned: Vec<Uuid>,
}

/// A time the candidate may choose: the loop's start and each session's times.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TimeOption {
    pub start: DateTime<Utc>,
    pub sessions: Vec<PlacedSession>,
}

/// The end of a window of `days` working days (Monday to Friday in `zone`) after today: local
/// midnight after the last of them.
pub fn window_end(now: DateTime<Utc>, zone: Tz, days: i32) -> DateTime<Utc> {
    let mut date = now.with_timezone(&zone).date_naive();
    let mut left = days.max(1);
    while left > 0 {
        date = date.succ_opt().unwrap_or(date);
        if is_weekday(date) {
            left -= 1;
        }
    }
    local_time(zone, date.succ_opt().unwrap_or(date), NaiveTime::MIN)
}

/// The people's own time and the planner's: who is already planned where in this loop.
pub struct Planner<'a> {
    pub people: &'a [Person],
    pub arrangement: Arrangement,
    /// The company's zone: "same day" is its day.
    pub zone: Tz,
    pub window_end: DateTime<Utc>,
}

impl Planner<'_> {
    fn person(&self, id: &Uuid) -> Option<&Person> {
        self.people.iter().find(|p| p.id == *id)
    }

    /// Who takes `session` at `slot`, given what is already planned in the loop; none when
    /// nobody (or not the whole panel) can.
    fn assign(&self, session: &Session, slot: Interval, planned: &[(Uuid, Interval)]) -> Option<Vec<Uuid>> {
        let before = Duration::minutes(session.buffer_before);
        let after = Duration::minutes(session.buffer_after);
        let need = Interval { start: slot.start - before, end: slot.end + after };
        let can = |id: &Uuid| {
            let Some(person) = self.person(id) else { return false };
            let mine: Vec<DateTime<Utc>> =
                planned.iter().filter(|(who, _)| who == id).map(|(_, time)| time.start).collect();
            person.can_take(slot, before, after, &mine)
                && planned.iter().all(|(who, time)| who != id || !time.overlaps(&need))
        };
        if session.panel {
            return session.interviewers.iter().all(can).then(|| session.interviewers.clone());
        }
        // Round-robin: the free one with the fewest upcoming interviews (those planned in this
        // loop included), in the pool's order on a tie.
        session
            .interviewers
            .iter()
            .enumerate()
            .filter(|(_, id)| can(id))
            .min_by_key(|(index, id)| {
                let load = self.person(id).map_or(0, |p| p.load);
                let planned_here = planned.iter().filter(|(who, _)| who == *id).count() as u32;
                (load + planned_here, *index)
            })
            .map(|(_, id)| vec![*id])
    }

    /// The loop placed from `start`, or none when it does not fit there.
    pub fn plan_at(&self, sessions: &[Session], start: DateTime<Utc>) -> Option<Vec<PlacedSession>> {
        let day_ends = {
            let date = start.with_timezone(&self.zone).date_naive();
            local_time(self.zone, date.succ_opt()?, NaiveTime::MIN)
        };
        let mut planned: Vec<(Uuid, Interval)> = Vec::new();
        let mut placed: Vec<PlacedSession> = Vec::with_capacity(sessions.len());
        let mut at = start;
        for (index, session) in sessions.iter().enumerate() {
            let length = Duration::minutes(session.minutes);
            let tries: Vec<DateTime<Utc>> = if index == 0 || self.arrangement == Arrangement::BackToBack {
                vec![at]
            } else {
                // The times on the grid from the end of the previous session, that day.
                grid(Interval { start: at, end: day_ends }, at).collect()
            };
            let mut found = None;
            for time in tries {
                let slot = Interval { start: time, end: time + length };
                if slot.end > self.window_end || (index > 0 && slot.end > day_ends) {
                    break;
                }
                if let Some(assigned) = self.assign(session, slot, &planned) {
                    found = Some((slot, assigned));
                    break;
                }
            }
            let (slot, assigned) = found?;
            let before = Duration::minutes(session.buffer_before);
            let after = Duration::minutes(session.buffer_after);
            let busy = Interval { start: slot.start - before, end: slot.end + after };
            planned.extend(assigned.iter().map(|id| (*id, busy)));
            placed.push(PlacedSession { start: slot.start, end: slot.end, assigned });
            at = slot.end;
        }
        Some(placed)
    }

    /// Every time on the grid from `earliest` to the window's end where the whole loop fits, at
    /// most `limit`, earliest first.
    pub fn offers(&self, sessions: &[Session], earliest: DateTime<Utc>, limit: usize) -> Vec<TimeOption> {
        grid(Interval { start: earliest, end: self.window_end }, earliest)
            .filter_map(|start| self.plan_at(sessions, start).map(|placed| TimeOption { start, sessions: placed }))
            .take(limit)
            .collect()
    }
}

/// Whether `at` is a time the grid offers.
pub fn on_grid(at: DateTime<Utc>) -> bool {
    at.timestamp().rem_euclid(crate::calendar::slots::STEP_MINUTES * 60) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::slots::{Caps, WeekHours};

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    fn person(n: u128) -> Person {
        Person::new(Uuid::from_u128(n), Tz::UTC, WeekHours::default(), Caps::default())
    }

    fn session(minutes: i64, panel: bool, ids: &[u128]) -> Session {
        Session {
            minutes,
            panel,
            interviewers: ids.iter().map(|n| Uuid::from_u128(*n)).collect(),
            buffer_before: 0,
            buffer_after: 0,
        }
    }

    fn planner(people: &[Person], arrangement: Arrangement) -> Planner<'_> {
        Planner { people, arrangement, zone: Tz::UTC, window_end: at("2026-12-02T00:00:00Z") }
    }

    #[test]
    fn a_loop_is_placed_back_to_back_or_not_at_all() {
        let mut busy = person(2);
        // The hiring manager is busy 10:00–11:00 on Tuesday 1 December.
        busy.add_busy([Interval { start: at("2026-12-01T10:00:00Z"), end: at("2026-12-01T11:00:00Z") }]);
        let people = [person(1), busy];
        let loop_ = [session(60, false, &[1]), session(30, false, &[2])];
        let plan = planner(&people, Arrangement::BackToBack);
        let placed = plan.plan_at(&loop_, at("2026-12-01T09:00:00Z"));
        assert_eq!(placed, None, "the second session would fall in the manager's meeting");
        let placed = plan.plan_at(&loop_, at("2026-12-01T11:00:00Z")).unwrap();
        assert_eq!(placed[1].start, at("2026-12-01T12:00:00Z"));
        assert_eq!(placed[1].assigned, vec![Uuid::from_u128(2)]);
        // The last loop of the day ends at five.
        let offers = plan.offers(&loop_, at("2026-12-01T00:00:00Z"), 100);
        assert_eq!(offers.last().unwrap().start, at("2026-12-01T15:30:00Z"));
        assert!(offers.iter().all(|o| o.start != at("2026-12-01T09:00:00Z") && o.start != at("2026-12-01T09:30:00Z")));
    }

    #[test]
    fn the_same_day_waits_for_the_next_free_time() {
        let mut busy = person(2);
        busy.add_busy([Interval { start: at("2026-12-01T10:00:00Z"), end: at("2026-12-01T11:00:00Z") }]);
        let people = [person(1), busy];
        let loop_ = [session(60, false, &[1]), session(30, false, &[2])];
        let placed = planner(&people, Arrangement::SameDay).plan_at(&loop_, at("2026-12-01T09:00:00Z")).unwrap();
        assert_eq!(placed[1].start, at("2026-12-01T11:00:00Z"));
    }

    #[test]
    fn round_robin_balances_load_and_a_panel_needs_everyone() {
        let mut loaded = person(1);
        loaded.load = 3;
        let people = [loaded, person(2)];
        let plan = planner(&people, Arrangement::BackToBack);
        let placed = plan.plan_at(&[session(30, false, &[1, 2])], at("2026-12-01T09:00:00Z")).unwrap();
        assert_eq!(placed[0].assigned, vec![Uuid::from_u128(2)], "the one with fewer interviews");
        let placed = plan.plan_at(&[session(30, true, &[1, 2])], at("2026-12-01T09:00:00Z")).unwrap();
        assert_eq!(placed[0].assigned.len(), 2);
        // Two sessions with one pool: the second goes to the other person when both are free.
        let people = [person(1), person(2)];
        let plan = planner(&people, Arrangement::BackToBack);
        let loop_ = [session(30, false, &[1, 2]), session(30, false, &[1, 2])];
        let placed = plan.plan_at(&loop_, at("2026-12-01T09:00:00Z")).unwrap();
        assert_ne!(placed[0].assigned, placed[1].assigned);
    }

    #[test]
    fn buffers_keep_interviewers_apart_within_a_loop() {
        let people = [person(1)];
        let plan = planner(&people, Arrangement::BackToBack);
        let mut first = session(30, false, &[1]);
        first.buffer_after = 15;
        let loop_ = [first, session(30, false, &[1])];
        assert_eq!(plan.plan_at(&loop_, at("2026-12-01T09:00:00Z")), None, "no break between the two");
        let plan = planner(&people, Arrangement::SameDay);
        let placed = plan.plan_at(&loop_, at("2026-12-01T09:00:00Z")).unwrap();
        assert_eq!(placed[1].start, at("2026-12-01T10:00:00Z"), "the next half hour after the buffer");
    }

    #[test]
    fn the_window_counts_working_days() {
        // Monday 30 November 2026, ten working days: to Monday 14 December, inclusive.
        let end = window_end(at("2026-11-30T12:00:00Z"), Tz::UTC, 10);
        assert_eq!(end, at("2026-12-15T00:00:00Z"));
        assert!(on_grid(at("2026-12-14T12:30:00Z")));
        assert!(!on_grid(at("2026-12-14T12:10:00Z")));
    }
}
