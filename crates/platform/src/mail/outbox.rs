//! Writing mail: rendered and stored in `outbox_emails` inside the caller's transaction, so a mail
//! exists exactly when the change that caused it commits. The worker sends it.

use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ActiveValue::Set, ConnectionTrait, DbErr, EntityTrait};

use super::templates::{MailKind, MailText, Rendered, Wording, render_with};
use super::tenant_texts;
use crate::locale::Locale;
use crate::tenancy::{PublicTenant, TenantTx};

/// Wakes the mail workers of every replica when the transaction commits.
pub const OUTBOX_CHANNEL: &str = "erecruit_outbox";

/// The `outbox_emails` table as a sea-orm entity (the migration `m20261122_000002_accounts`
/// creates it).
pub mod outbox_email {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::locale::Locale;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "outbox_emails")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub to_address: String,
        pub to_name: String,
        /// The column has no CHECK constraint; only `enqueue` writes it.
        pub locale: Locale,
        /// The `MailKind` name.
        pub template: String,
        pub subject: String,
        pub body_text: String,
        pub created_at: DateTime<Utc>,
        pub attempts: i32,
        pub next_attempt_at: DateTime<Utc>,
        pub sent_at: Option<DateTime<Utc>>,
        pub last_error: Option<String>,
        /// An iCalendar object sent as the mail's `text/calendar` part (an invitation).
        pub calendar: Option<String>,
        /// Its RFC 5546 method, `REQUEST` or `CANCEL` (the `method` parameter of the part).
        pub calendar_method: Option<String>,
        /// Where one click unsubscribes (RFC 8058): sent as `List-Unsubscribe` with
        /// `List-Unsubscribe-Post`.
        pub unsubscribe_url: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub struct Recipient<'a> {
    pub address: &'a str,
    pub name: &'a str,
    pub locale: Locale,
}

/// An iCalendar object to send with a mail, and its method (`REQUEST` or `CANCEL`).
pub struct CalendarPart {
    pub method: &'static str,
    pub text: String,
}

pub async fn enqueue(tx: &TenantTx, to: Recipient<'_>, kind: &MailKind) -> Result<(), DbErr> {
    enqueue_with_calendar(tx, to, kind, None).await
}

/// Writes many mails with one statement and one wake-up (a bulk change telling each applicant).
pub async fn enqueue_many(tx: &TenantTx, mails: &[(Recipient<'_>, MailKind)]) -> Result<(), DbErr> {
    if mails.is_empty() {
        return Ok(());
    }
    let site = PublicTenant::from(tx.tenant()).erecruitment_title;
    let own = Own::load(tx, mails.iter().map(|(_, kind)| kind)).await?;
    let models = mails.iter().map(|(to, kind)| {
        let mail = own.render(kind, to, &site);
        outbox_email::ActiveModel {
            to_address: Set(to.address.to_owned()),
            to_name: Set(to.name.to_owned()),
            locale: Set(to.locale),
            template: Set(kind.name().to_owned()),
            subject: Set(mail.subject),
            body_text: Set(mail.body),
            calendar: Set(None),
            calendar_method: Set(None),
            unsubscribe_url: Set(None),
            ..Default::default()
        }
    });
    outbox_email::Entity::insert_many(models).exec_without_returning(tx).await?;
    wake_workers(tx).await
}

/// Writes a mail that carries an invitation (or its cancellation) for the recipient's calendar.
pub async fn enqueue_with_calendar(
    tx: &TenantTx,
    to: Recipient<'_>,
    kind: &MailKind,
    calendar: Option<&CalendarPart>,
) -> Result<(), DbErr> {
    enqueue_one(tx, to, kind, calendar, None, None).await?;
    Ok(())
}

/// Writes a mail to be sent at `at` (a reminder): its id, to [`withdraw`] it should what it
/// reminds of change first.
pub async fn enqueue_later(
    tx: &TenantTx,
    to: Recipient<'_>,
    kind: &MailKind,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<i64, DbErr> {
    enqueue_one(tx, to, kind, None, None, Some(at)).await
}

/// Drops a mail written by [`enqueue_later`] unless it was sent.
pub async fn withdraw(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    let delete = Query::delete()
        .from_table(outbox_email::Entity)
        .and_where(Expr::col(outbox_email::Column::Id).eq(id))
        .and_where(Expr::col(outbox_email::Column::SentAt).is_null())
        .take();
    tx.execute(&delete).await?;
    Ok(())
}

/// Writes a mail sent to a list (a job alert's digest): it carries `unsubscribe_url` for the
/// mail client's one-click unsubscribe.
pub async fn enqueue_with_unsubscribe(
    tx: &TenantTx,
    to: Recipient<'_>,
    kind: &MailKind,
    unsubscribe_url: &str,
) -> Result<(), DbErr> {
    enqueue_one(tx, to, kind, None, Some(unsubscribe_url), None).await?;
    Ok(())
}

/// Writes one mail, due now or at `at`; its id.
async fn enqueue_one(
    tx: &TenantTx,
    to: Recipient<'_>,
    kind: &MailKind,
    calendar: Option<&CalendarPart>,
    unsubscribe_url: Option<&str>,
    at: Option<chrono::DateTime<chrono::Utc>>,
) -> Result<i64, DbErr> {
    let site = PublicTenant::from(tx.tenant()).erecruitment_title;
    let mail = Own::load(tx, [kind]).await?.render(kind, &to, &site);
    let mut model = outbox_email::ActiveModel {
        to_address: Set(to.address.to_owned()),
        to_name: Set(to.name.to_owned()),
        locale: Set(to.locale),
        template: Set(kind.name().to_owned()),
        subject: Set(mail.subject),
        body_text: Set(mail.body),
        calendar: Set(calendar.map(|part| part.text.clone())),
        calendar_method: Set(calendar.map(|part| part.method.to_owned())),
        unsubscribe_url: Set(unsubscribe_url.map(str::to_owned)),
        ..Default::default()
    };
    if let Some(at) = at {
        model.next_attempt_at = Set(at);
    }
    let stored = outbox_email::Entity::insert(model).exec(tx).await?;
    wake_workers(tx).await?;
    Ok(stored.last_insert_id)
}

/// The tenant's own texts of the mails being written (none read for a mail it cannot word).
struct Own(Vec<(Wording, Locale, MailText)>);

impl Own {
    async fn load<'k>(tx: &TenantTx, kinds: impl IntoIterator<Item = &'k MailKind>) -> Result<Self, DbErr> {
        let mut wordings: Vec<Wording> = kinds.into_iter().filter_map(MailKind::wording).collect();
        wordings.sort_unstable();
        wordings.dedup();
        Ok(Self(tenant_texts::texts(tx, &wordings).await?))
    }

    fn render(&self, kind: &MailKind, to: &Recipient<'_>, site: &str) -> Rendered {
        let wording = kind.wording();
        let own = self.0.iter().find(|(w, l, _)| Some(*w) == wording && *l == to.locale).map(|(_, _, text)| text);
        render_with(kind, to.locale, to.name, site, own)
    }
}

/// Wakes the mail workers of every replica when the transaction commits.
async fn wake_workers(tx: &TenantTx) -> Result<(), DbErr> {
    crate::delivery::wake_workers(tx, OUTBOX_CHANNEL).await
}

/// Drops the mail to the address, sent or not.
pub async fn discard_mail_to(tx: &TenantTx, address: &str) -> Result<(), DbErr> {
    let delete = Query::delete()
        .from_table(outbox_email::Entity)
        .and_where(Expr::col(outbox_email::Column::ToAddress).eq(address))
        .take();
    tx.execute(&delete).await?;
    Ok(())
}
