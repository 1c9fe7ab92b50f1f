//! `GET/PUT /api/v1/me/profile` and the old client's `POST /api/v1/Persons/getPersonBasicInfo`.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, put, web};
use serde_json::json;

use super::domain::ProfileInput;
use super::repo::{self, Person};
use crate::CvInfo;
use crate::audit::{self, Action};
use crate::auth::SignedIn;
use crate::auth::domain::Role;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::files::FileSigner;
use crate::tenancy::TenantTx;
use crate::views::{BasicInfo, BasicInfoAnswer, BasicInfoRequest, Profile};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_profile).service(save_profile).service(basic_info);
}

impl Profile {
    pub(crate) async fn load(
        tx: &TenantTx,
        signer: &FileSigner,
        person: Person,
        email: &str,
    ) -> Result<Self, ApiError> {
        let image = person.row.image_file_id.map(|id| signer.url(&tx.tenant().slug, id));
        let cv = match person.row.cv_file_id {
            Some(id) => crate::files::repo::find(tx, id).await?.as_ref().map(CvInfo::from),
            None => None,
        };
        Ok(Self::new(person, email, image, cv))
    }
}

fn no_profile() -> ApiError {
    ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::ProfileNotFound)
}

#[utoipa::path(tag = "profile", security(("bearer" = [])), responses(
    (status = 200, description = "The signed-in user's profile", body = Profile),
    SignInRequired,
    (status = 404, description = "`profile_not_found`: none saved yet", body = ErrorEnvelope),
))]
#[get("/api/v1/me/profile")]
async fn get_profile(auth: SignedIn, signer: web::Data<FileSigner>) -> Result<HttpResponse, ApiError> {
    let person = repo::find_profile(&auth.tx, auth.user.id).await?.ok_or_else(no_profile)?;
    let profile = Profile::load(&auth.tx, &signer, person, &auth.user.email).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(profile))
}

/// Saves the whole profile. The first save creates it, and from then on `person` in the sign-in
/// answers and in `GET /api/v1/me` is its id.
#[utoipa::path(tag = "profile", security(("bearer" = [])), request_body = ProfileInput, responses(
    (status = 200, description = "Saved", body = Profile),
    (status = 400, description = "`validation_failed` with every field error", body = ErrorEnvelope),
    SignInRequired,
))]
#[put("/api/v1/me/profile")]
async fn save_profile(
    auth: SignedIn,
    signer: web::Data<FileSigner>,
    body: web::Json<ProfileInput>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner().validate().map_err(ApiError::validation)?;
    let SignedIn { user, tx, .. } = auth;
    let id = repo::save(&tx, user.id, &input).await?;
    audit::record(
        &tx,
        audit::Entry {
            actor_user: Some(user.id),
            actor_label: &user.email,
            action: Action::ProfileSaved,
            subject_type: "person",
            subject_id: Some(id.to_string()),
            details: json!({}),
        },
    )
    .await?;
    let person = repo::find_profile(&tx, user.id).await?.ok_or_else(no_profile)?;
    let profile = Profile::load(&tx, &signer, person, &user.email).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(profile))
}

/// A person's name and photo, for the user menu. Only for the caller's own person, or for staff
/// and admins of the same tenant; anyone else gets 404.
#[utoipa::path(tag = "profile", security(("bearer" = [])), request_body = BasicInfoRequest, responses(
    (status = 200, description = "The person", body = BasicInfoAnswer),
    SignInRequired,
    (status = 404, description = "No such person, or not yours to see", body = ErrorEnvelope),
))]
#[post("/api/v1/Persons/getPersonBasicInfo")]
async fn basic_info(
    auth: SignedIn,
    signer: web::Data<FileSigner>,
    body: web::Json<BasicInfoRequest>,
) -> Result<HttpResponse, ApiError> {
    let not_found = || ApiError::not_found("person");
    let row = repo::find_by_id(&auth.tx, body.id).await?.ok_or_else(not_found)?;
    let allowed = row.user_id == auth.user.id || matches!(auth.user.role, Role::Admin | Role::Staff);
    if !allowed {
        return Err(not_found());
    }
    let image = row.image_file_id.map(|id| signer.url(&auth.tx.tenant().slug, id));
    let result = BasicInfo::new(row, image);
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(BasicInfoAnswer { result }))
}
