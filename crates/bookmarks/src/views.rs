//! How bookmarks are shown.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::Serialize;
use utoipa::ToSchema;

use super::domain::NAVBAR_STARRED;
use super::repo;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bookmark {
    pub id: i64,
    pub title: String,
    /// The web app's path it opens.
    pub link: String,
    pub icon: Option<String>,
    pub starred: bool,
    pub created_at: DateTime<Utc>,
}

impl From<repo::Bookmark> for Bookmark {
    fn from(row: repo::Bookmark) -> Self {
        Self {
            id: row.id,
            title: row.title,
            link: row.link,
            icon: row.icon,
            starred: row.starred,
            created_at: row.created_at,
        }
    }
}

/// The user's bookmarks, each list in the user's order.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Bookmarks {
    /// The first ten starred: the navbar's.
    pub navbar: Vec<Bookmark>,
    /// The starred beyond ten, waiting for a place in the navbar.
    pub overflow: Vec<Bookmark>,
    pub unstarred: Vec<Bookmark>,
}

impl Bookmarks {
    pub fn of(rows: Vec<repo::Bookmark>) -> Self {
        let (starred, unstarred): (Vec<_>, Vec<_>) = rows.into_iter().partition(|row| row.starred);
        let mut navbar: Vec<Bookmark> = starred.into_iter().map(Bookmark::from).collect();
        let overflow = navbar.split_off(navbar.len().min(NAVBAR_STARRED));
        Self { navbar, overflow, unstarred: unstarred.into_iter().map(Bookmark::from).collect() }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewBookmarkBody {
    pub title: String,
    /// A path of the web app (`/job-vacancy/12`), at most 500 characters.
    pub link: String,
    pub icon: Option<String>,
    #[serde(default)]
    pub starred: bool,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BookmarkPatch {
    pub starred: Option<bool>,
    pub title: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BookmarkOrder {
    /// Bookmark ids in their new order; the caller's bookmarks not listed follow, in their order.
    pub ids: Vec<i64>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn row(id: i64, starred: bool) -> repo::Bookmark {
        repo::Bookmark {
            id,
            user_id: Uuid::nil(),
            title: format!("#{id}"),
            link: format!("/{id}"),
            icon: None,
            starred,
            position: i32::try_from(id).unwrap(),
            created_at: Utc::now(),
        }
    }

    #[test]
    fn the_first_ten_starred_are_the_navbars_and_the_rest_overflow() {
        let rows = (1..=13).map(|id| row(id, id != 4)).collect();
        let bookmarks = Bookmarks::of(rows);
        let ids = |list: &[Bookmark]| list.iter().map(|b| b.id).collect::<Vec<_>>();
        assert_eq!(ids(&bookmarks.navbar), [1, 2, 3, 5, 6, 7, 8, 9, 10, 11]);
        assert_eq!(ids(&bookmarks.overflow), [12, 13]);
        assert_eq!(ids(&bookmarks.unstarred), [4]);
    }
}
