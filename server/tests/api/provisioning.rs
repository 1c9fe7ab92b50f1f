use erecruit_server::migrations::TenantMigrator;
use erecruit_server::migrations::sea_orm_migration::prelude::*;
use erecruit_server::tenancy::TenantSlug;
use erecruit_server::tenancy::admin::{self, Created, NewTenant};
use erecruit_server::tenancy::migrate::{self, Outcome};

use crate::helpers::{connect, drop_database, fresh_database, scalar_i64, unique_slug};

/// A migration that fails on purpose: `audit_log` already exists in every tenant schema.
struct AlwaysFails;

impl MigrationName for AlwaysFails {
    fn name(&self) -> &str {
        "m29991231_000001_always_fails"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AlwaysFails {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared("CREATE TABLE audit_log (id int)").await?;
        Ok(())
    }
}

/// A well-formed next migration, which fails only where a tenant already has `extra_thing`.
struct AddsExtraThing;

impl MigrationName for AddsExtraThing {
    fn name(&self) -> &str {
        "m29991231_000002_adds_extra_thing"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AddsExtraThing {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared("CREATE TABLE extra_thing (id int)").await?;
        Ok(())
    }
}

struct BrokenMigrator;

#[async_trait::async_trait]
impl MigratorTrait for BrokenMigrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        let mut migrations = TenantMigrator::migrations();
        migrations.push(Box::new(AlwaysFails));
        migrations
    }
}

struct NextMigrator;

#[async_trait::async_trait]
impl MigratorTrait for NextMigrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        let mut migrations = TenantMigrator::migrations();
        migrations.push(Box::new(AddsExtraThing));
        migrations
    }
}

fn new_tenant(slug: &TenantSlug) -> NewTenant {
    NewTenant { slug: slug.clone(), display_name: "Atomic Ltd".into(), hostnames: vec![], title: None }
}

async fn tenant_traces(url: &str, slug: &TenantSlug) -> (i64, i64) {
    let schemas = scalar_i64(
        url,
        "SELECT count(*) FROM information_schema.schemata WHERE schema_name = $1",
        vec![slug.schema_name().as_str().into()],
    )
    .await;
    let rows = scalar_i64(url, "SELECT count(*) FROM shared.tenants WHERE slug = $1", vec![slug.as_str().into()]).await;
    (schemas, rows)
}

#[tokio::test]
async fn a_failing_tenant_migration_leaves_no_schema_and_no_registry_row() {
    let url = crate::helpers::database_url();
    let db = connect(&url).await;
    migrate::migrate_shared(&db).await.unwrap();
    let slug = unique_slug();

    let result = admin::create_tenant::<BrokenMigrator>(&db, &new_tenant(&slug)).await;
    assert!(result.is_err(), "provisioning with a broken migration must fail");
    assert_eq!(tenant_traces(&url, &slug).await, (0, 0), "nothing half-made is left behind");

    let created = admin::create_tenant::<TenantMigrator>(&db, &new_tenant(&slug)).await.unwrap();
    assert!(matches!(created, Created::New { .. }));
    assert_eq!(tenant_traces(&url, &slug).await, (1, 1));
}

#[tokio::test]
async fn creating_an_existing_tenant_again_changes_nothing() {
    let url = crate::helpers::database_url();
    let db = connect(&url).await;
    migrate::migrate_shared(&db).await.unwrap();
    let slug = unique_slug();
    let first = admin::create_tenant::<TenantMigrator>(&db, &new_tenant(&slug)).await.unwrap();
    let Created::New { tenant, .. } = first else { panic!("first create is new") };
    let second = admin::create_tenant::<TenantMigrator>(&db, &new_tenant(&slug)).await.unwrap();
    let Created::Existing(again) = second else { panic!("second create finds the tenant") };
    assert_eq!(again.id, tenant.id);
}

