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

/// A JSON Resume document with every part the profile takes, dates in each form the schema allows.
fn resume() -> Value {
    json!({
        "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
        "basics": {
            "name": "Rita Moreau",
            "label": "Backend developer",
            "email": "rita@elsewhere.example",
            "phone": "+33 6 12 34 56 78",
            "url": "https://rita.example",
            "summary": "Ten years of <b>databases</b> & APIs.\nHappy on call.",
            "location": {"address": "12 rue des Lilas\n2e étage", "postalCode": "75011", "city": "Paris",
                         "countryCode": "FR"},
            "profiles": [{"network": "GitHub", "username": "rita", "url": "https://github.com/rita"}],
        },
        "work": [
            {"name": "Acme", "position": "Senior developer", "location": "Paris", "startDate": "2021-03-01",
             "summary": "Runs the billing service.", "highlights": ["Halved latency"]},
            {"name": "Globex", "position": "Developer", "startDate": "2016-09", "endDate": "2021-02-28"},
        ],
        "education": [{"institution": "Université Paris Cité", "area": "Computer science", "studyType": "Master",
                       "startDate": "2014", "endDate": "2016-06-30", "score": "16/20"}],
        "skills": [{"name": "Rust", "level": "Master", "keywords": ["async"]}, {"name": "PostgreSQL"}],
        "languages": [{"language": "French", "fluency": "Native"}],
        "interests": [],
    })
}

#[tokio::test]
async fn a_json_resume_fills_the_profile_and_comes_back_out_the_same() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut rita = app.browser(&tenant);
    rita.register("rita@example.com", PASSWORD, "Rita").await;
    assert_envelope(rita.get("/api/v1/me/profile/resume.json").await, 404, "profile_not_found").await;

    let imported = rita.post("/api/v1/me/profile/resume", resume()).await;
    assert_eq!(imported.status(), 200);
    let imported: Value = imported.json().await.unwrap();
    assert_eq!(imported["ignored"], json!(["languages"]), "sections the profile has no place for are named");
    let profile = &imported["profile"];
    assert_eq!(profile["fullName"], "Rita Moreau");
    assert_eq!(profile["email"], "rita@example.com", "the account's address stays");
    assert_eq!(profile["address"], "12 rue des Lilas, 2e étage");
    assert_eq!(profile["country"], "FR");
    assert_eq!(profile["experience"][0]["current"], true);
    assert_eq!(profile["experience"][1]["startDate"], "2016-09-01");
    assert_eq!(profile["education"][0]["startDate"], "2014-01-01");
    assert_eq!(profile["skills"], json!(["Rust", "PostgreSQL"]));

    let export = rita.get("/api/v1/me/profile/resume.json").await;
    assert_eq!(export.status(), 200);
    assert!(export.headers()["content-disposition"].to_str().unwrap().contains("resume.json"));
    assert_eq!(export.headers()["cache-control"], "private, no-store");
    let exported: Value = export.json().await.unwrap();
    let basics = &exported["basics"];
    assert_eq!(basics["name"], "Rita Moreau");
    assert_eq!(basics["label"], "Backend developer");
    assert_eq!(basics["email"], "rita@example.com");
    assert_eq!(basics["phone"], "+33 6 12 34 56 78");
    assert_eq!(basics["summary"], "Ten years of <b>databases</b> & APIs.\nHappy on call.");
    assert_eq!(
        basics["location"],
        json!({"address": "12 rue des Lilas, 2e étage", "city": "Paris", "countryCode": "FR"})
    );
    assert_eq!(
        exported["work"],
        json!([
            {"name": "Acme", "position": "Senior developer", "location": "Paris", "startDate": "2021-03-01",
             "summary": "Runs the billing service."},
            {"name": "Globex", "position": "Developer", "startDate": "2016-09-01", "endDate": "2021-02-28"},
        ])
    );
    assert_eq!(
        exported["education"],
        json!([{"institution": "Université Paris Cité", "area": "Computer science", "studyType": "Master",
                "startDate": "2014-01-01", "endDate": "2016-06-30"}])
    );
    assert_eq!(exported["skills"], json!([{"name": "Rust"}, {"name": "PostgreSQL"}]));

    // The export is itself a valid document: importing it again changes nothing and adds no entry.
    let again: Value = rita.post("/api/v1/me/profile/resume", exported.clone()).await.json().await.unwrap();
    assert_eq!(again["profile"]["experience"].as_array().unwrap().len(), 2, "{again}");
    assert_eq!(again["profile"]["education"].as_array().unwrap().len(), 1);
    let twice: Value = rita.get("/api/v1/me/profile/resume.json").await.json().await.unwrap();
    assert_eq!(twice["work"], exported["work"]);
    assert_eq!(twice["basics"], exported["basics"]);

    // Importing merges: what the document leaves out stays, its entries are added after the profile's.
    let mut saved = profile.clone();
    for key in ["id", "email", "image", "cv", "createdAt", "updatedAt"] {
        saved.as_object_mut().unwrap().remove(key);
    }
    saved["birthDate"] = json!("1990-05-04");
    assert_eq!(rita.put("/api/v1/me/profile", saved).await.status(), 200);
    let merged = rita
        .post(
            "/api/v1/me/profile/resume",
            json!({"basics": {"label": "Staff engineer"}, "work": [{"name": "Initech", "position": "Lead"}],
                   "skills": [{"name": "rust"}, {"name": "Kafka"}]}),
        )
        .await;
    let merged: Value = merged.json().await.unwrap();
    let merged = &merged["profile"];
    assert_eq!(merged["fullName"], "Rita Moreau");
    assert_eq!(merged["headline"], "Staff engineer");
    assert_eq!(merged["birthDate"], "1990-05-04", "JSON Resume has no birth date: the stored one stays");
    assert_eq!(merged["phone"], "+33 6 12 34 56 78");
    let companies: Vec<&str> =
        merged["experience"].as_array().unwrap().iter().map(|e| e["company"].as_str().unwrap()).collect();
    assert_eq!(companies, ["Acme", "Globex", "Initech"]);
    assert_eq!(merged["skills"], json!(["Rust", "PostgreSQL", "Kafka"]));

    // Another user reads only their own: without a profile, none.
    let mut bruno = app.browser(&tenant);
    bruno.register("bruno@example.com", PASSWORD, "Bruno").await;
    assert_envelope(bruno.get("/api/v1/me/profile/resume.json").await, 404, "profile_not_found").await;
    // …and anonymously, nothing.
    assert_eq!(app.browser(&tenant).get("/api/v1/me/profile/resume.json").await.status(), 401);
}

