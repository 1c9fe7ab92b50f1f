use std::path::Path;
use std::time::Duration;

use erecruit_server::tenancy::TenantSlug;
use serde_json::{Value, json};

use crate::helpers::{
    assert_envelope, create_tenant, database_url, mail_files, mail_text, scalar_i64, spawn_app, token_in,
};

use crate::browser::PASSWORD;
const NEW_PASSWORD: &str = "a brand new passphrase";

/// Waits for the mail worker to write `count` `.eml` files for the tenant, and returns them decoded.
async fn wait_for_mail(mail_dir: &Path, tenant: &TenantSlug, count: usize) -> Vec<String> {
    mail_files(mail_dir, tenant, count).await.iter().map(|mail| mail_text(mail)).collect()
}

#[tokio::test]
async fn me_can_change_name_and_language() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    let updated = ana.put("/api/v1/me", json!({"name": "Ana Maria", "locale": "pt"})).await;
    assert_eq!(updated.status(), 200);
    let me: Value = ana.get("/api/v1/me").await.json().await.unwrap();
    assert_eq!(me["name"], "Ana Maria");
    assert_eq!(me["locale"], "pt");
    assert_eq!(me["role"], "user");

    let invalid = ana.put("/api/v1/me", json!({"name": " ", "locale": "xx"})).await;
    let error = assert_envelope(invalid, 400, "validation_failed").await;
    assert_eq!(error["fields"]["name"], json!({"code": "name_required", "message": "Please enter your name."}));
    assert_eq!(error["fields"]["locale"]["code"], "locale_unsupported");
    assert!(error["fields"]["locale"]["message"].as_str().is_some_and(|message| !message.is_empty()));
}

#[tokio::test]
async fn a_user_cannot_raise_their_own_role() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    ana.put("/api/v1/me", json!({"name": "Ana", "role": "admin", "status": "active", "person": 7})).await;
    let me: Value = ana.get("/api/v1/me").await.json().await.unwrap();
    assert_eq!(me["role"], "user");
    assert_eq!(me["person"], 0);
}

#[tokio::test]
async fn changing_the_password_needs_the_current_one_and_signs_out_other_sessions() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut laptop = app.browser(&tenant);
    laptop.register("ana@example.com", PASSWORD, "Ana").await;
    let mut phone = app.browser(&tenant);
    assert_eq!(phone.login("ana@example.com", PASSWORD).await.0, 200);

    let wrong =
        laptop.put("/api/v1/me/password", json!({"currentPassword": "nope nope", "newPassword": NEW_PASSWORD})).await;
    let error = assert_envelope(wrong, 400, "validation_failed").await;
    assert_eq!(
        error["fields"]["currentPassword"],
        json!({"code": "current_password_wrong", "message": "The current password is incorrect."})
    );

    let changed =
        laptop.put("/api/v1/me/password", json!({"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD})).await;
    assert_eq!(changed.status(), 204);
    assert_eq!(phone.refresh().await.0, 401, "the other session is signed out");
    assert_eq!(laptop.refresh().await.0, 200, "the session that changed it stays");
    assert_eq!(app.browser(&tenant).login("ana@example.com", PASSWORD).await.0, 401);
    assert_eq!(app.browser(&tenant).login("ana@example.com", NEW_PASSWORD).await.0, 200);

    let mails = wait_for_mail(&app.mail_dir, &tenant, 1).await;
    assert!(mails[0].contains("password was changed"), "{}", mails[0]);
}

#[tokio::test]
async fn forgot_password_is_always_202_with_the_same_body() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    app.browser(&tenant).register("ana@example.com", PASSWORD, "Ana").await;
    let known = app.browser(&tenant).post("/api/v1/auth/forgot-password", json!({"email": "ana@example.com"})).await;
    let unknown =
        app.browser(&tenant).post("/api/v1/auth/forgot-password", json!({"email": "nobody@example.com"})).await;
    let malformed = app.browser(&tenant).post("/api/v1/auth/forgot-password", json!({"email": "not an address"})).await;
    assert_eq!(known.status(), 202);
    assert_eq!(unknown.status(), 202);
    assert_eq!(malformed.status(), 202);
    let known: Value = known.json().await.unwrap();
    assert_eq!(known, unknown.json::<Value>().await.unwrap());
    assert_eq!(known, malformed.json::<Value>().await.unwrap());
}

#[tokio::test]
async fn a_reset_link_works_once_and_signs_out_every_session() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    ana.post("/api/v1/auth/forgot-password", json!({"email": "ana@example.com"})).await;
    let mails = wait_for_mail(&app.mail_dir, &tenant, 1).await;
    assert_eq!(mails.len(), 1);
    assert!(mails[0].contains("<ana@example.com>"), "{}", mails[0]);
    // Already decoded: decoding again would read a token starting with two hex digits as a byte.
    let token = token_in(&mails[0]);

    let weak = ana.post("/api/v1/auth/reset-password", json!({"token": token, "newPassword": "short"})).await;
    assert_envelope(weak, 400, "validation_failed").await;
    let reset = ana.post("/api/v1/auth/reset-password", json!({"token": token, "newPassword": NEW_PASSWORD})).await;
    assert_eq!(reset.status(), 204);
    assert_envelope(ana.get("/api/v1/me").await, 401, "invalid_token").await;
    assert_eq!(ana.refresh().await.0, 401, "sessions are revoked");
    assert_eq!(app.browser(&tenant).login("ana@example.com", NEW_PASSWORD).await.0, 200);

    let again =
        ana.post("/api/v1/auth/reset-password", json!({"token": token, "newPassword": "yet another one"})).await;
    assert_envelope(again, 400, "invalid_reset_token").await;
    let forged =
        ana.post("/api/v1/auth/reset-password", json!({"token": "forged", "newPassword": "yet another one"})).await;
    assert_envelope(forged, 400, "invalid_reset_token").await;
}

