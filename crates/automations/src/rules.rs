//! Stage rules, for admins: write one (a draft until enabled), see its reach with a dry run over
//! the vacancy's past applications, turn it on, and read its activity log.

use actix_web::{HttpResponse, delete, get, post, put, web};
use chrono::{DateTime, Duration, Utc};
use sea_orm::{DbErr, FromQueryResult};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::actions::{self, Links, Outcome, Scene, SkipReason, Subject};
use crate::applications::domain::ApplicationStatus;
use crate::audit::{self, Action as AuditAction};
use crate::auth::{AdminOnly, AuthState};
use crate::db::{self, raw};
use crate::domain::{self, Action, Conditions, DRY_RUN_LIMIT, MAX_RULES_PER_VACANCY, RuleInput, Trigger};
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::paging::{self, Page};
use crate::repo::{self, RuleRow, RunRow};
use crate::tenancy::TenantTx;
use crate::vacancies::stages::repo as stage_repo;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_rules)
        .service(create_rule)
        .service(change_rule)
        .service(delete_rule)
        .service(dry_run_rule)
        .service(rule_activity);
}

/// A stage rule with how often it acted.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Rule {
    pub id: i64,
    pub vacancy_id: i64,
    pub name: String,
    pub enabled: bool,
    pub trigger: Trigger,
    pub conditions: Conditions,
    pub actions: Vec<Action>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Actions done so far.
    pub runs_done: i64,
    /// Actions that failed.
    pub runs_failed: i64,
    pub last_run_at: Option<DateTime<Utc>>,
}

impl From<RuleRow> for Rule {
    fn from(row: RuleRow) -> Self {
        Self {
            trigger: row.trigger().unwrap_or(Trigger::KnockedOut),
            conditions: row.conditions(),
            actions: row.actions(),
            id: row.id,
            vacancy_id: row.vacancy_id,
            name: row.name,
            enabled: row.enabled,
            created_at: row.created_at,
            updated_at: row.updated_at,
            runs_done: row.runs_done,
            runs_failed: row.runs_failed,
            last_run_at: row.last_run_at,
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct RuleQuery {
    /// Only this vacancy's rules.
    vacancy_id: Option<i64>,
}

/// A rule as an admin writes it for a vacancy: [`RuleInput`] and the vacancy. (Spelled out rather
/// than flattened: a flattened input's schema and its `deny_unknown_fields` contradict each other
/// in the OpenAPI document.)
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewRule {
    pub vacancy_id: i64,
    /// 1 to 120 characters on one line.
    pub name: String,
    pub trigger: Trigger,
    #[serde(default)]
    pub conditions: Conditions,
    /// 1 to 10, done in order.
    pub actions: Vec<Action>,
    /// A draft (off) unless this says otherwise.
    #[serde(default)]
    pub enabled: bool,
}

impl NewRule {
    fn split(self) -> (i64, RuleInput) {
        let NewRule { vacancy_id, name, trigger, conditions, actions, enabled } = self;
        (vacancy_id, RuleInput { name, trigger, conditions, actions, enabled })
    }
}

/// One past application a dry run looked at, and what the rule would have done to it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DryRunItem {
    pub application_id: i64,
    pub applicant_name: String,
    /// When the trigger happened (the stage entered, the application made).
    pub triggered_at: DateTime<Utc>,
    /// Per action, in order.
    pub outcomes: Vec<Outcome>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DryRun {
    /// Past applications the trigger fired for (the newest 200 are shown).
    pub triggered: i64,
    /// Of those shown, how many the rule would have acted on (at least one action done).
    pub touched: i64,
    pub items: Vec<DryRunItem>,
}

/// One entry of a rule's activity log.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RuleRun {
    pub id: i64,
    pub application_id: Option<i64>,
    pub applicant_name: Option<String>,
    pub action_index: i32,
    /// `pending` (waiting for its delay), `done`, `skipped`, `cancelled`, `failed`.
    pub state: String,
    pub due_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
    pub outcome: Option<Outcome>,
}

impl From<RunRow> for RuleRun {
    fn from(row: RunRow) -> Self {
        Self {
            id: row.id,
            application_id: row.application_id,
            applicant_name: row.applicant_name,
            action_index: row.action_index,
            state: row.state,
            due_at: row.due_at,
            finished_at: row.finished_at,
            outcome: row.outcome.and_then(|value| serde_json::from_value(value).ok()),
        }
    }
}

async fn checked(tx: &TenantTx, vacancy_id: i64, input: &RuleInput) -> Result<(), ApiError> {
    let process = stage_repo::process(tx, vacancy_id).await?;
    domain::check(input, &process)
}

async fn found(tx: &TenantTx, id: i64) -> Result<RuleRow, ApiError> {
    repo::rule(tx, id)
        .await?
        .ok_or_else(|| ApiError::coded(actix_web::http::StatusCode::NOT_FOUND, ErrorCode::RuleUnknown))
}

fn audit_details(rule: &Rule) -> serde_json::Value {
    json!({
        "vacancyId": rule.vacancy_id,
        "name": rule.name,
        "enabled": rule.enabled,
        "trigger": rule.trigger,
        "conditions": rule.conditions,
        "actions": rule.actions,
    })
}

/// An enabled idle rule wants the tenant's look for idle applications: the workers are woken so
/// they record when it is due (else the hourly sweep would).
async fn wake_for_idle(tx: &TenantTx, rule: &Rule) -> Result<(), DbErr> {
    if rule.enabled && matches!(rule.trigger, Trigger::Idle { .. }) {
        crate::delivery::wake_workers(tx, crate::automation::CHANNEL).await?;
    }
    Ok(())
}

/// The tenant's stage rules (or one vacancy's).
#[utoipa::path(tag = "automations", security(("bearer" = [])), params(RuleQuery), responses(
    (status = 200, description = "The rules", body = Vec<Rule>),
    AdminRequired,
))]
#[get("/api/v1/admin/rules")]
async fn list_rules(auth: AdminOnly, query: web::Query<RuleQuery>) -> Result<HttpResponse, ApiError> {
    let rows = repo::rules(&auth.tx, query.vacancy_id).await?;
    Ok(HttpResponse::Ok().json(rows.into_iter().map(Rule::from).collect::<Vec<_>>()))
}

