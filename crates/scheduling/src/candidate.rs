//! The candidate's side: the page their link opens (no sign-in: the link's secret is the key,
//! looked up by its hash in the tenant the request comes for, so another tenant's or a changed
//! link finds nothing), booking, rescheduling and cancelling; and their requests in My
//! Application.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, delete, get, post, web};
use chrono::Utc;

use crate::auth::tokens::{random_token, token_hash};
use crate::auth::{AuthState, SignedIn};
use crate::booking;
use crate::domain::{RequestState, StoredState};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::repo::{self, RequestRow};
use crate::requests::link;
use crate::tenancy::TenantTx;
use crate::views::{
    BookedSession, BookingInput, MyScheduling, MySchedulingRequest, MySession, PageSession, SchedulingPage,
};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_scheduling).service(scheduling_page).service(book).service(cancel_booking);
}

/// Longest secret looked up (they are 43 characters).
const MAX_TOKEN_CHARS: usize = 128;

fn invalid() -> ApiError {
    ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::SchedulingLinkInvalid)
}

fn expired() -> ApiError {
    ApiError::coded(StatusCode::GONE, ErrorCode::SchedulingLinkExpired)
}

fn hash(token: &str) -> Result<Vec<u8>, ApiError> {
    if token.is_empty() || token.len() > MAX_TOKEN_CHARS {
        return Err(invalid());
    }
    Ok(token_hash(token))
}

/// The request a link names, if it may still be looked at: an open one within its window whose
/// application is open, a booked or cancelled one.
fn usable(request: Option<RequestRow>) -> Result<RequestRow, ApiError> {
    let request = request.ok_or_else(invalid)?;
    match RequestState::of(request.state, request.window_end, Utc::now()) {
        RequestState::Expired => Err(expired()),
        // An application closed (withdrawn, rejected, hired) before a time was chosen ends it.
        RequestState::Open if !request.application_status.is_open() => Err(expired()),
        _ => Ok(request),
    }
}

async fn page(tx: &TenantTx, request: &RequestRow) -> Result<SchedulingPage, ApiError> {
    let now = Utc::now();
    let settings = repo::settings(tx).await?;
    let sessions = repo::sessions(tx, vec![request.id]).await?;
    let state = RequestState::of(request.state, request.window_end, now);
    let can_change = booking::can_change(request, &sessions, &settings, now);
    let open = state == RequestState::Open && request.application_status.is_open();
    let options =
        if open || can_change { booking::offers(tx, request, &sessions, &settings, now).await? } else { Vec::new() };
    let names = booking::names(tx, &sessions).await?;
    let booked = (request.state == StoredState::Booked).then(|| {
        sessions
            .iter()
            .filter_map(|row| {
                Some(BookedSession {
                    title: row.title.clone(),
                    start: row.starts_at?,
                    end: row.ends_at?,
                    location: row.location.clone(),
                    interviewers: row.assigned.iter().flatten().filter_map(|id| names.get(id).cloned()).collect(),
                })
            })
            .collect()
    });
    Ok(SchedulingPage {
        vacancy_title: request.vacancy_title.clone(),
        company_name: crate::tenancy::PublicTenant::from(tx.tenant()).erecruitment_title,
        state,
        arrangement: request.arrangement,
        message: request.message.clone(),
        sessions: sessions
            .iter()
            .map(|row| PageSession { title: row.title.clone(), minutes: row.minutes, location: row.location.clone() })
            .collect(),
        window_end: request.window_end,
        notice_hours: settings.notice_hours,
        time_zone: request.time_zone.clone(),
        booked,
        can_change,
        options,
    })
}

/// The candidate's scheduling page: the sessions, the times they may choose (computed now from
/// the interviewers' calendars, hours and caps), or their booking.
#[utoipa::path(tag = "scheduling", params(("token" = String, Path, description = "The link's secret")), responses(
    (status = 200, description = "The page", body = SchedulingPage),
    (status = 404, description = "`scheduling_link_invalid` (unknown or changed link, or another company's); `unknown_tenant`", body = ErrorEnvelope),
    (status = 410, description = "`scheduling_link_expired`: the window passed without a booking, or the application was closed", body = ErrorEnvelope),
))]
#[get("/api/v1/scheduling/{token}")]
async fn scheduling_page(tx: TenantTx, token: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let request = usable(repo::by_token(&tx, hash(&token)?).await?)?;
    let body = page(&tx, &request).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(body))
}

