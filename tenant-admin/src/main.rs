//! `tenant-admin`: the platform operator's CLI for creating, changing, suspending, deleting and
//! migrating tenants. A thin layer over `erecruit_server::tenancy::admin` and `::migrate`.
//!
//! Built with the cargo feature `dev-seed` (`make run`, `make bench`, the tests), it also has
//! `seed-demo` and `bench-data`; release images are built without them.

// The operator CLI works on the pool by design; it never serves a request.
#![allow(clippy::disallowed_types)]

use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use erecruit_server::tenancy::{Database, TenantSlug};

mod commands;
mod output;

/// Manage eRecruit tenants: each tenant is a recruiting company with its own careers site and its
/// own PostgreSQL schema. Changes reach running servers at once (Postgres NOTIFY).
#[derive(Debug, Parser)]
#[command(name = "tenant-admin", version, about, long_about = None)]
pub struct Cli {
    /// PostgreSQL connection URL.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, global = true)]
    database_url: Option<String>,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    Create(commands::create::Opts),
    List(commands::list::Opts),
    Show(commands::show::Opts),
    Update(commands::update::Opts),
    Suspend(commands::status::SuspendOpts),
    Resume(commands::status::ResumeOpts),
    Delete(commands::delete::Opts),
    Migrate(commands::migrate::Opts),
    CreateUser(commands::users::CreateUserOpts),
    SetPassword(commands::users::SetPasswordOpts),
    #[cfg(feature = "dev-seed")]
    SeedDemo(commands::seed_demo::Opts),
    #[cfg(feature = "dev-seed")]
    BenchData(commands::bench_data::Opts),
}

/// Parses a slug argument with the same rules the server uses.
pub(crate) fn parse_slug(value: &str) -> Result<TenantSlug, String> {
    TenantSlug::parse(value).map_err(|err| err.to_string())
}

#[tokio::main]
async fn main() -> ExitCode {
    let cli = Cli::parse();
    if std::env::var_os("RUST_LOG").is_some() {
        erecruit_server::telemetry::init(erecruit_server::config::LogFormat::Pretty);
    }
    match run(cli).await {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let url = cli
        .database_url
        .ok_or_else(|| anyhow::anyhow!("DATABASE_URL is not set (use --database-url or the environment)"))?;
    let connections = match &cli.command {
        Command::Migrate(opts) => opts.jobs as u32 + 1,
        #[cfg(feature = "dev-seed")]
        Command::BenchData(opts) => opts.connections(),
        _ => 2,
    };
    let db = Database::connect(&url, connections, Duration::from_secs(30)).await?;
    let result = match cli.command {
        Command::Create(opts) => commands::create::run(opts, &db).await,
        Command::List(opts) => commands::list::run(opts, &db).await,
        Command::Show(opts) => commands::show::run(opts, &db).await,
        Command::Update(opts) => commands::update::run(opts, &db).await,
        Command::Suspend(opts) => commands::status::suspend(opts, &db).await,
        Command::Resume(opts) => commands::status::resume(opts, &db).await,
        Command::Delete(opts) => commands::delete::run(opts, &db).await,
        Command::Migrate(opts) => commands::migrate::run(opts, &db).await,
        Command::CreateUser(opts) => commands::users::create_user(opts, &db).await,
        Command::SetPassword(opts) => commands::users::set_password(opts, &db).await,
        #[cfg(feature = "dev-seed")]
        Command::SeedDemo(opts) => commands::seed_demo::run(opts, &db).await,
        #[cfg(feature = "dev-seed")]
        Command::BenchData(opts) => commands::bench_data::run(opts, &db).await,
    };
    db.close().await?;
    result
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }

    #[test]
    fn seeding_subcommands_exist_only_with_the_dev_seed_feature() {
        let command = super::Cli::command();
        for name in ["seed-demo", "bench-data"] {
            assert_eq!(command.find_subcommand(name).is_some(), cfg!(feature = "dev-seed"), "{name}");
        }
    }
}
