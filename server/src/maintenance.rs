//! The clean-up job: every `PRUNE_INTERVAL_SECS`, each replica visits the active tenants and
//! deletes what has no use any more — expired refresh tokens, used or expired reset links,
//! rate-limit events older than every limit's window, expired chat tickets, invitations revoked or
//! expired a month ago, and tasks in the trash for 30 days; it closes the vacancies whose closing
//! date has passed (audited), folds the dashboard's appended facts, mails the job alerts' daily
//! digests, reminds interviewers of unsubmitted scorecards (and their hiring managers after that), deletes
//! webhook deliveries finished 30 days ago, and applies the tenant's retention to closed applications (`retention`). A tenant another replica
//! is cleaning at the moment is skipped (a try-lock), so replicas share the work instead of
//! repeating it.

use crate::audit::Action;
use std::time::Duration;

use sea_orm::sea_query::{Func, Query};
use sea_orm::{ConnectionTrait, DbErr};

// The job's own pool, as the mail worker's (clippy.toml).
#[allow(clippy::disallowed_types)]
use crate::tenancy::Database;
use crate::tenancy::{TenantTx, active_tenants};

/// Advisory-lock namespace of a tenant's clean-up ("PR"; the namespaces are listed at
/// `tenancy::migrate::LOCK_NAMESPACE`).
const PRUNE_LOCK_NAMESPACE: i32 = 0x5052;

/// What one pass deleted, summed over the tenants it visited.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pruned {
    pub tenants: u64,
    pub refresh_tokens: u64,
    /// Sessions without a token left, and used or expired second-factor challenges.
    pub sign_in_leftovers: u64,
    pub password_resets: u64,
    pub rate_limit_events: u64,
    pub chat_tickets: u64,
    pub invitations: u64,
    pub trashed_tasks: u64,
    /// Dashboard facts appended by moves and folded into one row per key.
    pub dashboard_facts: u64,
    /// Published vacancies past their closing date, now closed.
    pub closed_vacancies: u64,
    /// Job alerts' daily digests mailed.
    pub job_alert_digests: u64,
    /// Job alerts never confirmed, deleted with their expired link.
    pub unconfirmed_job_alerts: u64,
    /// Closed applications anonymised by the tenant's retention, and applicants told beforehand.
    pub retention: crate::privacy::views::RetentionRun,
    /// Documents whose text was still pending, read now.
    pub file_texts: u64,
    /// Recovery codes stored as bare SHA-256 (before keyed hashes), wrapped under the key.
    pub recovery_codes_keyed: u64,
    /// Vacancies and applications an older server wrote during a rolling upgrade, given their
    /// hiring process and stage.
    pub settled_stages: u64,
    /// Interviewers reminded of an unsubmitted scorecard, and hiring managers told it is overdue.
    pub scorecard_reminders: u64,
    pub scorecard_escalations: u64,
    /// Sent offers past their last day, expired.
    pub offers_expired: u64,
    /// Webhook deliveries finished more than 30 days ago, deleted with their attempts.
    pub webhook_deliveries: u64,
    pub automation_runs: u64,
}

/// The job: its own pool handle, how often it runs, and how long rate-limit events are kept (the
/// longest limit window).
#[allow(clippy::disallowed_types)]
pub struct Pruner {
    pub db: Database,
    pub every: Duration,
    pub keep_rate_limit_events: Duration,
    /// The job alerts' digests, sent in each tenant's pass.
    pub digests: crate::job_alerts::digest::Digests,
    /// Where CVs are stored (the retention deletes them).
    pub storage: crate::files::Storage,
    /// Reads the documents whose text is still pending.
    pub texts: crate::files::FileTexts,
}

impl Pruner {
    pub fn spawn(self) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(self.every).await;
                match self.prune_all().await {
                    Ok(pruned) => tracing::info!(?pruned, "clean-up pass done"),
                    Err(err) => tracing::warn!(error = %err, "clean-up pass failed; it runs again later"),
                }
            }
        })
    }

    /// One pass over every active tenant. A tenant that fails is logged and skipped.
    pub async fn prune_all(&self) -> Result<Pruned, DbErr> {
        let mut total = Pruned::default();
        for tenant in active_tenants(&self.db).await? {
            let slug = tenant.slug.clone();
            match self.prune_one(tenant).await {
                Ok(Some(pruned)) => {
                    total.tenants += 1;
                    total.refresh_tokens += pruned.refresh_tokens;
                    total.sign_in_leftovers += pruned.sign_in_leftovers;
                    total.password_resets += pruned.password_resets;
                    total.rate_limit_events += pruned.rate_limit_events;
                    total.chat_tickets += pruned.chat_tickets;
                    total.invitations += pruned.invitations;
                    total.trashed_tasks += pruned.trashed_tasks;
                    total.dashboard_facts += pruned.dashboard_facts;
                    total.closed_vacancies += pruned.closed_vacancies;
                    total.job_alert_digests += pruned.job_alert_digests;
                    total.unconfirmed_job_alerts += pruned.unconfirmed_job_alerts;
                    total.retention.warned += pruned.retention.warned;
                    total.retention.anonymised += pruned.retention.anonymised;
                    total.retention.cvs_deleted += pruned.retention.cvs_deleted;
                    total.file_texts += pruned.file_texts;
                    total.recovery_codes_keyed += pruned.recovery_codes_keyed;
                    total.settled_stages += pruned.settled_stages;
                    total.scorecard_reminders += pruned.scorecard_reminders;
                    total.scorecard_escalations += pruned.scorecard_escalations;
                    total.offers_expired += pruned.offers_expired;
                    total.webhook_deliveries += pruned.webhook_deliveries;
                    total.automation_runs += pruned.automation_runs;
                }
                Ok(None) => {}
                Err(err) => tracing::warn!(tenant = %slug, error = %err, "could not clean up a tenant"),
            }
        }
        Ok(total)
    }

    #[allow(clippy::disallowed_methods)] // a job, not a request: it opens each tenant's unit itself
    /// One tenant's pass (`None` when another replica is at it); operators' tools and tests run
    /// it for one tenant.
    pub async fn prune_one(&self, tenant: std::sync::Arc<crate::tenancy::Tenant>) -> Result<Option<Pruned>, DbErr> {
        let tx = TenantTx::begin(&self.db, tenant.clone()).await?;
        let Some((mut pruned, stored)) = prune_tenant(&tx, self.keep_rate_limit_events, &self.digests).await? else {
            tx.commit().await?;
            return Ok(None);
        };
        tx.commit().await?;
        crate::privacy::retention::delete_stored(&self.storage, &stored).await;
        // After the commit: documents are read with no unit of work open.
        pruned.file_texts = self.texts.catch_up(tenant).await?;
        Ok(Some(pruned))
    }
}

