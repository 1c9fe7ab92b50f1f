//! Integrations: API keys (scopes, hashed storage, the tenant, the rate, revocation) and webhooks
//! checked by the Standard Webhooks reference library in Python (a receiver on loopback), retried
//! with the same id, turned off after failing, sent again by hand, written with their change or
//! not at all, each attempt made once across two replicas, and erased with the candidate.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::{Browser, PASSWORD};
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, drop_database, fresh_database, json_of, mail_files_until,
    mail_text, scalar_i64, spawn_app, spawn_app_with, test_config,
};
use erecruit_server::auth::domain::Role;
use erecruit_server::tenancy::{TenantSlug, TenantTx, active_tenants};
use erecruit_server::webhooks::{self, Event};

/// The tenants of a test, in the database its servers use: the webhook tests have one of their own,
/// so no other test's server (each a replica that stops when its test ends) takes their deliveries.
struct Place {
    url: String,
    tenant: TenantSlug,
}

impl Place {
    /// A number from the tenant's schema (`{schema}` in `sql` names it).
    async fn count(&self, sql: &str) -> i64 {
        scalar_i64(&self.url, &sql.replace("{schema}", self.tenant.schema_name().as_str()), vec![]).await
    }

    async fn audited(&self, action: &str) -> i64 {
        self.count(&format!("SELECT count(*) FROM {{schema}}.audit_log WHERE action = '{action}'")).await
    }
}

/// A database of the test's own, and a server on it.
async fn isolated() -> (TestApp, String) {
    let url = fresh_database().await;
    (spawn_app_with(test_config(&url)).await, url)
}

/// A browser that calls with an API key instead of a session.
fn with_key(app: &TestApp, tenant: &TenantSlug, key: &str) -> Browser {
    let mut browser = app.browser(tenant);
    browser.token = Some(key.to_owned());
    browser
}

async fn create_key(admin: &Browser, scopes: &[&str]) -> (String, Value) {
    let created =
        json_of(admin.post("/api/v1/admin/api-keys", json!({"name": "HR sync", "scopes": scopes})).await, 201).await;
    (created["key"].as_str().unwrap().to_owned(), created["apiKey"].clone())
}

