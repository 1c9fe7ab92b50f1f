//! The `persons` table with its education and experience lists, and the saved vacancies. Every
//! function takes the tenant transaction.

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Alias, Expr, ExprTrait, IntoTableRef, OnConflict, Query};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect,
};
use uuid::Uuid;

use super::domain::{Education, Experience, ProfileInput};
use super::entities::{education, experience, person, saved_vacancy};
use crate::db;
use crate::tenancy::TenantTx;
use erecruit_platform::db::Timestamped;

pub type PersonRow = person::Model;

/// A profile with its lists.
pub struct Person {
    pub row: PersonRow,
    pub education: Vec<Education>,
    pub experience: Vec<Experience>,
}

impl From<education::Model> for Education {
    fn from(e: education::Model) -> Self {
        Self {
            institution: e.institution,
            degree: e.degree,
            field: e.field,
            start_date: e.start_date,
            end_date: e.end_date,
            description: e.description,
        }
    }
}

impl From<experience::Model> for Experience {
    fn from(e: experience::Model) -> Self {
        Self {
            company: e.company,
            title: e.title,
            location: e.location,
            start_date: e.start_date,
            end_date: e.end_date,
            current: e.current,
            description: e.description,
        }
    }
}

pub async fn find_by_id(tx: &TenantTx, id: i64) -> Result<Option<PersonRow>, DbErr> {
    db::fetch_one(tx, db::select::<person::Entity>().and_where(Expr::col(person::Column::Id).eq(id))).await
}

/// The user's profile row (without its lists), if they saved one.
pub async fn find_by_user_id(tx: &TenantTx, user_id: Uuid) -> Result<Option<PersonRow>, DbErr> {
    static STATEMENT: db::FixedShape = db::FixedShape::new();
    let statement = STATEMENT.statement(vec![user_id.into()], || {
        db::select::<person::Entity>().and_where(Expr::col(person::Column::UserId).eq(user_id)).take()
    });
    db::fetch_one_raw(tx, statement).await
}

/// The user's profile with its education and experience in order.
pub async fn find_profile(tx: &TenantTx, user_id: Uuid) -> Result<Option<Person>, DbErr> {
    let Some(row) = find_by_user_id(tx, user_id).await? else { return Ok(None) };
    let education = education::Entity::find()
        .filter(education::Column::PersonId.eq(row.id))
        .order_by_asc(education::Column::Position)
        .all(tx)
        .await?
        .into_iter()
        .map(Education::from)
        .collect();
    let experience = experience::Entity::find()
        .filter(experience::Column::PersonId.eq(row.id))
        .order_by_asc(experience::Column::Position)
        .all(tx)
        .await?
        .into_iter()
        .map(Experience::from)
        .collect();
    Ok(Some(Person { row, education, experience }))
}

fn position(index: usize) -> i32 {
    i32::try_from(index).unwrap_or(i32::MAX)
}

/// Creates the user's profile or replaces it entirely; returns the person id.
pub async fn save(tx: &TenantTx, user_id: Uuid, input: &ProfileInput) -> Result<i64, DbErr> {
    use person::Column as C;
    let model = person::ActiveModel {
        user_id: Set(user_id),
        full_name: Set(input.full_name.clone()),
        phone: Set(input.phone.clone()),
        birth_date: Set(input.birth_date),
        address: Set(input.address.clone()),
        city: Set(input.city.clone()),
        country: Set(input.country.clone()),
        headline: Set(input.headline.clone()),
        summary: Set(input.summary.clone()),
        skills: Set(input.skills.clone()),
        ..Default::default()
    };
    let mut replace = OnConflict::column(C::UserId)
        .update_columns([
            C::FullName,
            C::Phone,
            C::BirthDate,
            C::Address,
            C::City,
            C::Country,
            C::Headline,
            C::Summary,
            C::Skills,
        ])
        .to_owned();
    person::Entity::touch_on_conflict(&mut replace);
    let id = person::Entity::insert(model).on_conflict(replace).exec(tx).await?.last_insert_id;
    education::Entity::delete_many().filter(education::Column::PersonId.eq(id)).exec(tx).await?;
    experience::Entity::delete_many().filter(experience::Column::PersonId.eq(id)).exec(tx).await?;
    if !input.education.is_empty() {
        let rows = input.education.iter().enumerate().map(|(index, e)| education::ActiveModel {
            person_id: Set(id),
            position: Set(position(index)),
            institution: Set(e.institution.clone()),
            degree: Set(e.degree.clone()),
            field: Set(e.field.clone()),
            start_date: Set(e.start_date),
            end_date: Set(e.end_date),
            description: Set(e.description.clone()),
            ..Default::default()
        });
        education::Entity::insert_many(rows).exec_without_returning(tx).await?;
    }
    if !input.experience.is_empty() {
        let rows = input.experience.iter().enumerate().map(|(index, e)| experience::ActiveModel {
            person_id: Set(id),
            position: Set(position(index)),
            company: Set(e.company.clone()),
            title: Set(e.title.clone()),
            location: Set(e.location.clone()),
            start_date: Set(e.start_date),
            end_date: Set(e.end_date),
            current: Set(e.current),
            description: Set(e.description.clone()),
            ..Default::default()
        });
        experience::Entity::insert_many(rows).exec_without_returning(tx).await?;
    }
    Ok(id)
}

