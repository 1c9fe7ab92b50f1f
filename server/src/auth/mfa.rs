//! Two-factor sign-in with time-based one-time passwords (RFC 6238, through `totp-rs`): enrolment
//! with a QR code, ten single-use recovery codes, the challenge between a password and its code,
//! and an admin's reset of a colleague's second factor.
//!
//! - The secret is sealed with `ENCRYPTION_KEY` (`crate::crypto`); recovery codes are stored as
//!   SHA-256 and each works once.
//! - A code is accepted for the current 30-second step and one step either side (clock skew), and
//!   only for a step later than the last one accepted: a code seen over someone's shoulder cannot
//!   be used again, not even within its own window.
//! - Codes count against the same limits as passwords (`PasswordAttempt`): a stolen password does
//!   not buy unlimited guesses at the code.
//! - The challenge is an opaque token stored as SHA-256, valid five minutes, used once, bound to
//!   the account and to how the sign-in began.

use std::time::{SystemTime, UNIX_EPOCH};

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use argon2::password_hash::rand_core::{OsRng, RngCore};
use chrono::{Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use serde::{Deserialize, Serialize};
use serde_json::json;
use totp_rs::{Algorithm, TOTP};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Role, SignInMethod, UserStatus};
use super::entities::{mfa_challenge, recovery_code, user_totp};
use super::response::{LoginAnswer, MfaChallengeAnswer, Shape, session_response};
use super::sessions::{self, Started};
use super::tokens::{random_token, token_hash};
use super::users::{self, User};
use super::{AdminOnly, AuthState, CurrentPassword, PasswordAttempt, SignedIn, check_current_password};
use crate::crypto::Sealer;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::{Tenant, TenantTx, TenantUnits};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(status)
        .service(enrol)
        .service(confirm)
        .service(turn_off)
        .service(new_recovery_codes)
        .service(enrol_at_sign_in)
        .service(complete_sign_in)
        .service(reset);
}

const STEP_SECS: u64 = 30;
const DIGITS: usize = 6;
/// 160 bits, RFC 4226's recommendation.
const SECRET_BYTES: usize = 20;
pub const RECOVERY_CODES: usize = 10;
const CHALLENGE_MINUTES: i64 = 5;
/// Wrong codes a challenge takes before it is spent (the password must be given again, under its
/// own limits).
const CHALLENGE_ATTEMPTS: i32 = 5;
/// Recovery codes are ten characters of this alphabet (no 0/o, 1/l/i): about 47 bits each.
const RECOVERY_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

fn totp(secret: Vec<u8>, issuer: &str, account: &str) -> Result<TOTP, ApiError> {
    // The otpauth address separates issuer and account with a colon: neither may hold one.
    TOTP::new(Algorithm::SHA1, DIGITS, 0, STEP_SECS, secret, Some(issuer.replace(':', " ")), account.replace(':', " "))
        .map_err(|err| ApiError::Internal(anyhow::anyhow!("TOTP parameters: {err:?}")))
}

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// A second factor being set up: what the authenticator app needs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Enrolment {
    /// The secret in base32, for typing into the app by hand.
    pub secret: String,
    /// `otpauth://totp/…`: show it as a QR code.
    pub otpauth_url: String,
}

/// The ten recovery codes, shown once.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryCodes {
    pub recovery_codes: Vec<String>,
}

/// The user's second factor as the account page shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MfaStatus {
    pub totp_enabled: bool,
    pub recovery_codes_left: u64,
    /// The tenant requires a second factor for this user's role: it cannot be turned off.
    pub required: bool,
}

/// The tenant requires a second factor of `user`.
pub fn required_of(tenant: &Tenant, user: &User) -> bool {
    user.role == Role::Admin && tenant.branding.mfa_required_for_admins
}

/// The user's TOTP row, locked for the rest of the transaction.
async fn totp_row(tx: &TenantTx, user_id: Uuid) -> Result<Option<user_totp::Model>, DbErr> {
    user_totp::Entity::find_by_id(user_id).lock_exclusive().one(tx).await
}

