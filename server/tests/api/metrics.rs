use crate::helpers::{assert_envelope, create_tenant, database_url, spawn_app_with, test_config};

/// The value of one sample line, e.g. `erecruit_http_requests_total{method="GET",…} 3`.
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
}

#[tokio::test]
async fn metrics_are_served_on_their_own_listener_only() {
    let mut config = test_config(&database_url());
    config.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    config.cors_allowed_origins = vec!["https://careers.example.com".to_owned()];
    let app = spawn_app_with(config).await;
    let metrics = app.metrics_address.clone().expect("a metrics listener");
    let tenant = create_tenant(&app.db).await;

    for _ in 0..3 {
        assert_eq!(app.get("/api/v1/vacancies?category=internship", Some(tenant.as_str())).await.status(), 200);
    }
    assert_eq!(app.get("/no/such/page/4711", Some(tenant.as_str())).await.status(), 404);
    let refused = app
        .client
        .post(app.url("/api/authenticate/login/user"))
        .header("tenantid", tenant.as_str())
        .json(&serde_json::json!({"email": "nobody@example.com", "password": "wrong-password-1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 401);

    // Visitors cannot read them, and the metrics port serves nothing else.
    assert_envelope(app.get("/metrics", None).await, 404, "not_found").await;
    let api_on_metrics_port = app.client.get(format!("{metrics}/api/v1/vacancies")).send().await.unwrap();
    assert_envelope(api_on_metrics_port, 404, "not_found").await;
    // Not even the public application's middleware answers there (a CORS preflight did, once).
    let preflight = app
        .client
        .request(reqwest::Method::OPTIONS, format!("{metrics}/api/authenticate/login/user"))
        .header("origin", "https://careers.example.com")
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    assert_envelope(preflight, 404, "not_found").await;

    let response = app.client.get(format!("{metrics}/metrics")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/openmetrics-text"));
    let text = response.text().await.unwrap();
    assert!(text.ends_with("# EOF\n"), "a complete OpenMetrics document");

    // Counters are process-wide (other tests run in this process too), so expect at least ours.
    let list = r#"erecruit_http_requests_total{method="GET",route="/api/v1/vacancies",status="200"}"#;
    assert!(sample(&text, list).unwrap() >= 3.0, "{text}");
    let latency =
        r#"erecruit_http_request_duration_seconds_count{method="GET",route="/api/v1/vacancies",status="200"}"#;
    assert!(sample(&text, latency).unwrap() >= 3.0);
    let unmatched = r#"erecruit_http_requests_total{method="GET",route="unmatched",status="404"}"#;
    assert!(sample(&text, unmatched).unwrap() >= 1.0, "unknown paths share one series");
    assert!(!text.contains("4711"), "raw paths never become labels");
    assert!(sample(&text, r#"erecruit_tenant_cache_lookups_total{result="hit"}"#).unwrap() >= 2.0);
    assert!(sample(&text, r#"erecruit_tenant_cache_lookups_total{result="miss"}"#).unwrap() >= 1.0);
    assert!(sample(&text, r#"erecruit_login_failures_total{reason="invalid_credentials"}"#).unwrap() >= 1.0);
    assert_eq!(sample(&text, r#"erecruit_db_pool_connections{state="max"}"#), Some(5.0));
    assert!(sample(&text, r#"erecruit_db_pool_connections{state="in_use"}"#).is_some());
    assert!(text.contains("erecruit_outbox_unsent "), "{text}");
}