#[tokio::test]
async fn an_api_key_opens_only_its_scopes_on_its_tenant_until_revoked() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let place = Place { url: database_url(), tenant: tenant.clone() };
    let other = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let staff = app.signed_in_as(&tenant, "rita@example.com", Role::Staff).await;
    open_vacancy(&admin).await;

    // Only admins make keys, and only with known scopes.
    let body = json!({"name": "HR", "scopes": ["vacancies:read"]});
    assert_envelope(staff.post("/api/v1/admin/api-keys", body).await, 403, "forbidden").await;
    let refused = assert_envelope(
        admin.post("/api/v1/admin/api-keys", json!({"name": " ", "scopes": ["vacancies:delete"]})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(refused["fields"]["name"]["code"], "api_key_name_invalid");
    assert_eq!(refused["fields"]["scopes"]["code"], "api_key_scopes_invalid");

    let (key, shown) = create_key(&admin, &["vacancies:read"]).await;
    assert!(key.starts_with("erk_") && key.len() > 40, "{key}");
    assert_eq!(shown["prefix"], &key[..12]);
    assert_eq!(shown["scopes"], json!(["vacancies:read"]));
    // Only its SHA-256 is stored; nothing holds the key itself.
    let hash: String = Sha256::digest(key.as_bytes()).iter().map(|byte| format!("{byte:02x}")).collect();
    let stored = format!("SELECT count(*) FROM {{schema}}.api_keys WHERE key_hash = '\\x{hash}'::bytea");
    assert_eq!(place.count(&stored).await, 1);
    let leaked = format!("SELECT count(*) FROM {{schema}}.api_keys WHERE prefix = '{key}' OR name = '{key}'");
    assert_eq!(place.count(&leaked).await, 0);
    let listed = json_of(admin.get("/api/v1/admin/api-keys").await, 200).await;
    assert!(listed.to_string().contains(&key[..12]) && !listed.to_string().contains(&key));

    let keyed = with_key(&app, &tenant, &key);
    let vacancies = json_of(keyed.get("/api/v1/admin/vacancies").await, 200).await;
    assert_eq!(vacancies["total"], 1);
    // Each operation outside its scopes is refused by name: another area, writing, no area at all.
    let draft = json!({"title": "Key made", "category": "internship", "employmentType": "internship",
        "workplace": "remote", "description": "By key."});
    let refused = keyed.post("/api/v1/admin/vacancies", draft.clone()).await;
    assert_eq!(refused.status(), 403, "{}", refused.text().await.unwrap());
    for path in [
        "/api/v1/admin/applications",
        "/api/v1/offers?applicationId=1",
        "/api/v1/calendar/events?from=2027-01-01T00:00:00Z&to=2027-01-02T00:00:00Z",
        "/api/v1/admin/users",
        "/api/v1/admin/api-keys",
        "/api/v1/me",
        "/api/v1/admin/vacancies/export",
    ] {
        let refused = keyed.get(path).await;
        assert_eq!(refused.status(), 403, "{path}");
        assert_envelope(refused, 403, "api_key_scope").await;
    }
    // Another tenant does not know it.
    let elsewhere = with_key(&app, &other, &key);
    assert_envelope(elsewhere.get("/api/v1/admin/vacancies").await, 401, "invalid_token").await;
    assert_envelope(
        with_key(&app, &tenant, "erk_not-a-key").get("/api/v1/admin/vacancies").await,
        401,
        "invalid_token",
    )
    .await;
    let used = "SELECT count(*) FROM {schema}.api_keys WHERE last_used_at IS NOT NULL";
    assert_eq!(place.count(used).await, 1);

    // A writing key acts as its own service identity, which the log names and nobody signs in as.
    let (writer, writer_shown) = create_key(&admin, &["vacancies:read", "vacancies:write"]).await;
    let identity = writer_shown["identity"].as_str().unwrap().to_owned();
    let made = json_of(with_key(&app, &tenant, &writer).post("/api/v1/admin/vacancies", draft).await, 201).await;
    let by_key = format!(
        "SELECT count(*) FROM {{schema}}.audit_log WHERE action = 'vacancy.created' AND actor_label = '{identity}' \
         AND subject_id = '{}'",
        made["id"]
    );
    assert_eq!(place.count(&by_key).await, 1);
    let users = json_of(admin.get("/api/v1/admin/users").await, 200).await;
    assert!(!users.to_string().contains(&identity), "a service identity is no colleague: {users}");
    let mut stranger = app.browser(&tenant);
    assert_eq!(stranger.login(&identity, PASSWORD).await.0, 401);

    // Revoked: refused at once.
    let id = writer_shown["id"].as_str().unwrap();
    let revoked =
        json_of(admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/api-keys/{id}"), None).await, 200).await;
    assert!(revoked["revokedAt"].is_string());
    assert_envelope(with_key(&app, &tenant, &writer).get("/api/v1/admin/vacancies").await, 401, "invalid_token").await;
    assert_eq!(place.audited("api_key.created").await, 2);
    assert_eq!(place.audited("api_key.revoked").await, 1);
}

#[tokio::test]
async fn an_api_key_is_limited_per_minute() {
    let mut config = test_config(&database_url());
    config.api_key_requests_per_minute = 3;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (key, _) = create_key(&admin, &["vacancies:read"]).await;
    let keyed = with_key(&app, &tenant, &key);
    for _ in 0..3 {
        assert_eq!(keyed.get("/api/v1/admin/vacancies").await.status(), 200);
    }
    let limited = keyed.get("/api/v1/admin/vacancies").await;
    let wait: u64 = limited.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert_envelope(limited, 429, "too_many_requests").await;
    // A person's session is not counted with it.
    assert_eq!(admin.get("/api/v1/admin/vacancies").await.status(), 200);
}

/// The Standard Webhooks reference library (PyPI `standardwebhooks`, which scripts/test.sh
/// installs into .data/webhooks-venv) behind a receiver on loopback.
struct Receiver {
    child: Child,
    port: u16,
    secrets: PathBuf,
    log: PathBuf,
}

impl Drop for Receiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.secrets);
        let _ = std::fs::remove_file(&self.log);
    }
}

