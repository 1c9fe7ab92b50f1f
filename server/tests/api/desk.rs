//! The recruiter's desk: the all-applications grid, bulk moves, exports, the vacancy table's
//! applicants and popularity, and bulk closing and deleting of vacancies.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::helpers::{
    assert_envelope, create_tenant, database_url, eventually, json_of, mail_files, mail_text, scalar_i64, spawn_app,
    spawn_app_with, test_config,
};

async fn published(recruiter: &Browser, title: &str, category: &str, openings: i64) -> i64 {
    let body = json!({
        "title": title, "category": category, "employmentType": "full_time", "workplace": "remote",
        "description": "Build things.", "openings": openings,
    });
    let vacancy = json_of(recruiter.post("/api/v1/admin/vacancies", body).await, 201).await;
    let id = vacancy["id"].as_i64().unwrap();
    json_of(recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await, 200).await;
    id
}

fn names(page: &Value) -> Vec<&str> {
    page["data"].as_array().unwrap().iter().map(|row| row["applicantName"].as_str().unwrap()).collect()
}

fn sheet_rows(bytes: &[u8]) -> Vec<Vec<String>> {
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes.to_vec())).unwrap();
    let range = book.worksheet_range("Applications").unwrap();
    range
        .rows()
        .map(|row| {
            row.iter()
                .map(|cell| match cell {
                    Data::String(text) => text.clone(),
                    other => other.to_string(),
                })
                .collect()
        })
        .collect()
}

