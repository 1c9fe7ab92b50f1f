//! Security round two: each test replays an attack that used to work and checks it now fails.
//! (Item 1, the branded host, is in `tenancy.rs`; the metrics listener in `metrics.rs`.)

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, scalar_i64, spawn_app, spawn_app_with, test_config,
};
use crate::uploads::{applicant_with_profile, png};
use erecruit_server::config::Config;
use erecruit_server::tenancy::TenantSlug;

/// A server that believes `X-Forwarded-For` from the test client (loopback), so each request can
/// play a client of its own.
fn behind_a_proxy() -> Config {
    let mut config = test_config(&database_url());
    config.trusted_proxies = vec!["127.0.0.0/8".parse().unwrap()];
    config
}

/// Sends a request as the client at `client` (through the trusted loopback proxy).
async fn from(browser: &Browser, client: &str, method: Method, path: &str, body: Value) -> reqwest::Response {
    let mut request = reqwest::Client::new()
        .request(method, format!("{}{path}", browser.address))
        .header("tenantid", browser.tenant.as_str())
        .header("x-forwarded-for", client)
        .json(&body);
    if let Some(token) = &browser.token {
        request = request.bearer_auth(token);
    }
    request.send().await.unwrap()
}

async fn sign_in_from(app: &TestApp, tenant: &TenantSlug, client: &str, email: &str, password: &str) -> u16 {
    let browser = app.browser(tenant);
    let body = json!({"email": email, "password": password});
    from(&browser, client, Method::POST, "/api/authenticate/login/user", body).await.status().as_u16()
}

/// Item 2: five wrong passwords from one client lock that client out of the account — not the
/// owner elsewhere; an IPv6 client is its /64; the account alone is slowed down, then refused only
/// at its much higher ceiling.
#[tokio::test]
async fn a_stranger_cannot_lock_the_owner_out() {
    let mut config = behind_a_proxy();
    config.login_max_failures_per_account = 7;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("owner@example.com", PASSWORD, "Owner").await;

    for _ in 0..5 {
        assert_eq!(sign_in_from(&app, &tenant, "198.51.100.7", "owner@example.com", "guess").await, 401);
    }
    assert_eq!(sign_in_from(&app, &tenant, "198.51.100.7", "owner@example.com", PASSWORD).await, 429);
    // The owner on another network signs in — a little slowed down, as the account had failures.
    let started = Instant::now();
    assert_eq!(sign_in_from(&app, &tenant, "203.0.113.5", "owner@example.com", PASSWORD).await, 200);
    assert!(started.elapsed() >= Duration::from_millis(250), "held back {:?}", started.elapsed());

    // The account's ceiling (7 failures): two more from elsewhere, each held back longer, and then
    // everyone waits for the window.
    assert_eq!(sign_in_from(&app, &tenant, "192.0.2.1", "owner@example.com", "guess").await, 401);
    assert_eq!(sign_in_from(&app, &tenant, "192.0.2.2", "owner@example.com", "guess").await, 401);
    assert_eq!(sign_in_from(&app, &tenant, "192.0.2.3", "owner@example.com", PASSWORD).await, 429);

    // Two addresses of one /64 are one client; the next /64 is another.
    app.browser(&tenant).register("v6@example.com", PASSWORD, "Six").await;
    for address in ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2::3", "2001:db8:1:2:aa::1", "2001:db8:1:2::5"] {
        assert_eq!(sign_in_from(&app, &tenant, address, "v6@example.com", "guess").await, 401);
    }
    assert_eq!(sign_in_from(&app, &tenant, "2001:db8:1:2::ffff", "v6@example.com", PASSWORD).await, 429);
    assert_eq!(sign_in_from(&app, &tenant, "2001:db8:1:3::1", "v6@example.com", PASSWORD).await, 200);
}

