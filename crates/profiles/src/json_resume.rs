//! The profile as a JSON Resume document (<https://jsonresume.org/schema>, v1.0.0), both ways.
//!
//! The schema is vendored from the npm package `resume-schema` 1.0.1 (MIT, its licence beside it
//! in `schema/`) and compiled once; nothing is fetched at run time. What maps where:
//!
//! | profile               | JSON Resume                                                     |
//! |-----------------------|-----------------------------------------------------------------|
//! | full name             | `basics.name`                                                   |
//! | headline              | `basics.label`                                                  |
//! | account e-mail        | `basics.email` (exported only; the account's address is changed |
//! |                       | through the account)                                            |
//! | phone, summary        | `basics.phone`, `basics.summary`                                |
//! | address, city         | `basics.location.address`, `.city`                              |
//! | country               | `basics.location.countryCode` when a two-letter code, else the  |
//! |                       | extension `basics.location.country` (the schema allows extra    |
//! |                       | properties there); import reads `country`, else `countryCode`   |
//! | experience            | `work[]`: `name`, `position`, `location`, `startDate`, `endDate` |
//! |                       | (none while current), `summary`                                 |
//! | education             | `education[]`: `institution`, `studyType`, `area`, `startDate`,  |
//! |                       | `endDate`, and the extension `summary` for its description      |
//! | skills                | `skills[].name`                                                 |
//!
//! Import **merges**: a basics field the document gives replaces the profile's; one it leaves out
//! keeps what is stored; work, education and skills are added after the profile's own entries,
//! skipping ones already there. The photo, the CV and the birth date (JSON Resume has none) are
//! never touched. Sections the profile has no place for (`volunteer`, `awards`, `languages`,
//! `projects`…) are checked against the schema and then left out; [`Imported::ignored`] names them.

use std::sync::LazyLock;

use chrono::NaiveDate;
use jsonschema::error::ValidationErrorKind;
use jsonschema::paths::LocationSegment;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::domain::{Education, Experience, MAX_EDUCATION, MAX_EXPERIENCE, MAX_SKILLS, ProfileInput};
use super::repo::Person;
use crate::error::{ApiError, ErrorCode, FieldErrors};

/// The JSON Resume schema v1.0.0, as the npm package `resume-schema` 1.0.1 ships it.
pub const SCHEMA_JSON: &str = include_str!("../schema/json-resume-1.0.0.schema.json");
/// What an exported document names as its schema.
pub const SCHEMA_URL: &str = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
/// Largest resume.json accepted, in bytes.
pub const MAX_BYTES: usize = 256 * 1024;
/// At most this many schema problems are reported.
const MAX_REPORTED: usize = 50;

/// The schema, compiled on first use; why it would not (the unit tests make that unreachable).
static VALIDATOR: LazyLock<Result<jsonschema::Validator, String>> = LazyLock::new(|| {
    let schema: Value = serde_json::from_str(SCHEMA_JSON).map_err(|err| err.to_string())?;
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft4)
        .should_validate_formats(true)
        // The schema's addresses are read leniently, as the JSON Resume tools do (the package's
        // own sample has "" and "missdirection.example.com"): any text without spaces or control
        // characters. The profile keeps no address, so none reaches a page.
        .with_format("uri", |value: &str| !value.chars().any(|c| c.is_whitespace() || c.is_control()))
        .build(&schema)
        .map_err(|err| err.to_string())
});

