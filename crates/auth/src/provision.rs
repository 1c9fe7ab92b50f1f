//! Operator-side account actions (`tenant-admin create-user`, `set-password`, the first admin of a
//! new tenant, the demo seed).

// Operator commands have no request to bind them to a tenant: they open the tenant's transaction
// from the pool themselves, through `tenancy::admin::tenant_tx` (docs/architecture.md, "Tenant
// binding").
#![allow(clippy::disallowed_types)]

use serde_json::json;

use super::domain::{Email, Locale, Role, check_password_policy, parse_name};
use super::password::hash_password;
use super::sessions;
use super::users::{self, NewUser, NewUserError, User};
use crate::audit::{self, Action};
use crate::error::ErrorCode;
use crate::tenancy::Database;
use crate::tenancy::admin::{AdminError, tenant_tx};
use crate::tenancy::{TenantSlug, TenantTx};

const OPERATOR: &str = "tenant-admin";

pub struct NewAccount {
    pub email: String,
    pub name: String,
    pub role: Role,
    pub password: String,
}

fn invalid(code: ErrorCode) -> AdminError {
    AdminError::Invalid(code.message().to_owned())
}

/// Creates a user inside `tx` (the tenant's schema), checking the same rules as registration.
pub async fn insert_account(tx: &TenantTx, account: &NewAccount) -> Result<User, AdminError> {
    let email = Email::parse(&account.email).map_err(invalid)?;
    let name = parse_name(&account.name).map_err(invalid)?;
    check_password_policy(&account.password).map_err(invalid)?;
    let hash = hash_password(account.password.clone()).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
    let locale = tx.tenant().branding.default_locale.as_deref().and_then(Locale::parse).unwrap_or_default();
    let new = NewUser {
        email: &email,
        password_hash: &hash,
        name: &name,
        role: account.role,
        locale,
        department: None,
        verified: false,
    };
    let user = match users::insert(tx, new).await {
        Ok(user) => user,
        Err(NewUserError::EmailTaken) => {
            return Err(AdminError::Invalid(format!("{} is already in use", email.as_str())));
        }
        Err(NewUserError::Database(err)) => return Err(err.into()),
    };
    audit::record(
        tx,
        audit::Entry {
            actor_user: None,
            actor_label: OPERATOR,
            action: Action::UserCreated,
            subject_type: "user",
            subject_id: Some(user.id.to_string()),
            details: json!({ "role": user.role }),
        },
    )
    .await?;
    Ok(user)
}

pub async fn create_user(db: &Database, slug: &TenantSlug, account: &NewAccount) -> Result<User, AdminError> {
    let tx = tenant_tx(db, slug).await?;
    let user = insert_account(&tx, account).await?;
    tx.commit().await?;
    Ok(user)
}

/// Whether a tenant already has a user with this e-mail address.
pub async fn user_exists(db: &Database, slug: &TenantSlug, email: &str) -> Result<bool, AdminError> {
    let email = Email::parse(email).map_err(invalid)?;
    let tx = tenant_tx(db, slug).await?;
    Ok(users::find_by_email(&tx, &email).await?.is_some())
}

/// Sets a user's password and signs out all their sessions.
pub async fn set_password(db: &Database, slug: &TenantSlug, email: &str, password: &str) -> Result<(), AdminError> {
    let email = Email::parse(email).map_err(invalid)?;
    check_password_policy(password).map_err(invalid)?;
    let tx = tenant_tx(db, slug).await?;
    let (user, _) = users::find_by_email(&tx, &email)
        .await?
        .ok_or_else(|| AdminError::Invalid(format!("no user {} in tenant {slug}", email.as_str())))?;
    let hash = hash_password(password.to_owned()).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
    users::set_password_hash(&tx, user.id, &hash).await?;
    sessions::revoke_all(&tx, user.id, None).await?;
    super::forgive_password_failures(&tx, email.as_str()).await.map_err(|err| AdminError::Invalid(err.to_string()))?;
    audit::record(
        &tx,
        audit::Entry {
            actor_user: None,
            actor_label: OPERATOR,
            action: Action::PasswordSetByOperator,
            subject_type: "user",
            subject_id: Some(user.id.to_string()),
            details: json!({}),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
