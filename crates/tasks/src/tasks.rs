//! The recruiting team's tasks (staff and admins): `GET/POST /api/v1/tasks`,
//! `GET/PATCH /api/v1/tasks/{id}`, `POST /api/v1/tasks/{id}/trash` and `…/restore`,
//! `GET /api/v1/tasks/counts`.

use actix_web::{HttpResponse, get, patch, post, web};
use chrono::{NaiveDate, Utc};
use sea_orm::Condition;
use serde::Deserialize;
use utoipa::IntoParams;
use uuid::Uuid;

use super::domain::{self, MAX_TAGS, TaskFilter};
use super::repo::{self, Assignee, ListFilter, NewTask, TaskChange};
use super::views::{NewTaskBody, TagCount, Task, TaskCounts, TaskPatch};
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::auth::users::User;
use crate::db;
use crate::error::responses::TeamRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::paging::{self, Page};
use crate::tenancy::TenantTx;

pub fn configure(cfg: &mut web::ServiceConfig) {
    // `counts` before `{id}`, which would take it for an id.
    cfg.service(task_counts)
        .service(list_tasks)
        .service(create_task)
        .service(get_task)
        .service(change_task)
        .service(trash_task)
        .service(restore_task);
}

/// Today in the tenant's time zone: what "overdue" is measured against.
pub(super) fn today(tx: &TenantTx) -> NaiveDate {
    Utc::now().with_timezone(&tx.tenant().zone()).date_naive()
}

/// `me`, a user id, or absent for everyone.
fn assignee(value: Option<&str>, me: Uuid) -> Result<Assignee, ApiError> {
    match value.map(str::trim) {
        None | Some("") => Ok(Assignee::Anyone),
        Some("me") => Ok(Assignee::Only(me)),
        Some(id) => Uuid::parse_str(id)
            .map(Assignee::Only)
            .map_err(|_| ApiError::invalid_query("assignee is `me` or a user id")),
    }
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ListQuery {
    filter: Option<TaskFilter>,
    /// A tag's name: only tasks with it (not trashed unless `filter=trashed`).
    tag: Option<String>,
    /// `me`, or a user id; everyone's tasks when absent.
    assignee: Option<String>,
    /// Words of the title or description, the last one perhaps unfinished ("call ana" finds "Call
    /// Ana about the offer"); any case.
    q: Option<String>,
    vacancy_id: Option<i64>,
    application_id: Option<i64>,
    page: Option<u64>,
    per_page: Option<u64>,
}

/// One page of tasks, newest first.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(ListQuery), responses(
    (status = 200, description = "One page of tasks, newest first", body = Page<Task>),
    (status = 400, description = "`invalid_query`, or `task_tag_unknown` on `tag`", body = ErrorEnvelope),
    TeamRequired,
))]
#[get("/api/v1/tasks")]
async fn list_tasks(auth: StaffOnly, query: web::Query<ListQuery>) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let tx = &auth.tx;
    let tag = match paging::filter_text(query.tag.as_deref(), "tag")? {
        Some(name) => {
            let found = repo::tag_ids(tx, std::slice::from_ref(&name)).await?;
            let (_, id) = found
                .into_iter()
                .next()
                .ok_or_else(|| ApiError::validation(FieldErrors::one("tag", ErrorCode::TaskTagUnknown)))?;
            Some(id)
        }
        None => None,
    };
    let words = match paging::filter_text(query.q.as_deref(), "search text")? {
        Some(text) => match db::words_query(&text, db::Unfinished::LastWord) {
            Some(words) => Some(words),
            // Text without a letter or digit finds nothing.
            None => return Ok(HttpResponse::Ok().json(Page::<Task>::counted(Vec::new(), 0, page, per_page))),
        },
        None => None,
    };
    let filter = ListFilter {
        filter: query.filter.unwrap_or_default(),
        tag,
        assignee: assignee(query.assignee.as_deref(), auth.user.id)?,
        words,
        vacancy: query.vacancy_id,
        application: query.application_id,
        seen: repo::seen(&Access::of(tx, &auth.user).await?, auth.user.id),
        page,
        per_page,
    };
    let (rows, total) = repo::list(tx, &filter).await?;
    let today = today(tx);
    let data = rows.into_iter().map(|row| Task::new(row, today)).collect();
    Ok(HttpResponse::Ok().json(Page::new(data, total, page, per_page)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct CountsQuery {
    /// `me`, or a user id; everyone's tasks when absent.
    assignee: Option<String>,
}

/// How many tasks each view lists: the To-do sidebar's numbers.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(CountsQuery), responses(
    (status = 200, description = "Counts per view and per tag", body = TaskCounts),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    TeamRequired,
))]
#[get("/api/v1/tasks/counts")]
async fn task_counts(auth: StaffOnly, query: web::Query<CountsQuery>) -> Result<HttpResponse, ApiError> {
    let who = assignee(query.assignee.as_deref(), auth.user.id)?;
    let seen = repo::seen(&Access::of(&auth.tx, &auth.user).await?, auth.user.id);
    let (views, tags) = repo::counts(&auth.tx, who, seen, today(&auth.tx)).await?;
    Ok(HttpResponse::Ok().json(TaskCounts {
        all: views.all,
        starred: views.starred,
        important: views.important,
        completed: views.completed,
        trashed: views.trashed,
        open: views.open,
        overdue: views.overdue,
        tags: tags.into_iter().map(|(name, count)| TagCount { name, count }).collect(),
    }))
}

