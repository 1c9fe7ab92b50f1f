use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{assert_envelope, create_tenant, database_url, spawn_app, spawn_app_with, test_config};

use crate::browser::PASSWORD;

#[tokio::test]
async fn registering_signs_the_applicant_in_with_the_login_shape() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut browser = app.browser(&tenant);
    let body = browser.register("Ana.Silva@Example.com", PASSWORD, "Ana Silva").await;
    let user = &body["user"];
    assert_eq!(user["email"], "ana.silva@example.com");
    assert_eq!(user["name"], "Ana Silva");
    assert_eq!(user["role"], "user");
    assert_eq!(user["person"], 0);
    assert_eq!(user["loggedInWith"], "jwt");
    assert!(user["id"].as_str().is_some());

    let me = browser.get("/api/v1/me").await;
    assert_eq!(me.status(), 200);
    assert_eq!(me.json::<Value>().await.unwrap()["email"], "ana.silva@example.com");
}

#[tokio::test]
async fn a_used_email_and_an_empty_name_are_reported_together() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let response = app.browser(&tenant).try_register("ANA@example.com", PASSWORD, "  ").await;
    let error = assert_envelope(response, 400, "validation_failed").await;
    assert_eq!(error["fields"]["email"], json!({"code": "email_taken", "message": "This email is already in use."}));
    assert_eq!(error["fields"]["name"], json!({"code": "name_required", "message": "Please enter your name."}));
}

#[tokio::test]
async fn a_used_email_alone_is_409_email_taken() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let response = app.browser(&tenant).try_register("ana@example.com", PASSWORD, "Ana").await;
    let error = assert_envelope(response, 409, "email_taken").await;
    assert_eq!(error["message"], "This email is already in use.");
    assert_eq!(error["fields"]["email"], json!({"code": "email_taken", "message": "This email is already in use."}));
}

#[tokio::test]
async fn passwords_outside_8_to_128_characters_are_refused_not_truncated() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    for password in ["short", &"x".repeat(129)] {
        let response = app.browser(&tenant).try_register("p@example.com", password, "P").await;
        let error = assert_envelope(response, 400, "validation_failed").await;
        assert_eq!(
            error["fields"]["password"],
            json!({"code": "password_length", "message": "Password must be between 8 and 128 characters."})
        );
    }
    // 128 characters work, and the 129th is not silently dropped: 128 + 1 does not sign in.
    let long = "y".repeat(128);
    app.browser(&tenant).register("long@example.com", &long, "Long").await;
    let (status, _) = app.browser(&tenant).login("long@example.com", &format!("{long}z")).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn unknown_email_and_wrong_password_get_the_same_answer() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let (wrong_status, wrong_body) = app.browser(&tenant).login("ana@example.com", "not the password").await;
    let (unknown_status, unknown_body) = app.browser(&tenant).login("nobody@example.com", "not the password").await;
    assert_eq!(wrong_status, 401);
    assert_eq!(unknown_status, 401);
    assert_eq!(wrong_body, unknown_body);
    assert_eq!(wrong_body["error"]["message"], "Email Or Password Invalid");
}

#[tokio::test]
async fn sign_in_returns_the_login_shape_and_a_strict_refresh_cookie() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let response = app
        .browser(&tenant)
        .post("/api/authenticate/login/user", json!({"email": "ana@example.com", "password": PASSWORD}))
        .await;
    assert_eq!(response.status(), 200);
    let cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.contains("HttpOnly"), "{cookie}");
    assert!(cookie.contains("SameSite=Strict"), "{cookie}");
    assert!(cookie.contains("Path=/api/authenticate"), "{cookie}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["user"]["loggedInWith"], "jwt");
    assert!(body["accessToken"].as_str().unwrap().split('.').count() == 3);
}

#[tokio::test]
async fn a_token_of_one_tenant_is_refused_by_another() {
    let app = spawn_app().await;
    let home = create_tenant(&app.db).await;
    let other = create_tenant(&app.db).await;
    let mut browser = app.browser(&home);
    browser.register("ana@example.com", PASSWORD, "Ana").await;
    assert_eq!(browser.get("/api/v1/me").await.status(), 200);
    browser.tenant = other;
    let response = browser.get("/api/v1/me").await;
    let error = assert_envelope(response, 401, "invalid_token").await;
    assert_eq!(error["message"], "Invalid access token");
}

#[tokio::test]
async fn tampered_and_missing_tokens_are_401() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut browser = app.browser(&tenant);
    assert_envelope(browser.get("/api/v1/me").await, 401, "unauthorized").await;
    browser.register("ana@example.com", PASSWORD, "Ana").await;
    let token = browser.token.clone().unwrap();
    let mut parts: Vec<&str> = token.split('.').collect();
    let none_header = "eyJ0eXAiOiJKV1QiLCJhbGciOiJub25lIn0"; // {"typ":"JWT","alg":"none"}
    parts[0] = none_header;
    for forged in [format!("{}.{}.", parts[0], parts[1]), parts.join("."), format!("{token}x")] {
        browser.token = Some(forged);
        assert_envelope(browser.get("/api/v1/me").await, 401, "invalid_token").await;
    }
}

