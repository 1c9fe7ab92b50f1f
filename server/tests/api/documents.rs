//! Untrusted documents through the API: hostile CVs, attachments and imports are stored without
//! their text or refused with the limit's code, the server stays up and its memory flat, and a
//! tenant flooding the readers does not starve another tenant's requests.

use std::time::{Duration, Instant};

use erecruit_sandbox::samples::{self, hostile};
use reqwest::Method;
use serde_json::Value;

use crate::browser::Browser;
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, eventually, json_of, spawn_app, spawn_app_with, test_config,
};
use crate::uploads::applicant_with_profile;

/// The CV's `textState` once it is no longer pending.
pub async fn cv_text_state(ana: &Browser) -> String {
    let read = || async { json_of(ana.get("/api/v1/me/profile").await, 200).await["cv"]["textState"].clone() };
    eventually("the CV's text is read", read, |state: &Value| state != "pending").await;
    read().await.as_str().unwrap().to_owned()
}

/// This process's resident memory in bytes (the server runs in it).
fn resident_bytes() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|line| line.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() * 1024
}

async fn still_up(app: &TestApp) {
    assert_eq!(app.get("/healthz", None).await.status(), 200, "the server answers");
}

#[tokio::test]
async fn hostile_cvs_and_attachments_are_stored_without_their_text_and_the_server_stays_up() {
    let mut config = test_config(&database_url());
    config.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    let app = spawn_app_with(config).await;
    let tenant = create_tenant(&app.db).await;
    let ana = applicant_with_profile(&app, &tenant, "ana@example.com").await;
    let before = resident_bytes();

    // A readable CV first: its words are read after the upload answered.
    let uploaded = json_of(ana.upload("/api/v1/me/cv", samples::two_page_cv(), &[]).await, 200).await;
    assert!(["pending", "done"].contains(&uploaded["textState"].as_str().unwrap()), "{uploaded}");
    assert_eq!(cv_text_state(&ana).await, "done");

    let mut corpus = vec![
        ("self-drawing form", hostile::self_drawing_form()),
        ("forms in a loop", hostile::forms_in_a_loop()),
        ("parent loop", hostile::parent_loop()),
        ("inflation bomb", hostile::inflation_bomb(24, 12)),
        ("deeply nested", hostile::deeply_nested(200_000)),
        ("inflating docx", hostile::inflating_docx(65)),
        ("many-member docx", hostile::many_member_docx(1_001)),
    ];
    for (i, damaged) in hostile::damaged(&samples::two_page_cv(), 6, 7).into_iter().enumerate() {
        corpus.push((if i % 2 == 0 { "damaged pdf" } else { "damaged pdf, again" }, damaged));
    }
    for (name, bytes) in corpus {
        let started = Instant::now();
        let response = ana.upload("/api/v1/me/cv", bytes.clone(), &[]).await;
        let status = response.status().as_u16();
        assert!(status == 200 || status == 415, "{name}: {status}");
        assert!(started.elapsed() < Duration::from_secs(3), "{name}: the upload waited for the parser");
        if status == 200 {
            let state = cv_text_state(&ana).await;
            assert!(["done", "unreadable"].contains(&state.as_str()), "{name}: {state}");
            // Nesting the PDF library guards itself is read without the nested object.
            if !name.starts_with("damaged") && name != "deeply nested" {
                assert_eq!(state, "unreadable", "{name}");
            }
            // Stored and served as it was sent.
            assert_eq!(ana.get("/api/v1/me/cv").await.bytes().await.unwrap().to_vec(), bytes, "{name}");
        }
        let attached = ana.send_bytes(Method::POST, "/api/v1/mail/attachments", bytes, &[]).await.status().as_u16();
        assert!(attached == 201 || attached == 415, "{name}: attachment {attached}");
        still_up(&app).await;
    }
    let grown = resident_bytes().saturating_sub(before);
    assert!(grown < 256 * 1024 * 1024, "the server's memory grew by {} MB", grown / (1024 * 1024));

    let metrics = app.metrics_address.clone().expect("a metrics listener");
    let text = app.client.get(format!("{metrics}/metrics")).send().await.unwrap().text().await.unwrap();
    assert!(text.contains("erecruit_parse_total{kind=\"pdf\",outcome=\"unreadable\"}"), "{text}");
    assert!(text.contains("erecruit_parse_total{kind=\"pdf\",outcome=\"ok\"}"), "{text}");
}

