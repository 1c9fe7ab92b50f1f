//! Each vacancy its own hiring process: stage templates, moves between stages, rejection reasons,
//! and what an older server (or an older client) leaves behind.

use erecruit_server::migrations::TenantMigrator;
use erecruit_server::migrations::sea_orm_migration::prelude::*;
use erecruit_server::tenancy::admin::{self, NewTenant};
use erecruit_server::tenancy::migrate;
use reqwest::Method;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::helpers::{
    assert_envelope, create_tenant, json_of, mail_files, mail_text, prune_tenant, scalar_i64, spawn_app,
};

/// "Engineering": the standard kinds, with two interview stages.
fn engineering() -> Value {
    let stage = |kind: &str, en: &str, de: &str| json!({"kind": kind, "names": {"en": en, "de": de}});
    json!({"name": "Engineering", "stages": [
        stage("submitted", "Applied", "Beworben"),
        stage("in_review", "CV screen", "Lebenslauf-Prüfung"),
        stage("interview", "Phone screen", "Telefoninterview"),
        stage("interview", "Technical interview", "Technisches Interview"),
        stage("offered", "Offer", "Angebot"),
        stage("hired", "Hired", "Eingestellt"),
    ]})
}

pub async fn stages_of(recruiter: &Browser, vacancy: i64) -> Vec<(i64, String, String)> {
    let stages = json_of(recruiter.get(&format!("/api/v1/admin/vacancies/{vacancy}/stages")).await, 200).await;
    stages
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (s["id"].as_i64().unwrap(), s["kind"].as_str().unwrap().to_owned(), s["name"].as_str().unwrap().to_owned())
        })
        .collect()
}

async fn move_to(recruiter: &Browser, application: i64, stage: i64, note: Option<&str>) -> reqwest::Response {
    recruiter
        .post(&format!("/api/v1/admin/applications/{application}/stage"), json!({"stageId": stage, "note": note}))
        .await
}

async fn first_reason(recruiter: &Browser) -> i64 {
    let reasons = json_of(recruiter.get("/api/v1/admin/rejection-reasons").await, 200).await;
    assert_eq!(reasons.as_array().unwrap().len(), 5, "seeded: {reasons}");
    reasons[0]["id"].as_i64().unwrap()
}

