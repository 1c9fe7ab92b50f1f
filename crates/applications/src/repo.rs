//! The `applications` and `application_events` tables. Every function takes the tenant transaction.

use sea_orm::sea_query::extension::postgres::{PgExpr, PgFunc};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict, Query, QueryStatementBuilder, SelectStatement};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, Iterable, Order, QueryFilter,
    QuerySelect,
};
use serde_json::json;
use uuid::Uuid;

use super::domain::{Answer, ApplicationStatus};
use super::entities::{application, event};
use crate::db::{self, ApiName};
use crate::error::violated_unique_constraint;
use crate::profiles::schema::{PersonColumn, Persons};
use crate::tenancy::TenantTx;
use crate::vacancies::schema::{StageColumn, Vacancies, VacancyColumn, VacancyStages};
use erecruit_platform::db::Touch;

pub type ApplicationRow = application::Model;
pub type EventRow = event::Model;

impl application::Model {
    pub fn answers(&self) -> Vec<Answer> {
        serde_json::from_value(self.answers.clone()).unwrap_or_default()
    }
}

/// One application per vacancy and person.
const ONE_PER_VACANCY_AND_PERSON: &str = "applications_vacancy_person_key";

pub struct NewApplication<'a> {
    pub vacancy_id: i64,
    pub person_id: i64,
    pub cover_letter: Option<&'a str>,
    pub cv_file_id: Uuid,
    pub answers: &'a [Answer],
    pub knocked_out: bool,
    pub consent_text: &'a str,
    pub source: Option<&'a str>,
    pub applicant_name: &'a str,
    pub applicant_email: &'a str,
}

/// A stored application: its id and the stage it starts at (the first of its vacancy's
/// process; none for a vacancy an older server made, until it gets its process).
#[derive(Debug, Clone, Copy)]
pub struct Inserted {
    pub id: i64,
    pub stage_id: Option<i64>,
}

/// Why an application was not stored.
#[derive(Debug, thiserror::Error)]
pub enum NewApplicationError {
    #[error("already applied")]
    AlreadyApplied,
    #[error(transparent)]
    Database(#[from] DbErr),
}

/// Stores a new application (status `submitted`, at the first stage of its vacancy's process). Consent is dated by the
/// database clock, like the application itself (so a sea-query insert: an active model holds only
/// values, not `CURRENT_TIMESTAMP`).
pub async fn insert(tx: &TenantTx, new: NewApplication<'_>) -> Result<Inserted, NewApplicationError> {
    use application::Column as C;
    let answers = serde_json::to_value(new.answers).map_err(|err| DbErr::Json(err.to_string()))?;
    let insert = Query::insert()
        .into_table(application::Entity)
        .columns([
            C::VacancyId,
            C::PersonId,
            C::CoverLetter,
            C::CvFileId,
            C::Answers,
            C::KnockedOut,
            C::ConsentText,
            C::ConsentAt,
            C::Source,
            C::ApplicantName,
            C::ApplicantEmail,
            C::StageId,
            C::Category,
        ])
        .values([
            Expr::val(new.vacancy_id),
            Expr::val(new.person_id),
            Expr::val(new.cover_letter.map(str::to_owned)),
            Expr::val(new.cv_file_id),
            Expr::val(answers),
            Expr::val(new.knocked_out),
            Expr::val(new.consent_text),
            Expr::current_timestamp(),
            Expr::val(new.source.map(str::to_owned)),
            Expr::val(new.applicant_name),
            Expr::val(new.applicant_email),
            Expr::SubQuery(
                None,
                Box::new(
                    Query::select()
                        .column(StageColumn::Id)
                        .from(VacancyStages)
                        .and_where(Expr::col(StageColumn::VacancyId).eq(new.vacancy_id))
                        .order_by(StageColumn::Position, Order::Asc)
                        .limit(1)
                        .take()
                        .into_sub_query_statement(),
                ),
            ),
            // The vacancy's category, which the grid filters by without a join; share-locked, so
            // an editor changing it at this moment is waited for and their category copied.
            Expr::SubQuery(
                None,
                Box::new(
                    Query::select()
                        .column(VacancyColumn::Category)
                        .from(Vacancies)
                        .and_where(Expr::col(VacancyColumn::Id).eq(new.vacancy_id))
                        .lock_shared()
                        .take()
                        .into_sub_query_statement(),
                ),
            ),
        ])
        .map_err(|err| DbErr::Custom(err.to_string()))?
        .on_conflict(OnConflict::constraint(ONE_PER_VACANCY_AND_PERSON).do_nothing().to_owned())
        .returning(Query::returning().columns([C::Id, C::StageId]))
        .take();
    match tx.query_one(&insert).await {
        Ok(Some(row)) => Ok(Inserted { id: row.try_get("", "id")?, stage_id: row.try_get("", "stage_id")? }),
        // Another request for the same vacancy and person won the race (or came earlier).
        Ok(None) => Err(NewApplicationError::AlreadyApplied),
        Err(err) if violated_unique_constraint(&err).as_deref() == Some(ONE_PER_VACANCY_AND_PERSON) => {
            Err(NewApplicationError::AlreadyApplied)
        }
        Err(err) => Err(err.into()),
    }
}

pub async fn find(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![id.into()], || {
        db::select::<application::Entity>().and_where(Expr::col(application::Column::Id).eq(id)).take()
    });
    db::fetch_one_raw(tx, statement).await
}

