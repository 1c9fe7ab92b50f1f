//! The candidate's side of an offer: the offers sent to them (in My Application), the PDF they
//! read, and their answer — accept by typing their full name (recorded with the time, their
//! address, their browser and the SHA-256 of the exact document they read, beside a signed copy
//! with a signature page), or decline with an optional reason. Either way the hiring team is
//! told; an acceptance moves the application to its vacancy's hired stage.
//!
//! This is a simple electronic signature, not a qualified one.

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::applications::domain::ApplicationStatus;
use crate::audit::{self, Action};
use crate::auth::{AuthState, SignedIn};
use crate::document::{self, Signature};
use crate::domain::{ContractType, MAX_COMMENT, Move, OfferSalary, OfferState, SalaryPeriod};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::Storage;
use crate::mail::{self, MailKind};
use crate::repo::{self, OfferRow};
use crate::tenancy::TenantTx;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_offers).service(my_offer_document).service(accept_offer).service(decline_offer);
}

/// An offer as its candidate sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CandidateOffer {
    pub id: i64,
    pub application_id: i64,
    pub vacancy_title: String,
    pub company_name: String,
    pub state: OfferState,
    pub salary: OfferSalary,
    pub start_date: NaiveDate,
    pub contract_type: ContractType,
    /// The last day to answer.
    pub expires_on: NaiveDate,
    pub custom_fields: std::collections::BTreeMap<String, String>,
    /// The letter (Markdown), as in the PDF.
    pub letter: String,
    /// The SHA-256 (hex) of the PDF sent: an acceptance names it.
    pub document_sha256: String,
    pub sent_at: Option<DateTime<Utc>>,
    pub answered_at: Option<DateTime<Utc>>,
    pub decline_reason: Option<String>,
    /// The name typed to accept, once accepted.
    pub accepted_as: Option<String>,
}

fn shown(tx: &TenantTx, offer: OfferRow, accepted_as: Option<String>) -> CandidateOffer {
    CandidateOffer {
        id: offer.id,
        application_id: offer.application_id,
        company_name: tx.tenant().display_name.clone(),
        state: offer.state(),
        salary: OfferSalary {
            amount: offer.salary_amount,
            currency: offer.salary_currency.clone(),
            period: SalaryPeriod::parse(&offer.salary_period).unwrap_or(SalaryPeriod::Year),
        },
        start_date: offer.start_date,
        contract_type: ContractType::parse(&offer.contract_type).unwrap_or(ContractType::Permanent),
        expires_on: offer.expires_on,
        custom_fields: offer.custom_fields(),
        document_sha256: offer.document_sha256.as_deref().map(document::hex).unwrap_or_default(),
        letter: offer.letter.unwrap_or_default(),
        vacancy_title: offer.vacancy_title,
        sent_at: offer.sent_at,
        answered_at: offer.answered_at,
        decline_reason: offer.decline_reason,
        accepted_as,
    }
}

/// The offer `id` sent to the signed-in candidate (404 for anyone else's, or one not sent).
async fn mine(tx: &TenantTx, user: uuid::Uuid, id: i64, for_update: bool) -> Result<OfferRow, ApiError> {
    let offer = if for_update { repo::offer_for_update(tx, id).await? } else { repo::offer(tx, id).await? };
    offer
        .filter(|o| o.applicant_user_id == Some(user) && o.sent_at.is_some())
        .ok_or_else(|| ApiError::not_found("offer"))
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), responses(
    (status = 200, description = "The offers sent to the reader, newest first", body = Vec<CandidateOffer>),
    SignInRequired,
))]
#[get("/api/v1/me/offers")]
async fn my_offers(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let offers = repo::of_applicant(&auth.tx, auth.user.id).await?;
    let acceptances = repo::acceptances_of(&auth.tx, offers.iter().map(|o| o.id).collect()).await?;
    let shown: Vec<CandidateOffer> = offers
        .into_iter()
        .map(|offer| {
            let name = acceptances.iter().find(|a| a.offer_id == offer.id).map(|a| a.full_name.clone());
            shown(&auth.tx, offer, name)
        })
        .collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(shown))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyDocumentQuery {
    /// The signed copy (once accepted) instead of the document sent.
    #[serde(default)]
    pub signed: bool,
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path), MyDocumentQuery), responses(
    (status = 200, description = "The PDF as sent (or the signed copy)", content_type = "application/pdf", body = Vec<u8>),
    SignInRequired,
    (status = 404, description = "No such offer sent to the reader, or no signed copy", body = ErrorEnvelope),
))]
#[get("/api/v1/me/offers/{id}/document")]
async fn my_offer_document(
    auth: SignedIn,
    id: web::Path<i64>,
    query: web::Query<MyDocumentQuery>,
    storage: web::Data<Storage>,
) -> Result<HttpResponse, ApiError> {
    let offer = mine(&auth.tx, auth.user.id, *id, false).await?;
    let file = if query.signed {
        repo::acceptances_of(&auth.tx, vec![offer.id]).await?.pop().and_then(|a| a.signed_file_id)
    } else {
        offer.document_file_id
    };
    document::download(&storage, file, &auth.tx).await
}

