//! Who sent a request and what it addressed: the client address that rate limits count, learned
//! from `X-Forwarded-For`, and the scheme and host it asked for, learned from `Forwarded` /
//! `X-Forwarded-Host` / `X-Forwarded-Proto` — each only through proxies the operator trusts
//! (`TRUSTED_PROXIES`). From anyone else those headers are the client's own words.

use std::net::{IpAddr, Ipv6Addr};

use actix_web::{HttpRequest, web};
use ipnet::IpNet;

/// The proxies whose `X-Forwarded-For` entries are believed (app data; empty: none).
#[derive(Debug, Clone, Default)]
pub struct TrustedProxies(pub Vec<IpNet>);

impl TrustedProxies {
    fn trusts(&self, addr: IpAddr) -> bool {
        self.0.iter().any(|net| net.contains(&addr))
    }

    /// The client behind `peer`: the peer itself unless it is a trusted proxy; then, walking the
    /// forwarded addresses from the right (the nearest hop first), the first one that is not a
    /// trusted proxy. `forwarded` holds the header's lines in the order received: together they are
    /// one list, the last line's last entry the nearest hop's. Entries left of the client are
    /// whatever it sent and are never read. An entry that is not an address stops the walk at the
    /// hop that reported it.
    fn client(&self, peer: IpAddr, forwarded: &[&str]) -> IpAddr {
        let mut client = peer.to_canonical();
        if !self.trusts(client) {
            return client;
        }
        for entry in forwarded.iter().rev().flat_map(|line| line.rsplit(',')) {
            match parse_entry(entry) {
                Some(addr) => {
                    client = addr;
                    if !self.trusts(addr) {
                        break;
                    }
                }
                None => break,
            }
        }
        client
    }
}

/// One `X-Forwarded-For` entry: an address, possibly bracketed or with a port.
fn parse_entry(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    let addr = entry
        .parse::<IpAddr>()
        .ok()
        .or_else(|| entry.parse::<std::net::SocketAddr>().ok().map(|socket| socket.ip()))
        .or_else(|| entry.strip_prefix('[').and_then(|e| e.strip_suffix(']')).and_then(|e| e.parse().ok()))?;
    Some(addr.to_canonical())
}

/// The platform's own origin, `PUBLIC_URL` (app data; `None` when the operator set none).
#[derive(Clone, Default)]
pub struct PlatformOrigin(pub Option<String>);

/// Whether the request came straight from a proxy the operator trusts.
fn from_trusted_proxy(req: &HttpRequest) -> bool {
    let trusted = req.app_data::<web::Data<TrustedProxies>>();
    match (req.peer_addr(), trusted) {
        (Some(peer), Some(trusted)) => trusted.trusts(peer.ip().to_canonical()),
        _ => false,
    }
}

/// The scheme and host (with its port) the client addressed. A trusted proxy's forwarded scheme
/// and host are believed (actix's `connection_info`); anyone else's are ignored: the connection's
/// own scheme and the `Host` header count. Absolute addresses built from forwarded headers of any
/// client would let a stranger poison feeds, sitemaps, sign-in redirects and shared caches.
pub fn addressed(req: &HttpRequest) -> (String, String) {
    if from_trusted_proxy(req) {
        let info = req.connection_info();
        return (info.scheme().to_owned(), info.host().to_owned());
    }
    let scheme = if addressed_https(req) { "https" } else { "http" };
    let host = req
        .headers()
        .get(actix_web::http::header::HOST)
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned)
        .unwrap_or_else(|| req.app_config().host().to_owned());
    (scheme.to_owned(), host)
}

/// Whether the client addressed `https` (as [`addressed`] reads it, without building the host):
/// for the security headers of every answer.
pub fn addressed_https(req: &HttpRequest) -> bool {
    if from_trusted_proxy(req) {
        return req.connection_info().scheme() == "https";
    }
    req.app_config().secure()
}

/// The request's client address (see [`TrustedProxies::client`]); `None` without a peer (only in
/// tests that call handlers directly).
pub fn client_addr(req: &HttpRequest) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip().to_canonical();
    let trusted = req.app_data::<web::Data<TrustedProxies>>();
    let Some(trusted) = trusted.filter(|t| !t.0.is_empty()) else { return Some(peer) };
    let lines: Vec<&str> = req.headers().get_all("x-forwarded-for").filter_map(|value| value.to_str().ok()).collect();
    Some(trusted.client(peer, &lines))
}

/// The name a client is counted under by rate limits: its address, an IPv6 one cut to its /64
/// (one subscriber holds a whole /64 and can use any address in it).
pub fn rate_key(req: &HttpRequest) -> String {
    match client_addr(req) {
        Some(IpAddr::V6(addr)) => {
            let segments = addr.segments();
            let network = Ipv6Addr::new(segments[0], segments[1], segments[2], segments[3], 0, 0, 0, 0);
            format!("{network}/64")
        }
        Some(IpAddr::V4(addr)) => addr.to_string(),
        None => "unknown".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxies(list: &[&str]) -> TrustedProxies {
        TrustedProxies(list.iter().map(|net| net.parse().unwrap()).collect())
    }

    fn ip(value: &str) -> IpAddr {
        value.parse().unwrap()
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("203.0.113.9"), &["198.51.100.1"]), ip("203.0.113.9"));
        let ingress = proxies(&["10.0.0.0/8"]);
        assert_eq!(ingress.client(ip("203.0.113.9"), &["198.51.100.1"]), ip("203.0.113.9"));
    }

    #[test]
    fn the_right_most_untrusted_address_is_the_client_across_header_lines() {
        let chain = proxies(&["10.0.0.0/8", "192.168.0.0/16"]);
        // The client forged the first entry; the ingress appended the real one on a second line.
        let forwarded = ["6.6.6.6, 198.51.100.7", "192.168.1.1"];
        assert_eq!(chain.client(ip("10.1.2.3"), &forwarded), ip("198.51.100.7"));
        assert_eq!(chain.client(ip("10.1.2.3"), &["6.6.6.6", "198.51.100.7"]), ip("198.51.100.7"));
        // Every hop trusted: the left-most is as close to the client as we get.
        assert_eq!(chain.client(ip("10.1.2.3"), &["10.9.9.9"]), ip("10.9.9.9"));
        // Garbage stops the walk at the proxy that reported it.
        assert_eq!(chain.client(ip("10.1.2.3"), &["198.51.100.7, not-an-ip"]), ip("10.1.2.3"));
        assert_eq!(chain.client(ip("10.1.2.3"), &["[2001:db8::1]:443"]), ip("2001:db8::1"));
    }

    #[test]
    fn ipv4_mapped_addresses_match_ipv4_ranges() {
        let ingress = proxies(&["10.0.0.0/8"]);
        assert_eq!(ingress.client(ip("::ffff:10.0.0.5"), &["198.51.100.7"]), ip("198.51.100.7"));
    }
}