#[tokio::test]
async fn mail_is_written_in_the_users_language() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let response = app
        .browser(&tenant)
        .post(
            "/api/authenticate/register/user",
            json!({"email": "jonas@example.com", "password": PASSWORD, "name": "Jonas", "locale": "de"}),
        )
        .await;
    assert_eq!(response.status(), 201);
    app.browser(&tenant).post("/api/v1/auth/forgot-password", json!({"email": "jonas@example.com"})).await;
    let mails = wait_for_mail(&app.mail_dir, &tenant, 1).await;
    assert!(mails[0].contains("Hallo Jonas"), "{}", mails[0]);
    assert!(mails[0].contains("innerhalb einer Stunde"), "{}", mails[0]);
}

#[tokio::test]
async fn the_outbox_delivers_each_mail_exactly_once_across_replicas() {
    let first = spawn_app().await;
    let second = spawn_app().await;
    let shared_mail_dir = first.mail_dir.clone();
    let tenant = create_tenant(&first.db).await;
    for (i, app) in [&first, &second, &first, &second].into_iter().enumerate() {
        let email = format!("user{i}@example.com");
        app.browser(&tenant).register(&email, PASSWORD, "User").await;
        app.browser(&tenant).post("/api/v1/auth/forgot-password", json!({"email": email})).await;
    }
    let mails = wait_for_mail(&shared_mail_dir, &tenant, 4).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(wait_for_mail(&shared_mail_dir, &tenant, 4).await.len(), 4);
    assert_eq!(mails.len(), 4);
    let sends = scalar_i64(
        &database_url(),
        &format!("SELECT coalesce(sum(attempts), 0)::bigint FROM {}.outbox_emails", tenant.schema_name().quoted()),
        vec![],
    )
    .await;
    assert_eq!(sends, 4, "each mail was sent once");
    let unsent = scalar_i64(
        &database_url(),
        &format!("SELECT count(*) FROM {}.outbox_emails WHERE sent_at IS NULL", tenant.schema_name().quoted()),
        vec![],
    )
    .await;
    assert_eq!(unsent, 0);
}

#[tokio::test]
async fn the_last_active_admin_cannot_be_demoted_or_blocked() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let me: Value = admin.get("/api/v1/me").await.json().await.unwrap();
    let id = me["id"].as_str().unwrap();
    for change in [json!({"role": "staff"}), json!({"status": "blocked"}), json!({"status": "deactivated"})] {
        let response = admin.patch(&format!("/api/v1/admin/users/{id}"), change).await;
        let error = assert_envelope(response, 409, "last_admin").await;
        assert_eq!(error["message"], "At least one active admin must remain.");
    }
    // With a second admin, the first may step down.
    app.signed_in_admin(&tenant, "second@example.com").await;
    let response = admin.patch(&format!("/api/v1/admin/users/{id}"), json!({"role": "staff"})).await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.json::<Value>().await.unwrap()["role"], "staff");
    // The role is read fresh on every request: the former admin is now refused.
    assert_envelope(admin.get("/api/v1/admin/users").await, 403, "forbidden").await;
}

