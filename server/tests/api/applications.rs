use erecruit_server::tenancy::TenantSlug;
use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{TestApp, assert_envelope, create_tenant, spawn_app};

fn pdf() -> Vec<u8> {
    b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n".to_vec()
}

/// A published vacancy with a required yes/no knockout question and a required choice.
pub async fn open_vacancy(recruiter: &Browser) -> (i64, i64, i64) {
    let body = json!({
        "title": "Data Analyst", "category": "fresh-graduate", "employmentType": "full_time", "workplace": "hybrid",
        "description": "Analyse data.",
        "questions": [
            {"prompt": "Do you need a visa?", "kind": "yes_no", "required": true, "knockoutAnswer": true},
            {"prompt": "Team", "kind": "choice", "options": ["Growth", "Risk"], "required": true},
        ],
    });
    let vacancy: Value = recruiter.post("/api/v1/admin/vacancies", body).await.json().await.unwrap();
    let id = vacancy["id"].as_i64().unwrap();
    assert_eq!(recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await.status(), 200);
    (id, vacancy["questions"][0]["id"].as_i64().unwrap(), vacancy["questions"][1]["id"].as_i64().unwrap())
}

pub async fn applicant(app: &TestApp, tenant: &TenantSlug, email: &str, name: &str, locale: &str) -> Browser {
    let mut browser = app.browser(tenant);
    let registered = browser
        .post(
            "/api/authenticate/register/user",
            json!({"email": email, "password": PASSWORD, "name": name, "locale": locale}),
        )
        .await;
    assert_eq!(registered.status(), 201);
    browser.token = registered.json::<Value>().await.unwrap()["accessToken"].as_str().map(str::to_owned);
    assert_eq!(browser.put("/api/v1/me/profile", json!({"fullName": name})).await.status(), 200);
    assert_eq!(browser.upload("/api/v1/me/cv", pdf(), &[("x-file-name", "cv.pdf")]).await.status(), 200);
    browser
}

