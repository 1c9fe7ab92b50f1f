//! The `persons`, `person_education`, `person_experience` and `saved_vacancies` tables as sea-orm
//! entities (the migrations `m20261122_000004_profiles` and `…_000005_files` create them).

pub mod person {
    use chrono::{DateTime, NaiveDate, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "persons")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub user_id: Uuid,
        pub full_name: String,
        pub phone: Option<String>,
        pub birth_date: Option<NaiveDate>,
        pub address: Option<String>,
        pub city: Option<String>,
        pub country: Option<String>,
        pub headline: Option<String>,
        pub summary: Option<String>,
        pub skills: Vec<String>,
        pub image_file_id: Option<Uuid>,
        pub cv_file_id: Option<Uuid>,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::education::Entity")]
        Education,
        #[sea_orm(has_many = "super::experience::Entity")]
        Experience,
        #[sea_orm(
            belongs_to = "erecruit_platform::files::entities::file::Entity",
            from = "Column::ImageFileId",
            to = "erecruit_platform::files::entities::file::Column::Id"
        )]
        ImageFile,
        #[sea_orm(
            belongs_to = "erecruit_platform::files::entities::file::Entity",
            from = "Column::CvFileId",
            to = "erecruit_platform::files::entities::file::Column::Id"
        )]
        CvFile,
    }

    impl Related<super::education::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Education.def()
        }
    }

    impl Related<super::experience::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Experience.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod education {
    use chrono::NaiveDate;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "person_education")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub person_id: i64,
        pub position: i32,
        pub institution: String,
        pub degree: Option<String>,
        pub field: Option<String>,
        pub start_date: Option<NaiveDate>,
        pub end_date: Option<NaiveDate>,
        pub description: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::person::Entity", from = "Column::PersonId", to = "super::person::Column::Id")]
        Person,
    }

    impl Related<super::person::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Person.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod experience {
    use chrono::NaiveDate;
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "person_experience")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub person_id: i64,
        pub position: i32,
        pub company: String,
        pub title: String,
        pub location: Option<String>,
        pub start_date: Option<NaiveDate>,
        pub end_date: Option<NaiveDate>,
        pub current: bool,
        pub description: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::person::Entity", from = "Column::PersonId", to = "super::person::Column::Id")]
        Person,
    }

    impl Related<super::person::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Person.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// The applicant's wishlist, kept per account (saving needs no profile).
pub mod saved_vacancy {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "saved_vacancies")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub vacancy_id: i64,
        pub saved_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