/// Like [`find`], and locks the row until the transaction ends (before changing its status).
pub async fn find_for_update(tx: &TenantTx, id: i64) -> Result<Option<ApplicationRow>, DbErr> {
    let query = db::select::<application::Entity>()
        .and_where(Expr::col(application::Column::Id).eq(id))
        .lock_exclusive()
        .take();
    db::fetch_one(tx, &query).await
}

/// The applications with these ids (in no particular order; missing ids are not there).
pub async fn by_ids(tx: &TenantTx, ids: &[i64]) -> Result<Vec<ApplicationRow>, DbErr> {
    let query = db::select::<application::Entity>()
        .and_where(Expr::col(application::Column::Id).eq(PgFunc::any(Expr::val(ids.to_vec()))))
        .take();
    db::fetch_all(tx, &query).await
}

/// The applications with these ids, locked until the transaction ends, in id order (a bulk
/// change; missing ids are simply not there).
pub async fn lock_many(tx: &TenantTx, ids: &[i64]) -> Result<Vec<ApplicationRow>, DbErr> {
    let query = db::select::<application::Entity>()
        .and_where(Expr::col(application::Column::Id).eq(PgFunc::any(Expr::val(ids.to_vec()))))
        .order_by(application::Column::Id, Order::Asc)
        .lock_exclusive()
        .take();
    db::fetch_all(tx, &query).await
}

/// A vacancy's open applications, locked (its closing messages close them).
pub async fn open_of_vacancy_for_update(tx: &TenantTx, vacancy_id: i64) -> Result<Vec<ApplicationRow>, DbErr> {
    let open: Vec<ApplicationStatus> = ApplicationStatus::iter().filter(|status| status.is_open()).collect();
    let query = db::select::<application::Entity>()
        .and_where(Expr::col(application::Column::VacancyId).eq(vacancy_id))
        .and_where(Expr::col(application::Column::Status).is_in(open))
        .order_by(application::Column::Id, Order::Asc)
        .lock_exclusive()
        .take();
    db::fetch_all(tx, &query).await
}

pub async fn for_person(tx: &TenantTx, person_id: i64) -> Result<Vec<ApplicationRow>, DbErr> {
    let mut query = db::select::<application::Entity>();
    query.and_where(Expr::col(application::Column::PersonId).eq(person_id));
    db::fetch_all(tx, newest_first(&mut query)).await
}

