//! Chat load and probe tool for `make bench` and `make test-replicas` (not part of the product).
//!
//! `load`: opens `--sockets` sockets as generated applicants of a bench tenant, half on each of
//! two replicas, measures the servers' memory before and after (idle sockets), then has staff
//! send `--rate` messages per second for `--seconds` through one replica to applicants whose
//! socket is on the other, and reports delivery latency (from the moment each send was due to
//! its arrival on the recipient's socket) and messages lost. Tickets are written straight into the
//! tenant's table (thousands of sign-ins would measure argon2, not chat).
//!
//! `probe`: through a load balancer, the demo applicant's socket receives a message sent by the
//! demo recruiter through each replica directly; exits non-zero when one does not arrive.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use clap::{Parser, Subcommand};
use deadpool_postgres::tokio_postgres::{self, NoTls};
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::sync::{Mutex, Semaphore};
use tokio_tungstenite::tungstenite::Message;
use uuid::Uuid;

const PASSWORD: &str = "demo-password-1";

#[derive(Parser)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Load {
        #[arg(long)]
        a: String,
        #[arg(long)]
        b: String,
        #[arg(long)]
        tenant: String,
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long, default_value_t = 2000)]
        sockets: usize,
        #[arg(long, default_value_t = 500)]
        rate: u64,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
        #[arg(long, default_value_t = 20)]
        senders: usize,
        /// The two servers' process ids, for their memory.
        #[arg(long, value_delimiter = ',')]
        pids: Vec<u32>,
    },
    Probe {
        /// The load balancer.
        #[arg(long)]
        via: String,
        /// Each replica, directly.
        #[arg(long, value_delimiter = ',')]
        replicas: Vec<String>,
        #[arg(long)]
        tenant: String,
    },
}

fn rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|value| value.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

async fn sign_in(client: &reqwest::Client, base: &str, tenant: &str, email: &str) -> anyhow::Result<String> {
    let answer: Value = client
        .post(format!("{base}/api/authenticate/login/user"))
        .header("tenantid", tenant)
        .json(&json!({"email": email, "password": PASSWORD}))
        .send()
        .await?
        .error_for_status()
        .with_context(|| format!("sign-in of {email}"))?
        .json()
        .await?;
    Ok(answer["accessToken"].as_str().context("no access token")?.to_owned())
}

