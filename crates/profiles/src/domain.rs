//! The applicant profile as written, and its validation.

use chrono::{NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};

#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProfileInput {
    pub full_name: String,
    pub phone: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    /// One line, e.g. "Data analyst with 3 years in retail".
    pub headline: Option<String>,
    pub summary: Option<String>,
    #[serde(default)]
    pub skills: Vec<String>,
    #[serde(default)]
    pub education: Vec<Education>,
    #[serde(default)]
    pub experience: Vec<Experience>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Education {
    pub institution: String,
    pub degree: Option<String>,
    pub field: Option<String>,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub description: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Experience {
    pub company: String,
    pub title: String,
    pub location: Option<String>,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    #[serde(default)]
    pub current: bool,
    pub description: Option<String>,
}

pub const MAX_EDUCATION: usize = 20;
pub const MAX_EXPERIENCE: usize = 30;
pub const MAX_SKILLS: usize = 50;

/// Trims an optional text, drops it when empty, and checks its length and characters.
fn optional(value: &mut Option<String>, max: usize, multiline: bool) -> bool {
    *value = value.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
    value.as_deref().is_none_or(|v| text_ok(v, max, multiline))
}

fn text_ok(value: &str, max: usize, multiline: bool) -> bool {
    value.chars().count() <= max && value.chars().all(|c| !c.is_control() || (multiline && (c == '\n' || c == '\r')))
}

fn required(value: &mut String, max: usize) -> bool {
    *value = value.trim().to_owned();
    !value.is_empty() && text_ok(value, max, false)
}

fn dates_ok(start: Option<NaiveDate>, end: Option<NaiveDate>) -> bool {
    start.zip(end).is_none_or(|(start, end)| start <= end)
}

impl ProfileInput {
    /// Checks every field and reports all problems at once; returns the cleaned profile.
    pub fn validate(mut self) -> Result<Self, FieldErrors> {
        let mut fields = FieldErrors::new();
        let mut fail = |field: String, code: ErrorCode| fields.add(field, code);
        if !required(&mut self.full_name, 150) {
            fail("fullName".into(), ErrorCode::FullNameInvalid);
        }
        if !optional(&mut self.phone, 40, false)
            || self.phone.as_deref().is_some_and(|p| !p.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c)))
        {
            fail("phone".into(), ErrorCode::PhoneInvalid);
        }
        let today = Utc::now().date_naive();
        if self.birth_date.is_some_and(|birth| birth >= today) {
            fail("birthDate".into(), ErrorCode::BirthDateInFuture);
        }
        for (field, value, max) in [
            ("address", &mut self.address, 200),
            ("city", &mut self.city, 100),
            ("country", &mut self.country, 100),
            ("headline", &mut self.headline, 150),
        ] {
            if !optional(value, max, false) {
                fail(field.into(), ErrorCode::TextInvalid);
            }
        }
        if !optional(&mut self.summary, 5000, true) {
            fail("summary".into(), ErrorCode::SummaryTooLong);
        }
        let mut seen = std::collections::HashSet::new();
        self.skills = self
            .skills
            .iter()
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty() && seen.insert(s.to_lowercase()))
            .collect();
        if self.skills.len() > MAX_SKILLS || self.skills.iter().any(|s| !text_ok(s, 50, false)) {
            fail("skills".into(), ErrorCode::SkillsInvalid);
        }
        if self.education.len() > MAX_EDUCATION {
            fail("education".into(), ErrorCode::TooManyEducationEntries);
        }
        for (i, entry) in self.education.iter_mut().enumerate() {
            let ok = required(&mut entry.institution, 150)
                && optional(&mut entry.degree, 150, false)
                && optional(&mut entry.field, 150, false)
                && optional(&mut entry.description, 2000, true);
            if !ok {
                fail(format!("education[{i}]"), ErrorCode::EducationEntryInvalid);
            } else if !dates_ok(entry.start_date, entry.end_date) {
                fail(format!("education[{i}]"), ErrorCode::DateRangeInvalid);
            }
        }
        if self.experience.len() > MAX_EXPERIENCE {
            fail("experience".into(), ErrorCode::TooManyExperienceEntries);
        }
        for (i, entry) in self.experience.iter_mut().enumerate() {
            let ok = required(&mut entry.company, 150)
                && required(&mut entry.title, 150)
                && optional(&mut entry.location, 100, false)
                && optional(&mut entry.description, 2000, true);
            if !ok {
                fail(format!("experience[{i}]"), ErrorCode::ExperienceEntryInvalid);
            } else if !dates_ok(entry.start_date, entry.end_date) {
                fail(format!("experience[{i}]"), ErrorCode::DateRangeInvalid);
            }
            if entry.current {
                entry.end_date = None;
            }
        }
        if fields.is_empty() { Ok(self) } else { Err(fields) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(value: serde_json::Value) -> ProfileInput {
        serde_json::from_value(value).unwrap()
    }

    #[test]
    fn a_name_alone_is_a_valid_profile() {
        let profile = input(serde_json::json!({"fullName": "  Ana Silva "})).validate().unwrap();
        assert_eq!(profile.full_name, "Ana Silva");
    }

    #[test]
    fn every_problem_is_reported() {
        let fields = input(serde_json::json!({
            "fullName": " ",
            "phone": "call me",
            "birthDate": "2999-01-01",
            "education": [{"institution": "Uni", "startDate": "2020-01-01", "endDate": "2019-01-01"}],
            "experience": [{"company": "", "title": "Dev"}],
        }))
        .validate()
        .unwrap_err();
        for field in ["fullName", "phone", "birthDate", "education[0]", "experience[0]"] {
            assert!(fields.contains_key(field), "{field} in {fields:?}");
        }
    }
}
