//! The integrations' tables (migration `m20261214_000036_integrations`; `api_keys` is the
//! identity layer's).

pub mod webhook_endpoint {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_endpoints")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub url: String,
        pub description: String,
        pub events: Vec<String>,
        /// The `whsec_` secret, sealed.
        pub secret: Vec<u8>,
        /// The secret before the last rotation, sealed, valid until `previous_until`.
        pub previous_secret: Option<Vec<u8>>,
        pub previous_until: Option<DateTime<Utc>>,
        pub enabled: bool,
        pub disabled_at: Option<DateTime<Utc>>,
        pub consecutive_failures: i32,
        pub created_by: Option<Uuid>,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod webhook_delivery {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_deliveries")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub endpoint_id: Uuid,
        pub event: String,
        pub body: String,
        pub candidate_user_id: Option<Uuid>,
        pub application_id: Option<i64>,
        pub created_at: DateTime<Utc>,
        pub attempts: i32,
        // `next_attempt_at` is read and written by statements only: 'infinity' (paused) has no
        // chrono value.
        pub state: String,
        pub finished_at: Option<DateTime<Utc>>,
        /// Sent again by hand: one attempt, no schedule.
        pub manual: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod webhook_attempt {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "webhook_attempts")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub delivery_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub attempt: i32,
        pub started_at: DateTime<Utc>,
        pub latency_ms: i32,
        pub status: Option<i32>,
        pub error: Option<String>,
        pub response: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
