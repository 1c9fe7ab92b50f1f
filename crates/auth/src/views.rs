//! The API's shapes: what this feature answers and accepts.

use chrono::{DateTime, Utc};
use sea_orm::FromQueryResult;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Locale, Role, SignInMethod, UserStatus};
use super::users::{Activity, User};

#[derive(Deserialize, ToSchema)]
pub struct InvitationToken {
    pub token: String,
}

/// What an invitation link invites to.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvitationPreview {
    pub email: String,
    pub role: Role,
    pub department: Option<String>,
    pub invited_by_name: Option<String>,
    pub expires_at: DateTime<Utc>,
}

#[derive(Deserialize, ToSchema)]
pub struct AcceptInvitation {
    pub token: String,
    pub name: String,
    pub password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct UpdateMe {
    pub name: Option<String>,
    pub locale: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangePassword {
    pub current_password: String,
    pub new_password: String,
    /// Sign out every other session of the account (default true): after a password was
    /// exposed, the other sessions may be someone else's.
    #[serde(default)]
    pub end_other_sessions: Option<bool>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteBody {
    pub email: String,
    /// `admin` or `staff`.
    pub role: Role,
    /// One of the tenant's departments; empty or absent for none.
    pub department: Option<String>,
    /// The invitation mail's language; the tenant's default when absent.
    pub locale: Option<String>,
}

/// A user as their page shows them.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDetail {
    #[serde(flatten)]
    pub user: User,
    /// A signed address of their profile photo, when they have one.
    pub avatar_url: Option<String>,
    /// The latest entries of the audit log by or about them, newest first (at most 20).
    pub recent_activity: Vec<Activity>,
    /// They sign in with a second factor (`DELETE /api/v1/admin/users/{id}/mfa` removes it).
    pub mfa_enabled: bool,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateUser {
    pub name: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    /// One of the tenant's departments; an empty string clears it.
    pub department: Option<String>,
}

#[derive(Debug, Serialize, ToSchema, FromQueryResult)]
#[serde(rename_all = "camelCase")]
pub struct Department {
    pub id: i64,
    pub name: String,
    /// How many users are in it.
    pub users: i64,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DepartmentInput {
    /// 1–100 characters on one line; unique whatever the case.
    pub name: String,
}

/// An open invitation, as admins see it.
#[derive(Debug, Clone, Serialize, ToSchema, FromQueryResult)]
#[serde(rename_all = "camelCase")]
pub struct Invitation {
    pub id: Uuid,
    pub email: String,
    pub role: Role,
    pub department: Option<String>,
    pub locale: Locale,
    /// Who invited (or last re-sent it); `None` once they are gone.
    pub invited_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    /// When the mail last went out.
    pub sent_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    /// The link no longer works; re-sending gives it a new one.
    pub expired: bool,
}

#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    pub email: String,
    pub password: String,
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

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnrolmentBody {
    pub challenge: String,
    /// The code the sign-in mailed to the account's address.
    pub email_code: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeAnswer {
    pub challenge: String,
    /// The six digits the app shows, or an unused recovery code.
    pub code: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CodeBody {
    pub code: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordBody {
    pub password: String,
}

/// One place the caller is signed in.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    pub id: Uuid,
    /// The session this request comes from.
    pub current: bool,
    /// Browser and system, e.g. "Firefox on Linux" ("Unknown device" when the browser said
    /// nothing recognisable).
    pub device: String,
    pub signed_in_at: DateTime<Utc>,
    /// When the session last renewed its access (about every 15 minutes while in use).
    pub last_used_at: DateTime<Utc>,
    pub method: SignInMethod,
    /// A second factor was checked at sign-in.
    pub second_factor: bool,
}

impl SessionView {
    /// `row` as its user sees it; `current` is the session asking.
    pub fn new(row: crate::sessions::SessionRow, current: Option<Uuid>) -> Self {
        Self {
            id: row.id,
            current: Some(row.id) == current,
            device: crate::my_sessions::device_of(&row.user_agent),
            signed_in_at: row.created_at,
            last_used_at: row.last_used_at,
            method: row.method,
            second_factor: row.second_factor,
        }
    }
}

/// How many sessions ended.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Ended {
    pub ended: u64,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnlockBody {
    pub password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct RegisterBody {
    pub email: String,
    pub password: String,
    pub name: String,
    /// Optional; defaults to the browser's language, then the tenant's.
    pub locale: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct ForgotPassword {
    pub email: String,
}

#[derive(Serialize, ToSchema)]
pub struct Accepted {
    pub message: &'static str,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPassword {
    pub token: String,
    pub new_password: String,
}

/// `user` in the login answer, `userData` in the refresh answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    pub id: Uuid,
    pub email: String,
    pub name: String,
    pub role: Role,
    /// The applicant profile's numeric id, 0 while there is none.
    pub person: i64,
    pub logged_in_with: &'static str,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginAnswer {
    pub user: SessionUser,
    pub access_token: String,
    /// Only when this sign-in completed an enrolment in two-factor sign-in: the ten single-use
    /// recovery codes, shown once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recovery_codes: Option<Vec<String>>,
}

/// The password was right and a second factor is needed: send `challenge` with a code to
/// `POST /api/authenticate/mfa` within five minutes (with `enrolmentRequired`, first enrol
/// through `POST /api/authenticate/mfa/enrol`).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MfaChallengeAnswer {
    /// Always true.
    pub mfa_required: bool,
    pub challenge: String,
    /// The tenant requires a second factor for this account, which has none yet.
    pub enrolment_required: bool,
    /// A code went to the account's e-mail address: setting the app up
    /// (`POST /api/authenticate/mfa/enrol`) takes it. True exactly when `enrolmentRequired` is.
    pub email_code_sent: bool,
}

/// What a password sign-in answers: the session, or the second factor it needs first.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum SignInAnswer {
    Session(LoginAnswer),
    SecondFactor(MfaChallengeAnswer),
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshAnswer {
    pub user_data: SessionUser,
    pub access_token: String,
}

/// The tenant's provider as admins see it (the secret is write-only).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SsoSettings {
    pub enabled: bool,
    /// "Sign in with <displayName>" on the sign-in page.
    pub display_name: String,
    pub issuer: String,
    pub client_id: String,
    /// A secret is stored (it is never answered).
    pub client_secret_set: bool,
    pub scopes: Vec<String>,
    /// E-mail domains whose unknown users get an account (`corp.example`); existing accounts with
    /// the same verified address are linked whatever their domain.
    pub allowed_domains: Vec<String>,
    /// `user` or `staff`.
    pub new_user_role: Role,
    /// Staff cannot sign in with a password (admins still can, so nobody is locked out).
    pub staff_must_use_sso: bool,
    /// The address the provider must send users back to (register it with the provider).
    pub redirect_uri: String,
}

impl SsoSettings {
    pub fn new(row: &crate::entities::sso_settings::Model, redirect_uri: String) -> Self {
        Self {
            enabled: row.enabled,
            display_name: row.display_name.clone(),
            issuer: row.issuer.clone(),
            client_id: row.client_id.clone(),
            client_secret_set: !row.client_secret.is_empty(),
            scopes: row.scopes.clone(),
            allowed_domains: row.allowed_domains.clone(),
            new_user_role: row.new_user_role,
            staff_must_use_sso: row.staff_must_use_sso,
            redirect_uri,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SsoInput {
    #[serde(default = "yes")]
    pub enabled: bool,
    pub display_name: String,
    pub issuer: String,
    pub client_id: String,
    /// Required the first time; left out, the stored one is kept.
    pub client_secret: Option<String>,
    /// `openid` is always asked for; default `openid email profile`.
    #[serde(default)]
    pub scopes: Vec<String>,
    #[serde(default)]
    pub allowed_domains: Vec<String>,
    #[serde(default = "default_role")]
    pub new_user_role: Role,
    #[serde(default)]
    pub staff_must_use_sso: bool,
}

/// What the sign-in page needs to offer single sign-on.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SsoProvider {
    pub enabled: bool,
    /// "Sign in with <displayName>"; null when single sign-on is off.
    pub display_name: Option<String>,
}

/// Where to send the browser to sign in with the provider.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SsoStart {
    pub authorization_url: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallbackBody {
    pub code: String,
    pub state: String,
}

/// Where to send the browser after signing out, to end the provider's session too.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SsoLogout {
    /// The provider's `end_session_endpoint` with `client_id` and `post_logout_redirect_uri`;
    /// null when the session did not come from the provider or it has none.
    pub end_session_url: Option<String>,
}

/// An identity provider's account linked to a user.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkedIdentity {
    pub issuer: String,
    /// The provider's id of the account.
    pub subject: String,
    pub linked_at: chrono::DateTime<chrono::Utc>,
}

impl From<crate::entities::user_identity::Model> for LinkedIdentity {
    fn from(row: crate::entities::user_identity::Model) -> Self {
        Self { issuer: row.issuer, subject: row.subject, linked_at: row.created_at }
    }
}

fn default_role() -> Role {
    Role::User
}

fn yes() -> bool {
    true
}
