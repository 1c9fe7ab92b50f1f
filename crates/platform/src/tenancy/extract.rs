//! Request extractors that bind a request to its tenant.
//!
//! [`CurrentTenant`] resolves the tenant from the Host through the tenants' hostnames, else from
//! the `tenantid` header (a slug) on the platform's own, unmapped hosts. [`TenantTx`] opens a transaction whose `search_path` is that
//! tenant's schema only — the one way request code reaches tenant data.

use std::ops::Deref;
use std::sync::Arc;

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, FromRequest, HttpMessage, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use sea_orm::sqlx;
use sea_orm::{
    ConnAcquireErr, ConnectionTrait, DatabaseTransaction, DbBackend, DbErr, ExecResult, QueryResult, RuntimeErr,
    Statement,
};
use sea_query_sqlx::SqlxValues;
use tracing_actix_web::RootSpan;

use super::names::{Hostname, TenantSlug};
use super::pool::Database;
use super::registry::{Registry, Tenant, TenantStatus};
use crate::error::ApiError;

/// The request header that names the tenant by slug.
pub const TENANT_HEADER: &str = "tenantid";

/// The active tenant a request is addressed to.
#[derive(Debug, Clone)]
pub struct CurrentTenant(pub Arc<Tenant>);

impl Deref for CurrentTenant {
    type Target = Tenant;

    fn deref(&self) -> &Tenant {
        &self.0
    }
}

impl CurrentTenant {
    pub async fn resolve(req: &HttpRequest) -> Result<Self, ApiError> {
        if let Some(resolved) = req.extensions().get::<CurrentTenant>() {
            return Ok(resolved.clone());
        }
        let registry = req
            .app_data::<web::Data<Registry>>()
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("tenant registry is not configured")))?;

        // The header is an untrusted lookup key: anything that is not a well-formed slug is simply
        // an unknown tenant and never reaches the database.
        // A Host mapped to a tenant serves that tenant only: a `tenantid` naming another one would
        // let any visitor of a company's branded site act in another company's schema there.
        let by_host = match request_hostname(req) {
            Some(host) => registry.by_hostname(&host).await?,
            None => None,
        };
        let tenant = match req.headers().get(TENANT_HEADER) {
            Some(value) => {
                let slug = value
                    .to_str()
                    .ok()
                    .and_then(|value| TenantSlug::parse(value.trim()).ok())
                    .ok_or(ApiError::UnknownTenant)?;
                match by_host {
                    Some(host_tenant) if host_tenant.slug != slug => return Err(ApiError::UnknownTenant),
                    Some(host_tenant) => Some(host_tenant),
                    None => registry.by_slug(&slug).await?,
                }
            }
            None => by_host,
        };
        let tenant = tenant.ok_or(ApiError::UnknownTenant)?;
        match tenant.status {
            TenantStatus::Active => {}
            TenantStatus::Suspended => return Err(ApiError::TenantSuspended),
            TenantStatus::Provisioning | TenantStatus::Deleting => {
                return Err(ApiError::UnknownTenant);
            }
        }
        if let Some(span) = req.extensions().get::<RootSpan>() {
            span.record("tenant", tenant.slug.as_str());
        }
        let resolved = CurrentTenant(tenant);
        req.extensions_mut().insert(resolved.clone());
        Ok(resolved)
    }
}

/// The Host the client addressed. Forwarding headers are deliberately ignored: they are client
/// controlled unless a trusted proxy rewrites them, and the proxy passes Host through anyway.
fn request_hostname(req: &HttpRequest) -> Option<Hostname> {
    let raw = req.headers().get(header::HOST).and_then(|value| value.to_str().ok()).or_else(|| req.uri().host())?;
    Hostname::parse(raw).ok()
}

impl FromRequest for CurrentTenant {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Self::resolve(&req).await })
    }
}

