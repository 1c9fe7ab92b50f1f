//! Page-number pagination shared by every list: `page` from 1, `perPage` from 1 to 100, and one
//! answer shape `{data, total, page, perPage}`.

use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiError;

pub const DEFAULT_PER_PAGE: u64 = 20;
pub const MAX_PER_PAGE: u64 = 100;
/// Beyond this no list has anything to show; refusing it keeps offsets far from overflow.
pub const MAX_PAGE: u64 = 1_000_000;

/// Resolves the query's `page` and `perPage`, refusing page 0, absurd pages and pages over 100 items.
pub fn resolve(page: Option<u64>, per_page: Option<u64>) -> Result<(u64, u64), ApiError> {
    let page = page.unwrap_or(1);
    let per_page = per_page.unwrap_or(DEFAULT_PER_PAGE);
    if !(1..=MAX_PAGE).contains(&page) || !(1..=MAX_PER_PAGE).contains(&per_page) {
        return Err(ApiError::invalid_query("page is 1–1,000,000 and perPage is 1–100"));
    }
    Ok((page, per_page))
}

/// A list's text filter (`q`, a location…), trimmed; `None` when empty. At most 200 characters
/// without control characters, else 400 `invalid_query` naming `what` it is.
pub fn filter_text(value: Option<&str>, what: &str) -> Result<Option<String>, ApiError> {
    let value = value.map(str::trim).filter(|v| !v.is_empty());
    if value.is_some_and(|v| v.chars().count() > 200 || v.chars().any(char::is_control)) {
        return Err(ApiError::invalid_query(&format!("the {what} is too long or has control characters")));
    }
    Ok(value.map(str::to_owned))
}

/// One page of a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    pub data: Vec<T>,
    pub total: u64,
    pub page: u64,
    pub per_page: u64,
}