#[tokio::test]
async fn admins_list_users_with_search_filters_and_pages() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    for name in ["Ana", "Bruno", "Carla"] {
        app.browser(&tenant).register(&format!("{}@example.com", name.to_lowercase()), PASSWORD, name).await;
    }
    let page: Value = admin.get("/api/v1/admin/users?role=user&perPage=2&page=1").await.json().await.unwrap();
    assert_eq!(page["total"], 3);
    assert_eq!(page["data"].as_array().unwrap().len(), 2);
    assert_eq!(page["perPage"], 2);
    let search: Value = admin.get("/api/v1/admin/users?q=brun").await.json().await.unwrap();
    assert_eq!(search["total"], 1);
    assert_eq!(search["data"][0]["email"], "bruno@example.com");
    let percent: Value = admin.get("/api/v1/admin/users?q=%25").await.json().await.unwrap();
    assert_eq!(percent["total"], 0, "LIKE wildcards are matched literally");
    assert_envelope(admin.get("/api/v1/admin/users?perPage=1000").await, 400, "invalid_query").await;
    assert_envelope(admin.get("/api/v1/admin/users?role=king").await, 400, "invalid_query").await;
    let unknown = admin.patch(&format!("/api/v1/admin/users/{}", uuid::Uuid::new_v4()), json!({"role": "staff"})).await;
    assert_envelope(unknown, 404, "not_found").await;
}

#[tokio::test]
async fn sign_ins_and_access_changes_are_audited() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let mut ana = app.browser(&tenant);
    let id = ana.register("ana@example.com", PASSWORD, "Ana").await["user"]["id"].as_str().unwrap().to_owned();
    ana.login("ana@example.com", "wrong password").await;
    admin.patch(&format!("/api/v1/admin/users/{id}"), json!({"role": "staff"})).await;
    let schema = tenant.schema_name().quoted();
    for action in ["auth.login", "auth.login_failed", "auth.registered", "user.access_changed"] {
        let count = scalar_i64(
            &database_url(),
            &format!("SELECT count(*) FROM {schema}.audit_log WHERE action = $1"),
            vec![action.into()],
        )
        .await;
        assert!(count >= 1, "no audit entry for {action}");
    }
}

