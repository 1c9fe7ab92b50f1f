use std::path::PathBuf;

use crate::helpers::{assert_envelope, database_url, spawn_app_with, test_config};

fn built_app() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("erecruit-dist-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><div id=\"root\"></div>").unwrap();
    std::fs::write(dir.join("assets/app-3f9a1c.js"), "console.log('app')").unwrap();
    std::fs::write(dir.join("favicon.svg"), "<svg/>").unwrap();
    dir
}

#[tokio::test]
async fn the_web_app_is_served_beside_the_api() {
    let mut config = test_config(&database_url());
    config.static_dir = Some(built_app());
    let app = spawn_app_with(config).await;

    let index = app.get("/", None).await;
    assert_eq!(index.status(), 200);
    assert_eq!(index.headers()["cache-control"], "no-cache");
    assert!(index.text().await.unwrap().contains("root"));

    // A client-side route falls back to index.html.
    let route = app.get("/job-vacancy-list/internship?page=2", None).await;
    assert_eq!(route.status(), 200);
    assert_eq!(route.headers()["cache-control"], "no-cache");
    assert!(route.headers()["content-type"].to_str().unwrap().starts_with("text/html"));

    let asset = app.get("/assets/app-3f9a1c.js", None).await;
    assert_eq!(asset.status(), 200);
    assert_eq!(asset.headers()["cache-control"], "public, max-age=31536000, immutable");

    let icon = app.get("/favicon.svg", None).await;
    assert_eq!(icon.headers()["cache-control"], "no-cache");

    // The API never falls back to the app.
    assert_envelope(app.get("/api/v1/nothing-here", None).await, 404, "not_found").await;
    assert_eq!(app.get("/healthz", None).await.status(), 200);
    assert_envelope(app.get("/api/v1/tenant", Some("no-such-tenant")).await, 404, "unknown_tenant").await;
}

#[tokio::test]
async fn paths_outside_the_app_directory_are_not_served() {
    let mut config = test_config(&database_url());
    let dir = built_app();
    std::fs::write(dir.parent().unwrap().join("erecruit-secret.txt"), "secret").unwrap();
    config.static_dir = Some(dir);
    let app = spawn_app_with(config).await;
    for path in ["/../erecruit-secret.txt", "/%2e%2e/erecruit-secret.txt", "/assets/..%2f..%2ferecruit-secret.txt"] {
        let response = app.get(path, None).await;
        let body = response.text().await.unwrap();
        assert!(!body.contains("secret"), "{path} leaked a file");
    }
}
