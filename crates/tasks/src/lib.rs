//! The recruiting team's tasks (the template's To-do app, made real): title, description, tags,
//! assignee, due date, a link to a vacancy or an application, and the flags completed, starred,
//! important and trashed. Trashed tasks can be restored for 30 days, then the clean-up job purges
//! them. Staff and admins see every task of their tenant; tags are the tenant's own.

pub mod domain;
mod entities;
pub mod repo;
pub mod search;
mod tags;
mod tasks;
pub mod views;

// The platform's and other features' modules under the paths this crate's code names them by.
use erecruit_applications as applications;
use erecruit_auth as auth;
use erecruit_platform::{audit, db, error, paging, tenancy, text};
use erecruit_vacancies as vacancies;

use actix_web::web;

#[derive(utoipa::OpenApi)]
#[openapi(
    paths(
        tasks::list_tasks,
        tasks::task_counts,
        tasks::get_task,
        tasks::create_task,
        tasks::change_task,
        tasks::trash_task,
        tasks::restore_task,
        tags::list_tags,
        tags::create_tag,
        tags::change_tag,
        tags::delete_tag,
    ),
    components(schemas(domain::TaskFilter)),
    tags((name = "tasks", description = "The recruiting team's tasks and their tags"))
)]
pub struct TasksApi;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(tasks::configure).configure(tags::configure);
}

/// Every task the user is assigned or created (trashed ones too): their privacy export.
pub async fn exported_for(
    tx: &crate::tenancy::TenantTx,
    user_id: uuid::Uuid,
) -> Result<Vec<views::Task>, sea_orm::DbErr> {
    let today = tasks::today(tx);
    Ok(repo::of_person(tx, user_id).await?.into_iter().map(|row| views::Task::new(row, today)).collect())
}
