//! Short-lived signed addresses for files, so an `<img>` (which cannot send a bearer token) can
//! show a profile photo. The signature covers the tenant, the file and the expiry.

use chrono::Utc;
use hmac::{Hmac, Mac};
use secrecy::{ExposeSecret, SecretString};
use sha2::Sha256;
use uuid::Uuid;

use crate::tenancy::{SignatureChecked, TenantSlug};

type HmacSha256 = Hmac<Sha256>;

fn keyed(key: &[u8]) -> HmacSha256 {
    match HmacSha256::new_from_slice(key) {
        Ok(mac) => mac,
        Err(_) => unreachable!("HMAC accepts keys of any length"),
    }
}

pub struct FileSigner {
    key: Vec<u8>,
    ttl_secs: i64,
}

impl FileSigner {
    /// Derives its own key from the server secret, so file signatures and tokens never share one.
    pub fn new(secret: &SecretString, ttl_secs: u64) -> Self {
        let mut mac = keyed(secret.expose_secret().as_bytes());
        mac.update(b"erecruit file urls v1");
        Self { key: mac.finalize().into_bytes().to_vec(), ttl_secs: i64::try_from(ttl_secs).unwrap_or(900) }
    }

    fn mac(&self, tenant: &TenantSlug, file: Uuid, expires: i64) -> HmacSha256 {
        let mut mac = keyed(&self.key);
        let signed = format!("{tenant}\n{file}\n{expires}");
        mac.update(signed.as_bytes());
        mac
    }

    /// The relative address of a file, valid for the configured time.
    pub fn url(&self, tenant: &TenantSlug, file: Uuid) -> String {
        let expires = Utc::now().timestamp() + self.ttl_secs;
        let signature: String =
            self.mac(tenant, file, expires).finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect();
        format!("/api/v1/files/{file}?tenant={tenant}&expires={expires}&signature={signature}")
    }

    /// Checks a signature (in constant time) and the expiry.
    /// Evidence for [`crate::tenancy::SignedTenantOpener`] when the link is genuine and current.
    pub fn verify(&self, tenant: &TenantSlug, file: Uuid, expires: i64, signature: &str) -> Option<SignatureChecked> {
        let bytes = decode_hex(signature)?;
        let genuine = expires >= Utc::now().timestamp() && self.mac(tenant, file, expires).verify_slice(&bytes).is_ok();
        // The one place that vouches for a signature (clippy.toml).
        #[allow(clippy::disallowed_methods)]
        genuine.then(|| SignatureChecked::vouch(tenant.clone(), file))
    }
}

fn decode_hex(text: &str) -> Option<Vec<u8>> {
    if text.len() != 64 {
        return None;
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_is_bound_to_tenant_file_and_expiry() {
        let signer = FileSigner::new(&SecretString::from("a-secret-of-reasonable-length-1234567890"), 60);
        let tenant = TenantSlug::parse("acme").unwrap();
        let other = TenantSlug::parse("other").unwrap();
        let file = Uuid::new_v4();
        let url = signer.url(&tenant, file);
        let query: std::collections::HashMap<_, _> =
            url.split_once('?').unwrap().1.split('&').map(|pair| pair.split_once('=').unwrap()).collect();
        let expires: i64 = query["expires"].parse().unwrap();
        let signature = query["signature"];
        assert!(signer.verify(&tenant, file, expires, signature).is_some());
        assert!(signer.verify(&other, file, expires, signature).is_none());
        assert!(signer.verify(&tenant, Uuid::new_v4(), expires, signature).is_none());
        assert!(signer.verify(&tenant, file, expires + 1, signature).is_none());
        assert!(signer.verify(&tenant, file, Utc::now().timestamp() - 1, signature).is_none());
        assert!(signer.verify(&tenant, file, expires, "zz").is_none());
    }
}
