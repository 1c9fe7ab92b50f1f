//! The `vacancies` and `vacancy_questions` tables. Every function takes the tenant transaction.

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};
use serde::Deserialize;
use serde_json::Value as Json;
use uuid::Uuid;

use super::domain::{
    Category, EmploymentType, QuestionInput, QuestionKind, VacancyInput, VacancyStatus, Workplace, slugify,
};
use crate::sql::{self, Conditions};
use crate::tenancy::TenantTx;

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

#[derive(Debug, Clone, FromQueryResult)]
pub struct VacancyRow {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub category: String,
    pub department: Option<String>,
    pub location: Option<String>,
    pub employment_type: String,
    pub workplace: String,
    pub description: String,
    pub requirements: String,
    pub salary_min: Option<i32>,
    pub salary_max: Option<i32>,
    pub salary_currency: Option<String>,
    pub show_salary: bool,
    pub openings: i32,
    pub status: String,
    pub published_at: Option<DateTime<Utc>>,
    pub closes_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl VacancyRow {
    pub fn category(&self) -> Category {
        Category::from_db(&self.category).unwrap_or(Category::Experienced)
    }

    pub fn employment_type(&self) -> EmploymentType {
        EmploymentType::from_db(&self.employment_type).unwrap_or(EmploymentType::FullTime)
    }

    pub fn workplace(&self) -> Workplace {
        Workplace::from_db(&self.workplace).unwrap_or(Workplace::Onsite)
    }

    pub fn status(&self) -> VacancyStatus {
        VacancyStatus::from_db(&self.status).unwrap_or(VacancyStatus::Draft)
    }

    /// Shown on its public page: published, or closed (links to it are shared and bookmarked, and
    /// its applicants look it up). Drafts and archived vacancies are not.
    pub fn is_public(&self) -> bool {
        matches!(self.status(), VacancyStatus::Published | VacancyStatus::Closed)
    }

    /// Published and not past its closing date: listed, and open to applications.
    pub fn is_open(&self) -> bool {
        self.status() == VacancyStatus::Published && self.closes_at.is_none_or(|closes| closes > Utc::now())
    }
}

const COLUMNS: &str = "id, title, slug, category, department, location, employment_type, workplace, description, \
                       requirements, salary_min, salary_max, salary_currency, show_salary, openings, status, \
                       published_at, closes_at, created_at, updated_at";

/// [`COLUMNS`] without the two long texts (read as empty): for lists of [`VacancySummary`]s,
/// which show neither, so the database does not send them and nobody decodes them.
///
/// [`VacancySummary`]: super::views::VacancySummary
const SUMMARY_COLUMNS: &str = "id, title, slug, category, department, location, employment_type, workplace, \
                               '' AS description, '' AS requirements, salary_min, salary_max, salary_currency, \
                               show_salary, openings, status, published_at, closes_at, created_at, updated_at";

#[derive(Debug, Clone, FromQueryResult, Deserialize)]
pub struct QuestionRow {
    pub id: i64,
    pub vacancy_id: i64,
    pub prompt: String,
    pub kind: String,
    pub options: Json,
    pub required: bool,
    pub knockout_answer: Option<Json>,
}

impl QuestionRow {
    pub fn kind(&self) -> QuestionKind {
        QuestionKind::from_db(&self.kind).unwrap_or(QuestionKind::Text)
    }

