//! The API's shapes: what this feature answers and accepts.

use serde::Serialize;
use utoipa::ToSchema;

use super::domain::{SearchGroupId, SearchHit};

/// One group's hits, best first, and how many there are in all.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchGroup {
    pub group: SearchGroupId,
    /// How many hits there are; messages and tasks count up to 1,000: with more, 1,000 and
    /// `totalExact` false ("1,000+").
    pub total: u64,
    pub total_exact: bool,
    pub data: Vec<SearchHit>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SearchResults {
    /// In the order vacancies, candidates, files, messages, tasks; only those the caller may see.
    pub groups: Vec<SearchGroup>,
}
