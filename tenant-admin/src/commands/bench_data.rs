//! `tenant-admin bench-data`: what `make bench` needs besides `seed-demo` — many tenants at once,
//! fresh applicants for the apply path, the bare argon2id rate, and `migrate --all` timed for one
//! added migration. Built only with the `dev-seed` feature, never for production databases (its
//! `migrate-extra` changes every tenant schema for good). Every action prints one JSON line.

use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use erecruit_server::auth::password::{hash_password, verify_password};
use erecruit_server::demo;
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::migrations::sea_orm_migration::async_trait::async_trait;
use erecruit_server::migrations::sea_orm_migration::prelude::*;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::TenantSlug;
use erecruit_server::tenancy::admin::{self, Created, NewTenant};
use erecruit_server::tenancy::migrate;
use serde_json::json;

/// Benchmark data and measurements for `make bench` (bench/README.md).
#[derive(Debug, Args)]
pub struct Opts {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, Subcommand)]
enum Action {
    /// Create tenants PREFIX-00001 … PREFIX-COUNT (those already there are kept).
    Tenants {
        #[arg(long)]
        prefix: String,
        #[arg(long)]
        count: u32,
        /// How many tenants to create at once.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u16).range(1..=32))]
        jobs: u16,
    },
    /// Create COUNT applicants PREFIXn@bench.test with a profile and a CV and no applications
    /// (password demo-password-1).
    FreshApplicants {
        #[arg(value_parser = crate::parse_slug)]
        slug: TenantSlug,
        #[arg(long)]
        prefix: String,
        #[arg(long)]
        count: u32,
    },
    /// Give the tenant a busy team calendar: INTERVIEWERS staff members interviewer<n>@demo.test
    /// and EVENTS events over the year ahead (earlier generated events are replaced).
    Calendar {
        #[arg(value_parser = crate::parse_slug)]
        slug: TenantSlug,
        #[arg(long, default_value_t = 20)]
        interviewers: u32,
        #[arg(long, default_value_t = 5000)]
        events: u32,
    },
    /// Give the tenant's team COUNT tasks, spread over its staff (earlier generated tasks are
    /// replaced).
    Tasks {
        #[arg(value_parser = crate::parse_slug)]
        slug: TenantSlug,
        #[arg(long, default_value_t = 20000)]
        count: u32,
    },
    /// Give every generated applicant without one a CV whose text search reads (the file's
    /// bytes are not stored: only its record and text), sent with each of their applications.
    Cvs {
        #[arg(value_parser = crate::parse_slug)]
        slug: TenantSlug,
    },
    /// Remove the applicants PREFIX…@bench.test and their applications.
    RemoveApplicants {
        #[arg(value_parser = crate::parse_slug)]
        slug: TenantSlug,
        #[arg(long)]
        prefix: String,
    },
    /// Verify passwords against the server's argon2id hash for SECONDS on THREADS threads.
    Argon2 {
        #[arg(long, default_value_t = 5.0)]
        seconds: f64,
        /// Default: one per core.
        #[arg(long)]
        threads: Option<usize>,
    },
    /// `migrate --all` with one migration added to the tenant migrator (a column and an index on
    /// `vacancies`). It stays applied: use a throwaway database.
    MigrateExtra {
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u16).range(1..=64))]
        jobs: u16,
    },
}

impl Opts {
    /// Pool size the action needs.
    pub fn connections(&self) -> u32 {
        match &self.action {
            Action::Tenants { jobs, .. } | Action::MigrateExtra { jobs } => u32::from(*jobs) + 1,
            _ => 2,
        }
    }
}

pub async fn run(opts: Opts, db: &Database) -> anyhow::Result<ExitCode> {
    let report = match opts.action {
        Action::Tenants { prefix, count, jobs } => create_tenants(db, &prefix, count, jobs).await?,
        Action::FreshApplicants { slug, prefix, count } => {
            let started = Instant::now();
            let created = demo::seed_fresh_applicants(db, &slug, &prefix, count).await?;
            json!({ "created": created, "elapsedMs": started.elapsed().as_millis() })
        }
        Action::Calendar { slug, interviewers, events } => {
            let started = Instant::now();
            let events = demo::seed_calendar_volume(db, &slug, interviewers, events).await?;
            json!({ "events": events, "elapsedMs": started.elapsed().as_millis() })
        }
        Action::Tasks { slug, count } => {
            let started = Instant::now();
            let tasks = demo::seed_task_volume(db, &slug, count).await?;
            json!({ "tasks": tasks, "elapsedMs": started.elapsed().as_millis() })
        }
        Action::Cvs { slug } => {
            let started = Instant::now();
            let cvs = demo::seed_cv_texts(db, &slug).await?;
            json!({ "cvs": cvs, "elapsedMs": started.elapsed().as_millis() })
        }
        Action::RemoveApplicants { slug, prefix } => {
            json!({ "applicationsRemoved": demo::remove_fresh_applicants(db, &slug, &prefix).await? })
        }
        Action::Argon2 { seconds, threads } => argon2_rate(seconds, threads).await?,
        Action::MigrateExtra { jobs } => {
            let summary = migrate::migrate_all::<BenchMigrator>(db, usize::from(jobs)).await?;
            json!({
                "migrated": summary.migrated,
                "skipped": summary.skipped,
                "failed": summary.failed,
                "elapsedMs": summary.elapsed_ms,
            })
        }
    };
    println!("{report}");
    Ok(ExitCode::SUCCESS)
}

