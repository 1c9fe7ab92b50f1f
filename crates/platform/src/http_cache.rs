//! Conditional GETs for public, cacheable JSON: a strong ETag from the body and 304 when the
//! client already has it.

use actix_web::http::header::{self, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use serde::Serialize;
use siphasher::sip128::{Hasher128, SipHasher13};

use crate::error::ApiError;

/// Answers `value` as JSON with `Cache-Control: public, max-age=…` and an ETag, or 304 Not
/// Modified when `If-None-Match` names the same ETag. Varies by tenant (header and Host).
pub fn cached_json<T: Serialize>(req: &HttpRequest, value: &T, max_age_secs: u32) -> Result<HttpResponse, ApiError> {
    let (body, etag) = tagged_json(value)?;
    Ok(conditional_json(req, body, &etag, max_age_secs))
}

/// `value` as JSON and its [`etag_of`].
pub fn tagged_json<T: Serialize>(value: &T) -> Result<(Bytes, String), ApiError> {
    let body = serde_json::to_vec(value).map_err(|err| ApiError::Internal(err.into()))?;
    let etag = etag_of(&body);
    Ok((Bytes::from(body), etag))
}

/// [`cached_json`] for a body already serialised (and its [`etag_of`]), as a kept answer is.
pub fn conditional_json(req: &HttpRequest, body: Bytes, etag: &str, max_age_secs: u32) -> HttpResponse {
    conditional(req, body, etag, max_age_secs, "application/json")
}

/// Answers `body` (a feed, a sitemap…) of `content_type` with its [`etag_of`] and
/// `Cache-Control: public, max-age=…`, or 304 Not Modified when `If-None-Match` names it.
pub fn conditional_body(req: &HttpRequest, body: Vec<u8>, max_age_secs: u32, content_type: &str) -> HttpResponse {
    let etag = etag_of(&body);
    conditional(req, Bytes::from(body), &etag, max_age_secs, content_type)
}

fn conditional(req: &HttpRequest, body: Bytes, etag: &str, max_age_secs: u32, content_type: &str) -> HttpResponse {
    let matches = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.split(',').any(|tag| tag.trim() == etag || tag.trim() == "*"));
    let mut response = if matches { HttpResponse::NotModified() } else { HttpResponse::Ok() };
    response
        .insert_header((header::ETAG, etag))
        .insert_header((header::CACHE_CONTROL, format!("public, max-age={max_age_secs}")))
        .insert_header((header::VARY, HeaderValue::from_static(VARY_TENANT)));
    if matches { response.finish() } else { response.content_type(content_type.to_owned()).body(body) }
}

/// A strong ETag for `body`: its 128-bit SipHash-1-3 with fixed keys, in hex and quotes. The
/// same body gives the same tag on every replica; no secret is needed (a tag only tells a client
/// whether what it holds is current), and hashing a page of a list costs a few microseconds
/// where SHA-256 took a tenth of the server's time for it.
pub fn etag_of(body: &[u8]) -> String {
    let mut hasher = SipHasher13::new();
    std::hash::Hasher::write(&mut hasher, body);
    format!("\"{:032x}\"", hasher.finish128().as_u128())
}

/// The request headers that pick the tenant, and the language a visitor reads: every public answer
/// cached by shared caches varies by them.
pub const VARY_TENANT: &str = "tenantid, Host, Accept-Language";
