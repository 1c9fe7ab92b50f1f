//! The OpenAPI document (`/api/openapi.json`) and a browsable page (`/api/docs`). The document is
//! also committed as `server/openapi.json`, from which the frontend generates its API types; a test
//! fails when the two differ.

use std::sync::OnceLock;

use actix_web::{HttpResponse, get, web};
use utoipa::openapi::content::ContentBuilder;
use utoipa::openapi::path::{Parameter, ParameterBuilder, ParameterIn};
use utoipa::openapi::response::ResponseBuilder;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{OpenApi as Document, Ref, RefOr, Required};
use utoipa::{Modify, OpenApi};

use crate::error::{ErrorCode, ErrorEnvelope, FieldError};
use crate::{
    applications, auth, bookmarks, calendar, chat, dashboard, desk, files, health, messages, offers, privacy, profiles,
    scorecards, search, settings, tasks, vacancies,
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "eRecruit API",
        description = "Careers sites, applicant accounts and recruiting for many tenants. Tenant-scoped \
                       calls name the tenant in the `tenantid` header (its slug) or through a branded Host. \
                       Every error is the envelope `ErrorEnvelope`: a stable `code`, a readable `message`, and `fields` \
                       when specific fields are invalid."
    ),
    components(schemas(ErrorEnvelope, ErrorCode, FieldError))
)]
pub struct ApiDoc;

/// Each feature's part of the document, in the order they are merged.
fn feature_documents() -> Vec<Document> {
    vec![
        health::HealthApi::openapi(),
        settings::TenantApi::openapi(),
        auth::AuthApi::openapi(),
        vacancies::VacanciesApi::openapi(),
        files::FilesApi::openapi(),
        profiles::ProfilesApi::openapi(),
        applications::ApplicationsApi::openapi(),
        desk::DeskApi::openapi(),
        messages::MessagesApi::openapi(),
        calendar::CalendarApi::openapi(),
        tasks::TasksApi::openapi(),
        scorecards::ScorecardsApi::openapi(),
        offers::OffersApi::openapi(),
        search::SearchApi::openapi(),
        bookmarks::BookmarksApi::openapi(),
        crate::help::HelpApi::openapi(),
        crate::job_alerts::JobAlertsApi::openapi(),
        crate::privacy::retention::RetentionApi::openapi(),
        chat::ChatApi::openapi(),
        dashboard::DashboardApi::openapi(),
        crate::imports::ImportsApi::openapi(),
        crate::integrations::IntegrationsApi::openapi(),
        crate::automations::AutomationsApi::openapi(),
        crate::scheduling::SchedulingApi::openapi(),
        privacy::PrivacyApi::openapi(),
        settings::SettingsApi::openapi(),
    ]
}

/// The whole document: every feature's operations, then the tenant header and bearer scheme.
pub fn document() -> Document {
    let mut document = ApiDoc::openapi();
    for feature in feature_documents() {
        document.merge(feature);
    }
    TenantHeaderAndBearer.modify(&mut document);
    ApiKeyScopes.modify(&mut document);
    document.webhooks = Some(webhooks_section());
    document
}

/// Declares the API-key scheme, and on each operation open to keys the scope it needs
/// (`auth::api_keys::scope_for`, which the extractor checks), as a second way to call it.
struct ApiKeyScopes;

impl Modify for ApiKeyScopes {
    fn modify(&self, doc: &mut Document) {
        use actix_web::http::Method;
        use utoipa::openapi::security::SecurityRequirement;
        let scopes: Vec<String> =
            auth::api_keys::Scope::ALL.iter().map(|scope| format!("`{}`", scope.as_str())).collect();
        let description = format!(
            "An API key (`erk_…`, created by an admin at `/api/v1/admin/api-keys`) sent as \
             `Authorization: Bearer <key>`. It acts as a service identity of its own, only on its tenant, \
             and only on the operations that list one of its scopes here; any other answers 403 \
             `api_key_scope`. Each key may make `API_KEY_REQUESTS_PER_MINUTE` requests a minute per \
             replica (600 by default), then 429 with `Retry-After`. Scopes: {}.",
            scopes.join(", ")
        );
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "apiKey",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("erk_…")
                    .description(Some(description))
                    .build(),
            ),
        );
        for (path, item) in doc.paths.paths.iter_mut() {
            let operations = [
                (Method::GET, &mut item.get),
                (Method::PUT, &mut item.put),
                (Method::POST, &mut item.post),
                (Method::DELETE, &mut item.delete),
                (Method::PATCH, &mut item.patch),
            ];
            for (method, operation) in operations {
                let Some(operation) = operation else { continue };
                let Some(scope) = auth::api_keys::scope_for(&method, path) else { continue };
                let Some(security) = operation.security.as_mut().filter(|list| !list.is_empty()) else { continue };
                security.push(SecurityRequirement::new("apiKey", [scope.as_str()]));
                for (code, description) in [
                    ("403", "`api_key_scope`: called with an API key whose scopes do not allow it"),
                    (
                        "429",
                        "`too_many_requests`: the API key's requests a minute are spent; retry after `Retry-After`",
                    ),
                ] {
                    add_error(operation, code, description);
                }
            }
        }
    }
}

