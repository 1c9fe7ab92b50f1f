//! The `scorecards`, `scorecard_versions` and `application_decisions` tables, and what they read
//! of interviews (the calendar's events and attendees, whose interviews name an application and a
//! stage). Every function takes the tenant transaction.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbErr, FromQueryResult};
use uuid::Uuid;

use crate::db;
use crate::domain::{Decision, Recommendation, Scorecard, ScorecardInput, ScorecardState};
use crate::tenancy::TenantTx;

/// Who an interview's interviewers are: its attendees other than the organiser (who scheduled
/// it); an interview nobody else attends is the organiser's own. `c` is the attendee, `e` the
/// event.
macro_rules! interviewer_sql {
    () => {
        "(c.user_id <> e.organizer_id OR NOT EXISTS (
            SELECT 1 FROM calendar_attendees o WHERE o.event_id = e.id AND o.user_id <> e.organizer_id))"
    };
}
pub(crate) use interviewer_sql;

/// An interviewer who owes a scorecard of an interview that ended.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Owed {
    pub event_id: i64,
    pub title: String,
    pub ends_at: DateTime<Utc>,
    pub name: String,
    pub email: String,
    pub locale: crate::locale::Locale,
}

/// The application's ended interviews' interviewers (by the scorecards' rule of who that is) who
/// have not submitted their scorecard, active accounts only.
pub async fn owed_for(tx: &TenantTx, application_id: i64) -> Result<Vec<Owed>, DbErr> {
    const SQL: &str = concat!(
        "SELECT e.id AS event_id, e.title, e.ends_at, u.name, u.email, u.locale
         FROM calendar_events e JOIN calendar_attendees c ON c.event_id = e.id JOIN users u ON u.id = c.user_id
         LEFT JOIN scorecards s ON s.event_id = e.id AND s.author_id = c.user_id
         WHERE e.application_id = $1 AND e.label = 'interview' AND e.ends_at <= now()
           AND u.status = 'active' AND (s.id IS NULL OR s.version = 0) AND ",
        interviewer_sql!(),
        " ORDER BY e.id, u.name"
    );
    db::fetch_all_raw(tx, db::raw(SQL, [application_id.into()])).await
}

/// An interview about an application.
#[derive(Debug, Clone, FromQueryResult, serde::Deserialize)]
pub struct InterviewRow {
    pub event_id: i64,
    pub title: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub application_id: i64,
    pub stage_id: Option<i64>,
    pub vacancy_id: i64,
    pub applicant_name: String,
    pub vacancy_title: String,
}

macro_rules! interviews {
    ($where:literal) => {
        concat!(
            "SELECT e.id AS event_id, e.title, e.starts_at, e.ends_at, e.application_id, e.stage_id,
                    a.vacancy_id, a.applicant_name, v.title AS vacancy_title
             FROM calendar_events e
             JOIN applications a ON a.id = e.application_id
             JOIN vacancies v ON v.id = a.vacancy_id
             WHERE e.label = 'interview' AND ",
            $where
        )
    };
}

/// The interview with this event id (none when it is another kind of event).
pub async fn interview(tx: &TenantTx, event_id: i64) -> Result<Option<InterviewRow>, DbErr> {
    db::fetch_one_raw(tx, db::raw(interviews!("e.id = $1"), [event_id.into()])).await
}

/// One interviewer of one interview.
#[derive(Debug, Clone, FromQueryResult, serde::Deserialize)]
pub struct InterviewerRow {
    pub event_id: i64,
    pub user_id: Uuid,
    pub name: String,
}

/// A stored scorecard with its author's name.
#[derive(Debug, Clone, FromQueryResult, serde::Deserialize)]
pub struct ScorecardRow {
    pub id: i64,
    pub event_id: Option<i64>,
    pub application_id: i64,
    pub stage_id: Option<i64>,
    pub author_id: Uuid,
    pub author_name: String,
    pub ratings: serde_json::Value,
    pub takeaways: String,
    pub private_notes: String,
    pub recommendation: Option<String>,
    pub version: i32,
    pub submitted_at: Option<DateTime<Utc>>,
    pub amended_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
}

