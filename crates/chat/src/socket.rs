//! The chat socket, `GET /api/v1/chat/ws?ticket=…[&after=…][&tenantid=…]`.
//!
//! Browsers send no headers of their own on a socket: the tenant comes from the Host (a tenant's
//! own hostname) or the `tenantid` query parameter (the platform's own hosts), and the user from a
//! single-use ticket issued to them in that tenant by `POST /api/v1/chat/ticket`. The `Origin`
//! must be one of the tenant's hosts, the platform's own or an allowed CORS origin, so another
//! site cannot open a socket with a visitor's browser.
//!
//! Once open, the server sends events (`message`, `seen`, `typing`, `presence`) and pings; the
//! client may send `typing`. Frames over 4 KiB, silence past the idle timeout or a queue the
//! client does not drain close the socket.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use actix_ws::{AggregatedMessage, AggregatedMessageStream, CloseCode, CloseReason, Session};
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::hub::{Hub, Kicked, Registration};
use super::repo;
use super::views::{ChatEvent, ChatMessage, ClientEvent};
use crate::auth::domain::Role;
use crate::auth::tokens::token_hash;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::security::CorsOrigins;
use crate::tenancy::{Tenant, TenantUnits};

pub const SOCKET_PATH: &str = "/api/v1/chat/ws";
/// The largest frame a client may send.
const MAX_FRAME_BYTES: usize = 4 * 1024;
const PING_EVERY: Duration = Duration::from_secs(20);
/// A socket that sends nothing (not even a pong) for this long is closed.
const IDLE_TIMEOUT: Duration = Duration::from_secs(60);
/// A write the client does not take within this long closes the socket.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);
/// At most one typing notice per socket in this time is passed on.
const TYPING_EVERY: Duration = Duration::from_secs(1);
/// Messages a resync sends at most (older ones are paged through REST).
const RESYNC_LIMIT: u64 = 1_000;

/// Where the web app says what it knows.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SocketQuery {
    /// A ticket from `POST /api/v1/chat/ticket`.
    ticket: String,
    /// The highest message id the client has: every later message is sent first.
    after: Option<i64>,
}

/// The platform's own origins: `PUBLIC_URL`'s, besides the tenant's hostnames.
pub use crate::client::PlatformOrigin;

/// The host (and port) of an origin such as `https://jobs.acme.com:8443`.
fn origin_host(origin: &str) -> Option<&str> {
    let rest = origin.strip_prefix("https://").or_else(|| origin.strip_prefix("http://"))?;
    Some(rest.trim_end_matches('/')).filter(|host| !host.is_empty() && !host.contains('/'))
}

fn without_port(host: &str) -> &str {
    host.rsplit_once(':').filter(|(_, port)| port.bytes().all(|b| b.is_ascii_digit())).map_or(host, |(name, _)| name)
}

/// Whether a socket opened from `origin` may be accepted: from the page's own host, one of the
/// tenant's hostnames, the platform's public URL or an allowed CORS origin. Clients that are not
/// browsers send no `Origin` and are judged by their ticket alone.
fn origin_allowed(req: &HttpRequest, tenant: &Tenant, platform: &PlatformOrigin, cors: &CorsOrigins) -> bool {
    let Some(origin) = req.headers().get(header::ORIGIN) else { return true };
    let Ok(origin) = origin.to_str() else { return false };
    if cors.0.iter().any(|allowed| allowed == origin) {
        return true;
    }
    let Some(host) = origin_host(origin) else { return false };
    let own = req.headers().get(header::HOST).and_then(|value| value.to_str().ok());
    let platform = platform.0.as_deref().and_then(origin_host);
    own.is_some_and(|own| own.eq_ignore_ascii_case(host))
        || platform.is_some_and(|platform| platform.eq_ignore_ascii_case(host))
        || tenant.hostnames.iter().any(|name| name.eq_ignore_ascii_case(without_port(host)))
}

