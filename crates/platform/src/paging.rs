//! Page-number pagination shared by every list: `page` from 1, `perPage` from 1 to 100, and one
//! answer shape `{data, total, totalExact, page, perPage}`. Searches whose matches are found row
//! by row count them only up to [`COUNT_CAP`] ([`Total`]): past it the total reads "1,000+".

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

/// The most matches a search counts: a larger total is "more than 1,000". Counting stops there
/// (`db::count_at_most`), so a common word that matches 40,000 rows costs as little to count as
/// one that matches 1,000: an exact count reads every match, which was most of a search's time.
pub const COUNT_CAP: u64 = 1_000;

/// How many rows match: exactly up to [`COUNT_CAP`], else the cap and `exact: false`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: u64,
    pub exact: bool,
}

impl Default for Total {
    fn default() -> Self {
        Self::exact(0)
    }
}

impl Total {
    /// A total counted whole.
    pub fn exact(count: u64) -> Self {
        Self { count, exact: true }
    }

    /// A total from a count of at most `COUNT_CAP + 1` rows.
    pub fn capped(counted: u64) -> Self {
        Self { count: std::cmp::min(counted, COUNT_CAP), exact: counted <= COUNT_CAP }
    }
}

/// One page of a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    pub data: Vec<T>,
    /// How many items there are. Mail and task searches count up to 1,000: with more, 1,000 and
    /// `totalExact` false ("1,000+"); their pages go on past it for as long as there are items.
    pub total: u64,
    pub total_exact: bool,
    pub page: u64,
    pub per_page: u64,
}

impl<T> Page<T> {
    pub fn new(data: Vec<T>, total: Total, page: u64, per_page: u64) -> Self {
        Self { data, total: total.count, total_exact: total.exact, page, per_page }
    }

    /// A page of a list counted whole.
    pub fn counted(data: Vec<T>, total: u64, page: u64, per_page: u64) -> Self {
        Self::new(data, Total::exact(total), page, per_page)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_are_exact_up_to_the_cap() {
        assert_eq!(Total::capped(0), Total { count: 0, exact: true });
        assert_eq!(Total::capped(COUNT_CAP), Total { count: COUNT_CAP, exact: true });
        assert_eq!(Total::capped(COUNT_CAP + 1), Total { count: COUNT_CAP, exact: false });
    }
}
