//! `POST /api/authenticate/register/user`.

use crate::audit::Action;
use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, post, web};
use serde_json::json;

use super::domain::{Email, Locale, Role, SignInMethod, check_password_policy, parse_name};
use super::password::hash_password;
use super::response::{Shape, session_response};
use super::users::{self, NewUser, NewUserError};
use super::{AuthState, sessions, throttle};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantUnits;
use crate::views::LoginAnswer;
use crate::views::RegisterBody;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(register);
}

fn email_taken() -> ApiError {
    ApiError::fields(StatusCode::CONFLICT, ErrorCode::EmailTaken, FieldErrors::one("email", ErrorCode::EmailTaken))
}

/// Creates an applicant account (role `user`, no profile yet) and signs it in. Every field error
/// is reported at once; an e-mail already in use alone is a 409 `email_taken`.
#[utoipa::path(tag = "auth", request_body = RegisterBody, responses(
    (status = 201, description = "Registered and signed in; sets the refresh cookie", body = LoginAnswer),
    (status = 400, description = "`validation_failed` with every field error", body = ErrorEnvelope),
    (status = 409, description = "`email_taken`", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`", body = ErrorEnvelope),
))]
#[post("/api/authenticate/register/user")]
async fn register(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<RegisterBody>,
) -> Result<HttpResponse, ApiError> {
    // Counted and checked in a unit of its own, committed before the password hash: a hash holds
    // no pooled connection (the hashing queue is bounded instead).
    let tx = units.begin().await?;
    let ip_bucket = format!("register:ip:{}", crate::client::rate_key(&req));
    throttle::check_and_hit(&tx, &ip_bucket, state.registrations_per_ip).await?;

    let body = body.into_inner();
    let mut fields = FieldErrors::new();
    let email = Email::parse(&body.email).map_err(|code| fields.add("email", code)).ok();
    if let Some(email) = &email
        && users::find_by_email(&tx, email).await?.is_some()
    {
        fields.add("email", ErrorCode::EmailTaken);
    }
    let name = parse_name(&body.name).map_err(|code| fields.add("name", code)).ok();
    if let Err(code) = check_password_policy(&body.password) {
        fields.add("password", code);
    }
    let locale = match body.locale.as_deref().map(|value| Locale::parse(value).ok_or(value)) {
        Some(Ok(locale)) => Some(locale),
        Some(Err(_)) => {
            fields.add("locale", ErrorCode::LocaleUnsupported);
            None
        }
        None => None,
    };
    let (Some(email), Some(name), true) = (email, name, fields.is_empty()) else {
        if fields.len() == 1 && fields.get("email").map(|f| f.code) == Some(ErrorCode::EmailTaken) {
            tx.commit().await?;
            return Err(email_taken());
        }
        tx.commit().await?;
        return Err(ApiError::validation(fields));
    };
    let locale = locale
        .or_else(|| {
            req.headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|value| value.to_str().ok())
                .and_then(Locale::from_accept_language)
        })
        .or_else(|| tx.tenant().branding.default_locale.as_deref().and_then(Locale::parse))
        .unwrap_or_default();
    tx.commit().await?;

    let password_hash = hash_password(body.password).await?;
    // An address taken meanwhile is caught by the unique index.
    let tx = units.begin().await?;
    let new = NewUser {
        email: &email,
        password_hash: &password_hash,
        name: &name,
        role: Role::User,
        locale,
        department: None,
        verified: false,
    };
    let user = match users::insert(&tx, new).await {
        Ok(user) => user,
        Err(NewUserError::EmailTaken) => return Err(email_taken()),
        Err(NewUserError::Database(err)) => return Err(err.into()),
    };
    let refresh =
        sessions::start(&tx, user.id, state.refresh_ttl, sessions::Started::by(SignInMethod::Registration, &req))
            .await?;
    super::audit_own(&tx, &user, Action::Registered, json!({ "locale": user.locale })).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::CREATED, Shape::Login).await
}
