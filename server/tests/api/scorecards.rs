//! Structured interviews: a stage's interview kit, scorecards written against it, blind until
//! their author submits, amended in versions, the evidence view and the decisions taken on it —
//! within the hiring-team access rules and the tenant's walls.

use reqwest::Method;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use erecruit_server::auth::domain::Role;
use erecruit_server::tenancy::TenantSlug;

use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{
    assert_envelope, create_tenant, database_url, eventually, json_of, mail_files_until, mail_text, pdftotext,
    prune_tenant, scalar_i64, spawn_app,
};

/// A staff member named `name` (`name@example.com`): their id and browser.
async fn staff(app: &crate::helpers::TestApp, tenant: &TenantSlug, name: &str) -> (String, Browser) {
    let email = format!("{}@example.com", name.to_lowercase());
    let (browser, id) = signed_in(app, tenant, &email, name, Role::Staff).await;
    (id, browser)
}

fn card(ratings: Value, recommendation: Option<&str>, version: Option<i64>) -> Value {
    json!({"ratings": ratings, "takeaways": "Clear thinker.", "privateNotes": "Reminded me of my cousin.",
        "recommendation": recommendation, "version": version})
}

#[tokio::test]
async fn interviewers_score_against_the_kit_blind_until_they_submit_and_the_team_decides() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (ivy_id, ivy) = staff(&app, &tenant, "Ivy").await;
    let (ian_id, ian) = staff(&app, &tenant, "Ian").await;
    let (hank_id, hank) = staff(&app, &tenant, "Hank").await;
    let (rita_id, rita) = staff(&app, &tenant, "Rita").await;
    let (vacancy, visa, question) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, question)).await;
    let team = json!({"members": [
        {"userId": hank_id, "role": "hiring_manager"}, {"userId": rita_id, "role": "recruiter"},
        {"userId": ivy_id, "role": "interviewer"}, {"userId": ian_id, "role": "interviewer"}]});
    assert_eq!(admin.put(&format!("/api/v1/admin/vacancies/{vacancy}/team"), team).await.status(), 200);

    // The kit of the (first) interview stage: attributes get ids; bad ones are named.
    let kits_path = format!("/api/v1/admin/vacancies/{vacancy}/interview-kits");
    let kits = json_of(admin.get(&kits_path).await, 200).await;
    let interview_stage =
        kits.as_array().unwrap().iter().find(|k| k["kind"] == "interview").unwrap()["stageId"].as_i64().unwrap();
    assert!(kits.as_array().unwrap().iter().all(|k| k["attributes"] == json!([])), "{kits}");
    let kit_path = format!("{kits_path}/{interview_stage}");
    let bad = json!({"attributes": [{"area": "skills", "names": {"en": "  "}}]});
    let refused = assert_envelope(admin.put(&kit_path, bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["attributes.0.names"]["code"], "kit_attribute_name_invalid");
    let kit = json!({"attributes": [
        {"area": "skills", "names": {"en": "SQL", "de": "SQL"}, "guidance": {"en": "Joins, windows."},
         "questions": {"en": ["How would you find duplicates?"]}},
        {"area": "personality", "names": {"en": "Communication"}},
        {"area": "qualifications", "names": {"en": "Statistics"}}]});
    let stored = json_of(admin.put(&kit_path, kit).await, 200).await;
    let ids: Vec<String> =
        stored["attributes"].as_array().unwrap().iter().map(|a| a["id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(ids.len(), 3);
    let (sql, communication, statistics) = (&ids[0], &ids[1], &ids[2]);
    let audited = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.audit_log WHERE action = 'vacancy.interview_kit_changed'",
            tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(audited, 1);

    // Scheduling the interview moves Ana to the interview stage; the interview carries its kit.
    let interview = json!({"title": "Interview: Ana Silva", "start": "2020-01-07T10:00:00Z", "end": "2020-01-07T11:00:00Z",
        "label": "interview", "attendees": [ivy_id, ian_id], "applicationId": ana_app});
    let event = json_of(admin.post("/api/v1/calendar/events", interview).await, 201).await["id"].as_i64().unwrap();
    let sheet_path = format!("/api/v1/scorecards/interviews/{event}");
    let sheet = json_of(ivy.get(&sheet_path).await, 200).await;
    assert_eq!(sheet["interview"]["stageId"], interview_stage);
    assert_eq!(sheet["kit"].as_array().unwrap().len(), 3);
    assert_eq!((sheet["isInterviewer"].as_bool(), sheet["blind"].as_bool()), (Some(true), Some(true)));
    assert_eq!(sheet["mine"], Value::Null);
    let states: Vec<&str> =
        sheet["interview"]["interviewers"].as_array().unwrap().iter().map(|i| i["state"].as_str().unwrap()).collect();
    assert_eq!(states, ["not_started", "not_started"], "the organiser is not an interviewer: {sheet}");

    // Checks: only the kit's attributes, on the scale; a submission recommends.
    let unknown = card(json!({"00000000-0000-0000-0000-000000000001": 3}), Some("yes"), None);
    let refused = assert_envelope(ivy.put(&sheet_path, unknown).await, 400, "validation_failed").await;
    assert_eq!(
        refused["fields"]["ratings.00000000-0000-0000-0000-000000000001"]["code"],
        "scorecard_attribute_unknown"
    );
    let off =
        assert_envelope(ivy.put(&sheet_path, card(json!({sql: 5}), None, None)).await, 400, "validation_failed").await;
    assert_eq!(off["fields"][format!("ratings.{sql}")]["code"], "scorecard_rating_invalid");
    let submit_path = format!("{sheet_path}/submit");
    let silent = card(json!({sql: 3}), None, Some(0));
    let refused = assert_envelope(ivy.post(&submit_path, silent).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["recommendation"]["code"], "scorecard_recommendation_required");
    // Only its interviewers write; someone who may not see the application does not learn of it.
    assert_envelope(rita.put(&sheet_path, card(json!({}), None, None)).await, 403, "not_an_interviewer").await;

    // Ivy drafts; Ian submits. Ian now reads the submitted ones (Ivy's draft is hers alone).
    let draft = json_of(ivy.put(&sheet_path, card(json!({sql: 2}), Some("no"), None)).await, 200).await;
    assert_eq!((draft["state"].as_str(), draft["version"].as_i64()), (Some("draft"), Some(0)));
    let ians = card(json!({sql: 4, communication: 3}), Some("strong_yes"), Some(0));
    let after = json_of(ian.post(&submit_path, ians).await, 200).await;
    assert_eq!(after["blind"], false);
    assert_eq!(after["mine"]["version"], 1);
    assert_eq!(after["others"], json!([]), "a draft is its author's: {after}");

    // Blind: Ivy sees that Ian submitted, not what he wrote — on the sheet and the evidence.
    let sheet = json_of(ivy.get(&sheet_path).await, 200).await;
    assert_eq!((sheet["blind"].as_bool(), sheet["others"].clone()), (Some(true), json!([])));
    assert_eq!(sheet["mine"]["ratings"][sql], 2);
    let ian_state =
        sheet["interview"]["interviewers"].as_array().unwrap().iter().find(|i| i["userId"] == ian_id).unwrap()["state"]
            .clone();
    assert_eq!(ian_state, "submitted");
    let evidence_path = format!("/api/v1/admin/applications/{ana_app}/evidence");
    let blind = json_of(ivy.get(&evidence_path).await, 200).await;
    assert_eq!(blind["blind"], true);
    let authors: Vec<&str> =
        blind["scorecards"].as_array().unwrap().iter().map(|c| c["authorId"].as_str().unwrap()).collect();
    assert_eq!(authors, [ivy_id.as_str()]);
    assert_eq!(blind["recommendations"], json!({"strongNo": 0, "no": 0, "yes": 0, "strongYes": 0}));
    assert_eq!(blind["uncovered"], json!([]));
    // The hiring file's PDF is as blind as the view.
    let blind_pdf = pdftotext(&ivy.get(&format!("{evidence_path}/document")).await.bytes().await.unwrap());
    assert!(blind_pdf.contains("You have not submitted your own scorecard yet"), "{blind_pdf}");
    assert!(blind_pdf.contains("Ivy (No): Clear thinker."), "her own draft: {blind_pdf}");
    assert!(!blind_pdf.contains("Ian"), "Ian's scorecard stays hidden: {blind_pdf}");

    // Once Ivy submits, she reads Ian's — without his private notes.
    let submitted = json_of(ivy.post(&submit_path, card(json!({sql: 2}), Some("no"), Some(0))).await, 200).await;
    assert_eq!(submitted["blind"], false);
    let his = &submitted["others"][0];
    assert_eq!((his["authorId"].as_str(), his["recommendation"].as_str()), (Some(ian_id.as_str()), Some("strong_yes")));
    assert!(his.get("privateNotes").is_none(), "{his}");
    assert_eq!(submitted["mine"]["privateNotes"], "Reminded me of my cousin.");

    // Amending: written on the stored version only; every version kept; shown as amended.
    let stale = card(json!({sql: 3}), Some("yes"), Some(0));
    assert_envelope(ivy.post(&submit_path, stale).await, 409, "scorecard_changed").await;
    let amended = json_of(ivy.post(&submit_path, card(json!({sql: 3}), Some("yes"), Some(1))).await, 200).await;
    assert_eq!(amended["mine"]["version"], 2);
    assert!(amended["mine"]["amendedAt"].is_string());
    assert_envelope(ivy.put(&sheet_path, card(json!({}), None, None)).await, 409, "scorecard_submitted").await;
    let versions = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {schema}.scorecard_versions v JOIN {schema}.scorecards s ON s.id = v.scorecard_id
             WHERE s.author_id = '{ivy_id}'",
            schema = tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(versions, 2);
    let seen_by_ian = json_of(ian.get(&sheet_path).await, 200).await;
    assert!(seen_by_ian["others"][0]["amendedAt"].is_string());
    assert_eq!(seen_by_ian["others"][0]["recommendation"], "yes");

    // A recruiter who does not interview reads the submitted scorecards, not private notes;
    // the hiring manager and admins read those too.
    let recruiter_view = json_of(rita.get(&evidence_path).await, 200).await;
    assert_eq!((recruiter_view["blind"].as_bool(), recruiter_view["mayDecide"].as_bool()), (Some(false), Some(true)));
    assert_eq!(recruiter_view["scorecards"].as_array().unwrap().len(), 2);
    assert!(recruiter_view["scorecards"].as_array().unwrap().iter().all(|c| c.get("privateNotes").is_none()));
    let manager_view = json_of(hank.get(&evidence_path).await, 200).await;
    assert!(manager_view["scorecards"].as_array().unwrap().iter().all(|c| c["privateNotes"].is_string()));
    assert_eq!(manager_view["recommendations"], json!({"strongNo": 0, "no": 0, "yes": 1, "strongYes": 1}));
    assert_eq!(manager_view["uncovered"], json!([statistics]), "nobody assessed statistics");
    let names: Vec<&str> =
        manager_view["attributes"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["SQL", "Communication", "Statistics"]);

    // My scorecards: Ivy's interview is over and submitted.
    let mine = json_of(ivy.get("/api/v1/scorecards").await, 200).await;
    assert_eq!((mine[0]["eventId"].as_i64(), mine[0]["state"].as_str()), (Some(event), Some("submitted")));
    assert_eq!(mine[0]["due"], false);

    // Decisions: an interviewer does not decide; the hiring manager advances with a reason.
    let stages = json_of(admin.get(&format!("/api/v1/admin/vacancies/{vacancy}/stages")).await, 200).await;
    let offer = stages.as_array().unwrap().iter().find(|s| s["kind"] == "offered").unwrap()["id"].as_i64().unwrap();
    let advance = json!({"decision": "advance", "note": "Strong SQL, clear communicator.", "stageId": offer});
    let decisions = format!("/api/v1/admin/applications/{ana_app}/decisions");
    assert_envelope(ivy.post(&decisions, advance.clone()).await, 403, "forbidden").await;
    let unexplained = json!({"decision": "hold", "note": " "});
    let refused = assert_envelope(hank.post(&decisions, unexplained).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["note"]["code"], "decision_note_required");
    let decided = json_of(hank.post(&decisions, advance).await, 201).await;
    assert_eq!(decided["decisions"][0]["decision"], "advance");
    assert_eq!(decided["decisions"][0]["decidedByName"], "Hank");
    let detail = json_of(admin.get(&format!("/api/v1/admin/applications/{ana_app}")).await, 200).await;
    assert_eq!(detail["status"], "offered", "{detail}");
    // The hiring file as a PDF: ratings by interviewer, take-aways, what nobody assessed, the
    // decision with who and why.
    let file = admin.get(&format!("{evidence_path}/document")).await;
    assert_eq!(file.headers()["content-type"], "application/pdf");
    let text = pdftotext(&file.bytes().await.unwrap());
    for expected in [
        "Interview evidence: Ana Silva — Data Analyst",
        "SQL (Skills): Ivy 3 · Ian 4",
        "Ivy (Yes, amended): Clear thinker. • Ian (Strong yes): Clear thinker.",
        "Not assessed by anyone • Statistics",
        "Advance, Hank: Strong SQL, clear communicator.",
    ] {
        assert!(text.contains(expected), "{expected:?} in {text}");
    }

    // Calibration (admins): each interviewer's recommendations, and decisions against the majority.
    let calibration =
        json_of(admin.get(&format!("/api/v1/admin/scorecards/calibration?vacancyId={vacancy}")).await, 200).await;
    let people: Vec<(&str, i64, i64, i64)> = calibration["interviewers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["name"].as_str().unwrap(),
                i["submitted"].as_i64().unwrap(),
                i["yes"].as_i64().unwrap(),
                i["strongYes"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(people, [("Ian", 1, 0, 1), ("Ivy", 1, 1, 0)], "{calibration}");
    assert!(calibration["interviewers"][0]["medianHoursToSubmit"].is_number(), "{calibration}");
    assert_eq!(calibration["vacancies"][0]["decided"], 1);
    assert_eq!(calibration["vacancies"][0]["matched"], 1);
    assert_envelope(hank.get("/api/v1/admin/scorecards/calibration").await, 403, "forbidden").await;

    // Team-only access: a staff member off the team does not reach them; nor does another tenant.
    assert_eq!(admin.put("/api/v1/admin/settings", json!({"teamAccessOnly": true})).await.status(), 200);
    let (_, sam) = staff(&app, &tenant, "Sam").await;
    assert_envelope(sam.get(&sheet_path).await, 404, "not_found").await;
    assert_envelope(sam.get(&evidence_path).await, 404, "not_found").await;
    assert_eq!(sam.get(&kits_path).await.status(), 404);
    assert_eq!(json_of(ivy.get(&sheet_path).await, 200).await["blind"], false, "Ivy interviews it");
    let other = create_tenant(&app.db).await;
    let stranger = app.signed_in_admin(&other, "admin@example.com").await;
    assert_eq!(stranger.get(&sheet_path).await.status(), 404);
    assert_eq!(stranger.get(&evidence_path).await.status(), 404);
    assert_eq!(stranger.send(Method::PUT, &kit_path, Some(json!({"attributes": []}))).await.status(), 404);

    // Ana erases her account: what was written about her goes, the ratings stay anonymous.
    let erased = ana.send(Method::DELETE, "/api/v1/me", Some(json!({"password": crate::browser::PASSWORD}))).await;
    assert_eq!(erased.status(), 204);
    let after = json_of(admin.get(&evidence_path).await, 200).await;
    let cards = after["scorecards"].as_array().unwrap();
    assert!(cards.iter().all(|c| c["takeaways"] == "" && c["privateNotes"] == ""), "{after}");
    assert_eq!(cards.iter().filter(|c| c["ratings"][sql].is_number()).count(), 2);
    assert_eq!(after["decisions"][0]["note"], "");
    let kept = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.scorecard_versions WHERE takeaways <> '' OR private_notes <> ''",
            tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(kept, 0);
}

/// Evidence views are kept per replica and reader: a submission or a team change on one replica
/// drops them on every other, so the blind rule and the hiring manager's sight hold there too.
#[tokio::test]
async fn kept_evidence_views_follow_submissions_and_team_changes_on_any_replica() {
    let (a, b) = (spawn_app().await, spawn_app().await);
    let tenant = create_tenant(&a.db).await;
    let admin = a.signed_in_admin(&tenant, "admin@example.com").await;
    let (ivy_id, ivy_on_a) = staff(&a, &tenant, "Ivy").await;
    let (ian_id, ian_on_a) = staff(&a, &tenant, "Ian").await;
    let (hank_id, hank_on_a) = staff(&a, &tenant, "Hank").await;
    let on_b = |browser: &Browser| {
        let mut other = b.browser(&tenant);
        other.token = browser.token.clone();
        other
    };
    let (ivy_on_b, hank_on_b) = (on_b(&ivy_on_a), on_b(&hank_on_a));
    let (vacancy, visa, question) = open_vacancy(&admin).await;
    let ana = applicant(&a, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, question)).await;
    let team = |manager: &str| {
        json!({"members": [{"userId": hank_id, "role": manager},
            {"userId": ivy_id, "role": "interviewer"}, {"userId": ian_id, "role": "interviewer"}]})
    };
    let team_path = format!("/api/v1/admin/vacancies/{vacancy}/team");
    assert_eq!(admin.put(&team_path, team("hiring_manager")).await.status(), 200);
    let interview = json!({"title": "Interview: Ana Silva", "start": "2020-01-07T10:00:00Z", "end": "2020-01-07T11:00:00Z",
        "label": "interview", "attendees": [ivy_id, ian_id], "applicationId": ana_app});
    let event = json_of(admin.post("/api/v1/calendar/events", interview).await, 201).await["id"].as_i64().unwrap();
    let submit_path = format!("/api/v1/scorecards/interviews/{event}/submit");
    json_of(ian_on_a.post(&submit_path, card(json!({}), Some("strong_yes"), Some(0))).await, 200).await;

    // B keeps each reader's view: Ivy's blind, the hiring manager's with private notes.
    let read = |browser| evidence_of(browser, ana_app);
    assert_eq!(read(&ivy_on_b).await["blind"], true);
    let hanks = read(&hank_on_b).await;
    assert_eq!(hanks["scorecards"][0]["privateNotes"], "Reminded me of my cousin.");
    // Kept, not read again: a write no code announces does not show on B.
    let schema = tenant.schema_name().as_str().to_owned();
    let quiet = format!("UPDATE {schema}.scorecards SET takeaways = 'Quietly changed'");
    scalar_i64(&database_url(), &format!("WITH changed AS ({quiet} RETURNING 1) SELECT count(*) FROM changed"), vec![])
        .await;
    assert_eq!(read(&hank_on_b).await["scorecards"][0]["takeaways"], "Clear thinker.");

    // Ivy submits on A: on B she reads Ian's once the NOTIFY arrives (and the quiet change with it).
    json_of(ivy_on_a.post(&submit_path, card(json!({}), Some("no"), Some(0))).await, 200).await;
    let open = |view: &Value| view["blind"] == false && view["scorecards"].as_array().is_some_and(|c| c.len() == 2);
    eventually("Ivy's view on B", || read(&ivy_on_b), open).await;
    assert_eq!(read(&hank_on_b).await["scorecards"][0]["takeaways"], "Quietly changed");

    // Hank is a recruiter now: on B he no longer reads private notes.
    assert_eq!(admin.put(&team_path, team("recruiter")).await.status(), 200);
    let without_notes =
        |view: &Value| view["scorecards"].as_array().is_some_and(|c| c.iter().all(|c| c.get("privateNotes").is_none()));
    eventually("Hank's view on B", || read(&hank_on_b), without_notes).await;
}

async fn evidence_of(browser: &Browser, application: i64) -> Value {
    json_of(browser.get(&format!("/api/v1/admin/applications/{application}/evidence")).await, 200).await
}

/// Moves the interview's end `hours` into the past (the test moves time, it does not sleep).
async fn ended_hours_ago(tenant: &TenantSlug, event: i64, hours: i64) {
    let schema = tenant.schema_name().quoted();
    let sql = format!(
        "UPDATE {schema}.calendar_events SET starts_at = now() - interval '{h} hours', \
         ends_at = now() - interval '{hours} hours' WHERE id = {event}",
        h = hours + 1
    );
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    sea_orm::ConnectionTrait::execute_unprepared(&conn, &sql).await.unwrap();
}

#[tokio::test]
async fn an_unsubmitted_scorecard_is_reminded_once_then_the_hiring_manager_is_told() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (ivy_id, ivy) = staff(&app, &tenant, "Ivy").await;
    let (ian_id, ian) = staff(&app, &tenant, "Ian").await;
    let (hank_id, _hank) = staff(&app, &tenant, "Hank").await;
    let (vacancy, visa, question) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, question)).await;
    let team = json!({"members": [{"userId": hank_id, "role": "hiring_manager"}]});
    assert_eq!(admin.put(&format!("/api/v1/admin/vacancies/{vacancy}/team"), team).await.status(), 200);
    let interview = json!({"title": "Interview: Ana Silva", "start": "2031-01-07T10:00:00Z", "end": "2031-01-07T11:00:00Z",
        "label": "interview", "attendees": [ivy_id, ian_id], "applicationId": ana_app});
    let event = json_of(admin.post("/api/v1/calendar/events", interview).await, 201).await["id"].as_i64().unwrap();
    let submit = format!("/api/v1/scorecards/interviews/{event}/submit");
    assert_eq!(ian.post(&submit, card(json!({}), Some("yes"), Some(0))).await.status(), 200);

    // The setting: 1 to 720 hours, audited.
    let refused = assert_envelope(
        admin.put("/api/v1/admin/settings", json!({"scorecardReminderHours": 0})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(refused["fields"]["scorecardReminderHours"]["code"], "scorecard_reminder_hours_invalid");
    let settings = json_of(admin.put("/api/v1/admin/settings", json!({"scorecardReminderHours": 48})).await, 200).await;
    assert_eq!(settings["scorecardReminderHours"], 48);
    let audited = scalar_i64(
        &database_url(),
        &format!(
            "SELECT count(*) FROM {}.audit_log WHERE details->'scorecardReminderHours'->>'after' = '48'",
            tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(audited, 1);

    // Not yet due: the interview ended 47 hours ago.
    ended_hours_ago(&tenant, event, 47).await;
    let pass = prune_tenant(&app, &tenant).await.unwrap();
    assert_eq!((pass.scorecard_reminders, pass.scorecard_escalations), (0, 0));
    // Due: Ivy (not Ian, who submitted; not the organiser) is mailed and given a task, once.
    ended_hours_ago(&tenant, event, 49).await;
    let pass = prune_tenant(&app, &tenant).await.unwrap();
    assert_eq!((pass.scorecard_reminders, pass.scorecard_escalations), (1, 0));
    let again = prune_tenant(&app, &tenant).await.unwrap();
    assert_eq!((again.scorecard_reminders, again.scorecard_escalations), (0, 0));
    let due = |to: &'static str, subject: &'static str| {
        move |mails: &[String]| mails.iter().any(|m| m.contains(&format!("To: {to}")) && mail_text(m).contains(subject))
    };
    let mails = mail_files_until(&app.mail_dir, &tenant, due("Ivy", "Your scorecard for Ana Silva is due")).await;
    assert!(due("Ivy", "Your scorecard for Ana Silva is due")(&mails), "{mails:?}");
    assert!(!due("Ian", "Your scorecard")(&mails));
    let tasks = json_of(ivy.get("/api/v1/tasks").await, 200).await;
    assert_eq!(tasks["data"][0]["title"], "Your scorecard for Ana Silva is due", "{tasks}");
    assert_eq!(tasks["data"][0]["application"]["id"], ana_app, "{tasks}");

    // As many hours after the reminder, still missing: the hiring manager is told, once.
    let schema = tenant.schema_name().quoted();
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    let backdate = format!("UPDATE {schema}.scorecard_reminders SET reminded_at = now() - interval '49 hours'");
    sea_orm::ConnectionTrait::execute_unprepared(&conn, &backdate).await.unwrap();
    let pass = prune_tenant(&app, &tenant).await.unwrap();
    assert_eq!((pass.scorecard_reminders, pass.scorecard_escalations), (0, 1));
    assert_eq!(prune_tenant(&app, &tenant).await.unwrap().scorecard_escalations, 0);
    let told = due("Hank", "Ivy has not submitted a scorecard for Ana Silva");
    assert!(told(&mail_files_until(&app.mail_dir, &tenant, &told).await));
    // Submitted after all: nothing more, and the sheet no longer says it is due.
    assert_eq!(ivy.post(&submit, card(json!({}), Some("no"), Some(0))).await.status(), 200);
    let mine = json_of(ivy.get("/api/v1/scorecards").await, 200).await;
    assert_eq!((mine[0]["state"].as_str(), mine[0]["due"].as_bool()), (Some("submitted"), Some(false)));
}
