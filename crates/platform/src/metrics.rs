//! Prometheus metrics: request count and latency by route and status, the database pool, the
//! tenant cache, the mail outbox, failed sign-ins and chat sockets.
//!
//! They are served at `/metrics` by a server of their own on `METRICS_ADDR`, never on the public
//! port, so a cluster scrapes them from inside while visitors cannot read them. Counters live in
//! one process-wide registry (every replica is its own process); the pool gauges are read from the
//! serving application's pool at scrape time.

use std::sync::LazyLock;
use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{Error, HttpResponse, web};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::error::envelope_for_status;
use crate::tenancy::DatabaseProbe;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    /// The route pattern (`/api/v1/vacancies/{id}`), never the raw path: one series per route.
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ResultLabels {
    result: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KeptLabels {
    answer: &'static str,
    result: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ReasonLabels {
    reason: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PoolLabels {
    state: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ParseLabels {
    kind: &'static str,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StateLabels {
    state: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabels {
    kind: &'static str,
}

type LatencyFamily = Family<RequestLabels, Histogram, fn() -> Histogram>;
type ParseTimeFamily = Family<KindLabels, Histogram, fn() -> Histogram>;

struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: LatencyFamily,
    tenant_cache: Family<ResultLabels, Counter>,
    public_cache: Family<ResultLabels, Counter>,
    desk_cache: Family<KeptLabels, Counter>,
    login_failures: Family<ReasonLabels, Counter>,
    outbox_unsent: Gauge,
    webhooks_pending: Gauge,
    webhook_failures: Counter,
    automation_runs: Family<StateLabels, Counter>,
    automations_pending: Gauge,
    pool: Family<PoolLabels, Gauge>,
    chat_sockets: Gauge,
    chat_listener: Gauge,
    parses: Family<ParseLabels, Counter>,
    parse_time: ParseTimeFamily,
}

fn latency_histogram() -> Histogram {
    // 0.5 ms … 8 s: the API answers in milliseconds; argon2 sign-ins take tens of them.
    Histogram::new(exponential_buckets(0.0005, 2.0, 15))
}

static METRICS: LazyLock<Metrics> = LazyLock::new(|| {
    let mut registry = Registry::with_prefix("erecruit");
    let requests = Family::<RequestLabels, Counter>::default();
    registry.register("http_requests", "HTTP requests answered, by route and status", requests.clone());
    let latency: LatencyFamily = Family::new_with_constructor(latency_histogram);
    registry.register("http_request_duration_seconds", "Time to answer, by route and status", latency.clone());
    let tenant_cache = Family::<ResultLabels, Counter>::default();
    registry.register(
        "tenant_cache_lookups",
        "Tenant registry lookups (hit: answered from cache)",
        tenant_cache.clone(),
    );
    let public_cache = Family::<ResultLabels, Counter>::default();
    registry.register(
        "public_cache_lookups",
        "Careers-site answers (vacancy lists, searches, pages) served from this replica's cache (hit) or read",
        public_cache.clone(),
    );
    let desk_cache = Family::<KeptLabels, Counter>::default();
    registry.register(
        "desk_cache_lookups",
        "Recruiters' grid pages and dashboards (answer: desk_grid, desk_dashboard) served from this replica's cache (hit) or read",
        desk_cache.clone(),
    );
    let login_failures = Family::<ReasonLabels, Counter>::default();
    registry.register("login_failures", "Refused sign-ins, by reason", login_failures.clone());
    let outbox_unsent = Gauge::default();
    registry.register(
        "outbox_unsent",
        "Mails not yet delivered across all tenants (incl. waiting for a retry or given up), as of the last sweep",
        outbox_unsent.clone(),
    );
    let webhooks_pending = Gauge::default();
    registry.register(
        "webhooks_pending",
        "Webhook deliveries not yet made across all tenants (incl. waiting for a retry or paused), as of the last sweep",
        webhooks_pending.clone(),
    );
    let webhook_failures = Counter::default();
    registry.register(
        "webhook_failures",
        "Webhook delivery attempts that failed on this replica",
        webhook_failures.clone(),
    );
    let automation_runs = Family::<StateLabels, Counter>::default();
    registry.register(
        "automation_runs",
        "Automation actions run on this replica, by what became of them (done, skipped, cancelled, failed)",
        automation_runs.clone(),
    );
    let automations_pending = Gauge::default();
    registry.register(
        "automations_pending",
        "Automation actions waiting (delayed messages, scheduled looks) across all tenants, as of the last sweep",
        automations_pending.clone(),
    );
    let pool = Family::<PoolLabels, Gauge>::default();
    registry.register("db_pool_connections", "Database pool connections by state (in_use, idle, max)", pool.clone());
    let chat_sockets = Gauge::default();
    registry.register("chat_sockets", "Chat sockets open on this replica", chat_sockets.clone());
    let chat_listener = Gauge::default();
    registry.register(
        "chat_listener_up",
        "1 while this replica listens for chat notifications (0: reconnecting)",
        chat_listener.clone(),
    );
    let parses = Family::<ParseLabels, Counter>::default();
    registry.register(
        "parse",
        "Untrusted documents read in the sandbox, by kind (pdf, docx, sheet) and outcome (ok, unreadable, killed, timeout, busy)",
        parses.clone(),
    );
    let parse_time: ParseTimeFamily = Family::new_with_constructor(latency_histogram);
    registry.register("parse_duration_seconds", "Time to read a document in the sandbox, by kind", parse_time.clone());
    Metrics {
        registry,
        parses,
        parse_time,
        requests,
        latency,
        tenant_cache,
        public_cache,
        desk_cache,
        login_failures,
        outbox_unsent,
        webhooks_pending,
        webhook_failures,
        automation_runs,
        automations_pending,
        pool,
        chat_sockets,
        chat_listener,
    }
});

/// A document read in the sandbox (`erecruit_parse_total`, `erecruit_parse_duration_seconds`).
pub fn document_read(finished: erecruit_sandbox::Finished) {
    let kind = finished.job.kind();
    METRICS.parses.get_or_create(&ParseLabels { kind, outcome: finished.outcome.as_str() }).inc();
    if finished.outcome != erecruit_sandbox::Outcome::Busy {
        METRICS.parse_time.get_or_create(&KindLabels { kind }).observe(finished.elapsed.as_secs_f64());
    }
}

/// A tenant lookup answered from the per-replica cache (`hit`) or the database.
pub fn tenant_lookup(hit: bool) {
    METRICS.tenant_cache.get_or_create(&ResultLabels { result: if hit { "hit" } else { "miss" } }).inc();
}

/// An answer of the per-replica cache named `answer` (`public`: the careers site's; `desk_grid`,
/// `desk_dashboard`, `desk_evidence`) served from it (`hit`) or read from the database.
pub fn answer_cache(answer: &'static str, hit: bool) {
    let result = if hit { "hit" } else { "miss" };
    match answer {
        "public" => METRICS.public_cache.get_or_create(&ResultLabels { result }).inc(),
        _ => METRICS.desk_cache.get_or_create(&KeptLabels { answer, result }).inc(),
    };
}

/// A refused sign-in (`invalid_credentials`, `account_disabled`).
pub fn login_failed(reason: &'static str) {
    METRICS.login_failures.get_or_create(&ReasonLabels { reason }).inc();
}

/// The outbox depth seen by the mail worker's last sweep.
pub fn set_outbox_unsent(count: i64) {
    METRICS.outbox_unsent.set(count);
}

/// The webhook deliveries waiting, as the webhook worker's last sweep saw them.
pub fn set_webhooks_pending(count: i64) {
    METRICS.webhooks_pending.set(count);
}

/// An automation action ran and ended in `state` (`erecruit_automation_runs_total`).
pub fn count_automation_run(state: &'static str) {
    METRICS.automation_runs.get_or_create(&StateLabels { state }).inc();
}

/// The automation actions waiting, as the automation worker's last sweep saw them.
pub fn set_automations_pending(count: i64) {
    METRICS.automations_pending.set(count);
}

/// A webhook delivery attempt failed.
pub fn count_webhook_failure() {
    METRICS.webhook_failures.inc();
}

/// A chat socket opened (`1`) or closed (`-1`).
pub fn chat_sockets(change: i64) {
    METRICS.chat_sockets.inc_by(change);
}

/// The chat listener is listening, or reconnecting.
pub fn chat_listener_up(up: bool) {
    METRICS.chat_listener.set(i64::from(up));
}

fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

fn observe(method: &'static str, route: String, status: StatusCode, started: Instant) {
    let labels = RequestLabels { method, route, status: status.as_u16() };
    METRICS.latency.get_or_create(&labels).observe(started.elapsed().as_secs_f64());
    METRICS.requests.get_or_create(&labels).inc();
}

/// Counts and times every request. Paths that matched no route (including the single-page app's
/// files) share one label, so a scan of random paths cannot grow the series.
pub async fn record_request(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let started = Instant::now();
    let method = method_label(req.method());
    let outcome = next.call(req).await;
    match &outcome {
        Ok(response) => {
            let route = response.request().match_pattern().filter(|pattern| !pattern.is_empty());
            observe(method, route.unwrap_or_else(|| "unmatched".to_owned()), response.status(), started);
        }
        // Refused before routing (body too large, too slow) or a contained panic.
        Err(error) => observe(method, "unmatched".to_owned(), error.as_response_error().status_code(), started),
    }
    outcome
}

/// The metrics listener's whole application: `GET /metrics` and a 404 for anything else. It is
/// a server of its own, so nothing of the API — no route, no body reading, no tenant — is reachable
/// on the metrics port whatever the public application mounts.
pub fn metrics_app(cfg: &mut web::ServiceConfig) {
    cfg.route("/metrics", web::get().to(scrape))
        .default_service(web::to(|| async { envelope_for_status(StatusCode::NOT_FOUND) }));
}

async fn scrape(db: web::Data<DatabaseProbe>) -> HttpResponse {
    let pool = db.pool_stats();
    let (size, idle) = (i64::from(pool.size), i64::try_from(pool.idle).unwrap_or(i64::MAX));
    METRICS.pool.get_or_create(&PoolLabels { state: "in_use" }).set(size - idle);
    METRICS.pool.get_or_create(&PoolLabels { state: "idle" }).set(idle);
    METRICS.pool.get_or_create(&PoolLabels { state: "max" }).set(i64::from(pool.max));
    let mut body = String::new();
    if let Err(err) = encode(&mut body, &METRICS.registry) {
        tracing::error!(error = %err, "could not encode metrics");
        return envelope_for_status(StatusCode::INTERNAL_SERVER_ERROR);
    }
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/openmetrics-text; version=1.0.0; charset=utf-8"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(body)
}
