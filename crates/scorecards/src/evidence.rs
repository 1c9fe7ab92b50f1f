//! The application's evidence view: every interview with its interviewers, the kits' attributes
//! against the scorecards' ratings, the recommendations, the attributes nobody assessed, and the
//! hiring decisions taken on them (advance, reject with a reason, hold), each with who and why.

use std::collections::BTreeSet;

use actix_web::http::header::ContentType;
use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::applications::domain::ApplicationStatus;
use crate::audit::{self, Action};
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::users::User;
use crate::cache::{EvidenceCache, KeptEvidence};
use crate::domain::{Decision, MAX_NOTE, Recommendation, Scorecard};
use crate::error::responses::{SignInRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::repo;
use crate::scorecards::{Interview, Sight, interview_view};
use crate::tenancy::TenantTx;
use crate::translated;
use crate::vacancies::stages::kit::KitArea;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_evidence).service(evidence_document).service(decide);
}

/// A kit attribute as a row of the matrix.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvidenceAttribute {
    pub id: Uuid,
    pub stage_id: i64,
    pub area: KitArea,
    /// In the reader's language (else the tenant's default, else any).
    pub name: String,
}

/// How many scorecards recommend what.
#[derive(Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recommendations {
    pub strong_no: u32,
    pub no: u32,
    pub yes: u32,
    pub strong_yes: u32,
}

/// A decision taken on the evidence.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionView {
    pub id: i64,
    pub decision: Decision,
    pub note: String,
    pub decided_by: Option<Uuid>,
    pub decided_by_name: Option<String>,
    pub decided_at: DateTime<Utc>,
}

/// An application's evidence as the reader may see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Evidence {
    pub application_id: i64,
    /// The reader interviews this application and has not submitted: the others' scorecards,
    /// recommendations and coverage are hidden until they do.
    pub blind: bool,
    /// The reader may record a decision (admins, the hiring manager, recruiters, coordinators).
    pub may_decide: bool,
    pub interviews: Vec<Interview>,
    /// The rows: the attributes of the kits of the stages interviewed for.
    pub attributes: Vec<EvidenceAttribute>,
    /// The columns: the submitted scorecards the reader may read (and their own draft).
    pub scorecards: Vec<Scorecard>,
    /// Attributes no submitted scorecard rated.
    pub uncovered: Vec<Uuid>,
    pub recommendations: Recommendations,
    pub decisions: Vec<DecisionView>,
}

/// A decision as a recruiter records it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DecisionInput {
    pub decision: Decision,
    /// Why: 1 to 2,000 characters.
    pub note: String,
    /// For `advance`: the stage to move to.
    #[serde(default)]
    pub stage_id: Option<i64>,
    /// For `reject`: one of the tenant's rejection reasons.
    #[serde(default)]
    pub reason_id: Option<i64>,
}

/// An application's evidence as one reader may see it, with what names it.
pub(crate) struct EvidenceRead {
    pub evidence: Evidence,
    pub sight: Sight,
    pub vacancy_id: i64,
    pub applicant_name: String,
    pub vacancy_title: String,
}

