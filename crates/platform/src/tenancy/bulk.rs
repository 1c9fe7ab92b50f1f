//! Bulk work on one tenant's tables over tokio-postgres (through deadpool-postgres), for what
//! sea-orm's connections cannot do: `COPY … FROM STDIN`, which loads an import's rows in one
//! stream instead of one statement per row.
//!
//! Like [`super::TenantTx`], a [`BulkTx`] is a transaction bound to one tenant's schema (a
//! transaction-local `search_path`), and the only way to one is [`BulkPool::begin`] with the
//! tenant of a request's own transaction, so bulk code cannot reach another tenant's tables.

use std::time::Duration;

use actix_web::web::Bytes;
use deadpool_postgres::tokio_postgres::Row;
use deadpool_postgres::tokio_postgres::types::ToSql;
use futures_util::SinkExt;

use super::{Tenant, direct::DirectTarget};

/// A few connections: imports are rare and each holds one only while it loads.
#[derive(Clone)]
pub struct BulkPool(deadpool_postgres::Pool);

impl BulkPool {
    /// A pool for the database at `url` (it connects on first use).
    pub fn new(url: &str) -> anyhow::Result<Self> {
        let target = DirectTarget::from_url(url)?;
        let manager = deadpool_postgres::Manager::from_config(
            target.config,
            target.tls,
            // A transaction given up half way (an error, a dropped request) is rolled back before
            // its connection serves anyone else.
            deadpool_postgres::ManagerConfig {
                recycling_method: deadpool_postgres::RecyclingMethod::Custom("ROLLBACK".to_owned()),
            },
        );
        let pool = deadpool_postgres::Pool::builder(manager)
            .max_size(4)
            .wait_timeout(Some(Duration::from_secs(10)))
            .create_timeout(Some(Duration::from_secs(5)))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()?;
        Ok(Self(pool))
    }

    /// Begins a transaction bound to `tenant`'s schema.
    pub async fn begin(&self, tenant: &Tenant) -> anyhow::Result<BulkTx> {
        let client = self.0.get().await?;
        client.batch_execute("BEGIN").await?;
        let schema = tenant.schema.quoted();
        client.execute("SELECT set_config('search_path', $1, true)", &[&schema]).await?;
        Ok(BulkTx { client })
    }
}

/// A transaction on the tenant's schema; dropped without [`BulkTx::commit`], it rolls back (when
/// its connection is next taken from the pool).
pub struct BulkTx {
    client: deadpool_postgres::Object,
}

impl BulkTx {
    /// Streams `rows` (already in `COPY`'s text format, see [`copy_line`]) into `statement`,
    /// a `COPY … FROM STDIN`; answers how many rows were loaded.
    pub async fn copy_in(&self, statement: &str, rows: Vec<Bytes>) -> anyhow::Result<u64> {
        let sink = self.client.copy_in::<_, Bytes>(statement).await?;
        futures_util::pin_mut!(sink);
        for chunk in rows {
            sink.feed(chunk).await?;
        }
        Ok(sink.finish().await?)
    }

    pub async fn execute(&self, statement: &str, values: &[&(dyn ToSql + Sync)]) -> anyhow::Result<u64> {
        Ok(self.client.execute(statement, values).await?)
    }

    pub async fn query(&self, statement: &str, values: &[&(dyn ToSql + Sync)]) -> anyhow::Result<Vec<Row>> {
        Ok(self.client.query(statement, values).await?)
    }

    pub async fn commit(self) -> anyhow::Result<()> {
        self.client.batch_execute("COMMIT").await?;
        Ok(())
    }
}

/// One row in `COPY`'s text format: tab-separated, `\N` for NULL, and backslash, tab, newline
/// and carriage return escaped.
pub fn copy_line(cells: &[Option<&str>]) -> String {
    let mut line = String::new();
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            line.push('\t');
        }
        match cell {
            None => line.push_str("\\N"),
            Some(text) => {
                for c in text.chars() {
                    match c {
                        '\\' => line.push_str("\\\\"),
                        '\t' => line.push_str("\\t"),
                        '\n' => line.push_str("\\n"),
                        '\r' => line.push_str("\\r"),
                        c => line.push(c),
                    }
                }
            }
        }
    }
    line.push('\n');
    line
}

#[cfg(test)]
mod tests {
    use super::copy_line;

    #[test]
    fn copy_lines_escape_what_copy_reads_as_syntax() {
        assert_eq!(copy_line(&[Some("a\tb"), None, Some("x\\y\nz")]), "a\\tb\t\\N\tx\\\\y\\nz\n");
    }
}
