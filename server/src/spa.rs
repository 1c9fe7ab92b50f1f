//! Serves the built single-page app (STATIC_DIR, e.g. `frontend/dist`) from the API's own origin:
//! hashed assets are cached for good, everything else is revalidated, and client-side routes fall
//! back to `index.html` — but never `/api/*`, which keeps answering with the JSON envelope.

use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::{Next, from_fn};
use actix_web::{Error, web};

use crate::error::envelope_for_status;

/// Vite puts content-hashed files here: a changed file gets a new name.
const HASHED_ASSETS: &str = "/assets/";

pub fn configure(cfg: &mut web::ServiceConfig, dir: PathBuf) {
    let index = dir.join("index.html");
    // The careers site's vacancy pages and lists, with what crawlers read written in.
    crate::syndication::pages::configure(cfg, index.clone());
    let files =
        Files::new("/", dir).index_file("index.html").default_handler(fn_service(move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let path = req.path();
                // `/metrics` too: it lives on the metrics listener, and must not look like a page here.
                if path.starts_with("/api/") || matches!(path, "/api" | "/healthz" | "/readyz" | "/metrics") {
                    return Ok(req.into_response(envelope_for_status(StatusCode::NOT_FOUND)));
                }
                let (request, _) = req.into_parts();
                let response = NamedFile::open(&index)?.into_response(&request);
                Ok(ServiceResponse::new(request, response))
            }
        }));
    cfg.service(web::scope("").wrap(from_fn(cache_policy)).service(files));
}

async fn cache_policy(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let immutable = req.path().starts_with(HASHED_ASSETS);
    let mut response = next.call(req).await?;
    if response.status().is_success() {
        let policy = if immutable { "public, max-age=31536000, immutable" } else { "no-cache" };
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(policy));
    }
    Ok(response)
}
