//! The candidate data lifecycle: a tenant's retention anonymises closed applications past it,
//! deletes the CVs nothing uses any more, tells applicants 14 days before, and lets them keep
//! their data; admins see what is due and run it.

use serde_json::{Value, json};

use crate::applications::{applicant, application, apply, open_vacancy};
use crate::helpers::{assert_envelope, create_tenant, database_url, json_of, scalar_i64, spawn_app};

fn second_pdf() -> Vec<u8> {
    b"%PDF-1.7\n2 0 obj << /Type /Catalog >> endobj\n%%EOF\n".to_vec()
}

#[tokio::test]
async fn retention_anonymises_exactly_the_closed_applications_past_it() {
    let app = spawn_app().await;
    let tenant = create_tenant(&app.db).await;
    let schema = tenant.schema_name().quoted().to_string();
    let sql = |text: String| async move { scalar_i64(&database_url(), &text, vec![]).await };
    let admin = app.signed_in_admin(&tenant, "admin@example.com").await;

    // The setting: 30 to 3,650 days, 0 for ever.
    let bad = admin.put("/api/v1/admin/settings", json!({"retentionDays": 7})).await;
    assert_eq!(
        assert_envelope(bad, 400, "validation_failed").await["fields"]["retentionDays"]["code"],
        "retention_days_invalid"
    );
    let set = json_of(admin.put("/api/v1/admin/settings", json!({"retentionDays": 180})).await, 200).await;
    assert_eq!(set["retentionDays"], 180);

    // Ana (Portuguese): one rejected application, one still open. Bruno: a rejected one, whose
    // CV he has replaced on his profile since. Carla: one in review.
    let (first, visa, team) = open_vacancy(&admin).await;
    let (second, visa2, team2) = open_vacancy(&admin).await;
    let ana = applicant(&app, &tenant, "ana@example.com", "Ana", "pt").await;
    let bruno = applicant(&app, &tenant, "bruno@example.com", "Bruno", "en").await;
    let carla = applicant(&app, &tenant, "carla@example.com", "Carla", "en").await;
    let ana_closed = apply(&ana, first, application(visa, team)).await;
    let ana_open = apply(&ana, second, application(visa2, team2)).await;
    let bruno_closed = apply(&bruno, first, application(visa, team)).await;
    let carla_open = apply(&carla, first, application(visa, team)).await;
    for (id, status) in [(ana_closed, "rejected"), (bruno_closed, "rejected"), (carla_open, "in_review")] {
        // A rejection names a reason: the tenant's first (seeded) one; it is ignored for other moves.
        let body = json!({"status": status, "reasonId": 1});
        let moved = admin.post(&format!("/api/v1/admin/applications/{id}/status"), body).await;
        assert_eq!(moved.status(), 200);
    }
    assert_eq!(bruno.upload("/api/v1/me/cv", second_pdf(), &[("x-file-name", "new.pdf")]).await.status(), 200);
    let old_cv_key = format!(
        "SELECT count(*) FROM {schema}.files f JOIN {schema}.applications a ON a.cv_file_id = f.id WHERE a.id = {bruno_closed}"
    );
    assert_eq!(sql(old_cv_key.clone()).await, 1);
    // Time passes: Ana's closed application is 160 days old (due in 20: not told yet), Bruno's
    // 200 (past it), Ana's open one 400 (open: never due).
    for (id, days) in [(ana_closed, 160), (bruno_closed, 200), (ana_open, 400)] {
        sql(format!(
            "WITH u AS (UPDATE {schema}.applications SET updated_at = now() - interval '{days} days' WHERE id = {id} RETURNING 1) SELECT count(*) FROM u"
        ))
        .await;
    }
    let overview = json_of(admin.get("/api/v1/admin/retention").await, 200).await;
    assert_eq!(overview, json!({"retentionDays": 180, "due": 0, "toWarn": 1, "warned": 0}));

    // Bruno is told first: nothing is anonymised before its applicant had 14 days' notice.
    let ran = json_of(admin.post("/api/v1/admin/retention/run", json!({})).await, 200).await;
    assert_eq!(ran, json!({"warned": 1, "anonymised": 0, "cvsDeleted": 0}));
    // Fifteen days later Ana's is due in five days (she is told), and Bruno's is anonymised with
    // the CV only it used.
    sql(format!(
        "WITH u AS (UPDATE {schema}.applications SET retention_warned_at = retention_warned_at - interval '15 days', \
         updated_at = updated_at - interval '15 days' WHERE id IN ({ana_closed}, {bruno_closed}) RETURNING 1) \
         SELECT count(*) FROM u"
    ))
    .await;
    let overview = json_of(admin.get("/api/v1/admin/retention").await, 200).await;
    assert_eq!(overview, json!({"retentionDays": 180, "due": 1, "toWarn": 1, "warned": 0}));
    let ran = json_of(admin.post("/api/v1/admin/retention/run", json!({})).await, 200).await;
    assert_eq!(ran, json!({"warned": 1, "anonymised": 1, "cvsDeleted": 1}));
    let name_of = |id: i64| {
        format!(
            "SELECT count(*) FROM {schema}.applications WHERE id = {id} AND applicant_name = 'Erased applicant' AND person_id IS NULL AND cv_file_id IS NULL"
        )
    };
    assert_eq!(sql(name_of(bruno_closed)).await, 1, "Bruno's closed application is anonymised");
    for id in [ana_closed, ana_open, carla_open] {
        assert_eq!(sql(name_of(id)).await, 0, "application {id} is kept");
    }
    assert_eq!(sql(old_cv_key).await, 0, "the CV only that application used is deleted");
    assert_eq!(bruno.get("/api/v1/me/cv").await.status(), 200, "his profile's CV stays");
    let audited = format!(
        "SELECT count(*) FROM {schema}.audit_log WHERE action = 'application.anonymised' AND subject_id = '{bruno_closed}'"
    );
    assert_eq!(sql(audited).await, 1);

    // Ana is told in Portuguese, once; she keeps her data and is not due any more.
    let notices = format!(
        "SELECT count(*) FROM {schema}.outbox_emails WHERE template = 'retention_notice' AND to_address = 'ana@example.com' \
         AND locale = 'pt' AND subject LIKE '%serão apagados%' AND body_text LIKE '%/my-application?tenant=%'"
    );
    assert_eq!(sql(notices.clone()).await, 1);
    let again = json_of(admin.post("/api/v1/admin/retention/run", json!({})).await, 200).await;
    assert_eq!(again, json!({"warned": 0, "anonymised": 0, "cvsDeleted": 0}));
    assert_eq!(sql(notices).await, 1, "told once");
    assert_eq!(ana.post(&format!("/api/v1/me/applications/{ana_closed}/keep"), json!({})).await.status(), 204);
    assert_eq!(ana.post(&format!("/api/v1/me/applications/{ana_open}/keep"), json!({})).await.status(), 404);
    assert_eq!(carla.post(&format!("/api/v1/me/applications/{ana_closed}/keep"), json!({})).await.status(), 404);
    let overview = json_of(admin.get("/api/v1/admin/retention").await, 200).await;
    assert_eq!(overview, json!({"retentionDays": 180, "due": 0, "toWarn": 0, "warned": 0}));

    // Off: nothing is due.
    json_of(admin.put("/api/v1/admin/settings", json!({"retentionDays": 0})).await, 200).await;
    let off = json_of(admin.get("/api/v1/admin/retention").await, 200).await;
    assert_eq!(off["retentionDays"], Value::Null);
}