/// Item 5: `X-Forwarded-For` counts only from trusted proxies, and then its right-most untrusted
/// entry, across every header line.
#[tokio::test]
async fn forged_forwarded_addresses_do_not_escape_the_limits() {
    // No trusted proxies: whatever the header says, the socket's address is the client.
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    for n in 0..5 {
        let client = format!("192.0.2.{n}");
        assert_eq!(sign_in_from(&app, &tenant, &client, "ana@example.com", "guess").await, 401);
    }
    assert_eq!(sign_in_from(&app, &tenant, "192.0.2.99", "ana@example.com", PASSWORD).await, 429);

    // Behind the proxy: a forged left-most entry is ignored, the proxy's own entry counts.
    let app = spawn_app_with(behind_a_proxy()).await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let browser = app.browser(&tenant);
    for n in 0..5 {
        let forged = format!("10.9.9.{n}, 198.51.100.7");
        let body = json!({"email": "ana@example.com", "password": "guess"});
        assert_eq!(from(&browser, &forged, Method::POST, "/api/authenticate/login/user", body).await.status(), 401);
    }
    // Two header lines: the last line's entry is the nearest hop's.
    let response = reqwest::Client::new()
        .post(app.url("/api/authenticate/login/user"))
        .header("tenantid", tenant.as_str())
        .header("x-forwarded-for", "203.0.113.1")
        .header("x-forwarded-for", "198.51.100.7")
        .json(&json!({"email": "ana@example.com", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_envelope(response, 429, "too_many_requests").await;
    assert_eq!(sign_in_from(&app, &tenant, "198.51.100.7, 203.0.113.1", "ana@example.com", PASSWORD).await, 200);
}

/// Items 3 and 4: successful sign-ins are limited per account; current-password checks while
/// signed in count with the sign-in failures.
#[tokio::test]
async fn password_checks_are_limited_everywhere_they_happen() {
    let mut config = behind_a_proxy();
    config.login_max_successes_per_account = 3;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("bob@example.com", PASSWORD, "Bob").await;
    for _ in 0..3 {
        assert_eq!(sign_in_from(&app, &tenant, "198.51.100.1", "bob@example.com", PASSWORD).await, 200);
    }
    assert_eq!(sign_in_from(&app, &tenant, "198.51.100.2", "bob@example.com", PASSWORD).await, 429);

    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    // A stolen access token guesses the password through "change password" and "erase account".
    for _ in 0..3 {
        let body = json!({"currentPassword": "guess", "newPassword": "new password 1"});
        assert_eq!(from(&ana, "198.51.100.66", Method::PUT, "/api/v1/me/password", body).await.status(), 400);
    }
    for _ in 0..2 {
        let body = json!({"password": "guess"});
        assert_eq!(from(&ana, "198.51.100.66", Method::DELETE, "/api/v1/me", body).await.status(), 400);
    }
    let erase = from(&ana, "198.51.100.66", Method::DELETE, "/api/v1/me", json!({"password": PASSWORD})).await;
    assert!(erase.headers().contains_key("retry-after"));
    assert_envelope(erase, 429, "too_many_requests").await;
    assert_eq!(ana.get("/api/v1/me").await.status(), 200, "the account is still there");
    // The guesses count for sign-in from that client too; from elsewhere Ana signs in.
    assert_eq!(sign_in_from(&app, &tenant, "198.51.100.66", "ana@example.com", PASSWORD).await, 429);
    assert_eq!(sign_in_from(&app, &tenant, "198.51.100.67", "ana@example.com", PASSWORD).await, 200);
}

/// Item 3: sign-ins give their connection back while hashing, and the hashing queue is bounded.
#[tokio::test]
async fn a_flood_of_sign_ins_neither_drains_the_pool_nor_queues_without_end() {
    let mut config = test_config(&database_url());
    config.database_max_connections = 2;
    config.database_acquire_timeout_ms = 1500;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let other = create_tenant(&app.db).await;
    let emails: Vec<String> = (0..16).map(|n| format!("user{n}@example.com")).collect();
    for email in &emails {
        app.browser(&tenant).register(email, PASSWORD, "User").await;
    }
    // Held across each hash, two connections served one sign-in at a time and the last ones (and
    // the other tenant's visitor) waited longer than the pool lets anyone wait.
    let sign_ins = emails.iter().map(|email| {
        let browser = app.browser(&tenant);
        async move { browser.post("/api/authenticate/login/user", json!({"email": email, "password": PASSWORD})).await }
    });
    let visitor = app.get("/api/v1/vacancies", Some(other.as_str()));
    let (answers, visit) = tokio::join!(futures_util::future::join_all(sign_ins), visitor);
    let statuses: Vec<u16> = answers.iter().map(|r| r.status().as_u16()).collect();
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(visit.status(), 200);

    // A queue of one: a burst is refused with 503 `busy` rather than queued.
    let mut config = test_config(&database_url());
    config.password_hash_queue = 1;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let burst = (0..32).map(|n| {
        let browser = app.browser(&tenant);
        let body = json!({"email": format!("nobody{n}@example.com"), "password": "guess"});
        async move { browser.post("/api/authenticate/login/user", body).await }
    });
    let answers = futures_util::future::join_all(burst).await;
    let busy: Vec<&reqwest::Response> = answers.iter().filter(|r| r.status() == 503).collect();
    assert!(!busy.is_empty(), "a burst of 32 past a queue of 1 must be refused in part");
    assert!(busy.iter().all(|r| r.headers().contains_key("retry-after")));
    assert!(answers.iter().all(|r| matches!(r.status().as_u16(), 401 | 503)));
}

/// Item 12: a person's forgotten-password mail cannot be flooded from many clients.
#[tokio::test]
async fn forgot_password_is_limited_per_address() {
    let app = spawn_app_with(behind_a_proxy()).await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("victim@example.com", PASSWORD, "Victim").await;
    let browser = app.browser(&tenant);
    for n in 0..3 {
        let client = format!("198.51.100.{n}");
        let body = json!({"email": "Victim@Example.com"});
        assert_eq!(from(&browser, &client, Method::POST, "/api/v1/auth/forgot-password", body).await.status(), 202);
    }
    let body = json!({"email": "victim@example.com"});
    let fourth = from(&browser, "203.0.113.9", Method::POST, "/api/v1/auth/forgot-password", body).await;
    assert_envelope(fourth, 429, "too_many_requests").await;
    let schema = tenant.schema_name().quoted();
    let sql = format!("SELECT count(*) FROM {schema}.outbox_emails WHERE template = 'password_reset'");
    assert_eq!(scalar_i64(&database_url(), &sql, vec![]).await, 3);
}

/// A JPEG as a phone writes it: JFIF, then Exif with a GPS position and the device, a comment,
/// then the picture (a 2×2 frame header and a token scan).
fn phone_jpeg() -> Vec<u8> {
    let mut bytes = vec![0xFF, 0xD8];
    let segment = |bytes: &mut Vec<u8>, marker: u8, payload: &[u8]| {
        bytes.extend_from_slice(&[0xFF, marker]);
        bytes.extend_from_slice(&u16::try_from(payload.len() + 2).unwrap().to_be_bytes());
        bytes.extend_from_slice(payload);
    };
    segment(&mut bytes, 0xE0, b"JFIF\0\x01\x01\0\0\x01\0\x01\0\0");
    // Big-endian Exif: one directory with the orientation (6: turn 90°) and a GPS pointer, then text.
    let mut exif = b"Exif\0\0MM\0\x2a\0\0\0\x08\0\x02".to_vec();
    exif.extend_from_slice(&[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]);
    exif.extend_from_slice(&[0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38]);
    exif.extend_from_slice(&[0, 0, 0, 0]);
    exif.extend_from_slice(b"GPSLatitude 38.7223 N GPSLongitude 9.1393 W Model Pixel 9");
    segment(&mut bytes, 0xE1, &exif);
    segment(&mut bytes, 0xFE, b"taken at home");
    segment(&mut bytes, 0xDB, &[0; 65]);
    segment(&mut bytes, 0xC0, &[8, 0, 2, 0, 2, 1, 1, 0x11, 0]);
    segment(&mut bytes, 0xDA, &[1, 1, 0, 0, 63, 0]);
    bytes.extend_from_slice(&[0x12, 0x34, 0x56, 0xFF, 0xD9]);
    bytes
}

/// Item 12: uploaded photos lose where they were taken and with what.
#[tokio::test]
async fn photos_are_stored_without_their_metadata() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let ana = applicant_with_profile(&app, &tenant, "ana@example.com").await;
    let uploaded = ana.upload("/api/v1/me/avatar", phone_jpeg(), &[]).await;
    assert_eq!(uploaded.status(), 200);
    let image = uploaded.json::<Value>().await.unwrap()["image"].as_str().unwrap().to_owned();
    let stored = app.client.get(app.url(&image)).send().await.unwrap().bytes().await.unwrap().to_vec();
    let text = String::from_utf8_lossy(&stored);
    for secret in ["GPS", "Pixel 9", "taken at home"] {
        assert!(!text.contains(secret), "{secret} is still in the stored photo");
    }
    // Only the orientation stays, so a portrait still shows upright.
    let orientation = [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6];
    assert!(stored.windows(orientation.len()).any(|window| window == orientation), "the orientation is kept");
    assert!(stored.starts_with(&[0xFF, 0xD8]) && stored.ends_with(&[0x12, 0x34, 0x56, 0xFF, 0xD9]));
}

/// Item 6: an admin erasing themselves keeps the tenant's logo and the record of what they did.
#[tokio::test]
async fn erasing_a_staff_account_keeps_the_tenants_records_and_files() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let leaving = app.signed_in_admin(&tenant, "leaving@example.com").await;
    app.signed_in_admin(&tenant, "staying@example.com").await;
    app.browser(&tenant).register("recruit@example.com", PASSWORD, "Recruit").await;
    assert_eq!(leaving.upload("/api/v1/admin/settings/logo", png(40, 20), &[]).await.status(), 200);
    let users: Value = leaving.get("/api/v1/admin/users?q=recruit").await.json().await.unwrap();
    let recruit_id = users["data"][0]["id"].as_str().unwrap().to_owned();
    let promoted =
        leaving.send(Method::PATCH, &format!("/api/v1/admin/users/{recruit_id}"), Some(json!({"role": "staff"}))).await;
    assert_eq!(promoted.status(), 200);

    let erased = leaving.send(Method::DELETE, "/api/v1/me", Some(json!({"password": PASSWORD}))).await;
    assert_eq!(erased.status(), 204);

    let logo = app.get("/api/v1/tenant/logo", Some(tenant.as_str())).await;
    assert_eq!(logo.status(), 200, "the tenant's logo is the tenant's");
    let schema = tenant.schema_name().quoted();
    let kept = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {schema}.audit_log WHERE subject_id = $1 AND details <> '{{}}'::jsonb
               AND actor_label LIKE 'former staff member %'"
        ),
        vec![recruit_id.clone().into()],
    )
    .await;
    assert!(kept >= 1, "what the admin did to another account keeps its details under a pseudonym");
    let named = scalar_i64(
        &database_url(),
        &format!("SELECT count(*) FROM {schema}.audit_log WHERE actor_label LIKE '%leaving%'"),
        vec![],
    )
    .await;
    assert_eq!(named, 0);
}

