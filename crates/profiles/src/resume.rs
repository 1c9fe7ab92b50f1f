//! `GET /api/v1/me/profile/resume.json` and `POST /api/v1/me/profile/resume`: the profile as a
//! JSON Resume document, and filled from one (merging; see [`crate::json_resume`]).

use actix_web::http::StatusCode;
use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{HttpResponse, get, web};
use serde_json::{Value, json};

use super::json_resume::{self, JsonResume};
use super::repo;
use crate::audit::{self, Action};
use crate::auth::SignedIn;
use crate::error::extractors;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::files::FileSigner;
use crate::views::{Profile, ResumeImported};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(export_resume).service(
        web::resource("/api/v1/me/profile/resume")
            .app_data(extractors::json_config().limit(json_resume::MAX_BYTES))
            .route(web::post().to(import_resume)),
    );
}

/// The signed-in applicant's profile as a JSON Resume document (v1.0.0), as an attachment.
#[utoipa::path(tag = "profile", operation_id = "export_json_resume", security(("bearer" = [])), responses(
    (status = 200, description = "The profile as JSON Resume", body = JsonResume),
    SignInRequired,
    (status = 404, description = "`profile_not_found`: none saved yet", body = ErrorEnvelope),
))]
#[get("/api/v1/me/profile/resume.json")]
async fn export_resume(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let person = repo::find_profile(&auth.tx, auth.user.id)
        .await?
        .ok_or_else(|| ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::ProfileNotFound))?;
    Ok(HttpResponse::Ok()
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename("resume.json".to_owned())],
        })
        .insert_header(("cache-control", "private, no-store"))
        .json(JsonResume::of(&person, &auth.user.email)))
}

/// Fills the signed-in user's profile from a JSON Resume document (at most 256 KiB), creating it
/// when there is none. The document is checked against the JSON Resume schema v1.0.0, then
/// **merged**: the basics it gives replace the profile's, those it leaves out stay; its work,
/// education and skills are added after the profile's own (ones already there are skipped). The
/// photo, the CV and the birth date are never changed, nor the account's e-mail.
#[utoipa::path(
    post,
    path = "/api/v1/me/profile/resume",
    tag = "profile",
    operation_id = "import_json_resume",
    security(("bearer" = [])),
    request_body(content = JsonResume, description = "A JSON Resume document (v1.0.0)"),
    responses(
        (status = 200, description = "The profile as saved, and the sections left out", body = ResumeImported),
        (status = 400, description = "`malformed_json`: not JSON; `invalid_body`: not a JSON object", body = ErrorEnvelope),
        SignInRequired,
        (status = 413, description = "`payload_too_large`: over 256 KiB", body = ErrorEnvelope),
        (status = 422, description = "`resume_invalid`, with each field's problem (`resume_value_invalid`, \
            `resume_date_invalid`, `resume_section_unknown`, or the profile's own codes) under the document's \
            field names (`basics.email`, `work[0].startDate`)", body = ErrorEnvelope),
    )
)]
async fn import_resume(
    auth: SignedIn,
    signer: web::Data<FileSigner>,
    body: web::Json<Value>,
) -> Result<HttpResponse, ApiError> {
    let document = body.into_inner();
    let refused = |fields| ApiError::fields(StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::ResumeInvalid, fields);
    let problems = json_resume::schema_errors(&document)?;
    if !problems.is_empty() {
        return Err(refused(problems));
    }
    let SignedIn { user, tx, .. } = auth;
    let current = repo::find_profile(&tx, user.id).await?;
    let imported = json_resume::import(document, current.as_ref()).map_err(refused)?;
    let id = repo::save(&tx, user.id, &imported.profile).await?;
    let details = json!({"from": "json_resume", "ignored": imported.ignored});
    audit::record_by(&tx, &user, Action::ProfileSaved, ("person", &id), details).await?;
    let person = repo::find_profile(&tx, user.id)
        .await?
        .ok_or_else(|| ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::ProfileNotFound))?;
    let profile = Profile::load(&tx, &signer, person, &user.email).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(ResumeImported { profile, ignored: imported.ignored }))
}
