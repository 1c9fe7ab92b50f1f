//! Webhook figures for `make bench` (not part of the product), on a bench tenant's database:
//!
//! - what announcing a stage change adds to its transaction (`applications::announce::moved`,
//!   the call every move makes): without an endpoint for the event (one look at the endpoints) and
//!   with one (that look, the application's subject read and the outbox row written), timed over
//!   `--moves` real applications, each in a transaction rolled back;
//! - delivery throughput: `--deliveries` events written to the outbox, then delivered by the
//!   webhook worker's rounds (as a replica runs them) to a receiver on loopback that answers 204.
//!
//! Prints one JSON line. Usage: `webhook_bench DATABASE_URL TENANT_SLUG [--moves N] [--deliveries N]`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::disallowed_methods, clippy::disallowed_types)]

use std::time::{Duration, Instant};

use actix_web::{App, HttpResponse, HttpServer, web};
use erecruit_server::applications::announce;
use erecruit_server::applications::domain::ApplicationStatus;
use erecruit_server::applications::pipeline::Step;
use erecruit_server::crypto::Sealer;
use erecruit_server::integrations::WebhookWorker;
use erecruit_server::integrations::repo::{self, NewEndpoint};
use erecruit_server::outbound::Outbound;
use erecruit_server::tenancy::{Database, Registry, TenantSlug, TenantTx, active_tenants};
use erecruit_server::webhooks::{self, Announcement, Event};
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use secrecy::SecretString;
use serde_json::json;

#[path = "bench_support/mod.rs"]
mod bench_support;
use bench_support::{arg, stats};

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (url, slug) = (&args[1], TenantSlug::parse(&args[2]).expect("a tenant slug"));
    let (moves, deliveries) = (arg(&args, "--moves", 1000), arg(&args, "--deliveries", 5000));
    let db = Database::connect(url, 8, Duration::from_secs(10)).await.unwrap();
    let tenant = active_tenants(&db).await.unwrap().into_iter().find(|t| t.slug == slug).expect("the bench tenant");

    let receiver =
        HttpServer::new(|| App::new().default_service(web::to(|| async { HttpResponse::NoContent().finish() })))
            .workers(1)
            .bind(("127.0.0.1", 0))
            .unwrap();
    let port = receiver.addrs()[0].port();
    tokio::spawn(receiver.run());

    let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
    let rows = tx
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT id, stage_id FROM applications WHERE status = 'in_review' AND person_id IS NOT NULL LIMIT 5000",
        ))
        .await
        .unwrap();
    drop(tx);
    let steps: Vec<Step> = rows
        .iter()
        .map(|row| Step {
            application_id: row.try_get("", "id").unwrap(),
            from: ApplicationStatus::InReview,
            from_stage: row.try_get("", "stage_id").unwrap(),
            to_stage: None,
        })
        .take(moves)
        .collect();
    assert!(!steps.is_empty(), "the tenant has applications in review");

    let time_moves = |steps: Vec<Step>| {
        let (db, tenant) = (db.clone(), tenant.clone());
        async move {
            let mut samples = Vec::with_capacity(steps.len());
            for step in steps {
                let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
                let started = Instant::now();
                announce::moved(&tx, &[step], ApplicationStatus::Interview).await.unwrap();
                samples.push(started.elapsed().as_secs_f64() * 1000.0);
                drop(tx);
            }
            samples
        }
    };
    let without = time_moves(steps.clone()).await;

    let sealer = Sealer::new(&SecretString::from("webhook bench sealing key, not a secret"));
    let secret = webhooks::new_secret();
    let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
    let endpoint = repo::insert_endpoint(
        &tx,
        NewEndpoint {
            url: format!("http://127.0.0.1:{port}/hooks"),
            description: "webhook bench".into(),
            events: vec![Event::ApplicationStageChanged.as_str().into(), Event::VacancyClosed.as_str().into()],
            sealed_secret: sealer.seal(secret.as_bytes()),
            created_by: None,
        },
    )
    .await;
    let endpoint = match endpoint {
        Ok(endpoint) => endpoint,
        Err(err) => panic!("endpoint: {err}"),
    };
    tx.commit().await.unwrap();
    let with = time_moves(steps).await;

    // The outbox, filled as a bulk change writes it (a thousand events a statement).
    let written = Instant::now();
    for chunk in 0..deliveries.div_ceil(1000) {
        let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
        let count = (deliveries - chunk * 1000).min(1000);
        let announcements = (0..count)
            .map(|i| Announcement {
                event: Event::VacancyClosed,
                data: json!({ "vacancy": { "id": chunk * 1000 + i, "title": "Bench vacancy" } }),
                candidate: None,
                application: None,
            })
            .collect();
        webhooks::emit_many(&tx, announcements).await.unwrap();
        tx.commit().await.unwrap();
    }
    let written_s = written.elapsed().as_secs_f64();
    let worker = WebhookWorker {
        db: db.clone(),
        registry: Registry::new(db.clone(), Duration::from_secs(60)),
        outbound: Outbound::new(false, &["127.0.0.1".to_owned()]),
        sealer,
        public_url: "http://127.0.0.1".into(),
    };
    let started = Instant::now();
    let mut waiting = i64::MAX;
    while waiting > 0 {
        waiting = worker.deliver(&slug).await.unwrap();
    }
    let delivered_s = started.elapsed().as_secs_f64();

    let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
    let delivered: i64 = tx
        .query_one_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT count(*) FROM webhook_deliveries WHERE endpoint_id = $1 AND state = 'delivered'",
            [endpoint.id.into()],
        ))
        .await
        .unwrap()
        .unwrap()
        .try_get_by_index(0)
        .unwrap();
    repo::delete_endpoint(&tx, endpoint.id).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(delivered as usize, deliveries, "every delivery made");

    println!(
        "{}",
        json!({
            "moves": without.len(),
            "move_without_endpoint": stats(without),
            "move_with_endpoint": stats(with),
            "deliveries": deliveries,
            "outbox_written_per_s": (deliveries as f64 / written_s).round(),
            "delivered_per_s": (deliveries as f64 / delivered_s).round(),
            "delivery_seconds": (delivered_s * 100.0).round() / 100.0,
        })
    );
}
