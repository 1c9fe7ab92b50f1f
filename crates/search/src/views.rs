//! The API's shapes: what this feature answers and accepts.

use serde::Serialize;
use utoipa::ToSchema;

use super::domain::{SearchGroupId, SearchHit};

/// One group's hits, best first, and how many there are in all.
#[derive(Debug, Serialize, ToSchema)]
pub struct SearchGroup {
    pub group: SearchGroupId,
    pub total: u64,
    pub data: Vec<SearchHit>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SearchResults {
    /// In the order vacancies, candidates, files, messages, tasks; only those the caller may see.
    pub groups: Vec<SearchGroup>,
}
