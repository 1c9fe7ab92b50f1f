//! Offers for applications, as the hiring team works on them: drafted with their terms, sent
//! through the tenant's approval chain (each step in turn, reset when a term changes), and
//! withdrawn. Who may: admins, and staff who may see the application in a part other than
//! interviewer; an approver reads the offer it is their turn to approve.

use actix_web::{HttpResponse, get, post, put, web};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::applications::domain::ApplicationStatus;
use crate::audit::{self, Action};
use crate::auth::access::Access;
use crate::auth::domain::Role;
use crate::auth::users::User;
use crate::auth::{AuthState, StaffOnly};
use crate::document;
use crate::domain::{
    self, ContractType, MAX_COMMENT, MAX_LETTER, Move, OfferSalary, OfferState, OfferTerms, SalaryPeriod,
};
use crate::error::responses::{SignInRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::Storage;
use crate::letter::{self, Context};
use crate::locale::Locale;
use crate::mail::{self, MailKind};
use crate::repo::{self, ApprovalRow, OfferRow};
use crate::responses::OnTheHiringTeam;
use crate::tenancy::TenantTx;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_offers)
        .service(create_offer)
        .service(get_offer)
        .service(change_offer)
        .service(submit_offer)
        .service(answer_approval)
        .service(withdraw_offer)
        .service(send_offer)
        .service(offer_document);
}

/// One step of an offer's approval.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferApproval {
    pub position: i32,
    pub approver_id: Option<Uuid>,
    pub approver_name: Option<String>,
    /// The step is the vacancy's hiring manager's (as the chain names it).
    pub hiring_manager: bool,
    /// `approved`, `rejected`, or none while it waits.
    pub decision: Option<String>,
    pub comment: String,
    pub decided_at: Option<DateTime<Utc>>,
}

impl From<ApprovalRow> for OfferApproval {
    fn from(row: ApprovalRow) -> Self {
        Self {
            position: row.position,
            approver_id: row.approver_id,
            approver_name: row.approver_name,
            hiring_manager: row.hiring_manager,
            decision: row.decision,
            comment: row.comment,
            decided_at: row.decided_at,
        }
    }
}

/// An offer as the hiring team sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Offer {
    pub id: i64,
    pub application_id: i64,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    pub applicant_name: String,
    pub state: OfferState,
    /// Raised by every change of terms; a change, a submission or an approval names the version
    /// it was made on.
    pub terms_version: i32,
    pub salary: OfferSalary,
    pub start_date: NaiveDate,
    pub contract_type: ContractType,
    pub expires_on: NaiveDate,
    pub custom_fields: std::collections::BTreeMap<String, String>,
    pub template_id: Option<i64>,
    pub locale: Locale,
    /// The letter (Markdown): fixed once submitted for approval; for a draft, as it would read.
    pub letter: String,
    /// The current round's steps of the chain (empty before a submission and after a change).
    pub approvals: Vec<OfferApproval>,
    /// It is the reader's turn to approve.
    pub may_approve: bool,
    pub decline_reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub answered_at: Option<DateTime<Utc>>,
}

/// The letter of a draft as it would read now (its template's text filled in), or the one fixed.
async fn letter_of(tx: &TenantTx, offer: &OfferRow, sender: &str) -> Result<Result<String, ApiError>, ApiError> {
    if let Some(letter) = &offer.letter {
        return Ok(Ok(letter.clone()));
    }
    let Some(template) = repo::template(tx, offer.template_id).await? else {
        return Ok(Err(ApiError::conflict(ErrorCode::OfferTemplateRequired)));
    };
    let Some((_, body)) = template.body(offer.locale()) else {
        return Ok(Err(ApiError::conflict(ErrorCode::OfferTemplateRequired)));
    };
    let missing = domain::missing_custom_fields(&body, &offer.custom_fields());
    if let Some(field) = missing.first() {
        let mut errors = FieldErrors::default();
        errors.add_with(format!("customFields.{field}"), ErrorCode::OfferCustomFieldMissing, &[("field", *field)]);
        return Ok(Err(ApiError::validation(errors)));
    }
    let context = repo::letter_context(tx, offer.application_id).await?;
    let hiring_manager = context.and_then(|c| c.hiring_manager_name);
    let company = tx.tenant().display_name.clone();
    let context = Context {
        company_name: &company,
        hiring_manager_name: hiring_manager.as_deref(),
        sender_name: sender,
        offer_date: crate::templates::today(tx),
    };
    let filled = letter::fill(&body, offer, &context);
    if filled.chars().count() > MAX_LETTER {
        return Ok(Err(ApiError::validation(FieldErrors::one("letter", ErrorCode::OfferLetterTooLong))));
    }
    Ok(Ok(filled))
}

