//! The sockets of this replica and the fan-out between replicas.
//!
//! Every change a socket must hear of is stored first; then a `NOTIFY erecruit_chat` names it by
//! ids (never content). Each replica LISTENs on a dedicated tokio-postgres connection, loads what
//! the notifications name for the users it has sockets for, and writes to those sockets. When the
//! listening connection drops (the database restarts), the replica reconnects with backoff and
//! catches each socket up from the last message it was given, so nothing is lost; a client that
//! reconnects passes its last message id and is caught up the same way.
//!
//! Message ids are handed out when a message is inserted, but transactions commit (and notify) in
//! their own order: id 10 may arrive after id 11. So each socket remembers the ids it was given
//! lately (nothing twice), and a catch-up starts from the first message stored up to
//! [`LOOKBACK_SECS`] before the last one the socket had, not from that one.
//!
//! Each socket has a bounded queue: a client that does not keep up is disconnected rather than
//! buffered for without bound (it resyncs when it comes back). A socket is also closed when its
//! user has too many, or is no longer an active user of the tenant.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use deadpool_postgres::tokio_postgres::AsyncMessage;
use futures_util::StreamExt;
use tokio::sync::mpsc;
use uuid::Uuid;

use super::repo::{self, ChatMessageRow};
use super::views::{ChatEvent, ChatMessage};
use crate::auth::sessions::{ANNOUNCEMENTS, Announcement};
use crate::tenancy::{Tenant, TenantTx};

/// The notification channel.
const CHANNEL: &str = "erecruit_chat";
/// How often a replica renews its presence rows (they count for 90 seconds).
pub const PRESENCE_REFRESH: Duration = Duration::from_secs(30);
/// Events a socket may have waiting before it counts as too slow and is dropped.
pub const SOCKET_QUEUE: usize = 256;
/// Messages one catch-up query reads (it pages until a page comes back short).
const CATCH_UP_PAGE: u64 = 500;
/// How far before a socket's last message a catch-up looks for messages committed late.
pub const LOOKBACK_SECS: i64 = 30;
/// Sockets one user may have open on a replica; a new one closes the oldest.
const SOCKETS_PER_USER: usize = 10;
/// How many recent message ids a socket remembers (to give none twice): far more than anyone
/// receives within a catch-up's look-back, and ~3 KB per socket once full.
const RECENT_IDS: usize = 128;

/// Why the hub closed a socket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Kicked {
    /// Its queue was full: the client did not keep up.
    TooSlow = 1,
    /// The user opened more sockets than allowed here.
    TooMany = 2,
    /// The user is no longer an active user of the tenant.
    NotActive = 3,
    /// What it should have been given could not be loaded, or its user's role changed: the
    /// client reconnects (with a new ticket) and resyncs.
    Resync = 4,
    /// The sign-in session it was opened in ended or locked.
    SessionEnded = 5,
}

/// The hub's way to close a socket from outside its task.
#[derive(Default)]
pub struct Kick {
    notify: tokio::sync::Notify,
    reason: AtomicU8,
}

impl Kick {
    fn close(&self, reason: Kicked) {
        self.reason.store(reason as u8, Ordering::Release);
        self.notify.notify_one();
    }

    /// Resolves when the hub closes the socket, with the reason.
    pub async fn closed(&self) -> Kicked {
        self.notify.notified().await;
        match self.reason.load(Ordering::Acquire) {
            1 => Kicked::TooSlow,
            2 => Kicked::TooMany,
            3 => Kicked::NotActive,
            5 => Kicked::SessionEnded,
            _ => Kicked::Resync,
        }
    }
}

/// The ids of the messages a socket was given lately.
#[derive(Default)]
struct RecentIds {
    order: VecDeque<i64>,
    ids: HashSet<i64>,
}

impl RecentIds {
    /// Remembers `id`; false when it was given already.
    fn first_time(&mut self, id: i64) -> bool {
        if !self.ids.insert(id) {
            return false;
        }
        self.order.push_back(id);
        if self.order.len() > RECENT_IDS
            && let Some(oldest) = self.order.pop_front()
        {
            self.ids.remove(&oldest);
        }
        true
    }
}

