//! Two-factor sign-in (TOTP), "Where you're signed in" and the lock screen.

use std::time::{SystemTime, UNIX_EPOCH};

use erecruit_server::auth::domain::Role;
use reqwest::Method;
use serde_json::{Value, json};
use totp_rs::TOTP;

use crate::browser::{Browser, PASSWORD};
use crate::helpers::TestApp;
use crate::helpers::{
    assert_envelope, create_tenant, database_url, json_of, mail_files, mail_text, prune_tenant, scalar_i64, spawn_app,
    spawn_app_with, test_config,
};
use erecruit_server::tenancy::TenantSlug;

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs()
}

async fn delete(browser: &Browser, path: &str, body: Option<Value>) -> reqwest::Response {
    browser.send(Method::DELETE, path, body).await
}

/// Signs in with the password; answers the challenge the second step needs.
async fn password_step(browser: &mut Browser, email: &str) -> Value {
    let (status, body) = browser.login(email, PASSWORD).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["mfaRequired"], true, "{body}");
    assert!(body.get("accessToken").is_none(), "no session before the second factor: {body}");
    body
}

async fn second_step(browser: &mut Browser, challenge: &Value, code: &str) -> (u16, Value) {
    let response =
        browser.post("/api/authenticate/mfa", json!({"challenge": challenge["challenge"], "code": code})).await;
    let status = response.status().as_u16();
    let body: Value = response.json().await.unwrap();
    if status == 200 {
        browser.token = body["accessToken"].as_str().map(str::to_owned);
    }
    (status, body)
}

/// The tenant's mails (decoded) once there are `count`, newest last.
async fn mails(app: &TestApp, tenant: &TenantSlug, count: usize) -> Vec<String> {
    mail_files(&app.mail_dir, tenant, count).await.iter().map(|mail| mail_text(mail)).collect()
}

/// The eight-digit code of the newest enrolment mail of the tenant's `count` mails.
async fn mailed_code(app: &TestApp, tenant: &TenantSlug, count: usize) -> String {
    let all = mails(app, tenant, count).await;
    let mail = all.iter().rev().find(|m| m.contains("set up two-factor sign-in")).expect("an enrolment mail");
    let line = mail.lines().map(str::trim).find(|l| l.len() == 8 && l.bytes().all(|b| b.is_ascii_digit()));
    line.expect("the mail carries an eight-digit code").to_owned()
}

/// Enrols the signed-in browser's account; answers its app and its recovery codes.
async fn enrol(browser: &Browser) -> (TOTP, Vec<String>) {
    let enrolment = json_of(browser.post("/api/v1/me/mfa/totp", json!({})).await, 200).await;
    let url = enrolment["otpauthUrl"].as_str().unwrap();
    assert!(url.starts_with("otpauth://totp/"), "{url}");
    let app = TOTP::from_url(url).unwrap();
    assert_eq!(app.get_secret_base32(), enrolment["secret"].as_str().unwrap());
    let wrong = browser.post("/api/v1/me/mfa/totp/confirm", json!({"code": "000000"})).await;
    assert_envelope(wrong, 400, "mfa_code_invalid").await;
    let confirmed = browser.post("/api/v1/me/mfa/totp/confirm", json!({"code": app.generate(now())})).await;
    let codes: Vec<String> = serde_json::from_value(json_of(confirmed, 200).await["recoveryCodes"].clone()).unwrap();
    (app, codes)
}

