use std::sync::Arc;
use std::time::{Duration, Instant};

use erecruit_server::tenancy::{Database, Hostname, Tenant, TenantSlug, TenantStatus, TenantTx, active_tenants, admin};
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use serde_json::Value;

use crate::helpers::{
    TestApp, assert_envelope, create_tenant, create_tenant_with_hosts, database_url, scalar_i64, spawn_app,
    spawn_app_with, test_config, unique_slug,
};

#[tokio::test]
async fn tenant_endpoint_returns_the_branding_of_the_header_tenant() {
    let app = spawn_app().await;
    let slug = create_tenant(&app.db).await;
    let response = app.get("/api/v1/tenant", Some(slug.as_str())).await;
    assert_eq!(response.status(), 200);
    let body: serde_json::Value = response.json().await.unwrap();
    assert_eq!(body["slug"], slug.as_str());
    assert_eq!(body["name"], format!("Company {slug}"));
    assert_eq!(body["erecruitmenttitle"], format!("Company {slug} Careers"));
    assert_eq!(body["defaultLocale"], "en");
    assert_eq!(body["locales"], serde_json::json!(["en", "de", "fr", "pt"]));
    assert!(body["primaryColor"].as_str().unwrap().starts_with('#'));
    assert!(body.get("logoUrl").is_some());
}

#[tokio::test]
async fn tenant_is_found_by_host_when_no_header_is_sent() {
    let app = spawn_app().await;
    let host = format!("{}.careers.test", unique_slug());
    let slug = create_tenant_with_hosts(&app.db, vec![Hostname::parse(&host).unwrap()]).await;
    let response = app
        .client
        .get(app.url("/api/v1/tenant"))
        .header("host", format!("{}:443", host.to_uppercase()))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<serde_json::Value>().await.unwrap()["slug"], slug.as_str());

    let unmapped = app.client.get(app.url("/api/v1/tenant")).header("host", "unmapped.test").send().await.unwrap();
    assert_envelope(unmapped, 404, "unknown_tenant").await;
}

/// Security round two, item 1: a branded host cannot be taken over with the header.
#[tokio::test]
async fn a_mapped_host_serves_only_its_own_tenant_whatever_the_header_says() {
    let app = spawn_app().await;
    let host = format!("{}.careers.test", unique_slug());
    let by_host = create_tenant_with_hosts(&app.db, vec![Hostname::parse(&host).unwrap()]).await;
    let other = create_tenant(&app.db).await;
    let on_host = |path: &str, tenant: &TenantSlug| {
        app.client.get(app.url(path)).header("host", host.as_str()).header("tenantid", tenant.as_str())
    };

    let taken_over = on_host("/api/v1/tenant", &other).send().await.unwrap();
    assert_envelope(taken_over, 404, "unknown_tenant").await;
    // Nor can anyone register into the other company's schema from the branded site.
    let register = app
        .client
        .post(app.url("/api/authenticate/register/user"))
        .header("host", host.as_str())
        .header("tenantid", other.as_str())
        .json(&serde_json::json!({"email": "mallory@example.com", "password": "correct horse battery", "name": "M"}))
        .send()
        .await
        .unwrap();
    assert_envelope(register, 404, "unknown_tenant").await;
    let users = crate::helpers::scalar_i64(
        &crate::helpers::database_url(),
        &format!("SELECT count(*) FROM {}.users", other.schema_name().quoted()),
        vec![],
    )
    .await;
    assert_eq!(users, 0);

    // The host's own slug in the header is fine, and the header still selects on unmapped hosts.
    let own = on_host("/api/v1/tenant", &by_host).send().await.unwrap();
    assert_eq!(own.json::<serde_json::Value>().await.unwrap()["slug"], by_host.as_str());
    let platform = app.get("/api/v1/tenant", Some(other.as_str())).await;
    assert_eq!(platform.json::<serde_json::Value>().await.unwrap()["slug"], other.as_str());
}

#[tokio::test]
async fn unknown_tenant_is_404() {
    let app = spawn_app().await;
    let response = app.get("/api/v1/tenant", Some(unique_slug().as_str())).await;
    assert_envelope(response, 404, "unknown_tenant").await;
}

#[tokio::test]
async fn hostile_tenant_headers_are_unknown_tenants_and_execute_nothing() {
    let app = spawn_app().await;
    let victim = create_tenant(&app.db).await;
    let victim_schema = victim.schema_name();
    let hostile: Vec<Vec<u8>> = vec![
        b"'".to_vec(),
        b"acme'".to_vec(),
        format!("{victim}; DROP SCHEMA {victim_schema} CASCADE; --").into_bytes(),
        format!("x'; DROP SCHEMA {victim_schema} CASCADE; --").into_bytes(),
        b"pg_catalog".to_vec(),
        b"public".to_vec(),
        b"information_schema".to_vec(),
        victim_schema.as_str().as_bytes().to_vec(),
        "a".repeat(300).into_bytes(),
        "sch\u{e9}ma-\u{fc}ber".as_bytes().to_vec(),
        b"".to_vec(),
        b"   ".to_vec(),
    ];
    for value in hostile {
        let header = reqwest::header::HeaderValue::from_bytes(&value).unwrap();
        let response = app.client.get(app.url("/api/v1/tenant")).header("tenantid", header).send().await.unwrap();
        assert_envelope(response, 404, "unknown_tenant").await;
    }
    // `shared` is a well-formed slug, so it is looked up (as a bind parameter) and not found.
    assert_envelope(app.get("/api/v1/tenant", Some("shared")).await, 404, "unknown_tenant").await;

    let schemas = scalar_i64(
        &database_url(),
        "SELECT count(*) FROM information_schema.schemata WHERE schema_name IN ($1, 'shared')",
        vec![victim_schema.as_str().into()],
    )
    .await;
    assert_eq!(schemas, 2, "the targeted schemas still exist");
    assert_eq!(app.get("/api/v1/tenant", Some(victim.as_str())).await.status(), 200);
}

