//! WHERE clauses built from optional filters.
//!
//! Each combination of filters becomes its own statement, with only the conditions that apply.
//! The alternative, one statement with `($n IS NULL OR column = $n)` for every filter, makes
//! PostgreSQL plan every execution afresh (a generic plan for it cannot use the indexes), which
//! cost about as much as running the query; statements like these get a cached plan.

use sea_orm::{DbErr, FromQueryResult, QueryResult, Value};

#[derive(Debug, Default)]
pub struct Conditions {
    clauses: Vec<String>,
    values: Vec<Value>,
}

impl Conditions {
    /// Starts with parameters already bound (`$1`… used by the caller).
    pub fn with_values(values: Vec<Value>) -> Self {
        Self { clauses: Vec::new(), values }
    }

    /// Binds a value and returns its placeholder (`$n`).
    pub fn param(&mut self, value: impl Into<Value>) -> String {
        self.values.push(value.into());
        format!("${}", self.values.len())
    }

    pub fn push(&mut self, clause: impl Into<String>) {
        self.clauses.push(clause.into());
    }

    /// `column = $n` when a value is given; nothing otherwise.
    pub fn push_eq(&mut self, column: &str, value: Option<impl Into<Value>>) {
        if let Some(value) = value {
            let placeholder = self.param(value);
            self.push(format!("{column} = {placeholder}"));
        }
    }

    /// The conditions joined with AND (`true` when there are none).
    pub fn sql(&self) -> String {
        if self.clauses.is_empty() { "true".to_owned() } else { self.clauses.join(" AND ") }
    }

    pub fn into_values(self) -> Vec<Value> {
        self.values
    }
}

/// `%text%` for `ILIKE`, with the pattern characters in `text` matched literally.
pub fn contains_pattern(text: &str) -> String {
    format!("%{}%", text.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"))
}

/// One page of `table`'s rows matching `conditions` and how many match, in one round trip: a row
/// per row on the page, each carrying `total`, or a single row of NULLs with the total when the
/// page is empty. Decode with [`rows_with_total`].
pub fn page_with_total(table: &str, columns: &str, conditions: &str, order: &str, limit: &str, offset: &str) -> String {
    format!(
        "SELECT matched.total, page.* FROM (SELECT count(*) AS total FROM {table} WHERE {conditions}) matched
         LEFT JOIN LATERAL (SELECT {columns} FROM {table} WHERE {conditions}
                            ORDER BY {order} LIMIT {limit} OFFSET {offset}) page ON true"
    )
}

/// The rows and the total of a [`page_with_total`] result (rows need an `id` column).
pub fn rows_with_total<T: FromQueryResult>(result: Vec<QueryResult>) -> Result<(Vec<T>, u64), DbErr> {
    let mut total = 0;
    let mut rows = Vec::with_capacity(result.len());
    for row in result {
        total = row.try_get::<i64>("", "total")?;
        if row.try_get::<Option<i64>>("", "id")?.is_some() {
            rows.push(T::from_query_result(&row, "")?);
        }
    }
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_follow_the_values_already_bound() {
        let mut conditions = Conditions::with_values(vec![7i64.into()]);
        let status = conditions.param("published");
        conditions.push(format!("vacancy_id = $1 AND status = {status}"));
        assert_eq!(conditions.sql(), "vacancy_id = $1 AND status = $2");
        assert_eq!(conditions.into_values().len(), 2);
        assert_eq!(Conditions::default().sql(), "true");
    }

    #[test]
    fn equality_filters_are_added_only_when_given() {
        let mut conditions = Conditions::default();
        conditions.push_eq("category", Some("internship"));
        conditions.push_eq("workplace", None::<&str>);
        assert_eq!(conditions.sql(), "category = $1");
        assert_eq!(conditions.into_values().len(), 1);
    }

    #[test]
    fn like_patterns_match_their_wildcards_literally() {
        assert_eq!(contains_pattern(r"50%_off\"), r"%50\%\_off\\%");
    }
}