/// The user has a confirmed second factor.
pub async fn enabled(tx: &TenantTx, user_id: Uuid) -> Result<bool, DbErr> {
    let confirmed = user_totp::Entity::find_by_id(user_id)
        .select_only()
        .column(user_totp::Column::ConfirmedAt)
        .into_tuple::<Option<chrono::DateTime<Utc>>>()
        .one(tx)
        .await?;
    Ok(matches!(confirmed, Some(Some(_))))
}

/// Starts (or starts again) an enrolment: a new secret, not yet confirmed. 409 when the user
/// already has a confirmed one.
async fn start_enrolment(tx: &TenantTx, sealer: &Sealer, user: &User) -> Result<Enrolment, ApiError> {
    if enabled(tx, user.id).await? {
        return Err(ApiError::conflict(ErrorCode::MfaAlreadyEnabled, ErrorCode::MfaAlreadyEnabled.message()));
    }
    let mut secret = vec![0u8; SECRET_BYTES];
    OsRng.fill_bytes(&mut secret);
    let code = totp(secret.clone(), &tx.tenant().display_name, &user.email)?;
    let row = user_totp::ActiveModel {
        user_id: Set(user.id),
        secret: Set(sealer.seal(&secret)),
        confirmed_at: Set(None),
        last_step: Set(0),
        created_at: Set(Utc::now()),
    };
    user_totp::Entity::insert(row)
        .on_conflict(
            OnConflict::column(user_totp::Column::UserId)
                .update_columns([
                    user_totp::Column::Secret,
                    user_totp::Column::ConfirmedAt,
                    user_totp::Column::LastStep,
                    user_totp::Column::CreatedAt,
                ])
                .to_owned(),
        )
        .exec_without_returning(tx)
        .await?;
    Ok(Enrolment { secret: code.get_secret_base32(), otpauth_url: code.get_url() })
}

/// What a code turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Checked {
    Totp,
    RecoveryCode,
    Wrong,
}

/// Checks `code` against the user's confirmed second factor (`enrolling`: against the one being
/// set up, which takes no recovery code), and uses it up: the TOTP's step, or the recovery code.
async fn check_code(
    tx: &TenantTx,
    sealer: &Sealer,
    user: &User,
    code: &str,
    enrolling: bool,
) -> Result<Checked, ApiError> {
    let Some(row) = totp_row(tx, user.id).await? else {
        return Ok(Checked::Wrong);
    };
    if row.confirmed_at.is_some() == enrolling {
        return Ok(Checked::Wrong);
    }
    let digits: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == DIGITS && digits.bytes().all(|b| b.is_ascii_digit()) {
        let secret = sealer
            .open(&row.secret)
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("a TOTP secret does not open with ENCRYPTION_KEY")))?;
        let generator = totp(secret, &tx.tenant().display_name, &user.email)?;
        let now = now_secs();
        // One step either side of now, the earliest first, and only steps after the last used.
        for time in [now.saturating_sub(STEP_SECS), now, now + STEP_SECS] {
            let step = i64::try_from(time / STEP_SECS).unwrap_or(i64::MAX);
            if step > row.last_step && generator.check(&digits, time) {
                user_totp::Entity::update_many()
                    .col_expr(user_totp::Column::LastStep, Expr::value(step))
                    .filter(user_totp::Column::UserId.eq(user.id))
                    .exec(tx)
                    .await?;
                return Ok(Checked::Totp);
            }
        }
        return Ok(Checked::Wrong);
    }
    if !enrolling && use_recovery_code(tx, user.id, code).await? {
        return Ok(Checked::RecoveryCode);
    }
    Ok(Checked::Wrong)
}

/// A recovery code as stored: letters and digits only, lower case.
fn recovery_hash(code: &str) -> Vec<u8> {
    let plain: String = code.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
    token_hash(&plain)
}

async fn use_recovery_code(tx: &TenantTx, user_id: Uuid, code: &str) -> Result<bool, DbErr> {
    let used = recovery_code::Entity::update_many()
        .col_expr(recovery_code::Column::UsedAt, Expr::current_timestamp())
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::CodeHash.eq(recovery_hash(code)))
        .filter(recovery_code::Column::UsedAt.is_null())
        .exec(tx)
        .await?;
    Ok(used.rows_affected == 1)
}

