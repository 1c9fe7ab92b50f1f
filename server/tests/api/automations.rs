//! Automations: message templates with checked fields, stage rules (dry run, triggers, actions,
//! delays cancelled by a move, once per trigger across replicas), the waiting limit, closing
//! messages and the response figure.

use std::time::Duration;

use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, drop_database, fresh_database, json_of, mail_files_until,
    mail_text, scalar_i64, spawn_app, spawn_app_with, test_config,
};
use crate::stages::stages_of;
use erecruit_server::auth::domain::Role;
use erecruit_server::tenancy::{TenantSlug, TenantTx, active_tenants};

/// A number from the tenant's schema (`{schema}` in `sql` names it).
async fn count(url: &str, tenant: &TenantSlug, sql: &str) -> i64 {
    scalar_i64(url, &sql.replace("{schema}", tenant.schema_name().as_str()), vec![]).await
}

async fn audited(tenant: &TenantSlug, action: &str) -> i64 {
    count(&database_url(), tenant, &format!("SELECT count(*) FROM {{schema}}.audit_log WHERE action = '{action}'"))
        .await
}

/// The stage of `kind` in the vacancy's process.
async fn stage(admin: &Browser, vacancy: i64, kind: &str) -> i64 {
    stages_of(admin, vacancy).await.into_iter().find(|s| s.1 == kind).map(|s| s.0).expect("a stage of the kind")
}

async fn move_to(browser: &Browser, application: i64, stage: i64) {
    let body = json!({"stageId": stage, "note": "Back for another look"});
    let moved = browser.post(&format!("/api/v1/admin/applications/{application}/stage"), body).await;
    assert_eq!(moved.status(), 200, "{}", moved.text().await.unwrap());
}

/// Makes the tenant's waiting automation work due now (and its scan), and wakes the workers: the
/// test's clock.
async fn due_now(url: &str, tenant: &TenantSlug) {
    let sql = format!(
        "WITH d AS (UPDATE {{schema}}.automation_runs SET due_at = now() WHERE state = 'pending' RETURNING 1),
              s AS (UPDATE {{schema}}.automation_settings SET next_scan_at = now() RETURNING 1)
         SELECT (SELECT count(*) FROM d) + (SELECT count(*) FROM s) + count(pg_notify('{}', '{}'))",
        erecruit_server::automation::CHANNEL,
        tenant.as_str()
    );
    count(url, tenant, &sql).await;
}