/// Books one of the offered times (or moves the booking there while it may still be changed):
/// the interviews go on the interviewers' calendars and everyone, the candidate included, gets
/// an invitation at once; a reminder follows a day before.
#[utoipa::path(tag = "scheduling", params(("token" = String, Path, description = "The link's secret")), request_body = BookingInput, responses(
    (status = 200, description = "Booked", body = SchedulingPage),
    (status = 400, description = "`time_zone_unknown`", body = ErrorEnvelope),
    (status = 404, description = "`scheduling_link_invalid`", body = ErrorEnvelope),
    (status = 409, description = "`slot_taken` (someone just took it: choose again from the fresh times), `scheduling_notice_passed`, `application_closed`", body = ErrorEnvelope),
    (status = 410, description = "`scheduling_link_expired`", body = ErrorEnvelope),
))]
#[post("/api/v1/scheduling/{token}/booking")]
async fn book(
    tx: TenantTx,
    state: web::Data<AuthState>,
    token: web::Path<String>,
    body: web::Json<BookingInput>,
) -> Result<HttpResponse, ApiError> {
    let zone = crate::tenancy::parse_zone(body.time_zone.trim())
        .ok_or_else(|| ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::TimeZoneUnknown))?;
    let request = usable(repo::by_token_for_update(&tx, hash(&token)?).await?)?;
    if request.state == StoredState::Cancelled {
        return Err(expired());
    }
    let settings = repo::settings(&tx).await?;
    let sessions = repo::sessions(&tx, vec![request.id]).await?;
    let link = link(&state.public_url, &tx, &token);
    booking::book(&tx, &state.public_url, &link, &request, &sessions, &settings, body.start, zone, Utc::now()).await?;
    let request = repo::by_token(&tx, hash(&token)?).await?.ok_or_else(invalid)?;
    let body = page(&tx, &request).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(body))
}

/// Cancels the booking while it may still be changed: the interviews are cancelled and the team
/// told.
#[utoipa::path(tag = "scheduling", params(("token" = String, Path, description = "The link's secret")), responses(
    (status = 200, description = "Cancelled", body = SchedulingPage),
    (status = 404, description = "`scheduling_link_invalid`", body = ErrorEnvelope),
    (status = 409, description = "`scheduling_notice_passed`, `scheduling_not_booked`", body = ErrorEnvelope),
    (status = 410, description = "`scheduling_link_expired`", body = ErrorEnvelope),
))]
#[delete("/api/v1/scheduling/{token}/booking")]
async fn cancel_booking(
    tx: TenantTx,
    state: web::Data<AuthState>,
    token: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let request = usable(repo::by_token_for_update(&tx, hash(&token)?).await?)?;
    if request.state != StoredState::Booked {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::SchedulingNotBooked));
    }
    let settings = repo::settings(&tx).await?;
    let sessions = repo::sessions(&tx, vec![request.id]).await?;
    // A booking whose application has closed may be called off whenever; otherwise up to the notice.
    let closed = !request.application_status.is_open();
    if !closed && !booking::can_change(&request, &sessions, &settings, Utc::now()) {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::SchedulingNoticePassed));
    }
    booking::cancel(&tx, &state.public_url, &request, &sessions).await?;
    let request = repo::by_token(&tx, hash(&token)?).await?.ok_or_else(invalid)?;
    let body = page(&tx, &request).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(body))
}

/// The signed-in applicant's scheduling requests, with their links' secrets. A link whose sealed
/// secret cannot be opened (the demo seed writes requests without the server's key; or the key
/// was replaced) gets a new secret now: the old address stops working, the new one is shown.
#[utoipa::path(tag = "scheduling", security(("bearer" = [])), responses(
    (status = 200, description = "Newest first", body = MyScheduling),
    SignInRequired,
))]
#[get("/api/v1/me/scheduling")]
async fn my_scheduling(auth: SignedIn, state: web::Data<AuthState>) -> Result<HttpResponse, ApiError> {
    let requests = repo::for_applicant(&auth.tx, auth.user.id).await?;
    let sessions = repo::sessions(&auth.tx, requests.iter().map(|r| r.id).collect()).await?;
    let now = Utc::now();
    let mut data = Vec::with_capacity(requests.len());
    for request in requests {
        let token = match state.sealer.open_text(&request.token_sealed) {
            Some(token) => token,
            None => {
                let token = random_token();
                repo::set_token(&auth.tx, request.id, token_hash(&token), state.sealer.seal(token.as_bytes())).await?;
                token
            }
        };
        data.push(MySchedulingRequest {
            request_id: request.id,
            application_id: request.application_id,
            vacancy_title: request.vacancy_title.clone(),
            state: RequestState::of(request.state, request.window_end, now),
            token,
            sessions: sessions
                .iter()
                .filter(|row| row.request_id == request.id)
                .map(|row| MySession { title: row.title.clone(), start: row.starts_at, end: row.ends_at })
                .collect(),
        });
    }
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(MyScheduling { data }))
}