/// Item 9: bodies are not read for unknown routes, nor for callers a route would refuse, and only
/// uploads take more than 64 KiB. A raw request announces 5 MB and sends nothing: the answer must
/// come at once (before, the server waited for the body until its 15 s timeout).
#[tokio::test]
async fn bodies_are_read_only_for_routes_and_callers_that_take_them() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let port = app.address.rsplit(':').next().unwrap().to_owned();
    for (request_line, expected) in
        [("POST /no/such/route", "404"), ("PUT /api/v1/me/avatar", "401"), ("POST /api/authenticate/login/user", "413")]
    {
        let mut stream = tokio::net::TcpStream::connect(format!("127.0.0.1:{port}")).await.unwrap();
        let head = format!(
            "{request_line} HTTP/1.1\r\nHost: 127.0.0.1\r\ntenantid: {tenant}\r\ncontent-type: application/json\r\n\
             content-length: 5000000\r\n\r\n"
        );
        stream.write_all(head.as_bytes()).await.unwrap();
        let mut answer = vec![0u8; 512];
        let read = tokio::time::timeout(Duration::from_secs(5), stream.read(&mut answer)).await;
        let read = read.unwrap_or_else(|_| panic!("{request_line}: the server waited for the body")).unwrap();
        let status_line = String::from_utf8_lossy(&answer[..read]).lines().next().unwrap_or_default().to_owned();
        assert!(status_line.contains(expected), "{request_line}: {status_line}");
    }
    // A JSON body over 64 KiB is refused however it is sent; an upload of 1 MB still goes through
    // (the avatar route's own 2 MB limit applies).
    let big = json!({"email": "a@example.com", "password": "x".repeat(70 * 1024)});
    let browser = app.browser(&tenant);
    assert_envelope(browser.post("/api/authenticate/login/user", big).await, 413, "payload_too_large").await;
    let ana = applicant_with_profile(&app, &tenant, "ana@example.com").await;
    let mut picture = png(100, 100);
    let end = picture.split_off(picture.len() - 12);
    picture.extend_from_slice(&[0, 0x0F, 0x42, 0x40, b'z', b'z', b'Z', b'z']);
    picture.extend(std::iter::repeat_n(0u8, 1_000_000 + 4));
    picture.extend_from_slice(&end);
    assert_eq!(ana.upload("/api/v1/me/avatar", picture, &[]).await.status(), 200);
}

