//! Writing mail: rendered and stored in `outbox_emails` inside the caller's transaction, so a mail
//! exists exactly when the change that caused it commits. The worker sends it.

use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};

use super::templates::{MailKind, render};
use crate::locale::Locale;
use crate::tenancy::{PublicTenant, TenantTx};

/// Wakes the mail workers of every replica when the transaction commits.
pub const OUTBOX_CHANNEL: &str = "erecruit_outbox";

pub struct Recipient<'a> {
    pub address: &'a str,
    pub name: &'a str,
    pub locale: Locale,
}

pub async fn enqueue(tx: &TenantTx, to: Recipient<'_>, kind: &MailKind) -> Result<(), DbErr> {
    let site = PublicTenant::from(tx.tenant()).erecruitment_title;
    let mail = render(kind, to.locale, to.name, &site);
    tx.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "INSERT INTO outbox_emails (to_address, to_name, locale, template, subject, body_text)
         VALUES ($1, $2, $3, $4, $5, $6)",
        [
            to.address.into(),
            to.name.into(),
            to.locale.as_str().into(),
            kind.name().into(),
            mail.subject.into(),
            mail.body.into(),
        ],
    ))
    .await?;
    tx.execute_raw(Statement::from_sql_and_values(
        DbBackend::Postgres,
        "SELECT pg_notify($1, $2)",
        [OUTBOX_CHANNEL.into(), tx.tenant().slug.as_str().into()],
    ))
    .await?;
    Ok(())
}
