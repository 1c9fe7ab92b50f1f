//! Offers: the letter a recruiting company sends a candidate it wants to hire. A tenant words its
//! letters as templates per language, with merge fields in the mail catalogs' `{field}` syntax;
//! an offer for an application carries its terms (salary, start date, contract type, expiry,
//! custom fields) under a version that every change raises; it goes through the tenant's
//! approval chain step by step (a changed term returns it to draft and the chain starts again),
//! then to the candidate, who accepts or declines it.

mod announce;
mod candidate;
mod chain;
pub mod document;
pub mod domain;
pub mod letter;
pub(crate) mod offers;
pub mod repo;
mod report;
mod responses;
mod templates;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_platform::{audit, client, db, error, files, locale, mail, template, tenancy, webhooks};
use erecruit_tasks as tasks;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        templates::list_offer_templates,
        templates::create_offer_template,
        templates::update_offer_template,
        templates::delete_offer_template,
        templates::preview_offer_letter,
        chain::get_offer_approval_chain,
        chain::put_offer_approval_chain,
        offers::list_offers,
        offers::create_offer,
        offers::get_offer,
        offers::change_offer,
        offers::submit_offer,
        offers::answer_approval,
        offers::withdraw_offer,
        offers::send_offer,
        offers::offer_document,
        candidate::my_offers,
        candidate::my_offer_document,
        candidate::accept_offer,
        candidate::decline_offer,
        report::offers_report,
    ),
    tags((name = "offers", description = "Offer letters' templates, offers, their approval and the candidate's answer"))
)]
pub struct OffersApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(templates::configure)
        .configure(chain::configure)
        .configure(offers::configure)
        .configure(candidate::configure)
        .configure(report::configure);
}

/// Expires the sent offers past their last day (the tenant's calendar day): the maintenance
/// pass calls it. How many expired.
pub async fn expire_due(tx: &tenancy::TenantTx) -> Result<u64, sea_orm::DbErr> {
    let expired = repo::expire_due(tx, templates::today(tx)).await?;
    if expired > 0 {
        announce::expired_now(tx).await?;
    }
    Ok(expired)
}

/// What offers hold about one person, for their privacy export: the offers sent to them (with
/// their letters and any acceptance) and the approval steps they answered.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedOffers {
    pub received: Vec<ExportedOffer>,
    pub approvals: Vec<repo::AnsweredApproval>,
}

/// An offer made to the person.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedOffer {
    pub id: i64,
    pub vacancy_title: String,
    pub state: domain::OfferState,
    pub salary_amount: f64,
    pub salary_currency: String,
    pub salary_period: String,
    pub start_date: chrono::NaiveDate,
    pub contract_type: String,
    pub expires_on: chrono::NaiveDate,
    pub custom_fields: std::collections::BTreeMap<String, String>,
    pub letter: Option<String>,
    pub sent_at: Option<chrono::DateTime<chrono::Utc>>,
    pub answered_at: Option<chrono::DateTime<chrono::Utc>>,
    pub decline_reason: Option<String>,
    /// Their acceptance: the name they typed, when, from where, and the SHA-256 (hex) of the
    /// document they accepted.
    pub acceptance: Option<serde_json::Value>,
}

pub async fn exported_for(tx: &tenancy::TenantTx, user_id: uuid::Uuid) -> Result<ExportedOffers, sea_orm::DbErr> {
    let offers = repo::of_applicant(tx, user_id).await?;
    let acceptances = repo::acceptances_of(tx, offers.iter().map(|o| o.id).collect()).await?;
    let received = offers
        .into_iter()
        .map(|offer| {
            let acceptance = acceptances.iter().find(|a| a.offer_id == offer.id).map(|a| {
                let hash: String = a.document_sha256.iter().map(|b| format!("{b:02x}")).collect();
                serde_json::json!({"fullName": a.full_name, "acceptedAt": a.accepted_at,
                    "clientAddress": a.client_address, "userAgent": a.user_agent, "documentSha256": hash})
            });
            ExportedOffer {
                id: offer.id,
                state: offer.state(),
                custom_fields: offer.custom_fields(),
                vacancy_title: offer.vacancy_title,
                salary_amount: offer.salary_amount,
                salary_currency: offer.salary_currency,
                salary_period: offer.salary_period,
                start_date: offer.start_date,
                contract_type: offer.contract_type,
                expires_on: offer.expires_on,
                letter: offer.letter,
                sent_at: offer.sent_at,
                answered_at: offer.answered_at,
                decline_reason: offer.decline_reason,
                acceptance,
            }
        })
        .collect();
    Ok(ExportedOffers { received, approvals: repo::approvals_by(tx, user_id).await? })
}

