//! Logging and request spans. Every request gets a root span with its request id and, once the
//! tenant is resolved, the tenant slug; JSON output in production, readable output in dev.

use actix_web::Error;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RootSpanBuilder};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::format::FmtSpan;

use crate::config::LogFormat;

/// Installs the global subscriber once; later calls (tests spawning several apps) are no-ops.
/// The filter comes from `RUST_LOG`, defaulting to `info`.
pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,sea_orm_migration=warn,actix_server=warn"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_span_events(FmtSpan::CLOSE);
    let result = match format {
        LogFormat::Json => builder.json().flatten_event(true).with_current_span(true).try_init(),
        LogFormat::Pretty => builder.compact().try_init(),
    };
    // A subscriber already being installed is expected in tests; nothing to report.
    drop(result);
}

/// Root span with an empty `tenant` field that the tenant extractor fills in.
pub struct TenantRootSpan;

impl RootSpanBuilder for TenantRootSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        tracing_actix_web::root_span!(request, tenant = tracing::field::Empty)
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}
