//! How tenants are printed: aligned text for people, JSON (`--json`) for scripts.

use erecruit_server::db::ApiName;
use erecruit_server::tenancy::Tenant;
use erecruit_server::tenancy::admin::TenantDetails;

pub fn print_json<T: serde::Serialize>(value: &T) -> anyhow::Result<()> {
    println!("{}", serde_json::to_string_pretty(value)?);
    Ok(())
}

pub fn print_table(tenants: &[TenantDetails]) {
    println!("{:<24} {:<12} {:<32} {:<40} VERSION", "SLUG", "STATUS", "NAME", "HOSTNAMES");
    for details in tenants {
        let tenant = &details.tenant;
        println!(
            "{:<24} {:<12} {:<32} {:<40} {}",
            tenant.slug,
            tenant.status.api(),
            tenant.display_name,
            tenant.hostnames.join(","),
            details.schema_version.as_deref().unwrap_or("-"),
        );
    }
}

pub fn print_details(details: &TenantDetails) {
    let tenant: &Tenant = &details.tenant;
    println!("slug:         {}", tenant.slug);
    println!("name:         {}", tenant.display_name);
    println!("status:       {}", tenant.status.api());
    println!("id:           {}", tenant.id);
    println!("schema:       {}", tenant.schema);
    println!("hostnames:    {}", tenant.hostnames.join(", "));
    println!("title:        {}", tenant.branding.title.as_deref().unwrap_or("-"));
    println!("version:      {}", details.schema_version.as_deref().unwrap_or("-"));
    if let Some(error) = &details.last_migration_error {
        println!("last error:   {error}");
    }
    println!("created:      {}", tenant.created_at.to_rfc3339());
    println!("updated:      {}", tenant.updated_at.to_rfc3339());
}
