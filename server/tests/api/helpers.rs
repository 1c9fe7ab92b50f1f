use std::path::PathBuf;
use std::time::Duration;

use actix_web::{HttpResponse, web};
use erecruit_server::config::Config;
use erecruit_server::error::ApiError;
use erecruit_server::migrations::TenantMigrator;
use erecruit_server::startup::Application;
use erecruit_server::tenancy::Database;
use erecruit_server::tenancy::admin::{self, Created, NewTenant};
use erecruit_server::tenancy::{Hostname, TenantSlug, TenantTx, migrate};
use sea_orm::{ConnectionTrait, DbBackend, Statement};
use secrecy::SecretString;
use serde_json::{Value, json};
use uuid::Uuid;

pub fn database_url() -> String {
    std::env::var("DATABASE_URL").expect("DATABASE_URL must point at a PostgreSQL database (make test sets it)")
}

pub struct TestApp {
    pub address: String,
    pub db: Database,
    pub client: reqwest::Client,
    pub handle: actix_web::dev::ServerHandle,
    pub mail_dir: PathBuf,
    /// Where the server keeps uploaded files.
    pub files_dir: PathBuf,
    /// `http://127.0.0.1:<port>` of the metrics listener, when the config asked for one.
    pub metrics_address: Option<String>,
    /// The server's own scratch folder (files, exports), removed with the app.
    data_dir: PathBuf,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        // Best effort: thousands of test servers must not leave thousands of folders behind.
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// A configuration for one test, with a fixed strong signing secret. Every test server shares one
/// mail folder, as replicas in production share one mail destination: any server's worker may
/// deliver any tenant's mail (they all LISTEN on the same database), and each tenant has its own
/// subfolder.
pub fn test_config(database_url: &str) -> Config {
    let mut config = Config::with_database_url(database_url);
    config.port = 0;
    config.workers = Some(2);
    config.database_max_connections = 5;
    config.jwt_secret = Some(SecretString::from(TEST_JWT_SECRET));
    // Fixed, so a clean-up pass the test runs itself (`prune_tenant`) seals and hashes as the server does.
    config.encryption_key = Some(SecretString::from(TEST_ENCRYPTION_KEY));
    config.data_dir = std::env::temp_dir().join(format!("erecruit-test-{}", Uuid::new_v4().simple()));
    config.mail_dir = Some(std::env::temp_dir().join("erecruit-test-mail"));
    // The test OpenID provider listens on loopback, which outbound calls otherwise refuse.
    config.outbound_allowed_hosts = vec!["127.0.0.1".to_owned()];
    config
}

pub const TEST_JWT_SECRET: &str = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
pub const TEST_ENCRYPTION_KEY: &str = "test-encryption-key-0123456789-abcdefghijklmnopqrstuvwxyz";

pub async fn spawn_app() -> TestApp {
    spawn_app_with(test_config(&database_url())).await
}

/// Starts the real application plus the probe routes below.
pub async fn spawn_app_with(config: Config) -> TestApp {
    let db = connect(config.database_url()).await;
    migrate::migrate_shared(&db).await.expect("shared schema migrates");
    let mail_dir = config.mail_dir();
    let files_dir = config.files_dir();
    let data_dir = config.data_dir.clone();
    let app = Application::build_with(config, probe_routes).await.expect("application builds");
    let address = format!("http://127.0.0.1:{}", app.port());
    let metrics_address = app.metrics_port().map(|port| format!("http://127.0.0.1:{port}"));
    let handle = app.handle();
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder().timeout(Duration::from_secs(10)).build().unwrap();
    TestApp { address, db, client, handle, mail_dir, files_dir, metrics_address, data_dir }
}

pub async fn connect(url: &str) -> Database {
    Database::connect(url, 4, Duration::from_secs(10)).await.expect("database connects")
}

pub fn unique_slug() -> TenantSlug {
    TenantSlug::parse(&format!("test-{}", &Uuid::new_v4().simple().to_string()[..12])).unwrap()
}

pub async fn create_tenant(db: &Database) -> TenantSlug {
    create_tenant_with_hosts(db, vec![]).await
}

pub async fn create_tenant_with_hosts(db: &Database, hostnames: Vec<Hostname>) -> TenantSlug {
    let slug = unique_slug();
    let new = NewTenant { slug: slug.clone(), display_name: format!("Company {slug}"), hostnames, title: None };
    match admin::create_tenant::<TenantMigrator>(db, &new).await.expect("tenant is created") {
        Created::New { .. } => slug,
        Created::Existing(_) => panic!("a fresh slug already existed"),
    }
}

impl TestApp {
    /// The server's file storage, as operators' tools open it.
    pub fn storage(&self) -> erecruit_server::files::Storage {
        erecruit_server::files::Storage::open(self.files_dir.clone(), None).unwrap()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str, tenant: Option<&str>) -> reqwest::Response {
        let mut request = self.client.get(self.url(path));
        if let Some(tenant) = tenant {
            request = request.header("tenantid", tenant);
        }
        request.send().await.expect("request is answered")
    }

