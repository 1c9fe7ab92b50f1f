//! `POST /api/authenticate/login/user`.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde_json::json;

use super::domain::{Email, SignInMethod, UserStatus};
use super::password::verify_password;
use super::response::{Shape, session_response};
use super::sessions::Started;
use super::{AuthState, PasswordAttempt, mfa, sessions, sso, users};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::tenancy::TenantUnits;
use crate::views::LoginBody;
use crate::views::SignInAnswer;
use crate::{
    audit::{self, Action},
    metrics,
};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(login);
}

/// Signs in with e-mail and password. An unknown e-mail and a wrong password get the same answer
/// after the same work (a dummy hash is verified), so the answer reveals no account. Failures are
/// limited per (account, client) and per client, an account with many failures is slowed down,
/// and successful sign-ins are limited per account.
#[utoipa::path(tag = "auth", request_body = LoginBody, responses(
    (status = 200, description = "Signed in (`{user, accessToken}`, the refresh cookie set), or, for an account with a second factor (or one the tenant requires), `{mfaRequired: true, challenge, enrolmentRequired}`: answer it at `POST /api/authenticate/mfa`", body = SignInAnswer),
    (status = 400, description = "Malformed body", body = ErrorEnvelope),
    (status = 401, description = "`invalid_credentials` (\"Email Or Password Invalid\") or `account_disabled`", body = ErrorEnvelope),
    (status = 403, description = "`sso_required`: the tenant's staff sign in through its identity provider", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`, with Retry-After", body = ErrorEnvelope),
))]
#[post("/api/authenticate/login/user")]
async fn login(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, ApiError> {
    let LoginBody { email, password } = body.into_inner();
    let limits = &state.password_checks;
    let attempt = PasswordAttempt::new(&email, &req);
    let email = Email::parse(&email).ok();

    // The limits and the account are read, then the connection goes back to the pool: the hash
    // takes a hashing thread for tens of milliseconds, and a flood of sign-ins holding connections
    // across it would leave none for any other tenant's visitors.
    let (found, delay) = {
        let tx = units.begin().await?;
        let delay = attempt.admit_sign_in(&tx, limits).await?;
        let found = match &email {
            Some(email) => users::find_by_email(&tx, email).await?,
            None => None,
        };
        (found, delay)
    };
    if !delay.is_zero() {
        tokio::time::sleep(delay).await;
    }
    let hash = found.as_ref().map(|(_, hash)| hash.clone());
    let verified = verify_password(password, hash).await?;

    let tx = units.begin().await?;
    attempt.settle(&tx, limits, verified && found.is_some()).await?;
    let user = match found {
        Some((user, _)) if verified => user,
        found => {
            audit::record(
                &tx,
                audit::Entry {
                    actor_user: found.as_ref().map(|(user, _)| user.id),
                    actor_label: email.as_ref().map_or("(invalid e-mail)", Email::as_str),
                    action: Action::LoginFailed,
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
    if sso::password_refused(&tx, &user).await? {
        tx.commit().await?;
        return Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::SsoRequired));
    }
    attempt.signed_in(&tx, limits).await?;
    // A second factor, or an enrolment the tenant requires, comes before any session.
    if mfa::enabled(&tx, user.id).await? || mfa::required_of(tx.tenant(), &user) {
        let challenge = mfa::challenge(&tx, &state.sealer, &user, SignInMethod::Password, &req).await?;
        super::audit_own(&tx, &user, Action::PasswordVerified, json!({})).await?;
        tx.commit().await?;
        return Ok(HttpResponse::Ok()
            .insert_header(("cache-control", "no-store"))
            .json(SignInAnswer::SecondFactor(challenge)));
    }
    users::record_login(&tx, user.id).await?;
    let refresh = sessions::start(&tx, user.id, state.refresh_ttl, Started::by(SignInMethod::Password, &req)).await?;
    super::audit_own(&tx, &user, Action::Login, json!({})).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::OK, Shape::Login).await
}