    pub fn options(&self) -> Vec<String> {
        serde_json::from_value(self.options.clone()).unwrap_or_default()
    }
}

/// A vacancy and its questions in order.
pub struct Vacancy {
    pub row: VacancyRow,
    pub questions: Vec<QuestionRow>,
}

/// Several vacancies at once for their summaries (no questions, texts empty), in no particular
/// order.
pub async fn summary_rows(tx: &TenantTx, ids: Vec<i64>) -> Result<Vec<VacancyRow>, DbErr> {
    VacancyRow::find_by_statement(statement(
        &format!("SELECT {SUMMARY_COLUMNS} FROM vacancies WHERE id = ANY($1)"),
        vec![ids.into()],
    ))
    .all(tx)
    .await
}

/// A vacancy's title, whatever its status.
pub async fn title(tx: &TenantTx, id: i64) -> Result<Option<String>, DbErr> {
    tx.query_one_raw(statement("SELECT title FROM vacancies WHERE id = $1", vec![id.into()]))
        .await?
        .map(|row| row.try_get("", "title"))
        .transpose()
}

/// A vacancy with its questions, in one round trip (the questions as a JSON array).
pub async fn find(tx: &TenantTx, id: i64) -> Result<Option<Vacancy>, DbErr> {
    let Some(row) = tx
        .query_one_raw(statement(
            &format!(
                "SELECT {COLUMNS},
                        (SELECT coalesce(json_agg(q ORDER BY q.position), '[]')
                         FROM (SELECT id, vacancy_id, prompt, kind, options, required, knockout_answer, position
                               FROM vacancy_questions WHERE vacancy_id = vacancies.id) q) AS questions
                 FROM vacancies WHERE id = $1"
            ),
            vec![id.into()],
        ))
        .await?
    else {
        return Ok(None);
    };
    let questions = serde_json::from_value(row.try_get::<Json>("", "questions")?)
        .map_err(|err| DbErr::Json(format!("questions of vacancy {id}: {err}")))?;
    Ok(Some(Vacancy { row: VacancyRow::from_query_result(&row, "")?, questions }))
}

fn input_values(input: &VacancyInput) -> Vec<Value> {
    vec![
        input.title.clone().into(),
        slugify(&input.title).into(),
        input.category.db().into(),
        input.department.clone().into(),
        input.location.clone().into(),
        input.employment_type.db().into(),
        input.workplace.db().into(),
        input.description.clone().into(),
        input.requirements.clone().into(),
        input.salary_min.into(),
        input.salary_max.into(),
        input.salary_currency.clone().into(),
        input.show_salary.into(),
        input.openings.into(),
        input.closes_at.into(),
    ]
}

pub async fn insert(tx: &TenantTx, input: &VacancyInput, author: Uuid) -> Result<i64, DbErr> {
    let mut values = input_values(input);
    values.push(author.into());
    let row = tx
        .query_one_raw(statement(
            "INSERT INTO vacancies (title, slug, category, department, location, employment_type, workplace,
                                    description, requirements, salary_min, salary_max, salary_currency, show_salary,
                                    openings, closes_at, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id",
            values,
        ))
        .await?
        .ok_or(DbErr::RecordNotInserted)?;
    let id: i64 = row.try_get("", "id")?;
    replace_questions(tx, id, &input.questions).await?;
    Ok(id)
}

pub async fn update(tx: &TenantTx, id: i64, input: &VacancyInput) -> Result<(), DbErr> {
    let mut values = input_values(input);
    values.push(id.into());
    tx.execute_raw(statement(
        "UPDATE vacancies SET title = $1, slug = $2, category = $3, department = $4, location = $5,
                employment_type = $6, workplace = $7, description = $8, requirements = $9, salary_min = $10,
                salary_max = $11, salary_currency = $12, show_salary = $13, openings = $14, closes_at = $15,
                updated_at = now()
         WHERE id = $16",
        values,
    ))
    .await?;
    replace_questions(tx, id, &input.questions).await
}

async fn replace_questions(tx: &TenantTx, vacancy_id: i64, questions: &[QuestionInput]) -> Result<(), DbErr> {
    tx.execute_raw(statement("DELETE FROM vacancy_questions WHERE vacancy_id = $1", vec![vacancy_id.into()])).await?;
    for (position, question) in questions.iter().enumerate() {
        tx.execute_raw(statement(
            "INSERT INTO vacancy_questions (vacancy_id, position, prompt, kind, options, required, knockout_answer)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            vec![
                vacancy_id.into(),
                i32::try_from(position).unwrap_or(i32::MAX).into(),
                question.prompt.clone().into(),
                question.kind.db().into(),
                serde_json::json!(question.options).into(),
                question.required.into(),
                question.knockout_answer.clone().into(),
            ],
        ))
        .await?;
    }
    Ok(())
}

