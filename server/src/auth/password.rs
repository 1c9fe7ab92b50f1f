//! Password hashing: argon2id with OWASP parameters (m = 19 MiB, t = 2, p = 1), always on the
//! blocking thread pool so hashing never stalls the request workers.

use std::sync::OnceLock;

use tokio::sync::Semaphore;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::error::ApiError;

fn argon2() -> Argon2<'static> {
    // The parameters are constants that `Params::new` accepts; DEFAULT is the fallback only in name.
    let params = Params::new(19 * 1024, 2, 1, None).unwrap_or(Params::DEFAULT);
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

fn hash_blocking(password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    Ok(argon2().hash_password(password.as_bytes(), &salt)?.to_string())
}

fn verify_blocking(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|parsed| argon2().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// A hash of a random password, verified against when the e-mail is unknown so that an unknown
/// address and a wrong password take the same time.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_blocking(&super::tokens::random_token()).unwrap_or_default())
}

/// At most two hashes per core at once: each takes 19 MiB, so a flood of sign-ins queues here
/// instead of exhausting memory.
fn hashing_slots() -> &'static Semaphore {
    static SLOTS: OnceLock<Semaphore> = OnceLock::new();
    SLOTS.get_or_init(|| Semaphore::new(std::thread::available_parallelism().map_or(2, |n| n.get() * 2)))
}

async fn run_hashing<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, ApiError> {
    let _slot = hashing_slots().acquire().await.map_err(|err| ApiError::Internal(err.into()))?;
    tokio::task::spawn_blocking(work).await.map_err(|err| ApiError::Internal(err.into()))
}

pub async fn hash_password(password: String) -> Result<String, ApiError> {
    run_hashing(move || hash_blocking(&password))
        .await?
        .map_err(|err| ApiError::Internal(anyhow::anyhow!("hashing failed: {err}")))
}

/// Verifies `password` against `hash`, or against the dummy hash when there is no user.
pub async fn verify_password(password: String, hash: Option<String>) -> Result<bool, ApiError> {
    run_hashing(move || match hash {
        Some(hash) => verify_blocking(&password, &hash),
        None => {
            verify_blocking(&password, dummy_hash());
            false
        }
    })
    .await
}

/// Hashes once on the blocking pool at start-up so the first unknown-email sign-in is not faster.
pub fn warm_up() {
    tokio::task::spawn_blocking(|| {
        dummy_hash();
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_argon2id_with_owasp_parameters() {
        let hash = hash_blocking("correct horse battery staple").unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify_blocking("correct horse battery staple", &hash));
        assert!(!verify_blocking("correct horse battery stapler", &hash));
    }
}
