//! Two-factor sign-in with time-based one-time passwords (RFC 6238, through `totp-rs`): enrolment
//! with a QR code, ten single-use recovery codes, the challenge between a password and its code,
//! and an admin's reset of a colleague's second factor.
//!
//! - The secret is sealed with `ENCRYPTION_KEY` (`crate::crypto`); recovery codes are stored as a
//!   keyed hash (HMAC under a key derived from `ENCRYPTION_KEY`) and each works once. Codes from
//!   before were bare SHA-256: they are wrapped under the key where they lie
//!   ([`key_legacy_recovery_codes`]), no plain code needed.
//! - A code is accepted for the current 30-second step and one step either side (clock skew), and
//!   only for a step later than the last one accepted: a code seen over someone's shoulder cannot
//!   be used again, not even within its own window.
//! - Codes count against the same limits as passwords (`PasswordAttempt`): a stolen password does
//!   not buy unlimited guesses at the code. Those limits are per client and window; across them,
//!   [`MAX_WRONG_CODES`] wrong codes in a row lock the factor (a recovery code or an admin's reset
//!   unlocks it) and mail its owner, so guessing from many clients over days gets nowhere.
//! - An account that must enrol at sign-in proves its mailbox first: the challenge mails a code,
//!   and the authenticator's secret is handed out only for it. The password alone does not let
//!   whoever holds it bind their own app.
//! - The challenge is an opaque token stored as SHA-256, valid five minutes, used once, bound to
//!   the account and to how the sign-in began.

use crate::audit::Action;
use std::time::{SystemTime, UNIX_EPOCH};

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use argon2::password_hash::rand_core::{OsRng, RngCore};
use chrono::{Duration, Utc};
use sea_orm::ActiveValue::Set;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ColumnTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, QueryTrait};
use serde_json::json;
use totp_rs::{Algorithm, TOTP};
use uuid::Uuid;

