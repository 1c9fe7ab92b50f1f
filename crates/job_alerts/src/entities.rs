//! The job-alert tables as sea-orm entities (the migration `m20261206_000023_job_alerts` creates
//! them).

pub mod job_alert {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::locale::Locale;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "job_alerts")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub email: String,
        /// The categories' database values (`fresh_graduate`…); none: every category.
        pub categories: Vec<String>,
        pub keywords: String,
        pub locale: Locale,
        pub confirm_hash: Option<Vec<u8>>,
        pub confirm_expires_at: Option<DateTime<Utc>>,
        pub manage_hash: Vec<u8>,
        pub manage_sealed: Vec<u8>,
        pub confirmed_at: Option<DateTime<Utc>>,
        pub last_digest_at: Option<DateTime<Utc>>,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