pub async fn set_status(tx: &TenantTx, id: i64, status: VacancyStatus) -> Result<(), DbErr> {
    tx.execute_raw(statement(
        "UPDATE vacancies SET status = $2, updated_at = now(),
                published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, now()) ELSE published_at END
         WHERE id = $1",
        vec![id.into(), status.db().into()],
    ))
    .await?;
    Ok(())
}

pub async fn delete(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    tx.execute_raw(statement("DELETE FROM vacancies WHERE id = $1", vec![id.into()])).await?;
    Ok(())
}

/// What a vacancy list can be narrowed by.
#[derive(Debug, Default)]
pub struct Filter {
    /// `None` lists every status (the recruiters' view); `Some(Published)` lists the open ones.
    pub status: Option<VacancyStatus>,
    pub public_only: bool,
    pub category: Option<Category>,
    pub query: Option<String>,
    pub location: Option<String>,
    pub employment_type: Option<EmploymentType>,
    pub workplace: Option<Workplace>,
    pub page: u64,
    pub per_page: u64,
}

/// One page of vacancies and the total that match. Public lists hold open vacancies only,
/// newest first (best match first when searching), without their texts (`description` and
/// `requirements` are empty).
pub async fn list(tx: &TenantTx, filter: &Filter) -> Result<(Vec<VacancyRow>, u64), DbErr> {
    let tsquery = filter.query.as_deref().and_then(super::domain::prefix_query);
    if filter.query.is_some() && tsquery.is_none() {
        return Ok((Vec::new(), 0));
    }
    let mut conditions = Conditions::default();
    if filter.public_only {
        conditions.push("status = 'published' AND (closes_at IS NULL OR closes_at > now())");
    }
    conditions.push_eq("status", filter.status.map(|status| status.db()));
    conditions.push_eq("category", filter.category.map(|category| category.db()));
    let tsquery = tsquery.map(|tsquery| conditions.param(tsquery));
    if let Some(tsquery) = &tsquery {
        conditions.push(format!("search @@ to_tsquery('simple', {tsquery})"));
    }
    if let Some(location) = filter.location.as_deref() {
        let location = conditions.param(sql::contains_pattern(location));
        conditions.push(format!("location ILIKE {location}"));
    }
    conditions.push_eq("employment_type", filter.employment_type.map(|kind| kind.db()));
    conditions.push_eq("workplace", filter.workplace.map(|workplace| workplace.db()));
    let order = match (filter.public_only, &tsquery) {
        (true, Some(tsquery)) => {
            format!("ts_rank(search, to_tsquery('simple', {tsquery})) DESC, published_at DESC, id DESC")
        }
        (true, None) => "published_at DESC, id DESC".to_owned(),
        (false, _) => "updated_at DESC, id DESC".to_owned(),
    };
    let limit = conditions.param(i64::try_from(filter.per_page).unwrap_or(100));
    let offset = conditions
        .param(i64::try_from(filter.page.saturating_sub(1).saturating_mul(filter.per_page)).unwrap_or(i64::MAX));
    let (conditions, values) = (conditions.sql(), conditions.into_values());
    // Public lists are shown as summaries: their long texts are not read.
    let columns = if filter.public_only { SUMMARY_COLUMNS } else { COLUMNS };
    let page = sql::page_with_total("vacancies", columns, &conditions, &order, &limit, &offset);
    sql::rows_with_total(tx.query_all_raw(statement(&page, values)).await?)
}

/// Open vacancies per category (every category present, zero included).
pub async fn open_counts(tx: &TenantTx) -> Result<Vec<(Category, u64)>, DbErr> {
    let rows = tx
        .query_all_raw(statement(
            "SELECT category, count(*) AS open FROM vacancies
             WHERE status = 'published' AND (closes_at IS NULL OR closes_at > now()) GROUP BY category",
            vec![],
        ))
        .await?;
    let mut counts: Vec<(Category, u64)> = Category::ALL.iter().map(|c| (*c, 0)).collect();
    for row in rows {
        let category: String = row.try_get("", "category")?;
        let open: i64 = row.try_get("", "open")?;
        if let Some(entry) = counts.iter_mut().find(|(c, _)| c.db() == category) {
            entry.1 = u64::try_from(open).unwrap_or(0);
        }
    }
    Ok(counts)
}
