//! What a help entry is: its texts in each language, their limits, and address names (slugs).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};
use crate::locale::Locale;
use crate::translated::{self, Texts};

/// At most this many of each kind per tenant (a help centre, not a wiki; bounds every page).
pub const MAX_CATEGORIES: u64 = 100;
pub const MAX_FAQ: u64 = 500;
pub const MAX_ARTICLES: u64 = 2_000;

/// A category's name and description in one language.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CategoryText {
    pub name: String,
    /// Plain text, at most 500 characters.
    #[serde(default)]
    pub description: String,
}

/// A question and its answer in one language.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FaqText {
    pub question: String,
    /// Markdown, at most 10,000 characters.
    pub answer: String,
}

/// An article's title and text in one language.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ArticleText {
    pub title: String,
    /// Markdown, at most 50,000 characters.
    pub body: String,
}

/// A text of a help entry in one language.
pub trait HelpText: Sized + Clone + Default {
    /// Surrounding white space removed.
    fn trimmed(self) -> Self;
    /// Every field empty: a translation being removed.
    fn is_empty(&self) -> bool;
    /// Adds the field errors, each field named `prefix` + its name.
    fn check(&self, prefix: &str, fields: &mut FieldErrors);
}

/// 1 to `max` characters, no line breaks nor other control characters.
fn one_line(text: &str, max: usize) -> bool {
    !text.is_empty() && text.chars().count() <= max && !text.chars().any(char::is_control)
}

/// Up to `max` characters of Markdown (line breaks and tabs allowed), `required` non-empty.
fn markdown(text: &str, max: usize, required: bool) -> bool {
    (!required || !text.is_empty()) && text.chars().count() <= max && !crate::text::has_stray_control(text)
}

impl HelpText for CategoryText {
    fn trimmed(self) -> Self {
        Self { name: self.name.trim().to_owned(), description: self.description.trim().to_owned() }
    }
    fn is_empty(&self) -> bool {
        self.name.is_empty() && self.description.is_empty()
    }
    fn check(&self, prefix: &str, fields: &mut FieldErrors) {
        if !one_line(&self.name, 100) {
            fields.add(format!("{prefix}name"), ErrorCode::HelpNameInvalid);
        }
        if !markdown(&self.description, 500, false) {
            fields.add(format!("{prefix}description"), ErrorCode::HelpDescriptionInvalid);
        }
    }
}

impl HelpText for FaqText {
    fn trimmed(self) -> Self {
        Self { question: self.question.trim().to_owned(), answer: self.answer.trim().to_owned() }
    }
    fn is_empty(&self) -> bool {
        self.question.is_empty() && self.answer.is_empty()
    }
    fn check(&self, prefix: &str, fields: &mut FieldErrors) {
        if !one_line(&self.question, 300) {
            fields.add(format!("{prefix}question"), ErrorCode::HelpQuestionInvalid);
        }
        if !markdown(&self.answer, 10_000, true) {
            fields.add(format!("{prefix}answer"), ErrorCode::HelpAnswerInvalid);
        }
    }
}

impl HelpText for ArticleText {
    fn trimmed(self) -> Self {
        Self { title: self.title.trim().to_owned(), body: self.body.trim().to_owned() }
    }
    fn is_empty(&self) -> bool {
        self.title.is_empty() && self.body.is_empty()
    }
    fn check(&self, prefix: &str, fields: &mut FieldErrors) {
        if !one_line(&self.title, 200) {
            fields.add(format!("{prefix}title"), ErrorCode::HelpTitleInvalid);
        }
        if !markdown(&self.body, 50_000, true) {
            fields.add(format!("{prefix}body"), ErrorCode::HelpBodyInvalid);
        }
    }
}

/// The texts of an edited entry, checked: the one in `language` (its fields named plainly) and
/// the translations (named `translations.<lang>.<field>`); a translation left empty is removed.
pub fn checked_texts<T: HelpText>(
    language: Locale,
    main: T,
    translations: Texts<T>,
    fields: &mut FieldErrors,
) -> Texts<T> {
    let main = main.trimmed();
    main.check("", fields);
    let translations: Texts<T> = translations.into_iter().map(|(lang, text)| (lang, text.trimmed())).collect();
    for (lang, text) in &translations {
        if *lang != language && !text.is_empty() {
            text.check(&format!("translations.{}.", lang.as_str()), fields);
        }
    }
    translated::edited(language, main, translations, T::is_empty)
}

/// An address name (`applying-online`): 1 to 60 lower-case letters and digits in words joined by
/// single hyphens.
pub fn check_slug(slug: &str) -> Result<String, ErrorCode> {
    let slug = slug.trim();
    let valid = !slug.is_empty()
        && slug.len() <= 60
        && slug
            .split('-')
            .all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
    if valid { Ok(slug.to_owned()) } else { Err(ErrorCode::HelpSlugInvalid) }
}

/// What a list shows of an article: its first paragraph as plain text, at most 200 characters.
pub fn summary(body: &str) -> String {
    crate::text::summary(body, 200)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_lower_case_words_joined_by_hyphens() {
        assert_eq!(check_slug(" applying-online "), Ok("applying-online".to_owned()));
        for bad in ["", "Applying", "a--b", "-a", "a-", "a b", "ção", &"a".repeat(61)] {
            assert_eq!(check_slug(bad), Err(ErrorCode::HelpSlugInvalid), "{bad}");
        }
    }

    #[test]
    fn translations_are_checked_under_their_own_names_and_empty_ones_removed() {
        let mut fields = FieldErrors::new();
        let translations: Texts<FaqText> = [
            (Locale::De, FaqText { question: "Wie?".into(), answer: String::new() }),
            (Locale::Fr, FaqText::default()),
        ]
        .into_iter()
        .collect();
        let main = FaqText { question: " How? ".into(), answer: "Like this.".into() };
        let texts = checked_texts(Locale::En, main, translations, &mut fields);
        assert_eq!(fields.len(), 1);
        assert_eq!(fields.get("translations.de.answer").map(|e| e.code), Some(ErrorCode::HelpAnswerInvalid));
        assert_eq!(texts.keys().copied().collect::<Vec<_>>(), vec![Locale::En, Locale::De]);
        assert_eq!(texts[&Locale::En].question, "How?");
    }
}
