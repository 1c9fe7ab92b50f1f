//! The automations' tables: rules, runs (their work and log) and the tenant's settings. Raw
//! statements where sea-query lacks what they use (`FOR UPDATE SKIP LOCKED` in a CTE, `jsonb`
//! expansion, `LATERAL`, aggregate `FILTER`), each a constant with bound values.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult, Value};
use uuid::Uuid;

use crate::db::{self, raw};
use crate::domain::{Action, Conditions, RuleInput, Trigger};
use crate::tenancy::TenantTx;

/// A rule as stored.
#[derive(Debug, Clone, FromQueryResult)]
pub struct RuleRow {
    pub id: i64,
    pub vacancy_id: i64,
    pub name: String,
    pub enabled: bool,
    pub trigger: String,
    pub stage_id: Option<i64>,
    pub idle_days: Option<i32>,
    pub conditions: serde_json::Value,
    pub actions: serde_json::Value,
    pub created_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub runs_done: i64,
    pub runs_failed: i64,
    pub last_run_at: Option<DateTime<Utc>>,
}

impl RuleRow {
    pub fn trigger(&self) -> Option<Trigger> {
        Trigger::from_columns(&self.trigger, self.stage_id, self.idle_days)
    }

    pub fn conditions(&self) -> Conditions {
        serde_json::from_value(self.conditions.clone()).unwrap_or_default()
    }

    pub fn actions(&self) -> Vec<Action> {
        serde_json::from_value(self.actions.clone()).unwrap_or_default()
    }
}

/// The rules' columns with their run counts, then `$tail`.
macro_rules! rule_select {
    ($tail:literal) => {
        concat!(
            "SELECT r.id, r.vacancy_id, r.name, r.enabled, r.trigger, r.stage_id, r.idle_days,
         r.conditions, r.actions, r.created_by, r.created_at, r.updated_at,
         count(x.id) FILTER (WHERE x.state = 'done') AS runs_done,
         count(x.id) FILTER (WHERE x.state = 'failed') AS runs_failed,
         max(x.finished_at) AS last_run_at
     FROM automation_rules r LEFT JOIN automation_runs x ON x.rule_id = r.id",
            $tail
        )
    };
}

pub async fn rules(tx: &TenantTx, vacancy_id: Option<i64>) -> Result<Vec<RuleRow>, DbErr> {
    const SQL: &str =
        rule_select!(" WHERE $1::bigint IS NULL OR r.vacancy_id = $1 GROUP BY r.id ORDER BY r.vacancy_id, r.id");
    db::fetch_all_raw(tx, raw(SQL, [vacancy_id.into()])).await
}

pub async fn rule(tx: &TenantTx, id: i64) -> Result<Option<RuleRow>, DbErr> {
    const SQL: &str = rule_select!(" WHERE r.id = $1 GROUP BY r.id");
    db::fetch_one_raw(tx, raw(SQL, [id.into()])).await
}

pub async fn count_for_vacancy(tx: &TenantTx, vacancy_id: i64) -> Result<u64, DbErr> {
    #[derive(FromQueryResult)]
    struct Count {
        n: i64,
    }
    const SQL: &str = "SELECT count(*) AS n FROM automation_rules WHERE vacancy_id = $1";
    let row: Option<Count> = db::fetch_one_raw(tx, raw(SQL, [vacancy_id.into()])).await?;
    Ok(row.map_or(0, |row| row.n as u64))
}

fn rule_values(input: &RuleInput) -> Vec<Value> {
    vec![
        input.name.trim().to_owned().into(),
        input.enabled.into(),
        input.trigger.kind().into(),
        input.trigger.stage().into(),
        input.trigger.idle_days().into(),
        serde_json::to_value(&input.conditions).unwrap_or_default().into(),
        serde_json::to_value(&input.actions).unwrap_or_default().into(),
    ]
}

