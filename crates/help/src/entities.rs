//! The help tables as sea-orm entities (the migration `m20261204_000021_help_center` creates
//! them). `texts` is a [`crate::translated::Texts`] of the kind's text; the generated `search`
//! columns are only read by the searches' SQL.

pub mod help_category {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "help_categories")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub slug: String,
        pub position: i32,
        pub published: bool,
        pub texts: Json,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::help_faq::Entity")]
        Faq,
        #[sea_orm(has_many = "super::help_article::Entity")]
        Articles,
    }

    impl Related<super::help_faq::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Faq.def()
        }
    }

    impl Related<super::help_article::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Articles.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod help_faq {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "help_faq")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub category_id: Option<i64>,
        pub position: i32,
        pub published: bool,
        pub texts: Json,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::help_category::Entity",
            from = "Column::CategoryId",
            to = "super::help_category::Column::Id"
        )]
        Category,
    }

    impl Related<super::help_category::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Category.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod help_article {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "help_articles")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub category_id: i64,
        pub slug: String,
        pub position: i32,
        pub published: bool,
        pub texts: Json,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::help_category::Entity",
            from = "Column::CategoryId",
            to = "super::help_category::Column::Id"
        )]
        Category,
    }

    impl Related<super::help_category::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Category.def()
        }
    }

    erecruit_platform::timestamped!();
}
