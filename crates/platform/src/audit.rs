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

macro_rules! audit_actions {
    ($($(#[$meta:meta])* $variant:ident = $wire:literal,)+) => {
        /// What an audit entry records, stored as its dotted name (`vacancy.published`): readers of
        /// the log, the privacy export and the tests see the same strings as before this enum.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Action {
            $($(#[$meta])* $variant,)+
        }

        impl Action {
            pub const ALL: &'static [Action] = &[$(Action::$variant,)+];

            /// The stored name.
            pub fn as_str(self) -> &'static str {
                match self { $(Action::$variant => $wire,)+ }
            }
        }
    };
}

audit_actions! {
    // Operators (`tenant-admin`).
    TenantCreated = "tenant.created",
    TenantUpdated = "tenant.updated",
    TenantSuspended = "tenant.suspended",
    TenantResumed = "tenant.resumed",
    DemoSeeded = "demo.seeded",
    RetentionRun = "retention.run",
    // Accounts, sign-in and sessions.
    Registered = "auth.registered",
    Login = "auth.login",
    LoginFailed = "auth.login_failed",
    Logout = "auth.logout",
    RefreshTokenReused = "auth.refresh_token_reused",
    InvitationAccepted = "auth.invitation_accepted",
    PasswordChanged = "auth.password_changed",
    PasswordResetRequested = "auth.password_reset_requested",
    PasswordReset = "auth.password_reset",
    PasswordSetByOperator = "auth.password_set_by_operator",
    PasswordVerified = "auth.password_verified",
    Unlocked = "auth.unlocked",
    SessionEnded = "auth.session_ended",
    SessionsEnded = "auth.sessions_ended",
    SsoLinked = "auth.sso_linked",
    MfaEnabled = "auth.mfa_enabled",
    MfaDisabled = "auth.mfa_disabled",
    MfaLocked = "auth.mfa_locked",
    MfaReset = "auth.mfa_reset",
    MfaRecoveryCodesReplaced = "auth.mfa_recovery_codes_replaced",
    // The team.
    UserCreated = "user.created",
    UserAccessChanged = "user.access_changed",
    UserErased = "user.erased",
    InvitationSent = "invitation.sent",
    InvitationResent = "invitation.resent",
    InvitationRevoked = "invitation.revoked",
    DepartmentCreated = "department.created",
    DepartmentRenamed = "department.renamed",
    DepartmentDeleted = "department.deleted",
    TaskTagCreated = "task_tag.created",
    TaskTagChanged = "task_tag.changed",
    TaskTagDeleted = "task_tag.deleted",
    // Integrations.
    ApiKeyCreated = "api_key.created",
    ApiKeyRevoked = "api_key.revoked",
    WebhookCreated = "webhook.created",
    WebhookChanged = "webhook.changed",
    WebhookDeleted = "webhook.deleted",
    WebhookSecretRotated = "webhook.secret_rotated",
    WebhookSentAgain = "webhook.sent_again",
    WebhookDisabled = "webhook.disabled",
    // Automations.
    MessageTemplateChanged = "message_template.changed",
    RuleCreated = "rule.created",
    RuleChanged = "rule.changed",
    RuleDeleted = "rule.deleted",
    AutomationSettingsChanged = "automation_settings.changed",
    SchedulingSettingsChanged = "scheduling_settings.changed",
    // Settings.
    SettingsUpdated = "settings.updated",
    SsoSettingsUpdated = "settings.sso_updated",
    LogoUploaded = "settings.logo_uploaded",
    // Applicants, vacancies and applications.
    ProfileSaved = "profile.saved",
    VacancyCreated = "vacancy.created",
    VacancyUpdated = "vacancy.updated",
    VacancyPublished = "vacancy.published",
    VacancyClosed = "vacancy.closed",
    VacancyArchived = "vacancy.archived",
    VacancyDeleted = "vacancy.deleted",
    VacancyProcessChanged = "vacancy.process_changed",
    VacancyTeamChanged = "vacancy.team_changed",
    InterviewKitChanged = "vacancy.interview_kit_changed",
    ApplicationDecided = "application.decided",
    OfferTemplateCreated = "offer_template.created",
    OfferTemplateChanged = "offer_template.changed",
    OfferTemplateDeleted = "offer_template.deleted",
    OfferApprovalChainChanged = "settings.offer_approval_chain_changed",
    OfferCreated = "offer.created",
    OfferTermsChanged = "offer.terms_changed",
    OfferSubmitted = "offer.submitted",
    OfferApproved = "offer.approved",
    OfferRejected = "offer.rejected",
    OfferSent = "offer.sent",
    OfferWithdrawn = "offer.withdrawn",
    OfferAccepted = "offer.accepted",
    OfferDeclined = "offer.declined",
    StageTemplateCreated = "stage_template.created",
    StageTemplateChanged = "stage_template.changed",
    StageTemplateDeleted = "stage_template.deleted",
    RejectionReasonsChanged = "settings.rejection_reasons_changed",
    ApplicationSubmitted = "application.submitted",
    ApplicationStatusChanged = "application.status_changed",
    ApplicationKept = "application.kept",
    ApplicationAnonymised = "application.anonymised",
    ImportCommitted = "import.committed",
    // The calendar.
    EventCreated = "calendar.event_created",
    EventChanged = "calendar.event_changed",
    EventDeleted = "calendar.event_deleted",
    InterviewAnswered = "calendar.interview_answered",
    // The help centre.
    HelpCategoryCreated = "help_category.created",
    HelpCategoryUpdated = "help_category.updated",
    HelpCategoryDeleted = "help_category.deleted",
    HelpCategoryOrdered = "help_category.ordered",
    HelpFaqCreated = "help_faq.created",
    HelpFaqUpdated = "help_faq.updated",
    HelpFaqDeleted = "help_faq.deleted",
    HelpFaqOrdered = "help_faq.ordered",
    HelpArticleCreated = "help_article.created",
    HelpArticleUpdated = "help_article.updated",
    HelpArticleDeleted = "help_article.deleted",
    HelpArticleOrdered = "help_article.ordered",
}

impl std::fmt::Display for Action {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One audit entry. `actor_user` is the signed-in user, if any; `actor_label` names the actor for
/// people reading the log (an e-mail address, or `tenant-admin` for operator actions).
pub struct Entry<'a> {
    pub actor_user: Option<Uuid>,
    pub actor_label: &'a str,
    pub action: Action,
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
        action: Set(entry.action.as_str().to_owned()),
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
    action: Action,
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

#[cfg(test)]
mod tests {
    use super::Action;

    #[test]
    fn every_action_has_its_own_dotted_name() {
        let mut names = std::collections::BTreeSet::new();
        for action in Action::ALL {
            let name = action.as_str();
            let (subject, verb) = name.split_once('.').expect("subject.verb");
            assert!(!subject.is_empty() && !verb.is_empty() && !verb.contains('.'), "{name}");
            assert!(name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_' || b == b'.'), "{name}");
            assert!(names.insert(name), "{name} twice");
        }
    }
}