/// Writes a rule for a vacancy: a draft (off) unless `enabled`.
#[utoipa::path(tag = "automations", security(("bearer" = [])), request_body = NewRule, responses(
    (status = 201, description = "The rule", body = Rule),
    (status = 400, description = "`validation_failed` (`rule_name_invalid`, `rule_trigger_invalid`, \
        `rule_condition_invalid`, `rule_actions_invalid`, `rule_action_invalid`)", body = ErrorEnvelope),
    (status = 404, description = "`not_found`: no such vacancy", body = ErrorEnvelope),
    (status = 409, description = "`rule_limit`: 50 rules already", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/rules")]
async fn create_rule(auth: AdminOnly, body: web::Json<NewRule>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let (vacancy_id, input) = body.into_inner().split();
    crate::vacancies::repo::find(&tx, vacancy_id).await?.ok_or_else(|| ApiError::not_found("vacancy"))?;
    checked(&tx, vacancy_id, &input).await?;
    if repo::count_for_vacancy(&tx, vacancy_id).await? >= MAX_RULES_PER_VACANCY {
        return Err(ApiError::conflict(ErrorCode::RuleLimit));
    }
    let id = repo::insert_rule(&tx, vacancy_id, &input, user.id).await?;
    let rule = Rule::from(found(&tx, id).await?);
    audit::record_by(&tx, &user, AuditAction::RuleCreated, ("rule", &id), audit_details(&rule)).await?;
    wake_for_idle(&tx, &rule).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(rule))
}

