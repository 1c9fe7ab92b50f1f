//! The API's shapes: what this feature answers and accepts.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::domain::{ArticleText, CategoryText, FaqText, HelpText, summary};
use super::entities::{help_article, help_category, help_faq};
use crate::locale::Locale;
use crate::tenancy::Tenant;
use crate::translated::{self, Texts};

/// A text as the editor shows it: in the tenant's default language (or, when it has none there,
/// the first it has), the others as translations, and the tenant's languages still missing.
struct Localised<T> {
    language: Locale,
    main: T,
    translations: Texts<T>,
    missing: Vec<Locale>,
}

fn localised<T: HelpText + serde::de::DeserializeOwned>(stored: &serde_json::Value, tenant: &Tenant) -> Localised<T> {
    let mut texts: Texts<T> = translated::from_json(stored);
    let default = translated::default_of(tenant);
    let language = translated::pick(&texts, default, default).map_or(default, |(language, _)| language);
    let missing = translated::missing(&texts, tenant);
    let main = texts.remove(&language).unwrap_or_default();
    Localised { language, main, translations: texts, missing }
}

/// The language a visitor asked for and the tenant's default, to pick each text with.
#[derive(Clone, Copy)]
pub struct Reading {
    pub wanted: Locale,
    pub default: Locale,
}

