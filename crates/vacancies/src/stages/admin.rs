//! Stage templates (admins write them, recruiters choose one for a new vacancy) and a vacancy's
//! own process (recruiters edit it like the vacancy).

use actix_web::{HttpResponse, delete, get, post, put, web};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use super::repo::{self, ProcessError, TemplateRow};
use super::{Process, StageInput, StageKind, TemplateStage, check_stages};
use crate::audit::{self, Action};
use crate::auth::users::User;
use crate::auth::{AdminOnly, StaffOnly};
use crate::error::responses::{AdminRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::locale::Locale;
use crate::tenancy::TenantTx;
use crate::translated::{self, Texts};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_templates)
        .service(create_template)
        .service(update_template)
        .service(delete_template)
        .service(get_process)
        .service(replace_process);
}

/// A stage template as the API shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageTemplate {
    pub id: i64,
    pub name: String,
    /// The template a vacancy gets when none is chosen.
    pub is_default: bool,
    pub stages: Vec<TemplateStage>,
}

impl From<&TemplateRow> for StageTemplate {
    fn from(row: &TemplateRow) -> Self {
        Self { id: row.id, name: row.name.clone(), is_default: row.is_default, stages: row.stages() }
    }
}

/// A template as an admin writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StageTemplateInput {
    /// 1 to 100 characters on one line, unique (case-insensitive).
    pub name: String,
    /// Make it the default (the previous default stops being one).
    #[serde(default)]
    pub is_default: bool,
    /// At most 30 stages, at least one of each kind, in the pipeline's order.
    pub stages: Vec<TemplateStage>,
}

impl StageTemplateInput {
    fn checked(self) -> Result<Self, ApiError> {
        let name = self.name.trim().to_owned();
        let name_invalid = name.is_empty() || name.chars().count() > 100 || name.contains(['\n', '\r']);
        let (stages, mut fields) = match check_stages(self.stages) {
            Ok(stages) => (stages, FieldErrors::new()),
            Err(fields) => (Vec::new(), fields),
        };
        if name_invalid {
            fields.add("name", ErrorCode::StageTemplateNameInvalid);
        }
        let mut stages = stages;
        for (index, stage) in stages.iter_mut().enumerate() {
            match super::kit::check_kit(std::mem::take(&mut stage.kit), &format!("stages.{index}.kit")) {
                Ok(kit) => stage.kit = kit,
                Err(errors) => fields.extend(errors),
            }
        }
        fields.into_result()?;
        Ok(Self { name, stages, ..self })
    }
}

/// A stage of a vacancy's process.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageView {
    pub id: i64,
    pub kind: StageKind,
    /// In the reader's language (else the tenant's default, else any).
    pub name: String,
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub names: Texts<String>,
}

impl StageView {
    pub fn list(process: &Process, reader: Locale, tx: &TenantTx) -> Vec<Self> {
        let default = translated::default_of(tx.tenant());
        process
            .stages
            .iter()
            .map(|stage| Self {
                id: stage.id,
                kind: stage.kind,
                name: stage.name(reader, default),
                names: stage.names.clone(),
            })
            .collect()
    }
}

/// A vacancy's process as a recruiter writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProcessInput {
    /// The stages in order: those with an `id` stay (renamed, moved; their kind is fixed), those
    /// without one are added, the others are removed (only when no application is at them).
    pub stages: Vec<StageInput>,
}

async fn record(
    tx: &TenantTx,
    user: &User,
    action: Action,
    subject: (&str, i64),
    details: serde_json::Value,
) -> Result<(), ApiError> {
    let entry = audit::Entry {
        actor_user: Some(user.id),
        actor_label: &user.email,
        action,
        subject_type: subject.0,
        subject_id: Some(subject.1.to_string()),
        details,
    };
    audit::record(tx, entry).await?;
    Ok(())
}

impl From<ProcessError> for ApiError {
    fn from(err: ProcessError) -> Self {
        match err {
            ProcessError::NameTaken => {
                ApiError::validation(FieldErrors::one("name", ErrorCode::StageTemplateNameTaken))
            }
            ProcessError::NoSuchTemplate => ApiError::not_found("stage template"),
            ProcessError::StageNotEmpty => ApiError::conflict(ErrorCode::StageNotEmpty),
            ProcessError::UnknownStage(index) => {
                ApiError::validation(FieldErrors::one(format!("stages.{index}.id"), ErrorCode::StageUnknown))
            }
            ProcessError::KindChanged(index) => {
                ApiError::validation(FieldErrors::one(format!("stages.{index}.kind"), ErrorCode::StageKindFixed))
            }
            ProcessError::Database(err) => err.into(),
        }
    }
}

