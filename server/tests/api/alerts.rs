//! Job alerts: double opt-in in the visitor's language, daily digests of new matching vacancies
//! with no vacancy mailed twice, one-click unsubscribe, and limits.

use serde_json::json;

use erecruit_server::tenancy::active_tenants;

use crate::helpers::{
    TEST_ENCRYPTION_KEY, assert_envelope, create_tenant, database_url, json_of, mail_files, mail_text, pruner,
    scalar_i64, spawn_app_with, test_config, token_in,
};
use crate::vacancies::published;

/// A client address no other test uses (a documentation range, 198.18.0.0/15, by chance).
fn unique_client() -> std::net::IpAddr {
    let [a, b, ..] = uuid::Uuid::new_v4().into_bytes();
    std::net::IpAddr::from([198, 18 + (a & 1), b, a >> 1])
}

/// The `List-Unsubscribe` address of a mail as written.
fn unsubscribe_url(mail: &str) -> String {
    let start = mail.find("List-Unsubscribe: <").expect("a List-Unsubscribe header") + "List-Unsubscribe: <".len();
    mail[start..].split('>').next().unwrap().replace("\r\n ", "").replace("\n ", "")
}

#[tokio::test]
async fn a_visitor_confirms_an_alert_and_gets_each_new_matching_vacancy_once() {
    let mut config = test_config(&database_url());
    config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    // The clean-up job sends the digests; the test runs this tenant's pass itself, as the job
    // does (the job's own hourly pass visits every tenant of the test database).
    let pruner = pruner(&app, TEST_ENCRYPTION_KEY);
    let this = active_tenants(&app.db).await.unwrap().into_iter().find(|t| t.slug == tenant).unwrap();
    let pass = || async { pruner.prune_one(this.clone()).await.unwrap().expect("the pass ran").job_alert_digests };
    let schema = tenant.schema_name().quoted().to_string();
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    // Subscriptions are counted per client and address across tenants (and test runs): this test
    // is a client and an address of its own.
    let visitor = app.browser(&tenant).behind_proxy_as(unique_client());
    let ana = format!("Ana.{}@Example.com", uuid::Uuid::new_v4().simple());
    published(&recruiter, "Marketing Intern", "internship").await;

    // Bad input is refused field by field.
    let bad = visitor.post("/api/v1/job-alerts", json!({"email": "not an address", "keywords": "x".repeat(201)})).await;
    let bad = assert_envelope(bad, 400, "validation_failed").await;
    assert_eq!(
        (bad["fields"]["email"]["code"].as_str(), bad["fields"]["keywords"]["code"].as_str()),
        (Some("email_invalid"), Some("job_alert_keywords_invalid"))
    );
    let alert = json!({"email": ana, "categories": ["internship"], "keywords": "", "locale": "pt"});
    assert_eq!(visitor.post("/api/v1/job-alerts", alert.clone()).await.status(), 202);

    // The confirmation is in Portuguese; nothing is sent before it is used.
    let mails = mail_files(&app.mail_dir, &tenant, 1).await;
    let confirmation = mail_text(&mails[0]);
    assert!(
        confirmation.contains("Confirme o seu alerta de emprego") && confirmation.contains("Estágio"),
        "{confirmation}"
    );
    let confirmed =
        json_of(visitor.post("/api/v1/job-alerts/confirm", json!({"token": token_in(&confirmation)})).await, 200).await;
    assert_eq!((confirmed["categories"].clone(), confirmed["locale"].as_str()), (json!(["internship"]), Some("pt")));
    let manage = confirmed["manageToken"].as_str().unwrap().to_owned();
    let again = visitor.post("/api/v1/job-alerts/confirm", json!({"token": token_in(&confirmation)})).await;
    assert_envelope(again, 400, "job_alert_token_invalid").await;

    // The digest lists the matching vacancies published since: not the earlier one, not another
    // category; with a manage link and a one-click unsubscribe.
    published(&recruiter, "Data Intern", "internship").await;
    published(&recruiter, "Senior Engineer", "experienced-hire").await;
    assert_eq!(pass().await, 1);
    let mails = mail_files(&app.mail_dir, &tenant, 2).await;
    assert_eq!(mails.len(), 2, "a digest is mailed");
    let digest = mail_text(&mails[1]);
    assert!(digest.contains("Novas vagas em") && digest.contains("Data Intern"), "{digest}");
    assert!(!digest.contains("Marketing Intern") && !digest.contains("Senior Engineer"), "{digest}");
    assert!(digest.contains(&format!("/job-alerts/manage?tenant={}&token={manage}", tenant.as_str())), "{digest}");
    assert!(mails[1].contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"), "{}", mails[1]);
    let unsubscribe = unsubscribe_url(&mails[1]);

    // Not again the same day.
    published(&recruiter, "Design Intern", "internship").await;
    assert_eq!(pass().await, 0);
    // The next day: only what is new since, never a vacancy twice.
    let make_due = format!("UPDATE {schema}.job_alerts SET last_digest_at = now() - interval '1 day' RETURNING 1");
    let make_due = format!("WITH u AS ({make_due}) SELECT count(*) FROM u");
    assert_eq!(scalar_i64(&database_url(), &make_due, vec![]).await, 1);
    assert_eq!(pass().await, 1);
    let mails = mail_files(&app.mail_dir, &tenant, 3).await;
    assert_eq!(mails.len(), 3, "the next digest is mailed");
    let next = mail_text(&mails[2]);
    assert!(next.contains("Design Intern") && !next.contains("Data Intern"), "{next}");
    // Due again with nothing new: no mail.
    assert_eq!(scalar_i64(&database_url(), &make_due, vec![]).await, 1);
    assert_eq!(pass().await, 0);
    let digests = format!("SELECT count(*) FROM {schema}.outbox_emails WHERE template = 'job_alert_digest'");
    assert_eq!(scalar_i64(&database_url(), &digests, vec![]).await, 2);

    // The manage page reads and changes the alert.
    let seen = json_of(visitor.get(&format!("/api/v1/job-alerts/manage?token={manage}")).await, 200).await;
    assert_eq!(seen["email"], ana.to_lowercase(), "addresses are kept as Email::parse writes them");
    let changed = visitor
        .put(
            "/api/v1/job-alerts/manage",
            json!({"token": manage, "categories": [], "keywords": " design  ", "locale": "en"}),
        )
        .await;
    let changed = json_of(changed, 200).await;
    assert_eq!((changed["keywords"].as_str(), changed["locale"].as_str()), (Some("design"), Some("en")));
    assert_envelope(visitor.get("/api/v1/job-alerts/manage?token=forged").await, 400, "job_alert_token_invalid").await;

    // One click from the mail client (RFC 8058): a form POST to the header's address, which
    // names the tenant itself.
    let one_click = app
        .client
        .post(&unsubscribe)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(one_click.status(), 200, "{unsubscribe}");
    let left = scalar_i64(&database_url(), &format!("SELECT count(*) FROM {schema}.job_alerts"), vec![]).await;
    assert_eq!(left, 0, "the alert is gone");
    let twice = visitor.post("/api/v1/job-alerts/unsubscribe", json!({"token": manage})).await;
    assert_envelope(twice, 400, "job_alert_token_invalid").await;

    // Limits: three confirmation mails an hour per address.
    assert_eq!(visitor.post("/api/v1/job-alerts", alert.clone()).await.status(), 202);
    assert_eq!(visitor.post("/api/v1/job-alerts", alert.clone()).await.status(), 202);
    assert_envelope(visitor.post("/api/v1/job-alerts", alert).await, 429, "too_many_requests").await;
}

#[tokio::test]
async fn job_alerts_cannot_be_used_to_mail_strangers() {
    let mut config = test_config(&database_url());
    config.trusted_proxies = vec!["127.0.0.1/32".parse().unwrap()];
    let app = spawn_app_with(config).await;
    let (tenant, other) = (create_tenant(&app.db).await, create_tenant(&app.db).await);
    let client = unique_client();
    let spammer = app.browser(&tenant).behind_proxy_as(client);
    let schema = tenant.schema_name().quoted().to_string();
    let unique = uuid::Uuid::new_v4().simple().to_string();
    let victim = format!("victim{unique}@example.com");

    // The subscriber's free text is not written into the mail sent to the address.
    let alert = |email: &str| json!({"email": email, "keywords": "CHEAP PILLS visit spam dot example", "locale": "en"});
    assert_eq!(spammer.post("/api/v1/job-alerts", alert(&victim)).await.status(), 202);
    let mails = mail_files(&app.mail_dir, &tenant, 1).await;
    let confirmation = mail_text(&mails[0]);
    assert!(!confirmation.contains("PILLS") && !confirmation.contains("spam"), "{confirmation}");

    // Aliases of one mailbox count as one address: two more confirmation mails an hour, no more,
    // on any careers site of the platform.
    let aliases = [format!("vic.tim{unique}+a@example.com"), format!("VICTIM{unique}+jobs@Example.com")];
    for alias in &aliases {
        assert_eq!(spammer.post("/api/v1/job-alerts", alert(alias)).await.status(), 202, "{alias}");
    }
    let elsewhere = app.browser(&other).behind_proxy_as(unique_client());
    let refused = elsewhere.post("/api/v1/job-alerts", alert(&format!("v.ictim{unique}@example.com"))).await;
    assert_envelope(refused, 429, "too_many_requests").await;

    // A client counts across tenants too: 10 subscriptions an hour in all.
    for n in 3..10 {
        let site = if n % 2 == 0 { &tenant } else { &other };
        let status = app
            .browser(site)
            .behind_proxy_as(client)
            .post("/api/v1/job-alerts", alert(&format!("someone{n}.{unique}@example.com")))
            .await
            .status();
        assert_eq!(status, 202, "subscription {n}");
    }
    let refused =
        app.browser(&other).behind_proxy_as(client).post("/api/v1/job-alerts", alert("one.more@example.com")).await;
    assert_envelope(refused, 429, "too_many_requests").await;

    // Unconfirmed alerts never block the owner, and a full address answers like any other.
    let owner = format!("owner{unique}@example.com");
    let insert = format!(
        "WITH made AS (INSERT INTO {schema}.job_alerts (email, categories, keywords, locale, confirm_hash,
                              confirm_expires_at, manage_hash, manage_sealed, confirmed_at)
                       SELECT $1, '{{}}', '', 'en', sha256(('c' || n || $1)::bytea), now() + interval '1 day',
                              sha256(('m' || n || $1)::bytea), '\\x00', CASE WHEN $2 THEN now() END
                       FROM generate_series(1, 5) n RETURNING 1) SELECT count(*) FROM made"
    );
    assert_eq!(scalar_i64(&database_url(), &insert, vec![owner.clone().into(), false.into()]).await, 5);
    let owners_browser = app.browser(&tenant).behind_proxy_as(unique_client());
    assert_eq!(owners_browser.post("/api/v1/job-alerts", alert(&owner)).await.status(), 202);
    // The tenant's confirmations so far: three to the victim, three of the spammer's, the owner's.
    let mails = mail_files(&app.mail_dir, &tenant, 7).await;
    let to_owner = mails.iter().find(|mail| mail.contains(&owner)).expect("the owner's confirmation");
    let token = token_in(&mail_text(to_owner));
    assert_eq!(owners_browser.post("/api/v1/job-alerts/confirm", json!({"token": token})).await.status(), 200);
    let full = format!("full{unique}@example.com");
    assert_eq!(scalar_i64(&database_url(), &insert, vec![full.clone().into(), true.into()]).await, 5);
    assert_eq!(owners_browser.post("/api/v1/job-alerts", alert(&full)).await.status(), 202, "no 409 for a stranger");
    let sent_to_full = format!("SELECT count(*) FROM {schema}.outbox_emails WHERE to_address = $1");
    assert_eq!(scalar_i64(&database_url(), &sent_to_full, vec![full.into()]).await, 0, "nothing mailed to it");

    // The clean-up job deletes alerts whose confirmation link expired unused.
    let expire = format!(
        "WITH changed AS (UPDATE {schema}.job_alerts SET confirm_expires_at = now() - interval '1 second'
                          WHERE confirmed_at IS NULL AND email = $1 RETURNING 1) SELECT count(*) FROM changed"
    );
    assert_eq!(scalar_i64(&database_url(), &expire, vec![owner.clone().into()]).await, 5);
    let pruned = crate::helpers::prune_tenant(&app, &tenant).await.expect("the pass ran");
    assert!(pruned.unconfirmed_job_alerts >= 5, "{pruned:?}");
    let left = format!("SELECT count(*) FROM {schema}.job_alerts WHERE email = $1");
    assert_eq!(scalar_i64(&database_url(), &left, vec![owner.into()]).await, 1, "the confirmed one stays");
}
