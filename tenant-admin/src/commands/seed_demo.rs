use std::process::ExitCode;

use clap::Args;
use erecruit_server::demo::{self, DEMO_PASSWORD, DEMO_USERS, Volumes};
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::admin::{self, Created, NewTenant, TenantUpdate};
use erecruit_server::tenancy::{Hostname, TenantSlug};

/// Seed a tenant with demo data: an admin, a staff member and an applicant (password
/// demo-password-1), about 30 vacancies across the three categories, and the applicant's profile,
/// CV and applications in different states. The `demo` tenant is created if missing (served for
/// the host demo.localhost). A tenant that already has vacancies keeps its data. Larger volumes
/// for benchmarks: --vacancies, --applicants, --hot-vacancy-applications and --messages.
#[derive(Debug, Args)]
pub struct Opts {
    #[arg(value_parser = crate::parse_slug, default_value = "demo")]
    slug: TenantSlug,
    /// Vacancies to create (the first 30 are curated, the rest numbered copies).
    #[arg(long, default_value_t = 30)]
    vacancies: u32,
    /// Extra generated applicants, each with a profile.
    #[arg(long, default_value_t = 0)]
    applicants: u32,
    /// Applications per generated applicant.
    #[arg(long, default_value_t = 4)]
    applications_each: u32,
    /// How many generated applicants apply to the first vacancy (a recruiter's busiest pipeline).
    #[arg(long, default_value_t = 0)]
    hot_vacancy_applications: u32,
    /// Generated messages between the generated applicants and the demo staff member and admin
    /// (a tenth into the staff member's inbox).
    #[arg(long, default_value_t = 0)]
    messages: u32,
    #[command(flatten)]
    storage: super::StorageArgs,
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    if opts.slug.as_str() == "demo" {
        let new = NewTenant {
            slug: opts.slug.clone(),
            display_name: "Demo Company".to_owned(),
            // Not the loopback addresses: a host mapped to a tenant serves only that tenant, and
            // the web app on 127.0.0.1 picks `demo` as its default anyway.
            hostnames: vec![Hostname::parse("demo.localhost")?],
            title: None,
        };
        // A demo tenant made before it moved to demo.localhost still holds the loopback hosts,
        // which would keep every other tenant off 127.0.0.1: it gets the demo host instead.
        if let Created::Existing(tenant) = admin::create_tenant::<TenantMigrator>(db, &new).await?
            && tenant.hostnames != ["demo.localhost"]
        {
            let update = TenantUpdate { display_name: None, hostnames: Some(new.hostnames), title: None };
            admin::update_tenant(db, &opts.slug, &update).await?;
        }
    }
    let storage = opts.storage.open()?;
    let volumes = Volumes {
        vacancies: opts.vacancies,
        applicants: opts.applicants,
        applications_each: opts.applications_each,
        hot_applications: opts.hot_vacancy_applications,
        messages: opts.messages,
    };
    let report = demo::seed(db, &storage, &opts.slug, volumes).await?;
    if report.already_seeded {
        println!("Tenant {} already has vacancies; its data is left as it is", opts.slug);
    } else {
        println!(
            "Seeded tenant {}: {} vacancies, {} generated applicants, {} generated applications, {} generated messages",
            opts.slug,
            report.vacancies_created,
            report.applicants_created,
            report.applications_created,
            report.messages_created
        );
    }
    if opts.slug.as_str() == "demo" {
        println!("Demo tenant: demo (Demo Company), for Host demo.localhost, or header `tenantid: demo`");
    }
    for (email, _, role, _) in DEMO_USERS {
        println!("  {:<9} {email} / {DEMO_PASSWORD}", role.as_str());
    }
    Ok(ExitCode::SUCCESS)
}
