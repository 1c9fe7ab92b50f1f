use std::process::ExitCode;

use clap::Args;
use erecruit_server::auth::domain::Role;
use erecruit_server::auth::provision::{self, NewAccount};
use erecruit_server::auth::tokens::random_token;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::TenantSlug;

fn parse_role(value: &str) -> Result<Role, String> {
    Role::parse(value).ok_or_else(|| "the role is one of: admin, staff, user".to_owned())
}

/// Create a user in a tenant. Without --password a strong one is generated and printed once.
#[derive(Debug, Args)]
pub struct CreateUserOpts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    #[arg(long)]
    email: String,
    #[arg(long)]
    name: String,
    /// admin, staff or user.
    #[arg(long, value_parser = parse_role, default_value = "user")]
    role: Role,
    /// The user's password (8–128 characters); prefer the environment variable.
    #[arg(long, env = "ERECRUIT_USER_PASSWORD", hide_env_values = true)]
    password: Option<String>,
}

/// Set a user's password (signs out all their sessions). Without --password a strong one is
/// generated and printed once.
#[derive(Debug, Args)]
pub struct SetPasswordOpts {
    #[arg(value_parser = crate::parse_slug)]
    slug: TenantSlug,
    #[arg(long)]
    email: String,
    /// The new password (8–128 characters); prefer the environment variable.
    #[arg(long, env = "ERECRUIT_USER_PASSWORD", hide_env_values = true)]
    password: Option<String>,
}

fn password_or_generated(password: Option<String>) -> (String, bool) {
    match password {
        Some(password) => (password, false),
        None => (random_token(), true),
    }
}

pub async fn create_user(opts: CreateUserOpts, db: &Database) -> anyhow::Result<ExitCode> {
    let (password, generated) = password_or_generated(opts.password);
    let account = NewAccount { email: opts.email, name: opts.name, role: opts.role, password: password.clone() };
    let user = provision::create_user(db, &opts.slug, &account).await?;
    println!("Created {} {} in tenant {}", user.role.as_str(), user.email, opts.slug);
    if generated {
        println!("Password: {password}");
    }
    Ok(ExitCode::SUCCESS)
}

pub async fn set_password(opts: SetPasswordOpts, db: &Database) -> anyhow::Result<ExitCode> {
    let (password, generated) = password_or_generated(opts.password);
    provision::set_password(db, &opts.slug, &opts.email, &password).await?;
    println!("Password of {} in tenant {} changed; their sessions are signed out", opts.email, opts.slug);
    if generated {
        println!("Password: {password}");
    }
    Ok(ExitCode::SUCCESS)
}
