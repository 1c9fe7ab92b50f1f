//! Moving applications through the status machine: the one place that records a move, so the
//! recruiter's status change, a bulk change and scheduling an interview leave the same trail
//! (status, timeline entry, audit record, the applicant's mail). A bulk change of a thousand
//! applications writes each of those with one statement.

use serde_json::json;

use super::domain::ApplicationStatus;
use super::repo::{self, ApplicationRow, NewEvent, StageChange};
use crate::audit::{self, Action};
use crate::auth::users::User;
use crate::db::ApiName;
use crate::error::ApiError;
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::TenantTx;
use crate::vacancies::stages::repo as stage_repo;
use crate::vacancies::stages::{Process, Stage};
use erecruit_platform::automation;

/// One application's move, already allowed by the caller's rules: from its status and stage to
/// a stage (`None`: it stays at its stage, as for a closing outcome).
#[derive(Debug, Clone, Copy)]
pub struct Step {
    pub application_id: i64,
    pub from: ApplicationStatus,
    pub from_stage: Option<i64>,
    pub to_stage: Option<i64>,
}

/// What the applicants hear of a move.
pub enum Tell {
    /// The status-change mail (only to those whose status changes: a move between two stages of
    /// one kind is not theirs to hear of).
    StatusChange,
    /// Nothing (another mail says it, or a rejection the recruiter chose not to send).
    Nothing,
    /// The rejection mail, in the tenant's words where it wrote them (a recruiter chose to send it).
    Rejection,
    /// The vacancy's closing message (it was filled or archived).
    Closing,
}

/// Who made a move: a person, or a rule (no account; its label names it in the history).
#[derive(Debug, Clone, Copy)]
pub struct Actor<'a> {
    pub user: Option<uuid::Uuid>,
    pub label: &'a str,
}

impl<'a> From<&'a User> for Actor<'a> {
    fn from(user: &'a User) -> Self {
        Self { user: Some(user.id), label: &user.email }
    }
}

/// Many applications moved to one status, each to its stage.
pub struct Moves<'a> {
    pub steps: &'a [Step],
    pub to: ApplicationStatus,
    /// A rejection's reason (required for one; see `reasons::require`).
    pub reason: Option<i64>,
    pub note: Option<&'a str>,
    pub tell: Tell,
}

/// Stores the moves: the statuses and stages, the timeline entries, the audit records and the
/// mails, each kind with one statement; the stage rules of the stages entered act after it (see
/// `automation`).
pub async fn record_moves<'u>(tx: &TenantTx, actor: impl Into<Actor<'u>>, moves: Moves<'_>) -> Result<(), ApiError> {
    let actor = actor.into();
    if moves.steps.is_empty() {
        return Ok(());
    }
    let changes: Vec<StageChange> =
        // A closing outcome stays at its stage: written down too, for a row an older server left without one.
        moves.steps.iter().map(|step| StageChange { id: step.application_id, to_stage: step.to_stage.or(step.from_stage) }).collect();
    repo::set_status_many(tx, &changes, moves.to, moves.reason).await?;
    let events = moves
        .steps
        .iter()
        .map(|step| NewEvent {
            application_id: step.application_id,
            from: Some(step.from),
            to: moves.to,
            from_stage: step.from_stage,
            to_stage: step.to_stage.or(step.from_stage),
            reason: moves.reason,
            actor_user: actor.user,
            actor_label: actor.label,
            note: moves.note,
        })
        .collect();
    repo::add_events(tx, events).await?;
    let entries = moves
        .steps
        .iter()
        .map(|step| audit::Entry {
            actor_user: actor.user,
            actor_label: actor.label,
            action: Action::ApplicationStatusChanged,
            subject_type: "application",
            subject_id: Some(step.application_id.to_string()),
            details: json!({
                "from": step.from,
                "to": moves.to,
                "fromStage": step.from_stage,
                "toStage": step.to_stage.or(step.from_stage),
                "reason": moves.reason,
            }),
        })
        .collect();
    audit::record_many(tx, entries).await?;
    super::announce::moved(tx, moves.steps, moves.to).await?;
    let entered: Vec<(i64, i64)> = moves
        .steps
        .iter()
        .filter_map(|step| Some((step.application_id, step.to_stage.filter(|to| Some(*to) != step.from_stage)?)))
        .collect();
    automation::entered(tx, &entered).await?;
    if moves.to == ApplicationStatus::Hired {
        let ids: Vec<i64> = moves.steps.iter().map(|step| step.application_id).collect();
        automation::hired(tx, &ids).await?;
    }
    let told: Vec<i64> = match moves.tell {
        Tell::Nothing => return Ok(()),
        Tell::Rejection | Tell::Closing => moves.steps.iter().map(|step| step.application_id).collect(),
        Tell::StatusChange => {
            moves.steps.iter().filter(|step| step.from != moves.to).map(|step| step.application_id).collect()
        }
    };
    if told.is_empty() {
        return Ok(());
    }
    let targets = repo::mail_targets(tx, &told).await?;
    let mails: Vec<(Recipient<'_>, MailKind)> = targets
        .iter()
        .map(|target| {
            let vacancy = target.vacancy_title.clone();
            let kind = match moves.tell {
                Tell::Rejection => MailKind::ApplicationRejected { vacancy },
                Tell::Closing => MailKind::VacancyClosed { vacancy },
                _ => MailKind::ApplicationStatusChanged { vacancy, status: moves.to.api() },
            };
            let to = Recipient { address: &target.email, name: &target.applicant_name, locale: target.locale };
            (to, kind)
        })
        .collect();
    mail::enqueue_many(tx, &mails).await?;
    Ok(())
}

