//! Global search and bookmarks: what each role may find, four hits a group, diacritics and typos,
//! CVs by their text, and the old site's starred bookmarks with their overflow.

use erecruit_server::auth::domain::Role;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{assert_envelope, create_tenant, json_of, spawn_app};

async fn search(browser: &Browser, query: &str) -> Value {
    json_of(browser.get(&format!("/api/v1/search?{query}")).await, 200).await
}

/// One group of an answer (panics when it is missing).
fn group<'a>(found: &'a Value, id: &str) -> &'a Value {
    found["groups"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["group"] == id)
        .unwrap_or_else(|| panic!("no {id} in {found}"))
}

fn titles(group: &Value) -> Vec<String> {
    group["data"].as_array().unwrap().iter().map(|hit| hit["title"].as_str().unwrap().to_owned()).collect()
}

fn group_ids(found: &Value) -> Vec<String> {
    found["groups"].as_array().unwrap().iter().map(|g| g["group"].as_str().unwrap().to_owned()).collect()
}

async fn publish(recruiter: &Browser, title: &str) -> i64 {
    let body = json!({"title": title, "category": "experienced-hire", "employmentType": "full_time",
                      "workplace": "onsite", "description": "Work.", "department": "Analytics"});
    let vacancy = json_of(recruiter.post("/api/v1/admin/vacancies", body).await, 201).await;
    let id = vacancy["id"].as_i64().unwrap();
    assert_eq!(recruiter.post(&format!("/api/v1/admin/vacancies/{id}/publish"), json!({})).await.status(), 200);
    id
}

#[tokio::test]
async fn search_finds_what_each_role_may_see_four_to_a_group() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, _) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (bo, _) = signed_in(&app, &tenant, "bo@example.com", "Bo Builder", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&rita).await; // "Data Analyst"
    for title in ["Senior Data Engineer", "Data Steward", "Big Data Architect", "Data Scientist"] {
        publish(&rita, title).await;
    }
    let draft = json!({"title": "Data Secret Project", "category": "experienced-hire", "employmentType": "full_time",
                       "workplace": "onsite", "description": "Not yet."});
    json_of(rita.post("/api/v1/admin/vacancies", draft).await, 201).await;

    let jose = applicant(&app, &tenant, "jose.r@example.com", "José Ribeiro", "pt").await;
    let cv = erecruit_server::files::text::one_page_pdf("Kubernetes operator and Rust developer");
    assert_eq!(jose.upload("/api/v1/me/cv", cv, &[("x-file-name", "Jose CV.pdf")]).await.status(), 200);
    assert_eq!(crate::documents::cv_text_state(&jose).await, "done", "its words are read after the upload");
    let application_id = apply(&jose, vacancy, application(visa, team)).await;
    // Someone with a profile who never applied is not a candidate of this tenant's.
    applicant(&app, &tenant, "joseph@example.com", "Joseph Ribeiro", "en").await;
    json_of(rita.post("/api/v1/tasks", json!({"title": "Call José about Kubernetes"})).await, 201).await;

    // The recruiting team: every group, a candidate by name without the accent and unfinished.
    let found = search(&bo, "q=jose%20rib").await;
    assert_eq!(group_ids(&found), ["vacancies", "candidates", "files", "messages", "tasks"]);
    let candidates = group(&found, "candidates");
    assert_eq!(candidates["total"], 1);
    assert_eq!(candidates["data"][0]["title"], "José Ribeiro");
    assert_eq!(candidates["data"][0]["link"], format!("/job-vacancy-setting/applications/{application_id}"));
    // A typo, the start of the address, the CV's text, a task.
    assert_eq!(titles(group(&search(&bo, "q=Jose%20Ribiero").await, "candidates")), ["José Ribeiro"]);
    assert_eq!(titles(group(&search(&bo, "q=jose.r%40ex").await, "candidates")), ["José Ribeiro"]);
    let files = search(&bo, "q=kubernetes&groups=files,tasks").await;
    assert_eq!(group_ids(&files), ["files", "tasks"]);
    assert_eq!(titles(group(&files, "files")), ["Jose CV.pdf"]);
    assert_eq!(group(&files, "files")["data"][0]["subtitle"], "José Ribeiro");
    assert_eq!(titles(group(&files, "tasks")), ["Call José about Kubernetes"]);

    // Four to a group, the total beside them; titles that start with the words come first; the
    // team sees the draft, applicants only what is open.
    let data = group(&search(&bo, "q=data").await, "vacancies").clone();
    assert_eq!(data["total"], 6);
    assert_eq!(data["data"].as_array().unwrap().len(), 4);
    assert!(titles(&data)[..3].iter().all(|t| t.starts_with("Data ")), "{data}");
    let page_two = group(&search(&bo, "q=data&groups=vacancies&limit=4&page=2").await, "vacancies").clone();
    assert_eq!(page_two["data"].as_array().unwrap().len(), 2);
    let seen = search(&jose, "q=data").await;
    assert_eq!(group_ids(&seen), ["vacancies", "messages"], "an applicant never sees candidates, files or tasks");
    assert_eq!(group(&seen, "vacancies")["total"], 5);
    assert_eq!(group(&seen, "vacancies")["data"][0]["link"].as_str().unwrap().split('/').nth(1), Some("job-vacancy"));
    assert_eq!(group_ids(&search(&jose, "q=jose&groups=candidates,messages").await), ["messages"]);

    // Another tenant's staff find nothing of this one's.
    let elsewhere = create_tenant(&app.db).await;
    let (stranger, _) = signed_in(&app, &elsewhere, "rita@example.com", "Rita Elsewhere", Role::Admin).await;
    let theirs = search(&stranger, "q=jose").await;
    assert!(theirs["groups"].as_array().unwrap().iter().all(|g| g["total"] == 0), "{theirs}");

    // Bad searches, each with its code; no search without signing in.
    for bad in ["q=", "q=%20%20", &format!("q={}", "a".repeat(201))] {
        let error = assert_envelope(bo.get(&format!("/api/v1/search?{bad}")).await, 400, "validation_failed").await;
        assert_eq!(error["fields"]["q"]["code"], "search_query_invalid", "{bad}");
    }
    let error = assert_envelope(bo.get("/api/v1/search?q=a&groups=pages").await, 400, "validation_failed").await;
    assert_eq!(error["fields"]["groups"]["code"], "search_group_unknown");
    assert_envelope(bo.get("/api/v1/search?q=a&limit=21").await, 400, "invalid_query").await;
    assert_envelope(app.browser(&tenant).get("/api/v1/search?q=a").await, 401, "unauthorized").await;
}

