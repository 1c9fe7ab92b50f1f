//! The API's shapes: what this feature answers and accepts.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::domain::{ArticleText, CategoryText, FaqText};
use crate::locale::Locale;
use crate::translated::Texts;

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

fn yes() -> bool {
    true
}
