//! The chat tables as sea-orm entities (the migration `m20261125_000011_chat` creates them).
//! `chat_messages.pair_low` and `pair_high` are generated columns: read, never written.

pub mod chat_message {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_messages")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub sender_id: Uuid,
        pub recipient_id: Uuid,
        /// `least(sender_id, recipient_id)`: with `pair_high`, the conversation.
        pub pair_low: Uuid,
        pub pair_high: Uuid,
        pub body: String,
        pub sent_at: DateTime<Utc>,
        pub seen_at: Option<DateTime<Utc>>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod chat {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    /// A user's own chat with a contact.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chats")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub contact_id: Uuid,
        pub is_pinned: bool,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod chat_settings {
    use sea_orm::entity::prelude::*;

    use crate::domain::ChosenStatus;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_settings")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub status: ChosenStatus,
        pub about: Option<String>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod chat_ticket {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_tickets")]
    pub struct Model {
        /// SHA-256 of the ticket.
        #[sea_orm(primary_key, auto_increment = false)]
        pub ticket_hash: Vec<u8>,
        pub user_id: Uuid,
        pub expires_at: DateTime<Utc>,
        /// The sign-in session it was issued in: its socket closes when that session ends.
        pub session_id: Option<Uuid>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod chat_presence {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_presence")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub replica_id: Uuid,
        pub refreshed_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
