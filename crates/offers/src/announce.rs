//! What the tenant's webhooks hear of offers: `offer.approved` (the whole chain approved it),
//! `offer.sent`, `offer.accepted`, `offer.declined`, `offer.withdrawn` and `offer.expired`, in
//! the transaction of the change. An HR system typically starts onboarding on `offer.accepted`.

use sea_orm::{DbErr, FromQueryResult};
use serde_json::json;
use uuid::Uuid;

use crate::db;
use crate::tenancy::TenantTx;
use crate::webhooks::{self, Announcement, Event};

#[derive(Debug, FromQueryResult)]
struct Subject {
    id: i64,
    application_id: i64,
    vacancy_id: i64,
    state: String,
    terms_version: i32,
    salary: String,
    salary_currency: String,
    salary_period: String,
    start_date: chrono::NaiveDate,
    contract_type: String,
    expires_on: chrono::NaiveDate,
    document_sha256: Option<String>,
    person_id: Option<i64>,
    user_id: Option<Uuid>,
    applicant_name: String,
    email: Option<String>,
}

/// Raw: offers with their application and candidate, many at once; the amount as text keeps
/// its decimals exact.
const SUBJECTS: &str = "SELECT o.id, o.application_id, a.vacancy_id, o.state, o.terms_version,
            o.salary_amount::text AS salary, o.salary_currency, o.salary_period, o.start_date, o.contract_type,
            o.expires_on, encode(o.document_sha256, 'hex') AS document_sha256,
            a.person_id, u.id AS user_id, a.applicant_name, u.email
     FROM offers o
     JOIN applications a ON a.id = o.application_id
     LEFT JOIN persons p ON p.id = a.person_id
     LEFT JOIN users u ON u.id = p.user_id
     WHERE o.id = ANY($1)";

/// Offers whose state is `$1` and were changed in this transaction (those the expiry pass just
/// expired).
const CHANGED_NOW: &str = "SELECT id FROM offers WHERE state = $1 AND updated_at = now()";

/// One `event` per offer in `ids`.
pub async fn offers(tx: &TenantTx, event: Event, ids: &[i64]) -> Result<(), DbErr> {
    if ids.is_empty() || !webhooks::wanted(tx, &[event]).await? {
        return Ok(());
    }
    let rows: Vec<Subject> = db::fetch_all_raw(tx, db::raw(SUBJECTS, [ids.to_vec().into()])).await?;
    let announcements = rows
        .into_iter()
        .map(|row| Announcement {
            event,
            data: json!({
                "offer": {
                    "id": row.id,
                    "state": row.state,
                    "termsVersion": row.terms_version,
                    "salary": { "amount": row.salary, "currency": row.salary_currency, "period": row.salary_period },
                    "startDate": row.start_date,
                    "contractType": row.contract_type,
                    "expiresOn": row.expires_on,
                    "documentSha256": row.document_sha256,
                },
                "application": { "id": row.application_id },
                "vacancy": { "id": row.vacancy_id },
                "candidate": {
                    "userId": row.user_id,
                    "personId": row.person_id,
                    "name": row.applicant_name,
                    "email": row.email,
                },
            }),
            candidate: row.user_id,
            application: Some(row.application_id),
        })
        .collect();
    webhooks::emit_many(tx, announcements).await
}

/// `offer.expired` for the offers the expiry pass expired in this transaction.
pub async fn expired_now(tx: &TenantTx) -> Result<(), DbErr> {
    if !webhooks::wanted(tx, &[Event::OfferExpired]).await? {
        return Ok(());
    }
    #[derive(FromQueryResult)]
    struct Id {
        id: i64,
    }
    let ids: Vec<Id> = db::fetch_all_raw(tx, db::raw(CHANGED_NOW, ["expired".into()])).await?;
    let ids: Vec<i64> = ids.into_iter().map(|row| row.id).collect();
    offers(tx, Event::OfferExpired, &ids).await
}