/// The applications of the user's applicant profile, newest first (none without a profile).
pub async fn for_user(tx: &TenantTx, user_id: Uuid) -> Result<Vec<ApplicationRow>, DbErr> {
    // The profile's id, read in the same statement.
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![user_id.into()], || {
        let person_id = Query::select()
            .column(PersonColumn::Id)
            .from(Persons)
            .and_where(Expr::col(PersonColumn::UserId).eq(user_id))
            .take();
        let of_the_user = Expr::col(application::Column::PersonId)
            .eq(Expr::SubQuery(None, Box::new(person_id.into_sub_query_statement())));
        let mut query = db::select::<application::Entity>();
        query.and_where(of_the_user);
        newest_first(&mut query).take()
    });
    db::fetch_all_raw(tx, statement).await
}

fn newest_first(query: &mut SelectStatement) -> &mut SelectStatement {
    query.order_by(application::Column::CreatedAt, Order::Desc).order_by(application::Column::Id, Order::Desc)
}

pub struct VacancyFilter {
    pub vacancy_id: i64,
    pub status: Option<ApplicationStatus>,
    pub query: Option<String>,
    /// What the reader may see of them (`Access::applications`).
    pub access: Condition,
    pub limit: u64,
    pub offset: u64,
}

/// Applications to one vacancy, newest first, and how many match, in one round trip; `None` when
/// there is no such vacancy (the count's `HAVING EXISTS` then answers no row at all).
pub async fn for_vacancy(tx: &TenantTx, filter: &VacancyFilter) -> Result<Option<(Vec<ApplicationRow>, u64)>, DbErr> {
    use application::Column as C;
    let conditions = Condition::all()
        .add(Expr::col(C::VacancyId).eq(filter.vacancy_id))
        .add(filter.access.clone())
        .add_option(filter.status.map(|status| Expr::col(C::Status).eq(status)))
        .add_option(filter.query.as_deref().map(|query| {
            let pattern = db::contains_pattern(query);
            Condition::any()
                .add(Expr::col(C::ApplicantName).ilike(pattern.clone()))
                .add(Expr::col(C::ApplicantEmail).ilike(pattern))
        }));
    let mut page = db::select::<application::Entity>();
    page.cond_where(conditions.clone());
    newest_first(&mut page).limit(filter.limit).offset(filter.offset);
    let vacancy_exists = Query::select()
        .expr(Expr::val(1))
        .from(Vacancies)
        .and_where(Expr::col(VacancyColumn::Id).eq(filter.vacancy_id))
        .take();
    let count = Query::select()
        .expr_as(db::count_all(), "total")
        .from(application::Entity)
        .cond_where(conditions)
        .and_having(Expr::exists(vacancy_exists))
        .take();
    // No row at all when the vacancy does not exist, an empty page when it has no match.
    db::page_with_total_if_any(tx, count, page).await
}

/// Where one application moves: to a stage (`None`: it stays at its stage, as a closing outcome
/// does).
#[derive(Debug, Clone, Copy)]
pub struct StageChange {
    pub id: i64,
    pub to_stage: Option<i64>,
}

/// Moves many applications to status `to`, each to its stage, with the rejection's `reason`. Any
/// move but the applicant's withdrawal counts as a review: the first one dates
/// `first_reviewed_at`. One statement however many there are.
pub async fn set_status_many(
    tx: &TenantTx,
    changes: &[StageChange],
    to: ApplicationStatus,
    reason: Option<i64>,
) -> Result<(), DbErr> {
    const MOVE: &str = "UPDATE applications a SET
            status = $1,
            stage_id = coalesce(nullif(m.stage_id, 0), a.stage_id),
            rejection_reason_id = CASE WHEN $1 = 'rejected' THEN $2 ELSE a.rejection_reason_id END,
            first_reviewed_at = CASE WHEN $1 = 'withdrawn' THEN a.first_reviewed_at
                                     ELSE coalesce(a.first_reviewed_at, now()) END,
            updated_at = now()
        FROM unnest($3::bigint[], $4::bigint[]) AS m (id, stage_id)
        WHERE a.id = m.id";
    if changes.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = changes.iter().map(|change| change.id).collect();
    let stages: Vec<i64> = changes.iter().map(|change| change.to_stage.unwrap_or(0)).collect();
    let values = [to.api().into(), reason.into(), ids.into(), stages.into()];
    tx.execute_raw(db::raw(MOVE, values)).await?;
    Ok(())
}

