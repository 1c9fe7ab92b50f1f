//! The offers' tables: `offer_templates`, `offer_approvers` (the tenant's chain), `offers`,
//! `offer_approvals` and `offer_acceptances`. Every function takes the tenant transaction.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::domain::{OfferState, OfferTerms};
use crate::locale::Locale;
use crate::tenancy::TenantTx;

/// An offer template: a name and the letter per language.
#[derive(Debug, Clone, FromQueryResult)]
pub struct TemplateRow {
    pub id: i64,
    pub name: String,
    pub bodies: serde_json::Value,
    pub updated_at: DateTime<Utc>,
}

impl TemplateRow {
    /// The letter in `locale`, else in the first language it has.
    pub fn body(&self, locale: Locale) -> Option<(Locale, String)> {
        let bodies: BTreeMap<Locale, String> = serde_json::from_value(self.bodies.clone()).unwrap_or_default();
        bodies.get(&locale).map(|body| (locale, body.clone())).or_else(|| bodies.into_iter().next())
    }
}

pub async fn templates(tx: &TenantTx) -> Result<Vec<TemplateRow>, DbErr> {
    const SQL: &str = "SELECT id, name, bodies, updated_at FROM offer_templates ORDER BY name, id";
    db::fetch_all_raw(tx, db::raw(SQL, [])).await
}

/// The template `id`, or the tenant's first when `id` is none.
pub async fn template(tx: &TenantTx, id: Option<i64>) -> Result<Option<TemplateRow>, DbErr> {
    const SQL: &str = "SELECT id, name, bodies, updated_at FROM offer_templates
        WHERE id = $1 OR ($1 IS NULL) ORDER BY name, id LIMIT 1";
    db::fetch_one_raw(tx, db::raw(SQL, [id.into()])).await
}

/// Whether another template has this name.
pub async fn template_name_taken(tx: &TenantTx, name: &str, except: Option<i64>) -> Result<bool, DbErr> {
    const SQL: &str = "SELECT 1 FROM offer_templates WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2";
    Ok(tx.query_one_raw(db::raw(SQL, [name.to_owned().into(), except.into()])).await?.is_some())
}

pub async fn insert_template(
    tx: &TenantTx,
    name: &str,
    bodies: serde_json::Value,
    by: Uuid,
) -> Result<TemplateRow, DbErr> {
    const SQL: &str = "INSERT INTO offer_templates (name, bodies, updated_by) VALUES ($1, $2, $3)
        RETURNING id, name, bodies, updated_at";
    db::fetch_one_raw(tx, db::raw(SQL, [name.to_owned().into(), bodies.into(), by.into()]))
        .await?
        .ok_or_else(|| DbErr::RecordNotInserted)
}

pub async fn update_template(
    tx: &TenantTx,
    id: i64,
    name: &str,
    bodies: serde_json::Value,
    by: Uuid,
) -> Result<Option<TemplateRow>, DbErr> {
    const SQL: &str = "UPDATE offer_templates SET name = $2, bodies = $3, updated_by = $4, updated_at = now()
        WHERE id = $1 RETURNING id, name, bodies, updated_at";
    db::fetch_one_raw(tx, db::raw(SQL, [id.into(), name.to_owned().into(), bodies.into(), by.into()])).await
}

pub async fn delete_template(tx: &TenantTx, id: i64) -> Result<bool, DbErr> {
    const SQL: &str = "DELETE FROM offer_templates WHERE id = $1";
    Ok(tx.execute_raw(db::raw(SQL, [id.into()])).await?.rows_affected() > 0)
}

/// One step of the tenant's approval chain: a colleague, or (none) the vacancy's hiring manager.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ChainRow {
    pub user_id: Option<Uuid>,
    pub name: Option<String>,
}

pub async fn chain(tx: &TenantTx) -> Result<Vec<ChainRow>, DbErr> {
    const SQL: &str = "SELECT c.user_id, u.name FROM offer_approvers c LEFT JOIN users u ON u.id = c.user_id
        ORDER BY c.position";
    db::fetch_all_raw(tx, db::raw(SQL, [])).await
}

