use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::PASSWORD;
use crate::helpers::{assert_envelope, create_tenant, database_url, scalar_i64, spawn_app};

#[tokio::test]
async fn the_dashboard_counts_vacancies_applications_and_reviews() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    for (i, email) in ["a@example.com", "b@example.com"].iter().enumerate() {
        let browser = applicant(&app, &tenant, email, "Applicant", "en").await;
        let id = apply(&browser, vacancy, application(visa, team)).await;
        if i == 0 {
            recruiter.post(&format!("/api/v1/admin/applications/{id}/status"), json!({"status": "in_review"})).await;
        }
    }
    let dashboard: Value = recruiter.get("/api/v1/admin/dashboard").await.json().await.unwrap();
    assert_eq!(dashboard["openVacancies"][0], json!({"category": "fresh-graduate", "open": 1}));
    let by_status: Vec<(String, u64)> = dashboard["applicationsByStatus"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["status"].as_str().unwrap().to_owned(), e["count"].as_u64().unwrap()))
        .collect();
    assert!(
        by_status.contains(&("submitted".into(), 1)) && by_status.contains(&("in_review".into(), 1)),
        "{by_status:?}"
    );
    let days = dashboard["applicationsPerDay"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days[29]["count"], 2, "today is last");
    assert_eq!(dashboard["timeToFirstReview"]["reviewed"], 1);
    assert!(dashboard["timeToFirstReview"]["medianHours"].as_f64().is_some());

    let mut visitor = app.browser(&tenant);
    visitor.register("v@example.com", PASSWORD, "V").await;
    assert_envelope(visitor.get("/api/v1/admin/dashboard").await, 403, "forbidden").await;
}

#[tokio::test]
async fn export_and_erasure_leave_nothing_of_the_applicant_behind() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana = applicant(&app, &tenant, "ana.erase@example.com", "Ana Erase", "en").await;
    let application_id = apply(&ana, vacancy, application(visa, team)).await;
    ana.send(reqwest::Method::PUT, &format!("/api/v1/me/saved-vacancies/{vacancy}"), None).await;
    let ana_id = ana.get("/api/v1/me").await.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    let hello = recruiter.post(&format!("/api/v1/chat/chats/{ana_id}/messages"), json!({"message": "Hello Ana"})).await;
    assert_eq!(hello.status(), 201);

    let export = ana.get("/api/v1/me/export").await;
    assert_eq!(export.status(), 200);
    assert!(export.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));
    let data: Value = export.json().await.unwrap();
    assert_eq!(data["account"]["email"], "ana.erase@example.com");
    assert_eq!(data["profile"]["fullName"], "Ana Erase");
    assert_eq!(data["applications"][0]["vacancyTitle"], "Data Analyst");
    assert_eq!(data["savedVacancyIds"], json!([vacancy]));
    assert_eq!(data["files"][0]["kind"], "cv");
    assert_eq!(data["chatMessages"][0]["message"], "Hello Ana");
    assert_eq!(data["chatMessages"][0]["isSent"], false);
    assert_eq!(data["chatStatus"]["status"], "online");

    let wrong = ana.send(reqwest::Method::DELETE, "/api/v1/me", Some(json!({"password": "not it"}))).await;
    let error = assert_envelope(wrong, 400, "validation_failed").await;
    assert_eq!(error["fields"]["password"]["code"], "current_password_wrong", "{error}");
    let erased = ana.send(reqwest::Method::DELETE, "/api/v1/me", Some(json!({"password": PASSWORD}))).await;
    assert_eq!(erased.status(), 204);

    // The session is over and the account gone.
    assert_eq!(ana.get("/api/v1/me").await.status(), 401);
    // The application stays for the recruiters, without the person.
    let detail: Value =
        recruiter.get(&format!("/api/v1/admin/applications/{application_id}")).await.json().await.unwrap();
    assert_eq!(detail["applicantName"], "Erased applicant");
    assert_eq!(detail["personId"], Value::Null);
    assert_eq!(detail["cv"], Value::Null);
    // Nothing in the tenant's schema still names her.
    let schema = tenant.schema_name().quoted();
    for (table, column) in [
        ("users", "email"),
        ("applications", "applicant_email"),
        ("applications", "applicant_name"),
        ("audit_log", "actor_label"),
        ("outbox_emails", "to_address"),
        ("application_events", "actor_label"),
    ] {
        let found = scalar_i64(
            &database_url(),
            &format!("SELECT count(*) FROM {schema}.{table} WHERE {column} ILIKE '%ana%erase%'"),
            vec![],
        )
        .await;
        assert_eq!(found, 0, "{table}.{column} still names the applicant");
    }
    // Her chats go with her account, on both sides.
    for table in ["persons", "files", "saved_vacancies", "person_education", "chat_messages", "chats"] {
        assert_eq!(
            scalar_i64(&database_url(), &format!("SELECT count(*) FROM {schema}.{table}"), vec![]).await,
            0,
            "{table}"
        );
    }
}