#[tokio::test]
async fn interleaved_requests_see_only_their_own_tenants_rows() {
    let app = spawn_app().await;
    let a = create_tenant(&app.db).await;
    let b = create_tenant(&app.db).await;
    for i in 0..5 {
        assert_eq!(app.post(&format!("/test/notes/a{i}"), &a).await.status(), 201);
        assert_eq!(app.post(&format!("/test/notes/b{i}"), &b).await.status(), 201);
    }
    let (a_notes, a_schema) = app.notes(&a).await;
    let (b_notes, b_schema) = app.notes(&b).await;
    assert_eq!(a_notes, ["a0", "a1", "a2", "a3", "a4"]);
    assert_eq!(b_notes, ["b0", "b1", "b2", "b3", "b4"]);
    assert_eq!(a_schema, a.schema_name().as_str());
    assert_eq!(b_schema, b.schema_name().as_str());
}

#[tokio::test]
async fn concurrent_requests_for_two_tenants_never_mix() {
    let app = spawn_app().await;
    let a = create_tenant(&app.db).await;
    let b = create_tenant(&app.db).await;
    let writes = (0..20).map(|i| {
        let (tenant, text) = if i % 2 == 0 { (&a, format!("a{i}")) } else { (&b, format!("b{i}")) };
        let app = &app;
        async move { app.post(&format!("/test/notes/{text}"), tenant).await.status() }
    });
    for status in futures_util::future::join_all(writes).await {
        assert_eq!(status, 201);
    }
    let (a_notes, _) = app.notes(&a).await;
    let (b_notes, _) = app.notes(&b).await;
    assert_eq!(a_notes.len(), 10);
    assert_eq!(b_notes.len(), 10);
    assert!(a_notes.iter().all(|n| n.starts_with('a')), "{a_notes:?}");
    assert!(b_notes.iter().all(|n| n.starts_with('b')), "{b_notes:?}");
}

/// A unit sends its binding with `BEGIN` (`SET LOCAL`): once it ends, committed or dropped, its
/// pooled connection is back outside any transaction and on the default path, so the next unit on
/// it, of whichever tenant, starts unbound.
#[tokio::test]
#[allow(clippy::disallowed_methods)] // the test opens units and reads the bare pool as the server's code does
async fn a_units_binding_ends_with_it_on_its_pooled_connection() {
    let (db, tenant, default_path) = one_connection_and_a_tenant().await;
    for commit in [false, true] {
        let tx = TenantTx::begin(&db, tenant.clone()).await.unwrap();
        let (path, unit_backend, unit_began) = session_of(&tx).await;
        assert_eq!(path.trim_matches('"'), tenant.schema.as_str());
        if commit {
            tx.commit().await.unwrap();
        } else {
            drop(tx);
        }
        let (path, backend, began) = session_of(db.connection()).await;
        assert_eq!(backend, unit_backend, "the pool's one connection served both");
        assert_eq!(path, default_path, "the unit's path ended with it (commit: {commit})");
        assert_ne!(began, unit_began, "the unit's transaction had ended (commit: {commit})");
    }
}

/// A unit dropped while it begins (a request whose client went away) leaves its connection
/// neither in a transaction nor on its tenant's path, wherever the drop came.
#[tokio::test]
#[allow(clippy::disallowed_methods)] // the test opens units and reads the bare pool as the server's code does
async fn a_unit_dropped_while_it_begins_leaves_its_connection_unbound() {
    let (db, tenant, default_path) = one_connection_and_a_tenant().await;
    for micros in (0..600).step_by(5) {
        let begin = TenantTx::begin(&db, tenant.clone());
        let _ = tokio::time::timeout(Duration::from_micros(micros), begin).await;
        let (path, backend, began) = session_of(db.connection()).await;
        assert_eq!(path, default_path, "dropped after {micros} µs");
        let (_, same_backend, next_began) = session_of(db.connection()).await;
        assert_eq!(backend, same_backend, "the pool's one connection");
        assert_ne!(began, next_began, "dropped after {micros} µs: each statement its own transaction");
    }
}