#[tokio::test]
async fn the_desk_filters_sorts_exports_and_moves_many_applications_by_the_rules() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let (analyst, visa, team) = open_vacancy(&recruiter).await;
    let engineer = published(&recruiter, "Backend Engineer", "experienced-hire", 1).await;

    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "pt").await;
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno Braun", "de").await;
    let carla = applicant(&app, &tenant, "carla@example.com", "=Carla Cruz", "en").await;
    let mut knocked = application(visa, team);
    knocked["answers"][0]["answer"] = json!(true);
    knocked["source"] = json!("linkedin");
    let ana_id = apply(&ana, analyst, knocked).await;
    let bruno_id = apply(&bruno, analyst, application(visa, team)).await;
    let carla_id = apply(&carla, engineer, json!({"consent": true})).await;

    // The grid: newest first, every filter, sorting and paging.
    let all = json_of(recruiter.get("/api/v1/admin/applications").await, 200).await;
    assert_eq!(all["total"], 3);
    assert_eq!(names(&all), ["=Carla Cruz", "Bruno Braun", "Ana Silva"]);
    assert_eq!(all["data"][2]["vacancyTitle"], "Data Analyst");
    assert_eq!(all["data"][2]["category"], "fresh-graduate");
    assert_eq!(all["data"][2]["unreadMessages"], 0);
    // Any later kind but hired (from an offer only), or rejected.
    assert_eq!(all["data"][2]["nextStatuses"], json!(["in_review", "interview", "offered", "rejected"]));
    for (query, expected) in [
        (format!("vacancyId={analyst}"), vec!["Bruno Braun", "Ana Silva"]),
        ("category=experienced-hire".to_owned(), vec!["=Carla Cruz"]),
        ("knockedOut=true".to_owned(), vec!["Ana Silva"]),
        ("knockedOut=false".to_owned(), vec!["=Carla Cruz", "Bruno Braun"]),
        ("source=linkedin".to_owned(), vec!["Ana Silva"]),
        ("q=BRUNO%40".to_owned(), vec!["Bruno Braun"]),
        (format!("vacancyId={analyst}&sort=name"), vec!["Ana Silva", "Bruno Braun"]),
        (format!("vacancyId={analyst}&sort=-name"), vec!["Bruno Braun", "Ana Silva"]),
        ("sort=appliedAt".to_owned(), vec!["Ana Silva", "Bruno Braun", "=Carla Cruz"]),
        ("sort=-vacancy".to_owned(), vec!["Bruno Braun", "Ana Silva", "=Carla Cruz"]),
        ("from=2000-01-01&to=2000-12-31".to_owned(), vec![]),
        ("sort=-appliedAt&perPage=2&page=2".to_owned(), vec!["Ana Silva"]),
    ] {
        let page = json_of(recruiter.get(&format!("/api/v1/admin/applications?{query}")).await, 200).await;
        assert_eq!(names(&page), expected, "{query}");
    }
    for bad in ["sort=password", "from=2026-02-01&to=2026-01-01", "perPage=101", "status=lost", "q=%01"] {
        assert_envelope(recruiter.get(&format!("/api/v1/admin/applications?{bad}")).await, 400, "invalid_query").await;
    }
    assert_eq!(json_of(recruiter.get("/api/v1/admin/applications/sources").await, 200).await, json!(["linkedin"]));

    // A bulk move takes each application through the single move's rules: forward freely
    // (skipping kinds), back only with a note.
    json_of(
        recruiter.post(&format!("/api/v1/admin/applications/{ana_id}/status"), json!({"status": "interview"})).await,
        200,
    )
    .await;
    let ids = json!([carla_id, ana_id, bruno_id, 999_999, ana_id]);
    let moved =
        recruiter.post("/api/v1/admin/applications/bulk-status", json!({"ids": ids, "status": "in_review"})).await;
    let moved = json_of(moved, 200).await;
    assert_eq!((moved["moved"].as_i64(), moved["failed"].as_i64()), (Some(2), Some(2)));
    let results = moved["results"].as_array().unwrap();
    assert_eq!(
        results.iter().map(|r| r["id"].as_i64().unwrap()).collect::<Vec<_>>(),
        [ana_id, bruno_id, carla_id, 999_999]
    );
    assert_eq!(results[0]["code"], "note_required_to_move_back", "{moved}");
    assert_eq!((results[1]["ok"].as_bool(), results[2]["ok"].as_bool()), (Some(true), Some(true)));
    assert_eq!(results[3]["code"], "application_not_found");
    let untouched = json_of(recruiter.get(&format!("/api/v1/admin/applications/{ana_id}")).await, 200).await;
    assert_eq!(untouched["status"], "interview");
    assert_eq!(untouched["timeline"].as_array().unwrap().len(), 2, "a refused row changes nothing");
    let bruno_now = json_of(recruiter.get(&format!("/api/v1/admin/applications/{bruno_id}")).await, 200).await;
    assert_eq!(
        (bruno_now["status"].as_str(), bruno_now["stage"]["name"].as_str()),
        (Some("in_review"), Some("In review"))
    );

    // Bad selections and bodies change nothing.
    let both = json!({"ids": [ana_id], "filter": {}, "status": "rejected", "reasonId": 1});
    assert_envelope(
        recruiter.post("/api/v1/admin/applications/bulk-status", both).await,
        400,
        "bulk_selection_invalid",
    )
    .await;
    let none = json!({"ids": [], "status": "rejected", "reasonId": 1});
    assert_envelope(
        recruiter.post("/api/v1/admin/applications/bulk-status", none).await,
        400,
        "bulk_selection_invalid",
    )
    .await;
    let many: Vec<i64> = (1..=5_001).collect();
    let too_many = json!({"ids": many, "status": "rejected", "reasonId": 1});
    assert_envelope(recruiter.post("/api/v1/admin/applications/bulk-status", too_many).await, 400, "bulk_too_large")
        .await;
    let mail_without_rejection = json!({"ids": [bruno_id], "status": "in_review", "rejectionMail": true});
    let refused = assert_envelope(
        recruiter.post("/api/v1/admin/applications/bulk-status", mail_without_rejection).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(refused["fields"]["rejectionMail"]["code"], "rejection_mail_only_for_rejected");

    // The tenant words its rejection in Portuguese; German stays the built-in text.
    let settings = json_of(recruiter.get("/api/v1/admin/settings").await, 200).await;
    assert_eq!(settings["rejectionTemplates"]["de"]["custom"], false);
    assert!(settings["rejectionTemplates"]["de"]["subject"].as_str().unwrap().contains("{vacancy}"));
    let bad = json!({"rejectionTemplates": {"pt": {"subject": "Two\nlines", "body": ""}}});
    let bad = assert_envelope(recruiter.put("/api/v1/admin/settings", bad).await, 400, "validation_failed").await;
    assert_eq!(bad["fields"]["rejectionTemplates.pt.subject"]["code"], "mail_template_subject_invalid");
    assert_eq!(bad["fields"]["rejectionTemplates.pt.body"]["code"], "mail_template_body_invalid");
    // A placeholder that does not exist is refused by name rather than mailed as written.
    let typo = json!({"rejectionTemplates": {"pt": {"subject": "Obrigado, {nome}", "body": "Sobre {vacancy}: não."}}});
    let typo = assert_envelope(recruiter.put("/api/v1/admin/settings", typo).await, 400, "validation_failed").await;
    let field = &typo["fields"]["rejectionTemplates.pt.subject"];
    assert_eq!(field["code"], "mail_template_placeholder_unknown", "{typo}");
    assert_eq!(field["message"], "There is no placeholder {nome}: use {name}, {site}, {vacancy}.");
    let own = json!({"rejectionTemplates": {"pt": {"subject": "Obrigado, {name}", "body": "Sobre {vacancy}: não."}}});
    let saved = json_of(recruiter.put("/api/v1/admin/settings", own).await, 200).await;
    assert_eq!(saved["rejectionTemplates"]["pt"]["custom"], true);

    let reject = json!({"filter": {"vacancyId": analyst}, "status": "rejected", "reasonId": 1, "rejectionMail": true});
    let rejected = json_of(recruiter.post("/api/v1/admin/applications/bulk-status", reject).await, 200).await;
    assert_eq!(rejected["moved"], 2, "{rejected}");
    // Three confirmations, three moves, then the two rejections (which send nothing else).
    let mails: Vec<String> = mail_files(&app.mail_dir, &tenant, 8).await.iter().map(|m| mail_text(m)).collect();
    assert_eq!(mails.len(), 8);
    assert!(mails.iter().any(|m| m.contains("Obrigado, Ana Silva") && m.contains("Sobre Data Analyst")), "{mails:?}");
    assert!(mails.iter().any(|m| m.contains("Interesse an der Stelle Data Analyst")), "{mails:?}");

    // Exports: the selection as XLSX (every cell text), the filter as CSV.
    let xlsx = recruiter.get(&format!("/api/v1/admin/applications/export?format=xlsx&ids={carla_id},{ana_id}")).await;
    assert_eq!(xlsx.status(), 200);
    assert!(xlsx.headers()["content-disposition"].to_str().unwrap().contains("applications.xlsx"));
    let rows = sheet_rows(&xlsx.bytes().await.unwrap());
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0][..4], ["id", "name", "email", "vacancy"]);
    assert_eq!(rows[1][1], "=Carla Cruz", "a formula-like name stays text");
    assert_eq!(rows[2][3..7], ["Data Analyst", "rejected", "yes", "linkedin"]);
    let csv = recruiter.get("/api/v1/admin/applications/export?status=rejected").await.text().await.unwrap();
    assert_eq!(csv.trim_end().split("\r\n").count(), 3, "{csv}");
    assert_envelope(recruiter.get("/api/v1/admin/applications/export?ids=1,x").await, 400, "invalid_query").await;

    // Another tenant's staff see none of it and move nothing; applicants are refused.
    let other = create_tenant(&app.db).await;
    let foreign = app.signed_in_admin(&other, "recruiter@example.com").await;
    assert_eq!(json_of(foreign.get("/api/v1/admin/applications").await, 200).await["total"], 0);
    let stolen = json!({"ids": [carla_id], "status": "rejected", "reasonId": 1});
    let stolen = json_of(foreign.post("/api/v1/admin/applications/bulk-status", stolen).await, 200).await;
    assert_eq!(stolen["results"][0]["code"], "application_not_found");
    let carla_now = json_of(recruiter.get(&format!("/api/v1/admin/applications/{carla_id}")).await, 200).await;
    assert_eq!(carla_now["status"], "in_review", "as it was");
    assert_envelope(carla.get("/api/v1/admin/applications").await, 403, "forbidden").await;
    let by_applicant = json!({"ids": [carla_id], "status": "rejected", "reasonId": 1});
    assert_envelope(carla.post("/api/v1/admin/applications/bulk-status", by_applicant).await, 403, "forbidden").await;
}