#[tokio::test]
async fn a_vacancy_runs_its_own_process_and_the_applicant_sees_kinds_only() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let template = json_of(admin.post("/api/v1/admin/stage-templates", engineering()).await, 201).await;
    let body = json!({"title": "Backend Engineer", "category": "experienced-hire", "employmentType": "full_time",
        "workplace": "remote", "description": "Build our API.", "stageTemplateId": template["id"]});
    let vacancy = json_of(admin.post("/api/v1/admin/vacancies", body).await, 201).await["id"].as_i64().unwrap();
    assert_eq!(admin.post(&format!("/api/v1/admin/vacancies/{vacancy}/publish"), json!({})).await.status(), 200);
    let stages = stages_of(&admin, vacancy).await;
    let names: Vec<&str> = stages.iter().map(|s| s.2.as_str()).collect();
    assert_eq!(names, ["Applied", "CV screen", "Phone screen", "Technical interview", "Offer", "Hired"]);
    let [applied, _, phone, technical, offer, hired] = stages.iter().map(|s| s.0).collect::<Vec<_>>()[..] else {
        panic!("six stages")
    };

    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Weber", "de").await;
    let id = apply(&ana, vacancy, json!({"consent": true})).await;
    let detail = json_of(admin.get(&format!("/api/v1/admin/applications/{id}")).await, 200).await;
    assert_eq!((detail["status"].as_str(), detail["stage"]["id"].as_i64()), (Some("submitted"), Some(applied)));

    // Forward, skipping the CV screen; then within the interview kind.
    let moved = json_of(move_to(&admin, id, phone, None).await, 200).await;
    assert_eq!((moved["status"].as_str(), moved["stage"]["name"].as_str()), (Some("interview"), Some("Phone screen")));
    json_of(move_to(&admin, id, technical, None).await, 200).await;
    // Back needs a note; hired only from an offer; the same stage is no move.
    assert_envelope(move_to(&admin, id, phone, None).await, 400, "validation_failed").await;
    let back = json_of(move_to(&admin, id, phone, Some("Second phone call first")).await, 200).await;
    assert_eq!(back["timeline"].as_array().unwrap().last().unwrap()["note"], "Second phone call first");
    assert_envelope(move_to(&admin, id, hired, None).await, 409, "hired_only_from_offer").await;
    assert_envelope(move_to(&admin, id, phone, None).await, 409, "invalid_transition").await;

    // The applicant's timeline: kinds only, the moves within "interview" are not theirs to see.
    let mine = json_of(ana.get("/api/v1/me/applications").await, 200).await;
    let kinds: Vec<&str> = mine[0]["timeline"].as_array().unwrap().iter().map(|e| e["to"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["submitted", "interview"]);
    assert!(mine[0].get("stage").is_none(), "stage names stay internal: {}", mine[0]);
    // Mailed twice: received, and the one change of kind.
    let mails = mail_files(&app.mail_dir, &tenant, 2).await;
    assert_eq!(mails.len(), 2, "{mails:?}");
    assert!(mails.iter().any(|m| mail_text(m).contains("Vorstellungsgespräch")), "in German: {mails:?}");

    // Today's status call still works: the first stage of the kind asked for.
    let offered = json_of(
        admin.post(&format!("/api/v1/admin/applications/{id}/status"), json!({"status": "offered"})).await,
        200,
    )
    .await;
    assert_eq!(offered["stage"]["id"].as_i64(), Some(offer));
    // A rejection needs a reason; it stays at the stage it was rejected at, and is final.
    let path = format!("/api/v1/admin/applications/{id}/status");
    let reject =
        |reason: Option<i64>| admin.send(Method::POST, &path, Some(json!({"status": "rejected", "reasonId": reason})));
    let missing = assert_envelope(reject(None).await, 400, "validation_failed").await;
    assert_eq!(missing["fields"]["reasonId"]["code"], "rejection_reason_required");
    assert_envelope(reject(Some(999_999)).await, 400, "validation_failed").await;
    let reason = first_reason(&admin).await;
    let rejected = json_of(reject(Some(reason)).await, 200).await;
    assert_eq!(rejected["status"], "rejected");
    assert_eq!(rejected["stage"]["id"].as_i64(), Some(offer));
    assert_eq!(rejected["rejectionReason"]["name"], "Not enough experience");
    assert_envelope(move_to(&admin, id, hired, None).await, 409, "invalid_transition").await;
    // The funnel: who reached each stage (the skipped screen none), where they are, why they left.
    let funnel = json_of(admin.get(&format!("/api/v1/admin/vacancies/{vacancy}/funnel")).await, 200).await;
    let reached: Vec<i64> =
        funnel["stages"].as_array().unwrap().iter().map(|s| s["reached"].as_i64().unwrap()).collect();
    assert_eq!(reached, [1, 0, 1, 1, 1, 0]);
    assert!(funnel["stages"].as_array().unwrap().iter().all(|s| s["current"] == 0), "{funnel}");
    assert!(funnel["stages"][2]["medianDays"].is_number(), "{funnel}");
    assert_eq!(funnel["rejections"][0]["stage"]["name"], "Offer");
    assert_eq!(
        (funnel["rejections"][0]["reason"]["id"].as_i64(), funnel["rejections"][0]["count"].as_i64()),
        (Some(reason), Some(1))
    );
    let export = json_of(ana.get("/api/v1/me/export").await, 200).await;
    assert_eq!(export["applications"][0]["rejectionReason"], "Nicht genug Erfahrung", "in the applicant's language");
}

