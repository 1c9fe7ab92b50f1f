use std::path::PathBuf;

use serde_json::Value;

use crate::helpers::spawn_app;

fn committed_document() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("openapi.json")
}

/// The served document is the committed `server/openapi.json` (the frontend generates its API
/// types from that file). Run with `UPDATE_OPENAPI=1` to rewrite it after changing the API.
#[tokio::test]
async fn the_openapi_document_matches_the_committed_snapshot() {
    let app = spawn_app().await;
    let response = app.get("/api/openapi.json", None).await;
    assert_eq!(response.status(), 200);
    let served = response.text().await.unwrap();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(committed_document(), &served).unwrap();
    }
    let committed = std::fs::read_to_string(committed_document()).unwrap_or_default();
    assert!(
        served == committed,
        "server/openapi.json is out of date: run `UPDATE_OPENAPI=1 cargo nextest run -p erecruit-server openapi` and commit it"
    );
}

#[tokio::test]
async fn every_route_of_the_contract_is_documented() {
    let app = spawn_app().await;
    let document: Value = app.get("/api/openapi.json", None).await.json().await.unwrap();
    for (path, method) in [
        ("/healthz", "get"),
        ("/readyz", "get"),
        ("/api/v1/tenant", "get"),
        ("/api/authenticate/login/user", "post"),
        ("/api/authenticate/register/user", "post"),
        ("/api/authenticate/refresh-token", "post"),
        ("/api/authenticate/logout", "post"),
        ("/api/v1/me", "get"),
        ("/api/v1/me", "put"),
        ("/api/v1/me/password", "put"),
        ("/api/v1/auth/forgot-password", "post"),
        ("/api/v1/auth/reset-password", "post"),
        ("/api/v1/admin/users", "get"),
        ("/api/v1/admin/users/{id}", "patch"),
        ("/api/v1/admin/applications", "get"),
        ("/api/v1/admin/applications/bulk-status", "post"),
        ("/api/v1/admin/applications/export", "get"),
        ("/api/v1/admin/dashboard", "get"),
    ] {
        assert!(document["paths"][path][method].is_object(), "{method} {path} is not documented");
    }
    assert_eq!(document["paths"]["/api/v1/tenant"]["parameters"][0]["name"], "tenantid");
    assert!(document["components"]["securitySchemes"]["bearer"].is_object());
    // Generated clients key operations by id: two handlers of the same name in two features
    // (mail's and chat's `send`) would become one.
    let mut ids = std::collections::BTreeMap::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            if let Some(id) = operation["operationId"].as_str() {
                let first = ids.insert(id.to_owned(), format!("{method} {path}"));
                assert!(first.is_none(), "operationId {id} twice: {} and {method} {path}", first.unwrap());
            }
        }
    }
    // An operation that requires a sign-in documents the 401 it answers without one (the
    // fuzzer's anonymous pass fails on an undocumented status).
    let mut without_401 = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Some(security) = operation["security"].as_array() else { continue };
            let anonymous_allowed = security.iter().any(|scheme| scheme.as_object().is_some_and(|s| s.is_empty()));
            if !security.is_empty() && !anonymous_allowed && operation["responses"]["401"].is_null() {
                without_401.push(format!("{method} {path}"));
            }
        }
    }
    assert!(without_401.is_empty(), "signed-in operations without a documented 401: {without_401:?}");
    // Every reference resolves (a parameter's enum not registered as a schema left a dangling
    // `$ref` that the client generator refuses).
    let mut dangling = Vec::new();
    dangling_refs(&document, &document, &mut dangling);
    assert!(dangling.is_empty(), "references to nothing: {dangling:?}");
}

fn dangling_refs(document: &Value, node: &Value, found: &mut Vec<String>) {
    match node {
        Value::Object(map) => {
            if let Some(target) = map.get("$ref").and_then(Value::as_str) {
                let pointer = target.trim_start_matches('#');
                if document.pointer(pointer).is_none() {
                    found.push(target.to_owned());
                }
            }
            map.values().for_each(|child| dangling_refs(document, child, found));
        }
        Value::Array(items) => items.iter().for_each(|child| dangling_refs(document, child, found)),
        _ => {}
    }
}

#[tokio::test]
async fn the_docs_page_is_served() {
    let app = spawn_app().await;
    let response = app.get("/api/docs", None).await;
    assert_eq!(response.status(), 200);
    assert!(response.text().await.unwrap().contains("/api/openapi.json"));
}
