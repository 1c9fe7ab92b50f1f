//! Server configuration: every setting comes from the environment (or the matching flag), and this
//! file is the one place that documents them — `erecruit-server --help` prints the same text.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use secrecy::{ExposeSecret, SecretString};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AppEnv {
    /// Local development: readable logs, relaxed cookie settings.
    Dev,
    /// Production: JSON logs by default and strict checks at start-up.
    Production,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    /// Human-readable, multi-line.
    Pretty,
    /// One JSON object per line, for log collectors.
    Json,
}

/// The eRecruit API server. Every option is read from the environment variable shown beside it.
#[derive(Debug, Clone, Parser)]
#[command(name = "erecruit-server", version, about, long_about = None)]
pub struct Config {
    /// PostgreSQL connection URL, e.g. postgres://user:pass@127.0.0.1:5432/erecruit.
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, value_parser = parse_secret)]
    pub database_url: SecretString,

    /// Maximum number of pooled database connections per server process.
    #[arg(long, env = "DATABASE_MAX_CONNECTIONS", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub database_max_connections: u32,

    /// How long a request waits for a free database connection, in milliseconds.
    #[arg(long, env = "DATABASE_ACQUIRE_TIMEOUT_MS", default_value_t = 3000)]
    pub database_acquire_timeout_ms: u64,

    /// TCP port to listen on (0 picks a free port).
    #[arg(long, env = "PORT", default_value_t = 8080)]
    pub port: u16,

    /// Address to listen on. Keep the loopback default unless a proxy or cluster needs more.
    #[arg(long, env = "BIND", default_value = "127.0.0.1")]
    pub bind: IpAddr,

    /// Address of a second listener that serves Prometheus metrics at /metrics (e.g. 0.0.0.0:9464
    /// in a cluster, 127.0.0.1:9464 on one machine). Unset: no metrics. Never the public port.
    #[arg(long, env = "METRICS_ADDR")]
    pub metrics_addr: Option<SocketAddr>,

    /// Deployment mode.
    #[arg(long, env = "APP_ENV", value_enum, default_value_t = AppEnv::Dev)]
    pub app_env: AppEnv,

    /// Log output format (default: pretty in dev, json in production). Filter with RUST_LOG.
    #[arg(long, env = "LOG_FORMAT", value_enum)]
    pub log_format: Option<LogFormat>,

    /// Directory for uploaded files (photos, CVs) when no bucket is configured. Default: DATA_DIR/files.
    #[arg(long, env = "FILES_DIR")]
    pub files_dir: Option<PathBuf>,

    /// Store uploads in this S3-compatible bucket instead (credentials, region and endpoint from the
    /// standard AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT variables).
    #[arg(long, env = "S3_BUCKET")]
    pub s3_bucket: Option<String>,

    /// Seconds a signed file address (e.g. a profile photo in an <img>) stays valid.
    #[arg(long, env = "FILE_URL_TTL_SECS", default_value_t = 900, value_parser = clap::value_parser!(u64).range(30..=86400))]
    pub file_url_ttl_secs: u64,

    /// Origins allowed to call the API from a browser (comma-separated, e.g.
    /// https://careers.example.com). The web app served by this server needs none.
    #[arg(long, env = "CORS_ALLOWED_ORIGINS", value_delimiter = ',')]
    pub cors_allowed_origins: Vec<String>,

    /// Longest a single database statement may run, in milliseconds, before it is cancelled.
    #[arg(long, env = "DATABASE_STATEMENT_TIMEOUT_MS", default_value_t = 10_000)]
    pub database_statement_timeout_ms: u64,

    /// Directory of the built web app (e.g. frontend/dist), served on the same port as the API.
    /// Without it only the API is served.
    #[arg(long, env = "STATIC_DIR")]
    pub static_dir: Option<PathBuf>,

    /// Seconds a client may take to send its request body before it gets 408.
    #[arg(long, env = "REQUEST_BODY_TIMEOUT_SECS", default_value_t = 15, value_parser = clap::value_parser!(u64).range(1..=600))]
    pub request_body_timeout_secs: u64,

    /// Seconds in-flight requests get to finish after SIGTERM/SIGINT before the server stops.
    #[arg(long, env = "SHUTDOWN_TIMEOUT_SECS", default_value_t = 30)]
    pub shutdown_timeout_secs: u64,

    /// Seconds a tenant-registry entry stays cached. Changes made with tenant-admin reach every
    /// replica at once through Postgres NOTIFY; this is the fallback if a notification is missed.
    #[arg(long, env = "TENANT_CACHE_TTL_SECS", default_value_t = 30)]
    pub tenant_cache_ttl_secs: u64,

    /// Number of HTTP worker threads (default: one per CPU core).
    #[arg(long, env = "WORKERS")]
    pub workers: Option<usize>,

    /// Secret that signs access tokens (HS256), at least 32 bytes. Required in production; in dev
    /// a random one is generated once and kept in DATA_DIR/jwt-secret.
    #[arg(long, env = "JWT_SECRET", hide_env_values = true, value_parser = parse_secret)]
    pub jwt_secret: Option<SecretString>,

    /// Secret that seals what the server stores and must read back (users' TOTP secrets), at
    /// least 32 bytes. Required in production; in dev a random one is generated once and kept in
    /// DATA_DIR/encryption-key. Changing it makes every stored second factor unreadable.
    #[arg(long, env = "ENCRYPTION_KEY", hide_env_values = true, value_parser = parse_secret)]
    pub encryption_key: Option<SecretString>,

    /// Lifetime of an access token in seconds (60–900).
    #[arg(long, env = "ACCESS_TOKEN_TTL_SECS", default_value_t = 900, value_parser = clap::value_parser!(u64).range(60..=900))]
    pub access_token_ttl_secs: u64,

    /// Lifetime of a sign-in (refresh token) in days; every refresh rotates the token.
    #[arg(long, env = "REFRESH_TOKEN_TTL_DAYS", default_value_t = 30, value_parser = clap::value_parser!(u32).range(1..=365))]
    pub refresh_token_ttl_days: u32,

    /// Directory for local state in dev: the generated JWT secret and the mail folder.
    #[arg(long, env = "DATA_DIR", default_value = ".data")]
    pub data_dir: PathBuf,

    /// Public base address of the site, used in links sent by e-mail (e.g. https://careers.example.com).
    /// Default: http://127.0.0.1:PORT.
    #[arg(long, env = "PUBLIC_URL")]
    pub public_url: Option<String>,

    /// SMTP server for outgoing mail, e.g. smtps://user:pass@smtp.example.com:465 or
    /// smtp://127.0.0.1:1025. Without it, mail is written as .eml files under MAIL_DIR.
    #[arg(long, env = "SMTP_URL", hide_env_values = true, value_parser = parse_secret)]
    pub smtp_url: Option<SecretString>,

    /// Directory for the file mail transport (one folder per tenant). Default: DATA_DIR/mail.
    #[arg(long, env = "MAIL_DIR")]
    pub mail_dir: Option<PathBuf>,

    /// Sender of outgoing mail.
    #[arg(long, env = "MAIL_FROM", default_value = "eRecruit <no-reply@erecruit.localhost>")]
    pub mail_from: String,

    /// Failed sign-ins for one account from one client (per tenant) before that client is refused
    /// for the account. The owner signing in from another network is not affected.
    #[arg(long, env = "LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_CLIENT", default_value_t = 5)]
    pub login_max_failures_per_account_and_client: u32,

    /// Failed sign-ins for one account from all clients (per tenant) before it is refused. Below
    /// this ceiling, attempts on an account with many failures are slowed down, not refused.
    #[arg(long, env = "LOGIN_MAX_FAILURES_PER_ACCOUNT", default_value_t = 100)]
    pub login_max_failures_per_account: u32,

    /// Failed sign-ins from one client (per tenant; an IPv6 client is its /64) before it is refused.
    #[arg(long, env = "LOGIN_MAX_FAILURES_PER_IP", default_value_t = 50)]
    pub login_max_failures_per_ip: u32,

    /// Successful sign-ins per account in the window: a session lasts for days, so more is a
    /// script spending the server's password hashing.
    #[arg(long, env = "LOGIN_MAX_SUCCESSES_PER_ACCOUNT", default_value_t = 20)]
    pub login_max_successes_per_account: u32,

    /// The window, in seconds, over which failed sign-ins are counted.
    #[arg(long, env = "LOGIN_FAILURE_WINDOW_SECS", default_value_t = 900)]
    pub login_failure_window_secs: u64,

    /// Registrations allowed per client IP per hour (per tenant).
    #[arg(long, env = "REGISTRATIONS_PER_IP_PER_HOUR", default_value_t = 20)]
    pub registrations_per_ip_per_hour: u32,

    /// Requests an API key may make per minute on each replica; more are answered 429 with
    /// `Retry-After`.
    #[arg(long, env = "API_KEY_REQUESTS_PER_MINUTE", default_value_t = 600)]
    pub api_key_requests_per_minute: u32,

    /// Password-reset requests allowed per client IP per hour (per tenant).
    #[arg(long, env = "PASSWORD_RESETS_PER_IP_PER_HOUR", default_value_t = 10)]
    pub password_resets_per_ip_per_hour: u32,

    /// Password-reset requests allowed per e-mail address per hour (per tenant), so nobody can
    /// flood one person's inbox from many addresses.
    #[arg(long, env = "PASSWORD_RESETS_PER_ADDRESS_PER_HOUR", default_value_t = 3)]
    pub password_resets_per_address_per_hour: u32,

    /// Password checks that may wait for a hashing thread; more are refused with 503 `busy` and
    /// Retry-After instead of queueing without bound.
    #[arg(long, env = "PASSWORD_HASH_QUEUE", default_value_t = 64, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub password_hash_queue: u32,

    /// Proxies whose X-Forwarded-For is believed (comma-separated CIDRs, e.g. 10.0.0.0/8). The
    /// client is the right-most address that is not one of them. Default: none, i.e. the client
    /// is the socket's peer.
    #[arg(long, env = "TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<ipnet::IpNet>,

    /// Hosts the server may call whatever they resolve to (comma-separated names or addresses,
    /// e.g. an identity provider inside the cluster). Every other outbound call (single sign-on
    /// discovery, keys, tokens) refuses loopback, private, link-local and metadata addresses, and
    /// in production anything but https.
    #[arg(long, env = "OUTBOUND_ALLOWED_HOSTS", value_delimiter = ',')]
    pub outbound_allowed_hosts: Vec<String>,

    /// Seconds between runs of the clean-up job (expired sessions and reset links, idle rate-limit
    /// counters; vacancies past their closing date are closed), per replica; a run skips tenants
    /// another replica is cleaning.
    #[arg(long, env = "PRUNE_INTERVAL_SECS", default_value_t = 3600, value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub prune_interval_secs: u64,

    /// Chat messages one user may send per 10 seconds, counted on each replica.
    #[arg(long, env = "CHAT_SEND_LIMIT", default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
    pub chat_send_limit: u32,

    /// Megabytes of careers-site answers (vacancy lists, searches, vacancy pages) each replica
    /// keeps until the tenant's vacancies change on any replica (at most 30 seconds); 0 keeps none.
    #[arg(long, env = "PUBLIC_CACHE_MB", default_value_t = 64)]
    pub public_cache_mb: u64,

    /// Megabytes of recruiters' grid pages, dashboards and applications' evidence views each
    /// replica keeps until what they show changes on any replica (at most 30 seconds); 0 keeps
    /// none.
    #[arg(long, env = "DESK_CACHE_MB", default_value_t = 32)]
    pub desk_cache_mb: u64,

    /// Untrusted documents (CVs, attachments, imports) read at once by this replica, each in a
    /// child process with its own limits; 0: as many as it has cores. Four times as many wait;
    /// beyond that an import answers 503 `documents_busy`.
    #[arg(long, env = "DOCUMENT_READERS", default_value_t = 0)]
    pub document_readers: usize,

    /// The document reader's program; by default `erecruit-parse` beside this program.
    #[arg(long, env = "DOCUMENT_READER_PROGRAM")]
    pub document_reader_program: Option<PathBuf>,
}

