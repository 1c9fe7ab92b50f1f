//! Single sign-on through a real OpenID provider: the npm `oidc-provider` package (installed from
//! frontend/package-lock.json) started on loopback for each test.

use std::process::Stdio;

use erecruit_server::auth::domain::Role;
use erecruit_server::auth::provision::{self, NewAccount};
use erecruit_server::tenancy::TenantSlug;
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, BufReader};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, json_of, prune_tenant, scalar_i64, spawn_app,
};

/// The provider's process, stopped when dropped.
struct Provider {
    issuer: String,
    _process: tokio::process::Child,
}

async fn start_provider() -> Provider {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../frontend/scripts/oidc-provider.mjs");
    let mut process = tokio::process::Command::new("node")
        .arg(script)
        .env("OIDC_PORT", "0")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .expect("node runs the test OpenID provider (npm ci in frontend/ first)");
    let stdout = process.stdout.take().expect("piped");
    let mut lines = BufReader::new(stdout).lines();
    let issuer = tokio::time::timeout(std::time::Duration::from_secs(20), async {
        while let Some(line) = lines.next_line().await.expect("provider output") {
            if let Some(issuer) = line.strip_prefix("listening ") {
                return issuer.to_owned();
            }
        }
        panic!("the OpenID provider stopped before listening");
    })
    .await
    .expect("the OpenID provider starts");
    // Whatever else it prints is read, so it never writes to a closed pipe.
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    Provider { issuer, _process: process }
}

/// Sends the browser through the provider as `email` (with a fresh agent: no provider session)
/// and answers the `code` and `state` it is sent back with, as the web app would read them from
/// its address.
async fn through_provider(browser: &Browser, email: &str) -> (String, String) {
    let start = json_of(browser.get("/api/authenticate/oidc/start").await, 200).await;
    let url = start["authorizationUrl"].as_str().unwrap().to_owned();
    let asked = reqwest::Url::parse(&url).unwrap();
    assert_eq!(
        asked.query_pairs().find(|(k, _)| k == "code_challenge_method").map(|(_, v)| v.into_owned()).as_deref(),
        Some("S256")
    );
    let agent =
        reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).cookie_store(true).build().unwrap();
    match round_trip(&agent, browser, &url, Some(email)).await {
        Ok(answer) => answer,
        Err(status) => panic!("the provider stopped at a page of its own ({status})"),
    }
}

async fn callback(browser: &mut Browser, code: &str, state: &str) -> (u16, Value) {
    let response = browser.post("/api/authenticate/oidc/callback", json!({"code": code, "state": state})).await;
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    if status == 200 {
        browser.token = body["accessToken"].as_str().map(str::to_owned);
    }
    (status, body)
}

