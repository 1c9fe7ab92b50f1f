//! The candidate data lifecycle. A tenant sets how long it keeps closed applications
//! (`retentionDays` in its settings; none: for ever). A closed application (hired, rejected or
//! withdrawn) is then anonymised, and the CV it was sent with deleted unless still in use, that
//! many days after its last change — or after its applicant last asked to keep it. The applicant
//! is mailed 14 days before, with a link to keep it, and never has less: an application past the
//! retention (one set or shortened today) is anonymised 14 days after its applicant was told. The clean-up job runs this in every
//! tenant's pass; an admin sees what is due and may run it at once. Everything is audited.
//!
//! Routes: `GET /api/v1/admin/retention`, `POST /api/v1/admin/retention/run` (admins), `POST
//! /api/v1/me/applications/{id}/keep` (the applicant).

use crate::audit::Action;
use actix_web::{HttpResponse, get, post, web};
use sea_orm::DbErr;
use serde_json::json;

use crate::auth::{AdminOnly, SignedIn};
use crate::error::responses::{AdminRequired, SignInRequired};
use crate::error::{ApiError, ErrorEnvelope};
use crate::files::Storage;
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::TenantTx;
use crate::views::{RetentionOverview, RetentionRun};

/// How long before its anonymisation an applicant is told.
pub const WARN_DAYS: i64 = 14;
/// The shortest and longest retention a tenant may set.
pub const MIN_DAYS: u32 = 30;
pub const MAX_DAYS: u32 = 3_650;
/// Applications handled in one pass (the rest in the next).
const BATCH: i64 = 1_000;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(overview).service(run_now).service(keep);
}

/// Who ran it, for the audit log.
pub enum Actor<'a> {
    Job,
    Admin(&'a crate::auth::users::User),
}

/// Runs the tenant's retention; answers what it did and the stored CVs to delete once the
/// transaction commits.
pub async fn run(tx: &TenantTx, public_url: &str, actor: Actor<'_>) -> Result<(RetentionRun, Vec<String>), DbErr> {
    let Some(days) = tx.tenant().branding.retention_days else { return Ok((RetentionRun::default(), Vec::new())) };
    let days = i32::try_from(days).unwrap_or(i32::MAX);
    let mut done = RetentionRun::default();
    let (label, user) = match &actor {
        Actor::Job => ("retention job".to_owned(), None),
        Actor::Admin(user) => (user.email.clone(), Some(user.id)),
    };

    // Those due in 14 days (or sooner, when the retention was just shortened) are told once.
    let notice_days = i32::try_from(WARN_DAYS).unwrap_or(14);
    let to_warn = crate::applications::retention::to_warn(tx, days, BATCH, notice_days).await?;
    if !to_warn.is_empty() {
        let link = format!("{public_url}/my-application?tenant={}", tx.tenant().slug);
        let mails: Vec<(Recipient, MailKind)> = to_warn
            .iter()
            .map(|row| {
                let kind = MailKind::RetentionNotice {
                    vacancy: row.vacancy.clone(),
                    date: row.due.format("%Y-%m-%d").to_string(),
                    link: link.clone(),
                };
                (Recipient { address: &row.applicant_email, name: &row.applicant_name, locale: row.locale }, kind)
            })
            .collect();
        mail::enqueue_many(tx, &mails).await?;
        let ids: Vec<i64> = to_warn.iter().map(|row| row.id).collect();
        crate::applications::retention::mark_warned(tx, ids).await?;
        done.warned = to_warn.len() as u64;
    }

    // Those past it are anonymised, and their CVs deleted unless something else still uses them.
    let due = crate::applications::retention::due(tx, days, BATCH).await?;
    let mut keys = Vec::new();
    if !due.is_empty() {
        let ids: Vec<i64> = due.iter().map(|row| row.id).collect();
        // An address per row, so the anonymised rows stay distinct (the column is unique per vacancy).
        let anonymous = sea_orm::sea_query::Expr::cust("'erased-application-' || id || '@invalid'");
        crate::scorecards::repo::forget_about(tx, ids.clone()).await?;
        let offer_files = crate::offers::repo::forget_about(tx, ids.clone()).await?;
        crate::applications::repo::anonymise_application_ids(tx, &ids, anonymous).await?;
        let files: Vec<uuid::Uuid> = due.iter().filter_map(|row| row.cv_file_id).collect();
        keys = crate::repo::delete_unused_cvs(tx, files).await?;
        keys.extend(offer_files);
        let entries = ids
            .iter()
            .map(|id| crate::audit::Entry {
                actor_user: user,
                actor_label: &label,
                action: Action::ApplicationAnonymised,
                subject_type: "application",
                subject_id: Some(id.to_string()),
                details: json!({ "reason": "retention", "retentionDays": days }),
            })
            .collect();
        crate::audit::record_many(tx, entries).await?;
        // The webhook log forgets them, and the tenant's other systems are told to.
        crate::integrations::forget_applications(tx, &ids).await?;
        crate::automations::forget_applications(tx, &ids).await?;
        crate::scheduling::forget_applications(tx, &ids).await?;
        let data = json!({ "reason": "retention", "applicationIds": ids });
        crate::webhooks::emit(tx, crate::webhooks::Event::CandidateErased, data, None).await?;
        done.anonymised = ids.len() as u64;
        done.cvs_deleted = keys.len() as u64;
    }
    Ok((done, keys))
}

