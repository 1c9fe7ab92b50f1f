//! Moving applications through the status machine: the one place that records a move, so the
//! recruiter's status change, a bulk change and scheduling an interview leave the same trail
//! (status, timeline entry, audit record, the applicant's mail). A bulk change of a thousand
//! applications writes each of those with one statement.

use serde_json::json;

use super::domain::ApplicationStatus;
use super::repo::{self, NewEvent};
use crate::audit::{self, Action};
use crate::auth::users::User;
use crate::db::ApiName;
use crate::error::ApiError;
use crate::locale::Locale;
use crate::mail::templates::MailText;
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::TenantTx;

/// A move already allowed by the caller's rules.
pub struct Move<'a> {
    pub application_id: i64,
    pub from: ApplicationStatus,
    pub to: ApplicationStatus,
    pub note: Option<&'a str>,
    /// Tell the applicant by e-mail (not when another mail, such as an invitation, says it).
    pub tell_applicant: bool,
}

/// What the applicants hear of a move.
pub enum Tell<'a> {
    /// The status-change mail.
    StatusChange,
    /// Nothing (another mail says it, or a rejection the recruiter chose not to send).
    Nothing,
    /// The tenant's rejection text in each applicant's language (the built-in one where the
    /// tenant wrote none).
    Rejection(&'a [(Locale, MailText)]),
}

/// Many applications moved to one status, each from where it was (already allowed).
pub struct Moves<'a> {
    pub from: &'a [(i64, ApplicationStatus)],
    pub to: ApplicationStatus,
    pub note: Option<&'a str>,
    pub tell: Tell<'a>,
}

/// Stores one move, its timeline entry and audit record, and tells the applicant.
pub async fn record_move(tx: &TenantTx, actor: &User, step: Move<'_>) -> Result<(), ApiError> {
    let tell = if step.tell_applicant { Tell::StatusChange } else { Tell::Nothing };
    let from = [(step.application_id, step.from)];
    record_moves(tx, actor, Moves { from: &from, to: step.to, note: step.note, tell }).await
}

/// Stores the moves: the statuses, the timeline entries, the audit records and the mails, each
/// kind with one statement.
pub async fn record_moves(tx: &TenantTx, actor: &User, moves: Moves<'_>) -> Result<(), ApiError> {
    let ids: Vec<i64> = moves.from.iter().map(|(id, _)| *id).collect();
    if ids.is_empty() {
        return Ok(());
    }
    repo::set_status_many(tx, &ids, moves.to).await?;
    let events = moves
        .from
        .iter()
        .map(|&(application_id, from)| NewEvent {
            application_id,
            from: Some(from),
            to: moves.to,
            actor_user: Some(actor.id),
            actor_label: &actor.email,
            note: moves.note,
        })
        .collect();
    repo::add_events(tx, events).await?;
    let entries = moves
        .from
        .iter()
        .map(|&(id, from)| audit::Entry {
            actor_user: Some(actor.id),
            actor_label: &actor.email,
            action: Action::ApplicationStatusChanged,
            subject_type: "application",
            subject_id: Some(id.to_string()),
            details: json!({ "from": from, "to": moves.to }),
        })
        .collect();
    audit::record_many(tx, entries).await?;
    if matches!(moves.tell, Tell::Nothing) {
        return Ok(());
    }
    let targets = repo::mail_targets(tx, &ids).await?;
    let mails: Vec<(Recipient<'_>, MailKind)> = targets
        .iter()
        .map(|target| {
            let vacancy = target.vacancy_title.clone();
            let kind = match moves.tell {
                Tell::Rejection(texts) => MailKind::ApplicationRejected {
                    vacancy,
                    template: texts.iter().find(|(l, _)| *l == target.locale).map(|(_, text)| text.clone()),
                },
                _ => MailKind::ApplicationStatusChanged { vacancy, status: moves.to.api() },
            };
            let to = Recipient { address: &target.email, name: &target.applicant_name, locale: target.locale };
            (to, kind)
        })
        .collect();
    mail::enqueue_many(tx, &mails).await?;
    Ok(())
}

/// The applicant's account (for mail in their language), unless they erased it.
pub async fn applicant_account(tx: &TenantTx, row: &repo::ApplicationRow) -> Result<Option<User>, ApiError> {
    let Some(person_id) = row.person_id else { return Ok(None) };
    let Some(person) = crate::profiles::repo::find_by_id(tx, person_id).await? else { return Ok(None) };
    Ok(crate::auth::users::find_by_id(tx, person.user_id).await?)
}

/// The 409 `invalid_transition` for a move a recruiter may not make (the web app words it from the
/// code and statuses).
pub fn refusal(from: ApplicationStatus, to: ApplicationStatus) -> ApiError {
    ApiError::invalid_transition("application", &from.api(), &to.api())
}
