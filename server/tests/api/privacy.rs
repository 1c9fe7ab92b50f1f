use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use erecruit_server::auth::domain::Role;

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{assert_envelope, create_tenant, database_url, json_of, scalar_i64, spawn_app};

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
    // …and the profile once more as JSON Resume, to carry elsewhere.
    assert_eq!(data["jsonResume"]["basics"]["name"], "Ana Erase");
    assert_eq!(data["jsonResume"]["basics"]["email"], "ana.erase@example.com");
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

#[tokio::test]
async fn the_export_carries_messages_alerts_tasks_and_calendar_and_erasure_forgets_the_alerts() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let rita = app.signed_in_admin(&tenant, "rita@example.com").await;
    let bo = app.signed_in_as(&tenant, "bo@example.com", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&rita).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let application_id = apply(&ana, vacancy, application(visa, team)).await;
    let (ana_id, bo_id) = (id_of(&ana).await, id_of(&bo).await);

    // Rita writes to Ana, keeps a draft, has a task and an interview with Bo; Ana replies.
    let sent = rita
        .post(
            "/api/v1/mail",
            json!({"to": [ana_id], "subject": "Your interview", "body": "Monday?", "applicationId": application_id}),
        )
        .await;
    let sent = json_of(sent, 201).await;
    json_of(
        rita.post("/api/v1/mail", json!({"to": [], "subject": "", "body": "Half a thought", "draft": true})).await,
        201,
    )
    .await;
    let reply =
        json!({"to": [], "subject": "Re: Your interview", "body": "Monday works", "applicationId": application_id});
    json_of(ana.post("/api/v1/mail", reply).await, 201).await;
    let task = json!({"title": "Call Ana back", "assigneeId": bo_id, "applicationId": application_id});
    json_of(rita.post("/api/v1/tasks", task).await, 201).await;
    let start = chrono::Utc::now() + chrono::Duration::days(3);
    let interview = json!({"title": "Interview with Ana", "start": start.to_rfc3339(),
        "end": (start + chrono::Duration::hours(1)).to_rfc3339(), "label": "interview", "attendees": [bo_id]});
    json_of(rita.post("/api/v1/calendar/events", interview).await, 201).await;
    // Ana's address has a job alert (not yet confirmed: it is kept all the same).
    let alert = json!({"email": "Ana@Example.com", "keywords": "analyst", "locale": "en"});
    assert_eq!(app.browser(&tenant).post("/api/v1/job-alerts", alert).await.status(), 202);

    let rita_data = json_of(rita.get("/api/v1/me/export").await, 200).await;
    let folders: Vec<(&str, &str)> = rita_data["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["folder"].as_str().unwrap(), m["body"].as_str().unwrap()))
        .collect();
    for expected in [("sent", "Monday?"), ("draft", "Half a thought"), ("inbox", "Monday works")] {
        assert!(folders.contains(&expected), "{expected:?} in {folders:?}");
    }
    let mine = rita_data["messages"].as_array().unwrap().iter().find(|m| m["id"] == sent["id"]).unwrap();
    assert_eq!((mine["to"][0].as_str(), mine["fromEmail"].as_str()), (Some("Ana Silva"), Some("rita@example.com")));
    assert_eq!(rita_data["tasks"][0]["title"], "Call Ana back");
    assert_eq!(rita_data["calendarEvents"][0]["title"], "Interview with Ana");
    assert!(rita_data["sessions"].as_array().is_some_and(|s| !s.is_empty()));
    let bo_data = json_of(bo.get("/api/v1/me/export").await, 200).await;
    assert_eq!(bo_data["tasks"][0]["assignee"]["name"], "Admin");
    assert_eq!(bo_data["calendarEvents"][0]["title"], "Interview with Ana");
    assert_eq!(bo_data["messages"], json!([]));

    let ana_data = json_of(ana.get("/api/v1/me/export").await, 200).await;
    assert_eq!(ana_data["jobAlerts"][0]["keywords"], "analyst");
    assert!(ana_data["jobAlerts"][0].get("manageToken").is_none());
    let subjects: Vec<&str> =
        ana_data["messages"].as_array().unwrap().iter().map(|m| m["subject"].as_str().unwrap()).collect();
    assert_eq!(subjects, ["Your interview", "Re: Your interview"]);
    assert_eq!(ana_data["tasks"], json!([]));

    let erased = ana.send(reqwest::Method::DELETE, "/api/v1/me", Some(json!({"password": PASSWORD}))).await;
    assert_eq!(erased.status(), 204);
    let schema = tenant.schema_name().quoted();
    let alerts = scalar_i64(&database_url(), &format!("SELECT count(*) FROM {schema}.job_alerts"), vec![]).await;
    assert_eq!(alerts, 0, "the erased address keeps no job alert");
}

async fn id_of(browser: &Browser) -> String {
    json_of(browser.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned()
}

/// Every tenant table that names a person — references a user or a profile, or keeps an e-mail
/// address or a user id — is exported (under a key the export has) or exempt with a reason. A
/// new feature's table fails here until it says which.
#[tokio::test]
async fn every_table_that_names_a_person_is_exported_or_exempt_with_a_reason() {
    use erecruit_server::privacy::domain::{Kept, PERSONAL_DATA};
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let schema = tenant.schema_name().as_str().to_owned();
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    let query = "SELECT DISTINCT c.conrelid::regclass::text AS name FROM pg_constraint c \
         WHERE c.contype = 'f' AND c.connamespace = $1::regnamespace \
           AND c.confrelid IN (($1 || '.users')::regclass, ($1 || '.persons')::regclass) \
         UNION SELECT DISTINCT quote_ident(table_schema) || '.' || table_name FROM information_schema.columns \
         WHERE table_schema = $1 AND column_name ~ '(^|_)(email|user_id)$|^to_address$'";
    let rows = sea_orm::ConnectionTrait::query_all_raw(
        &conn,
        sea_orm::Statement::from_sql_and_values(sea_orm::DatabaseBackend::Postgres, query, [schema.clone().into()]),
    )
    .await
    .unwrap();
    let found: std::collections::BTreeSet<String> = rows
        .iter()
        .map(|row| row.try_get::<String>("", "name").unwrap().rsplit('.').next().unwrap().to_owned())
        .collect();
    assert!(found.contains("users") && found.contains("applications") && found.len() > 20, "{found:?}");
    let listed: std::collections::BTreeSet<String> = PERSONAL_DATA.iter().map(|(t, _)| (*t).to_owned()).collect();
    let missing: Vec<&String> = found.difference(&listed).collect();
    assert!(missing.is_empty(), "name these tables in privacy::PERSONAL_DATA (exported or exempt): {missing:?}");
    for (table, kept) in PERSONAL_DATA {
        let exists = scalar_i64(
            &database_url(),
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2",
            vec![schema.clone().into(), (*table).into()],
        )
        .await;
        assert_eq!(exists, 1, "privacy::PERSONAL_DATA names {table}, which the tenant schema lacks");
        if let Kept::Exempt(reason) = kept {
            assert!(reason.len() > 20, "{table}: say why it is not exported");
        }
    }

    // Every key named is in a real export.
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    let data = json_of(ana.get("/api/v1/me/export").await, 200).await;
    for (table, kept) in PERSONAL_DATA {
        if let Kept::Exported(key) = kept {
            assert!(data.get(*key).is_some(), "{table} is said to be exported under {key}, which the export lacks");
        }
    }
}
