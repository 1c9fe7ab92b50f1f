//! What the tenant's webhooks hear of vacancies: `vacancy.published` (a draft published or a
//! closed vacancy reopened) and `vacancy.closed` (by a recruiter, in bulk, or when its closing
//! date passed), in the transaction of the change.

use sea_orm::{DbErr, FromQueryResult};
use serde_json::json;

use crate::db;
use crate::domain::{Category, EmploymentType, Workplace};
use crate::tenancy::TenantTx;
use crate::webhooks::{self, Announcement, Event};

#[derive(Debug, FromQueryResult)]
struct Subject {
    id: i64,
    title: String,
    category: Category,
    department: Option<String>,
    location: Option<String>,
    employment_type: EmploymentType,
    workplace: Workplace,
    status: String,
    openings: i32,
    published_at: Option<chrono::DateTime<chrono::Utc>>,
    closes_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Raw: the columns an announcement names, for many vacancies at once.
const SUBJECTS: &str = "SELECT id, title, category, department, location, employment_type, workplace, status,
            openings, published_at, closes_at
     FROM vacancies WHERE id = ANY($1)";

/// One `event` per vacancy in `ids`.
pub async fn vacancies(tx: &TenantTx, event: Event, ids: &[i64]) -> Result<(), DbErr> {
    if ids.is_empty() || !webhooks::wanted(tx, &[event]).await? {
        return Ok(());
    }
    let rows: Vec<Subject> = db::fetch_all_raw(tx, db::raw(SUBJECTS, [ids.to_vec().into()])).await?;
    let announcements = rows
        .into_iter()
        .map(|row| Announcement {
            event,
            data: json!({ "vacancy": {
                "id": row.id,
                "title": row.title,
                "category": row.category,
                "department": row.department,
                "location": row.location,
                "employmentType": row.employment_type,
                "workplace": row.workplace,
                "status": row.status,
                "openings": row.openings,
                "publishedAt": row.published_at,
                "closesAt": row.closes_at,
            }}),
            candidate: None,
            application: None,
        })
        .collect();
    webhooks::emit_many(tx, announcements).await
}
