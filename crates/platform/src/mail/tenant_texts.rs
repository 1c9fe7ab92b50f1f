//! Mails a tenant words itself (message templates: every mail sent on a recruiter's behalf, see
//! [`Wording`]), per language, in the tenant's `mail_templates` table. A language without its own
//! text gets the built-in one ([`Wording::built_in`]). Writing a mail looks its text up here
//! (`outbox::enqueue…`), so every path that sends one of these mails speaks the tenant's words.

use sea_orm::sea_query::{Expr, OnConflict, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::templates::{MailText, Wording};
use crate::db::Timestamped;
use crate::error::{ErrorCode, FieldErrors};
use crate::locale::Locale;
use crate::template;
use crate::tenancy::TenantTx;

/// The `mail_templates` table (the migration `m20261129_000016_recruiters_desk` creates it).
pub mod mail_template {
    use sea_orm::entity::prelude::*;

    use crate::locale::Locale;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_templates")]
    pub struct Model {
        /// What the text is for ([`Wording::as_str`](super::Wording::as_str)); the column's
        /// CHECK lists the kinds.
        #[sea_orm(primary_key, auto_increment = false)]
        pub kind: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub locale: Locale,
        pub subject: String,
        pub body: String,
        pub updated_at: chrono::DateTime<chrono::Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    crate::timestamped!();
}

/// Checks a tenant's text of `wording` (trimmed): a subject of 1–200 characters on one line, a
/// body of 1–10,000, and only the wording's merge fields; problems go to `fields` under
/// `<field>.subject` and `<field>.body`.
pub fn check(wording: Wording, subject: &str, body: &str, field: &str, fields: &mut FieldErrors) -> MailText {
    let bad = |value: &str, max: usize| value.chars().count() > max || crate::text::has_stray_control(value);
    let (subject, body) = (subject.trim(), body.trim());
    if subject.is_empty() || bad(subject, 200) || subject.contains('\n') {
        fields.add(format!("{field}.subject"), ErrorCode::MailTemplateSubjectInvalid);
    }
    if body.is_empty() || bad(body, 10_000) {
        fields.add(format!("{field}.body"), ErrorCode::MailTemplateBodyInvalid);
    }
    let known = wording.fields();
    for (part, text) in [("subject", subject), ("body", body)] {
        if let Some(unknown) = template::unknown_placeholder(text, &known) {
            let list = known.iter().map(|name| format!("{{{name}}}")).collect::<Vec<_>>().join(", ");
            let values = [("placeholder", format!("{{{unknown}}}")), ("known", list)];
            fields.add_with(format!("{field}.{part}"), ErrorCode::MailTemplatePlaceholderUnknown, &values);
        }
    }
    MailText { subject: subject.to_owned(), body: body.to_owned() }
}

/// The tenant's own texts of `wordings`, by wording and language.
pub async fn texts(tx: &TenantTx, wordings: &[Wording]) -> Result<Vec<(Wording, Locale, MailText)>, DbErr> {
    if wordings.is_empty() {
        return Ok(Vec::new());
    }
    let kinds: Vec<&str> = wordings.iter().map(|wording| wording.as_str()).collect();
    let rows: Vec<mail_template::Model> =
        mail_template::Entity::find().filter(mail_template::Column::Kind.is_in(kinds)).all(tx).await?;
    Ok(rows
        .into_iter()
        .filter_map(|row| {
            let wording = Wording::parse(&row.kind)?;
            Some((wording, row.locale, MailText { subject: row.subject, body: row.body }))
        })
        .collect())
}

/// The tenant's own rejection texts, by language.
pub async fn rejections(tx: &TenantTx) -> Result<Vec<(Locale, MailText)>, DbErr> {
    Ok(texts(tx, &[Wording::Rejection]).await?.into_iter().map(|(_, locale, text)| (locale, text)).collect())
}

/// Stores the tenant's rejection text for `locale`, or forgets it (`None`: the built-in one again).
pub async fn save_rejection(tx: &TenantTx, locale: Locale, text: Option<&MailText>) -> Result<(), DbErr> {
    save(tx, Wording::Rejection, locale, text).await
}

/// Stores the tenant's text of `wording` for `locale`, or forgets it (`None`: ours again).
pub async fn save(tx: &TenantTx, wording: Wording, locale: Locale, text: Option<&MailText>) -> Result<(), DbErr> {
    use mail_template::Column as C;
    let Some(text) = text else {
        mail_template::Entity::delete_many()
            .filter(C::Kind.eq(wording.as_str()))
            .filter(C::Locale.eq(locale))
            .exec(tx)
            .await?;
        return Ok(());
    };
    let upsert = Query::insert()
        .into_table(mail_template::Entity)
        .columns([C::Kind, C::Locale, C::Subject, C::Body])
        .values([
            Expr::val(wording.as_str()),
            Expr::val(locale.as_str()),
            Expr::val(text.subject.as_str()),
            Expr::val(text.body.as_str()),
        ])
        .map_err(|err| DbErr::Custom(err.to_string()))?
        .on_conflict(
            mail_template::Entity::touch_on_conflict(
                OnConflict::columns([C::Kind, C::Locale]).update_columns([C::Subject, C::Body]),
            )
            .to_owned(),
        )
        .take();
    tx.execute(&upsert).await?;
    Ok(())
}
