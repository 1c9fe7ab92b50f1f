//! Runs the automations' work ([`crate::automation`] writes it with the change): one
//! [`delivery`](crate::delivery) worker per replica. A round of a tenant's:
//!
//! 1. once every 15 minutes (whichever replica's round takes the settings row first), when the
//!    tenant has a waiting limit or an idle rule, looks for applications that sat in a stage for
//!    an idle rule's days and for applicants who have not heard from the team, and writes the
//!    runs they call for;
//! 2. claims due runs with `FOR UPDATE SKIP LOCKED` — a rule's later action only once its earlier
//!    ones are done, so a trigger's actions run in order — and does each in the round's
//!    transaction: the mail it writes, the task, the move and the run's log entry commit together,
//!    so a run is done exactly once, on whichever replica claimed it. A run that fails is rolled
//!    back to its savepoint and tried again later (five times, a minute, 4, 16… apart), then
//!    logged as failed; the others go on.

use chrono::{DateTime, Utc};
use sea_orm::ConnectionTrait;

use crate::actions::{self, Links, Outcome, Scene, SkipReason, Subject};
use crate::applications::domain::ApplicationStatus;
use crate::applications::pipeline::{Actor, Moves, Step, Tell, record_moves};
use crate::delivery::{self, DueTable, Outbox};
use crate::error::ApiError;
use crate::mail::templates::Wording;
use crate::mail::{self, MailKind, Recipient};
use crate::repo::{self, RunRow};
#[allow(clippy::disallowed_types)] // the worker's own pool, see `Outbox::db`
use crate::tenancy::Database;
use crate::tenancy::{Registry, TenantTx};
use crate::vacancies::stages::repo as stage_repo;

/// Runs claimed per claim.
const BATCH: i64 = 20;
/// Claims per round (later actions of a trigger become claimable once earlier ones are done).
const CLAIMS_PER_ROUND: usize = 5;
/// Attempts of a run that fails before it is logged as failed.
pub const MAX_ATTEMPTS: i32 = 5;
/// How often a tenant's applications are looked at for idle rules and the waiting limit.
pub const SCAN_EVERY_MINUTES: i32 = 15;

const AUTOMATION_DUE: DueTable = DueTable {
    table: "automation_due",
    // "AU"; all namespaces are listed at `tenancy::migrate::LOCK_NAMESPACE`.
    lock_namespace: 0x4155,
    outstanding: "WITH o AS (
         SELECT count(*) AS unsent, min(due_at) AS due_at FROM automation_runs WHERE state = 'pending'
     ), s AS (
         SELECT next_scan_at FROM automation_settings
         WHERE waiting_limit_days IS NOT NULL
            OR EXISTS (SELECT 1 FROM automation_rules WHERE enabled AND trigger = 'idle')
     ), t AS (
         SELECT o.unsent + (SELECT count(*) FROM s) AS unsent, least(o.due_at, (SELECT next_scan_at FROM s)) AS due_at
         FROM o
     )
     SELECT t.unsent, t.due_at, d.unsent = t.unsent AND d.due_at = coalesce(t.due_at, 'infinity') AS recorded
     FROM t LEFT JOIN shared.automation_due d ON d.tenant_id = $1",
};

pub struct AutomationWorker {
    #[allow(clippy::disallowed_types)]
    pub db: Database,
    pub registry: Registry,
    pub public_url: String,
}

impl Outbox for AutomationWorker {
    const NAME: &'static str = "automation";
    const CHANNEL: &'static str = crate::automation::CHANNEL;
    const DUE: DueTable = AUTOMATION_DUE;

    #[allow(clippy::disallowed_types)]
    fn db(&self) -> &Database {
        &self.db
    }

    fn registry(&self) -> &Registry {
        &self.registry
    }

    async fn round(&self, tx: &TenantTx) -> anyhow::Result<bool> {
        let links = Links { public_url: self.public_url.clone() };
        Ok(round(tx, &links).await?)
    }

    fn publish_waiting(&self, waiting: i64) {
        crate::metrics::set_automations_pending(waiting);
    }
}

impl AutomationWorker {
    pub fn spawn(self) -> Vec<tokio::task::JoinHandle<()>> {
        delivery::spawn(self)
    }
}

