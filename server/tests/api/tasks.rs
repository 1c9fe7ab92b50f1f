//! The recruiting team's tasks: the old To-do app's filters and flags exactly, tags toggling in
//! and out, links to vacancies and applications, restore from the trash, and who may see them.

use chrono::{Duration, Utc};
use erecruit_server::auth::domain::Role;
use reqwest::Method;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{assert_envelope, create_tenant, json_of, spawn_app};

/// The titles a list answers, in its order.
async fn titles(browser: &Browser, query: &str) -> Vec<String> {
    let page = json_of(browser.get(&format!("/api/v1/tasks?{query}")).await, 200).await;
    page["data"].as_array().unwrap().iter().map(|task| task["title"].as_str().unwrap().to_owned()).collect()
}

async fn create(browser: &Browser, body: Value) -> Value {
    json_of(browser.post("/api/v1/tasks", body).await, 201).await
}

#[tokio::test]
async fn tasks_follow_the_old_to_do_rules_and_stay_within_the_team() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, _) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (bo, bo_id) = signed_in(&app, &tenant, "bo@example.com", "Bo Builder", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&rita).await;
    let (other_vacancy, _, _) = open_vacancy(&rita).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let application_id = apply(&ana, vacancy, application(visa, team)).await;
    let ana_id = json_of(ana.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();

    // Every problem of a new task is reported together, each with its field code.
    let bad = assert_envelope(
        rita.post(
            "/api/v1/tasks",
            json!({"title": " ", "tags": ["nope"], "assigneeId": ana_id, "dueDate": "1999-01-01", "vacancyId": 999_999}),
        )
        .await,
        400,
        "validation_failed",
    )
    .await;
    let fields = &bad["fields"];
    assert_eq!(fields["title"]["code"], "task_title_invalid");
    assert_eq!(fields["tags"]["code"], "task_tag_unknown");
    assert_eq!(fields["assigneeId"]["code"], "assignee_invalid");
    assert_eq!(fields["dueDate"]["code"], "due_date_invalid");
    assert_eq!(fields["vacancyId"]["code"], "vacancy_unknown");
    let mismatch = assert_envelope(
        rita.post("/api/v1/tasks", json!({"title": "x", "applicationId": application_id, "vacancyId": other_vacancy}))
            .await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(mismatch["fields"]["vacancyId"]["code"], "task_link_mismatch");
    let many: Vec<String> = (0..11).map(|n| format!("tag{n}")).collect();
    let too_many = assert_envelope(
        rita.post("/api/v1/tasks", json!({"title": "x", "tags": many})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(too_many["fields"]["tags"]["code"], "too_many_tags");

    // Four tasks: an application's (which brings its vacancy), an overdue one for Bo, and two more.
    let two_days_ago = (Utc::now() - Duration::days(2)).date_naive().to_string();
    let call = create(
        &rita,
        json!({"title": "Call Ana about the offer", "tags": ["Offer"], "applicationId": application_id, "isStarred": true}),
    )
    .await;
    assert_eq!(call["assignee"]["name"], "Rita Recruiter", "assigned to the author by default");
    assert_eq!(call["vacancy"]["id"], vacancy);
    assert_eq!(call["application"]["applicantName"], "Ana Silva");
    assert_eq!(call["tags"], json!(["offer"]));
    let screen = create(
        &rita,
        json!({"title": "Screen CVs", "description": "For the Data role", "tags": ["sourcing", "screening"],
               "assigneeId": bo_id, "dueDate": two_days_ago, "isImportant": true}),
    )
    .await;
    assert_eq!(screen["tags"], json!(["screening", "sourcing"]));
    assert_eq!(screen["isOverdue"], true);
    let room = create(&rita, json!({"title": "Book a room"})).await;
    let old = create(&rita, json!({"title": "Old task"})).await;
    let id = |task: &Value| task["id"].as_i64().unwrap();

    let done =
        json_of(rita.patch(&format!("/api/v1/tasks/{}", id(&room)), json!({"isCompleted": true})).await, 200).await;
    assert!(done["completedAt"].is_string());
    let trashed = json_of(rita.post(&format!("/api/v1/tasks/{}/trash", id(&old)), json!({})).await, 200).await;
    assert_eq!(trashed["isTrashed"], true);

    // The views, newest first; every view but the trash leaves trashed tasks out.
    assert_eq!(titles(&bo, "filter=all").await, ["Book a room", "Screen CVs", "Call Ana about the offer"]);
    assert_eq!(titles(&bo, "").await, titles(&bo, "filter=all").await);
    assert_eq!(titles(&bo, "filter=starred").await, ["Call Ana about the offer"]);
    assert_eq!(titles(&bo, "filter=important").await, ["Screen CVs"]);
    assert_eq!(titles(&bo, "filter=completed").await, ["Book a room"]);
    assert_eq!(titles(&bo, "filter=trashed").await, ["Old task"]);
    assert_eq!(titles(&bo, "filter=open").await, ["Screen CVs", "Call Ana about the offer"]);
    assert_eq!(titles(&bo, "tag=SCREENING").await, ["Screen CVs"]);
    assert_eq!(titles(&bo, "q=data%20RO").await, ["Screen CVs"], "words of the description, the last unfinished");
    assert_eq!(titles(&bo, "q=call%20an").await, ["Call Ana about the offer"]);
    assert_eq!(titles(&bo, "q=ana%20screen").await, Vec::<String>::new(), "every word must match");
    assert_eq!(titles(&bo, "q=%25").await, Vec::<String>::new(), "no words, nothing found");
    assert_eq!(titles(&bo, "assignee=me").await, ["Screen CVs"]);
    assert_eq!(titles(&rita, "assignee=me").await, ["Book a room", "Call Ana about the offer"]);
    assert_eq!(titles(&bo, &format!("applicationId={application_id}&filter=open")).await, ["Call Ana about the offer"]);
    assert_eq!(titles(&bo, &format!("vacancyId={vacancy}")).await, ["Call Ana about the offer"]);
    assert_eq!(titles(&bo, "filter=all&perPage=1&page=2").await, ["Screen CVs"]);
    let unknown = assert_envelope(bo.get("/api/v1/tasks?tag=nope").await, 400, "validation_failed").await;
    assert_eq!(unknown["fields"]["tag"]["code"], "task_tag_unknown");
    assert_envelope(bo.get("/api/v1/tasks?filter=later").await, 400, "invalid_query").await;
    assert_envelope(bo.get("/api/v1/tasks?assignee=someone").await, 400, "invalid_query").await;

    let counts = json_of(bo.get("/api/v1/tasks/counts").await, 200).await;
    assert_eq!(
        [
            &counts["all"],
            &counts["starred"],
            &counts["important"],
            &counts["completed"],
            &counts["trashed"],
            &counts["open"],
            &counts["overdue"]
        ],
        [3, 1, 1, 1, 1, 2, 1]
    );
    assert_eq!(
        counts["tags"],
        json!([{"name": "interview", "count": 0}, {"name": "offer", "count": 1}, {"name": "screening", "count": 1}, {"name": "sourcing", "count": 1}])
    );
    assert_eq!(json_of(bo.get("/api/v1/tasks/counts?assignee=me").await, 200).await["all"], 1);

    // A tag toggles in and out; the task's set is what is sent.
    let call_path = format!("/api/v1/tasks/{}", id(&call));
    let toggled = json_of(bo.patch(&call_path, json!({"tags": ["offer", "interview"]})).await, 200).await;
    assert_eq!(toggled["tags"], json!(["interview", "offer"]));
    let toggled = json_of(bo.patch(&call_path, json!({"tags": ["interview"]})).await, 200).await;
    assert_eq!(toggled["tags"], json!(["interview"]));
    // Flags toggle; other fields stay; null clears the due date and the application.
    let flags = json_of(
        bo.patch(&call_path, json!({"isStarred": false, "isImportant": true, "dueDate": two_days_ago})).await,
        200,
    )
    .await;
    assert_eq!((flags["isStarred"].as_bool(), flags["isImportant"].as_bool()), (Some(false), Some(true)));
    assert_eq!(flags["title"], "Call Ana about the offer");
    // A task about an application stays about the application's vacancy.
    let other =
        assert_envelope(bo.patch(&call_path, json!({"vacancyId": other_vacancy})).await, 400, "validation_failed")
            .await;
    assert_eq!(other["fields"]["vacancyId"]["code"], "task_link_mismatch");
    let nul =
        assert_envelope(bo.patch(&call_path, json!({"tags": ["offer", "\u{0}"]})).await, 400, "validation_failed")
            .await;
    assert_eq!(nul["fields"]["tags"]["code"], "task_tag_unknown");
    let cleared = json_of(bo.patch(&call_path, json!({"dueDate": null, "applicationId": null})).await, 200).await;
    assert_eq!((cleared["dueDate"].clone(), cleared["application"].clone()), (Value::Null, Value::Null));
    assert_eq!(cleared["vacancy"]["id"], vacancy, "the vacancy stays");
    assert_eq!(cleared["tags"], json!(["interview"]), "tags stay when not sent");

    // Trash and restore: a trashed task leaves its tag's view and comes back.
    let screen_path = format!("/api/v1/tasks/{}", id(&screen));
    json_of(bo.post(&format!("{screen_path}/trash"), json!({})).await, 200).await;
    assert_eq!(titles(&bo, "tag=screening").await, Vec::<String>::new());
    assert_eq!(titles(&bo, "tag=screening&filter=trashed").await, ["Screen CVs"]);
    let restored = json_of(bo.post(&format!("{screen_path}/restore"), json!({})).await, 200).await;
    assert_eq!((restored["isTrashed"].as_bool(), restored["trashedAt"].clone()), (Some(false), Value::Null));
    assert_eq!(titles(&bo, "tag=screening").await, ["Screen CVs"]);

    // Tags are the tenant's: admins change them, everyone on the team reads them.
    assert_envelope(bo.post("/api/v1/admin/task-tags", json!({"name": "urgent"})).await, 403, "forbidden").await;
    let taken =
        assert_envelope(rita.post("/api/v1/admin/task-tags", json!({"name": "Offer"})).await, 409, "tag_taken").await;
    assert_eq!(taken["fields"]["name"]["code"], "tag_taken");
    let tags = json_of(bo.get("/api/v1/admin/task-tags").await, 200).await;
    let interview = tags.as_array().unwrap().iter().find(|t| t["name"] == "interview").unwrap()["id"].as_i64().unwrap();
    let renamed = json_of(
        rita.put(&format!("/api/v1/admin/task-tags/{interview}"), json!({"name": "Interviews", "color": "danger"}))
            .await,
        200,
    )
    .await;
    assert_eq!(renamed["color"], "danger");
    assert_eq!(json_of(bo.get(&call_path).await, 200).await["tags"], json!(["Interviews"]));
    assert_eq!(rita.send(Method::DELETE, &format!("/api/v1/admin/task-tags/{interview}"), None).await.status(), 204);
    assert_eq!(json_of(bo.get(&call_path).await, 200).await["tags"], json!([]));

    // Applicants and the staff of another tenant see nothing.
    assert_envelope(ana.get("/api/v1/tasks").await, 403, "forbidden").await;
    assert_envelope(ana.get(&call_path).await, 403, "forbidden").await;
    let other = create_tenant(&app.db).await;
    let (stranger, _) = signed_in(&app, &other, "stranger@example.com", "Stranger", Role::Staff).await;
    assert_envelope(stranger.get(&call_path).await, 404, "not_found").await;
    assert_envelope(stranger.patch(&call_path, json!({"isCompleted": true})).await, 404, "not_found").await;
    assert_envelope(stranger.post(&format!("{call_path}/trash"), json!({})).await, 404, "not_found").await;
    assert_eq!(titles(&stranger, "filter=all").await, Vec::<String>::new());
}
