//! Vacancy values and their validation, with the messages recruiters see.

use chrono::{DateTime, Utc};
use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};
use crate::locale::Locale;
use crate::translated::Texts;

// Each stored text enum is declared once: `string_value` is its database value (checked against the
// migration's CHECK constraint by a test), `serde` names it on the API and in the OpenAPI document.

// The three careers-site categories; the API uses the URL slugs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text")]
pub enum Category {
    #[sea_orm(string_value = "fresh_graduate")]
    #[serde(rename = "fresh-graduate")]
    FreshGraduate,
    #[sea_orm(string_value = "experienced")]
    #[serde(rename = "experienced-hire")]
    Experienced,
    #[sea_orm(string_value = "internship")]
    #[serde(rename = "internship")]
    Internship,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum EmploymentType {
    FullTime,
    PartTime,
    Contract,
    Temporary,
    Internship,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum Workplace {
    Onsite,
    Hybrid,
    Remote,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum VacancyStatus {
    Draft,
    Published,
    Closed,
    Archived,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    Text,
    YesNo,
    Choice,
    Number,
}

pub const MAX_QUESTIONS: usize = 20;

/// A vacancy as a recruiter writes it (create and full update).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VacancyInput {
    pub title: String,
    pub category: Category,
    pub department: Option<String>,
    pub location: Option<String>,
    pub employment_type: EmploymentType,
    pub workplace: Workplace,
    /// Markdown, at most 20,000 characters.
    #[serde(default)]
    pub description: String,
    /// Markdown, at most 10,000 characters.
    #[serde(default)]
    pub requirements: String,
    pub salary_min: Option<i32>,
    pub salary_max: Option<i32>,
    /// ISO 4217 code, e.g. EUR.
    pub salary_currency: Option<String>,
    #[serde(default)]
    pub show_salary: bool,
    #[serde(default = "one")]
    pub openings: i32,
    /// Applications stop at this moment; the clean-up job then closes the vacancy (within
    /// `PRUNE_INTERVAL_SECS`, an hour by default).
    pub closes_at: Option<DateTime<Utc>>,
    #[serde(default)]
    pub questions: Vec<QuestionInput>,
    /// The language `title`, `description` and `requirements` are written in (default: the
    /// tenant's default language).
    pub language: Option<Locale>,
    /// The same texts in the tenant's other languages (`{"de": {"title": …}}`); one sent with
    /// every field empty is removed. Visitors read their language, else the vacancy's own.
    #[serde(default)]
    pub translations: Texts<VacancyText>,
    /// When the vacancy is created: the stage template its hiring process starts from (default:
    /// the tenant's default template). Not read on update: the process is edited at
    /// `/api/v1/admin/vacancies/{id}/stages`.
    pub stage_template_id: Option<i64>,
}

/// A vacancy's texts in one language.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VacancyText {
    pub title: String,
    /// Markdown, at most 20,000 characters.
    #[serde(default)]
    pub description: String,
    /// Markdown, at most 10,000 characters.
    #[serde(default)]
    pub requirements: String,
}

impl VacancyText {
    fn is_empty(&self) -> bool {
        self.title.is_empty() && self.description.is_empty() && self.requirements.is_empty()
    }
}

/// 3 to 150 characters on one line.
fn bad_title(title: &str) -> bool {
    !(3..=150).contains(&title.chars().count()) || bad_text(title, 150) || title.contains('\n')
}

fn one() -> i32 {
    1
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct QuestionInput {
    pub prompt: String,
    pub kind: QuestionKind,
    /// The choices, for `choice` questions (2–20).
    #[serde(default)]
    pub options: Vec<String>,
    #[serde(default)]
    pub required: bool,
    /// An answer that rules a candidate out: `true`/`false` for yes/no, one of the options for
    /// choice. Applications with it are accepted and marked.
    pub knockout_answer: Option<Value>,
}

fn trimmed(value: &Option<String>) -> Option<String> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned)
}

fn bad_text(value: &str, max: usize) -> bool {
    value.chars().count() > max || value.chars().any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t')
}