use super::domain::{Role, SignInMethod, UserStatus};
use super::entities::{mfa_challenge, recovery_code, user_totp};
use super::response::{Shape, session_response};
use super::sessions::{self, Started};
use super::tokens::{random_token, token_hash};
use super::users::{self, User};
use super::{AdminOnly, AuthState, CurrentPassword, PasswordAttempt, SignedIn, check_current_password};
use crate::crypto::Sealer;
use crate::error::responses::{AdminRequired, SignInRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::{Tenant, TenantTx, TenantUnits};
use crate::views::{ChallengeAnswer, CodeBody, Enrolment, EnrolmentBody, MfaStatus, PasswordBody, RecoveryCodes};
use crate::views::{LoginAnswer, MfaChallengeAnswer};

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
/// Wrong codes in a row (across challenges and clients) that lock the factor. Three codes in a
/// million are right at any moment: ten guesses are a 0.003 % chance, then the owner is told.
pub const MAX_WRONG_CODES: i32 = 10;
/// An enrolment at sign-in waits for a mail: its challenge lives longer.
const ENROLMENT_CHALLENGE_MINUTES: i64 = 15;
/// Digits of the code mailed for an enrolment at sign-in.
const EMAIL_CODE_DIGITS: u32 = 8;

fn totp(secret: Vec<u8>, issuer: &str, account: &str) -> Result<TOTP, ApiError> {
    // The otpauth address separates issuer and account with a colon: neither may hold one.
    TOTP::new(Algorithm::SHA1, DIGITS, 0, STEP_SECS, secret, Some(issuer.replace(':', " ")), account.replace(':', " "))
        .map_err(|err| ApiError::Internal(anyhow::anyhow!("TOTP parameters: {err:?}")))
}

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs())
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
        return Err(ApiError::conflict(ErrorCode::MfaAlreadyEnabled));
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
        failed_codes: Set(0),
        locked_at: Set(None),
    };
    user_totp::Entity::insert(row)
        .on_conflict(
            OnConflict::column(user_totp::Column::UserId)
                .update_columns([
                    user_totp::Column::Secret,
                    user_totp::Column::ConfirmedAt,
                    user_totp::Column::LastStep,
                    user_totp::Column::CreatedAt,
                    user_totp::Column::FailedCodes,
                    user_totp::Column::LockedAt,
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
    /// An app's code while the factor is locked: not even looked at.
    Locked,
}

impl Checked {
    fn right(self) -> bool {
        matches!(self, Self::Totp | Self::RecoveryCode)
    }
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
    match totp_row(tx, user.id).await? {
        Some(row) => check_against(tx, sealer, user, &row, code, enrolling).await,
        None => Ok(Checked::Wrong),
    }
}

/// [`check_code`] against the user's TOTP row, already read and locked.
async fn check_against(
    tx: &TenantTx,
    sealer: &Sealer,
    user: &User,
    row: &user_totp::Model,
    code: &str,
    enrolling: bool,
) -> Result<Checked, ApiError> {
    if row.confirmed_at.is_some() == enrolling {
        return Ok(Checked::Wrong);
    }
    let digits: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == DIGITS && digits.bytes().all(|b| b.is_ascii_digit()) {
        if row.locked_at.is_some() {
            return Ok(Checked::Locked);
        }
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
    if !enrolling && use_recovery_code(tx, sealer, user.id, code).await? {
        return Ok(Checked::RecoveryCode);
    }
    Ok(Checked::Wrong)
}

/// SHA-256 of a recovery code with letters and digits only, lower case: what rows from before
/// keyed hashes hold, and what the keyed hash is taken of.
fn recovery_digest(code: &str) -> Vec<u8> {
    let plain: String = code.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
    token_hash(&plain)
}

/// A recovery code as stored.
fn recovery_hash(sealer: &Sealer, code: &str) -> Vec<u8> {
    sealer.keyed_hash(&recovery_digest(code))
}

async fn use_recovery_code(tx: &TenantTx, sealer: &Sealer, user_id: Uuid, code: &str) -> Result<bool, DbErr> {
    key_legacy_recovery_codes(tx, sealer, Some(user_id)).await?;
    let used = recovery_code::Entity::update_many()
        .col_expr(recovery_code::Column::UsedAt, Expr::current_timestamp())
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::CodeHash.eq(recovery_hash(sealer, code)))
        .filter(recovery_code::Column::UsedAt.is_null())
        .exec(tx)
        .await?;
    Ok(used.rows_affected == 1)
}

/// Wraps recovery codes stored as bare SHA-256 (before keyed hashes) under the key, one user's
/// (`Some`) or everyone's: the stored digest is what the keyed hash is taken of, so no plain code
/// is needed. Answers how many rows it changed. The pruner runs it each round.
pub async fn key_legacy_recovery_codes(tx: &TenantTx, sealer: &Sealer, user: Option<Uuid>) -> Result<u64, DbErr> {
    use recovery_code::Column as C;
    let legacy: Vec<(Uuid, Vec<u8>)> = recovery_code::Entity::find()
        .select_only()
        .columns([C::UserId, C::CodeHash])
        .filter(C::Keyed.eq(false))
        .apply_if(user, |query, id| query.filter(C::UserId.eq(id)))
        .lock_exclusive()
        .into_tuple()
        .all(tx)
        .await?;
    for (user_id, digest) in &legacy {
        recovery_code::Entity::update_many()
            .col_expr(C::CodeHash, Expr::value(sealer.keyed_hash(digest)))
            .col_expr(C::Keyed, Expr::value(true))
            .filter(C::UserId.eq(*user_id))
            .filter(C::CodeHash.eq(digest.clone()))
            .exec(tx)
            .await?;
    }
    Ok(legacy.len() as u64)
}

/// Ten new recovery codes (`xxxxx-xxxxx`); the old ones stop working.
async fn replace_recovery_codes(tx: &TenantTx, sealer: &Sealer, user_id: Uuid) -> Result<Vec<String>, DbErr> {
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
        code_hash: Set(recovery_hash(sealer, code)),
        used_at: Set(None),
        keyed: Set(true),
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
/// An account that must enrol gets a code by mail, which the enrolment takes.
pub async fn challenge(
    tx: &TenantTx,
    sealer: &Sealer,
    user: &User,
    method: SignInMethod,
    req: &HttpRequest,
) -> Result<MfaChallengeAnswer, ApiError> {
    let token = random_token();
    let enrolment_required = !enabled(tx, user.id).await?;
    let email_code = enrolment_required.then(|| {
        let code = OsRng.next_u32() % 10u32.pow(EMAIL_CODE_DIGITS);
        format!("{code:0width$}", width = EMAIL_CODE_DIGITS as usize)
    });
    let minutes = if enrolment_required { ENROLMENT_CHALLENGE_MINUTES } else { CHALLENGE_MINUTES };
    let row = mfa_challenge::ActiveModel {
        token_hash: Set(token_hash(&token)),
        user_id: Set(user.id),
        method: Set(method),
        user_agent: Set(sessions::kept_user_agent(sessions::user_agent(req))),
        expires_at: Set(Utc::now() + Duration::minutes(minutes)),
        used_at: Set(None),
        attempts: Set(0),
        email_code_hash: Set(email_code.as_deref().map(|code| sealer.keyed_hash(code.as_bytes()))),
        email_verified_at: Set(None),
    };
    mfa_challenge::Entity::insert(row).exec_without_returning(tx).await?;
    if let Some(code) = email_code {
        crate::mail::enqueue(
            tx,
            user.recipient(),
            &crate::mail::MailKind::EnrolmentCode { code, minutes: ENROLMENT_CHALLENGE_MINUTES },
        )
        .await?;
    }
    Ok(MfaChallengeAnswer {
        mfa_required: true,
        challenge: token,
        enrolment_required,
        email_code_sent: enrolment_required,
    })
}

/// Counts a wrong answer to the challenge; a few spend it.
async fn count_wrong_answer(tx: &TenantTx, row: &mfa_challenge::Model) -> Result<(), DbErr> {
    let spent = Expr::case(
        Expr::col(mfa_challenge::Column::Attempts).add(1).gte(CHALLENGE_ATTEMPTS),
        Expr::current_timestamp(),
    )
    .finally(Expr::col(mfa_challenge::Column::UsedAt));
    mfa_challenge::Entity::update_many()
        .col_expr(mfa_challenge::Column::Attempts, Expr::col(mfa_challenge::Column::Attempts).add(1))
        .col_expr(mfa_challenge::Column::UsedAt, spent.into())
        .filter(mfa_challenge::Column::TokenHash.eq(row.token_hash.clone()))
        .exec(tx)
        .await?;
    Ok(())
}

/// Records how a code for the confirmed factor turned out: a right one clears the count of
/// wrong ones (and a lock: a recovery code is how its owner gets back in), a wrong one adds to
/// it, and the one that reaches [`MAX_WRONG_CODES`] locks the factor, audited, and mails its owner.
async fn count_code(tx: &TenantTx, user: &User, row: &user_totp::Model, checked: Checked) -> Result<(), ApiError> {
    use user_totp::Column as C;
    let failed = if checked.right() { 0 } else { row.failed_codes.saturating_add(1) };
    let newly_locked = row.locked_at.is_none() && failed >= MAX_WRONG_CODES;
    let locked_at = if checked.right() {
        None
    } else if newly_locked {
        Some(Utc::now())
    } else {
        row.locked_at
    };
    user_totp::Entity::update_many()
        .col_expr(C::FailedCodes, Expr::value(failed))
        .col_expr(C::LockedAt, Expr::value(locked_at))
        .filter(C::UserId.eq(user.id))
        .exec(tx)
        .await?;
    if newly_locked {
        crate::mail::enqueue(
            tx,
            user.recipient(),
            &crate::mail::MailKind::SecondFactorLocked { wrong_codes: MAX_WRONG_CODES },
        )
        .await?;
        super::audit_own(tx, user, Action::MfaLocked, json!({ "wrongCodes": MAX_WRONG_CODES })).await?;
    }
    Ok(())
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
    ApiError::bad_request(ErrorCode::MfaCodeInvalid)
}

/// Whether the caller has a second factor and how many recovery codes are left.
#[utoipa::path(operation_id = "get_my_mfa", tag = "account", security(("bearer" = [])), responses(
    (status = 200, description = "The second factor's state", body = MfaStatus),
    SignInRequired,
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
    SignInRequired,
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
    SignInRequired,
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
        None => return Err(ApiError::conflict(ErrorCode::MfaNotStarted)),
        Some(row) if row.confirmed_at.is_some() => {
            return Err(ApiError::conflict(ErrorCode::MfaAlreadyEnabled));
        }
        Some(_) => {}
    }
    let attempt = PasswordAttempt::new(&user.email, &req);
    attempt.admit(&tx, &state.password_checks).await?;
    let checked = check_code(&tx, &state.sealer, &user, &body.code, true).await?;
    attempt.settle(&tx, &state.password_checks, checked.right()).await?;
    if !checked.right() {
        tx.commit().await?;
        return Err(code_invalid());
    }
    let recovery_codes = switch_on(&tx, &state.sealer, &user).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(RecoveryCodes { recovery_codes }))
}

