//! `POST /api/v1/job-alerts` (subscribe), `POST /api/v1/job-alerts/confirm`, `POST
//! /api/v1/job-alerts/unsubscribe`, and `GET`/`PUT /api/v1/job-alerts/manage`: everything a
//! visitor does with an alert, with the tokens the e-mails carry.

use std::time::Duration as StdDuration;

use actix_web::http::StatusCode;
use actix_web::middleware::from_fn;
use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use chrono::{DateTime, Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveEnum, ColumnTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder};
use serde::Deserialize;
use serde_json::json;
use utoipa::IntoParams;

use super::entities::job_alert;
use crate::auth::AuthState;
use crate::auth::domain::Email;
use crate::auth::throttle::{self, Limit};
use crate::auth::tokens::{random_token, token_hash};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::locale::Locale;
use crate::mail::{self as outbox, MailKind, Recipient};
use crate::syndication::site::category_label;
use crate::tenancy::{TenantTx, TenantUnits};
use crate::translated;
use crate::vacancies::domain::Category;
use crate::views::{ChangeBody, JobAlert, SubscribeBody, TokenBody};

/// Subscriptions one client may ask for in an hour, on every careers site of the platform together.
const PER_IP: Limit = Limit { max: 10, window: StdDuration::from_secs(3600) };
/// Confirmation mails one address (its aliases counted as one) may be sent in an hour, on every
/// careers site of the platform together.
const PER_ADDRESS: Limit = Limit { max: 3, window: StdDuration::from_secs(3600) };
/// Confirmed alerts one address may have; unconfirmed ones never count.
const MAX_PER_ADDRESS: u64 = 5;
/// How long a confirmation link works.
const CONFIRM_DAYS: i64 = 7;
const MAX_KEYWORDS_CHARS: usize = 200;
/// Where a digest's one-click unsubscribe posts.
pub const UNSUBSCRIBE_PATH: &str = "/api/v1/job-alerts/unsubscribe";

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(subscribe).service(confirm).service(get_alert).service(change_alert).service(
        // The one-click unsubscribe comes from a mail client, which names the tenant in the query.
        web::resource(UNSUBSCRIBE_PATH)
            .wrap(from_fn(crate::tenancy::tenant_from_query))
            .route(web::post().to(unsubscribe)),
    );
}

fn token_invalid() -> ApiError {
    ApiError::bad_request(ErrorCode::JobAlertTokenInvalid)
}

/// What an alert asks for, in words ("Internship · rust, remote").
pub fn criteria(categories: &[Category], keywords: &str, locale: Locale) -> String {
    let mut parts: Vec<String> = categories.iter().map(|c| category_label(*c, locale).to_owned()).collect();
    if parts.is_empty() {
        parts.push(
            match locale {
                Locale::En => "every vacancy",
                Locale::De => "alle Stellen",
                Locale::Fr => "toutes les offres",
                Locale::Pt => "todas as vagas",
            }
            .to_owned(),
        );
    }
    let mut text = parts.join(", ");
    if !keywords.is_empty() {
        text.push_str(&format!(" · “{keywords}”"));
    }
    text
}

/// The criteria, checked: `(categories' database values, keywords)`.
fn checked_criteria(categories: &[Category], keywords: &str, fields: &mut FieldErrors) -> (Vec<String>, String) {
    let keywords = keywords.split_whitespace().collect::<Vec<_>>().join(" ");
    if keywords.chars().count() > MAX_KEYWORDS_CHARS || keywords.chars().any(char::is_control) {
        fields.add("keywords", ErrorCode::JobAlertKeywordsInvalid);
    }
    let mut values: Vec<String> = categories.iter().map(|c| c.to_value()).collect();
    values.sort();
    values.dedup();
    (values, keywords)
}

