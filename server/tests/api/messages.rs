//! Messages between recruiters and applicants: who may write to whom, the copies' folder, star,
//! label and unread rules, drafts, attachments and notices.

use erecruit_server::tenancy::TenantSlug;
use reqwest::Method;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::helpers::{TestApp, assert_envelope, create_tenant, database_url, json_of, scalar_i64, spawn_app};

fn pdf() -> Vec<u8> {
    b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n".to_vec()
}

async fn me(browser: &Browser) -> String {
    let me: Value = browser.get("/api/v1/me").await.json().await.unwrap();
    me["id"].as_str().unwrap().to_owned()
}

/// How many message notices were e-mailed to `address`.
async fn notices(tenant: &TenantSlug, address: &str) -> i64 {
    let sql = format!(
        "SELECT count(*) FROM {}.outbox_emails WHERE template = 'new_message' AND to_address = $1",
        tenant.schema_name().quoted()
    );
    scalar_i64(&database_url(), &sql, vec![address.into()]).await
}

/// Whether a notice to `address` says `text`.
async fn notice_mentions(tenant: &TenantSlug, address: &str, text: &str) -> bool {
    let sql = format!(
        "SELECT count(*) FROM {}.outbox_emails WHERE template = 'new_message' AND to_address = $1 \
         AND (subject || body_text) LIKE '%' || $2 || '%'",
        tenant.schema_name().quoted()
    );
    scalar_i64(&database_url(), &sql, vec![address.into(), text.into()]).await > 0
}

/// Asserts that the folder totals the triggers keep say what counting the copies says.
async fn assert_totals_agree_with_copies(tenant: &TenantSlug) {
    let schema = tenant.schema_name().quoted();
    let sql = format!(
        "SELECT count(*) FROM (SELECT user_id, folder, count(*) AS total FROM {schema}.mail_copies \
         GROUP BY 1, 2) counted FULL JOIN (SELECT * FROM {schema}.mail_folder_totals WHERE total <> 0) kept \
         USING (user_id, folder) WHERE counted.total IS DISTINCT FROM kept.total"
    );
    assert_eq!(scalar_i64(&database_url(), &sql, vec![]).await, 0, "folder totals drifted from the copies");
}

struct Scene {
    app: TestApp,
    tenant: TenantSlug,
    recruiter: Browser,
    ana: Browser,
    ana_id: String,
    ana_application: i64,
    bruno: Browser,
    bruno_application: i64,
}

/// A tenant with a recruiter and two applicants, Ana and Bruno, who applied to one vacancy.
async fn scene() -> Scene {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "rita@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "pt").await;
    let ana_application = apply(&ana, vacancy, application(visa, team)).await;
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno Costa", "en").await;
    let bruno_application = apply(&bruno, vacancy, application(visa, team)).await;
    let ana_id = me(&ana).await;
    Scene { app, tenant, recruiter, ana, ana_id, ana_application, bruno, bruno_application }
}

async fn write(from: &Browser, body: Value) -> Value {
    json_of(from.post("/api/v1/mail", body).await, 201).await
}

async fn list(browser: &Browser, query: &str) -> Value {
    json_of(browser.get(&format!("/api/v1/mail?{query}")).await, 200).await
}

fn ids(page: &Value) -> Vec<i64> {
    page["data"].as_array().unwrap().iter().map(|m| m["id"].as_i64().unwrap()).collect()
}