#[tokio::test]
async fn hostile_imports_are_refused_with_the_limit_they_break() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let recruiter = app.signed_in_admin(&tenant, "recruiter@example.com").await;
    let preview = |bytes: Vec<u8>| recruiter.send_bytes(Method::POST, "/api/v1/admin/imports/vacancies", bytes, &[]);

    let error = assert_envelope(preview(hostile::far_corner_xlsx()).await, 400, "import_too_many_rows").await;
    assert_eq!(error["message"], "An import has at most 50,000 rows.");
    assert_envelope(preview(hostile::wide_xlsx()).await, 400, "import_too_many_columns").await;
    let error = assert_envelope(preview(hostile::inflating_xlsx(65)).await, 400, "import_archive_too_large").await;
    assert!(error["message"].as_str().unwrap().contains("64 MB"), "{error}");
    let parts: Vec<(String, Vec<u8>)> = (0..1_001).map(|i| (format!("xl/media/{i}.xml"), b"<x/>".to_vec())).collect();
    let members: Vec<(&str, &[u8])> = parts.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    let many = samples::xlsx_with(r#"<row r="1"><c r="A1" t="inlineStr"><is><t>title</t></is></c></row>"#, &members);
    assert_envelope(preview(many).await, 400, "import_archive_too_many_parts").await;
    let valid = samples::xlsx(&[
        &["title", "category", "employmentType", "workplace"],
        &["Data Analyst", "fresh-graduate", "full_time", "hybrid"],
    ]);
    for damaged in hostile::damaged(&valid, 20, 11) {
        let status = preview(damaged).await.status().as_u16();
        assert!(status == 201 || status == 400, "a damaged XLSX: {status}");
    }
    // Nothing was written by a refused file, and a valid one still reads.
    let previewed = json_of(preview(valid).await, 201).await;
    assert_eq!(previewed["rows"], 1);
    assert_eq!(previewed["errorCount"], 0, "{previewed}");
    still_up(&app).await;
}

#[tokio::test]
async fn one_tenant_flooding_the_readers_does_not_starve_another() {
    let mut config = test_config(&database_url());
    config.public_cache_mb = 0;
    let app = spawn_app_with(config).await;
    let (a, b) = (create_tenant(&app.db).await, create_tenant(&app.db).await);
    let attacker = applicant_with_profile(&app, &a, "eve@example.com").await;
    let recruiter = app.signed_in_admin(&b, "recruiter@example.com").await;
    let reader = app.browser(&b);

    let hostile = [
        hostile::self_drawing_form(),
        hostile::inflation_bomb(24, 12),
        hostile::deeply_nested(200_000),
        hostile::parent_loop(),
        hostile::inflating_docx(65),
        hostile::self_drawing_form(),
        hostile::forms_in_a_loop(),
        hostile::inflation_bomb(24, 12),
    ];
    let uploads = futures_util::future::join_all(
        hostile.into_iter().map(|bytes| attacker.send_bytes(Method::POST, "/api/v1/mail/attachments", bytes, &[])),
    );
    let reads = async {
        let mut failed = Vec::new();
        let started = Instant::now();
        let mut count = 0;
        while started.elapsed() < Duration::from_secs(3) {
            // Through the database: the cache is off, and a signed-in read checks the session.
            let careers = reader.get("/api/v1/vacancies").await.status();
            let signed_in = recruiter.get("/api/v1/me").await.status();
            if careers != 200 || signed_in != 200 {
                failed.push((careers, signed_in));
            }
            count += 1;
        }
        (failed, count)
    };
    let (answers, (failed, count)) = tokio::join!(uploads, reads);
    for answer in answers {
        assert_eq!(answer.status(), 201);
    }
    assert!(failed.is_empty(), "tenant B saw failed requests: {failed:?}");
    assert!(count > 10, "tenant B was read {count} times");
    still_up(&app).await;
}
