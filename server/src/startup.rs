//! Builds the HTTP application: one place that mounts every feature.
// Start-up builds the pool and hands out only its narrow handles (clippy.toml, docs/architecture.md).
#![allow(clippy::disallowed_types)]

use std::net::TcpListener;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::middleware::{Compress, from_fn};
use actix_web::{App, HttpServer, web};
use anyhow::Context;
use tracing_actix_web::TracingLogger;

use crate::auth::{self, AuthState, password};
use crate::client::TrustedProxies;
use crate::config::Config;
use crate::error::{envelope_for_status, extractors};
use crate::files::{FileSigner, FileTexts, Storage};
use crate::mail::{MailWorker, Transport};
use crate::metrics;
use crate::middleware::{BodyTimeout, MAX_BODY_BYTES, read_body_first, request_context};
use crate::security::{CorsOrigins, cors_preflight};
use crate::telemetry::TenantRootSpan;
use crate::tenancy::{Database, SignedTenantOpener, TenantBinding};
use crate::{
    applications, bookmarks, calendar, chat, dashboard, desk, files, health, messages, offers, openapi, privacy,
    profiles, scorecards, search, settings, spa, tasks, tenancy, vacancies,
};

/// Extra routes mounted beside the product's — how black-box tests add probe handlers.
pub type ExtraRoutes = fn(&mut web::ServiceConfig);

pub struct Application {
    port: u16,
    metrics_port: Option<u16>,
    server: Server,
    metrics_server: Option<Server>,
    background: Vec<tokio::task::JoinHandle<()>>,
    chat: chat::Hub,
}

