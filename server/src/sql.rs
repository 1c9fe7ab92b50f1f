//! WHERE clauses built from optional filters.
//!
//! Each combination of filters becomes its own statement, with only the conditions that apply.
//! The alternative, one statement with `($n IS NULL OR column = $n)` for every filter, makes
//! PostgreSQL plan every execution afresh (a generic plan for it cannot use the indexes), which
//! cost about as much as running the query; statements like these get a cached plan.

use sea_orm::Value;

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

    /// The conditions joined with AND (`true` when there are none).
    pub fn sql(&self) -> String {
        if self.clauses.is_empty() { "true".to_owned() } else { self.clauses.join(" AND ") }
    }

    pub fn into_values(self) -> Vec<Value> {
        self.values
    }
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
}