    pub async fn post(&self, path: &str, tenant: &TenantSlug) -> reqwest::Response {
        self.client.post(self.url(path)).header("tenantid", tenant.as_str()).send().await.expect("request is answered")
    }

    /// The notes a tenant's probe route sees, and the schema its transaction was bound to.
    pub async fn notes(&self, tenant: &TenantSlug) -> (Vec<String>, String) {
        let response = self.get("/test/notes", Some(tenant.as_str())).await;
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.unwrap();
        let notes = body["notes"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_owned()).collect();
        (notes, body["schema"].as_str().unwrap().to_owned())
    }
}

/// Asserts the error envelope (docs/architecture.md, "Errors") and returns its `error` object.
pub async fn assert_envelope(response: reqwest::Response, status: u16, code: &str) -> Value {
    assert_eq!(response.status(), status, "status for {code}");
    let content_type = response.headers()["content-type"].to_str().unwrap().to_owned();
    assert!(content_type.starts_with("application/json"), "content type {content_type}");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
    body["error"].clone()
}

/// The clean-up job as a replica runs it, for tests that run one tenant's pass themselves
/// (`Pruner::prune_one`); `encryption_key` seals the job alerts' links.
pub fn pruner(app: &TestApp, encryption_key: &str) -> erecruit_server::maintenance::Pruner {
    use erecruit_server::crypto::Sealer;
    use erecruit_server::job_alerts::digest::Digests;
    erecruit_server::maintenance::Pruner {
        db: app.db.clone(),
        every: Duration::from_secs(3600),
        keep_rate_limit_events: Duration::from_secs(3600),
        digests: Digests {
            public_url: app.address.clone(),
            sealer: Sealer::new(&SecretString::from(encryption_key.to_owned())),
        },
        storage: app.storage(),
        texts: erecruit_server::files::FileTexts::new(
            test_config(&database_url()).sandbox(),
            app.db.clone(),
            app.storage(),
        ),
    }
}

/// One tenant's pass of the clean-up job (`None`: another pass holds the tenant).
pub async fn prune_tenant(app: &TestApp, tenant: &TenantSlug) -> Option<erecruit_server::maintenance::Pruned> {
    let active = erecruit_server::tenancy::active_tenants(&app.db).await.unwrap();
    let this = active.into_iter().find(|t| t.slug == *tenant).expect("an active tenant");
    pruner(app, TEST_ENCRYPTION_KEY).prune_one(this).await.unwrap()
}

pub async fn scalar_i64(db_url: &str, sql: &str, values: Vec<sea_orm::Value>) -> i64 {
    let conn = sea_orm::Database::connect(db_url).await.unwrap();
    let row =
        conn.query_one_raw(Statement::from_sql_and_values(DbBackend::Postgres, sql, values)).await.unwrap().unwrap();
    let value = row.try_get_by_index::<i64>(0).unwrap();
    conn.close().await.unwrap();
    value
}

/// Creates an empty database for tests that act on every tenant (migrate --all), so they do not
/// see other tests' tenants.
pub async fn fresh_database() -> String {
    let url = database_url();
    let name = format!("erecruit_test_{}", Uuid::new_v4().simple());
    let conn = sea_orm::Database::connect(&url).await.unwrap();
    conn.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.unwrap();
    conn.close().await.unwrap();
    let (base, _) = url.rsplit_once('/').expect("DATABASE_URL ends with a database name");
    format!("{base}/{name}")
}

/// Drops a database made by [`fresh_database`], closing whatever is still connected to it.
pub async fn drop_database(url: &str) {
    let (_, name) = url.rsplit_once('/').unwrap();
    let conn = sea_orm::Database::connect(&database_url()).await.unwrap();
    conn.execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")).await.unwrap();
    conn.close().await.unwrap();
}

/// Routes only the tests mount: each goes through the real `TenantTx` extractor.
fn probe_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/test/notes", web::get().to(list_notes))
        .route("/test/notes/{text}", web::post().to(add_note))
        .route("/test/fail-mid-transaction", web::post().to(fail_mid_transaction))
        .route("/test/panic-mid-transaction", web::post().to(panic_mid_transaction))
        .route("/test/echo", web::post().to(echo))
        .route("/test/slow", web::get().to(slow))
        .route("/test/slow-query", web::get().to(slow_query))
        .route("/test/mail-then-fail", web::post().to(mail_then_fail));
}

