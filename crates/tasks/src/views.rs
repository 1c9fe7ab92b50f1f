//! What the API shows of tasks and tags.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use super::domain::TagColor;
use super::entities::task_tag;
use super::repo::TaskRow;

/// Someone a task names.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaskPerson {
    pub id: Uuid,
    pub name: String,
}

/// A vacancy a task is about.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaskVacancy {
    pub id: i64,
    pub title: String,
}

/// An application a task is about.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskApplication {
    pub id: i64,
    pub applicant_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    pub id: i64,
    pub title: String,
    pub description: String,
    /// Tag names, A–Z.
    pub tags: Vec<String>,
    pub assignee: Option<TaskPerson>,
    pub created_by: Option<TaskPerson>,
    pub due_date: Option<NaiveDate>,
    /// Open and due before today (in the tenant's time zone).
    pub is_overdue: bool,
    pub vacancy: Option<TaskVacancy>,
    pub application: Option<TaskApplication>,
    pub is_completed: bool,
    pub is_starred: bool,
    pub is_important: bool,
    pub is_trashed: bool,
    pub completed_at: Option<DateTime<Utc>>,
    pub trashed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Task {
    /// The task as shown on `today` (the tenant's date).
    pub fn new(row: TaskRow, today: NaiveDate) -> Self {
        let person = |id: Option<Uuid>, name: Option<String>| id.zip(name).map(|(id, name)| TaskPerson { id, name });
        let task = row.task;
        Self {
            is_overdue: !task.is_completed && !task.is_trashed && task.due_on.is_some_and(|due| due < today),
            id: task.id,
            title: task.title,
            description: task.description,
            tags: row.tags,
            assignee: person(task.assignee_id, row.assignee_name),
            created_by: person(task.created_by, row.creator_name),
            due_date: task.due_on,
            vacancy: task.vacancy_id.zip(row.vacancy_title).map(|(id, title)| TaskVacancy { id, title }),
            application: task
                .application_id
                .zip(row.applicant_name)
                .map(|(id, applicant_name)| TaskApplication { id, applicant_name }),
            is_completed: task.is_completed,
            is_starred: task.is_starred,
            is_important: task.is_important,
            is_trashed: task.is_trashed,
            completed_at: task.completed_at,
            trashed_at: task.trashed_at,
            created_at: task.created_at,
            updated_at: task.updated_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskTag {
    pub id: i64,
    pub name: String,
    pub color: TagColor,
}

impl From<task_tag::Model> for TaskTag {
    fn from(tag: task_tag::Model) -> Self {
        Self { id: tag.id, name: tag.name, color: tag.color }
    }
}

/// How many tasks each view of the To-do app lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaskCounts {
    pub all: i64,
    pub starred: i64,
    pub important: i64,
    pub completed: i64,
    pub trashed: i64,
    /// Neither completed nor trashed.
    pub open: i64,
    /// Open and past their due date.
    pub overdue: i64,
    /// Per tag (A–Z), the tasks its view lists.
    pub tags: Vec<TagCount>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TagCount {
    pub name: String,
    pub count: i64,
}

/// `Some(None)` for an explicit `null`, `None` when the field is absent (with `#[serde(default)]`).
pub fn nullable<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewTaskBody {
    pub title: String,
    #[serde(default)]
    pub description: String,
    /// Tag names; at most 10.
    #[serde(default)]
    pub tags: Vec<String>,
    /// An active member of the recruiting team; the caller when absent.
    pub assignee_id: Option<Uuid>,
    pub due_date: Option<NaiveDate>,
    /// The vacancy it is about; taken from the application when one is given.
    pub vacancy_id: Option<i64>,
    pub application_id: Option<i64>,
    #[serde(default)]
    pub is_starred: bool,
    #[serde(default)]
    pub is_important: bool,
}

/// Only what is given changes; `null` clears the due date and the links.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TaskPatch {
    pub title: Option<String>,
    pub description: Option<String>,
    /// The task's whole set of tag names (toggling one sends the set with or without it).
    pub tags: Option<Vec<String>>,
    pub assignee_id: Option<Uuid>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<NaiveDate>, nullable)]
    pub due_date: Option<Option<NaiveDate>>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>, nullable)]
    pub vacancy_id: Option<Option<i64>>,
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>, nullable)]
    pub application_id: Option<Option<i64>>,
    pub is_completed: Option<bool>,
    pub is_starred: Option<bool>,
    pub is_important: Option<bool>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TagBody {
    /// 1–50 characters; unique whatever the case.
    pub name: String,
    #[serde(default = "default_color")]
    pub color: TagColor,
}

fn default_color() -> TagColor {
    TagColor::Primary
}