/// Confirms the second factor being set up; answers the new recovery codes.
async fn switch_on(tx: &TenantTx, sealer: &Sealer, user: &User) -> Result<Vec<String>, ApiError> {
    user_totp::Entity::update_many()
        .col_expr(user_totp::Column::ConfirmedAt, Expr::current_timestamp())
        .filter(user_totp::Column::UserId.eq(user.id))
        .exec(tx)
        .await?;
    let codes = replace_recovery_codes(tx, sealer, user.id).await?;
    super::audit_own(tx, user, Action::MfaEnabled, json!({})).await?;
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
    SignInRequired,
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
    super::audit_own(&tx, &user, Action::MfaDisabled, json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Ten new recovery codes (with the password); the old ones stop working.
#[utoipa::path(operation_id = "replace_recovery_codes", tag = "account", security(("bearer" = [])), request_body = PasswordBody, responses(
    (status = 200, description = "The new codes", body = RecoveryCodes),
    (status = 400, description = "`validation_failed` (`password`: `current_password_wrong`)", body = ErrorEnvelope),
    SignInRequired,
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
        return Err(ApiError::conflict(ErrorCode::MfaNotStarted));
    }
    let (user, tx) = with_password(auth, &req, &state, body.into_inner().password).await?;
    let recovery_codes = replace_recovery_codes(&tx, &state.sealer, user.id).await?;
    super::audit_own(&tx, &user, Action::MfaRecoveryCodesReplaced, json!({})).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(RecoveryCodes { recovery_codes }))
}