pub async fn insert_rule(tx: &TenantTx, vacancy_id: i64, input: &RuleInput, author: Uuid) -> Result<i64, DbErr> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    const SQL: &str = "INSERT INTO automation_rules
         (name, enabled, trigger, stage_id, idle_days, conditions, actions, vacancy_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id";
    let mut values = rule_values(input);
    values.extend([vacancy_id.into(), author.into()]);
    let row: Option<Id> = db::fetch_one_raw(tx, raw(SQL, values)).await?;
    row.map(|row| row.id).ok_or_else(|| DbErr::RecordNotInserted)
}

pub async fn update_rule(tx: &TenantTx, id: i64, input: &RuleInput) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE automation_rules SET name = $1, enabled = $2, trigger = $3, stage_id = $4,
         idle_days = $5, conditions = $6, actions = $7, updated_at = now() WHERE id = $8";
    let mut values = rule_values(input);
    values.push(id.into());
    tx.execute_raw(raw(SQL, values)).await?;
    Ok(())
}

pub async fn delete_rule(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    tx.execute_raw(raw("DELETE FROM automation_rules WHERE id = $1", [id.into()])).await?;
    Ok(())
}

/// A run: one action of a trigger (or a waiting limit's message, or a vacancy's closing), its
/// state and what it did.
#[derive(Debug, Clone, FromQueryResult)]
pub struct RunRow {
    pub id: i64,
    pub kind: String,
    pub rule_id: Option<i64>,
    pub application_id: Option<i64>,
    pub vacancy_id: Option<i64>,
    pub trigger_key: String,
    pub stage_id: Option<i64>,
    pub action_index: i32,
    pub depth: i32,
    pub due_at: DateTime<Utc>,
    pub state: String,
    pub outcome: Option<serde_json::Value>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub attempts: i32,
    pub applicant_name: Option<String>,
}

/// A rule's log, newest first.
pub async fn runs_of_rule(tx: &TenantTx, rule_id: i64, limit: u64, offset: u64) -> Result<(Vec<RunRow>, i64), DbErr> {
    #[derive(FromQueryResult)]
    struct Count {
        n: i64,
    }
    const SQL: &str = "SELECT x.id, x.kind, x.rule_id, x.application_id, x.vacancy_id, x.trigger_key, x.stage_id,
         x.action_index, x.depth, x.due_at, x.state, x.outcome, x.created_at, x.finished_at, x.attempts,
         a.applicant_name
     FROM automation_runs x LEFT JOIN applications a ON a.id = x.application_id
     WHERE x.rule_id = $1 ORDER BY x.id DESC LIMIT $2 OFFSET $3";
    let rows = db::fetch_all_raw(tx, raw(SQL, [rule_id.into(), (limit as i64).into(), (offset as i64).into()])).await?;
    let total: Option<Count> =
        db::fetch_one_raw(tx, raw("SELECT count(*) AS n FROM automation_runs WHERE rule_id = $1", [rule_id.into()]))
            .await?;
    Ok((rows, total.map_or(0, |c| c.n)))
}

/// Claims up to `$1` due runs, locked until the round commits; another replica skips them. A
/// rule's action waits while an earlier action of the same trigger, due no later, is pending
/// (done in order; a delayed message does not hold back what was meant to happen at once).
const CLAIM: &str = "WITH due AS (
         SELECT x.id FROM automation_runs x WHERE x.state = 'pending' AND x.due_at <= now()
           AND NOT EXISTS (SELECT 1 FROM automation_runs p
               WHERE p.state = 'pending' AND p.kind = 'rule' AND x.kind = 'rule' AND p.rule_id = x.rule_id
                 AND p.application_id = x.application_id AND p.trigger_key = x.trigger_key
                 AND p.action_index < x.action_index AND p.due_at <= x.due_at)
         ORDER BY x.due_at, x.id LIMIT $1 FOR UPDATE OF x SKIP LOCKED)
     UPDATE automation_runs x SET attempts = x.attempts + 1 FROM due WHERE x.id = due.id
     RETURNING x.id, x.kind, x.rule_id, x.application_id, x.vacancy_id, x.trigger_key, x.stage_id,
         x.action_index, x.depth, x.due_at, x.state, x.outcome, x.created_at, x.finished_at, x.attempts,
         NULL::text AS applicant_name";