/// A transaction bound to one tenant's schema. It is a sea-orm connection itself, so repository
/// functions take `&TenantTx` and run ordinary queries against unqualified tables.
///
/// It begins with one exchange: `BEGIN; SET LOCAL search_path TO "t_…"` as one simple query, so
/// a unit's first statement is its second round trip (sea-orm's own transactions send `BEGIN`
/// and the binding one after the other). Its statements go to its sqlx transaction directly.
///
/// Every statement it runs starts with a comment naming the tenant's schema. PostgreSQL keeps a
/// prepared statement's plan only while `search_path` stays as it was when planned, and pooled
/// connections serve tenant after tenant: without the tag one cached statement served them all
/// and was parsed and planned again on nearly every request (a list cost the database three times
/// the CPU). With it, each tenant has its own prepared statements on a connection, whose plans stay.
///
/// Dropping it without [`TenantTx::commit`] rolls back: the `ROLLBACK` is queued and goes out
/// with the pool's check of the returned connection. The binding is `SET LOCAL`, i.e. for this
/// transaction only, so a pooled connection does not carry one tenant's path into another
/// request — after an error, a panic, or a request dropped at any point, its beginning included.
pub struct TenantTx {
    unit: Unit,
    tenant: Arc<Tenant>,
}

enum Unit {
    /// Requests' and workers' units: the binding was sent with `BEGIN`.
    Bound(tokio::sync::Mutex<sqlx::Transaction<'static, sqlx::Postgres>>),
    /// An operator's: a transaction that did shared-schema work before it was bound.
    Operator(DatabaseTransaction),
}

/// What the [`TenantTx`] extractor opens transactions with. Registered as app data by start-up;
/// its pool is private, so a handler that extracts it can do nothing but what the extractor does.
#[derive(Clone)]
pub struct TenantBinding(Database);

impl TenantBinding {
    pub fn new(db: Database) -> Self {
        Self(db)
    }
}

/// Opens a tenant's transaction for a request that proved its tenant otherwise than by header or
/// Host: a signed file link, whose signature the files feature checked. It takes only that proof
/// (which names the tenant) and serves only active tenants.
#[derive(Clone)]
pub struct SignedTenantOpener {
    db: Database,
    registry: Registry,
}

impl SignedTenantOpener {
    pub fn new(db: Database, registry: Registry) -> Self {
        Self { db, registry }
    }

    /// The unit of work of the tenant the signature was checked for, if it is active;
    /// `unknown_tenant` otherwise.
    pub async fn open(&self, proof: &SignatureChecked) -> Result<TenantTx, ApiError> {
        let tenant = self
            .registry
            .by_slug(&proof.tenant)
            .await?
            .filter(|tenant| tenant.status == TenantStatus::Active)
            .ok_or(ApiError::UnknownTenant)?;
        Ok(TenantTx::begin(&self.db, tenant).await?)
    }
}

/// Evidence that a signed link's signature was verified, naming what it was verified for: the
/// tenant and the file. Only `files::signing` makes one (`SignatureChecked::vouch` is a
/// `disallowed-methods` entry everywhere else), so a caller cannot check one tenant's link and
/// open another tenant.
pub struct SignatureChecked {
    tenant: TenantSlug,
    file: uuid::Uuid,
}

impl SignatureChecked {
    pub fn vouch(tenant: TenantSlug, file: uuid::Uuid) -> Self {
        Self { tenant, file }
    }

    /// The file the link names.
    pub fn file(&self) -> uuid::Uuid {
        self.file
    }
}

impl TenantTx {
    /// Begins a unit of work for `tenant` (request handlers get one through the extractor; the
    /// mail worker and operator commands through here, see `clippy.toml`).
    pub async fn begin(db: &Database, tenant: Arc<Tenant>) -> Result<Self, DbErr> {
        // The schema name is validated (`t_[a-z0-9_]`) and quoted, so it cannot end the statement.
        let begin = format!("BEGIN; SET LOCAL search_path TO {}", tenant.schema.quoted());
        let pool = db.pg_pool().clone();
        // In a task of its own, so that it always finishes: sqlx counts the transaction only once
        // `BEGIN` is answered, so a begin dropped while waiting (a request whose client went away)
        // would return its connection inside a transaction bound to this tenant, with no ROLLBACK
        // queued. Finished, a transaction nobody takes any more is dropped and rolled back.
        let begun = tokio::spawn(async move { pool.begin_with(sqlx::AssertSqlSafe(begin)).await })
            .await
            .map_err(|failed| DbErr::Custom(format!("beginning a unit of work: {failed}")))?;
        let tx = begun.map_err(acquire_err)?;
        Ok(Self { unit: Unit::Bound(tokio::sync::Mutex::new(tx)), tenant })
    }

