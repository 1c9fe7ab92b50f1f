//! Citus schema-based sharding (docs/scaling.md). On a database with the Citus extension each
//! tenant schema is distributed with `citus_schema_distribute`: its tables become one colocated
//! group that lives on one node and moves between nodes as a unit, so every request — which only
//! ever touches one tenant's schema plus the small `shared` tables — runs on a single node.

use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};

use super::SchemaName;
use crate::database::Database;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Citus {
    Absent,
    Present { version: String },
}

/// Whether the connected database has the Citus extension installed.
pub async fn detect(db: &Database) -> Result<Citus, DbErr> {
    let row = db
        .connection()
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT extversion FROM pg_extension WHERE extname = 'citus'",
        ))
        .await?;
    Ok(match row {
        Some(row) => Citus::Present { version: row.try_get("", "extversion")? },
        None => Citus::Absent,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Distribution {
    Distributed,
    AlreadyDistributed,
}

/// Distributes one tenant schema; a schema that already is distributed is left as it is, so the
/// step can be retried (re-running `tenant-admin create` does). Call it outside the transaction
/// that created the schema: Citus moves the schema's tables to a node of its choosing.
pub async fn distribute_schema(db: &Database, schema: &SchemaName) -> Result<Distribution, DbErr> {
    let conn = db.connection();
    let already = conn
        .query_one_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT EXISTS (SELECT 1 FROM pg_dist_schema WHERE schemaid = to_regnamespace($1)) AS distributed",
            [schema.quoted().into()],
        ))
        .await?
        .map(|row| row.try_get::<bool>("", "distributed"))
        .transpose()?
        .unwrap_or(false);
    if already {
        return Ok(Distribution::AlreadyDistributed);
    }
    conn.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "SELECT citus_schema_distribute(to_regnamespace($1))",
        [schema.quoted().into()],
    ))
    .await?;
    Ok(Distribution::Distributed)
}
