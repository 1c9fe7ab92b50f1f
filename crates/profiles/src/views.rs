//! The API's shapes: what this feature answers and accepts.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Education, Experience};
use crate::files::FileTextState;
use crate::vacancies::views::VacancySummary;

/// The applicant's profile.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    /// The person id (the client's `userInfo.person`).
    pub id: i64,
    pub email: String,
    pub full_name: String,
    pub phone: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub headline: Option<String>,
    pub summary: Option<String>,
    pub skills: Vec<String>,
    pub education: Vec<Education>,
    pub experience: Vec<Experience>,
    /// Short-lived address of the photo, usable in an `<img>`.
    pub image: Option<String>,
    pub cv: Option<CvInfo>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BasicInfoRequest {
    /// A person id.
    pub id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BasicInfo {
    pub id: i64,
    pub full_name: String,
    /// Short-lived address of the profile photo, usable in an `<img>`; null without one.
    pub image: Option<String>,
    pub headline: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BasicInfoAnswer {
    pub result: BasicInfo,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedVacancy {
    pub vacancy: VacancySummary,
    pub saved_at: DateTime<Utc>,
}

/// What a profile shows of its CV.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CvInfo {
    pub id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub uploaded_at: chrono::DateTime<chrono::Utc>,
    /// Whether its words were read for search: `pending` for a moment after the upload,
    /// `unreadable` for a damaged document or one beyond the reader's limits (stored and sent as
    /// usual; search cannot find its words).
    pub text_state: FileTextState,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AvatarAnswer {
    /// Short-lived address of the new photo.
    pub image: String,
}