async fn insert_note(tx: &TenantTx, text: &str) -> Result<(), ApiError> {
    tx.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "INSERT INTO audit_log (actor_label, action, subject_type, subject_id) VALUES ('test', 'note', 'note', $1)",
        [text.into()],
    ))
    .await?;
    Ok(())
}

async fn add_note(tx: TenantTx, text: web::Path<String>) -> Result<HttpResponse, ApiError> {
    insert_note(&tx, &text).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().finish())
}

async fn list_notes(tx: TenantTx) -> Result<HttpResponse, ApiError> {
    let rows = tx
        .query_all_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT subject_id FROM audit_log WHERE action = 'note' ORDER BY id",
        ))
        .await?;
    let schema_row = tx
        .query_one_raw(Statement::from_string(DbBackend::Postgres, "SELECT current_schema()::text AS schema"))
        .await?
        .unwrap();
    let notes: Vec<String> = rows.iter().map(|row| row.try_get("", "subject_id").unwrap()).collect();
    let schema: String = schema_row.try_get("", "schema")?;
    Ok(HttpResponse::Ok().json(json!({ "notes": notes, "schema": schema })))
}

async fn fail_mid_transaction(tx: TenantTx) -> Result<HttpResponse, ApiError> {
    insert_note(&tx, "poison").await?;
    tx.execute_unprepared("SELECT * FROM no_such_table").await?;
    Ok(HttpResponse::Ok().finish())
}

async fn panic_mid_transaction(tx: TenantTx) -> Result<HttpResponse, ApiError> {
    insert_note(&tx, "poison").await?;
    panic!("deliberate panic while a tenant transaction is open");
}

async fn echo(body: web::Json<Value>) -> HttpResponse {
    HttpResponse::Ok().json(body.into_inner())
}

/// Writes a mail to the outbox, then fails: the mail must vanish with the transaction.
async fn mail_then_fail(tx: TenantTx) -> Result<HttpResponse, ApiError> {
    use erecruit_server::mail::{self, MailKind, Recipient};
    let to =
        Recipient { address: "rolled-back@example.com", name: "Nobody", locale: erecruit_server::locale::Locale::En };
    mail::enqueue(&tx, to, &MailKind::PasswordChanged).await?;
    Err(ApiError::invalid_transition("test request", "failing", "committed"))
}

async fn slow_query(tx: TenantTx) -> Result<HttpResponse, ApiError> {
    tx.execute_unprepared("SELECT pg_sleep(2)").await?;
    Ok(HttpResponse::Ok().finish())
}

async fn slow() -> HttpResponse {
    tokio::time::sleep(Duration::from_millis(600)).await;
    HttpResponse::Ok().json(json!({ "slow": true }))
}

/// The response's JSON body, after checking its status (the body is in the failure message).
pub async fn json_of(response: reqwest::Response, status: u16) -> Value {
    let actual = response.status().as_u16();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert_eq!(actual, status, "{body}");
    body
}

