use erecruit_server::auth::domain::Role;
use erecruit_server::auth::tokens::{Claims, ISSUER};
use jsonwebtoken::{EncodingKey, Header, encode};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::browser::PASSWORD;
use crate::helpers::{
    TEST_JWT_SECRET, assert_envelope, create_tenant, database_url, spawn_app, spawn_app_with, test_config,
};

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    for response in [
        app.get("/api/v1/tenant", Some(tenant.as_str())).await,
        app.get("/api/v1/nothing", None).await,
        app.get("/healthz", None).await,
    ] {
        let headers = response.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["x-frame-options"], "DENY");
        assert!(headers["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
        assert!(headers.contains_key("referrer-policy") && headers.contains_key("permissions-policy"));
        assert!(!headers.contains_key("strict-transport-security"), "no HSTS over plain HTTP");
    }
    let docs = app.get("/api/docs", None).await;
    assert!(docs.headers()["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
    // A scheme forwarded by a client, not a trusted proxy, decides nothing (a trusted proxy's does:
    // syndication::forwarded_headers_from_strangers_poison_no_feed_sitemap_or_security_header).
    let forged = app.client.get(app.url("/healthz")).header("x-forwarded-proto", "https").send().await.unwrap();
    assert!(!forged.headers().contains_key("strict-transport-security"));
}

#[tokio::test]
async fn cors_answers_only_allowed_origins() {
    let mut config = test_config(&database_url());
    config.cors_allowed_origins = vec!["https://careers.example.com".to_owned()];
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let allowed = app
        .client
        .get(app.url("/api/v1/tenant"))
        .header("tenantid", tenant.as_str())
        .header("origin", "https://careers.example.com")
        .send()
        .await
        .unwrap();
    assert_eq!(allowed.headers()["access-control-allow-origin"], "https://careers.example.com");
    let other = app
        .client
        .get(app.url("/api/v1/tenant"))
        .header("tenantid", tenant.as_str())
        .header("origin", "https://evil.example")
        .send()
        .await
        .unwrap();
    assert!(!other.headers().contains_key("access-control-allow-origin"));
    let preflight = app
        .client
        .request(reqwest::Method::OPTIONS, app.url("/api/authenticate/login/user"))
        .header("origin", "https://careers.example.com")
        .header("access-control-request-method", "POST")
        .send()
        .await
        .unwrap();
    assert_eq!(preflight.status(), 204);
    assert!(preflight.headers()["access-control-allow-headers"].to_str().unwrap().contains("tenantid"));
}

#[tokio::test]
async fn a_statement_running_too_long_is_cancelled_with_a_503() {
    let mut config = test_config(&database_url());
    config.database_statement_timeout_ms = 300;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let response = app.get("/test/slow-query", Some(tenant.as_str())).await;
    assert!(response.headers().contains_key("retry-after"));
    assert_envelope(response, 503, "service_unavailable").await;
}

#[tokio::test]
async fn oversized_addresses_and_deeply_nested_json_are_refused() {
    let app = spawn_app().await;
    let long = format!("/api/v1/vacancies?q={}", "a".repeat(5000));
    assert_envelope(app.get(&long, None).await, 414, "uri_too_long").await;
    let deep = format!("{}{}", "[".repeat(300), "]".repeat(300));
    let response = app
        .client
        .post(app.url("/test/echo"))
        .header("content-type", "application/json")
        .body(deep)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 400);
}

fn sign(claims: &impl serde::Serialize, secret: &str) -> String {
    encode(&Header::default(), claims, &EncodingKey::from_secret(secret.as_bytes())).unwrap()
}

#[tokio::test]
async fn tampered_tokens_are_refused() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let other = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    let user = ana.register("ana@example.com", PASSWORD, "Ana").await;
    let token = ana.token.clone().unwrap();
    let payload = token.split('.').nth(1).unwrap();
    let decoded: Value = serde_json::from_slice(
        &base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, payload).unwrap(),
    )
    .unwrap();
    let now = chrono::Utc::now().timestamp();
    let genuine = Claims {
        iss: ISSUER.to_owned(),
        aud: tenant.to_string(),
        sub: user["user"]["id"].as_str().unwrap().parse().unwrap(),
        tid: decoded["tid"].as_str().unwrap().parse().unwrap(),
        role: Role::User,
        person: 0,
        sid: decoded["sid"].as_str().unwrap().parse().unwrap(),
        iat: now,
        exp: now + 600,
    };
    // The genuine claims, re-signed with the right key, work: the cases below fail for their reason.
    ana.token = Some(sign(&genuine, TEST_JWT_SECRET));
    assert_eq!(ana.get("/api/v1/me").await.status(), 200);

    let admin = Claims { role: Role::Admin, ..genuine.clone() };
    let cases = [
        sign(&genuine, "a-different-secret-of-sufficient-length-123"),
        sign(&Claims { aud: other.to_string(), ..genuine.clone() }, TEST_JWT_SECRET),
        sign(&Claims { tid: Uuid::new_v4(), ..genuine.clone() }, TEST_JWT_SECRET),
        sign(&Claims { exp: now - 120, iat: now - 900, ..genuine.clone() }, TEST_JWT_SECRET),
        sign(&Claims { iss: "someone-else".into(), ..genuine.clone() }, TEST_JWT_SECRET),
        sign(&Claims { sid: Uuid::new_v4(), ..genuine.clone() }, TEST_JWT_SECRET),
        sign(&json!({"iss": ISSUER, "aud": tenant.to_string(), "sub": genuine.sub, "exp": now + 600}), TEST_JWT_SECRET),
    ];
    for forged in cases {
        ana.token = Some(forged);
        assert_envelope(ana.get("/api/v1/me").await, 401, "invalid_token").await;
    }
    // A role in the token is not trusted: the account's role decides.
    ana.token = Some(sign(&admin, TEST_JWT_SECRET));
    assert_envelope(ana.get("/api/v1/admin/users").await, 403, "forbidden").await;
}
