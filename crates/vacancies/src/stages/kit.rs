//! Interview kits: per stage of a vacancy, the attributes its interviews assess (grouped by
//! area), each with guidance and suggested questions in the tenant's languages. A kit is copied
//! from the stage template with the stage and edited per vacancy; scorecards rate its attributes
//! by their ids, which stay when an attribute is renamed or moved.

use actix_web::{HttpResponse, get, put, web};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DbErr, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use uuid::Uuid;

use super::StageKind;
use crate::audit::{self, Action};
use crate::auth::StaffOnly;
use crate::entities::stage;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantTx;
use crate::translated::{self, Texts};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_kits).service(replace_kit);
}

/// The most attributes a kit has.
pub const MAX_ATTRIBUTES: usize = 30;
/// The longest attribute name, in characters.
pub const MAX_ATTRIBUTE_NAME: usize = 80;
/// The longest guidance, in characters per language.
pub const MAX_GUIDANCE: usize = 2000;
/// The most suggested questions per language, and the longest one.
pub const MAX_QUESTIONS: usize = 10;
pub const MAX_QUESTION: usize = 300;

/// What an attribute is about; the kit and the evidence view group by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum KitArea {
    Skills,
    Qualifications,
    Personality,
    Other,
}

/// One focus attribute of an interview kit.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KitAttribute {
    /// Stable across edits; scorecards rate the attribute by it. None for a new one (the server
    /// gives it one).
    #[serde(default)]
    pub id: Option<Uuid>,
    pub area: KitArea,
    /// 1 to 80 characters on one line, in at least one language.
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub names: Texts<String>,
    /// What to look for, per language (at most 2,000 characters each).
    #[serde(default)]
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub guidance: Texts<String>,
    /// Suggested questions per language (at most 10 of 300 characters each).
    #[serde(default)]
    #[schema(value_type = std::collections::BTreeMap<String, Vec<String>>)]
    pub questions: Texts<Vec<String>>,
}

/// Checks and tidies a kit: texts trimmed, blank ones dropped, every attribute given an id, no id
/// twice. Errors are named under `prefix` (`attributes`, `stages.2.kit`).
pub fn check_kit(mut kit: Vec<KitAttribute>, prefix: &str) -> Result<Vec<KitAttribute>, FieldErrors> {
    let mut fields = FieldErrors::new();
    if kit.len() > MAX_ATTRIBUTES {
        fields.add(prefix, ErrorCode::KitInvalid);
    }
    let mut ids: Vec<Uuid> = Vec::new();
    for (index, attribute) in kit.iter_mut().enumerate() {
        let (names, valid) = translated::tidy_names(std::mem::take(&mut attribute.names), MAX_ATTRIBUTE_NAME);
        if !valid {
            fields.add(format!("{prefix}.{index}.names"), ErrorCode::KitAttributeNameInvalid);
        }
        attribute.names = names;
        attribute.guidance = std::mem::take(&mut attribute.guidance)
            .into_iter()
            .map(|(language, text)| (language, text.trim().to_owned()))
            .filter(|(_, text)| !text.is_empty())
            .collect();
        attribute.questions = std::mem::take(&mut attribute.questions)
            .into_iter()
            .map(|(language, list)| {
                let list: Vec<String> = list.iter().map(|q| q.trim().to_owned()).filter(|q| !q.is_empty()).collect();
                (language, list)
            })
            .filter(|(_, list)| !list.is_empty())
            .collect();
        let too_long = attribute.guidance.values().any(|text| text.chars().count() > MAX_GUIDANCE)
            || attribute
                .questions
                .values()
                .any(|list| list.len() > MAX_QUESTIONS || list.iter().any(|q| q.chars().count() > MAX_QUESTION));
        if too_long {
            fields.add(format!("{prefix}.{index}"), ErrorCode::KitTextTooLong);
        }
        let id = *attribute.id.get_or_insert_with(Uuid::new_v4);
        if ids.contains(&id) {
            fields.add(prefix, ErrorCode::KitInvalid);
        }
        ids.push(id);
    }
    if fields.is_empty() { Ok(kit) } else { Err(fields) }
}

/// The kit stored on a stage (an unreadable one reads as empty).
pub fn parse(json: &serde_json::Value) -> Vec<KitAttribute> {
    serde_json::from_value(json.clone()).unwrap_or_default()
}

/// A stage's kit as the API shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageKit {
    pub stage_id: i64,
    pub kind: StageKind,
    /// The stage's name in the reader's language.
    pub stage_name: String,
    pub attributes: Vec<KitAttribute>,
}

/// A kit as an editor sends it: the whole list, in order.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KitInput {
    /// At most 30; attributes with an id keep it (and their ratings), the others get one.
    pub attributes: Vec<KitAttribute>,
}

/// The kits of a vacancy's stages, in the process's order.
pub async fn kits_of(tx: &TenantTx, vacancy_id: i64, reader: crate::locale::Locale) -> Result<Vec<StageKit>, DbErr> {
    let default = translated::default_of(tx.tenant());
    let rows = stage::Entity::find()
        .filter(stage::Column::VacancyId.eq(vacancy_id))
        .order_by(stage::Column::Position, Order::Asc)
        .all(tx)
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| {
            let names: Texts<String> = translated::from_json(&row.names);
            StageKit {
                stage_id: row.id,
                kind: row.kind,
                stage_name: translated::pick(&names, reader, default).map(|(_, n)| n.clone()).unwrap_or_default(),
                attributes: parse(&row.kit),
            }
        })
        .collect())
}