pub async fn set_chain(tx: &TenantTx, steps: &[Option<Uuid>]) -> Result<(), DbErr> {
    tx.execute_raw(db::raw("DELETE FROM offer_approvers", [])).await?;
    const SQL: &str = "INSERT INTO offer_approvers (position, user_id)
        SELECT s.position - 1, NULLIF(s.user_id, '')::uuid
        FROM unnest($1::text[]) WITH ORDINALITY AS s (user_id, position)";
    // The hiring manager's steps as empty strings (an array of nullable uuids does not bind).
    let ids: Vec<String> = steps.iter().map(|step| step.map(|id| id.to_string()).unwrap_or_default()).collect();
    tx.execute_raw(db::raw(SQL, [ids.into()])).await?;
    Ok(())
}

/// How many of `ids` are active staff or admins.
pub async fn active_staff_among(tx: &TenantTx, ids: &[Uuid]) -> Result<usize, DbErr> {
    const SQL: &str = "SELECT count(*) AS n FROM users
        WHERE id = ANY($1) AND role IN ('staff', 'admin') AND status = 'active' AND kind = 'person'";
    let row = tx.query_one_raw(db::raw(SQL, [ids.to_vec().into()])).await?;
    let n = row.map(|row| row.try_get::<i64>("", "n")).transpose()?.unwrap_or(0);
    Ok(usize::try_from(n).unwrap_or(0))
}

/// An offer with what its views name: the applicant, the vacancy and the letter's template.
#[derive(Debug, Clone, FromQueryResult)]
pub struct OfferRow {
    pub id: i64,
    pub application_id: i64,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    pub applicant_name: String,
    pub applicant_user_id: Option<Uuid>,
    pub template_id: Option<i64>,
    pub locale: String,
    pub state: String,
    pub salary_amount: f64,
    pub salary_currency: String,
    pub salary_period: String,
    pub start_date: NaiveDate,
    pub contract_type: String,
    pub expires_on: NaiveDate,
    pub custom_fields: serde_json::Value,
    pub terms_version: i32,
    /// Raised by every submission for approval: the current round's steps are the chain's.
    pub approval_round: i32,
    pub letter: Option<String>,
    pub document_file_id: Option<Uuid>,
    pub document_sha256: Option<Vec<u8>>,
    /// The paper the document was sent on (`a4`, `letter`).
    pub paper: String,
    pub decline_reason: Option<String>,
    pub created_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
    pub answered_at: Option<DateTime<Utc>>,
}

impl OfferRow {
    pub fn state(&self) -> OfferState {
        OfferState::parse(&self.state).unwrap_or(OfferState::Draft)
    }

    pub fn locale(&self) -> Locale {
        Locale::parse(&self.locale).unwrap_or_default()
    }

    pub fn custom_fields(&self) -> BTreeMap<String, String> {
        serde_json::from_value(self.custom_fields.clone()).unwrap_or_default()
    }
}

macro_rules! offers {
    ($where:literal) => {
        concat!(
            "SELECT o.id, o.application_id, a.vacancy_id, v.title AS vacancy_title, a.applicant_name,
                    p.user_id AS applicant_user_id, o.template_id, o.locale, o.state,
                    o.salary_amount::float8 AS salary_amount, o.salary_currency, o.salary_period, o.start_date,
                    o.contract_type, o.expires_on, o.custom_fields, o.terms_version, o.approval_round, o.letter,
                    o.document_file_id, o.document_sha256, o.paper, o.decline_reason, o.created_by, o.created_at,
                    o.updated_at, o.sent_at, o.answered_at
             FROM offers o
             JOIN applications a ON a.id = o.application_id
             JOIN vacancies v ON v.id = a.vacancy_id
             LEFT JOIN persons p ON p.id = a.person_id
             WHERE ",
            $where
        )
    };
}

pub async fn offer(tx: &TenantTx, id: i64) -> Result<Option<OfferRow>, DbErr> {
    db::fetch_one_raw(tx, db::raw(offers!("o.id = $1"), [id.into()])).await
}

/// The offer, its row locked for a change.
pub async fn offer_for_update(tx: &TenantTx, id: i64) -> Result<Option<OfferRow>, DbErr> {
    db::fetch_one_raw(tx, db::raw(concat!(offers!("o.id = $1"), " FOR UPDATE OF o"), [id.into()])).await
}

/// Every offer of an application, newest first.
pub async fn of_application(tx: &TenantTx, application_id: i64) -> Result<Vec<OfferRow>, DbErr> {
    let sql = concat!(offers!("o.application_id = $1"), " ORDER BY o.created_at DESC, o.id DESC");
    db::fetch_all_raw(tx, db::raw(sql, [application_id.into()])).await
}

