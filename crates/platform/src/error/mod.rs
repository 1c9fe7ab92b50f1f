//! The one API error type and the JSON envelope every error is rendered as:
//! `{"error": {"code": "snake_case", "message": "…", "fields": {…}, "requestId": "…"}}`.
//!
//! Client errors carry a stable `code` the frontend translates; database and internal errors are
//! logged once here and leave as an opaque 500 that names only the request id.

use std::borrow::Cow;
use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpResponse, ResponseError};
use sea_orm::DbErr;
use serde::Serialize;
use utoipa::ToSchema;

tokio::task_local! {
    /// The id of the request being handled, so an error rendered deep inside a handler can name it.
    pub static REQUEST_ID: String;
}

mod code;

pub use code::ErrorCode;

/// One field's problem: a code the client translates and the English message (its catalog entry).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct FieldError {
    pub code: ErrorCode,
    #[schema(value_type = String)]
    pub message: Cow<'static, str>,
}

/// Field name → its problem, for validation errors that concern several fields at once.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct FieldErrors(BTreeMap<String, FieldError>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    /// One field with one problem, in the code's own words.
    pub fn one(field: impl Into<String>, code: ErrorCode) -> Self {
        let mut fields = Self::new();
        fields.add(field, code);
        fields
    }

    /// Records a problem with `field` in the code's own words (the first one per field stays).
    pub fn add(&mut self, field: impl Into<String>, code: ErrorCode) {
        self.add_with::<&str>(field, code, &[]);
    }

    /// Records a problem with `field` whose message names values (`{people}`…).
    pub fn add_with<V: AsRef<str>>(&mut self, field: impl Into<String>, code: ErrorCode, values: &[(&str, V)]) {
        self.0.entry(field.into()).or_insert_with(|| FieldError { code, message: code.text(values) });
    }

    /// Adds another set's problems (a field already named keeps its first problem).
    pub fn extend(&mut self, other: FieldErrors) {
        for (field, error) in other.0 {
            self.0.entry(field).or_insert(error);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn get(&self, field: &str) -> Option<&FieldError> {
        self.0.get(field)
    }

    pub fn contains_key(&self, field: &str) -> bool {
        self.0.contains_key(field)
    }

    /// Each field with its problem, by field name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &FieldError)> {
        self.0.iter().map(|(field, error)| (field.as_str(), error))
    }

    /// `Ok(())` when no field has a problem, else the 400 `validation_failed` that lists them all.
    pub fn into_result(self) -> Result<(), ApiError> {
        if self.is_empty() { Ok(()) } else { Err(ApiError::validation(self)) }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// A client error with a stable code (4xx).
    #[error("{code}: {message}")]
    Client { status: StatusCode, code: ErrorCode, message: Cow<'static, str>, fields: Option<FieldErrors> },
    /// No tenant matches the `tenantid` header or the Host (or it is still being set up or deleted).
    #[error("unknown tenant")]
    UnknownTenant,
    /// The tenant exists but an operator suspended it.
    #[error("tenant suspended")]
    TenantSuspended,
    /// Too many attempts; the client may retry after this many seconds.
    #[error("rate limited")]
    RateLimited { retry_after_secs: u64 },
    /// The database did not answer in time or every pooled connection is busy.
    #[error("database unavailable: {0}")]
    DatabaseUnavailable(String),
    /// Every password-hashing thread is busy and their queue is full.
    #[error("password hashing queue full")]
    Busy,
    #[error(transparent)]
    Database(DbErr),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl ApiError {
    /// A client error in the words of its code's catalog entry.
    pub fn coded(status: StatusCode, code: ErrorCode) -> Self {
        Self::coded_with::<&str>(status, code, &[])
    }

    /// A client error whose message names values (`{limit}`, `{resource}`…), filled from `values`.
    pub fn coded_with<V: AsRef<str>>(status: StatusCode, code: ErrorCode, values: &[(&str, V)]) -> Self {
        Self::Client { status, code, message: code.text(values), fields: None }
    }

    pub fn bad_request(code: ErrorCode) -> Self {
        Self::coded(StatusCode::BAD_REQUEST, code)
    }

    /// 400 with a message that names values (`{max}`, `{items}`…).
    pub fn bad_request_with<V: AsRef<str>>(code: ErrorCode, values: &[(&str, V)]) -> Self {
        Self::coded_with(StatusCode::BAD_REQUEST, code, values)
    }

    pub fn conflict(code: ErrorCode) -> Self {
        Self::coded(StatusCode::CONFLICT, code)
    }

    /// 404 `not_found`, naming what does not exist (`application`, `help category`…).
    pub fn not_found(resource: &str) -> Self {
        Self::coded_with(StatusCode::NOT_FOUND, ErrorCode::NotFound, &[("resource", resource)])
    }

    /// 400 `invalid_query`, saying which rule a query parameter broke.
    pub fn invalid_query(reason: &str) -> Self {
        Self::coded_with(StatusCode::BAD_REQUEST, ErrorCode::InvalidQuery, &[("reason", reason)])
    }

    /// 400 `invalid_body`, saying which rule the body broke.
    pub fn invalid_body(reason: &str) -> Self {
        Self::coded_with(StatusCode::BAD_REQUEST, ErrorCode::InvalidBody, &[("reason", reason)])
    }

    /// 409 `invalid_transition`: a `subject` that is `from` cannot become `to`.
    pub fn invalid_transition(subject: &str, from: &str, to: &str) -> Self {
        let values = [("subject", subject), ("from", from), ("to", to)];
        Self::coded_with(StatusCode::CONFLICT, ErrorCode::InvalidTransition, &values)
    }

    pub fn unauthorized(code: ErrorCode) -> Self {
        Self::coded(StatusCode::UNAUTHORIZED, code)
    }

    pub fn forbidden() -> Self {
        Self::coded(StatusCode::FORBIDDEN, ErrorCode::Forbidden)
    }

    /// Field errors under a code of their own (e.g. 409 `email_taken` with the e-mail field).
    pub fn fields(status: StatusCode, code: ErrorCode, fields: FieldErrors) -> Self {
        let message = fields.0.values().next().map_or(Cow::Borrowed(code.message()), |f| f.message.clone());
        Self::Client { status, code, message, fields: Some(fields) }
    }

    /// One or more fields are invalid; every field error is reported together.
    pub fn validation(fields: FieldErrors) -> Self {
        let message = match fields.len() {
            1 => fields.0.values().next().map_or(Cow::Borrowed(""), |f| f.message.clone()),
            _ => Cow::Borrowed(ErrorCode::ValidationFailed.message()),
        };
        Self::Client {
            status: StatusCode::BAD_REQUEST,
            code: ErrorCode::ValidationFailed,
            message,
            fields: Some(fields),
        }
    }

    pub fn code(&self) -> ErrorCode {
        match self {
            Self::Client { code, .. } => *code,
            Self::UnknownTenant => ErrorCode::UnknownTenant,
            Self::TenantSuspended => ErrorCode::TenantSuspended,
            Self::RateLimited { .. } => ErrorCode::TooManyRequests,
            Self::DatabaseUnavailable(_) => ErrorCode::ServiceUnavailable,
            Self::Busy => ErrorCode::Busy,
            Self::Database(_) | Self::Internal(_) => ErrorCode::InternalError,
        }
    }
}

impl From<DbErr> for ApiError {
    fn from(err: DbErr) -> Self {
        match err {
            DbErr::ConnectionAcquire(reason) => Self::DatabaseUnavailable(reason.to_string()),
            DbErr::Conn(reason) => Self::DatabaseUnavailable(reason.to_string()),
            other if lost_connection(&other) => Self::DatabaseUnavailable(other.to_string()),
            // 57014: the statement ran past DATABASE_STATEMENT_TIMEOUT_MS and was cancelled.
            other if sql_state(&other).as_deref() == Some("57014") => {
                Self::DatabaseUnavailable("statement timeout".to_owned())
            }
            other => Self::Database(other),
        }
    }
}

/// The name of the unique constraint a statement violated, so conflicts map to 409 by constraint
/// name rather than by matching message text.
pub fn violated_unique_constraint(err: &DbErr) -> Option<String> {
    database_error(err).filter(|e| e.code().as_deref() == Some("23505")).and_then(|e| e.constraint().map(str::to_owned))
}

/// The name of the exclusion constraint a statement violated (two bookings of one person's
/// time), so such a refusal maps to a 409 by constraint name.
pub fn violated_exclusion(err: &DbErr) -> Option<String> {
    database_error(err).filter(|e| e.code().as_deref() == Some("23P01")).and_then(|e| e.constraint().map(str::to_owned))
}

/// The name of the foreign key a statement violated (a row still referred to, say), so such a
/// refusal maps to a 409 by constraint name.
pub fn violated_foreign_key(err: &DbErr) -> Option<String> {
    database_error(err).filter(|e| e.code().as_deref() == Some("23503")).and_then(|e| e.constraint().map(str::to_owned))
}

/// The database went away under a running statement (restart, network): retryable, not a bug.
fn lost_connection(err: &DbErr) -> bool {
    use sea_orm::RuntimeErr;
    use sea_orm::sqlx::Error;
    let (DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e))) = err else {
        return false;
    };
    // 57P01–57P03: the server is shutting down or not accepting connections yet.
    matches!(&**e, Error::Io(_) | Error::PoolTimedOut | Error::PoolClosed | Error::WorkerCrashed)
        || sql_state(err).is_some_and(|state| state.starts_with("57P"))
}

/// PostgreSQL aborted the statement to break a deadlock (SQLSTATE `deadlock_detected`): the
/// transaction may simply be tried again.
pub fn deadlock_detected(err: &DbErr) -> bool {
    sql_state(err).as_deref() == Some("40P01")
}

/// The SQLSTATE of a database error, if the database reported one.
fn sql_state(err: &DbErr) -> Option<String> {
    database_error(err).and_then(|e| e.code().map(|code| code.into_owned()))
}

fn database_error(err: &DbErr) -> Option<&(dyn sea_orm::sqlx::error::DatabaseError + 'static)> {
    use sea_orm::RuntimeErr;
    let (DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e))) = err else {
        return None;
    };
    match &**e {
        sea_orm::sqlx::Error::Database(db_err) => Some(db_err.as_ref()),
        _ => None,
    }
}