#[tokio::test]
async fn a_recruiter_and_an_applicant_talk_about_an_application() {
    let s = scene().await;
    let detail: Value =
        s.recruiter.get(&format!("/api/v1/admin/applications/{}", s.ana_application)).await.json().await.unwrap();
    assert_eq!(detail["applicantUserId"], s.ana_id.as_str());

    // The recruiter writes a private message about Ana's application.
    let sent = write(
        &s.recruiter,
        json!({"to": [s.ana_id], "subject": "Your interview", "body": "Could you come **Monday**?",
               "applicationId": s.ana_application, "labels": ["private"]}),
    )
    .await;
    assert_eq!((sent["folder"].as_str(), sent["unread"].as_bool()), (Some("sent"), Some(false)));
    let first = sent["id"].as_i64().unwrap();

    // Ana sees it unread, counted per folder and per application, and is told by e-mail in her
    // language without the private text.
    let counts = json_of(s.ana.get("/api/v1/mail/counts").await, 200).await;
    assert_eq!(counts["folders"]["inbox"], 1);
    assert_eq!(counts["applications"], json!([{"applicationId": s.ana_application, "unread": 1}]));
    let inbox = list(&s.ana, "folder=inbox").await;
    assert_eq!(inbox["total"], 1);
    assert_eq!(inbox["data"][0]["unread"], true);
    assert_eq!(inbox["data"][0]["from"]["name"], "Admin");
    assert_eq!(inbox["data"][0]["labels"], json!(["private"]));
    assert_eq!(notices(&s.tenant, "ana@example.com").await, 1);
    assert!(notice_mentions(&s.tenant, "ana@example.com", "Nova mensagem").await);
    assert!(!notice_mentions(&s.tenant, "ana@example.com", "Monday").await);
    assert!(notice_mentions(&s.tenant, "ana@example.com", &format!("/email/message/{first}")).await);

    // She replies with an attachment; reading the thread marked it read.
    let thread = json_of(s.ana.get(&format!("/api/v1/mail/{first}")).await, 200).await;
    assert_eq!(thread["body"], "Could you come **Monday**?");
    assert_eq!(thread["replies"], json!([]));
    assert_eq!(json_of(s.ana.get("/api/v1/mail/counts").await, 200).await["folders"]["inbox"], 0);
    let upload = s
        .ana
        .send_bytes(Method::POST, "/api/v1/mail/attachments", pdf(), &[("x-file-name", "Portf%C3%B3lio.pdf")])
        .await;
    let file = json_of(upload, 201).await;
    assert_eq!(file["name"], "Portfólio.pdf");
    let reply = s
        .ana
        .post(
            &format!("/api/v1/mail/{first}/reply"),
            json!({"body": "Monday works. My portfolio is attached.", "attachmentIds": [file["id"]]}),
        )
        .await;
    let reply = json_of(reply, 201).await;
    assert_eq!(reply["subject"], "Re: Your interview");
    assert_eq!(reply["applicationId"], s.ana_application);
    // The same file cannot travel on a second message.
    let again =
        s.ana.post(&format!("/api/v1/mail/{first}/reply"), json!({"body": "x", "attachmentIds": [file["id"]]})).await;
    assert_eq!(
        assert_envelope(again, 400, "validation_failed").await["fields"]["attachmentIds"]["code"],
        "attachment_not_found"
    );

    // The recruiter reads the reply in the thread and downloads the attachment; Bruno cannot.
    let reply_id = reply["id"].as_i64().unwrap();
    let thread = json_of(s.recruiter.get(&format!("/api/v1/mail/{reply_id}")).await, 200).await;
    assert_eq!(thread["id"], first);
    assert_eq!(thread["replies"][0]["body"], "Monday works. My portfolio is attached.");
    assert_eq!(thread["replies"][0]["attachments"][0]["name"], "Portfólio.pdf");
    let download = format!("/api/v1/mail/{reply_id}/attachments/{}", file["id"].as_str().unwrap());
    let bytes = s.recruiter.get(&download).await;
    assert_eq!(bytes.status(), 200);
    assert_eq!(bytes.bytes().await.unwrap().to_vec(), pdf());
    assert_envelope(s.bruno.get(&download).await, 404, "not_found").await;
    // Nor does a colleague who is not on the message, by the file's own address.
    let colleague = s.app.signed_in_admin(&s.tenant, "carl@example.com").await;
    let by_file = format!("/api/v1/files/{}", file["id"].as_str().unwrap());
    assert_envelope(colleague.get(&by_file).await, 404, "not_found").await;
    assert_envelope(colleague.get(&download).await, 404, "not_found").await;
    assert_eq!(notices(&s.tenant, "rita@example.com").await, 1);

    // A second message in the thread within 15 minutes sends no second notice.
    let follow_up = s.recruiter.post(&format!("/api/v1/mail/{reply_id}/reply"), json!({"body": "See you then."})).await;
    assert_eq!(follow_up.status(), 201);
    assert_eq!(notices(&s.tenant, "ana@example.com").await, 1);
    assert_eq!(list(&s.ana, &format!("applicationId={}", s.ana_application)).await["total"], 3);

    // "Ask a question" with nobody named goes to the application's recruiters.
    let question = write(
        &s.ana,
        json!({"to": [], "subject": "Parking", "body": "Is there parking?", "applicationId": s.ana_application}),
    )
    .await;
    assert_eq!(question["to"][0]["email"], "rita@example.com");
    let found = list(&s.recruiter, "folder=inbox&q=PARKING").await;
    assert_eq!(ids(&found), vec![question["id"].as_i64().unwrap()]);
    assert_eq!(list(&s.recruiter, "folder=inbox&q=ana%40example").await["total"], 2);
    // Whole words, the last one perhaps unfinished; not the middle of a word.
    assert_eq!(ids(&list(&s.recruiter, "folder=inbox&q=there+PARK").await), ids(&found));
    assert_eq!(list(&s.recruiter, "folder=inbox&q=arking").await["total"], 0);

    // Once Ana erases her account, her messages stay with the recruiter under a pseudonym.
    let erased = s.ana.send(Method::DELETE, "/api/v1/me", Some(json!({"password": crate::browser::PASSWORD}))).await;
    assert_eq!(erased.status(), 204);
    let thread = json_of(s.recruiter.get(&format!("/api/v1/mail/{first}")).await, 200).await;
    assert_eq!(thread["replies"][0]["from"], json!({"id": null, "name": "erased applicant", "email": ""}));
    assert_eq!(thread["to"][0]["id"], Value::Null);
    assert_eq!(list(&s.recruiter, "folder=inbox&q=ana%40example").await["total"], 0);
    assert_totals_agree_with_copies(&s.tenant).await;
}

