use std::process::ExitCode;

use clap::Args;
use erecruit_server::auth::domain::Role;
use erecruit_server::auth::provision::{NewAccount, insert_account};
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::admin::{self, Created, NewTenant};
use erecruit_server::tenancy::citus::{self, Citus, Distribution};
use erecruit_server::tenancy::{Hostname, TenantSlug, TenantTx};

/// Create a tenant: registry entry, schema and tables, in one transaction. Running it again for
/// an existing active tenant changes nothing and succeeds.
#[derive(Debug, Args)]
pub struct Opts {
    /// URL-safe identifier sent in the `tenantid` header: 3–40 of a-z, 0-9 and '-'.
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    /// Company name shown on the careers site.
    #[arg(long, value_parser = super::parse_name)]
    name: String,
    /// Branded hostname that serves this tenant without a `tenantid` header (repeatable).
    #[arg(long = "host", value_name = "HOSTNAME", value_parser = super::parse_hostname)]
    hosts: Vec<Hostname>,
    /// Recruitment title shown in the site header (default: "<name> Careers").
    #[arg(long, value_parser = super::parse_title)]
    title: Option<String>,
    /// E-mail of the tenant's first admin, created in the same transaction.
    #[arg(long, requires = "admin_password")]
    admin_email: Option<String>,
    /// Name of the first admin.
    #[arg(long, default_value = "Administrator", requires = "admin_email")]
    admin_name: String,
    /// Password of the first admin (8–128 characters); prefer the environment variable.
    #[arg(long, env = "ERECRUIT_ADMIN_PASSWORD", hide_env_values = true, requires = "admin_email")]
    admin_password: Option<String>,
    /// Keep the schema on this server even when the database has the Citus extension (by default
    /// the new schema is distributed with citus_schema_distribute; see docs/scaling.md).
    #[arg(long)]
    no_distribute: bool,
    /// Print the tenant as JSON (the Citus line then goes to stderr).
    #[arg(long)]
    json: bool,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let new = NewTenant { slug: opts.slug, display_name: opts.name, hostnames: opts.hosts, title: opts.title };
    let admin = opts.admin_email.zip(opts.admin_password).map(|(email, password)| NewAccount {
        email,
        name: opts.admin_name,
        role: Role::Admin,
        password,
    });
    let seed = async |tx: &TenantTx| match &admin {
        Some(account) => insert_account(tx, account).await.map(drop),
        None => Ok(()),
    };
    let tenant = match admin::create_tenant_with::<TenantMigrator>(db, &new, seed).await? {
        Created::New { tenant, elapsed } => {
            if opts.json {
                crate::output::print_json(&tenant)?;
            } else {
                println!(
                    "Created tenant {} (schema {}) in {:.1} ms",
                    tenant.slug,
                    tenant.schema,
                    elapsed.as_secs_f64() * 1000.0
                );
            }
            tenant
        }
        Created::Existing(tenant) => {
            if opts.json {
                crate::output::print_json(&tenant)?;
            } else {
                println!("Tenant {} already exists and is active; nothing to do", tenant.slug);
            }
            tenant
        }
    };
    if opts.no_distribute {
        return Ok(ExitCode::SUCCESS);
    }
    // After the creating transaction: distribution moves the committed schema to a worker node.
    // A failure leaves a working tenant on the coordinator; running `create` again retries.
    let line = match citus::detect(db).await? {
        Citus::Absent => format!("Citus: absent (schema {} stays on this server)", tenant.schema),
        Citus::Present { version } => match citus::distribute_schema(db, &tenant.schema).await {
            Ok(Distribution::Distributed) => format!("Citus {version}: distributed schema {}", tenant.schema),
            Ok(Distribution::AlreadyDistributed) => {
                format!("Citus {version}: schema {} already distributed", tenant.schema)
            }
            Err(err) => {
                eprintln!(
                    "error: tenant {} was created, but Citus {version} could not distribute schema {}: {err}\n\
                     The tenant works from the coordinator; run the same `tenant-admin create` again to retry.",
                    tenant.slug, tenant.schema
                );
                return Ok(ExitCode::FAILURE);
            }
        },
    };
    if opts.json {
        eprintln!("{line}");
    } else {
        println!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}