/// The `webhooks` section: one entry per event the tenant's endpoints may subscribe to, each a
/// POST of the event's body with the Standard Webhooks headers.
fn webhooks_section() -> utoipa::openapi::Paths {
    use utoipa::openapi::path::{HttpMethod, OperationBuilder, PathItem};
    use utoipa::openapi::request_body::RequestBodyBuilder;
    let header = |name: &str, description: &str| {
        ParameterBuilder::new()
            .name(name)
            .parameter_in(ParameterIn::Header)
            .required(Required::True)
            .description(Some(description))
            .schema(Some(utoipa::openapi::ObjectBuilder::new().schema_type(utoipa::openapi::schema::Type::String)))
            .build()
    };
    let mut paths = utoipa::openapi::PathsBuilder::new();
    for event in crate::webhooks::Event::ALL {
        let name = event.as_str();
        let operation = OperationBuilder::new()
            .operation_id(Some(format!("webhook_{}", name.replace('.', "_"))))
            .tag("webhooks")
            .summary(Some(format!("`{name}`")))
            .description(Some(
                "Sent to each enabled endpoint subscribed to the event, signed as the Standard Webhooks \
                 specification says: HMAC-SHA256 under the endpoint's `whsec_` secret over \
                 `webhook-id.webhook-timestamp.body`. Any 2xx answer acknowledges it; anything else, or no \
                 answer within 10 s, is retried after 30 s × 4^(attempt − 1) (at most 12 h) for nine attempts, \
                 about 35 hours; then the endpoint is turned off and the tenant's admins are mailed.",
            ))
            .parameter(header("webhook-id", "`msg_…`: the same on every attempt of one delivery"))
            .parameter(header("webhook-timestamp", "Seconds since the Unix epoch when this attempt was made"))
            .parameter(header(
                "webhook-signature",
                "`v1,<base64 signature>`; two, space-separated, for a day after the secret was rotated",
            ))
            .request_body(Some(
                RequestBodyBuilder::new()
                    .content(
                        "application/json",
                        ContentBuilder::new().schema(Some(Ref::from_schema_name("WebhookPayload"))).build(),
                    )
                    .required(Some(Required::True))
                    .build(),
            ))
            .response("200", ResponseBuilder::new().description("Received (any 2xx)").build())
            .build();
        paths = paths.path(name, PathItem::new(HttpMethod::Post, operation));
    }
    paths.build()
}

/// Declares the bearer scheme, and the `tenantid` header on every tenant-scoped operation.
struct TenantHeaderAndBearer;

impl Modify for TenantHeaderAndBearer {
    fn modify(&self, doc: &mut Document) {
        let components = doc.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
        for (path, item) in doc.paths.paths.iter_mut() {
            if !path.starts_with("/api/") {
                continue;
            }
            item.parameters.get_or_insert_with(Vec::new).insert(0, RefOr::T(tenant_header()));
            for operation in
                [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch].into_iter().flatten()
            {
                document_common_errors(operation);
            }
        }
    }
}

/// The answers any tenant-scoped operation can give besides its own: the tenant unknown (404)
/// or suspended (423), a malformed query or path (400/404), an address too long (414), the
/// service busy (503); and, where a body is sent, a body too slow (408), too large (413) or not
/// JSON (415).
fn document_common_errors(operation: &mut utoipa::openapi::path::Operation) {
    let mut codes = vec![
        ("400", "The request is malformed"),
        ("404", "`unknown_tenant`, or the resource does not exist"),
        ("414", "`uri_too_long`"),
        ("423", "`tenant_suspended`"),
        (
            "503",
            "`service_unavailable`: the database is busy or slow; or, where a password is checked or \
             set, `busy`: too many password hashes are waiting. Retry after `Retry-After`",
        ),
    ];
    if operation.request_body.is_some() {
        codes.extend([
            ("408", "`request_timeout`: the body arrived too slowly"),
            ("413", "`payload_too_large`"),
            ("415", "`unsupported_media_type` or `unsupported_file_type`"),
        ]);
    }
    for (code, description) in codes {
        add_error(operation, code, description);
    }
}

/// Documents an error answer (the envelope) under `code`, unless the operation states its own.
fn add_error(operation: &mut utoipa::openapi::path::Operation, code: &str, description: &str) {
    operation.responses.responses.entry(code.to_owned()).or_insert_with(|| {
        RefOr::T(
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorEnvelope"))).build(),
                )
                .build(),
        )
    });
}

fn tenant_header() -> Parameter {
    ParameterBuilder::new()
        .name("tenantid")
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some("The tenant's slug. Without it, the request's Host selects the tenant."))
        .schema(Some(
            utoipa::openapi::ObjectBuilder::new()
                .schema_type(utoipa::openapi::schema::Type::String)
                .pattern(Some("^[a-z][a-z0-9-]{1,38}[a-z0-9]$")),
        ))
        .build()
}