#[tokio::test]
async fn vacancy_rows_carry_applicants_and_popularity_and_close_or_delete_in_bulk() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let busy = published(&recruiter, "Busy", "experienced-hire", 1).await;
    let quiet = published(&recruiter, "Quiet", "experienced-hire", 1).await;
    let empty = published(&recruiter, "Empty", "internship", 1).await;
    let draft = json_of(
        recruiter
            .post(
                "/api/v1/admin/vacancies",
                json!({"title": "Draft", "category": "internship", "employmentType": "full_time", "workplace": "remote",
                    "description": "Later."}),
            )
            .await,
        201,
    )
    .await["id"]
        .as_i64()
        .unwrap();
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno", "en").await;
    let first = apply(&ana, busy, json!({"consent": true})).await;
    apply(&bruno, busy, json!({"consent": true})).await;
    apply(&ana, quiet, json!({"consent": true})).await;
    recruiter.post(&format!("/api/v1/admin/applications/{first}/status"), json!({"status": "in_review"})).await;

    // Applications per opening 2, 1 and 0: the median is 1.
    let list = json_of(recruiter.get("/api/v1/admin/vacancies?perPage=100").await, 200).await;
    let row = |id: i64| list["data"].as_array().unwrap().iter().find(|v| v["id"] == id).unwrap().clone();
    let reach = |id: i64| {
        let v = row(id);
        (v["applicants"].as_i64().unwrap(), v["newApplicants"].as_i64().unwrap(), v["popularity"].as_i64().unwrap())
    };
    assert_eq!(reach(busy), (2, 1, 100));
    assert_eq!(row(busy)["popularityColor"], "success");
    assert_eq!(reach(quiet), (1, 1, 50));
    assert_eq!(row(quiet)["popularityColor"], "warning");
    assert_eq!(reach(empty), (0, 0, 0));
    assert_eq!(row(empty)["popularityColor"], "danger");
    let one = json_of(recruiter.get(&format!("/api/v1/admin/vacancies/{quiet}")).await, 200).await;
    assert_eq!(one["applicants"], 1);

    let closed = json!({"ids": [empty, draft, 999_999], "action": "close"});
    let closed = json_of(recruiter.post("/api/v1/admin/vacancies/bulk", closed).await, 200).await;
    let codes: Vec<Value> = closed["results"].as_array().unwrap().iter().map(|r| r["code"].clone()).collect();
    assert_eq!(codes, [Value::Null, json!("invalid_transition"), json!("vacancy_unknown")]);
    let deleted = json!({"ids": [draft, busy], "action": "delete"});
    let deleted = json_of(recruiter.post("/api/v1/admin/vacancies/bulk", deleted).await, 200).await;
    assert_eq!((deleted["moved"].as_i64(), deleted["failed"].as_i64()), (Some(1), Some(1)));
    assert_eq!(deleted["results"][0]["code"], "vacancy_not_draft", "in id order: {deleted}");
    assert_eq!(recruiter.get(&format!("/api/v1/admin/vacancies/{draft}")).await.status(), 404);
    assert_eq!(
        json_of(recruiter.get(&format!("/api/v1/admin/vacancies/{empty}")).await, 200).await["status"],
        "closed"
    );
    assert_envelope(
        recruiter.post("/api/v1/admin/vacancies/bulk", json!({"ids": [], "action": "close"})).await,
        400,
        "bulk_selection_invalid",
    )
    .await;
    assert_envelope(
        ana.post("/api/v1/admin/vacancies/bulk", json!({"ids": [busy], "action": "close"})).await,
        403,
        "forbidden",
    )
    .await;
}