impl Reading {
    pub fn pick<T: Default + Clone + serde::de::DeserializeOwned>(self, stored: &serde_json::Value) -> (Locale, T) {
        let texts: Texts<T> = translated::from_json(stored);
        translated::pick(&texts, self.wanted, self.default)
            .map(|(language, text)| (language, text.clone()))
            .unwrap_or((self.default, T::default()))
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OrderInput {
    /// Every entry's id, once each, in the new order.
    pub ids: Vec<i64>,
}

/// A help category as admins edit it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminHelpCategory {
    pub id: i64,
    pub slug: String,
    pub position: i32,
    pub published: bool,
    /// The language `name` and `description` are in: the tenant's default when written in it.
    pub language: Locale,
    pub name: String,
    pub description: String,
    /// The other languages' texts.
    pub translations: Texts<CategoryText>,
    /// The tenant's languages with no text yet.
    pub missing: Vec<Locale>,
    /// How many articles and FAQ entries are in it.
    pub articles: i64,
    pub faq: i64,
    pub updated_at: DateTime<Utc>,
}

impl AdminHelpCategory {
    /// `row` for the tenant's admins, with how many articles and FAQ entries each category has.
    pub fn new(
        row: &help_category::Model,
        tenant: &Tenant,
        (articles, faq): &(HashMap<i64, i64>, HashMap<i64, i64>),
    ) -> Self {
        let texts = localised::<CategoryText>(&row.texts, tenant);
        Self {
            id: row.id,
            slug: row.slug.clone(),
            position: row.position,
            published: row.published,
            language: texts.language,
            name: texts.main.name,
            description: texts.main.description,
            translations: texts.translations,
            missing: texts.missing,
            articles: articles.get(&row.id).copied().unwrap_or(0),
            faq: faq.get(&row.id).copied().unwrap_or(0),
            updated_at: row.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CategoryInput {
    /// The category's part of an article's address, `/pages/knowledge-base/<slug>/…`.
    pub slug: String,
    pub name: String,
    #[serde(default)]
    pub description: String,
    #[serde(default = "yes")]
    pub published: bool,
    /// The language of `name` and `description` (default: the tenant's default language).
    pub language: Option<Locale>,
    /// Texts in other languages; one left empty is removed.
    #[serde(default)]
    pub translations: Texts<CategoryText>,
}

/// A FAQ entry as admins edit it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminFaq {
    pub id: i64,
    /// The category's id, if any.
    pub category: Option<i64>,
    pub position: i32,
    pub published: bool,
    pub language: Locale,
    pub question: String,
    /// Markdown.
    pub answer: String,
    pub translations: Texts<FaqText>,
    pub missing: Vec<Locale>,
    pub updated_at: DateTime<Utc>,
}

impl AdminFaq {
    pub fn new(row: &help_faq::Model, tenant: &Tenant) -> Self {
        let texts = localised::<FaqText>(&row.texts, tenant);
        Self {
            id: row.id,
            category: row.category_id,
            position: row.position,
            published: row.published,
            language: texts.language,
            question: texts.main.question,
            answer: texts.main.answer,
            translations: texts.translations,
            missing: texts.missing,
            updated_at: row.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FaqInput {
    pub question: String,
    /// Markdown (rendered safely: no HTML).
    pub answer: String,
    /// A category's id, or none.
    pub category: Option<i64>,
    #[serde(default = "yes")]
    pub published: bool,
    pub language: Option<Locale>,
    #[serde(default)]
    pub translations: Texts<FaqText>,
}

/// A knowledge-base article as admins edit it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminArticle {
    pub id: i64,
    /// The category's id.
    pub category: i64,
    pub slug: String,
    pub position: i32,
    pub published: bool,
    pub language: Locale,
    pub title: String,
    /// Markdown.
    pub body: String,
    pub translations: Texts<ArticleText>,
    pub missing: Vec<Locale>,
    pub updated_at: DateTime<Utc>,
}

impl AdminArticle {
    pub fn new(row: &help_article::Model, tenant: &Tenant) -> Self {
        let texts = localised::<ArticleText>(&row.texts, tenant);
        Self {
            id: row.id,
            category: row.category_id,
            slug: row.slug.clone(),
            position: row.position,
            published: row.published,
            language: texts.language,
            title: texts.main.title,
            body: texts.main.body,
            translations: texts.translations,
            missing: texts.missing,
            updated_at: row.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ArticleInput {
    /// The article's part of its address, `/pages/knowledge-base/<category>/<slug>`.
    pub slug: String,
    /// The category's id.
    pub category: i64,
    pub title: String,
    /// Markdown (rendered safely: no HTML).
    pub body: String,
    #[serde(default = "yes")]
    pub published: bool,
    pub language: Option<Locale>,
    #[serde(default)]
    pub translations: Texts<ArticleText>,
}

/// A help category as visitors see it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpCategory {
    pub slug: String,
    pub name: String,
    pub description: String,
    /// The language `name` and `description` are in.
    pub language: Locale,
    /// How many of the list's entries (FAQ entries, or articles) are in it.
    pub count: usize,
}

impl HelpCategory {
    /// `row` as read by `reading`, with `count` entries of the list.
    pub fn new(row: &help_category::Model, reading: Reading, count: usize) -> Self {
        let (language, text) = reading.pick::<CategoryText>(&row.texts);
        Self { slug: row.slug.clone(), name: text.name, description: text.description, language, count }
    }
}

/// A question and its answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicFaq {
    pub id: i64,
    /// The category's slug, if any.
    pub category: Option<String>,
    pub question: String,
    /// Markdown.
    pub answer: String,
    pub language: Locale,
}

impl PublicFaq {
    /// `row` as read by `reading`, in the category whose slug is `category`.
    pub fn new(row: &help_faq::Model, category: Option<String>, reading: Reading) -> Self {
        let (language, text) = reading.pick::<FaqText>(&row.texts);
        Self { id: row.id, category, question: text.question, answer: text.answer, language }
    }
}

/// The FAQ.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FaqPage {
    /// The language asked for (texts not written in it say their own).
    pub language: Locale,
    /// The categories with entries in `items`, in order.
    pub categories: Vec<HelpCategory>,
    /// By category, then in the admins' order; when searching, best match first.
    pub items: Vec<PublicFaq>,
}

/// An article in a list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArticleSummary {
    pub slug: String,
    /// The category's slug (the page is `/pages/knowledge-base/<category>/<slug>`).
    pub category: String,
    pub title: String,
    /// The first paragraph as plain text, at most 200 characters.
    pub summary: String,
    pub language: Locale,
    pub updated_at: DateTime<Utc>,
}

impl ArticleSummary {
    /// `row` as read by `reading`, in the category whose slug is `category`.
    pub fn new(row: &help_article::Model, category: &str, reading: Reading) -> Self {
        let (language, text) = reading.pick::<ArticleText>(&row.texts);
        Self {
            slug: row.slug.clone(),
            category: category.to_owned(),
            summary: summary(&text.body),
            title: text.title,
            language,
            updated_at: row.updated_at,
        }
    }
}

/// The knowledge base's categories and articles.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ArticleList {
    pub language: Locale,
    /// Every category with articles, in order, `count` its published articles.
    pub categories: Vec<HelpCategory>,
    /// The articles asked for: by category, then in the admins' order; best match first when
    /// searching.
    pub items: Vec<ArticleSummary>,
}

/// A knowledge-base article.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpArticle {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    /// Markdown.
    pub body: String,
    /// The language `title` and `body` are in.
    pub language: Locale,
    /// Every language the article is written in.
    pub languages: Vec<Locale>,
    pub updated_at: DateTime<Utc>,
    /// The category's other articles (at most five).
    pub related: Vec<ArticleSummary>,
}

impl HelpArticle {
    /// `row` as read by `reading`, in `category`, with its `related` articles.
    pub fn new(
        row: &help_article::Model,
        category: HelpCategory,
        reading: Reading,
        related: Vec<ArticleSummary>,
    ) -> Self {
        let texts: Texts<ArticleText> = translated::from_json(&row.texts);
        let (language, text) = reading.pick::<ArticleText>(&row.texts);
        Self {
            slug: row.slug.clone(),
            category,
            title: text.title,
            body: text.body,
            language,
            languages: texts.keys().copied().collect(),
            updated_at: row.updated_at,
            related,
        }
    }
}

fn yes() -> bool {
    true
}