#[tokio::test]
async fn an_invalid_json_resume_is_refused_with_each_fields_problem() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;

    let wrong = json!({
        "basics": {"name": 42, "email": "not an address"},
        "work": [{"name": "Acme", "position": "Dev", "startDate": "last spring"}],
        "education": [{"institution": "Uni", "startDate": "2020-02-31"}],
        "hobbies": ["chess"],
    });
    let error = assert_envelope(ana.post("/api/v1/me/profile/resume", wrong).await, 422, "resume_invalid").await;
    for (field, code) in [
        ("basics.name", "resume_value_invalid"),
        ("basics.email", "resume_value_invalid"),
        ("work[0].startDate", "resume_date_invalid"),
        ("hobbies", "resume_section_unknown"),
    ] {
        assert_eq!(error["fields"][field]["code"], code, "{field}: {error}");
    }
    // Valid by the schema, but not a profile: no name yet, and a day that does not exist.
    let error = assert_envelope(
        ana.post(
            "/api/v1/me/profile/resume",
            json!({"basics": {"phone": "call me"}, "education": [{"institution": "Uni", "startDate": "2020-02-31"}]}),
        )
        .await,
        422,
        "resume_invalid",
    )
    .await;
    assert_eq!(error["fields"]["education[0].startDate"]["code"], "resume_date_invalid", "{error}");
    let error = assert_envelope(
        ana.post("/api/v1/me/profile/resume", json!({"basics": {"phone": "call me"}, "work": [{"name": "Acme"}]}))
            .await,
        422,
        "resume_invalid",
    )
    .await;
    assert_eq!(error["fields"]["basics.name"]["code"], "full_name_invalid", "{error}");
    assert_eq!(error["fields"]["basics.phone"]["code"], "phone_invalid", "{error}");
    assert_eq!(error["fields"]["work[0]"]["code"], "experience_entry_invalid", "{error}");
    // A document is an object (every body the API takes is).
    assert_envelope(ana.post("/api/v1/me/profile/resume", json!([1, 2])).await, 400, "invalid_body").await;
    // Nothing was saved on the way.
    assert_envelope(ana.get("/api/v1/me/profile").await, 404, "profile_not_found").await;
    // A document over the cap is refused before it is read.
    let huge = json!({"basics": {"name": "Ana", "summary": "x".repeat(300 * 1024)}});
    assert_envelope(ana.post("/api/v1/me/profile/resume", huge).await, 413, "payload_too_large").await;
}