/// One open socket, as the hub writes to it.
struct Socket {
    id: u64,
    /// The sign-in session it was opened in (none for tickets issued before sessions were named).
    session: Option<Uuid>,
    queue: mpsc::Sender<Arc<str>>,
    /// The highest message id it was given (where a catch-up starts, less the lookback).
    after: i64,
    recent: RecentIds,
    kick: Arc<Kick>,
}

#[derive(Default)]
struct TenantSockets {
    tenant: Option<Arc<Tenant>>,
    users: HashMap<Uuid, UserSockets>,
}

struct UserSockets {
    staff: bool,
    sockets: Vec<Socket>,
}

/// What a notification names.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Note {
    Message { id: i64, sender: Uuid, recipient: Uuid },
    Seen { reader: Uuid, contact: Uuid, up_to: i64 },
    Typing { from: Uuid, to: Uuid },
    Presence { user: Uuid },
}

impl Note {
    fn payload(&self, tenant: &str) -> String {
        match self {
            Self::Message { id, sender, recipient } => format!("m:{tenant}:{id}:{sender}:{recipient}"),
            Self::Seen { reader, contact, up_to } => format!("s:{tenant}:{reader}:{contact}:{up_to}"),
            Self::Typing { from, to } => format!("t:{tenant}:{from}:{to}"),
            Self::Presence { user } => format!("p:{tenant}:{user}"),
        }
    }

    fn parse(payload: &str) -> Option<(String, Self)> {
        let parts: Vec<&str> = payload.split(':').collect();
        let uuid = |i: usize| parts.get(i)?.parse::<Uuid>().ok();
        let int = |i: usize| parts.get(i)?.parse::<i64>().ok();
        let note = match (*parts.first()?, parts.len()) {
            ("m", 5) => Self::Message { id: int(2)?, sender: uuid(3)?, recipient: uuid(4)? },
            ("s", 5) => Self::Seen { reader: uuid(2)?, contact: uuid(3)?, up_to: int(4)? },
            ("t", 4) => Self::Typing { from: uuid(2)?, to: uuid(3)? },
            ("p", 3) => Self::Presence { user: uuid(2)? },
            _ => return None,
        };
        Some((parts[1].to_owned(), note))
    }
}

/// Presence bookkeeping, done in order by one task.
enum PresenceChange {
    Enter(Arc<Tenant>, Uuid),
    Leave(Arc<Tenant>, Uuid),
}

// The hub is a job beside the requests: it opens tenant units itself (as the mail worker does).
#[allow(clippy::disallowed_types)]
struct Inner {
    replica: Uuid,
    db: crate::tenancy::Database,
    notify: deadpool_postgres::Pool,
    listen: crate::tenancy::direct::DirectTarget,
    tenants: Mutex<HashMap<String, TenantSockets>>,
    next_socket: AtomicU64,
    presence: mpsc::Sender<PresenceChange>,
    presence_rx: Mutex<Option<mpsc::Receiver<PresenceChange>>>,
    /// Asks the listener to catch every socket up (a notification could not be sent).
    catch_up: tokio::sync::Notify,
    /// Becomes true when the replica is stopping: every socket closes with "restarting", so its
    /// client reconnects to another replica instead of holding the shutdown up.
    stopping: tokio::sync::watch::Sender<bool>,
}

/// This replica's sockets and its link to the others.
#[derive(Clone)]
pub struct Hub(Arc<Inner>);

/// A socket's place in the hub; dropping it takes the socket out.
pub struct Registration {
    hub: Hub,
    tenant: Arc<Tenant>,
    user: Uuid,
    socket: u64,
    pub events: mpsc::Receiver<Arc<str>>,
    pub kick: Arc<Kick>,
}

impl Drop for Registration {
    fn drop(&mut self) {
        self.hub.unregister(&self.tenant, self.user, self.socket);
    }
}