#[tokio::test]
async fn folders_stars_labels_and_unread_follow_the_rules_of_the_old_mail_app() {
    let s = scene().await;
    let mut sent = Vec::new();
    for subject in ["One", "Two", "Three"] {
        let message = write(&s.recruiter, json!({"to": [s.ana_id], "subject": subject, "body": "Hello"})).await;
        sent.push(message["id"].as_i64().unwrap());
    }
    let (one, two, three) = (sent[0], sent[1], sent[2]);
    assert_eq!(ids(&list(&s.ana, "").await), vec![three, two, one], "newest first, the inbox by default");

    // Starring toggles; starred is a filter that leaves the trash out.
    let patch = |body: Value| s.ana.patch("/api/v1/mail", body);
    assert_eq!(patch(json!({"ids": [one, two], "toggleStarred": true})).await.status(), 200);
    assert_eq!(patch(json!({"ids": [two], "toggleStarred": true})).await.status(), 200);
    assert_eq!(ids(&list(&s.ana, "folder=starred").await), vec![one]);
    assert_eq!(patch(json!({"ids": [one], "folder": "trash"})).await.status(), 200);
    assert_eq!(list(&s.ana, "folder=starred").await["total"], 0);
    assert_eq!(ids(&list(&s.ana, "folder=trash").await), vec![one]);

    // A label toggles on each selected message.
    assert_eq!(patch(json!({"ids": [two, three], "toggleLabel": "important"})).await.status(), 200);
    assert_eq!(patch(json!({"ids": [three], "toggleLabel": "important"})).await.status(), 200);
    assert_eq!(ids(&list(&s.ana, "label=important").await), vec![two]);

    // Mark-unread sets the flag given.
    assert_eq!(json_of(s.ana.get("/api/v1/mail/counts").await, 200).await["folders"]["inbox"], 2);
    assert_eq!(patch(json!({"ids": [two, three], "unread": false})).await.status(), 200);
    assert_eq!(patch(json!({"ids": [two], "unread": true})).await.status(), 200);
    let counts = json_of(s.ana.get("/api/v1/mail/counts").await, 200).await;
    assert_eq!((counts["folders"]["inbox"].as_i64(), counts["labels"]["important"].as_i64()), (Some(1), Some(1)));
    assert_eq!(counts["folders"]["trash"], 1);

    // A selection with one message that is not hers changes nothing at all.
    let bruno_mail = write(&s.recruiter, json!({"to": [me(&s.bruno).await], "subject": "B", "body": "Hi"})).await;
    let foreign = patch(json!({"ids": [two, bruno_mail["id"]], "folder": "spam"})).await;
    assert_envelope(foreign, 404, "not_found").await;
    assert_eq!(list(&s.ana, "folder=spam").await["total"], 0);
    assert_eq!(ids(&list(&s.ana, "folder=inbox").await), vec![three, two]);
    assert_envelope(patch(json!({"ids": [two]})).await, 400, "invalid_body").await;
    assert_eq!(list(&s.ana, "folder=trash").await["total"], 1, "a folder's total moves with its copies");
    assert_totals_agree_with_copies(&s.tenant).await;
}

