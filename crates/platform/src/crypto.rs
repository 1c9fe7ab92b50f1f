//! Secrets the server must read back later (a user's TOTP secret) are sealed before they are
//! stored: AES-256-GCM under a key derived from `ENCRYPTION_KEY`, a fresh random nonce each time.
//! A database dump alone then gives no second factor away. A sealed value is
//! `version (1) ‖ nonce (12) ‖ ciphertext and tag`.
//!
//! Secrets the server only ever compares (recovery codes) are kept as a keyed hash instead:
//! HMAC-SHA-256 under a second key derived from the same secret, so a dump alone does not let
//! anyone try candidate codes offline.

use aes_gcm::aead::{Aead, KeyInit, OsRng};
use aes_gcm::{AeadCore, Aes256Gcm, Key, Nonce};
use hmac::{Hmac, Mac};
use secrecy::{ExposeSecret, SecretString};
use sha2::{Digest, Sha256};

const VERSION: u8 = 1;
const NONCE_BYTES: usize = 12;

/// Seals and opens the server's stored secrets.
#[derive(Clone)]
pub struct Sealer {
    cipher: Aes256Gcm,
    mac_key: [u8; 32],
}

impl Sealer {
    /// The key is SHA-256 of a fixed label and the secret, so any strong secret text will do.
    pub fn new(secret: &SecretString) -> Self {
        let derive = |label: &[u8]| -> [u8; 32] {
            let mut digest = Sha256::new();
            digest.update(label);
            digest.update(secret.expose_secret().as_bytes());
            digest.finalize().into()
        };
        let key = derive(b"erecruit sealed secrets v1\0");
        Self { cipher: Aes256Gcm::new(&Key::<Aes256Gcm>::from(key)), mac_key: derive(b"erecruit keyed hashes v1\0") }
    }

    /// HMAC-SHA-256 of `data` under the server's hashing key: the same input, the same 32 bytes.
    pub fn keyed_hash(&self, data: &[u8]) -> Vec<u8> {
        let Ok(mut mac) = <Hmac<Sha256> as Mac>::new_from_slice(&self.mac_key) else {
            unreachable!("HMAC accepts keys of any length")
        };
        mac.update(data);
        mac.finalize().into_bytes().to_vec()
    }

    pub fn seal(&self, plain: &[u8]) -> Vec<u8> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        // Encryption into a Vec fails only past the cipher's length limit (64 GiB).
        let sealed = self.cipher.encrypt(&nonce, plain).unwrap_or_default();
        let mut out = Vec::with_capacity(1 + NONCE_BYTES + sealed.len());
        out.push(VERSION);
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&sealed);
        out
    }

    /// A sealed text; `None` as for [`Sealer::open`], or when it is not UTF-8.
    pub fn open_text(&self, sealed: &[u8]) -> Option<String> {
        self.open(sealed).and_then(|bytes| String::from_utf8(bytes).ok())
    }

    /// The plain bytes; `None` for a value sealed under another key or altered.
    pub fn open(&self, sealed: &[u8]) -> Option<Vec<u8>> {
        let (&version, rest) = sealed.split_first()?;
        if version != VERSION || rest.len() < NONCE_BYTES {
            return None;
        }
        let (nonce, data) = rest.split_at(NONCE_BYTES);
        let nonce: [u8; NONCE_BYTES] = nonce.try_into().ok()?;
        self.cipher.decrypt(&Nonce::from(nonce), data).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sealed_values_open_with_the_same_key_only() {
        let sealer = Sealer::new(&SecretString::from("a secret of more than thirty-two bytes, for tests"));
        let sealed = sealer.seal(b"JBSWY3DPEHPK3PXP");
        assert_ne!(&sealed[13..], b"JBSWY3DPEHPK3PXP");
        assert_eq!(sealer.open(&sealed).as_deref(), Some(&b"JBSWY3DPEHPK3PXP"[..]));
        assert_ne!(sealer.seal(b"same"), sealer.seal(b"same"), "a fresh nonce each time");
        let other = Sealer::new(&SecretString::from("another secret of more than thirty-two bytes"));
        assert_eq!(other.open(&sealed), None);
        let mut altered = sealed.clone();
        if let Some(last) = altered.last_mut() {
            *last ^= 1;
        }
        assert_eq!(sealer.open(&altered), None);
        assert_eq!(sealer.open(&[]), None);
    }

    #[test]
    fn keyed_hashes_depend_on_the_key() {
        let sealer = Sealer::new(&SecretString::from("a secret of more than thirty-two bytes, for tests"));
        let other = Sealer::new(&SecretString::from("another secret of more than thirty-two bytes"));
        assert_eq!(sealer.keyed_hash(b"code"), sealer.keyed_hash(b"code"));
        assert_ne!(sealer.keyed_hash(b"code"), other.keyed_hash(b"code"));
        assert_ne!(sealer.keyed_hash(b"code"), Sha256::digest(b"code").to_vec());
        assert_eq!(sealer.keyed_hash(b"code").len(), 32);
    }
}
