//! Security headers on every response, and CORS for a configured allow-list of origins only.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::Next;
use actix_web::{Error, HttpResponse, web};

/// The web app loads only its own scripts; styles may be set inline by components; pictures may
/// be data: or blob: URLs (previews before upload). Nothing may frame it or change its base.
const APP_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                          img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
                          object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
/// API answers are data, never documents.
const API_POLICY: &str = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/// What a request needs to know to finish its response's headers.
#[derive(Clone)]
pub struct HeaderPlan {
    is_api: bool,
    https: bool,
    cors_origin: Option<HeaderValue>,
}

/// The allowed cross-origin callers (`CORS_ALLOWED_ORIGINS`); the same-origin web app needs none.
#[derive(Clone, Default)]
pub struct CorsOrigins(pub Vec<String>);

impl HeaderPlan {
    pub fn for_request(req: &ServiceRequest) -> Self {
        let path = req.path();
        let is_api = path.starts_with("/api/") || path == "/healthz" || path == "/readyz";
        // HSTS only for what was addressed as https: forwarded schemes only from trusted proxies.
        let https = crate::client::addressed_https(req.request());
        let allowed = req.app_data::<web::Data<CorsOrigins>>();
        let cors_origin = req
            .headers()
            .get(header::ORIGIN)
            .filter(|origin| {
                allowed.is_some_and(|list| origin.to_str().is_ok_and(|o| list.0.iter().any(|allowed| allowed == o)))
            })
            .cloned();
        Self { is_api, https, cors_origin }
    }

    pub fn apply(&self, headers: &mut HeaderMap) {
        let policy = if self.is_api { API_POLICY } else { APP_POLICY };
        if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
            headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(policy));
        }
        headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
        headers.insert(
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
        );
        if self.https {
            headers.insert(
                header::STRICT_TRANSPORT_SECURITY,
                HeaderValue::from_static("max-age=31536000; includeSubDomains"),
            );
        }
        if let Some(origin) = &self.cors_origin {
            headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin.clone());
            headers.insert(header::ACCESS_CONTROL_ALLOW_CREDENTIALS, HeaderValue::from_static("true"));
            headers
                .insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, HeaderValue::from_static("x-request-id, retry-after"));
            headers.append(header::VARY, HeaderValue::from_static("Origin"));
        }
    }
}

/// Answers CORS preflights from allowed origins; anything else goes on to the app.
pub async fn cors_preflight(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::EitherBody<impl MessageBody>>, Error> {
    let plan = HeaderPlan::for_request(&req);
    if req.method() == Method::OPTIONS
        && plan.cors_origin.is_some()
        && req.headers().contains_key(header::ACCESS_CONTROL_REQUEST_METHOD)
    {
        let mut response = HttpResponse::build(StatusCode::NO_CONTENT);
        response
            .insert_header((header::ACCESS_CONTROL_ALLOW_METHODS, "GET, POST, PUT, PATCH, DELETE"))
            .insert_header((
                header::ACCESS_CONTROL_ALLOW_HEADERS,
                "authorization, content-type, tenantid, x-file-name, if-none-match",
            ))
            .insert_header((header::ACCESS_CONTROL_MAX_AGE, "600"));
        let mut response = response.finish();
        plan.apply(response.headers_mut());
        return Ok(req.into_response(response).map_into_right_body());
    }
    Ok(next.call(req).await?.map_into_left_body())
}
