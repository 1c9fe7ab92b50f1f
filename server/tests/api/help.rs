//! The careers site's FAQ and knowledge base: written by admins in several languages, read by
//! visitors in theirs with a fallback, and searched with each language's stemmer.

use erecruit_server::auth::domain::Role;
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{assert_envelope, create_tenant, json_of, spawn_app};

fn questions(page: &Value) -> Vec<(String, String)> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| (item["question"].as_str().unwrap().to_owned(), item["language"].as_str().unwrap().to_owned()))
        .collect()
}

fn titles(list: &Value) -> Vec<&str> {
    list["items"].as_array().unwrap().iter().map(|item| item["title"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn visitors_read_and_search_the_help_in_their_language_with_a_fallback() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@help.example").await;
    let visitor = app.browser(&tenant);

    // Admins write; staff and visitors cannot.
    let staff = app.signed_in_as(&tenant, "staff@help.example", Role::Staff).await;
    assert_envelope(staff.get("/api/v1/admin/help/faq").await, 403, "forbidden").await;
    assert_envelope(visitor.post("/api/v1/admin/help/categories", json!({})).await, 401, "unauthorized").await;

    // A category, checked field by field, translations included.
    let bad = admin
        .post(
            "/api/v1/admin/help/categories",
            json!({"slug": "Applying Now", "name": "", "translations": {"de": {"name": "Bewerben\njetzt"}}}),
        )
        .await;
    let bad = assert_envelope(bad, 400, "validation_failed").await;
    for (field, code) in
        [("slug", "help_slug_invalid"), ("name", "help_name_invalid"), ("translations.de.name", "help_name_invalid")]
    {
        assert_eq!(bad["fields"][field]["code"], code, "{field}: {bad}");
    }
    let unknown_language = admin
        .post("/api/v1/admin/help/categories", json!({"slug": "x", "name": "X", "translations": {"es": {"name": "X"}}}))
        .await;
    assert_eq!(unknown_language.status(), 400);
    let applying = json_of(
        admin
            .post(
                "/api/v1/admin/help/categories",
                json!({"slug": "applying", "name": "Applying", "description": "How applications work",
                       "translations": {"pt": {"name": "Candidaturas", "description": "Como funciona"},
                                        "de": {"name": "Bewerbung"}}}),
            )
            .await,
        201,
    )
    .await;
    assert_eq!((applying["language"].as_str(), applying["missing"].clone()), (Some("en"), json!(["fr"])));
    assert_eq!(applying["translations"]["pt"]["name"], "Candidaturas");
    let taken = admin.post("/api/v1/admin/help/categories", json!({"slug": "applying", "name": "Again"})).await;
    assert_eq!(assert_envelope(taken, 400, "validation_failed").await["fields"]["slug"]["code"], "help_slug_taken");
    let hidden = json_of(
        admin
            .post("/api/v1/admin/help/categories", json!({"slug": "internal", "name": "Internal", "published": false}))
            .await,
        201,
    )
    .await;
    let (applying_id, hidden_id) = (applying["id"].as_i64().unwrap(), hidden["id"].as_i64().unwrap());

    // FAQ entries: one translated to Portuguese, one in English only, one in a hidden category,
    // one unpublished, one without a category.
    let faq = [
        json!({"question": "How do I apply?", "answer": "Open a vacancy and press **Apply**.", "category": applying_id,
               "translations": {"pt": {"question": "Como me candidato?", "answer": "Abra uma vaga e carregue em **Candidatar**."},
                                "de": {"question": "Wie bewerbe ich mich?", "answer": "Öffnen Sie eine Stelle und senden Sie Ihre Bewerbungen."}}}),
        json!({"question": "Can I withdraw?", "answer": "Yes, from your applications.", "category": applying_id}),
        json!({"question": "Secret question", "answer": "Hidden.", "category": hidden_id}),
        json!({"question": "Draft question", "answer": "Not yet.", "published": false}),
        json!({"question": "Who are you?", "answer": "A recruiting company."}),
    ];
    let mut ids = Vec::new();
    for entry in faq {
        ids.push(json_of(admin.post("/api/v1/admin/help/faq", entry).await, 201).await["id"].as_i64().unwrap());
    }
    let missing_category =
        admin.post("/api/v1/admin/help/faq", json!({"question": "Q", "answer": "A", "category": 999_999})).await;
    assert_eq!(
        assert_envelope(missing_category, 400, "validation_failed").await["fields"]["category"]["code"],
        "help_category_unknown"
    );
    let half = admin
        .post(
            "/api/v1/admin/help/faq",
            json!({"question": "Q?", "answer": "A.", "translations": {"fr": {"question": "Q ?", "answer": ""}}}),
        )
        .await;
    assert_eq!(
        assert_envelope(half, 400, "validation_failed").await["fields"]["translations.fr.answer"]["code"],
        "help_answer_invalid"
    );

    // In Portuguese: the translated entry in Portuguese, the others in the default language, and
    // only what is published in a published category.
    let pt = json_of(visitor.get("/api/v1/help/faq?lang=pt").await, 200).await;
    assert_eq!(pt["language"], "pt");
    assert_eq!(
        questions(&pt),
        vec![
            ("Como me candidato?".to_owned(), "pt".to_owned()),
            ("Can I withdraw?".to_owned(), "en".to_owned()),
            ("Who are you?".to_owned(), "en".to_owned()),
        ]
    );
    assert_eq!(
        pt["categories"],
        json!([{"slug": "applying", "name": "Candidaturas", "description": "Como funciona", "language": "pt", "count": 2}])
    );
    assert_eq!(pt["items"][2]["category"], Value::Null);
    // The language can come from the browser, and a language we do not write in is refused.
    let by_header = visitor.send(Method::GET, "/api/v1/help/faq", None).await;
    assert_eq!(by_header.headers()["vary"], "Accept-Language");
    let client = reqwest::Client::new();
    let german = client
        .get(format!("{}/api/v1/help/faq", visitor.address))
        .header("tenantid", tenant.as_str())
        .header("accept-language", "de-CH, en;q=0.5")
        .send()
        .await
        .unwrap();
    let german: Value = german.json().await.unwrap();
    assert_eq!(questions(&german)[0], ("Wie bewerbe ich mich?".to_owned(), "de".to_owned()));
    assert_envelope(visitor.get("/api/v1/help/faq?lang=es").await, 400, "language_unsupported").await;

    // Search finds words in any language, stemmed in theirs: "Bewerbung" finds "Bewerbungen".
    let found = json_of(visitor.get("/api/v1/help/faq?q=Bewerbung&lang=pt").await, 200).await;
    assert_eq!(questions(&found), vec![("Como me candidato?".to_owned(), "pt".to_owned())]);
    let found = json_of(visitor.get("/api/v1/help/faq?q=withdrawing").await, 200).await;
    assert_eq!(questions(&found), vec![("Can I withdraw?".to_owned(), "en".to_owned())]);
    assert_eq!(json_of(visitor.get("/api/v1/help/faq?q=Secret").await, 200).await["items"], json!([]));

    // Ordering: every entry exactly once.
    let reversed: Vec<i64> = ids.iter().rev().copied().collect();
    assert_envelope(
        admin.put("/api/v1/admin/help/faq/order", json!({"ids": &reversed[1..]})).await,
        400,
        "help_order_invalid",
    )
    .await;
    let twice = [reversed.clone(), vec![ids[0]]].concat();
    assert_envelope(admin.put("/api/v1/admin/help/faq/order", json!({"ids": twice})).await, 400, "help_order_invalid")
        .await;
    assert_eq!(admin.put("/api/v1/admin/help/faq/order", json!({"ids": reversed})).await.status(), 204);
    let en = json_of(visitor.get("/api/v1/help/faq?lang=en").await, 200).await;
    let en: Vec<String> = questions(&en).into_iter().map(|(q, _)| q).collect();
    assert_eq!(en, ["Can I withdraw?", "How do I apply?", "Who are you?"]);

    // Articles: the knowledge base lists, searches and shows one, with related ones.
    let body =
        "# Your CV\n\nUpload a **PDF** of at most 10 MB, see [the guide](https://example.test/guide).\n\nMore detail.";
    let cv = json_of(
        admin
            .post(
                "/api/v1/admin/help/articles",
                json!({"slug": "uploading-your-cv", "category": applying_id, "title": "Uploading your CV", "body": body,
                       "translations": {"pt": {"title": "Carregar o seu CV", "body": "Carregue um **PDF** até 10 MB."}}}),
            )
            .await,
        201,
    )
    .await;
    json_of(
        admin
            .post(
                "/api/v1/admin/help/articles",
                json!({"slug": "interviews", "category": applying_id, "title": "Interviews", "body": "What to expect."}),
            )
            .await,
        201,
    )
    .await;
    json_of(
        admin
            .post(
                "/api/v1/admin/help/articles",
                json!({"slug": "hidden", "category": hidden_id, "title": "Hidden", "body": "x"}),
            )
            .await,
        201,
    )
    .await;
    let list = json_of(visitor.get("/api/v1/help/articles?lang=pt").await, 200).await;
    assert_eq!(titles(&list), ["Carregar o seu CV", "Interviews"]);
    assert_eq!(list["items"][0]["summary"], "Carregue um PDF até 10 MB.");
    assert_eq!(list["categories"][0]["count"], 2);
    let en_list = json_of(visitor.get("/api/v1/help/articles?lang=en&category=applying").await, 200).await;
    assert_eq!(en_list["items"][0]["summary"], "Upload a PDF of at most 10 MB, see the guide.");
    assert_eq!(
        titles(&json_of(visitor.get("/api/v1/help/articles?category=internal").await, 200).await),
        Vec::<&str>::new()
    );
    let searched = json_of(visitor.get("/api/v1/help/articles?q=carregar").await, 200).await;
    assert_eq!(titles(&searched), ["Uploading your CV"]);
    let article = json_of(visitor.get("/api/v1/help/articles/uploading-your-cv?lang=fr").await, 200).await;
    assert_eq!((article["language"].as_str(), article["title"].as_str()), (Some("en"), Some("Uploading your CV")));
    assert_eq!(article["languages"], json!(["en", "pt"]));
    assert_eq!(article["category"]["slug"], "applying");
    assert_eq!(titles(&json!({"items": article["related"]})), ["Interviews"]);
    assert_envelope(visitor.get("/api/v1/help/articles/hidden").await, 404, "not_found").await;

    // Replacing keeps what is not a translation any more out, and the editor lists what is missing.
    let id = cv["id"].as_i64().unwrap();
    let replaced = json_of(
        admin
            .put(
                &format!("/api/v1/admin/help/articles/{id}"),
                json!({"slug": "your-cv", "category": applying_id, "title": "Your CV", "body": body,
                       "translations": {"pt": {"title": "", "body": ""}}}),
            )
            .await,
        200,
    )
    .await;
    assert_eq!((replaced["translations"].clone(), replaced["missing"].clone()), (json!({}), json!(["de", "fr", "pt"])));
    assert_envelope(visitor.get("/api/v1/help/articles/uploading-your-cv").await, 404, "not_found").await;

    // A category with articles is not deleted; one without is, and its FAQ entries stay.
    let in_use = admin.send(Method::DELETE, &format!("/api/v1/admin/help/categories/{applying_id}"), None).await;
    assert_envelope(in_use, 409, "help_category_in_use").await;
    for article in json_of(admin.get("/api/v1/admin/help/articles").await, 200).await.as_array().unwrap() {
        if article["category"] == hidden_id {
            let path = format!("/api/v1/admin/help/articles/{}", article["id"]);
            assert_eq!(admin.send(Method::DELETE, &path, None).await.status(), 204);
        }
    }
    let path = format!("/api/v1/admin/help/categories/{hidden_id}");
    assert_eq!(admin.send(Method::DELETE, &path, None).await.status(), 204);
    let all = json_of(admin.get("/api/v1/admin/help/faq").await, 200).await;
    let secret = all.as_array().unwrap().iter().find(|f| f["question"] == "Secret question").unwrap();
    assert_eq!(secret["category"], Value::Null);
    let audited = crate::helpers::scalar_i64(
        &crate::helpers::database_url(),
        &format!("SELECT count(*) FROM {}.audit_log WHERE action LIKE 'help_%'", tenant.schema_name().quoted()),
        vec![],
    )
    .await;
    assert!(audited >= 12, "{audited}");
}
