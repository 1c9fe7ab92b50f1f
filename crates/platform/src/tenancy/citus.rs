//! Citus schema-based sharding (docs/scaling.md). On a database with the Citus extension each
//! tenant schema is distributed with `citus_schema_distribute`: its tables become one colocated
//! group that lives on one node and moves between nodes as a unit, so every request — which only
//! ever touches one tenant's schema plus the small `shared` tables — runs on a single node.
//!
//! Every statement here is raw: they read PostgreSQL's and Citus's catalogs and call Citus's
//! functions, which have no sea-orm entities and no sea-query form.

// tenancy/ is where the pool lives: distribution is operator work on it (docs/architecture.md,
// "Tenant binding").
#![allow(clippy::disallowed_types)]

use sea_orm::{ConnectionTrait, DbErr, TransactionTrait};

use super::SchemaName;
use super::pool::Database;
use crate::db;

/// The installed Citus version, if any.
const CITUS_VERSION: &str = "SELECT extversion FROM pg_extension WHERE extname = 'citus'";

/// Whether a schema is distributed already.
const IS_DISTRIBUTED: &str =
    "SELECT EXISTS (SELECT 1 FROM pg_dist_schema WHERE schemaid = to_regnamespace($1)) AS distributed";

/// Distributes a schema (its name is bound, as text, and resolved by `to_regnamespace`).
const DISTRIBUTE_SCHEMA: &str = "SELECT citus_schema_distribute(to_regnamespace($1))";

/// The tables of `shared` that are not reference tables yet, each with the other tables it
/// references by foreign key.
const UNREFERENCED_SHARED_TABLES: &str = "SELECT c.oid::regclass::text AS name,
        coalesce(array_agg(k.confrelid::regclass::text) FILTER (WHERE k.confrelid <> c.oid), '{}') AS refs
     FROM pg_class c
     LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
     WHERE c.relnamespace = 'shared'::regnamespace AND c.relkind = 'r'
       AND NOT EXISTS (SELECT 1 FROM pg_dist_partition p WHERE p.logicalrelid = c.oid AND p.repmodel = 't')
     GROUP BY c.oid";

/// Makes a table a reference table (its name is bound, as text, and resolved by `::regclass`).
const CREATE_REFERENCE_TABLE: &str = "SELECT create_reference_table($1::regclass)";

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Citus {
    Absent,
    Present { version: String },
}

/// Whether the connected database has the Citus extension installed.
pub async fn detect(db: &Database) -> Result<Citus, DbErr> {
    let row = db.connection().query_one_raw(db::raw(CITUS_VERSION, [])).await?;
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
        .query_one_raw(db::raw(IS_DISTRIBUTED, [schema.quoted().into()]))
        .await?
        .map(|row| row.try_get::<bool>("", "distributed"))
        .transpose()?
        .unwrap_or(false);
    if already {
        return Ok(Distribution::AlreadyDistributed);
    }
    conn.execute_raw(db::raw(DISTRIBUTE_SCHEMA, [schema.quoted().into()])).await?;
    Ok(Distribution::Distributed)
}

/// Makes every table of schema `shared` a Citus reference table (copied to every node, so any
/// tenant's queries join it where the tenant lives), tables referenced by foreign keys first.
/// Reference tables are left alone; plain tables and Citus local tables (which Citus makes of a
/// table that gains a foreign key to a reference table) are converted, so it runs after every
/// shared migration (`tenant-admin migrate` does) and converts what a migration added. One
/// transaction under the `shared` migration lock. Returns the tables converted. Only call it when
/// [`detect`] found Citus.
pub async fn reference_shared_tables(db: &Database) -> Result<Vec<String>, DbErr> {
    let tx = db.connection().begin().await?;
    super::migrate::lock_schema(&tx, "shared").await?;
    let rows = tx.query_all_raw(db::raw(UNREFERENCED_SHARED_TABLES, [])).await?;
    let mut tables = Vec::with_capacity(rows.len());
    for row in rows {
        tables.push((row.try_get::<String>("", "name")?, row.try_get::<Vec<String>>("", "refs")?));
    }
    let order = referenced_first(tables).map_err(|table| {
        DbErr::Custom(format!("shared table {table} is part of a foreign-key cycle; Citus cannot reference it"))
    })?;
    for table in &order {
        tx.execute_raw(db::raw(CREATE_REFERENCE_TABLE, [table.as_str().into()])).await?;
    }
    tx.commit().await?;
    Ok(order)
}

/// Orders tables so that each comes after the tables it references among them (references to
/// tables outside the list are already satisfied). Err names a table caught in a cycle.
fn referenced_first(mut pending: Vec<(String, Vec<String>)>) -> Result<Vec<String>, String> {
    let mut order = Vec::with_capacity(pending.len());
    while !pending.is_empty() {
        let waiting: Vec<String> = pending.iter().map(|(name, _)| name.clone()).collect();
        let (ready, rest): (Vec<_>, Vec<_>) =
            pending.into_iter().partition(|(_, refs)| refs.iter().all(|r| !waiting.contains(r)));
        if ready.is_empty() {
            return Err(rest[0].0.clone());
        }
        let mut names: Vec<String> = ready.into_iter().map(|(name, _)| name).collect();
        names.sort();
        order.extend(names);
        pending = rest;
    }
    Ok(order)
}

#[cfg(test)]
mod tests {
    use super::referenced_first;

    fn table(name: &str, refs: &[&str]) -> (String, Vec<String>) {
        (name.to_owned(), refs.iter().map(|r| (*r).to_owned()).collect())
    }

    #[test]
    fn referenced_tables_come_first() {
        let order = referenced_first(vec![
            table("shared.mail_due", &["shared.tenants"]),
            table("shared.tenant_hostnames", &["shared.tenants"]),
            table("shared.tenants", &[]),
            table("shared.seaql_migrations", &[]),
        ])
        .unwrap();
        assert_eq!(order, ["shared.seaql_migrations", "shared.tenants", "shared.mail_due", "shared.tenant_hostnames"]);
    }

    #[test]
    fn references_to_tables_already_converted_are_satisfied() {
        let order = referenced_first(vec![table("shared.mail_due", &["shared.tenants"])]).unwrap();
        assert_eq!(order, ["shared.mail_due"]);
    }

    #[test]
    fn a_cycle_is_refused() {
        let cycle = referenced_first(vec![table("shared.a", &["shared.b"]), table("shared.b", &["shared.a"])]);
        assert_eq!(cycle, Err("shared.a".to_owned()));
    }
}