/// What the body-reading middleware needs to know about an operation before reading its body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RouteRule {
    /// It requires a bearer token: a caller without a valid one is refused unread.
    pub bearer: bool,
    /// Its body is a file (not JSON): the large upload limit applies.
    pub upload: bool,
}

/// The rule of the operation `method` on the route `pattern` (as routing names it, e.g.
/// `/api/v1/vacancies/{id}`), taken from the document, so a new endpoint is covered by declaring
/// its security and body there. `None` for routes outside the document (the test probes).
pub fn route_rule(method: &actix_web::http::Method, pattern: &str) -> Option<RouteRule> {
    use actix_web::http::Method;
    /// The methods the document has operations for, in `PathItem` field order.
    const METHODS: [Method; 5] = [Method::GET, Method::PUT, Method::POST, Method::DELETE, Method::PATCH];
    // Keyed by pattern, so a request's lookup allocates nothing.
    static RULES: OnceLock<std::collections::HashMap<String, [Option<RouteRule>; 5]>> = OnceLock::new();
    let rules = RULES.get_or_init(|| {
        let rule = |operation: Option<utoipa::openapi::path::Operation>| {
            let operation = operation?;
            let bearer = operation.security.as_ref().is_some_and(|list| !list.is_empty());
            let upload = operation.request_body.as_ref().is_some_and(|body| match body {
                RefOr::T(body) => body.content.keys().any(|media| media != "application/json"),
                RefOr::Ref(_) => false,
            });
            Some(RouteRule { bearer, upload })
        };
        document()
            .paths
            .paths
            .into_iter()
            .map(|(path, item)| {
                (path, [rule(item.get), rule(item.put), rule(item.post), rule(item.delete), rule(item.patch)])
            })
            .collect()
    });
    let index = METHODS.iter().position(|known| known == method)?;
    rules.get(pattern)?[index]
}

/// The document as served and as committed, pretty-printed with a trailing newline.
pub fn document_json() -> &'static str {
    static JSON: OnceLock<String> = OnceLock::new();
    JSON.get_or_init(|| {
        let mut json = document().to_pretty_json().unwrap_or_else(|err| format!("{{\"error\": \"{err}\"}}"));
        json.push('\n');
        json
    })
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(openapi_json).service(docs_page).service(docs_viewer);
}

#[get("/api/openapi.json")]
async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(document_json())
}

/// Where the docs viewer's script is: the Redoc bundle the web app's build copies from its npm
/// package into `STATIC_DIR/api-docs/` (app data; `None` when only the API is served).
#[derive(Debug, Clone)]
pub struct DocsViewer(pub Option<std::path::PathBuf>);

/// The file the web app's build writes the viewer to, under STATIC_DIR.
const VIEWER_FILE: &str = "api-docs/redoc.standalone.js";

/// A Redoc page whose viewer the server itself serves: it works offline and in air-gapped
/// installs, and the page's policy lets no other origin run script beside the access token.
/// Redoc styles itself with inline styles and searches in a worker it makes from a blob.
const DOCS_POLICY: &str = "default-src 'none'; script-src 'self'; worker-src blob:; style-src 'self' 'unsafe-inline'; \
                           img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
                           frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

#[get("/api/docs")]
async fn docs_page() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((actix_web::http::header::CONTENT_SECURITY_POLICY, DOCS_POLICY))
        .body(
            r#"<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>eRecruit API</title></head>
<body><redoc spec-url="/api/openapi.json"><p>Loading the API reference… The document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></redoc><script src="/api/docs/redoc.standalone.js"></script></body>
</html>
"#,
        )
}

/// The viewer's script, from the built web app; 404 when the server runs without it.
#[get("/api/docs/redoc.standalone.js")]
async fn docs_viewer(
    req: actix_web::HttpRequest,
    viewer: web::Data<DocsViewer>,
) -> Result<HttpResponse, crate::error::ApiError> {
    let missing = || crate::error::ApiError::not_found("API docs viewer");
    let dir = viewer.0.as_ref().ok_or_else(missing)?;
    let file = actix_files::NamedFile::open(dir.join(VIEWER_FILE)).map_err(|_| missing())?;
    let mut response = file.use_etag(true).use_last_modified(true).into_response(&req);
    response.headers_mut().insert(
        actix_web::http::header::CACHE_CONTROL,
        actix_web::http::header::HeaderValue::from_static("public, max-age=3600"),
    );
    Ok(response)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::feature_documents;

    /// Merging keeps one schema per name: two features naming different shapes alike would lose
    /// one of them from the document (and from the web app's generated types) without a word.
    #[test]
    fn no_two_features_give_one_schema_name_two_shapes() {
        let mut seen: HashMap<String, serde_json::Value> = HashMap::new();
        for feature in feature_documents() {
            for (name, schema) in feature.components.map(|c| c.schemas).unwrap_or_default() {
                let shape = serde_json::to_value(&schema).unwrap();
                if let Some(earlier) = seen.get(&name) {
                    assert_eq!(earlier, &shape, "two schemas are called {name}");
                } else {
                    seen.insert(name, shape);
                }
            }
        }
        assert!(seen.len() > 100, "{} schemas", seen.len());
    }
}