/// Cleans one tenant, unless another replica is at it (`None`).
async fn prune_tenant(
    tx: &TenantTx,
    keep_rate_limit_events: Duration,
    digests: &crate::job_alerts::digest::Digests,
) -> Result<Option<(Pruned, Vec<String>)>, DbErr> {
    let lock = Func::cust("pg_try_advisory_xact_lock")
        .arg(PRUNE_LOCK_NAMESPACE)
        .arg(Func::cust("hashtext").arg(tx.tenant().schema.as_str()));
    let locked = tx.query_one(&Query::select().expr_as(lock, "locked").take()).await?;
    if !locked.map(|row| row.try_get::<bool>("", "locked")).transpose()?.unwrap_or(false) {
        return Ok(None);
    }
    let (refresh_tokens, password_resets) = crate::auth::prune_tokens(tx).await?;
    let sign_in_leftovers = crate::auth::prune_sign_in_leftovers(tx).await?;
    let rate_limit_events = crate::auth::prune_rate_limit_events(tx, keep_rate_limit_events).await?;
    let chat_tickets = crate::chat::repo::prune_tickets(tx).await?;
    let invitations = crate::auth::invitations::prune(tx).await?;
    let trashed_tasks = crate::tasks::repo::purge_trashed(tx).await?;
    let dashboard_facts = crate::vacancies::popularity::fold(tx, tx.tenant().zone().name()).await?;
    crate::vacancies::popularity::reconcile_recent(tx).await?;
    let closed_vacancies = close_expired_vacancies(tx).await?;
    let settled_stages = crate::vacancies::stages::repo::start_missing_processes(tx).await?
        + crate::applications::repo::settle_stages(tx).await?;
    let job_alert_digests = digests.send(tx).await?;
    let unconfirmed_job_alerts = crate::job_alerts::prune_unconfirmed(tx).await?;
    let recovery_codes_keyed = crate::auth::key_legacy_recovery_codes(tx, &digests.sealer, None).await?;
    let reminded = crate::scorecards::reminders::run(tx, &digests.public_url).await?;
    let offers_expired = crate::offers::expire_due(tx).await?;
    let webhook_deliveries = crate::integrations::prune(tx).await?;
    let automation_runs = crate::automations::prune(tx).await?;
    let (retention, stored) =
        crate::privacy::retention::run(tx, &digests.public_url, crate::privacy::retention::Actor::Job).await?;
    Ok(Some((
        Pruned {
            tenants: 1,
            refresh_tokens,
            sign_in_leftovers,
            password_resets,
            rate_limit_events,
            chat_tickets,
            invitations,
            trashed_tasks,
            dashboard_facts,
            closed_vacancies,
            job_alert_digests,
            unconfirmed_job_alerts,
            retention,
            file_texts: 0,
            recovery_codes_keyed,
            settled_stages,
            scorecard_reminders: reminded.reminders,
            scorecard_escalations: reminded.escalations,
            offers_expired,
            webhook_deliveries,
            automation_runs,
        },
        stored,
    )))
}

/// Counts the published vacancies again, then closes those whose closing date has passed, a
/// batch at a time, each with an audit entry by the job. They stopped taking applications at that
/// moment already; closing them keeps the careers site's count of open vacancies a lookup
/// (`vacancies::repo::close_expired`).
async fn close_expired_vacancies(tx: &TenantTx) -> Result<u64, DbErr> {
    use crate::vacancies::repo;
    // First: it waits for the counts' writers, and must hold no vacancy's lock while it does.
    repo::recount_published(tx).await?;
    let mut total = 0;
    loop {
        let closed = repo::close_expired(tx).await?;
        let entries = closed
            .iter()
            .map(|id| crate::audit::Entry {
                actor_user: None,
                actor_label: "clean-up job",
                action: Action::VacancyClosed,
                subject_type: "vacancy",
                subject_id: Some(id.to_string()),
                details: serde_json::json!({ "reason": "closing date passed" }),
            })
            .collect();
        crate::audit::record_many(tx, entries).await?;
        crate::vacancies::announce::vacancies(tx, crate::webhooks::Event::VacancyClosed, &closed).await?;
        total += closed.len() as u64;
        if (closed.len() as u64) < repo::CLOSE_EXPIRED_BATCH {
            break;
        }
    }
    Ok(total)
}
