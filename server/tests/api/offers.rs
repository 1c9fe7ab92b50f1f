//! Offers: letter templates with checked merge fields, offers with versioned terms, the tenant's
//! approval chain taken in order and reset by a change, withdrawal, and who may do what.

use chrono::{Days, Utc};
use reqwest::Method;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{
    assert_envelope, create_tenant, database_url, json_of, mail_files_until, mail_text, pdfinfo, pdftotext,
    prune_tenant, scalar_i64, spawn_app,
};
use erecruit_server::auth::domain::Role;
use erecruit_server::tenancy::TenantSlug;

async fn audited(tenant: &TenantSlug, action: &str) -> i64 {
    let sql = format!("SELECT count(*) FROM {}.audit_log WHERE action = $1", tenant.schema_name().as_str());
    scalar_i64(&database_url(), &sql, vec![action.into()]).await
}

fn day(days: u64) -> String {
    (Utc::now().date_naive() + Days::new(days)).to_string()
}

fn terms(application: i64, amount: f64) -> Value {
    json!({"applicationId": application, "salary": {"amount": amount, "currency": "eur", "period": "year"},
        "startDate": day(40), "contractType": "permanent", "expiresOn": day(14),
        "customFields": {"bonus": "10 %"}})
}

async fn offer_action(browser: &Browser, offer: i64, action: &str, body: Value) -> reqwest::Response {
    browser.post(&format!("/api/v1/offers/{offer}/{action}"), body).await
}