#[tokio::test]
async fn two_factor_sign_in_takes_each_code_once_within_a_step_of_the_clock() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let email = "rita@example.com";
    let rita = app.signed_in_as(&tenant, email, Role::Staff).await;
    let (totp, codes) = enrol(&rita).await;
    assert_eq!(codes.len(), 10);
    let status = json_of(rita.get("/api/v1/me/mfa").await, 200).await;
    assert_eq!(status, json!({"totpEnabled": true, "recoveryCodesLeft": 10, "required": false}));
    assert_envelope(rita.post("/api/v1/me/mfa/totp", json!({})).await, 409, "mfa_already_enabled").await;
    // The secret is sealed, not stored as the app shows it.
    let stored = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.user_totp WHERE position(convert_to($1, 'UTF8') IN secret) > 0",
            tenant.schema_name().quoted()
        ),
        vec![totp.get_secret_base32().into()],
    )
    .await;
    assert_eq!(stored, 0);

    // The password alone starts no session; a wrong code is refused, the right one signs in.
    let mut laptop = app.browser(&tenant);
    let challenge = password_step(&mut laptop, email).await;
    assert_eq!(challenge["enrolmentRequired"], false);
    assert_eq!(second_step(&mut laptop, &challenge, "123456").await.1["error"]["code"], "mfa_code_invalid");
    // The code of the step after this one is taken (the phone's clock runs ahead)…
    let used = now() + 30;
    let (status, signed_in) = second_step(&mut laptop, &challenge, &totp.generate(used)).await;
    assert_eq!(status, 200, "{signed_in}");
    assert_eq!(signed_in["user"]["email"], email);
    assert!(signed_in.get("recoveryCodes").is_none());
    assert_eq!(json_of(laptop.get("/api/v1/me").await, 200).await["email"], email);
    // …the challenge is used up, and a tampered one is unknown.
    assert_envelope(
        laptop
            .post("/api/authenticate/mfa", json!({"challenge": challenge["challenge"], "code": totp.generate(now())}))
            .await,
        401,
        "mfa_challenge_invalid",
    )
    .await;
    assert_envelope(
        laptop.post("/api/authenticate/mfa", json!({"challenge": "x".repeat(43), "code": totp.generate(now())})).await,
        401,
        "mfa_challenge_invalid",
    )
    .await;

    // A code is used once: neither its own step again nor an earlier one; two steps off is refused.
    // (Counted from the step used, not the clock: the clock may have moved to the next step since.)
    let mut phone = app.browser(&tenant);
    let challenge = password_step(&mut phone, email).await;
    for stale in [used, used - 30, used + 60] {
        assert_eq!(second_step(&mut phone, &challenge, &totp.generate(stale)).await.0, 400);
    }
    // A recovery code works once, whatever its case and dashes.
    let recovery = codes[3].to_uppercase().replace('-', " ");
    let (status, _) = second_step(&mut phone, &challenge, &recovery).await;
    assert_eq!(status, 200);
    let challenge = password_step(&mut phone, email).await;
    assert_eq!(second_step(&mut phone, &challenge, &codes[3]).await.0, 400);
    assert_eq!(json_of(rita.get("/api/v1/me/mfa").await, 200).await["recoveryCodesLeft"], 9);

    // The sessions it started say so; turning it off takes the password.
    let sessions = json_of(laptop.get("/api/v1/me/sessions").await, 200).await;
    let current: Vec<&Value> = sessions.as_array().unwrap().iter().filter(|s| s["current"] == true).collect();
    assert_eq!(
        (current.len(), &current[0]["secondFactor"], &current[0]["method"]),
        (1, &json!(true), &json!("password"))
    );
    let wrong = delete(&rita, "/api/v1/me/mfa/totp", Some(json!({"password": "not it at all"}))).await;
    assert_envelope(wrong, 400, "validation_failed").await;
    assert_eq!(delete(&rita, "/api/v1/me/mfa/totp", Some(json!({"password": PASSWORD}))).await.status(), 204);
    let (status, body) = app.browser(&tenant).login(email, PASSWORD).await;
    assert_eq!((status, body["user"]["email"].as_str()), (200, Some(email)));
}