fn parse_secret(value: &str) -> Result<SecretString, String> {
    if value.trim().is_empty() {
        return Err("must not be empty".into());
    }
    Ok(SecretString::from(value.to_owned()))
}

impl Config {
    /// The outbound HTTP client, as configured (`outbound`).
    pub fn outbound(&self) -> crate::outbound::Outbound {
        crate::outbound::Outbound::new(self.app_env == AppEnv::Production, &self.outbound_allowed_hosts)
    }

    /// The client webhooks are posted through: in production without `OUTBOUND_ALLOWED_HOSTS`,
    /// since a webhook's address comes from a tenant's admin and the operator's list is for the
    /// hosts the operator configured (an identity provider inside the cluster).
    pub fn webhook_outbound(&self) -> crate::outbound::Outbound {
        let production = self.app_env == AppEnv::Production;
        crate::outbound::Outbound::new(production, if production { &[] } else { &self.outbound_allowed_hosts })
    }

    /// The sandbox that reads untrusted documents, as configured.
    pub fn sandbox(&self) -> erecruit_sandbox::Sandbox {
        let config = erecruit_sandbox::SandboxConfig {
            program: self.document_reader_program.clone(),
            concurrency: (self.document_readers > 0).then_some(self.document_readers),
            ..Default::default()
        };
        erecruit_sandbox::Sandbox::observed(config, crate::metrics::document_read)
    }

