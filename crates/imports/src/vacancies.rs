//! Importing vacancies: each row becomes a draft, checked by `VacancyInput::validate`.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::ActiveEnum;
use serde_json::{Map, Value, json};

use super::Column;
use super::recruiter::{Cells, Kind};
use crate::error::ErrorCode;
use crate::views::CellError;
use erecruit_vacancies::domain::{Category, EmploymentType, VacancyInput, Workplace, slugify};

pub struct Vacancies;

impl Kind for Vacancies {
    const NAME: &'static str = "vacancies";
    const COLUMNS: &'static [Column] = &[
        Column { name: "title", required: true },
        Column { name: "category", required: true },
        Column { name: "employmentType", required: true },
        Column { name: "workplace", required: true },
        Column { name: "department", required: false },
        Column { name: "location", required: false },
        Column { name: "description", required: false },
        Column { name: "requirements", required: false },
        Column { name: "salaryMin", required: false },
        Column { name: "salaryMax", required: false },
        Column { name: "salaryCurrency", required: false },
        Column { name: "showSalary", required: false },
        Column { name: "openings", required: false },
        Column { name: "closesAt", required: false },
    ];
    const COPY: &'static str = "COPY import_vacancies (import_id, row_no, title, slug, category, department, location, \
         employment_type, workplace, description, requirements, salary_min, salary_max, salary_currency, \
         show_salary, openings, closes_at) FROM STDIN";
    const SET_CHECKS: Option<&'static str> = None;
    /// Every row a draft by the importing recruiter, in the file's order.
    const COMMIT: &'static str = "
        WITH created AS (
            INSERT INTO vacancies (title, slug, category, department, location, employment_type, workplace,
                                   description, requirements, salary_min, salary_max, salary_currency, show_salary,
                                   openings, closes_at, created_by)
            SELECT title, slug, category, department, location, employment_type, workplace, description,
                   requirements, salary_min, salary_max, salary_currency, show_salary, openings, closes_at, $2
            FROM import_vacancies WHERE import_id = $1 ORDER BY row_no
            RETURNING 1)
        SELECT count(*) AS created FROM created";
    const COMMIT_BY_USER: bool = true;

    const CLEAR: &'static str = "DELETE FROM import_vacancies WHERE import_id = $1";

    fn check(cells: &Cells<'_>, row: usize) -> Result<Vec<Option<String>>, Vec<CellError>> {
        let mut errors = Vec::new();
        let mut input = Map::new();
        for column in Self::COLUMNS {
            let Some(text) = cells.get(column.name) else { continue };
            let value = match column.name {
                "category" => enum_value::<Category>(text),
                "employmentType" => enum_value::<EmploymentType>(text),
                "workplace" => enum_value::<Workplace>(text),
                "salaryMin" | "salaryMax" | "openings" => text.parse::<i32>().ok().map(Value::from),
                "showSalary" => boolean(text).map(Value::from),
                "closesAt" => moment(text).map(|at| json!(at)),
                _ => Some(Value::from(text)),
            };
            match value {
                Some(value) => {
                    input.insert(column.name.to_owned(), value);
                }
                None => errors.push(CellError::new(row, column.name, ErrorCode::ImportValueInvalid)),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let input: VacancyInput = serde_json::from_value(Value::Object(input))
            .map_err(|_| vec![CellError::new(row, "title", ErrorCode::ImportValueInvalid)])?;
        let input = input.validate().map_err(|fields| {
            fields
                .iter()
                .map(|(field, error)| CellError {
                    row,
                    column: field.to_owned(),
                    code: error.code,
                    message: error.message.to_string(),
                })
                .collect::<Vec<_>>()
        })?;
        Ok(vec![
            Some(input.title.clone()),
            Some(slugify(&input.title)),
            Some(input.category.to_value()),
            input.department,
            input.location,
            Some(input.employment_type.to_value()),
            Some(input.workplace.to_value()),
            Some(input.description),
            Some(input.requirements),
            input.salary_min.map(|n| n.to_string()),
            input.salary_max.map(|n| n.to_string()),
            input.salary_currency,
            Some(input.show_salary.to_string()),
            Some(input.openings.to_string()),
            input.closes_at.map(|at| at.to_rfc3339()),
        ])
    }
}

/// A value of one of the API's enums, by its API name (`experienced-hire`, `full_time`).
fn enum_value<T: serde::de::DeserializeOwned>(text: &str) -> Option<Value> {
    serde_json::from_value::<T>(Value::from(text)).ok().map(|_| Value::from(text))
}

fn boolean(text: &str) -> Option<bool> {
    match text.to_ascii_lowercase().as_str() {
        "true" | "yes" | "1" => Some(true),
        "false" | "no" | "0" => Some(false),
        _ => None,
    }
}

/// An RFC 3339 time, or a day (meaning its end, in UTC).
fn moment(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text).map(|at| at.with_timezone(&Utc)).ok().or_else(|| {
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .ok()
            .and_then(|day| day.and_hms_opt(23, 59, 59))
            .map(|at| at.and_utc())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_export_writes_the_columns_the_import_reads() {
        let names: Vec<&str> = Vacancies::COLUMNS.iter().map(|c| c.name).collect();
        assert_eq!(names, crate::VACANCY_COLUMNS);
    }
}