async fn view(tx: &TenantTx, offer: OfferRow, reader: &User) -> Result<Offer, ApiError> {
    let letter = letter_of(tx, &offer, &reader.name).await?.unwrap_or_default();
    // The current round's steps, while they are about the current terms (a changed term leaves
    // them as history).
    let approvals: Vec<OfferApproval> = repo::approvals(tx, offer.id)
        .await?
        .into_iter()
        .filter(|row| row.round == offer.approval_round && row.terms_version == offer.terms_version)
        .map(OfferApproval::from)
        .collect();
    let may_approve = offer.state() == OfferState::PendingApproval
        && approvals.iter().find(|step| step.decision.is_none()).and_then(|step| step.approver_id) == Some(reader.id);
    let custom_fields = offer.custom_fields();
    Ok(Offer {
        id: offer.id,
        application_id: offer.application_id,
        vacancy_id: offer.vacancy_id,
        vacancy_title: offer.vacancy_title.clone(),
        applicant_name: offer.applicant_name.clone(),
        state: offer.state(),
        terms_version: offer.terms_version,
        salary: OfferSalary {
            amount: offer.salary_amount,
            currency: offer.salary_currency.clone(),
            period: SalaryPeriod::parse(&offer.salary_period).unwrap_or(SalaryPeriod::Year),
        },
        start_date: offer.start_date,
        contract_type: ContractType::parse(&offer.contract_type).unwrap_or(ContractType::Permanent),
        expires_on: offer.expires_on,
        custom_fields,
        template_id: offer.template_id,
        locale: offer.locale(),
        letter,
        approvals,
        may_approve,
        decline_reason: offer.decline_reason,
        created_at: offer.created_at,
        updated_at: offer.updated_at,
        sent_at: offer.sent_at,
        answered_at: offer.answered_at,
    })
}

/// 404 unless the reader may see the application; 403 unless they may also work on its offers
/// (admins; staff in a part other than interviewer, or any staff while the tenant does not limit
/// staff to their teams).
pub(crate) async fn check_hiring_team(
    tx: &TenantTx,
    user: &User,
    vacancy_id: i64,
    application_id: i64,
) -> Result<(), ApiError> {
    Access::of(tx, user).await?.check_application(vacancy_id, application_id)?;
    if user.role == Role::Admin {
        return Ok(());
    }
    let role = repo::team_role(tx, vacancy_id, user.id).await?;
    match role.as_deref() {
        Some("interviewer") => Err(ApiError::forbidden()),
        Some(_) => Ok(()),
        None if tx.tenant().branding.team_access_only => Err(ApiError::forbidden()),
        None => Ok(()),
    }
}

/// The offer `id` for a reader on its hiring team, or whose turn it is to approve it.
async fn readable(tx: &TenantTx, user: &User, id: i64, for_update: bool) -> Result<OfferRow, ApiError> {
    let offer = if for_update { repo::offer_for_update(tx, id).await? } else { repo::offer(tx, id).await? };
    let offer = offer.ok_or_else(|| ApiError::not_found("offer"))?;
    if offer.state() == OfferState::PendingApproval && repo::current_approver(tx, &offer).await? == Some(user.id) {
        return Ok(offer);
    }
    check_hiring_team(tx, user, offer.vacancy_id, offer.application_id).await?;
    Ok(offer)
}

