//! Uploaded files: type sniffed from the bytes, stored under random keys in object storage
//! (local directory or S3-compatible bucket), recorded in the tenant's `files` table, and served
//! through short-lived signed addresses where a bearer token cannot go. The endpoints that upload
//! and download live with the features that own the files (profiles).

pub mod repo;
pub mod signing;
pub mod sniff;
pub mod storage;

pub use signing::FileSigner;
pub use storage::Storage;
