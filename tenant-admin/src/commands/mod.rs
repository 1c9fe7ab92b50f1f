#[cfg(feature = "dev-seed")]
pub mod bench_data;
pub mod create;
pub mod delete;
pub mod list;
pub mod migrate;
#[cfg(feature = "dev-seed")]
pub mod seed_demo;
pub mod show;
pub mod status;
pub mod update;
pub mod users;

use std::path::PathBuf;

use clap::Args;
use erecruit_server::files::Storage;
use erecruit_server::tenancy::Hostname;

/// Where the servers keep uploaded files: the same settings, read from the same variables.
#[derive(Debug, Args)]
pub struct StorageArgs {
    /// As the server's DATA_DIR (the default FILES_DIR is DATA_DIR/files).
    #[arg(long, env = "DATA_DIR", default_value = ".data")]
    data_dir: PathBuf,
    /// As the server's FILES_DIR: the upload directory when no bucket is set.
    #[arg(long, env = "FILES_DIR")]
    files_dir: Option<PathBuf>,
    /// As the server's S3_BUCKET (with the AWS_* settings).
    #[arg(long, env = "S3_BUCKET")]
    s3_bucket: Option<String>,
}

impl StorageArgs {
    pub fn open(self) -> anyhow::Result<Storage> {
        Storage::open(self.files_dir.unwrap_or_else(|| self.data_dir.join("files")), self.s3_bucket.as_deref())
    }
}

/// Parses a `--host` argument with the same rules the server applies to `Host`.
pub(crate) fn parse_hostname(value: &str) -> Result<Hostname, String> {
    Hostname::parse(value).map_err(|err| err.to_string())
}

pub(crate) fn parse_name(value: &str) -> Result<String, String> {
    erecruit_server::tenancy::admin::parse_display_text("the name", value).map_err(|err| err.to_string())
}

pub(crate) fn parse_title(value: &str) -> Result<String, String> {
    erecruit_server::tenancy::admin::parse_display_text("the title", value).map_err(|err| err.to_string())
}
