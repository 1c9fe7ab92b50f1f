use std::process::ExitCode;

use clap::Args;
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
    #[command(flatten)]
    storage: super::StorageArgs,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    if !opts.yes {
        eprintln!("error: deleting tenant {} destroys all its data; add --yes to confirm", opts.slug);
        return Ok(ExitCode::from(2));
    }
    let storage = opts.storage.open()?;
    let files = admin::delete_tenant(db, &storage, &opts.slug).await?;
    println!("Deleted tenant {} and its {files} stored files", opts.slug);
    Ok(ExitCode::SUCCESS)
}
