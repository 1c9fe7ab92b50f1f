//! The joins that now come from declared sea-orm relations (docs/data-access.md, "Joins follow declared relations")
//! read what the hand-written joins they replaced read. Each test fills a tenant through the API,
//! then asks the repo function whose statement now joins through a relation and, on the same
//! transaction, the replaced join written out as SQL text, and expects the same rows.

use std::time::Duration;

use erecruit_server::auth::domain::Role;
use erecruit_server::messages::domain::{MessageFolder, MessageView};
use erecruit_server::tenancy::{TenantSlug, TenantTx, active_tenants};
use reqwest::Method;
use sea_orm::{ConnectionTrait, DbBackend, QueryResult, Statement, Value as SqlValue};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::browser::Browser;
use crate::calendar::signed_in;
use crate::helpers::{TestApp, create_tenant, json_of, spawn_app};

/// A unit of work on the tenant's schema, as a request's extractor opens one.
#[allow(clippy::disallowed_methods)] // the test reads the tenant's tables as a request would
async fn unit(app: &TestApp, tenant: &TenantSlug) -> TenantTx {
    let tenant = active_tenants(&app.db).await.unwrap().into_iter().find(|t| t.slug == *tenant).unwrap();
    TenantTx::begin(&app.db, tenant).await.unwrap()
}

/// The rows of a hand-written statement, on the tenant's schema.
async fn rows(tx: &TenantTx, sql: &str, values: Vec<SqlValue>) -> Vec<QueryResult> {
    tx.query_all_raw(Statement::from_sql_and_values(DbBackend::Postgres, sql, values)).await.unwrap()
}

/// Sends a message; its id.
async fn write(from: &Browser, body: Value) -> i64 {
    json_of(from.post("/api/v1/mail", body).await, 201).await["id"].as_i64().unwrap()
}

/// Invites `email` as staff; the invitation's id.
async fn invite(by: &Browser, email: &str) -> String {
    let sent = by.post("/api/v1/admin/invitations", json!({"email": email, "role": "staff"})).await;
    json_of(sent, 201).await["id"].as_str().unwrap().to_owned()
}

fn uuid(id: &str) -> Uuid {
    id.parse().unwrap()
}

fn uuids(rows: &[QueryResult]) -> Vec<Uuid> {
    rows.iter().map(|row| row.try_get("", "id").unwrap()).collect()
}

// The replaced joins: `mail_copies` to `mail_messages` (lists, a thread, one message, the
// search's count), `mail_attachments` to `files`, `mail_messages` to `mail_threads` (an
// application's recruiters) and `mail_messages` to `mail_copies` (whom an applicant may write to).

const LIST: &str = "SELECT c.message_id AS id, m.thread_id, m.subject,
        (SELECT count(*) FROM mail_attachments a WHERE a.message_id = c.message_id) AS attachment_count
     FROM mail_copies c INNER JOIN mail_messages m ON m.id = c.message_id
     WHERE c.user_id = $1 AND c.folder = $2
     ORDER BY c.sent_at DESC, c.message_id DESC";

const SEARCH: &str = "SELECT c.message_id AS id
     FROM mail_copies c INNER JOIN mail_messages m ON m.id = c.message_id
     WHERE c.user_id = $1 AND c.folder NOT IN ('trash', 'spam') AND m.search @@ to_tsquery('shared.words', $2)
     ORDER BY c.sent_at DESC, c.message_id DESC";

const THREAD: &str = "SELECT c.message_id AS id, m.body
     FROM mail_copies c INNER JOIN mail_messages m ON m.id = c.message_id
     WHERE c.user_id = $1 AND m.thread_id = (SELECT thread_id FROM mail_messages WHERE id = $2)
       AND (NOT m.is_draft OR m.id = $2)
     ORDER BY m.sent_at, m.id";

const MESSAGE: &str = "SELECT c.message_id AS id, m.body, c.folder
     FROM mail_copies c INNER JOIN mail_messages m ON m.id = c.message_id
     WHERE c.user_id = $1 AND c.message_id = $2";

const ATTACHMENTS: &str = "SELECT a.message_id, f.id
     FROM files f INNER JOIN mail_attachments a ON a.file_id = f.id
     WHERE a.message_id = ANY($1) ORDER BY a.message_id, a.position";

