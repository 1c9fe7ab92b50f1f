//! Access tokens (short-lived HS256 JWTs bound to one tenant) and the opaque secrets behind refresh
//! tokens and password-reset links.

use std::fs;
use std::io::Write;
use std::path::Path;

use anyhow::{Context, bail};
use argon2::password_hash::rand_core::{OsRng, RngCore};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::Utc;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use secrecy::{ExposeSecret, SecretString};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

use super::domain::Role;
use crate::config::{AppEnv, Config};
use crate::tenancy::Tenant;

/// Every token names this issuer.
pub const ISSUER: &str = "erecruit";
const MIN_SECRET_BYTES: usize = 32;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    /// The tenant's slug: a token is only valid on the tenant it was issued for.
    pub aud: String,
    /// The user id.
    pub sub: Uuid,
    /// The tenant id.
    pub tid: Uuid,
    pub role: Role,
    pub person: i64,
    /// The sign-in session (refresh-token family) this token was issued for.
    pub sid: Uuid,
    pub iat: i64,
    pub exp: i64,
}

/// Signs and verifies access tokens with one pinned algorithm.
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    ttl_secs: i64,
}

impl TokenKeys {
    pub fn new(secret: &SecretString, ttl_secs: u64) -> Self {
        let bytes = secret.expose_secret().as_bytes();
        Self {
            encoding: EncodingKey::from_secret(bytes),
            decoding: DecodingKey::from_secret(bytes),
            ttl_secs: i64::try_from(ttl_secs).unwrap_or(900),
        }
    }

    pub fn ttl_secs(&self) -> i64 {
        self.ttl_secs
    }

    pub fn issue(
        &self,
        tenant: &Tenant,
        user_id: Uuid,
        role: Role,
        person: i64,
        session: Uuid,
    ) -> anyhow::Result<String> {
        let now = Utc::now().timestamp();
        let claims = Claims {
            iss: ISSUER.to_owned(),
            aud: tenant.slug.to_string(),
            sub: user_id,
            tid: tenant.id,
            role,
            person,
            sid: session,
            iat: now,
            exp: now + self.ttl_secs,
        };
        Ok(jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?)
    }

    /// Verifies signature, algorithm, issuer, audience (this tenant), tenant id and expiry.
    pub fn verify(&self, token: &str, tenant: &Tenant) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[ISSUER]);
        validation.set_audience(&[tenant.slug.as_str()]);
        validation.set_required_spec_claims(&["exp", "iss", "aud", "sub", "iat"]);
        validation.leeway = 5;
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).ok()?.claims;
        (claims.tid == tenant.id).then_some(claims)
    }
}

/// The signing secret: `JWT_SECRET`, or in dev a random one generated once under DATA_DIR.
/// Production refuses to start without a strong secret.
pub fn load_secret(config: &Config) -> anyhow::Result<SecretString> {
    configured_or_dev(config, config.jwt_secret.as_ref(), "JWT_SECRET", "jwt-secret")
}

/// The sealing secret (`crate::crypto`): `ENCRYPTION_KEY`, or in dev a random one generated once
/// under DATA_DIR. Production refuses to start without a strong secret.
pub fn load_encryption_key(config: &Config) -> anyhow::Result<SecretString> {
    configured_or_dev(config, config.encryption_key.as_ref(), "ENCRYPTION_KEY", "encryption-key")
}

fn configured_or_dev(
    config: &Config,
    configured: Option<&SecretString>,
    name: &str,
    file: &str,
) -> anyhow::Result<SecretString> {
    if let Some(secret) = configured {
        check_strength(secret.expose_secret(), name)?;
        return Ok(secret.clone());
    }
    if config.app_env == AppEnv::Production {
        bail!("{name} must be set in production (at least {MIN_SECRET_BYTES} random bytes)");
    }
    dev_secret(&config.data_dir.join(file), name)
}

fn check_strength(secret: &str, name: &str) -> anyhow::Result<()> {
    let distinct = secret.bytes().collect::<std::collections::BTreeSet<_>>().len();
    if secret.len() < MIN_SECRET_BYTES || distinct < 10 {
        bail!("{name} is too weak: use at least {MIN_SECRET_BYTES} random bytes (e.g. `openssl rand -base64 48`)");
    }
    Ok(())
}

fn dev_secret(path: &Path, name: &str) -> anyhow::Result<SecretString> {
    if let Ok(existing) = fs::read_to_string(path) {
        let existing = existing.trim().to_owned();
        check_strength(&existing, name).with_context(|| format!("{} holds a weak secret", path.display()))?;
        return Ok(SecretString::from(existing));
    }
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).with_context(|| format!("creating {}", parent.display()))?;
    }
    let secret = random_token();
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).with_context(|| format!("creating {}", path.display()))?;
    file.write_all(secret.as_bytes())?;
    tracing::info!(path = %path.display(), "generated a development {name}");
    Ok(SecretString::from(secret))
}

/// 256 random bits, URL-safe: refresh tokens, reset links, generated secrets.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What is stored for an opaque token: its SHA-256 (the token itself never touches the database).
pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weak_secrets_are_refused() {
        assert!(check_strength("short", "JWT_SECRET").is_err());
        assert!(check_strength(&"a".repeat(64), "JWT_SECRET").is_err());
        assert!(check_strength(&random_token(), "JWT_SECRET").is_ok());
    }

    #[test]
    fn production_without_a_secret_refuses_to_start() {
        let mut config = Config::with_database_url("postgres://x");
        config.app_env = AppEnv::Production;
        assert!(load_secret(&config).is_err());
        assert!(load_encryption_key(&config).is_err());
    }

    #[test]
    fn the_dev_secret_is_generated_once_and_reused() {
        let dir = std::env::temp_dir().join(format!("erecruit-secret-{}", Uuid::new_v4()));
        let mut config = Config::with_database_url("postgres://x");
        config.data_dir = dir.clone();
        let first = load_secret(&config).unwrap();
        let second = load_secret(&config).unwrap();
        assert_eq!(first.expose_secret(), second.expose_secret());
        let sealing = load_encryption_key(&config).unwrap();
        assert_eq!(sealing.expose_secret(), load_encryption_key(&config).unwrap().expose_secret());
        assert_ne!(sealing.expose_secret(), first.expose_secret(), "a secret of its own");
        fs::remove_dir_all(dir).unwrap();
    }
}
