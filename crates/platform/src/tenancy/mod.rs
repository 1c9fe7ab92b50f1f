//! Multi-tenancy: one PostgreSQL schema per tenant, a registry in schema `shared`, and the
//! extractors that bind every request to exactly one tenant schema (docs/tenancy.md).
// The one module that owns the pool and opens tenant transactions; clippy.toml forbids both elsewhere.
#![allow(clippy::disallowed_types, clippy::disallowed_methods)]

pub mod admin;
mod branding;
pub mod bulk;
pub mod citus;
pub mod direct;
mod extract;
pub mod migrate;
mod names;
mod origin;
mod pool;
mod registry;

pub use branding::{
    DEFAULT_IDLE_TIMEOUT_MINUTES, DEFAULT_SCORECARD_REMINDER_HOURS, MAX_IDLE_TIMEOUT_MINUTES,
    MAX_SCORECARD_REMINDER_HOURS, PublicTenant,
};
pub use extract::{
    CurrentTenant, SignatureChecked, SignedTenantOpener, TENANT_HEADER, TenantBinding, TenantTx, TenantUnits, Untagged,
    tenant_from_query,
};
pub use names::{Hostname, NameError, SchemaName, TenantSlug};
pub use origin::site_origin;
pub use pool::{Database, DatabaseProbe, PoolStats};
/// The registry table, for the mail worker's shared-schema reads (joined with its `shared.mail_due`).
pub use registry::tenant as tenant_entity;
pub use registry::{
    Branding, REGISTRY_CHANNEL, Registry, SiteText, Tenant, TenantStatus, active_tenants, parse_zone, save_branding,
};
