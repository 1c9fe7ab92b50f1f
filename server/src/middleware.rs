//! The request-context middleware: request id header, panic containment, and the guarantee that
//! every error leaves as the JSON envelope.

use std::panic::AssertUnwindSafe;
use std::time::Duration;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::InternalError;
use actix_web::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::BytesMut;
use actix_web::{Error, HttpMessage, HttpResponse, ResponseError};
use futures_util::{FutureExt, StreamExt};
use tracing_actix_web::RequestId;

use crate::answer_cache::Invalidate;
use crate::desk::cache::DeskCache;
use crate::error::{ApiError, REQUEST_ID, envelope_for_status, internal_error_response};
use crate::scorecards::cache::EvidenceCache;
use crate::security::HeaderPlan;
use crate::tenancy::CurrentTenant;
use crate::vacancies::cache::PublicCache;

pub const REQUEST_ID_HEADER: HeaderName = HeaderName::from_static("x-request-id");

/// Wraps every request (inside `TracingLogger`, which assigns the request id):
/// - exposes the request id to error rendering and as the `x-request-id` response header;
/// - turns a panicking handler into a 500 envelope instead of killing the worker, so whatever the
///   handler held (a tenant transaction, a pooled connection) is dropped on a live runtime;
/// - rewrites any error response that is not JSON (framework 404/405/413/…) into the envelope.
pub async fn request_context(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    let request_id = req.extensions().get::<RequestId>().map(ToString::to_string).unwrap_or_default();
    let plan = HeaderPlan::for_request(&req);

    REQUEST_ID
        .scope(request_id.clone(), async move {
            let outcome = AssertUnwindSafe(next.call(req)).catch_unwind().await;
            // The request cannot be cloned up front (routing needs it unshared), so failures are
            // handed back as an error that carries its finished response.
            let failure = |mut response: HttpResponse, cause: String| {
                set_request_id(response.headers_mut(), &request_id);
                plan.apply(response.headers_mut());
                Err(InternalError::from_response(cause, response).into())
            };
            match outcome {
                Ok(Ok(response)) => {
                    let mut response = normalize(response);
                    set_request_id(response.headers_mut(), &request_id);
                    plan.apply(response.headers_mut());
                    Ok(response)
                }
                Ok(Err(error)) => {
                    let response = error.error_response();
                    let response = if is_error_without_envelope(&response) {
                        envelope_for_status(response.status())
                    } else {
                        response
                    };
                    failure(response, error.to_string())
                }
                Err(panic) => {
                    let message = panic
                        .downcast_ref::<&str>()
                        .map(ToString::to_string)
                        .or_else(|| panic.downcast_ref::<String>().cloned())
                        .unwrap_or_default();
                    tracing::error!(panic = %message, "request handler panicked");
                    failure(internal_error_response(), format!("handler panicked: {message}"))
                }
            }
        })
        .await
}

fn set_request_id(headers: &mut HeaderMap, request_id: &str) {
    if let Ok(value) = HeaderValue::from_str(request_id) {
        headers.insert(REQUEST_ID_HEADER, value);
    }
}

fn normalize<B: MessageBody>(response: ServiceResponse<B>) -> ServiceResponse<EitherBody<B>> {
    if is_error_without_envelope(response.response()) {
        let status = response.status();
        let (request, _) = response.into_parts();
        return ServiceResponse::new(request, envelope_for_status(status)).map_into_right_body();
    }
    response.map_into_left_body()
}

fn is_error_without_envelope<B>(response: &HttpResponse<B>) -> bool {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    (status.is_client_error() || status.is_server_error()) && !is_json
}

/// The longest request address (path and query) accepted.
pub const MAX_URI_BYTES: usize = 4096;

/// The largest upload body (a CV, a photo, a logo); the upload routes set smaller limits of their own.
pub const MAX_BODY_BYTES: usize = 8 * 1024 * 1024;

/// The largest body of any other request: every JSON body this API takes is small.
pub const MAX_JSON_BODY_BYTES: usize = 64 * 1024;

/// How long a client may take to send its request body (`REQUEST_BODY_TIMEOUT_SECS`).
#[derive(Clone, Copy)]
pub struct BodyTimeout(pub Duration);