/// The offer writable by the reader on its hiring team, locked, written on `version`.
async fn writable(tx: &TenantTx, user: &User, id: i64, version: i32) -> Result<OfferRow, ApiError> {
    let offer = repo::offer_for_update(tx, id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    check_hiring_team(tx, user, offer.vacancy_id, offer.application_id).await?;
    if offer.terms_version != version {
        return Err(ApiError::conflict(ErrorCode::OfferChanged));
    }
    Ok(offer)
}

/// `offer`'s state after `action`, or 409 `offer_state_invalid`.
fn after(offer: &OfferRow, action: Move) -> Result<OfferState, ApiError> {
    offer.state().after(action).ok_or_else(|| ApiError::conflict(ErrorCode::OfferStateInvalid))
}

async fn record(
    tx: &TenantTx,
    user: &User,
    action: Action,
    offer: i64,
    details: serde_json::Value,
) -> Result<(), ApiError> {
    audit::record_by(tx, user, action, ("offer", &offer), details).await?;
    Ok(())
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct OffersQuery {
    /// The application whose offers to list.
    pub application_id: i64,
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), params(OffersQuery), responses(
    (status = 200, description = "The application's offers, newest first", body = Vec<Offer>),
    StaffRequired,
    (status = 404, description = "No such application, or not the reader's to see", body = ErrorEnvelope),
))]
#[get("/api/v1/offers")]
async fn list_offers(auth: StaffOnly, query: web::Query<OffersQuery>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let application =
        repo::application(&tx, query.application_id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    check_hiring_team(&tx, &user, application.vacancy_id, application.id).await?;
    let mut offers = Vec::new();
    for row in repo::of_application(&tx, application.id).await? {
        offers.push(view(&tx, row, &user).await?);
    }
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(offers))
}

/// A new offer's terms and its application.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewOffer {
    pub application_id: i64,
    #[serde(flatten)]
    pub terms: OfferTerms,
}

/// The template and language an offer's terms name, or the defaults (the tenant's first
/// template; the applicant's language).
async fn template_and_locale(
    tx: &TenantTx,
    terms: &OfferTerms,
    application_id: i64,
) -> Result<(i64, Locale), ApiError> {
    let template = repo::template(tx, terms.template_id).await?;
    let template = match (template, terms.template_id) {
        (Some(template), _) => template,
        (None, Some(_)) => {
            return Err(ApiError::validation(FieldErrors::one("templateId", ErrorCode::OfferTemplateRequired)));
        }
        (None, None) => return Err(ApiError::conflict(ErrorCode::OfferTemplateRequired)),
    };
    let applicant = repo::letter_context(tx, application_id).await?.and_then(|c| c.applicant_locale);
    let locale = terms.locale.or_else(|| applicant.as_deref().and_then(Locale::parse)).unwrap_or_default();
    Ok((template.id, locale))
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), request_body = NewOffer, responses(
    (status = 201, description = "The draft", body = Offer),
    (status = 400, description = "`validation_failed` (`offer_salary_invalid`, `offer_currency_invalid`, `offer_expiry_past`, `offer_custom_field_invalid`, …)",
        body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin, or only an interviewer of this vacancy", body = ErrorEnvelope),
    (status = 404, description = "No such application, or not the reader's to see", body = ErrorEnvelope),
    (status = 409, description = "`offer_open_already`, `offer_template_required`, `application_closed` (rejected, withdrawn or hired)",
        body = ErrorEnvelope),
))]
#[post("/api/v1/offers")]
async fn create_offer(auth: StaffOnly, body: web::Json<NewOffer>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let NewOffer { application_id, terms } = body.into_inner();
    let application =
        repo::application(&tx, application_id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    check_hiring_team(&tx, &user, application.vacancy_id, application.id).await?;
    if matches!(application.status.as_str(), "rejected" | "withdrawn" | "hired") {
        return Err(ApiError::conflict(ErrorCode::ApplicationClosed));
    }
    let terms = terms.checked(crate::templates::today(&tx)).map_err(ApiError::validation)?;
    let (template_id, locale) = template_and_locale(&tx, &terms, application_id).await?;
    let id = repo::insert_offer(&tx, application_id, &terms, locale, template_id, user.id)
        .await?
        .ok_or_else(|| ApiError::conflict(ErrorCode::OfferOpenAlready))?;
    record(&tx, &user, Action::OfferCreated, id, json!({ "applicationId": application_id })).await?;
    let offer = repo::offer(&tx, id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let shown = view(&tx, offer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(shown))
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, description = "The offer", body = Offer),
    OnTheHiringTeam,
))]
#[get("/api/v1/offers/{id}")]
async fn get_offer(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let offer = readable(&tx, &user, *id, false).await?;
    let shown = view(&tx, offer, &user).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(shown))
}

