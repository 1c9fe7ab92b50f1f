use std::process::ExitCode;

use clap::Args;
use erecruit_server::auth::domain::Role;
use erecruit_server::auth::provision::{self, NewAccount};
use erecruit_server::database::Database;
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::tenancy::admin::{self, NewTenant};
use erecruit_server::tenancy::{Hostname, TenantSlug};

/// The demo tenant's sign-ins, printed by `make run`. Development only.
const DEMO_PASSWORD: &str = "demo-password-1";
const DEMO_USERS: [(&str, &str, Role); 3] = [
    ("admin@demo.test", "Demo Admin", Role::Admin),
    ("staff@demo.test", "Sam Staff", Role::Staff),
    ("applicant@demo.test", "Ana Applicant", Role::User),
];

/// Ensure the demo tenant `demo` exists (served for localhost and 127.0.0.1) with a demo admin
/// a demo staff member and a demo applicant, and print their sign-ins. Existing data is left as it is.
#[derive(Debug, Args)]
pub struct Opts {}

pub async fn run(_opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let slug = TenantSlug::parse("demo")?;
    let new = NewTenant {
        slug: slug.clone(),
        display_name: "Demo Company".to_owned(),
        hostnames: vec![Hostname::parse("localhost")?, Hostname::parse("127.0.0.1")?],
        title: None,
    };
    admin::create_tenant::<TenantMigrator>(db, &new).await?;
    println!("Demo tenant: demo (Demo Company), for Host localhost or 127.0.0.1, or header `tenantid: demo`");
    for (email, name, role) in DEMO_USERS {
        let password = DEMO_PASSWORD;
        if !provision::user_exists(db, &slug, email).await? {
            let account =
                NewAccount { email: email.to_owned(), name: name.to_owned(), role, password: password.to_owned() };
            provision::create_user(db, &slug, &account).await?;
        }
        println!("  {:<9} {email} / {password}", role.as_str());
    }
    Ok(ExitCode::SUCCESS)
}
