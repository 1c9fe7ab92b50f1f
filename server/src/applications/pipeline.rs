//! Moving an application through the status machine: the one place that records a move, so the
//! recruiter's status change and scheduling an interview leave the same trail.

use serde_json::json;

use super::domain::ApplicationStatus;
use super::repo::{self, NewEvent};
use crate::audit;
use crate::auth::users::User;
use crate::db::ApiName;
use crate::error::ApiError;
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

/// Stores the new status, its timeline entry and audit record, and tells the applicant.
pub async fn record_move(tx: &TenantTx, actor: &User, step: Move<'_>) -> Result<(), ApiError> {
    repo::set_status(tx, step.application_id, step.to).await?;
    repo::add_event(
        tx,
        NewEvent {
            application_id: step.application_id,
            from: Some(step.from),
            to: step.to,
            actor_user: Some(actor.id),
            actor_label: &actor.email,
            note: step.note,
        },
    )
    .await?;
    if step.tell_applicant
        && let Some(row) = repo::find(tx, step.application_id).await?
        && let Some(applicant) = applicant_account(tx, &row).await?
    {
        let vacancy = crate::vacancies::repo::title(tx, row.vacancy_id).await?.unwrap_or_default();
        mail::enqueue(
            tx,
            Recipient { address: &applicant.email, name: &row.applicant_name, locale: applicant.locale },
            &MailKind::ApplicationStatusChanged { vacancy, status: step.to.api() },
        )
        .await?;
    }
    audit::record(
        tx,
        audit::Entry {
            actor_user: Some(actor.id),
            actor_label: &actor.email,
            action: "application.status_changed",
            subject_type: "application",
            subject_id: Some(step.application_id.to_string()),
            details: json!({ "from": step.from, "to": step.to }),
        },
    )
    .await?;
    Ok(())
}

/// The applicant's account (for mail in their language), unless they erased it.
pub async fn applicant_account(tx: &TenantTx, row: &repo::ApplicationRow) -> Result<Option<User>, ApiError> {
    let Some(person_id) = row.person_id else { return Ok(None) };
    let Some(person) = crate::profiles::repo::find_by_id(tx, person_id).await? else { return Ok(None) };
    Ok(crate::auth::users::find_by_id(tx, person.user_id).await?)
}