/// Item 10: the clean-up job prunes each tenant; deleting a tenant deletes its files.
#[tokio::test]
async fn expired_rows_are_pruned_and_a_deleted_tenants_files_go_with_it() {
    // A database of its own: the job's passes cover this test's tenant only, not every other test's.
    let own = crate::helpers::fresh_database().await;
    let mut config = test_config(&own);
    config.prune_interval_secs = 1;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    let schema = tenant.schema_name().quoted();
    let url = own.clone();
    let conn = sea_orm::Database::connect(&url).await.unwrap();
    use sea_orm::ConnectionTrait;
    conn.execute_unprepared(&format!(
        "INSERT INTO {schema}.refresh_tokens (id, user_id, family_id, token_hash, expires_at)
           SELECT gen_random_uuid(), id, gen_random_uuid(), '\\x00', now() - interval '1 minute' FROM {schema}.users;
         INSERT INTO {schema}.user_sessions (id, user_id, method)
           SELECT family_id, user_id, 'password' FROM {schema}.refresh_tokens WHERE expires_at < now();
         INSERT INTO {schema}.mfa_challenges (token_hash, user_id, method, expires_at)
           SELECT '\\x09', id, 'password', now() - interval '1 minute' FROM {schema}.users;
         INSERT INTO {schema}.password_resets (id, user_id, token_hash, expires_at, used_at)
           SELECT gen_random_uuid(), id, '\\x01', now() + interval '1 hour', now() FROM {schema}.users;
         INSERT INTO {schema}.password_resets (id, user_id, token_hash, expires_at)
           SELECT gen_random_uuid(), id, '\\x02', now() - interval '1 minute' FROM {schema}.users;
         INSERT INTO {schema}.rate_limit_events (bucket, at) VALUES ('old', now() - interval '2 days');
         INSERT INTO {schema}.rate_limit_events (bucket, at) VALUES ('fresh', now());
         INSERT INTO {schema}.chat_tickets (ticket_hash, user_id, expires_at)
           SELECT '\\x03', id, now() - interval '1 minute' FROM {schema}.users;
         INSERT INTO {schema}.tasks (title, is_trashed, trashed_at) VALUES
           ('trashed long ago', true, now() - interval '31 days'), ('trashed today', true, now());
         INSERT INTO {schema}.invitations (email, role, locale, token_hash, expires_at, revoked_at, accepted_at)
           VALUES ('old@example.com', 'staff', 'en', '\\x04', now() - interval '40 days', now() - interval '31 days', NULL),
                  ('lapsed@example.com', 'staff', 'en', '\\x05', now() - interval '31 days', NULL, NULL),
                  ('revoked@example.com', 'staff', 'en', '\\x06', now() + interval '1 day', now(), NULL),
                  ('open@example.com', 'staff', 'en', '\\x07', now() + interval '1 day', NULL, NULL),
                  ('joined@example.com', 'staff', 'en', '\\x08', now() - interval '60 days', NULL, now() - interval '59 days');"
    ))
    .await
    .unwrap();
    conn.close().await.unwrap();

    let count = |sql: String| {
        let url = own.clone();
        async move { scalar_i64(&url, &sql, vec![]).await }
    };
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let expired = count(format!("SELECT count(*) FROM {schema}.refresh_tokens WHERE expires_at < now()")).await
            + count(format!("SELECT count(*) FROM {schema}.password_resets")).await
            + count(format!("SELECT count(*) FROM {schema}.rate_limit_events WHERE bucket = 'old'")).await
            + count(format!("SELECT count(*) FROM {schema}.chat_tickets")).await
            + count(format!("SELECT count(*) FROM {schema}.mfa_challenges")).await
            + count(format!("SELECT count(*) FROM {schema}.user_sessions")).await
            - 1
            + count(format!("SELECT count(*) FROM {schema}.tasks WHERE title = 'trashed long ago'")).await
            + count(format!(
                "SELECT count(*) FROM {schema}.invitations WHERE email IN ('old@example.com', 'lapsed@example.com')"
            ))
            .await;
        if expired == 0 {
            break;
        }
        assert!(Instant::now() < deadline, "{expired} expired rows are still there");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(count(format!("SELECT count(*) FROM {schema}.rate_limit_events WHERE bucket = 'fresh'")).await, 1);
    assert_eq!(count(format!("SELECT count(*) FROM {schema}.tasks")).await, 1, "a task trashed today can be restored");
    assert_eq!(
        count(format!("SELECT count(*) FROM {schema}.invitations")).await,
        3,
        "a fresh revocation, an open invitation and an accepted one stay"
    );
    assert_eq!(ana.refresh().await.0, 200, "the live session is untouched");
    assert_eq!(count(format!("SELECT count(*) FROM {schema}.user_sessions")).await, 1, "and listed");

    // Files of the tenant go with it; another tenant's stay.
    let ana = applicant_with_profile(&app, &tenant, "ana2@example.com").await;
    assert_eq!(ana.upload("/api/v1/me/avatar", png(10, 10), &[]).await.status(), 200);
    let other = create_tenant(&app.db).await;
    let bob = applicant_with_profile(&app, &other, "bob@example.com").await;
    assert_eq!(bob.upload("/api/v1/me/avatar", png(10, 10), &[]).await.status(), 200);
    let files = |dir: &std::path::Path| walk(dir).len();
    let before = files(&app.files_dir);
    erecruit_server::tenancy::admin::delete_tenant(&app.db, &app.storage(), &tenant).await.unwrap();
    let left = walk(&app.files_dir);
    assert_eq!(left.len(), before - 1, "only the deleted tenant's photo went: {left:?}");
    drop(app);
    crate::helpers::drop_database(&own).await;
}