/// The task as the reader sees it: 404 when it is not there for them.
async fn shown(tx: &TenantTx, seen: &Condition, id: i64) -> Result<Task, ApiError> {
    let row = repo::find(tx, id, seen.clone()).await?.ok_or_else(|| ApiError::not_found("task"))?;
    Ok(Task::new(row, today(tx)))
}

/// The tasks `user` may see (`repo::seen`), asked once per request.
async fn seen_by(tx: &TenantTx, user: &User) -> Result<Condition, ApiError> {
    Ok(repo::seen(&Access::of(tx, user).await?, user.id))
}

#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(("id" = i64, Path, description = "Task id")), responses(
    (status = 200, description = "The task", body = Task),
    TeamRequired,
    (status = 404, description = "No such task", body = ErrorEnvelope),
))]
#[get("/api/v1/tasks/{id}")]
async fn get_task(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let seen = seen_by(&auth.tx, &auth.user).await?;
    Ok(HttpResponse::Ok().json(shown(&auth.tx, &seen, *id).await?))
}

/// The checked parts of a new task or a change, every problem reported together.
#[derive(Default)]
struct Checked {
    fields: FieldErrors,
    title: Option<String>,
    description: Option<String>,
    tags: Option<Vec<i64>>,
    due_on: Option<Option<NaiveDate>>,
    vacancy_id: Option<Option<i64>>,
    application_id: Option<Option<i64>>,
}

/// What the links given become: an application brings its vacancy.
struct Links {
    vacancy: Option<Option<i64>>,
    application: Option<Option<i64>>,
}

impl Checked {
    async fn new(
        tx: &TenantTx,
        title: Option<&str>,
        description: Option<&str>,
        tags: Option<&[String]>,
        due: Option<Option<NaiveDate>>,
        links: Links,
    ) -> Result<Self, ApiError> {
        let mut checked = Self::default();
        let fields = &mut checked.fields;
        checked.title =
            title.and_then(|value| domain::check_title(value).map_err(|code| fields.add("title", code)).ok());
        checked.description = description
            .and_then(|value| domain::check_description(value).map_err(|code| fields.add("description", code)).ok());
        checked.due_on = match due {
            Some(Some(date)) => domain::check_due_date(date).map_err(|code| fields.add("dueDate", code)).ok().map(Some),
            other => other,
        };
        if let Some(names) = tags {
            // A name no tag could have (empty, too long, control characters) is unknown.
            let valid: Result<Vec<String>, ErrorCode> = names.iter().map(|name| domain::check_tag_name(name)).collect();
            let mut names = valid.map_err(|_| fields.add("tags", ErrorCode::TaskTagUnknown)).unwrap_or_default();
            names.sort_by_key(|name| name.to_lowercase());
            names.dedup_by_key(|name| name.to_lowercase());
            if names.len() > MAX_TAGS {
                fields.add("tags", ErrorCode::TooManyTags);
            } else if fields.get("tags").is_none() {
                let found = repo::tag_ids(tx, &names).await?;
                if found.len() < names.len() {
                    fields.add("tags", ErrorCode::TaskTagUnknown);
                } else {
                    checked.tags = Some(found.into_iter().map(|(_, id)| id).collect());
                }
            }
        }
        checked.application_id = links.application;
        checked.vacancy_id = links.vacancy;
        if let Some(Some(application)) = links.application {
            match repo::vacancy_of_application(tx, application).await? {
                None => fields.add("applicationId", ErrorCode::ApplicationUnknown),
                Some(vacancy) => match links.vacancy {
                    Some(Some(given)) if given != vacancy => fields.add("vacancyId", ErrorCode::TaskLinkMismatch),
                    _ => checked.vacancy_id = Some(Some(vacancy)),
                },
            }
        } else if let Some(Some(vacancy)) = links.vacancy
            && !repo::vacancy_exists(tx, vacancy).await?
        {
            fields.add("vacancyId", ErrorCode::VacancyUnknown);
        }
        Ok(checked)
    }
}

async fn check_assignee(tx: &TenantTx, fields: &mut FieldErrors, id: Option<Uuid>) -> Result<(), ApiError> {
    if let Some(id) = id
        && !repo::is_active_staff(tx, id).await?
    {
        fields.add("assigneeId", ErrorCode::AssigneeInvalid);
    }
    Ok(())
}