    /// A configuration with every default, for tests and tools that only know the database.
    pub fn with_database_url(database_url: impl Into<String>) -> Self {
        Self {
            database_url: SecretString::from(database_url.into()),
            database_max_connections: 10,
            database_acquire_timeout_ms: 3000,
            port: 8080,
            bind: IpAddr::from([127, 0, 0, 1]),
            metrics_addr: None,
            app_env: AppEnv::Dev,
            log_format: None,
            request_body_timeout_secs: 15,
            static_dir: None,
            cors_allowed_origins: Vec::new(),
            database_statement_timeout_ms: 10_000,
            files_dir: None,
            s3_bucket: None,
            file_url_ttl_secs: 900,
            shutdown_timeout_secs: 30,
            tenant_cache_ttl_secs: 30,
            workers: None,
            jwt_secret: None,
            encryption_key: None,
            access_token_ttl_secs: 900,
            refresh_token_ttl_days: 30,
            data_dir: PathBuf::from(".data"),
            public_url: None,
            smtp_url: None,
            mail_dir: None,
            mail_from: "eRecruit <no-reply@erecruit.localhost>".to_owned(),
            login_max_failures_per_account_and_client: 5,
            login_max_failures_per_account: 100,
            login_max_failures_per_ip: 50,
            login_max_successes_per_account: 20,
            login_failure_window_secs: 900,
            registrations_per_ip_per_hour: 20,
            api_key_requests_per_minute: 600,
            password_resets_per_ip_per_hour: 10,
            password_resets_per_address_per_hour: 3,
            password_hash_queue: 64,
            trusted_proxies: Vec::new(),
            outbound_allowed_hosts: Vec::new(),
            prune_interval_secs: 3600,
            chat_send_limit: 20,
            public_cache_mb: 64,
            desk_cache_mb: 32,
            document_readers: 0,
            document_reader_program: None,
        }
    }