#[tokio::test]
async fn drafts_are_saved_edited_and_sent_later() {
    let s = scene().await;
    let draft = write(&s.recruiter, json!({"to": [], "subject": "", "body": "Half a thought", "draft": true})).await;
    let id = draft["id"].as_i64().unwrap();
    assert_eq!((draft["folder"].as_str(), draft["draft"].as_bool()), (Some("draft"), Some(true)));
    assert_eq!(json_of(s.recruiter.get("/api/v1/mail/counts").await, 200).await["drafts"], 1);
    assert_eq!(list(&s.ana, "").await["total"], 0, "nobody sees a draft");

    // Only the trash may take a draft; sending needs a subject and a recipient.
    let moved = s.recruiter.patch("/api/v1/mail", json!({"ids": [id], "folder": "inbox"})).await;
    assert_envelope(moved, 409, "invalid_move").await;
    let unsendable =
        s.recruiter.put(&format!("/api/v1/mail/{id}"), json!({"to": [], "body": "x", "draft": false})).await;
    let error = assert_envelope(unsendable, 400, "validation_failed").await;
    assert_eq!(error["fields"]["subject"]["code"], "subject_required");

    let saved = s
        .recruiter
        .put(
            &format!("/api/v1/mail/{id}"),
            json!({"to": [s.ana_id], "subject": "Offer", "body": "Draft 2", "labels": ["company"], "draft": true}),
        )
        .await;
    let saved = json_of(saved, 200).await;
    assert_eq!(saved["to"][0]["name"], "Ana Silva");
    assert_eq!(saved["labels"], json!(["company"]), "a draft saved again keeps the labels given");
    let sent = s
        .recruiter
        .put(
            &format!("/api/v1/mail/{id}"),
            json!({"to": [s.ana_id], "subject": "Offer", "body": "Final", "draft": false}),
        )
        .await;
    let sent = json_of(sent, 200).await;
    assert_eq!((sent["folder"].as_str(), sent["draft"].as_bool()), (Some("sent"), Some(false)));
    assert_eq!(list(&s.ana, "").await["data"][0]["excerpt"], "Final");
    let (drafts, sent_total) = (list(&s.recruiter, "folder=draft").await, list(&s.recruiter, "folder=sent").await);
    assert_eq!((drafts["total"].as_i64(), sent_total["total"].as_i64()), (Some(0), Some(1)));
    assert_totals_agree_with_copies(&s.tenant).await;
    let again =
        s.recruiter.put(&format!("/api/v1/mail/{id}"), json!({"to": [s.ana_id], "subject": "x", "body": "y"})).await;
    assert_envelope(again, 409, "not_a_draft").await;
    assert_envelope(s.ana.put(&format!("/api/v1/mail/{id}"), json!({"subject": "x"})).await, 404, "not_found").await;
}