impl VacancyInput {
    /// Checks every field and reports all problems at once; returns the cleaned input.
    pub fn validate(mut self) -> Result<Self, FieldErrors> {
        let mut fields = FieldErrors::new();
        let mut fail = |field: &str, code: ErrorCode| fields.add(field, code);
        self.title = self.title.trim().to_owned();
        if bad_title(&self.title) {
            fail("title", ErrorCode::TitleLength);
        }
        let translations = std::mem::take(&mut self.translations);
        for (language, mut text) in translations {
            text.title = text.title.trim().to_owned();
            if text.is_empty() || Some(language) == self.language {
                continue;
            }
            let field = |name: &str| format!("translations.{}.{name}", language.as_str());
            if bad_title(&text.title) {
                fail(&field("title"), ErrorCode::TitleLength);
            }
            if bad_text(&text.description, 20_000) {
                fail(&field("description"), ErrorCode::DescriptionTooLong);
            }
            if bad_text(&text.requirements, 10_000) {
                fail(&field("requirements"), ErrorCode::RequirementsTooLong);
            }
            self.translations.insert(language, text);
        }
        self.department = trimmed(&self.department);
        self.location = trimmed(&self.location);
        if self.department.as_deref().is_some_and(|v| bad_text(v, 100)) {
            fail("department", ErrorCode::DepartmentInvalid);
        }
        if self.location.as_deref().is_some_and(|v| bad_text(v, 100)) {
            fail("location", ErrorCode::LocationTooLong);
        }
        if bad_text(&self.description, 20_000) {
            fail("description", ErrorCode::DescriptionTooLong);
        }
        if bad_text(&self.requirements, 10_000) {
            fail("requirements", ErrorCode::RequirementsTooLong);
        }
        if self.salary_min.is_some_and(|v| v < 0) || self.salary_max.is_some_and(|v| v < 0) {
            fail("salaryMin", ErrorCode::SalaryNegative);
        }
        if let (Some(min), Some(max)) = (self.salary_min, self.salary_max)
            && min > max
        {
            fail("salaryMax", ErrorCode::SalaryRangeInvalid);
        }
        self.salary_currency = trimmed(&self.salary_currency).map(|c| c.to_uppercase());
        if self.salary_currency.as_deref().is_some_and(|c| c.len() != 3 || !c.bytes().all(|b| b.is_ascii_uppercase())) {
            fail("salaryCurrency", ErrorCode::CurrencyInvalid);
        }
        if (self.salary_min.is_some() || self.salary_max.is_some()) && self.salary_currency.is_none() {
            fail("salaryCurrency", ErrorCode::CurrencyRequired);
        }
        if !(1..=1000).contains(&self.openings) {
            fail("openings", ErrorCode::OpeningsOutOfRange);
        }
        if self.questions.len() > MAX_QUESTIONS {
            fail("questions", ErrorCode::TooManyQuestions);
        }
        for (index, question) in self.questions.iter_mut().enumerate() {
            if let Err(code) = question.validate() {
                fail(&format!("questions[{index}]"), code);
            }
        }
        if fields.is_empty() { Ok(self) } else { Err(fields) }
    }
}

impl QuestionInput {
    fn validate(&mut self) -> Result<(), ErrorCode> {
        self.prompt = self.prompt.trim().to_owned();
        if self.prompt.is_empty() || bad_text(&self.prompt, 500) {
            return Err(ErrorCode::QuestionPromptLength);
        }
        self.options = self.options.iter().map(|o| o.trim().to_owned()).collect();
        match self.kind {
            QuestionKind::Choice => {
                let distinct: std::collections::BTreeSet<_> = self.options.iter().collect();
                if !(2..=20).contains(&self.options.len())
                    || distinct.len() != self.options.len()
                    || self.options.iter().any(|o| o.is_empty() || bad_text(o, 200))
                {
                    return Err(ErrorCode::QuestionOptionsInvalid);
                }
            }
            _ if !self.options.is_empty() => return Err(ErrorCode::QuestionOptionsOnlyForChoice),
            _ => {}
        }
        match (&self.knockout_answer, self.kind) {
            (None | Some(Value::Null), _) => self.knockout_answer = None,
            (Some(Value::Bool(_)), QuestionKind::YesNo) => {}
            (Some(Value::String(choice)), QuestionKind::Choice) if self.options.contains(choice) => {}
            _ => return Err(ErrorCode::QuestionKnockoutInvalid),
        }
        Ok(())
    }
}

/// A URL-friendly rendering of a title, for links.
pub fn slugify(title: &str) -> String {
    let mut slug = String::new();
    for c in title.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').chars().take(80).collect()
}

/// The columns of the vacancy export, in this order (and of a vacancy import).
pub const VACANCY_COLUMNS: &[&str] = &[
    "title",
    "category",
    "employmentType",
    "workplace",
    "department",
    "location",
    "description",
    "requirements",
    "salaryMin",
    "salaryMax",
    "salaryCurrency",
    "showSalary",
    "openings",
    "closesAt",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> VacancyInput {
        serde_json::from_value(serde_json::json!({
            "title": "Backend Engineer",
            "category": "experienced-hire",
            "employmentType": "full_time",
            "workplace": "hybrid",
        }))
        .unwrap()
    }

    #[test]
    fn a_minimal_vacancy_is_valid() {
        let valid = input().validate().unwrap();
        assert_eq!(valid.category, Category::Experienced);
        assert_eq!(valid.openings, 1);
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let mut bad = input();
        bad.title = "ab".into();
        bad.salary_min = Some(5000);
        bad.salary_max = Some(4000);
        bad.openings = 0;
        let fields = bad.validate().unwrap_err();
        for field in ["title", "salaryMax", "salaryCurrency", "openings"] {
            assert!(fields.contains_key(field), "{field} missing in {fields:?}");
        }
    }

    #[test]
    fn questions_are_checked_by_kind() {
        let mut bad = input();
        bad.questions = vec![
            QuestionInput {
                prompt: "Pick".into(),
                kind: QuestionKind::Choice,
                options: vec!["A".into()],
                required: true,
                knockout_answer: None,
            },
            QuestionInput {
                prompt: "Visa?".into(),
                kind: QuestionKind::YesNo,
                options: vec![],
                required: true,
                knockout_answer: Some(Value::String("no".into())),
            },
            QuestionInput {
                prompt: "Years".into(),
                kind: QuestionKind::Number,
                options: vec![],
                required: false,
                knockout_answer: None,
            },
        ];
        let fields = bad.validate().unwrap_err();
        assert!(fields.contains_key("questions[0]"));
        assert!(fields.contains_key("questions[1]"));
        assert!(!fields.contains_key("questions[2]"));
    }

    #[test]
    fn titles_slugify() {
        assert_eq!(slugify("Senior Rust Engineer (m/f/d)"), "senior-rust-engineer-m-f-d");
    }
}
