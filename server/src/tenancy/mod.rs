//! Multi-tenancy: one PostgreSQL schema per tenant, a registry in schema `shared`, and the
//! extractors that bind every request to exactly one tenant schema (DESIGN §2).

pub mod admin;
pub mod citus;
mod extract;
pub mod migrate;
mod names;
mod pool;
mod registry;
mod routes;

pub use extract::{CurrentTenant, SignatureChecked, SignedTenantOpener, TENANT_HEADER, TenantBinding, TenantTx};
pub use pool::{Database, DatabaseProbe, PoolStats};
pub use names::{Hostname, NameError, SchemaName, TenantSlug};
pub use registry::{Branding, REGISTRY_CHANNEL, Registry, Tenant, TenantStatus, save_branding};
pub use routes::{PublicTenant, TenancyApi, configure};