/// Changed terms, written on `termsVersion`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedOffer {
    pub terms_version: i32,
    #[serde(flatten)]
    pub terms: OfferTerms,
}

/// Changes the terms: the offer returns to draft under a new version (approvals and any link
/// given out no longer hold).
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = ChangedOffer,
    responses(
    (status = 200, description = "The offer, a draft again", body = Offer),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    OnTheHiringTeam,
    (status = 409, description = "`offer_changed` (another version), `offer_state_invalid` (answered or closed), `offer_template_required`",
        body = ErrorEnvelope),
))]
#[put("/api/v1/offers/{id}")]
async fn change_offer(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<ChangedOffer>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let ChangedOffer { terms_version, terms } = body.into_inner();
    let offer = writable(&tx, &user, *id, terms_version).await?;
    after(&offer, Move::ChangeTerms)?;
    let terms = terms.checked(crate::templates::today(&tx)).map_err(ApiError::validation)?;
    let (template_id, locale) = template_and_locale(&tx, &terms, offer.application_id).await?;
    repo::change_terms(&tx, offer.id, &terms, locale, template_id).await?;
    let details = json!({ "from": offer.state, "termsVersion": terms_version + 1 });
    record(&tx, &user, Action::OfferTermsChanged, offer.id, details).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let shown = view(&tx, offer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(shown))
}

/// Names the version of the terms an action is taken on.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferVersion {
    pub terms_version: i32,
}

/// The offer's page in the web app.
pub(crate) fn link(public_url: &str, tx: &TenantTx, offer: &OfferRow) -> String {
    format!(
        "{public_url}/job-vacancy-setting/applications/{}?offer={}&tenant={}",
        offer.application_id,
        offer.id,
        tx.tenant().slug
    )
}

/// Tells the approver whose turn it is, by mail and with a task.
async fn ask_next_approver(tx: &TenantTx, public_url: &str, offer: &OfferRow) -> Result<(), ApiError> {
    let Some(approver) = repo::current_approver(tx, offer).await? else { return Ok(()) };
    let Some(person) = crate::auth::users::find_by_id(tx, approver).await? else { return Ok(()) };
    let link = link(public_url, tx, offer);
    let kind = MailKind::OfferApprovalRequested {
        applicant: offer.applicant_name.clone(),
        vacancy: offer.vacancy_title.clone(),
        link: link.clone(),
    };
    let site = crate::tenancy::PublicTenant::from(tx.tenant()).erecruitment_title;
    let words = mail::templates::render(&kind, person.locale, &person.name, &site);
    let task = crate::tasks::repo::NewTask {
        title: words.subject,
        description: link,
        assignee_id: person.id,
        created_by: person.id,
        due_on: Some(offer.expires_on),
        vacancy_id: Some(offer.vacancy_id),
        application_id: Some(offer.application_id),
        is_starred: false,
        is_important: true,
    };
    crate::tasks::repo::insert(tx, task).await?;
    mail::enqueue(tx, person.recipient(), &kind).await?;
    Ok(())
}

