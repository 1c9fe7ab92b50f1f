//! Tasks' rules: the list filters, tag colours, and what a valid title, description, tag name and
//! due date are.

use chrono::{Datelike, NaiveDate};
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ErrorCode;

/// At most this many tags on one task.
pub const MAX_TAGS: usize = 10;
/// A trashed task is purged this many days after it was trashed.
pub const PURGE_AFTER_DAYS: i64 = 30;

// `task_tags.color`: Bootstrap's theme colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum TagColor {
    Primary,
    Secondary,
    Success,
    Danger,
    Warning,
    Info,
}

/// The To-do app's views (the old site's five, and `open`: neither completed nor trashed).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum TaskFilter {
    /// Everything not in the trash.
    #[default]
    All,
    Starred,
    Important,
    Completed,
    Trashed,
    Open,
}

/// A title: trimmed, 1–200 characters, one line.
pub fn check_title(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    if value.is_empty() || value.chars().count() > 200 || value.chars().any(char::is_control) {
        return Err(ErrorCode::TaskTitleInvalid);
    }
    Ok(value.to_owned())
}

/// A description: at most 5,000 characters, line breaks allowed.
pub fn check_description(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    if value.chars().count() > 5000 || crate::text::has_stray_control(value) {
        return Err(ErrorCode::TaskDescriptionTooLong);
    }
    Ok(value.to_owned())
}

/// A tag name: trimmed, 1–50 characters, one line.
pub fn check_tag_name(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    if value.is_empty() || value.chars().count() > 50 || value.chars().any(char::is_control) {
        return Err(ErrorCode::TagNameInvalid);
    }
    Ok(value.to_owned())
}

/// A due date in a plausible range (a typo such as year 20261 is refused, not stored).
pub fn check_due_date(value: NaiveDate) -> Result<NaiveDate, ErrorCode> {
    if (2000..=2100).contains(&value.year()) { Ok(value) } else { Err(ErrorCode::DueDateInvalid) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_trimmed_one_line_and_bounded() {
        assert_eq!(check_title("  Call Ana  ").unwrap(), "Call Ana");
        assert_eq!(check_title(" "), Err(ErrorCode::TaskTitleInvalid));
        assert_eq!(check_title("a\nb"), Err(ErrorCode::TaskTitleInvalid));
        assert!(check_title(&"é".repeat(200)).is_ok());
        assert!(check_title(&"é".repeat(201)).is_err());
    }

    #[test]
    fn descriptions_keep_line_breaks() {
        assert_eq!(check_description("one\ntwo").unwrap(), "one\ntwo");
        assert!(check_description(&"x".repeat(5001)).is_err());
    }

    #[test]
    fn due_dates_are_plausible() {
        assert!(check_due_date(NaiveDate::from_ymd_opt(2026, 12, 1).unwrap()).is_ok());
        assert!(check_due_date(NaiveDate::from_ymd_opt(1999, 12, 31).unwrap()).is_err());
        assert!(check_due_date(NaiveDate::from_ymd_opt(2101, 1, 1).unwrap()).is_err());
    }
}