/// Waits (up to 20 s) until the tenant's number `sql` counts is `expected`.
async fn counted(url: &str, tenant: &TenantSlug, what: &str, sql: &str, expected: i64) {
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let seen = count(url, tenant, sql).await;
        if seen == expected {
            return;
        }
        assert!(std::time::Instant::now() < deadline, "{what}: {seen}, not {expected}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The subjects of the tenant's mail to `address`, oldest first, once `done` holds for them (or
/// after 20 s, as they are).
async fn mailed(tenant: &TenantSlug, address: &str, done: impl Fn(&[String]) -> bool) -> Vec<String> {
    use sea_orm::{ConnectionTrait, DbBackend, Statement};
    let sql = format!(
        "SELECT subject FROM {}.outbox_emails WHERE to_address = $1 ORDER BY id",
        tenant.schema_name().as_str()
    );
    let conn = sea_orm::Database::connect(database_url()).await.unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let statement = Statement::from_sql_and_values(DbBackend::Postgres, &sql, [address.into()]);
        let rows = conn.query_all_raw(statement).await.unwrap();
        let subjects: Vec<String> = rows.iter().map(|row| row.try_get_by_index::<String>(0).unwrap()).collect();
        if done(&subjects) || std::time::Instant::now() > deadline {
            conn.close().await.unwrap();
            return subjects;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn templates_word_every_mail_with_checked_fields_and_a_real_preview() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (staff, _) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;

    let listed = json_of(admin.get("/api/v1/admin/message-templates").await, 200).await;
    let kinds: Vec<&str> = listed.as_array().unwrap().iter().map(|t| t["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "application_received",
            "stage_reached",
            "interview_invitation",
            "rejection",
            "offer_sent",
            "vacancy_closed",
            "waiting_update"
        ]
    );
    assert_eq!(listed[0]["fields"], json!(["name", "site", "vacancy"]));
    assert_eq!(listed[0]["texts"]["pt"]["custom"], false);
    assert!(listed[0]["texts"]["de"]["subject"].as_str().unwrap().contains("{vacancy}"));

    // Checked: a field the template does not know, a language we do not speak, a kind we do not send.
    let path = "/api/v1/admin/message-templates/application_received/pt";
    let bad = json!({"subject": "Recebemos {vacancy}", "body": "Olá {name}, salário {salary}"});
    let refused = assert_envelope(admin.put(path, bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["text.body"]["code"], "mail_template_placeholder_unknown");
    assert!(refused["fields"]["text.body"]["message"].as_str().unwrap().contains("{salary}"), "{refused}");
    let text = json!({"subject": "Recebemos a sua candidatura: {vacancy}", "body": "Olá {name}, obrigado! {site}"});
    assert_envelope(
        admin.put("/api/v1/admin/message-templates/application_received/xx", text.clone()).await,
        400,
        "validation_failed",
    )
    .await;
    assert_envelope(
        admin.put("/api/v1/admin/message-templates/salary_slip/pt", text.clone()).await,
        404,
        "message_template_unknown",
    )
    .await;
    assert_envelope(staff.put(path, text.clone()).await, 403, "forbidden").await;
    let stored = json_of(admin.put(path, text).await, 200).await;
    assert_eq!(stored[0]["texts"]["pt"]["custom"], true);
    assert_eq!(stored[0]["texts"]["en"]["custom"], false);
    assert_eq!(audited(&tenant, "message_template.changed").await, 1);

    // Applying: the Portuguese applicant gets the tenant's words, the English one ours.
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "pt").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    let bob = applicant(&app, &tenant, "bob@example.com", "Bob Stone", "en").await;
    apply(&bob, vacancy, application(visa, team)).await;
    assert_eq!(
        mailed(&tenant, "ana@example.com", |s| !s.is_empty()).await,
        ["Recebemos a sua candidatura: Data Analyst"]
    );
    assert_eq!(
        mailed(&tenant, "bob@example.com", |s| !s.is_empty()).await,
        ["We received your application for Data Analyst"]
    );
    // The worker delivers it as written.
    let mails =
        mail_files_until(&app.mail_dir, &tenant, |mails| mails.iter().any(|m| m.contains("To: \"Ana Silva\""))).await;
    let to_ana = mails.iter().find(|m| m.contains("To: \"Ana Silva\"")).map(|m| mail_text(m)).unwrap();
    assert!(to_ana.contains("Olá Ana Silva, obrigado!"), "{to_ana}");

    // A preview with real data: Ana's application; nothing is stored or sent.
    let preview = json!({"kind": "stage_reached", "locale": "de", "subject": "{vacancy}", "body": "Hallo {name}: {status}",
        "applicationId": ana_app});
    let shown = json_of(admin.post("/api/v1/admin/message-templates/preview", preview).await, 200).await;
    assert_eq!(shown["subject"], "Data Analyst");
    assert!(shown["body"].as_str().unwrap().starts_with("Hallo Ana Silva: Eingereicht"), "{shown}");
    let missing =
        json!({"kind": "stage_reached", "locale": "de", "subject": "x", "body": "y", "applicationId": 999_999});
    assert_envelope(admin.post("/api/v1/admin/message-templates/preview", missing).await, 404, "application_not_found")
        .await;

    // The rejection is one of them: the settings page edits the same text.
    let rejection = json!({"subject": "Sobre {vacancy}", "body": "Olá {name}, desta vez não."});
    json_of(admin.put("/api/v1/admin/message-templates/rejection/pt", rejection).await, 200).await;
    let settings = json_of(admin.get("/api/v1/admin/settings").await, 200).await;
    assert_eq!(settings["rejectionTemplates"]["pt"]["subject"], "Sobre {vacancy}");
    assert_eq!(settings["rejectionTemplates"]["pt"]["custom"], true);

    // Back to ours; and another tenant's admin cannot read or write these.
    let reset = json_of(admin.send(reqwest::Method::DELETE, path, None).await, 200).await;
    assert_eq!(reset[0]["texts"]["pt"]["custom"], false);
    let other = create_tenant(&app.db).await;
    let mut outsider = app.browser(&other);
    outsider.token = admin.token.clone();
    assert_eq!(outsider.get("/api/v1/admin/message-templates").await.status(), 401);
}

/// A rule: entering the interview stage mails the invitation, makes a scheduling task and tells
/// the hiring team.
fn interview_rule(vacancy: i64, stage: i64) -> Value {
    json!({"vacancyId": vacancy, "name": "Phone screen", "trigger": {"type": "entered_stage", "stageId": stage},
    "actions": [
        {"type": "send_template", "template": "interview_invitation"},
        {"type": "create_task", "title": "Schedule the call", "role": "recruiter", "dueInDays": 2},
        {"type": "notify_team"}
    ]})
}

#[tokio::test]
async fn a_rule_is_dry_run_then_acts_once_per_entry_as_the_dry_run_said() {
    let app = spawn_app().await;
    let url = database_url();
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (rita, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let members = json!({"members": [{"userId": rita_id, "role": "recruiter"}]});
    assert_eq!(admin.put(&format!("/api/v1/admin/vacancies/{vacancy}/team"), members).await.status(), 200);
    let (review, interview) = (stage(&admin, vacancy, "in_review").await, stage(&admin, vacancy, "interview").await);
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "de").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    move_to(&rita, ana_app, interview).await;

    // Checked against the vacancy's process.
    let mut wrong = interview_rule(vacancy, 999_999);
    wrong["actions"][1]["title"] = json!("");
    let refused = assert_envelope(admin.post("/api/v1/admin/rules", wrong).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["trigger"]["code"], "rule_trigger_invalid");
    assert_eq!(refused["fields"]["actions.1"]["code"], "rule_action_invalid");
    let looping = json!({"vacancyId": vacancy, "name": "Loop", "trigger": {"type": "entered_stage", "stageId": review},
        "actions": [{"type": "move_to_stage", "stageId": review}]});
    let refused = assert_envelope(admin.post("/api/v1/admin/rules", looping).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["actions.0"]["code"], "rule_action_invalid");
    assert_envelope(rita.post("/api/v1/admin/rules", interview_rule(vacancy, interview)).await, 403, "forbidden").await;

    // A draft: the dry run shows Ana, touched before the rule existed, and what it would do.
    let rule = json_of(admin.post("/api/v1/admin/rules", interview_rule(vacancy, interview)).await, 201).await;
    let id = rule["id"].as_i64().unwrap();
    assert_eq!(rule["enabled"], false);
    let dry = json_of(admin.post(&format!("/api/v1/admin/rules/{id}/dry-run"), json!({})).await, 200).await;
    assert_eq!((dry["triggered"].as_i64(), dry["touched"].as_i64()), (Some(1), Some(1)), "{dry}");
    let planned = dry["items"][0]["outcomes"].clone();
    assert_eq!(dry["items"][0]["applicationId"], ana_app);
    assert_eq!(planned[0]["type"], "sent");
    assert_eq!(planned[0]["locale"], "de");
    assert_eq!(planned[0]["subject"], "Einladung zum Vorstellungsgespräch: Data Analyst");
    assert_eq!(planned[1], json!({"type": "task_created", "title": "Schedule the call", "assignees": ["Rita"]}));
    assert_eq!(planned[2], json!({"type": "team_notified", "recipients": ["Rita"]}));
    // No side effects.
    assert_eq!(count(&url, &tenant, "SELECT count(*) FROM {schema}.automation_runs").await, 0);
    assert_eq!(count(&url, &tenant, "SELECT count(*) FROM {schema}.tasks").await, 0);

    // Enabled; Ana goes back and enters the stage again: the rule does what the dry run said.
    let mut enabled = interview_rule(vacancy, interview);
    enabled.as_object_mut().unwrap().remove("vacancyId");
    enabled["enabled"] = json!(true);
    json_of(admin.put(&format!("/api/v1/admin/rules/{id}"), enabled).await, 200).await;
    assert_eq!(audited(&tenant, "rule.created").await, 1);
    assert_eq!(audited(&tenant, "rule.changed").await, 1);
    move_to(&rita, ana_app, review).await;
    move_to(&rita, ana_app, interview).await;
    let done = "SELECT count(*) FROM {schema}.automation_runs WHERE state = 'done'";
    counted(&url, &tenant, "the rule's actions done", done, 3).await;
    let log = json_of(admin.get(&format!("/api/v1/admin/rules/{id}/activity")).await, 200).await;
    let mut outcomes: Vec<Value> = log["data"].as_array().unwrap().iter().map(|run| run["outcome"].clone()).collect();
    outcomes.reverse();
    assert_eq!(Value::Array(outcomes), planned, "what the dry run said");
    let invitation = "Einladung zum Vorstellungsgespräch: Data Analyst";
    let to_ana = mailed(&tenant, "ana@example.com", |s| s.iter().any(|s| s == invitation)).await;
    assert_eq!(to_ana.iter().filter(|s| *s == invitation).count(), 1, "{to_ana:?}");
    let to_rita = mailed(&tenant, "rita@example.com", |s| s.iter().any(|s| s.contains("Interview"))).await;
    assert!(to_rita.contains(&"Ana Silva reached Interview (Data Analyst)".to_owned()), "{to_rita:?}");
    let task = count(
        &url,
        &tenant,
        &format!(
            "SELECT count(*) FROM {{schema}}.tasks WHERE application_id = {ana_app} AND title = 'Schedule the call' \
         AND due_on IS NOT NULL"
        ),
    )
    .await;
    assert_eq!(task, 1);
    let detail = json_of(rita.get(&format!("/api/v1/admin/applications/{ana_app}")).await, 200).await;
    let history = detail.to_string();
    assert!(history.contains("Rule “Phone screen”"), "{history}");
    let rules = json_of(admin.get(&format!("/api/v1/admin/rules?vacancyId={vacancy}")).await, 200).await;
    assert_eq!(rules[0]["runsDone"], 3);

    // A delayed message is cancelled when the application moves on before it is due.
    let later = json!({"vacancyId": vacancy, "name": "Nudge", "enabled": true,
        "trigger": {"type": "entered_stage", "stageId": review},
        "actions": [{"type": "send_template", "template": "stage_reached", "delayMinutes": 120}]});
    json_of(admin.post("/api/v1/admin/rules", later).await, 201).await;
    move_to(&rita, ana_app, review).await;
    let pending =
        "SELECT count(*) FROM {schema}.automation_runs WHERE state = 'pending' AND due_at > now() + interval '1 hour'";
    assert_eq!(count(&url, &tenant, pending).await, 1);
    move_to(&rita, ana_app, interview).await;
    due_now(&url, &tenant).await;
    let cancelled = "SELECT count(*) FROM {schema}.automation_runs WHERE state = 'cancelled'";
    counted(&url, &tenant, "the delayed message cancelled", cancelled, 1).await;

    // A knockout answer: the rule for it acts on that application only.
    let knockout = json!({"vacancyId": vacancy, "name": "Knocked out", "enabled": true,
        "trigger": {"type": "knocked_out"}, "conditions": {"knockedOut": true},
        "actions": [{"type": "send_template", "template": "rejection"}]});
    // A rejection is told by rejecting, never by a rule's message alone.
    let refused =
        assert_envelope(admin.post("/api/v1/admin/rules", knockout.clone()).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["actions.0"]["code"], "rule_action_invalid");
    let mut knockout = knockout;
    knockout["actions"][0]["template"] = json!("stage_reached");
    json_of(admin.post("/api/v1/admin/rules", knockout).await, 201).await;
    let bob = applicant(&app, &tenant, "bob@example.com", "Bob Stone", "en").await;
    let visa_yes = json!({"coverLetter": "Hi", "consent": true, "answers": [
        {"questionId": visa, "answer": true}, {"questionId": team, "answer": "Risk"}]});
    apply(&bob, vacancy, visa_yes).await;
    let told = "Your application for Data Analyst: Submitted";
    let to_bob = mailed(&tenant, "bob@example.com", |s| s.iter().any(|s| s == told)).await;
    assert!(to_bob.iter().any(|s| s == told), "{to_bob:?}");

    // Another tenant's admin sees none of it.
    let other = create_tenant(&app.db).await;
    let stranger = app.signed_in_admin(&other, "admin@example.com").await;
    assert_envelope(stranger.get(&format!("/api/v1/admin/rules/{id}/activity")).await, 404, "rule_unknown").await;
    assert_eq!(json_of(stranger.get("/api/v1/admin/rules").await, 200).await, json!([]));
    assert_envelope(
        admin.send(reqwest::Method::DELETE, &format!("/api/v1/admin/rules/{}", id + 1000), None).await,
        404,
        "rule_unknown",
    )
    .await;
}

#[tokio::test]
async fn the_waiting_limit_nudges_the_team_then_updates_the_applicant_once_per_silence() {
    let app = spawn_app().await;
    let url = database_url();
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (_, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let members = json!({"members": [{"userId": rita_id, "role": "hiring_manager"}]});
    assert_eq!(admin.put(&format!("/api/v1/admin/vacancies/{vacancy}/team"), members).await.status(), 200);
    let refused = json!({"waitingLimitDays": 1, "closingMessages": false, "showResponseFigure": false});
    let refused =
        assert_envelope(admin.put("/api/v1/admin/automation-settings", refused).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["waitingLimitDays"]["code"], "waiting_limit_invalid");
    let limit = json!({"waitingLimitDays": 10, "closingMessages": false, "showResponseFigure": false});
    json_of(admin.put("/api/v1/admin/automation-settings", limit).await, 200).await;
    assert_eq!(audited(&tenant, "automation_settings.changed").await, 1);
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "fr").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    // An idle rule on the first stage: three days without a move.
    let submitted = stage(&admin, vacancy, "submitted").await;
    let idle = json!({"vacancyId": vacancy, "name": "Stuck", "enabled": true,
        "trigger": {"type": "idle", "stageId": submitted, "days": 3}, "actions": [{"type": "notify_team"}]});
    let idle = json_of(admin.post("/api/v1/admin/rules", idle).await, 201).await;
    mailed(&tenant, "ana@example.com", |s| !s.is_empty()).await;

    // Nine days of silence (the test moves the clock back): the team is nudged, Ana not yet; the
    // idle rule fires.
    let back = |days: i64| {
        format!(
            "WITH a AS (UPDATE {{schema}}.applications SET created_at = created_at - interval '{days} days' RETURNING 1),
                  e AS (UPDATE {{schema}}.application_events SET at = at - interval '{days} days' RETURNING 1),
                  m AS (UPDATE {{schema}}.outbox_emails SET created_at = created_at - interval '{days} days' RETURNING 1)
             SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM e) + (SELECT count(*) FROM m)"
        )
    };
    count(&url, &tenant, &back(9)).await;
    due_now(&url, &tenant).await;
    let nudged = "SELECT count(*) FROM {schema}.automation_runs WHERE kind = 'waiting_nudge' AND state = 'done'";
    counted(&url, &tenant, "the team nudged", nudged, 1).await;
    let idle_done =
        format!("SELECT count(*) FROM {{schema}}.automation_runs WHERE rule_id = {} AND state = 'done'", idle["id"]);
    counted(&url, &tenant, "the idle rule acted", &idle_done, 1).await;
    let updates = "SELECT count(*) FROM {schema}.automation_runs WHERE kind = 'waiting_update'";
    assert_eq!(count(&url, &tenant, updates).await, 0, "not at the limit yet");
    let nudge = "Ana Silva has waited 9 days for news";
    let to_rita = mailed(&tenant, "rita@example.com", |s| s.iter().any(|s| s == nudge)).await;
    assert!(to_rita.iter().any(|s| s == nudge), "{to_rita:?}");

    // Past the limit: Ana hears from us, in French, once; the scan again finds nothing new.
    count(&url, &tenant, &back(2)).await;
    due_now(&url, &tenant).await;
    let sent = "SELECT count(*) FROM {schema}.automation_runs WHERE kind = 'waiting_update' AND state = 'done'";
    counted(&url, &tenant, "Ana updated", sent, 1).await;
    let to_ana = mailed(&tenant, "ana@example.com", |s| s.iter().any(|s| s.starts_with("Des nouvelles"))).await;
    assert_eq!(to_ana.iter().filter(|s| s.starts_with("Des nouvelles")).count(), 1, "{to_ana:?}");
    // Another look, and its work done: the look happened (the next one is scheduled) and wrote no
    // second update.
    due_now(&url, &tenant).await;
    let looked = "SELECT count(*) FROM {schema}.automation_settings WHERE next_scan_at > now() + interval '10 minutes'";
    counted(&url, &tenant, "the next look taken", looked, 1).await;
    counted(
        &url,
        &tenant,
        "nothing left to do",
        "SELECT count(*) FROM {schema}.automation_runs WHERE state = 'pending'",
        0,
    )
    .await;
    assert_eq!(count(&url, &tenant, sent).await, 1, "one update per silence");
    assert_eq!(count(&url, &tenant, &idle_done).await, 1, "one action per stay");
    let history = json_of(admin.get(&format!("/api/v1/admin/applications/{ana_app}")).await, 200).await.to_string();
    assert!(history.contains("Update sent automatically"), "{history}");

    // The privacy export names what the automations did; erasure forgets it.
    let export = json_of(ana.get("/api/v1/me/export").await, 200).await;
    let kinds: Vec<&str> =
        export["automationLog"].as_array().unwrap().iter().map(|r| r["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"waiting_update") && kinds.contains(&"rule"), "{kinds:?}");
}

#[tokio::test]
async fn closing_messages_answer_every_open_application_when_a_vacancy_is_filled_or_archived() {
    let app = spawn_app().await;
    let url = database_url();
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let on = json!({"waitingLimitDays": null, "closingMessages": true, "showResponseFigure": false});
    json_of(admin.put("/api/v1/admin/automation-settings", on).await, 200).await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let bob = applicant(&app, &tenant, "bob@example.com", "Bob Stone", "de").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    let bob_app = apply(&bob, vacancy, application(visa, team)).await;
    let status =
        |id: i64| format!("SELECT count(*) FROM {{schema}}.applications WHERE id = {id} AND status = 'rejected'");

    // Ana is hired into the one opening: Bob's application is closed with a message.
    for kind in ["offered", "hired"] {
        move_to(&admin, ana_app, stage(&admin, vacancy, kind).await).await;
    }
    counted(&url, &tenant, "Bob's application closed", &status(bob_app), 1).await;
    let closing = "SELECT count(*) FROM {schema}.outbox_emails WHERE to_address = 'bob@example.com' \
        AND template = 'vacancy_closed' AND body_text LIKE '%besetzt%'";
    counted(&url, &tenant, "Bob's closing message, in German", closing, 1).await;

    // Closed by date: nothing is sent (interviews go on); archived: the open one is answered.
    let (other, visa2, team2) = open_vacancy(&admin).await;
    let cid = apply(&ana, other, application(visa2, team2)).await;
    assert_eq!(admin.post(&format!("/api/v1/admin/vacancies/{other}/close"), json!({})).await.status(), 200);
    // Closing messages are written with the change that calls for them: none was.
    let closing_runs = format!("SELECT count(*) FROM {{schema}}.automation_runs WHERE vacancy_id = {other}");
    assert_eq!(count(&url, &tenant, &closing_runs).await, 0);
    assert_eq!(count(&url, &tenant, &status(cid)).await, 0);
    assert_eq!(admin.post(&format!("/api/v1/admin/vacancies/{other}/archive"), json!({})).await.status(), 200);
    counted(&url, &tenant, "closed on archiving", &status(cid), 1).await;

    // The response figure: off by default, then measured (Bob's answer came within 14 days of
    // applying; the test moves both applications 20 days back).
    let figure = json_of(app.get("/api/v1/response-figure", Some(tenant.as_str())).await, 200).await;
    assert_eq!(figure["shown"], false);
    count(
        &url,
        &tenant,
        "WITH a AS (UPDATE {schema}.applications SET created_at = created_at - interval '20 days' RETURNING 1),
        e AS (UPDATE {schema}.application_events SET at = at - interval '20 days' RETURNING 1)
        SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM e)",
    )
    .await;
    let tx = unit(&app, &tenant).await;
    let (answered, total) = erecruit_server::automations::repo::response_figure(&tx, 90, 14).await.unwrap();
    assert_eq!((answered, total), (3, 3), "each was moved or answered within the 14 days");
}

#[tokio::test]
async fn rules_move_applications_heed_their_conditions_and_ask_for_scorecards() {
    let app = spawn_app().await;
    let url = database_url();
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (_, ivy_id) = signed_in(&app, &tenant, "ivy@example.com", "Ivy", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let (review, interview) = (stage(&admin, vacancy, "in_review").await, stage(&admin, vacancy, "interview").await);
    let fast_track = json!({"vacancyId": vacancy, "name": "Fast track", "enabled": true,
        "trigger": {"type": "entered_stage", "stageId": review}, "conditions": {"sources": ["LinkedIn"]},
        "actions": [{"type": "move_to_stage", "stageId": interview}]});
    let fast_track = json_of(admin.post("/api/v1/admin/rules", fast_track).await, 201).await;
    let scorecards = json!({"vacancyId": vacancy, "name": "Scorecards", "enabled": true,
        "trigger": {"type": "entered_stage", "stageId": interview}, "actions": [{"type": "request_scorecard"}]});
    let scorecards = json_of(admin.post("/api/v1/admin/rules", scorecards).await, 201).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let mut from_linkedin = application(visa, team);
    from_linkedin["source"] = json!("linkedin");
    let ana_app = apply(&ana, vacancy, from_linkedin).await;
    let bob = applicant(&app, &tenant, "bob@example.com", "Bob Stone", "en").await;
    let bob_app = apply(&bob, vacancy, application(visa, team)).await;

    // Both enter review: Ana (from LinkedIn) is moved on by the rule, Bob stays; the rule of the
    // stage Ana enters finds no interview to ask about.
    move_to(&admin, ana_app, review).await;
    move_to(&admin, bob_app, review).await;
    let at = |id: i64, kind: &str| {
        format!("SELECT count(*) FROM {{schema}}.applications WHERE id = {id} AND status = '{kind}'")
    };
    counted(&url, &tenant, "Ana moved on by the rule", &at(ana_app, "interview"), 1).await;
    let state = |rule: &Value, state: &str| {
        format!("SELECT count(*) FROM {{schema}}.automation_runs WHERE rule_id = {} AND state = '{state}'", rule["id"])
    };
    counted(&url, &tenant, "Bob's source is not the rule's", &state(&fast_track, "skipped"), 1).await;
    counted(&url, &tenant, "nobody to ask yet", &state(&scorecards, "skipped"), 1).await;
    assert_eq!(count(&url, &tenant, &at(bob_app, "in_review")).await, 1);
    let depth = "SELECT max(depth)::int8 FROM {schema}.automation_runs";
    assert_eq!(count(&url, &tenant, depth).await, 1, "the move's own rules ran one level deeper");

    // An interview Ivy held and has not scored: Ana enters the stage again, Ivy is asked.
    let interview_event = json!({"title": "Interview: Ana Silva", "start": "2020-01-07T10:00:00Z",
        "end": "2020-01-07T11:00:00Z", "label": "interview", "attendees": [ivy_id], "applicationId": ana_app});
    json_of(admin.post("/api/v1/calendar/events", interview_event).await, 201).await;
    move_to(&admin, ana_app, review).await;
    counted(&url, &tenant, "Ivy asked", &state(&scorecards, "done"), 1).await;
    let to_ivy = mailed(&tenant, "ivy@example.com", |s| s.iter().any(|s| s.contains("scorecard"))).await;
    assert!(to_ivy.contains(&"Your scorecard for Ana Silva is due".to_owned()), "{to_ivy:?}");
    let log = json_of(admin.get(&format!("/api/v1/admin/rules/{}/activity", scorecards["id"])).await, 200).await;
    assert_eq!(log["data"][0]["outcome"], json!({"type": "scorecards_requested", "interviewers": ["Ivy"]}));
}

#[tokio::test]
async fn a_trigger_acts_once_across_two_replicas() {
    let url = fresh_database().await;
    let one = spawn_app_with(test_config(&url)).await;
    let two = spawn_app_with(test_config(&url)).await;
    let tenant = create_tenant(&one.db).await;
    let admin = one.signed_in_admin(&tenant, "admin@example.com").await;
    let mut other = two.browser(&tenant);
    assert_eq!(other.login("admin@example.com", crate::browser::PASSWORD).await.0, 200);
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let (review, interview) = (stage(&admin, vacancy, "in_review").await, stage(&admin, vacancy, "interview").await);
    let rule = json!({"vacancyId": vacancy, "name": "Invite", "enabled": true,
        "trigger": {"type": "entered_stage", "stageId": interview},
        "actions": [{"type": "send_template", "template": "interview_invitation"}]});
    json_of(admin.post("/api/v1/admin/rules", rule).await, 201).await;
    let ana = applicant(&one, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    // Ten entries into the stage, half through each replica (each acted on before Ana moves on:
    // a move meanwhile would cancel it).
    let done = "SELECT count(*) FROM {schema}.automation_runs WHERE state = 'done'";
    for round in 0..10 {
        let browser = if round % 2 == 0 { &admin } else { &other };
        move_to(browser, ana_app, interview).await;
        counted(&url, &tenant, "the entry acted on", done, round + 1).await;
        move_to(browser, ana_app, review).await;
    }
    counted(
        &url,
        &tenant,
        "nothing left to do",
        "SELECT count(*) FROM {schema}.automation_runs WHERE state = 'pending'",
        0,
    )
    .await;
    let mails =
        "SELECT count(*) FROM {schema}.outbox_emails WHERE subject = 'Invitation to an interview: Data Analyst'";
    assert_eq!(count(&url, &tenant, mails).await, 10, "one invitation per entry, whichever replica ran it");
    assert_eq!(count(&url, &tenant, "SELECT count(*) FROM {schema}.automation_runs").await, 10);
    drop(one);
    drop(two);
    drop_database(&url).await;
}

#[allow(clippy::disallowed_methods)] // the test reads the tenant's schema as a request would
async fn unit(app: &TestApp, tenant: &TenantSlug) -> TenantTx {
    let tenant = active_tenants(&app.db).await.unwrap().into_iter().find(|t| t.slug == *tenant).unwrap();
    TenantTx::begin(&app.db, tenant).await.unwrap()
}