#[tokio::test]
async fn the_dashboard_shows_the_funnel_times_sources_and_vacancies_of_a_range() {
    // Every read goes to the database (a kept dashboard would make the second read below agree
    // whatever the fold did).
    let mut config = test_config(&database_url());
    config.desk_cache_mb = 0;
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let analyst = published(&recruiter, "Analyst", "fresh-graduate", 1).await;
    let intern = published(&recruiter, "Intern", "internship", 1).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno", "en").await;
    let hired = apply(&ana, analyst, json!({"consent": true, "source": "linkedin"})).await;
    let rejected = apply(&bruno, analyst, json!({"consent": true})).await;
    apply(&ana, intern, json!({"consent": true})).await;
    let path = |id: i64| format!("/api/v1/admin/applications/{id}/status");
    for status in ["in_review", "interview", "offered", "hired"] {
        json_of(recruiter.post(&path(hired), json!({"status": status})).await, 200).await;
    }
    for status in ["in_review", "rejected"] {
        // A rejection names a reason: the tenant's first (seeded) one.
        json_of(recruiter.post(&path(rejected), json!({"status": status, "reasonId": 1})).await, 200).await;
    }

    let board = json_of(recruiter.get("/api/v1/admin/dashboard").await, 200).await;
    assert_eq!(board["applicationsPerDay"].as_array().unwrap().len(), 30);
    let funnel: Vec<(String, u64, Option<f64>)> = board["funnel"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["stage"].as_str().unwrap().to_owned(), s["reached"].as_u64().unwrap(), s["conversion"].as_f64()))
        .collect();
    assert_eq!(
        funnel,
        [
            ("submitted".to_owned(), 3, None),
            ("in_review".to_owned(), 2, Some(2.0 / 3.0)),
            ("interview".to_owned(), 1, Some(0.5)),
            ("offered".to_owned(), 1, Some(1.0)),
            ("hired".to_owned(), 1, Some(1.0)),
        ]
    );
    assert_eq!(board["timeToHire"]["hired"], 1);
    assert!(board["timeToHire"]["medianDays"].as_f64().unwrap() >= 0.0);
    assert_eq!(board["timeInStage"][0]["stage"], "submitted");
    assert_eq!(board["timeInStage"][0]["moves"], 2, "two applications left submitted");
    assert_eq!(
        board["applicationsBySource"],
        json!([{"source": null, "count": 2}, {"source": "linkedin", "count": 1}])
    );
    assert_eq!(board["perVacancy"][0]["title"], "Analyst");
    assert_eq!(board["perVacancy"][0]["applicants"], 2);
    assert_eq!(board["perVacancy"][0]["hired"], 1);
    assert_eq!(board["perVacancy"][0]["popularity"], 67, "2 against a median of 1.5");
    assert_eq!(board["perVacancy"][0]["popularityColor"], "primary");

    let interns = json_of(recruiter.get("/api/v1/admin/dashboard?category=internship").await, 200).await;
    assert_eq!(interns["funnel"][0]["reached"], 1);
    assert_eq!(interns["funnel"][1]["conversion"], 0.0);
    // The figures are kept as applications move, folded at each read: a second read agrees.
    assert_eq!(json_of(recruiter.get("/api/v1/admin/dashboard").await, 200).await, board);

    // A vacancy moved to another category takes its applications' figures along.
    let edit = json!({
        "title": "Intern", "category": "fresh-graduate", "employmentType": "full_time", "workplace": "remote",
        "description": "Build things.", "openings": 1,
    });
    json_of(recruiter.put(&format!("/api/v1/admin/vacancies/{intern}"), edit).await, 200).await;
    let interns = json_of(recruiter.get("/api/v1/admin/dashboard?category=internship").await, 200).await;
    assert_eq!(interns["funnel"][0]["reached"], 0);
    assert_eq!(interns["perVacancy"], json!([]));
    let graduates = json_of(recruiter.get("/api/v1/admin/dashboard?category=fresh-graduate").await, 200).await;
    assert_eq!(graduates["funnel"][0]["reached"], 3);
    assert_eq!(graduates["funnel"][4]["reached"], 1);
    assert_eq!(graduates["timeInStage"][0]["moves"], 2);
    let grid = json_of(recruiter.get("/api/v1/admin/applications?category=fresh-graduate").await, 200).await;
    assert_eq!((grid["total"].as_u64(), grid["totalExact"].as_bool()), (Some(3), Some(true)));
    let long_ago = json_of(recruiter.get("/api/v1/admin/dashboard?from=2000-01-01&to=2000-01-31").await, 200).await;
    assert_eq!(long_ago["applicationsPerDay"].as_array().unwrap().len(), 31);
    assert_eq!(long_ago["funnel"][0]["reached"], 0);
    assert_eq!(long_ago["funnel"][1]["conversion"], Value::Null);
    assert_envelope(
        recruiter.get("/api/v1/admin/dashboard?from=2024-01-01&to=2025-06-01").await,
        400,
        "range_too_long",
    )
    .await;
    assert_envelope(recruiter.get("/api/v1/admin/dashboard?from=2024-02-01&to=2024-01-01").await, 400, "invalid_query")
        .await;

    // Staff see the vacancies they created, not the whole tenant's.
    let staff = app.signed_in_as(&tenant, "staff@example.com", erecruit_server::auth::domain::Role::Staff).await;
    let own = json_of(staff.get("/api/v1/admin/dashboard").await, 200).await;
    assert_eq!(own["funnel"][0]["reached"], 0);
    assert_eq!(own["perVacancy"], json!([]));
}

