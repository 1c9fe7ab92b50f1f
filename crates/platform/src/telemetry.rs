//! Logging and request spans. Every request gets a root span with its request id and, once the
//! tenant is resolved, the tenant slug; JSON output in production, readable output in dev.

use actix_web::Error;
use actix_web::HttpMessage;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};
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

/// Root span with an empty `tenant` field that the tenant extractor fills in: the fields of
/// tracing-actix-web's `root_span!`, computed only when the span is recorded.
///
/// `root_span!` computes its fields before it knows whether the span is wanted, and reads the
/// route before routing: `match_pattern()` then matches the path against every route's pattern
/// (about 300 of them). That was most of the CPU a cached answer cost the server, with logging at
/// `warn` as much as at `info` (bench/HISTORY.md, "The database path"). Here the route is recorded
/// at the end, from the resource routing found: events logged while the request runs do not
/// carry it, the span's closing line does.
pub struct TenantRootSpan;

impl RootSpanBuilder for TenantRootSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        use tracing::field::Empty;
        // Each field's expression runs only if the span is enabled.
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = Empty,
            http.flavor = flavor(request.version()),
            http.scheme = %request.connection_info().scheme(),
            http.host = %request.connection_info().host(),
            http.client_ip = %request.connection_info().realip_remote_addr().unwrap_or(""),
            http.user_agent = %request.headers().get("user-agent").and_then(|v| v.to_str().ok()).unwrap_or(""),
            http.target = %request.uri().path_and_query().map(|p| p.as_str()).unwrap_or(""),
            http.status_code = Empty,
            otel.name = %request.method(),
            otel.kind = "server",
            otel.status_code = Empty,
            trace_id = Empty,
            request_id = %request.extensions().get::<RequestId>().map(ToString::to_string).unwrap_or_default(),
            exception.message = Empty,
            exception.details = Empty,
            tenant = Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        // After routing, `match_pattern` reads the matched resource's pattern directly. (An error
        // outcome carries no request: its span keeps the method as its name.)
        if !span.is_disabled()
            && let Ok(response) = outcome
        {
            let request = response.request();
            let route = request.match_pattern().unwrap_or_else(|| "default".to_owned());
            span.record("otel.name", format!("{} {route}", request.method()));
            span.record("http.route", route);
        }
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

/// `http.flavor` as tracing-actix-web writes it ("1.1", "2.0").
fn flavor(version: actix_web::http::Version) -> &'static str {
    use actix_web::http::Version;
    match version {
        Version::HTTP_09 => "0.9",
        Version::HTTP_10 => "1.0",
        Version::HTTP_11 => "1.1",
        Version::HTTP_2 => "2.0",
        Version::HTTP_3 => "3.0",
        _ => "unknown",
    }
}
