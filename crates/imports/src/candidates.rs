//! Importing candidates: each row becomes an applicant account with its profile, checked by
//! `Email::parse` and `ProfileInput::validate`. The account has no password until its owner
//! chooses one with "Forgot password" (the stored hash matches no password).

use serde_json::{Map, Value};

use super::Column;
use super::recruiter::{Cells, Kind};
use crate::auth::domain::Email;
use crate::error::ErrorCode;
use crate::locale::Locale;
use crate::profiles::domain::ProfileInput;
use crate::views::CellError;

pub struct Candidates;

impl Kind for Candidates {
    const NAME: &'static str = "candidates";
    const COLUMNS: &'static [Column] = &[
        Column { name: "email", required: true },
        Column { name: "fullName", required: true },
        Column { name: "locale", required: false },
        Column { name: "phone", required: false },
        Column { name: "city", required: false },
        Column { name: "country", required: false },
        Column { name: "headline", required: false },
        Column { name: "summary", required: false },
        // Separated by semicolons.
        Column { name: "skills", required: false },
    ];
    const COPY: &'static str = "COPY import_candidates (import_id, row_no, email, full_name, locale, phone, city, \
         country, headline, summary, skills) FROM STDIN";
    /// An address twice in the file, or already an account's.
    const SET_CHECKS: Option<&'static str> = Some(
        "SELECT c.row_no, 'import_email_duplicate' AS code FROM import_candidates c
         WHERE c.import_id = $1 AND EXISTS (
             SELECT 1 FROM import_candidates d WHERE d.import_id = $1 AND d.email = c.email AND d.row_no <> c.row_no)
         UNION ALL
         SELECT c.row_no, 'import_email_taken' FROM import_candidates c JOIN users u ON u.email = c.email
         WHERE c.import_id = $1
         ORDER BY 1",
    );
    const COMMIT: &'static str = "
        WITH accounts AS (
            INSERT INTO users (email, password_hash, name, role, locale)
            SELECT email, '!imported: choose a password with Forgot password', left(full_name, 100), 'user', locale
            FROM import_candidates WHERE import_id = $1 ORDER BY row_no
            RETURNING id, email),
        profiles AS (
            INSERT INTO persons (user_id, full_name, phone, city, country, headline, summary, skills)
            SELECT a.id, c.full_name, c.phone, c.city, c.country, c.headline, c.summary, c.skills
            FROM accounts a JOIN import_candidates c ON c.import_id = $1 AND c.email = a.email
            RETURNING 1)
        SELECT count(*) AS created FROM profiles";
    const COMMIT_BY_USER: bool = false;
    const CLEAR: &'static str = "DELETE FROM import_candidates WHERE import_id = $1";

    fn check(cells: &Cells<'_>, row: usize) -> Result<Vec<Option<String>>, Vec<CellError>> {
        let mut errors = Vec::new();
        let email = cells.get("email").map(Email::parse);
        if let Some(Err(code)) = email {
            errors.push(CellError::new(row, "email", code));
        }
        let locale = match cells.get("locale") {
            Some(text) => Locale::parse(text).filter(|l| l.as_str() == text.to_ascii_lowercase()),
            None => Some(cells.default_locale),
        };
        if locale.is_none() {
            errors.push(CellError::new(row, "locale", ErrorCode::ImportValueInvalid));
        }
        let mut profile = Map::new();
        for column in ["fullName", "phone", "city", "country", "headline", "summary"] {
            if let Some(text) = cells.get(column) {
                profile.insert(column.to_owned(), Value::from(text));
            }
        }
        let skills: Vec<Value> = cells
            .get("skills")
            .unwrap_or_default()
            .split(';')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(Value::from)
            .collect();
        profile.insert("skills".to_owned(), Value::Array(skills));
        let profile = serde_json::from_value::<ProfileInput>(Value::Object(profile))
            .map_err(|_| vec![CellError::new(row, "fullName", ErrorCode::ImportValueInvalid)])?
            .validate();
        match profile {
            Err(fields) => errors.extend(fields.iter().map(|(field, error)| CellError {
                row,
                column: field.to_owned(),
                code: error.code,
                message: error.message.to_string(),
            })),
            Ok(profile) if errors.is_empty() => {
                let (Some(Ok(email)), Some(locale)) = (email, locale) else { return Err(errors) };
                return Ok(vec![
                    Some(email.as_str().to_owned()),
                    Some(profile.full_name),
                    Some(locale.as_str().to_owned()),
                    profile.phone,
                    profile.city,
                    profile.country,
                    profile.headline,
                    profile.summary,
                    Some(array_literal(&profile.skills)),
                ]);
            }
            Ok(_) => {}
        }
        Err(errors)
    }
}

/// A `text[]` in COPY's text format, e.g. `{"SQL","Power BI"}` (each element quoted, `"` and `\`
/// escaped).
fn array_literal(items: &[String]) -> String {
    let quoted: Vec<String> =
        items.iter().map(|item| format!("\"{}\"", item.replace('\\', "\\\\").replace('"', "\\\""))).collect();
    format!("{{{}}}", quoted.join(","))
}

#[cfg(test)]
mod tests {
    use super::array_literal;

    #[test]
    fn skills_become_an_array_literal() {
        assert_eq!(array_literal(&[]), "{}");
        assert_eq!(array_literal(&["SQL".into(), "say \"hi\"".into()]), "{\"SQL\",\"say \\\"hi\\\"\"}");
    }
}
