//! The recruiting calendar: scheduling an interview in free slots, invitations that calendars can
//! read (parsed back with the same crate), the applicant's answer, private events and feeds, and
//! the tenant and role boundaries.

use base64::Engine as _;
use chrono::{DateTime, Datelike, Duration as Days, NaiveTime, TimeZone, Utc, Weekday};
use erecruit_server::auth::domain::Role;
use erecruit_server::auth::provision::{self, NewAccount};
use erecruit_server::tenancy::TenantSlug;
use icalendar::{Calendar, Component, EventStatus};
use reqwest::Method;
use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::{Browser, PASSWORD};
use crate::helpers::{TestApp, assert_envelope, create_tenant, json_of, mail_files, mail_files_until, spawn_app};

pub async fn signed_in(app: &TestApp, tenant: &TenantSlug, email: &str, name: &str, role: Role) -> (Browser, String) {
    let account = NewAccount { email: email.into(), name: name.into(), role, password: PASSWORD.into() };
    provision::create_user(&app.db, tenant, &account).await.unwrap();
    let mut browser = app.browser(tenant);
    assert_eq!(browser.login(email, PASSWORD).await.0, 200);
    let id = json_of(browser.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();
    (browser, id)
}

/// Monday of the week after next, 00:00 UTC: always in the future, always a working week.
fn next_monday() -> DateTime<Utc> {
    let mut day = (Utc::now() + Days::days(8)).date_naive();
    while day.weekday() != Weekday::Mon {
        day = day.succ_opt().unwrap();
    }
    Utc.from_utc_datetime(&day.and_time(NaiveTime::MIN))
}

fn iso(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// The `text/calendar` part of a mail, decoded (the server sends it as base64), and its method.
fn calendar_part(eml: &str) -> Option<(String, Calendar)> {
    let start = eml.find("Content-Type: text/calendar")?;
    let part = &eml[start..];
    let header_end = part.find("\r\n\r\n")?;
    let headers = &part[..header_end];
    let method = headers.split("method=").nth(1)?.split(|c: char| !c.is_ascii_alphabetic()).next()?.to_owned();
    let body = &part[header_end + 4..];
    let encoded: String = body.lines().take_while(|line| !line.starts_with("--") && !line.is_empty()).collect();
    let bytes = base64::engine::general_purpose::STANDARD.decode(encoded.trim()).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    assert!(text.lines().all(|line| line.len() <= 75), "folded lines:\n{text}");
    Some((method, text.parse().expect("the invitation parses")))
}

fn to_header(eml: &str) -> &str {
    eml.lines().find(|line| line.starts_with("To:")).unwrap_or_default()
}

#[tokio::test]
async fn an_interview_is_scheduled_in_free_slots_invited_by_mail_and_answered() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (bo, bo_id) = signed_in(&app, &tenant, "bo@example.com", "Bo Builder", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&rita).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "pt").await;
    let application_id = apply(&ana, vacancy, application(visa, team)).await;
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno Costa", "en").await;
    apply(&bruno, vacancy, application(visa, team)).await;

    // The tenant schedules in Berlin; an unknown zone is refused with a field code.
    let bad = assert_envelope(
        rita.put("/api/v1/admin/settings", json!({"timeZone": "Mars/Olympus"})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(bad["fields"]["timeZone"]["code"], "time_zone_unknown");
    assert_eq!(
        json_of(rita.put("/api/v1/admin/settings", json!({"timeZone": "Europe/Berlin"})).await, 200).await["timeZone"],
        "Europe/Berlin"
    );

    // Bo is busy on Monday morning (a personal appointment: others see that he is busy, not what).
    let monday = next_monday();
    let berlin: chrono_tz::Tz = "Europe/Berlin".parse().unwrap();
    let local = |hour: u32| {
        let wall = monday.date_naive().and_time(NaiveTime::from_hms_opt(hour, 0, 0).unwrap());
        berlin.from_local_datetime(&wall).unwrap().with_timezone(&Utc)
    };
    let private = json!({"title": "Dentist", "start": iso(local(9)), "end": iso(local(11)), "label": "personal"});
    let dentist = json_of(bo.post("/api/v1/calendar/events", private).await, 201).await;

    // Free slots for both over the week: 09–17 Berlin (UTC+1 in winter, UTC+2 in summer), none
    // while Bo is at the dentist.
    let slots = json_of(
        rita.get(&format!(
            "/api/v1/calendar/free-slots?attendees={rita_id},{bo_id}&from={}&to={}&duration=60",
            iso(monday),
            iso(monday + Days::days(7))
        ))
        .await,
        200,
    )
    .await;
    assert_eq!(slots["timeZone"], "Europe/Berlin");
    let starts: Vec<DateTime<Utc>> =
        slots["slots"].as_array().unwrap().iter().map(|s| s["start"].as_str().unwrap().parse().unwrap()).collect();
    assert_eq!(starts.len(), 5 * 15 - 4, "fifteen one-hour slots a day, Monday to Friday, less Bo's morning: {slots}");
    let first_local = starts[0].with_timezone(&berlin);
    assert_eq!((first_local.weekday(), first_local.format("%H:%M").to_string()), (Weekday::Mon, "11:00".to_owned()));
    assert!(
        starts
            .iter()
            .all(|s| (9..17).contains(&s.with_timezone(&berlin).format("%H").to_string().parse::<u32>().unwrap()))
    );
    assert_eq!(slots["busy"][0]["userId"], bo_id.as_str());
    let bad = assert_envelope(
        rita.get(&format!(
            "/api/v1/calendar/free-slots?attendees={rita_id}&from={}&to={}&duration=5&timeZone=Nowhere",
            iso(monday),
            iso(monday)
        ))
        .await,
        400,
        "validation_failed",
    )
    .await;
    for (field, code) in
        [("to", "event_range_invalid"), ("duration", "duration_invalid"), ("timeZone", "time_zone_unknown")]
    {
        assert_eq!(bad["fields"][field]["code"], code, "{bad}");
    }

    // Rita schedules the interview in the first free slot, with Bo.
    let slot = &slots["slots"][0];
    let interview = json!({
        "title": "Interview: Ana Silva", "start": slot["start"], "end": slot["end"], "label": "interview",
        "location": "https://meet.example.com/ana", "description": "Second round; bring your portfolio.",
        "attendees": [bo_id], "applicationId": application_id,
    });
    let event = json_of(rita.post("/api/v1/calendar/events", interview).await, 201).await;
    let event_id = event["id"].as_i64().unwrap();
    assert_eq!(event["application"]["applicantName"], "Ana Silva");
    assert_eq!(event["application"]["response"], "pending");
    assert_eq!(event["attendees"].as_array().unwrap().len(), 2);
    assert_eq!(event["sequence"], 0);
    // The application moved to `interview`, on its timeline.
    let detail = json_of(rita.get(&format!("/api/v1/admin/applications/{application_id}")).await, 200).await;
    assert_eq!(detail["status"], "interview");

    // A double booking needs a second, explicit yes.
    let clash = json!({"title": "Sync", "start": slot["start"], "end": slot["end"], "label": "meeting", "attendees": [rita_id]});
    let refused =
        assert_envelope(bo.post("/api/v1/calendar/events", clash.clone()).await, 409, "schedule_conflict").await;
    assert!(refused["fields"]["attendees"]["message"].as_str().unwrap().contains("Rita Recruiter"), "{refused}");
    let mut anyway = clash;
    anyway["allowConflicts"] = json!(true);
    let sync = json_of(bo.post("/api/v1/calendar/events", anyway).await, 201).await;

    // Ana and Bo get invitations in their languages, each with a REQUEST calendars can read.
    let sent = mail_files(&app.mail_dir, &tenant, 3).await;
    let invitation = sent
        .iter()
        .find(|m| to_header(m).contains("ana@example.com") && m.contains("text/calendar"))
        .expect("Ana is invited");
    let (method, calendar) = calendar_part(invitation).expect("a text/calendar part");
    assert_eq!(method, "REQUEST");
    assert_eq!(calendar.property_value("METHOD"), Some("REQUEST"));
    let vevent = calendar.events().next().unwrap();
    let uid = vevent.get_uid().unwrap().to_owned();
    assert!(uid.ends_with("@erecruit"));
    assert_eq!(vevent.get_sequence(), Some(0));
    assert_eq!(vevent.get_summary(), Some("Interview: Ana Silva"));
    let mut invited: Vec<String> = vevent.get_attendees().into_iter().map(|a| a.cal_address).collect();
    invited.sort();
    assert_eq!(invited, ["mailto:ana@example.com", "mailto:bo@example.com"]);
    assert!(invitation.contains("filename=\"invite.ics\""), "and as an attachment");
    assert!(sent.iter().any(|m| to_header(m).contains("bo@example.com") && calendar_part(m).is_some()));

    // Ana sees it on My Application and accepts; Bruno cannot see or answer it.
    let mine = json_of(ana.get("/api/v1/me/interviews").await, 200).await;
    assert_eq!(mine["data"][0]["id"], event_id);
    assert_eq!(mine["data"][0]["organizerName"], "Rita Recruiter");
    assert_eq!(json_of(bruno.get("/api/v1/me/interviews").await, 200).await["data"], json!([]));
    let respond = format!("/api/v1/me/interviews/{event_id}/respond");
    assert_envelope(bruno.post(&respond, json!({"response": "declined"})).await, 404, "not_found").await;
    let long = "x".repeat(1001);
    let bad = assert_envelope(
        ana.post(&respond, json!({"response": "accepted", "message": long})).await,
        400,
        "validation_failed",
    )
    .await;
    assert_eq!(bad["fields"]["message"]["code"], "interview_message_too_long");
    let answered =
        json_of(ana.post(&respond, json!({"response": "accepted", "message": "See you then"})).await, 200).await;
    assert_eq!(answered["response"], "accepted");

    // The organiser sees the answer on the calendar (and by mail); Bo's personal event stays his.
    let range = format!("/api/v1/calendar/events?from={}&to={}", iso(monday), iso(monday + Days::days(7)));
    let seen = json_of(rita.get(&range).await, 200).await;
    let titles: Vec<&str> = seen["data"].as_array().unwrap().iter().map(|e| e["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Interview: Ana Silva", "Sync"], "not Bo's dentist");
    assert_eq!(seen["data"][0]["applicationId"], application_id);
    let opened = json_of(rita.get(&format!("/api/v1/calendar/events/{event_id}")).await, 200).await;
    assert_eq!(opened["application"]["response"], "accepted");
    assert_eq!(opened["application"]["responseMessage"], "See you then");
    assert_envelope(rita.get(&format!("/api/v1/calendar/events/{}", dentist["id"])).await, 404, "not_found").await;
    let bo_sees = json_of(bo.get(&format!("{range}&label=personal")).await, 200).await;
    assert_eq!(bo_sees["data"][0]["id"], dentist["id"]);
    assert_envelope(
        rita.patch(&format!("/api/v1/calendar/events/{}", dentist["id"]), json!({"title": "x"})).await,
        404,
        "not_found",
    )
    .await;
    // Waited for by what it says: Bo's "Sync" invitation to Rita may come before or after it.
    let answered = |m: &String| to_header(m).contains("rita@example.com") && m.contains("Accepted");
    let answer_mail = mail_files_until(&app.mail_dir, &tenant, |mails| mails.iter().any(answered)).await;
    assert!(answer_mail.iter().any(answered));

    // Only the organiser (or an admin) changes it; moving it bumps the sequence and asks again.
    let path = format!("/api/v1/calendar/events/{event_id}");
    assert_envelope(bo.patch(&path, json!({"title": "Mine now"})).await, 403, "not_event_organizer").await;
    let later = |field: &str| iso(slot[field].as_str().unwrap().parse::<DateTime<Utc>>().unwrap() + Days::hours(2));
    let moved = json_of(
        rita.patch(&path, json!({"start": later("start"), "end": later("end"), "allowConflicts": true})).await,
        200,
    )
    .await;
    assert_eq!((moved["sequence"].as_i64(), moved["application"]["response"].as_str()), (Some(1), Some("pending")));
    let bad = assert_envelope(rita.patch(&path, json!({"end": iso(monday)})).await, 400, "validation_failed").await;
    assert_eq!(bad["fields"]["end"]["code"], "event_range_invalid");

    // Another tenant's staff find nothing, whatever the id.
    let other_tenant = create_tenant(&app.db).await;
    let (other, _) = signed_in(&app, &other_tenant, "olga@example.com", "Olga", Role::Admin).await;
    assert_envelope(other.patch(&path, json!({"title": "x"})).await, 404, "not_found").await;
    assert_eq!(json_of(other.get(&range).await, 200).await["data"], json!([]));
    assert_envelope(ana.get(&range).await, 403, "forbidden").await;

    // A range over a year is refused.
    let too_long = format!("/api/v1/calendar/events?from={}&to={}", iso(monday), iso(monday + Days::days(367)));
    let bad = assert_envelope(rita.get(&too_long).await, 400, "validation_failed").await;
    assert_eq!(bad["fields"]["to"]["code"], "range_too_long");

    // A private feed: the same UID, readable without a session; a new address retires the old.
    let feed = json_of(bo.post("/api/v1/me/calendar-feed", json!({})).await, 200).await;
    let url = feed["url"].as_str().unwrap().to_owned();
    let feed_path = &url[url.find("/api/v1/calendar/feed/").unwrap()..];
    let anonymous = reqwest::get(app.url(feed_path)).await.unwrap();
    assert_eq!(anonymous.status(), 200);
    assert!(anonymous.headers()["content-type"].to_str().unwrap().starts_with("text/calendar"));
    let text = anonymous.text().await.unwrap();
    let subscribed: Calendar = text.parse().unwrap();
    let uids: Vec<&str> = subscribed.events().filter_map(|e| e.get_uid()).collect();
    assert!(uids.contains(&uid.as_str()) && uids.len() == 3, "the interview, the sync, his dentist: {text}");
    assert!(!text.contains("mailto:"), "no addresses in a feed");
    assert_eq!(json_of(bo.get("/api/v1/me/calendar-feed").await, 200).await["url"], Value::Null);
    json_of(bo.post("/api/v1/me/calendar-feed", json!({})).await, 200).await;
    assert_eq!(reqwest::get(app.url(feed_path)).await.unwrap().status(), 404);

    // A personal event is one's own: nobody can be invited to it.
    let crowded = json!({"title": "Lunch", "start": iso(monday + Days::hours(11)), "end": iso(monday + Days::hours(12)), "label": "personal", "attendees": [bo_id]});
    let bad = assert_envelope(rita.post("/api/v1/calendar/events", crowded).await, 400, "validation_failed").await;
    assert_eq!(bad["fields"]["attendees"]["code"], "personal_event_attendees");

    // Taking Bo off the interview: he alone is told, with a CANCEL that names only him and does
    // not cancel the event (RFC 5546 §3.2.5); Ana gets the update.
    let without_bo = json_of(rita.patch(&path, json!({"attendees": []})).await, 200).await;
    assert_eq!(without_bo["sequence"], 2);
    let sent = mail_files(&app.mail_dir, &tenant, 10).await;
    let uninvited =
        sent.iter().rev().find(|m| to_header(m).contains("bo@example.com") && m.contains("text/calendar")).unwrap();
    let (method, calendar) = calendar_part(uninvited).expect("a cancellation part");
    assert_eq!(method, "CANCEL");
    let vevent = calendar.events().next().unwrap();
    assert_eq!((vevent.get_sequence(), vevent.get_status()), (Some(2), None));
    let named: Vec<String> = vevent.get_attendees().into_iter().map(|a| a.cal_address).collect();
    assert_eq!(named, ["mailto:bo@example.com"]);

    // Cancelling sends METHOD:CANCEL with the same UID to everyone invited.
    assert_eq!(rita.send(Method::DELETE, &path, None).await.status(), 204);
    assert_eq!(json_of(ana.get("/api/v1/me/interviews").await, 200).await["data"], json!([]));
    let all = mail_files(&app.mail_dir, &tenant, 11).await;
    let cancel =
        all.iter().rev().find(|m| to_header(m).contains("ana@example.com") && m.contains("text/calendar")).unwrap();
    let (method, calendar) = calendar_part(cancel).expect("a cancellation part");
    assert_eq!(method, "CANCEL");
    let cancelled = calendar.events().next().unwrap();
    assert_eq!((cancelled.get_uid(), cancelled.get_sequence()), (Some(uid.as_str()), Some(3)));
    assert_eq!(cancelled.get_status(), Some(EventStatus::Cancelled));
    assert_eq!(sync["label"], "meeting");
}

#[tokio::test]
async fn an_interview_across_the_clock_change_keeps_its_utc_times() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, _) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    json_of(rita.put("/api/v1/admin/settings", json!({"timeZone": "Europe/Berlin"})).await, 200).await;
    // 02:30 CEST to 03:30 CET on 25 October 2026: two hours, across the change.
    let body = json!({"title": "Night shift interview", "start": "2026-10-25T00:30:00Z", "end": "2026-10-25T02:30:00Z", "label": "meeting"});
    let event = json_of(rita.post("/api/v1/calendar/events", body).await, 201).await;
    assert_eq!(
        (event["start"].as_str(), event["end"].as_str()),
        (Some("2026-10-25T00:30:00Z"), Some("2026-10-25T02:30:00Z"))
    );
    let listed =
        json_of(rita.get("/api/v1/calendar/events?from=2026-10-25T00:00:00Z&to=2026-10-25T01:00:00Z").await, 200).await;
    assert_eq!(listed["data"][0]["id"], event["id"], "overlapping the range is enough");
    // All-day events are whole UTC dates, the end exclusive.
    let holiday = json!({"title": "Team day", "start": "2026-12-24T10:00:00Z", "end": "2026-12-24T12:00:00Z", "allDay": true, "label": "holiday"});
    let holiday = json_of(rita.post("/api/v1/calendar/events", holiday).await, 201).await;
    assert_eq!(
        (holiday["start"].as_str(), holiday["end"].as_str()),
        (Some("2026-12-24T00:00:00Z"), Some("2026-12-25T00:00:00Z"))
    );
    let too_long = json!({"title": "Sabbatical", "start": "2026-12-01T00:00:00Z", "end": "2027-02-01T00:00:00Z", "label": "personal"});
    let bad = assert_envelope(rita.post("/api/v1/calendar/events", too_long).await, 400, "validation_failed").await;
    assert_eq!(bad["fields"]["end"]["code"], "event_too_long");
}

