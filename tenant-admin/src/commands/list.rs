use std::process::ExitCode;

use clap::Args;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::admin;

/// List every tenant with its status, hostnames and schema version.
#[derive(Debug, Args)]
pub struct Opts {
    /// Print a JSON array instead of a table.
    #[arg(long)]
    json: bool,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let tenants = admin::list_tenants(db).await?;
    if opts.json {
        crate::output::print_json(&tenants)?;
    } else {
        crate::output::print_table(&tenants);
    }
    Ok(ExitCode::SUCCESS)
}
