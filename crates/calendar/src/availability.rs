//! Each member of staff's working hours, time zone and interview caps (a setting in their
//! account; the tenant's zone and 09:00–17:00 Monday to Friday until they set them), and the
//! people a search for free time looks at: their hours, their events, the team's holidays and the
//! busy times of their external calendar.

use std::collections::HashMap;

use actix_web::{HttpResponse, get, put, web};
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{self, Interval};
use super::repo;
use super::slots::{Caps, DayHours, Person, WeekHours};
use super::views::BusyTime;
use crate::auth::StaffOnly;
use crate::db;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantTx;

/// Most interviews a cap allows.
pub const MAX_CAP: u32 = 50;
/// Upcoming interviews counted for round-robin, this many days ahead.
pub const LOAD_DAYS: i64 = 30;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_availability).service(save_availability);
}

/// One working day: from `start` to `end` (`HH:MM`, local time; `24:00` is midnight after).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkingDay {
    /// 1 is Monday, 7 Sunday.
    pub weekday: u8,
    #[schema(example = "09:00")]
    pub start: String,
    #[schema(example = "17:00")]
    pub end: String,
}

/// When a member of staff can be booked for interviews.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Availability {
    /// Their own zone (IANA name); none: the company's.
    pub time_zone: Option<String>,
    /// The zone their hours are in.
    pub effective_time_zone: String,
    /// Their working days; days not listed are off.
    pub days: Vec<WorkingDay>,
    /// Most interviews a day (1–50; none: no cap).
    pub max_per_day: Option<u32>,
    /// Most interviews an ISO week (1–50; none: no cap).
    pub max_per_week: Option<u32>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AvailabilityInput {
    pub time_zone: Option<String>,
    pub days: Vec<WorkingDay>,
    pub max_per_day: Option<u32>,
    pub max_per_week: Option<u32>,
}

/// What one member of staff set.
#[derive(Debug, Clone, FromQueryResult)]
struct Stored {
    user_id: Uuid,
    time_zone: Option<String>,
    hours: serde_json::Value,
    max_per_day: Option<i32>,
    max_per_week: Option<i32>,
}

/// A person's zone, hours and caps as set (or the defaults).
#[derive(Debug, Clone)]
pub struct Setting {
    /// They set it (a row); otherwise the defaults.
    pub stored: bool,
    pub own_zone: Option<Tz>,
    pub zone: Tz,
    pub hours: WeekHours,
    pub caps: Caps,
}

fn cap(value: Option<i32>) -> Option<u32> {
    value.and_then(|v| u32::try_from(v).ok())
}

/// The settings of `ids` (defaults for those who set nothing), by id.
pub async fn settings(tx: &TenantTx, ids: &[Uuid]) -> Result<HashMap<Uuid, Setting>, DbErr> {
    let statement = db::raw(
        "SELECT user_id, time_zone, hours, max_per_day, max_per_week FROM staff_availability WHERE user_id = ANY($1)",
        [ids.to_vec().into()],
    );
    let stored: HashMap<Uuid, Stored> =
        db::fetch_all_raw::<Stored>(tx, statement).await?.into_iter().map(|row| (row.user_id, row)).collect();
    let tenant_zone = tx.tenant().zone();
    Ok(ids
        .iter()
        .map(|id| {
            let setting = match stored.get(id) {
                Some(row) => {
                    let own_zone = row.time_zone.as_deref().and_then(crate::tenancy::parse_zone);
                    Setting {
                        stored: true,
                        own_zone,
                        zone: own_zone.unwrap_or(tenant_zone),
                        hours: serde_json::from_value(row.hours.clone()).unwrap_or_default(),
                        caps: Caps { per_day: cap(row.max_per_day), per_week: cap(row.max_per_week) },
                    }
                }
                None => Setting {
                    stored: false,
                    own_zone: None,
                    zone: tenant_zone,
                    hours: WeekHours::default(),
                    caps: Caps::default(),
                },
            };
            (*id, setting)
        })
        .collect())
}

