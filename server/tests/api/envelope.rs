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

#[tokio::test]
async fn a_slow_request_body_holds_no_database_connection_and_times_out() {
    use tokio::io::AsyncWriteExt;

    let mut config = crate::helpers::test_config(&crate::helpers::database_url());
    config.database_max_connections = 1;
    config.request_body_timeout_secs = 1;
    let app = crate::helpers::spawn_app_with(config).await;
    let tenant = crate::helpers::create_tenant(&app.db).await;

    let port = app.address.rsplit(':').next().unwrap().to_owned();
    let mut slow = tokio::net::TcpStream::connect(format!("127.0.0.1:{port}")).await.unwrap();
    let head = format!(
        "POST /api/authenticate/login/user HTTP/1.1\r\nHost: 127.0.0.1\r\ntenantid: {tenant}\r\n\
         content-type: application/json\r\ncontent-length: 100\r\n\r\n{{\"email\""
    );
    slow.write_all(head.as_bytes()).await.unwrap();

    // While that body trickles in, the only pooled connection is free for other requests.
    let started = std::time::Instant::now();
    let response = app.get("/test/notes", Some(tenant.as_str())).await;
    assert_eq!(response.status(), 200);
    assert!(started.elapsed() < std::time::Duration::from_millis(900), "served while the slow body is pending");

    let mut answer = String::new();
    tokio::time::timeout(std::time::Duration::from_secs(5), async {
        use tokio::io::AsyncReadExt;
        let mut buffer = [0u8; 4096];
        let read = slow.read(&mut buffer).await.unwrap();
        answer.push_str(&String::from_utf8_lossy(&buffer[..read]));
    })
    .await
    .expect("the slow client gets an answer");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("request_timeout"), "{answer}");
}
