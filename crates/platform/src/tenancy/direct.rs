//! Direct tokio-postgres connections from `DATABASE_URL`, for what sea-orm's pool does not do:
//! holding a `LISTEN` and sending notifications (the chat hub). They take the URL the pool takes,
//! TLS included, with libpq's meaning of `sslmode`: `disable`; `prefer` (the default: TLS when the
//! server offers it); `require` (encrypted, the certificate not checked); `verify-ca` and
//! `verify-full` (checked against `sslrootcert`, else the public web roots).

use std::sync::Arc;

use anyhow::Context;
use deadpool_postgres::tokio_postgres::Config;
use deadpool_postgres::tokio_postgres::config::SslMode;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, SignatureScheme};
use tokio_postgres_rustls::MakeRustlsConnect;

/// Where and how to connect.
pub struct DirectTarget {
    pub config: Config,
    pub tls: MakeRustlsConnect,
}

/// Parameters of a PostgreSQL URL that tokio-postgres also understands; the others (sqlx's own,
/// `sslrootcert`) are left out of its configuration.
const PASSED_ON: [&str; 5] = ["application_name", "options", "connect_timeout", "keepalives", "keepalives_idle"];

impl DirectTarget {
    pub fn from_url(url: &str) -> anyhow::Result<Self> {
        let (base, query) = url.split_once('?').unwrap_or((url, ""));
        let mut mode = "prefer".to_owned();
        let mut root_cert = None;
        let mut kept = Vec::new();
        for pair in query.split('&').filter(|pair| !pair.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let decoded = percent_encoding::percent_decode_str(value).decode_utf8_lossy().into_owned();
            match key {
                "sslmode" => mode = decoded,
                "sslrootcert" => root_cert = Some(decoded),
                _ if PASSED_ON.contains(&key) => kept.push(pair),
                _ => {}
            }
        }
        let url = if kept.is_empty() { base.to_owned() } else { format!("{base}?{}", kept.join("&")) };
        let mut config: Config = url.parse().context("DATABASE_URL is not a PostgreSQL URL tokio-postgres reads")?;
        config.ssl_mode(match mode.as_str() {
            "disable" => SslMode::Disable,
            "allow" | "prefer" => SslMode::Prefer,
            "require" | "verify-ca" | "verify-full" => SslMode::Require,
            other => anyhow::bail!("DATABASE_URL: unknown sslmode {other}"),
        });
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let builder =
            rustls::ClientConfig::builder_with_provider(provider.clone()).with_safe_default_protocol_versions()?;
        let tls = if matches!(mode.as_str(), "verify-ca" | "verify-full") {
            let mut roots = rustls::RootCertStore::empty();
            match &root_cert {
                Some(path) => {
                    let pem = std::fs::read(path).with_context(|| format!("cannot read sslrootcert {path}"))?;
                    for cert in CertificateDer::pem_slice_iter(&pem) {
                        roots.add(cert.context("sslrootcert is not PEM")?)?;
                    }
                }
                None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
            }
            builder.with_root_certificates(roots).with_no_client_auth()
        } else {
            // libpq's `require` and `prefer`: encrypted, whoever the certificate names (as the
            // pool's own connections are).
            builder
                .dangerous()
                .with_custom_certificate_verifier(Arc::new(AnyCertificate(provider)))
                .with_no_client_auth()
        };
        Ok(Self { config, tls: MakeRustlsConnect::new(tls) })
    }
}

/// Accepts the server's certificate unchecked, still checking that the handshake is signed by it.
#[derive(Debug)]
struct AnyCertificate(Arc<rustls::crypto::CryptoProvider>);

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _: &CertificateDer<'_>,
        _: &[CertificateDer<'_>],
        _: &ServerName<'_>,
        _: &[u8],
        _: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(message, cert, dss, &self.0.signature_verification_algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(message, cert, dss, &self.0.signature_verification_algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pool_url_is_read_with_its_tls_mode() {
        let plain = DirectTarget::from_url("postgres://u:p@127.0.0.1:5432/db").unwrap();
        assert_eq!(plain.config.get_ssl_mode(), SslMode::Prefer);
        let required = DirectTarget::from_url(
            "postgres://u:p@db:5432/db?sslmode=require&application_name=erecruit&statement-cache-capacity=10",
        )
        .unwrap();
        assert_eq!(required.config.get_ssl_mode(), SslMode::Require);
        assert_eq!(required.config.get_application_name(), Some("erecruit"));
        let verified = DirectTarget::from_url("postgres://u@db/db?sslmode=verify-full").unwrap();
        assert_eq!(verified.config.get_ssl_mode(), SslMode::Require);
        assert!(DirectTarget::from_url("postgres://u@db/db?sslmode=sometimes").is_err());
        assert!(DirectTarget::from_url("postgres://u@db/db?sslmode=verify-ca&sslrootcert=/nonexistent").is_err());
    }
}