/// Every error answer: `{"error": {…}}`.
#[derive(Serialize, ToSchema)]
pub struct ErrorEnvelope {
    error: ErrorDetail,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorDetail {
    /// Stable snake_case code the client translates, e.g. `email_taken`.
    code: ErrorCode,
    /// Readable English message.
    message: String,
    /// Field name → its code and message, when specific fields are invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::HashMap<String, FieldError>>)]
    fields: Option<FieldErrors>,
    /// Present on server errors, to trace a report.
    #[serde(skip_serializing_if = "Option::is_none")]
    request_id: Option<String>,
}

/// Renders the envelope. Server errors name the request id so a user's report can be traced.
pub fn envelope_response(
    status: StatusCode,
    code: ErrorCode,
    message: &str,
    fields: Option<&FieldErrors>,
) -> HttpResponse {
    let request_id = status.is_server_error().then(current_request_id).flatten();
    let mut response = HttpResponse::build(status);
    if status == StatusCode::SERVICE_UNAVAILABLE {
        response.insert_header((header::RETRY_AFTER, HeaderValue::from_static("1")));
    }
    response.insert_header((header::CACHE_CONTROL, HeaderValue::from_static("no-store")));
    response.json(ErrorEnvelope {
        error: ErrorDetail { code, message: message.to_owned(), fields: fields.cloned(), request_id },
    })
}

fn current_request_id() -> Option<String> {
    REQUEST_ID.try_with(Clone::clone).ok()
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::Client { status, .. } => *status,
            Self::UnknownTenant => StatusCode::NOT_FOUND,
            Self::TenantSuspended => StatusCode::LOCKED,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::DatabaseUnavailable(_) | Self::Busy => StatusCode::SERVICE_UNAVAILABLE,
            Self::Database(_) | Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        match self {
            Self::Client { code, message, fields, .. } => envelope_response(status, *code, message, fields.as_ref()),
            Self::UnknownTenant | Self::TenantSuspended | Self::Busy => {
                envelope_response(status, self.code(), self.code().message(), None)
            }
            Self::RateLimited { retry_after_secs } => {
                let mut response = envelope_response(status, self.code(), self.code().message(), None);
                if let Ok(value) = HeaderValue::from_str(&retry_after_secs.max(&1).to_string()) {
                    response.headers_mut().insert(header::RETRY_AFTER, value);
                }
                response
            }
            Self::DatabaseUnavailable(reason) => {
                tracing::warn!(reason = %reason, "database unavailable");
                envelope_response(status, self.code(), self.code().message(), None)
            }
            Self::Database(err) => {
                tracing::error!(error = %err, "database error");
                internal_error_response()
            }
            Self::Internal(err) => {
                tracing::error!(error = ?err, "internal error");
                internal_error_response()
            }
        }
    }
}

