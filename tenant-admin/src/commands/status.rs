use std::process::ExitCode;

use clap::Args;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::{TenantSlug, TenantStatus, admin};

/// Suspend a tenant: its site and API answer 423 `tenant_suspended` until it is resumed. No data
/// is touched.
#[derive(Debug, Args)]
pub struct SuspendOpts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
}

/// Resume a suspended tenant.
#[derive(Debug, Args)]
pub struct ResumeOpts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
}

pub async fn suspend(opts: SuspendOpts, db: &Database) -> anyhow::Result<ExitCode> {
    let tenant = admin::set_status(db, &opts.slug, TenantStatus::Suspended).await?;
    println!("Suspended tenant {}", tenant.slug);
    Ok(ExitCode::SUCCESS)
}

pub async fn resume(opts: ResumeOpts, db: &Database) -> anyhow::Result<ExitCode> {
    let tenant = admin::set_status(db, &opts.slug, TenantStatus::Active).await?;
    println!("Resumed tenant {}", tenant.slug);
    Ok(ExitCode::SUCCESS)
}