const RECRUITERS: &str = "SELECT u.id FROM users u
     WHERE u.role IN ('staff', 'admin') AND u.status = 'active'
       AND (u.id IN (SELECT m.sender_user_id FROM mail_messages m INNER JOIN mail_threads t ON t.id = m.thread_id
                     WHERE t.application_id = $1 AND NOT m.is_draft)
            OR u.id IN (SELECT actor_user_id FROM application_events WHERE application_id = $1))
     ORDER BY u.id";

const WROTE_TO: &str = "SELECT m.sender_user_id FROM mail_messages m INNER JOIN mail_copies c ON c.message_id = m.id
     WHERE c.user_id = $1";

#[tokio::test]
async fn relations_read_the_messages_as_the_hand_written_joins_did() {
    use erecruit_server::messages::repo::{self, ListFilter};

    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, rita_id) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (cleo, cleo_id) = signed_in(&app, &tenant, "cleo@example.com", "Cleo Colleague", Role::Staff).await;
    let (_dave, dave_id) = signed_in(&app, &tenant, "dave@example.com", "Dave Quiet", Role::Staff).await;
    let (vacancy, visa, team) = open_vacancy(&rita).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana Silva", "en").await;
    let ana_application = apply(&ana, vacancy, application(visa, team)).await;
    let ana_id = json_of(ana.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno Costa", "en").await;
    let bruno_application = apply(&bruno, vacancy, application(visa, team)).await;
    let bruno_id = json_of(bruno.get("/api/v1/me").await, 200).await["id"].as_str().unwrap().to_owned();

    // Rita writes to Ana about her application; Ana replies with an attachment and Rita answers;
    // Cleo writes to Ana about it too; Rita writes to Bruno about his.
    let first = write(
        &rita,
        json!({"to": [ana_id], "subject": "Your interview", "body": "Could you come on Monday?",
               "applicationId": ana_application}),
    )
    .await;
    let pdf = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n".to_vec();
    let upload = ana.send_bytes(Method::POST, "/api/v1/mail/attachments", pdf, &[("x-file-name", "cv.pdf")]).await;
    let file = json_of(upload, 201).await;
    let reply = ana
        .post(&format!("/api/v1/mail/{first}/reply"), json!({"body": "Monday works.", "attachmentIds": [file["id"]]}))
        .await;
    let reply = json_of(reply, 201).await["id"].as_i64().unwrap();
    let answer = rita.post(&format!("/api/v1/mail/{reply}/reply"), json!({"body": "See you then."})).await;
    assert_eq!(answer.status(), 201);
    write(
        &cleo,
        json!({"to": [ana_id], "subject": "Documents", "body": "Please bring your diploma.",
               "applicationId": ana_application}),
    )
    .await;
    write(
        &rita,
        json!({"to": [bruno_id], "subject": "Thanks", "body": "We will be in touch.",
               "applicationId": bruno_application}),
    )
    .await;

    let tx = unit(&app, &tenant).await;
    let (ana_id, rita_id, cleo_id, dave_id) = (uuid(&ana_id), uuid(&rita_id), uuid(&cleo_id), uuid(&dave_id));

    // Lists: each folder's page and total.
    let mut every_message = Vec::new();
    for (user, folder) in [
        (ana_id, MessageFolder::Inbox),
        (ana_id, MessageFolder::Sent),
        (rita_id, MessageFolder::Inbox),
        (rita_id, MessageFolder::Sent),
    ] {
        let filter = ListFilter { view: MessageView::Folder(folder), query: None, limit: 50, offset: 0 };
        let (page, total) = repo::list(&tx, user, &filter).await.unwrap();
        let listed: Vec<(i64, i64, String, i64)> = page
            .iter()
            .map(|row| (row.head.id, row.head.thread_id, row.head.subject.clone(), row.attachment_count))
            .collect();
        let old = rows(&tx, LIST, vec![user.into(), folder.into()]).await;
        let joined: Vec<(i64, i64, String, i64)> = old
            .iter()
            .map(|row| {
                let get_i64 = |name| row.try_get::<i64>("", name).unwrap();
                (get_i64("id"), get_i64("thread_id"), row.try_get("", "subject").unwrap(), get_i64("attachment_count"))
            })
            .collect();
        assert!(!joined.is_empty(), "{user} has mail in {folder:?}");
        assert_eq!(listed, joined, "{user}'s {folder:?}");
        assert_eq!(total.count, joined.len() as u64, "{user}'s {folder:?} total");
        every_message.extend(joined.iter().map(|row| row.0));
    }

    // A search: its page and the count that joins the messages for their words.
    let filter = ListFilter { view: MessageView::Kept, query: Some("monday"), limit: 50, offset: 0 };
    let (page, total) = repo::list(&tx, rita_id, &filter).await.unwrap();
    let old: Vec<i64> = rows(&tx, SEARCH, vec![rita_id.into(), "monday:*".into()])
        .await
        .iter()
        .map(|r| r.try_get("", "id").unwrap())
        .collect();
    assert!(!old.is_empty(), "Rita's question and Ana's answer");
    assert_eq!(page.iter().map(|row| row.head.id).collect::<Vec<_>>(), old);
    assert_eq!(total.count, old.len() as u64);

    // A thread, and one message.
    for (user, message) in [(rita_id, reply), (ana_id, first), (cleo_id, first)] {
        let thread: Vec<(i64, String)> =
            repo::thread_of(&tx, user, message).await.unwrap().into_iter().map(|row| (row.head.id, row.body)).collect();
        let old: Vec<(i64, String)> = rows(&tx, THREAD, vec![user.into(), message.into()])
            .await
            .iter()
            .map(|row| (row.try_get("", "id").unwrap(), row.try_get("", "body").unwrap()))
            .collect();
        // `thread_of` answers nothing to who has no copy of the message itself (Cleo).
        let expected = if old.iter().any(|(id, _)| *id == message) { old } else { Vec::new() };
        assert_eq!(thread, expected, "{user}'s thread of {message}");
        let one = repo::message(&tx, user, message).await.unwrap().map(|row| (row.head.id, row.body, row.copy.folder));
        let old = rows(&tx, MESSAGE, vec![user.into(), message.into()]).await.first().map(|row| {
            (row.try_get("", "id").unwrap(), row.try_get("", "body").unwrap(), row.try_get("", "folder").unwrap())
        });
        assert_eq!(one, old, "{user}'s message {message}");
    }
    assert_eq!(repo::thread_of(&tx, rita_id, reply).await.unwrap().len(), 3);

    // The files attached to the listed messages.
    every_message.sort_unstable();
    every_message.dedup();
    let attached: Vec<(i64, Uuid)> = repo::attachments_of(&tx, every_message.clone())
        .await
        .unwrap()
        .into_iter()
        .map(|(message, file)| (message, file.id))
        .collect();
    let old: Vec<(i64, Uuid)> = rows(&tx, ATTACHMENTS, vec![every_message.into()])
        .await
        .iter()
        .map(|row| (row.try_get("", "message_id").unwrap(), row.try_get("", "id").unwrap()))
        .collect();
    assert_eq!(attached, old);
    assert_eq!(attached, vec![(reply, uuid(file["id"].as_str().unwrap()))]);

    // Whom Ana's question about her application goes to: who wrote in its threads (Rita, Cleo).
    let recruiters: Vec<Uuid> =
        repo::recruiters_of(&tx, ana_application).await.unwrap().into_iter().map(|user| user.id).collect();
    let old = uuids(&rows(&tx, RECRUITERS, vec![ana_application.into()]).await);
    assert_eq!(recruiters, old);
    let mut expected = vec![rita_id, cleo_id];
    expected.sort_unstable();
    assert_eq!(recruiters, expected);

    // Whom Ana may write to: the active recruiters who wrote to her, by name.
    let contacts: Vec<Uuid> =
        repo::applicant_contacts(&tx, ana_id, None, 50).await.unwrap().into_iter().map(|user| user.id).collect();
    let sql = format!(
        "SELECT u.id FROM users u WHERE u.role IN ('staff', 'admin') AND u.status = 'active'
           AND u.id IN ({WROTE_TO}) AND u.id <> $1 ORDER BY u.name, u.id"
    );
    let old = uuids(&rows(&tx, &sql, vec![ana_id.into()]).await);
    assert_eq!(contacts, old);
    assert_eq!(contacts, vec![cleo_id, rita_id]);
    assert!(!contacts.contains(&dave_id));

    // Whom Ana may chat with, which reads who wrote to her by mail the same way.
    let me = erecruit_server::auth::users::find_by_id(&tx, ana_id).await.unwrap().unwrap();
    let chat: Vec<Uuid> = erecruit_server::chat::repo::contacts(&tx, &me, None, 50)
        .await
        .unwrap()
        .into_iter()
        .map(|contact| contact.id)
        .collect();
    let sql = format!(
        "SELECT u.id FROM users u WHERE u.id <> $1 AND u.role IN ('staff', 'admin') AND u.status = 'active'
           AND (u.id IN (SELECT sender_id FROM chat_messages WHERE recipient_id = $1)
                OR u.id IN ({WROTE_TO})
                OR u.id IN (SELECT e.actor_user_id FROM application_events e
                            INNER JOIN applications ap ON ap.id = e.application_id
                            INNER JOIN persons p ON p.id = ap.person_id WHERE p.user_id = $1))
         ORDER BY u.name, u.id"
    );
    let old = uuids(&rows(&tx, &sql, vec![ana_id.into()]).await);
    assert_eq!(chat, old);
    assert_eq!(chat, vec![cleo_id, rita_id]);
    let listed = json_of(ana.get("/api/v1/chat/contacts").await, 200).await;
    let listed: Vec<Uuid> = listed.as_array().unwrap().iter().map(|c| uuid(c["id"].as_str().unwrap())).collect();
    assert_eq!(listed, old, "the API answers the same");
}

