//! A client that behaves like one browser of one tenant: it keeps the refresh cookie and the
//! access token it was last given.

use reqwest::{Method, Response};
use serde_json::{Value, json};

use erecruit_server::auth::domain::Role;
use erecruit_server::auth::provision::{self, NewAccount};
use erecruit_server::tenancy::TenantSlug;

use crate::helpers::TestApp;

pub struct Browser {
    client: reqwest::Client,
    pub address: String,
    pub tenant: TenantSlug,
    pub token: Option<String>,
}

/// The password test users are given.
pub const PASSWORD: &str = "correct horse battery";

impl TestApp {
    /// A browser signed in as a new admin of the tenant (created the operator's way).
    pub async fn signed_in_admin(&self, tenant: &TenantSlug, email: &str) -> Browser {
        self.signed_in_as(tenant, email, Role::Admin).await
    }

    /// A browser signed in as a new member of the tenant's team with `role`.
    pub async fn signed_in_as(&self, tenant: &TenantSlug, email: &str, role: Role) -> Browser {
        let account = NewAccount { email: email.into(), name: "Admin".into(), role, password: PASSWORD.into() };
        provision::create_user(&self.db, tenant, &account).await.unwrap();
        let mut browser = self.browser(tenant);
        assert_eq!(browser.login(email, PASSWORD).await.0, 200);
        browser
    }

    pub fn browser(&self, tenant: &TenantSlug) -> Browser {
        Browser {
            client: reqwest::Client::builder().cookie_store(true).build().unwrap(),
            address: self.address.clone(),
            tenant: tenant.clone(),
            token: None,
        }
    }
}

impl Browser {
    /// The same browser sending `Accept-Language: lang` with every request (its cookies start
    /// empty; its token stays).
    pub fn reading(mut self, lang: &str) -> Self {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(reqwest::header::ACCEPT_LANGUAGE, lang.parse().unwrap());
        self.client = reqwest::Client::builder().cookie_store(true).default_headers(headers).build().unwrap();
        self
    }

    /// The same browser behind a proxy the server trusts, which forwards `client` as the client's
    /// address (the server's config must trust 127.0.0.1): for tests of limits counted per client
    /// across tenants, so that tests running at once are each a client of their own.
    pub fn behind_proxy_as(mut self, client: std::net::IpAddr) -> Self {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert("x-forwarded-for", client.to_string().parse().unwrap());
        self.client = reqwest::Client::builder().cookie_store(true).default_headers(headers).build().unwrap();
        self
    }

    /// Builds the request at once (so `path` need not outlive the call) and sends it when awaited.
    pub fn send(&self, method: Method, path: &str, body: Option<Value>) -> impl Future<Output = Response> + use<> {
        let mut request =
            self.client.request(method, format!("{}{path}", self.address)).header("tenantid", self.tenant.as_str());
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        async move { request.send().await.expect("request is answered") }
    }

    /// Sends raw bytes (an upload) with PUT, with optional extra headers.
    pub async fn upload(&self, path: &str, bytes: Vec<u8>, headers: &[(&str, &str)]) -> Response {
        self.send_bytes(Method::PUT, path, bytes, headers).await
    }

    /// Sends raw bytes with `method`, with optional extra headers.
    pub async fn send_bytes(&self, method: Method, path: &str, bytes: Vec<u8>, headers: &[(&str, &str)]) -> Response {
        let mut request = self
            .client
            .request(method, format!("{}{path}", self.address))
            .header("tenantid", self.tenant.as_str())
            .header("content-type", "application/octet-stream")
            .body(bytes);
        if let Some(token) = &self.token {
            request = request.bearer_auth(token);
        }
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        request.send().await.expect("request is answered")
    }

    pub async fn get(&self, path: &str) -> Response {
        self.send(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Response {
        self.send(Method::POST, path, Some(body)).await
    }

    pub async fn put(&self, path: &str, body: Value) -> Response {
        self.send(Method::PUT, path, Some(body)).await
    }

    pub async fn patch(&self, path: &str, body: Value) -> Response {
        self.send(Method::PATCH, path, Some(body)).await
    }

    /// Sends a registration and returns the answer as it is.
    pub async fn try_register(&self, email: &str, password: &str, name: &str) -> Response {
        self.post("/api/authenticate/register/user", json!({"email": email, "password": password, "name": name})).await
    }

    /// Registers and keeps the session; panics unless the answer is 201.
    pub async fn register(&mut self, email: &str, password: &str, name: &str) -> Value {
        let response = self.try_register(email, password, name).await;
        assert_eq!(response.status(), 201, "registration of {email}");
        let body: Value = response.json().await.unwrap();
        self.token = body["accessToken"].as_str().map(str::to_owned);
        body
    }

    /// Signs in; keeps the session when it succeeds. Returns the status and body.
    pub async fn login(&mut self, email: &str, password: &str) -> (u16, Value) {
        let response = self.post("/api/authenticate/login/user", json!({"email": email, "password": password})).await;
        self.keep_token(response).await
    }

    /// Refreshes with the stored cookie; keeps the new access token when it succeeds.
    pub async fn refresh(&mut self) -> (u16, Value) {
        let response = self.post("/api/authenticate/refresh-token", json!({})).await;
        self.keep_token(response).await
    }

    async fn keep_token(&mut self, response: Response) -> (u16, Value) {
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        if status == 200 {
            self.token = body["accessToken"].as_str().map(str::to_owned);
        }
        (status, body)
    }
}