impl Receiver {
    fn start() -> Self {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let python = std::env::var_os("WEBHOOK_PYTHON")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("../.data/webhooks-venv/bin/python"));
        let scratch = std::env::temp_dir().join(format!("erecruit-webhooks-{}", uuid::Uuid::new_v4().simple()));
        let (secrets, log) = (scratch.with_extension("secrets"), scratch.with_extension("log"));
        std::fs::write(&secrets, "").unwrap();
        std::fs::write(&log, "").unwrap();
        let mut child = Command::new(&python)
            .arg(root.join("tests/support/webhook_receiver.py"))
            .args([&secrets, &log])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|err| panic!("{} (scripts/test.sh installs it): {err}", python.display()));
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let port = line.trim().parse().unwrap_or_else(|_| panic!("the receiver printed {line:?}"));
        Self { child, port, secrets, log }
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    fn trust(&self, secrets: &[&str]) {
        std::fs::write(&self.secrets, secrets.join("\n")).unwrap();
    }

    fn seen(&self) -> Vec<Value> {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        text.lines().filter_map(|line| serde_json::from_str(line).ok()).collect()
    }

    /// What arrived at `path`, once `done` holds (or after 30 s: a loaded machine runs many test
    /// servers at once).
    async fn seen_at(&self, path: &str, done: impl Fn(&[Value]) -> bool) -> Vec<Value> {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            let seen: Vec<Value> = self.seen().into_iter().filter(|entry| entry["path"] == path).collect();
            if done(&seen) || std::time::Instant::now() > deadline {
                return seen;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

async fn add_endpoint(admin: &Browser, url: &str, events: &[&str]) -> (String, String) {
    let body = json!({"url": url, "description": "HR system", "events": events});
    let created = json_of(admin.post("/api/v1/admin/webhooks", body).await, 201).await;
    (created["endpoint"]["id"].as_str().unwrap().to_owned(), created["secret"].as_str().unwrap().to_owned())
}

/// Makes the tenant's waiting deliveries due now and wakes the workers (the test's clock).
async fn due_now(place: &Place) {
    let sql = format!(
        "WITH d AS (UPDATE {{schema}}.webhook_deliveries SET next_attempt_at = now() WHERE state = 'pending' \
         AND next_attempt_at < 'infinity' RETURNING 1) SELECT count(pg_notify('{}', '{}')) FROM d",
        webhooks::CHANNEL,
        place.tenant.as_str()
    );
    place.count(&sql).await;
}

async fn deliveries(admin: &Browser, endpoint: &str) -> Vec<Value> {
    let page = json_of(admin.get(&format!("/api/v1/admin/webhooks/{endpoint}/deliveries")).await, 200).await;
    page["data"].as_array().unwrap().clone()
}

#[tokio::test]
async fn webhooks_are_signed_as_the_standard_says_and_logged() {
    let receiver = Receiver::start();
    let (app, url) = isolated().await;
    let tenant = create_tenant(&app.db).await;
    let place = Place { url: url.clone(), tenant: tenant.clone() };
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;

    // Addresses the outbound client would not call, and unknown events, are refused.
    for (url, events, field) in [
        ("ftp://hr.example/hooks", json!(["vacancy.published"]), "url"),
        ("http://10.0.0.1/hooks", json!(["vacancy.published"]), "url"),
        (receiver.url("/ok").as_str(), json!(["vacancy.eaten"]), "events"),
    ] {
        let refused = assert_envelope(
            admin.post("/api/v1/admin/webhooks", json!({"url": url, "events": events})).await,
            400,
            "validation_failed",
        )
        .await;
        assert!(refused["fields"][field]["code"].as_str().unwrap().starts_with("webhook_"), "{refused}");
    }

    let events = ["vacancy.published", "application.created", "application.rejected", "candidate.erased"];
    let (endpoint, secret) = add_endpoint(&admin, &receiver.url("/ok"), &events).await;
    assert!(secret.starts_with("whsec_"));
    receiver.trust(&[&secret]);
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let application_id = apply(&ana, vacancy, application(visa, team)).await;

    let seen = receiver.seen_at("/ok", |seen| seen.len() >= 2).await;
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert_eq!(seen[0]["type"], "vacancy.published");
    assert_eq!(seen[1]["type"], "application.created");
    for entry in &seen {
        assert_eq!(entry["verified"], json!([0]), "the reference library verifies the signature: {entry}");
        assert!(entry["id"].as_str().unwrap().starts_with("msg_"));
    }
    let recorded = || async { deliveries(&admin, &endpoint).await };
    eventually("both recorded as delivered", recorded, |log| log.iter().all(|d| d["state"] == "delivered")).await;
    let log = deliveries(&admin, &endpoint).await;
    assert_eq!(log.len(), 2);
    let created = log.iter().find(|delivery| delivery["event"] == "application.created").unwrap();
    assert_eq!(created["state"], "delivered");
    assert_eq!(created["webhookId"], seen[1]["id"]);
    assert_eq!(created["attempts"][0]["status"], 204);
    assert_eq!(created["attempts"][0]["response"], "");
    let body: Value = serde_json::from_str(created["body"].as_str().unwrap()).unwrap();
    assert_eq!(body["data"]["application"]["id"], application_id);
    assert_eq!(body["data"]["candidate"]["email"], "ana@example.com");

    // The event is in the candidate's export, as sent.
    let export = json_of(ana.get("/api/v1/me/export").await, 200).await;
    assert_eq!(export["webhookDeliveries"].as_array().unwrap().len(), 1, "{}", export["webhookDeliveries"]);

    // A rotated secret: for a day both sign, so a receiver still holding the old one verifies.
    let rotated =
        json_of(admin.post(&format!("/api/v1/admin/webhooks/{endpoint}/rotate-secret"), json!({})).await, 200).await;
    let fresh = rotated["secret"].as_str().unwrap();
    assert_ne!(fresh, secret);
    assert!(rotated["endpoint"]["previousSecretUntil"].is_string());
    receiver.trust(&[&secret, fresh]);
    let reasons = json_of(admin.get("/api/v1/admin/rejection-reasons").await, 200).await;
    let rejected = json!({"status": "rejected", "reasonId": reasons[0]["id"]});
    let moved = admin.post(&format!("/api/v1/admin/applications/{application_id}/status"), rejected).await;
    assert_eq!(moved.status(), 200, "{}", moved.text().await.unwrap());
    let seen = receiver.seen_at("/ok", |seen| seen.len() >= 3).await;
    assert_eq!(seen[2]["type"], "application.rejected");
    assert_eq!(seen[2]["signatures"], 2);
    assert_eq!(seen[2]["verified"], json!([0, 1]), "old and new secret both verify: {}", seen[2]);

    // Erasure: the log forgets the candidate, and the endpoint is told to.
    let erased = ana.send(reqwest::Method::DELETE, "/api/v1/me", Some(json!({"password": PASSWORD}))).await;
    assert_eq!(erased.status(), 204, "{}", erased.text().await.unwrap());
    let about_ana = "SELECT count(*) FROM {schema}.webhook_deliveries WHERE body LIKE '%ana@example.com%'";
    assert_eq!(place.count(about_ana).await, 0);
    let seen = receiver.seen_at("/ok", |seen| seen.len() >= 4).await;
    assert_eq!(seen[3]["type"], "candidate.erased");
    assert_eq!(seen[3]["verified"], json!([0, 1]));

    for action in ["webhook.created", "webhook.secret_rotated"] {
        assert_eq!(place.audited(action).await, 1, "{action}");
    }
    // Changes are audited too, and deleting stops everything.
    let off = json!({"url": receiver.url("/ok"), "events": ["vacancy.closed"], "enabled": false});
    let changed = json_of(admin.put(&format!("/api/v1/admin/webhooks/{endpoint}"), off).await, 200).await;
    assert_eq!(changed["enabled"], false);
    assert_eq!(place.audited("webhook.changed").await, 1);
    let deleted = admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/webhooks/{endpoint}"), None).await;
    assert_eq!(deleted.status(), 204);
    assert_eq!(place.audited("webhook.deleted").await, 1);
    drop_database(&url).await;
}

#[tokio::test]
async fn failed_deliveries_are_retried_with_the_same_id_then_the_endpoint_is_turned_off() {
    let receiver = Receiver::start();
    let (app, url) = isolated().await;
    let tenant = create_tenant(&app.db).await;
    let place = Place { url: url.clone(), tenant: tenant.clone() };
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (flaky, secret) = add_endpoint(&admin, &receiver.url("/flaky"), &["vacancy.published"]).await;
    let (failing, other_secret) = add_endpoint(&admin, &receiver.url("/fail"), &["vacancy.published"]).await;
    receiver.trust(&[&secret, &other_secret]);
    open_vacancy(&admin).await;

    // The first attempt fails: the next is scheduled about 30 s later.
    let first = receiver.seen_at("/flaky", |seen| !seen.is_empty()).await;
    assert_eq!(first.len(), 1);
    let scheduled = "SELECT count(*) FROM {schema}.webhook_deliveries WHERE state = 'pending' AND attempts = 1 \
                     AND next_attempt_at BETWEEN now() + interval '20 seconds' AND now() + interval '40 seconds'";
    counted(&place, "first attempts scheduled again", scheduled, 2).await;
    due_now(&place).await;
    let both = receiver.seen_at("/flaky", |seen| seen.len() >= 2).await;
    assert_eq!(both.len(), 2, "{both:?}");
    assert_eq!(both[0]["id"], both[1]["id"], "a retry carries the same webhook-id");
    assert_ne!(both[0]["timestamp"], Value::Null);
    assert_eq!(both[1]["verified"], json!([0]));
    let delivered = || async { deliveries(&admin, &flaky).await[0]["state"].as_str().unwrap().to_owned() };
    eventually("the retry is recorded", delivered, |state| state == "delivered").await;
    let log = deliveries(&admin, &flaky).await;
    let statuses: Vec<&Value> = log[0]["attempts"].as_array().unwrap().iter().map(|a| &a["status"]).collect();
    assert_eq!(statuses, [&json!(200), &json!(500)], "newest first");
    assert_eq!(log[0]["attempts"][1]["response"], "nope");

    // The failing endpoint's delivery reaches its last attempt: it is given up, the endpoint is
    // turned off, what comes next waits for it, and the admins hear of it.
    let last = "UPDATE {schema}.webhook_deliveries SET attempts = 8 WHERE state = 'pending'";
    place.count(&format!("WITH u AS ({last} RETURNING 1) SELECT count(*) FROM u")).await;
    due_now(&place).await;
    let off = || async { json_of(admin.get("/api/v1/admin/webhooks").await, 200).await };
    eventually("the endpoint is turned off", off, |list| {
        list.as_array().unwrap().iter().any(|e| e["id"] == failing && e["enabled"] == false)
    })
    .await;
    let failed = deliveries(&admin, &failing).await;
    assert_eq!(failed[0]["state"], "failed");
    assert_eq!(failed[0]["attempts"][0]["attempt"], 9);
    assert_eq!(place.audited("webhook.disabled").await, 1);
    let mails = mail_files_until(&app.mail_dir, &tenant, |mails| mails.iter().any(|m| m.contains("Webhook"))).await;
    let mail = mails.iter().map(|m| mail_text(m)).find(|m| m.contains("Webhook turned off")).expect("admins mailed");
    assert!(mail.contains("/fail"), "{mail}");
    // Nothing new is queued for it while it is off; the flaky one still gets it.
    let vacancies = json_of(admin.get("/api/v1/admin/vacancies").await, 200).await;
    let id = vacancies["data"][0]["id"].as_i64().unwrap();
    assert_eq!(admin.post(&format!("/api/v1/admin/vacancies/{id}/close"), json!({})).await.status(), 200);
    assert_eq!(admin.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await.status(), 200);
    receiver.seen_at("/flaky", |seen| seen.len() >= 3).await;
    let queued = format!("SELECT count(*) FROM {{schema}}.webhook_deliveries WHERE endpoint_id = '{failing}'");
    assert_eq!(place.count(&queued).await, 1);

    // Sent again by hand: one more attempt with the same id, and no schedule after it.
    let delivery = failed[0]["id"].as_str().unwrap();
    let webhook_id = failed[0]["webhookId"].clone();
    let made = failed[0]["attempts"].as_array().unwrap().len();
    let received = |seen: &[Value]| seen.iter().filter(|entry| entry["id"] == webhook_id).count();
    let before = received(&receiver.seen_at("/fail", |_| true).await);
    assert_eq!(before, made, "every attempt the log holds reached the receiver");
    let again =
        admin.post(&format!("/api/v1/admin/webhooks/{failing}/deliveries/{delivery}/send-again"), json!({})).await;
    assert_eq!(again.status(), 202);
    let tried = receiver.seen_at("/fail", |seen| received(seen) > before).await;
    assert_eq!(received(&tried), before + 1);
    let done = || async { deliveries(&admin, &failing).await };
    eventually("the hand-sent attempt is recorded", done, |log| {
        log.iter().any(|d| {
            d["id"] == delivery && d["state"] == "failed" && d["attempts"].as_array().unwrap().len() == made + 1
        })
    })
    .await;
    assert_eq!(place.audited("webhook.sent_again").await, 1);
    drop_database(&url).await;
}

/// As `helpers::eventually`, for up to 30 s: a worker's attempt goes through a receiver in Python.
async fn eventually<T, F, Fut>(what: &str, read: F, expected: impl Fn(&T) -> bool)
where
    T: std::fmt::Debug,
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = T>,
{
    crate::helpers::eventually_within(Duration::from_secs(30), what, read, expected).await
}

/// Waits until the tenant's number `sql` counts is `expected` (at most 30 s), and says what it was.
async fn counted(place: &Place, what: &str, sql: &str, expected: i64) {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let seen = place.count(sql).await;
        if seen == expected {
            return;
        }
        let states = place.count(
            "SELECT count(*) * 1000 + count(*) FILTER (WHERE state = 'pending') FROM {schema}.webhook_deliveries",
        );
        assert!(
            std::time::Instant::now() < deadline,
            "{what}: {seen}, not {expected} (deliveries × 1000 + pending: {})",
            states.await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[allow(clippy::disallowed_methods)] // the test writes in the tenant's schema as a request would
async fn unit(app: &TestApp, tenant: &TenantSlug) -> TenantTx {
    let tenant = active_tenants(&app.db).await.unwrap().into_iter().find(|t| t.slug == *tenant).unwrap();
    TenantTx::begin(&app.db, tenant).await.unwrap()
}

#[tokio::test]
async fn an_event_is_kept_exactly_when_its_change_is() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let place = Place { url: database_url(), tenant: tenant.clone() };
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    // An address nothing listens on: the rows stay to be counted.
    add_endpoint(&admin, "http://127.0.0.1:9/hooks", &["vacancy.closed"]).await;
    let rows = "SELECT count(*) FROM {schema}.webhook_deliveries";
    let tx = unit(&app, &tenant).await;
    webhooks::emit(&tx, Event::VacancyClosed, json!({"vacancy": {"id": 1}}), None).await.unwrap();
    drop(tx);
    assert_eq!(place.count(rows).await, 0, "rolled back with its change");
    let tx = unit(&app, &tenant).await;
    webhooks::emit(&tx, Event::VacancyClosed, json!({"vacancy": {"id": 1}}), None).await.unwrap();
    webhooks::emit(&tx, Event::VacancyPublished, json!({"vacancy": {"id": 1}}), None).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(place.count(rows).await, 1, "kept with it, and only for the events subscribed to");
}

#[tokio::test]
async fn each_attempt_is_made_once_across_two_replicas() {
    let receiver = Receiver::start();
    let (one, url) = isolated().await;
    let two = spawn_app_with(test_config(&url)).await;
    let tenant = create_tenant(&one.db).await;
    let place = Place { url: url.clone(), tenant: tenant.clone() };
    let admin = one.signed_in_admin(&tenant, "admin@example.com").await;
    let (_, secret) = add_endpoint(&admin, &receiver.url("/flaky"), &["vacancy.published", "vacancy.closed"]).await;
    receiver.trust(&[&secret]);
    // Twenty events, half through each replica.
    let (vacancy, _, _) = open_vacancy(&admin).await;
    let mut other = two.browser(&tenant);
    assert_eq!(other.login("admin@example.com", PASSWORD).await.0, 200);
    for round in 0..10 {
        let browser = if round % 2 == 0 { &admin } else { &other };
        assert_eq!(browser.post(&format!("/api/v1/admin/vacancies/{vacancy}/close"), json!({})).await.status(), 200);
        if round < 9 {
            assert_eq!(
                browser.post(&format!("/api/v1/admin/vacancies/{vacancy}/publish"), json!({})).await.status(),
                200
            );
        }
    }
    let events = 20;
    let first = receiver.seen_at("/flaky", |seen| seen.len() >= events).await;
    let settled = "SELECT count(*) FROM {schema}.webhook_attempts";
    counted(&place, "first attempts recorded", settled, events as i64).await;
    assert_eq!(first.len(), events, "each first attempt made once");
    // Every retry is due at once; both replicas (and every other test's) are woken.
    due_now(&place).await;
    let all = receiver.seen_at("/flaky", |seen| seen.len() >= 2 * events).await;
    counted(&place, "attempts recorded", settled, 2 * events as i64).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let all_now = receiver.seen();
    assert_eq!(all.len(), 2 * events);
    assert_eq!(all_now.len(), 2 * events, "no attempt was made twice");
    let mut ids: Vec<&str> = all_now.iter().map(|entry| entry["id"].as_str().unwrap()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), events, "each delivery twice: a failed first attempt and its retry");
    let delivered = "SELECT count(*) FROM {schema}.webhook_deliveries WHERE state = 'delivered' AND attempts = 2";
    assert_eq!(place.count(delivered).await, events as i64);
    drop_database(&url).await;
}
