//! Rejection reasons: a tenant's list, in its languages (seeded: not enough experience, skills
//! mismatch, position filled, candidate withdrew interest, other). Every rejection names one;
//! a reason removed from the list is archived, so the applications and reports that name it keep
//! their words.

use std::collections::HashMap;

use actix_web::{HttpResponse, get, put, web};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveValue::Set, ColumnTrait, DbErr, EntityTrait, Order, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use super::entities::rejection_reason;
use crate::audit::{self, Action};
use crate::auth::{AdminOnly, StaffOnly};
use crate::error::responses::{AdminRequired, StaffRequired};
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::locale::Locale;
use crate::tenancy::TenantTx;
use crate::translated::{self, Texts};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_reasons).service(replace_reasons);
}

/// The most reasons a list holds.
pub const MAX_REASONS: usize = 30;

/// A rejection reason as the API shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RejectionReason {
    pub id: i64,
    /// In the reader's language (else the tenant's default, else any).
    pub name: String,
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub names: Texts<String>,
}

impl RejectionReason {
    fn new(row: &rejection_reason::Model, reader: Locale, default: Locale) -> Self {
        let names: Texts<String> = translated::from_json(&row.names);
        let name = translated::pick(&names, reader, default).map(|(_, name)| name.clone()).unwrap_or_default();
        Self { id: row.id, name, names }
    }
}

/// One reason as an admin writes it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReasonInput {
    /// A reason that stays (renamed or moved); none for a new one.
    pub id: Option<i64>,
    /// The name per language, at least one; 1 to 100 characters on one line.
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub names: Texts<String>,
}

/// The whole list, in order: reasons left out are archived.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReasonsInput {
    /// 1 to 30 reasons.
    pub reasons: Vec<ReasonInput>,
}

fn checked(input: ReasonsInput) -> Result<Vec<ReasonInput>, ApiError> {
    let mut fields = FieldErrors::new();
    if input.reasons.is_empty() || input.reasons.len() > MAX_REASONS {
        fields.add("reasons", ErrorCode::RejectionReasonsInvalid);
    }
    let reasons = input
        .reasons
        .into_iter()
        .enumerate()
        .map(|(index, reason)| {
            let (names, valid) = translated::tidy_names(reason.names, 100);
            if !valid {
                fields.add(format!("reasons.{index}.names"), ErrorCode::RejectionReasonNameInvalid);
            }
            ReasonInput { id: reason.id, names }
        })
        .collect();
    fields.into_result()?;
    Ok(reasons)
}

/// The reasons in use, in order.
pub async fn current(tx: &TenantTx) -> Result<Vec<rejection_reason::Model>, DbErr> {
    rejection_reason::Entity::find()
        .filter(rejection_reason::Column::ArchivedAt.is_null())
        .order_by(rejection_reason::Column::Position, Order::Asc)
        .order_by(rejection_reason::Column::Id, Order::Asc)
        .all(tx)
        .await
}

/// Whether `id` is a reason in use (a rejection may name it).
pub async fn is_current(tx: &TenantTx, id: i64) -> Result<bool, DbErr> {
    Ok(rejection_reason::Entity::find_by_id(id)
        .filter(rejection_reason::Column::ArchivedAt.is_null())
        .one(tx)
        .await?
        .is_some())
}

/// These reasons (archived ones too) as a reader sees them, by id.
pub async fn by_ids(tx: &TenantTx, ids: &[i64], reader: Locale) -> Result<HashMap<i64, RejectionReason>, DbErr> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let default = translated::default_of(tx.tenant());
    let rows =
        rejection_reason::Entity::find().filter(rejection_reason::Column::Id.is_in(ids.to_vec())).all(tx).await?;
    Ok(rows.iter().map(|row| (row.id, RejectionReason::new(row, reader, default))).collect())
}

/// The 400 for a rejection without a reason in use (`field`: where the request names it).
pub async fn require(tx: &TenantTx, reason: Option<i64>, field: &str) -> Result<i64, ApiError> {
    let Some(id) = reason else {
        return Err(ApiError::validation(FieldErrors::one(field, ErrorCode::RejectionReasonRequired)));
    };
    if !is_current(tx, id).await? {
        return Err(ApiError::validation(FieldErrors::one(field, ErrorCode::RejectionReasonUnknown)));
    }
    Ok(id)
}

async fn answer(tx: &TenantTx, reader: Locale) -> Result<Vec<RejectionReason>, DbErr> {
    let default = translated::default_of(tx.tenant());
    Ok(current(tx).await?.iter().map(|row| RejectionReason::new(row, reader, default)).collect())
}

#[utoipa::path(tag = "hiring process", security(("bearer" = [])), responses(
    (status = 200, description = "The reasons in use, in order", body = Vec<RejectionReason>),
    StaffRequired,
))]
#[get("/api/v1/admin/rejection-reasons")]
async fn list_reasons(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(answer(&auth.tx, auth.user.locale).await?))
}

/// Replaces the list: reasons with an `id` stay (renamed, moved), new ones are added, the others
/// are archived (applications rejected for them keep naming them).
#[utoipa::path(tag = "hiring process", security(("bearer" = [])), request_body = ReasonsInput, responses(
    (status = 200, description = "The reasons in use, in order", body = Vec<RejectionReason>),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/rejection-reasons")]
async fn replace_reasons(auth: AdminOnly, body: web::Json<ReasonsInput>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let reasons = checked(body.into_inner())?;
    let before = current(&tx).await?;
    let mut fields = FieldErrors::new();
    for (index, reason) in reasons.iter().enumerate() {
        if reason.id.is_some_and(|id| !before.iter().any(|row| row.id == id)) {
            fields.add(format!("reasons.{index}.id"), ErrorCode::RejectionReasonUnknown);
        }
    }
    fields.into_result()?;
    let kept: Vec<i64> = reasons.iter().filter_map(|reason| reason.id).collect();
    rejection_reason::Entity::update_many()
        .col_expr(rejection_reason::Column::ArchivedAt, Expr::current_timestamp())
        .filter(rejection_reason::Column::ArchivedAt.is_null())
        .filter(Expr::col(rejection_reason::Column::Id).is_not_in(kept))
        .exec(&tx)
        .await?;
    for (position, reason) in reasons.iter().enumerate() {
        let position = i32::try_from(position).unwrap_or(i32::MAX);
        let names = translated::to_json(&reason.names);
        match reason.id {
            Some(id) => {
                rejection_reason::Entity::update_many()
                    .col_expr(rejection_reason::Column::Position, Expr::value(position))
                    .col_expr(rejection_reason::Column::Names, Expr::value(names))
                    .filter(rejection_reason::Column::Id.eq(id))
                    .exec(&tx)
                    .await?;
            }
            None => {
                let model =
                    rejection_reason::ActiveModel { position: Set(position), names: Set(names), ..Default::default() };
                rejection_reason::Entity::insert(model).exec_without_returning(&tx).await?;
            }
        }
    }
    let after = answer(&tx, user.locale).await?;
    let entry = audit::Entry {
        actor_user: Some(user.id),
        actor_label: &user.email,
        action: Action::RejectionReasonsChanged,
        subject_type: "settings",
        subject_id: None,
        details: json!({
            "before": before.iter().map(|row| json!({ "id": row.id, "names": row.names })).collect::<Vec<_>>(),
            "after": after.iter().map(|reason| json!({ "id": reason.id, "names": reason.names })).collect::<Vec<_>>(),
        }),
    };
    audit::record(&tx, entry).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(after))
}
