//! Liveness and readiness probes (not tenant-scoped).

use std::time::Duration;

use crate::tenancy::DatabaseProbe;
use actix_web::{HttpResponse, get, web};
use serde::Serialize;
use utoipa::{OpenApi, ToSchema};

use crate::error::{ApiError, ErrorEnvelope};

/// How long `/readyz` waits for the database before declaring the replica not ready.
const READINESS_TIMEOUT: Duration = Duration::from_secs(2);

#[derive(OpenApi)]
#[openapi(paths(healthz, readyz), tags((name = "health", description = "Probes for load balancers and orchestrators")))]
pub struct HealthApi;

#[derive(Serialize, ToSchema)]
struct Health {
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    database: Option<&'static str>,
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(healthz).service(readyz);
}

/// The process is up and serving HTTP.
#[utoipa::path(tag = "health", responses((status = 200, description = "Up", body = Health)))]
#[get("/healthz")]
async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health { status: "ok", database: None })
}

/// The database answers within a short timeout; otherwise 503 so the load balancer skips us.
#[utoipa::path(tag = "health", responses(
    (status = 200, description = "Ready", body = Health),
    (status = 503, description = "The database does not answer", body = ErrorEnvelope),
))]
#[get("/readyz")]
async fn readyz(db: web::Data<DatabaseProbe>) -> Result<HttpResponse, ApiError> {
    match tokio::time::timeout(READINESS_TIMEOUT, db.ping()).await {
        Ok(Ok(())) => Ok(HttpResponse::Ok().json(Health { status: "ok", database: Some("ok") })),
        Ok(Err(err)) => Err(ApiError::DatabaseUnavailable(err.to_string())),
        Err(_) => Err(ApiError::DatabaseUnavailable("ping timed out".into())),
    }
}