/// The offers made to the applicant with account `user_id` that were sent to them.
pub async fn of_applicant(tx: &TenantTx, user_id: Uuid) -> Result<Vec<OfferRow>, DbErr> {
    let sql = concat!(offers!("p.user_id = $1 AND o.sent_at IS NOT NULL"), " ORDER BY o.sent_at DESC, o.id DESC");
    db::fetch_all_raw(tx, db::raw(sql, [user_id.into()])).await
}

/// The values an offer's terms are stored as.
fn terms_values(terms: &OfferTerms, locale: Locale, template_id: i64) -> Vec<sea_orm::Value> {
    vec![
        template_id.into(),
        locale.as_str().into(),
        terms.salary.amount.into(),
        terms.salary.currency.clone().into(),
        terms.salary.period.as_str().into(),
        terms.start_date.into(),
        terms.contract_type.as_str().into(),
        terms.expires_on.into(),
        serde_json::to_value(&terms.custom_fields).unwrap_or_default().into(),
    ]
}

/// A new draft; `None` when the application has an open offer already.
pub async fn insert_offer(
    tx: &TenantTx,
    application_id: i64,
    terms: &OfferTerms,
    locale: Locale,
    template_id: i64,
    by: Uuid,
) -> Result<Option<i64>, DbErr> {
    const SQL: &str = "INSERT INTO offers (template_id, locale, salary_amount, salary_currency, salary_period,
            start_date, contract_type, expires_on, custom_fields, application_id, created_by)
        VALUES ($1, $2, $3::numeric(14, 2), $4, $5, $6, $7, $8, $9, $10, $11)
        ON CONFLICT (application_id) WHERE state IN ('draft', 'pending_approval', 'approved', 'sent') DO NOTHING
        RETURNING id";
    let mut values = terms_values(terms, locale, template_id);
    values.extend([application_id.into(), by.into()]);
    let row = tx.query_one_raw(db::raw(SQL, values)).await?;
    row.map(|row| row.try_get::<i64>("", "id")).transpose()
}

/// New terms: a new version, back to draft (the letter and any link given out no longer hold).
pub async fn change_terms(
    tx: &TenantTx,
    id: i64,
    terms: &OfferTerms,
    locale: Locale,
    template_id: i64,
) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE offers SET template_id = $1, locale = $2, salary_amount = $3::numeric(14, 2),
            salary_currency = $4, salary_period = $5, start_date = $6, contract_type = $7, expires_on = $8,
            custom_fields = $9, state = 'draft', terms_version = terms_version + 1, letter = NULL,
            document_file_id = NULL, document_sha256 = NULL, sent_at = NULL, updated_at = now()
        WHERE id = $10";
    let mut values = terms_values(terms, locale, template_id);
    values.push(id.into());
    tx.execute_raw(db::raw(SQL, values)).await?;
    Ok(())
}

/// Moves the offer to `state` (already checked against the state machine).
pub async fn set_state(tx: &TenantTx, id: i64, state: OfferState) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE offers SET state = $2, updated_at = now(),
            answered_at = CASE WHEN $2 IN ('accepted', 'declined') THEN now() ELSE answered_at END
        WHERE id = $1";
    tx.execute_raw(db::raw(SQL, [id.into(), state.as_str().into()])).await?;
    Ok(())
}

/// Marks the offer sent with its stored document.
pub async fn mark_sent(tx: &TenantTx, id: i64, file: Uuid, sha256: &[u8], paper: &str) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE offers SET state = 'sent', document_file_id = $2, document_sha256 = $3, paper = $4,
        sent_at = now(), updated_at = now() WHERE id = $1";
    tx.execute_raw(db::raw(SQL, [id.into(), file.into(), sha256.to_vec().into(), paper.to_owned().into()])).await?;
    Ok(())
}

/// Fixes the letter (merged Markdown) when the offer goes for approval, in a new round.
pub async fn fix_letter(tx: &TenantTx, id: i64, letter: &str) -> Result<(), DbErr> {
    const SQL: &str = "UPDATE offers SET letter = $2, state = 'pending_approval', approval_round = approval_round + 1,
        updated_at = now() WHERE id = $1";
    tx.execute_raw(db::raw(SQL, [id.into(), letter.to_owned().into()])).await?;
    Ok(())
}