#[tokio::test]
async fn relations_count_the_tasks_per_tag_as_the_hand_written_join_did() {
    use erecruit_server::tasks::repo::{self, Assignee};

    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (rita, _) = signed_in(&app, &tenant, "rita@example.com", "Rita Recruiter", Role::Admin).await;
    let (_bo, bo_id) = signed_in(&app, &tenant, "bo@example.com", "Bo Builder", Role::Staff).await;
    let create = |body: Value| {
        let created = rita.post("/api/v1/tasks", body);
        async move { json_of(created.await, 201).await["id"].as_i64().unwrap() }
    };
    create(json!({"title": "Make the offer", "tags": ["offer", "interview"]})).await;
    create(json!({"title": "Find people", "tags": ["sourcing", "interview"], "assigneeId": bo_id})).await;
    create(json!({"title": "No tags", "assigneeId": bo_id})).await;
    let trashed = create(json!({"title": "Old screening", "tags": ["screening"], "assigneeId": bo_id})).await;
    assert_eq!(rita.post(&format!("/api/v1/tasks/{trashed}/trash"), json!({})).await.status(), 200);
    json_of(rita.post("/api/v1/admin/task-tags", json!({"name": "urgent"})).await, 201).await;

    let tx = unit(&app, &tenant).await;
    let today = chrono::Utc::now().date_naive();
    let bo_id = uuid(&bo_id);
    for (assignee, mine) in [(Assignee::Anyone, ""), (Assignee::Only(bo_id), "AND t.assignee_id = $1")] {
        let (_, per_tag) = repo::counts(&tx, assignee, sea_orm::Condition::all(), today).await.unwrap();
        let sql = format!(
            "SELECT tg.name, coalesce(used.count, 0) AS count FROM task_tags tg
             LEFT JOIN (SELECT l.tag_id, count(*) AS count
                        FROM tasks t INNER JOIN task_tag_links l ON l.task_id = t.id
                        WHERE NOT t.is_trashed {mine} GROUP BY l.tag_id) used ON used.tag_id = tg.id
             ORDER BY lower(tg.name)"
        );
        let values = if mine.is_empty() { vec![] } else { vec![bo_id.into()] };
        let old: Vec<(String, i64)> = rows(&tx, &sql, values)
            .await
            .iter()
            .map(|row| (row.try_get("", "name").unwrap(), row.try_get("", "count").unwrap()))
            .collect();
        assert_eq!(per_tag, old, "{assignee:?}");
    }
    let (_, everyone) = repo::counts(&tx, Assignee::Anyone, sea_orm::Condition::all(), today).await.unwrap();
    let counted = |name: &str| everyone.iter().find(|(tag, _)| tag == name).map(|(_, n)| *n);
    assert_eq!(
        ["interview", "offer", "screening", "sourcing", "urgent"].map(counted),
        [Some(2), Some(1), Some(0), Some(1), Some(0)],
        "trashed tasks and unused tags count 0"
    );
}