/// Ten new recovery codes (`xxxxx-xxxxx`); the old ones stop working.
async fn replace_recovery_codes(tx: &TenantTx, user_id: Uuid) -> Result<Vec<String>, DbErr> {
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user_id)).exec(tx).await?;
    let codes: Vec<String> = (0..RECOVERY_CODES)
        .map(|_| {
            let chars: String = (0..10)
                .map(|_| {
                    let pick = OsRng.next_u32() as usize % RECOVERY_ALPHABET.len();
                    char::from(RECOVERY_ALPHABET[pick])
                })
                .collect();
            format!("{}-{}", &chars[..5], &chars[5..])
        })
        .collect();
    let rows = codes.iter().map(|code| recovery_code::ActiveModel {
        user_id: Set(user_id),
        code_hash: Set(recovery_hash(code)),
        used_at: Set(None),
    });
    recovery_code::Entity::insert_many(rows).exec_without_returning(tx).await?;
    Ok(codes)
}

async fn codes_left(tx: &TenantTx, user_id: Uuid) -> Result<u64, DbErr> {
    use sea_orm::PaginatorTrait;
    recovery_code::Entity::find()
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::UsedAt.is_null())
        .count(tx)
        .await
}

/// Removes the user's second factor and recovery codes.
async fn remove(tx: &TenantTx, user_id: Uuid) -> Result<bool, DbErr> {
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user_id)).exec(tx).await?;
    let removed = user_totp::Entity::delete_many().filter(user_totp::Column::UserId.eq(user_id)).exec(tx).await?;
    Ok(removed.rows_affected > 0)
}

/// Starts the second step of a sign-in whose first step (`method`) succeeded: the answer the
/// client gets instead of a session.
pub async fn challenge(
    tx: &TenantTx,
    user: &User,
    method: SignInMethod,
    req: &HttpRequest,
) -> Result<MfaChallengeAnswer, ApiError> {
    let token = random_token();
    let row = mfa_challenge::ActiveModel {
        token_hash: Set(token_hash(&token)),
        user_id: Set(user.id),
        method: Set(method),
        user_agent: Set(sessions::kept_user_agent(sessions::user_agent(req))),
        expires_at: Set(Utc::now() + Duration::minutes(CHALLENGE_MINUTES)),
        used_at: Set(None),
        attempts: Set(0),
    };
    mfa_challenge::Entity::insert(row).exec_without_returning(tx).await?;
    let enrolment_required = !enabled(tx, user.id).await?;
    Ok(MfaChallengeAnswer { mfa_required: true, challenge: token, enrolment_required })
}

/// The challenge's row if it is unused and unexpired, locked (two answers to one challenge wait
/// for each other, and the second finds it used), with its user if still active.
async fn open_challenge(tx: &TenantTx, token: &str) -> Result<(mfa_challenge::Model, User), ApiError> {
    let invalid = || ApiError::unauthorized(ErrorCode::MfaChallengeInvalid);
    let row = mfa_challenge::Entity::find_by_id(token_hash(token))
        .filter(mfa_challenge::Column::UsedAt.is_null())
        .filter(mfa_challenge::Column::ExpiresAt.gt(Utc::now()))
        .lock_exclusive()
        .one(tx)
        .await?
        .ok_or_else(invalid)?;
    let user = users::find_by_id(tx, row.user_id)
        .await?
        .filter(|user| user.status == UserStatus::Active)
        .ok_or_else(invalid)?;
    Ok((row, user))
}

fn code_invalid() -> ApiError {
    ApiError::bad_request(ErrorCode::MfaCodeInvalid, ErrorCode::MfaCodeInvalid.message())
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ChallengeBody {
    challenge: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ChallengeAnswer {
    challenge: String,
    /// The six digits the app shows, or an unused recovery code.
    code: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct CodeBody {
    code: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct PasswordBody {
    password: String,
}

/// Whether the caller has a second factor and how many recovery codes are left.
#[utoipa::path(operation_id = "get_my_mfa", tag = "account", security(("bearer" = [])), responses(
    (status = 200, description = "The second factor's state", body = MfaStatus),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
))]
#[get("/api/v1/me/mfa")]
async fn status(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let answer = MfaStatus {
        totp_enabled: enabled(&auth.tx, auth.user.id).await?,
        recovery_codes_left: codes_left(&auth.tx, auth.user.id).await?,
        required: required_of(auth.tx.tenant(), &auth.user),
    };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(answer))
}

