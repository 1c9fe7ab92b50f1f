//! Self-scheduling: a loop booked in the candidate's zone within everyone's hours, rescheduled
//! and cancelled up to the notice; the race for one time decided by the database across two
//! replicas; links refused when changed, expired or another tenant's; external calendars'
//! busy times counted and hostile feeds refused; availability checked.

use std::collections::HashMap;
use std::time::Duration;

use chrono::{DateTime, Duration as Span, Utc};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{
    TestApp, assert_envelope, create_tenant, database_url, json_of, scalar_i64, spawn_app, spawn_app_with, test_config,
};
use erecruit_server::auth::domain::Role;
use erecruit_server::tenancy::TenantSlug;

/// A number from the tenant's schema (`{schema}` in `sql` names it).
async fn count(tenant: &TenantSlug, sql: &str) -> i64 {
    scalar_i64(&database_url(), &sql.replace("{schema}", tenant.schema_name().as_str()), vec![]).await
}

fn at(value: &Value) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(value.as_str().unwrap()).unwrap().with_timezone(&Utc)
}

/// The applicant's link secret for their newest request.
async fn token_of(applicant: &Browser) -> String {
    let mine = json_of(applicant.get("/api/v1/me/scheduling").await, 200).await;
    mine["data"][0]["token"].as_str().unwrap().to_owned()
}

/// Sends one request for each application: `sessions` as given.
async fn request(recruiter: &Browser, applications: &[i64], sessions: Value, arrangement: &str) -> Value {
    let body = json!({"applicationIds": applications, "sessions": sessions, "arrangement": arrangement,
        "message": "Looking forward to meeting you."});
    json_of(recruiter.post("/api/v1/scheduling/requests", body).await, 200).await
}

/// A member of staff's hours: Monday to Friday from `start` to `end` in `zone`.
async fn set_hours(staff: &Browser, zone: &str, start: &str, end: &str) {
    let days: Vec<Value> = (1..=5).map(|d| json!({"weekday": d, "start": start, "end": end})).collect();
    let body = json!({"timeZone": zone, "days": days, "maxPerDay": null, "maxPerWeek": null});
    json_of(staff.put("/api/v1/me/availability", body).await, 200).await;
}

fn within_hours(start: DateTime<Utc>, end: DateTime<Utc>, zone: &str, from: u32, to: u32) -> bool {
    use chrono::{Datelike, Timelike};
    let zone: chrono_tz::Tz = zone.parse().unwrap();
    let (s, e) = (start.with_timezone(&zone), end.with_timezone(&zone));
    s.weekday().number_from_monday() <= 5 && s.hour() >= from && (e.hour() < to || (e.hour() == to && e.minute() == 0))
}