/// Names collapsed for comparison: spaces squeezed, case folded.
fn same_name(typed: &str, expected: &str) -> bool {
    let fold = |name: &str| name.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase();
    fold(typed) == fold(expected)
}

/// An acceptance: the full name typed, and the SHA-256 of the PDF the candidate read.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Acceptance {
    pub full_name: String,
    pub document_sha256: String,
}

/// Sent, still open, and the document the candidate read is the one stored.
fn answerable(tx: &TenantTx, offer: &OfferRow, action: Move, read: Option<&str>) -> Result<(), ApiError> {
    offer.state().after(action).ok_or_else(|| ApiError::conflict(ErrorCode::OfferStateInvalid))?;
    if offer.expires_on < crate::templates::today(tx) {
        return Err(ApiError::conflict(ErrorCode::OfferExpired));
    }
    let stored = offer.document_sha256.as_deref().map(document::hex);
    if let Some(read) = read
        && stored.as_deref() != Some(read.trim().to_ascii_lowercase().as_str())
    {
        return Err(ApiError::conflict(ErrorCode::OfferChanged));
    }
    Ok(())
}

/// Tells the offer's maker and the vacancy's hiring manager of the candidate's answer.
async fn tell_team(
    tx: &TenantTx,
    public_url: &str,
    offer: &OfferRow,
    accepted: bool,
    reason: Option<&str>,
) -> Result<(), ApiError> {
    let mut people = Vec::new();
    if let Some(maker) = offer.created_by {
        people.push(maker);
    }
    if let Some(manager) = repo::hiring_manager(tx, offer.vacancy_id).await?
        && !people.contains(&manager)
    {
        people.push(manager);
    }
    let link = crate::offers::link(public_url, tx, offer);
    for id in people {
        let Some(person) = crate::auth::users::find_by_id(tx, id).await? else { continue };
        let kind = MailKind::OfferAnswered {
            applicant: offer.applicant_name.clone(),
            vacancy: offer.vacancy_title.clone(),
            accepted,
            reason: reason.map(str::to_owned),
            link: link.clone(),
        };
        mail::enqueue(tx, person.recipient(), &kind).await?;
    }
    Ok(())
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = Acceptance,
    responses(
    (status = 200, description = "Accepted: the offer as it now is", body = CandidateOffer),
    (status = 400, description = "`validation_failed` (`offer_name_mismatch` names the name expected)", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "No such offer sent to the reader", body = ErrorEnvelope),
    (status = 409, description = "`offer_changed` (not the document stored), `offer_expired`, `offer_state_invalid`",
        body = ErrorEnvelope),
))]
#[post("/api/v1/me/offers/{id}/accept")]
async fn accept_offer(
    auth: SignedIn,
    req: HttpRequest,
    id: web::Path<i64>,
    body: web::Json<Acceptance>,
    state: web::Data<AuthState>,
    storage: web::Data<Storage>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let offer = mine(&tx, user.id, *id, true).await?;
    answerable(&tx, &offer, Move::Accept, Some(&body.document_sha256))?;
    let full_name = body.full_name.split_whitespace().collect::<Vec<_>>().join(" ");
    if !same_name(&full_name, &offer.applicant_name) {
        let mut errors = FieldErrors::default();
        errors.add_with("fullName", ErrorCode::OfferNameMismatch, &[("name", offer.applicant_name.as_str())]);
        return Err(ApiError::validation(errors));
    }
    let address = crate::client::client_addr(&req).map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
    let agent = crate::auth::sessions::kept_user_agent(crate::auth::sessions::user_agent(&req));
    let now = Utc::now();
    let hash = offer.document_sha256.as_deref().map(document::hex).unwrap_or_default();
    // The signed copy: the letter as sent, and a page recording the acceptance.
    let labels = signature_labels(offer.locale());
    let signature = Signature {
        heading: labels[0].to_owned(),
        lines: vec![
            (labels[1].to_owned(), full_name.clone()),
            (labels[2].to_owned(), now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)),
            (labels[3].to_owned(), address.clone()),
            (labels[4].to_owned(), hash.clone()),
        ],
    };
    let letter = offer.letter.clone().unwrap_or_default();
    let paper = crate::offers::PaperSize::parse(&offer.paper).into();
    let signed = document::render(&tx, &storage, &offer, letter, paper, Some(signature)).await?;
    let file = document::store(&tx, &storage, user.id, &signed, &format!("offer-{}-signed.pdf", offer.id)).await?;
    let sha = offer.document_sha256.clone().unwrap_or_default();
    repo::record_acceptance(&tx, offer.id, &full_name, now, &address, &agent, &sha, file.id).await?;
    repo::set_state(&tx, offer.id, OfferState::Accepted).await?;
    // Hired: moved in the name of the offer's maker (when still there). The move checks the
    // maker's access and the vacancy's process before it writes; a refusal leaves the
    // acceptance standing and the team, who are told, move it by hand.
    let offered = repo::application(&tx, offer.application_id).await?.is_some_and(|a| a.status == "offered");
    if offered
        && let Some(maker) = offer.created_by
        && let Some(maker) = crate::auth::users::find_by_id(&tx, maker).await?
    {
        let note = "Accepted the offer online";
        let moved = crate::applications::change_to(
            &tx,
            &maker,
            offer.application_id,
            ApplicationStatus::Hired,
            None,
            Some(note),
        )
        .await;
        if let Err(refused) = moved {
            tracing::warn!(offer = offer.id, error = %refused, "an accepted offer's application was not moved to hired");
        }
    }
    tell_team(&tx, &state.public_url, &offer, true, None).await?;
    // What the candidate typed and where from stay in the acceptance record (which goes with
    // their data), not in the log.
    let details = json!({ "documentSha256": hash });
    audit::record_by(&tx, &user, Action::OfferAccepted, ("offer", &offer.id), details).await?;
    crate::announce::offers(&tx, crate::webhooks::Event::OfferAccepted, &[offer.id]).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let answer = shown(&tx, offer, Some(full_name));
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