/// When each of `who` (with their zone) is busy around `range`: their events (all-day ones as
/// their dates in the person's zone), the team's holidays and their external calendar's busy
/// times, leaving out the events in `except`.
pub async fn busy_times(
    tx: &TenantTx,
    who: &[(Uuid, Tz)],
    range: Interval,
    except: &[i64],
) -> Result<Vec<BusyTime>, DbErr> {
    // All-day events reach into the zone's neighbouring UTC days: look a day either side.
    let (from, to) = (range.start - Duration::days(1), range.end + Duration::days(1));
    let ids: Vec<Uuid> = who.iter().map(|(id, _)| *id).collect();
    let zones: HashMap<Uuid, Tz> = who.iter().copied().collect();
    let zone_of = |id: &Uuid| zones.get(id).copied().unwrap_or(Tz::UTC);
    let mut busy: Vec<BusyTime> = repo::busy(tx, ids.clone(), from, to, None)
        .await?
        .into_iter()
        .filter(|row| !except.contains(&row.event_id))
        .map(|row| {
            let time = domain::busy_interval(row.starts_at, row.ends_at, row.all_day, zone_of(&row.user_id));
            BusyTime { user_id: row.user_id, start: time.start, end: time.end }
        })
        .collect();
    for holiday in repo::holidays(tx, from, to).await?.into_iter().filter(|h| !except.contains(&h.id)) {
        busy.extend(who.iter().map(|(id, zone)| {
            let time = domain::busy_interval(holiday.starts_at, holiday.ends_at, holiday.all_day, *zone);
            BusyTime { user_id: *id, start: time.start, end: time.end }
        }));
    }
    busy.extend(repo::external_busy(tx, ids, from, to).await?.into_iter().map(|row| BusyTime {
        user_id: row.user_id,
        start: row.starts_at,
        end: row.ends_at,
    }));
    busy.retain(|b| b.end > range.start && b.start < range.end);
    busy.sort_by_key(|b| (b.start, b.user_id));
    Ok(busy)
}

/// What a search for free time counts besides hours and busy times.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counting {
    /// Nothing more: a recruiter's search (they may book past caps).
    BusyOnly,
    /// The interviews the caps count and the upcoming load round-robin balances: self-scheduling.
    CapsAndLoad,
}

/// The people `ids` as a search for their time needs them around `range`: hours, busy times and,
/// when `counting` says so, the interviews the caps count and their upcoming load, leaving out
/// the events in `except` (those being moved). Also answers the busy times, for showing.
pub async fn people(
    tx: &TenantTx,
    ids: &[Uuid],
    range: Interval,
    except: &[i64],
    (counting, now): (Counting, DateTime<Utc>),
) -> Result<(Vec<Person>, Vec<BusyTime>), DbErr> {
    let settings = settings(tx, ids).await?;
    let who: Vec<(Uuid, Tz)> = ids.iter().map(|id| (*id, settings[id].zone)).collect();
    let busy = busy_times(tx, &who, range, except).await?;
    // Caps count whole days and weeks around the range; load the month ahead.
    let interviews = match counting {
        Counting::BusyOnly => Vec::new(),
        Counting::CapsAndLoad => {
            let from = (range.start - Duration::days(7)).min(now);
            let to = (range.end + Duration::days(7)).max(now + Duration::days(LOAD_DAYS));
            repo::interviews_of(tx, ids.to_vec(), from, to).await?
        }
    };
    let mut people: Vec<Person> = ids
        .iter()
        .map(|id| {
            let setting = &settings[id];
            let mut person = Person::new(*id, setting.zone, setting.hours, setting.caps);
            person.add_busy(busy.iter().filter(|b| b.user_id == *id).map(|b| Interval { start: b.start, end: b.end }));
            person
        })
        .collect();
    for interview in interviews.iter().filter(|row| !except.contains(&row.event_id)) {
        if let Some(person) = people.iter_mut().find(|p| p.id == interview.user_id) {
            person.add_interview(interview.starts_at);
            if interview.starts_at >= now && interview.starts_at < now + Duration::days(LOAD_DAYS) {
                person.load += 1;
            }
        }
    }
    Ok((people, busy))
}

/// A member of staff's availability in their privacy export (none for applicants or when they
/// never set it).
pub async fn exported_for(tx: &TenantTx, user: Uuid) -> Result<Option<Availability>, DbErr> {
    let setting = settings(tx, &[user]).await?.remove(&user);
    Ok(setting.filter(|s| s.stored).as_ref().map(shown))
}