#[tokio::test]
async fn relations_list_the_open_invitations_as_the_hand_written_join_did() {
    use erecruit_server::auth::invitations;

    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let (ada, _) = signed_in(&app, &tenant, "ada@example.com", "Ada Admin", Role::Admin).await;
    let (eve, _) = signed_in(&app, &tenant, "eve@example.com", "Eve Admin", Role::Admin).await;
    invite(&ada, "bo@example.com").await;
    let carla = invite(&eve, "carla@example.com").await;
    let dan = invite(&ada, "dan@example.com").await;
    assert_eq!(ada.send(Method::DELETE, &format!("/api/v1/admin/invitations/{dan}"), None).await.status(), 204);

    let tx = unit(&app, &tenant).await;
    // Eve's account goes: her invitation stays, without an inviter (`ON DELETE SET NULL`).
    rows(&tx, "DELETE FROM users WHERE email = 'eve@example.com' RETURNING id", vec![]).await;

    let listed: Vec<(Uuid, Option<String>, bool)> = invitations::list_open(&tx)
        .await
        .unwrap()
        .into_iter()
        .map(|row| (row.id, row.invited_by_name, row.expired))
        .collect();
    let old: Vec<(Uuid, Option<String>, bool)> = rows(
        &tx,
        "SELECT i.id, u.name AS invited_by_name, NOT i.expires_at > CURRENT_TIMESTAMP AS expired
         FROM invitations i LEFT JOIN users u ON u.id = i.invited_by
         WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL ORDER BY i.created_at DESC",
        vec![],
    )
    .await
    .iter()
    .map(|row| {
        (
            row.try_get("", "id").unwrap(),
            row.try_get("", "invited_by_name").unwrap(),
            row.try_get("", "expired").unwrap(),
        )
    })
    .collect();
    assert_eq!(listed, old);
    let names: Vec<Option<&str>> = listed.iter().map(|(_, name, _)| name.as_deref()).collect();
    assert_eq!(names, [None, Some("Ada Admin")], "Carla's (inviter gone) and Bo's, newest first");
    let found = invitations::find_open(&tx, uuid(&carla)).await.unwrap().unwrap();
    assert_eq!((found.id, found.invited_by_name), (uuid(&carla), None));
}