impl Registration {
    /// Of `rows` (a resync), the messages this socket has not been given yet, now counted as given.
    pub fn claim(&self, rows: Vec<ChatMessageRow>) -> Vec<ChatMessage> {
        let mut tenants = self.hub.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
        let socket = tenants
            .get_mut(self.tenant.slug.as_str())
            .and_then(|entry| entry.users.get_mut(&self.user))
            .and_then(|user| user.sockets.iter_mut().find(|socket| socket.id == self.socket));
        let Some(socket) = socket else { return Vec::new() };
        rows.into_iter()
            .filter(|row| socket.recent.first_time(row.id))
            .map(|row| {
                socket.after = socket.after.max(row.id);
                ChatMessage::new(&row, self.user)
            })
            .collect()
    }
}

fn encode(event: &ChatEvent) -> Arc<str> {
    // Serialising these plain structs cannot fail.
    Arc::from(serde_json::to_string(event).unwrap_or_default())
}

impl Hub {
    /// A hub for the database at `url` (the notify pool connects lazily, the listener once
    /// [`Hub::spawn`] runs).
    #[allow(clippy::disallowed_types)]
    pub fn new(db: crate::tenancy::Database, url: &str) -> anyhow::Result<Self> {
        let listen = crate::tenancy::direct::DirectTarget::from_url(url)?;
        let manager = deadpool_postgres::Manager::from_config(
            listen.config.clone(),
            listen.tls.clone(),
            deadpool_postgres::ManagerConfig { recycling_method: deadpool_postgres::RecyclingMethod::Fast },
        );
        let notify = deadpool_postgres::Pool::builder(manager)
            .max_size(4)
            .wait_timeout(Some(Duration::from_secs(2)))
            .create_timeout(Some(Duration::from_secs(5)))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()?;
        let (presence, presence_rx) = mpsc::channel(10_000);
        Ok(Self(Arc::new(Inner {
            replica: Uuid::new_v4(),
            db,
            notify,
            listen,
            tenants: Mutex::new(HashMap::new()),
            next_socket: AtomicU64::new(1),
            presence,
            presence_rx: Mutex::new(Some(presence_rx)),
            catch_up: tokio::sync::Notify::new(),
            stopping: tokio::sync::watch::channel(false).0,
        })))
    }

    /// Starts the listener and the presence task.
    pub fn spawn(&self) -> Vec<tokio::task::JoinHandle<()>> {
        let listener = self.clone();
        let mut tasks = vec![tokio::spawn(async move { listener.listen_forever().await })];
        let taken = self.0.presence_rx.lock().unwrap_or_else(PoisonError::into_inner).take();
        if let Some(changes) = taken {
            let presence = self.clone();
            tasks.push(tokio::spawn(async move { presence.keep_presence(changes).await }));
        }
        tasks
    }

    /// Asks every socket to close (the replica is stopping).
    pub fn stop(&self) {
        self.0.stopping.send_replace(true);
    }

    /// Resolves once [`Hub::stop`] was called.
    pub fn stopping(&self) -> tokio::sync::watch::Receiver<bool> {
        self.0.stopping.subscribe()
    }

    /// Adds a socket of `user`; it has been given every message up to `after`. A user's sockets
    /// beyond [`SOCKETS_PER_USER`] close, the oldest first.
    pub fn register(
        &self,
        tenant: Arc<Tenant>,
        user: Uuid,
        session: Option<Uuid>,
        staff: bool,
        after: i64,
    ) -> Registration {
        let (queue, events) = mpsc::channel(SOCKET_QUEUE);
        let kick = Arc::new(Kick::default());
        let socket = self.0.next_socket.fetch_add(1, Ordering::Relaxed);
        let first = {
            let mut tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
            let entry = tenants.entry(tenant.slug.as_str().to_owned()).or_default();
            entry.tenant = Some(tenant.clone());
            let user_sockets = entry.users.entry(user).or_insert_with(|| UserSockets { staff, sockets: Vec::new() });
            user_sockets.staff = staff;
            if user_sockets.sockets.len() >= SOCKETS_PER_USER {
                let oldest = user_sockets.sockets.remove(0);
                oldest.kick.close(Kicked::TooMany);
                crate::metrics::chat_sockets(-1);
            }
            let recent = RecentIds::default();
            user_sockets.sockets.push(Socket { id: socket, session, queue, after, recent, kick: kick.clone() });
            user_sockets.sockets.len() == 1
        };
        if first {
            self.presence_change(PresenceChange::Enter(tenant.clone(), user));
        }
        crate::metrics::chat_sockets(1);
        Registration { hub: self.clone(), tenant, user, socket, events, kick }
    }