/// The files under `dir`, as paths.
fn walk(dir: &std::path::Path) -> Vec<String> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return found };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(walk(&path));
        } else {
            found.push(path.display().to_string());
        }
    }
    found
}

/// Item 11: one logo address serves every tenant, so caches must key it by tenant; only an
/// address naming the file is immutable.
#[tokio::test]
async fn the_logo_is_cached_per_tenant() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    assert_eq!(admin.upload("/api/v1/admin/settings/logo", png(40, 20), &[]).await.status(), 200);
    let current = app.get("/api/v1/tenant/logo", Some(tenant.as_str())).await;
    assert_eq!(current.status(), 200);
    let vary = current.headers()["vary"].to_str().unwrap().to_lowercase();
    assert!(vary.contains("tenantid") && vary.contains("host"), "{vary}");
    assert!(!current.headers()["cache-control"].to_str().unwrap().contains("immutable"));
    let branding: Value = app.get("/api/v1/tenant", Some(tenant.as_str())).await.json().await.unwrap();
    let named = app.get(branding["logoUrl"].as_str().unwrap(), Some(tenant.as_str())).await;
    assert!(named.headers()["cache-control"].to_str().unwrap().contains("immutable"));
    assert!(named.headers()["vary"].to_str().unwrap().to_lowercase().contains("tenantid"));
}