/// The signature page's heading and labels in `locale`: heading, name, time, address, document.
fn signature_labels(locale: crate::locale::Locale) -> [&'static str; 5] {
    use crate::locale::Locale;
    match locale {
        Locale::En => ["Accepted online", "Name", "Accepted at (UTC)", "From address", "SHA-256 of the offer document"],
        Locale::De => {
            ["Online angenommen", "Name", "Angenommen am (UTC)", "Von Adresse", "SHA-256 des Angebotsdokuments"]
        }
        Locale::Fr => {
            ["Acceptée en ligne", "Nom", "Acceptée le (UTC)", "Depuis l’adresse", "SHA-256 du document de l’offre"]
        }
        Locale::Pt => {
            ["Aceite online", "Nome", "Aceite em (UTC)", "A partir do endereço", "SHA-256 do documento da proposta"]
        }
    }
}

/// A decline, with an optional reason.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Decline {
    /// Up to 2,000 characters.
    #[serde(default)]
    pub reason: Option<String>,
}

#[utoipa::path(tag = "offers", security(("bearer" = [])), params(("id" = i64, Path)), request_body = Decline,
    responses(
    (status = 200, description = "Declined: the offer as it now is", body = CandidateOffer),
    (status = 400, description = "`validation_failed` (`comment_too_long`)", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "No such offer sent to the reader", body = ErrorEnvelope),
    (status = 409, description = "`offer_expired`, `offer_state_invalid`", body = ErrorEnvelope),
))]
#[post("/api/v1/me/offers/{id}/decline")]
async fn decline_offer(
    auth: SignedIn,
    id: web::Path<i64>,
    body: web::Json<Decline>,
    state: web::Data<AuthState>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let offer = mine(&tx, user.id, *id, true).await?;
    let reason = body.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).map(str::to_owned);
    if reason.as_deref().is_some_and(|r| r.chars().count() > MAX_COMMENT) {
        return Err(ApiError::validation(FieldErrors::one("reason", ErrorCode::CommentTooLong)));
    }
    answerable(&tx, &offer, Move::Decline, None)?;
    repo::set_declined(&tx, offer.id, reason.as_deref()).await?;
    tell_team(&tx, &state.public_url, &offer, false, reason.as_deref()).await?;
    let details = json!({ "reasonGiven": reason.is_some() });
    audit::record_by(&tx, &user, Action::OfferDeclined, ("offer", &offer.id), details).await?;
    crate::announce::offers(&tx, crate::webhooks::Event::OfferDeclined, &[offer.id]).await?;
    let offer = repo::offer(&tx, offer.id).await?.ok_or_else(|| ApiError::not_found("offer"))?;
    let answer = shown(&tx, offer, None);
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_match_however_spaced_and_cased() {
        assert!(super::same_name("  ana   SILVA ", "Ana Silva"));
        assert!(!super::same_name("Ana", "Ana Silva"));
    }
}
