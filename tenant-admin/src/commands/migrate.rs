use std::process::ExitCode;

use clap::Args;
use erecruit_server::database::Database;
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::tenancy::TenantSlug;
use erecruit_server::tenancy::migrate::{self, Outcome};

/// Apply pending migrations: the shared schema first, then one tenant or all of them in parallel.
/// Each tenant migrates in its own transaction; a failing tenant is reported and the rest carry
/// on. Tenants already current are skipped. Exits non-zero if any tenant failed.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("target").required(true).args(["all", "slug"])))]
pub struct Opts {
    /// Migrate every active and suspended tenant.
    #[arg(long)]
    all: bool,
    /// Migrate only this tenant.
    #[arg(value_parser = crate::parse_slug)]
    slug: Option<TenantSlug>,
    /// How many tenants to migrate at once.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u16).range(1..=64))]
    pub jobs: u16,
    /// Print the summary as JSON.
    #[arg(long)]
    json: bool,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let summary = match &opts.slug {
        Some(slug) => migrate::migrate_one::<TenantMigrator>(db, slug).await?,
        None => migrate::migrate_all::<TenantMigrator>(db, usize::from(opts.jobs)).await?,
    };
    if opts.json {
        crate::output::print_json(&summary)?;
    } else {
        for failure in summary.tenants.iter().filter(|t| t.outcome == Outcome::Failed) {
            println!("FAILED {}: {}", failure.slug, failure.error.as_deref().unwrap_or("unknown error"));
        }
        println!(
            "migrated {}, skipped {}, failed {} ({} tenants in {} ms)",
            summary.migrated,
            summary.skipped,
            summary.failed,
            summary.tenants.len(),
            summary.elapsed_ms
        );
    }
    Ok(if summary.failed > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