    fn unregister(&self, tenant: &Arc<Tenant>, user: Uuid, socket: u64) {
        self.remove_sockets(tenant.slug.as_str(), user, |s| s.id == socket, None);
    }

    /// Takes the sockets of `user` that `which` picks out of the hub (closing them with `kick`, if
    /// given); when none is left, the user leaves this replica's presence.
    fn remove_sockets(&self, tenant: &str, user: Uuid, which: impl Fn(&Socket) -> bool, kick: Option<Kicked>) {
        let (removed, leaving) = {
            let mut tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
            let Some(entry) = tenants.get_mut(tenant) else { return };
            let Some(user_sockets) = entry.users.get_mut(&user) else { return };
            let before = user_sockets.sockets.len();
            user_sockets.sockets.retain(|socket| {
                let taken = which(socket);
                if let (true, Some(reason)) = (taken, kick) {
                    socket.kick.close(reason);
                }
                !taken
            });
            let removed = before - user_sockets.sockets.len();
            let leaving = if user_sockets.sockets.is_empty() {
                entry.users.remove(&user);
                let tenant_arc = entry.tenant.clone();
                if entry.users.is_empty() {
                    tenants.remove(tenant);
                }
                tenant_arc
            } else {
                None
            };
            (removed, leaving)
        };
        crate::metrics::chat_sockets(-i64::try_from(removed).unwrap_or(0));
        if let Some(tenant) = leaving {
            self.presence_change(PresenceChange::Leave(tenant, user));
        }
    }

    /// Closes the local sockets of `tenant` opened in `session`.
    fn end_session(&self, tenant: &str, session: Uuid) {
        for user in self.local_users(tenant) {
            self.remove_sockets(tenant, user, |socket| socket.session == Some(session), Some(Kicked::SessionEnded));
        }
    }

    /// Closes every local socket of `users` in `tenant`, for `reason`.
    fn kick_users(&self, tenant: &str, users: &[Uuid], reason: Kicked) {
        for user in users {
            self.remove_sockets(tenant, *user, |_| true, Some(reason));
        }
    }

    fn presence_change(&self, change: PresenceChange) {
        // When the queue is full the refresh loop puts things right within a period.
        if self.0.presence.try_send(change).is_err() {
            tracing::warn!("chat presence queue full; the next refresh corrects it");
        }
    }