#[tokio::test]
async fn refresh_rotates_the_cookie_and_a_reused_token_revokes_the_family() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut browser = app.browser(&tenant);
    browser.register("ana@example.com", PASSWORD, "Ana").await;

    let first = browser.post("/api/authenticate/refresh-token", json!({})).await;
    assert_eq!(first.status(), 200);
    let stolen = first.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    let body: Value = first.json().await.unwrap();
    assert_eq!(body["userData"]["email"], "ana@example.com");
    assert_eq!(body["userData"]["loggedInWith"], "jwt");
    assert!(body["accessToken"].as_str().is_some());

    // The browser rotates once more; then an attacker presents the already-used token.
    assert_eq!(browser.refresh().await.0, 200);
    let replay = app
        .client
        .post(app.url("/api/authenticate/refresh-token"))
        .header("tenantid", tenant.as_str())
        .header("cookie", &stolen)
        .send()
        .await
        .unwrap();
    let error = assert_envelope(replay, 401, "invalid_token").await;
    assert_eq!(error["message"], "Invalid access token");
    // The whole family is gone: the legitimate browser is signed out too.
    let (status, body) = browser.refresh().await;
    assert_eq!(status, 401);
    assert_eq!(body["error"]["message"], "Invalid access token");
}

#[tokio::test]
async fn refresh_without_a_cookie_is_401() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (status, body) = app.browser(&tenant).refresh().await;
    assert_eq!(status, 401);
    assert_eq!(body["error"]["code"], "invalid_token");
    assert_eq!(body["error"]["message"], "Invalid access token");
}

#[tokio::test]
async fn logout_revokes_the_session_and_clears_the_cookie() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut browser = app.browser(&tenant);
    browser.register("ana@example.com", PASSWORD, "Ana").await;
    let response = browser.post("/api/authenticate/logout", json!({})).await;
    assert_eq!(response.status(), 204);
    let cookie = response.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.contains("Max-Age=0"), "{cookie}");
    // The access token of the ended session stops working at once, not when it expires.
    assert_envelope(browser.get("/api/v1/me").await, 401, "invalid_token").await;
    assert_eq!(browser.refresh().await.0, 401);
}

#[tokio::test]
async fn hostile_sign_in_input_is_refused_not_a_server_error() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let long = "a".repeat(20_000);
    for email in ["\u{0}", "ana\u{0}@example.com", long.as_str(), "'; DROP TABLE users; --"] {
        let (status, body) = app.browser(&tenant).login(email, "whatever pass").await;
        assert_eq!(status, 401, "{body}");
        assert_eq!(body["error"]["message"], "Email Or Password Invalid");
    }
}

#[tokio::test]
async fn a_blocked_user_is_refused_on_the_next_request_and_cannot_refresh() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let mut ana = app.browser(&tenant);
    let id = ana.register("ana@example.com", PASSWORD, "Ana").await["user"]["id"].as_str().unwrap().to_owned();
    assert_eq!(ana.get("/api/v1/me").await.status(), 200);

    let blocked = admin.patch(&format!("/api/v1/admin/users/{id}"), json!({"status": "blocked"})).await;
    assert_eq!(blocked.status(), 200);
    assert_eq!(blocked.json::<Value>().await.unwrap()["status"], "blocked");

    assert_envelope(ana.get("/api/v1/me").await, 401, "account_disabled").await;
    assert_eq!(ana.refresh().await.0, 401);
    let (status, _) = ana.login("ana@example.com", PASSWORD).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn roles_are_enforced_by_the_server() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    assert_envelope(ana.get("/api/v1/admin/users").await, 403, "forbidden").await;
    let anonymous = app.browser(&tenant);
    assert_envelope(anonymous.get("/api/v1/admin/users").await, 401, "unauthorized").await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    assert_eq!(admin.get("/api/v1/admin/users").await.status(), 200);
}

#[tokio::test]
async fn repeated_failures_are_throttled_with_retry_after_and_then_recover() {
    let mut config = test_config(&database_url());
    config.login_failure_window_secs = 2;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let mut browser = app.browser(&tenant);
    for _ in 0..5 {
        assert_eq!(browser.login("ana@example.com", "wrong password").await.0, 401);
    }
    let throttled =
        browser.post("/api/authenticate/login/user", json!({"email": "ana@example.com", "password": PASSWORD})).await;
    let retry_after: u64 = throttled.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=2).contains(&retry_after), "retry after {retry_after}");
    assert_envelope(throttled, 429, "too_many_requests").await;
    // Another address from the same client is not locked out by Ana's failures.
    assert_eq!(browser.login("someone@example.com", "wrong password").await.0, 401);

    tokio::time::sleep(Duration::from_millis(2100)).await;
    assert_eq!(browser.login("ana@example.com", PASSWORD).await.0, 200);
}

#[tokio::test]
async fn registrations_are_rate_limited_per_client() {
    let mut config = test_config(&database_url());
    config.registrations_per_ip_per_hour = 2;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("a@example.com", PASSWORD, "A").await;
    app.browser(&tenant).register("b@example.com", PASSWORD, "B").await;
    let third = app.browser(&tenant).try_register("c@example.com", PASSWORD, "C").await;
    assert!(third.headers().contains_key("retry-after"));
    assert_envelope(third, 429, "too_many_requests").await;
}
