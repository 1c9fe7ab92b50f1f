use crate::helpers::{TestApp, assert_envelope, spawn_app};

async fn post_raw(app: &TestApp, content_type: &str, body: impl Into<reqwest::Body>) -> reqwest::Response {
    app.client.post(app.url("/test/echo")).header("content-type", content_type).body(body).send().await.unwrap()
}

#[tokio::test]
async fn unknown_route_is_a_404_envelope() {
    let app = spawn_app().await;
    let response = app.get("/no/such/route", None).await;
    assert_envelope(response, 404, "not_found").await;
}

#[tokio::test]
async fn malformed_json_is_400() {
    let app = spawn_app().await;
    let response = post_raw(&app, "application/json", "{\"unterminated\": ").await;
    assert_envelope(response, 400, "malformed_json").await;
}

#[tokio::test]
async fn wrong_content_type_is_415() {
    let app = spawn_app().await;
    let response = post_raw(&app, "text/plain", "{}").await;
    assert_envelope(response, 415, "unsupported_media_type").await;
}

#[tokio::test]
async fn oversized_body_is_413() {
    let app = spawn_app().await;
    let big = format!("{{\"text\": \"{}\"}}", "x".repeat(200 * 1024));
    let response = post_raw(&app, "application/json", big).await;
    assert_envelope(response, 413, "payload_too_large").await;
}

#[tokio::test]
async fn well_formed_json_reaches_the_handler() {
    let app = spawn_app().await;
    let response = app.client.post(app.url("/test/echo")).json(&serde_json::json!({"a": 1})).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<serde_json::Value>().await.unwrap()["a"], 1);
}

#[tokio::test]
async fn a_panicking_handler_gives_an_opaque_500_with_the_request_id() {
    let app = spawn_app().await;
    let tenant = crate::helpers::create_tenant(&app.db).await;
    let response = app.post("/test/panic-mid-transaction", &tenant).await;
    let request_id = response.headers()["x-request-id"].to_str().unwrap().to_owned();
    let error = assert_envelope(response, 500, "internal_error").await;
    assert_eq!(error["requestId"], request_id.as_str());
    assert!(!error.to_string().contains("deliberate"), "{error}");
}
