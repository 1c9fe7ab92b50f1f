//! The calendar's tables as sea-orm entities (the migration `m20261126_000012_calendar` creates
//! them).

pub mod calendar_event {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::{EventLabel, InterviewResponse};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "calendar_events")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        /// The iCalendar UID (with `@erecruit`), stable across changes.
        pub uid: Uuid,
        pub title: String,
        pub starts_at: DateTime<Utc>,
        pub ends_at: DateTime<Utc>,
        pub all_day: bool,
        pub label: EventLabel,
        pub location: Option<String>,
        pub description: Option<String>,
        pub organizer_id: Uuid,
        pub application_id: Option<i64>,
        /// The stage an interview is for (its application's stage once scheduled): its kit.
        pub stage_id: Option<i64>,
        pub applicant_response: InterviewResponse,
        pub applicant_message: Option<String>,
        pub responded_at: Option<DateTime<Utc>>,
        pub sequence: i32,
        pub created_at: DateTime<Utc>,
        pub updated_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::calendar_attendee::Entity")]
        Attendees,
    }

    impl Related<super::calendar_attendee::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Attendees.def()
        }
    }

    erecruit_platform::timestamped!();
}

pub mod calendar_attendee {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::InterviewResponse;

    /// One participant of an event (the organiser too), with copies of the event's times.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "calendar_attendees")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub event_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub response: InterviewResponse,
        pub starts_at: DateTime<Utc>,
        pub ends_at: DateTime<Utc>,
        pub all_day: bool,
        /// The event's label makes people busy (everything but reminders).
        pub busy: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(
            belongs_to = "super::calendar_event::Entity",
            from = "Column::EventId",
            to = "super::calendar_event::Column::Id"
        )]
        Event,
    }

    impl Related<super::calendar_event::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Event.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod calendar_feed {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    /// A staff member's private feed address, as the SHA-256 of its secret.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "calendar_feeds")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub secret_hash: Vec<u8>,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod calendar_version {
    use sea_orm::entity::prelude::*;

    /// The one row whose `version` rises with every change the calendar grid shows.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "calendar_version")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: bool,
        pub version: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