/// Opens the chat socket (an HTTP upgrade; not callable as plain REST).
#[utoipa::path(get, path = "/api/v1/chat/ws", tag = "chat", operation_id = "chat_socket", params(SocketQuery), responses(
    (status = 101, description = "Switched to a WebSocket: the server sends `ChatEvent`s, the client may send `ClientEvent`s"),
    (status = 400, description = "Not a WebSocket upgrade", body = ErrorEnvelope),
    (status = 401, description = "`invalid_ticket`: unknown, used, expired, or another tenant's", body = ErrorEnvelope),
    (status = 403, description = "`forbidden_origin`", body = ErrorEnvelope),
))]
pub async fn open(
    req: HttpRequest,
    body: web::Payload,
    units: TenantUnits,
    query: web::Query<SocketQuery>,
    hub: web::Data<Hub>,
    platform: web::Data<PlatformOrigin>,
    cors: web::Data<CorsOrigins>,
) -> Result<HttpResponse, ApiError> {
    if !origin_allowed(&req, units.tenant(), &platform, &cors) {
        return Err(ApiError::coded(actix_web::http::StatusCode::FORBIDDEN, ErrorCode::ForbiddenOrigin));
    }
    let refused = || ApiError::unauthorized(ErrorCode::InvalidTicket);
    let tx = units.begin().await?;
    let (user_id, signed_in) = repo::take_ticket(&tx, token_hash(&query.ticket)).await?.ok_or_else(refused)?;
    // The ticket is used up even if the upgrade below fails: it was presented once.
    let user = repo::active_user(&tx, user_id).await?;
    let last = repo::last_message_id(&tx).await?;
    tx.commit().await?;
    let user = user.ok_or_else(refused)?;
    let (response, session, stream) =
        actix_ws::handle(&req, body).map_err(|_| ApiError::bad_request(ErrorCode::BadRequest))?;
    let stream =
        stream.max_frame_size(MAX_FRAME_BYTES).aggregate_continuations().max_continuation_size(MAX_FRAME_BYTES);
    // Registered before the resync is read: a message stored meanwhile comes live or in the
    // resync, and once (the registration counts what it was given).
    let tenant = units.tenant_arc();
    let mark = query.after.map_or(last, |after| after.min(last));
    let registration = hub.register(tenant.clone(), user.id, signed_in, user.role != Role::User, mark);
    let resync = match query.after {
        Some(after) => {
            let tx = units.begin().await?;
            let from = repo::resync_floor(&tx, after).await?;
            let rows = repo::messages_after(&tx, vec![user.id], from, Some(RESYNC_LIMIT)).await?;
            tx.commit().await?;
            registration.claim(rows)
        }
        None => Vec::new(),
    };
    let hub = hub.get_ref().clone();
    actix_web::rt::spawn(serve(session, stream, registration, resync, hub, tenant, user.id));
    Ok(response)
}

fn close(code: CloseCode, why: &'static str) -> Option<CloseReason> {
    Some(CloseReason { code, description: Some(why.to_owned()) })
}

/// Pumps one socket until it closes: first the resync, then live events, pings and the client's
/// frames.
async fn serve(
    mut session: Session,
    mut stream: AggregatedMessageStream,
    mut registration: Registration,
    resync: Vec<ChatMessage>,
    hub: Hub,
    tenant: Arc<Tenant>,
    user: Uuid,
) {
    for message in resync {
        let text = serde_json::to_string(&ChatEvent::Message { message }).unwrap_or_default();
        if !matches!(tokio::time::timeout(WRITE_TIMEOUT, session.text(text)).await, Ok(Ok(()))) {
            return;
        }
    }
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut heard = Instant::now();
    let mut last_typing: Option<Instant> = None;
    let mut chats_with = HashSet::new();
    let mut stopping = hub.stopping();
    let kick = registration.kick.clone();
    let reason = loop {
        tokio::select! {
            // In this order: a socket the hub takes out has its kick and its queue's end ready at
            // once, and its close must say why (not "too slow").
            biased;
            _ = stopping.wait_for(|stop| *stop) => break close(CloseCode::Restart, "server restarting"),
            kicked = kick.closed() => break match kicked {
                Kicked::TooSlow => close(CloseCode::Again, "too slow"),
                Kicked::TooMany => close(CloseCode::Policy, "too many sockets"),
                Kicked::NotActive => close(CloseCode::Policy, "signed out"),
                Kicked::SessionEnded => close(CloseCode::Policy, "session ended"),
                Kicked::Resync => close(CloseCode::Again, "reconnect to resync"),
            },
            event = registration.events.recv() => {
                let Some(text) = event else {
                    break close(CloseCode::Again, "too slow");
                };
                match tokio::time::timeout(WRITE_TIMEOUT, session.text(text.to_string())).await {
                    Ok(Ok(())) => {}
                    Ok(Err(_)) => return,
                    Err(_) => break close(CloseCode::Again, "too slow"),
                }
            }
            frame = stream.recv() => {
                heard = Instant::now();
                match frame {
                    Some(Ok(AggregatedMessage::Text(text))) => {
                        if let Ok(ClientEvent::Typing { contact_id }) = serde_json::from_str::<ClientEvent>(&text)
                            && last_typing.is_none_or(|at| at.elapsed() >= TYPING_EVERY)
                        {
                            last_typing = Some(Instant::now());
                            if chats_with.contains(&contact_id) || hub.has_chat(&tenant, user, contact_id).await {
                                chats_with.insert(contact_id);
                                let (hub, tenant) = (hub.clone(), tenant.clone());
                                tokio::spawn(async move { hub.typing(&tenant, user, contact_id).await });
                            }
                        }
                    }
                    Some(Ok(AggregatedMessage::Ping(bytes))) => {
                        if session.pong(&bytes).await.is_err() {
                            return;
                        }
                    }
                    Some(Ok(AggregatedMessage::Pong(_))) => {}
                    Some(Ok(AggregatedMessage::Binary(_))) => {
                        break close(CloseCode::Unsupported, "text frames only");
                    }
                    Some(Ok(AggregatedMessage::Close(_))) | None => break None,
                    Some(Err(_)) => {
                        break close(CloseCode::Size, "frame too large or malformed");
                    }
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() > IDLE_TIMEOUT {
                    break close(CloseCode::Away, "idle");
                }
                if session.ping(b"").await.is_err() {
                    return;
                }
            }
        }
    };
    drop(registration);
    let _ = session.close(reason).await;
}
