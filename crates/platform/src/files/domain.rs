//! What a stored file is for.

use sea_orm::{DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Why a file was uploaded (`files.kind`); also the folder of its storage key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum FileKind {
    /// A profile photo.
    Avatar,
    Cv,
    Logo,
    Attachment,
    /// An offer's document as sent to its candidate, or their signed copy (owned by them).
    Offer,
}

impl FileKind {
    /// The kinds that are a person's own — what they upload about themselves and the offers made
    /// to them — which go when they erase their account. The rest (a logo, a vacancy's pictures)
    /// are the tenant's, whoever uploaded them.
    pub const PERSONAL: [FileKind; 3] = [FileKind::Avatar, FileKind::Cv, FileKind::Offer];
}

/// Whether a file's text has been read for search (`files.text_state`). CVs and attachments in
/// PDF or Word are read after their upload answered, in the sandbox (`files::text`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum FileTextState {
    /// Not a document whose text is read (a picture).
    None,
    /// Being read.
    Pending,
    /// Read (its text may be empty: a scanned page).
    Done,
    /// Damaged, hostile or beyond a limit: stored and sent as usual, but search cannot find its words.
    Unreadable,
}
