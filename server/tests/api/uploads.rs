use serde_json::{Value, json};

use crate::browser::{Browser, PASSWORD};
use crate::helpers::{TestApp, assert_envelope, create_tenant, spawn_app};

/// A PNG of the given dimensions: its header and end (enough for the size check and the metadata
/// strip; the pixels never load).
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, b'I', b'H', b'D', b'R'];
    bytes.extend_from_slice(&width.to_be_bytes());
    bytes.extend_from_slice(&height.to_be_bytes());
    bytes.extend_from_slice(&[8, 6, 0, 0, 0, 0, 0, 0, 0]);
    bytes.extend_from_slice(&[0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82]);
    bytes
}

fn pdf() -> Vec<u8> {
    b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".to_vec()
}

pub async fn applicant_with_profile(
    app: &TestApp,
    tenant: &erecruit_server::tenancy::TenantSlug,
    email: &str,
) -> Browser {
    let mut browser = app.browser(tenant);
    browser.register(email, PASSWORD, "Applicant").await;
    assert_eq!(browser.put("/api/v1/me/profile", json!({"fullName": "Applicant"})).await.status(), 200);
    browser
}

#[tokio::test]
async fn uploads_need_a_profile_first() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    assert_envelope(ana.upload("/api/v1/me/avatar", png(10, 10), &[]).await, 409, "profile_required").await;
}

#[tokio::test]
async fn a_photo_is_served_through_a_signed_address_usable_in_an_img() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let ana = applicant_with_profile(&app, &tenant, "ana@example.com").await;
    let uploaded = ana.upload("/api/v1/me/avatar", png(200, 100), &[("content-type", "application/pdf")]).await;
    assert_eq!(uploaded.status(), 200);
    let image = uploaded.json::<Value>().await.unwrap()["image"].as_str().unwrap().to_owned();

    // No tenant header, no bearer token: exactly what an <img> sends.
    let fetched = app.client.get(app.url(&image)).send().await.unwrap();
    assert_eq!(fetched.status(), 200);
    assert_eq!(fetched.headers()["content-type"], "image/png", "the sniffed type, not the client's");
    assert_eq!(fetched.headers()["x-content-type-options"], "nosniff");
    assert_eq!(fetched.bytes().await.unwrap().to_vec(), png(200, 100));

    let tampered = image.replace("signature=", "signature=00");
    assert_eq!(app.client.get(app.url(&tampered)).send().await.unwrap().status(), 401);
    let other_tenant = create_tenant(&app.db).await;
    let moved = image.replace(&format!("tenant={tenant}"), &format!("tenant={other_tenant}"));
    assert_eq!(app.client.get(app.url(&moved)).send().await.unwrap().status(), 401);

    let person = ana.get("/api/v1/me").await.json::<Value>().await.unwrap()["person"].as_i64().unwrap();
    let info: Value = ana.post("/api/v1/Persons/getPersonBasicInfo", json!({"id": person})).await.json().await.unwrap();
    assert!(info["result"]["image"].as_str().unwrap().starts_with("/api/v1/files/"));
    let profile: Value = ana.get("/api/v1/me/profile").await.json().await.unwrap();
    assert!(profile["image"].as_str().is_some());
}

#[tokio::test]
async fn bad_uploads_are_refused_by_size_type_and_pixels() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let ana = applicant_with_profile(&app, &tenant, "ana@example.com").await;
    let mut big = png(10, 10);
    big.resize(2 * 1024 * 1024 + 1, 0);
    assert_envelope(ana.upload("/api/v1/me/avatar", big, &[]).await, 413, "payload_too_large").await;
    assert_envelope(
        ana.upload("/api/v1/me/avatar", b"<svg onload=alert(1)>".to_vec(), &[]).await,
        415,
        "unsupported_file_type",
    )
    .await;
    assert_envelope(ana.upload("/api/v1/me/avatar", Vec::new(), &[]).await, 415, "unsupported_file_type").await;
    assert_envelope(ana.upload("/api/v1/me/avatar", png(100_000, 100_000), &[]).await, 400, "invalid_image").await;
    // A PNG named like a PDF is still a PNG: not a CV.
    let renamed = ana
        .upload("/api/v1/me/cv", png(10, 10), &[("x-file-name", "cv.pdf"), ("content-type", "application/pdf")])
        .await;
    assert_envelope(renamed, 415, "unsupported_file_type").await;
    let mut huge_cv = pdf();
    huge_cv.resize(5 * 1024 * 1024 + 1, b' ');
    assert_envelope(ana.upload("/api/v1/me/cv", huge_cv, &[]).await, 413, "payload_too_large").await;
}

#[tokio::test]
async fn a_cv_downloads_only_for_its_owner_and_recruiters() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let ana = applicant_with_profile(&app, &tenant, "ana@example.com").await;
    let uploaded = ana.upload("/api/v1/me/cv", pdf(), &[("x-file-name", "../../etc/Ana Silva CV.PDF")]).await;
    assert_eq!(uploaded.status(), 200);
    let cv: Value = uploaded.json().await.unwrap();
    assert_eq!(cv["name"], "Ana Silva CV.pdf");
    assert_eq!(cv["contentType"], "application/pdf");
    let id = cv["id"].as_str().unwrap().to_owned();

    let own = ana.get("/api/v1/me/cv").await;
    assert_eq!(own.status(), 200);
    let disposition = own.headers()["content-disposition"].to_str().unwrap().to_owned();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    assert!(disposition.contains("Ana Silva CV.pdf"), "{disposition}");
    assert_eq!(own.bytes().await.unwrap().to_vec(), pdf());

    let bruno = applicant_with_profile(&app, &tenant, "bruno@example.com").await;
    assert_envelope(bruno.get(&format!("/api/v1/files/{id}")).await, 404, "not_found").await;
    assert_envelope(app.browser(&tenant).get(&format!("/api/v1/files/{id}")).await, 401, "unauthorized").await;
    let recruiter = app.signed_in_admin(&tenant, "admin@example.com").await;
    let seen = recruiter.get(&format!("/api/v1/files/{id}")).await;
    assert_eq!(seen.status(), 200);
    assert!(seen.headers()["content-disposition"].to_str().unwrap().starts_with("attachment"));

    // Replacing the CV forgets the old file.
    let replaced = ana.upload("/api/v1/me/cv", pdf(), &[]).await.json::<Value>().await.unwrap();
    assert_ne!(replaced["id"], cv["id"]);
    assert_envelope(recruiter.get(&format!("/api/v1/files/{id}")).await, 404, "not_found").await;
}