#[tokio::test]
async fn staff_sign_in_through_the_tenants_identity_provider() {
    let provider = start_provider().await;
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "boss@corp.example").await;
    let visitor = app.browser(&tenant);
    assert_envelope(visitor.get("/api/authenticate/oidc/start").await, 404, "sso_not_configured").await;
    assert_eq!(json_of(visitor.get("/api/authenticate/oidc/provider").await, 200).await["enabled"], false);
    let settings = json!({
        "displayName": "Corp ID", "issuer": "http://127.0.0.1:9", "clientId": "erecruit",
        "clientSecret": "test-secret", "allowedDomains": ["corp.example"], "newUserRole": "staff",
    });
    let nobody =
        assert_envelope(admin.put("/api/v1/admin/sso", settings.clone()).await, 400, "validation_failed").await;
    assert_eq!(nobody["fields"]["issuer"]["code"], "sso_issuer_invalid");
    let mut settings = settings;
    settings["issuer"] = json!(provider.issuer);
    let stored = json_of(admin.put("/api/v1/admin/sso", settings).await, 200).await;
    assert_eq!((stored["clientSecretSet"].as_bool(), stored.get("clientSecret")), (Some(true), None));
    assert_eq!(stored["scopes"], json!(["openid", "email", "profile"]));
    let secret_in_clear = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.sso_settings WHERE position('test-secret'::bytea IN client_secret) > 0",
            tenant.schema_name().quoted()
        ),
        vec![],
    )
    .await;
    assert_eq!(secret_in_clear, 0, "the secret is sealed");
    let shown = json_of(visitor.get("/api/authenticate/oidc/provider").await, 200).await;
    assert_eq!(shown, json!({"enabled": true, "displayName": "Corp ID"}));

    // Someone of an allowed domain signs in and gets a staff account.
    let mut rita = app.browser(&tenant);
    let (code, state) = through_provider(&rita, "rita.r@corp.example").await;
    let (status, signed_in) = callback(&mut rita, &code, &state).await;
    assert_eq!(status, 200, "{signed_in}");
    assert_eq!(signed_in["user"]["loggedInWith"], "oidc");
    assert_eq!(
        (signed_in["user"]["role"].as_str(), signed_in["user"]["name"].as_str()),
        (Some("staff"), Some("rita r"))
    );
    let me = json_of(rita.get("/api/v1/me").await, 200).await;
    assert_eq!(me["email"], "rita.r@corp.example");
    let sessions = json_of(rita.get("/api/v1/me/sessions").await, 200).await;
    assert_eq!(sessions[0]["method"], "oidc");
    let logout = json_of(rita.get("/api/authenticate/oidc/logout").await, 200).await;
    let end_session = logout["endSessionUrl"].as_str().unwrap();
    assert!(end_session.starts_with(&format!("{}/session/end?client_id=erecruit", provider.issuer)), "{end_session}");

    // A locked session has no password to unlock with: a fresh round trip through the provider
    // replaces it in this browser (the locked one ends, so two sessions are never left).
    let locked_session = sessions[0]["id"].clone();
    assert_eq!(rita.post("/api/authenticate/lock", json!({})).await.status(), 204);
    assert_envelope(rita.get("/api/v1/me").await, 401, "session_locked").await;
    let (code, state) = through_provider(&rita, "rita.r@corp.example").await;
    assert_eq!(callback(&mut rita, &code, &state).await.0, 200);
    let sessions = json_of(rita.get("/api/v1/me/sessions").await, 200).await;
    assert_eq!(sessions.as_array().map(Vec::len), Some(1), "{sessions}");
    assert_ne!(sessions[0]["id"], locked_session);
    assert_eq!(rita.refresh().await.0, 200);

    // A replayed answer is refused, so is the used code with a fresh state, and a tampered state.
    assert_eq!(callback(&mut app.browser(&tenant), &code, &state).await.1["error"]["code"], "sso_state_invalid");
    let fresh = json_of(visitor.get("/api/authenticate/oidc/start").await, 200).await;
    let fresh_url = reqwest::Url::parse(fresh["authorizationUrl"].as_str().unwrap()).unwrap();
    let fresh_state = fresh_url.query_pairs().find(|(k, _)| k == "state").map(|(_, v)| v.into_owned()).unwrap();
    let mut visitor = visitor;
    let (status, replayed) = callback(&mut visitor, &code, &fresh_state).await;
    assert_eq!((status, replayed["error"]["code"].as_str()), (400, Some("sso_code_invalid")));
    // The answer to a sign-in is taken only from the browser that started it.
    let (code, state) = through_provider(&visitor, "rita.r@corp.example").await;
    assert_eq!(callback(&mut app.browser(&tenant), &code, &state).await.1["error"]["code"], "sso_state_invalid");
    let (code, state) = through_provider(&visitor, "rita.r@corp.example").await;
    let tampered = format!("{state}x");
    assert_eq!(callback(&mut app.browser(&tenant), &code, &tampered).await.1["error"]["code"], "sso_state_invalid");

    // An existing account with the same confirmed address is linked, whatever its domain.
    let account = NewAccount {
        email: "max@partner.example".into(),
        name: "Max".into(),
        role: Role::User,
        password: PASSWORD.into(),
    };
    provision::create_user(&app.db, &tenant, &account).await.unwrap();
    // Confirmed, as an invitation or a reset link does.
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    use sea_orm::ConnectionTrait;
    conn.execute_unprepared(&format!(
        "UPDATE {}.users SET email_verified_at = now() WHERE email = 'max@partner.example'",
        tenant.schema_name().quoted()
    ))
    .await
    .unwrap();
    let mut max = app.browser(&tenant);
    let (code, state) = through_provider(&max, "max@partner.example").await;
    let (status, linked) = callback(&mut max, &code, &state).await;
    assert_eq!((status, linked["user"]["role"].as_str()), (200, Some("user")));
    let users_named_max = scalar_i64(
        &database_url(),
        &format!("SELECT count(*) FROM {}.users WHERE email = 'max@partner.example'", tenant.schema_name().quoted()),
        vec![],
    )
    .await;
    assert_eq!(users_named_max, 1);

    // An account whose address was never confirmed is not linked (whoever made it may not own it).
    let mut stranger = app.browser(&tenant);
    stranger.register("rosa@corp.example", PASSWORD, "Rosa").await;
    let mut rosa = app.browser(&tenant);
    let (code, state) = through_provider(&rosa, "rosa@corp.example").await;
    assert_eq!(callback(&mut rosa, &code, &state).await.1["error"]["code"], "sso_account_unverified");

    // Another domain and an address the provider has not verified are refused, nothing created.
    for (email, refusal) in
        [("eve@other.example", "sso_domain_not_allowed"), ("unverified@corp.example", "sso_email_unverified")]
    {
        let mut browser = app.browser(&tenant);
        let (code, state) = through_provider(&browser, email).await;
        let (status, body) = callback(&mut browser, &code, &state).await;
        assert_eq!((status, body["error"]["code"].as_str()), (403, Some(refusal)), "{email}");
        let created = scalar_i64(
            &database_url(),
            &format!("SELECT count(*) FROM {}.users WHERE email = $1", tenant.schema_name().quoted()),
            vec![email.into()],
        )
        .await;
        assert_eq!(created, 0, "{email}");
    }

    // When staff must use the provider, a staff member's password is refused (admins keep theirs).
    let staff = NewAccount {
        email: "sam@corp.example".into(),
        name: "Sam".into(),
        role: Role::Staff,
        password: PASSWORD.into(),
    };
    provision::create_user(&app.db, &tenant, &staff).await.unwrap();
    let mut must = json_of(admin.get("/api/v1/admin/sso").await, 200).await;
    for key in ["clientSecretSet", "redirectUri"] {
        must.as_object_mut().unwrap().remove(key);
    }
    must["staffMustUseSso"] = json!(true);
    let must = json_of(admin.put("/api/v1/admin/sso", must).await, 200).await;
    assert_eq!((must["staffMustUseSso"].as_bool(), must["clientSecretSet"].as_bool()), (Some(true), Some(true)));
    let (status, body) = app.browser(&tenant).login("sam@corp.example", PASSWORD).await;
    assert_eq!((status, body["error"]["code"].as_str()), (403, Some("sso_required")));
    assert_eq!(app.browser(&tenant).login("boss@corp.example", PASSWORD).await.0, 200);
}