/// Adds a task (assigned to the caller unless someone else is named).
#[utoipa::path(tag = "tasks", security(("bearer" = [])), request_body = NewTaskBody, responses(
    (status = 201, description = "Added", body = Task),
    (status = 400, description = "`validation_failed`: `task_title_invalid`, `task_description_too_long`, `task_tag_unknown`, `too_many_tags`, `assignee_invalid`, `due_date_invalid`, `vacancy_unknown`, `application_unknown`, `task_link_mismatch`", body = ErrorEnvelope),
    TeamRequired,
))]
#[post("/api/v1/tasks")]
async fn create_task(auth: StaffOnly, body: web::Json<NewTaskBody>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    let links = Links { vacancy: Some(body.vacancy_id), application: Some(body.application_id) };
    let mut checked =
        Checked::new(&tx, Some(&body.title), Some(&body.description), Some(&body.tags), Some(body.due_date), links)
            .await?;
    check_assignee(&tx, &mut checked.fields, body.assignee_id).await?;
    let (Some(title), Some(description), Some(tags), true) =
        (checked.title, checked.description, checked.tags, checked.fields.is_empty())
    else {
        return Err(ApiError::validation(checked.fields));
    };
    let new = NewTask {
        title,
        description,
        assignee_id: body.assignee_id.unwrap_or(user.id),
        created_by: user.id,
        due_on: checked.due_on.flatten(),
        vacancy_id: checked.vacancy_id.flatten(),
        application_id: checked.application_id.flatten(),
        is_starred: body.is_starred,
        is_important: body.is_important,
    };
    let id = repo::insert(&tx, new).await?;
    repo::set_tags(&tx, id, &tags).await?;
    let task = shown(&tx, &seen_by(&tx, &user).await?, id).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().insert_header(("location", format!("/api/v1/tasks/{id}"))).json(task))
}

/// Changes a task: its text, tags, assignee, due date, links, or flags.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(("id" = i64, Path, description = "Task id")),
    request_body = TaskPatch, responses(
    (status = 200, description = "The changed task", body = Task),
    (status = 400, description = "`validation_failed`, with the codes of `POST /api/v1/tasks`", body = ErrorEnvelope),
    TeamRequired,
    (status = 404, description = "No such task", body = ErrorEnvelope),
))]
#[patch("/api/v1/tasks/{id}")]
async fn change_task(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<TaskPatch>,
) -> Result<HttpResponse, ApiError> {
    let tx = auth.tx;
    let body = body.into_inner();
    let seen = seen_by(&tx, &auth.user).await?;
    let current = repo::find(&tx, *id, seen.clone()).await?.ok_or_else(|| ApiError::not_found("task"))?;
    let links = match (body.vacancy_id, body.application_id) {
        // A task about an application is about its vacancy: a vacancy alone is checked against it.
        (Some(vacancy), None) if current.task.application_id.is_some() => {
            Links { vacancy: Some(vacancy), application: Some(current.task.application_id) }
        }
        (vacancy, application) => Links { vacancy, application },
    };
    let mut checked = Checked::new(
        &tx,
        body.title.as_deref(),
        body.description.as_deref(),
        body.tags.as_deref(),
        body.due_date,
        links,
    )
    .await?;
    check_assignee(&tx, &mut checked.fields, body.assignee_id).await?;
    if !checked.fields.is_empty() {
        return Err(ApiError::validation(checked.fields));
    }
    let change = TaskChange {
        title: checked.title,
        description: checked.description,
        assignee_id: body.assignee_id,
        due_on: checked.due_on,
        vacancy_id: checked.vacancy_id,
        application_id: checked.application_id,
        is_completed: body.is_completed,
        is_starred: body.is_starred,
        is_important: body.is_important,
        is_trashed: None,
    };
    if !repo::update(&tx, *id, change).await? {
        return Err(ApiError::not_found("task"));
    }
    if let Some(tags) = &checked.tags {
        repo::set_tags(&tx, *id, tags).await?;
    }
    let task = shown(&tx, &seen, *id).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(task))
}

async fn set_trashed(auth: StaffOnly, id: i64, trashed: bool) -> Result<HttpResponse, ApiError> {
    let tx = auth.tx;
    let seen = seen_by(&tx, &auth.user).await?;
    shown(&tx, &seen, id).await?;
    let change = TaskChange { is_trashed: Some(trashed), ..TaskChange::default() };
    if !repo::update(&tx, id, change).await? {
        return Err(ApiError::not_found("task"));
    }
    let task = shown(&tx, &seen, id).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(task))
}

/// Moves a task to the trash (purged 30 days later unless restored).
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(("id" = i64, Path, description = "Task id")), responses(
    (status = 200, description = "Trashed", body = Task),
    TeamRequired,
    (status = 404, description = "No such task", body = ErrorEnvelope),
))]
#[post("/api/v1/tasks/{id}/trash")]
async fn trash_task(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    set_trashed(auth, *id, true).await
}

/// Takes a task out of the trash.
#[utoipa::path(tag = "tasks", security(("bearer" = [])), params(("id" = i64, Path, description = "Task id")), responses(
    (status = 200, description = "Restored", body = Task),
    TeamRequired,
    (status = 404, description = "No such task", body = ErrorEnvelope),
))]
#[post("/api/v1/tasks/{id}/restore")]
async fn restore_task(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    set_trashed(auth, *id, false).await
}
