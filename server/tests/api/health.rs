use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::helpers::{database_url, spawn_app, spawn_app_with, test_config};

#[tokio::test]
async fn healthz_answers_without_a_tenant() {
    let app = spawn_app().await;
    let response = app.get("/healthz", None).await;
    assert_eq!(response.status(), 200);
    assert!(response.headers().contains_key("x-request-id"));
}

#[tokio::test]
async fn readyz_is_200_when_the_database_answers() {
    let app = spawn_app().await;
    let response = app.get("/readyz", None).await;
    assert_eq!(response.status(), 200);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["database"], "ok");
}

#[tokio::test]
async fn readyz_is_503_when_the_database_is_unreachable() {
    // A port nothing listens on: the pool connects lazily, so the app still starts.
    let mut config = test_config("postgres://postgres@127.0.0.1:1/erecruit");
    config.database_acquire_timeout_ms = 300;
    let app = spawn_app_with_unreachable_database(config).await;
    let response = app.client.get(format!("{}/readyz", app.address)).send().await.unwrap();
    crate::helpers::assert_envelope(response, 503, "service_unavailable").await;
    let healthz = app.client.get(format!("{}/healthz", app.address)).send().await.unwrap();
    assert_eq!(healthz.status(), 200, "liveness does not depend on the database");
}

struct BareApp {
    address: String,
    client: reqwest::Client,
}

async fn spawn_app_with_unreachable_database(config: erecruit_server::config::Config) -> BareApp {
    let app = erecruit_server::startup::Application::build(config).await.expect("builds without a database");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    BareApp { address, client: reqwest::Client::new() }
}

#[tokio::test]
async fn graceful_stop_finishes_in_flight_requests() {
    let app = spawn_app_with(test_config(&database_url())).await;
    let in_flight = tokio::spawn({
        let client = app.client.clone();
        let url = app.url("/test/slow");
        async move { client.get(url).send().await }
    });
    tokio::time::sleep(Duration::from_millis(150)).await;
    app.handle.stop(true).await;
    let response = in_flight.await.unwrap().expect("the in-flight request is answered");
    assert_eq!(response.status(), 200);
    assert!(app.client.get(app.url("/healthz")).send().await.is_err(), "no new requests after stop");
}

#[test]
fn the_server_binary_serves_and_exits_cleanly_on_sigterm() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_erecruit-server"))
        .env("DATABASE_URL", database_url())
        .env("PORT", "0")
        .env("LOG_FORMAT", "json")
        .env("RUST_LOG", "info")
        .env("WORKERS", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("server starts");
    let stdout = BufReader::new(child.stdout.take().unwrap());
    let mut port = None;
    for line in stdout.lines() {
        let line = line.unwrap();
        let Ok(event) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        if event["message"] == "eRecruit server listening" {
            port = event["port"].as_u64();
            break;
        }
    }
    let port = port.expect("the server logs its port");
    let health = reqwest::blocking_get(format!("http://127.0.0.1:{port}/healthz"));
    assert_eq!(health, 200);

    let started = Instant::now();
    let killed = Command::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    assert!(killed.success());
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "server did not stop after SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "exit status {status}");
}

mod reqwest {
    pub use ::reqwest::*;

    /// A tiny blocking GET without pulling in reqwest's blocking feature.
    pub fn blocking_get(url: String) -> u16 {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async { ::reqwest::get(url).await.unwrap().status().as_u16() })
    }
}