#[tokio::test]
async fn an_offer_is_drafted_from_a_template_and_approved_in_order_again_after_a_change() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (rita, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (hank, hank_id) = signed_in(&app, &tenant, "hank@example.com", "Hank", Role::Staff).await;
    let (fiona, fiona_id) = signed_in(&app, &tenant, "fiona@example.com", "Fiona", Role::Staff).await;
    let (ivy, ivy_id) = signed_in(&app, &tenant, "ivy@example.com", "Ivy", Role::Staff).await;
    let (vacancy, visa, question) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "de").await;
    let ana_app = apply(&ana, vacancy, application(visa, question)).await;
    let team = json!({"members": [{"userId": hank_id, "role": "hiring_manager"},
        {"userId": rita_id, "role": "recruiter"}, {"userId": ivy_id, "role": "interviewer"}]});
    assert_eq!(admin.put(&format!("/api/v1/admin/vacancies/{vacancy}/team"), team).await.status(), 200);

    // No template yet: an offer cannot be drafted.
    assert_envelope(rita.post("/api/v1/offers", terms(ana_app, 65000.0)).await, 409, "offer_template_required").await;

    // Templates: a field nobody knows is refused by name, in the language it is in.
    let bad = json!({"name": "Standard", "bodies": {"en": "Dear {candidate_name},", "de": "Liebe {kandidat}"}});
    let refused =
        assert_envelope(admin.post("/api/v1/admin/offer-templates", bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["bodies.de"]["code"], "offer_field_unknown");
    assert!(refused["fields"]["bodies.de"]["message"].as_str().unwrap().contains("kandidat"), "{refused}");
    assert_envelope(
        rita.post("/api/v1/admin/offer-templates", json!({"name": "x", "bodies": {}})).await,
        403,
        "forbidden",
    )
    .await;
    let standard = json!({"name": "Standard", "bodies": {
        "en": "# Offer\n\nDear {candidate_name}, we offer you the role of {vacancy_title} at {company_name}: {salary}, from {start_date} ({contract_type}). Bonus: {custom_bonus}. Please answer by {expiry_date}.",
        "de": "# Angebot\n\nLiebe(r) {candidate_name}, wir bieten Ihnen die Stelle {vacancy_title} an: {salary}, ab {start_date} ({contract_type}). Bonus: {custom_bonus}. Bitte antworten Sie bis {expiry_date}."}});
    let template = json_of(admin.post("/api/v1/admin/offer-templates", standard).await, 201).await;
    let template_id = template["id"].as_i64().unwrap();
    let taken = json!({"name": "standard", "bodies": {"en": "Hi"}});
    let refused =
        assert_envelope(admin.post("/api/v1/admin/offer-templates", taken).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["name"]["code"], "offer_template_name_taken");
    let listed = json_of(rita.get("/api/v1/admin/offer-templates").await, 200).await;
    assert_eq!(listed["templates"][0]["name"], "Standard");
    assert!(listed["fields"].as_array().unwrap().contains(&json!("candidate_name")));
    assert_eq!(audited(&tenant, "offer_template.created").await, 1);

    // A preview with real data: Ana's application, in German.
    let preview = json!({"body": "{candidate_name}: {vacancy_title}, {salary}, {custom_car}", "locale": "de",
        "applicationId": ana_app});
    let shown = json_of(rita.post("/api/v1/admin/offer-templates/preview", preview).await, 200).await;
    assert!(
        shown["markdown"].as_str().unwrap().starts_with("Ana Silva: Data Analyst, 65.000,00\u{a0}EUR pro Jahr"),
        "{shown}"
    );
    assert_eq!(shown["missingFields"], json!(["car"]));

    // The chain: Hank as the hiring manager, then Fiona. A non-staff step is refused.
    let refused = assert_envelope(
        admin.put("/api/v1/admin/offer-approval-chain", json!({"steps": [{"userId": ana_user(&ana).await}]})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(refused["fields"]["steps"]["code"], "approval_chain_invalid");
    let chain = json!({"steps": [{"userId": null}, {"userId": fiona_id}]});
    let stored = json_of(admin.put("/api/v1/admin/offer-approval-chain", chain).await, 200).await;
    assert_eq!(stored["steps"][1]["name"], "Fiona");
    assert_eq!(audited(&tenant, "settings.offer_approval_chain_changed").await, 1);

    // Drafting: checked terms; an interviewer may not; one open offer per application.
    let mut wrong = terms(ana_app, 1.005);
    wrong["expiresOn"] = json!("2020-01-01");
    let refused = assert_envelope(rita.post("/api/v1/offers", wrong).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["salary.amount"]["code"], "offer_salary_invalid");
    assert_eq!(refused["fields"]["expiresOn"]["code"], "offer_expiry_past");
    assert_envelope(ivy.post("/api/v1/offers", terms(ana_app, 65000.0)).await, 403, "forbidden").await;
    let draft = json_of(rita.post("/api/v1/offers", terms(ana_app, 65000.0)).await, 201).await;
    let offer = draft["id"].as_i64().unwrap();
    assert_eq!((draft["state"].as_str(), draft["locale"].as_str()), (Some("draft"), Some("de")), "Ana's language");
    assert_eq!(draft["templateId"], template_id);
    assert_eq!(draft["salary"]["currency"], "EUR");
    assert!(draft["letter"].as_str().unwrap().contains("Bonus: 10 %"), "{draft}");
    assert_envelope(rita.post("/api/v1/offers", terms(ana_app, 70000.0)).await, 409, "offer_open_already").await;

    // Submitted: the letter is fixed; Hank's turn first, Fiona may not jump the queue.
    let v1 = json!({"termsVersion": 1});
    let pending = json_of(offer_action(&rita, offer, "submit", v1.clone()).await, 200).await;
    assert_eq!(pending["state"], "pending_approval");
    let steps: Vec<&str> =
        pending["approvals"].as_array().unwrap().iter().map(|s| s["approverName"].as_str().unwrap()).collect();
    assert_eq!(steps, ["Hank", "Fiona"]);
    assert_eq!(pending["approvals"][0]["hiringManager"], true);
    let answer =
        |approve: bool, version: i64| json!({"termsVersion": version, "approve": approve, "comment": "Checked."});
    assert_envelope(offer_action(&fiona, offer, "approval", answer(true, 1)).await, 403, "not_the_approver").await;
    let mails = mail_files_until(&app.mail_dir, &tenant, |mails| {
        mails.iter().any(|m| m.contains("To: Hank") && mail_text(m).contains("Please approve the offer for Ana Silva"))
    })
    .await;
    assert!(!mails.iter().any(|m| m.contains("To: Fiona")), "Fiona is asked after Hank");
    assert!(json_of(hank.get(&format!("/api/v1/offers/{offer}")).await, 200).await["mayApprove"].as_bool().unwrap());
    let after_hank = json_of(offer_action(&hank, offer, "approval", answer(true, 1)).await, 200).await;
    assert_eq!(after_hank["state"], "pending_approval");
    assert_eq!(after_hank["approvals"][0]["decision"], "approved");

    // A changed term while Fiona's step waits: back to draft under version 2; the old version's
    // answer is refused; the chain starts again from Hank.
    let changed = json!({"termsVersion": 1, "salary": {"amount": 68000, "currency": "EUR", "period": "year"},
        "startDate": day(40), "contractType": "permanent", "expiresOn": day(14), "customFields": {"bonus": "10 %"}});
    let redrafted = json_of(rita.put(&format!("/api/v1/offers/{offer}"), changed.clone()).await, 200).await;
    assert_eq!((redrafted["state"].as_str(), redrafted["termsVersion"].as_i64()), (Some("draft"), Some(2)));
    assert_eq!(redrafted["approvals"], json!([]));
    assert_envelope(rita.put(&format!("/api/v1/offers/{offer}"), changed).await, 409, "offer_changed").await;
    assert_envelope(offer_action(&fiona, offer, "approval", answer(true, 1)).await, 409, "offer_changed").await;
    let v2 = json!({"termsVersion": 2});
    json_of(offer_action(&rita, offer, "submit", v2.clone()).await, 200).await;
    json_of(offer_action(&hank, offer, "approval", answer(true, 2)).await, 200).await;
    // Fiona rejects: a draft again, Rita is told why.
    let rejected = json_of(offer_action(&fiona, offer, "approval", answer(false, 2)).await, 200).await;
    assert_eq!(rejected["state"], "draft");
    mail_files_until(&app.mail_dir, &tenant, |mails| {
        mails.iter().any(|m| m.contains("To: Rita") && mail_text(m).contains("Fiona did not approve the offer"))
    })
    .await;
    // Submitted again (same version: the terms did not change) and approved by both.
    json_of(offer_action(&rita, offer, "submit", v2.clone()).await, 200).await;
    json_of(offer_action(&hank, offer, "approval", answer(true, 2)).await, 200).await;
    let approved = json_of(offer_action(&fiona, offer, "approval", answer(true, 2)).await, 200).await;
    assert_eq!(approved["state"], "approved");
    assert!(approved["letter"].as_str().unwrap().contains("68.000,00\u{a0}EUR pro Jahr"), "{approved}");
    assert_envelope(offer_action(&rita, offer, "submit", v2.clone()).await, 409, "offer_state_invalid").await;
    assert_eq!(audited(&tenant, "offer.approved").await, 4);
    assert_eq!(audited(&tenant, "offer.rejected").await, 1);

    // Sent: the PDF is stored and hashed, the application is offered, Ana is mailed a link.
    assert!(json_of(ana.get("/api/v1/me/offers").await, 200).await.as_array().unwrap().is_empty(), "not sent yet");
    let sent =
        json_of(offer_action(&rita, offer, "send", json!({"termsVersion": 2, "paper": "letter"})).await, 200).await;
    assert_eq!(sent["state"], "sent");
    let detail = json_of(rita.get(&format!("/api/v1/admin/applications/{ana_app}")).await, 200).await;
    assert_eq!(detail["status"], "offered");
    mail_files_until(&app.mail_dir, &tenant, |mails| {
        mails.iter().any(|m| m.contains("To: Ana Silva") && mail_text(m).contains("/my-application?offer="))
    })
    .await;
    let mine = json_of(ana.get("/api/v1/me/offers").await, 200).await;
    let hash = mine[0]["documentSha256"].as_str().unwrap().to_owned();
    assert_eq!(hash.len(), 64);
    let pdf = ana.get(&format!("/api/v1/me/offers/{offer}/document")).await;
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    let pdf = pdf.bytes().await.unwrap();
    assert_eq!(sha256_hex(&pdf), hash, "the stored document is the one hashed");
    let text = pdftotext(&pdf);
    assert!(text.contains("Angebot") && text.contains("68.000,00 EUR pro Jahr"), "{text}");
    assert!(pdfinfo(&pdf).contains("612 x 792"), "sent on Letter");
    let by_staff = rita.get(&format!("/api/v1/offers/{offer}/document")).await.bytes().await.unwrap();
    assert_eq!(by_staff, pdf);
    // Another applicant does not reach it.
    let bea = applicant(&app, &tenant, "bea@example.com", "Bea Lima", "pt").await;
    assert_eq!(bea.get(&format!("/api/v1/me/offers/{offer}/document")).await.status(), 404);
    let accept = |name: &str, sha: &str| json!({"fullName": name, "documentSha256": sha});
    assert_envelope(
        bea.post(&format!("/api/v1/me/offers/{offer}/accept"), accept("Bea Lima", &hash)).await,
        404,
        "not_found",
    )
    .await;

    // Accepting: the name as the offer gives it, on the document stored.
    let accept_path = format!("/api/v1/me/offers/{offer}/accept");
    let refused = assert_envelope(ana.post(&accept_path, accept("Ana", &hash)).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["fullName"]["code"], "offer_name_mismatch");
    assert_envelope(ana.post(&accept_path, accept("Ana Silva", &"0".repeat(64))).await, 409, "offer_changed").await;
    let accepted = json_of(ana.post(&accept_path, accept(" ana  silva ", &hash)).await, 200).await;
    assert_eq!((accepted["state"].as_str(), accepted["acceptedAs"].as_str()), (Some("accepted"), Some("ana silva")));
    assert_envelope(ana.post(&accept_path, accept("Ana Silva", &hash)).await, 409, "offer_state_invalid").await;
    let recorded = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.offer_acceptances WHERE encode(document_sha256, 'hex') = $1 AND client_address = '127.0.0.1'",
            tenant.schema_name().as_str()
        ),
        vec![hash.clone().into()],
    )
    .await;
    assert_eq!(recorded, 1, "the acceptance names the stored document's hash");
    let detail = json_of(rita.get(&format!("/api/v1/admin/applications/{ana_app}")).await, 200).await;
    assert_eq!(detail["status"], "hired");
    let signed = ana.get(&format!("/api/v1/me/offers/{offer}/document?signed=true")).await.bytes().await.unwrap();
    let signed_text = pdftotext(&signed);
    assert!(signed_text.contains("Online angenommen") && signed_text.contains(&hash), "{signed_text}");
    let unchanged = ana.get(&format!("/api/v1/me/offers/{offer}/document")).await.bytes().await.unwrap();
    assert_eq!(sha256_hex(&unchanged), hash, "the document sent is kept unchanged");
    mail_files_until(&app.mail_dir, &tenant, |mails| {
        mails.iter().any(|m| m.contains("To: Hank") && mail_text(m).contains("Offer accepted: Ana Silva"))
    })
    .await;
    assert_eq!(audited(&tenant, "offer.accepted").await, 1);

    // Ana's export carries the offer, its letter and her acceptance.
    let export = json_of(ana.get("/api/v1/me/export").await, 200).await;
    let received = &export["offers"]["received"][0];
    assert_eq!(received["acceptance"]["documentSha256"], hash.as_str(), "{export}");
    assert!(received["letter"].as_str().unwrap().contains("Angebot"));

    // The applicant, an interviewer and another tenant do not reach offers.
    assert_eq!(ana.get(&format!("/api/v1/offers/{offer}")).await.status(), 403);
    assert_envelope(
        offer_action(&rita, offer, "withdraw", json!({"termsVersion": 2})).await,
        409,
        "offer_state_invalid",
    )
    .await;
    assert_envelope(ivy.get(&format!("/api/v1/offers/{offer}")).await, 403, "forbidden").await;
    // Nor through a preview of its terms, nor in the report.
    let peek = json!({"body": "{salary}", "locale": "en", "offerId": offer});
    assert_envelope(ivy.post("/api/v1/admin/offer-templates/preview", peek).await, 403, "forbidden").await;
    let report = json_of(ivy.get("/api/v1/admin/offers/report").await, 200).await;
    assert_eq!(report["vacancies"], json!([]), "{report}");
    assert_eq!(json_of(rita.get("/api/v1/admin/offers/report").await, 200).await["vacancies"][0]["accepted"], 1);
    // A hired application takes no new offer.
    assert_envelope(rita.post("/api/v1/offers", terms(ana_app, 70000.0)).await, 409, "application_closed").await;
    let other = create_tenant(&app.db).await;
    let stranger = app.signed_in_admin(&other, "admin@example.com").await;
    assert_eq!(stranger.get(&format!("/api/v1/offers/{offer}")).await.status(), 404);
    assert_eq!(stranger.get(&format!("/api/v1/offers?applicationId={ana_app}")).await.status(), 404);

    // Ana erases her account: the letters, the acceptance record and the documents go; the
    // terms' figures stay with the tenant's offer.
    let erased = ana.send(Method::DELETE, "/api/v1/me", Some(json!({"password": crate::browser::PASSWORD}))).await;
    assert_eq!(erased.status(), 204);
    let schema = tenant.schema_name().as_str().to_owned();
    let left = format!(
        "SELECT (SELECT count(*) FROM {schema}.offer_acceptances) + (SELECT count(*) FROM {schema}.offers
            WHERE letter IS NOT NULL OR document_file_id IS NOT NULL) + (SELECT count(*) FROM {schema}.files
            WHERE kind = 'offer')"
    );
    assert_eq!(scalar_i64(&database_url(), &left, vec![]).await, 0);
    let kept = format!("SELECT count(*) FROM {schema}.offers WHERE salary_amount = 68000");
    assert_eq!(scalar_i64(&database_url(), &kept, vec![]).await, 1);
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect()
}

