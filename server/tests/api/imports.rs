//! Importing vacancies and candidates from CSV and XLSX: preview with every error, all-or-nothing
//! commit, bad files refused without writing anything, and the vacancy export read back in.

use reqwest::Method;
use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{assert_envelope, create_tenant, json_of, spawn_app};

async fn preview(browser: &Browser, kind: &str, file: &[u8]) -> reqwest::Response {
    browser.send_bytes(Method::POST, &format!("/api/v1/admin/imports/{kind}"), file.to_vec(), &[]).await
}

async fn vacancy_count(browser: &Browser) -> i64 {
    json_of(browser.get("/api/v1/admin/vacancies?perPage=1").await, 200).await["total"].as_i64().unwrap()
}

fn errors(preview: &Value) -> Vec<(i64, String, String)> {
    preview["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["row"].as_i64().unwrap(),
                e["column"].as_str().unwrap().to_owned(),
                e["code"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

#[tokio::test]
async fn vacancies_are_previewed_fixed_and_imported_all_at_once_and_round_trip_through_an_export() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;

    let bad = "title,category,employmentType,workplace,salaryMin,salaryMax,salaryCurrency,description\n\
               Data Analyst,fresh-graduate,full_time,hybrid,30000,40000,EUR,\"- SQL\n- Python\"\n\
               =HYPERLINK(\"x\"),experienced-hire,full_time,remote,,,,\n\
               Backend Engineer,senior,full_time,remote,50000,40000,EUR,\n";
    let first = json_of(preview(&recruiter, "vacancies", bad.as_bytes()).await, 201).await;
    assert_eq!(first["rows"], 3);
    assert_eq!(
        errors(&first),
        [
            (3, "title".to_owned(), "import_formula".to_owned()),
            (4, "category".to_owned(), "import_value_invalid".to_owned()),
        ]
    );
    let id = first["id"].as_str().unwrap();
    let refused = recruiter.post(&format!("/api/v1/admin/imports/{id}/commit"), json!({})).await;
    assert_envelope(refused, 409, "import_has_errors").await;
    assert_eq!(vacancy_count(&recruiter).await, 0, "a preview with errors creates nothing");

    // Fixed, the range error (checked by the vacancy's own rules) shows next.
    let fixed_category = bad.replace("=HYPERLINK(\"x\")", "Designer").replace("senior", "experienced-hire");
    let second = json_of(preview(&recruiter, "vacancies", fixed_category.as_bytes()).await, 201).await;
    assert_eq!(errors(&second), [(4, "salaryMax".to_owned(), "salary_range_invalid".to_owned())]);
    let good = fixed_category.replace("50000,40000", "40000,50000");
    let third = json_of(preview(&recruiter, "vacancies", good.as_bytes()).await, 201).await;
    assert_eq!(third["errorCount"], 0);
    let id = third["id"].as_str().unwrap();
    let done = json_of(recruiter.post(&format!("/api/v1/admin/imports/{id}/commit"), json!({})).await, 200).await;
    assert_eq!(done["created"], 3);
    assert_envelope(
        recruiter.post(&format!("/api/v1/admin/imports/{id}/commit"), json!({})).await,
        409,
        "import_committed",
    )
    .await;
    let list = json_of(recruiter.get("/api/v1/admin/vacancies?q=analyst").await, 200).await;
    let analyst = &list["data"][0];
    assert_eq!(analyst["status"], "draft");
    assert_eq!(analyst["salaryMin"], 30000);
    assert_eq!(analyst["description"], "- SQL\n- Python", "a Markdown list is not a formula");

    // The export has the import's columns: read back in, it makes the same vacancies again.
    let xlsx = recruiter.get("/api/v1/admin/vacancies/export?format=xlsx").await;
    assert_eq!(xlsx.status(), 200);
    let again = json_of(preview(&recruiter, "vacancies", &xlsx.bytes().await.unwrap()).await, 201).await;
    assert_eq!((again["rows"].as_i64(), again["errorCount"].as_i64()), (Some(3), Some(0)), "{again}");
    let id = again["id"].as_str().unwrap();
    json_of(recruiter.post(&format!("/api/v1/admin/imports/{id}/commit"), json!({})).await, 200).await;
    let copies = json_of(recruiter.get("/api/v1/admin/vacancies?q=analyst").await, 200).await;
    assert_eq!(copies["total"], 2);
    assert_eq!(copies["data"][0]["salaryMax"], copies["data"][1]["salaryMax"]);
    let csv = recruiter.get("/api/v1/admin/vacancies/export").await.text().await.unwrap();
    assert!(csv.starts_with("\u{feff}\"title\",\"category\",\"employmentType\""), "{csv}");
    assert_eq!(vacancy_count(&recruiter).await, 6);

    // Bad files are refused whole, with what is wrong.
    let latin1 = b"title,category,employmentType,workplace\nCaf\xe9 Manager,internship,full_time,onsite\n";
    assert_envelope(preview(&recruiter, "vacancies", latin1).await, 400, "import_encoding_invalid").await;
    let missing = assert_envelope(
        preview(&recruiter, "vacancies", b"title,category,colour\nA,internship,red\n").await,
        400,
        "import_columns_invalid",
    )
    .await;
    let message = missing["message"].as_str().unwrap();
    assert!(message.contains("unknown columns: colour") && message.contains("employmentType, workplace"), "{message}");
    assert_envelope(preview(&recruiter, "vacancies", b"").await, 400, "import_empty").await;
    assert_envelope(preview(&recruiter, "vacancies", b"PK\x03\x04not a workbook").await, 400, "import_unreadable")
        .await;
    let huge = vec![b'a'; 9 * 1024 * 1024];
    assert_envelope(preview(&recruiter, "vacancies", &huge).await, 413, "payload_too_large").await;
    assert_eq!(vacancy_count(&recruiter).await, 6);

    // Another tenant cannot commit this tenant's preview; applicants cannot import.
    let other = create_tenant(&app.db).await;
    let foreign = app.signed_in_admin(&other, "recruiter@example.com").await;
    let stray = json_of(preview(&recruiter, "vacancies", good.as_bytes()).await, 201).await;
    let stray_id = stray["id"].as_str().unwrap();
    assert_envelope(
        foreign.post(&format!("/api/v1/admin/imports/{stray_id}/commit"), json!({})).await,
        404,
        "not_found",
    )
    .await;
    let mut visitor = app.browser(&tenant);
    visitor.register("ana@example.com", PASSWORD, "Ana").await;
    assert_envelope(preview(&visitor, "vacancies", good.as_bytes()).await, 403, "forbidden").await;
}

#[tokio::test]
async fn candidates_from_another_ats_become_accounts_and_duplicates_are_caught() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let mut existing = app.browser(&tenant);
    existing.register("taken@example.com", PASSWORD, "Taken").await;

    let file = "email;fullName;locale;skills;phone\n\
                ana@example.com;Ana Silva;pt;\"SQL; Power BI\";+351 912\n\
                ANA@example.com;Ana Again;;;\n\
                taken@example.com;Someone;de;;\n\
                not-an-address;Nobody;xx;;\n\
                eve@example.com;Eve;en;SQL;0911;extra\n";
    let first = json_of(preview(&recruiter, "candidates", file.as_bytes()).await, 201).await;
    assert_eq!(
        errors(&first),
        [
            (2, "email".to_owned(), "import_email_duplicate".to_owned()),
            (3, "email".to_owned(), "import_email_duplicate".to_owned()),
            (4, "email".to_owned(), "import_email_taken".to_owned()),
            (5, "email".to_owned(), "email_invalid".to_owned()),
            (5, "locale".to_owned(), "import_value_invalid".to_owned()),
            (6, "#6".to_owned(), "import_value_invalid".to_owned()),
        ]
    );

    let good = "email,fullName,locale,skills,headline\n\
                ana@example.com,Ana Silva,pt,SQL; Power BI,Analyst\n\
                bruno@example.com,Bruno Braun,,,\n";
    let preview = json_of(preview(&recruiter, "candidates", good.as_bytes()).await, 201).await;
    let id = preview["id"].as_str().unwrap();
    let done = json_of(recruiter.post(&format!("/api/v1/admin/imports/{id}/commit"), json!({})).await, 200).await;
    assert_eq!(done["created"], 2);
    let users = json_of(recruiter.get("/api/v1/admin/users?role=user&sort=name").await, 200).await;
    let names: Vec<&str> = users["data"].as_array().unwrap().iter().map(|u| u["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Ana Silva", "Bruno Braun", "Taken"]);
    assert_eq!(users["data"][0]["locale"], "pt");
    // The account has no password until its owner chooses one.
    let mut ana = app.browser(&tenant);
    assert_eq!(ana.login("ana@example.com", PASSWORD).await.0, 401);
    assert_eq!(ana.login("ana@example.com", "!imported: choose a password with Forgot password").await.0, 401);
}