#[tokio::test]
async fn a_candidate_books_a_loop_in_their_zone_and_reschedules_within_the_notice() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (rita, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (bo, bo_id) = signed_in(&app, &tenant, "bo@example.com", "Bo", Role::Staff).await;
    // Rita works in Berlin, Bo in New York: their hours overlap a few hours a day.
    set_hours(&rita, "Europe/Berlin", "09:00", "17:00").await;
    set_hours(&bo, "America/New_York", "09:00", "17:00").await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;

    // A loop: an hour with Rita, then half an hour with Bo, back to back.
    let sessions = json!([
        {"title": "Technical interview", "minutes": 60, "interviewers": [rita_id], "mode": "any", "bufferAfter": 0},
        {"title": "Hiring manager", "minutes": 30, "interviewers": [bo_id], "mode": "all", "location": "https://meet.example/x"}
    ]);
    let sent = request(&admin, &[ana_app], sessions.clone(), "back_to_back").await;
    assert_eq!(sent["results"][0]["ok"], true, "{sent}");
    // Only one request waits per application.
    let again = request(&admin, &[ana_app], sessions, "back_to_back").await;
    assert_eq!(again["results"][0]["code"], "scheduling_request_open");
    let subjects = count(
        &tenant,
        "SELECT count(*) FROM {schema}.outbox_emails WHERE to_address = 'ana@example.com'
         AND subject = 'Choose your interview time: Data Analyst'",
    )
    .await;
    assert_eq!(subjects, 1, "the candidate gets the link by mail");

    let token = token_of(&ana).await;
    let visitor = app.browser(&tenant);
    let page = json_of(visitor.get(&format!("/api/v1/scheduling/{token}")).await, 200).await;
    assert_eq!(page["state"], "open");
    assert_eq!(page["vacancyTitle"], "Data Analyst");
    let options = page["options"].as_array().unwrap();
    assert!(options.len() > 3, "{page}");
    let now = Utc::now();
    for option in options {
        let (first, second) = (&option["sessions"][0], &option["sessions"][1]);
        assert!(at(&first["start"]) >= now + Span::hours(24), "not within the notice");
        assert!(within_hours(at(&first["start"]), at(&first["end"]), "Europe/Berlin", 9, 17), "{option}");
        assert_eq!(first["end"], second["start"], "back to back");
        assert!(within_hours(at(&second["start"]), at(&second["end"]), "America/New_York", 9, 17), "{option}");
    }

    // Ana books the first time from New York.
    let chosen = options[0]["start"].clone();
    let body = json!({"start": chosen, "timeZone": "America/New_York"});
    let booked = json_of(visitor.post(&format!("/api/v1/scheduling/{token}/booking"), body).await, 200).await;
    assert_eq!(booked["state"], "booked");
    assert_eq!(booked["booked"].as_array().unwrap().len(), 2);
    assert_eq!(booked["booked"][1]["interviewers"], json!(["Bo"]));
    assert_eq!(booked["canChange"], true);
    // Both calendars show their interview; the application moved to the interview stage.
    let from = at(&chosen) - Span::hours(1);
    let to = from + Span::hours(4);
    let range = format!("from={}&to={}", from.to_rfc3339(), to.to_rfc3339()).replace('+', "%2B");
    let events = json_of(rita.get(&format!("/api/v1/calendar/events?{range}&label=interview")).await, 200).await;
    let titles: Vec<&str> = events["data"].as_array().unwrap().iter().map(|e| e["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Technical interview: Ana Silva", "Hiring manager: Ana Silva"]);
    let mine = json_of(ana.get("/api/v1/me/applications").await, 200).await;
    assert_eq!(mine[0]["status"], "interview", "{mine}");
    // Her invitations state the time in her zone; the reminder waits until a day before.
    let in_her_zone = count(
        &tenant,
        "SELECT count(*) FROM {schema}.outbox_emails WHERE to_address = 'ana@example.com'
         AND calendar IS NOT NULL AND body_text LIKE '%(America/New_York)%'",
    )
    .await;
    assert_eq!(in_her_zone, 2);
    let reminder_at = format!(
        "SELECT count(*) FROM {{schema}}.outbox_emails WHERE to_address = 'ana@example.com' AND template = 'scheduling_reminder'
         AND sent_at IS NULL AND next_attempt_at = '{}'::timestamptz - interval '24 hours'",
        chosen.as_str().unwrap()
    );
    assert_eq!(count(&tenant, &reminder_at).await, 1);

    // She moves it: the same interviews move (their invitations updated), one reminder stays.
    let page = json_of(visitor.get(&format!("/api/v1/scheduling/{token}")).await, 200).await;
    let later = page["options"].as_array().unwrap().iter().find(|o| o["start"] != chosen).unwrap()["start"].clone();
    let body = json!({"start": later, "timeZone": "America/New_York"});
    let moved = json_of(visitor.post(&format!("/api/v1/scheduling/{token}/booking"), body).await, 200).await;
    assert_eq!(moved["booked"][0]["start"], later);
    let interviews =
        format!("SELECT count(*) FROM {{schema}}.calendar_events WHERE application_id = {ana_app} AND sequence = 1");
    assert_eq!(count(&tenant, &interviews).await, 2, "moved, not replaced");
    let reminders =
        "SELECT count(*) FROM {schema}.outbox_emails WHERE template = 'scheduling_reminder' AND sent_at IS NULL";
    assert_eq!(count(&tenant, reminders).await, 1);

    // Within the notice it can no longer be changed here.
    let notice = json!({"noticeHours": 168, "windowDays": 10});
    json_of(admin.put("/api/v1/admin/scheduling-settings", notice).await, 200).await;
    let body = json!({"start": chosen, "timeZone": "America/New_York"});
    assert_envelope(
        visitor.post(&format!("/api/v1/scheduling/{token}/booking"), body).await,
        409,
        "scheduling_notice_passed",
    )
    .await;
    let cancel = visitor.send(reqwest::Method::DELETE, &format!("/api/v1/scheduling/{token}/booking"), None).await;
    assert_envelope(cancel, 409, "scheduling_notice_passed").await;
    let bad = json!({"noticeHours": 200, "windowDays": 0});
    let refused =
        assert_envelope(admin.put("/api/v1/admin/scheduling-settings", bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["noticeHours"]["code"], "scheduling_notice_invalid");
    assert_eq!(refused["fields"]["windowDays"]["code"], "scheduling_window_invalid");
    json_of(admin.put("/api/v1/admin/scheduling-settings", json!({"noticeHours": 0, "windowDays": 10})).await, 200)
        .await;
    assert_eq!(
        count(&tenant, "SELECT count(*) FROM {schema}.audit_log WHERE action = 'scheduling_settings.changed'").await,
        2
    );

    // The recruiters see it; the candidate's export holds it; then she cancels.
    let listed = json_of(admin.get(&format!("/api/v1/scheduling/requests?applicationId={ana_app}")).await, 200).await;
    assert_eq!(listed["data"][0]["state"], "booked");
    assert_eq!(listed["data"][0]["reschedules"], 1);
    assert_eq!(listed["data"][0]["timeZone"], "America/New_York");
    assert_eq!(listed["data"][0]["sessions"][0]["assigned"][0]["name"], "Rita");
    let export = json_of(ana.get("/api/v1/me/export").await, 200).await;
    assert_eq!(export["scheduling"][0]["sessions"].as_array().unwrap().len(), 2, "{}", export["scheduling"]);
    let cancel = visitor.send(reqwest::Method::DELETE, &format!("/api/v1/scheduling/{token}/booking"), None).await;
    assert_eq!(json_of(cancel, 200).await["state"], "cancelled");
    let left = format!("SELECT count(*) FROM {{schema}}.calendar_events WHERE application_id = {ana_app}");
    assert_eq!(count(&tenant, &left).await, 0);
    assert_eq!(count(&tenant, "SELECT count(*) FROM {schema}.scheduling_holds").await, 0);
    assert_eq!(count(&tenant, reminders).await, 0, "the reminder is withdrawn");
    let path = format!("/api/v1/scheduling/requests/{}/no-show", listed["data"][0]["id"]);
    assert_envelope(admin.put(&path, json!({"noShow": true})).await, 409, "scheduling_not_booked").await;

    let figures = json_of(rita.get("/api/v1/scheduling/analytics").await, 200).await;
    assert_eq!((figures["requests"].as_i64(), figures["booked"].as_i64()), (Some(1), Some(1)));
    assert_eq!((figures["reschedules"].as_i64(), figures["cancelled"].as_i64()), (Some(1), Some(1)));
    assert!(figures["medianHoursToBook"].as_f64().is_some());
}

#[tokio::test]
async fn two_candidates_choosing_one_time_at_once_one_wins_by_the_database() {
    let url = database_url();
    let one = spawn_app_with(test_config(&url)).await;
    let two = spawn_app_with(test_config(&url)).await;
    let tenant = create_tenant(&one.db).await;
    let admin = one.signed_in_admin(&tenant, "admin@example.com").await;
    let (_, rita_id) = signed_in(&one, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&one, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let bob = applicant(&two, &tenant, "bob@example.com", "Bob Stone", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    let bob_app = apply(&bob, vacancy, application(visa, team)).await;
    // One request to both, from the board.
    let sessions = json!([{"title": "Interview", "minutes": 45, "interviewers": [rita_id], "bufferAfter": 15}]);
    let sent = request(&admin, &[ana_app, bob_app], sessions, "back_to_back").await;
    assert_eq!(sent["results"].as_array().unwrap().iter().filter(|r| r["ok"] == true).count(), 2, "{sent}");
    let (ana_token, bob_token) = (token_of(&ana).await, token_of(&bob).await);

    // Both see the same first time and choose it at the same moment, through different replicas.
    let (ana_visitor, bob_visitor) = (one.browser(&tenant), two.browser(&tenant));
    let page = json_of(ana_visitor.get(&format!("/api/v1/scheduling/{ana_token}")).await, 200).await;
    let first = page["options"][0]["start"].clone();
    let body = json!({"start": first, "timeZone": "Europe/Lisbon"});
    let (ana_path, bob_path) =
        (format!("/api/v1/scheduling/{ana_token}/booking"), format!("/api/v1/scheduling/{bob_token}/booking"));
    let (a, b) = tokio::join!(ana_visitor.post(&ana_path, body.clone()), bob_visitor.post(&bob_path, body.clone()));
    let mut statuses = [a.status().as_u16(), b.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 409], "exactly one booking wins");
    let (loser, loser_token, loser_response) =
        if a.status() == 409 { (&ana_visitor, &ana_token, a) } else { (&bob_visitor, &bob_token, b) };
    assert_envelope(loser_response, 409, "slot_taken").await;
    assert_eq!(
        count(&tenant, "SELECT count(*) FROM {schema}.calendar_events").await,
        1,
        "nothing of the loser's is kept"
    );
    // The loser is offered fresh times, without the one taken (nor its buffer), and books one.
    let fresh = json_of(loser.get(&format!("/api/v1/scheduling/{loser_token}")).await, 200).await;
    let taken = at(&first);
    assert!(fresh["options"].as_array().unwrap().iter().all(|o| {
        let start = at(&o["start"]);
        start >= taken + Span::minutes(60) || start + Span::minutes(45) <= taken
    }));
    let body = json!({"start": fresh["options"][0]["start"], "timeZone": "Europe/Lisbon"});
    json_of(loser.post(&format!("/api/v1/scheduling/{loser_token}/booking"), body).await, 200).await;

    // A recruiter may still book over it on purpose (events booked by hand hold nothing)…
    let start = at(&first);
    let manual = json!({"title": "Sync", "start": start, "end": start + Span::minutes(30), "label": "meeting",
        "attendees": [rita_id], "allowConflicts": true});
    let manual = json_of(admin.post("/api/v1/calendar/events", manual).await, 201).await;
    // …but the guarantee is the database's: an overlapping hold cannot be written, whatever the code.
    let overlap = format!(
        "INSERT INTO {}.scheduling_holds (event_id, user_id, busy)
         SELECT {}, h.user_id, h.busy FROM {0}.scheduling_holds h LIMIT 1",
        tenant.schema_name().as_str(),
        manual["id"]
    );
    let conn = sea_orm::Database::connect(&url).await.unwrap();
    let refused = sea_orm::ConnectionTrait::execute_unprepared(&conn, &overlap).await.unwrap_err();
    assert!(refused.to_string().contains("scheduling_holds_no_overlap"), "{refused}");
}

#[tokio::test]
async fn links_are_refused_when_changed_expired_or_another_tenants_and_loops_book_whole() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (_, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (bo, bo_id) = signed_in(&app, &tenant, "bo@example.com", "Bo", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;

    // Checked requests.
    let bad = json!({"applicationIds": [ana_app], "sessions": []});
    let refused = assert_envelope(admin.post("/api/v1/scheduling/requests", bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["sessions"]["code"], "scheduling_sessions_invalid");
    let stranger = uuid::Uuid::new_v4();
    let bad = json!({"applicationIds": [ana_app], "sessions": [{"title": "X", "minutes": 30, "interviewers": [stranger]}],
        "windowDays": 31});
    let refused = assert_envelope(admin.post("/api/v1/scheduling/requests", bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["sessions[0].interviewers"]["code"], "attendee_not_staff");
    assert_eq!(refused["fields"]["windowDays"]["code"], "scheduling_window_invalid");
    let mine =
        json!({"applicationIds": [ana_app], "sessions": [{"title": "X", "minutes": 30, "interviewers": [rita_id]}]});
    assert_envelope(ana.post("/api/v1/scheduling/requests", mine).await, 403, "forbidden").await;
    let missing =
        request(&admin, &[999_999], json!([{"title": "X", "minutes": 30, "interviewers": [rita_id]}]), "same_day")
            .await;
    assert_eq!(missing["results"][0]["code"], "not_found");

    // A loop whose second session nobody can take offers nothing, and books nothing.
    let hours = json!({"timeZone": null, "days": [], "maxPerDay": null, "maxPerWeek": null});
    json_of(bo.put("/api/v1/me/availability", hours).await, 200).await;
    let sessions = json!([
        {"title": "Technical interview", "minutes": 60, "interviewers": [rita_id]},
        {"title": "Hiring manager", "minutes": 30, "interviewers": [bo_id]}
    ]);
    assert_eq!(request(&admin, &[ana_app], sessions, "same_day").await["results"][0]["ok"], true);
    let token = token_of(&ana).await;
    let visitor = app.browser(&tenant);
    let page = json_of(visitor.get(&format!("/api/v1/scheduling/{token}")).await, 200).await;
    assert_eq!(page["options"], json!([]));
    let monday = (Utc::now() + Span::days(7)).date_naive().and_hms_opt(12, 0, 0).unwrap().and_utc();
    let body = json!({"start": monday, "timeZone": "Europe/Berlin"});
    assert_envelope(visitor.post(&format!("/api/v1/scheduling/{token}/booking"), body).await, 409, "slot_taken").await;
    assert_eq!(count(&tenant, "SELECT count(*) FROM {schema}.calendar_events").await, 0, "all or nothing");
    let body = json!({"start": monday, "timeZone": "Mars/Olympus"});
    assert_envelope(visitor.post(&format!("/api/v1/scheduling/{token}/booking"), body).await, 400, "time_zone_unknown")
        .await;

    // A changed link, another tenant's: not found. An expired one: gone.
    let mut changed = token.clone();
    changed.replace_range(0..1, if token.starts_with('A') { "B" } else { "A" });
    assert_envelope(visitor.get(&format!("/api/v1/scheduling/{changed}")).await, 404, "scheduling_link_invalid").await;
    let other = create_tenant(&app.db).await;
    let elsewhere = app.browser(&other);
    assert_envelope(elsewhere.get(&format!("/api/v1/scheduling/{token}")).await, 404, "scheduling_link_invalid").await;
    count(&tenant, "WITH e AS (UPDATE {schema}.scheduling_requests SET window_end = now() - interval '1 hour' RETURNING 1) SELECT count(*) FROM e").await;
    assert_envelope(visitor.get(&format!("/api/v1/scheduling/{token}")).await, 410, "scheduling_link_expired").await;
    let listed = json_of(admin.get(&format!("/api/v1/scheduling/requests?applicationId={ana_app}")).await, 200).await;
    assert_eq!(listed["data"][0]["state"], "expired");
    // Expired, a new request may be sent; the recruiter may also cancel one.
    let sessions = json!([{"title": "Interview", "minutes": 30, "interviewers": [rita_id]}]);
    count(
        &tenant,
        "WITH e AS (UPDATE {schema}.scheduling_requests SET state = 'cancelled' RETURNING 1) SELECT count(*) FROM e",
    )
    .await;
    assert_eq!(request(&admin, &[ana_app], sessions, "back_to_back").await["results"][0]["ok"], true);
    let newest = json_of(admin.get(&format!("/api/v1/scheduling/requests?applicationId={ana_app}")).await, 200).await;
    let id = newest["data"][0]["id"].as_i64().unwrap();
    let cancelled = admin.send(reqwest::Method::DELETE, &format!("/api/v1/scheduling/requests/{id}"), None).await;
    assert_eq!(cancelled.status(), 204);
    let token = token_of(&ana).await;
    assert_eq!(json_of(visitor.get(&format!("/api/v1/scheduling/{token}")).await, 200).await["state"], "cancelled");

    // Availability is checked.
    let bad = json!({"timeZone": "Mars/Olympus", "days": [{"weekday": 8, "start": "09:00", "end": "17:00"}],
        "maxPerDay": 0, "maxPerWeek": 51});
    let refused = assert_envelope(bo.put("/api/v1/me/availability", bad).await, 400, "validation_failed").await;
    assert_eq!(refused["fields"]["timeZone"]["code"], "time_zone_unknown");
    assert_eq!(refused["fields"]["days"]["code"], "working_hours_invalid");
    assert_eq!(refused["fields"]["maxPerDay"]["code"], "scheduling_cap_invalid");
    let bad = json!({"timeZone": null, "days": [{"weekday": 1, "start": "17:00", "end": "09:00"}]});
    assert_envelope(bo.put("/api/v1/me/availability", bad).await, 400, "validation_failed").await;
}

/// Serves fixed answers on loopback, by path: a stand-in for calendar providers.
async fn feed_server(answers: HashMap<&'static str, Vec<u8>>) -> u16 {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else { return };
            let answers = answers.clone();
            tokio::spawn(async move {
                let mut request = vec![0u8; 4096];
                let read = socket.read(&mut request).await.unwrap_or(0);
                let text = String::from_utf8_lossy(&request[..read]).into_owned();
                let path = text.split_whitespace().nth(1).unwrap_or("/").to_owned();
                let (status, body) = match answers.get(path.as_str()) {
                    Some(body) => ("200 OK", body.clone()),
                    None => ("404 Not Found", b"no".to_vec()),
                };
                let head = format!(
                    "HTTP/1.1 {status}\r\ncontent-type: text/calendar\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                    body.len()
                );
                let _ = socket.write_all(head.as_bytes()).await;
                let _ = socket.write_all(&body).await;
            });
        }
    });
    port
}

async fn external_state(staff: &Browser, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let state = json_of(staff.get("/api/v1/me/external-calendar").await, 200).await;
        if done(&state) || std::time::Instant::now() > deadline {
            return state;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn external_calendars_busy_times_count_and_hostile_feeds_are_refused() {
    let app: TestApp = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita", Role::Staff).await;
    let (bo, _) = signed_in(&app, &tenant, "bo@example.com", "Bo", Role::Staff).await;
    // Next week's Tuesday, 10:00–12:00 UTC, is busy in Rita's own calendar; so is every morning
    // at 09:00 for half an hour (a recurring stand-up).
    let tuesday = {
        use chrono::Datelike;
        let mut day = (Utc::now() + Span::days(8)).date_naive();
        while day.weekday() != chrono::Weekday::Tue {
            day = day.succ_opt().unwrap();
        }
        day
    };
    let stamp = |hour: u32| tuesday.and_hms_opt(hour, 0, 0).unwrap().format("%Y%m%dT%H%M%SZ").to_string();
    let feed = format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n\
         BEGIN:VEVENT\r\nUID:a@x\r\nDTSTART:{}\r\nDTEND:{}\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\n\
         BEGIN:VEVENT\r\nUID:b@x\r\nDTSTART:{}\r\nDURATION:PT30M\r\nRRULE:FREQ=DAILY;COUNT=20\r\nSUMMARY:Stand-up\r\nEND:VEVENT\r\n\
         END:VCALENDAR\r\n",
        stamp(10),
        stamp(12),
        (tuesday - Span::days(5)).and_hms_opt(9, 0, 0).unwrap().format("%Y%m%dT%H%M%SZ")
    );
    let mut answers = HashMap::new();
    answers.insert("/rita.ics", feed.into_bytes());
    answers.insert("/huge.ics", vec![b'x'; 2 * 1024 * 1024]);
    answers.insert("/junk.ics", b"<html>not a calendar</html>".to_vec());
    let port = feed_server(answers).await;

    // Hostile addresses are refused before anything is called.
    for address in
        ["http://169.254.169.254/latest/meta-data", "http://10.0.0.1/cal.ics", "ftp://example.com/x.ics", "not a url"]
    {
        let refused = assert_envelope(
            rita.put("/api/v1/me/external-calendar", json!({"address": address})).await,
            400,
            "validation_failed",
        )
        .await;
        assert_eq!(refused["fields"]["address"]["code"], "external_calendar_address_invalid", "{address}");
    }
    let address = format!("http://127.0.0.1:{port}/rita.ics");
    let saved = json_of(rita.put("/api/v1/me/external-calendar", json!({"address": address})).await, 200).await;
    assert_eq!(saved["host"], "127.0.0.1");
    assert!(saved.get("address").is_none());
    let state = external_state(&rita, |s| !s["fetchedAt"].is_null()).await;
    assert_eq!(state["error"], Value::Null, "{state}");
    assert!(state["busyCount"].as_i64().unwrap() >= 2, "{state}");

    // Its busy times count for the free-slot search…
    let day_start = tuesday.and_hms_opt(0, 0, 0).unwrap().and_utc();
    let query = format!(
        "/api/v1/calendar/free-slots?attendees={rita_id}&from={}&to={}&duration=60",
        day_start.to_rfc3339().replace('+', "%2B"),
        (day_start + Span::days(1)).to_rfc3339().replace('+', "%2B")
    );
    let slots = json_of(rita.get(&query).await, 200).await;
    let starts: Vec<String> =
        slots["slots"].as_array().unwrap().iter().map(|s| at(&s["start"]).format("%H:%M").to_string()).collect();
    assert_eq!(starts, ["12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00"]);
    // …and for self-scheduling.
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_app = apply(&ana, vacancy, application(visa, team)).await;
    let sessions = json!([{"title": "Interview", "minutes": 60, "interviewers": [rita_id]}]);
    let body = json!({"applicationIds": [ana_app], "sessions": sessions, "windowDays": 15});
    json_of(admin.post("/api/v1/scheduling/requests", body).await, 200).await;
    let page =
        json_of(app.browser(&tenant).get(&format!("/api/v1/scheduling/{}", token_of(&ana).await)).await, 200).await;
    let dentist = (day_start + Span::hours(10), day_start + Span::hours(12));
    let options = page["options"].as_array().unwrap();
    assert!(!options.is_empty());
    assert!(options.iter().all(|o| {
        let (s, e) = (at(&o["sessions"][0]["start"]), at(&o["sessions"][0]["end"]));
        e <= dentist.0 || s >= dentist.1
    }));

    // A huge or unreadable feed is an error to show, never an outage.
    let huge = format!("http://127.0.0.1:{port}/huge.ics");
    json_of(bo.put("/api/v1/me/external-calendar", json!({"address": huge})).await, 200).await;
    let state = external_state(&bo, |s| !s["fetchedAt"].is_null()).await;
    assert_eq!(state["error"], "external_calendar_too_large");
    let junk = format!("http://127.0.0.1:{port}/junk.ics");
    json_of(bo.put("/api/v1/me/external-calendar", json!({"address": junk})).await, 200).await;
    let state = external_state(&bo, |s| !s["fetchedAt"].is_null()).await;
    assert_eq!(state["error"], "external_calendar_unreadable");

    // In the owner's export (never the address); removed, its busy times go.
    let export = json_of(rita.get("/api/v1/me/export").await, 200).await;
    assert_eq!(export["externalCalendar"]["calendar"]["host"], "127.0.0.1");
    assert!(!export.to_string().contains("rita.ics"));
    assert_eq!(rita.send(reqwest::Method::DELETE, "/api/v1/me/external-calendar", None).await.status(), 204);
    let slots = json_of(rita.get(&query).await, 200).await;
    assert_eq!(slots["slots"].as_array().unwrap().len(), 15, "09:00 to 16:00, all free again");
}