/// During a sign-in that must enrol (the tenant requires a second factor of an account without
/// one), with the code the sign-in mailed to the account's address: the secret to set the app up
/// with; the app's code then goes to `POST /api/authenticate/mfa`.
#[utoipa::path(operation_id = "enrol_totp_at_sign_in", tag = "auth", request_body = EnrolmentBody, responses(
    (status = 200, description = "The secret and its otpauth address", body = Enrolment),
    (status = 400, description = "`mfa_email_code_invalid` (a few wrong codes spend the challenge), or a malformed body", body = ErrorEnvelope),
    (status = 401, description = "`mfa_challenge_invalid` (expired, used or unknown)", body = ErrorEnvelope),
    (status = 409, description = "`mfa_already_enabled`: answer the challenge with a code instead", body = ErrorEnvelope),
))]
#[post("/api/authenticate/mfa/enrol")]
async fn enrol_at_sign_in(
    units: TenantUnits,
    state: web::Data<AuthState>,
    body: web::Json<EnrolmentBody>,
) -> Result<HttpResponse, ApiError> {
    let tx = units.begin().await?;
    let (row, user) = open_challenge(&tx, &body.challenge).await?;
    let Some(expected) = &row.email_code_hash else {
        return Err(ApiError::conflict(ErrorCode::MfaAlreadyEnabled));
    };
    let given: String = body.email_code.chars().filter(char::is_ascii_digit).collect();
    if state.sealer.keyed_hash(given.as_bytes()) != *expected {
        count_wrong_answer(&tx, &row).await?;
        tx.commit().await?;
        return Err(ApiError::bad_request(ErrorCode::MfaEmailCodeInvalid));
    }
    mfa_challenge::Entity::update_many()
        .col_expr(mfa_challenge::Column::EmailVerifiedAt, Expr::current_timestamp())
        .filter(mfa_challenge::Column::TokenHash.eq(row.token_hash.clone()))
        .exec(&tx)
        .await?;
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
    (status = 403, description = "`mfa_locked`: too many wrong codes in a row; a recovery code still works", body = ErrorEnvelope),
    (status = 409, description = "`mfa_not_started`: an enrolment without the mailed code", body = ErrorEnvelope),
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
    let factor = totp_row(&tx, user.id).await?;
    let enrolling = factor.as_ref().is_none_or(|f| f.confirmed_at.is_none());
    if enrolling && row.email_verified_at.is_none() {
        // Only an app set up with the mailed code may finish an enrolment.
        return Err(ApiError::conflict(ErrorCode::MfaNotStarted));
    }
    let checked = match &factor {
        Some(factor) => check_against(&tx, &state.sealer, &user, factor, &code, enrolling).await?,
        None => Checked::Wrong,
    };
    attempt.settle(&tx, limits, checked.right()).await?;
    if let Some(factor) = factor.as_ref().filter(|_| !enrolling) {
        count_code(&tx, &user, factor, checked).await?;
    }
    if !checked.right() {
        // A few wrong codes spend the challenge.
        count_wrong_answer(&tx, &row).await?;
        tx.commit().await?;
        return Err(match checked {
            Checked::Locked => ApiError::coded(StatusCode::FORBIDDEN, ErrorCode::MfaLocked),
            _ => code_invalid(),
        });
    }
    mfa_challenge::Entity::update_many()
        .col_expr(mfa_challenge::Column::UsedAt, Expr::current_timestamp())
        .filter(mfa_challenge::Column::TokenHash.eq(row.token_hash.clone()))
        .exec(&tx)
        .await?;
    let shape = if enrolling { Shape::Enrolled(switch_on(&tx, &state.sealer, &user).await?) } else { Shape::Login };
    users::record_login(&tx, user.id).await?;
    let started = Started { method: row.method, second_factor: true, user_agent: &row.user_agent, request: &req };
    let refresh = sessions::start(&tx, user.id, state.refresh_ttl, started).await?;
    let factor = if checked == Checked::RecoveryCode { "recovery_code" } else { "totp" };
    super::audit_own(&tx, &user, Action::Login, json!({ "secondFactor": factor })).await?;
    session_response(tx, &state, &user, &refresh, StatusCode::OK, shape).await
}

