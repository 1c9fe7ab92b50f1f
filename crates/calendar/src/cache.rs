//! The team's events per range, kept per replica: a busy team's month is hundreds of events, and
//! every member of staff asks for the same months. An entry is good while the tenant's
//! `calendar_version` (one row, raised in the transaction of every change the grid shows) is the
//! one it was read at, so a change on any replica is seen by every replica's next request; the
//! time limit only returns memory.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use moka::future::Cache;
use uuid::Uuid;

use super::domain::EventLabel;
use super::repo::EventSummaryRow;
use super::views::CalendarEventSummary;

/// What the cache may hold, in bytes of JSON.
const CAPACITY_BYTES: u64 = 32 * 1024 * 1024;
const TIME_TO_IDLE: Duration = Duration::from_secs(10 * 60);

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RangeKey {
    pub tenant: Uuid,
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub labels: Option<Vec<EventLabel>>,
}

/// One event, serialised once: its JSON without `canEdit` and the closing brace, which depend on
/// who asks.
pub struct Entry {
    pub starts_at: DateTime<Utc>,
    pub id: i64,
    pub organizer_id: Uuid,
    json_open: String,
}

impl Entry {
    pub fn new(row: EventSummaryRow) -> Self {
        let (starts_at, id, organizer_id) = (row.starts_at, row.id, row.organizer_id);
        let mut json_open = serde_json::to_string(&CalendarEventSummary::new(row, Uuid::nil(), false))
            .unwrap_or_else(|_| String::from("{"));
        // `canEdit` is serialised last; it is written for each viewer.
        if let Some(at) = json_open.rfind(",\"canEdit\":") {
            json_open.truncate(at);
        }
        Self { starts_at, id, organizer_id, json_open }
    }

    /// About how long the event's JSON is.
    pub fn json_len(&self) -> usize {
        self.json_open.len() + 16
    }

    /// The event's JSON for a viewer.
    pub fn write(&self, out: &mut String, can_edit: bool) {
        out.push_str(&self.json_open);
        out.push_str(if can_edit { ",\"canEdit\":true}" } else { ",\"canEdit\":false}" });
    }
}

/// The team's events of a range, as read at `version`.
pub struct Kept {
    pub version: i64,
    pub events: Vec<Entry>,
}

#[derive(Clone)]
pub struct RangeCache(Cache<RangeKey, Arc<Kept>>);

impl Default for RangeCache {
    fn default() -> Self {
        Self(
            Cache::builder()
                .max_capacity(CAPACITY_BYTES)
                .weigher(|_, kept: &Arc<Kept>| {
                    // Every entry weighs something, so ranges without events count too.
                    let bytes: usize = 256 + kept.events.iter().map(|e| e.json_open.len() + 64).sum::<usize>();
                    u32::try_from(bytes).unwrap_or(u32::MAX)
                })
                .time_to_idle(TIME_TO_IDLE)
                .build(),
        )
    }
}

impl RangeCache {
    /// The kept events of `key` if they were read at `version`.
    pub async fn get(&self, key: &RangeKey, version: i64) -> Option<Arc<Kept>> {
        self.0.get(key).await.filter(|kept| kept.version == version)
    }

    pub async fn keep(&self, key: RangeKey, kept: Arc<Kept>) {
        self.0.insert(key, kept).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_writes_the_summary_with_the_viewers_can_edit() {
        let row = EventSummaryRow {
            id: 7,
            title: "Sync \"weekly\"".into(),
            starts_at: DateTime::parse_from_rfc3339("2026-12-01T09:00:00Z").unwrap().with_timezone(&Utc),
            ends_at: DateTime::parse_from_rfc3339("2026-12-01T10:00:00Z").unwrap().with_timezone(&Utc),
            all_day: false,
            label: EventLabel::Meeting,
            location: None,
            organizer_id: Uuid::from_u128(1),
            application_id: None,
        };
        let expected = serde_json::to_value(CalendarEventSummary::new(row.clone(), Uuid::from_u128(1), false)).unwrap();
        let entry = Entry::new(row);
        let mut out = String::new();
        entry.write(&mut out, true);
        assert_eq!(serde_json::from_str::<serde_json::Value>(&out).unwrap(), expected);
    }
}