fn minutes(text: &str) -> Option<u16> {
    let (hours, minutes) = text.trim().split_once(':')?;
    let (hours, minutes): (u16, u16) = (hours.parse().ok()?, minutes.parse().ok()?);
    (minutes < 60 && (hours < 24 || (hours == 24 && minutes == 0))).then_some(hours * 60 + minutes)
}

fn clock(minutes: u16) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

fn shown(setting: &Setting) -> Availability {
    let days = setting
        .hours
        .0
        .iter()
        .enumerate()
        .filter_map(|(index, day)| {
            let day = (*day)?;
            Some(WorkingDay { weekday: index as u8 + 1, start: clock(day.start), end: clock(day.end) })
        })
        .collect();
    Availability {
        time_zone: setting.own_zone.map(|zone| zone.name().to_owned()),
        effective_time_zone: setting.zone.name().to_owned(),
        days,
        max_per_day: setting.caps.per_day,
        max_per_week: setting.caps.per_week,
    }
}

/// The caller's working hours, zone and interview caps.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 200, description = "Their availability (the defaults until they set it)", body = Availability),
    StaffRequired,
))]
#[get("/api/v1/me/availability")]
async fn my_availability(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let setting = settings(&auth.tx, &[auth.user.id]).await?.remove(&auth.user.id);
    let setting = setting.ok_or_else(|| ApiError::not_found("user"))?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(shown(&setting)))
}

/// Sets the caller's working hours, zone and interview caps: free-slot searches and candidates'
/// self-scheduling keep to them.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), request_body = AvailabilityInput, responses(
    (status = 200, description = "Saved", body = Availability),
    (status = 400, description = "`validation_failed`: time_zone_unknown (timeZone), working_hours_invalid (days), scheduling_cap_invalid (maxPerDay, maxPerWeek)", body = ErrorEnvelope),
    StaffRequired,
))]
#[put("/api/v1/me/availability")]
async fn save_availability(auth: StaffOnly, body: web::Json<AvailabilityInput>) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner();
    let mut errors = FieldErrors::new();
    let zone = input.time_zone.as_deref().map(str::trim).filter(|name| !name.is_empty());
    if zone.is_some_and(|name| crate::tenancy::parse_zone(name).is_none()) {
        errors.add("timeZone", ErrorCode::TimeZoneUnknown);
    }
    let mut hours = WeekHours([None; 7]);
    for day in &input.days {
        let index = usize::from(day.weekday).wrapping_sub(1);
        match (minutes(&day.start), minutes(&day.end)) {
            (Some(start), Some(end)) if index < 7 && hours.0[index].is_none() => {
                hours.0[index] = Some(DayHours { start, end });
            }
            _ => errors.add("days", ErrorCode::WorkingHoursInvalid),
        }
    }
    if !hours.is_valid() {
        errors.add("days", ErrorCode::WorkingHoursInvalid);
    }
    for (field, value) in [("maxPerDay", input.max_per_day), ("maxPerWeek", input.max_per_week)] {
        if value.is_some_and(|cap| !(1..=MAX_CAP).contains(&cap)) {
            errors.add(field, ErrorCode::SchedulingCapInvalid);
        }
    }
    errors.into_result()?;
    let hours = serde_json::to_value(hours).map_err(|err| ApiError::Internal(err.into()))?;
    let statement = db::raw(
        "INSERT INTO staff_availability (user_id, time_zone, hours, max_per_day, max_per_week)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET time_zone = $2, hours = $3, max_per_day = $4, max_per_week = $5,
             updated_at = now()",
        [
            auth.user.id.into(),
            zone.map(str::to_owned).into(),
            hours.into(),
            input.max_per_day.map(|v| v as i32).into(),
            input.max_per_week.map(|v| v as i32).into(),
        ],
    );
    auth.tx.execute_raw(statement).await?;
    let setting = settings(&auth.tx, &[auth.user.id]).await?.remove(&auth.user.id);
    let setting = setting.ok_or_else(|| ApiError::not_found("user"))?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(shown(&setting)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times_are_read_and_written() {
        assert_eq!(minutes("09:30"), Some(570));
        assert_eq!(minutes("24:00"), Some(1440));
        assert_eq!(minutes("24:30"), None);
        assert_eq!(minutes("9"), None);
        assert_eq!(clock(570), "09:30");
    }
}