/// Which file column of a person an upload replaces.
#[derive(Debug, Clone, Copy)]
pub enum FileSlot {
    Image,
    Cv,
}

/// Points the person's photo or CV at a new file; returns the file it replaced. One statement:
/// `UPDATE persons SET … FROM persons AS old WHERE … RETURNING old.<column>` reads the value the
/// update overwrote.
pub async fn replace_file(tx: &TenantTx, person_id: i64, slot: FileSlot, file: Uuid) -> Result<Option<Uuid>, DbErr> {
    let column = match slot {
        FileSlot::Image => person::Column::ImageFileId,
        FileSlot::Cv => person::Column::CvFileId,
    };
    let old = Alias::new("old");
    let mut update = Query::update()
        .table(person::Entity)
        .value(column, file)
        .from(person::Entity.into_table_ref().alias(old.clone()))
        .and_where(Expr::col((person::Entity, person::Column::Id)).eq(person_id))
        .and_where(Expr::col((old.clone(), person::Column::Id)).equals((person::Entity, person::Column::Id)))
        .returning(Query::returning().column((old, column)))
        .take();
    person::Entity::touch_statement(&mut update);
    let row = tx.query_one(&update).await?;
    if matches!(slot, FileSlot::Image) {
        // The recruiters' grid shows the photo.
        crate::answer_cache::announce(tx, crate::answer_cache::channel::DESK).await?;
    }
    Ok(row.map(|row| row.try_get_by_index::<Option<Uuid>>(0)).transpose()?.flatten())
}

/// Deletes the user's profile; its education and experience go with it.
pub async fn delete_by_user_id(tx: &TenantTx, user_id: Uuid) -> Result<(), DbErr> {
    person::Entity::delete_many().filter(person::Column::UserId.eq(user_id)).exec(tx).await?;
    // The recruiters' grid shows the profile's photo.
    crate::answer_cache::announce(tx, crate::answer_cache::channel::DESK).await
}

/// The user's saved vacancies and when each was saved, most recently saved first.
pub async fn saved_vacancies(tx: &TenantTx, user_id: Uuid) -> Result<Vec<(i64, DateTime<Utc>)>, DbErr> {
    saved_vacancy::Entity::find()
        .select_only()
        .columns([saved_vacancy::Column::VacancyId, saved_vacancy::Column::SavedAt])
        .filter(saved_vacancy::Column::UserId.eq(user_id))
        .order_by_desc(saved_vacancy::Column::SavedAt)
        .into_tuple()
        .all(tx)
        .await
}

/// The ids of the user's saved vacancies, in no particular order.
pub async fn saved_vacancy_ids(tx: &TenantTx, user_id: Uuid) -> Result<Vec<i64>, DbErr> {
    saved_vacancy::Entity::find()
        .select_only()
        .column(saved_vacancy::Column::VacancyId)
        .filter(saved_vacancy::Column::UserId.eq(user_id))
        .into_tuple()
        .all(tx)
        .await
}

/// Adds a vacancy to the user's wishlist; one already there stays as it was.
pub async fn save_vacancy(tx: &TenantTx, user_id: Uuid, vacancy_id: i64) -> Result<(), DbErr> {
    let model = saved_vacancy::ActiveModel { user_id: Set(user_id), vacancy_id: Set(vacancy_id), ..Default::default() };
    saved_vacancy::Entity::insert(model).on_conflict_do_nothing().exec_without_returning(tx).await?;
    Ok(())
}

pub async fn unsave_vacancy(tx: &TenantTx, user_id: Uuid, vacancy_id: i64) -> Result<(), DbErr> {
    saved_vacancy::Entity::delete_many()
        .filter(saved_vacancy::Column::UserId.eq(user_id))
        .filter(saved_vacancy::Column::VacancyId.eq(vacancy_id))
        .exec(tx)
        .await?;
    Ok(())
}

/// The file id of the user's profile photo, when they have one.
pub async fn photo_of_user(tx: &TenantTx, user_id: Uuid) -> Result<Option<Uuid>, DbErr> {
    let photo: Option<Option<Uuid>> = person::Entity::find()
        .select_only()
        .column(person::Column::ImageFileId)
        .filter(person::Column::UserId.eq(user_id))
        .into_tuple()
        .one(tx)
        .await?;
    Ok(photo.flatten())
}