/// Applies and returns the application's id; panics unless it was accepted.
pub async fn apply(browser: &Browser, vacancy: i64, body: Value) -> i64 {
    let response = browser.post(&format!("/api/v1/vacancies/{vacancy}/applications"), body).await;
    assert_eq!(response.status(), 201);
    response.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

pub fn application(visa: i64, team: i64) -> Value {
    json!({"coverLetter": "Hello!", "consent": true, "answers": [
        {"questionId": visa, "answer": false}, {"questionId": team, "answer": "Risk"}]})
}

#[tokio::test]
async fn an_applicant_applies_and_follows_the_recruiters_decisions() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "pt").await;

    let applied = ana.post(&format!("/api/v1/vacancies/{vacancy}/applications"), application(visa, team)).await;
    assert_eq!(applied.status(), 201);
    let mine: Value = applied.json().await.unwrap();
    assert_eq!(mine["status"], "submitted");
    assert_eq!(mine["vacancy"]["title"], "Data Analyst");
    assert_eq!(mine["timeline"].as_array().unwrap().len(), 1);
    let id = mine["id"].as_i64().unwrap();

    let list: Value =
        recruiter.get(&format!("/api/v1/admin/vacancies/{vacancy}/applications")).await.json().await.unwrap();
    assert_eq!(list["total"], 1);
    assert_eq!(list["data"][0]["applicantName"], "Ana Silva");
    assert_eq!(list["data"][0]["knockedOut"], false);

    for (status, note) in [("in_review", "Strong SQL"), ("interview", "Book for Tuesday")] {
        let moved = recruiter
            .post(&format!("/api/v1/admin/applications/{id}/status"), json!({"status": status, "note": note}))
            .await;
        assert_eq!(moved.status(), 200);
    }
    let skip = recruiter.post(&format!("/api/v1/admin/applications/{id}/status"), json!({"status": "hired"})).await;
    assert_envelope(skip, 409, "invalid_transition").await;

    let detail: Value = recruiter.get(&format!("/api/v1/admin/applications/{id}")).await.json().await.unwrap();
    assert_eq!(detail["status"], "interview");
    assert_eq!(detail["timeline"][2]["note"], "Book for Tuesday");
    assert_eq!(detail["answers"][1]["answer"], "Risk");
    assert!(detail["consentText"].as_str().unwrap().contains("Data Analyst"));
    let cv = detail["cv"]["id"].as_str().unwrap().to_owned();
    assert_eq!(recruiter.get(&format!("/api/v1/files/{cv}")).await.status(), 200);

    let mine: Value = ana.get("/api/v1/me/applications").await.json().await.unwrap();
    assert_eq!(mine[0]["status"], "interview");
    let timeline: Vec<&str> =
        mine[0]["timeline"].as_array().unwrap().iter().map(|e| e["to"].as_str().unwrap()).collect();
    assert_eq!(timeline, ["submitted", "in_review", "interview"]);
    assert!(mine[0]["timeline"][2].get("note").is_none(), "recruiters' notes stay internal");

    // The applicant heard about it, in Portuguese.
    let folder = app.mail_dir.join(tenant.as_str());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let mails = loop {
        let mails: Vec<String> = std::fs::read_dir(&folder)
            .map(|dir| dir.filter_map(Result::ok).filter_map(|e| std::fs::read_to_string(e.path()).ok()).collect())
            .unwrap_or_default();
        if mails.len() >= 3 || std::time::Instant::now() > deadline {
            break mails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
    assert_eq!(mails.len(), 3, "received + two status changes");
    assert!(mails.iter().any(|m| m.contains("Entrevista")), "{mails:?}");

    let withdrawn = ana.post(&format!("/api/v1/me/applications/{id}/withdraw"), json!({})).await;
    assert_eq!(withdrawn.json::<Value>().await.unwrap()["status"], "withdrawn");
    assert_envelope(
        ana.post(&format!("/api/v1/me/applications/{id}/withdraw"), json!({})).await,
        409,
        "invalid_transition",
    )
    .await;
}

#[tokio::test]
async fn applying_needs_an_open_vacancy_a_profile_a_cv_consent_and_the_answers() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let path = format!("/api/v1/vacancies/{vacancy}/applications");

    let mut bare = app.browser(&tenant);
    bare.register("bare@example.com", PASSWORD, "Bare").await;
    assert_envelope(bare.post(&path, application(visa, team)).await, 409, "profile_required").await;
    bare.put("/api/v1/me/profile", json!({"fullName": "Bare"})).await;
    assert_envelope(bare.post(&path, application(visa, team)).await, 409, "cv_required").await;

    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let mut no_consent = application(visa, team);
    no_consent["consent"] = json!(false);
    no_consent["answers"] = json!([{"questionId": visa, "answer": "maybe"}]);
    let error = assert_envelope(ana.post(&path, no_consent).await, 400, "validation_failed").await;
    assert_eq!(error["fields"]["consent"]["code"], "consent_required");
    assert!(error["fields"]["consent"]["message"].is_string());
    assert_eq!(error["fields"][format!("answers.{visa}")]["code"], "answer_invalid");
    assert_eq!(error["fields"][format!("answers.{team}")]["code"], "answer_required");

    assert_envelope(recruiter.post(&path, application(visa, team)).await, 403, "forbidden").await;
    assert_envelope(ana.post("/api/v1/vacancies/999999/applications", application(visa, team)).await, 404, "not_found")
        .await;

    // A knockout answer is accepted, and marked for the recruiters.
    let mut knocked = application(visa, team);
    knocked["answers"][0]["answer"] = json!(true);
    let mine: Value = ana.post(&path, knocked).await.json().await.unwrap();
    let list: Value =
        recruiter.get(&format!("/api/v1/admin/vacancies/{vacancy}/applications")).await.json().await.unwrap();
    assert_eq!(list["data"][0]["knockedOut"], true);
    assert_envelope(ana.post(&path, application(visa, team)).await, 409, "already_applied").await;
    assert!(mine["id"].is_i64());

    recruiter.post(&format!("/api/v1/admin/vacancies/{vacancy}/close"), json!({})).await;
    let late = applicant(&app, &tenant, "late@example.com", "Late", "en").await;
    assert_envelope(late.post(&path, application(visa, team)).await, 409, "vacancy_closed").await;
}

