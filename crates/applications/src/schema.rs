//! What other features may name of this feature's tables in read statements of their own (a
//! join for a name, a filter on a status): each table as a sea-query identifier and its columns.
//! No entity: another feature cannot load, insert, update or delete these rows except through
//! this crate's functions, and the entities module stays private to the crate.

use sea_orm::DeriveIden;

/// The `applications` table.
#[derive(DeriveIden, Clone, Copy)]
#[sea_orm(iden = "applications")]
pub struct Applications;

pub use crate::entities::application::Column as ApplicationColumn;

/// The `application_events` table.
#[derive(DeriveIden, Clone, Copy)]
#[sea_orm(iden = "application_events")]
pub struct ApplicationEvents;

pub use crate::entities::event::Column as ApplicationEventColumn;
