use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::helpers::{assert_envelope, connect, create_tenant, scalar_i64, spawn_app, spawn_app_with, test_config};

#[tokio::test]
async fn a_mail_written_by_a_rolled_back_change_is_never_sent() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    assert_envelope(app.post("/test/mail-then-fail", &tenant).await, 409, "invalid_transition").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let schema = tenant.schema_name().quoted();
    let url = crate::helpers::database_url();
    assert_eq!(scalar_i64(&url, &format!("SELECT count(*) FROM {schema}.outbox_emails"), vec![]).await, 0);
    assert!(!app.mail_dir.join(tenant.as_str()).exists(), "no mail was written for the tenant");
}

/// The repository's database script, run against a private cluster in `dir`.
fn cluster(dir: &PathBuf, action: &str) -> String {
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scripts/db.sh");
    let output = Command::new("bash").arg(script).arg(action).env("DB_DIR", dir).output().expect("db.sh runs");
    assert!(output.status.success(), "db.sh {action}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).lines().last().unwrap_or_default().to_owned()
}

async fn status_of(app: &crate::helpers::TestApp, path: &str, tenant: &str) -> u16 {
    app.get(path, Some(tenant)).await.status().as_u16()
}

#[tokio::test]
async fn the_server_rides_out_a_database_restart() {
    let dir = std::env::temp_dir().join(format!("erecruit-restart-{}", uuid::Uuid::new_v4().simple()));
    let url = cluster(&dir, "start").trim_start_matches("DATABASE_URL=").to_owned();
    let mut config = test_config(&url);
    config.database_max_connections = 2;
    config.database_acquire_timeout_ms = 500;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&connect(&url).await).await;
    assert_eq!(status_of(&app, "/test/notes", tenant.as_str()).await, 200);

    cluster(&dir, "stop");
    // While the database is down: 503 with the envelope, never a 500, and /readyz says so.
    for _ in 0..3 {
        let response = app.get("/test/notes", Some(tenant.as_str())).await;
        assert_envelope(response, 503, "service_unavailable").await;
    }
    assert_eq!(app.get("/readyz", None).await.status(), 503);

    cluster(&dir, "start");
    let deadline = Instant::now() + Duration::from_secs(15);
    while status_of(&app, "/test/notes", tenant.as_str()).await != 200 {
        if Instant::now() >= deadline {
            let body = app.get("/test/notes", Some(tenant.as_str())).await.text().await.unwrap();
            panic!("the server did not recover: {body}");
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(app.get("/readyz", None).await.status(), 200);
    cluster(&dir, "stop");
    std::fs::remove_dir_all(&dir).ok();
}
