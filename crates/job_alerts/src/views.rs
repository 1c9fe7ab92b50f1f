//! The API's shapes: what this feature answers and accepts.

use chrono::{DateTime, Utc};
use sea_orm::ActiveEnum;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::entities::job_alert;
use crate::locale::Locale;
use crate::vacancies::domain::Category;

/// An alert as its owner sees it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobAlert {
    pub email: String,
    pub categories: Vec<Category>,
    pub keywords: String,
    pub locale: Locale,
    pub confirmed_at: Option<DateTime<Utc>>,
    /// The token of the manage page and unsubscribe (answered when the alert is confirmed; every
    /// digest carries it too).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub manage_token: Option<String>,
}

impl JobAlert {
    pub fn new(row: &job_alert::Model, manage_token: Option<String>) -> Self {
        Self {
            email: row.email.clone(),
            categories: row.categories.iter().filter_map(|value| Category::try_from_value(value).ok()).collect(),
            keywords: row.keywords.clone(),
            locale: row.locale,
            confirmed_at: row.confirmed_at,
            manage_token,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SubscribeBody {
    pub email: String,
    /// None: every category.
    #[serde(default)]
    pub categories: Vec<Category>,
    /// Words a vacancy must contain (in any of its languages), at most 200 characters.
    #[serde(default)]
    pub keywords: String,
    /// The e-mails' language (default: `Accept-Language`, else the tenant's).
    pub locale: Option<Locale>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TokenBody {
    pub token: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChangeBody {
    pub token: String,
    #[serde(default)]
    pub categories: Vec<Category>,
    #[serde(default)]
    pub keywords: String,
    pub locale: Locale,
}