pub fn internal_error_response() -> HttpResponse {
    let code = ErrorCode::InternalError;
    envelope_response(StatusCode::INTERNAL_SERVER_ERROR, code, code.message(), None)
}

/// The envelope for a status the framework produced on its own (404 for an unknown route, 405,
/// 413 from a payload limit, …), so no client ever sees an HTML or plain-text error body.
pub fn envelope_for_status(status: StatusCode) -> HttpResponse {
    let code = match status {
        StatusCode::BAD_REQUEST => ErrorCode::BadRequest,
        StatusCode::UNAUTHORIZED => ErrorCode::Unauthorized,
        StatusCode::FORBIDDEN => ErrorCode::Forbidden,
        StatusCode::NOT_FOUND => ErrorCode::NotFound,
        StatusCode::METHOD_NOT_ALLOWED => ErrorCode::MethodNotAllowed,
        StatusCode::PAYLOAD_TOO_LARGE => ErrorCode::PayloadTooLarge,
        StatusCode::REQUEST_TIMEOUT => ErrorCode::RequestTimeout,
        StatusCode::URI_TOO_LONG => ErrorCode::UriTooLong,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ErrorCode::UnsupportedMediaType,
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => ErrorCode::HeadersTooLarge,
        StatusCode::SERVICE_UNAVAILABLE => ErrorCode::ServiceUnavailable,
        s if s.is_server_error() => return internal_error_response(),
        _ => ErrorCode::RequestFailed,
    };
    let values = [("resource", "resource"), ("what", "request body"), ("limit", "this address accepts")];
    envelope_response(status, code, &code.text(&values), None)
}