async fn get_json(client: &reqwest::Client, url: &str, tenant: &str, token: &str) -> anyhow::Result<Value> {
    let response = client.get(url).header("tenantid", tenant).bearer_auth(token).send().await?;
    Ok(response.error_for_status()?.json().await?)
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn open_socket(base: &str, tenant: &str, ticket: &str) -> anyhow::Result<Socket> {
    let url = format!("{}/api/v1/chat/ws?ticket={ticket}&tenantid={tenant}", base.replacen("http", "ws", 1));
    Ok(tokio_tungstenite::connect_async(url).await?.0)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

#[allow(clippy::too_many_arguments)]
async fn load(
    a: String,
    b: String,
    tenant: String,
    database_url: String,
    sockets: usize,
    rate: u64,
    seconds: u64,
    senders: usize,
    pids: Vec<u32>,
) -> anyhow::Result<Value> {
    let (db, connection) = tokio_postgres::connect(&database_url, NoTls).await?;
    tokio::spawn(connection);
    let schema: String = db
        .query_one("SELECT schema_name FROM shared.tenants WHERE slug = $1", &[&tenant])
        .await
        .context("no such tenant")?
        .get(0);
    db.execute(
        &format!(
            "INSERT INTO {schema}.users (email, password_hash, name, role)
             SELECT 'chat-sender-' || i || '@bench.test',
                    (SELECT password_hash FROM {schema}.users WHERE email = 'staff@demo.test'),
                    'Chat Sender ' || i, 'staff'
             FROM generate_series(1, $1::int) AS i ON CONFLICT (email) DO NOTHING"
        ),
        &[&i32::try_from(senders)?],
    )
    .await?;
    let recipients: Vec<String> = db
        .query(
            &format!(
                "SELECT id::text FROM {schema}.users WHERE email LIKE 'applicant%@demo.test'
                 AND email <> 'applicant@demo.test' ORDER BY email LIMIT $1"
            ),
            &[&i64::try_from(sockets)?],
        )
        .await?
        .iter()
        .map(|row| row.get(0))
        .collect();
    if recipients.len() < sockets {
        bail!("the tenant has {} generated applicants, {sockets} wanted", recipients.len());
    }
    let salt = Uuid::new_v4().simple().to_string();
    db.execute(
        &format!(
            "INSERT INTO {schema}.chat_tickets (ticket_hash, user_id, expires_at)
             SELECT sha256(convert_to('bench-' || id || '-' || $2, 'UTF8')), id::uuid, now() + interval '10 minutes'
             FROM unnest($1::text[]) AS id"
        ),
        &[&recipients, &salt],
    )
    .await?;

    let before: Vec<f64> = pids.iter().map(|pid| rss_mb(*pid)).collect();
    let total = usize::try_from(rate * seconds)?;
    let started = Instant::now();
    let due: Arc<Vec<AtomicU64>> = Arc::new((0..total).map(|_| AtomicU64::new(0)).collect());
    let latencies = Arc::new(Mutex::new(Vec::with_capacity(total)));
    let seen = Arc::new(Mutex::new(HashSet::with_capacity(total)));
    let connected = Arc::new(AtomicUsize::new(0));
    let opening = futures_util::stream::iter(recipients.iter().enumerate().map(|(n, id)| {
        let base = if n.is_multiple_of(2) { a.clone() } else { b.clone() };
        let ticket = format!("bench-{id}-{salt}");
        let tenant = tenant.clone();
        async move { open_socket(&base, &tenant, &ticket).await }
    }))
    .buffer_unordered(64)
    .collect::<Vec<_>>()
    .await;
    for socket in opening {
        let mut socket = socket?;
        connected.fetch_add(1, Ordering::Relaxed);
        let (due, latencies, seen) = (due.clone(), latencies.clone(), seen.clone());
        tokio::spawn(async move {
            while let Some(Ok(frame)) = socket.next().await {
                let Message::Text(text) = frame else { continue };
                let event: Value = serde_json::from_str(&text).unwrap_or_default();
                let Some(body) = event["message"]["message"].as_str() else { continue };
                let Some(seq) = body.strip_prefix("bench ").and_then(|n| n.parse::<usize>().ok()) else { continue };
                let arrived = started.elapsed().as_micros() as u64;
                let sent = due[seq].load(Ordering::Acquire);
                if seen.lock().await.insert(seq) {
                    latencies.lock().await.push((arrived.saturating_sub(sent)) as f64 / 1000.0);
                }
            }
        });
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let after: Vec<f64> = pids.iter().map(|pid| rss_mb(*pid)).collect();
    let per_server = sockets as f64 / pids.len().max(1) as f64;
    let rss_per_1000: Vec<f64> =
        before.iter().zip(&after).map(|(b, a)| ((a - b) / per_server * 1000.0 * 10.0).round() / 10.0).collect();

    let client = reqwest::Client::builder().pool_max_idle_per_host(256).build()?;
    let mut tokens = Vec::with_capacity(senders);
    for n in 1..=senders {
        tokens.push(sign_in(&client, &a, &tenant, &format!("chat-sender-{n}@bench.test")).await?);
    }
    let tokens = Arc::new(tokens);
    let recipients = Arc::new(recipients);
    let in_flight = Arc::new(Semaphore::new(256));
    let failed = Arc::new(AtomicUsize::new(0));
    let sending = Instant::now();
    let mut tasks = Vec::with_capacity(total);
    for seq in 0..total {
        let at = Duration::from_micros(seq as u64 * 1_000_000 / rate);
        tokio::time::sleep_until((sending + at).into()).await;
        due[seq].store((sending + at - started).as_micros() as u64, Ordering::Release);
        let permit = in_flight.clone().acquire_owned().await?;
        let recipient = seq % recipients.len();
        // Sent through the replica the recipient's socket is not on.
        let base = if recipient.is_multiple_of(2) { b.clone() } else { a.clone() };
        let (client, tokens, recipients, failed, tenant) =
            (client.clone(), tokens.clone(), recipients.clone(), failed.clone(), tenant.clone());
        tasks.push(tokio::spawn(async move {
            let url = format!("{base}/api/v1/chat/chats/{}/messages", recipients[recipient]);
            let sent = client
                .post(url)
                .header("tenantid", tenant)
                .bearer_auth(&tokens[seq % tokens.len()])
                .json(&json!({"message": format!("bench {seq}")}))
                .send()
                .await;
            if !sent.is_ok_and(|response| response.status() == 201) {
                failed.fetch_add(1, Ordering::Relaxed);
            }
            drop(permit);
        }));
    }
    for task in tasks {
        task.await?;
    }
    let send_secs = sending.elapsed().as_secs_f64();
    let deadline = Instant::now() + Duration::from_secs(5);
    let accepted = total - failed.load(Ordering::Relaxed);
    while seen.lock().await.len() < accepted && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut latencies = latencies.lock().await.clone();
    latencies.sort_by(f64::total_cmp);
    let delivered = seen.lock().await.len();
    Ok(json!({
        "sockets": sockets,
        "connected": connected.load(Ordering::Relaxed),
        "rate": rate,
        "seconds": seconds,
        "sent": accepted,
        "send_failed": failed.load(Ordering::Relaxed),
        "achieved_rate": (total as f64 / send_secs * 10.0).round() / 10.0,
        "delivered": delivered,
        "lost": accepted.saturating_sub(delivered),
        "p50_ms": (percentile(&latencies, 50.0) * 100.0).round() / 100.0,
        "p99_ms": (percentile(&latencies, 99.0) * 100.0).round() / 100.0,
        "max_ms": (latencies.last().copied().unwrap_or(0.0) * 100.0).round() / 100.0,
        "rss_before_mb": before,
        "rss_after_mb": after,
        "rss_per_1000_idle_mb": rss_per_1000,
    }))
}

async fn probe(via: String, replicas: Vec<String>, tenant: String) -> anyhow::Result<()> {
    let client = reqwest::Client::new();
    let applicant = sign_in(&client, &via, &tenant, "applicant@demo.test").await?;
    let recruiter = sign_in(&client, &via, &tenant, "staff@demo.test").await?;
    let me = get_json(&client, &format!("{via}/api/v1/me"), &tenant, &applicant).await?;
    let applicant_id = me["id"].as_str().context("no id")?.to_owned();
    let ticket: Value = client
        .post(format!("{via}/api/v1/chat/ticket"))
        .header("tenantid", &tenant)
        .bearer_auth(&applicant)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    let mut socket = open_socket(&via, &tenant, ticket["ticket"].as_str().context("no ticket")?).await?;
    for replica in &replicas {
        let text = format!("probe through {replica} {}", Uuid::new_v4().simple());
        let started = Instant::now();
        client
            .post(format!("{replica}/api/v1/chat/chats/{applicant_id}/messages"))
            .header("tenantid", &tenant)
            .bearer_auth(&recruiter)
            .json(&json!({"message": text}))
            .send()
            .await?
            .error_for_status()?;
        let arrived = tokio::time::timeout(Duration::from_secs(5), async {
            while let Some(Ok(frame)) = socket.next().await {
                if let Message::Text(frame) = frame
                    && serde_json::from_str::<Value>(&frame).is_ok_and(|e| e["message"]["message"] == text.as_str())
                {
                    return true;
                }
            }
            false
        })
        .await
        .unwrap_or(false);
        if !arrived {
            bail!("a message sent through {replica} did not reach the socket opened through {via}");
        }
        println!("sent through {replica}, received through {via} in {} ms", started.elapsed().as_millis());
    }
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match Args::parse().command {
        Command::Load { a, b, tenant, database_url, sockets, rate, seconds, senders, pids } => {
            let report = load(a, b, tenant, database_url, sockets, rate, seconds, senders, pids).await?;
            println!("{report}");
        }
        Command::Probe { via, replicas, tenant } => probe(via, replicas, tenant).await?,
    }
    Ok(())
}
