use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::PASSWORD;
use crate::helpers::{assert_envelope, create_tenant, spawn_app};
use crate::uploads::png;

#[tokio::test]
async fn admins_brand_their_site_and_the_careers_site_shows_it() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let notice = "We keep applications for **12 months**.";
    let updated = admin
        .put(
            "/api/v1/admin/settings",
            json!({"recruitmentTitle": "Join Acme", "primaryColor": "#FF5500", "defaultLocale": "de", "privacyNotice": notice}),
        )
        .await;
    assert_eq!(updated.status(), 200);
    let updated: Value = updated.json().await.unwrap();
    assert_eq!(updated["erecruitmenttitle"], "Join Acme");
    assert_eq!(updated["primaryColor"], "#ff5500");

    let deadline = Instant::now() + Duration::from_secs(1);
    loop {
        let public: Value = app.browser(&tenant).get("/api/v1/tenant").await.json().await.unwrap();
        if public["erecruitmenttitle"] == "Join Acme" {
            assert_eq!(public["defaultLocale"], "de");
            assert_eq!(public["privacyNotice"], notice);
            break;
        }
        assert!(Instant::now() < deadline, "the careers site did not update: {public}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let logo = admin.upload("/api/v1/admin/settings/logo", png(64, 32), &[]).await;
    assert_eq!(logo.status(), 200);
    let logo_url = logo.json::<Value>().await.unwrap()["logoUrl"].as_str().unwrap().to_owned();
    let image = app.get(&logo_url, Some(tenant.as_str())).await;
    assert_eq!(image.status(), 200);
    assert_eq!(image.headers()["content-type"], "image/png");

    // The notice is stored with the consent of new applications.
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let id = apply(&ana, vacancy, application(visa, team)).await;
    let detail: Value = admin.get(&format!("/api/v1/admin/applications/{id}")).await.json().await.unwrap();
    assert!(detail["consentText"].as_str().unwrap().contains("12 months"));
}

#[tokio::test]
async fn settings_are_validated_and_for_admins_only() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let error = assert_envelope(
        admin.put("/api/v1/admin/settings", json!({"recruitmentTitle": " ", "primaryColor": "red"})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(error["fields"]["recruitmentTitle"]["code"], "recruitment_title_invalid", "{error}");
    assert_eq!(error["fields"]["primaryColor"]["code"], "color_invalid", "{error}");
    assert_envelope(admin.put("/api/v1/admin/settings", json!({"defaultLocale": "xx"})).await, 400, "invalid_body")
        .await;
    assert_envelope(
        admin.upload("/api/v1/admin/settings/logo", b"GIF89a".to_vec(), &[]).await,
        415,
        "unsupported_file_type",
    )
    .await;
    assert_envelope(app.get("/api/v1/tenant/logo", Some(tenant.as_str())).await, 404, "not_found").await;

    let mut ana = app.browser(&tenant);
    ana.register("ana@example.com", PASSWORD, "Ana").await;
    assert_envelope(ana.get("/api/v1/admin/settings").await, 403, "forbidden").await;
}

#[tokio::test]
async fn the_recruitment_title_and_privacy_notice_are_read_in_the_visitors_language() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let body = json!({
        "recruitmentTitle": "Join Acme", "privacyNotice": "We keep your data safe.",
        "translations": {"pt": {"recruitmentTitle": "Junte-se à Acme", "privacyNotice": "Guardamos os seus dados."},
                         "de": {"recruitmentTitle": "Bei Acme\nbewerben"}},
    });
    let refused =
        assert_envelope(admin.put("/api/v1/admin/settings", body.clone()).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["translations.de.recruitmentTitle"]["code"], "recruitment_title_invalid");
    let mut body = body;
    body["translations"]["de"] = json!({"recruitmentTitle": "Bei Acme bewerben"});
    let saved: Value = admin.put("/api/v1/admin/settings", body).await.json().await.unwrap();
    assert_eq!(saved["translations"]["de"], json!({"recruitmentTitle": "Bei Acme bewerben"}));
    let read = |language: &'static str| {
        let request = app.client.get(app.url("/api/v1/tenant")).header("tenantid", tenant.as_str());
        async move { request.header("accept-language", language).send().await.unwrap().json::<Value>().await.unwrap() }
    };
    let pt = read("pt-PT").await;
    assert_eq!(
        (pt["erecruitmenttitle"].as_str(), pt["privacyNotice"].as_str()),
        (Some("Junte-se à Acme"), Some("Guardamos os seus dados."))
    );
    // German has a title of its own and falls back for the notice; French has neither.
    let de = read("de").await;
    assert_eq!(
        (de["erecruitmenttitle"].as_str(), de["privacyNotice"].as_str()),
        (Some("Bei Acme bewerben"), Some("We keep your data safe."))
    );
    assert_eq!(read("fr").await["erecruitmenttitle"], "Join Acme");
    // An empty text removes a translation.
    let cleared: Value = admin
        .put("/api/v1/admin/settings", json!({"translations": {"de": {"recruitmentTitle": ""}}}))
        .await
        .json()
        .await
        .unwrap();
    assert!(cleared["translations"].get("de").is_none(), "{cleared}");
}
