//! Stage-rule figures for `make bench` (not part of the product), on a bench tenant's database,
//! with 20 enabled rules on one stage of a busy vacancy (each acting for one source, as a
//! tenant's rules narrow down who they are for; two actions each: a message and a task):
//!
//! - what a stage change's trigger write adds to its transaction (`platform::automation::entered`,
//!   the call every move makes), timed over `--moves` real applications;
//! - what the worker's round then costs for that move (claiming the runs, planning each against
//!   the application, doing what its conditions allow, logging it).
//!
//! Each move is a transaction rolled back. The rules are removed at the end. Prints one JSON line.
//! Usage: `automation_bench DATABASE_URL TENANT_SLUG [--moves N]`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods, clippy::disallowed_types)]

use std::time::{Duration, Instant};

use erecruit_server::automation;
use erecruit_server::automations::domain::{Action, Conditions, RuleInput, Trigger};
use erecruit_server::automations::{Links, repo, worker};
use erecruit_server::mail::templates::Wording;
use erecruit_server::tenancy::{Database, TenantSlug, TenantTx, active_tenants};
use erecruit_server::vacancies::team::TeamRole;
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde_json::json;

#[path = "bench_support/mod.rs"]
mod bench_support;
use bench_support::{arg, stats};

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (url, slug) = (&args[1], TenantSlug::parse(&args[2]).expect("a tenant slug"));
    let moves = arg(&args, "--moves", 500);
    let db = Database::connect(url, 4, Duration::from_secs(10)).await.unwrap();
    let tenant = active_tenants(&db).await.unwrap().into_iter().find(|t| t.slug == slug).expect("the bench tenant");

    // The vacancy with most applications in review, its interview stage, and those applications.
    let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
    let pick = "SELECT a.vacancy_id, s.id AS stage FROM applications a
         JOIN vacancy_stages s ON s.vacancy_id = a.vacancy_id AND s.kind = 'interview'
         WHERE a.status = 'in_review' GROUP BY a.vacancy_id, s.id ORDER BY count(*) DESC, s.id LIMIT 1";
    let row = tx.query_one_raw(Statement::from_string(DbBackend::Postgres, pick)).await.unwrap().expect("a vacancy");
    let (vacancy, stage): (i64, i64) = (row.try_get("", "vacancy_id").unwrap(), row.try_get("", "stage").unwrap());
    let ids = tx
        .query_all_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT id FROM applications WHERE vacancy_id = $1 AND status = 'in_review' ORDER BY id LIMIT $2",
            [vacancy.into(), (moves as i64).into()],
        ))
        .await
        .unwrap()
        .iter()
        .map(|row| row.try_get::<i64>("", "id").unwrap())
        .collect::<Vec<_>>();
    let sources = tx
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT DISTINCT coalesce(source, 'direct') AS source FROM applications ORDER BY 1 LIMIT 20",
        ))
        .await
        .unwrap()
        .iter()
        .map(|row| row.try_get::<String>("", "source").unwrap())
        .collect::<Vec<_>>();
    let author = tx
        .query_one_raw(Statement::from_string(DbBackend::Postgres, "SELECT id FROM users WHERE role = 'admin' LIMIT 1"))
        .await
        .unwrap()
        .map(|row| row.try_get::<uuid::Uuid>("", "id").unwrap())
        .expect("an admin");
    for i in 0..20 {
        let source = sources.get(i % sources.len().max(1)).cloned().unwrap_or_else(|| format!("source-{i}"));
        let rule = RuleInput {
            name: format!("bench rule {i}"),
            trigger: Trigger::EnteredStage { stage_id: stage },
            conditions: Conditions {
                sources: Some(vec![if i < sources.len() { source } else { format!("none-{i}") }]),
                knocked_out: None,
            },
            actions: vec![
                Action::SendTemplate { template: Wording::StageReached, delay_minutes: 0 },
                Action::CreateTask { title: "Call".into(), role: TeamRole::Recruiter, due_in_days: Some(2) },
            ],
            enabled: true,
        };
        repo::insert_rule(&tx, vacancy, &rule, author).await.unwrap();
    }
    tx.commit().await.unwrap();
    assert!(!ids.is_empty(), "the vacancy has applications in review");

    let links = Links { public_url: "http://127.0.0.1".into() };
    let (mut written, mut rounds, mut runs) = (Vec::new(), Vec::new(), 0usize);
    for id in &ids {
        let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
        let started = Instant::now();
        automation::entered(&tx, &[(*id, stage)]).await.unwrap();
        written.push(started.elapsed().as_secs_f64() * 1000.0);
        let started = Instant::now();
        while worker::round(&tx, &links).await.unwrap() {}
        rounds.push(started.elapsed().as_secs_f64() * 1000.0);
        let done = tx
            .query_one_raw(Statement::from_string(
                DbBackend::Postgres,
                "SELECT count(*) AS n FROM automation_runs WHERE state = 'done'",
            ))
            .await
            .unwrap()
            .unwrap();
        runs += done.try_get::<i64>("", "n").unwrap() as usize;
        drop(tx);
    }
    let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
    tx.execute_unprepared("DELETE FROM automation_rules WHERE name LIKE 'bench rule %'").await.unwrap();
    tx.commit().await.unwrap();
    println!(
        "{}",
        json!({
            "moves": ids.len(),
            "rules": 20,
            "actions_done_per_move": (runs as f64 / ids.len() as f64 * 100.0).round() / 100.0,
            "trigger_write": stats(written),
            "worker_round": stats(rounds),
        })
    );
}