impl Application {
    /// Connects to the database, binds the listener (port 0 picks a free port) and prepares the
    /// server; nothing is served until [`Application::run_until_stopped`].
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        Self::build_with(config, |_| {}).await
    }

    pub async fn build_with(config: Config, extra_routes: ExtraRoutes) -> anyhow::Result<Self> {
        let db = Database::connect_with_timeout(
            config.database_url(),
            config.database_max_connections,
            config.database_acquire_timeout(),
            Some(Duration::from_millis(config.database_statement_timeout_ms)),
        )
        .await?;
        let registry = tenancy::Registry::new(db.clone(), Duration::from_secs(config.tenant_cache_ttl_secs));

        let listener = TcpListener::bind((config.bind, config.port))?;
        let port = listener.local_addr()?.port();
        let metrics_listener = match config.metrics_addr {
            Some(addr) if addr.port() != 0 && addr.port() == port => {
                anyhow::bail!("METRICS_ADDR must not use the public port {port}: metrics are not for visitors")
            }
            Some(addr) => {
                Some(TcpListener::bind(addr).with_context(|| format!("cannot listen on METRICS_ADDR {addr}"))?)
            }
            None => None,
        };
        let metrics_port = match &metrics_listener {
            Some(listener) => Some(listener.local_addr()?.port()),
            None => None,
        };
        let secret = auth::tokens::load_secret(&config)?;
        let encryption_key = auth::tokens::load_encryption_key(&config)?;
        let auth_state = web::Data::new(AuthState::new(&config, &secret, &encryption_key, port));
        let storage = web::Data::new(Storage::from_config(&config)?);
        // One sandbox per replica: its children and queue are the replica's, whoever reads.
        let sandbox = config.sandbox();
        let texts = FileTexts::new(sandbox.clone(), db.clone(), Storage::from_config(&config)?);
        let signer = web::Data::new(FileSigner::new(&secret, config.file_url_ttl_secs));
        // Global search's groups, in the order they are answered.
        let search_providers = web::Data::new(crate::search::Providers(vec![
            crate::vacancies::search::PROVIDER,
            crate::profiles::search::PROVIDER,
            crate::files::search::PROVIDER,
            crate::messages::search::PROVIDER,
            crate::tasks::search::PROVIDER,
        ]));
        let photos: web::Data<dyn auth::ProfilePhotos> =
            web::Data::from(std::sync::Arc::new(crate::profiles::Photos) as std::sync::Arc<dyn auth::ProfilePhotos>);
        let transport = Transport::from_config(&config)?;
        if transport.is_file() {
            tracing::info!(dir = %config.mail_dir().display(), "mail is written as .eml files (set SMTP_URL to send it)");
        }
        let from = config.mail_from.parse().context("MAIL_FROM is not a valid mailbox")?;
        let worker = MailWorker { db: db.clone(), registry: registry.clone(), transport, from };
        let mut background = worker.spawn();
        let webhook_worker = crate::integrations::WebhookWorker {
            db: db.clone(),
            registry: registry.clone(),
            outbound: config.webhook_outbound(),
            sealer: crate::crypto::Sealer::new(&encryption_key),
            public_url: config.public_url(port),
        };
        background.extend(webhook_worker.spawn());
        let automation_worker = crate::automations::AutomationWorker {
            db: db.clone(),
            registry: registry.clone(),
            public_url: config.public_url(port),
        };
        background.extend(automation_worker.spawn());
        let calendar_feeds = calendar::ExternalCalendarWorker {
            db: db.clone(),
            registry: registry.clone(),
            outbound: config.webhook_outbound(),
            sealer: crate::crypto::Sealer::new(&encryption_key),
            sandbox: sandbox.clone(),
            reading: std::sync::Arc::new(tokio::sync::Semaphore::new(2)),
        };
        background.extend(calendar_feeds.spawn());
        background.push(registry.spawn_listener());
        let pruner = crate::maintenance::Pruner {
            db: db.clone(),
            every: Duration::from_secs(config.prune_interval_secs),
            // The longest window any limit counts over: sign-in failures, or an hour (resets, registrations).
            keep_rate_limit_events: Duration::from_secs(config.login_failure_window_secs.max(3600)),
            digests: crate::job_alerts::digest::Digests {
                public_url: config.public_url(port),
                sealer: crate::crypto::Sealer::new(&encryption_key),
            },
            storage: Storage::from_config(&config)?,
            texts: texts.clone(),
        };
        background.push(pruner.spawn());
        let chat_hub = chat::Hub::new(db.clone(), config.database_url())?;
        background.extend(chat_hub.spawn());
        let hub = web::Data::new(chat_hub.clone());
        let send_limiter = web::Data::new(chat::domain::SendLimiter::per_ten_seconds(config.chat_send_limit));
        let platform_origin = web::Data::new(chat::PlatformOrigin(config.public_url.clone()));
        let calendar_ranges = web::Data::new(calendar::RangeCache::default());
        let public_cache = crate::vacancies::cache::PublicCache::new(
            config.public_cache_mb.saturating_mul(1024 * 1024),
            vacancies::PUBLIC_MAX_AGE_SECS,
        );
        background.push(public_cache.spawn_listener((*db.pg_pool().connect_options()).clone()));
        let public_cache = web::Data::new(public_cache);
        // The desk's budget: three quarters for grid pages and dashboards, a quarter for evidence.
        let desk_bytes = config.desk_cache_mb.saturating_mul(1024 * 1024);
        let desk_cache = crate::desk::cache::DeskCache::new(desk_bytes / 4 * 3);
        background.push(desk_cache.spawn_listener((*db.pg_pool().connect_options()).clone()));
        let desk_cache = web::Data::new(desk_cache);
        let evidence_cache = scorecards::cache::EvidenceCache::new(desk_bytes / 4);
        background.push(evidence_cache.spawn_listener((*db.pg_pool().connect_options()).clone()));
        let evidence_cache = web::Data::new(evidence_cache);
        let identity_providers = web::Data::new(auth::sso::Providers::new(config.outbound()));
        let outbound = web::Data::new(config.webhook_outbound());
        let response_figures = web::Data::new(crate::automations::settings::FigureCache::default());
        let bulk = web::Data::new(crate::tenancy::bulk::BulkPool::new(config.database_url())?);
        let texts = web::Data::new(texts);
        let sandbox = web::Data::new(sandbox);
        password::set_queue_limit(usize::try_from(config.password_hash_queue).unwrap_or(usize::MAX));
        password::warm_up();

        // Handlers get no pool: the tenant extractor's binding, the signed-link opener and the
        // health/metrics probe each hold it privately (docs/architecture.md, "Tenant binding").
        let binding = web::Data::new(TenantBinding::new(db.clone()));
        let signed_opener = web::Data::new(SignedTenantOpener::new(db.clone(), registry.clone()));
        let probe = web::Data::new(db.probe());
        let metrics_probe = probe.clone();
        let registry = web::Data::new(registry);
        let static_dir = config.static_dir.clone();
        let docs_viewer = web::Data::new(openapi::DocsViewer(config.static_dir.clone()));
        let cors_origins = web::Data::new(CorsOrigins(config.cors_allowed_origins.clone()));
        let trusted_proxies = web::Data::new(TrustedProxies(config.trusted_proxies.clone()));
        let body_timeout = BodyTimeout(Duration::from_secs(config.request_body_timeout_secs));
        let mut server = HttpServer::new(move || {
            App::new()
                .wrap(Compress::default())
                .wrap(from_fn(crate::middleware::forget_after_writes))
                .wrap(from_fn(read_body_first))
                .wrap(from_fn(request_context))
                .wrap(from_fn(metrics::record_request))
                .wrap(from_fn(cors_preflight))
                .wrap(TracingLogger::<TenantRootSpan>::new())
                .app_data(binding.clone())
                .app_data(signed_opener.clone())
                .app_data(probe.clone())
                .app_data(registry.clone())
                .app_data(auth_state.clone())
                .app_data(storage.clone())
                .app_data(signer.clone())
                .app_data(photos.clone())
                .app_data(search_providers.clone())
                .app_data(web::PayloadConfig::new(MAX_BODY_BYTES))
                .app_data(body_timeout)
                .app_data(cors_origins.clone())
                .app_data(trusted_proxies.clone())
                .app_data(hub.clone())
                .app_data(bulk.clone())
                .app_data(texts.clone())
                .app_data(sandbox.clone())
                .app_data(response_figures.clone())
                .app_data(send_limiter.clone())
                .app_data(platform_origin.clone())
                .app_data(calendar_ranges.clone())
                .app_data(public_cache.clone())
                .app_data(desk_cache.clone())
                .app_data(evidence_cache.clone())
                .app_data(identity_providers.clone())
                .app_data(outbound.clone())
                .app_data(docs_viewer.clone())
                .app_data(extractors::json_config())
                .app_data(extractors::query_config())
                .app_data(extractors::path_config())
                .configure(health::configure)
                .configure(auth::configure)
                .configure(vacancies::configure)
                .configure(files::configure)
                .configure(profiles::configure)
                // Before applications: its `/admin/applications/{id}` would take the desk's `…/export`.
                .configure(desk::configure)
                .configure(applications::configure)
                .configure(messages::configure)
                .configure(calendar::configure)
                .configure(tasks::configure)
                .configure(scorecards::configure)
                .configure(offers::configure)
                .configure(search::configure)
                .configure(bookmarks::configure)
                .configure(crate::help::configure)
                .configure(crate::syndication::configure)
                .configure(crate::job_alerts::configure)
                .configure(crate::privacy::retention::configure)
                .configure(chat::configure)
                .configure(dashboard::configure)
                .configure(crate::imports::configure)
                .configure(crate::integrations::configure)
                .configure(crate::automations::configure)
                .configure(crate::scheduling::configure)
                .configure(privacy::configure)
                .configure(settings::configure)
                .configure(openapi::configure)
                .configure(|cfg| {
                    if let Some(dir) = static_dir.clone() {
                        spa::configure(cfg, dir);
                    }
                })
                .configure(extra_routes)
                .default_service(web::to(|| async { envelope_for_status(actix_web::http::StatusCode::NOT_FOUND) }))
        })
        .listen(listener)?;
        let metrics_server = match metrics_listener {
            Some(listener) => Some(
                HttpServer::new(move || App::new().app_data(metrics_probe.clone()).configure(metrics::metrics_app))
                    .workers(1)
                    // Stopped by `run_until_stopped` once the API has drained, not by the signal.
                    .disable_signals()
                    .listen(listener)?
                    .run(),
            ),
            None => None,
        };
        server = server.shutdown_timeout(config.shutdown_timeout_secs);
        if let Some(workers) = config.workers {
            server = server.workers(workers);
        }
        Ok(Self { port, metrics_port, server: server.run(), metrics_server, background, chat: chat_hub })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The metrics listener's port, when `METRICS_ADDR` is set.
    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_port
    }

    /// Stops the server from outside, as SIGTERM does (`graceful` lets in-flight requests finish).
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// Serves until SIGTERM or SIGINT, then stops accepting connections and lets in-flight
    /// requests finish (up to `SHUTDOWN_TIMEOUT_SECS`).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let metrics = self.metrics_server.map(|server| {
            let handle = server.handle();
            tokio::spawn(server);
            handle
        });
        // Chat sockets never end by themselves: on SIGTERM or SIGINT they are closed at once, so
        // the drain waits for requests only and the clients reconnect to another replica.
        let chat = self.chat.clone();
        let closer = tokio::spawn(async move {
            let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(_) => return,
            };
            tokio::select! {
                _ = term.recv() => {}
                _ = tokio::signal::ctrl_c() => {}
            }
            chat.stop();
        });
        let result = self.server.await;
        closer.abort();
        self.chat.stop();
        if let Some(metrics) = metrics {
            metrics.stop(true).await;
        }
        for task in self.background {
            task.abort();
        }
        result
    }
}