#[tokio::test]
async fn migrate_all_carries_on_past_a_broken_tenant_and_skips_current_ones_on_rerun() {
    let url = fresh_database().await;
    let db = connect(&url).await;
    migrate::migrate_shared(&db).await.unwrap();
    let mut slugs = Vec::new();
    for _ in 0..3 {
        let slug = unique_slug();
        admin::create_tenant::<TenantMigrator>(&db, &new_tenant(&slug)).await.unwrap();
        slugs.push(slug);
    }
    slugs.sort();
    let broken = &slugs[1];
    let conn = sea_orm::Database::connect(&url).await.unwrap();
    use sea_orm::ConnectionTrait;
    conn.execute_unprepared(&format!("CREATE TABLE {}.extra_thing (id int)", broken.schema_name().quoted()))
        .await
        .unwrap();

    let first = migrate::migrate_all::<NextMigrator>(&db, 4).await.unwrap();
    assert_eq!((first.migrated, first.skipped, first.failed), (2, 0, 1), "{first:?}");
    let failure = first.tenants.iter().find(|t| t.outcome == Outcome::Failed).unwrap();
    assert_eq!(&failure.slug, broken.as_str());
    assert!(failure.error.as_deref().unwrap().contains("extra_thing"), "{failure:?}");

    let rerun = migrate::migrate_all::<NextMigrator>(&db, 4).await.unwrap();
    assert_eq!((rerun.migrated, rerun.skipped, rerun.failed), (0, 2, 1), "{rerun:?}");

    // Once the operator fixes the broken tenant, the next run migrates it and nothing else.
    conn.execute_unprepared(&format!("DROP TABLE {}.extra_thing", broken.schema_name().quoted())).await.unwrap();
    let fixed = migrate::migrate_all::<NextMigrator>(&db, 4).await.unwrap();
    assert_eq!((fixed.migrated, fixed.skipped, fixed.failed), (1, 2, 0), "{fixed:?}");
    let details = admin::show_tenant(&db, broken).await.unwrap();
    assert_eq!(details.schema_version.as_deref(), Some("m29991231_000002_adds_extra_thing"));
    assert!(details.last_migration_error.is_none());

    conn.close().await.unwrap();
    db.close().await.unwrap();
    drop_database(&url).await;
}

/// Keeps every tenant schema distributable with Citus schema-based sharding (docs/scaling.md),
/// checked on a real tenant here, where Citus is not installed. Some rules are Citus's own
/// (`citus_schema_distribute` refuses foreign keys into the schema from elsewhere, foreign keys out
/// of it except to reference tables, inherited and foreign tables, and user triggers unless
/// `citus.enable_unsafe_triggers` is on); the rest are this project's policy, stricter than Citus:
/// no foreign keys out of the schema at all, no partitioned tables, bigint sequences only.
#[tokio::test]
async fn every_tenant_schema_keeps_to_what_citus_schema_sharding_allows() {
    let url = crate::helpers::database_url();
    let db = connect(&url).await;
    let slug = crate::helpers::create_tenant(&db).await;
    let schema = slug.schema_name().quoted().replace('\'', "''");
    let count = |sql: String| {
        let url = url.clone();
        async move { scalar_i64(&url, &sql, vec![]).await }
    };
    let in_schema = format!("'{schema}'::regnamespace");
    assert!(
        count(format!("SELECT count(*) FROM pg_class WHERE relnamespace = {in_schema} AND relkind = 'r'")).await > 10
    );
    let foreign_keys = format!("SELECT count(*) FROM pg_constraint WHERE contype = 'f' AND connamespace = {in_schema}");
    assert!(count(foreign_keys).await > 5, "the schema's own foreign keys are seen");
    let foreign_keys_leaving = count(format!(
        "SELECT count(*) FROM pg_constraint c JOIN pg_class f ON f.oid = c.confrelid
         WHERE c.contype = 'f' AND c.connamespace = {in_schema} AND f.relnamespace <> {in_schema}"
    ));
    assert_eq!(foreign_keys_leaving.await, 0, "foreign keys may only point inside the tenant schema");
    let foreign_keys_entering = count(format!(
        "SELECT count(*) FROM pg_constraint c JOIN pg_class f ON f.oid = c.confrelid
         WHERE c.contype = 'f' AND f.relnamespace = {in_schema} AND c.connamespace <> {in_schema}"
    ));
    assert_eq!(foreign_keys_entering.await, 0, "no other schema may point into a tenant schema");
    let unsupported_tables = count(format!(
        "SELECT count(*) FROM pg_class c WHERE c.relnamespace = {in_schema}
         AND (c.relkind IN ('p', 'f') OR EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid OR i.inhparent = c.oid))"
    ));
    assert_eq!(unsupported_tables.await, 0, "no partitioned, foreign or inherited tables");
    let triggers = count(format!(
        "SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE NOT t.tgisinternal AND c.relnamespace = {in_schema}"
    ));
    assert_eq!(triggers.await, 0, "Citus refuses triggers on distributed tables by default");
    let narrow_sequences = count(format!(
        "SELECT count(*) FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid
         WHERE c.relnamespace = {in_schema} AND s.seqtypid <> 'bigint'::regtype"
    ));
    assert_eq!(narrow_sequences.await, 0, "ids stay bigint, as Citus's per-node sequence ranges want");
    // `shared` becomes reference tables, which may only point at each other.
    let shared_leaving = count(
        "SELECT count(*) FROM pg_constraint c JOIN pg_class f ON f.oid = c.confrelid
         WHERE c.contype = 'f' AND c.connamespace = 'shared'::regnamespace AND f.relnamespace <> 'shared'::regnamespace"
            .to_owned(),
    );
    assert_eq!(shared_leaving.await, 0);
    db.close().await.unwrap();
}