/// One round: the scan when due, then due runs, claim after claim. Whether more may be due.
pub async fn round(tx: &TenantTx, links: &Links) -> Result<bool, ApiError> {
    if repo::take_scan(tx, SCAN_EVERY_MINUTES).await? {
        let settings = repo::settings(tx).await?;
        repo::scan(tx, settings.waiting_limit_days).await?;
    }
    for _ in 0..CLAIMS_PER_ROUND {
        let runs = repo::claim(tx, BATCH).await?;
        if runs.is_empty() {
            return Ok(false);
        }
        for run in runs {
            tx.execute_unprepared("SAVEPOINT automation_run").await?;
            let outcome = run_one(tx, &run, links).await;
            if outcome.is_err() {
                tx.execute_unprepared("ROLLBACK TO SAVEPOINT automation_run").await?;
            }
            tx.execute_unprepared("RELEASE SAVEPOINT automation_run").await?;
            let outcome = match outcome {
                Ok(outcome) => outcome,
                Err(err) if run.attempts < MAX_ATTEMPTS => {
                    tracing::warn!(tenant = %tx.tenant().slug, run = run.id, attempt = run.attempts, error = %err,
                        "automation run failed; tried again later");
                    repo::retry_later(tx, run.id, 4f64.powi(run.attempts - 1) * 60.0).await?;
                    crate::metrics::count_automation_run("retried");
                    continue;
                }
                Err(err) => {
                    tracing::warn!(tenant = %tx.tenant().slug, run = run.id, error = %err, "automation run failed");
                    Outcome::Failed { code: err.code().as_str().to_owned() }
                }
            };
            let state = outcome.state();
            repo::finish(tx, run.id, state, &serde_json::to_value(&outcome).unwrap_or_default()).await?;
            crate::metrics::count_automation_run(state);
        }
    }
    Ok(true)
}

/// Does one run and says what became of it.
async fn run_one(tx: &TenantTx, run: &RunRow, links: &Links) -> Result<Outcome, ApiError> {
    match run.kind.as_str() {
        "rule" => rule_action(tx, run, links).await,
        "waiting_nudge" | "waiting_update" => waiting(tx, run, links).await,
        "closing" => closing(tx, run).await,
        _ => Ok(Outcome::Failed { code: "unknown_kind".into() }),
    }
}

async fn rule_action(tx: &TenantTx, run: &RunRow, links: &Links) -> Result<Outcome, ApiError> {
    let Some(rule) = (match run.rule_id {
        Some(id) => repo::rule(tx, id).await?,
        None => None,
    }) else {
        return Ok(Outcome::Skipped { reason: SkipReason::RuleOff });
    };
    let actions = rule.actions();
    let action = usize::try_from(run.action_index).ok().and_then(|i| actions.get(i));
    // Turned off, or changed since the trigger (its actions may be others now): not done.
    let (true, false, Some(action)) = (rule.enabled, rule.updated_at > run.created_at, action) else {
        return Ok(Outcome::Skipped { reason: SkipReason::RuleOff });
    };
    let Some(subject) = (match run.application_id {
        Some(id) => Subject::load(tx, id, true).await?,
        None => None,
    }) else {
        return Ok(Outcome::Skipped { reason: SkipReason::Closed });
    };
    let label = rule_label(&rule.name);
    // Moved on since the trigger (by anyone but this rule): what was meant for where it was is
    // not done.
    if subject.status.is_open() && actions::moved_since(tx, subject.id, run.created_at, &label).await? {
        return Ok(Outcome::Skipped { reason: SkipReason::MovedOn });
    }
    let process = stage_repo::process(tx, subject.vacancy_id).await?;
    let team = actions::team(tx, subject.vacancy_id).await?;
    let vacancy_title = actions::vacancy_title(tx, subject.vacancy_id).await?;
    let scene = Scene {
        subject: &subject,
        process: &process,
        team: &team,
        links,
        rule_name: &rule.name,
        rule_author: rule.created_by,
        vacancy_title: &vacancy_title,
        // Where the trigger found it; a rule's own earlier move in this trigger took it on.
        trigger_stage: None,
    };
    let planned = actions::plan(tx, &scene, &rule.conditions(), action).await?;
    let outcome = actions::execute(tx, planned, &label, run.depth).await?;
    if let Some(what) = actions::describe(&outcome) {
        let subject = Subject::load(tx, subject.id, false).await?.unwrap_or(subject);
        actions::note_in_history(tx, &subject, &label, &what).await?;
    }
    Ok(outcome)
}

/// How a rule signs what it does in the application's history.
pub fn rule_label(name: &str) -> String {
    format!("Rule “{name}”")
}

