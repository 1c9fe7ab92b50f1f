//! The audit log: who did what to which record, written in the same transaction as the change.

use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};
use uuid::Uuid;

use crate::error::REQUEST_ID;

/// One audit entry. `actor_user` is the signed-in user, if any; `actor_label` names the actor for
/// people reading the log (an e-mail address, or `tenant-admin` for operator actions).
pub struct Entry<'a> {
    pub actor_user: Option<Uuid>,
    pub actor_label: &'a str,
    pub action: &'a str,
    pub subject_type: &'a str,
    pub subject_id: Option<String>,
    pub details: serde_json::Value,
}

/// Appends to the audit log of the schema `conn` is bound to.
pub async fn record(conn: &impl ConnectionTrait, entry: Entry<'_>) -> Result<(), DbErr> {
    let request_id = REQUEST_ID.try_with(Clone::clone).ok();
    conn.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "INSERT INTO audit_log (actor_user_id, actor_label, action, subject_type, subject_id, details, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [
            entry.actor_user.into(),
            entry.actor_label.into(),
            entry.action.into(),
            entry.subject_type.into(),
            entry.subject_id.into(),
            entry.details.into(),
            request_id.into(),
        ],
    ))
    .await?;
    Ok(())
}