/// Sends the offer for approval: its letter is fixed, and the chain's first step is asked (with
/// no chain, or nobody on it, the offer is approved at once).
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = OfferVersion,
    responses(
    (status = 200, description = "The offer, pending approval or approved", body = Offer),
    (status = 400, description = "`validation_failed` (`offer_custom_field_missing` names the field)", body = ErrorEnvelope),
    OnTheHiringTeam,
    (status = 409, description = "`offer_changed`, `offer_state_invalid`, `offer_template_required`", body = ErrorEnvelope),
))]
#[post("/api/v1/offers/{id}/submit")]
async fn submit_offer(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<OfferVersion>,
    state: web::Data<AuthState>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let offer = writable(&tx, &user, *id, body.terms_version).await?;
    after(&offer, Move::Submit)?;
    let letter = letter_of(&tx, &offer, &user.name).await??;
    repo::fix_letter(&tx, offer.id, &letter).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let steps = repo::open_approvals(&tx, &offer).await?;
    if steps == 0 {
        repo::set_state(&tx, offer.id, OfferState::Approved).await?;
    } else {
        ask_next_approver(&tx, &state.public_url, &offer).await?;
    }
    record(&tx, &user, Action::OfferSubmitted, offer.id, json!({ "steps": steps })).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let shown = view(&tx, offer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(shown))
}

/// An approver's answer.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferApprovalAnswer {
    pub terms_version: i32,
    pub approve: bool,
    /// Up to 2,000 characters; say why when rejecting.
    #[serde(default)]
    pub comment: String,
}

/// The approver whose turn it is approves (the next step is asked; after the last, the offer is
/// approved) or rejects (the offer returns to draft). Its maker is told either way.
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = OfferApprovalAnswer,
    responses(
    (status = 200, description = "The offer as it now is", body = Offer),
    (status = 400, description = "`validation_failed` (`comment_too_long`)", body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin, or `not_the_approver`", body = ErrorEnvelope),
    (status = 404, description = "No such offer, or not the reader's to see", body = ErrorEnvelope),
    (status = 409, description = "`offer_changed`, `offer_state_invalid`", body = ErrorEnvelope),
))]
#[post("/api/v1/offers/{id}/approval")]
async fn answer_approval(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<OfferApprovalAnswer>,
    state: web::Data<AuthState>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let answer = body.into_inner();
    let comment = answer.comment.trim();
    if comment.chars().count() > MAX_COMMENT {
        return Err(ApiError::validation(FieldErrors::one("comment", ErrorCode::CommentTooLong)));
    }
    let offer = readable(&tx, &user, *id, true).await?;
    if offer.terms_version != answer.terms_version {
        return Err(ApiError::conflict(ErrorCode::OfferChanged));
    }
    after(&offer, if answer.approve { Move::Approve } else { Move::Reject })?;
    if !repo::answer_step(&tx, &offer, user.id, answer.approve, comment).await? {
        return Err(ApiError::coded(actix_web::http::StatusCode::FORBIDDEN, ErrorCode::NotTheApprover));
    }
    let done = if !answer.approve {
        repo::set_state(&tx, offer.id, OfferState::Draft).await?;
        true
    } else if repo::steps_left(&tx, &offer).await? == 0 {
        repo::set_state(&tx, offer.id, OfferState::Approved).await?;
        crate::announce::offers(&tx, crate::webhooks::Event::OfferApproved, &[offer.id]).await?;
        true
    } else {
        ask_next_approver(&tx, &state.public_url, &offer).await?;
        false
    };
    if done && let Some(maker) = offer.created_by {
        tell_maker(&tx, &state.public_url, &offer, maker, &user, answer.approve, comment).await?;
    }
    let action = if answer.approve { Action::OfferApproved } else { Action::OfferRejected };
    // The comment stays with the step (and goes with the candidate's data), not in the log.
    let details = json!({ "termsVersion": offer.terms_version, "commented": !comment.is_empty() });
    record(&tx, &user, action, offer.id, details).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let shown = view(&tx, offer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(shown))
}