    /// Wraps a transaction that is already bound to `tenant`'s schema.
    pub fn from_parts(tx: DatabaseTransaction, tenant: Arc<Tenant>) -> Self {
        Self { unit: Unit::Operator(tx), tenant }
    }

    pub fn tenant(&self) -> &Tenant {
        &self.tenant
    }

    /// The tenant, to keep beyond this unit of work (work that follows its commit).
    pub fn tenant_arc(&self) -> Arc<Tenant> {
        self.tenant.clone()
    }

    pub async fn commit(self) -> Result<(), DbErr> {
        match self.unit {
            Unit::Bound(tx) => tx.into_inner().commit().await.map_err(exec_err),
            Unit::Operator(tx) => tx.commit().await,
        }
    }

    /// The transaction without the schema tag on its statements: for statements that must not be
    /// prepared per tenant (the mail worker's shared-schema bookkeeping). A `disallowed-methods`
    /// entry outside `tenancy/` and the mail worker.
    pub fn untagged(&self) -> Untagged<'_> {
        Untagged(self)
    }

    fn tagged(&self, mut statement: Statement) -> Statement {
        // The schema name is validated (`t_[a-z0-9_]`), so it cannot end the comment.
        statement.sql = format!("/* {} */ {}", self.tenant.schema.as_str(), statement.sql);
        statement
    }
}

/// A sea-orm statement as an sqlx query with its values bound (what sea-orm does itself).
fn sqlx_query(statement: &Statement) -> sqlx::query::Query<'_, sqlx::Postgres, SqlxValues> {
    let values = statement.values.clone().unwrap_or(sea_orm::Values(Vec::new()));
    sqlx::query_with(sqlx::AssertSqlSafe(statement.sql.as_str()), SqlxValues(values))
}

// sqlx's errors as sea-orm reports them, so that `DbErr::sql_err` and the API's error mapping see
// the same values from both kinds of unit.
fn exec_err(err: sqlx::Error) -> DbErr {
    DbErr::Exec(RuntimeErr::SqlxError(Arc::new(err)))
}

fn query_err(err: sqlx::Error) -> DbErr {
    DbErr::Query(RuntimeErr::SqlxError(Arc::new(err)))
}

fn acquire_err(err: sqlx::Error) -> DbErr {
    match err {
        sqlx::Error::PoolTimedOut => DbErr::ConnectionAcquire(ConnAcquireErr::Timeout),
        sqlx::Error::PoolClosed => DbErr::ConnectionAcquire(ConnAcquireErr::ConnectionClosed),
        other => DbErr::Conn(RuntimeErr::SqlxError(Arc::new(other))),
    }
}

/// Points this transaction's `search_path` at one schema (already a quoted identifier).
pub async fn bind_search_path(tx: &DatabaseTransaction, quoted_schema: &str) -> Result<(), DbErr> {
    tx.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "SELECT set_config('search_path', $1, true)",
        [quoted_schema.into()],
    ))
    .await?;
    Ok(())
}

#[sea_orm_migration::async_trait::async_trait]
impl ConnectionTrait for TenantTx {
    fn get_database_backend(&self) -> DbBackend {
        DbBackend::Postgres
    }

    async fn execute_raw(&self, statement: Statement) -> Result<ExecResult, DbErr> {
        Untagged(self).execute_raw(self.tagged(statement)).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        Untagged(self).execute_unprepared(sql).await
    }

    async fn query_one_raw(&self, statement: Statement) -> Result<Option<QueryResult>, DbErr> {
        Untagged(self).query_one_raw(self.tagged(statement)).await
    }

    async fn query_all_raw(&self, statement: Statement) -> Result<Vec<QueryResult>, DbErr> {
        Untagged(self).query_all_raw(self.tagged(statement)).await
    }

    fn support_returning(&self) -> bool {
        true
    }
}

/// A [`TenantTx`] whose statements go without the schema tag ([`TenantTx::untagged`]); the unit's
/// statements all run here, the tagged ones once `TenantTx` has tagged them.
pub struct Untagged<'a>(&'a TenantTx);