#[tokio::test]
async fn a_process_is_edited_without_losing_an_application() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let staff = app.signed_in_as(&tenant, "staff@example.com", erecruit_server::auth::domain::Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&staff).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let id = apply(&ana, vacancy, application(visa, team)).await;
    let standard = stages_of(&staff, vacancy).await;
    assert_eq!(
        standard.iter().map(|s| s.1.as_str()).collect::<Vec<_>>(),
        ["submitted", "in_review", "interview", "offered", "hired"]
    );
    let keep =
        |index: usize, name: &str| json!({"id": standard[index].0, "kind": standard[index].1, "names": {"en": name}});
    let path = format!("/api/v1/admin/vacancies/{vacancy}/stages");
    let put = |stages: Value| staff.send(Method::PUT, &path, Some(json!({"stages": stages})));

    let grid_path = format!("/api/v1/admin/applications?vacancyId={vacancy}");
    let grid = || async { json_of(staff.get(&grid_path).await, 200).await };
    assert_eq!(grid().await["data"][0]["stage"]["name"], "Submitted");

    // Renamed, one interview stage added, in order.
    let edited = json_of(
        put(json!([keep(0, "New"), keep(1, "Screen"), keep(2, "Phone"),
            {"kind": "interview", "names": {"en": "Onsite", "fr": "Sur site"}}, keep(3, "Offer"), keep(4, "Hired")]))
        .await,
        200,
    )
    .await;
    assert_eq!(edited.as_array().unwrap().len(), 6);
    let detail = json_of(staff.get(&format!("/api/v1/admin/applications/{id}")).await, 200).await;
    assert_eq!(detail["stage"]["name"], "New", "the application stays at its (renamed) stage");
    // The desk's kept page names it anew.
    crate::helpers::eventually("the grid's stage name", grid, |page| page["data"][0]["stage"]["name"] == "New").await;

    // Refused: a stage with an application removed, a kind changed, a kind missing, out of order, a stage of another vacancy.
    let without_first = json!([keep(1, "Screen"), keep(2, "Phone"), keep(3, "Offer"), keep(4, "Hired")]);
    assert_envelope(put(without_first).await, 400, "validation_failed").await;
    let mut replaced = vec![json!({"kind": "submitted", "names": {"en": "Fresh"}})];
    replaced.extend([keep(1, "Screen"), keep(2, "Phone"), keep(3, "Offer"), keep(4, "Hired")]);
    assert_envelope(put(json!(replaced)).await, 409, "stage_not_empty").await;
    let recast = json!([{"id": standard[0].0, "kind": "in_review", "names": {"en": "New"}}, keep(1, "S"), keep(2, "P"), keep(3, "O"), keep(4, "H")]);
    let refused = assert_envelope(put(recast).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["stages"]["code"], "stages_invalid");
    let reordered = json!([keep(0, "New"), keep(2, "Phone"), keep(1, "Screen"), keep(3, "Offer"), keep(4, "Hired")]);
    assert_envelope(put(reordered).await, 400, "validation_failed").await;
    let (other, _, _) = open_vacancy(&staff).await;
    let foreign = stages_of(&staff, other).await[1].0;
    let stolen = json!([keep(0, "New"), {"id": foreign, "kind": "in_review", "names": {"en": "X"}}, keep(2, "P"), keep(3, "O"), keep(4, "H")]);
    let refused = assert_envelope(put(stolen).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["stages.1.id"]["code"], "stage_unknown");
    assert_envelope(move_to(&staff, id, foreign, None).await, 400, "validation_failed").await;

    // An empty stage goes; the application is where it was, and the change is audited.
    let shorter = json!([keep(0, "New"), keep(1, "Screen"), keep(2, "Phone"), keep(3, "Offer"), keep(4, "Hired")]);
    assert_eq!(json_of(put(shorter).await, 200).await.as_array().unwrap().len(), 5);
    let audited = scalar_i64(
        &crate::helpers::database_url(),
        &format!(
            "SELECT count(*) FROM {}.audit_log WHERE action = 'vacancy.process_changed'",
            tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(audited, 2);
}

#[tokio::test]
async fn templates_are_the_admins_and_the_default_is_kept() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let staff = app.signed_in_as(&tenant, "staff@example.com", erecruit_server::auth::domain::Role::Staff).await;
    let listed = json_of(staff.get("/api/v1/admin/stage-templates").await, 200).await;
    assert_eq!(listed[0]["name"], "Standard");
    assert_eq!(listed[0]["isDefault"], true);
    assert_eq!(listed[0]["stages"][3]["names"]["pt"], "Proposta");
    let standard = listed[0]["id"].as_i64().unwrap();
    assert_eq!(staff.post("/api/v1/admin/stage-templates", engineering()).await.status(), 403);

    let made = json_of(admin.post("/api/v1/admin/stage-templates", engineering()).await, 201).await;
    let taken =
        assert_envelope(admin.post("/api/v1/admin/stage-templates", engineering()).await, 400, "validation_failed")
            .await;
    assert_eq!(taken["fields"]["name"]["code"], "stage_template_name_taken");
    let mut unnamed = engineering();
    unnamed["stages"][2]["names"] = json!({"en": "  "});
    unnamed["name"] = json!("Other");
    let refused =
        assert_envelope(admin.post("/api/v1/admin/stage-templates", unnamed).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["stages.2.names"]["code"], "stage_name_invalid");

    // Made the default: new vacancies start from it; the old default may now go.
    let mut default = engineering();
    default["isDefault"] = json!(true);
    let id = made["id"].as_i64().unwrap();
    json_of(admin.put(&format!("/api/v1/admin/stage-templates/{id}"), default).await, 200).await;
    let delete = |id: i64| admin.send(Method::DELETE, &format!("/api/v1/admin/stage-templates/{id}"), None);
    assert_envelope(delete(id).await, 409, "default_stage_template").await;
    let (vacancy, _, _) = open_vacancy(&admin).await;
    assert_eq!(stages_of(&admin, vacancy).await[3].2, "Technical interview");
    assert_eq!(delete(standard).await.status(), 204);
    assert_eq!(stages_of(&admin, vacancy).await.len(), 6, "a vacancy's process is its own copy");
    let unknown = json!({"title": "Tester", "category": "internship", "employmentType": "internship", "workplace": "onsite",
        "stageTemplateId": standard});
    let refused = assert_envelope(admin.post("/api/v1/admin/vacancies", unknown).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["stageTemplateId"]["code"], "stage_template_unknown");

    // Rejection reasons: the admins' list; a reason removed is archived and still named.
    let reasons = json_of(admin.get("/api/v1/admin/rejection-reasons").await, 200).await;
    let kept = json!({"id": reasons[1]["id"], "names": {"en": "Skills do not match"}});
    let list = json!({"reasons": [kept, {"names": {"en": "Salary expectations", "de": "Gehaltsvorstellungen"}}]});
    assert_eq!(staff.put("/api/v1/admin/rejection-reasons", list.clone()).await.status(), 403);
    let replaced = json_of(admin.put("/api/v1/admin/rejection-reasons", list).await, 200).await;
    let names: Vec<&str> = replaced.as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Skills do not match", "Salary expectations"]);
    assert_envelope(
        admin.put("/api/v1/admin/rejection-reasons", json!({"reasons": []})).await,
        400,
        "validation_failed",
    )
    .await;
}