/// Writes down where applications are that an older server left without a stage, or at a stage
/// of another kind than their status (it changed the status only): the first stage of their
/// status's kind; a closed one without a stage, the first stage of its process. Readers already
/// go by the status (`stages::Process::current`); this keeps the grid's stage filter true.
/// Returns how many were settled.
pub async fn settle_stages(tx: &TenantTx) -> Result<u64, DbErr> {
    const SETTLE: &str = "UPDATE applications a SET stage_id = (
            SELECT s.id FROM vacancy_stages s
            WHERE s.vacancy_id = a.vacancy_id AND (a.status IN ('rejected', 'withdrawn') OR s.kind = a.status)
            ORDER BY s.position LIMIT 1)
        WHERE (a.stage_id IS NULL OR (a.status NOT IN ('rejected', 'withdrawn') AND NOT EXISTS (
                  SELECT 1 FROM vacancy_stages s WHERE s.id = a.stage_id AND s.kind = a.status)))
          AND EXISTS (SELECT 1 FROM vacancy_stages s WHERE s.vacancy_id = a.vacancy_id)";
    Ok(tx.execute_raw(db::raw(SETTLE, [])).await?.rows_affected())
}

pub struct NewEvent<'a> {
    pub application_id: i64,
    pub from: Option<ApplicationStatus>,
    pub to: ApplicationStatus,
    pub from_stage: Option<i64>,
    pub to_stage: Option<i64>,
    pub reason: Option<i64>,
    pub actor_user: Option<Uuid>,
    pub actor_label: &'a str,
    pub note: Option<&'a str>,
}

pub async fn add_event(tx: &TenantTx, new: NewEvent<'_>) -> Result<(), DbErr> {
    add_events(tx, vec![new]).await
}

/// Adds many timeline entries with one statement.
pub async fn add_events(tx: &TenantTx, events: Vec<NewEvent<'_>>) -> Result<(), DbErr> {
    if events.is_empty() {
        return Ok(());
    }
    let models = events.into_iter().map(|new| event::ActiveModel {
        application_id: Set(new.application_id),
        from_status: Set(new.from),
        to_status: Set(new.to),
        actor_user_id: Set(new.actor_user),
        actor_label: Set(new.actor_label.to_owned()),
        note: Set(new.note.map(str::to_owned)),
        from_stage_id: Set(new.from_stage),
        to_stage_id: Set(new.to_stage),
        rejection_reason_id: Set(new.reason),
        ..Default::default()
    });
    let ids = event::Entity::insert_many(models).exec_with_returning_keys(tx).await?;
    // The dashboard's figures about these moves, in the same transaction (`desk_stats`).
    tx.execute_raw(db::raw("SELECT desk_append($1)", [ids.into()])).await?;
    crate::answer_cache::announce(tx, crate::answer_cache::channel::DESK).await
}

/// Whom to tell about an application and in what language: its applicant's account (none once
/// they erased it) and its vacancy's title in that language when it is translated to it.
#[derive(Debug, sea_orm::FromQueryResult)]
pub struct MailTarget {
    pub id: i64,
    pub email: String,
    pub locale: crate::locale::Locale,
    pub applicant_name: String,
    pub vacancy_title: String,
}

