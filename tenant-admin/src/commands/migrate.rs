use std::process::ExitCode;

use clap::Args;
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::TenantSlug;
use erecruit_server::tenancy::citus::{self, Citus};
use erecruit_server::tenancy::migrate::{self, Outcome};

/// Apply pending migrations: the shared schema first, then one tenant or all of them in parallel.
/// Each tenant migrates in its own transaction; a failing tenant is reported and the rest carry
/// on. Tenants already current are skipped. Exits non-zero if any tenant failed. On a database
/// with the Citus extension, tables of the shared schema then become reference tables (see
/// docs/scaling.md).
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
    // Shared tables a migration added become reference tables, so tenants on any node join them.
    let line = match citus::detect(db).await? {
        Citus::Absent => None,
        Citus::Present { version } => match citus::reference_shared_tables(db).await {
            Ok(converted) if converted.is_empty() => None,
            Ok(converted) => Some(format!("Citus {version}: made reference tables of {}", converted.join(", "))),
            Err(err) => {
                eprintln!("error: Citus {version} could not make the shared tables reference tables: {err}");
                return Ok(ExitCode::FAILURE);
            }
        },
    };
    if let Some(line) = line {
        if opts.json {
            eprintln!("{line}");
        } else {
            println!("{line}");
        }
    }
    Ok(if summary.failed > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