#[tokio::test]
async fn bulk_moves_go_to_a_stage_or_a_kind_and_rejections_need_a_reason() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let mut ids = Vec::new();
    for n in 0..3 {
        let person = applicant(&app, &tenant, &format!("a{n}@example.com"), &format!("A{n}"), "en").await;
        ids.push(apply(&person, vacancy, application(visa, team)).await);
    }
    let interview = stages_of(&admin, vacancy).await[2].0;
    let bulk = |body: Value| admin.post("/api/v1/admin/applications/bulk-status", body);
    let moved = json_of(bulk(json!({"ids": ids, "stageId": interview})).await, 200).await;
    assert_eq!(moved["moved"], 3, "{moved}");
    let grid = json_of(admin.get(&format!("/api/v1/admin/applications?stageId={interview}")).await, 200).await;
    assert_eq!(grid["total"], 3);
    assert_eq!(grid["data"][0]["stage"]["name"], "Interview");

    let both = assert_envelope(
        bulk(json!({"ids": ids, "stageId": interview, "status": "offered"})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(both["fields"]["status"]["code"], "bulk_target_invalid");
    let no_reason =
        assert_envelope(bulk(json!({"ids": ids, "status": "rejected"})).await, 400, "validation_failed").await;
    assert_eq!(no_reason["fields"]["reasonId"]["code"], "rejection_reason_required");
    let back = json_of(bulk(json!({"ids": ids, "status": "in_review"})).await, 200).await;
    assert_eq!(back["moved"], 0, "back needs a note: {back}");
    let reason = first_reason(&admin).await;
    let rejected = json_of(bulk(json!({"ids": [ids[0]], "status": "rejected", "reasonId": reason})).await, 200).await;
    assert_eq!(rejected["moved"], 1);
    let detail = json_of(admin.get(&format!("/api/v1/admin/applications/{}", ids[0])).await, 200).await;
    assert_eq!((detail["status"].as_str(), detail["stage"]["id"].as_i64()), (Some("rejected"), Some(interview)));

    // Another tenant's stage is no stage here.
    let other = create_tenant(&app.db).await;
    let stranger = app.signed_in_admin(&other, "admin@example.com").await;
    assert_envelope(bulk(json!({"ids": [ids[1]], "stageId": 999_999})).await, 400, "validation_failed").await;
    let status = stranger.get(&format!("/api/v1/admin/vacancies/{vacancy}/stages")).await.status();
    assert_eq!(status, 404);
}

/// Every tenant migration but the hiring process's: a tenant as the previous release left it.
struct PreviousMigrator;

#[async_trait::async_trait]
impl MigratorTrait for PreviousMigrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        // The release before the hiring process: every migration before it.
        TenantMigrator::migrations().into_iter().take_while(|m| !m.name().ends_with("_hiring_process")).collect()
    }
}

async fn run(url: &str, sql: &str) {
    let conn = sea_orm::Database::connect(url).await.unwrap();
    conn.execute_unprepared(sql).await.unwrap();
    conn.close().await.unwrap();
}

