//! Offer templates: the letter per language, with merge fields checked when stored, and a preview
//! with real data. Admins write them; staff read them to choose one for an offer.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::{NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use crate::audit::{self, Action};
use crate::auth::access::Access;
use crate::auth::{AdminOnly, StaffOnly};
use crate::domain::{self, ContractType, MAX_TEMPLATE, SalaryPeriod};
use crate::error::responses::{AdminRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::letter::{self, Context};
use crate::locale::Locale;
use crate::repo::{self, OfferRow, TemplateRow};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_offer_templates)
        .service(preview_offer_letter)
        .service(create_offer_template)
        .service(update_offer_template)
        .service(delete_offer_template);
}

/// An offer letter's template.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferTemplate {
    pub id: i64,
    pub name: String,
    /// The letter per language (Markdown with `{field}` placeholders).
    #[schema(value_type = BTreeMap<String, String>)]
    pub bodies: BTreeMap<Locale, String>,
    pub updated_at: chrono::DateTime<Utc>,
}

impl From<&TemplateRow> for OfferTemplate {
    fn from(row: &TemplateRow) -> Self {
        Self {
            id: row.id,
            name: row.name.clone(),
            bodies: serde_json::from_value(row.bodies.clone()).unwrap_or_default(),
            updated_at: row.updated_at,
        }
    }
}

/// A template as an admin writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferTemplateInput {
    /// 1 to 120 characters, on one line, unique.
    pub name: String,
    /// The letter per language: at least one; the merge fields are those of `GET
    /// /api/v1/admin/offer-templates` (`fields`) and `custom_<name>` for an offer's custom fields.
    #[schema(value_type = BTreeMap<String, String>)]
    pub bodies: BTreeMap<Locale, String>,
}

impl OfferTemplateInput {
    fn checked(mut self) -> Result<Self, ApiError> {
        let mut errors = FieldErrors::default();
        self.name = self.name.trim().to_owned();
        if self.name.is_empty() || self.name.chars().count() > 120 || self.name.contains(['\n', '\r']) {
            errors.add("name", ErrorCode::OfferTemplateNameInvalid);
        }
        self.bodies.retain(|_, body| !body.trim().is_empty());
        if self.bodies.is_empty() {
            errors.add("bodies", ErrorCode::OfferTemplateBodyInvalid);
        }
        for (locale, body) in &self.bodies {
            let field = format!("bodies.{}", locale.as_str());
            if body.chars().count() > MAX_TEMPLATE {
                errors.add(field, ErrorCode::OfferTemplateBodyInvalid);
            } else if let Some(unknown) = domain::unknown_field(body) {
                errors.add_with(field, ErrorCode::OfferFieldUnknown, &[("field", unknown)]);
            }
        }
        if errors.is_empty() { Ok(self) } else { Err(ApiError::validation(errors)) }
    }
}

/// The templates and the merge fields a letter may use.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferTemplates {
    pub templates: Vec<OfferTemplate>,
    /// Every merge field by name (beside `custom_<name>` for an offer's custom fields).
    pub fields: Vec<&'static str>,
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), responses(
    (status = 200, description = "The tenant's offer templates, by name, and the merge fields", body = OfferTemplates),
    StaffRequired,
))]
#[get("/api/v1/admin/offer-templates")]
async fn list_offer_templates(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let rows = repo::templates(&auth.tx).await?;
    let templates = rows.iter().map(OfferTemplate::from).collect();
    Ok(HttpResponse::Ok().json(OfferTemplates { templates, fields: domain::FIELDS.to_vec() }))
}