#[tokio::test]
async fn a_tenant_can_require_admins_to_enrol_and_an_admin_can_reset_a_colleague() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let boss = app.signed_in_admin(&tenant, "boss@example.com").await;
    let rita = app.signed_in_as(&tenant, "rita@example.com", Role::Staff).await;
    let (_, _) = enrol(&rita).await;
    assert_envelope(
        boss.put("/api/v1/admin/settings", json!({"idleTimeoutMinutes": 1441})).await,
        400,
        "validation_failed",
    )
    .await;
    let settings =
        boss.put("/api/v1/admin/settings", json!({"mfaRequiredForAdmins": true, "idleTimeoutMinutes": 5})).await;
    let settings = json_of(settings, 200).await;
    assert_eq!(
        (settings["mfaRequiredForAdmins"].as_bool(), settings["idleTimeoutMinutes"].as_i64()),
        (Some(true), Some(5))
    );
    let public = json_of(app.browser(&tenant).get("/api/v1/tenant").await, 200).await;
    assert_eq!(public["idleTimeoutMinutes"], 5);

    // The admin's next sign-in enrols before it signs in, and hands out the recovery codes.
    let mut again = app.browser(&tenant);
    let challenge = password_step(&mut again, "boss@example.com").await;
    assert_eq!((&challenge["enrolmentRequired"], &challenge["emailCodeSent"]), (&json!(true), &json!(true)));
    let code = mailed_code(&app, &tenant, 1).await;
    let enrolment = again
        .post("/api/authenticate/mfa/enrol", json!({"challenge": challenge["challenge"], "emailCode": code}))
        .await;
    let enrolment = json_of(enrolment, 200).await;
    let totp = TOTP::from_url(enrolment["otpauthUrl"].as_str().unwrap()).unwrap();
    let (status, signed_in) = second_step(&mut again, &challenge, &totp.generate(now())).await;
    assert_eq!(status, 200, "{signed_in}");
    assert_eq!(signed_in["recoveryCodes"].as_array().map(Vec::len), Some(10));
    let required = json_of(again.get("/api/v1/me/mfa").await, 200).await;
    assert_eq!((required["totpEnabled"].as_bool(), required["required"].as_bool()), (Some(true), Some(true)));
    assert_envelope(
        delete(&again, "/api/v1/me/mfa/totp", Some(json!({"password": PASSWORD}))).await,
        403,
        "mfa_required",
    )
    .await;

    // Rita lost her phone: an admin removes her second factor, audited; she signs in without it.
    let rita_id = json_of(rita.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();
    let detail = json_of(again.get(&format!("/api/v1/admin/users/{rita_id}")).await, 200).await;
    assert_eq!(detail["mfaEnabled"], true);
    assert_envelope(delete(&rita, &format!("/api/v1/admin/users/{rita_id}/mfa"), None).await, 403, "forbidden").await;
    assert_eq!(delete(&again, &format!("/api/v1/admin/users/{rita_id}/mfa"), None).await.status(), 204);
    assert_eq!(delete(&again, &format!("/api/v1/admin/users/{rita_id}/mfa"), None).await.status(), 404);
    let audited = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.audit_log WHERE action = 'auth.mfa_reset' AND subject_id = $1",
            tenant.schema_name().quoted()
        ),
        vec![rita_id.clone().into()],
    )
    .await;
    assert_eq!(audited, 1);
    assert_eq!(app.browser(&tenant).login("rita@example.com", PASSWORD).await.0, 200);

    // A few wrong codes spend a challenge: the password must be given again (and those wrong
    // codes count against this client's sign-in limits like wrong passwords).
    let mut guesser = app.browser(&tenant);
    let guessed = password_step(&mut guesser, "boss@example.com").await;
    for guess in ["111111", "222222", "333333", "444444", "555555"] {
        assert_eq!(second_step(&mut guesser, &guessed, guess).await.0, 400);
    }
    let (status, spent) = second_step(&mut guesser, &guessed, &totp.generate(now() + 30)).await;
    assert_eq!((status, spent["error"]["code"].as_str()), (401, Some("mfa_challenge_invalid")));
}

