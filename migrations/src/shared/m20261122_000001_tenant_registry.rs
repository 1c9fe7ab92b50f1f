use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            r#"
            CREATE TABLE shared.tenants (
                id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
                slug         text NOT NULL
                             CONSTRAINT tenants_slug_key UNIQUE
                             CONSTRAINT tenants_slug_format CHECK (slug ~ '^[a-z][a-z0-9-]{1,38}[a-z0-9]$'),
                schema_name  text NOT NULL
                             CONSTRAINT tenants_schema_name_key UNIQUE
                             CONSTRAINT tenants_schema_name_format CHECK (schema_name ~ '^t_[a-z][a-z0-9_]{1,38}[a-z0-9]$'),
                display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 200),
                status       text NOT NULL DEFAULT 'provisioning'
                             CHECK (status IN ('provisioning', 'active', 'suspended', 'deleting')),
                branding     jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(branding) = 'object'),
                created_at   timestamptz NOT NULL DEFAULT now(),
                updated_at   timestamptz NOT NULL DEFAULT now()
            );

            -- One row per branded hostname. A table rather than a text[] column so that the database
            -- itself guarantees a hostname maps to at most one tenant.
            CREATE TABLE shared.tenant_hostnames (
                hostname   text PRIMARY KEY CHECK (hostname = lower(hostname) AND length(hostname) BETWEEN 1 AND 253),
                tenant_id  uuid NOT NULL REFERENCES shared.tenants (id) ON DELETE CASCADE
            );
            CREATE INDEX tenant_hostnames_tenant_id_idx ON shared.tenant_hostnames (tenant_id);

            -- Per-tenant migration progress: the last tenant migration applied, and the last failure.
            CREATE TABLE shared.tenant_migrations (
                tenant_id      uuid PRIMARY KEY REFERENCES shared.tenants (id) ON DELETE CASCADE,
                version        text,
                last_error     text,
                attempted_at   timestamptz NOT NULL DEFAULT now(),
                migrated_at    timestamptz
            );
            "#,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        crate::run_sql(
            manager,
            "DROP TABLE shared.tenant_migrations; DROP TABLE shared.tenant_hostnames; DROP TABLE shared.tenants;",
        )
        .await
    }
}