/// Request-body and query extractors whose failures leave as the envelope with a precise status.
pub mod extractors {
    use actix_web::error::{JsonPayloadError, QueryPayloadError};
    use actix_web::http::StatusCode;
    use actix_web::{HttpRequest, web};

    use super::{ApiError, ErrorCode};

    /// Largest JSON body accepted by default; routes that need more set their own limit.
    pub const JSON_LIMIT_BYTES: usize = 64 * 1024;

    pub fn json_config() -> web::JsonConfig {
        web::JsonConfig::default()
            .limit(JSON_LIMIT_BYTES)
            .error_handler(|err, _req: &HttpRequest| json_error(err).into())
    }

    pub fn query_config() -> web::QueryConfig {
        web::QueryConfig::default().error_handler(|err, _req: &HttpRequest| query_error(err).into())
    }

    pub fn path_config() -> web::PathConfig {
        // A path segment that does not parse (say, a non-numeric id) names no resource.
        web::PathConfig::default().error_handler(|_err, _req: &HttpRequest| ApiError::not_found("resource").into())
    }

    fn json_error(err: JsonPayloadError) -> ApiError {
        match err {
            JsonPayloadError::ContentType => {
                ApiError::coded(StatusCode::UNSUPPORTED_MEDIA_TYPE, ErrorCode::UnsupportedMediaType)
            }
            JsonPayloadError::Overflow { limit } | JsonPayloadError::OverflowKnownLength { limit, .. } => {
                let limit = format!("{limit} bytes");
                let values = [("what", "request body"), ("limit", limit.as_str())];
                ApiError::coded_with(StatusCode::PAYLOAD_TOO_LARGE, ErrorCode::PayloadTooLarge, &values)
            }
            JsonPayloadError::Deserialize(e) if e.is_data() => ApiError::invalid_body(&e.to_string()),
            JsonPayloadError::Deserialize(_) => ApiError::coded(StatusCode::BAD_REQUEST, ErrorCode::MalformedJson),
            _ => ApiError::bad_request(ErrorCode::BadRequest),
        }
    }