/// Starts setting up an authenticator app: a new secret, confirmed by the next call. Starting
/// again replaces a secret not yet confirmed.
#[utoipa::path(operation_id = "start_totp", tag = "account", security(("bearer" = [])), responses(
    (status = 200, description = "The secret and its otpauth address (show it as a QR code)", body = Enrolment),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 409, description = "`mfa_already_enabled`", body = ErrorEnvelope),
))]
#[post("/api/v1/me/mfa/totp")]
async fn enrol(auth: SignedIn, state: web::Data<AuthState>) -> Result<HttpResponse, ApiError> {
    let enrolment = start_enrolment(&auth.tx, &state.sealer, &auth.user).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(enrolment))
}

/// Confirms the app with a code it shows; answers the recovery codes (shown once). From now on
/// every sign-in asks for a code after the password.
#[utoipa::path(operation_id = "confirm_totp", tag = "account", security(("bearer" = [])), request_body = CodeBody, responses(
    (status = 200, description = "On; the recovery codes", body = RecoveryCodes),
    (status = 400, description = "`mfa_code_invalid`", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 409, description = "`mfa_not_started` or `mfa_already_enabled`", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests` (the sign-in limits)", body = ErrorEnvelope),
))]
#[post("/api/v1/me/mfa/totp/confirm")]
async fn confirm(
    auth: SignedIn,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<CodeBody>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    match totp_row(&tx, user.id).await? {
        None => return Err(ApiError::conflict(ErrorCode::MfaNotStarted, ErrorCode::MfaNotStarted.message())),
        Some(row) if row.confirmed_at.is_some() => {
            return Err(ApiError::conflict(ErrorCode::MfaAlreadyEnabled, ErrorCode::MfaAlreadyEnabled.message()));
        }
        Some(_) => {}
    }
    let attempt = PasswordAttempt::new(&user.email, &req);
    attempt.admit(&tx, &state.password_checks).await?;
    let checked = check_code(&tx, &state.sealer, &user, &body.code, true).await?;
    attempt.settle(&tx, &state.password_checks, checked != Checked::Wrong).await?;
    if checked == Checked::Wrong {
        tx.commit().await?;
        return Err(code_invalid());
    }
    let recovery_codes = switch_on(&tx, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(RecoveryCodes { recovery_codes }))
}

/// Confirms the second factor being set up; answers the new recovery codes.
async fn switch_on(tx: &TenantTx, user: &User) -> Result<Vec<String>, ApiError> {
    user_totp::Entity::update_many()
        .col_expr(user_totp::Column::ConfirmedAt, Expr::current_timestamp())
        .filter(user_totp::Column::UserId.eq(user.id))
        .exec(tx)
        .await?;
    let codes = replace_recovery_codes(tx, user.id).await?;
    super::audit_own(tx, user, "auth.mfa_enabled", json!({})).await?;
    Ok(codes)
}

/// The password check both password-protected changes below make; answers the locked unit of work.
async fn with_password(
    auth: SignedIn,
    req: &HttpRequest,
    state: &AuthState,
    password: String,
) -> Result<(User, TenantTx), ApiError> {
    let SignedIn { user, tx, units, .. } = auth;
    let wrong = || ApiError::validation(FieldErrors::one("password", ErrorCode::CurrentPasswordWrong));
    match check_current_password(req, state, &user, tx, &units, password).await? {
        CurrentPassword::Right(verified) => Ok((user, verified.lock(&units).await?.ok_or_else(wrong)?)),
        CurrentPassword::Wrong => Err(wrong()),
    }
}

/// Turns two-factor sign-in off (with the password).
#[utoipa::path(operation_id = "disable_totp", tag = "account", security(("bearer" = [])), request_body = PasswordBody, responses(
    (status = 204, description = "Off; the recovery codes are void"),
    (status = 400, description = "`validation_failed` (`password`: `current_password_wrong`)", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "`mfa_required`: the tenant requires it for this role", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests` (the sign-in limits)", body = ErrorEnvelope),
))]
#[delete("/api/v1/me/mfa/totp")]
async fn turn_off(
    auth: SignedIn,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<PasswordBody>,
) -> Result<HttpResponse, ApiError> {
    if required_of(auth.tx.tenant(), &auth.user) {
        return Err(ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::MfaRequired));
    }
    let (user, tx) = with_password(auth, &req, &state, body.into_inner().password).await?;
    remove(&tx, user.id).await?;
    super::audit_own(&tx, &user, "auth.mfa_disabled", json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Ten new recovery codes (with the password); the old ones stop working.
#[utoipa::path(operation_id = "replace_recovery_codes", tag = "account", security(("bearer" = [])), request_body = PasswordBody, responses(
    (status = 200, description = "The new codes", body = RecoveryCodes),
    (status = 400, description = "`validation_failed` (`password`: `current_password_wrong`)", body = ErrorEnvelope),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 409, description = "`mfa_not_started`: two-factor sign-in is off", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests` (the sign-in limits)", body = ErrorEnvelope),
))]
#[post("/api/v1/me/mfa/recovery-codes")]
async fn new_recovery_codes(
    auth: SignedIn,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<PasswordBody>,
) -> Result<HttpResponse, ApiError> {
    if !enabled(&auth.tx, auth.user.id).await? {
        return Err(ApiError::conflict(ErrorCode::MfaNotStarted, ErrorCode::MfaNotStarted.message()));
    }
    let (user, tx) = with_password(auth, &req, &state, body.into_inner().password).await?;
    let recovery_codes = replace_recovery_codes(&tx, user.id).await?;
    super::audit_own(&tx, &user, "auth.mfa_recovery_codes_replaced", json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(RecoveryCodes { recovery_codes }))
}

/// During a sign-in that must enrol (the tenant requires a second factor of an account without
/// one): the secret to set the app up with; the code then goes to `POST /api/authenticate/mfa`.
#[utoipa::path(operation_id = "enrol_totp_at_sign_in", tag = "auth", request_body = ChallengeBody, responses(
    (status = 200, description = "The secret and its otpauth address", body = Enrolment),
    (status = 400, description = "Malformed body", body = ErrorEnvelope),
    (status = 401, description = "`mfa_challenge_invalid` (expired, used or unknown)", body = ErrorEnvelope),
    (status = 409, description = "`mfa_already_enabled`: answer the challenge with a code instead", body = ErrorEnvelope),
))]
#[post("/api/authenticate/mfa/enrol")]
async fn enrol_at_sign_in(
    units: TenantUnits,
    state: web::Data<AuthState>,
    body: web::Json<ChallengeBody>,
) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let (_, user) = open_challenge(&tx, &body.challenge).await?;
    let enrolment = start_enrolment(&tx, &state.sealer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(enrolment))
}

/// Completes a sign-in with the code of the account's app (or an unused recovery code; during an
/// enrolment, the new app's code, and the answer then carries the recovery codes). Answers as the
/// password sign-in does.
#[utoipa::path(operation_id = "complete_mfa_sign_in", tag = "auth", request_body = ChallengeAnswer, responses(
    (status = 200, description = "Signed in; sets the refresh cookie", body = LoginAnswer),
    (status = 400, description = "`mfa_code_invalid`", body = ErrorEnvelope),
    (status = 401, description = "`mfa_challenge_invalid` (expired, used or unknown: sign in again)", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`, with Retry-After", body = ErrorEnvelope),
))]
#[post("/api/authenticate/mfa")]
async fn complete_sign_in(
    units: TenantUnits,
    req: HttpRequest,
    state: web::Data<AuthState>,
    body: web::Json<ChallengeAnswer>,
) -> Result<HttpResponse, ApiError> {
    let ChallengeAnswer { challenge, code } = body.into_inner();
    let limits = &state.password_checks;
    let tx = units.begin().await?;
    let (row, user) = open_challenge(&tx, &challenge).await?;
    let attempt = PasswordAttempt::new(&user.email, &req);
    // The limits answer 429 here; their slow-down is the password's (the code's check is cheap).
    attempt.admit(&tx, limits).await?;
    let enrolling = !enabled(&tx, user.id).await?;
    let checked = check_code(&tx, &state.sealer, &user, &code, enrolling).await?;
    attempt.settle(&tx, limits, checked != Checked::Wrong).await?;
    if checked == Checked::Wrong {
        // A few wrong codes spend the challenge.
        let spent = Expr::case(
            Expr::col(mfa_challenge::Column::Attempts).add(1).gte(CHALLENGE_ATTEMPTS),
            Expr::current_timestamp(),
        )
        .finally(Expr::col(mfa_challenge::Column::UsedAt));
        mfa_challenge::Entity::update_many()
            .col_expr(mfa_challenge::Column::Attempts, Expr::col(mfa_challenge::Column::Attempts).add(1))
            .col_expr(mfa_challenge::Column::UsedAt, spent.into())
            .filter(mfa_challenge::Column::TokenHash.eq(row.token_hash.clone()))
            .exec(&tx)
            .await?;
        tx.commit().await?;
        return Err(code_invalid());
    }
    mfa_challenge::Entity::update_many()
        .col_expr(mfa_challenge::Column::UsedAt, Expr::current_timestamp())
        .filter(mfa_challenge::Column::TokenHash.eq(row.token_hash.clone()))
        .exec(&tx)
        .await?;
    let shape = if enrolling { Shape::Enrolled(switch_on(&tx, &user).await?) } else { Shape::Login };
    users::record_login(&tx, user.id).await?;
    let started = Started { method: row.method, second_factor: true, user_agent: &row.user_agent, request: &req };
    let refresh = sessions::start(&tx, user.id, state.refresh_ttl, started).await?;
    let factor = if checked == Checked::RecoveryCode { "recovery_code" } else { "totp" };
    super::audit_own(&tx, &user, "auth.login", json!({ "secondFactor": factor })).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::OK, shape).await
}

