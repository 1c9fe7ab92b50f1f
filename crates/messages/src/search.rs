//! The global search's Messages group: the caller's own mail, but what is in the trash or spam.

use sea_orm::DbErr;

use super::domain::MessageView;
use super::repo::{self, ListFilter};
use crate::tenancy::TenantTx;
use erecruit_search::domain::{Asked, Found, Provider, SearchGroupId, SearchHit};

pub const PROVIDER: Provider =
    Provider { group: SearchGroupId::Messages, staff_only: false, find: |tx, asked| Box::pin(find(tx, asked)) };

/// Messages whose sender, subject or text has the words, newest first (as the mailbox lists them).
async fn find(tx: &TenantTx, asked: &Asked) -> Result<Found, DbErr> {
    let filter =
        ListFilter { view: MessageView::Kept, query: Some(&asked.text), limit: asked.limit, offset: asked.offset() };
    let (rows, total) = repo::list(tx, asked.searcher.user, &filter).await?;
    let hits = rows
        .into_iter()
        .map(|row| SearchHit {
            id: row.head.id.to_string(),
            title: if row.head.subject.is_empty() {
                row.body_start.chars().take(80).collect()
            } else {
                row.head.subject
            },
            subtitle: Some(row.head.sender_name),
            link: format!("/email/message/{}", row.head.id),
            at: Some(row.copy.sent_at),
        })
        .collect();
    Ok(Found { total, hits })
}