/// One step of an offer's approval in one round.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ApprovalRow {
    pub round: i32,
    pub terms_version: i32,
    pub position: i32,
    pub approver_id: Option<Uuid>,
    pub approver_name: Option<String>,
    pub hiring_manager: bool,
    pub decision: Option<String>,
    pub comment: String,
    pub decided_at: Option<DateTime<Utc>>,
}

/// The approvals of every round, latest first, in chain order.
pub async fn approvals(tx: &TenantTx, offer_id: i64) -> Result<Vec<ApprovalRow>, DbErr> {
    const SQL: &str =
        "SELECT s.round, s.terms_version, s.position, s.approver_id, u.name AS approver_name, s.hiring_manager,
            s.decision, s.comment, s.decided_at
        FROM offer_approvals s LEFT JOIN users u ON u.id = s.approver_id
        WHERE s.offer_id = $1 ORDER BY s.round DESC, s.position";
    db::fetch_all_raw(tx, db::raw(SQL, [offer_id.into()])).await
}

/// Lays out the chain's steps for the offer's current round (`offer` as read after
/// [`fix_letter`]), each resolved to an active person: the named colleague, or the vacancy's
/// hiring manager at this moment (a step nobody can take — a deactivated colleague, no hiring
/// manager — is left out, so no round waits on someone who cannot answer).
pub async fn open_approvals(tx: &TenantTx, offer: &OfferRow) -> Result<u64, DbErr> {
    const SQL: &str =
        "INSERT INTO offer_approvals (offer_id, round, terms_version, position, approver_id, hiring_manager)
        SELECT $1, $4, $2, row_number() OVER (ORDER BY c.position) - 1,
               COALESCE(c.user_id, (SELECT t.user_id FROM vacancy_team t JOIN users m ON m.id = t.user_id
                                    WHERE t.vacancy_id = $3 AND t.role = 'hiring_manager' AND m.status = 'active'
                                    ORDER BY t.added_at LIMIT 1)),
               c.user_id IS NULL
        FROM offer_approvers c
        WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.status = 'active')
           OR (c.user_id IS NULL AND EXISTS (SELECT 1 FROM vacancy_team t JOIN users m ON m.id = t.user_id
               WHERE t.vacancy_id = $3 AND t.role = 'hiring_manager' AND m.status = 'active'))";
    let values = [offer.id.into(), offer.terms_version.into(), offer.vacancy_id.into(), offer.approval_round.into()];
    Ok(tx.execute_raw(db::raw(SQL, values)).await?.rows_affected())
}

/// Records `approver`'s answer on the current step (the first unanswered one of this version);
/// `false` when that step is not theirs.
pub async fn answer_step(
    tx: &TenantTx,
    offer: &OfferRow,
    approver: Uuid,
    approved: bool,
    comment: &str,
) -> Result<bool, DbErr> {
    const SQL: &str = "UPDATE offer_approvals SET decision = $4, comment = $5, decided_at = now()
        WHERE (offer_id, round, position) = (
            SELECT offer_id, round, position FROM offer_approvals
            WHERE offer_id = $1 AND round = $2 AND decision IS NULL ORDER BY position LIMIT 1)
          AND approver_id = $3";
    let decision = if approved { "approved" } else { "rejected" };
    let values =
        [offer.id.into(), offer.approval_round.into(), approver.into(), decision.into(), comment.to_owned().into()];
    Ok(tx.execute_raw(db::raw(SQL, values)).await?.rows_affected() == 1)
}

/// Steps of the current round still unanswered.
pub async fn steps_left(tx: &TenantTx, offer: &OfferRow) -> Result<i64, DbErr> {
    const SQL: &str = "SELECT count(*) AS left FROM offer_approvals
        WHERE offer_id = $1 AND round = $2 AND decision IS NULL";
    let row = tx.query_one_raw(db::raw(SQL, [offer.id.into(), offer.approval_round.into()])).await?;
    Ok(row.map(|row| row.try_get::<i64>("", "left")).transpose()?.unwrap_or(0))
}

