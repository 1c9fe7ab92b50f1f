//! The `persons` table and its education and experience lists.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};
use uuid::Uuid;

use super::domain::{Education, Experience, ProfileInput};
use crate::tenancy::TenantTx;

fn statement(sql: &str, values: Vec<Value>) -> Statement {
    Statement::from_sql_and_values(DbBackend::Postgres, sql, values)
}

#[derive(Debug, Clone, FromQueryResult)]
pub struct PersonRow {
    pub id: i64,
    pub user_id: Uuid,
    pub full_name: String,
    pub phone: Option<String>,
    pub birth_date: Option<NaiveDate>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub headline: Option<String>,
    pub summary: Option<String>,
    pub skills: Vec<String>,
    pub image_file_id: Option<Uuid>,
    pub cv_file_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

const COLUMNS: &str = "id, user_id, full_name, phone, birth_date, address, city, country, headline, summary, skills, \
                       image_file_id, cv_file_id, created_at, updated_at";

#[derive(FromQueryResult)]
struct EducationRow {
    institution: String,
    degree: Option<String>,
    field: Option<String>,
    start_date: Option<NaiveDate>,
    end_date: Option<NaiveDate>,
    description: Option<String>,
}

#[derive(FromQueryResult)]
struct ExperienceRow {
    company: String,
    title: String,
    location: Option<String>,
    start_date: Option<NaiveDate>,
    end_date: Option<NaiveDate>,
    current: bool,
    description: Option<String>,
}

/// A profile with its lists.
pub struct Person {
    pub row: PersonRow,
    pub education: Vec<Education>,
    pub experience: Vec<Experience>,
}

pub async fn find_row(tx: &TenantTx, filter: &str, value: Value) -> Result<Option<PersonRow>, DbErr> {
    PersonRow::find_by_statement(statement(&format!("SELECT {COLUMNS} FROM persons WHERE {filter}"), vec![value]))
        .one(tx)
        .await
}

pub async fn find_by_id(tx: &TenantTx, id: i64) -> Result<Option<PersonRow>, DbErr> {
    find_row(tx, "id = $1", id.into()).await
}

pub async fn find_by_user(tx: &TenantTx, user_id: Uuid) -> Result<Option<Person>, DbErr> {
    let Some(row) = find_row(tx, "user_id = $1", user_id.into()).await? else { return Ok(None) };
    let education = EducationRow::find_by_statement(statement(
        "SELECT institution, degree, field, start_date, end_date, description
         FROM person_education WHERE person_id = $1 ORDER BY position",
        vec![row.id.into()],
    ))
    .all(tx)
    .await?
    .into_iter()
    .map(|e| Education {
        institution: e.institution,
        degree: e.degree,
        field: e.field,
        start_date: e.start_date,
        end_date: e.end_date,
        description: e.description,
    })
    .collect();
    let experience = ExperienceRow::find_by_statement(statement(
        "SELECT company, title, location, start_date, end_date, current, description
         FROM person_experience WHERE person_id = $1 ORDER BY position",
        vec![row.id.into()],
    ))
    .all(tx)
    .await?
    .into_iter()
    .map(|e| Experience {
        company: e.company,
        title: e.title,
        location: e.location,
        start_date: e.start_date,
        end_date: e.end_date,
        current: e.current,
        description: e.description,
    })
    .collect();
    Ok(Some(Person { row, education, experience }))
}

/// Creates the user's profile or replaces it entirely; returns the person id.
pub async fn save(tx: &TenantTx, user_id: Uuid, input: &ProfileInput) -> Result<i64, DbErr> {
    let row = tx
        .query_one_raw(statement(
            "INSERT INTO persons (user_id, full_name, phone, birth_date, address, city, country, headline, summary, skills)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (user_id) DO UPDATE SET
                 full_name = excluded.full_name, phone = excluded.phone, birth_date = excluded.birth_date,
                 address = excluded.address, city = excluded.city, country = excluded.country,
                 headline = excluded.headline, summary = excluded.summary, skills = excluded.skills,
                 updated_at = now()
             RETURNING id",
            vec![
                user_id.into(),
                input.full_name.clone().into(),
                input.phone.clone().into(),
                input.birth_date.into(),
                input.address.clone().into(),
                input.city.clone().into(),
                input.country.clone().into(),
                input.headline.clone().into(),
                input.summary.clone().into(),
                input.skills.clone().into(),
            ],
        ))
        .await?
        .ok_or(DbErr::RecordNotInserted)?;
    let id: i64 = row.try_get("", "id")?;
    tx.execute_raw(statement("DELETE FROM person_education WHERE person_id = $1", vec![id.into()])).await?;
    tx.execute_raw(statement("DELETE FROM person_experience WHERE person_id = $1", vec![id.into()])).await?;
    for (position, e) in input.education.iter().enumerate() {
        tx.execute_raw(statement(
            "INSERT INTO person_education (person_id, position, institution, degree, field, start_date, end_date, description)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            vec![
                id.into(),
                i32::try_from(position).unwrap_or(i32::MAX).into(),
                e.institution.clone().into(),
                e.degree.clone().into(),
                e.field.clone().into(),
                e.start_date.into(),
                e.end_date.into(),
                e.description.clone().into(),
            ],
        ))
        .await?;
    }
    for (position, e) in input.experience.iter().enumerate() {
        tx.execute_raw(statement(
            "INSERT INTO person_experience (person_id, position, company, title, location, start_date, end_date, current, description)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            vec![
                id.into(),
                i32::try_from(position).unwrap_or(i32::MAX).into(),
                e.company.clone().into(),
                e.title.clone().into(),
                e.location.clone().into(),
                e.start_date.into(),
                e.end_date.into(),
                e.current.into(),
                e.description.clone().into(),
            ],
        ))
        .await?;
    }
    Ok(id)
}

/// Which file column of a person an upload replaces.
#[derive(Debug, Clone, Copy)]
pub enum FileSlot {
    Image,
    Cv,
}

/// Points the person's photo or CV at a new file; returns the file it replaced.
pub async fn replace_file(tx: &TenantTx, person_id: i64, slot: FileSlot, file: Uuid) -> Result<Option<Uuid>, DbErr> {
    let sql = match slot {
        FileSlot::Image => {
            "UPDATE persons p SET image_file_id = $2, updated_at = now() FROM persons old
             WHERE p.id = $1 AND old.id = p.id RETURNING old.image_file_id AS previous"
        }
        FileSlot::Cv => {
            "UPDATE persons p SET cv_file_id = $2, updated_at = now() FROM persons old
             WHERE p.id = $1 AND old.id = p.id RETURNING old.cv_file_id AS previous"
        }
    };
    let row = tx.query_one_raw(statement(sql, vec![person_id.into(), file.into()])).await?;
    Ok(row.map(|row| row.try_get::<Option<Uuid>>("", "previous")).transpose()?.flatten())
}