/// The demo's offers (`seed-demo`): a standard letter in the four languages, and an offer for
/// `application` from `by`, approved (the demo has no chain) and sent as a stored PDF, so the
/// demo applicant finds it in My Application.
pub async fn seed_demo(
    tx: &tenancy::TenantTx,
    storage: &files::Storage,
    application: i64,
    by: &auth::users::User,
) -> Result<(), error::ApiError> {
    use std::collections::BTreeMap;

    use locale::Locale;

    let bodies: BTreeMap<Locale, &str> = [
        (Locale::En, "# Offer of employment\n\nDear {candidate_name},\n\nwe are delighted to offer you the position of **{vacancy_title}** at {company_name}.\n\n- Salary: {salary}\n- Start date: {start_date}\n- Contract: {contract_type}\n- Mentor: {custom_mentor}\n\nPlease accept or decline this offer by {expiry_date}.\n\nKind regards,\n{sender_name}"),
        (Locale::De, "# Arbeitsangebot\n\nLiebe(r) {candidate_name},\n\nwir freuen uns, Ihnen die Stelle **{vacancy_title}** bei {company_name} anzubieten.\n\n- Gehalt: {salary}\n- Beginn: {start_date}\n- Vertrag: {contract_type}\n- Mentor: {custom_mentor}\n\nBitte nehmen Sie das Angebot bis {expiry_date} an oder lehnen Sie es ab.\n\nMit freundlichen Grüßen\n{sender_name}"),
        (Locale::Fr, "# Offre d’emploi\n\nBonjour {candidate_name},\n\nnous avons le plaisir de vous proposer le poste de **{vacancy_title}** chez {company_name}.\n\n- Salaire : {salary}\n- Début : {start_date}\n- Contrat : {contract_type}\n- Mentor : {custom_mentor}\n\nMerci d’accepter ou de refuser cette offre d’ici le {expiry_date}.\n\nCordialement,\n{sender_name}"),
        (Locale::Pt, "# Proposta de emprego\n\nOlá {candidate_name},\n\ntemos o prazer de lhe propor a função de **{vacancy_title}** na {company_name}.\n\n- Salário: {salary}\n- Início: {start_date}\n- Contrato: {contract_type}\n- Mentor: {custom_mentor}\n\nAceite ou recuse esta proposta até {expiry_date}.\n\nCom os melhores cumprimentos,\n{sender_name}"),
    ]
    .into_iter()
    .collect();
    let bodies = serde_json::to_value(bodies).unwrap_or_default();
    let template = repo::insert_template(tx, "Standard offer", bodies, by.id).await?;
    let today = templates::today(tx);
    let terms = domain::OfferTerms {
        salary: domain::OfferSalary { amount: 1800.0, currency: "EUR".into(), period: domain::SalaryPeriod::Month },
        start_date: today + chrono::Days::new(45),
        contract_type: domain::ContractType::Internship,
        expires_on: today + chrono::Days::new(14),
        template_id: Some(template.id),
        locale: None,
        custom_fields: [("mentor".to_owned(), by.name.clone())].into_iter().collect(),
    };
    let locale = repo::letter_context(tx, application).await?.and_then(|c| c.applicant_locale);
    let locale = locale.as_deref().and_then(Locale::parse).unwrap_or_default();
    let Some(id) = repo::insert_offer(tx, application, &terms, locale, template.id, by.id).await? else {
        return Ok(());
    };
    let offer = repo::offer(tx, id).await?.ok_or_else(|| error::ApiError::not_found("offer"))?;
    offers::send_now(tx, storage, offer, by, offers::PaperSize::A4).await
}
