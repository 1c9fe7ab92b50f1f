//! The message tables as sea-orm entities (the migrations `m20261124_000009_messages` and
//! `m20261124_000010_mail_words_and_totals` create them). `mail_messages.search`, the generated
//! full-text column, is not an entity column: only the search condition reads it.

pub mod thread {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_threads")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        /// The application the conversation is about, if any.
        pub application_id: Option<i64>,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(has_many = "super::message::Entity")]
        Messages,
        #[sea_orm(has_many = "super::notice::Entity")]
        Notices,
    }

    impl Related<super::message::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Messages.def()
        }
    }

    impl Related<super::notice::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Notices.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod message {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_messages")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub thread_id: i64,
        /// `None` once the sender's account is erased (name and address are then a pseudonym).
        pub sender_user_id: Option<Uuid>,
        pub sender_name: String,
        pub sender_email: String,
        pub to_user_ids: Vec<Uuid>,
        pub subject: String,
        pub body: String,
        /// Sent with the label `private`: notices never carry its text.
        pub private: bool,
        pub is_draft: bool,
        /// When it was sent; for a draft, when it was last saved.
        pub sent_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::thread::Entity", from = "Column::ThreadId", to = "super::thread::Column::Id")]
        Thread,
        #[sea_orm(has_many = "super::copy::Entity")]
        Copies,
        #[sea_orm(has_many = "super::attachment::Entity")]
        Attachments,
    }

    impl Related<super::thread::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Thread.def()
        }
    }

    impl Related<super::copy::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Copies.def()
        }
    }

    impl Related<super::attachment::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Attachments.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod copy {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::domain::{MessageFolder, MessageLabel};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_copies")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub message_id: i64,
        pub folder: MessageFolder,
        pub starred: bool,
        pub unread: bool,
        pub labels: Vec<MessageLabel>,
        /// The message's `sent_at`, so a folder is read in order from one index.
        pub sent_at: DateTime<Utc>,
        /// The thread's application, so counts per application need no join.
        pub application_id: Option<i64>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::message::Entity", from = "Column::MessageId", to = "super::message::Column::Id")]
        Message,
    }

    impl Related<super::message::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Message.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod attachment {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_attachments")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub message_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub file_id: Uuid,
        pub position: i16,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::message::Entity", from = "Column::MessageId", to = "super::message::Column::Id")]
        Message,
        #[sea_orm(
            belongs_to = "erecruit_platform::files::entities::file::Entity",
            from = "Column::FileId",
            to = "erecruit_platform::files::entities::file::Column::Id"
        )]
        File,
    }

    impl Related<super::message::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Message.def()
        }
    }

    impl Related<erecruit_platform::files::entities::file::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::File.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod notice {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_notices")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub thread_id: i64,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub notified_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {
        #[sea_orm(belongs_to = "super::thread::Entity", from = "Column::ThreadId", to = "super::thread::Column::Id")]
        Thread,
    }

    impl Related<super::thread::Entity> for Entity {
        fn to() -> RelationDef {
            Relation::Thread.def()
        }
    }

    impl ActiveModelBehavior for ActiveModel {}
}

/// When a person was last told of a message from a sender, in any thread (`mail_sender_notices`).
pub mod sender_notice {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_sender_notices")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub sender_user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        pub notified_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod folder_total {
    use sea_orm::entity::prelude::*;

    use crate::domain::MessageFolder;

    /// How many copies a user has in a folder, kept by triggers on `mail_copies`.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_folder_totals")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: Uuid,
        #[sea_orm(primary_key, auto_increment = false)]
        pub folder: MessageFolder,
        pub total: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