/// Raw: one join across the applications, persons, users and vacancies tables, read into a
/// struct of its own.
const MAIL_TARGETS: &str = "SELECT a.id, u.email, u.locale, a.applicant_name,
            coalesce(v.translations -> u.locale ->> 'title', v.title) AS vacancy_title
     FROM applications a
     JOIN persons p ON p.id = a.person_id
     JOIN users u ON u.id = p.user_id
     JOIN vacancies v ON v.id = a.vacancy_id
     WHERE a.id = ANY($1)";

pub async fn mail_targets(tx: &TenantTx, ids: &[i64]) -> Result<Vec<MailTarget>, DbErr> {
    db::fetch_all_raw(tx, db::raw(MAIL_TARGETS, [ids.to_vec().into()])).await
}

pub async fn events(tx: &TenantTx, application_id: i64) -> Result<Vec<EventRow>, DbErr> {
    events_of(tx, vec![application_id]).await
}

/// The histories of several applications at once, each in the order its moves were recorded
/// (moves of one application are serialised by its row lock, so ids follow them). `= ANY($1)` with the ids as one
/// array keeps one statement text however many there are.
pub async fn events_of(tx: &TenantTx, application_ids: Vec<i64>) -> Result<Vec<EventRow>, DbErr> {
    use event::Column as C;
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![application_ids.clone().into()], || {
        db::select::<event::Entity>()
            .and_where(Expr::col(C::ApplicationId).eq(PgFunc::any(Expr::val(application_ids.clone()))))
            .order_by(C::ApplicationId, Order::Asc)
            .order_by(C::Id, Order::Asc)
            .take()
    });
    db::fetch_all_raw(tx, statement).await
}

/// Application `id`'s vacancy, when the application exists.
pub async fn vacancy_of(tx: &TenantTx, id: i64) -> Result<Option<i64>, DbErr> {
    application::Entity::find()
        .select_only()
        .column(application::Column::VacancyId)
        .filter(application::Column::Id.eq(id))
        .into_tuple()
        .one(tx)
        .await
}

// Erasure and retention: the applicant's data leaves their applications.

/// Detaches the user's applications from their profile and blanks what names them; recruiters
/// keep the rest for their records.
pub async fn anonymise_applications(tx: &TenantTx, user_id: Uuid, anonymous_email: &str) -> Result<(), DbErr> {
    use application::Column as C;
    let their_person = Query::select()
        .column(PersonColumn::Id)
        .from(Persons)
        .and_where(Expr::col(PersonColumn::UserId).eq(user_id))
        .take();
    let ids: Vec<i64> = application::Entity::find()
        .select_only()
        .column(C::Id)
        .filter(Expr::col(C::PersonId).in_subquery(their_person))
        .into_tuple()
        .all(tx)
        .await?;
    anonymise_application_ids(tx, &ids, Expr::value(anonymous_email)).await
}

/// Anonymises these applications: detached from their applicant's profile, without name,
/// address (`anonymous_email` instead: a value, or an expression over the row), cover letter,
/// answers, CV and source. Recruiters keep the rest (vacancy, status, history) for their records.
pub async fn anonymise_application_ids(tx: &TenantTx, ids: &[i64], anonymous_email: Expr) -> Result<(), DbErr> {
    use application::Column as C;
    if ids.is_empty() {
        return Ok(());
    }
    // Their dashboard facts carry the source being blanked: taken away before and recorded again
    // after, so a later category change or deletion cancels them exactly.
    tx.execute_raw(crate::db::raw("SELECT desk_forget($1)", [ids.to_vec().into()])).await?;
    application::Entity::update_many()
        .col_expr(C::PersonId, Expr::null())
        .col_expr(C::ApplicantName, Expr::value("Erased applicant"))
        .col_expr(C::ApplicantEmail, anonymous_email)
        .col_expr(C::CoverLetter, Expr::null())
        .col_expr(C::Answers, Expr::value(json!([])))
        .col_expr(C::CvFileId, Expr::null())
        .col_expr(C::Source, Expr::null())
        .touch()
        .filter(C::Id.is_in(ids.iter().copied()))
        .exec(tx)
        .await?;
    let again = "SELECT desk_append(ARRAY(SELECT id FROM application_events WHERE application_id = ANY ($1)))";
    tx.execute_raw(crate::db::raw(again, [ids.to_vec().into()])).await?;
    crate::answer_cache::announce(tx, crate::answer_cache::channel::DESK).await
}

