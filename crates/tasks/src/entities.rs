//! The tasks' tables as sea-orm entities (the migration `m20261127_000014_team_and_tasks`
//! creates them).

pub mod task {
    use chrono::{DateTime, NaiveDate, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "tasks")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub title: String,
        pub description: String,
        pub assignee_id: Option<Uuid>,
        pub created_by: Option<Uuid>,
        pub due_on: Option<NaiveDate>,
        pub vacancy_id: Option<i64>,
        pub application_id: Option<i64>,
        pub is_completed: bool,
        pub is_starred: bool,
        pub is_important: bool,
        pub is_trashed: bool,
        pub completed_at: Option<DateTime<Utc>>,
        pub trashed_at: Option<DateTime<Utc>>,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::task_tag_link::Entity")]
        TagLinks,
    }

    impl Related<super::task_tag_link::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::TagLinks.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod task_tag {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::TagColor;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "task_tags")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub color: TagColor,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::task_tag_link::Entity")]
        TaskLinks,
    }

    impl Related<super::task_tag_link::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::TaskLinks.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod task_tag_link {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "task_tag_links")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub task_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub tag_id: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::task::Entity", from = "Column::TaskId", to = "super::task::Column::Id")]
        Task,
        #[sea_orm(belongs_to = "super::task_tag::Entity", from = "Column::TagId", to = "super::task_tag::Column::Id")]
        Tag,
    }

    impl Related<super::task::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Task.def()
        }
    }

    impl Related<super::task_tag::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Tag.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}