/// The tenant's provider set up by its admin: the test provider, for `corp.example`.
async fn configured(app: &TestApp, tenant: &TenantSlug, provider: &Provider) {
    let admin = app.signed_in_admin(tenant, "boss@corp.example").await;
    let settings = json!({
        "displayName": "Corp ID", "issuer": provider.issuer, "clientId": "erecruit",
        "clientSecret": "test-secret", "allowedDomains": ["corp.example"], "newUserRole": "staff",
    });
    json_of(admin.put("/api/v1/admin/sso", settings).await, 200).await;
}

#[tokio::test]
async fn a_stranger_cannot_fill_the_sso_logins_table() {
    let provider = start_provider().await;
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    configured(&app, &tenant, &provider).await;
    let schema = tenant.schema_name().quoted().to_string();
    let count = format!("SELECT count(*) FROM {schema}.sso_logins");
    let url = database_url();
    let rows = || scalar_i64(&url, &count, vec![]);

    // The start needs no sign-in and stores a row: a client starts 20 in ten minutes, no more.
    let stranger = app.browser(&tenant);
    for _ in 0..20 {
        json_of(stranger.get("/api/authenticate/oidc/start").await, 200).await;
    }
    let refused = stranger.get("/api/authenticate/oidc/start").await;
    assert!(refused.headers().contains_key("retry-after"));
    assert_envelope(refused, 429, "too_many_requests").await;
    assert_eq!(rows().await, 20);

    // The clean-up job deletes the used and the expired ones, and keeps those still pending.
    let expired = format!(
        "WITH changed AS (UPDATE {schema}.sso_logins SET expires_at = now() - interval '1 second'
                          WHERE state_hash IN (SELECT state_hash FROM {schema}.sso_logins ORDER BY state_hash LIMIT 12)
                          RETURNING 1) SELECT count(*) FROM changed"
    );
    assert_eq!(scalar_i64(&database_url(), &expired, vec![]).await, 12);
    let used = format!(
        "WITH changed AS (UPDATE {schema}.sso_logins SET used_at = now()
                          WHERE expires_at > now() AND state_hash IN (
                              SELECT state_hash FROM {schema}.sso_logins WHERE expires_at > now() LIMIT 3)
                          RETURNING 1) SELECT count(*) FROM changed"
    );
    assert_eq!(scalar_i64(&database_url(), &used, vec![]).await, 3);
    let pruned = prune_tenant(&app, &tenant).await.expect("the pass ran");
    assert!(pruned.sign_in_leftovers >= 15, "{pruned:?}");
    assert_eq!(rows().await, 5);
}

