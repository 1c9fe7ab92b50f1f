//! The `files` table as a sea-orm entity (the migration `m20261122_000005_files` creates it).

pub mod file {
    use chrono::{DateTime, Utc};
    use sea_orm::entity::prelude::*;

    use crate::files::domain::{FileKind, FileTextState};

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "files")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: Uuid,
        pub owner_user_id: Option<Uuid>,
        pub kind: FileKind,
        /// Sniffed from the bytes (`sniff::FileType::content_type`).
        pub content_type: String,
        pub size_bytes: i64,
        pub sha256: Vec<u8>,
        /// Random; where the bytes are in object storage.
        pub storage_key: String,
        pub original_name: Option<String>,
        /// Whether its text was read for search (the text itself is not an entity column).
        pub text_state: FileTextState,
        pub created_at: DateTime<Utc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}