#[sea_orm_migration::async_trait::async_trait]
impl ConnectionTrait for Untagged<'_> {
    fn get_database_backend(&self) -> DbBackend {
        DbBackend::Postgres
    }

    async fn execute_raw(&self, statement: Statement) -> Result<ExecResult, DbErr> {
        match &self.0.unit {
            Unit::Bound(tx) => {
                let mut tx = tx.lock().await;
                sqlx_query(&statement).execute(&mut **tx).await.map(Into::into).map_err(exec_err)
            }
            Unit::Operator(tx) => tx.execute_raw(statement).await,
        }
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        match &self.0.unit {
            Unit::Bound(tx) => {
                let mut tx = tx.lock().await;
                let unprepared = sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()));
                unprepared.execute(&mut **tx).await.map(Into::into).map_err(exec_err)
            }
            Unit::Operator(tx) => tx.execute_unprepared(sql).await,
        }
    }

    async fn query_one_raw(&self, statement: Statement) -> Result<Option<QueryResult>, DbErr> {
        match &self.0.unit {
            Unit::Bound(tx) => {
                let mut tx = tx.lock().await;
                let row = sqlx_query(&statement).fetch_optional(&mut **tx).await.map_err(query_err)?;
                Ok(row.map(Into::into))
            }
            Unit::Operator(tx) => tx.query_one_raw(statement).await,
        }
    }

    async fn query_all_raw(&self, statement: Statement) -> Result<Vec<QueryResult>, DbErr> {
        match &self.0.unit {
            Unit::Bound(tx) => {
                let mut tx = tx.lock().await;
                let rows = sqlx_query(&statement).fetch_all(&mut **tx).await.map_err(query_err)?;
                Ok(rows.into_iter().map(Into::into).collect())
            }
            Unit::Operator(tx) => tx.query_all_raw(statement).await,
        }
    }

    fn support_returning(&self) -> bool {
        true
    }
}

impl FromRequest for TenantTx {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Ok(TenantUnits::resolve(&req).await?.begin().await?) })
    }
}

/// The request's tenant, with its units of work opened on demand rather than at extraction: for
/// handlers that do slow work without the database between two steps (verifying a password takes
/// tens of milliseconds of a hashing thread) and must not hold a pooled connection across it.
#[derive(Clone)]
pub struct TenantUnits {
    tenant: Arc<Tenant>,
    db: Database,
}

impl TenantUnits {
    async fn resolve(req: &HttpRequest) -> Result<Self, ApiError> {
        let tenant = CurrentTenant::resolve(req).await?;
        let binding = req
            .app_data::<web::Data<TenantBinding>>()
            .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("database is not configured")))?;
        Ok(Self { tenant: tenant.0, db: binding.0.clone() })
    }

    pub fn tenant(&self) -> &Tenant {
        &self.tenant
    }

    /// The tenant, to keep beyond the request (a chat socket's).
    pub fn tenant_arc(&self) -> Arc<Tenant> {
        self.tenant.clone()
    }

    /// A new unit of work of this tenant (each one takes a pooled connection until it ends).
    pub async fn begin(&self) -> Result<TenantTx, DbErr> {
        TenantTx::begin(&self.db, self.tenant.clone()).await
    }
}

impl FromRequest for TenantUnits {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, ApiError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Self::resolve(&req).await })
    }
}

/// Lets a request name its tenant in the query, as `tenantid`, where the client cannot send the
/// header: a browser's chat socket, a calendar app's feed subscription. The header rules then
/// apply unchanged (a tenant's own host refuses another tenant's name).
pub async fn tenant_from_query(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if !req.headers().contains_key(TENANT_HEADER) {
        let named = web::Query::<std::collections::HashMap<String, String>>::from_query(req.query_string())
            .ok()
            .and_then(|query| query.get(TENANT_HEADER).cloned())
            .and_then(|slug| HeaderValue::from_str(&slug).ok());
        if let Some(value) = named {
            req.headers_mut().insert(header::HeaderName::from_static(TENANT_HEADER), value);
        }
    }
    next.call(req).await
}
