//! Statuses, limits and the per-replica send limit.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::error::{ErrorCode, FieldErrors};

/// What a user chooses to show while connected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum ChosenStatus {
    #[default]
    Online,
    Away,
    DoNotDisturb,
}

/// What contacts see: the chosen status while the user has a socket open on any replica,
/// `offline` otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContactStatus {
    Online,
    Offline,
    Away,
    DoNotDisturb,
}

impl ContactStatus {
    pub fn of(chosen: ChosenStatus, connected: bool) -> Self {
        match (connected, chosen) {
            (false, _) => Self::Offline,
            (true, ChosenStatus::Online) => Self::Online,
            (true, ChosenStatus::Away) => Self::Away,
            (true, ChosenStatus::DoNotDisturb) => Self::DoNotDisturb,
        }
    }
}

pub const MAX_MESSAGE_CHARS: usize = 2_000;
pub const MAX_ABOUT_CHARS: usize = 140;
/// A ticket opens a socket within this many seconds, once.
pub const TICKET_TTL_SECS: i64 = 30;

/// A message's text, trimmed: 1 to 2,000 characters; line breaks and tabs but no other control
/// characters (PostgreSQL cannot store NUL at all).
pub fn check_message(text: &str) -> Result<(), crate::error::ApiError> {
    let mut errors = FieldErrors::new();
    if text.is_empty() {
        errors.add("message", ErrorCode::ChatMessageRequired);
    } else if text.chars().count() > MAX_MESSAGE_CHARS {
        errors.add("message", ErrorCode::ChatMessageTooLong);
    } else if crate::text::has_stray_control(text) {
        errors.add("message", ErrorCode::TextInvalid);
    }
    errors.into_result()
}

/// The about line, trimmed: at most 140 characters, no control characters.
pub fn check_about(text: &str) -> Result<(), crate::error::ApiError> {
    if text.chars().count() > MAX_ABOUT_CHARS || text.chars().any(char::is_control) {
        return FieldErrors::one("about", ErrorCode::AboutTooLong).into_result();
    }
    Ok(())
}

/// At most `limit` sends per user in each `window`, counted on this replica (a fixed window: a
/// burst of twice the limit across a window's edge is the worst case).
pub struct SendLimiter {
    limit: u32,
    window: Duration,
    counts: Mutex<HashMap<(Uuid, Uuid), (Instant, u32)>>,
}

impl SendLimiter {
    pub fn new(limit: u32, window: Duration) -> Self {
        Self { limit, window, counts: Mutex::new(HashMap::new()) }
    }

    /// Counts a send by `user` of `tenant`; `false` once the window's limit is reached.
    pub fn allow(&self, tenant: Uuid, user: Uuid) -> bool {
        let now = Instant::now();
        let mut counts = self.counts.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if counts.len() > 10_000 {
            counts.retain(|_, (start, _)| now.duration_since(*start) < self.window);
        }
        let entry = counts.entry((tenant, user)).or_insert((now, 0));
        if now.duration_since(entry.0) >= self.window {
            *entry = (now, 0);
        }
        entry.1 += 1;
        entry.1 <= self.limit
    }
}

impl SendLimiter {
    /// `limit` messages in ten seconds (`CHAT_SEND_LIMIT`, 20 by default: quicker than anyone
    /// types, slower than a script).
    pub fn per_ten_seconds(limit: u32) -> Self {
        Self::new(limit, Duration::from_secs(10))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_is_offline_without_a_socket() {
        assert_eq!(ContactStatus::of(ChosenStatus::Away, false), ContactStatus::Offline);
        assert_eq!(ContactStatus::of(ChosenStatus::DoNotDisturb, true), ContactStatus::DoNotDisturb);
    }

    #[test]
    fn the_limiter_counts_per_user_and_window() {
        let limiter = SendLimiter::new(2, Duration::from_secs(60));
        let (tenant, a, b) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        assert!(limiter.allow(tenant, a) && limiter.allow(tenant, a));
        assert!(!limiter.allow(tenant, a));
        assert!(limiter.allow(tenant, b));
        let quick = SendLimiter::new(1, Duration::ZERO);
        assert!(quick.allow(tenant, a) && quick.allow(tenant, a));
    }

    #[test]
    fn messages_and_about_keep_their_limits() {
        assert!(check_message("hi").is_ok());
        assert!(check_message("").is_err());
        assert!(check_message(&"x".repeat(MAX_MESSAGE_CHARS + 1)).is_err());
        assert!(check_message("two\nlines\tand a tab").is_ok());
        assert!(check_message("nul\u{0}byte").is_err());
        assert!(check_about("Recruiter, Lisbon").is_ok());
        assert!(check_about("two\nlines").is_err());
    }
}