/// Changes a rule (its trigger, conditions, actions, or whether it is on). Actions already
/// waiting for their delay see the change when they are due: a rule turned off does nothing more.
#[utoipa::path(tag = "automations", security(("bearer" = [])), params(("id" = i64, Path)), request_body = RuleInput,
    responses(
    (status = 200, description = "The rule", body = Rule),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    (status = 404, description = "`rule_unknown`", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/rules/{id}")]
async fn change_rule(
    auth: AdminOnly,
    id: web::Path<i64>,
    body: web::Json<RuleInput>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let before = Rule::from(found(&tx, *id).await?);
    let input = body.into_inner();
    checked(&tx, before.vacancy_id, &input).await?;
    repo::update_rule(&tx, *id, &input).await?;
    let after = Rule::from(found(&tx, *id).await?);
    let details = json!({ "before": audit_details(&before), "after": audit_details(&after) });
    audit::record_by(&tx, &user, AuditAction::RuleChanged, ("rule", &after.id), details).await?;
    wake_for_idle(&tx, &after).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(after))
}

/// Deletes a rule and its log; what waited for its delay is not done.
#[utoipa::path(tag = "automations", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 204, description = "Deleted"),
    (status = 404, description = "`rule_unknown`", body = ErrorEnvelope),
    AdminRequired,
))]
#[delete("/api/v1/admin/rules/{id}")]
async fn delete_rule(auth: AdminOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let rule = Rule::from(found(&tx, *id).await?);
    repo::delete_rule(&tx, *id).await?;
    audit::record_by(&tx, &user, AuditAction::RuleDeleted, ("rule", &rule.id), audit_details(&rule)).await?;
    tx.commit().await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A rule's reach before it acts: the vacancy's past applications its trigger fired for (newest
/// first), and what each action would have done to each — cancelled when the application moved
/// on before a delayed message was due. Nothing is stored or sent.
#[utoipa::path(tag = "automations", security(("bearer" = [])), params(("id" = i64, Path)), responses(
    (status = 200, description = "What the rule would have done", body = DryRun),
    (status = 404, description = "`rule_unknown`", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/rules/{id}/dry-run")]
async fn dry_run_rule(
    auth: AdminOnly,
    id: web::Path<i64>,
    state: web::Data<AuthState>,
) -> Result<HttpResponse, ApiError> {
    let tx = &auth.tx;
    let rule = found(tx, *id).await?;
    let answer = dry_run(tx, &rule, &Links { public_url: state.public_url.clone() }).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(answer))
}

/// The rule's activity log, newest first (kept 180 days).
#[utoipa::path(tag = "automations", security(("bearer" = [])), params(("id" = i64, Path), ActivityQuery),
    responses(
    (status = 200, description = "One page of the log", body = Page<RuleRun>),
    (status = 404, description = "`rule_unknown`", body = ErrorEnvelope),
    AdminRequired,
))]
#[get("/api/v1/admin/rules/{id}/activity")]
async fn rule_activity(
    auth: AdminOnly,
    id: web::Path<i64>,
    query: web::Query<ActivityQuery>,
) -> Result<HttpResponse, ApiError> {
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    found(&auth.tx, *id).await?;
    let (rows, total) = repo::runs_of_rule(&auth.tx, *id, per_page, (page - 1) * per_page).await?;
    let data: Vec<RuleRun> = rows.into_iter().map(RuleRun::from).collect();
    Ok(HttpResponse::Ok().json(Page::counted(data, total as u64, page, per_page)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct ActivityQuery {
    /// From 1.
    page: Option<u64>,
    /// 1–100, 20 by default.
    per_page: Option<u64>,
}

/// A past trigger: the application, when it fired, the status and stage it found, and when the
/// application next moved (a delayed message due after that was cancelled).
#[derive(Debug, FromQueryResult)]
struct PastTrigger {
    application_id: i64,
    at: DateTime<Utc>,
    status: ApplicationStatus,
    stage_id: Option<i64>,
    left_at: Option<DateTime<Utc>>,
}

/// Entries into `$2` by the applications of vacancy `$1` (the latest per application), with when
/// each next moved. History notes (a status and stage that stay) are not moves.
const PAST_ENTRIES: &str = "SELECT DISTINCT ON (e.application_id) e.application_id, e.at, e.to_status AS status,
         e.to_stage_id AS stage_id,
         (SELECT min(n.at) FROM application_events n WHERE n.application_id = e.application_id AND n.id > e.id
             AND (n.to_stage_id IS DISTINCT FROM n.from_stage_id OR n.to_status IS DISTINCT FROM n.from_status)) AS left_at
     FROM application_events e JOIN applications a ON a.id = e.application_id
     WHERE a.vacancy_id = $1 AND e.to_stage_id = $2
       AND (e.from_stage_id IS DISTINCT FROM e.to_stage_id OR e.from_status IS NULL)
     ORDER BY e.application_id, e.at DESC";

/// Knocked-out applications of vacancy `$1`, as they were on applying.
const PAST_KNOCKOUTS: &str = "SELECT a.id AS application_id, a.created_at AS at, 'submitted' AS status,
         (SELECT e.to_stage_id FROM application_events e WHERE e.application_id = a.id ORDER BY e.id LIMIT 1) AS stage_id,
         NULL::timestamptz AS left_at
     FROM applications a WHERE a.vacancy_id = $1 AND a.knocked_out";

async fn past_triggers(tx: &TenantTx, rule: &RuleRow, trigger: &Trigger) -> Result<Vec<PastTrigger>, DbErr> {
    let mut past: Vec<PastTrigger> = match trigger {
        Trigger::KnockedOut => db::fetch_all_raw(tx, raw(PAST_KNOCKOUTS, [rule.vacancy_id.into()])).await?,
        Trigger::EnteredStage { stage_id } | Trigger::Idle { stage_id, .. } => {
            db::fetch_all_raw(tx, raw(PAST_ENTRIES, [rule.vacancy_id.into(), (*stage_id).into()])).await?
        }
    };
    if let Trigger::Idle { days, .. } = trigger {
        // The stay lasted the rule's days: it fired then (or fires when the stay is long enough).
        let now = Utc::now();
        past.retain(|p| p.left_at.unwrap_or(now) - p.at >= Duration::days(i64::from(*days)));
        for p in &mut past {
            p.at += Duration::days(i64::from(*days));
        }
    }
    past.sort_by_key(|p| std::cmp::Reverse(p.at));
    Ok(past)
}

/// What the rule would have done to the vacancy's past applications (see [`dry_run_rule`]).
pub async fn dry_run(tx: &TenantTx, rule: &RuleRow, links: &Links) -> Result<DryRun, ApiError> {
    let Some(trigger) = rule.trigger() else { return Ok(DryRun { triggered: 0, touched: 0, items: Vec::new() }) };
    let past = past_triggers(tx, rule, &trigger).await?;
    let process = stage_repo::process(tx, rule.vacancy_id).await?;
    let vacancy_title = actions::vacancy_title(tx, rule.vacancy_id).await?;
    let team = actions::team(tx, rule.vacancy_id).await?;
    let conditions = rule.conditions();
    let actions = rule.actions();
    let mut items = Vec::new();
    let mut touched = 0;
    for trigger_at in past.iter().take(DRY_RUN_LIMIT as usize) {
        let Some(mut subject) = Subject::load(tx, trigger_at.application_id, false).await? else { continue };
        // As the application was when the trigger fired.
        subject.status = trigger_at.status;
        subject.stage_id = trigger_at.stage_id;
        let scene = Scene {
            subject: &subject,
            process: &process,
            team: &team,
            links,
            rule_name: &rule.name,
            rule_author: rule.created_by,
            vacancy_title: &vacancy_title,
            trigger_stage: trigger.stage(),
        };
        let mut outcomes = Vec::with_capacity(actions.len());
        for action in &actions {
            let delay = match action {
                Action::SendTemplate { delay_minutes, .. } => Duration::minutes(i64::from(*delay_minutes)),
                _ => Duration::zero(),
            };
            // As the worker does: an action due after the application moved on is not done.
            let moved_on =
                delay > Duration::zero() && trigger_at.left_at.is_some_and(|left| left < trigger_at.at + delay);
            let outcome = if moved_on {
                Outcome::Skipped { reason: SkipReason::MovedOn }
            } else {
                actions::plan(tx, &scene, &conditions, action).await?.outcome().clone()
            };
            outcomes.push(outcome);
        }
        let acts = outcomes.iter().any(|o| o.state() == "done");
        touched += i64::from(acts);
        items.push(DryRunItem {
            application_id: subject.id,
            applicant_name: subject.applicant_name.clone(),
            triggered_at: trigger_at.at,
            outcomes,
        });
    }
    Ok(DryRun { triggered: past.len() as i64, touched, items })
}