impl ScorecardRow {
    pub fn is_submitted(&self) -> bool {
        self.version > 0
    }

    pub fn recommendation(&self) -> Option<Recommendation> {
        self.recommendation.as_deref().and_then(Recommendation::parse)
    }

    pub fn ratings(&self) -> BTreeMap<Uuid, u8> {
        serde_json::from_value(self.ratings.clone()).unwrap_or_default()
    }

    /// As the API shows it; the private notes only when `with_notes`.
    pub fn shown(self, with_notes: bool) -> Scorecard {
        Scorecard {
            id: self.id,
            event_id: self.event_id,
            application_id: self.application_id,
            author_id: self.author_id,
            state: if self.is_submitted() { ScorecardState::Submitted } else { ScorecardState::Draft },
            ratings: self.ratings(),
            recommendation: self.recommendation(),
            author_name: self.author_name,
            takeaways: self.takeaways,
            private_notes: with_notes.then_some(self.private_notes),
            version: self.version,
            submitted_at: self.submitted_at,
            amended_at: self.amended_at,
            updated_at: self.updated_at,
        }
    }
}

macro_rules! scorecards {
    ($where:literal) => {
        concat!(
            "SELECT s.id, s.event_id, s.application_id, s.stage_id, s.author_id, u.name AS author_name,
                    s.ratings, s.takeaways, s.private_notes, s.recommendation, s.version, s.submitted_at,
                    s.amended_at, s.updated_at
             FROM scorecards s JOIN users u ON u.id = s.author_id WHERE ",
            $where
        )
    };
}

/// Every scorecard `author` wrote, newest first.
pub async fn by_author(tx: &TenantTx, author: Uuid) -> Result<Vec<ScorecardRow>, DbErr> {
    let sql = scorecards!("s.author_id = $1 ORDER BY s.created_at DESC, s.id DESC");
    db::fetch_all_raw(tx, db::raw(sql, [author.into()])).await
}

/// The scorecards about these applications (a candidate's privacy export), oldest first.
pub async fn about_applications(tx: &TenantTx, application_ids: Vec<i64>) -> Result<Vec<ScorecardRow>, DbErr> {
    let sql = scorecards!("s.application_id = ANY($1) AND s.version > 0 ORDER BY s.created_at, s.id");
    db::fetch_all_raw(tx, db::raw(sql, [application_ids.into()])).await
}

/// `author`'s scorecard of an interview, its row locked until the transaction ends.
async fn locked(tx: &TenantTx, event_id: i64, author: Uuid) -> Result<Option<ScorecardRow>, DbErr> {
    let sql = scorecards!("s.event_id = $1 AND s.author_id = $2 FOR UPDATE OF s");
    db::fetch_one_raw(tx, db::raw(sql, [event_id.into(), author.into()])).await
}

fn ratings_json(input: &ScorecardInput) -> serde_json::Value {
    serde_json::to_value(&input.ratings).unwrap_or_default()
}

/// Saves a draft (the author's scorecard of the interview, made on the first save). `None` when
/// it is submitted already (drafts do not touch a submitted scorecard).
pub async fn save_draft(
    tx: &TenantTx,
    interview: &InterviewRow,
    author: Uuid,
    input: &ScorecardInput,
) -> Result<Option<ScorecardRow>, DbErr> {
    const UPSERT: &str = "INSERT INTO scorecards
            (event_id, application_id, stage_id, author_id, ratings, takeaways, private_notes, recommendation)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        ON CONFLICT (event_id, author_id) DO UPDATE SET
            ratings = EXCLUDED.ratings, takeaways = EXCLUDED.takeaways, private_notes = EXCLUDED.private_notes,
            recommendation = EXCLUDED.recommendation, updated_at = now()
        WHERE scorecards.version = 0
        RETURNING id";
    let values = [
        interview.event_id.into(),
        interview.application_id.into(),
        interview.stage_id.into(),
        author.into(),
        ratings_json(input).into(),
        input.takeaways.clone().into(),
        input.private_notes.clone().into(),
        input.recommendation.map(|r| r.as_str().to_owned()).into(),
    ];
    if tx.query_one_raw(db::raw(UPSERT, values)).await?.is_none() {
        return Ok(None);
    }
    announce(tx).await?;
    locked(tx, interview.event_id, author).await
}