/// The `.eml` files the mail worker wrote for the tenant under `dir`, oldest first, as text, once
/// there are at least `count` (or after ten seconds, with what there is).
pub async fn mail_files(dir: &std::path::Path, tenant: &TenantSlug, count: usize) -> Vec<String> {
    mail_files_until(dir, tenant, |files| files.len() >= count).await
}

/// The tenant's mail once `done` holds for it (or after 10 s, whatever is there): for a test that
/// waits for one mail among others whose number it cannot know (they are sent by a worker, in no
/// fixed order).
pub async fn mail_files_until(
    dir: &std::path::Path,
    tenant: &TenantSlug,
    done: impl Fn(&[String]) -> bool,
) -> Vec<String> {
    let folder = dir.join(tenant.as_str());
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|d| {
                d.filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "eml"))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        let mails: Vec<String> = files.iter().filter_map(|path| std::fs::read_to_string(path).ok()).collect();
        if done(&mails) || std::time::Instant::now() > deadline {
            return mails;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A mail as text: quoted-printable soft line breaks joined and `=XX` bytes decoded (the
/// transport picks that encoding for mail that is not plain ASCII).
pub fn mail_text(mail: &str) -> String {
    let joined = mail.replace("=\r\n", "").replace("=\n", "");
    let mut bytes = Vec::with_capacity(joined.len());
    let raw = joined.as_bytes();
    let mut i = 0;
    while i < raw.len() {
        let hex = raw
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (raw[i], hex) {
            (b'=', Some(byte)) => {
                bytes.push(byte);
                i += 3;
            }
            (byte, _) => {
                bytes.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The `token` of the first link in a mail as written (a reset link, an invitation).
pub fn link_token(mail: &str) -> String {
    token_in(&mail_text(mail))
}

/// The `token` of the first link in a mail's decoded text ([`mail_text`]).
pub fn token_in(text: &str) -> String {
    let start = text.find("token=").expect("the mail carries a link with a token") + "token=".len();
    text[start..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect()
}

/// Asks `read` until `expected` holds of its answer, for at most five seconds (a NOTIFY reaches
/// another replica in milliseconds; kept answers' own limit is 30 seconds).
pub async fn eventually<T, F, Fut>(what: &str, read: F, expected: impl Fn(&T) -> bool)
where
    T: std::fmt::Debug,
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = T>,
{
    eventually_within(Duration::from_secs(5), what, read, expected).await
}

/// [`eventually`] with a limit of its own (work that goes through another process, on a machine
/// that runs many test servers at once).
pub async fn eventually_within<T, F, Fut>(limit: Duration, what: &str, read: F, expected: impl Fn(&T) -> bool)
where
    T: std::fmt::Debug,
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = T>,
{
    let deadline = std::time::Instant::now() + limit;
    loop {
        let seen = read().await;
        if expected(&seen) {
            return;
        }
        assert!(std::time::Instant::now() < deadline, "{what}: still {seen:?}");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// Runs poppler's `tool` (Debian's poppler-utils, which scripts/test.sh installs) on `pdf`: the
/// server's documents read by an independent reader.
fn poppler(tool: &str, pdf: &[u8], after: &[&str]) -> String {
    let path = std::env::temp_dir().join(format!("erecruit-pdf-{}.pdf", uuid::Uuid::new_v4()));
    std::fs::write(&path, pdf).unwrap();
    let output = std::process::Command::new(tool).arg(&path).args(after).output();
    std::fs::remove_file(&path).ok();
    let output = output.unwrap_or_else(|err| panic!("{tool} (poppler-utils): {err}"));
    assert!(output.status.success(), "{tool}: {}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap()
}

/// The PDF's text, words joined by single spaces.
pub fn pdftotext(pdf: &[u8]) -> String {
    poppler("pdftotext", pdf, &["-"]).split_whitespace().collect::<Vec<_>>().join(" ")
}

/// What poppler's pdfinfo says of the PDF (page size, pages).
pub fn pdfinfo(pdf: &[u8]) -> String {
    poppler("pdfinfo", pdf, &[])
}