/// Subscribes to new vacancies: a confirmation link is mailed (7 days, single use; an alert not
/// confirmed by then is deleted), and nothing else is sent before it is used. Always 202 for a
/// valid request, so the answer does not say whether the address already has alerts; an address
/// with 5 confirmed alerts is sent nothing.
#[utoipa::path(tag = "job alerts", request_body = SubscribeBody, responses(
    (status = 202, description = "Confirmation mailed"),
    (status = 400, description = "`validation_failed`: `email_invalid`, `job_alert_keywords_invalid`", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`: 10 an hour per client and 3 per address (aliases counted together), on every careers site of the platform together", body = ErrorEnvelope),
))]
#[post("/api/v1/job-alerts")]
async fn subscribe(
    req: HttpRequest,
    units: TenantUnits,
    state: web::Data<AuthState>,
    body: web::Json<SubscribeBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = FieldErrors::new();
    let email = Email::parse(&body.email).map_err(|_| fields.add("email", ErrorCode::EmailInvalid)).ok();
    let (categories, keywords) = checked_criteria(&body.categories, &body.keywords, &mut fields);
    let Some(email) = email.filter(|_| fields.is_empty()) else { return Err(ApiError::validation(fields)) };
    let tx = units.begin().await?;
    let locale = match body.locale {
        Some(locale) => locale,
        None => translated::wanted(&req, None, tx.tenant())?,
    };
    // Counted across tenants: the addresses a client subscribes are mailed whichever site it uses.
    throttle::check_and_hit_platform(&tx, &format!("alerts:ip:{}", crate::client::rate_key(&req)), PER_IP).await?;
    let mailbox = throttle::bucket("alerts:address", &mailbox_of(email.as_str()));
    throttle::check_and_hit_platform(&tx, &mailbox, PER_ADDRESS).await?;
    // Full: nothing is mailed, and the answer is the same (a stranger learns nothing of the address).
    if confirmed_count(&tx, email.as_str()).await? >= MAX_PER_ADDRESS {
        tx.commit().await?;
        return Ok(accepted());
    }
    let (confirm_token, manage) = (random_token(), random_token());
    let row = job_alert::ActiveModel {
        email: Set(email.as_str().to_owned()),
        categories: Set(categories),
        keywords: Set(keywords.clone()),
        locale: Set(locale),
        confirm_hash: Set(Some(token_hash(&confirm_token))),
        confirm_expires_at: Set(Some(Utc::now() + Duration::days(CONFIRM_DAYS))),
        manage_hash: Set(token_hash(&manage)),
        manage_sealed: Set(state.sealer.seal(manage.as_bytes())),
        ..Default::default()
    };
    job_alert::Entity::insert(row).exec_without_returning(&tx).await?;
    let link = format!("{}/job-alerts/confirm?tenant={}&token={confirm_token}", state.public_url, tx.tenant().slug);
    if state.log_mail_links {
        tracing::info!(%link, "job alert confirmation link (development only)");
    }
    // The categories only: the keywords are the subscriber's free text, and whoever subscribes
    // someone else's address must not write into a mail sent to it.
    let kind = MailKind::JobAlertConfirm { criteria: criteria(&body.categories, "", locale), link };
    outbox::enqueue(&tx, Recipient { address: email.as_str(), name: "", locale }, &kind).await?;
    tx.commit().await?;
    Ok(accepted())
}

/// The one answer to a valid subscription, whatever the address's state.
fn accepted() -> HttpResponse {
    HttpResponse::Accepted().json(json!({"message": "Check your inbox to confirm the alert."}))
}

/// An address as one mailbox receives it, for counting: lower case, without a `+tag` and without
/// dots in its local part (`A.na+x@Example.com` → `ana@example.com`), so aliases count together.
fn mailbox_of(email: &str) -> String {
    let email = email.to_lowercase();
    let Some((local, domain)) = email.rsplit_once('@') else { return email };
    let local = local.split('+').next().unwrap_or(local).replace('.', "");
    format!("{local}@{domain}")
}

/// The alerts of the address, in any case.
fn for_address(email: &str) -> Expr {
    use sea_orm::sea_query::{ExprTrait, Func};
    Expr::expr(Func::lower(Expr::col(job_alert::Column::Email))).eq(email.trim().to_lowercase())
}

/// The address's confirmed alerts in this tenant.
async fn confirmed_count(tx: &TenantTx, email: &str) -> Result<u64, DbErr> {
    job_alert::Entity::find()
        .filter(for_address(email))
        .filter(job_alert::Column::ConfirmedAt.is_not_null())
        .count(tx)
        .await
}

/// Deletes the alerts never confirmed whose link expired (the clean-up job); how many.
pub async fn prune_unconfirmed(tx: &TenantTx) -> Result<u64, DbErr> {
    let expired = job_alert::Entity::delete_many()
        .filter(job_alert::Column::ConfirmedAt.is_null())
        .filter(job_alert::Column::ConfirmExpiresAt.lt(Utc::now()))
        .exec(tx)
        .await?;
    Ok(expired.rows_affected)
}

/// The alerts kept for the address (as typed, any case), confirmed or not, without their
/// tokens: the privacy export of the account with that address.
pub async fn exported_for(tx: &TenantTx, email: &str) -> Result<Vec<JobAlert>, DbErr> {
    let rows = job_alert::Entity::find().filter(for_address(email)).order_by_asc(job_alert::Column::Id).all(tx).await?;
    Ok(rows.iter().map(|row| JobAlert::new(row, None)).collect())
}

/// Deletes the address's alerts (erasing the account with that address).
pub async fn forget_address(tx: &TenantTx, email: &str) -> Result<u64, DbErr> {
    Ok(job_alert::Entity::delete_many().filter(for_address(email)).exec(tx).await?.rows_affected)
}

async fn by_manage_token(tx: &TenantTx, token: &str) -> Result<job_alert::Model, ApiError> {
    job_alert::Entity::find()
        .filter(job_alert::Column::ManageHash.eq(token_hash(token)))
        .one(tx)
        .await?
        .ok_or_else(token_invalid)
}

/// Confirms an alert with the link's token (once); the answer carries the manage token.
#[utoipa::path(tag = "job alerts", request_body = TokenBody, responses(
    (status = 200, description = "Confirmed", body = JobAlert),
    (status = 400, description = "`job_alert_token_invalid`: unknown, used or expired", body = ErrorEnvelope),
    (status = 409, description = "`job_alerts_full`: the address has 5 confirmed alerts", body = ErrorEnvelope),
))]
#[post("/api/v1/job-alerts/confirm")]
async fn confirm(
    units: TenantUnits,
    state: web::Data<AuthState>,
    body: web::Json<TokenBody>,
) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let confirmed = job_alert::Entity::update_many()
        .col_expr(job_alert::Column::ConfirmedAt, Expr::current_timestamp())
        .col_expr(job_alert::Column::ConfirmHash, Expr::value(Option::<Vec<u8>>::None))
        .col_expr(job_alert::Column::ConfirmExpiresAt, Expr::value(Option::<DateTime<Utc>>::None))
        .filter(job_alert::Column::ConfirmHash.eq(token_hash(&body.token)))
        .filter(job_alert::Column::ConfirmExpiresAt.gt(Utc::now()))
        .exec_with_returning(&tx)
        .await?;
    let row = confirmed.into_iter().next().ok_or_else(token_invalid)?;
    // Counted when confirmed (this one included): the owner, holding the link, may be told.
    if confirmed_count(&tx, &row.email).await? > MAX_PER_ADDRESS {
        return Err(ApiError::conflict(ErrorCode::JobAlertsFull));
    }
    let manage = state.sealer.open_text(&row.manage_sealed);
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(JobAlert::new(&row, manage)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct TokenQuery {
    /// The manage token (every digest's links carry it).
    token: Option<String>,
}

/// Unsubscribes: the alert and what it sent are deleted. The token comes in a JSON body
/// `{token}`, or in the address for a mail client's one-click unsubscribe (RFC 8058: a form
/// body `List-Unsubscribe=One-Click`, and `tenantid` in the address too).
#[utoipa::path(post, path = "/api/v1/job-alerts/unsubscribe", tag = "job alerts", operation_id = "unsubscribe_job_alert",
    params(TokenQuery, ("tenantid" = Option<String>, Query, description = "The tenant, where the host does not say it")),
    request_body = TokenBody, responses(
    (status = 200, description = "Unsubscribed"),
    (status = 400, description = "`job_alert_token_invalid`", body = ErrorEnvelope),
))]
pub(super) async fn unsubscribe(
    req: HttpRequest,
    units: TenantUnits,
    query: web::Query<TokenQuery>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let from_body = || {
        let is_json =
            req.headers().get("content-type").and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("json"));
        is_json.then(|| serde_json::from_slice::<TokenBody>(&body).ok().map(|b| b.token)).flatten()
    };
    let token = query.into_inner().token.or_else(from_body).ok_or_else(token_invalid)?;
    let tx = units.begin().await?;
    let deleted =
        job_alert::Entity::delete_many().filter(job_alert::Column::ManageHash.eq(token_hash(&token))).exec(&tx).await?;
    if deleted.rows_affected == 0 {
        return Err(token_invalid());
    }
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(json!({"unsubscribed": true})))
}

/// The alert a manage link is for.
#[utoipa::path(tag = "job alerts", params(TokenQuery), responses(
    (status = 200, description = "The alert", body = JobAlert),
    (status = 400, description = "`job_alert_token_invalid`", body = ErrorEnvelope),
))]
#[get("/api/v1/job-alerts/manage")]
async fn get_alert(units: TenantUnits, query: web::Query<TokenQuery>) -> Result<HttpResponse, ApiError> {
    let token = query.into_inner().token.ok_or_else(token_invalid)?;
    let row = by_manage_token(&units.begin().await?, &token).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(JobAlert::new(&row, None)))
}

/// Changes what an alert asks for and its language.
#[utoipa::path(tag = "job alerts", request_body = ChangeBody, responses(
    (status = 200, description = "The alert", body = JobAlert),
    (status = 400, description = "`job_alert_token_invalid`, or `validation_failed` (`job_alert_keywords_invalid`)", body = ErrorEnvelope),
))]
#[put("/api/v1/job-alerts/manage")]
async fn change_alert(units: TenantUnits, body: web::Json<ChangeBody>) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut fields = FieldErrors::new();
    let (categories, keywords) = checked_criteria(&body.categories, &body.keywords, &mut fields);
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    let tx = units.begin().await?;
    let row = by_manage_token(&tx, &body.token).await?;
    let changed = job_alert::Entity::update_many()
        .col_expr(job_alert::Column::Categories, Expr::value(categories))
        .col_expr(job_alert::Column::Keywords, Expr::value(keywords))
        .col_expr(job_alert::Column::Locale, Expr::value(body.locale.to_value()))
        .filter(job_alert::Column::Id.eq(row.id))
        .exec_with_returning(&tx)
        .await?;
    let row = changed.into_iter().next().ok_or_else(token_invalid)?;
    tx.commit().await?;
    Ok(HttpResponse::build(StatusCode::OK).json(JobAlert::new(&row, None)))
}