/// The person whose turn it is in the offer's current round, if any.
pub async fn current_approver(tx: &TenantTx, offer: &OfferRow) -> Result<Option<Uuid>, DbErr> {
    const SQL: &str = "SELECT approver_id FROM offer_approvals
        WHERE offer_id = $1 AND round = $2 AND decision IS NULL ORDER BY position LIMIT 1";
    let row = tx.query_one_raw(db::raw(SQL, [offer.id.into(), offer.approval_round.into()])).await?;
    Ok(row.map(|row| row.try_get::<Option<Uuid>>("", "approver_id")).transpose()?.flatten())
}

/// What the letter's merge fields read of an application beyond the offer: the applicant's
/// language and the vacancy's hiring manager.
#[derive(Debug, Clone, FromQueryResult)]
pub struct LetterContext {
    pub applicant_locale: Option<String>,
    pub hiring_manager_name: Option<String>,
}

pub async fn letter_context(tx: &TenantTx, application_id: i64) -> Result<Option<LetterContext>, DbErr> {
    const SQL: &str = "SELECT u.locale AS applicant_locale,
            (SELECT m.name FROM vacancy_team t JOIN users m ON m.id = t.user_id
             WHERE t.vacancy_id = a.vacancy_id AND t.role = 'hiring_manager' ORDER BY t.added_at LIMIT 1)
                AS hiring_manager_name
        FROM applications a LEFT JOIN persons p ON p.id = a.person_id LEFT JOIN users u ON u.id = p.user_id
        WHERE a.id = $1";
    db::fetch_one_raw(tx, db::raw(SQL, [application_id.into()])).await
}

/// An application an offer may be made for: its vacancy and applicant.
#[derive(Debug, Clone, FromQueryResult)]
pub struct ApplicationRow {
    pub id: i64,
    pub vacancy_id: i64,
    pub vacancy_title: String,
    pub applicant_name: String,
    pub status: String,
}

pub async fn application(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    const SQL: &str = "SELECT a.id, a.vacancy_id, v.title AS vacancy_title, a.applicant_name, a.status
        FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.id = $1";
    db::fetch_one_raw(tx, db::raw(SQL, [id.into()])).await
}

/// The reader's part on a vacancy's hiring team, if any.
pub async fn team_role(tx: &TenantTx, vacancy_id: i64, user_id: Uuid) -> Result<Option<String>, DbErr> {
    const SQL: &str = "SELECT role FROM vacancy_team WHERE vacancy_id = $1 AND user_id = $2";
    let row = tx.query_one_raw(db::raw(SQL, [vacancy_id.into(), user_id.into()])).await?;
    row.map(|row| row.try_get::<String>("", "role")).transpose()
}

/// Takes out what offers say about these applications' applicant — the letters, custom terms,
/// decline reasons, approvers' comments, acceptance records and the PDFs (sent and signed) — when
/// the applications are anonymised (erasure, retention). The terms' figures stay, no longer about
/// anyone identifiable. Answers the storage keys of the PDFs deleted, to remove once committed.
pub async fn forget_about(tx: &TenantTx, application_ids: Vec<i64>) -> Result<Vec<String>, DbErr> {
    const SQL: &str = "WITH targets AS (
            SELECT id, document_file_id FROM offers WHERE application_id = ANY($1)),
        signed AS (
            DELETE FROM offer_acceptances WHERE offer_id IN (SELECT id FROM targets) RETURNING signed_file_id),
        cleared AS (
            UPDATE offers SET letter = NULL, custom_fields = '{}', decline_reason = NULL, document_file_id = NULL,
                document_sha256 = NULL
            WHERE id IN (SELECT id FROM targets) RETURNING 1),
        comments AS (
            UPDATE offer_approvals SET comment = '' WHERE offer_id IN (SELECT id FROM targets) RETURNING 1)
        DELETE FROM files WHERE kind = 'offer'
            AND id IN (SELECT document_file_id FROM targets UNION SELECT signed_file_id FROM signed)
        RETURNING storage_key";
    let rows = tx.query_all_raw(db::raw(SQL, [application_ids.into()])).await?;
    rows.iter().map(|row| row.try_get::<String>("", "storage_key")).collect()
}

