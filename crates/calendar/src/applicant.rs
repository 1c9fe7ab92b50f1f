//! An applicant's interviews: listed on My Application, accepted or declined there.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, get, post, web};
use serde_json::json;

use super::domain::{self, InterviewResponse};
use super::invitations;
use super::repo;
use super::views::{ApplicantInterview, ApplicantInterviews};
use crate::audit::{self, Action};
use crate::auth::{AuthState, SignedIn};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::views::InterviewAnswer;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(my_interviews).service(respond);
}

fn no_such_interview() -> ApiError {
    ApiError::not_found("interview")
}

/// The interviews of the caller's own applications, soonest first.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), responses(
    (status = 200, description = "The caller's interviews", body = ApplicantInterviews),
    SignInRequired,
))]
#[get("/api/v1/me/interviews")]
async fn my_interviews(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let rows = repo::for_applicant(&auth.tx, auth.user.id, None).await?;
    let data = rows.into_iter().map(ApplicantInterview::from).collect();
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(ApplicantInterviews { data }))
}

/// Accepts or declines an interview of one's own application (the id is the event's); the
/// organiser is told by e-mail and sees the answer on the calendar.
#[utoipa::path(tag = "calendar", security(("bearer" = [])), params(("id" = i64, Path, description = "Event id")),
    request_body = InterviewAnswer, responses(
    (status = 200, description = "Answered", body = ApplicantInterview),
    (status = 400, description = "`validation_failed`: interview_message_too_long", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "No such interview of the caller's", body = ErrorEnvelope),
    (status = 409, description = "`interview_over`, `application_closed`", body = ErrorEnvelope),
))]
#[post("/api/v1/me/interviews/{id}/respond")]
async fn respond(
    auth: SignedIn,
    state: web::Data<AuthState>,
    id: web::Path<i64>,
    body: web::Json<InterviewAnswer>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let answer = body.into_inner();
    let message = answer.message.as_deref().map(str::trim).filter(|m| !m.is_empty());
    let mut errors = FieldErrors::new();
    if let Some(message) = message {
        domain::check_text(
            message,
            domain::MAX_MESSAGE_CHARS,
            "message",
            ErrorCode::InterviewMessageTooLong,
            &mut errors,
        );
    }
    errors.into_result()?;
    // Only the caller's own: anyone else's interview is simply not found.
    let mine = repo::for_applicant(&tx, user.id, Some(*id)).await?.pop().ok_or_else(no_such_interview)?;
    let event = repo::find_for_update(&tx, *id).await?.ok_or_else(no_such_interview)?;
    if event.ends_at <= chrono::Utc::now() {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::InterviewOver));
    }
    let open = repo::application(&tx, mine.application_id).await?.is_some_and(|app| app.status.is_open());
    if !open {
        return Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::ApplicationClosed));
    }
    let response = InterviewResponse::from(answer.response);
    // The organiser hears of an answer once, not of the same answer again.
    let changed = event.applicant_response != response || event.applicant_message.as_deref() != message;
    repo::set_applicant_response(&tx, event.id, response, message).await?;
    if changed {
        invitations::answered(&tx, &state.public_url, &event, response, message).await?;
    }
    audit::record(
        &tx,
        audit::Entry {
            actor_user: Some(user.id),
            actor_label: &user.email,
            action: Action::InterviewAnswered,
            subject_type: "calendar_event",
            subject_id: Some(event.id.to_string()),
            details: json!({ "response": response }),
        },
    )
    .await?;
    let row = repo::for_applicant(&tx, user.id, Some(event.id)).await?.pop().ok_or_else(no_such_interview)?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(ApplicantInterview::from(row)))
}