#[tokio::test]
async fn a_month_one_replica_keeps_follows_changes_made_on_another() {
    let (a, b) = (spawn_app().await, spawn_app().await);
    let tenant = create_tenant(&a.db).await;
    let (rita_on_a, _) = signed_in(&a, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (bo_on_a, _) = signed_in(&a, &tenant, "bo@example.com", "Bo Builder", Role::Staff).await;
    let mut rita_on_b = b.browser(&tenant);
    rita_on_b.token = rita_on_a.token.clone();
    let mut bo_on_b = b.browser(&tenant);
    bo_on_b.token = bo_on_a.token.clone();
    let monday = next_monday();
    let range = format!("/api/v1/calendar/events?from={}&to={}", iso(monday), iso(monday + Days::days(31)));
    let titles = |list: &Value| -> Vec<(String, bool)> {
        list["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["title"].as_str().unwrap().to_owned(), e["canEdit"].as_bool().unwrap()))
            .collect()
    };
    let sync = json!({"title": "Sync", "start": iso(monday + Days::hours(9)), "end": iso(monday + Days::hours(10)), "label": "meeting"});
    let sync = json_of(bo_on_a.post("/api/v1/calendar/events", sync).await, 201).await;
    // B reads and keeps the month; each viewer gets their own canEdit and personal events.
    assert_eq!(titles(&json_of(rita_on_b.get(&range).await, 200).await), [("Sync".to_owned(), true)]);
    let own = json!({"title": "Dentist", "start": iso(monday + Days::hours(7)), "end": iso(monday + Days::hours(8)), "label": "personal"});
    json_of(bo_on_a.post("/api/v1/calendar/events", own).await, 201).await;
    assert_eq!(
        titles(&json_of(bo_on_b.get(&range).await, 200).await),
        [("Dentist".to_owned(), true), ("Sync".to_owned(), true)]
    );
    assert_eq!(titles(&json_of(rita_on_b.get(&range).await, 200).await), [("Sync".to_owned(), true)]);
    // A change on A is what B answers next.
    let path = format!("/api/v1/calendar/events/{}", sync["id"]);
    json_of(bo_on_a.patch(&path, json!({"title": "Hiring sync"})).await, 200).await;
    assert_eq!(titles(&json_of(rita_on_b.get(&range).await, 200).await), [("Hiring sync".to_owned(), true)]);
    let late = json!({"title": "Debrief", "start": iso(monday + Days::days(2)), "end": iso(monday + Days::days(2) + Days::hours(1)), "label": "meeting"});
    json_of(rita_on_a.post("/api/v1/calendar/events", late).await, 201).await;
    assert_eq!(
        titles(&json_of(bo_on_b.get(&range).await, 200).await),
        [("Dentist".to_owned(), true), ("Hiring sync".to_owned(), true), ("Debrief".to_owned(), false)]
    );
    assert_eq!(bo_on_a.send(Method::DELETE, &path, None).await.status(), 204);
    assert_eq!(titles(&json_of(rita_on_b.get(&range).await, 200).await), [("Debrief".to_owned(), true)]);
}

#[tokio::test]
async fn erasure_takes_the_applicants_name_out_of_interviews_and_cancels_the_organisers_events() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, _) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (bo, _) = signed_in(&app, &tenant, "bo@example.com", "Bo Builder", Role::Staff).await;
    let rita_id = json_of(rita.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();
    let (vacancy, visa, team) = open_vacancy(&rita).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let application_id = apply(&ana, vacancy, application(visa, team)).await;
    let monday = next_monday();
    let at = |hours: i64| iso(monday + Days::hours(hours));
    let interview = json!({"title": "Interview: Ana Silva", "start": at(9), "end": at(10), "label": "interview", "applicationId": application_id});
    let interview = json_of(rita.post("/api/v1/calendar/events", interview).await, 201).await;
    let meeting =
        json!({"title": "Bo's sync", "start": at(11), "end": at(12), "label": "meeting", "attendees": [rita_id]});
    json_of(bo.post("/api/v1/calendar/events", meeting).await, 201).await;
    let range = format!("/api/v1/calendar/events?from={}&to={}", iso(monday), iso(monday + Days::days(1)));
    assert_eq!(json_of(rita.get(&range).await, 200).await["data"].as_array().unwrap().len(), 2);

    // Ana erases her account: the interview stays for the team, without her name.
    let erase = |browser: &Browser| browser.send(Method::DELETE, "/api/v1/me", Some(json!({"password": PASSWORD})));
    assert_eq!(erase(&ana).await.status(), 204);
    let kept = json_of(rita.get(&format!("/api/v1/calendar/events/{}", interview["id"])).await, 200).await;
    assert_eq!(kept["title"], "Interview (erased applicant)");

    // Bo erases his: his meeting goes, and Rita is sent its cancellation.
    assert_eq!(erase(&bo).await.status(), 204);
    let left = json_of(rita.get(&range).await, 200).await;
    let titles: Vec<&str> = left["data"].as_array().unwrap().iter().map(|e| e["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Interview (erased applicant)"]);
    let sent = mail_files(&app.mail_dir, &tenant, 4).await;
    let cancel = sent.iter().find(|m| to_header(m).contains("rita@example.com") && m.contains("method=CANCEL"));
    let (method, calendar) = calendar_part(cancel.expect("Rita is told")).unwrap();
    assert_eq!(method, "CANCEL");
    assert_eq!(calendar.events().next().unwrap().get_summary(), Some("Bo's sync"));
}
