//! The `applications` and `application_events` tables as sea-orm entities (the migration
//! `m20261122_000006_applications` creates them).

pub mod application {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::ApplicationStatus;
    use crate::vacancies::domain::Category;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "applications")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub vacancy_id: i64,
        /// `None` once the applicant erased their data; the application stays, anonymised.
        pub person_id: Option<i64>,
        pub status: ApplicationStatus,
        pub cover_letter: Option<String>,
        /// The CV as it was when applying.
        pub cv_file_id: Option<Uuid>,
        /// The answers as stored, a JSON array of `domain::Answer`.
        pub answers: Json,
        pub knocked_out: bool,
        pub consent_text: String,
        pub consent_at: DateTime<Utc>,
        pub source: Option<String>,
        pub applicant_name: String,
        pub applicant_email: String,
        /// When a recruiter first moved it (the dashboard's time to first review).
        pub first_reviewed_at: Option<DateTime<Utc>>,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
        /// The vacancy's category, copied when the application is made and when the vacancy's
        /// changes (`m20261130_000017_desk_speed`), so the grid filters without a join. `None`
        /// only for applications made by the previous release during a rolling upgrade.
        pub category: Option<Category>,
        /// The stage of its vacancy's process it is at (a closed one: the stage it was closed
        /// at). An older server leaves it as it was: readers go by the status when the kinds
        /// differ (`stages::Process::current`).
        pub stage_id: Option<i64>,
        /// Why it was rejected (a `rejection_reasons` row).
        pub rejection_reason_id: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::event::Entity")]
        Events,
        #[sea_orm(
            belongs_to = "erecruit_platform::files::entities::file::Entity",
            from = "Column::CvFileId",
            to = "erecruit_platform::files::entities::file::Column::Id"
        )]
        CvFile,
    }

    impl Related<super::event::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Events.def()
        }
    }

    impl Related<erecruit_platform::files::entities::file::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::CvFile.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod event {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::ApplicationStatus;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "application_events")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub application_id: i64,
        /// `None` for the first event, the submission.
        pub from_status: Option<ApplicationStatus>,
        pub to_status: ApplicationStatus,
        pub actor_user_id: Option<Uuid>,
        pub actor_label: String,
        pub note: Option<String>,
        pub at: DateTime<Utc>,
        /// The stages it moved between (`None` once a stage was removed, and for entries an
        /// older server wrote).
        pub from_stage_id: Option<i64>,
        pub to_stage_id: Option<i64>,
        /// A rejection's reason.
        pub rejection_reason_id: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::application::Entity",
            from = "Column::ApplicationId",
            to = "super::application::Column::Id"
        )]
        Application,
    }

    impl Related<super::application::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Application.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// A tenant's rejection reasons (`rejection_reasons`, migration `m20261211_000032_hiring_process`).
pub mod rejection_reason {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "rejection_reasons")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub position: i32,
        /// The name per language, a [`crate::translated::Texts`] of strings.
        pub names: Json,
        /// Removed from the list; kept for the applications it names.
        pub archived_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
