//! The tenant-admin binary driven as an operator would, against a real PostgreSQL, with real
//! servers watching the registry.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Output};
use std::time::{Duration, Instant};

use erecruit_server::config::Config;
use erecruit_server::startup::Application;
use serde_json::Value;
use uuid::Uuid;

fn database_url() -> String {
    std::env::var("DATABASE_URL").expect("DATABASE_URL must point at a PostgreSQL database (make test sets it)")
}

fn tenant_admin(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tenant-admin"))
        .args(args)
        .env("DATABASE_URL", database_url())
        .env_remove("RUST_LOG")
        .output()
        .expect("tenant-admin runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn assert_success(output: &Output) {
    assert!(
        output.status.success(),
        "status {}\nstdout: {}\nstderr: {}",
        output.status,
        stdout(output),
        String::from_utf8_lossy(&output.stderr)
    );
}

fn unique_slug() -> String {
    format!("cli-{}", &Uuid::new_v4().simple().to_string()[..12])
}

async fn spawn_server() -> String {
    let mut config = Config::with_database_url(database_url());
    config.jwt_secret = Some(secrecy::SecretString::from("cli-test-secret-0123456789-abcdefghijklmnop"));
    config.data_dir = std::env::temp_dir().join(format!("erecruit-cli-{}", Uuid::new_v4().simple()));
    config.mail_dir = Some(std::env::temp_dir().join("erecruit-test-mail"));
    config.port = 0;
    config.workers = Some(1);
    config.database_max_connections = 3;
    let app = Application::build(config).await.expect("server builds");
    let address = format!("http://127.0.0.1:{}", app.port());
    tokio::spawn(app.run_until_stopped());
    address
}

async fn tenant_status(client: &reqwest::Client, server: &str, slug: &str) -> u16 {
    client
        .get(format!("{server}/api/v1/tenant"))
        .header("tenantid", slug)
        .send()
        .await
        .expect("server answers")
        .status()
        .as_u16()
}

/// Polls every server until each answers `status`, and returns how long that took.
async fn time_until_all(client: &reqwest::Client, servers: &[String], slug: &str, status: u16) -> Duration {
    let started = Instant::now();
    for server in servers {
        while tenant_status(client, server, slug).await != status {
            assert!(started.elapsed() < Duration::from_secs(5), "{server} never answered {status}");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
    started.elapsed()
}

#[tokio::test]
async fn suspend_resume_and_delete_reach_two_running_servers_within_a_second() {
    assert_success(&tenant_admin(&["migrate", "--all"]));
    let servers = vec![spawn_server().await, spawn_server().await];
    let client = reqwest::Client::new();
    let slug = unique_slug();
    assert_success(&tenant_admin(&["create", &slug, "--name", "Acme Corp"]));
    // Both servers have the active tenant cached before it changes.
    for server in &servers {
        assert_eq!(tenant_status(&client, server, &slug).await, 200);
    }

    assert_success(&tenant_admin(&["suspend", &slug]));
    let elapsed = time_until_all(&client, &servers, &slug, 423).await;
    assert!(elapsed < Duration::from_secs(1), "suspension took {elapsed:?}");

    assert_success(&tenant_admin(&["resume", &slug]));
    let elapsed = time_until_all(&client, &servers, &slug, 200).await;
    assert!(elapsed < Duration::from_secs(1), "resumption took {elapsed:?}");

    assert_success(&tenant_admin(&["delete", &slug, "--yes"]));
    let elapsed = time_until_all(&client, &servers, &slug, 404).await;
    assert!(elapsed < Duration::from_secs(1), "deletion took {elapsed:?}");
}

#[test]
fn create_list_show_update_and_delete_work_as_documented() {
    assert_success(&tenant_admin(&["migrate", "--all"]));
    let slug = unique_slug();
    let host = format!("{slug}.careers.test");

    let created = tenant_admin(&["create", &slug, "--name", "Acme Corp", "--host", &host]);
    assert_success(&created);
    assert!(stdout(&created).contains(&format!("Created tenant {slug}")), "{}", stdout(&created));
    assert!(stdout(&created).contains(" ms"), "create reports how long it took");
    // The test database has no Citus extension: the schema stays here, and create says so.
    let schema = format!("t_{}", slug.replace('-', "_"));
    assert!(
        stdout(&created).contains(&format!("Citus: absent (schema {schema} stays on this server)")),
        "{}",
        stdout(&created)
    );

    let again = tenant_admin(&["create", &slug, "--name", "Acme Corp"]);
    assert_success(&again);
    assert!(stdout(&again).contains("already exists"), "{}", stdout(&again));
    let opted_out = tenant_admin(&["create", &slug, "--name", "Acme Corp", "--no-distribute"]);
    assert_success(&opted_out);
    assert!(!stdout(&opted_out).contains("Citus"), "--no-distribute skips detection: {}", stdout(&opted_out));

    let listed = tenant_admin(&["list", "--json"]);
    assert_success(&listed);
    let tenants: Vec<Value> = serde_json::from_str(&stdout(&listed)).unwrap();
    let tenant = tenants.iter().find(|t| t["slug"] == slug.as_str()).expect("listed");
    assert_eq!(tenant["displayName"], "Acme Corp");
    assert_eq!(tenant["status"], "active");
    assert_eq!(tenant["hostnames"], serde_json::json!([host]));
    assert!(tenant["schemaVersion"].as_str().is_some());

    let updated = tenant_admin(&["update", &slug, "--name", "Acme Group", "--title", "Join Acme", "--clear-hosts"]);
    assert_success(&updated);
    let shown = tenant_admin(&["show", &slug, "--json"]);
    assert_success(&shown);
    let details: Value = serde_json::from_str(&stdout(&shown)).unwrap();
    assert_eq!(details["displayName"], "Acme Group");
    assert_eq!(details["branding"]["title"], "Join Acme");
    assert_eq!(details["hostnames"], serde_json::json!([]));

    let refused = tenant_admin(&["delete", &slug]);
    assert_eq!(refused.status.code(), Some(2), "delete without --yes is refused");
    assert_success(&tenant_admin(&["show", &slug]));

    assert_success(&tenant_admin(&["delete", &slug, "--yes"]));
    let gone = tenant_admin(&["show", &slug]);
    assert!(!gone.status.success());
    assert!(String::from_utf8_lossy(&gone.stderr).contains("no tenant"));
}

#[test]
fn invalid_arguments_are_rejected_before_touching_the_database() {
    for args in [
        vec!["create", "Bad Slug", "--name", "X"],
        vec!["create", "ok-slug", "--name", "   "],
        vec!["create", "ok-slug", "--name", "X", "--host", "not a host"],
        vec!["suspend", "x';--"],
        vec!["migrate"],
        vec!["update", "ok-slug"],
    ] {
        let output = tenant_admin(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    }
}

/// Demo and benchmark seeding, built only with the `dev-seed` feature.
const SEEDING_SUBCOMMANDS: [&str; 2] = ["seed-demo", "bench-data"];

#[test]
fn every_subcommand_has_help() {
    let mut commands = vec![
        "create",
        "list",
        "show",
        "update",
        "suspend",
        "resume",
        "delete",
        "migrate",
        "create-user",
        "set-password",
    ];
    if cfg!(feature = "dev-seed") {
        commands.extend(SEEDING_SUBCOMMANDS);
    }
    for command in commands {
        let output = tenant_admin(&[command, "--help"]);
        assert_success(&output);
        assert!(stdout(&output).contains("Usage: tenant-admin"), "{command}");
    }
}

#[test]
fn seeding_subcommands_exist_only_in_a_dev_seed_build() {
    let help = tenant_admin(&["--help"]);
    assert_success(&help);
    for command in SEEDING_SUBCOMMANDS {
        assert_eq!(stdout(&help).contains(command), cfg!(feature = "dev-seed"), "{command} in:\n{}", stdout(&help));
        if !cfg!(feature = "dev-seed") {
            let refused = tenant_admin(&[command, "--help"]);
            assert_eq!(refused.status.code(), Some(2), "{command} is not a subcommand of a release build");
        }
    }
}

#[test]
fn migrate_all_reports_counts_and_is_idempotent() {
    assert_success(&tenant_admin(&["migrate", "--all"]));
    let output = tenant_admin(&["migrate", "--all", "--jobs", "2", "--json"]);
    assert_success(&output);
    let summary: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(summary["failed"], 0);
    // Other tests may be provisioning tenants meanwhile, but none is left behind by the first run.
    assert_eq!(summary["migrated"], 0, "{summary}");
}

async fn login_status(client: &reqwest::Client, server: &str, slug: &str, email: &str, password: &str) -> u16 {
    client
        .post(format!("{server}/api/authenticate/login/user"))
        .header("tenantid", slug)
        .json(&serde_json::json!({"email": email, "password": password}))
        .send()
        .await
        .expect("server answers")
        .status()
        .as_u16()
}

#[tokio::test]
async fn operators_create_admins_and_users_and_set_passwords() {
    assert_success(&tenant_admin(&["migrate", "--all"]));
    let server = spawn_server().await;
    let client = reqwest::Client::new();
    let slug = unique_slug();
    let created = tenant_admin(&[
        "create",
        &slug,
        "--name",
        "Acme Corp",
        "--admin-email",
        "boss@acme.test",
        "--admin-password",
        "first admin pass",
    ]);
    assert_success(&created);
    assert_eq!(login_status(&client, &server, &slug, "boss@acme.test", "first admin pass").await, 200);

    let user = tenant_admin(&["create-user", &slug, "--email", "rh@acme.test", "--name", "Rita", "--role", "staff"]);
    assert_success(&user);
    let out = stdout(&user);
    let generated =
        out.lines().find_map(|line| line.strip_prefix("Password: ")).expect("a generated password is printed");
    assert_eq!(login_status(&client, &server, &slug, "rh@acme.test", generated).await, 200);

    let taken =
        tenant_admin(&["create-user", &slug, "--email", "RH@acme.test", "--name", "Rita", "--password", "whatever1"]);
    assert!(!taken.status.success(), "a used e-mail is refused");

    assert_success(&tenant_admin(&["set-password", &slug, "--email", "rh@acme.test", "--password", "chosen by ops"]));
    assert_eq!(login_status(&client, &server, &slug, "rh@acme.test", generated).await, 401);
    assert_eq!(login_status(&client, &server, &slug, "rh@acme.test", "chosen by ops").await, 200);
    assert_success(&tenant_admin(&["delete", &slug, "--yes"]));
}

#[test]
fn a_tenant_whose_first_admin_is_invalid_is_not_created() {
    assert_success(&tenant_admin(&["migrate", "--all"]));
    let slug = unique_slug();
    let refused = tenant_admin(&[
        "create",
        &slug,
        "--name",
        "Acme",
        "--admin-email",
        "boss@acme.test",
        "--admin-password",
        "short",
    ]);
    assert!(!refused.status.success());
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("8 and 128"),
        "{}",
        String::from_utf8_lossy(&refused.stderr)
    );
    assert!(!tenant_admin(&["show", &slug]).status.success(), "nothing half-made is left");
}

/// A signed-in GET's JSON answer.
#[cfg(feature = "dev-seed")]
async fn signed_in_get(client: &reqwest::Client, url: &str, slug: &str, token: &str) -> Value {
    client.get(url).header("tenantid", slug).bearer_auth(token).send().await.unwrap().json().await.unwrap()
}

/// Signs in as one of the demo users: the login's answer.
#[cfg(feature = "dev-seed")]
async fn demo_login(client: &reqwest::Client, server: &str, slug: &str, email: &str) -> Value {
    client
        .post(format!("{server}/api/authenticate/login/user"))
        .header("tenantid", slug)
        .json(&serde_json::json!({"email": email, "password": "demo-password-1"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[cfg(feature = "dev-seed")]
#[tokio::test]
async fn seed_demo_builds_a_realistic_site_once() {
    assert_success(&tenant_admin(&["migrate", "--all"]));
    let slug = unique_slug();
    assert_success(&tenant_admin(&["create", &slug, "--name", "Seeded Co"]));
    let files = std::env::temp_dir().join(format!("erecruit-seed-{}", Uuid::new_v4().simple()));
    let files = files.to_str().unwrap();
    let seeded = tenant_admin(&["seed-demo", &slug, "--files-dir", files, "--vacancies", "40", "--applicants", "5"]);
    assert_success(&seeded);
    assert!(stdout(&seeded).contains("40 vacancies, 5 generated applicants"), "{}", stdout(&seeded));
    let again = tenant_admin(&["seed-demo", &slug, "--files-dir", files]);
    assert_success(&again);
    assert!(stdout(&again).contains("left as it is"));

    let server = spawn_server().await;
    let client = reqwest::Client::new();
    let list: Value = client
        .get(format!("{server}/api/v1/vacancies?category=experienced-hire&perPage=100"))
        .header("tenantid", &slug)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(list["total"].as_u64().unwrap() >= 10, "{list}");
    let login = demo_login(&client, &server, &slug, "applicant@demo.test").await;
    assert!(login["user"]["person"].as_i64().unwrap() > 0, "the demo applicant has a profile");
    let token = login["accessToken"].as_str().unwrap();
    let mine = signed_in_get(&client, &format!("{server}/api/v1/me/applications"), &slug, token).await;
    let mut statuses: Vec<&str> = mine.as_array().unwrap().iter().map(|a| a["status"].as_str().unwrap()).collect();
    statuses.sort();
    assert_eq!(statuses, ["interview", "offered", "rejected"]);
    // The internship's offer, sent as a stored PDF, waits for an answer in My Application.
    let offers = signed_in_get(&client, &format!("{server}/api/v1/me/offers"), &slug, token).await;
    assert_eq!(
        (offers[0]["state"].as_str(), offers[0]["vacancyTitle"].as_str()),
        (Some("sent"), Some("Data Science Intern"))
    );
    assert_eq!(offers[0]["documentSha256"].as_str().unwrap().len(), 64, "{offers}");
    assert!(offers[0]["letter"].as_str().unwrap().contains("Sam Staff"), "the mentor: {offers}");
    // A lived-in history: applied over the past days, each step a day after the one before.
    let mut applied: Vec<&str> =
        mine.as_array().unwrap().iter().map(|a| &a["appliedAt"].as_str().unwrap()[..10]).collect();
    applied.dedup();
    assert_eq!(applied.len(), 3, "three different days: {mine}");
    for application in mine.as_array().unwrap() {
        let days: Vec<&str> = application["timeline"]
            .as_array()
            .unwrap()
            .iter()
            .map(|step| &step["at"].as_str().unwrap()[..10])
            .collect();
        let mut distinct = days.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), days.len(), "one step a day: {application}");
    }
    // A chat with the recruiter, its last message not yet seen.
    let chats = signed_in_get(&client, &format!("{server}/api/v1/chat/chats"), &slug, token).await;
    assert_eq!(chats[0]["contact"]["kind"], "recruiter", "{chats}");
    assert_eq!(chats[0]["unseenCount"], 1, "{chats}");
    assert_eq!(chats[0]["lastMessage"]["message"], "PS: bring a laptop if you can.");
    // An upcoming interview about the application at the interview stage, accepted (after two
    // past rounds).
    let interviews = signed_in_get(&client, &format!("{server}/api/v1/me/interviews"), &slug, token).await;
    let now = chrono_now();
    let upcoming: Vec<&Value> =
        interviews["data"].as_array().unwrap().iter().filter(|i| i["start"].as_str().unwrap() > now.as_str()).collect();
    assert_eq!(upcoming.len(), 1, "{interviews}");
    assert_eq!(upcoming[0]["response"], "accepted");
    assert_eq!(interviews["data"].as_array().unwrap().len(), 3, "{interviews}");
    // Those rounds' scorecards, against the stage's kit: the evidence has a matrix to show.
    let at_interview = mine.as_array().unwrap().iter().find(|a| a["status"] == "interview").unwrap()["id"].clone();
    let admin = demo_login(&client, &server, &slug, "admin@demo.test").await;
    let admin_token = admin["accessToken"].as_str().unwrap();
    let evidence_url = format!("{server}/api/v1/admin/applications/{at_interview}/evidence");
    let evidence = signed_in_get(&client, &evidence_url, &slug, admin_token).await;
    assert_eq!(evidence["attributes"].as_array().unwrap().len(), 3, "{evidence}");
    assert_eq!(evidence["scorecards"].as_array().unwrap().len(), 2, "{evidence}");
    assert_eq!(evidence["uncovered"], serde_json::json!([]), "{evidence}");
    assert_success(&tenant_admin(&["delete", &slug, "--yes"]));
}

#[cfg(feature = "dev-seed")]
fn chrono_now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}