async fn unique_name(tx: &crate::tenancy::TenantTx, name: &str, except: Option<i64>) -> Result<(), ApiError> {
    if repo::template_name_taken(tx, name, except).await? {
        return Err(ApiError::validation(FieldErrors::one("name", ErrorCode::OfferTemplateNameTaken)));
    }
    Ok(())
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), request_body = OfferTemplateInput, responses(
    (status = 201, description = "The new template", body = OfferTemplate),
    (status = 400, description = "`validation_failed` (`offer_field_unknown` names the field, …)", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/offer-templates")]
async fn create_offer_template(auth: AdminOnly, body: web::Json<OfferTemplateInput>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let input = body.into_inner().checked()?;
    unique_name(&tx, &input.name, None).await?;
    let bodies = serde_json::to_value(&input.bodies).unwrap_or_default();
    let row = repo::insert_template(&tx, &input.name, bodies, user.id).await?;
    let languages: Vec<&str> = input.bodies.keys().map(|l| l.as_str()).collect();
    let details = json!({ "name": input.name, "languages": languages });
    audit::record_by(&tx, &user, Action::OfferTemplateCreated, ("offer_template", &row.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(OfferTemplate::from(&row)))
}

/// Changes a template. Offers already sent for approval keep the letter they were given.
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)),
    request_body = OfferTemplateInput, responses(
    (status = 200, description = "The template", body = OfferTemplate),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    AdminRequired,
    (status = 404, description = "No such template", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/offer-templates/{id}")]
async fn update_offer_template(
    auth: AdminOnly,
    id: web::Path<i64>,
    body: web::Json<OfferTemplateInput>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let input = body.into_inner().checked()?;
    unique_name(&tx, &input.name, Some(*id)).await?;
    let bodies = serde_json::to_value(&input.bodies).unwrap_or_default();
    let row = repo::update_template(&tx, *id, &input.name, bodies, user.id)
        .await?
        .ok_or_else(|| ApiError::not_found("offer template"))?;
    let languages: Vec<&str> = input.bodies.keys().map(|l| l.as_str()).collect();
    let details = json!({ "name": input.name, "languages": languages });
    audit::record_by(&tx, &user, Action::OfferTemplateChanged, ("offer_template", &row.id), details).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(OfferTemplate::from(&row)))
}

/// Deletes a template; offers made with it keep their letter.
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Deleted"),
    AdminRequired,
    (status = 404, description = "No such template", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/offer-templates/{id}")]
async fn delete_offer_template(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    if !repo::delete_template(&tx, *id).await? {
        return Err(ApiError::not_found("offer template"));
    }
    audit::record_by(&tx, &user, Action::OfferTemplateDeleted, ("offer_template", &*id), json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A letter to preview: a template's text in a language, filled in with an offer's terms, or an
/// application's candidate and vacancy with example terms, or example data throughout.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferLetterPreviewInput {
    pub body: String,
    pub locale: Locale,
    #[serde(default)]
    pub offer_id: Option<i64>,
    #[serde(default)]
    pub application_id: Option<i64>,
}

/// The letter as the candidate would read it (Markdown).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferLetterPreview {
    pub markdown: String,
    /// Custom fields the letter uses that the offer (or the example) does not give.
    pub missing_fields: Vec<String>,
}

/// Example terms for a preview without an offer: starting in a month, open for two weeks.
fn example(application: Option<&repo::ApplicationRow>, locale: Locale) -> OfferRow {
    let today = Utc::now().date_naive();
    OfferRow {
        id: 0,
        application_id: application.map_or(0, |a| a.id),
        vacancy_id: application.map_or(0, |a| a.vacancy_id),
        vacancy_title: application.map_or_else(|| "Data Analyst".to_owned(), |a| a.vacancy_title.clone()),
        applicant_name: application.map_or_else(|| "Ana Silva".to_owned(), |a| a.applicant_name.clone()),
        applicant_user_id: None,
        template_id: None,
        locale: locale.as_str().to_owned(),
        state: "draft".to_owned(),
        salary_amount: 65000.0,
        salary_currency: "EUR".to_owned(),
        salary_period: SalaryPeriod::Year.as_str().to_owned(),
        start_date: today + chrono::Days::new(30),
        contract_type: ContractType::Permanent.as_str().to_owned(),
        expires_on: today + chrono::Days::new(14),
        custom_fields: json!({}),
        terms_version: 1,
        approval_round: 0,
        letter: None,
        document_file_id: None,
        document_sha256: None,
        paper: "a4".to_owned(),
        decline_reason: None,
        created_by: None,
        created_at: Utc::now(),
        updated_at: Utc::now(),
        sent_at: None,
        answered_at: None,
    }
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), request_body = OfferLetterPreviewInput, responses(
    (status = 200, description = "The letter filled in", body = OfferLetterPreview),
    (status = 400, description = "`validation_failed` (`offer_field_unknown` names the field)", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such offer or application, or not the reader's to see", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/offer-templates/preview")]
async fn preview_offer_letter(
    auth: StaffOnly,
    body: web::Json<OfferLetterPreviewInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let input = body.into_inner();
    if let Some(unknown) = domain::unknown_field(&input.body) {
        let mut errors = FieldErrors::default();
        errors.add_with("body", ErrorCode::OfferFieldUnknown, &[("field", unknown)]);
        return Err(ApiError::validation(errors));
    }
    let access = Access::of(&tx, &user).await?;
    let mut offer = match (input.offer_id, input.application_id) {
        (Some(id), _) => {
            let offer = repo::offer(&tx, id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
            // An offer's terms are the hiring team's, not its interviewers'.
            crate::offers::check_hiring_team(&tx, &user, offer.vacancy_id, offer.application_id).await?;
            offer
        }
        (None, Some(id)) => {
            let application = repo::application(&tx, id).await?.ok_or_else(|| ApiError::not_found("application"))?;
            access.check_application(application.vacancy_id, application.id)?;
            example(Some(&application), input.locale)
        }
        (None, None) => example(None, input.locale),
    };
    offer.locale = input.locale.as_str().to_owned();
    let context = repo::letter_context(&tx, offer.application_id).await?;
    let hiring_manager = context.as_ref().and_then(|c| c.hiring_manager_name.clone());
    let company = tx.tenant().display_name.clone();
    let context = Context {
        company_name: &company,
        hiring_manager_name: hiring_manager.as_deref(),
        sender_name: &user.name,
        offer_date: Utc::now().date_naive(),
    };
    let missing = domain::missing_custom_fields(&input.body, &offer.custom_fields());
    let markdown = letter::fill(&input.body, &offer, &context);
    if markdown.chars().count() > domain::MAX_LETTER {
        return Err(ApiError::validation(FieldErrors::one("body", ErrorCode::OfferLetterTooLong)));
    }
    let shown = OfferLetterPreview { markdown, missing_fields: missing.into_iter().map(str::to_owned).collect() };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(shown))
}

/// Today, for checks on dates (the tenant's calendar day).
pub fn today(tx: &crate::tenancy::TenantTx) -> NaiveDate {
    Utc::now().with_timezone(&tx.tenant().zone()).date_naive()
}
