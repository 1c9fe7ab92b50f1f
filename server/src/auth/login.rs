//! `POST /api/authenticate/login/user`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde::Deserialize;
use serde_json::json;

use super::domain::{Email, UserStatus};
use super::password::verify_password;
use super::response::LoginAnswer;
use super::response::{Shape, session_response};
use super::{AuthState, sessions, throttle, users};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::tenancy::TenantTx;
use crate::{audit, metrics};
use utoipa::ToSchema;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(login);
}

#[derive(Deserialize, ToSchema)]
pub(super) struct LoginBody {
    email: String,
    password: String,
}

/// Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer
/// after the same work (a dummy hash is verified), so the answer reveals no account.
#[utoipa::path(tag = "auth", request_body = LoginBody, responses(
    (status = 200, description = "Signed in; sets the refresh cookie", body = LoginAnswer),
    (status = 400, description = "Malformed body", body = ErrorEnvelope),
    (status = 401, description = "`invalid_credentials` (\"Email Or Password Invalid\") or `account_disabled`", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`, with Retry-After", body = ErrorEnvelope),
))]
#[post("/api/authenticate/login/user")]
async fn login(
    tx: TenantTx,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let LoginBody { email, password } = body.into_inner();
    let email_bucket = throttle::bucket("login:email", &email);
    let ip_bucket = format!("login:ip:{}", throttle::client_ip(&req, state.trust_forwarded_for));
    // Limited clients are refused before any hashing. The buckets' locks are taken only after
    // the hash: held across it, every sign-in from one address (all of them, behind a proxy)
    // would wait for the one before, and sign-ins would run one at a time however many cores.
    throttle::peek(&tx, &email_bucket, state.login_per_email).await?;
    throttle::peek(&tx, &ip_bucket, state.login_per_ip).await?;

    let email = Email::parse(&email).ok();
    let found = match &email {
        Some(email) => users::find_by_email(&tx, email).await?,
        None => None,
    };
    let hash = found.as_ref().map(|(_, hash)| hash.clone());
    let verified = verify_password(password, hash).await?;
    // Counted under the locks: failures that finished while this one was hashing count, so no
    // more than the limit's worth of answers is ever given out.
    throttle::check(&tx, &email_bucket, state.login_per_email).await?;
    throttle::check(&tx, &ip_bucket, state.login_per_ip).await?;
    let user = match found {
        Some((user, _)) if verified => user,
        found => {
            throttle::hit(&tx, &email_bucket).await?;
            throttle::hit(&tx, &ip_bucket).await?;
            audit::record(
                &tx,
                audit::Entry {
                    actor_user: found.as_ref().map(|(user, _)| user.id),
                    actor_label: email.as_ref().map_or("(invalid e-mail)", Email::as_str),
                    action: "auth.login_failed",
                    subject_type: "user",
                    subject_id: found.as_ref().map(|(user, _)| user.id.to_string()),
                    details: json!({}),
                },
            )
            .await?;
            tx.commit().await?;
            metrics::login_failed("invalid_credentials");
            return Err(ApiError::unauthorized(ErrorCode::InvalidCredentials));
        }
    };
    if user.status != UserStatus::Active {
        tx.commit().await?;
        metrics::login_failed("account_disabled");
        return Err(ApiError::unauthorized(ErrorCode::AccountDisabled));
    }

    throttle::clear(&tx, &email_bucket).await?;
    users::record_login(&tx, user.id).await?;
    let refresh = sessions::start(&tx, user.id, state.refresh_ttl).await?;
    super::audit_own(&tx, &user, "auth.login", json!({})).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::OK, Shape::Login).await
}
