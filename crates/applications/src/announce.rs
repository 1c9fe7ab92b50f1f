//! What the tenant's webhooks hear of applications: `application.created` when one is made, and
//! for each move `application.hired`, `application.rejected` or `application.stage_changed`.
//! Written in the transaction of the change (the platform's webhook outbox); a tenant without an
//! endpoint for these events pays one look at its endpoints and nothing more.

use sea_orm::{DbErr, FromQueryResult};
use serde_json::json;
use uuid::Uuid;

use super::domain::ApplicationStatus;
use super::pipeline::Step;
use crate::db;
use crate::db::ApiName;
use crate::tenancy::TenantTx;
use crate::webhooks::{self, Announcement, Event};

/// What an application's events say about it and its candidate (none once they erased their
/// account).
#[derive(Debug, FromQueryResult)]
struct Subject {
    id: i64,
    vacancy_id: i64,
    vacancy_title: String,
    status: ApplicationStatus,
    stage_id: Option<i64>,
    stage_kind: Option<String>,
    /// The stage's name in each of the tenant's languages.
    stage_names: Option<serde_json::Value>,
    source: Option<String>,
    person_id: Option<i64>,
    user_id: Option<Uuid>,
    applicant_name: String,
    email: Option<String>,
}

/// Raw: one join across applications, their stage, vacancy and applicant, for many at once.
const SUBJECTS: &str =
    "SELECT a.id, a.vacancy_id, v.title AS vacancy_title, a.status, a.stage_id, s.kind AS stage_kind,
            s.names AS stage_names,
            a.source, a.person_id, u.id AS user_id, a.applicant_name, u.email
     FROM applications a
     JOIN vacancies v ON v.id = a.vacancy_id
     LEFT JOIN vacancy_stages s ON s.id = a.stage_id
     LEFT JOIN persons p ON p.id = a.person_id
     LEFT JOIN users u ON u.id = p.user_id
     WHERE a.id = ANY($1)";

async fn subjects(tx: &TenantTx, ids: &[i64]) -> Result<Vec<Subject>, DbErr> {
    db::fetch_all_raw(tx, db::raw(SUBJECTS, [ids.to_vec().into()])).await
}

fn data(subject: &Subject) -> serde_json::Value {
    json!({
        "application": {
            "id": subject.id,
            "status": subject.status.api(),
            "stage": subject.stage_id.map(|id| json!({ "id": id, "kind": subject.stage_kind, "names": subject.stage_names })),
            "source": subject.source,
        },
        "vacancy": { "id": subject.vacancy_id, "title": subject.vacancy_title },
        "candidate": {
            "userId": subject.user_id,
            "personId": subject.person_id,
            "name": subject.applicant_name,
            "email": subject.email,
        },
    })
}

/// `application.created` for a new application.
pub async fn created(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    if !webhooks::wanted(tx, &[Event::ApplicationCreated]).await? {
        return Ok(());
    }
    let announcements = subjects(tx, &[id])
        .await?
        .iter()
        .map(|subject| Announcement {
            event: Event::ApplicationCreated,
            data: data(subject),
            candidate: subject.user_id,
            application: Some(subject.id),
        })
        .collect();
    webhooks::emit_many(tx, announcements).await
}

/// The event a move is: hired and rejected are their own, any other move changes the stage.
fn event_of(to: ApplicationStatus) -> Event {
    match to {
        ApplicationStatus::Hired => Event::ApplicationHired,
        ApplicationStatus::Rejected => Event::ApplicationRejected,
        _ => Event::ApplicationStageChanged,
    }
}

/// One event per moved application, with where it came from.
pub async fn moved(tx: &TenantTx, steps: &[Step], to: ApplicationStatus) -> Result<(), DbErr> {
    let event = event_of(to);
    if steps.is_empty() || !webhooks::wanted(tx, &[event]).await? {
        return Ok(());
    }
    let ids: Vec<i64> = steps.iter().map(|step| step.application_id).collect();
    let announcements = subjects(tx, &ids)
        .await?
        .iter()
        .filter_map(|subject| {
            let step = steps.iter().find(|step| step.application_id == subject.id)?;
            let mut data = data(subject);
            data["previous"] = json!({ "status": step.from.api(), "stageId": step.from_stage });
            Some(Announcement { event, data, candidate: subject.user_id, application: Some(subject.id) })
        })
        .collect();
    webhooks::emit_many(tx, announcements).await
}