/// Tells the offer's maker that the chain approved it, or that `approver` rejected it.
async fn tell_maker(
    tx: &TenantTx,
    public_url: &str,
    offer: &OfferRow,
    maker: Uuid,
    approver: &User,
    approved: bool,
    comment: &str,
) -> Result<(), ApiError> {
    let Some(person) = crate::auth::users::find_by_id(tx, maker).await? else { return Ok(()) };
    let kind = MailKind::OfferApprovalAnswered {
        applicant: offer.applicant_name.clone(),
        vacancy: offer.vacancy_title.clone(),
        approver: approver.name.clone(),
        approved,
        comment: (!comment.is_empty()).then(|| comment.to_owned()),
        link: link(public_url, tx, offer),
    };
    mail::enqueue(tx, person.recipient(), &kind).await?;
    Ok(())
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = OfferVersion,
    responses(
    (status = 200, description = "The offer, withdrawn", body = Offer),
    OnTheHiringTeam,
    (status = 409, description = "`offer_changed`, `offer_state_invalid`", body = ErrorEnvelope),
))]
#[post("/api/v1/offers/{id}/withdraw")]
async fn withdraw_offer(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<OfferVersion>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let offer = writable(&tx, &user, *id, body.terms_version).await?;
    after(&offer, Move::Withdraw)?;
    repo::set_state(&tx, offer.id, OfferState::Withdrawn).await?;
    record(&tx, &user, Action::OfferWithdrawn, offer.id, json!({ "from": offer.state })).await?;
    crate::announce::offers(&tx, crate::webhooks::Event::OfferWithdrawn, &[offer.id]).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let shown = view(&tx, offer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(shown))
}

/// The paper a document is laid out on.
#[derive(Debug, Clone, Copy, Default, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaperSize {
    #[default]
    A4,
    Letter,
}

impl PaperSize {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::A4 => "a4",
            Self::Letter => "letter",
        }
    }

    pub fn parse(text: &str) -> Self {
        if text == "letter" { Self::Letter } else { Self::A4 }
    }
}

impl From<PaperSize> for erecruit_documents::Paper {
    fn from(paper: PaperSize) -> Self {
        match paper {
            PaperSize::A4 => Self::A4,
            PaperSize::Letter => Self::Letter,
        }
    }
}

/// Sending an approved offer, on the version approved.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SendOffer {
    pub terms_version: i32,
    /// The document's paper (default A4).
    #[serde(default)]
    pub paper: PaperSize,
}