/// Stores a stage's kit (already checked); answers it as stored.
pub async fn set_kit(tx: &TenantTx, stage_id: i64, attributes: &[KitAttribute]) -> Result<serde_json::Value, DbErr> {
    let kit = serde_json::to_value(attributes).unwrap_or_default();
    stage::Entity::update_many()
        .col_expr(stage::Column::Kit, Expr::value(kit.clone()))
        .filter(stage::Column::Id.eq(stage_id))
        .exec(tx)
        .await?;
    // Evidence views list the kits' attributes.
    crate::answer_cache::announce(tx, crate::answer_cache::channel::EVIDENCE).await?;
    Ok(kit)
}

#[utoipa::path(tag = "interview kits", security(("bearer" = [])), params(("id" = i64, Path, description = "Vacancy id")),
    responses(
    (status = 200, description = "Each stage's interview kit, in the process's order", body = Vec<StageKit>),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/vacancies/{id}/interview-kits")]
async fn get_kits(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    crate::vacancy_seen(&auth.tx, &auth.user, *id).await?;
    let kits = kits_of(&auth.tx, *id, auth.user.locale).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(kits))
}

/// Replaces one stage's kit; the change is audited with the kit before and after.
#[utoipa::path(tag = "interview kits", security(("bearer" = [])), params(
    ("id" = i64, Path, description = "Vacancy id"), ("stageId" = i64, Path, description = "A stage of its process")),
    request_body = KitInput, responses(
    (status = 200, description = "The stage's kit", body = StageKit),
    (status = 400, description = "`validation_failed` (`kit_invalid`, `kit_attribute_name_invalid`, `kit_text_too_long`)",
        body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy or stage", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/vacancies/{id}/interview-kits/{stageId}")]
async fn replace_kit(
    auth: StaffOnly,
    path: web::Path<(i64, i64)>,
    body: web::Json<KitInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let (vacancy_id, stage_id) = path.into_inner();
    crate::vacancy_seen(&tx, &user, vacancy_id).await?;
    let attributes = check_kit(body.into_inner().attributes, "attributes").map_err(ApiError::validation)?;
    let before = stage::Entity::find_by_id(stage_id)
        .filter(stage::Column::VacancyId.eq(vacancy_id))
        .lock_exclusive()
        .one(&tx)
        .await?
        .ok_or_else(|| ApiError::not_found("stage"))?;
    let after = set_kit(&tx, stage_id, &attributes).await?;
    let entry = audit::Entry {
        actor_user: Some(user.id),
        actor_label: &user.email,
        action: Action::InterviewKitChanged,
        subject_type: "vacancy",
        subject_id: Some(vacancy_id.to_string()),
        details: json!({ "stageId": stage_id, "before": before.kit, "after": after }),
    };
    audit::record(&tx, entry).await?;
    let kit = kits_of(&tx, vacancy_id, user.locale)
        .await?
        .into_iter()
        .find(|kit| kit.stage_id == stage_id)
        .ok_or_else(|| ApiError::not_found("stage"))?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(kit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Locale;

    fn attribute(name: &str) -> KitAttribute {
        KitAttribute {
            id: None,
            area: KitArea::Skills,
            names: [(Locale::En, name.to_owned())].into_iter().collect(),
            guidance: Texts::new(),
            questions: Texts::new(),
        }
    }

    #[test]
    fn a_kit_is_tidied_and_every_attribute_gets_an_id_once() {
        let mut rust = attribute(" Rust ");
        rust.questions.insert(Locale::En, vec![" Why ownership? ".into(), "  ".into()]);
        rust.guidance.insert(Locale::De, "  ".into());
        let kit = check_kit(vec![rust, attribute("SQL")], "attributes").unwrap();
        assert_eq!(kit[0].names[&Locale::En], "Rust");
        assert_eq!(kit[0].questions[&Locale::En], ["Why ownership?"]);
        assert!(kit[0].guidance.is_empty());
        assert!(kit.iter().all(|a| a.id.is_some()));
        assert_ne!(kit[0].id, kit[1].id);

        let twice = vec![kit[0].clone(), kit[0].clone()];
        assert!(check_kit(twice, "attributes").unwrap_err().contains_key("attributes"));
        let unnamed = check_kit(vec![attribute("  ")], "stages.2.kit").unwrap_err();
        assert!(unnamed.contains_key("stages.2.kit.0.names"));
        let mut long = attribute("Long");
        long.questions.insert(Locale::En, vec!["?".repeat(MAX_QUESTION + 1)]);
        assert!(check_kit(vec![long], "attributes").unwrap_err().contains_key("attributes.0"));
        let many = (0..=MAX_ATTRIBUTES).map(|i| attribute(&i.to_string())).collect();
        assert!(check_kit(many, "attributes").unwrap_err().contains_key("attributes"));
    }
}