#[tokio::test]
async fn nobody_writes_to_or_reads_what_is_not_theirs() {
    let s = scene().await;
    let bruno_id = me(&s.bruno).await;
    let message = write(&s.recruiter, json!({"to": [s.ana_id], "subject": "Hi", "body": "Hello Ana"})).await;
    let id = message["id"].as_i64().unwrap();

    // Bruno cannot read, reply to or file Ana's message.
    assert_envelope(s.bruno.get(&format!("/api/v1/mail/{id}")).await, 404, "not_found").await;
    let reply = s.bruno.post(&format!("/api/v1/mail/{id}/reply"), json!({"body": "me too"})).await;
    assert_envelope(reply, 404, "not_found").await;
    // Applicants write only to recruiters, only about their own applications.
    let to_ana = json!({"to": [s.ana_id], "subject": "Hi", "body": "x", "applicationId": s.bruno_application});
    assert_envelope(s.bruno.post("/api/v1/mail", to_ana).await, 404, "not_found").await;
    let no_application = json!({"to": [], "subject": "Hi", "body": "x"});
    assert_envelope(s.bruno.post("/api/v1/mail", no_application).await, 404, "not_found").await;
    let not_his = json!({"to": [], "subject": "Hi", "body": "x", "applicationId": s.ana_application});
    assert_envelope(s.bruno.post("/api/v1/mail", not_his).await, 404, "not_found").await;
    // Staff write to applicants who applied, one at a time, and about that applicant's application.
    let both = json!({"to": [s.ana_id, bruno_id], "subject": "Hi", "body": "x"});
    let error = assert_envelope(s.recruiter.post("/api/v1/mail", both).await, 400, "validation_failed").await;
    assert_eq!(error["fields"]["to"]["code"], "one_applicant_per_message");
    let wrong_application =
        json!({"to": [s.ana_id], "subject": "Hi", "body": "x", "applicationId": s.bruno_application});
    assert_envelope(s.recruiter.post("/api/v1/mail", wrong_application).await, 404, "not_found").await;
    let mut stranger = s.app.browser(&s.tenant);
    stranger.register("carla@example.com", crate::browser::PASSWORD, "Carla").await;
    let stranger_id = me(&stranger).await;
    let never_applied = json!({"to": [stranger_id], "subject": "Hi", "body": "x"});
    assert_envelope(s.recruiter.post("/api/v1/mail", never_applied).await, 404, "not_found").await;
    let contacts: Value = json_of(s.recruiter.get("/api/v1/mail/contacts?q=a").await, 200).await;
    let names: Vec<&str> = contacts.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["Ana Silva", "Bruno Costa"]);

    // Another tenant's recruiter does not reach this tenant's mail, even by id.
    let other = create_tenant(&s.app.db).await;
    let outsider = s.app.signed_in_admin(&other, "rita@example.com").await;
    assert_envelope(outsider.get(&format!("/api/v1/mail/{id}")).await, 404, "not_found").await;
    let across = json!({"to": [s.ana_id], "subject": "Hi", "body": "x"});
    assert_envelope(outsider.post("/api/v1/mail", across).await, 404, "not_found").await;
    assert_eq!(list(&s.ana, "").await["total"], 1);
}

#[tokio::test]
async fn an_applicant_cannot_flood_a_recruiters_mailbox() {
    let s = scene().await;
    let rita_id = me(&s.recruiter).await;
    // Thread after thread to the recruiter: one notice per sender and recipient per interval.
    for n in 0..30 {
        let mail = json!({"to": [rita_id], "subject": format!("Question {n}"), "body": "Any news?",
                          "applicationId": s.ana_application});
        write(&s.ana, mail).await;
    }
    assert_eq!(notices(&s.tenant, "rita@example.com").await, 1, "one notice, not thirty");
    assert_eq!(list(&s.recruiter, "folder=inbox").await["total"], 30, "every message is delivered");
    // Past 30 new threads an hour the sender is refused, with when to try again.
    let refused = s
        .ana
        .post(
            "/api/v1/mail",
            json!({"to": [rita_id], "subject": "Once more", "body": "Any news?", "applicationId": s.ana_application}),
        )
        .await;
    assert!(refused.headers().contains_key("retry-after"));
    assert_envelope(refused, 429, "too_many_requests").await;
    // Another sender's message is still noticed.
    write(
        &s.bruno,
        json!({"to": [rita_id], "subject": "Hello", "body": "A question.", "applicationId": s.bruno_application}),
    )
    .await;
    assert_eq!(notices(&s.tenant, "rita@example.com").await, 2);
}