/// Where a recruiter's move by status takes each application: the first stage of the status's
/// kind in its vacancy's process (rejected: nowhere, it stays at its stage). Reads each
/// application's process; `None` for one whose process has no such stage.
pub async fn steps_to_status(
    tx: &TenantTx,
    rows: &[&ApplicationRow],
    to: ApplicationStatus,
) -> Result<Vec<Option<Step>>, ApiError> {
    let mut vacancies: Vec<i64> = rows.iter().map(|row| row.vacancy_id).collect();
    vacancies.sort_unstable();
    vacancies.dedup();
    let mut processes = stage_repo::processes(tx, &vacancies).await?;
    for vacancy in vacancies {
        if let std::collections::hash_map::Entry::Vacant(missing) = processes.entry(vacancy) {
            // Made by an older server: it gets its process now.
            missing.insert(stage_repo::process(tx, vacancy).await?);
        }
    }
    let empty = Process::default();
    Ok(rows
        .iter()
        .map(|row| {
            let process = processes.get(&row.vacancy_id).unwrap_or(&empty);
            let from_stage = process.current(row.stage_id, row.status.open_kind()).map(|stage| stage.id);
            let to_stage = match to.stage_kind() {
                Some(kind) => Some(process.first_of(kind)?.id),
                None => None,
            };
            Some(Step { application_id: row.id, from: row.status, from_stage, to_stage })
        })
        .collect())
}

/// Where an application is: its stage, resolved against its process (see `Process::current`).
pub fn current_stage<'p>(process: &'p Process, row: &ApplicationRow) -> Option<&'p Stage> {
    process.current(row.stage_id, row.status.open_kind())
}

/// The applicant's account (for mail in their language), unless they erased it.
pub async fn applicant_account(tx: &TenantTx, row: &ApplicationRow) -> Result<Option<User>, ApiError> {
    let Some(person_id) = row.person_id else { return Ok(None) };
    let Some(person) = crate::profiles::repo::find_by_id(tx, person_id).await? else { return Ok(None) };
    Ok(crate::auth::users::find_by_id(tx, person.user_id).await?)
}

/// The 409 `invalid_transition` for a move a recruiter may not make (the web app words it from the
/// code and statuses).
pub fn refusal(from: ApplicationStatus, to: ApplicationStatus) -> ApiError {
    ApiError::invalid_transition("application", &from.api(), &to.api())
}