/// Why a submission was not stored.
pub enum SubmitRefused {
    /// Written on another version than the stored one.
    Stale,
}

/// Submits (or amends) the author's scorecard of the interview written on version `on`: the
/// next version, kept in `scorecard_versions`. Concurrent submissions take turns on the row.
pub async fn submit(
    tx: &TenantTx,
    interview: &InterviewRow,
    author: Uuid,
    input: &ScorecardInput,
) -> Result<Result<ScorecardRow, SubmitRefused>, DbErr> {
    const MAKE: &str = "INSERT INTO scorecards (event_id, application_id, stage_id, author_id)
        VALUES ($1, $2, $3, $4) ON CONFLICT (event_id, author_id) DO NOTHING";
    let values = [interview.event_id.into(), interview.application_id.into(), interview.stage_id.into(), author.into()];
    tx.execute_raw(db::raw(MAKE, values)).await?;
    let Some(current) = locked(tx, interview.event_id, author).await? else {
        return Err(DbErr::RecordNotFound("the scorecard just made".into()));
    };
    if input.version.unwrap_or(0) != current.version {
        return Ok(Err(SubmitRefused::Stale));
    }
    const STORE: &str = "UPDATE scorecards SET
            ratings = $2, takeaways = $3, private_notes = $4, recommendation = $5, version = version + 1,
            submitted_at = COALESCE(submitted_at, now()),
            amended_at = CASE WHEN version > 0 THEN now() END, updated_at = now()
        WHERE id = $1
        RETURNING version";
    let recommendation = input.recommendation.map(|r| r.as_str().to_owned());
    let values = [
        current.id.into(),
        ratings_json(input).into(),
        input.takeaways.clone().into(),
        input.private_notes.clone().into(),
        recommendation.clone().into(),
    ];
    tx.execute_raw(db::raw(STORE, values)).await?;
    const KEEP: &str = "INSERT INTO scorecard_versions
            (scorecard_id, version, ratings, takeaways, private_notes, recommendation)
        SELECT id, version, ratings, takeaways, private_notes, recommendation FROM scorecards WHERE id = $1";
    tx.execute_raw(db::raw(KEEP, [current.id.into()])).await?;
    announce(tx).await?;
    let stored = locked(tx, interview.event_id, author).await?;
    stored.map(Ok).ok_or_else(|| DbErr::RecordNotFound("the scorecard just submitted".into()))
}

/// One of my interviews with where my scorecard of it is.
#[derive(Debug, Clone, FromQueryResult)]
pub struct MineRow {
    pub event_id: i64,
    pub title: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub application_id: i64,
    pub applicant_name: String,
    pub vacancy_title: String,
    pub version: Option<i32>,
}

/// The interviews `user` is an interviewer of, with their scorecard's version (none before the
/// first save): unsubmitted ones first, by time, then the last 50 submitted.
pub async fn mine(tx: &TenantTx, user: Uuid) -> Result<Vec<MineRow>, DbErr> {
    const SQL: &str = concat!(
        "SELECT e.id AS event_id, e.title, e.starts_at, e.ends_at, e.application_id, a.applicant_name,
                v.title AS vacancy_title, s.version
         FROM calendar_attendees c
         JOIN calendar_events e ON e.id = c.event_id
         JOIN applications a ON a.id = e.application_id
         JOIN vacancies v ON v.id = a.vacancy_id
         LEFT JOIN scorecards s ON s.event_id = e.id AND s.author_id = c.user_id
         WHERE c.user_id = $1 AND e.label = 'interview' AND ",
        interviewer_sql!(),
        " ORDER BY COALESCE(s.version, 0) > 0, e.starts_at LIMIT 200"
    );
    db::fetch_all_raw(tx, db::raw(SQL, [user.into()])).await
}

