//! Scorecard reminders, run in each tenant's clean-up pass (one replica at a time): an
//! interviewer whose scorecard is not submitted `scorecardReminderHours` after the interview
//! ended gets a mail and a task; as many hours later, if it is still missing, the vacancy's
//! hiring manager is told. Each is written once (`scorecard_reminders`), in the transaction that
//! queues its mail, so a pass that fails sends nothing and the next one sends it once.

use chrono::{DateTime, Utc};
use sea_orm::{DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::mail::{self, MailKind, Recipient};
use crate::tasks::repo::{self as task_repo, NewTask};
use crate::tenancy::TenantTx;
use erecruit_platform::locale::Locale;

/// How many of each one pass sends at most (the next pass sends the rest).
const BATCH: i64 = 200;
/// Interviews that ended longer ago than this are not reminded of (turning the feature on, or
/// a long outage, does not mail about old interviews).
const HORIZON_DAYS: i32 = 30;

/// What one pass sent.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Reminded {
    pub reminders: u64,
    pub escalations: u64,
}

#[derive(Debug, FromQueryResult)]
struct DueRow {
    event_id: i64,
    user_id: Uuid,
    title: String,
    application_id: i64,
    vacancy_id: i64,
    applicant_name: String,
    name: String,
    email: String,
    locale: Locale,
    ends_at: DateTime<Utc>,
}

/// Interviewers to remind now: marked as reminded in the same statement.
const DUE: &str = concat!(
    "WITH due AS (
        SELECT e.id AS event_id, c.user_id, e.title, e.application_id, a.vacancy_id, a.applicant_name,
               u.name, u.email, u.locale, e.ends_at
        FROM calendar_events e
        JOIN calendar_attendees c ON c.event_id = e.id
        JOIN applications a ON a.id = e.application_id
        JOIN users u ON u.id = c.user_id AND u.status = 'active'
        WHERE e.label = 'interview'
          AND e.ends_at <= now() - make_interval(hours => $1)
          AND e.ends_at > now() - make_interval(days => $2)
          AND ",
    crate::repo::interviewer_sql!(),
    "
          AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.event_id = e.id AND s.author_id = c.user_id AND s.version > 0)
          AND NOT EXISTS (SELECT 1 FROM scorecard_reminders r WHERE r.event_id = e.id AND r.user_id = c.user_id)
        ORDER BY e.ends_at LIMIT $3),
    added AS (
        INSERT INTO scorecard_reminders (event_id, user_id) SELECT event_id, user_id FROM due
        ON CONFLICT DO NOTHING RETURNING event_id, user_id)
    SELECT due.* FROM due JOIN added USING (event_id, user_id)"
);

#[derive(Debug, FromQueryResult)]
struct OverdueRow {
    event_id: i64,
    title: String,
    applicant_name: String,
    interviewer: String,
    name: String,
    email: String,
    locale: Locale,
}

/// Reminded interviewers still without a submitted scorecard after as many hours again, whose
/// vacancy has a hiring manager: marked as escalated in the same statement.
const OVERDUE: &str = "WITH due AS (
        SELECT r.event_id, r.user_id, e.title, a.applicant_name, iu.name AS interviewer,
               mu.name, mu.email, mu.locale
        FROM scorecard_reminders r
        JOIN calendar_events e ON e.id = r.event_id
        JOIN applications a ON a.id = e.application_id
        JOIN users iu ON iu.id = r.user_id
        JOIN vacancy_team hm ON hm.vacancy_id = a.vacancy_id AND hm.role = 'hiring_manager'
        JOIN users mu ON mu.id = hm.user_id AND mu.status = 'active'
        WHERE r.escalated_at IS NULL AND r.reminded_at <= now() - make_interval(hours => $1)
          AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.event_id = r.event_id AND s.author_id = r.user_id AND s.version > 0)
        ORDER BY r.reminded_at LIMIT $2),
    marked AS (
        UPDATE scorecard_reminders r SET escalated_at = now() FROM due
        WHERE r.event_id = due.event_id AND r.user_id = due.user_id RETURNING r.event_id, r.user_id)
    SELECT due.* FROM due JOIN marked USING (event_id, user_id)";

/// The scorecard page of an interview.
fn link(public_url: &str, tx: &TenantTx, event_id: i64) -> String {
    format!("{public_url}/scorecards/{event_id}?tenant={}", tx.tenant().slug)
}

/// One pass: reminders due, then escalations due.
pub async fn run(tx: &TenantTx, public_url: &str) -> Result<Reminded, DbErr> {
    let hours = i32::try_from(tx.tenant().branding.scorecard_reminder_hours()).unwrap_or(24);
    let due: Vec<DueRow> =
        db::fetch_all_raw(tx, db::raw(DUE, [hours.into(), HORIZON_DAYS.into(), BATCH.into()])).await?;
    let site = erecruit_platform::tenancy::PublicTenant::from(tx.tenant()).erecruitment_title;
    let mut mails = Vec::with_capacity(due.len());
    for row in &due {
        let kind = MailKind::ScorecardReminder {
            applicant: row.applicant_name.clone(),
            title: row.title.clone(),
            hours: u32::try_from(hours).unwrap_or(24),
            link: link(public_url, tx, row.event_id),
        };
        // In the app too: a task for the interviewer, worded as the mail's subject.
        let words = mail::templates::render(&kind, row.locale, &row.name, &site);
        let task = NewTask {
            title: words.subject,
            description: link(public_url, tx, row.event_id),
            assignee_id: row.user_id,
            created_by: row.user_id,
            due_on: Some(row.ends_at.date_naive()),
            vacancy_id: Some(row.vacancy_id),
            application_id: Some(row.application_id),
            is_starred: false,
            is_important: true,
        };
        task_repo::insert(tx, task).await?;
        mails.push((Recipient { address: &row.email, name: &row.name, locale: row.locale }, kind));
    }
    mail::enqueue_many(tx, &mails).await?;
    let overdue: Vec<OverdueRow> = db::fetch_all_raw(tx, db::raw(OVERDUE, [hours.into(), BATCH.into()])).await?;
    let escalations: Vec<(Recipient<'_>, MailKind)> = overdue
        .iter()
        .map(|row| {
            let kind = MailKind::ScorecardOverdue {
                interviewer: row.interviewer.clone(),
                applicant: row.applicant_name.clone(),
                title: row.title.clone(),
                link: link(public_url, tx, row.event_id),
            };
            (Recipient { address: &row.email, name: &row.name, locale: row.locale }, kind)
        })
        .collect();
    mail::enqueue_many(tx, &escalations).await?;
    Ok(Reminded { reminders: due.len() as u64, escalations: overdue.len() as u64 })
}