/// Replaces the user's name in the histories of applications they acted on with `label`.
pub async fn relabel_application_events(tx: &TenantTx, user_id: Uuid, label: &str) -> Result<(), DbErr> {
    event::Entity::update_many()
        .col_expr(event::Column::ActorLabel, Expr::value(label))
        .filter(event::Column::ActorUserId.eq(user_id))
        .exec(tx)
        .await?;
    Ok(())
}

/// One stage of a vacancy's funnel: how many applications reached it, how many are there now
/// (open ones), and the median time those that moved on spent in it.
#[derive(Debug, sea_orm::FromQueryResult)]
pub struct StageFigures {
    pub stage_id: i64,
    pub reached: i64,
    pub current: i64,
    pub median_seconds: Option<f64>,
}

/// Raw: a window over each application's history (when it left each stage it entered), joined
/// to the vacancy's stages; a stage is reached by the entries that move into it (not the closing
/// ones, which stay where they were). Notes in the history (an automation's, which neither moves
/// nor changes the status) are not moves.
const STAGE_FIGURES: &str = "WITH ev AS (
        SELECT e.application_id, e.to_stage_id, e.to_status, e.at,
               lead(e.at) OVER (PARTITION BY e.application_id ORDER BY e.id) AS left_at
        FROM application_events e JOIN applications a ON a.id = e.application_id
        WHERE a.vacancy_id = $1
          AND (e.from_status IS DISTINCT FROM e.to_status OR e.from_stage_id IS DISTINCT FROM e.to_stage_id)),
      entered AS (
        SELECT * FROM ev WHERE to_status NOT IN ('rejected', 'withdrawn') AND to_stage_id IS NOT NULL),
      now_at AS (
        SELECT stage_id, count(*) AS n FROM applications
        WHERE vacancy_id = $1 AND status IN ('submitted', 'in_review', 'interview', 'offered', 'hired')
        GROUP BY stage_id)
    SELECT s.id AS stage_id,
           count(DISTINCT entered.application_id) AS reached,
           coalesce(max(now_at.n), 0) AS current,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM entered.left_at - entered.at))
               FILTER (WHERE entered.left_at IS NOT NULL) AS median_seconds
    FROM vacancy_stages s
    LEFT JOIN entered ON entered.to_stage_id = s.id
    LEFT JOIN now_at ON now_at.stage_id = s.id
    WHERE s.vacancy_id = $1
    GROUP BY s.id, s.position
    ORDER BY s.position";

pub async fn stage_figures(tx: &TenantTx, vacancy_id: i64) -> Result<Vec<StageFigures>, DbErr> {
    db::fetch_all_raw(tx, db::raw(STAGE_FIGURES, [vacancy_id.into()])).await
}

/// How many of a vacancy's applications were rejected at each stage for each reason.
#[derive(Debug, sea_orm::FromQueryResult)]
pub struct RejectionFigures {
    pub stage_id: Option<i64>,
    pub reason_id: Option<i64>,
    pub count: i64,
}

pub async fn rejection_figures(tx: &TenantTx, vacancy_id: i64) -> Result<Vec<RejectionFigures>, DbErr> {
    const REJECTIONS: &str = "SELECT stage_id, rejection_reason_id AS reason_id, count(*) AS count
        FROM applications WHERE vacancy_id = $1 AND status = 'rejected'
        GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2";
    db::fetch_all_raw(tx, db::raw(REJECTIONS, [vacancy_id.into()])).await
}