    fn query_error(err: QueryPayloadError) -> ApiError {
        ApiError::invalid_query(&err.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::body::to_bytes;

    async fn body_of(response: HttpResponse) -> serde_json::Value {
        let bytes = to_bytes(response.into_body()).await.expect("body");
        serde_json::from_slice(&bytes).expect("json")
    }

    #[actix_web::test]
    async fn validation_reports_every_field_together() {
        let mut fields = FieldErrors::one("email", ErrorCode::EmailTaken);
        fields.add("name", ErrorCode::NameRequired);
        let response = ApiError::validation(fields).error_response();
        assert_eq!(response.status(), StatusCode::BAD_REQUEST);
        let body = body_of(response).await;
        assert_eq!(body["error"]["code"], "validation_failed");
        assert_eq!(body["error"]["fields"]["email"]["code"], "email_taken");
        assert_eq!(body["error"]["fields"]["email"]["message"], "This email is already in use.");
        assert_eq!(body["error"]["fields"]["name"]["code"], "name_required");
    }

    #[actix_web::test]
    async fn internal_errors_reveal_nothing_but_the_request_id() {
        let err = ApiError::Internal(anyhow::anyhow!("secret detail: password=hunter2"));
        let response = REQUEST_ID.scope("req-123".to_owned(), async { err.error_response() }).await;
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let text = serde_json::to_string(&body_of(response).await).expect("json");
        assert!(!text.contains("hunter2"), "{text}");
        assert!(text.contains("req-123"), "{text}");
    }

    #[actix_web::test]
    async fn suspended_tenant_is_423_with_a_stable_code() {
        let response = ApiError::TenantSuspended.error_response();
        assert_eq!(response.status(), StatusCode::LOCKED);
        assert_eq!(body_of(response).await["error"]["code"], "tenant_suspended");
    }
}

/// The error answers most operations share, for the `responses(…)` of their OpenAPI annotation:
/// `responses((status = 200, …), AdminRequired)` documents the 401 and the 403 once instead of
/// two lines per operation.
pub mod responses {
    use std::collections::BTreeMap;

    use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder, response::Response};

    /// An error answer whose body is the [`ErrorEnvelope`](super::ErrorEnvelope).
    fn error(status: u16, description: &str) -> (String, RefOr<Response>) {
        let content = ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorEnvelope"))).build();
        let response = ResponseBuilder::new().description(description).content("application/json", content).build();
        (status.to_string(), RefOr::T(response))
    }

    macro_rules! standard_errors {
        ($($(#[$meta:meta])* $name:ident => [$(($status:literal, $description:literal)),+],)+) => {$(
            $(#[$meta])*
            pub struct $name;

            impl utoipa::IntoResponses for $name {
                fn responses() -> BTreeMap<String, RefOr<Response>> {
                    BTreeMap::from([$(error($status, $description)),+])
                }
            }
        )+};
    }

    standard_errors! {
        /// 401 for a caller who is not signed in.
        SignInRequired => [(401, "Not signed in")],
        /// 401, and 403 for a signed-in user who is not one of the tenant's admins.
        AdminRequired => [(401, "Not signed in"), (403, "Not an admin")],
        /// 401, and 403 for an applicant (staff and admins may).
        StaffRequired => [(401, "Not signed in"), (403, "Not staff or admin")],
        /// 401, and 403 for someone outside the recruiting team.
        TeamRequired => [(401, "Not signed in"), (403, "Not on the recruiting team")],
    }
}
