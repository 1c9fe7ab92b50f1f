//! The one way the server calls other servers (single sign-on discovery, keys, tokens and
//! userinfo now; webhooks and external calendar feeds later). Addresses come from tenant admins
//! (customers, not the operator), so a call must not reach what only the server can:
//!
//! - in production only `https`;
//! - no loopback, private, link-local (cloud metadata at 169.254.169.254), shared, multicast or
//!   unspecified address, checked after DNS resolution (a public name may resolve to 10.0.0.1)
//!   and for addresses written as such — unless the operator names the host in
//!   `OUTBOUND_ALLOWED_HOSTS` (an identity provider inside the cluster; the tests' on loopback);
//! - no redirect followed (each would need the same checks; the callers need none);
//! - short timeouts, and at most [`MAX_BODY_BYTES`] of an answer read.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use openidconnect::http;
use openidconnect::url::Host;
pub use openidconnect::url::Url;

/// Most bytes of an answer read (a provider's metadata and keys are a few KB).
pub const MAX_BODY_BYTES: usize = 1024 * 1024;
const TIMEOUT: Duration = Duration::from_secs(10);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, thiserror::Error)]
pub enum OutboundError {
    #[error("outbound call refused: {0}")]
    Refused(String),
    #[error("the answer is larger than {MAX_BODY_BYTES} bytes")]
    TooLarge,
    #[error(transparent)]
    Http(#[from] reqwest::Error),
    #[error("outbound call: {0}")]
    Invalid(String),
}

/// Hosts the operator allows whatever they resolve to (lower case).
#[derive(Debug, Clone, Default)]
struct Allowed(Arc<Vec<String>>);

impl Allowed {
    fn contains(&self, host: &str) -> bool {
        let host = host.trim_start_matches('[').trim_end_matches(']').to_ascii_lowercase();
        self.0.contains(&host)
    }
}

/// Whether an address is one the public internet reaches (the only ones called unless allowed).
pub fn is_public(ip: IpAddr) -> bool {
    match ip.to_canonical() {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                // 100.64.0.0/10 (carrier-grade NAT), 192.0.0.0/24 (protocol assignments),
                // 198.18.0.0/15 (benchmarking), 240.0.0.0/4 (reserved).
                || (a == 100 && (64..128).contains(&b))
                || (a == 192 && b == 0 && v4.octets()[2] == 0)
                || (a == 198 && (b == 18 || b == 19))
                || a >= 240
                || a == 0)
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                // fc00::/7 unique local, fe80::/10 link-local, 2001:db8::/32 documentation.
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
                || (first == 0x2001 && v6.segments()[1] == 0x0db8))
        }
    }
}

/// Resolves names as usual, then keeps only public addresses (all of them for allowed hosts).
struct GuardedResolver(Allowed);