/// Removes a colleague's second factor (they lost their phone and their codes); they sign in
/// with their password alone, or enrol again where the tenant requires it. Audited.
#[utoipa::path(operation_id = "reset_user_mfa", tag = "users", security(("bearer" = [])), params(("id" = Uuid, Path, description = "The user")), responses(
    (status = 204, description = "Removed"),
    AdminRequired,
    (status = 404, description = "No such user, or none with a second factor", body = ErrorEnvelope),
))]
#[delete("/api/v1/admin/users/{id}/mfa")]
async fn reset(auth: AdminOnly, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let target = users::find_by_id(&auth.tx, *id).await?.ok_or_else(|| ApiError::not_found("user"))?;
    if !remove(&auth.tx, target.id).await? {
        return Err(ApiError::not_found("second factor"));
    }
    crate::audit::record_by(
        &auth.tx,
        &auth.user,
        Action::MfaReset,
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
        let sealer = Sealer::new(&secrecy::SecretString::from("a secret of more than thirty-two bytes, for tests"));
        let hash = |code| recovery_hash(&sealer, code);
        assert_eq!(hash("abcde-fghjk"), hash("ABCDE FGHJK"));
        assert_eq!(hash("abcde-fghjk"), hash("abcdefghjk"));
        assert_ne!(hash("abcde-fghjk"), hash("abcde-fghjm"));
        assert_eq!(hash("abcde-fghjk"), sealer.keyed_hash(&recovery_digest("abcde-fghjk")));
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
