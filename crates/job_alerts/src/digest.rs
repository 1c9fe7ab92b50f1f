//! The daily digest: the clean-up job, in each tenant's pass, mails every confirmed alert that
//! had no digest for 20 hours the open vacancies published since it was confirmed that match it
//! and that it never mailed before (`job_alert_deliveries`: a vacancy is in at most one digest
//! of an alert, whatever happens to it later). An alert with nothing new gets no mail.

use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DbErr, EntityTrait, ExprTrait, FromQueryResult, QueryFilter, QueryOrder, QuerySelect};

use super::entities::job_alert;
use super::public::UNSUBSCRIBE_PATH;
use crate::crypto::Sealer;
use crate::db;
use crate::mail::{self as outbox, MailKind, Recipient};
use crate::tenancy::TenantTx;
use crate::translated;

/// Alerts mailed in one tenant pass (the rest wait for the next).
const ALERTS_PER_PASS: u64 = 2_000;
/// The most vacancies one digest lists.
const VACANCIES_PER_DIGEST: i64 = 20;

/// Where links in digests point, and the key that opens the alerts' manage tokens.
#[derive(Clone)]
pub struct Digests {
    /// The site's public address (`PUBLIC_URL`), without a trailing slash.
    pub public_url: String,
    pub sealer: Sealer,
}

/// Records the new matching vacancies of alert `$1` as delivered and answers their ids: open,
/// published after `$2` (the confirmation), in categories `$3` (none: any), matching words `$4`
/// (NULL: any) in any of their languages, never mailed to this alert before.
const NEW_FOR_ALERT: &str = "
WITH new AS (
    SELECT v.id FROM vacancies v
    WHERE v.status = 'published' AND (v.closes_at IS NULL OR v.closes_at > now())
      AND v.published_at > $2
      AND (cardinality($3::text[]) = 0 OR v.category = ANY($3::text[]))
      AND ($4::text IS NULL OR v.search @@ (SELECT shared.any_language_matching($4::text)))
      AND NOT EXISTS (SELECT 1 FROM job_alert_deliveries d WHERE d.alert_id = $1 AND d.vacancy_id = v.id)
    ORDER BY v.published_at DESC, v.id DESC
    LIMIT $5
)
INSERT INTO job_alert_deliveries (alert_id, vacancy_id) SELECT $1, id FROM new RETURNING vacancy_id";

#[derive(FromQueryResult)]
struct Delivered {
    vacancy_id: i64,
}

impl Digests {
    /// Mails the due digests of the tenant `tx` is bound to; answers how many were mailed.
    pub async fn send(&self, tx: &TenantTx) -> Result<u64, DbErr> {
        let due = job_alert::Entity::find()
            .filter(job_alert::Column::ConfirmedAt.is_not_null())
            .filter(
                job_alert::Column::LastDigestAt
                    .is_null()
                    // The database's clock, as every due time: no drift between replicas' clocks.
                    .or(Expr::col(job_alert::Column::LastDigestAt).lt(Expr::cust("now() - interval '20 hours'"))),
            )
            .order_by_asc(job_alert::Column::Id)
            .limit(ALERTS_PER_PASS)
            .lock_with_behavior(sea_orm::sea_query::LockType::Update, sea_orm::sea_query::LockBehavior::SkipLocked)
            .all(tx)
            .await?;
        let default = translated::default_of(tx.tenant());
        let mut mailed = 0;
        for alert in due {
            let words = db::words_query(&alert.keywords, db::Unfinished::EveryWord);
            let values = [
                alert.id.into(),
                alert.confirmed_at.into(),
                alert.categories.clone().into(),
                words.into(),
                VACANCIES_PER_DIGEST.into(),
            ];
            let delivered = Delivered::find_by_statement(db::raw(NEW_FOR_ALERT, values)).all(tx).await?;
            job_alert::Entity::update_many()
                .col_expr(job_alert::Column::LastDigestAt, Expr::current_timestamp())
                .filter(job_alert::Column::Id.eq(alert.id))
                .exec(tx)
                .await?;
            if delivered.is_empty() {
                continue;
            }
            let ids: Vec<i64> = delivered.iter().map(|d| d.vacancy_id).collect();
            let rows = crate::vacancies::repo::newest_of(tx, ids).await?;
            let Some(manage) = self.sealer.open_text(&alert.manage_sealed) else {
                tracing::warn!(alert = alert.id, "a job alert's manage token does not open with ENCRYPTION_KEY");
                continue;
            };
            let slug = tx.tenant().slug.as_str();
            let vacancies = rows
                .into_iter()
                .map(|row| {
                    let link = format!("{}/job-vacancy/{}?tenant={slug}", self.public_url, row.id);
                    (row.read_in(alert.locale, default).title, link)
                })
                .collect();
            let manage_link = format!("{}/job-alerts/manage?tenant={slug}&token={manage}", self.public_url);
            let unsubscribe = format!("{}{UNSUBSCRIBE_PATH}?tenantid={slug}&token={manage}", self.public_url);
            let kind = MailKind::JobAlertDigest { vacancies, manage: manage_link };
            let to = Recipient { address: &alert.email, name: "", locale: alert.locale };
            outbox::enqueue_with_unsubscribe(tx, to, &kind, &unsubscribe).await?;
            mailed += 1;
        }
        Ok(mailed)
    }
}