/// Removes a colleague's second factor (they lost their phone and their codes); they sign in
/// with their password alone, or enrol again where the tenant requires it. Audited.
#[utoipa::path(operation_id = "reset_user_mfa", tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "The user")), responses(
    (status = 204, description = "Removed"),
    (status = 401, description = "Not signed in", body = ErrorEnvelope),
    (status = 403, description = "Not an admin", body = ErrorEnvelope),
    (status = 404, description = "No such user, or none with a second factor", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/users/{id}/mfa")]
async fn reset(auth: AdminOnly, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let target = users::find_by_id(&auth.tx, *id).await?.ok_or_else(|| ApiError::not_found("No such user."))?;
    if !remove(&auth.tx, target.id).await? {
        return Err(ApiError::not_found("This user has no second factor."));
    }
    crate::audit::record_by(
        &auth.tx,
        &auth.user,
        "auth.mfa_reset",
        ("user", &target.id),
        json!({ "email": target.email }),
    )
    .await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_codes_match_whatever_their_case_and_dashes() {
        assert_eq!(recovery_hash("abcde-fghjk"), recovery_hash("ABCDE FGHJK"));
        assert_eq!(recovery_hash("abcde-fghjk"), recovery_hash("abcdefghjk"));
        assert_ne!(recovery_hash("abcde-fghjk"), recovery_hash("abcde-fghjm"));
    }

    #[test]
    fn an_otpauth_address_names_the_tenant_and_the_account() {
        let code = totp(vec![7; SECRET_BYTES], "Acme: Careers", "ana@example.com").unwrap();
        let url = code.get_url();
        assert!(url.starts_with("otpauth://totp/Acme%20%20Careers:ana%40example.com?"), "{url}");
        assert!(url.contains("secret=") && url.contains("issuer=Acme"), "{url}");
        assert_eq!(code.generate(59).len(), DIGITS);
    }
}
