//! Conditional GETs for public, cacheable JSON: a strong ETag from the body and 304 when the
//! client already has it.

use actix_web::http::header::{self, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::error::ApiError;

/// Answers `value` as JSON with `Cache-Control: public, max-age=…` and an ETag, or 304 Not
/// Modified when `If-None-Match` names the same ETag. Varies by tenant (header and Host).
pub fn cached_json<T: Serialize>(req: &HttpRequest, value: &T, max_age_secs: u32) -> Result<HttpResponse, ApiError> {
    let body = serde_json::to_vec(value).map_err(|err| ApiError::Internal(err.into()))?;
    let etag = etag_of(&body);
    Ok(conditional_json(req, Bytes::from(body), &etag, max_age_secs))
}

/// [`cached_json`] for a body already serialised (and its [`etag_of`]), as a kept answer is.
pub fn conditional_json(req: &HttpRequest, body: Bytes, etag: &str, max_age_secs: u32) -> HttpResponse {
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
    if matches { response.finish() } else { response.content_type("application/json").body(body) }
}

/// A strong ETag for `body`: the first 16 bytes of its SHA-256, in hex and quotes.
pub fn etag_of(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    format!("\"{}\"", digest.iter().take(16).map(|b| format!("{b:02x}")).collect::<String>())
}

/// The request headers that pick the tenant: every public answer cached by shared caches varies by them.
pub const VARY_TENANT: &str = "tenantid, Host";
