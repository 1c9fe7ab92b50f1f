//! Files as a feature: `GET /api/v1/files/{id}` serves any uploaded file its caller may see, and
//! search finds CVs by their text. Storage, the `files` table and reading documents are the
//! platform's (`erecruit_platform::files`), re-exported here so the features keep one path.

mod download;
pub mod search;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_auth as auth;
use erecruit_platform::{db, error, paging, tenancy};
use erecruit_search::page_of_matched;

pub use download::configure;
pub use erecruit_platform::files::*;

#[derive(utoipa::OpenApi)]
#[openapi(paths(download::download_file))]
pub struct FilesApi;