#[tokio::test]
async fn bookmarks_keep_ten_starred_in_the_navbar_and_promote_from_the_overflow() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (ana, _) = signed_in(&app, &tenant, "ana@example.com", "Ana", Role::Staff).await;
    let (bo, _) = signed_in(&app, &tenant, "bo@example.com", "Bo", Role::Staff).await;
    let mut ids = Vec::new();
    for n in 1..=11 {
        let body =
            json!({"title": format!("Page {n}"), "link": format!("/page/{n}"), "icon": "file-text", "starred": true});
        ids.push(json_of(ana.post("/api/v1/me/bookmarks", body).await, 201).await["id"].as_i64().unwrap());
    }
    let titles_of = |list: &Value| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|b| b["title"].as_str().unwrap().trim_start_matches("Page ").to_owned())
            .collect()
    };
    let all = json_of(ana.get("/api/v1/me/bookmarks").await, 200).await;
    assert_eq!(titles_of(&all["navbar"]), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    assert_eq!(titles_of(&all["overflow"]), ["11"], "the eleventh waits in the overflow");

    // Unstarring one of the ten promotes the first of the overflow; starring it again puts it last.
    let unstarred =
        json_of(ana.patch(&format!("/api/v1/me/bookmarks/{}", ids[2]), json!({"starred": false})).await, 200).await;
    assert_eq!(unstarred["starred"], false);
    let all = json_of(ana.get("/api/v1/me/bookmarks").await, 200).await;
    assert_eq!(titles_of(&all["navbar"]), ["1", "2", "4", "5", "6", "7", "8", "9", "10", "11"]);
    assert_eq!(titles_of(&all["overflow"]), Vec::<String>::new());
    assert_eq!(titles_of(&all["unstarred"]), ["3"]);
    json_of(
        ana.patch(&format!("/api/v1/me/bookmarks/{}", ids[2]), json!({"starred": true, "title": "Page 3b"})).await,
        200,
    )
    .await;
    let all = json_of(ana.get("/api/v1/me/bookmarks").await, 200).await;
    assert_eq!(titles_of(&all["overflow"]), ["3b"]);

    // Reordering moves the overflow's into the navbar.
    let order = json!({"ids": [ids[2], ids[0]]});
    let all = json_of(ana.put("/api/v1/me/bookmarks/order", order).await, 200).await;
    assert_eq!(titles_of(&all["navbar"]), ["3b", "1", "2", "4", "5", "6", "7", "8", "9", "10"]);
    assert_eq!(titles_of(&all["overflow"]), ["11"]);

    // Bad bookmarks, each with its code; one link once; only one's own.
    let bad = json!({"title": " ", "link": "//evil.example/x", "icon": "<svg>", "starred": true});
    let error = assert_envelope(ana.post("/api/v1/me/bookmarks", bad).await, 400, "validation_failed").await;
    assert_eq!(error["fields"]["title"]["code"], "bookmark_title_invalid");
    assert_eq!(error["fields"]["link"]["code"], "bookmark_link_invalid");
    assert_eq!(error["fields"]["icon"]["code"], "bookmark_icon_invalid");
    let twice = json!({"title": "Again", "link": "/page/1", "starred": false});
    let error = assert_envelope(ana.post("/api/v1/me/bookmarks", twice).await, 409, "bookmark_exists").await;
    assert_eq!(error["fields"]["link"]["code"], "bookmark_exists");
    let theirs = format!("/api/v1/me/bookmarks/{}", ids[0]);
    assert_envelope(bo.patch(&theirs, json!({"starred": false})).await, 404, "not_found").await;
    assert_envelope(bo.send(reqwest::Method::DELETE, &theirs, None).await, 404, "not_found").await;
    assert_envelope(bo.put("/api/v1/me/bookmarks/order", json!({"ids": [ids[0]]})).await, 404, "not_found").await;
    assert_eq!(json_of(bo.get("/api/v1/me/bookmarks").await, 200).await["navbar"], json!([]));

    // At most a hundred.
    for n in 12..=100 {
        let body = json!({"title": format!("Page {n}"), "link": format!("/page/{n}"), "starred": false});
        assert_eq!(ana.post("/api/v1/me/bookmarks", body).await.status(), 201);
    }
    let full = json!({"title": "One more", "link": "/page/101", "starred": false});
    assert_envelope(ana.post("/api/v1/me/bookmarks", full).await, 409, "bookmarks_full").await;
    assert_eq!(ana.send(reqwest::Method::DELETE, &theirs, None).await.status(), 204);
    let all = json_of(ana.get("/api/v1/me/bookmarks").await, 200).await;
    assert_eq!(titles_of(&all["navbar"])[..2], ["3b", "2"]);
}
