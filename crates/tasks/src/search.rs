//! The global search's Tasks group: the team's tasks, but the trashed (the recruiting team only).

use sea_orm::DbErr;

use super::domain::TaskFilter;
use super::repo::{self, Assignee, ListFilter};
use crate::tenancy::TenantTx;
use erecruit_search::domain::{Asked, Found, Provider, SearchGroupId, SearchHit};

pub const PROVIDER: Provider =
    Provider { group: SearchGroupId::Tasks, staff_only: true, find: |tx, asked| Box::pin(find(tx, asked)) };

/// Tasks whose title or description has the words, newest first (as the To-do app lists them).
async fn find(tx: &TenantTx, asked: &Asked) -> Result<Found, DbErr> {
    let Some(words) = asked.words.clone() else { return Ok(Found::default()) };
    let filter = ListFilter {
        filter: TaskFilter::All,
        tag: None,
        assignee: Assignee::Anyone,
        words: Some(words),
        vacancy: None,
        application: None,
        seen: repo::seen(&asked.access, asked.searcher.user),
        page: asked.page,
        per_page: asked.limit,
    };
    let (rows, total) = repo::list(tx, &filter).await?;
    let hits = rows
        .into_iter()
        .map(|row| SearchHit {
            id: row.task.id.to_string(),
            title: row.task.title,
            subtitle: row.assignee_name,
            link: format!("/todo/all?who=everyone&task={}", row.task.id),
            at: Some(row.task.created_at),
        })
        .collect();
    Ok(Found { total, hits })
}
