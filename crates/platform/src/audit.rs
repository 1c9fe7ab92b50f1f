//! The audit log: who did what to which record, written in the same transaction as the change.

use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};
use serde_json::json;
use uuid::Uuid;

use crate::error::REQUEST_ID;

/// The `audit_log` table as a sea-orm entity (the migration `m20261122_000001_audit_log` creates it).
pub mod entity {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "audit_log")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub at: DateTime<Utc>,
        pub actor_user_id: Option<Uuid>,
        pub actor_label: String,
        pub action: String,
        pub subject_type: String,
        pub subject_id: Option<String>,
        pub details: Json,
        pub request_id: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

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
    record_many(conn, vec![entry]).await
}

/// Appends several entries with one statement (a bulk change: one entry per item).
pub async fn record_many(conn: &impl ConnectionTrait, entries: Vec<Entry<'_>>) -> Result<(), DbErr> {
    if entries.is_empty() {
        return Ok(());
    }
    let request_id = REQUEST_ID.try_with(Clone::clone).ok();
    let models = entries.into_iter().map(|entry| entity::ActiveModel {
        actor_user_id: Set(entry.actor_user),
        actor_label: Set(entry.actor_label.to_owned()),
        action: Set(entry.action.to_owned()),
        subject_type: Set(entry.subject_type.to_owned()),
        subject_id: Set(entry.subject_id),
        details: Set(entry.details),
        request_id: Set(request_id.clone()),
        ..Default::default()
    });
    entity::Entity::insert_many(models).exec_without_returning(conn).await?;
    Ok(())
}

/// Who did something the log records: a signed-in user (the identity layer implements it for its
/// users), named by their id and a label (their address).
pub trait Actor {
    fn actor_id(&self) -> Uuid;
    fn actor_label(&self) -> &str;
}

/// Appends what `actor`, a signed-in user, did to `subject_type` `subject_id`.
pub async fn record_by(
    conn: &impl ConnectionTrait,
    actor: &impl Actor,
    action: &str,
    (subject_type, subject_id): (&str, &dyn std::fmt::Display),
    details: serde_json::Value,
) -> Result<(), DbErr> {
    let entry = Entry {
        actor_user: Some(actor.actor_id()),
        actor_label: actor.actor_label(),
        action,
        subject_type,
        subject_id: Some(subject_id.to_string()),
        details,
    };
    record(conn, entry).await
}

/// Puts a pseudonym in place of an erased user's name on the entries they made, and empties the
/// details of entries about their own account (which may hold their data). What they did to other
/// records keeps its details: those are the tenant's records of what its staff did.
pub async fn pseudonymise_actor(conn: &impl ConnectionTrait, user_id: Uuid, pseudonym: &str) -> Result<(), DbErr> {
    use entity::Column as C;
    entity::Entity::update_many()
        .col_expr(C::ActorLabel, Expr::value(pseudonym))
        .filter(C::ActorUserId.eq(user_id))
        .exec(conn)
        .await?;
    entity::Entity::update_many()
        .col_expr(C::Details, Expr::value(json!({})))
        .filter(C::SubjectType.eq("user"))
        .filter(C::SubjectId.eq(user_id.to_string()))
        .exec(conn)
        .await?;
    Ok(())
}
