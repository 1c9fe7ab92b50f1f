//! Account values parsed once at the edge, with the product's exact field messages.

use sea_orm::{ActiveEnum, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::locale::Locale;

use crate::error::ErrorCode;

/// An e-mail address, trimmed and lower-cased (addresses are unique per tenant regardless of case).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

impl Email {
    pub fn parse(value: &str) -> Result<Self, ErrorCode> {
        let value = value.trim().to_lowercase();
        let Some((local, domain)) = value.split_once('@') else {
            return Err(ErrorCode::EmailInvalid);
        };
        let valid = value.len() <= 254
            && !local.is_empty()
            && local.len() <= 64
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && !domain.contains('@')
            && value.chars().all(|c| !c.is_whitespace() && !c.is_control() && c != '<' && c != '>' && c != ',');
        if valid { Ok(Self(value)) } else { Err(ErrorCode::EmailInvalid) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A person's display name: 1–100 characters after trimming, no control characters.
pub fn parse_name(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    if value.is_empty() {
        return Err(ErrorCode::NameRequired);
    }
    if value.chars().count() > 100 || value.chars().any(char::is_control) {
        return Err(ErrorCode::NameTooLong);
    }
    Ok(value.to_owned())
}

/// A new password: 8–128 characters, taken exactly as typed (never trimmed or truncated).
pub fn check_password_policy(value: &str) -> Result<(), ErrorCode> {
    if (8..=128).contains(&value.chars().count()) { Ok(()) } else { Err(ErrorCode::PasswordLength) }
}

// Stored text enums, declared once: the database value (checked against the migration's CHECK
// constraint by a test) is also the API name.

// `users.role`, ordered by what a role may do. (Plain comments here: a doc comment would become
// the OpenAPI description.)
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema,
)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Staff,
    Admin,
}

impl Role {
    /// The role's name, for operators' terminals.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Admin => "admin",
            Self::Staff => "staff",
            Self::User => "user",
        }
    }

    /// A role named on the operator's command line.
    pub fn parse(value: &str) -> Option<Self> {
        Self::try_from_value(&value.to_owned()).ok()
    }
}

// `users.status`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum UserStatus {
    Active,
    Blocked,
    Deactivated,
}

/// `users.kind`: a person, or the service identity an API key acts as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum UserKind {
    Person,
    Service,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_trimmed_and_lower_cased() {
        assert_eq!(Email::parse("  Ana.Silva@Example.COM ").unwrap().as_str(), "ana.silva@example.com");
    }

    #[test]
    fn malformed_emails_are_rejected() {
        for value in [
            "",
            "ana",
            "ana@",
            "@example.com",
            "ana@example",
            "ana@@example.com",
            "a na@example.com",
            "ana@example..com",
            "<ana@example.com>",
        ] {
            assert_eq!(Email::parse(value), Err(ErrorCode::EmailInvalid), "{value:?}");
        }
    }

    #[test]
    fn names_must_not_be_empty() {
        assert_eq!(parse_name("   "), Err(ErrorCode::NameRequired));
        assert_eq!(parse_name(" Ana Silva ").unwrap(), "Ana Silva");
        assert_eq!(parse_name(&"x".repeat(101)), Err(ErrorCode::NameTooLong));
    }

    #[test]
    fn passwords_are_8_to_128_characters_counted_not_truncated() {
        assert!(check_password_policy("1234567").is_err());
        assert!(check_password_policy("12345678").is_ok());
        assert!(check_password_policy(&"é".repeat(128)).is_ok());
        assert!(check_password_policy(&"x".repeat(129)).is_err());
    }

    #[test]
    fn role_names_are_the_stored_and_api_names() {
        use sea_orm::Iterable;
        for role in Role::iter() {
            assert_eq!(role.as_str(), role.to_value());
            assert_eq!(serde_json::to_value(role).unwrap(), role.as_str());
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("Admin"), None);
        assert!(Role::User < Role::Staff && Role::Staff < Role::Admin);
    }
}

// How a session was signed in (`user_sessions.method`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum SignInMethod {
    Password,
    Registration,
    Invitation,
    Reset,
    Oidc,
}