async fn ana_user(ana: &Browser) -> String {
    json_of(ana.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned()
}

/// No chain: a submitted offer is approved at once.
#[tokio::test]
async fn without_a_chain_a_submitted_offer_is_approved() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (vacancy, visa, question) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, question)).await;
    let template = json!({"name": "Short", "bodies": {"en": "Dear {candidate_first_name}: {salary}. {custom_car}"}});
    json_of(admin.post("/api/v1/admin/offer-templates", template).await, 201).await;
    let offer = json_of(admin.post("/api/v1/offers", terms(ana_app, 50000.0)).await, 201).await["id"].as_i64().unwrap();
    // The letter names a custom field the offer lacks: said by name.
    let refused = assert_envelope(
        offer_action(&admin, offer, "submit", json!({"termsVersion": 1})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(refused["fields"]["customFields.car"]["code"], "offer_custom_field_missing");
    let mut with_car = terms(ana_app, 50000.0);
    with_car["customFields"]["car"] = json!("Company car");
    with_car["termsVersion"] = json!(1);
    with_car.as_object_mut().unwrap().remove("applicationId");
    json_of(admin.put(&format!("/api/v1/offers/{offer}"), with_car).await, 200).await;
    let approved = json_of(offer_action(&admin, offer, "submit", json!({"termsVersion": 2})).await, 200).await;
    assert_eq!(approved["state"], "approved");
    assert_eq!(approved["letter"], "Dear Ana: EUR 50,000.00 per year. Company car");
    // A draft's PDF is a preview; once sent, the document is the stored one.
    let preview = admin.get(&format!("/api/v1/offers/{offer}/document?paper=letter")).await;
    assert_eq!(preview.status(), 200);
    assert!(pdftotext(&preview.bytes().await.unwrap()).contains("Dear Ana: EUR 50,000.00 per year."));
    json_of(offer_action(&admin, offer, "send", json!({"termsVersion": 2})).await, 200).await;

    // A changed offer cannot be accepted on the page read before the change: withdrawn from the
    // candidate while it is a draft again, then on another document once sent again.
    let old_hash = json_of(ana.get("/api/v1/me/offers").await, 200).await[0]["documentSha256"].clone();
    let mut changed = with_car_terms(ana_app);
    changed["termsVersion"] = json!(2);
    changed["salary"]["amount"] = json!(52000);
    changed.as_object_mut().unwrap().remove("applicationId");
    json_of(admin.put(&format!("/api/v1/offers/{offer}"), changed).await, 200).await;
    let accept_path = format!("/api/v1/me/offers/{offer}/accept");
    let stale = json!({"fullName": "Ana Silva", "documentSha256": old_hash});
    assert_envelope(ana.post(&accept_path, stale.clone()).await, 404, "not_found").await;
    json_of(offer_action(&admin, offer, "submit", json!({"termsVersion": 3})).await, 200).await;
    json_of(offer_action(&admin, offer, "send", json!({"termsVersion": 3})).await, 200).await;
    let new_hash = json_of(ana.get("/api/v1/me/offers").await, 200).await[0]["documentSha256"].clone();
    assert_ne!(new_hash, old_hash);
    assert_envelope(ana.post(&accept_path, stale).await, 409, "offer_changed").await;

    // Declined with a reason: closed, the maker told why.
    let decline_path = format!("/api/v1/me/offers/{offer}/decline");
    let long = json!({"reason": "x".repeat(2001)});
    assert_envelope(ana.post(&decline_path, long).await, 400, "validation_failed").await;
    let declined = json_of(ana.post(&decline_path, json!({"reason": "I took another offer."})).await, 200).await;
    assert_eq!(
        (declined["state"].as_str(), declined["declineReason"].as_str()),
        (Some("declined"), Some("I took another offer."))
    );
    mail_files_until(&app.mail_dir, &tenant, |mails| {
        mails.iter().any(|m| m.contains("To: ") && mail_text(m).contains("I took another offer."))
    })
    .await;

    // Expiry is the maintenance pass's, not a read's: a sent offer past its last day expires,
    // and cannot be accepted meanwhile.
    let second =
        json_of(admin.post("/api/v1/offers", with_car_terms(ana_app)).await, 201).await["id"].as_i64().unwrap();
    json_of(offer_action(&admin, second, "submit", json!({"termsVersion": 1})).await, 200).await;
    json_of(offer_action(&admin, second, "send", json!({"termsVersion": 1})).await, 200).await;
    let hash = json_of(ana.get("/api/v1/me/offers").await, 200).await[0]["documentSha256"].as_str().unwrap().to_owned();
    let schema = tenant.schema_name().as_str().to_owned();
    let moved = format!(
        "WITH m AS (UPDATE {schema}.offers SET expires_on = current_date - 1 WHERE id = {second} RETURNING 1) SELECT count(*) FROM m"
    );
    assert_eq!(scalar_i64(&database_url(), &moved, vec![]).await, 1);
    let accept = json!({"fullName": "Ana Silva", "documentSha256": hash});
    assert_envelope(ana.post(&format!("/api/v1/me/offers/{second}/accept"), accept).await, 409, "offer_expired").await;
    assert_eq!(json_of(admin.get(&format!("/api/v1/offers/{second}")).await, 200).await["state"], "sent");
    assert_eq!(prune_tenant(&app, &tenant).await.unwrap().offers_expired, 1);
    assert_eq!(json_of(admin.get(&format!("/api/v1/offers/{second}")).await, 200).await["state"], "expired");

    // Reporting: the vacancy's offers sent, their answers and the reasons given.
    let report = json_of(admin.get(&format!("/api/v1/admin/offers/report?vacancyId={vacancy}")).await, 200).await;
    let row = &report["vacancies"][0];
    let counts = ["sent", "accepted", "declined", "expired", "open"].map(|k| row[k].as_i64().unwrap());
    assert_eq!(counts, [2, 0, 1, 1, 0], "{report}");
    assert_eq!(row["acceptanceRate"], 0.0);
    assert!(row["medianDaysToAnswer"].as_f64().unwrap() < 1.0, "{report}");
    assert_eq!(row["declineReasons"], json!(["I took another offer."]));
    let future = json_of(admin.get("/api/v1/admin/offers/report?from=2100-01-01T00:00:00Z").await, 200).await;
    assert_eq!(future["vacancies"], json!([]));
    assert_envelope(
        admin.get("/api/v1/admin/offers/report?from=2100-01-01T00:00:00Z&to=2000-01-01T00:00:00Z").await,
        400,
        "invalid_query",
    )
    .await;
}

fn with_car_terms(application: i64) -> Value {
    let mut terms = terms(application, 50000.0);
    terms["customFields"]["car"] = json!("Company car");
    terms
}