/// A decision with its maker's name.
#[derive(Debug, Clone, FromQueryResult, serde::Deserialize)]
pub struct DecisionRow {
    pub id: i64,
    pub decision: String,
    pub note: String,
    pub decided_by: Option<Uuid>,
    pub decided_by_name: Option<String>,
    pub decided_at: DateTime<Utc>,
}

pub async fn record_decision(
    tx: &TenantTx,
    application_id: i64,
    decision: Decision,
    note: &str,
    by: Uuid,
) -> Result<(), DbErr> {
    const SQL: &str =
        "INSERT INTO application_decisions (application_id, decision, note, decided_by) VALUES ($1, $2, $3, $4)";
    let values = [application_id.into(), decision.as_str().into(), note.to_owned().into(), by.into()];
    tx.execute_raw(db::raw(SQL, values)).await?;
    announce(tx).await
}

/// Tells every replica's evidence views, when `tx` commits, that the tenant's scorecards or
/// decisions changed.
async fn announce(tx: &TenantTx) -> Result<(), DbErr> {
    crate::answer_cache::announce(tx, crate::answer_cache::channel::EVIDENCE).await
}

/// Takes out what interviewers wrote about these applications' applicant — take-aways, private
/// notes (every version) and decision notes — when the applications are anonymised (erasure,
/// retention). Ratings and recommendations stay, no longer about anyone identifiable.
pub async fn forget_about(tx: &TenantTx, application_ids: Vec<i64>) -> Result<(), DbErr> {
    const SQL: &str = "WITH cards AS (
            UPDATE scorecards SET takeaways = '', private_notes = '' WHERE application_id = ANY($1) RETURNING id),
        versions AS (
            UPDATE scorecard_versions SET takeaways = '', private_notes = ''
            WHERE scorecard_id IN (SELECT id FROM cards) RETURNING 1)
        UPDATE application_decisions SET note = '' WHERE application_id = ANY($1)";
    tx.execute_raw(db::raw(SQL, [application_ids.into()])).await?;
    announce(tx).await
}

/// [`forget_about`] the applications of the applicant with account `user_id`.
pub async fn forget_about_applicant(tx: &TenantTx, user_id: Uuid) -> Result<(), DbErr> {
    const IDS: &str = "SELECT coalesce(array_agg(a.id), '{}') AS ids FROM applications a
        JOIN persons p ON p.id = a.person_id WHERE p.user_id = $1";
    let row = tx.query_one_raw(db::raw(IDS, [user_id.into()])).await?;
    let ids: Vec<i64> = row.map(|row| row.try_get("", "ids")).transpose()?.unwrap_or_default();
    if ids.is_empty() { Ok(()) } else { forget_about(tx, ids).await }
}

/// A stage of the application's vacancy with its kit, as the evidence reads it.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct StageRow {
    pub id: i64,
    pub kind: crate::vacancies::stages::StageKind,
    pub names: crate::translated::Texts<String>,
    pub kit: Vec<crate::vacancies::stages::kit::KitAttribute>,
}

impl StageRow {
    /// The stage's name in `wanted`, else the tenant's `default`, else any.
    pub fn name(
        &self,
        wanted: erecruit_platform::locale::Locale,
        default: erecruit_platform::locale::Locale,
    ) -> String {
        crate::translated::pick(&self.names, wanted, default).map(|(_, name)| name.clone()).unwrap_or_default()
    }
}

/// Everything the evidence view and a scorecard sheet show of one application, read in one
/// statement.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub vacancy_id: i64,
    pub applicant_name: String,
    pub vacancy_title: String,
    /// The reader's part on the vacancy's team (`hiring_manager`, …), if any.
    pub role: Option<String>,
    pub interviews: Vec<InterviewRow>,
    pub interviewers: Vec<InterviewerRow>,
    pub scorecards: Vec<ScorecardRow>,
    pub stages: Vec<StageRow>,
    pub decisions: Vec<DecisionRow>,
}

#[derive(FromQueryResult)]
struct BundleRow {
    vacancy_id: i64,
    applicant_name: String,
    vacancy_title: String,
    role: Option<String>,
    interviews: serde_json::Value,
    interviewers: serde_json::Value,
    scorecards: serde_json::Value,
    stages: serde_json::Value,
    decisions: serde_json::Value,
}