/// Item 7: the API docs load their viewer from this server only.
#[tokio::test]
async fn the_api_docs_need_no_other_origin() {
    let static_dir = std::env::temp_dir().join(format!("erecruit-docs-{}", uuid::Uuid::new_v4().simple()));
    std::fs::create_dir_all(static_dir.join("api-docs")).unwrap();
    std::fs::write(static_dir.join("index.html"), "<!doctype html><title>app</title>").unwrap();
    std::fs::write(static_dir.join("api-docs/redoc.standalone.js"), "window.Redoc = {};").unwrap();
    let mut config = test_config(&database_url());
    config.static_dir = Some(static_dir);
    let app = spawn_app_with(config).await;

    let page = app.get("/api/docs", None).await;
    let policy = page.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(policy.contains("script-src 'self'"), "{policy}");
    assert!(!policy.contains("http") && !policy.contains("*"), "no other origin: {policy}");
    let html = page.text().await.unwrap();
    assert!(html.contains(r#"src="/api/docs/redoc.standalone.js""#));
    assert!(!html.contains("http://") && !html.contains("https://"), "{html}");
    let viewer = app.get("/api/docs/redoc.standalone.js", None).await;
    assert_eq!(viewer.status(), 200);
    assert!(viewer.headers()["content-type"].to_str().unwrap().contains("javascript"));
}