pub async fn claim(tx: &TenantTx, batch: i64) -> Result<Vec<RunRow>, DbErr> {
    let mut rows: Vec<RunRow> = db::fetch_all_raw(tx, raw(CLAIM, [batch.into()])).await?;
    rows.sort_by_key(|row| (row.due_at, row.id));
    Ok(rows)
}

/// A run that failed waits `$2` seconds for its next attempt.
pub async fn retry_later(tx: &TenantTx, id: i64, seconds: f64) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE automation_runs SET due_at = now() + make_interval(secs => $2) WHERE id = $1";
    tx.execute_raw(raw(SQL, [id.into(), seconds.into()])).await?;
    Ok(())
}

/// Whether the vacancy is still archived (or, for `filled`, its hires still fill every opening).
pub async fn still_ended(tx: &TenantTx, vacancy: i64, filled: bool) -> Result<bool, DbErr> {
    #[derive(FromQueryResult)]
    struct Ended {
        ended: bool,
    }
    const SQL: &str = "SELECT CASE WHEN $2 THEN v.openings <= (SELECT count(*) FROM applications a
                 WHERE a.vacancy_id = v.id AND a.status = 'hired')
             ELSE v.status = 'archived' END AS ended
         FROM vacancies v WHERE v.id = $1";
    let row: Option<Ended> = db::fetch_one_raw(tx, raw(SQL, [vacancy.into(), filled.into()])).await?;
    Ok(row.is_some_and(|row| row.ended))
}

/// Records what became of a run.
pub async fn finish(tx: &TenantTx, id: i64, state: &str, outcome: &serde_json::Value) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE automation_runs SET state = $2, outcome = $3, finished_at = now() WHERE id = $1";
    tx.execute_raw(raw(SQL, [id.into(), state.into(), outcome.clone().into()])).await?;
    Ok(())
}

/// The tenant's automation settings.
#[derive(Debug, Clone, FromQueryResult)]
pub struct SettingsRow {
    pub waiting_limit_days: Option<i32>,
    pub show_response_figure: bool,
    pub close_out: bool,
    pub next_scan_at: DateTime<Utc>,
}

pub async fn settings(tx: &TenantTx) -> Result<SettingsRow, DbErr> {
    const SQL: &str =
        "SELECT waiting_limit_days, show_response_figure, close_out, next_scan_at FROM automation_settings";
    let row: Option<SettingsRow> = db::fetch_one_raw(tx, raw(SQL, [])).await?;
    Ok(row.unwrap_or(SettingsRow {
        waiting_limit_days: None,
        show_response_figure: false,
        close_out: false,
        next_scan_at: Utc::now(),
    }))
}

pub async fn save_settings(tx: &TenantTx, waiting: Option<i32>, show: bool, close_out: bool) -> Result<(), DbErr> {
    const SQL: &str = "INSERT INTO automation_settings (id, waiting_limit_days, show_response_figure, close_out)
         VALUES (true, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET waiting_limit_days = $1, show_response_figure = $2, close_out = $3,
             next_scan_at = now()";
    tx.execute_raw(raw(SQL, [waiting.into(), show.into(), close_out.into()])).await?;
    crate::delivery::wake_workers(tx, crate::automation::CHANNEL).await
}

/// Takes the scan if it is due and there is something to look for (a waiting limit, an idle
/// rule): moves the next one `$1` minutes on and says whether this round scans. The row lock
/// makes one replica's round the scanner; a tenant without either is never written to.
pub async fn take_scan(tx: &TenantTx, every_minutes: i32) -> Result<bool, DbErr> {
    const SQL: &str = "UPDATE automation_settings SET next_scan_at = now() + make_interval(mins => $1)
         WHERE next_scan_at <= now()
           AND (waiting_limit_days IS NOT NULL
                OR EXISTS (SELECT 1 FROM automation_rules WHERE enabled AND trigger = 'idle'))
         RETURNING true AS taken";
    Ok(tx.query_one_raw(raw(SQL, [every_minutes.into()])).await?.is_some())
}

/// Idle rules: one run per action for each application that has sat in the rule's stage its days
/// (since it entered, by its history: the automations' own notes there are not moves), keyed by
/// that entry's event so a stay fires once.
const IDLE: &str = "WITH stays AS (
         SELECT a.id AS application, a.stage_id, entry.id AS entry, entry.at AS since
         FROM applications a
         CROSS JOIN LATERAL (
             SELECT e.id, e.at FROM application_events e
             WHERE e.application_id = a.id AND e.to_stage_id = a.stage_id
               AND (e.from_status IS DISTINCT FROM e.to_status OR e.from_stage_id IS DISTINCT FROM e.to_stage_id)
             ORDER BY e.id DESC LIMIT 1) AS entry
         WHERE a.stage_id IN (SELECT stage_id FROM automation_rules WHERE enabled AND trigger = 'idle')
           AND a.status IN ('submitted', 'in_review', 'interview', 'offered') AND a.person_id IS NOT NULL),
     written AS (
         INSERT INTO automation_runs (kind, rule_id, application_id, trigger_key, stage_id, action_index, due_at)
         SELECT 'rule', r.id, s.application, 'idle:' || s.entry, s.stage_id, act.ord - 1,
             now() + make_interval(mins => coalesce((act.action ->> 'delayMinutes')::int, 0))
         FROM stays s
         JOIN automation_rules r ON r.enabled AND r.trigger = 'idle' AND r.stage_id = s.stage_id
         CROSS JOIN LATERAL jsonb_array_elements(r.actions) WITH ORDINALITY AS act (action, ord)
         WHERE s.since <= now() - make_interval(days => r.idle_days)
         ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*) AS written FROM written";

