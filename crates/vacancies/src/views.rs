//! What the API shows of a vacancy: to visitors (no drafts, no knockout answers) and to recruiters.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::domain::{Category, EmploymentType, QuestionKind, VacancyStatus, VacancyText, Workplace};
use super::popularity::Reach;
use super::repo::{QuestionRow, Vacancy, VacancyRow};
use crate::locale::Locale;
use crate::translated::{self, Texts};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Salary {
    pub min: Option<i32>,
    pub max: Option<i32>,
    pub currency: Option<String>,
}

/// A vacancy in a public list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VacancySummary {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub category: Category,
    pub department: Option<String>,
    pub location: Option<String>,
    pub employment_type: EmploymentType,
    pub workplace: Workplace,
    /// Present only when the recruiter chose to show it.
    pub salary: Option<Salary>,
    pub published_at: Option<DateTime<Utc>>,
    pub closes_at: Option<DateTime<Utc>>,
    /// Still accepting applications.
    pub is_open: bool,
    /// The language `title` (and a detail's texts) are in: the one asked for when the vacancy is
    /// translated to it, else the tenant's default or the vacancy's own.
    pub language: Locale,
}

impl From<&VacancyRow> for VacancySummary {
    fn from(row: &VacancyRow) -> Self {
        Self {
            id: row.id,
            title: row.title.clone(),
            slug: row.slug.clone(),
            category: row.category,
            department: row.department.clone(),
            location: row.location.clone(),
            employment_type: row.employment_type,
            workplace: row.workplace,
            salary: row.show_salary.then(|| Salary {
                min: row.salary_min,
                max: row.salary_max,
                currency: row.salary_currency.clone(),
            }),
            published_at: row.published_at,
            closes_at: row.closes_at,
            is_open: row.is_open(),
            language: row.language,
        }
    }
}

/// A screening question as an applicant sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicQuestion {
    pub id: i64,
    pub prompt: String,
    pub kind: QuestionKind,
    pub options: Vec<String>,
    pub required: bool,
}

impl From<&QuestionRow> for PublicQuestion {
    fn from(row: &QuestionRow) -> Self {
        Self { id: row.id, prompt: row.prompt.clone(), kind: row.kind, options: row.options(), required: row.required }
    }
}

/// A published vacancy's page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VacancyDetail {
    #[serde(flatten)]
    pub summary: VacancySummary,
    /// Markdown.
    pub description: String,
    /// Markdown.
    pub requirements: String,
    pub openings: i32,
    pub questions: Vec<PublicQuestion>,
}

impl From<&Vacancy> for VacancyDetail {
    fn from(vacancy: &Vacancy) -> Self {
        Self {
            summary: VacancySummary::from(&vacancy.row),
            description: vacancy.row.description.clone(),
            requirements: vacancy.row.requirements.clone(),
            openings: vacancy.row.openings,
            questions: vacancy.questions.iter().map(PublicQuestion::from).collect(),
        }
    }
}

/// A screening question as its recruiter wrote it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminQuestion {
    pub id: i64,
    pub prompt: String,
    pub kind: QuestionKind,
    pub options: Vec<String>,
    pub required: bool,
    pub knockout_answer: Option<Value>,
}

impl From<&QuestionRow> for AdminQuestion {
    fn from(row: &QuestionRow) -> Self {
        Self {
            id: row.id,
            prompt: row.prompt.clone(),
            kind: row.kind,
            options: row.options(),
            required: row.required,
            knockout_answer: row.knockout_answer.clone(),
        }
    }
}

/// Everything about a vacancy, for recruiters.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminVacancy {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub category: Category,
    pub department: Option<String>,
    pub location: Option<String>,
    pub employment_type: EmploymentType,
    pub workplace: Workplace,
    pub description: String,
    pub requirements: String,
    pub salary_min: Option<i32>,
    pub salary_max: Option<i32>,
    pub salary_currency: Option<String>,
    pub show_salary: bool,
    pub openings: i32,
    pub status: VacancyStatus,
    pub is_open: bool,
    pub published_at: Option<DateTime<Utc>>,
    pub closes_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub questions: Vec<AdminQuestion>,
    /// The language title, description and requirements are written in.
    pub language: Locale,
    /// The same texts in other languages.
    pub translations: Texts<VacancyText>,
    #[serde(flatten)]
    pub reach: Reach,
}

impl AdminVacancy {
    pub fn new(row: &VacancyRow, questions: &[QuestionRow], reach: Reach) -> Self {
        Self {
            id: row.id,
            title: row.title.clone(),
            slug: row.slug.clone(),
            category: row.category,
            department: row.department.clone(),
            location: row.location.clone(),
            employment_type: row.employment_type,
            workplace: row.workplace,
            description: row.description.clone(),
            requirements: row.requirements.clone(),
            salary_min: row.salary_min,
            salary_max: row.salary_max,
            salary_currency: row.salary_currency.clone(),
            show_salary: row.show_salary,
            openings: row.openings,
            status: row.status,
            is_open: row.is_open(),
            published_at: row.published_at,
            closes_at: row.closes_at,
            created_at: row.created_at,
            updated_at: row.updated_at,
            questions: questions.iter().map(AdminQuestion::from).collect(),
            language: row.language,
            translations: translated::from_json(&row.translations),
            reach,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryCount {
    pub category: Category,
    /// Vacancies open for applications.
    pub open: u64,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum BulkAction {
    /// Published vacancies stop taking applications.
    Close,
    /// Drafts are deleted (others are refused with `vacancy_not_draft`).
    Delete,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BulkVacancies {
    /// At most 1,000 vacancies.
    pub ids: Vec<i64>,
    pub action: BulkAction,
}
