//! The automations' outbox: what a change sets off is written in the change's own transaction —
//! an application entering a stage (one row per action of each enabled rule on that stage, due
//! after the action's delay), a knockout answer, a vacancy filled or archived (its closing
//! messages) — and a `NOTIFY` wakes the automation workers when it commits. The rules, their
//! actions and the worker are the automations feature's; this is only the writing side, so the
//! features that make the changes need not know it.
//!
//! A rule's own move sets off the rules of the stage it moves to, one level deeper; a chain stops
//! at [`MAX_DEPTH`] so two rules moving an application back and forth cannot loop.

use sea_orm::{ConnectionTrait, DbErr, Statement, Value};

use crate::tenancy::TenantTx;

/// Wakes the automation workers of every replica (payload: the tenant's slug).
pub const CHANNEL: &str = "erecruit_automations";
/// How many rules deep a chain of rule-made moves may go.
pub const MAX_DEPTH: i32 = 3;
/// The transaction setting that says how deep in a chain the current change is (the worker sets
/// it while it runs a rule's move).
pub const DEPTH_SETTING: &str = "erecruit.automation_depth";

/// One row per action of each enabled rule that fires when the applications (`$1`) enter the
/// stages (`$2`), each due after its action's delay. The trigger's key names the stage and the
/// transaction, so a retry of the same commit writes nothing twice. Raw: sea-query has no
/// `unnest` or `jsonb_array_elements … WITH ORDINALITY`.
const ENTERED: &str = "WITH m AS (SELECT * FROM unnest($1::bigint[], $2::bigint[]) AS m (application, stage)),
     d AS (SELECT coalesce(nullif(current_setting('erecruit.automation_depth', true), ''), '0')::int AS depth),
     written AS (
         INSERT INTO automation_runs (kind, rule_id, application_id, trigger_key, stage_id, action_index, depth, due_at)
         SELECT 'rule', r.id, m.application, 'entered:' || m.stage || ':' || txid_current(), m.stage, a.ord - 1,
             d.depth, now() + make_interval(mins => coalesce((a.action ->> 'delayMinutes')::int, 0))
         FROM m CROSS JOIN d
         JOIN automation_rules r ON r.enabled AND r.trigger = 'entered_stage' AND r.stage_id = m.stage
         CROSS JOIN LATERAL jsonb_array_elements(r.actions) WITH ORDINALITY AS a (action, ord)
         WHERE d.depth < $3
         ON CONFLICT DO NOTHING
         RETURNING 1)
     SELECT count(*) AS written FROM written";

/// The same for a knockout answer (`$1`: the application), once per application.
const KNOCKED_OUT: &str = "WITH written AS (
         INSERT INTO automation_runs (kind, rule_id, application_id, trigger_key, stage_id, action_index, due_at)
         SELECT 'rule', r.id, ap.id, 'knocked_out', ap.stage_id, a.ord - 1,
             now() + make_interval(mins => coalesce((a.action ->> 'delayMinutes')::int, 0))
         FROM applications ap
         JOIN automation_rules r ON r.enabled AND r.trigger = 'knocked_out' AND r.vacancy_id = ap.vacancy_id
         CROSS JOIN LATERAL jsonb_array_elements(r.actions) WITH ORDINALITY AS a (action, ord)
         WHERE ap.id = $1 AND ap.knocked_out
         ON CONFLICT DO NOTHING
         RETURNING 1)
     SELECT count(*) AS written FROM written";

/// A vacancy's closing messages (`$1`: the vacancies, `$2`: why), when the tenant sends them:
/// one row per vacancy, which the worker turns into a message per open application.
const ENDED: &str = "WITH written AS (
         INSERT INTO automation_runs (kind, vacancy_id, trigger_key)
         SELECT 'closing', v, $2 || ':' || txid_current() FROM unnest($1::bigint[]) AS v
         WHERE EXISTS (SELECT 1 FROM automation_settings WHERE close_out)
         ON CONFLICT DO NOTHING
         RETURNING 1)
     SELECT count(*) AS written FROM written";

/// The closing messages of the vacancies the applications `$1` were just hired into, those whose
/// hires now fill every opening, when the tenant sends them: one statement, nothing read or
/// written in a tenant that does not.
const FILLED: &str = "WITH written AS (
         INSERT INTO automation_runs (kind, vacancy_id, trigger_key)
         SELECT 'closing', v.id, 'filled:' || txid_current() FROM vacancies v
         WHERE EXISTS (SELECT 1 FROM automation_settings WHERE close_out)
           AND v.id IN (SELECT vacancy_id FROM applications WHERE id = ANY($1::bigint[]))
           AND (SELECT count(*) FROM applications a WHERE a.vacancy_id = v.id AND a.status = 'hired') >= v.openings
         ON CONFLICT DO NOTHING
         RETURNING 1)
     SELECT count(*) AS written FROM written";

/// Why a vacancy's open applications are closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ended {
    /// Its last opening was filled by a hire.
    Filled,
    /// A recruiter archived it.
    Archived,
}

impl Ended {
    pub fn as_str(self) -> &'static str {
        match self {
            Ended::Filled => "filled",
            Ended::Archived => "archived",
        }
    }
}

async fn written(tx: &TenantTx, sql: &str, values: Vec<Value>) -> Result<(), DbErr> {
    let statement = Statement::from_sql_and_values(sea_orm::DbBackend::Postgres, sql, values);
    let written = tx.query_one_raw(statement).await?.and_then(|row| row.try_get::<i64>("", "written").ok());
    if written.unwrap_or(0) > 0 {
        crate::delivery::wake_workers(tx, CHANNEL).await?;
    }
    Ok(())
}

/// The applications entered the stages (pairs of application and stage): the rules on those
/// stages act. One statement however many applications moved.
pub async fn entered(tx: &TenantTx, moves: &[(i64, i64)]) -> Result<(), DbErr> {
    if moves.is_empty() {
        return Ok(());
    }
    let (applications, stages): (Vec<i64>, Vec<i64>) = moves.iter().copied().unzip();
    written(tx, ENTERED, vec![applications.into(), stages.into(), MAX_DEPTH.into()]).await
}

/// The application was knocked out by an answer: the vacancy's knockout rules act.
pub async fn knocked_out(tx: &TenantTx, application: i64) -> Result<(), DbErr> {
    written(tx, KNOCKED_OUT, vec![application.into()]).await
}

/// The vacancies ended (filled or archived): their open applications get closing messages, when
/// the tenant sends them.
pub async fn ended(tx: &TenantTx, vacancies: &[i64], why: Ended) -> Result<(), DbErr> {
    if vacancies.is_empty() {
        return Ok(());
    }
    written(tx, ENDED, vec![vacancies.to_vec().into(), why.as_str().into()]).await
}

/// The applications were hired: the vacancies whose every opening is now filled end.
pub async fn hired(tx: &TenantTx, applications: &[i64]) -> Result<(), DbErr> {
    if applications.is_empty() {
        return Ok(());
    }
    written(tx, FILLED, vec![applications.to_vec().into()]).await
}