    pub fn effective_log_format(&self) -> LogFormat {
        self.log_format.unwrap_or(match self.app_env {
            AppEnv::Dev => LogFormat::Pretty,
            AppEnv::Production => LogFormat::Json,
        })
    }

    pub fn database_acquire_timeout(&self) -> Duration {
        Duration::from_millis(self.database_acquire_timeout_ms)
    }

    pub fn database_url(&self) -> &str {
        self.database_url.expose_secret()
    }

    pub fn files_dir(&self) -> PathBuf {
        self.files_dir.clone().unwrap_or_else(|| self.data_dir.join("files"))
    }

    pub fn mail_dir(&self) -> PathBuf {
        self.mail_dir.clone().unwrap_or_else(|| self.data_dir.join("mail"))
    }

    /// Base address for links in e-mails, without a trailing slash.
    pub fn public_url(&self, bound_port: u16) -> String {
        match &self.public_url {
            Some(url) => url.trim_end_matches('/').to_owned(),
            None => format!("http://127.0.0.1:{bound_port}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn cli_definition_is_consistent() {
        Config::command().debug_assert();
    }

    #[test]
    fn defaults_match_the_documented_ones() {
        let config = Config::try_parse_from(["erecruit-server", "--database-url", "postgres://x"]).expect("parses");
        assert_eq!(config.port, 8080);
        assert_eq!(config.bind.to_string(), "127.0.0.1");
        assert_eq!(config.app_env, AppEnv::Dev);
        assert_eq!(config.effective_log_format(), LogFormat::Pretty);
    }

    #[test]
    fn production_logs_json_by_default() {
        let config =
            Config::try_parse_from(["erecruit-server", "--database-url", "postgres://x", "--app-env", "production"])
                .expect("parses");
        assert_eq!(config.effective_log_format(), LogFormat::Json);
    }

    #[test]
    fn empty_database_url_is_rejected() {
        assert!(Config::try_parse_from(["erecruit-server", "--database-url", " "]).is_err());
    }
}