/// The application's evidence as `user` may see it, read in one statement (404 when there is no
/// such application or the reader may not see it).
async fn evidence(tx: &TenantTx, user: &User, access: &Access, application_id: i64) -> Result<EvidenceRead, ApiError> {
    let bundle = repo::bundle(tx, application_id, user.id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    access.check_application(bundle.vacancy_id, application_id)?;
    let vacancy_id = bundle.vacancy_id;
    let (applicant_name, vacancy_title) = (bundle.applicant_name.clone(), bundle.vacancy_title.clone());
    let sight = Sight::of(user, bundle.role.as_deref(), &bundle.interviewers, &bundle.scorecards);
    let default = translated::default_of(tx.tenant());
    let views: Vec<Interview> = bundle
        .interviews
        .iter()
        .map(|row| {
            let stage_name = bundle.stage(row.stage_id).map(|stage| stage.name(user.locale, default));
            interview_view(row, &bundle.interviewers, &bundle.scorecards, stage_name)
        })
        .collect();
    let repo::Bundle { interviews, scorecards: cards, stages, decisions, .. } = bundle;
    let interviewed: BTreeSet<i64> = interviews.iter().filter_map(|row| row.stage_id).collect();
    let mut attributes = Vec::new();
    for stage in stages.iter().filter(|stage| interviewed.contains(&stage.id)) {
        for attribute in &stage.kit {
            let Some(id) = attribute.id else { continue };
            let name = translated::pick(&attribute.names, user.locale, default).map(|(_, n)| n.clone());
            attributes.push(EvidenceAttribute {
                id,
                stage_id: stage.id,
                area: attribute.area,
                name: name.unwrap_or_default(),
            });
        }
    }
    let mut recommendations = Recommendations::default();
    let mut rated: BTreeSet<Uuid> = BTreeSet::new();
    let mut scorecards = Vec::new();
    for card in cards {
        let Some(notes) = sight.reads(user, &card) else { continue };
        if card.is_submitted() && !sight.blind {
            rated.extend(card.ratings().keys().copied());
            match card.recommendation() {
                Some(Recommendation::StrongNo) => recommendations.strong_no += 1,
                Some(Recommendation::No) => recommendations.no += 1,
                Some(Recommendation::Yes) => recommendations.yes += 1,
                Some(Recommendation::StrongYes) => recommendations.strong_yes += 1,
                None => {}
            }
        }
        scorecards.push(card.shown(notes));
    }
    let uncovered = if sight.blind {
        Vec::new()
    } else {
        attributes.iter().map(|a| a.id).filter(|id| !rated.contains(id)).collect()
    };
    let decisions = decisions
        .into_iter()
        .filter_map(|row| {
            Some(DecisionView {
                decision: Decision::parse(&row.decision)?,
                id: row.id,
                note: row.note,
                decided_by: row.decided_by,
                decided_by_name: row.decided_by_name,
                decided_at: row.decided_at,
            })
        })
        .collect();
    let evidence = Evidence {
        application_id,
        blind: sight.blind,
        may_decide: sight.may_decide,
        interviews: views,
        attributes,
        scorecards,
        uncovered,
        recommendations,
        decisions,
    };
    Ok(EvidenceRead { evidence, sight, vacancy_id, applicant_name, vacancy_title })
}

/// The application's evidence: interviews, attributes × scorecards, recommendations, coverage
/// and decisions, blind for an interviewer who has not submitted.
#[utoipa::path(tag = "scorecards", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), responses(
    (status = 200, description = "The evidence as the reader may see it", body = Evidence),
    StaffRequired,
    (status = 404, description = "No such application, or not the reader's to see", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/applications/{id}/evidence")]
async fn get_evidence(
    auth: StaffOnly,
    id: web::Path<i64>,
    cache: web::Data<EvidenceCache>,
) -> Result<HttpResponse, ApiError> {
    let (tx, user, id) = (&auth.tx, &auth.user, *id);
    let access = Access::of(tx, user).await?;
    // Everything the view depends on of its reader: the blind rule and their own draft (id),
    // admins' full sight (role) and the attributes' names (language).
    let asked = format!("{id}:{}:{}:{}", user.id, user.role.as_str(), user.locale.as_str());
    let kept = cache
        .view(tx.tenant(), asked, || async {
            let read = evidence(tx, user, &access, id).await?;
            let json = serde_json::to_vec(&read.evidence).map_err(anyhow::Error::from)?;
            Ok::<_, ApiError>(KeptEvidence { vacancy_id: read.vacancy_id, json: json.into() })
        })
        .await?;
    // A kept view is answered only to a reader who may still see the application.
    access.check_application(kept.vacancy_id, id)?;
    Ok(HttpResponse::Ok()
        .insert_header(("cache-control", "no-store"))
        .content_type(ContentType::json())
        .body(kept.json.clone()))
}

/// Records a hiring decision with its reason: `advance` moves the application to `stageId`,
/// `reject` rejects it with `reasonId` (both by the pipeline's rules, the applicant told as for
/// any move), `hold` keeps it where it is. Audited.
#[utoipa::path(tag = "scorecards", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), request_body = DecisionInput, responses(
    (status = 201, description = "Recorded: the evidence as it now is", body = Evidence),
    (status = 400, description = "`validation_failed` (`decision_note_required`, `stage_unknown`, `rejection_reason_required`, …)",
        body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin, or `forbidden`: the reader only interviews for this vacancy",
        body = ErrorEnvelope),
    (status = 404, description = "No such application", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition` and the pipeline's other refusals", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/applications/{id}/decisions")]
async fn decide(auth: StaffOnly, id: web::Path<i64>, body: web::Json<DecisionInput>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let input = body.into_inner();
    let note = input.note.trim();
    if note.is_empty() || note.chars().count() > MAX_NOTE {
        return Err(ApiError::validation(FieldErrors::one("note", ErrorCode::DecisionNoteRequired)));
    }
    let access = Access::of(&tx, &user).await?;
    if !evidence(&tx, &user, &access, *id).await?.sight.may_decide {
        return Err(ApiError::forbidden());
    }
    match input.decision {
        Decision::Advance => {
            let stage = input
                .stage_id
                .ok_or_else(|| ApiError::validation(FieldErrors::one("stageId", ErrorCode::StageUnknown)))?;
            crate::applications::move_to(&tx, &user, *id, stage, Some(note)).await?;
        }
        Decision::Reject => {
            crate::applications::change_to(&tx, &user, *id, ApplicationStatus::Rejected, input.reason_id, Some(note))
                .await?;
        }
        Decision::Hold => {}
    }
    repo::record_decision(&tx, *id, input.decision, note, user.id).await?;
    let entry = audit::Entry {
        actor_user: Some(user.id),
        actor_label: &user.email,
        action: Action::ApplicationDecided,
        subject_type: "application",
        subject_id: Some(id.to_string()),
        details: json!({ "decision": input.decision, "stageId": input.stage_id, "reasonId": input.reason_id }),
    };
    audit::record(&tx, entry).await?;
    let evidence = evidence(&tx, &user, &access, *id).await?.evidence;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(evidence))
}

/// The evidence as a PDF for the hiring file, in the reader's language, as the reader may see
/// it (blind until they submitted, as the view).
#[utoipa::path(tag = "scorecards", security(("bearer" = [])),
    params(("id" = i64, Path, description = "Application id")), responses(
    (status = 200, description = "The evidence as a PDF", content_type = "application/pdf", body = Vec<u8>),
    StaffRequired,
    (status = 404, description = "No such application, or not the reader's to see", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/applications/{id}/evidence/document")]
async fn evidence_document(
    auth: StaffOnly,
    id: web::Path<i64>,
    storage: web::Data<erecruit_platform::files::Storage>,
) -> Result<HttpResponse, ApiError> {
    let (tx, user) = (&auth.tx, &auth.user);
    let access = Access::of(tx, user).await?;
    let read = evidence(tx, user, &access, *id).await?;
    let markdown = crate::hiring_file::markdown(&read.evidence, &read.applicant_name, &read.vacancy_title, user.locale);
    let title = format!("{} — {}", read.applicant_name, read.vacancy_title);
    let footer = format!("{} · {}", tx.tenant().display_name, read.vacancy_title);
    let document = erecruit_documents::tenant::TenantDocument {
        title,
        language: user.locale,
        markdown,
        footer,
        paper: erecruit_documents::Paper::A4,
        signature: None,
    };
    let pdf = erecruit_documents::tenant::render(tx, &storage, document).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(("content-disposition", format!("inline; filename=\"evidence-{}.pdf\"", *id)))
        .insert_header(("cache-control", "no-store"))
        .insert_header(("x-content-type-options", "nosniff"))
        .body(pdf))
}
