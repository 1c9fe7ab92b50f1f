use std::process::ExitCode;

use clap::Args;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::admin::{self, TenantUpdate};
use erecruit_server::tenancy::{Hostname, TenantSlug};

/// Change a tenant's name, hostnames or recruitment title. Running servers see it at once.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("change").required(true).multiple(true).args(["name", "hosts", "clear_hosts", "title"])))]
pub struct Opts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    /// New company name.
    #[arg(long, value_parser = super::parse_name)]
    name: Option<String>,
    /// Replace the tenant's hostnames with these (repeatable).
    #[arg(long = "host", value_name = "HOSTNAME", value_parser = super::parse_hostname, conflicts_with = "clear_hosts")]
    hosts: Vec<Hostname>,
    /// Remove every hostname from the tenant.
    #[arg(long)]
    clear_hosts: bool,
    /// New recruitment title for the site header.
    #[arg(long, value_parser = super::parse_title)]
    title: Option<String>,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let hostnames = match (opts.clear_hosts, opts.hosts.is_empty()) {
        (true, _) => Some(Vec::new()),
        (false, false) => Some(opts.hosts),
        (false, true) => None,
    };
    let update = TenantUpdate { display_name: opts.name, hostnames, title: opts.title };
    let tenant = admin::update_tenant(db, &opts.slug, &update).await?;
    println!("Updated tenant {}", tenant.slug);
    Ok(ExitCode::SUCCESS)
}
