//! The set-based statements of erasing a user on other features' tables that their repos have no
//! function for: the user's applications are anonymised, their name leaves the application
//! histories, their unsent mail and their account go. Every function takes the tenant transaction.

use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, DeriveIden, EntityTrait, QueryFilter, QuerySelect, QueryTrait};
use serde_json::json;
use uuid::Uuid;

use crate::applications::entities::{application, event};
use crate::auth::entities::user;
use crate::profiles::entities::person;
use crate::tenancy::TenantTx;

/// Detaches the user's applications from their profile and blanks what names them; recruiters
/// keep the rest for their records.
pub async fn anonymise_applications(tx: &TenantTx, user_id: Uuid, anonymous_email: &str) -> Result<(), DbErr> {
    use application::Column as C;
    let their_person = person::Entity::find()
        .select_only()
        .column(person::Column::Id)
        .filter(person::Column::UserId.eq(user_id))
        .into_query();
    let ids: Vec<i64> = application::Entity::find()
        .select_only()
        .column(C::Id)
        .filter(Expr::col(C::PersonId).in_subquery(their_person))
        .into_tuple()
        .all(tx)
        .await?;
    anonymise_application_ids(tx, &ids, Expr::value(anonymous_email)).await
}

/// Anonymises these applications: detached from their applicant's profile, without name,
/// address (`anonymous_email` instead: a value, or an expression over the row), cover letter,
/// answers, CV and source. Recruiters keep the rest (vacancy, status, history) for their records.
pub async fn anonymise_application_ids(tx: &TenantTx, ids: &[i64], anonymous_email: Expr) -> Result<(), DbErr> {
    use application::Column as C;
    if ids.is_empty() {
        return Ok(());
    }
    // Their dashboard facts carry the source being blanked: taken away before and recorded again
    // after, so a later category change or deletion cancels them exactly.
    tx.execute_raw(crate::db::raw("SELECT desk_forget($1)", [ids.to_vec().into()])).await?;
    application::Entity::update_many()
        .col_expr(C::PersonId, Expr::null())
        .col_expr(C::ApplicantName, Expr::value("Erased applicant"))
        .col_expr(C::ApplicantEmail, anonymous_email)
        .col_expr(C::CoverLetter, Expr::null())
        .col_expr(C::Answers, Expr::value(json!([])))
        .col_expr(C::CvFileId, Expr::null())
        .col_expr(C::Source, Expr::null())
        .col_expr(C::UpdatedAt, Expr::current_timestamp())
        .filter(C::Id.is_in(ids.iter().copied()))
        .exec(tx)
        .await?;
    let again = "SELECT desk_append(ARRAY(SELECT id FROM application_events WHERE application_id = ANY ($1)))";
    tx.execute_raw(crate::db::raw(again, [ids.to_vec().into()])).await?;
    crate::answer_cache::announce(tx, crate::answer_cache::channel::DESK).await
}

/// Replaces the user's name in the histories of applications they acted on with `label`.
pub async fn relabel_application_events(tx: &TenantTx, user_id: Uuid, label: &str) -> Result<(), DbErr> {
    event::Entity::update_many()
        .col_expr(event::Column::ActorLabel, Expr::value(label))
        .filter(event::Column::ActorUserId.eq(user_id))
        .exec(tx)
        .await?;
    Ok(())
}

/// `outbox_emails`: its entity is private to `mail`.
#[derive(DeriveIden)]
enum OutboxEmails {
    Table,
    ToAddress,
}

/// Drops the mail to the address, sent or not.
pub async fn discard_mail_to(tx: &TenantTx, address: &str) -> Result<(), DbErr> {
    let delete = Query::delete()
        .from_table(OutboxEmails::Table)
        .and_where(Expr::col(OutboxEmails::ToAddress).eq(address))
        .take();
    tx.execute(&delete).await?;
    Ok(())
}

/// `import_candidates`: the rows of spreadsheet imports, private to `imports`.
#[derive(DeriveIden)]
enum ImportCandidates {
    Table,
    Email,
}

/// Drops the rows of spreadsheet imports that carry the address (any case).
pub async fn discard_import_rows_of(tx: &TenantTx, address: &str) -> Result<(), DbErr> {
    let lower = sea_orm::sea_query::Func::lower(Expr::col(ImportCandidates::Email));
    let delete = Query::delete()
        .from_table(ImportCandidates::Table)
        .and_where(Expr::expr(lower).eq(address.trim().to_lowercase()))
        .take();
    tx.execute(&delete).await?;
    Ok(())
}

/// Deletes the account; its sessions, reset links and saved vacancies go with it.
pub async fn delete_user(tx: &TenantTx, user_id: Uuid) -> Result<(), DbErr> {
    user::Entity::delete_by_id(user_id).exec(tx).await?;
    Ok(())
}