/// A pool of one connection, a new tenant, and that connection's `search_path` outside any unit.
#[allow(clippy::disallowed_methods)] // the bare pool, as the server's code reads it
async fn one_connection_and_a_tenant() -> (Database, Arc<Tenant>, String) {
    let db = Database::connect(&database_url(), 1, Duration::from_secs(10)).await.unwrap();
    let slug = create_tenant(&db).await;
    let tenant = active_tenants(&db).await.unwrap().into_iter().find(|t| t.slug == slug).unwrap();
    let (default_path, _, _) = session_of(db.connection()).await;
    (db, tenant, default_path)
}

/// The connection's `search_path`, its backend, and its transaction's start (`now()`: the same
/// text means the same transaction).
async fn session_of(conn: &impl ConnectionTrait) -> (String, i32, String) {
    let sql = "SELECT current_setting('search_path'), pg_backend_pid(), now()::text";
    let row = conn.query_one_raw(Statement::from_string(DbBackend::Postgres, sql)).await.unwrap().unwrap();
    (row.try_get_by_index(0).unwrap(), row.try_get_by_index(1).unwrap(), row.try_get_by_index(2).unwrap())
}

async fn assert_pool_survives(failing_route: &str, expected_status: u16) {
    let mut config = test_config(&database_url());
    config.database_max_connections = 1;
    let app = spawn_app_with(config).await;
    let a = create_tenant(&app.db).await;
    let b = create_tenant(&app.db).await;
    assert_eq!(app.post("/test/notes/b-only", &b).await.status(), 201);

    for _ in 0..3 {
        let failed = app.post(failing_route, &a).await;
        assert_envelope(failed, expected_status, "internal_error").await;
        let (b_notes, b_schema) = app.notes(&b).await;
        assert_eq!(b_notes, ["b-only"]);
        assert_eq!(b_schema, b.schema_name().as_str());
    }
    let (a_notes, _) = app.notes(&a).await;
    assert!(a_notes.is_empty(), "the failed transaction was rolled back: {a_notes:?}");
}

#[tokio::test]
async fn a_failed_transaction_does_not_poison_the_pool() {
    assert_pool_survives("/test/fail-mid-transaction", 500).await;
}

#[tokio::test]
async fn a_panic_mid_transaction_does_not_poison_the_pool() {
    assert_pool_survives("/test/panic-mid-transaction", 500).await;
}

#[tokio::test]
async fn suspended_tenant_is_423_and_resumes() {
    let app = spawn_app().await;
    let slug = create_tenant(&app.db).await;
    assert_eq!(tenant_endpoint_once(&app, &slug).await.0, 200);

    admin::set_status(&app.db, &slug, TenantStatus::Suspended).await.unwrap();
    let (_, body) = eventually(&app, &slug, |status, _| status == 423).await;
    assert_eq!(body["error"]["code"], "tenant_suspended");

    admin::set_status(&app.db, &slug, TenantStatus::Active).await.unwrap();
    eventually(&app, &slug, |status, _| status == 200).await;

    admin::delete_tenant(&app.db, &app.storage(), &slug).await.unwrap();
    let (_, body) = eventually(&app, &slug, |status, _| status == 404).await;
    assert_eq!(body["error"]["code"], "unknown_tenant");
}

#[tokio::test]
async fn updates_reach_the_tenant_endpoint() {
    let app = spawn_app().await;
    let slug = create_tenant(&app.db).await;
    assert_eq!(tenant_endpoint_once(&app, &slug).await.0, 200);
    let update = admin::TenantUpdate {
        display_name: Some("Renamed Inc".into()),
        hostnames: None,
        title: Some("Work at Renamed".into()),
    };
    admin::update_tenant(&app.db, &slug, &update).await.unwrap();
    let (_, body) = eventually(&app, &slug, |_, body| body["erecruitmenttitle"] == "Work at Renamed").await;
    assert_eq!(body["name"], "Renamed Inc");
}

async fn tenant_endpoint_once(app: &TestApp, tenant: &TenantSlug) -> (u16, Value) {
    let response = app.get("/api/v1/tenant", Some(tenant.as_str())).await;
    let status = response.status().as_u16();
    (status, response.json().await.unwrap())
}

/// Polls `GET /api/v1/tenant` until `accept` holds, failing after one second: the registry cache
/// must learn of changes through NOTIFY, not through its TTL.
async fn eventually(app: &TestApp, tenant: &TenantSlug, accept: impl Fn(u16, &Value) -> bool) -> (u16, Value) {
    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        let (status, body) = tenant_endpoint_once(app, tenant).await;
        if accept(status, &body) {
            return (status, body);
        }
        assert!(Instant::now() < deadline, "not visible within a second: {status} {body}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_hostname_belongs_to_one_tenant_only() {
    let app = spawn_app().await;
    let host = Hostname::parse(&format!("{}.careers.test", unique_slug())).unwrap();
    create_tenant_with_hosts(&app.db, vec![host.clone()]).await;
    let other = create_tenant(&app.db).await;
    let update = admin::TenantUpdate { hostnames: Some(vec![host]), ..Default::default() };
    let err = admin::update_tenant(&app.db, &other, &update).await.unwrap_err();
    assert!(matches!(err, admin::AdminError::HostnameTaken(_)), "{err}");
}
