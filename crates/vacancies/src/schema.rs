//! What other features may name of this feature's tables in read statements of their own (a
//! join for a name, a filter on a status): each table as a sea-query identifier and its columns.
//! No entity: another feature cannot load, insert, update or delete these rows except through
//! this crate's functions, and the entities module stays private to the crate.

use sea_orm::DeriveIden;

/// The `vacancies` table.
#[derive(DeriveIden, Clone, Copy)]
#[sea_orm(iden = "vacancies")]
pub struct Vacancies;

pub use crate::entities::vacancy::Column as VacancyColumn;

/// The `vacancy_stages` table (a vacancy's hiring process).
#[derive(DeriveIden, Clone, Copy)]
#[sea_orm(iden = "vacancy_stages")]
pub struct VacancyStages;

pub use crate::entities::stage::Column as StageColumn;
