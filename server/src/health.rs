//! Liveness and readiness probes (not tenant-scoped).

use std::time::Duration;

use crate::database::Database;
use actix_web::{HttpResponse, get, web};
use serde_json::json;

use crate::error::ApiError;

/// How long `/readyz` waits for the database before declaring the replica not ready.
const READINESS_TIMEOUT: Duration = Duration::from_secs(2);

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(healthz).service(readyz);
}

/// The process is up and serving HTTP.
#[get("/healthz")]
async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "status": "ok" }))
}

/// The database answers within a short timeout; otherwise 503 so the load balancer skips us.
#[get("/readyz")]
async fn readyz(db: web::Data<Database>) -> Result<HttpResponse, ApiError> {
    match tokio::time::timeout(READINESS_TIMEOUT, db.ping()).await {
        Ok(Ok(())) => Ok(HttpResponse::Ok().json(json!({ "status": "ok", "database": "ok" }))),
        Ok(Err(err)) => Err(ApiError::DatabaseUnavailable(err.to_string())),
        Err(_) => Err(ApiError::DatabaseUnavailable("ping timed out".into())),
    }
}