/// [`forget_about`] the applications of the applicant with account `user_id`.
pub async fn forget_about_applicant(tx: &TenantTx, user_id: Uuid) -> Result<(), DbErr> {
    const SQL: &str = "SELECT coalesce(array_agg(a.id), '{}') AS ids FROM applications a
        JOIN persons p ON p.id = a.person_id WHERE p.user_id = $1";
    let row = tx.query_one_raw(db::raw(SQL, [user_id.into()])).await?;
    let ids: Vec<i64> = row.map(|row| row.try_get("", "ids")).transpose()?.unwrap_or_default();
    if ids.is_empty() { Ok(()) } else { forget_about(tx, ids).await.map(drop) }
}

/// An approval step a staff member answered, for their privacy export.
#[derive(Debug, Clone, FromQueryResult, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnsweredApproval {
    pub offer_id: i64,
    pub decision: Option<String>,
    pub comment: String,
    pub decided_at: Option<DateTime<Utc>>,
}

pub async fn approvals_by(tx: &TenantTx, user_id: Uuid) -> Result<Vec<AnsweredApproval>, DbErr> {
    const SQL: &str = "SELECT offer_id, decision, comment, decided_at FROM offer_approvals
        WHERE approver_id = $1 ORDER BY offer_id, round, position";
    db::fetch_all_raw(tx, db::raw(SQL, [user_id.into()])).await
}

/// An applicant's acceptance of an offer.
#[derive(Debug, Clone, FromQueryResult)]
pub struct AcceptanceRow {
    pub offer_id: i64,
    pub signed_file_id: Option<Uuid>,
    pub full_name: String,
    pub accepted_at: DateTime<Utc>,
    pub client_address: String,
    pub user_agent: String,
    pub document_sha256: Vec<u8>,
}

pub async fn acceptances_of(tx: &TenantTx, offer_ids: Vec<i64>) -> Result<Vec<AcceptanceRow>, DbErr> {
    const SQL: &str = "SELECT offer_id, signed_file_id, full_name, accepted_at, client_address, user_agent,
            document_sha256
        FROM offer_acceptances WHERE offer_id = ANY($1)";
    db::fetch_all_raw(tx, db::raw(SQL, [offer_ids.into()])).await
}

/// Records the candidate's acceptance.
#[allow(clippy::too_many_arguments)]
pub async fn record_acceptance(
    tx: &TenantTx,
    offer_id: i64,
    full_name: &str,
    at: DateTime<Utc>,
    client_address: &str,
    user_agent: &str,
    document_sha256: &[u8],
    signed_file_id: Uuid,
) -> Result<(), DbErr> {
    const SQL: &str = "INSERT INTO offer_acceptances
            (offer_id, full_name, accepted_at, client_address, user_agent, document_sha256, signed_file_id)
        VALUES ($1, $2, $3, $4, $5, $6, $7)";
    let values = [
        offer_id.into(),
        full_name.to_owned().into(),
        at.into(),
        client_address.to_owned().into(),
        user_agent.to_owned().into(),
        document_sha256.to_vec().into(),
        signed_file_id.into(),
    ];
    tx.execute_raw(db::raw(SQL, values)).await?;
    Ok(())
}

pub async fn set_declined(tx: &TenantTx, id: i64, reason: Option<&str>) -> Result<(), DbErr> {
    const SQL: &str =
        "UPDATE offers SET state = 'declined', decline_reason = $2, answered_at = now(), updated_at = now()
        WHERE id = $1";
    tx.execute_raw(db::raw(SQL, [id.into(), reason.map(str::to_owned).into()])).await?;
    Ok(())
}

/// The vacancy's hiring manager (the first named), if any.
pub async fn hiring_manager(tx: &TenantTx, vacancy_id: i64) -> Result<Option<Uuid>, DbErr> {
    const SQL: &str = "SELECT user_id FROM vacancy_team WHERE vacancy_id = $1 AND role = 'hiring_manager'
        ORDER BY added_at LIMIT 1";
    let row = tx.query_one_raw(db::raw(SQL, [vacancy_id.into()])).await?;
    row.map(|row| row.try_get::<Uuid>("", "user_id")).transpose()
}

/// Sent offers past their last day: expired now (the maintenance pass, not a read). How many.
pub async fn expire_due(tx: &TenantTx, today: NaiveDate) -> Result<u64, DbErr> {
    const SQL: &str = "UPDATE offers SET state = 'expired', updated_at = now()
        WHERE state = 'sent' AND expires_on < $1";
    Ok(tx.execute_raw(db::raw(SQL, [today.into()])).await?.rows_affected())
}
