//! The API's shapes: what this feature answers and accepts.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::{Education, Experience};
use super::repo::{Person, PersonRow};
use crate::files::FileTextState;
use crate::files::repo::FileRecord;
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

impl Profile {
    /// `person` as its owner (`email`) sees it, with its photo's address and its CV.
    pub fn new(person: Person, email: &str, image: Option<String>, cv: Option<CvInfo>) -> Self {
        let row = person.row;
        Self {
            id: row.id,
            email: email.to_owned(),
            full_name: row.full_name,
            phone: row.phone,
            birth_date: row.birth_date,
            address: row.address,
            city: row.city,
            country: row.country,
            headline: row.headline,
            summary: row.summary,
            skills: row.skills,
            education: person.education,
            experience: person.experience,
            image,
            cv,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// What a JSON Resume import did.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResumeImported {
    /// The profile as saved.
    pub profile: Profile,
    /// The document's sections the profile has no place for (`languages`, `projects`…), left out.
    pub ignored: Vec<String>,
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

impl BasicInfo {
    /// `row` with its photo's address.
    pub fn new(row: PersonRow, image: Option<String>) -> Self {
        Self {
            id: row.id,
            full_name: row.full_name,
            image,
            headline: row.headline,
            city: row.city,
            country: row.country,
        }
    }
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

impl From<&FileRecord> for CvInfo {
    fn from(file: &FileRecord) -> Self {
        Self {
            id: file.id,
            name: file.download_name(),
            content_type: file.content_type.clone(),
            size_bytes: file.size_bytes,
            uploaded_at: file.created_at,
            text_state: file.text_state,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AvatarAnswer {
    /// Short-lived address of the new photo.
    pub image: String,
}