#[tokio::test]
async fn an_existing_tenant_migrates_with_every_status_as_its_stage_and_an_older_server_still_fits() {
    let app = spawn_app().await;
    let url = crate::helpers::database_url();
    let slug = crate::helpers::unique_slug();
    let new = NewTenant { slug: slug.clone(), display_name: "Before Ltd".into(), hostnames: vec![], title: None };
    admin::create_tenant::<PreviousMigrator>(&app.db, &new).await.unwrap();
    let schema = slug.schema_name();
    let s = schema.as_str();
    // As the previous release wrote them: an application at interview, one rejected from review.
    run(&url, &format!(
        "INSERT INTO {s}.vacancies (title, slug, category, employment_type, workplace) VALUES ('Old role', 'old-role', 'experienced', 'full_time', 'onsite');
         INSERT INTO {s}.applications (vacancy_id, status, consent_text, consent_at, applicant_name, applicant_email)
         SELECT id, st, 'ok', now(), 'Old ' || st, st || '@example.com' FROM {s}.vacancies, unnest(ARRAY['interview', 'rejected']) AS st;
         INSERT INTO {s}.application_events (application_id, from_status, to_status, actor_label)
         SELECT id, NULL, 'submitted', 'x' FROM {s}.applications;
         INSERT INTO {s}.application_events (application_id, from_status, to_status, actor_label)
         SELECT id, 'submitted', CASE status WHEN 'interview' THEN 'interview' ELSE 'in_review' END, 'x' FROM {s}.applications;
         INSERT INTO {s}.application_events (application_id, from_status, to_status, actor_label)
         SELECT id, 'in_review', 'rejected', 'x' FROM {s}.applications WHERE status = 'rejected';"
    ))
    .await;
    migrate::migrate_one::<TenantMigrator>(&app.db, &slug).await.unwrap();

    let admin = app.signed_in_admin(&slug, "admin@example.com").await;
    let vacancy = scalar_i64(&url, &format!("SELECT id FROM {s}.vacancies"), vec![]).await;
    let stages = stages_of(&admin, vacancy).await;
    assert_eq!(
        stages.iter().map(|s| s.2.as_str()).collect::<Vec<_>>(),
        ["Submitted", "In review", "Interview", "Offer", "Hired"]
    );
    let list = json_of(admin.get(&format!("/api/v1/admin/vacancies/{vacancy}/applications")).await, 200).await;
    let at: Vec<(String, String)> = list["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["status"].as_str().unwrap().to_owned(), a["stage"]["name"].as_str().unwrap().to_owned()))
        .collect();
    assert!(at.contains(&("interview".into(), "Interview".into())), "{at:?}");
    assert!(at.contains(&("rejected".into(), "In review".into())), "rejected where it was: {at:?}");
    let events_with_stages =
        scalar_i64(&url, &format!("SELECT count(*) FROM {s}.application_events WHERE to_stage_id IS NOT NULL"), vec![])
            .await;
    assert_eq!(events_with_stages, 5);

    // An older server during the deploy: moves a status without the stage, and makes a vacancy
    // and an application with none. Readers go by the status; the clean-up job writes it down.
    run(&url, &format!(
        "UPDATE {s}.applications SET status = 'offered' WHERE status = 'interview';
         INSERT INTO {s}.vacancies (title, slug, category, employment_type, workplace) VALUES ('Older', 'older', 'experienced', 'full_time', 'onsite');
         INSERT INTO {s}.applications (vacancy_id, status, consent_text, consent_at, applicant_name, applicant_email)
         SELECT id, 'submitted', 'ok', now(), 'Newcomer', 'new@example.com' FROM {s}.vacancies WHERE slug = 'older';"
    ))
    .await;
    let moved = scalar_i64(&url, &format!("SELECT id FROM {s}.applications WHERE status = 'offered'"), vec![]).await;
    let detail = json_of(admin.get(&format!("/api/v1/admin/applications/{moved}")).await, 200).await;
    assert_eq!(detail["stage"]["name"], "Offer");
    let settled = prune_tenant(&app, &slug).await.unwrap().settled_stages;
    assert_eq!(settled, 3, "the older vacancy's process, and two applications' stages");
    let unsettled =
        scalar_i64(&url, &format!("SELECT count(*) FROM {s}.applications WHERE stage_id IS NULL"), vec![]).await;
    assert_eq!(unsettled, 0);
    let offer = stages.iter().find(|st| st.1 == "offered").unwrap().0;
    let grid = json_of(admin.get(&format!("/api/v1/admin/applications?stageId={offer}")).await, 200).await;
    assert_eq!(grid["total"], 1);
}

#[tokio::test]
async fn a_vacancy_has_a_hiring_team_of_staff_and_changes_are_audited() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let staff = app.signed_in_as(&tenant, "staff@example.com", erecruit_server::auth::domain::Role::Staff).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "en").await;
    let id_of = |browser: &Browser| {
        let me = browser.send(Method::GET, "/api/v1/me", None);
        async move { json_of(me.await, 200).await["id"].as_str().unwrap().to_owned() }
    };
    let (admin_id, staff_id, ana_id) = (id_of(&admin).await, id_of(&staff).await, id_of(&ana).await);
    let (vacancy, _, _) = open_vacancy(&admin).await;
    let path = format!("/api/v1/admin/vacancies/{vacancy}/team");
    let put = |members: Value| staff.send(Method::PUT, &path, Some(json!({"members": members})));

    let team = json_of(
        put(json!([{"userId": staff_id, "role": "hiring_manager"}, {"userId": admin_id, "role": "interviewer"}])).await,
        200,
    )
    .await;
    assert_eq!(team.as_array().unwrap().len(), 2);
    assert_eq!(
        (team[0]["email"].as_str(), team[0]["role"].as_str()),
        (Some("staff@example.com"), Some("hiring_manager"))
    );

    let applicant_member =
        assert_envelope(put(json!([{"userId": ana_id, "role": "recruiter"}])).await, 400, "validation_failed").await;
    assert_eq!(applicant_member["fields"]["members.0.userId"]["code"], "team_member_not_staff");
    let two_managers =
        json!([{"userId": staff_id, "role": "hiring_manager"}, {"userId": admin_id, "role": "hiring_manager"}]);
    let refused = assert_envelope(put(two_managers).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["members"]["code"], "team_invalid");

    // A part changed, a member gone; the team as it is, and one audit entry per change.
    let changed = json_of(put(json!([{"userId": admin_id, "role": "hiring_manager"}])).await, 200).await;
    assert_eq!(changed.as_array().unwrap().len(), 1);
    assert_eq!(json_of(admin.get(&path).await, 200).await[0]["role"], "hiring_manager");
    let audited = scalar_i64(
        &crate::helpers::database_url(),
        &format!(
            "SELECT count(*) FROM {}.audit_log WHERE action = 'vacancy.team_changed'",
            tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(audited, 2);
    assert_eq!(ana.get(&path).await.status(), 403);
    let other = create_tenant(&app.db).await;
    let stranger = app.signed_in_admin(&other, "admin@example.com").await;
    assert_eq!(stranger.get(&path).await.status(), 404);
}

/// A new staff member's id (from `/api/v1/me`) and their browser.
async fn staff_member(
    app: &crate::helpers::TestApp,
    tenant: &erecruit_server::tenancy::TenantSlug,
    email: &str,
) -> (String, Browser) {
    let browser = app.signed_in_as(tenant, email, erecruit_server::auth::domain::Role::Staff).await;
    let id = json_of(browser.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();
    (id, browser)
}

fn names_in(page: &Value) -> Vec<String> {
    let mut names: Vec<String> =
        page["data"].as_array().unwrap().iter().map(|row| row["applicantName"].as_str().unwrap().to_owned()).collect();
    names.sort();
    names
}

#[tokio::test]
async fn with_team_access_on_staff_reach_only_their_teams_vacancies_on_every_path() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (sam_id, sam) = staff_member(&app, &tenant, "sam@example.com").await;
    let (ivy_id, ivy) = staff_member(&app, &tenant, "ivy@example.com").await;
    let (ours, visa, question) = open_vacancy(&admin).await;
    let (theirs, visa_b, question_b) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ben = applicant(&app, &tenant, "ben@example.com", "Ben Costa", "en").await;
    let cleo = applicant(&app, &tenant, "cleo@example.com", "Cleo Dias", "en").await;
    let ana_app = apply(&ana, ours, application(visa, question)).await;
    let ben_app = apply(&ben, theirs, application(visa_b, question_b)).await;
    let cleo_app = apply(&cleo, theirs, application(visa_b, question_b)).await;
    let mut cvs = Vec::new();
    for id in [ana_app, ben_app] {
        let detail = json_of(admin.get(&format!("/api/v1/admin/applications/{id}")).await, 200).await;
        cvs.push(detail["cv"]["id"].as_str().unwrap().to_owned());
    }
    let (ana_cv, ben_cv) = (&cvs[0], &cvs[1]);

    // Off (the default): staff see every application, as before.
    assert_eq!(json_of(sam.get("/api/v1/admin/applications").await, 200).await["total"], 3);
    // The admin's grid is kept; a staff member's limited one must not be answered from it.
    assert_eq!(json_of(admin.get("/api/v1/admin/applications").await, 200).await["total"], 3);

    let settings = json_of(admin.put("/api/v1/admin/settings", json!({"teamAccessOnly": true})).await, 200).await;
    assert_eq!(settings["teamAccessOnly"], true);
    let audited = scalar_i64(
        &crate::helpers::database_url(),
        &format!(
            "SELECT count(*) FROM {}.audit_log WHERE action = 'settings.updated' AND details->'teamAccessOnly'->>'after' = 'true'",
            tenant.schema_name().as_str()
        ),
        vec![],
    )
    .await;
    assert_eq!(audited, 1);
    for (vacancy, member) in [
        (ours, json!({"userId": sam_id, "role": "recruiter"})),
        (theirs, json!({"userId": ivy_id, "role": "interviewer"})),
    ] {
        let path = format!("/api/v1/admin/vacancies/{vacancy}/team");
        assert_eq!(admin.put(&path, json!({"members": [member]})).await.status(), 200);
    }

    // Lists, details, moves, the vacancy's own pages: Sam reaches his team's vacancy only.
    let grid = json_of(sam.get("/api/v1/admin/applications").await, 200).await;
    assert_eq!(names_in(&grid), ["Ana Silva"]);
    assert_eq!(json_of(admin.get("/api/v1/admin/applications").await, 200).await["total"], 3);
    assert_eq!(sam.get(&format!("/api/v1/admin/applications/{ana_app}")).await.status(), 200);
    assert_envelope(sam.get(&format!("/api/v1/admin/applications/{ben_app}")).await, 404, "not_found").await;
    let moved = sam.post(&format!("/api/v1/admin/applications/{ben_app}/status"), json!({"status": "in_review"})).await;
    assert_eq!(moved.status(), 404);
    let vacancies = json_of(sam.get("/api/v1/admin/vacancies").await, 200).await;
    let listed: Vec<i64> = vacancies["data"].as_array().unwrap().iter().map(|v| v["id"].as_i64().unwrap()).collect();
    assert_eq!(listed, [ours]);
    for path in ["", "/applications", "/funnel", "/team", "/stages"] {
        assert_eq!(sam.get(&format!("/api/v1/admin/vacancies/{theirs}{path}")).await.status(), 404, "{path}");
        assert_eq!(sam.get(&format!("/api/v1/admin/vacancies/{ours}{path}")).await.status(), 200, "{path}");
    }
    // Files: the CV of an application he may see, not another's.
    assert_eq!(sam.get(&format!("/api/v1/files/{ana_cv}")).await.status(), 200);
    assert_eq!(sam.get(&format!("/api/v1/files/{ben_cv}")).await.status(), 404);
    // Exports, by filter and by ids.
    let export = sam.get("/api/v1/admin/applications/export?format=csv").await.text().await.unwrap();
    assert!(export.contains("Ana Silva") && !export.contains("Ben Costa"), "{export}");
    let by_ids = sam.get(&format!("/api/v1/admin/applications/export?format=csv&ids={ben_app}")).await;
    assert!(!by_ids.text().await.unwrap().contains("Ben Costa"));
    assert_eq!(sam.get(&format!("/api/v1/admin/applications/export?vacancyId={theirs}")).await.status(), 404);
    // Bulk: by ids, the other team's refused as unknown; by filter, only his.
    let bulk = json_of(
        sam.post("/api/v1/admin/applications/bulk-status", json!({"ids": [ana_app, ben_app], "status": "in_review"}))
            .await,
        200,
    )
    .await;
    let refused: Vec<&Value> = bulk["results"].as_array().unwrap().iter().filter(|r| r["ok"] == false).collect();
    assert_eq!((refused.len(), refused[0]["id"].as_i64()), (1, Some(ben_app)), "{bulk}");
    assert_eq!(refused[0]["code"], "application_not_found");
    // The dashboard covers his team's vacancy.
    let dashboard = json_of(sam.get("/api/v1/admin/dashboard").await, 200).await;
    let covered: Vec<i64> =
        dashboard["perVacancy"].as_array().unwrap().iter().map(|v| v["vacancyId"].as_i64().unwrap()).collect();
    assert_eq!(covered, [ours], "{dashboard}");
    let submitted: i64 =
        dashboard["applicationsByStatus"].as_array().unwrap().iter().map(|s| s["count"].as_i64().unwrap()).sum();
    assert_eq!(submitted, 1, "{dashboard}");
    // Its cohort: the one application made to his vacancy, not the other two.
    assert_eq!(dashboard["funnel"][0]["reached"], 1, "{dashboard}");

    // Search: candidates, CVs and vacancies of his team only.
    let found = json_of(sam.get("/api/v1/search?q=Costa").await, 200).await;
    let totals: Vec<(String, i64)> = found["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["group"].as_str().unwrap().to_owned(), g["total"].as_i64().unwrap()))
        .collect();
    assert!(totals.iter().all(|(_, total)| *total == 0), "Ben is not his to find: {found}");
    let found = json_of(sam.get("/api/v1/search?q=Silva&groups=candidates").await, 200).await;
    assert_eq!(found["groups"][0]["total"], 1, "{found}");
    let theirs_title = json_of(admin.get(&format!("/api/v1/admin/vacancies/{theirs}")).await, 200).await;
    assert_eq!(theirs_title["title"], "Data Analyst");
    let found = json_of(sam.get("/api/v1/search?q=Analyst&groups=vacancies&limit=20").await, 200).await;
    let hits: Vec<&str> =
        found["groups"][0]["data"].as_array().unwrap().iter().map(|h| h["id"].as_str().unwrap()).collect();
    assert_eq!(hits, [ours.to_string()], "{found}");
    // Mail and chat: he may write to and find his team's applicants only.
    let contacts = json_of(sam.get("/api/v1/mail/contacts?q=o").await, 200).await;
    let names: Vec<&str> = contacts.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert!(!names.contains(&"Ben Costa") && !names.contains(&"Cleo Dias"), "{contacts}");
    assert!(json_of(sam.get("/api/v1/mail/contacts?q=Ana").await, 200).await.as_array().unwrap().len() == 1);
    let ben_id = json_of(ben.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();
    let to_ben = json!({"to": [ben_id], "subject": "Hello", "body": "Hi"});
    assert_envelope(sam.post("/api/v1/mail", to_ben).await, 404, "not_found").await;
    let about_ben = json!({"to": [], "subject": "Note", "body": "On Ben", "applicationId": ben_app});
    assert_eq!(sam.post("/api/v1/mail", about_ben).await.status(), 404);
    let chat = json_of(sam.get("/api/v1/chat/contacts?q=Costa").await, 200).await;
    assert_eq!(chat, json!([]));
    assert_eq!(json_of(admin.get("/api/v1/chat/contacts?q=Costa").await, 200).await.as_array().unwrap().len(), 1);
    // Tasks about the other vacancy's application are not his (unless given to him).
    let task = json!({"title": "Call Ben back", "applicationId": ben_app, "vacancyId": theirs});
    let task = json_of(admin.post("/api/v1/tasks", task).await, 201).await["id"].as_i64().unwrap();
    let given = json!({"title": "Check Ben's CV", "applicationId": ben_app, "vacancyId": theirs, "assigneeId": sam_id});
    let given = json_of(admin.post("/api/v1/tasks", given).await, 201).await["id"].as_i64().unwrap();
    let listed = json_of(sam.get("/api/v1/tasks").await, 200).await;
    let ids: Vec<i64> = listed["data"].as_array().unwrap().iter().map(|t| t["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [given], "{listed}");
    assert_eq!(sam.get(&format!("/api/v1/tasks/{task}")).await.status(), 404);
    assert_eq!(json_of(sam.get("/api/v1/tasks/counts").await, 200).await["all"], 1);
    let found = json_of(sam.get("/api/v1/search?q=Call&groups=tasks").await, 200).await;
    assert_eq!(found["groups"][0]["total"], 0, "{found}");

    // Ivy only interviews for the other vacancy: she sees it, and the applications she interviews.
    assert_eq!(
        json_of(ivy.get(&format!("/api/v1/admin/vacancies/{theirs}/applications")).await, 200).await["total"],
        0
    );
    let interview = json!({"title": "Interview: Ben Costa", "start": "2030-01-07T10:00:00Z", "end": "2030-01-07T11:00:00Z",
        "label": "interview", "attendees": [ivy_id], "applicationId": ben_app});
    let event = json_of(admin.post("/api/v1/calendar/events", interview).await, 201).await["id"].as_i64().unwrap();
    // The calendar: the interview is Ivy's (she attends it), not Sam's to see.
    let week = "/api/v1/calendar/events?from=2030-01-06T00:00:00Z&to=2030-01-13T00:00:00Z";
    assert_eq!(json_of(sam.get(week).await, 200).await["data"], json!([]));
    assert_eq!(sam.get(&format!("/api/v1/calendar/events/{event}")).await.status(), 404);
    assert_eq!(json_of(ivy.get(week).await, 200).await["data"][0]["id"], event);
    let hers = json_of(ivy.get(&format!("/api/v1/admin/vacancies/{theirs}/applications")).await, 200).await;
    assert_eq!(names_in(&hers), ["Ben Costa"]);
    assert_eq!(ivy.get(&format!("/api/v1/admin/applications/{ben_app}")).await.status(), 200);
    assert_eq!(ivy.get(&format!("/api/v1/admin/applications/{cleo_app}")).await.status(), 404);
    assert_eq!(names_in(&json_of(ivy.get("/api/v1/admin/applications").await, 200).await), ["Ben Costa"]);

    // What a staff member makes is theirs: its maker is on its team.
    let (mine, _, _) = open_vacancy(&ivy).await;
    assert_eq!(ivy.get(&format!("/api/v1/admin/vacancies/{mine}")).await.status(), 200);
    // Admins see all, whatever the setting.
    assert_eq!(admin.get(&format!("/api/v1/admin/applications/{ben_app}")).await.status(), 200);
}