async fn create_tenants(db: &Database, prefix: &str, count: u32, jobs: u16) -> anyhow::Result<serde_json::Value> {
    let mut queue = Vec::new();
    for n in (1..=count).rev() {
        let slug = format!("{prefix}-{n:05}");
        let slug = TenantSlug::parse(&slug).map_err(|err| anyhow::anyhow!("{slug}: {err}"))?;
        queue.push(NewTenant { slug, display_name: format!("Bench {n}"), hostnames: vec![], title: None });
    }
    let queue = Arc::new(Mutex::new(queue));
    let created = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    // One thread is enough: the work is the database's. `jobs` workers share the queue.
    let local = tokio::task::LocalSet::new();
    let workers: Vec<_> = (0..jobs)
        .map(|_| {
            let (db, queue, created) = (db.clone(), queue.clone(), created.clone());
            local.spawn_local(async move {
                loop {
                    let next = queue.lock().map_err(|_| anyhow::anyhow!("a worker panicked"))?.pop();
                    let Some(new) = next else { return Ok::<_, anyhow::Error>(()) };
                    if let Created::New { .. } = admin::create_tenant::<TenantMigrator>(&db, &new).await? {
                        created.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    local
        .run_until(async {
            for worker in workers {
                worker.await??;
            }
            Ok::<_, anyhow::Error>(())
        })
        .await?;
    Ok(json!({ "created": created.load(Ordering::Relaxed), "elapsedMs": started.elapsed().as_millis() }))
}

async fn argon2_rate(seconds: f64, threads: Option<usize>) -> anyhow::Result<serde_json::Value> {
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let password = demo::DEMO_PASSWORD.to_owned();
    let hash = hash_password(password.clone()).await?;
    let done = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let deadline = started + Duration::from_secs_f64(seconds);
    let workers: Vec<_> = (0..threads)
        .map(|_| {
            let (password, hash, done) = (password.clone(), hash.clone(), done.clone());
            tokio::spawn(async move {
                while Instant::now() < deadline {
                    if !verify_password(password.clone(), Some(hash.clone())).await? {
                        anyhow::bail!("the demo password did not verify against its own hash");
                    }
                    done.fetch_add(1, Ordering::Relaxed);
                }
                Ok(())
            })
        })
        .collect();
    for worker in workers {
        worker.await??;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let verified = done.load(Ordering::Relaxed);
    Ok(json!({
        "threads": threads,
        "verifications": verified,
        "seconds": elapsed,
        "perSecond": verified as f64 / elapsed,
    }))
}

/// The tenant migrator plus one added migration, as the next release would ship it.
struct BenchMigrator;

#[async_trait]
impl MigratorTrait for BenchMigrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        let mut migrations = TenantMigrator::migrations();
        migrations.push(Box::new(AddedMigration));
        migrations
    }
}

struct AddedMigration;

impl MigrationName for AddedMigration {
    fn name(&self) -> &str {
        "m29991231_000001_bench_added_column"
    }
}

#[async_trait]
impl MigrationTrait for AddedMigration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .get_connection()
            .execute_unprepared(
                "ALTER TABLE vacancies ADD COLUMN bench_reference text;
                 CREATE INDEX vacancies_bench_reference_idx ON vacancies (bench_reference);",
            )
            .await?;
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.get_connection().execute_unprepared("ALTER TABLE vacancies DROP COLUMN bench_reference").await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bench_migrator_is_the_tenant_migrator_plus_one_newest_migration() {
        let tenant: Vec<String> = TenantMigrator::migrations().iter().map(|m| m.name().to_owned()).collect();
        let bench: Vec<String> = BenchMigrator::migrations().iter().map(|m| m.name().to_owned()).collect();
        assert_eq!(bench.len(), tenant.len() + 1);
        assert_eq!(bench[..tenant.len()], tenant[..]);
        assert!(bench.last().is_some_and(|added| tenant.iter().all(|name| name < added)));
    }
}