#[tokio::test]
async fn the_minutely_mail_sweep_visits_only_tenants_that_have_mail_due() {
    use erecruit_server::mail::{MailWorker, Sweep, Transport};
    use erecruit_server::tenancy::{Registry, migrate};

    use crate::helpers::{connect, drop_database, fresh_database};

    // A database of its own: no other test's server sweeps these tenants.
    let url = fresh_database().await;
    let db = connect(&url).await;
    migrate::migrate_shared(&db).await.unwrap();
    let (waiting, failing, suspended) = (create_tenant(&db).await, create_tenant(&db).await, create_tenant(&db).await);
    let dir = std::env::temp_dir().join(format!("erecruit-test-sweep-{}", uuid::Uuid::new_v4().simple()));
    let worker = |transport| MailWorker {
        db: db.clone(),
        registry: Registry::new(db.clone(), Duration::from_secs(1)),
        transport,
        from: "eRecruit <noreply@example.com>".parse().unwrap(),
    };
    let delivering = worker(Transport::File { dir: dir.clone() });
    let sql = |sql: &str| {
        let (url, sql) = (url.clone(), sql.to_owned());
        async move { scalar_i64(&url, &sql, vec![]).await }
    };
    let insert_mail = |slug: &TenantSlug, next_attempt_at: &str| {
        format!(
            "WITH m AS (INSERT INTO {}.outbox_emails (to_address, template, subject, body_text, next_attempt_at)
             VALUES ('ana@example.com', 'test', 'Hello', 'Body', {next_attempt_at}) RETURNING 1) SELECT count(*) FROM m",
            slug.schema_name().quoted()
        )
    };
    let listed_with_its_mail = |slug: &TenantSlug| {
        format!(
            "SELECT count(*) FROM shared.mail_due d JOIN shared.tenants t ON t.id = d.tenant_id
             WHERE t.slug = '{}' AND d.unsent = 1
               AND d.due_at = (SELECT next_attempt_at FROM {}.outbox_emails WHERE sent_at IS NULL)",
            slug.as_str(),
            slug.schema_name().quoted()
        )
    };
    let rows = "SELECT count(*) FROM shared.mail_due";

    // Written as a transaction writes it, but its notification was never heard; due in an hour.
    assert_eq!(sql(&insert_mail(&waiting, "now() + interval '1 hour'")).await, 1);

    // The minutely sweep reads `shared.mail_due` alone: the tenant is not listed, so not visited.
    assert_eq!(delivering.sweep(Sweep::Due, &[]).await.unwrap().visited, 0);
    assert_eq!(sql(rows).await, 0);

    // The full sweep (once listening, hourly) visits every tenant and lists the one with mail,
    // due when its mail is.
    let full = delivering.sweep(Sweep::Full, &[]).await.unwrap();
    assert_eq!((full.visited, full.failed.len()), (3, 0));
    assert_eq!(sql(&listed_with_its_mail(&waiting)).await, 1);
    assert_eq!(sql(rows).await, 1);

    // Listed but not yet due: still not visited.
    assert_eq!(delivering.sweep(Sweep::Due, &[]).await.unwrap().visited, 0);

    // Once due, the minutely sweep delivers it and the tenant leaves the list.
    let now_due = format!(
        "WITH m AS (UPDATE {}.outbox_emails SET next_attempt_at = now() RETURNING 1),
              d AS (UPDATE shared.mail_due SET due_at = now() RETURNING 1)
         SELECT (SELECT count(*) FROM m) + (SELECT count(*) FROM d)",
        waiting.schema_name().quoted()
    );
    assert_eq!(sql(&now_due).await, 2);
    assert_eq!(delivering.sweep(Sweep::Due, &[]).await.unwrap().visited, 1);
    assert_eq!(wait_for_mail(&dir, &waiting, 1).await.len(), 1);
    assert_eq!(sql(rows).await, 0);

    // A failed send stays listed, due at its retry.
    let blocker = dir.join("not-a-folder");
    std::fs::write(&blocker, "").unwrap();
    assert_eq!(sql(&insert_mail(&failing, "now()")).await, 1);
    assert_eq!(worker(Transport::File { dir: blocker }).sweep(Sweep::Full, &[]).await.unwrap().failed.len(), 0);
    assert_eq!(sql(&listed_with_its_mail(&failing)).await, 1);
    let attempts = format!("SELECT attempts::bigint FROM {}.outbox_emails", failing.schema_name().quoted());
    assert_eq!(sql(&attempts).await, 1);

    // A tenant whose round failed is retried by name at the next sweep, listed or not.
    let retried = delivering.sweep(Sweep::Due, std::slice::from_ref(&waiting)).await.unwrap();
    assert_eq!((retried.visited, retried.failed.len()), (1, 0));

    // A suspended tenant's due mail waits for the tenant to be resumed.
    assert_eq!(sql(&insert_mail(&suspended, "now() + interval '1 hour'")).await, 1);
    assert_eq!(delivering.sweep(Sweep::Full, &[]).await.unwrap().visited, 3);
    let suspend = format!(
        "WITH t AS (UPDATE shared.tenants SET status = 'suspended' WHERE slug = '{}' RETURNING id),
              d AS (UPDATE shared.mail_due SET due_at = now() WHERE tenant_id IN (SELECT id FROM t) RETURNING 1)
         SELECT count(*) FROM d",
        suspended.as_str()
    );
    assert_eq!(sql(&suspend).await, 1);
    assert_eq!(delivering.sweep(Sweep::Due, &[]).await.unwrap().visited, 0);

    // Mail given up on stays counted, never due.
    let given_up = format!(
        "WITH m AS (INSERT INTO {}.outbox_emails (to_address, template, subject, body_text, attempts, next_attempt_at)
         VALUES ('bo@example.com', 'test', 'Hello', 'Body', 8, 'infinity') RETURNING 1) SELECT count(*) FROM m",
        waiting.schema_name().quoted()
    );
    assert_eq!(sql(&given_up).await, 1);
    assert_eq!(delivering.sweep(Sweep::Full, &[]).await.unwrap().visited, 2);
    let never_due = format!(
        "SELECT count(*) FROM shared.mail_due d JOIN shared.tenants t ON t.id = d.tenant_id
         WHERE t.slug = '{}' AND d.unsent = 1 AND d.due_at = 'infinity'",
        waiting.as_str()
    );
    assert_eq!(sql(&never_due).await, 1);
    assert_eq!(sql("SELECT sum(unsent)::bigint FROM shared.mail_due").await, 3);

    db.close().await.unwrap();
    drop_database(&url).await;
    std::fs::remove_dir_all(&dir).unwrap();
}