#[tokio::test]
async fn relations_find_the_tenants_with_mail_due_as_the_hand_written_join_did() {
    use erecruit_server::mail::{MailWorker, Sweep, Transport};
    use erecruit_server::tenancy::{Registry, migrate};

    use crate::helpers::{connect, drop_database, fresh_database, scalar_i64};

    // A database of its own: no other test's tenants have mail due in it.
    let url = fresh_database().await;
    let db = connect(&url).await;
    migrate::migrate_shared(&db).await.unwrap();
    let (due, later, suspended) = (create_tenant(&db).await, create_tenant(&db).await, create_tenant(&db).await);
    let sql = |sql: String| {
        let url = url.clone();
        async move { scalar_i64(&url, &sql, vec![]).await }
    };
    for (slug, at) in
        [(&due, "now() - interval '1 minute'"), (&later, "now() + interval '1 hour'"), (&suspended, "now()")]
    {
        let listed = format!(
            "WITH d AS (INSERT INTO shared.mail_due (tenant_id, due_at, unsent)
                        SELECT id, {at}, 1 FROM shared.tenants WHERE slug = '{}' RETURNING 1)
             SELECT count(*) FROM d",
            slug.as_str()
        );
        assert_eq!(sql(listed).await, 1);
    }
    let suspend = format!(
        "WITH t AS (UPDATE shared.tenants SET status = 'suspended' WHERE slug = '{}' RETURNING 1)
         SELECT count(*) FROM t",
        suspended.as_str()
    );
    assert_eq!(sql(suspend).await, 1);

    let old = "SELECT count(*) FROM shared.mail_due d INNER JOIN shared.tenants t ON t.id = d.tenant_id
               WHERE t.status = 'active' AND d.due_at <= now()";
    let expected = sql(old.to_owned()).await;
    assert_eq!(expected, 1, "the active tenant whose mail is due");
    let dir = std::env::temp_dir().join(format!("erecruit-test-relations-{}", Uuid::new_v4().simple()));
    let worker = MailWorker {
        db: db.clone(),
        registry: Registry::new(db.clone(), Duration::from_secs(1)),
        transport: Transport::File { dir: dir.clone() },
        from: "eRecruit <noreply@example.com>".parse().unwrap(),
    };
    let report = worker.sweep(Sweep::Due, &[]).await.unwrap();
    assert_eq!((report.visited as i64, report.failed.len()), (expected, 0));
    db.close().await.unwrap();
    drop_database(&url).await;
    let _ = std::fs::remove_dir_all(&dir);
}