#[tokio::test]
async fn sessions_are_listed_and_ended_and_a_locked_one_answers_nothing_until_unlocked() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let email = "ana@example.com";
    let mut desk = app.browser(&tenant);
    desk.register(email, PASSWORD, "Ana").await;
    let mut phone = app.browser(&tenant);
    let mut tablet = app.browser(&tenant);
    for browser in [&mut phone, &mut tablet] {
        assert_eq!(browser.login(email, PASSWORD).await.0, 200);
    }
    let sessions = json_of(desk.get("/api/v1/me/sessions").await, 200).await;
    let sessions = sessions.as_array().unwrap();
    assert_eq!(sessions.len(), 3);
    let mine = sessions.iter().find(|s| s["current"] == true).unwrap();
    assert_eq!(mine["method"], "registration");
    assert!(mine["device"].is_string() && mine["lastUsedAt"].is_string());
    let others: Vec<&str> =
        sessions.iter().filter(|s| s["current"] == false).map(|s| s["id"].as_str().unwrap()).collect();

    // One other ends: its refresh token stops working, and so does its access token.
    assert_envelope(
        delete(&desk, &format!("/api/v1/me/sessions/{}", mine["id"].as_str().unwrap()), None).await,
        400,
        "session_current",
    )
    .await;
    let phone_session = json_of(phone.get("/api/v1/me/sessions").await, 200).await;
    let phone_id = phone_session.as_array().unwrap().iter().find(|s| s["current"] == true).unwrap()["id"].clone();
    assert!(others.contains(&phone_id.as_str().unwrap()));
    assert_eq!(delete(&desk, &format!("/api/v1/me/sessions/{}", phone_id.as_str().unwrap()), None).await.status(), 204);
    assert_envelope(
        delete(&desk, &format!("/api/v1/me/sessions/{}", phone_id.as_str().unwrap()), None).await,
        404,
        "session_not_found",
    )
    .await;
    assert_envelope(phone.get("/api/v1/me").await, 401, "invalid_token").await;
    assert_eq!(phone.refresh().await.0, 401);
    // All the others: the tablet too.
    assert_eq!(json_of(delete(&desk, "/api/v1/me/sessions", None).await, 200).await, json!({"ended": 1}));
    assert_eq!(tablet.refresh().await.0, 401);
    assert_eq!(json_of(desk.get("/api/v1/me/sessions").await, 200).await.as_array().unwrap().len(), 1);

    // A password change may keep the other sessions.
    assert_eq!(phone.login(email, PASSWORD).await.0, 200);
    let keep = json!({"currentPassword": PASSWORD, "newPassword": PASSWORD, "endOtherSessions": false});
    assert_eq!(desk.put("/api/v1/me/password", keep).await.status(), 204);
    assert_eq!(phone.refresh().await.0, 200);

    // Locked: nothing is answered, not even a refresh (the cookie is kept), until the password.
    assert_eq!(desk.post("/api/authenticate/lock", json!({})).await.status(), 204);
    assert_envelope(desk.get("/api/v1/me").await, 401, "session_locked").await;
    let (status, body) = desk.refresh().await;
    assert_eq!((status, body["error"]["code"].as_str()), (401, Some("session_locked")));
    assert_eq!(phone.get("/api/v1/me").await.status(), 200, "only that session is locked");
    let wrong = desk.post("/api/authenticate/unlock", json!({"password": "not the password"})).await;
    assert_envelope(wrong, 400, "validation_failed").await;
    let unlocked = json_of(desk.post("/api/authenticate/unlock", json!({"password": PASSWORD})).await, 200).await;
    desk.token = unlocked["accessToken"].as_str().map(str::to_owned);
    assert_eq!(json_of(desk.get("/api/v1/me").await, 200).await["email"], email);
    assert_eq!(desk.refresh().await.0, 200);
    // Unlocking needs a session: a browser without one is told to sign in.
    assert_envelope(
        app.browser(&tenant).post("/api/authenticate/unlock", json!({"password": PASSWORD})).await,
        401,
        "invalid_token",
    )
    .await;
}