#[tokio::test]
async fn two_simultaneous_applications_make_one() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let path = format!("/api/v1/vacancies/{vacancy}/applications");
    let (first, second) =
        tokio::join!(ana.post(&path, application(visa, team)), ana.post(&path, application(visa, team)));
    let mut statuses = [first.status().as_u16(), second.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [201, 409]);
    let list: Value =
        recruiter.get(&format!("/api/v1/admin/vacancies/{vacancy}/applications")).await.json().await.unwrap();
    assert_eq!(list["total"], 1);
}

#[tokio::test]
async fn applications_are_private_to_their_applicant_and_tenant() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let other = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let id = apply(&ana, vacancy, application(visa, team)).await;

    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno", "en").await;
    assert_envelope(bruno.post(&format!("/api/v1/me/applications/{id}/withdraw"), json!({})).await, 404, "not_found")
        .await;
    assert_eq!(bruno.get("/api/v1/me/applications").await.json::<Value>().await.unwrap(), json!([]));
    assert_envelope(bruno.get(&format!("/api/v1/admin/applications/{id}")).await, 403, "forbidden").await;

    let foreign = app.signed_in_admin(&other, "recruiter@example.com").await;
    assert_envelope(foreign.get(&format!("/api/v1/admin/applications/{id}")).await, 404, "not_found").await;
    let moved = foreign.post(&format!("/api/v1/admin/applications/{id}/status"), json!({"status": "rejected"})).await;
    assert_envelope(moved, 404, "not_found").await;
}

#[tokio::test]
async fn the_csv_export_is_safe_to_open_in_a_spreadsheet() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let evil = applicant(&app, &tenant, "evil@example.com", "=HYPERLINK(\"http://x\",\"y\")", "en").await;
    evil.post(&format!("/api/v1/vacancies/{vacancy}/applications"), application(visa, team)).await;

    let export = recruiter.get(&format!("/api/v1/admin/applications/export?vacancyId={vacancy}")).await;
    assert_eq!(export.status(), 200);
    assert!(export.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    assert!(export.headers()["content-disposition"].to_str().unwrap().contains("applications-data-analyst.csv"));
    let csv = export.text().await.unwrap();
    let lines: Vec<&str> = csv.trim_end().split("\r\n").collect();
    assert_eq!(lines.len(), 2, "{csv}");
    assert!(lines[0].trim_start_matches('\u{feff}').starts_with("\"id\",\"name\""));
    assert!(lines[1].contains("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""), "{csv}");
    assert!(lines[1].contains("Team: Risk"));
    assert_envelope(recruiter.get("/api/v1/admin/applications/export?vacancyId=x").await, 400, "invalid_query").await;
    assert_envelope(recruiter.get("/api/v1/admin/applications/export?vacancyId=999999").await, 404, "not_found").await;
    assert_envelope(
        evil.get(&format!("/api/v1/admin/applications/export?vacancyId={vacancy}")).await,
        403,
        "forbidden",
    )
    .await;
}

#[tokio::test]
async fn replacing_the_cv_keeps_the_one_an_application_was_sent_with() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let id = apply(&ana, vacancy, application(visa, team)).await;
    ana.upload("/api/v1/me/cv", b"%PDF-1.7\nnewer\n%%EOF\n".to_vec(), &[]).await;
    let detail: Value = recruiter.get(&format!("/api/v1/admin/applications/{id}")).await.json().await.unwrap();
    let sent = recruiter.get(&format!("/api/v1/files/{}", detail["cv"]["id"].as_str().unwrap())).await;
    assert_eq!(sent.status(), 200);
    assert_eq!(sent.bytes().await.unwrap().to_vec(), pdf());
}
