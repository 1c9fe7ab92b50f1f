//! The connection pool. Handlers never see it: tenant data is reached only through
//! [`crate::tenancy::TenantTx`], operator work through [`crate::tenancy::admin`], and health and
//! metrics through the narrow [`DatabaseProbe`]. The type is a `disallowed-types` entry in
//! `clippy.toml`: naming it outside `tenancy/`, start-up, the mail worker and the operator CLI
//! fails `make test` (see docs/architecture.md, "Tenant binding").

use std::time::Duration;

use sea_orm::{ConnectOptions, DatabaseConnection, DbErr};

#[derive(Clone)]
pub struct Database(DatabaseConnection);

impl Database {
    pub async fn connect(url: &str, max_connections: u32, acquire_timeout: Duration) -> Result<Self, DbErr> {
        Self::connect_with_timeout(url, max_connections, acquire_timeout, None).await
    }

    /// Like [`Database::connect`], cancelling any statement that runs longer than
    /// `statement_timeout` (request handling; operator tools run long DDL and pass `None`).
    pub async fn connect_with_timeout(
        url: &str,
        max_connections: u32,
        acquire_timeout: Duration,
        statement_timeout: Option<Duration>,
    ) -> Result<Self, DbErr> {
        let mut options = ConnectOptions::new(url.to_owned());
        if let Some(timeout) = statement_timeout {
            options.statement_timeout(timeout);
        }
        options
            .max_connections(max_connections)
            .min_connections(0)
            .acquire_timeout(acquire_timeout)
            .connect_timeout(Duration::from_secs(5))
            .idle_timeout(Duration::from_secs(300))
            // A ping is a round trip on every checkout, one more than most requests' own; only
            // connections idle long enough to have been dropped by a proxy or firewall get one. A
            // connection lost otherwise (a database restart) fails one request with 503.
            .test_before_acquire_if_idle_for(Duration::from_secs(10))
            .sqlx_logging(false)
            // Start even while the database is down: `/readyz` reports it until it answers.
            .connect_lazy(true)
            .set_application_name("erecruit");
        sea_orm::Database::connect(options).await.map(Self)
    }

    /// The narrow handle health checks and metrics get: a ping and the pool's counters.
    pub fn probe(&self) -> DatabaseProbe {
        DatabaseProbe(self.clone())
    }

    pub async fn close(self) -> Result<(), DbErr> {
        self.0.close().await
    }

    /// The bare connection: statements on it reach no tenant schema. Only `tenancy/` (registry,
    /// operator work) and the mail worker's shared-schema bookkeeping use it.
    pub fn connection(&self) -> &DatabaseConnection {
        &self.0
    }

    pub fn pg_pool(&self) -> &sea_orm::sqlx::PgPool {
        self.0.get_postgres_connection_pool()
    }
}

/// Reachability and pool counters, without any way to run a statement.
#[derive(Clone)]
pub struct DatabaseProbe(Database);

/// How many pooled connections exist, sit idle, and may exist at most.
#[derive(Debug, Clone, Copy)]
pub struct PoolStats {
    pub size: u32,
    pub idle: usize,
    pub max: u32,
}

impl DatabaseProbe {
    /// Answers once the database has executed a trivial statement.
    pub async fn ping(&self) -> Result<(), DbErr> {
        self.0.0.ping().await
    }

    pub fn pool_stats(&self) -> PoolStats {
        let pool = self.0.pg_pool();
        PoolStats { size: pool.size(), idle: pool.num_idle(), max: pool.options().get_max_connections() }
    }
}