/// The waiting limit: for each open application of an applicant who still has an account, when
/// they last heard from the team (applying, a move — not a note in its history —, any mail to
/// them but the waiting limit's own update); a nudge to the team two days (a fifth of the limit
/// for short ones) before the limit, the applicant's update at it — each once per silence, so an
/// update is not repeated until the team has said something.
const WAITING: &str = "WITH open AS (
         SELECT a.id, a.vacancy_id, greatest(
                 a.created_at,
                 (SELECT max(e.at) FROM application_events e WHERE e.application_id = a.id
                    AND (e.from_status IS DISTINCT FROM e.to_status OR e.from_stage_id IS DISTINCT FROM e.to_stage_id)),
                 (SELECT max(m.created_at) FROM outbox_emails m WHERE m.to_address = u.email
                    AND m.template <> 'waiting_update')
             ) AS heard
         FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
         JOIN persons p ON p.id = a.person_id JOIN users u ON u.id = p.user_id
         WHERE a.status IN ('submitted', 'in_review', 'interview', 'offered') AND v.status <> 'archived'),
     due AS (
         SELECT o.id, o.vacancy_id, o.heard, k.kind FROM open o
         CROSS JOIN (VALUES ('waiting_nudge', greatest(1, least(2, $1 / 5))), ('waiting_update', 0)) AS k (kind, early)
         WHERE o.heard <= now() - make_interval(days => $1 - k.early)),
     written AS (
         INSERT INTO automation_runs (kind, application_id, vacancy_id, trigger_key)
         SELECT d.kind, d.id, d.vacancy_id, 'silent:' || extract(epoch FROM d.heard)::bigint FROM due d
         ON CONFLICT DO NOTHING RETURNING 1)
     SELECT count(*) AS written FROM written";

/// Looks for idle applications and, with a waiting limit, applicants waiting too long; writes the
/// runs they call for. How many.
pub async fn scan(tx: &TenantTx, waiting_limit_days: Option<i32>) -> Result<i64, DbErr> {
    #[derive(FromQueryResult)]
    struct Written {
        written: i64,
    }
    let idle: Option<Written> = db::fetch_one_raw(tx, raw(IDLE, [])).await?;
    let mut written = idle.map_or(0, |w| w.written);
    if let Some(days) = waiting_limit_days {
        let waiting: Option<Written> = db::fetch_one_raw(tx, raw(WAITING, [days.into()])).await?;
        written += waiting.map_or(0, |w| w.written);
    }
    Ok(written)
}

