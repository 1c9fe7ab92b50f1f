use sea_orm_migration::prelude::*;

mod m20261122_000001_tenant_registry;
mod m20261122_000002_mail_due;
mod m20261124_000003_search_extensions;
mod m20261128_000004_folded_words;
mod m20261204_000005_language_words;
mod m20261209_000006_client_events;
mod m20261214_000007_webhook_due;
mod m20261215_000008_automation_due;
mod m20261216_000009_scheduling;
mod m20261217_000010_any_language_matching;

/// Migrator for schema `shared` (run with `search_path` set to `shared`).
pub struct SharedMigrator;

#[async_trait::async_trait]
impl MigratorTrait for SharedMigrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_tenant_registry::Migration),
            Box::new(m20261122_000002_mail_due::Migration),
            Box::new(m20261124_000003_search_extensions::Migration),
            Box::new(m20261128_000004_folded_words::Migration),
            Box::new(m20261204_000005_language_words::Migration),
            Box::new(m20261209_000006_client_events::Migration),
            Box::new(m20261214_000007_webhook_due::Migration),
            Box::new(m20261215_000008_automation_due::Migration),
            Box::new(m20261216_000009_scheduling::Migration),
            Box::new(m20261217_000010_any_language_matching::Migration),
        ]
    }
}
