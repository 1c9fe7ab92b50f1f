use std::process::ExitCode;

use clap::Args;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::{TenantSlug, admin};

/// Delete a tenant and ALL its data (schema, users, vacancies, applications). Irreversible.
#[derive(Debug, Args)]
pub struct Opts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    /// Confirm the deletion; without it nothing is deleted.
    #[arg(long)]
    yes: bool,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    if !opts.yes {
        eprintln!("error: deleting tenant {} destroys all its data; add --yes to confirm", opts.slug);
        return Ok(ExitCode::from(2));
    }
    admin::delete_tenant(db, &opts.slug).await?;
    println!("Deleted tenant {}", opts.slug);
    Ok(ExitCode::SUCCESS)
}