const BUNDLE: &str = concat!(
    "SELECT a.vacancy_id, a.applicant_name, v.title AS vacancy_title,
        (SELECT t.role FROM vacancy_team t WHERE t.vacancy_id = a.vacancy_id AND t.user_id = $2) AS role,
        COALESCE((SELECT jsonb_agg(jsonb_build_object(
                'event_id', e.id, 'title', e.title, 'starts_at', e.starts_at, 'ends_at', e.ends_at,
                'application_id', e.application_id, 'stage_id', e.stage_id, 'vacancy_id', a.vacancy_id,
                'applicant_name', a.applicant_name, 'vacancy_title', v.title) ORDER BY e.starts_at, e.id)
            FROM calendar_events e WHERE e.application_id = a.id AND e.label = 'interview'), '[]') AS interviews,
        COALESCE((SELECT jsonb_agg(jsonb_build_object('event_id', c.event_id, 'user_id', c.user_id, 'name', u.name)
                ORDER BY c.event_id, u.name, c.user_id)
            FROM calendar_events e
            JOIN calendar_attendees c ON c.event_id = e.id
            JOIN users u ON u.id = c.user_id
            WHERE e.application_id = a.id AND e.label = 'interview' AND ",
    interviewer_sql!(),
    "), '[]') AS interviewers,
        COALESCE((SELECT jsonb_agg(to_jsonb(s) || jsonb_build_object('author_name', u.name) ORDER BY s.created_at, s.id)
            FROM scorecards s JOIN users u ON u.id = s.author_id WHERE s.application_id = a.id), '[]') AS scorecards,
        COALESCE((SELECT jsonb_agg(jsonb_build_object('id', st.id, 'kind', st.kind, 'names', st.names, 'kit', st.kit)
                ORDER BY st.position)
            FROM vacancy_stages st WHERE st.vacancy_id = a.vacancy_id), '[]') AS stages,
        COALESCE((SELECT jsonb_agg(jsonb_build_object('id', d.id, 'decision', d.decision, 'note', d.note,
                'decided_by', d.decided_by, 'decided_by_name', u.name, 'decided_at', d.decided_at)
                ORDER BY d.decided_at, d.id)
            FROM application_decisions d LEFT JOIN users u ON u.id = d.decided_by
            WHERE d.application_id = a.id), '[]') AS decisions
    FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.id = $1"
);

impl Bundle {
    /// The vacancy's stage with this id.
    pub fn stage(&self, id: Option<i64>) -> Option<&StageRow> {
        self.stages.iter().find(|stage| Some(stage.id) == id)
    }

    /// Whether `user` is an interviewer of interview `event_id`.
    pub fn interviews(&self, event_id: i64, user: Uuid) -> bool {
        self.interviewers.iter().any(|person| person.event_id == event_id && person.user_id == user)
    }
}

fn decoded<T: serde::de::DeserializeOwned>(value: serde_json::Value, what: &str) -> Result<T, DbErr> {
    serde_json::from_value(value).map_err(|err| DbErr::Type(format!("the evidence's {what}: {err}")))
}

/// The evidence of application `id` as `reader` would see it (none when there is no such
/// application): one statement instead of one per part.
pub async fn bundle(tx: &TenantTx, id: i64, reader: Uuid) -> Result<Option<Bundle>, DbErr> {
    let Some(row): Option<BundleRow> = db::fetch_one_raw(tx, db::raw(BUNDLE, [id.into(), reader.into()])).await? else {
        return Ok(None);
    };
    Ok(Some(Bundle {
        vacancy_id: row.vacancy_id,
        applicant_name: row.applicant_name,
        vacancy_title: row.vacancy_title,
        role: row.role,
        interviews: decoded(row.interviews, "interviews")?,
        interviewers: decoded(row.interviewers, "interviewers")?,
        scorecards: decoded(row.scorecards, "scorecards")?,
        stages: decoded(row.stages, "stages")?,
        decisions: decoded(row.decisions, "decisions")?,
    }))
}