async fn grid(recruiter: &Browser) -> Value {
    json_of(recruiter.get("/api/v1/admin/applications").await, 200).await
}

/// The grid and the dashboard are kept per replica for every recruiter alike: a change on any
/// replica drops them there at once and on the others when its NOTIFY arrives, and what is the
/// reader's own (unread mail) is read at every request.
#[tokio::test]
async fn each_replica_keeps_the_desk_until_an_application_changes_on_any_replica() {
    let (a, b) = (spawn_app().await, spawn_app().await);
    let tenant = create_tenant(&a.db).await;
    let recruiter_on_a = a.signed_in_admin(&tenant, "recruiter@example.com").await;
    let recruiter_on_b = {
        let mut browser = b.browser(&tenant);
        browser.token = recruiter_on_a.token.clone();
        browser
    };
    let analyst = published(&recruiter_on_a, "Analyst", "fresh-graduate", 1).await;
    let ana = applicant(&a, &tenant, "ana@example.com", "Ana", "en").await;
    let ana_application = apply(&ana, analyst, json!({"consent": true})).await;
    assert_eq!(names(&grid(&recruiter_on_b).await), ["Ana"]);
    let dashboard = || async { json_of(recruiter_on_b.get("/api/v1/admin/dashboard").await, 200).await };
    assert_eq!(dashboard().await["funnel"][1]["reached"], 0);

    // A write no code announces is not seen on B: it answers what it kept.
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    use sea_orm::ConnectionTrait;
    let schema = tenant.schema_name().quoted();
    conn.execute_unprepared(&format!(
        "UPDATE {schema}.applications SET applicant_name = 'Renamed quietly' WHERE id = {ana_application}"
    ))
    .await
    .unwrap();
    assert_eq!(names(&grid(&recruiter_on_b).await), ["Ana"], "kept, not read again");

    // The reader's unread mail about a kept row is their own and current.
    let question =
        json!({"to": [], "subject": "Start date", "body": "When would I start?", "applicationId": ana_application});
    json_of(ana.post("/api/v1/mail", question).await, 201).await;
    let kept = grid(&recruiter_on_b).await;
    assert_eq!((names(&kept), &kept["data"][0]["unreadMessages"]), (vec!["Ana"], &json!(1)));

    // A move on A: A shows it at once, B when the NOTIFY arrives (the quiet rename with it, since
    // B dropped everything it kept for the tenant), and so do the dashboards.
    let moved = recruiter_on_a
        .post(&format!("/api/v1/admin/applications/{ana_application}/status"), json!({"status": "in_review"}))
        .await;
    json_of(moved, 200).await;
    let on_a = grid(&recruiter_on_a).await;
    assert_eq!((names(&on_a), &on_a["data"][0]["status"]), (vec!["Renamed quietly"], &json!("in_review")));
    eventually("B's grid", || grid(&recruiter_on_b), |page| page["data"][0]["status"] == "in_review").await;
    assert_eq!(names(&grid(&recruiter_on_b).await), ["Renamed quietly"]);
    eventually("B's dashboard", dashboard, |board| board["funnel"][1]["reached"] == 1).await;

    // Someone applying through B is seen on A.
    let bruno = applicant(&b, &tenant, "bruno@example.com", "Bruno", "de").await;
    apply(&bruno, analyst, json!({"consent": true})).await;
    eventually("A's grid", || grid(&recruiter_on_a), |page| page["total"] == 2).await;
}

