use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use erecruit_server::files::Storage;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::{TenantSlug, admin};

/// Delete a tenant and ALL its data (schema, users, vacancies, applications, uploaded files).
/// Irreversible. Point it at the servers' file storage (the same FILES_DIR or S3_BUCKET and AWS_*
/// settings) so the tenant's files go too.
#[derive(Debug, Args)]
pub struct Opts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    /// Confirm the deletion; without it nothing is deleted.
    #[arg(long)]
    yes: bool,
    /// The servers' upload directory when they use no bucket. Default: DATA_DIR/files.
    #[arg(long, env = "FILES_DIR")]
    files_dir: Option<PathBuf>,
    /// The servers' local state directory (for the default FILES_DIR).
    #[arg(long, env = "DATA_DIR", default_value = ".data")]
    data_dir: PathBuf,
    /// The servers' S3-compatible bucket, when they store uploads there (with AWS_* settings).
    #[arg(long, env = "S3_BUCKET")]
    s3_bucket: Option<String>,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    if !opts.yes {
        eprintln!("error: deleting tenant {} destroys all its data; add --yes to confirm", opts.slug);
        return Ok(ExitCode::from(2));
    }
    let dir = opts.files_dir.unwrap_or_else(|| opts.data_dir.join("files"));
    let storage = Storage::open(dir, opts.s3_bucket.as_deref())?;
    admin::delete_tenant(db, &storage, &opts.slug).await?;
    println!("Deleted tenant {} and its files", opts.slug);
    Ok(ExitCode::SUCCESS)
}
