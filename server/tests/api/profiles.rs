use serde_json::{Value, json};

use crate::browser::PASSWORD;
use crate::helpers::{assert_envelope, create_tenant, spawn_app};

fn profile() -> Value {
    json!({
        "fullName": "Ana Silva",
        "phone": "+351 912 345 678",
        "birthDate": "1998-04-02",
        "city": "Lisbon",
        "country": "Portugal",
        "headline": "Data analyst",
        "summary": "I like tidy data.\nAnd clear charts.",
        "skills": ["SQL", "Python", "SQL"],
        "education": [{"institution": "Universidade de Lisboa", "degree": "BSc", "field": "Statistics",
                       "startDate": "2016-09-01", "endDate": "2019-07-01"}],
        "experience": [{"company": "Acme", "title": "Analyst", "startDate": "2019-09-01", "current": true,
                        "endDate": "2020-01-01"}],
    })
}

#[tokio::test]
async fn saving_the_profile_the_first_time_gives_the_user_a_person() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    assert_eq!(ana.register("ana@example.com", PASSWORD, "Ana").await["user"]["person"], 0);
    assert_envelope(ana.get("/api/v1/me/profile").await, 404, "profile_not_found").await;

    let saved = ana.put("/api/v1/me/profile", profile()).await;
    assert_eq!(saved.status(), 200);
    let saved: Value = saved.json().await.unwrap();
    let person = saved["id"].as_i64().unwrap();
    assert!(person > 0);
    assert_eq!(saved["skills"], json!(["SQL", "Python"]));
    assert_eq!(saved["experience"][0]["endDate"], Value::Null, "a current job has no end date");
    assert_eq!(saved["education"][0]["institution"], "Universidade de Lisboa");

    assert_eq!(ana.get("/api/v1/me").await.json::<Value>().await.unwrap()["person"], person);
    let (_, login) = app.browser(&tenant).login("ana@example.com", PASSWORD).await;
    assert_eq!(login["user"]["person"], person);
    assert_eq!(ana.refresh().await.1["userData"]["person"], person);

    // Saving again updates the same person.
    let mut changed = profile();
    changed["education"] = json!([]);
    let again: Value = ana.put("/api/v1/me/profile", changed).await.json().await.unwrap();
    assert_eq!(again["id"], person);
    assert_eq!(again["education"], json!([]));
    // The upsert stamps the change (db::Timestamped, not a hand-set column).
    let stamp =
        |profile: &Value| profile["updatedAt"].as_str().unwrap().parse::<chrono::DateTime<chrono::Utc>>().unwrap();
    assert!(stamp(&again) > stamp(&saved), "{again}");
}

#[tokio::test]
async fn an_invalid_profile_reports_every_field() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    let error = assert_envelope(
        ana.put("/api/v1/me/profile", json!({"fullName": "", "birthDate": "2999-01-01", "phone": "<script>"})).await,
        400,
        "validation_failed",
    )
    .await;
    for (field, code) in
        [("fullName", "full_name_invalid"), ("birthDate", "birth_date_in_future"), ("phone", "phone_invalid")]
    {
        assert_eq!(error["fields"][field]["code"], code, "{field}: {error}");
        assert!(error["fields"][field]["message"].is_string(), "{field}: {error}");
    }
    assert_envelope(
        ana.put("/api/v1/me/profile", json!({"fullName": "Ana", "role": "admin"})).await,
        400,
        "invalid_body",
    )
    .await;
}

#[tokio::test]
async fn basic_info_is_for_the_person_themselves_and_for_recruiters_only() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let other_tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    let person = ana.put("/api/v1/me/profile", profile()).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    let own: Value = ana.post("/api/v1/Persons/getPersonBasicInfo", json!({"id": person})).await.json().await.unwrap();
    assert_eq!(own["result"]["id"], person);
    assert_eq!(own["result"]["fullName"], "Ana Silva");
    assert!(own["result"].get("image").is_some());

    let mut bruno = app.browser(&tenant);
    bruno.register("bruno@example.com", PASSWORD, "Bruno").await;
    assert_envelope(bruno.post("/api/v1/Persons/getPersonBasicInfo", json!({"id": person})).await, 404, "not_found")
        .await;
    assert_envelope(bruno.post("/api/v1/Persons/getPersonBasicInfo", json!({"id": 0})).await, 404, "not_found").await;

    let recruiter = app.signed_in_admin(&tenant, "admin@example.com").await;
    assert_eq!(recruiter.post("/api/v1/Persons/getPersonBasicInfo", json!({"id": person})).await.status(), 200);
    let foreign = app.signed_in_admin(&other_tenant, "admin@example.com").await;
    assert_envelope(foreign.post("/api/v1/Persons/getPersonBasicInfo", json!({"id": person})).await, 404, "not_found")
        .await;
}

#[tokio::test]
async fn applicants_save_and_unsave_published_vacancies() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "admin@example.com").await;
    let body = json!({"title": "Junior Analyst", "category": "fresh-graduate", "employmentType": "full_time",
                      "workplace": "onsite", "description": "Analyse."});
    let draft = recruiter.post("/api/v1/admin/vacancies", body.clone()).await.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();
    let live =
        recruiter.post("/api/v1/admin/vacancies", body).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    recruiter.post(&format!("/api/v1/admin/vacancies/{live}/publish"), json!({})).await;

    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    let put = |id: i64| ana.send(reqwest::Method::PUT, &format!("/api/v1/me/saved-vacancies/{id}"), None);
    assert_eq!(put(live).await.status(), 204);
    assert_eq!(put(live).await.status(), 204, "saving twice is harmless");
    assert_envelope(put(draft).await, 404, "not_found").await;
    let saved: Value = ana.get("/api/v1/me/saved-vacancies").await.json().await.unwrap();
    assert_eq!(saved.as_array().unwrap().len(), 1);
    assert_eq!(saved[0]["vacancy"]["id"], live);

    recruiter.post(&format!("/api/v1/admin/vacancies/{live}/close"), json!({})).await;
    let saved: Value = ana.get("/api/v1/me/saved-vacancies").await.json().await.unwrap();
    assert_eq!(saved[0]["vacancy"]["isOpen"], false);

    let removed = ana.send(reqwest::Method::DELETE, &format!("/api/v1/me/saved-vacancies/{live}"), None).await;
    assert_eq!(removed.status(), 204);
    assert_eq!(ana.get("/api/v1/me/saved-vacancies").await.json::<Value>().await.unwrap(), json!([]));
}
