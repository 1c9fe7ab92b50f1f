use std::process::ExitCode;

use clap::Args;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::{TenantSlug, admin};

/// Show one tenant in detail.
#[derive(Debug, Args)]
pub struct Opts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let details = admin::show_tenant(db, &opts.slug).await?;
    if opts.json {
        crate::output::print_json(&details)?;
    } else {
        crate::output::print_details(&details);
    }
    Ok(ExitCode::SUCCESS)
}