    /// Tells every replica (this one included) of a stored change.
    async fn notify(&self, tenant: &Tenant, note: Note) {
        let payload = note.payload(tenant.slug.as_str());
        let send = || async {
            let client = self.0.notify.get().await.map_err(|err| anyhow::anyhow!("{err}"))?;
            client.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload]).await?;
            anyhow::Ok(())
        };
        // A pooled connection may have died with a database restart; the pool drops it and the
        // second try gets a new one. If that fails too, the change is stored all the same: the
        // sockets catch up when they or the listener reconnect.
        for attempt in 1..=3 {
            match send().await {
                Ok(()) => return,
                Err(err) if attempt == 3 => {
                    tracing::warn!(error = %err, "chat notification not sent; catching sockets up instead");
                    self.0.catch_up.notify_one();
                }
                Err(err) => tracing::debug!(error = %err, attempt, "chat notification failed; retrying"),
            }
        }
    }

    pub async fn message_stored(&self, tenant: &Tenant, row: &ChatMessageRow) {
        self.notify(tenant, Note::Message { id: row.id, sender: row.sender_id, recipient: row.recipient_id }).await;
    }

    pub async fn seen(&self, tenant: &Tenant, reader: Uuid, contact: Uuid, up_to: i64) {
        self.notify(tenant, Note::Seen { reader, contact, up_to }).await;
    }

    pub async fn typing(&self, tenant: &Tenant, from: Uuid, to: Uuid) {
        self.notify(tenant, Note::Typing { from, to }).await;
    }

    pub async fn status_changed(&self, tenant: &Tenant, user: Uuid) {
        self.notify(tenant, Note::Presence { user }).await;
    }

    /// Whether `user` has a chat with `contact` (typing notices go to chat partners only).
    #[allow(clippy::disallowed_methods)] // the socket's own check, outside any request
    pub async fn has_chat(&self, tenant: &Arc<Tenant>, user: Uuid, contact: Uuid) -> bool {
        let found = async {
            let tx = TenantTx::begin(&self.0.db, tenant.clone()).await?;
            let found = repo::has_chat(&tx, user, contact).await?;
            tx.commit().await?;
            anyhow::Ok(found)
        };
        found.await.unwrap_or(false)
    }

    /// Queues `event` on every local socket of `user`; a socket whose queue is full is closed.
    /// A message (`message_id`) goes to each socket once.
    fn deliver(&self, tenant: &str, user: Uuid, event: &ChatEvent, message_id: Option<i64>) {
        let text = encode(event);
        let mut too_slow = Vec::new();
        {
            let mut tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
            let Some(user_sockets) = tenants.get_mut(tenant).and_then(|entry| entry.users.get_mut(&user)) else {
                return;
            };
            for socket in &mut user_sockets.sockets {
                if let Some(id) = message_id {
                    if !socket.recent.first_time(id) {
                        continue;
                    }
                    socket.after = socket.after.max(id);
                }
                if let Err(mpsc::error::TrySendError::Full(_)) = socket.queue.try_send(text.clone()) {
                    too_slow.push(socket.id);
                }
            }
        }
        if !too_slow.is_empty() {
            tracing::info!(%user, "chat socket too slow; disconnected");
            self.remove_sockets(tenant, user, |s| too_slow.contains(&s.id), Some(Kicked::TooSlow));
        }
    }

    /// The tenant, when it has sockets here.
    fn local_tenant(&self, tenant: &str) -> Option<Arc<Tenant>> {
        let tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
        tenants.get(tenant)?.tenant.clone()
    }

    async fn listen_forever(&self) {
        crate::metrics::chat_listener_up(false);
        let mut backoff = Duration::from_millis(250);
        let mut failures: HashMap<String, u32> = HashMap::new();
        loop {
            if let Err(err) = self.listen(&mut backoff, &mut failures).await {
                tracing::warn!(error = %err, "chat listener lost its connection; reconnecting");
                // A tenant whose deliveries keep failing (its schema gone, say) must not keep every
                // other tenant's sockets waiting: after three tries its sockets are closed, and
                // their clients resync when they come back.
                if let Some(failed) = err.downcast_ref::<TenantFailed>() {
                    let count = failures.entry(failed.0.clone()).or_default();
                    *count += 1;
                    if *count >= 3 {
                        let users = self.local_users(&failed.0);
                        self.kick_users(&failed.0, &users, Kicked::Resync);
                        failures.remove(&failed.0);
                    }
                }
            }
            crate::metrics::chat_listener_up(false);
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(Duration::from_secs(10));
        }
    }

    /// Listens until the connection fails. Each time `LISTEN` is in place, every socket is caught
    /// up with what it may have missed while nobody listened. Every 30 s the connection must
    /// answer a query, so a connection that died silently (no reset after a failover) is noticed.
    async fn listen(&self, backoff: &mut Duration, failures: &mut HashMap<String, u32>) -> anyhow::Result<()> {
        let (client, mut connection) = self.0.listen.config.connect(self.0.listen.tls.clone()).await?;
        let (notes, mut received) = mpsc::channel::<String>(10_000);
        let (announced, mut announcements) = mpsc::channel::<String>(1_000);
        let pump = tokio::spawn(async move {
            let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
            while let Some(message) = messages.next().await {
                match message {
                    Ok(AsyncMessage::Notification(note)) => {
                        let to = if note.channel() == ANNOUNCEMENTS { &announced } else { &notes };
                        if to.send(note.payload().to_owned()).await.is_err() {
                            break;
                        }
                    }
                    Ok(_) => {}
                    Err(err) => {
                        tracing::warn!(error = %err, "chat listener connection failed");
                        break;
                    }
                }
            }
        });
        let _pump = AbortOnDrop(pump);
        client.batch_execute(&format!("LISTEN {CHANNEL}; LISTEN {ANNOUNCEMENTS}")).await?;
        // Until every socket is caught up, nothing is sure to be delivered: a failure (the pool
        // may still hand out connections that died with the database) starts over.
        self.catch_up_all().await?;
        crate::metrics::chat_listener_up(true);
        *backoff = Duration::from_millis(250);
        failures.clear();
        let mut alive = tokio::time::interval(Duration::from_secs(30));
        alive.tick().await;
        let mut batch = Vec::new();
        loop {
            tokio::select! {
                first = received.recv() => {
                    let Some(first) = first else { anyhow::bail!("the notification stream ended") };
                    batch.push(first);
                    while batch.len() < 500
                        && let Ok(more) = received.try_recv()
                    {
                        batch.push(more);
                    }
                    // A batch that cannot be loaded (the database went away meanwhile) is not
                    // dropped: reconnecting catches every socket up from what it was last given.
                    self.handle(std::mem::take(&mut batch)).await?;
                }
                announced = announcements.recv() => {
                    let Some(payload) = announced else { anyhow::bail!("the notification stream ended") };
                    self.announced(&payload);
                }
                _ = self.0.catch_up.notified() => self.catch_up_all().await?,
                _ = alive.tick() => {
                    tokio::time::timeout(Duration::from_secs(10), client.simple_query("SELECT 1"))
                        .await
                        .map_err(|_| anyhow::anyhow!("the listening connection stopped answering"))??;
                }
            }
        }
    }

    /// A session ended or locked, or a user's role or status changed (`auth::sessions`): their
    /// sockets here close at once, on every replica alike.
    fn announced(&self, payload: &str) {
        match Announcement::parse(payload) {
            Some((tenant, Announcement::SessionEnded(session))) => self.end_session(&tenant, session),
            Some((tenant, Announcement::UserChanged(user))) => self.kick_users(&tenant, &[user], Kicked::Resync),
            None => tracing::warn!(payload, "unreadable session announcement"),
        }
    }

    async fn handle(&self, payloads: Vec<String>) -> anyhow::Result<()> {
        let mut by_tenant: HashMap<String, Vec<Note>> = HashMap::new();
        for payload in &payloads {
            match Note::parse(payload) {
                Some((tenant, note)) => by_tenant.entry(tenant).or_default().push(note),
                None => tracing::warn!(payload, "unreadable chat notification"),
            }
        }
        for (tenant, notes) in by_tenant {
            if let Err(err) = self.handle_tenant(&tenant, notes).await {
                tracing::warn!(tenant, error = %err, "chat notifications not delivered");
                return Err(TenantFailed(tenant).into());
            }
        }
        Ok(())
    }

    #[allow(clippy::disallowed_methods)] // a job, not a request: it opens the tenant's unit itself
    async fn handle_tenant(&self, tenant: &str, notes: Vec<Note>) -> anyhow::Result<()> {
        let mut message_ids = Vec::new();
        let mut presence = Vec::new();
        for note in notes {
            match note {
                Note::Message { id, sender, recipient } => {
                    if self.connected_here(tenant, sender) || self.connected_here(tenant, recipient) {
                        message_ids.push(id);
                    }
                }
                Note::Seen { reader, contact, up_to } => {
                    self.deliver(tenant, contact, &ChatEvent::Seen { contact_id: reader, up_to, by_me: false }, None);
                    self.deliver(tenant, reader, &ChatEvent::Seen { contact_id: contact, up_to, by_me: true }, None);
                }
                Note::Typing { from, to } => self.deliver(tenant, to, &ChatEvent::Typing { contact_id: from }, None),
                Note::Presence { user } => presence.push(user),
            }
        }
        if message_ids.is_empty() && presence.is_empty() {
            return Ok(());
        }
        let Some(local_tenant) = self.local_tenant(tenant) else { return Ok(()) };
        let tx = TenantTx::begin(&self.0.db, local_tenant).await?;
        if !message_ids.is_empty() {
            for row in repo::messages(&tx, message_ids).await? {
                self.deliver_row(tenant, &row);
            }
        }
        presence.sort_unstable();
        presence.dedup();
        for user in presence {
            let Some(person) = repo::people(&tx, vec![user]).await?.into_iter().next() else { continue };
            let event = ChatEvent::Presence { contact_id: user, status: person.status() };
            let mut audience = repo::chat_partners(&tx, user).await?;
            audience.extend(self.local_staff(tenant));
            audience.sort_unstable();
            audience.dedup();
            for receiver in audience.into_iter().filter(|receiver| *receiver != user) {
                self.deliver(tenant, receiver, &event, None);
            }
        }
        tx.commit().await?;
        Ok(())
    }

    fn deliver_row(&self, tenant: &str, row: &ChatMessageRow) {
        for viewer in [row.sender_id, row.recipient_id] {
            let event = ChatEvent::Message { message: ChatMessage::new(row, viewer) };
            self.deliver(tenant, viewer, &event, Some(row.id));
        }
    }

    fn local_staff(&self, tenant: &str) -> Vec<Uuid> {
        let tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
        tenants
            .get(tenant)
            .map(|entry| entry.users.iter().filter(|(_, u)| u.staff).map(|(id, _)| *id).collect())
            .unwrap_or_default()
    }

    fn connected_here(&self, tenant: &str, user: Uuid) -> bool {
        let tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
        tenants.get(tenant).is_some_and(|entry| entry.users.contains_key(&user))
    }

    fn local_users(&self, tenant: &str) -> Vec<Uuid> {
        let tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
        tenants.get(tenant).map(|entry| entry.users.keys().copied().collect()).unwrap_or_default()
    }

    /// Gives every local socket the messages stored after the last one it was given (and any
    /// committed late, [`LOOKBACK_SECS`] before it).
    async fn catch_up_all(&self) -> anyhow::Result<()> {
        let marks: Vec<(Arc<Tenant>, Vec<Uuid>, i64)> = {
            let tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
            tenants
                .values()
                .filter_map(|entry| {
                    let tenant = entry.tenant.clone()?;
                    let users: Vec<Uuid> = entry.users.keys().copied().collect();
                    let after = entry.users.values().flat_map(|u| u.sockets.iter()).map(|s| s.after).min()?;
                    Some((tenant, users, after))
                })
                .collect()
        };
        for (tenant, users, after) in marks {
            if let Err(err) = self.catch_up(tenant.clone(), users, after).await {
                tracing::warn!(tenant = %tenant.slug, error = %err, "chat catch-up failed");
                return Err(TenantFailed(tenant.slug.as_str().to_owned()).into());
            }
        }
        Ok(())
    }

    #[allow(clippy::disallowed_methods)] // a job, not a request: it opens the tenant's unit itself
    async fn catch_up(&self, tenant: Arc<Tenant>, users: Vec<Uuid>, after: i64) -> anyhow::Result<()> {
        let tx = TenantTx::begin(&self.0.db, tenant.clone()).await?;
        let mut from = repo::resync_floor(&tx, after).await?;
        loop {
            let rows = repo::messages_after(&tx, users.clone(), from, Some(CATCH_UP_PAGE)).await?;
            for row in &rows {
                self.deliver_row(tenant.slug.as_str(), row);
            }
            match rows.last() {
                Some(last) if rows.len() as u64 == CATCH_UP_PAGE => from = last.id,
                _ => break,
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Keeps this replica's presence rows: written when a user's first socket opens, deleted
    /// when their last closes, refreshed every [`PRESENCE_REFRESH`]; each change is announced.
    async fn keep_presence(&self, mut changes: mpsc::Receiver<PresenceChange>) {
        let mut refresh = tokio::time::interval(PRESENCE_REFRESH);
        refresh.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                change = changes.recv() => {
                    let Some(change) = change else { return };
                    if let Err(err) = self.apply_presence(change).await {
                        tracing::warn!(error = %err, "chat presence not recorded; the next refresh corrects it");
                    }
                }
                _ = refresh.tick() => {
                    if let Err(err) = self.refresh_presence().await {
                        tracing::warn!(error = %err, "chat presence not refreshed");
                    }
                }
            }
        }
    }

    #[allow(clippy::disallowed_methods)] // a job, not a request: it opens the tenant's unit itself
    async fn apply_presence(&self, change: PresenceChange) -> anyhow::Result<()> {
        let (tenant, user) = match change {
            PresenceChange::Enter(tenant, user) => {
                // They may have gone again meanwhile.
                if !self.connected_here(tenant.slug.as_str(), user) {
                    return Ok(());
                }
                let tx = TenantTx::begin(&self.0.db, tenant.clone()).await?;
                repo::refresh_presence(&tx, self.0.replica, vec![user]).await?;
                tx.commit().await?;
                (tenant, user)
            }
            PresenceChange::Leave(tenant, user) => {
                // They may have come back meanwhile.
                if self.connected_here(tenant.slug.as_str(), user) {
                    return Ok(());
                }
                let tx = TenantTx::begin(&self.0.db, tenant.clone()).await?;
                repo::leave(&tx, self.0.replica, user).await?;
                tx.commit().await?;
                (tenant, user)
            }
        };
        self.status_changed(&tenant, user).await;
        Ok(())
    }

    #[allow(clippy::disallowed_methods)] // a job, not a request: it opens the tenant's unit itself
    async fn refresh_presence(&self) -> anyhow::Result<()> {
        let local: Vec<(Arc<Tenant>, Vec<Uuid>)> = {
            let tenants = self.0.tenants.lock().unwrap_or_else(PoisonError::into_inner);
            tenants.values().filter_map(|e| Some((e.tenant.clone()?, e.users.keys().copied().collect()))).collect()
        };
        for (tenant, users) in local {
            let tx = TenantTx::begin(&self.0.db, tenant.clone()).await?;
            // Someone blocked, deactivated or erased since their socket opened hears no more.
            let active = repo::active_among(&tx, users.clone()).await?;
            let gone: Vec<Uuid> = users.iter().copied().filter(|user| !active.contains(user)).collect();
            repo::refresh_presence(&tx, self.0.replica, active).await?;
            tx.commit().await?;
            self.kick_users(tenant.slug.as_str(), &gone, Kicked::NotActive);
        }
        Ok(())
    }
}

/// Delivering a tenant's notifications (or catching its sockets up) failed.
#[derive(Debug)]
struct TenantFailed(String);

impl std::fmt::Display for TenantFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "delivery to the sockets of tenant {} failed", self.0)
    }
}

impl std::error::Error for TenantFailed {}

/// Stops the connection's pump when the listener gives up on it.
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_say_what_they_name_and_nothing_more() {
        let (a, b) = (Uuid::new_v4(), Uuid::new_v4());
        for note in [
            Note::Message { id: 42, sender: a, recipient: b },
            Note::Seen { reader: a, contact: b, up_to: 7 },
            Note::Typing { from: b, to: a },
            Note::Presence { user: a },
        ] {
            let payload = note.payload("acme-corp");
            assert_eq!(Note::parse(&payload), Some(("acme-corp".to_owned(), note)), "{payload}");
        }
        assert_eq!(Note::parse("m:acme:x:y:z"), None);
        assert_eq!(Note::parse("q:acme"), None);
    }
}
