//! The `vacancies` and `vacancy_questions` tables as sea-orm entities (the migration
//! `m20261122_000003_vacancies` creates them). The generated `search` column is left out: only
//! full-text conditions in the repo read it.

pub mod vacancy {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::{Category, EmploymentType, VacancyStatus, Workplace};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "vacancies")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub title: String,
        pub slug: String,
        pub category: Category,
        pub department: Option<String>,
        pub location: Option<String>,
        pub employment_type: EmploymentType,
        pub workplace: Workplace,
        pub description: String,
        pub requirements: String,
        pub salary_min: Option<i32>,
        pub salary_max: Option<i32>,
        pub salary_currency: Option<String>,
        pub show_salary: bool,
        pub openings: i32,
        pub status: VacancyStatus,
        pub published_at: Option<DateTime<Utc>>,
        pub closes_at: Option<DateTime<Utc>>,
        pub created_by: Option<Uuid>,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
        /// The language title, description and requirements are written in.
        pub language: crate::locale::Locale,
        /// The same texts in other languages: a [`crate::translated::Texts`] of
        /// [`crate::domain::VacancyText`].
        pub translations: Json,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::question::Entity")]
        Questions,
    }

    impl Related<super::question::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Questions.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod question {
    use sea_orm::entity::prelude::*;
    use serde::Deserialize;

    use crate::domain::QuestionKind;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel, Deserialize)]
    #[sea_orm(table_name = "vacancy_questions")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub vacancy_id: i64,
        pub position: i32,
        pub prompt: String,
        pub kind: QuestionKind,
        /// The choices of a `choice` question, a JSON array of strings.
        pub options: Json,
        pub required: bool,
        pub knockout_answer: Option<Json>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::vacancy::Entity", from = "Column::VacancyId", to = "super::vacancy::Column::Id")]
        Vacancy,
    }

    impl Related<super::vacancy::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Vacancy.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// A stage of a vacancy's hiring process (`vacancy_stages`, migration
/// `m20261211_000032_hiring_process`).
pub mod stage {
    use sea_orm::entity::prelude::*;

    use crate::stages::StageKind;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "vacancy_stages")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub vacancy_id: i64,
        pub position: i32,
        pub kind: StageKind,
        /// The name per language, a [`crate::translated::Texts`] of strings.
        pub names: Json,
        /// The interview kit, a list of [`crate::stages::kit::KitAttribute`].
        pub kit: Json,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::vacancy::Entity", from = "Column::VacancyId", to = "super::vacancy::Column::Id")]
        Vacancy,
    }

    impl Related<super::vacancy::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Vacancy.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// A tenant's stage template (`stage_templates`): its stages as one JSON array.
pub mod stage_template {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "stage_templates")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub name: String,
        pub is_default: bool,
        /// A JSON array of `{kind, names}` ([`crate::stages::TemplateStage`]).
        pub stages: Json,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    erecruit_platform::timestamped!();
}

/// A member of a vacancy's hiring team (`vacancy_team`, migration `m20261211_000033_hiring_team`).
pub mod team_member {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::team::TeamRole;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "vacancy_team")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub vacancy_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub role: TeamRole,
        pub added_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::vacancy::Entity", from = "Column::VacancyId", to = "super::vacancy::Column::Id")]
        Vacancy,
    }

    impl Related<super::vacancy::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Vacancy.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}