#[utoipa::path(tag = "hiring process", security(("bearer" = [])), responses(
    (status = 200, description = "Every stage template, the default first", body = Vec<StageTemplate>),
    StaffRequired,
))]
#[get("/api/v1/admin/stage-templates")]
async fn list_templates(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let rows = repo::templates(&auth.tx).await?;
    Ok(HttpResponse::Ok().json(rows.iter().map(StageTemplate::from).collect::<Vec<_>>()))
}

#[utoipa::path(tag = "hiring process", security(("bearer" = [])), request_body = StageTemplateInput, responses(
    (status = 201, description = "The new template", body = StageTemplate),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/stage-templates")]
async fn create_template(auth: AdminOnly, body: web::Json<StageTemplateInput>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let input = body.into_inner().checked()?;
    let id = repo::insert_template(&tx, &input.name, input.is_default, &input.stages).await?;
    record(&tx, &user, Action::StageTemplateCreated, ("stage_template", id), json!({ "name": input.name })).await?;
    let row = repo::template(&tx, id).await?.ok_or_else(|| ApiError::not_found("stage template"))?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(StageTemplate::from(&row)))
}

/// Changes a template; vacancies already made from it keep their own process.
#[utoipa::path(tag = "hiring process", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = StageTemplateInput, responses(
    (status = 200, description = "The template", body = StageTemplate),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such template", body = ErrorEnvelope),
    (status = 409, description = "`default_stage_template`: the default stops being one only when another becomes it",
        body = ErrorEnvelope),
))]
#[put("/api/v1/admin/stage-templates/{id}")]
async fn update_template(
    auth: AdminOnly,
    id: web::Path<i64>,
    body: web::Json<StageTemplateInput>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let input = body.into_inner().checked()?;
    let before = repo::template(&tx, *id).await?.ok_or_else(|| ApiError::not_found("stage template"))?;
    if before.is_default && !input.is_default {
        // The default stops being one only when another becomes it.
        return Err(ApiError::conflict(ErrorCode::DefaultStageTemplate));
    }
    repo::update_template(&tx, *id, &input.name, input.is_default, &input.stages).await?;
    let details = json!({ "name": input.name, "before": StageTemplate::from(&before) });
    record(&tx, &user, Action::StageTemplateChanged, ("stage_template", *id), details).await?;
    let row = repo::template(&tx, *id).await?.ok_or_else(|| ApiError::not_found("stage template"))?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(StageTemplate::from(&row)))
}

#[utoipa::path(tag = "hiring process", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Deleted; vacancies made from it keep their process"),
    AdminRequired,
    (status = 404, description = "No such template", body = ErrorEnvelope),
    (status = 409, description = "`default_stage_template`", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/stage-templates/{id}")]
async fn delete_template(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let row = repo::template(&tx, *id).await?.ok_or_else(|| ApiError::not_found("stage template"))?;
    if row.is_default {
        return Err(ApiError::conflict(ErrorCode::DefaultStageTemplate));
    }
    repo::delete_template(&tx, *id).await?;
    record(&tx, &user, Action::StageTemplateDeleted, ("stage_template", *id), json!({ "name": row.name })).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(tag = "hiring process", security(("bearer" = [])), params(("id" = i64, Path, description = "Vacancy id")),
    responses(
    (status = 200, description = "The vacancy's stages in order", body = Vec<StageView>),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/vacancies/{id}/stages")]
async fn get_process(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    crate::vacancy_seen(&auth.tx, &auth.user, *id).await?;
    let process = repo::process(&auth.tx, *id).await?;
    let answer = StageView::list(&process, auth.user.locale, &auth.tx);
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

/// Adds, renames, reorders and removes a vacancy's stages in one change. Applications stay at
/// their stages; a stage with applications cannot be removed.
#[utoipa::path(tag = "hiring process", security(("bearer" = [])), params(("id" = i64, Path, description = "Vacancy id")),
    request_body = ProcessInput, responses(
    (status = 200, description = "The vacancy's stages in order", body = Vec<StageView>),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`stage_not_empty`", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/vacancies/{id}/stages")]
async fn replace_process(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<ProcessInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let stages = check_stages(body.into_inner().stages).map_err(ApiError::validation)?;
    crate::vacancy_seen(&tx, &user, *id).await?;
    // One made by an older server gets its process first, so its stages can be named.
    repo::process(&tx, *id).await?;
    repo::replace_process(&tx, *id, &stages).await?;
    let process = repo::process(&tx, *id).await?;
    let details = json!({ "stages": process.stages.iter().map(|s| json!({ "id": s.id, "kind": s.kind, "names": s.names })).collect::<Vec<_>>() });
    record(&tx, &user, Action::VacancyProcessChanged, ("vacancy", *id), details).await?;
    let answer = StageView::list(&process, user.locale, &tx);
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}