/// Deletes stored files whose records are gone (after the commit); a failure is logged, as the
/// record, which is what anything reads, is already gone.
pub async fn delete_stored(storage: &Storage, keys: &[String]) {
    for key in keys {
        if let Err(err) = storage.delete(key).await {
            tracing::warn!(error = %err, key, "a deleted CV's bytes stay in storage");
        }
    }
}

/// What the retention has due (admins).
#[utoipa::path(tag = "settings", security(("bearer" = [])), responses(
    (status = 200, description = "What is due", body = RetentionOverview),
    AdminRequired,
))]
#[get("/api/v1/admin/retention")]
async fn overview(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    let retention_days = auth.tx.tenant().branding.retention_days;
    let counts = match retention_days {
        None => crate::applications::retention::Counts::default(),
        Some(days) => crate::applications::retention::counts(&auth.tx, i32::try_from(days).unwrap_or(i32::MAX)).await?,
    };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(RetentionOverview {
        retention_days,
        due: counts.due,
        to_warn: counts.to_warn,
        warned: counts.warned,
    }))
}

/// Runs the retention now (what the nightly job would do), audited as `retention.run`.
#[utoipa::path(tag = "settings", security(("bearer" = [])), responses(
    (status = 200, description = "What it did (at most 1,000 applications of each kind a run)", body = RetentionRun),
    AdminRequired,
))]
#[post("/api/v1/admin/retention/run")]
async fn run_now(
    auth: AdminOnly,
    state: web::Data<crate::auth::AuthState>,
    storage: web::Data<Storage>,
) -> Result<HttpResponse, ApiError> {
    let (done, keys) = run(&auth.tx, &state.public_url, Actor::Admin(&auth.user)).await?;
    crate::audit::record_by(&auth.tx, &auth.user, Action::RetentionRun, ("tenant", &"retention"), json!(done)).await?;
    auth.tx.commit().await?;
    delete_stored(&storage, &keys).await;
    Ok(HttpResponse::Ok().json(done))
}

/// The applicant keeps a closed application's data: its retention starts again from now.
#[utoipa::path(tag = "applications", security(("bearer" = [])), params(("id" = i64, Path, description = "Application id")),
    responses(
    (status = 204, description = "Kept"),
    SignInRequired,
    (status = 404, description = "No such closed application of yours", body = ErrorEnvelope),
))]
#[post("/api/v1/me/applications/{id}/keep")]
async fn keep(auth: SignedIn, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    if !crate::applications::retention::keep(&auth.tx, id, auth.user.id).await? {
        return Err(ApiError::not_found("closed application"));
    }
    crate::audit::record_by(&auth.tx, &auth.user, Action::ApplicationKept, ("application", &id), json!({})).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(utoipa::OpenApi)]
#[openapi(paths(overview, run_now, keep))]
pub struct RetentionApi;
