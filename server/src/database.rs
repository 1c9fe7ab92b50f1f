//! The connection pool. Handlers never see it: tenant data is reached only through
//! [`crate::tenancy::TenantTx`], and operator work through [`crate::tenancy::admin`].

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

    /// Answers once the database has executed a trivial statement.
    pub async fn ping(&self) -> Result<(), DbErr> {
        self.0.ping().await
    }

    pub async fn close(self) -> Result<(), DbErr> {
        self.0.close().await
    }

    pub(crate) fn connection(&self) -> &DatabaseConnection {
        &self.0
    }

    pub(crate) fn pg_pool(&self) -> &sea_orm::sqlx::PgPool {
        self.0.get_postgres_connection_pool()
    }
}