/// Follows the authorization address with `agent` (which keeps the provider's cookies, as a
/// browser does): `Ok((code, state))` when the provider sends the browser back, `Err(status)`
/// when it stops at a page of its own (its sign-in form).
async fn round_trip(
    agent: &reqwest::Client,
    browser: &Browser,
    authorization_url: &str,
    login_hint: Option<&str>,
) -> Result<(String, String), u16> {
    let mut next = reqwest::Url::parse(authorization_url).unwrap();
    if let Some(email) = login_hint {
        next.query_pairs_mut().append_pair("login_hint", email);
    }
    for _ in 0..10 {
        let response = agent.get(next.clone()).send().await.unwrap();
        if !response.status().is_redirection() {
            return Err(response.status().as_u16());
        }
        let location = response.headers()["location"].to_str().unwrap().to_owned();
        next = next.join(&location).unwrap();
        if next.as_str().starts_with(&browser.address) {
            let param = |name: &str| next.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned()).unwrap();
            return Ok((param("code"), param("state")));
        }
    }
    panic!("the provider never answered");
}

#[tokio::test]
async fn a_locked_session_is_not_unlocked_by_a_silent_provider_round_trip() {
    let provider = start_provider().await;
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    configured(&app, &tenant, &provider).await;
    let agent =
        reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).cookie_store(true).build().unwrap();

    // Rita signs in through the provider; the provider keeps a session of its own.
    let mut rita = app.browser(&tenant);
    let start = json_of(rita.get("/api/authenticate/oidc/start").await, 200).await;
    let url = start["authorizationUrl"].as_str().unwrap().to_owned();
    assert!(!url.contains("prompt=login"), "an ordinary sign-in may be answered from the provider's session");
    let (code, state) = round_trip(&agent, &rita, &url, Some("rita.r@corp.example")).await.unwrap();
    assert_eq!(callback(&mut rita, &code, &state).await.0, 200);

    // She locks the screen and walks away. Whoever sits down starts a sign-in from that browser:
    // the provider must ask who it is, not answer from the session it kept.
    assert_eq!(rita.post("/api/authenticate/lock", json!({})).await.status(), 204);
    let start = json_of(rita.get("/api/authenticate/oidc/start").await, 200).await;
    let url = start["authorizationUrl"].as_str().unwrap().to_owned();
    let asked = reqwest::Url::parse(&url).unwrap();
    let param = |name: &str| asked.query_pairs().find(|(k, _)| k == name).map(|(_, v)| v.into_owned());
    assert_eq!((param("prompt").as_deref(), param("max_age").as_deref()), (Some("login"), Some("0")));
    assert_eq!(round_trip(&agent, &rita, &url, None).await, Err(200), "the provider shows its sign-in form");
    assert_envelope(rita.get("/api/v1/me").await, 401, "session_locked").await;

    // Signing in again there (the test provider takes the hint as the sign-in) unlocks.
    let start = json_of(rita.get("/api/authenticate/oidc/start").await, 200).await;
    let url = start["authorizationUrl"].as_str().unwrap().to_owned();
    let (code, state) = round_trip(&agent, &rita, &url, Some("rita.r@corp.example")).await.unwrap();
    let (status, body) = callback(&mut rita, &code, &state).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(json_of(rita.get("/api/v1/me").await, 200).await["email"], "rita.r@corp.example");
}

#[tokio::test]
async fn a_tenant_admin_cannot_make_the_server_call_private_addresses() {
    let provider = start_provider().await;
    // The filter as in production: no host allowed (the other tests allow the loopback provider).
    let mut config = crate::helpers::test_config(&database_url());
    config.outbound_allowed_hosts = Vec::new();
    let app = crate::helpers::spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "boss@corp.example").await;
    let port = provider.issuer.rsplit(':').next().unwrap().to_owned();
    for issuer in [
        provider.issuer.clone(),
        format!("http://localhost:{port}"),
        "http://169.254.169.254/latest".to_owned(),
        "http://10.0.0.1".to_owned(),
        "http://[::1]:9".to_owned(),
    ] {
        let settings = json!({
            "displayName": "Corp ID", "issuer": issuer, "clientId": "erecruit",
            "clientSecret": "test-secret", "allowedDomains": ["corp.example"], "newUserRole": "staff",
        });
        let refused = assert_envelope(admin.put("/api/v1/admin/sso", settings).await, 400, "validation_failed").await;
        assert_eq!(refused["fields"]["issuer"]["code"], "sso_issuer_invalid", "{issuer}");
    }
}