impl reqwest::dns::Resolve for GuardedResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let host = name.as_str().to_owned();
        let allowed = self.0.contains(&host);
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            let kept: Vec<SocketAddr> = found.into_iter().filter(|addr| allowed || is_public(addr.ip())).collect();
            if kept.is_empty() {
                let refused: Box<dyn std::error::Error + Send + Sync> =
                    format!("{host} resolves to no public address").into();
                return Err(refused);
            }
            Ok(Box::new(kept.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// The server's outbound HTTP client. Cheap to clone.
#[derive(Clone)]
pub struct Outbound {
    client: reqwest::Client,
    production: bool,
    allowed: Allowed,
}

impl Outbound {
    /// `production` requires `https`; `allowed_hosts` may be called whatever they resolve to.
    pub fn new(production: bool, allowed_hosts: &[String]) -> Self {
        let allowed = Allowed(Arc::new(allowed_hosts.iter().map(|h| h.trim().to_ascii_lowercase()).collect()));
        let client = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(TIMEOUT)
            .connect_timeout(CONNECT_TIMEOUT)
            // Calls are minutes apart: no idle connection is kept for a server to close under the
            // next request.
            .pool_max_idle_per_host(0)
            .dns_resolver(Arc::new(GuardedResolver(allowed.clone())))
            .build()
            .unwrap_or_default();
        Self { client, production, allowed }
    }

    /// Checks an address before it is called: its scheme, and its host when written as an
    /// address (names are checked when resolved).
    pub fn check(&self, url: &Url) -> Result<(), OutboundError> {
        match url.scheme() {
            "https" => {}
            "http" if !self.production => {}
            scheme => return Err(OutboundError::Refused(format!("{scheme}: addresses are not called"))),
        }
        let ip = match url.host() {
            Some(Host::Ipv4(ip)) => IpAddr::V4(ip),
            Some(Host::Ipv6(ip)) => IpAddr::V6(ip),
            Some(Host::Domain(_)) => return Ok(()),
            None => return Err(OutboundError::Refused("no host".to_owned())),
        };
        if is_public(ip) || self.allowed.contains(&ip.to_string()) {
            Ok(())
        } else {
            Err(OutboundError::Refused(format!("{ip} is not a public address")))
        }
    }

    /// Sends one request (as the OpenID Connect client builds it) and reads at most
    /// [`MAX_BODY_BYTES`] of the answer.
    pub async fn call(&self, request: http::Request<Vec<u8>>) -> Result<http::Response<Vec<u8>>, OutboundError> {
        let url = Url::parse(&request.uri().to_string()).map_err(|err| OutboundError::Invalid(err.to_string()))?;
        self.check(&url)?;
        let request = reqwest::Request::try_from(request)?;
        let mut response = self.client.execute(request).await?;
        if response.content_length().is_some_and(|length| length > MAX_BODY_BYTES as u64) {
            return Err(OutboundError::TooLarge);
        }
        let mut builder = http::Response::builder().status(response.status());
        for (name, value) in response.headers() {
            builder = builder.header(name, value);
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await? {
            if body.len() + chunk.len() > MAX_BODY_BYTES {
                return Err(OutboundError::TooLarge);
            }
            body.extend_from_slice(&chunk);
        }
        builder.body(body).map_err(|err| OutboundError::Invalid(err.to_string()))
    }
}

impl Outbound {
    /// Posts a JSON `body` with `headers` (a webhook delivery): answers the status and at most
    /// `excerpt` bytes of the answer (as text; the rest is not read).
    pub async fn post_json(
        &self,
        url: &Url,
        headers: &[(&'static str, String)],
        body: String,
        excerpt: usize,
    ) -> Result<(u16, String), OutboundError> {
        self.check(url)?;
        let mut request = self
            .client
            .post(url.as_str())
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(reqwest::header::USER_AGENT, "eRecruit-Webhooks/1");
        for (name, value) in headers {
            request = request.header(*name, value);
        }
        let mut response = request.body(body).send().await?;
        let status = response.status().as_u16();
        let mut read = Vec::new();
        while read.len() < excerpt {
            match response.chunk().await {
                Ok(Some(chunk)) => read.extend_from_slice(&chunk),
                // An answer cut short still has its status.
                Ok(None) | Err(_) => break,
            }
        }
        read.truncate(excerpt);
        Ok((status, String::from_utf8_lossy(&read).into_owned()))
    }

    /// Gets `url` (an external calendar), accepting `accept`: answers the status and the body,
    /// at most [`MAX_BODY_BYTES`] of it.
    pub async fn get(&self, url: &Url, accept: &str, agent: &str) -> Result<(u16, Vec<u8>), OutboundError> {
        let request = http::Request::builder()
            .method("GET")
            .uri(url.as_str())
            .header("accept", accept)
            .header("user-agent", agent)
            .body(Vec::new())
            .map_err(|err| OutboundError::Invalid(err.to_string()))?;
        let response = self.call(request).await?;
        Ok((response.status().as_u16(), response.into_body()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        for private in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "224.0.0.1",
        ] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in ["1.1.1.1", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn addresses_are_checked_by_scheme_and_host() {
        let url = |text: &str| Url::parse(text).unwrap();
        let production = Outbound::new(true, &[]);
        assert!(production.check(&url("https://id.example/.well-known/openid-configuration")).is_ok());
        assert!(production.check(&url("http://id.example/")).is_err(), "plain http in production");
        assert!(production.check(&url("https://169.254.169.254/latest/meta-data/")).is_err());
        assert!(production.check(&url("https://[::1]/")).is_err());
        assert!(production.check(&url("file:///etc/passwd")).is_err());
        let development = Outbound::new(false, &["127.0.0.1".to_owned()]);
        assert!(development.check(&url("http://127.0.0.1:4000/")).is_ok(), "an allowed host");
        assert!(development.check(&url("http://10.0.0.1/")).is_err());
    }
}
