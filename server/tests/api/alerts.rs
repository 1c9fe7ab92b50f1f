//! Job alerts: double opt-in in the visitor's language, daily digests of new matching vacancies
//! with no vacancy mailed twice, one-click unsubscribe, and limits.

use serde_json::json;

use erecruit_server::tenancy::active_tenants;

use crate::helpers::{
    assert_envelope, create_tenant, database_url, json_of, mail_files, mail_text, pruner, scalar_i64, spawn_app_with,
    test_config, token_in,
};
use crate::vacancies::published;

/// The `List-Unsubscribe` address of a mail as written.
fn unsubscribe_url(mail: &str) -> String {
    let start = mail.find("List-Unsubscribe: <").expect("a List-Unsubscribe header") + "List-Unsubscribe: <".len();
    mail[start..].split('>').next().unwrap().replace("\r\n ", "").replace("\n ", "")
}

#[tokio::test]
async fn a_visitor_confirms_an_alert_and_gets_each_new_matching_vacancy_once() {
    let mut config = test_config(&database_url());
    let key = "alerts-test-key-0123456789-abcdefghijklmnopqrstuvwxyz";
    config.encryption_key = Some(key.to_owned().into());
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    // The clean-up job sends the digests; the test runs this tenant's pass itself, as the job
    // does (the job's own hourly pass visits every tenant of the test database).
    let pruner = pruner(&app, key);
    let this = active_tenants(&app.db).await.unwrap().into_iter().find(|t| t.slug == tenant).unwrap();
    let pass = || async { pruner.prune_one(this.clone()).await.unwrap().expect("the pass ran").job_alert_digests };
    let schema = tenant.schema_name().quoted().to_string();
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let visitor = app.browser(&tenant);
    published(&recruiter, "Marketing Intern", "internship").await;

    // Bad input is refused field by field.
    let bad = visitor.post("/api/v1/job-alerts", json!({"email": "not an address", "keywords": "x".repeat(201)})).await;
    let bad = assert_envelope(bad, 400, "validation_failed").await;
    assert_eq!(
        (bad["fields"]["email"]["code"].as_str(), bad["fields"]["keywords"]["code"].as_str()),
        (Some("email_invalid"), Some("job_alert_keywords_invalid"))
    );
    let alert = json!({"email": "Ana@Example.com", "categories": ["internship"], "keywords": "", "locale": "pt"});
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
    assert_eq!(seen["email"], "ana@example.com", "addresses are kept as Email::parse writes them");
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
