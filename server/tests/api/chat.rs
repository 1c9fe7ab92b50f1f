//! Live chat: two real servers on one database, a socket on each, and the rules of who may chat
//! with whom; tickets, origins and a database restart.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use erecruit_server::tenancy::TenantSlug;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::helpers::{
    TestApp, assert_envelope, connect, create_tenant, database_url, json_of, scalar_i64, spawn_app, spawn_app_with,
    test_config,
};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

async fn user_id(browser: &Browser) -> String {
    json_of(browser.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned()
}

async fn ticket(browser: &Browser) -> String {
    json_of(browser.post("/api/v1/chat/ticket", json!({})).await, 200).await["ticket"].as_str().unwrap().to_owned()
}

/// Opens a socket the way the web app does (tenant in the query), or says which status refused it.
async fn open(
    address: &str,
    tenant: &TenantSlug,
    ticket: &str,
    after: Option<i64>,
    origin: Option<&str>,
) -> Result<Socket, u16> {
    let ws = address.replacen("http://", "ws://", 1);
    let after = after.map(|id| format!("&after={id}")).unwrap_or_default();
    let mut request = format!("{ws}/api/v1/chat/ws?ticket={ticket}&tenantid={}{after}", tenant.as_str())
        .into_client_request()
        .unwrap();
    if let Some(origin) = origin {
        request.headers_mut().insert("origin", origin.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(request).await {
        Ok((socket, _)) => Ok(socket),
        Err(WsError::Http(response)) => Err(response.status().as_u16()),
        Err(other) => panic!("socket failed: {other}"),
    }
}

async fn socket_of(browser: &Browser, after: Option<i64>) -> Socket {
    open(&browser.address, &browser.tenant, &ticket(browser).await, after, None).await.expect("socket opens")
}

/// The next event of `kind` on the socket (others are skipped), within five seconds.
async fn next_event(socket: &mut Socket, kind: &str) -> Value {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let frame = tokio::time::timeout(left, socket.next())
            .await
            .unwrap_or_else(|_| panic!("no `{kind}` event within five seconds"));
        if let Some(Ok(Message::Text(text))) = frame {
            let event: Value = serde_json::from_str(&text).unwrap();
            if event["type"] == kind {
                return event;
            }
        } else if !matches!(frame, Some(Ok(Message::Ping(_) | Message::Pong(_)))) {
            panic!("the socket ended while waiting for `{kind}`: {frame:?}");
        }
    }
}

/// The `message` event of message `id` (earlier ones are skipped).
async fn message_event(socket: &mut Socket, id: &Value) -> Value {
    loop {
        let event = next_event(socket, "message").await;
        if &event["message"]["id"] == id {
            return event;
        }
    }
}

/// The same browser's session, talking to another replica.
fn on(app: &TestApp, browser: &Browser) -> Browser {
    let mut other = app.browser(&browser.tenant);
    other.token = browser.token.clone();
    other
}

async fn send(browser: &Browser, to: &str, body: Value) -> reqwest::Response {
    browser.post(&format!("/api/v1/chat/chats/{to}/messages"), body).await
}

#[tokio::test]
async fn a_recruiter_and_an_applicant_chat_live_across_two_replicas() {
    let (a, b) = (spawn_app().await, spawn_app().await);
    let tenant = create_tenant(&a.db).await;
    let recruiter = a.signed_in_admin(&tenant, "rita@example.com").await;
    let (vacancy, visa, team) = open_vacancy(&recruiter).await;
    let ana_on_a = applicant(&a, &tenant, "ana@example.com", "Ana Silva", "pt").await;
    apply(&ana_on_a, vacancy, application(visa, team)).await;
    let bruno = applicant(&a, &tenant, "bruno@example.com", "Bruno Costa", "en").await;
    apply(&bruno, vacancy, application(visa, team)).await;
    let ana = on(&b, &ana_on_a);
    let (rita_id, ana_id) = (user_id(&recruiter).await, user_id(&ana).await);

    // Staff see applicants who applied (search by name, any case); Ana sees nobody yet and may not
    // write first; applicants never chat with each other.
    let found = json_of(recruiter.get("/api/v1/chat/contacts?q=ANA").await, 200).await;
    assert_eq!(found.as_array().unwrap().len(), 1, "{found}");
    assert_eq!((found[0]["id"].as_str(), found[0]["displayName"].as_str()), (Some(ana_id.as_str()), Some("Ana Silva")));
    assert_eq!(found[0]["status"], "offline");
    assert_eq!(json_of(ana.get("/api/v1/chat/contacts").await, 200).await, json!([]));
    assert_envelope(send(&ana, &rita_id, json!({"message": "Hi"})).await, 404, "not_found").await;
    assert_envelope(send(&bruno, &ana_id, json!({"message": "Hi"})).await, 404, "not_found").await;

    // A socket on each replica; the recruiter sees Ana come online.
    let mut rita_socket = socket_of(&recruiter, None).await;
    let mut ana_socket = socket_of(&ana, None).await;
    let online = next_event(&mut rita_socket, "presence").await;
    assert_eq!((online["contactId"].as_str(), online["status"].as_str()), (Some(ana_id.as_str()), Some("online")));

    // The recruiter writes on replica A; Ana's socket on B has it at once, from her side.
    let sent = json_of(
        send(&recruiter, &ana_id, json!({"message": "  Can you come on Monday?  ", "isPinned": true})).await,
        201,
    )
    .await;
    assert_eq!((sent["message"].as_str(), sent["isSent"].as_bool()), (Some("Can you come on Monday?"), Some(true)));
    let got = next_event(&mut ana_socket, "message").await["message"].clone();
    assert_eq!(got["id"], sent["id"]);
    assert_eq!(
        (got["contactId"].as_str(), got["isSent"].as_bool(), got["isSeen"].as_bool()),
        (Some(rita_id.as_str()), Some(false), Some(false))
    );
    assert_eq!(next_event(&mut rita_socket, "message").await["message"]["isSent"], true);

    // Each side has the chat: pinned as the sender asked, unseen for Ana.
    let rita_chats = json_of(recruiter.get("/api/v1/chat/chats").await, 200).await;
    assert_eq!((rita_chats[0]["isPinned"].as_bool(), rita_chats[0]["unseenCount"].as_i64()), (Some(true), Some(0)));
    let ana_chats = json_of(ana.get("/api/v1/chat/chats").await, 200).await;
    assert_eq!(ana_chats[0]["contact"]["id"], rita_id.as_str());
    assert_eq!(ana_chats[0]["contact"]["kind"], "recruiter");
    assert_eq!((ana_chats[0]["isPinned"].as_bool(), ana_chats[0]["unseenCount"].as_i64()), (Some(false), Some(1)));
    assert_eq!(ana_chats[0]["lastMessage"]["message"], "Can you come on Monday?");

    // Now Ana may answer; her typing and her reading reach the recruiter live.
    ana_socket.send(Message::text(json!({"type": "typing", "contactId": rita_id}).to_string())).await.unwrap();
    assert_eq!(next_event(&mut rita_socket, "typing").await["contactId"], ana_id.as_str());
    assert_eq!(
        json_of(ana.post(&format!("/api/v1/chat/chats/{rita_id}/seen"), json!({})).await, 204).await,
        Value::Null
    );
    let seen = next_event(&mut rita_socket, "seen").await;
    assert_eq!(
        (seen["contactId"].as_str(), seen["upTo"].as_i64(), seen["byMe"].as_bool()),
        (Some(ana_id.as_str()), sent["id"].as_i64(), Some(false))
    );
    assert_eq!(json_of(ana.get("/api/v1/chat/chats").await, 200).await[0]["unseenCount"], 0);
    let reply = json_of(send(&ana, &rita_id, json!({"message": "Yes, at ten."})).await, 201).await;
    assert_eq!(next_event(&mut rita_socket, "message").await["message"]["id"], reply["id"]);
    let history = json_of(recruiter.get(&format!("/api/v1/chat/chats/{ana_id}/messages")).await, 200).await;
    let texts: Vec<(&str, bool, bool)> = history["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["message"].as_str().unwrap(), m["isSent"].as_bool().unwrap(), m["isSeen"].as_bool().unwrap()))
        .collect();
    assert_eq!(texts, [("Can you come on Monday?", true, true), ("Yes, at ten.", false, false)]);
    assert_eq!(history["hasMore"], false);
    let older = json_of(
        recruiter.get(&format!("/api/v1/chat/chats/{ana_id}/messages?before={}&limit=1", reply["id"])).await,
        200,
    )
    .await;
    assert_eq!((older["data"].as_array().unwrap().len(), older["hasMore"].as_bool()), (1, Some(false)));

    // Ids are taken at insert but committed in any order: a message whose lower id commits after
    // a later one still reaches the socket (here the id is reserved, a later message sent, then the
    // reserved one stored and announced as the server would).
    let schema = tenant.schema_name().quoted();
    let url = database_url();
    let reserved =
        scalar_i64(&url, &format!("SELECT nextval(pg_get_serial_sequence('{schema}.chat_messages', 'id'))"), vec![])
            .await;
    let later = json_of(send(&recruiter, &ana_id, json!({"message": "Later id, committed first"})).await, 201).await;
    message_event(&mut ana_socket, &later["id"]).await;
    let stored = scalar_i64(
        &url,
        &format!(
            "WITH m AS (INSERT INTO {schema}.chat_messages (id, sender_id, recipient_id, body) OVERRIDING SYSTEM VALUE
               VALUES ($1, $2::uuid, $3::uuid, 'Earlier id, committed later') RETURNING id)
             SELECT count(pg_notify('erecruit_chat', 'm:{}:' || id || ':{rita_id}:{ana_id}')) FROM m",
            tenant.as_str()
        ),
        vec![reserved.into(), rita_id.clone().into(), ana_id.clone().into()],
    )
    .await;
    assert_eq!(stored, 1);
    let late = message_event(&mut ana_socket, &json!(reserved)).await;
    assert_eq!(late["message"]["message"], "Earlier id, committed later");

    // Ana chooses "away": the recruiter sees it; when her socket closes she is offline.
    let status =
        json_of(ana.put("/api/v1/me/status", json!({"status": "away", "about": "Job hunting"})).await, 200).await;
    assert_eq!(status, json!({"status": "away", "about": "Job hunting"}));
    assert_eq!(next_event(&mut rita_socket, "presence").await["status"], "away");
    let listed = json_of(recruiter.get("/api/v1/chat/chats").await, 200).await;
    assert_eq!(
        (listed[0]["contact"]["status"].as_str(), listed[0]["contact"]["about"].as_str()),
        (Some("away"), Some("Job hunting"))
    );
    ana_socket.close(None).await.unwrap();
    assert_eq!(next_event(&mut rita_socket, "presence").await["status"], "offline");

    // Back on replica A with the id she last had, Ana is given what came since, once.
    let missed = json_of(send(&recruiter, &ana_id, json!({"message": "See you then."})).await, 201).await;
    let mut again = socket_of(&ana_on_a, later["id"].as_i64()).await;
    // The resync looks back a little (a late commit may hide behind the mark): the client drops
    // what it has by id; what matters is that the missed one comes, and once.
    let mut resynced = Vec::new();
    while resynced.last() != Some(&missed["id"]) {
        resynced.push(next_event(&mut again, "message").await["message"]["id"].clone());
    }
    assert!(resynced.contains(&json!(reserved)), "the late commit is resent: {resynced:?}");
    let mut unique = resynced.clone();
    unique.dedup();
    assert_eq!(unique, resynced, "nothing twice");

    // Pinning, bad input, and another tenant's people.
    assert_eq!(ana.put(&format!("/api/v1/chat/chats/{rita_id}/pinned"), json!({"isPinned": true})).await.status(), 204);
    assert_eq!(json_of(ana.get("/api/v1/chat/chats").await, 200).await[0]["isPinned"], true);
    let empty =
        assert_envelope(send(&recruiter, &ana_id, json!({"message": "   "})).await, 400, "validation_failed").await;
    assert_eq!(empty["fields"]["message"]["code"], "chat_message_required");
    let long = "x".repeat(2001);
    assert_envelope(send(&recruiter, &ana_id, json!({"message": long})).await, 400, "validation_failed").await;
    assert_envelope(ana.put("/api/v1/me/status", json!({"status": "busy"})).await, 400, "invalid_body").await;
    let elsewhere = create_tenant(&a.db).await;
    let stranger = a.signed_in_admin(&elsewhere, "sam@example.com").await;
    assert_envelope(send(&stranger, &ana_id, json!({"message": "Hi"})).await, 404, "not_found").await;
    assert_envelope(stranger.get(&format!("/api/v1/chat/chats/{ana_id}/messages")).await, 404, "not_found").await;
    assert_eq!(json_of(bruno.get("/api/v1/chat/chats").await, 200).await, json!([]));

    // Sending faster than anyone types is refused for a while.
    let mut refused = None;
    for n in 0..25 {
        let response = send(&recruiter, &ana_id, json!({"message": format!("n{n}")})).await;
        if response.status() == 429 {
            refused = Some(assert_envelope(response, 429, "chat_rate_limited").await);
            break;
        }
    }
    assert!(refused.is_some(), "twenty-five messages at once were all accepted");
}

#[tokio::test]
async fn a_socket_opens_only_with_a_fresh_ticket_of_its_tenant_from_its_own_site() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let admin = app.signed_in_admin(&tenant, "rita@example.com").await;
    let other_tenant = create_tenant(&app.db).await;

    // Used once; not twice.
    let used = ticket(&admin).await;
    let _socket = open(&app.address, &tenant, &used, None, Some(&app.address)).await.expect("own origin is fine");
    assert_eq!(open(&app.address, &tenant, &used, None, None).await.err(), Some(401));
    // Another site's page may not open one, even with a good ticket (which stays unused).
    let fresh = ticket(&admin).await;
    assert_eq!(open(&app.address, &tenant, &fresh, None, Some("https://evil.example")).await.err(), Some(403));
    // Another tenant's name with this tenant's ticket finds nothing.
    assert_eq!(open(&app.address, &other_tenant, &fresh, None, None).await.err(), Some(401));
    // Expired.
    let late = ticket(&admin).await;
    let schema = tenant.schema_name().quoted();
    let aged = scalar_i64(
        &database_url(),
        &format!("WITH t AS (UPDATE {schema}.chat_tickets SET expires_at = now() - interval '1 second' RETURNING 1) SELECT count(*) FROM t"),
        vec![],
    )
    .await;
    assert!(aged >= 1);
    assert_eq!(open(&app.address, &tenant, &late, None, None).await.err(), Some(401));
    // A ticket is needed at all, and the socket wants an upgrade.
    let response = app.get(&format!("/api/v1/chat/ws?ticket=nope&tenantid={}", tenant.as_str()), None).await;
    assert_envelope(response, 401, "invalid_ticket").await;
}

/// A private PostgreSQL cluster in a fresh temporary directory, run by the repository's database
/// script; dropping it stops the cluster and removes the directory, even when the test fails.
struct PrivateCluster {
    dir: PathBuf,
}

impl PrivateCluster {
    fn new() -> Self {
        Self { dir: std::env::temp_dir().join(format!("erecruit-chat-restart-{}", uuid::Uuid::new_v4().simple())) }
    }

    /// Runs `db.sh <action>` against this cluster.
    fn script(&self, action: &str) -> std::io::Result<std::process::Output> {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scripts/db.sh");
        std::process::Command::new("bash").arg(script).arg(action).env("DB_DIR", &self.dir).output()
    }

    /// Runs `db.sh <action>`, which must succeed, and returns the last line it printed.
    fn run(&self, action: &str) -> String {
        let output = self.script(action).expect("db.sh runs");
        assert!(output.status.success(), "db.sh {action}: {}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8_lossy(&output.stdout).lines().last().unwrap_or_default().to_owned()
    }
}

impl Drop for PrivateCluster {
    fn drop(&mut self) {
        // Best effort: a cluster already stopped, or never started, is fine.
        let _ = self.script("stop");
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[tokio::test]
async fn a_database_restart_mid_conversation_loses_nothing() {
    let cluster = PrivateCluster::new();
    let url = cluster.run("start").trim_start_matches("DATABASE_URL=").to_owned();
    let (a, b) = (spawn_app_with(test_config(&url)).await, spawn_app_with(test_config(&url)).await);
    let tenant = create_tenant(&connect(&url).await).await;
    let recruiter = a.signed_in_admin(&tenant, "rita@example.com").await;
    let colleague_on_a = a.signed_in_admin(&tenant, "carl@example.com").await;
    let colleague = on(&b, &colleague_on_a);
    let carl = user_id(&colleague).await;
    let mut socket = socket_of(&colleague, None).await;
    let first = json_of(send(&recruiter, &carl, json!({"message": "before"})).await, 201).await;
    assert_eq!(next_event(&mut socket, "message").await["message"]["id"], first["id"]);

    cluster.run("stop");
    cluster.run("start");
    // The recruiter's next message is stored as soon as the database is back; Carl's socket (on
    // the other replica, never closed) is given it whether its listener heard the NOTIFY or caught up.
    let deadline = Instant::now() + Duration::from_secs(20);
    let second = loop {
        let response = send(&recruiter, &carl, json!({"message": "after"})).await;
        if response.status() == 201 {
            break response.json::<Value>().await.unwrap();
        }
        assert!(Instant::now() < deadline, "the server did not recover: {}", response.status());
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    let got = loop {
        let frame = tokio::time::timeout(deadline.saturating_duration_since(Instant::now()), socket.next())
            .await
            .expect("the message after the restart arrives");
        if let Some(Ok(Message::Text(text))) = frame {
            let event: Value = serde_json::from_str(&text).unwrap();
            if event["type"] == "message" {
                break event;
            }
        }
    };
    assert_eq!(got["message"]["id"], second["id"], "nothing lost, nothing twice");
    assert_eq!(got["message"]["message"], "after");
}

/// The reason the socket closes with, within five seconds (other frames are skipped).
async fn closed_with(socket: &mut Socket) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, socket.next()).await.expect("the socket closes within five seconds") {
            Some(Ok(Message::Close(frame))) => return frame.map(|f| f.reason.to_string()).unwrap_or_default(),
            Some(Ok(_)) => {}
            other => panic!("the socket ended without a close frame: {other:?}"),
        }
    }
}

#[tokio::test]
async fn chat_sockets_close_on_every_replica_when_their_session_ends_or_locks() {
    let (a, b) = (spawn_app().await, spawn_app().await);
    let tenant = create_tenant(&a.db).await;
    let admin = a.signed_in_admin(&tenant, "boss@example.com").await;
    let rita_on_a = a.signed_in_as(&tenant, "rita@example.com", erecruit_server::auth::domain::Role::Staff).await;
    let rita = on(&b, &rita_on_a);
    let rita_id = user_id(&rita).await;

    // The lock screen on replica A closes her socket on replica B at once.
    let mut socket = socket_of(&rita, None).await;
    assert_eq!(rita_on_a.post("/api/authenticate/lock", json!({})).await.status(), 204);
    assert_eq!(closed_with(&mut socket).await, "session ended");

    // Ending her other sessions from a second sign-in closes the first one's socket.
    let mut first = a.browser(&tenant);
    first.login("rita@example.com", crate::browser::PASSWORD).await;
    let mut second = a.browser(&tenant);
    second.login("rita@example.com", crate::browser::PASSWORD).await;
    let mut first_socket = socket_of(&on(&b, &first), None).await;
    let mut second_socket = socket_of(&second, None).await;
    assert_eq!(json_of(second.send(reqwest::Method::DELETE, "/api/v1/me/sessions", None).await, 200).await["ended"], 2);
    assert_eq!(closed_with(&mut first_socket).await, "session ended");

    // A role change closes her sockets (they reopen with what she may now do), and signing out
    // closes the socket of that session.
    let change = json!({"role": "admin"});
    assert_eq!(admin.patch(&format!("/api/v1/admin/users/{rita_id}"), change).await.status(), 200);
    assert_eq!(closed_with(&mut second_socket).await, "reconnect to resync");
    let mut socket = socket_of(&on(&b, &second), None).await;
    assert_eq!(second.post("/api/authenticate/logout", json!({})).await.status(), 204);
    assert_eq!(closed_with(&mut socket).await, "session ended");
}
