//! Mails a tenant words itself (today the rejection a recruiter may send with a bulk rejection),
//! per language, in the tenant's `mail_templates` table. A language without its own text gets the
//! built-in one (`templates::default_rejection`).

use sea_orm::sea_query::{Expr, OnConflict, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::templates::MailText;
use crate::db::Timestamped;
use crate::locale::Locale;
use crate::tenancy::TenantTx;

/// The `mail_templates` table (the migration `m20261129_000016_recruiters_desk` creates it).
pub mod mail_template {
    use sea_orm::entity::prelude::*;

    use crate::locale::Locale;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_templates")]
    pub struct Model {
        /// What the text is for; the column's CHECK lists the kinds (`rejection`).
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

const REJECTION: &str = "rejection";

/// The tenant's own rejection texts, by language.
pub async fn rejections(tx: &TenantTx) -> Result<Vec<(Locale, MailText)>, DbErr> {
    let rows: Vec<mail_template::Model> =
        mail_template::Entity::find().filter(mail_template::Column::Kind.eq(REJECTION)).all(tx).await?;
    Ok(rows.into_iter().map(|row| (row.locale, MailText { subject: row.subject, body: row.body })).collect())
}

/// The tenant's own rejection text for `locale`, if it wrote one.
pub async fn rejection(tx: &TenantTx, locale: Locale) -> Result<Option<MailText>, DbErr> {
    Ok(rejections(tx).await?.into_iter().find(|(l, _)| *l == locale).map(|(_, text)| text))
}

/// Stores the tenant's rejection text for `locale`, or forgets it (`None`: the built-in one again).
pub async fn save_rejection(tx: &TenantTx, locale: Locale, text: Option<&MailText>) -> Result<(), DbErr> {
    use mail_template::Column as C;
    let Some(text) = text else {
        mail_template::Entity::delete_many()
            .filter(C::Kind.eq(REJECTION))
            .filter(C::Locale.eq(locale))
            .exec(tx)
            .await?;
        return Ok(());
    };
    let upsert = Query::insert()
        .into_table(mail_template::Entity)
        .columns([C::Kind, C::Locale, C::Subject, C::Body])
        .values([
            Expr::val(REJECTION),
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
