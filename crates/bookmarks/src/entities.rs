//! The `bookmarks` table as a sea-orm entity (the migration `m20261128_000015_search_and_bookmarks`
//! creates it).

pub mod bookmark {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "bookmarks")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: Uuid,
        pub title: String,
        pub link: String,
        pub icon: Option<String>,
        pub starred: bool,
        pub position: i32,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