/// The waiting limit's nudge to the team, or its update to the applicant.
async fn waiting(tx: &TenantTx, run: &RunRow, links: &Links) -> Result<Outcome, ApiError> {
    let Some(subject) = (match run.application_id {
        Some(id) => Subject::load(tx, id, true).await?,
        None => None,
    }) else {
        return Ok(Outcome::Skipped { reason: SkipReason::Closed });
    };
    if !subject.status.is_open() {
        return Ok(Outcome::Skipped { reason: SkipReason::Closed });
    }
    let heard = run
        .trigger_key
        .strip_prefix("silent:")
        .and_then(|epoch| epoch.parse::<i64>().ok())
        .and_then(|epoch| DateTime::<Utc>::from_timestamp(epoch, 0))
        .unwrap_or(run.created_at);
    // Whole days, rounded: the silence began with the last word, not at midnight.
    let days = ((Utc::now() - heard).num_hours() + 12) / 24;
    let process = stage_repo::process(tx, subject.vacancy_id).await?;
    let default = crate::translated::default_of(tx.tenant());
    let stage_name =
        |locale| subject.stage_id.and_then(|id| process.find(id)).map(|s| s.name(locale, default)).unwrap_or_default();
    if run.kind == "waiting_nudge" {
        let team = actions::team(tx, subject.vacancy_id).await?;
        if team.is_empty() {
            return Ok(Outcome::Skipped { reason: SkipReason::NobodyToAsk });
        }
        let vacancy = actions::vacancy_title(tx, subject.vacancy_id).await?;
        let mails: Vec<(Recipient<'_>, MailKind)> = team
            .iter()
            .map(|m| {
                let kind = MailKind::WaitingNudge {
                    applicant: subject.applicant_name.clone(),
                    vacancy: vacancy.clone(),
                    days,
                    link: links.application(tx, subject.id),
                };
                (Recipient { address: &m.email, name: &m.name, locale: m.locale }, kind)
            })
            .collect();
        mail::enqueue_many(tx, &mails).await?;
        return Ok(Outcome::TeamNotified { recipients: team.iter().map(|m| m.name.clone()).collect() });
    }
    let Some(to) = &subject.to else { return Ok(Outcome::Skipped { reason: SkipReason::NoAddress }) };
    let kind = MailKind::WaitingUpdate {
        vacancy: to.vacancy_title.clone(),
        stage: stage_name(to.locale),
        link: links.my_application(tx),
    };
    let line = actions::subject_line(tx, &kind, to.locale, &subject.applicant_name).await?;
    let recipient = Recipient { address: &to.email, name: &subject.applicant_name, locale: to.locale };
    mail::enqueue(tx, recipient, &kind).await?;
    actions::note_in_history(
        tx,
        &subject,
        "Waiting limit",
        "Update sent automatically: the applicant had waited too long",
    )
    .await?;
    Ok(Outcome::Sent { template: Wording::WaitingUpdate, locale: to.locale, subject: line })
}

/// A filled or archived vacancy's open applications — those not yet at an offer, which stays the
/// recruiters' to settle — each closed (rejected) with the tenant's closing message, in one bulk
/// move. Checked again first: a vacancy taken out of the archive, or given more openings, since
/// is left alone.
async fn closing(tx: &TenantTx, run: &RunRow) -> Result<Outcome, ApiError> {
    let Some(vacancy) = run.vacancy_id else { return Ok(Outcome::Closed { applications: 0 }) };
    let filled = run.trigger_key.starts_with("filled");
    if !repo::still_ended(tx, vacancy, filled).await? {
        return Ok(Outcome::Skipped { reason: SkipReason::RuleOff });
    }
    let open = crate::applications::repo::open_of_vacancy_for_update(tx, vacancy).await?;
    let steps: Vec<Step> = open
        .iter()
        .filter(|row| row.status != ApplicationStatus::Offered)
        .map(|row| Step { application_id: row.id, from: row.status, from_stage: row.stage_id, to_stage: None })
        .collect();
    if steps.is_empty() {
        return Ok(Outcome::Closed { applications: 0 });
    }
    let label = format!("Closing messages (vacancy {})", if filled { "filled" } else { "archived" });
    let moves = Moves { steps: &steps, to: ApplicationStatus::Rejected, reason: None, note: None, tell: Tell::Closing };
    record_moves(tx, Actor { user: None, label: &label }, moves).await?;
    Ok(Outcome::Closed { applications: u32::try_from(steps.len()).unwrap_or(u32::MAX) })
}