/// A JSON Resume document (v1.0.0): the parts the profile fills. Other sections are valid on
/// import but have no place in the profile.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JsonResume {
    #[serde(rename = "$schema", skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    #[serde(default)]
    pub basics: JsonResumeBasics,
    #[serde(default)]
    pub work: Vec<JsonResumeWork>,
    #[serde(default)]
    pub education: Vec<JsonResumeEducation>,
    #[serde(default)]
    pub skills: Vec<JsonResumeSkill>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub meta: Option<JsonResumeMeta>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JsonResumeBasics {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The headline, e.g. "Web Developer".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<JsonResumeLocation>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JsonResumeLocation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub city: Option<String>,
    /// ISO 3166-1 alpha-2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country_code: Option<String>,
    /// The country as written, when it is not a two-letter code (an extension the schema allows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JsonResumeWork {
    /// The company.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    /// `YYYY-MM-DD`; `YYYY` and `YYYY-MM` are read as the first day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    /// None while the job is current.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JsonResumeEducation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub institution: Option<String>,
    /// The field of study.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub area: Option<String>,
    /// The degree, e.g. "Bachelor".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub study_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_date: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end_date: Option<String>,
    /// The entry's description (an extension the schema allows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
pub struct JsonResumeSkill {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JsonResumeMeta {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
    /// When the profile was last saved (RFC 3339).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_modified: Option<String>,
}

fn date(value: Option<NaiveDate>) -> Option<String> {
    value.map(|d| d.format("%Y-%m-%d").to_string())
}

impl JsonResume {
    /// `person`'s profile as a JSON Resume document, with the account's `email`.
    pub fn of(person: &Person, email: &str) -> Self {
        let row = &person.row;
        let (country_code, country) = match row.country.as_deref() {
            Some(c) if c.len() == 2 && c.chars().all(|c| c.is_ascii_alphabetic()) => {
                (Some(c.to_ascii_uppercase()), None)
            }
            other => (None, other.map(str::to_owned)),
        };
        let location =
            (row.address.is_some() || row.city.is_some() || country_code.is_some() || country.is_some()).then(|| {
                JsonResumeLocation { address: row.address.clone(), city: row.city.clone(), country_code, country }
            });
        Self {
            schema: Some(SCHEMA_URL.to_owned()),
            basics: JsonResumeBasics {
                name: Some(row.full_name.clone()),
                label: row.headline.clone(),
                email: Some(email.to_owned()),
                phone: row.phone.clone(),
                summary: row.summary.clone(),
                location,
            },
            work: person
                .experience
                .iter()
                .map(|e| JsonResumeWork {
                    name: Some(e.company.clone()),
                    position: Some(e.title.clone()),
                    location: e.location.clone(),
                    start_date: date(e.start_date),
                    end_date: if e.current { None } else { date(e.end_date) },
                    summary: e.description.clone(),
                })
                .collect(),
            education: person
                .education
                .iter()
                .map(|e| JsonResumeEducation {
                    institution: Some(e.institution.clone()),
                    area: e.field.clone(),
                    study_type: e.degree.clone(),
                    start_date: date(e.start_date),
                    end_date: date(e.end_date),
                    summary: e.description.clone(),
                })
                .collect(),
            skills: row.skills.iter().map(|s| JsonResumeSkill { name: Some(s.clone()) }).collect(),
            meta: Some(JsonResumeMeta {
                version: Some("v1.0.0".to_owned()),
                last_modified: Some(row.updated_at.to_rfc3339()),
            }),
        }
    }
}

/// The JSON Pointer-like location of a schema error as the API names fields: `work[0].startDate`.
fn field_name(segments: impl Iterator<Item = String>) -> String {
    segments.fold(String::new(), |mut name, segment| {
        if segment.starts_with('[') || name.is_empty() {
            name.push_str(&segment);
        } else {
            name.push('.');
            name.push_str(&segment);
        }
        name
    })
}

/// Every place `document` breaks the JSON Resume schema, as field errors (empty when it follows it).
pub fn schema_errors(document: &Value) -> Result<FieldErrors, ApiError> {
    let validator = VALIDATOR
        .as_ref()
        .map_err(|why| ApiError::Internal(std::io::Error::other(format!("the JSON Resume schema: {why}")).into()))?;
    let mut fields = FieldErrors::new();
    if !document.is_object() {
        fields.add("resume", ErrorCode::ResumeValueInvalid);
        return Ok(fields);
    }
    // Enough to fix a file by; a broken file of 256 KiB could name thousands.
    for error in validator.iter_errors(document).take(MAX_REPORTED) {
        let segments: Vec<String> = error
            .instance_path()
            .iter()
            .map(|segment| match segment {
                LocationSegment::Property(name) => name.into_owned(),
                LocationSegment::Index(index) => format!("[{index}]"),
            })
            .collect();
        let base = field_name(segments.into_iter());
        match error.kind() {
            ValidationErrorKind::AdditionalProperties { unexpected } => {
                for name in unexpected {
                    let field = if base.is_empty() { name.clone() } else { format!("{base}.{name}") };
                    fields.add(field, ErrorCode::ResumeSectionUnknown);
                }
            }
            ValidationErrorKind::Pattern { .. } if base.ends_with("Date") || base.ends_with("date") => {
                fields.add(base, ErrorCode::ResumeDateInvalid);
            }
            _ => {
                let field = if base.is_empty() { "resume".to_owned() } else { base };
                if !fields.contains_key(&field) {
                    fields.add(field, ErrorCode::ResumeValueInvalid);
                }
            }
        }
    }
    Ok(fields)
}

/// What an import made of a document: the profile to save and the sections left out.
#[derive(Debug)]
pub struct Imported {
    pub profile: ProfileInput,
    /// Top-level sections with content that the profile has no place for.
    pub ignored: Vec<String>,
}

/// A JSON Resume date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) as a day: the first of the month or year.
fn parse_date(value: Option<&str>, field: String, fields: &mut FieldErrors) -> Option<NaiveDate> {
    let value = value.map(str::trim).filter(|v| !v.is_empty())?;
    let full = match value.len() {
        4 => format!("{value}-01-01"),
        7 => format!("{value}-01"),
        _ => value.to_owned(),
    };
    match NaiveDate::parse_from_str(&full, "%Y-%m-%d") {
        Ok(day) => Some(day),
        Err(_) => {
            fields.add(field, ErrorCode::ResumeDateInvalid);
            None
        }
    }
}

fn given(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// `experience[7]` with `offset` 5 as `work[2]`: the document's entry an error of the merged
/// list's entry is about (an entry the profile already had names the whole list).
fn entry_field(name: &str, list: &str, document_list: &str, offset: usize) -> Option<String> {
    let index: usize = name.strip_prefix(list)?.strip_prefix('[')?.strip_suffix(']')?.parse().ok()?;
    Some(index.checked_sub(offset).map_or_else(|| document_list.to_owned(), |i| format!("{document_list}[{i}]")))
}

/// Where a profile field's problem shows in the document.
fn document_field(profile_field: &str, work_offset: usize, education_offset: usize) -> String {
    match profile_field {
        "fullName" => "basics.name".to_owned(),
        "headline" => "basics.label".to_owned(),
        "phone" => "basics.phone".to_owned(),
        "summary" => "basics.summary".to_owned(),
        "address" => "basics.location.address".to_owned(),
        "city" => "basics.location.city".to_owned(),
        "country" => "basics.location.country".to_owned(),
        "experience" => "work".to_owned(),
        other => entry_field(other, "experience", "work", work_offset)
            .or_else(|| entry_field(other, "education", "education", education_offset))
            .unwrap_or_else(|| other.to_owned()),
    }
}

/// Merges `document` (already checked against the schema) into `current` (the stored profile, if
/// any) and validates the result as the profile form is. Field errors name the document's fields.
pub fn import(document: Value, current: Option<&Person>) -> Result<Imported, FieldErrors> {
    let ignored: Vec<String> = document
        .as_object()
        .map(|o| {
            o.iter()
                .filter(|(key, value)| {
                    let taken = matches!(key.as_str(), "$schema" | "basics" | "work" | "education" | "skills" | "meta");
                    let empty = value.is_null()
                        || value.as_array().is_some_and(Vec::is_empty)
                        || value.as_object().is_some_and(serde_json::Map::is_empty);
                    !(taken || empty)
                })
                .map(|(key, _)| key.clone())
                .collect()
        })
        .unwrap_or_default();
    let resume: JsonResume =
        serde_json::from_value(document).map_err(|_| FieldErrors::one("resume", ErrorCode::ResumeValueInvalid))?;
    let mut fields = FieldErrors::new();
    // More entries than a profile holds are refused before they are compared with the profile's.
    for (over, field, code) in [
        (resume.work.len() > MAX_EXPERIENCE, "work", ErrorCode::TooManyExperienceEntries),
        (resume.education.len() > MAX_EDUCATION, "education", ErrorCode::TooManyEducationEntries),
        (resume.skills.len() > MAX_SKILLS, "skills", ErrorCode::SkillsInvalid),
    ] {
        if over {
            fields.add(field, code);
        }
    }
    if !fields.is_empty() {
        return Err(fields);
    }
    let mut profile = match current {
        Some(person) => ProfileInput {
            full_name: person.row.full_name.clone(),
            phone: person.row.phone.clone(),
            birth_date: person.row.birth_date,
            address: person.row.address.clone(),
            city: person.row.city.clone(),
            country: person.row.country.clone(),
            headline: person.row.headline.clone(),
            summary: person.row.summary.clone(),
            skills: person.row.skills.clone(),
            education: person.education.clone(),
            experience: person.experience.clone(),
        },
        None => ProfileInput {
            full_name: String::new(),
            phone: None,
            birth_date: None,
            address: None,
            city: None,
            country: None,
            headline: None,
            summary: None,
            skills: Vec::new(),
            education: Vec::new(),
            experience: Vec::new(),
        },
    };
    let basics = resume.basics;
    if let Some(name) = given(basics.name) {
        profile.full_name = name;
    }
    for (target, value) in [
        (&mut profile.headline, basics.label),
        (&mut profile.phone, basics.phone),
        (&mut profile.summary, basics.summary),
    ] {
        if let Some(value) = given(value) {
            *target = Some(value);
        }
    }
    if let Some(location) = basics.location {
        // The profile's address is one line.
        if let Some(address) = given(location.address) {
            profile.address =
                Some(address.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(", "));
        }
        if let Some(city) = given(location.city) {
            profile.city = Some(city);
        }
        if let Some(country) = given(location.country).or_else(|| given(location.country_code)) {
            profile.country = Some(country);
        }
    }
    let work_offset = profile.experience.len();
    for (i, work) in resume.work.into_iter().enumerate() {
        let start_date = parse_date(work.start_date.as_deref(), format!("work[{i}].startDate"), &mut fields);
        let end_date = parse_date(work.end_date.as_deref(), format!("work[{i}].endDate"), &mut fields);
        let entry = Experience {
            company: given(work.name).unwrap_or_default(),
            title: given(work.position).unwrap_or_default(),
            location: given(work.location),
            start_date,
            end_date,
            current: start_date.is_some() && end_date.is_none(),
            description: given(work.summary),
        };
        let known = profile.experience.iter().any(|e| {
            e.company.eq_ignore_ascii_case(&entry.company)
                && e.title.eq_ignore_ascii_case(&entry.title)
                && e.start_date == entry.start_date
        });
        if !known {
            profile.experience.push(entry);
        }
    }
    let education_offset = profile.education.len();
    for (i, item) in resume.education.into_iter().enumerate() {
        let start_date = parse_date(item.start_date.as_deref(), format!("education[{i}].startDate"), &mut fields);
        let end_date = parse_date(item.end_date.as_deref(), format!("education[{i}].endDate"), &mut fields);
        let entry = Education {
            institution: given(item.institution).unwrap_or_default(),
            degree: given(item.study_type),
            field: given(item.area),
            start_date,
            end_date,
            description: given(item.summary),
        };
        let known = profile.education.iter().any(|e| {
            e.institution.eq_ignore_ascii_case(&entry.institution)
                && e.degree == entry.degree
                && e.start_date == entry.start_date
        });
        if !known {
            profile.education.push(entry);
        }
    }
    profile.skills.extend(resume.skills.into_iter().filter_map(|s| given(s.name)));
    if !fields.is_empty() {
        return Err(fields);
    }
    match profile.validate() {
        Ok(profile) => Ok(Imported { profile, ignored }),
        Err(problems) => {
            let mut named = FieldErrors::new();
            for (field, error) in problems.iter() {
                named.add(document_field(field, work_offset, education_offset), error.code);
            }
            Err(named)
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_vendored_schema_compiles_and_takes_its_own_sample() {
        assert!(VALIDATOR.is_ok(), "{:?}", VALIDATOR.as_ref().err());
        // The package's own sample (every section filled).
        let sample: Value = serde_json::from_str(include_str!("../schema/json-resume-1.0.0.sample.json")).unwrap();
        assert_eq!(schema_errors(&sample).unwrap(), FieldErrors::new());
        let imported = import(sample, None).unwrap();
        assert_eq!(imported.profile.full_name, "Richard Hendriks");
        assert_eq!(imported.profile.experience[0].company, "Pied Piper");
        assert!(imported.ignored.contains(&"languages".to_owned()), "{:?}", imported.ignored);
        let spaced = json!({"basics": {"url": "not an address"}});
        assert!(schema_errors(&spaced).unwrap().contains_key("basics.url"));
    }

    #[test]
    fn more_entries_than_a_profile_holds_are_refused_at_once() {
        let work: Vec<Value> =
            (0..=MAX_EXPERIENCE).map(|i| json!({"name": format!("C{i}"), "position": "P"})).collect();
        let errors = import(json!({"basics": {"name": "Ana"}, "work": work}), None).unwrap_err();
        assert_eq!(errors.get("work").map(|e| e.code), Some(ErrorCode::TooManyExperienceEntries));
        let many: Vec<Value> = (0..500).map(|_| json!({"startDate": 1})).collect();
        assert_eq!(schema_errors(&json!({"work": many})).unwrap().len(), MAX_REPORTED);
    }

    #[test]
    fn schema_errors_name_the_documents_fields() {
        let errors = schema_errors(&json!({
            "basics": {"email": "nope", "location": {"city": 3}},
            "work": [{}, {"endDate": "June 2020"}],
            "skills": "all",
            "extra": 1,
        }))
        .unwrap();
        let named: Vec<(&str, ErrorCode)> = errors.iter().map(|(field, error)| (field, error.code)).collect();
        assert_eq!(
            named,
            [
                ("basics.email", ErrorCode::ResumeValueInvalid),
                ("basics.location.city", ErrorCode::ResumeValueInvalid),
                ("extra", ErrorCode::ResumeSectionUnknown),
                ("skills", ErrorCode::ResumeValueInvalid),
                ("work[1].endDate", ErrorCode::ResumeDateInvalid),
            ]
        );
    }
}