/// Reads the whole request body (bounded in size and time) before any handler or extractor runs.
/// Extractors run side by side, so without this a tenant transaction — and its pooled connection —
/// would be held open while a slow client trickles its body in.
///
/// Routing and authentication come first, so nobody can make the server hold large bodies for
/// nothing: a path that matches no route is answered without reading its body; a route that
/// requires a bearer token refuses a caller without a valid one unread; and only upload routes
/// (whose body is a file, as the OpenAPI document declares) accept more than 64 KiB.
pub async fn read_body_first(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    if uri_length(req.uri()) > MAX_URI_BYTES {
        return Ok(req.into_response(envelope_for_status(StatusCode::URI_TOO_LONG)).map_into_right_body());
    }
    // Whatever framing announces it: any method that may carry a body is checked first. Without
    // one there is nothing to read, and the route is not looked up: before routing, that means
    // matching the path against every route's pattern, which was a fifth of a cached answer's CPU.
    let may_have_body = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS)
        || req.headers().contains_key(header::CONTENT_LENGTH)
        || req.headers().contains_key(header::TRANSFER_ENCODING);
    if !may_have_body {
        return Ok(next.call(req).await?.map_into_left_body());
    }
    let Some(pattern) = req.match_pattern().filter(|pattern| !pattern.is_empty()) else {
        // Nothing here takes a body: the 404 (or the web app's page) is answered without it.
        drop(req.take_payload());
        return Ok(next.call(req).await?.map_into_left_body());
    };
    if pattern == crate::chat::SOCKET_PATH {
        // A socket's "body" is its frames, for as long as it is open: the handler reads them.
        return Ok(next.call(req).await?.map_into_left_body());
    }
    let rule = crate::openapi::route_rule(req.method(), &pattern);
    if rule.is_some_and(|rule| rule.bearer)
        && let Err(refused) = crate::auth::check_bearer(req.request()).await
    {
        return Ok(req.into_response(refused.error_response()).map_into_right_body());
    }
    let limit = if rule.is_some_and(|rule| rule.upload) { MAX_BODY_BYTES } else { MAX_JSON_BODY_BYTES };
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<usize>().ok());
    if declared.is_some_and(|length| length > limit) {
        return Ok(req.into_response(envelope_for_status(StatusCode::PAYLOAD_TOO_LARGE)).map_into_right_body());
    }

    let timeout = req.app_data::<BodyTimeout>().map_or(Duration::from_secs(15), |t| t.0);
    let mut payload = req.take_payload();
    let read = async {
        let mut body = BytesMut::new();
        while let Some(chunk) = payload.next().await {
            let chunk = chunk.map_err(|_| StatusCode::BAD_REQUEST)?;
            if body.len() + chunk.len() > limit {
                return Err(StatusCode::PAYLOAD_TOO_LARGE);
            }
            body.extend_from_slice(&chunk);
        }
        Ok(body.freeze())
    };
    let is_json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    let failed = match tokio::time::timeout(timeout, read).await {
        Ok(Ok(body)) if is_json && !body.is_empty() && !starts_like_an_object(&body) => {
            // serde would also read a struct from a JSON array; every body this API takes is an object.
            ApiError::invalid_body("it must be a JSON object").error_response()
        }
        Ok(Ok(body)) => {
            req.set_payload(Payload::from(body));
            return Ok(next.call(req).await?.map_into_left_body());
        }
        Ok(Err(status)) => envelope_for_status(status),
        Err(_) => envelope_for_status(StatusCode::REQUEST_TIMEOUT),
    };
    Ok(req.into_response(failed).map_into_right_body())
}

/// How long `uri` is as written, counted without writing it out.
fn uri_length(uri: &actix_web::http::Uri) -> usize {
    struct Counter(usize);
    impl std::fmt::Write for Counter {
        fn write_str(&mut self, text: &str) -> std::fmt::Result {
            self.0 += text.len();
            Ok(())
        }
    }
    let mut counter = Counter(0);
    // Writing to a counter cannot fail.
    let _ = std::fmt::Write::write_fmt(&mut counter, format_args!("{uri}"));
    counter.0
}

fn starts_like_an_object(body: &[u8]) -> bool {
    body.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{')
}

/// Middleware: after a successful write (its handler has committed), this replica drops the
/// tenant's kept values itself rather than wait for the NOTIFY, so whoever wrote reads their
/// change at once: the careers site's after a write to the tenant's vacancies, the desk's and the
/// evidence views after any write in the tenant.
pub async fn forget_after_writes(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let writes =
        !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) && req.path().starts_with("/api/");
    let response = next.call(req).await?;
    if writes
        && response.status().is_success()
        && let Ok(tenant) = CurrentTenant::resolve(response.request()).await
    {
        let request = response.request();
        if let Some(cache) = request.app_data::<actix_web::web::Data<PublicCache>>() {
            cache.forget_after_write(request.path(), tenant.schema.as_str());
        }
        if let Some(cache) = request.app_data::<actix_web::web::Data<DeskCache>>() {
            cache.invalidate(Some(tenant.schema.as_str()));
        }
        if let Some(cache) = request.app_data::<actix_web::web::Data<EvidenceCache>>() {
            cache.invalidate(Some(tenant.schema.as_str()));
        }
    }
    Ok(response)
}