/// Sends an approved offer: its PDF is rendered and stored (with its SHA-256, never rewritten),
/// the application moves to its offer stage when it is not there yet, and the candidate gets a
/// mail with the link to read and answer it in My Application.
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = SendOffer,
    responses(
    (status = 200, description = "The offer, sent", body = Offer),
    OnTheHiringTeam,
    (status = 409, description = "`offer_changed`, `offer_state_invalid` (not approved), `offer_expired`, `invalid_transition` (the application cannot move to its offer stage)",
        body = ErrorEnvelope),
))]
#[post("/api/v1/offers/{id}/send")]
async fn send_offer(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<SendOffer>,
    state: web::Data<AuthState>,
    storage: web::Data<Storage>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let offer = writable(&tx, &user, *id, body.terms_version).await?;
    after(&offer, Move::Send)?;
    if offer.expires_on < crate::templates::today(&tx) {
        return Err(ApiError::conflict(ErrorCode::OfferExpired));
    }
    let candidate = offer.applicant_user_id;
    let (offer_id, version, expires_on) = (offer.id, offer.terms_version, offer.expires_on);
    let (vacancy, application) = (offer.vacancy_title.clone(), offer.application_id);
    send_now(&tx, &storage, offer, &user, body.paper).await?;
    let person = match candidate {
        Some(id) => crate::auth::users::find_by_id(&tx, id).await?,
        None => None,
    };
    if let Some(person) = person {
        let kind = MailKind::OfferSent {
            vacancy,
            company: tx.tenant().display_name.clone(),
            expires: letter::long_date(expires_on, person.locale),
            link: format!("{}/my-application?offer={offer_id}&tenant={}", state.public_url, tx.tenant().slug),
        };
        let to = person.recipient();
        mail::enqueue(&tx, to, &kind).await?;
    }
    let sent = repo::offer(&tx, offer_id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let hash = sent.document_sha256.as_deref().map(document::hex).unwrap_or_default();
    let details = json!({ "termsVersion": version, "documentSha256": hash, "applicationId": application });
    record(&tx, &user, Action::OfferSent, offer_id, details).await?;
    crate::announce::offers(&tx, crate::webhooks::Event::OfferSent, &[offer_id]).await?;
    let offer = sent;
    let shown = view(&tx, offer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(shown))
}

/// Sends an approved offer by `by`: its PDF rendered and stored as the candidate's file with its
/// hash, and the application moved to its offer stage when it is before it.
pub(crate) async fn send_now(
    tx: &TenantTx,
    storage: &Storage,
    offer: OfferRow,
    by: &User,
    paper: PaperSize,
) -> Result<(), ApiError> {
    let Some(candidate) = offer.applicant_user_id else {
        return Err(ApiError::conflict(ErrorCode::OfferStateInvalid));
    };
    let letter = match offer.letter.clone() {
        Some(letter) => letter,
        None => letter_of(tx, &offer, &by.name).await??,
    };
    let pdf = document::render(tx, storage, &offer, letter.clone(), paper.into(), None).await?;
    let name = format!("offer-{}-{}.pdf", offer.id, offer.terms_version);
    let file = document::store(tx, storage, candidate, &pdf, &name).await?;
    if offer.letter.is_none() {
        repo::fix_letter(tx, offer.id, &letter).await?;
    }
    repo::mark_sent(tx, offer.id, file.id, &file.sha256, paper.as_str()).await?;
    let application = repo::application(tx, offer.application_id).await?;
    if application.is_some_and(|a| matches!(a.status.as_str(), "submitted" | "in_review" | "interview")) {
        crate::applications::change_to(tx, by, offer.application_id, ApplicationStatus::Offered, None, None).await?;
    }
    Ok(())
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DocumentQuery {
    /// For an offer not sent yet, the paper of the preview (default A4).
    #[serde(default)]
    pub paper: Option<PaperSize>,
    /// The candidate's signed copy (once accepted) instead of the document sent.
    #[serde(default)]
    pub signed: bool,
}

/// The offer's PDF: the stored document once sent (or the signed copy), else a preview of the
/// letter as it now reads.
#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path), DocumentQuery), responses(
    (status = 200, description = "The PDF", content_type = "application/pdf", body = Vec<u8>),
    (status = 400, description = "`validation_failed` (the letter names a custom field the offer lacks)", body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not staff or admin, or only an interviewer of this vacancy", body = ErrorEnvelope),
    (status = 404, description = "No such offer or document, or not the reader's to see", body = ErrorEnvelope),
    (status = 409, description = "`offer_template_required`", body = ErrorEnvelope),
))]
#[get("/api/v1/offers/{id}/document")]
async fn offer_document(
    auth: StaffOnly,
    id: web::Path<i64>,
    query: web::Query<DocumentQuery>,
    storage: web::Data<Storage>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let offer = readable(&tx, &user, *id, false).await?;
    if query.signed {
        let signed = repo::acceptances_of(&tx, vec![offer.id]).await?.pop().and_then(|a| a.signed_file_id);
        return document::download(&storage, signed, &tx).await;
    }
    if offer.sent_at.is_some() {
        return document::download(&storage, offer.document_file_id, &tx).await;
    }
    let letter = letter_of(&tx, &offer, &user.name).await??;
    let paper = query.paper.unwrap_or_default();
    let pdf = document::render(&tx, &storage, &offer, letter, paper.into(), None).await?;
    Ok(document::inline(pdf, &format!("offer-{}-draft.pdf", offer.id)))
}