/// The share of applications (made in the `$1` days before the last `$2`) that heard back within
/// `$2` days: a change of status the applicant sees (not their own withdrawal), or a mail other
/// than the receipt and the waiting limit's automatic update.
pub async fn response_figure(tx: &TenantTx, period_days: i32, within_days: i32) -> Result<(i64, i64), DbErr> {
    #[derive(FromQueryResult)]
    struct Figure {
        total: i64,
        answered: i64,
    }
    const SQL: &str = "SELECT count(*) AS total, count(*) FILTER (WHERE EXISTS (
                 SELECT 1 FROM application_events e WHERE e.application_id = a.id AND e.from_status <> e.to_status
                   AND e.to_status <> 'withdrawn' AND e.at <= a.created_at + make_interval(days => $2))
             OR EXISTS (
                 SELECT 1 FROM outbox_emails m WHERE m.to_address = a.applicant_email
                   AND m.template NOT IN ('application_received', 'waiting_update')
                   AND m.created_at > a.created_at AND m.created_at <= a.created_at + make_interval(days => $2))
         ) AS answered
         FROM applications a
         WHERE a.created_at > now() - make_interval(days => $1 + $2)
           AND a.created_at <= now() - make_interval(days => $2)";
    let row: Option<Figure> = db::fetch_one_raw(tx, raw(SQL, [period_days.into(), within_days.into()])).await?;
    Ok(row.map_or((0, 0), |row| (row.answered, row.total)))
}

/// What the runs hold about a person's applications, for their privacy export.
#[derive(Debug, Clone, FromQueryResult, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportedRun {
    pub application_id: Option<i64>,
    /// `rule`, `waiting_nudge`, `waiting_update` or `closing`.
    pub kind: String,
    /// The rule's name.
    pub rule: Option<String>,
    pub state: String,
    /// What it did: `sent`, `task_created`, `team_notified`, `moved`, `scorecards_requested`,
    /// `closed`, `skipped`, `failed`.
    pub outcome: Option<String>,
    pub created_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}

pub async fn about_applicant(tx: &TenantTx, user_id: Uuid) -> Result<Vec<ExportedRun>, DbErr> {
    const SQL: &str =
        "SELECT x.application_id, x.kind, r.name AS rule, x.state, x.outcome ->> 'type' AS outcome, x.created_at,
             x.finished_at
         FROM automation_runs x
         JOIN applications a ON a.id = x.application_id
         JOIN persons p ON p.id = a.person_id
         LEFT JOIN automation_rules r ON r.id = x.rule_id
         WHERE p.user_id = $1 ORDER BY x.id";
    db::fetch_all_raw(tx, raw(SQL, [user_id.into()])).await
}

/// Erases the runs about the person's applications (their log names them).
pub async fn forget_applicant(tx: &TenantTx, user_id: Uuid) -> Result<u64, DbErr> {
    const SQL: &str = "DELETE FROM automation_runs x USING applications a, persons p
         WHERE x.application_id = a.id AND p.id = a.person_id AND p.user_id = $1";
    Ok(tx.execute_raw(raw(SQL, [user_id.into()])).await?.rows_affected())
}

/// Erases the runs about applications retention anonymised.
pub async fn forget_applications(tx: &TenantTx, ids: &[i64]) -> Result<u64, DbErr> {
    const SQL: &str = "DELETE FROM automation_runs WHERE application_id = ANY($1)";
    Ok(tx.execute_raw(raw(SQL, [ids.to_vec().into()])).await?.rows_affected())
}

/// The clean-up pass: finished runs older than 180 days (the log's reach).
pub async fn prune(tx: &TenantTx) -> Result<u64, DbErr> {
    const SQL: &str =
        "DELETE FROM automation_runs WHERE state <> 'pending' AND finished_at < now() - interval '180 days'";
    Ok(tx.execute_raw(raw(SQL, [])).await?.rows_affected())
}

/// The newest application (a preview's sample).
pub async fn latest_application(tx: &TenantTx) -> Result<Option<i64>, DbErr> {
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let row: Option<Id> =
        db::fetch_one_raw(tx, raw("SELECT id FROM applications ORDER BY id DESC LIMIT 1", [])).await?;
    Ok(row.map(|row| row.id))
}