#[tokio::test]
async fn a_stolen_password_does_not_enrol_an_authenticator_without_the_mailbox() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let boss = app.signed_in_admin(&tenant, "boss@example.com").await;
    app.signed_in_as(&tenant, "ada@example.com", Role::Admin).await;
    json_of(boss.put("/api/v1/admin/settings", json!({"mfaRequiredForAdmins": true})).await, 200).await;

    // Whoever holds Ada's password gets a challenge, and Ada gets the code.
    let mut thief = app.browser(&tenant);
    let challenge = password_step(&mut thief, "ada@example.com").await;
    assert_eq!((&challenge["enrolmentRequired"], &challenge["emailCodeSent"]), (&json!(true), &json!(true)));
    let code = mailed_code(&app, &tenant, 1).await;
    let enrol = |email_code: Value| {
        thief.post("/api/authenticate/mfa/enrol", json!({"challenge": challenge["challenge"], "emailCode": email_code}))
    };
    // Without the mailbox: no secret, and no way around the step.
    assert_eq!(
        thief.post("/api/authenticate/mfa/enrol", json!({"challenge": challenge["challenge"]})).await.status(),
        400
    );
    let wrong = if code == "00000000" { "11111111" } else { "00000000" };
    assert_envelope(enrol(json!(wrong)).await, 400, "mfa_email_code_invalid").await;
    assert_envelope(
        thief.post("/api/authenticate/mfa", json!({"challenge": challenge["challenge"], "code": "123456"})).await,
        409,
        "mfa_not_started",
    )
    .await;
    // A few wrong codes spend the challenge; the right one then does not help.
    for _ in 0..4 {
        assert_eq!(enrol(json!(wrong)).await.status(), 400);
    }
    assert_envelope(enrol(json!(code)).await, 401, "mfa_challenge_invalid").await;
    let stored = scalar_i64(
        &database_url(),
        &format!("SELECT count(*) FROM {}.user_totp", tenant.schema_name().quoted()),
        vec![],
    )
    .await;
    assert_eq!(stored, 0, "no authenticator was bound");

    // Ada, with her mailbox, enrols (the code is mailed, not shown: the answer does not carry it).
    let mut ada = app.browser(&tenant);
    let challenge = password_step(&mut ada, "ada@example.com").await;
    assert!(!challenge.to_string().contains(&mailed_code(&app, &tenant, 2).await));
    let code = mailed_code(&app, &tenant, 2).await;
    let enrolment = ada
        .post(
            "/api/authenticate/mfa/enrol",
            json!({"challenge": challenge["challenge"], "emailCode": format!(" {code} ")}),
        )
        .await;
    let totp = TOTP::from_url(json_of(enrolment, 200).await["otpauthUrl"].as_str().unwrap()).unwrap();
    let (status, signed_in) = second_step(&mut ada, &challenge, &totp.generate(now())).await;
    assert_eq!((status, signed_in["recoveryCodes"].as_array().map(Vec::len)), (200, Some(10)), "{signed_in}");
}

#[tokio::test]
async fn guessing_codes_from_many_clients_locks_the_factor_and_mails_its_owner() {
    let mut config = test_config(&database_url());
    config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    // No slow-down in the way: the lock is what stops this guesser, not the per-window limits.
    config.login_max_failures_per_account_and_client = 20;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let email = "rita@example.com";
    let rita = app.signed_in_as(&tenant, email, Role::Staff).await;
    let (totp, codes) = enrol(&rita).await;
    let schema = tenant.schema_name().quoted().to_string();

    // A wrong code and then a right one: the count starts again.
    let mut owner = app.browser(&tenant);
    let challenge = password_step(&mut owner, email).await;
    assert_eq!(second_step(&mut owner, &challenge, "000001").await.0, 400);
    assert_eq!(second_step(&mut owner, &challenge, &codes[9]).await.0, 200);

    // Someone with the password guesses from ever new addresses, five codes per challenge.
    let mut guesses = 0;
    for client in 1..=2u8 {
        let mut guesser = app.browser(&tenant).behind_proxy_as(std::net::IpAddr::from([203, 0, 113, client]));
        let challenge = password_step(&mut guesser, email).await;
        for _ in 0..5 {
            guesses += 1;
            let guess = format!("{:06}", 900_000 + guesses);
            let (status, body) = second_step(&mut guesser, &challenge, &guess).await;
            assert_eq!((status, body["error"]["code"].as_str()), (400, Some("mfa_code_invalid")), "{body}");
        }
    }
    // Locked: even the right code from a new client is not looked at.
    let mut third = app.browser(&tenant).behind_proxy_as(std::net::IpAddr::from([198, 51, 100, 7]));
    let challenge = password_step(&mut third, email).await;
    let (status, body) = second_step(&mut third, &challenge, &totp.generate(now() + 30)).await;
    assert_eq!((status, body["error"]["code"].as_str()), (403, Some("mfa_locked")), "{body}");
    let audited = scalar_i64(
        &database_url(),
        &format!("SELECT count(*) FROM {schema}.audit_log WHERE action = 'auth.mfa_locked'"),
        vec![],
    )
    .await;
    assert_eq!(audited, 1);
    let told = mails(&app, &tenant, 1).await;
    let locked: Vec<&String> = told.iter().filter(|m| m.contains("is locked")).collect();
    assert_eq!(locked.len(), 1, "one mail to the owner");
    assert!(locked[0].contains(email) && locked[0].contains("recovery code"), "{}", locked[0]);

    // A recovery code still signs in, and unlocks the app's codes.
    let (status, _) = second_step(&mut third, &challenge, &codes[0]).await;
    assert_eq!(status, 200);
    let mut later = app.browser(&tenant);
    let challenge = password_step(&mut later, email).await;
    assert_eq!(second_step(&mut later, &challenge, &totp.generate(now() + 30)).await.0, 200);
}