/// A small deterministic generator, so a failing history can be replayed from its seed.
struct Histories(u64);

impl Histories {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The dashboard's figures are kept as applications move (`desk_stats`); they must equal the
/// figures recomputed from the whole timeline (`desk_facts` over every entry) after any history:
/// applications from several sources, single and bulk moves (refused ones included), withdrawals,
/// a vacancy moved to another category, an applicant's erasure and retention's anonymisation.
#[tokio::test]
async fn kept_dashboard_figures_equal_those_recomputed_from_random_histories() {
    const STATUSES: [&str; 6] = ["in_review", "interview", "offered", "hired", "rejected", "submitted"];
    const SOURCES: [Option<&str>; 3] = [None, Some("linkedin"), Some("careers-fair")];
    const CATEGORIES: [&str; 3] = ["fresh-graduate", "experienced-hire", "internship"];
    let app = spawn_app().await;
    for seed in [7_u64, 1_234, 98_765] {
        let mut pick = Histories(seed);
        let tenant = create_tenant(&app.db).await;
        let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
        let mut vacancies = Vec::new();
        for (i, category) in CATEGORIES.iter().enumerate() {
            vacancies.push(published(&admin, &format!("Vacancy {i}"), category, 1 + pick.below(3) as i64).await);
        }
        // Days are kept in the tenant's zone, here one half an hour off UTC's hours.
        json_of(admin.put("/api/v1/admin/settings", json!({"timeZone": "Asia/Kolkata"})).await, 200).await;
        let mut applications = Vec::new();
        let mut people = Vec::new();
        for person in 0..5 {
            let email = format!("p{person}@example.com");
            let browser = applicant(&app, &tenant, &email, &format!("Person {person}"), "en").await;
            for &vacancy in &vacancies {
                if pick.below(3) > 0 {
                    let body = json!({"consent": true, "source": SOURCES[pick.below(SOURCES.len())]});
                    applications.push((apply(&browser, vacancy, body).await, person));
                }
            }
            people.push(browser);
        }
        // The first read builds the days; what follows is folded into them as it is read.
        json_of(admin.get("/api/v1/admin/dashboard").await, 200).await;
        for _ in 0..40 {
            let (id, person) = applications[pick.below(applications.len())];
            let status = STATUSES[pick.below(STATUSES.len())];
            let answer = match pick.below(6) {
                0 => people[person].post(&format!("/api/v1/me/applications/{id}/withdraw"), json!({})).await,
                1 => {
                    let (other, _) = applications[pick.below(applications.len())];
                    let body = json!({"ids": [id, other], "status": status, "note": "bulk"});
                    admin.post("/api/v1/admin/applications/bulk-status", body).await
                }
                _ => {
                    let body = json!({"status": status, "reasonId": 1});
                    admin.post(&format!("/api/v1/admin/applications/{id}/status"), body).await
                }
            };
            // A move the rules refuse writes nothing, and is part of the history too.
            assert!(answer.status().as_u16() < 500, "seed {seed}: {}", answer.status());
        }
        let moved = vacancies[pick.below(vacancies.len())];
        let mut edit = json!({
            "title": "Moved", "category": CATEGORIES[pick.below(CATEGORIES.len())], "employmentType": "full_time",
            "workplace": "remote", "description": "Build things.", "openings": 2,
        });
        json_of(admin.put(&format!("/api/v1/admin/vacancies/{moved}"), edit.clone()).await, 200).await;
        let erased = people[pick.below(people.len())]
            .send(reqwest::Method::DELETE, "/api/v1/me", Some(json!({"password": crate::browser::PASSWORD})))
            .await;
        assert_eq!(erased.status(), 204, "seed {seed}");
        // Retention: every closed application is long past it, its applicant told 15 days ago.
        json_of(admin.put("/api/v1/admin/settings", json!({"retentionDays": 30})).await, 200).await;
        let schema = tenant.schema_name().quoted().to_string();
        scalar_i64(
            &database_url(),
            &format!(
                "WITH u AS (UPDATE {schema}.applications SET updated_at = now() - interval '400 days', \
                 retention_warned_at = now() - interval '15 days' \
                 WHERE status IN ('hired', 'rejected', 'withdrawn') RETURNING 1) SELECT count(*) FROM u"
            ),
            vec![],
        )
        .await;
        json_of(admin.post("/api/v1/admin/retention/run", json!({})).await, 200).await;

        // An archived vacancy leaves the popularity's median, though no application of it moves.
        let archived = vacancies[pick.below(vacancies.len())];
        let answer = admin.post(&format!("/api/v1/admin/vacancies/{archived}/archive"), json!({})).await;
        assert!(answer.status().is_success(), "seed {seed}: archive {}", answer.status());
        // And so does a change of openings alone.
        edit["openings"] = json!(5);
        json_of(admin.put(&format!("/api/v1/admin/vacancies/{moved}"), edit).await, 200).await;

        let kept = kept_against_recomputed(&app, &tenant).await;
        assert!(kept.recomputed > 20, "seed {seed}: a history of some size ({} facts)", kept.recomputed);
        assert_eq!(kept.differing, 0, "seed {seed}: kept and recomputed facts differ");
        assert_eq!(kept.zone.as_deref(), Some("Asia/Kolkata"), "seed {seed}: days kept in the tenant's zone");
        assert!(kept.days > 5, "seed {seed}: days kept ({})", kept.days);
        assert_eq!(kept.differing_days, 0, "seed {seed}: kept and recomputed days differ");
        assert_eq!(kept.differing_vacancies, 0, "seed {seed}: kept and recomputed vacancy counts differ");
        assert!(kept.median.is_some_and(|m| m > 0.0), "seed {seed}: a median of some size ({:?})", kept.median);
        let (kept_median, median) = (kept.kept_median.unwrap_or(-1.0), kept.median.unwrap_or(-2.0));
        assert!((kept_median - median).abs() < 1e-9, "seed {seed}: the kept median {kept_median}, not {median}");
        // Another zone: the next read builds the days in it.
        json_of(admin.put("/api/v1/admin/settings", json!({"timeZone": "America/Sao_Paulo"})).await, 200).await;
        json_of(admin.get("/api/v1/admin/dashboard").await, 200).await;
        let kept = kept_against_recomputed(&app, &tenant).await;
        assert_eq!(kept.zone.as_deref(), Some("America/Sao_Paulo"), "seed {seed}: days kept in the new zone");
        assert_eq!(kept.differing_days, 0, "seed {seed}: days built in the new zone differ");
    }
}

/// The kept facts against those recomputed from every timeline entry.
struct KeptAgainstRecomputed {
    /// Keys whose kept hourly sums differ from the recomputed ones.
    differing: i64,
    /// Keys recomputed.
    recomputed: i64,
    /// The zone the days are kept in, how many rows they are and how many of them differ from the
    /// recomputed facts summed per day of that zone.
    zone: Option<String>,
    days: i64,
    differing_days: i64,
    /// Vacancies whose folded counts, openings or status differ from the timeline's and the
    /// vacancies' own, and the median read from them against the one computed from every vacancy.
    differing_vacancies: i64,
    kept_median: Option<f64>,
    median: Option<f64>,
}

/// Folds what was appended, as a dashboard read does, and compares what is kept with what the
/// timeline says.
#[allow(clippy::disallowed_methods)] // the test reads the tenant's tables as a request would
async fn kept_against_recomputed(
    app: &crate::helpers::TestApp,
    tenant: &erecruit_server::tenancy::TenantSlug,
) -> KeptAgainstRecomputed {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let found = erecruit_server::tenancy::active_tenants(&app.db).await.unwrap();
    let tenant = found.into_iter().find(|t| t.slug == *tenant).unwrap();
    let tx = erecruit_server::tenancy::TenantTx::begin(&app.db, tenant).await.unwrap();
    tx.execute_unprepared("SELECT desk_stats_compact()").await.unwrap();
    let sql = "WITH kept AS (
                   SELECT kind, hour, category, owner, vacancy_id, stage, bucket, source,
                          sum(n)::int8 AS n, sum(seconds) AS seconds
                   FROM desk_stats GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0
               ), recomputed AS (
                   SELECT kind, hour, category, owner, vacancy_id, stage, bucket::int2 AS bucket, source,
                          sum(n)::int8 AS n, sum(seconds) AS seconds
                   FROM desk_facts(ARRAY(SELECT id FROM application_events))
                   GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(n) <> 0
               ), recomputed_days AS (
                   SELECT (hour AT TIME ZONE (SELECT zone FROM desk_days_zone))::date AS day, kind, category,
                          owner, stage, bucket, source, sum(n) AS n, sum(seconds) AS seconds
                   FROM recomputed WHERE kind NOT IN ('status', 'vacancy')
                   GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0
               )
               SELECT (SELECT count(*) FROM kept k FULL JOIN recomputed r
                           USING (kind, hour, category, owner, vacancy_id, stage, bucket, source)
                       WHERE k.n IS DISTINCT FROM r.n
                          OR abs(coalesce(k.seconds, 0) - coalesce(r.seconds, 0)) > 0.001) AS differing,
                      (SELECT count(*) FROM recomputed) AS recomputed,
                      (SELECT zone FROM desk_days_zone) AS zone,
                      (SELECT count(*) FROM desk_days) AS days,
                      (SELECT count(*) FROM desk_days k FULL JOIN recomputed_days r
                           USING (day, kind, category, owner, stage, bucket, source)
                       WHERE k.n IS DISTINCT FROM r.n
                          OR abs(coalesce(k.seconds, 0) - coalesce(r.seconds, 0)) > 0.001) AS differing_days,
                      (SELECT count(*)
                       FROM desk_vacancies k
                       FULL JOIN (SELECT v.id AS vacancy_id, coalesce(sum(r.n) FILTER (WHERE r.stage = ''), 0) AS applicants,
                                         coalesce(sum(r.n) FILTER (WHERE r.stage = 'submitted'), 0) AS fresh,
                                         coalesce(sum(r.n) FILTER (WHERE r.stage = 'hired'), 0) AS hired,
                                         v.openings, v.status IN ('published', 'closed') AS listed
                                  FROM vacancies v LEFT JOIN recomputed r ON r.vacancy_id = v.id AND r.kind = 'vacancy'
                                  GROUP BY v.id) r USING (vacancy_id)
                       WHERE (k.applicants, k.fresh, k.hired, k.openings, k.listed)
                             IS DISTINCT FROM (r.applicants, r.fresh, r.hired, r.openings, r.listed)) AS differing_vacancies,
                      desk_reach_median() AS kept_median,
                      (SELECT percentile_cont(0.5) WITHIN GROUP
                                  (ORDER BY coalesce(c.applicants, 0)::float8 / greatest(o.openings, 1))
                       FROM vacancies o
                       LEFT JOIN (SELECT vacancy_id, sum(n) FILTER (WHERE stage = '') AS applicants
                                  FROM recomputed WHERE kind = 'vacancy' GROUP BY vacancy_id) c ON c.vacancy_id = o.id
                       WHERE o.status IN ('published', 'closed')) AS median";
    let row = tx.query_one_raw(Statement::from_string(DbBackend::Postgres, sql)).await.unwrap().unwrap();
    KeptAgainstRecomputed {
        differing: row.try_get_by_index(0).unwrap(),
        recomputed: row.try_get_by_index(1).unwrap(),
        zone: row.try_get_by_index(2).unwrap(),
        days: row.try_get_by_index(3).unwrap(),
        differing_days: row.try_get_by_index(4).unwrap(),
        differing_vacancies: row.try_get_by_index(5).unwrap(),
        kept_median: row.try_get_by_index(6).unwrap(),
        median: row.try_get_by_index(7).unwrap(),
    }
}