#[tokio::test]
async fn a_database_dump_gives_no_recovery_code_to_try_offline() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let email = "rita@example.com";
    let rita = app.signed_in_as(&tenant, email, Role::Staff).await;
    let (_, codes) = enrol(&rita).await;
    let schema = tenant.schema_name().quoted().to_string();
    let plain = |code: &str| code.replace('-', "");
    // No stored hash is the bare SHA-256 of a code: they are keyed.
    for code in &codes {
        let bare = scalar_i64(
            &database_url(),
            &format!(
                "SELECT count(*) FROM {schema}.user_recovery_codes WHERE code_hash = sha256(convert_to($1, 'UTF8'))"
            ),
            vec![plain(code).into()],
        )
        .await;
        assert_eq!(bare, 0);
    }
    // Codes stored before keyed hashes (bare SHA-256) are wrapped under the key by the clean-up
    // job, and still work; one the job has not reached yet works too.
    let old: Vec<String> = codes[..2].iter().map(|c| plain(c)).collect();
    plant_legacy_codes(&schema, old).await;
    assert_eq!(prune_tenant(&app, &tenant).await.unwrap().recovery_codes_keyed, 2);
    let left = scalar_i64(
        &database_url(),
        &format!("SELECT count(*) FROM {schema}.user_recovery_codes WHERE NOT keyed OR code_hash = sha256(convert_to($1, 'UTF8'))"),
        vec![plain(&codes[0]).into()],
    )
    .await;
    assert_eq!(left, 0);
    let mut laptop = app.browser(&tenant);
    let challenge = password_step(&mut laptop, email).await;
    assert_eq!(second_step(&mut laptop, &challenge, &codes[0]).await.0, 200);

    plant_legacy_codes(&schema, vec![plain(&codes[5])]).await;
    let mut phone = app.browser(&tenant);
    let challenge = password_step(&mut phone, email).await;
    assert_eq!(second_step(&mut phone, &challenge, &codes[5]).await.0, 200);
    let challenge = password_step(&mut phone, email).await;
    assert_eq!(second_step(&mut phone, &challenge, &codes[5]).await.0, 400, "once");
}

/// Replaces Rita's recovery codes with these, stored as before keyed hashes (bare SHA-256).
async fn plant_legacy_codes(schema: &str, codes: Vec<String>) {
    use sea_orm::ConnectionTrait;
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    conn.execute_unprepared(&format!("DELETE FROM {schema}.user_recovery_codes")).await.unwrap();
    let insert = format!(
        "INSERT INTO {schema}.user_recovery_codes (user_id, code_hash, keyed) \
         SELECT id, sha256(convert_to(c, 'UTF8')), false FROM {schema}.users, unnest($1::text[]) AS c \
         WHERE email = 'rita@example.com'"
    );
    let statement = sea_orm::Statement::from_sql_and_values(sea_orm::DatabaseBackend::Postgres, insert, [codes.into()]);
    conn.execute_raw(statement).await.unwrap();
}
