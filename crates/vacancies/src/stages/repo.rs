//! The `stage_templates` and `vacancy_stages` tables. Every function takes the tenant transaction.

use std::collections::HashMap;

use sea_orm::sea_query::extension::postgres::PgFunc;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, Order, QueryFilter, QueryOrder, QuerySelect,
};

use super::{Process, Stage, StageInput, TemplateStage};
use crate::db;
use crate::entities::{stage, stage_template};
use crate::error::{violated_foreign_key, violated_unique_constraint};
use crate::tenancy::TenantTx;
use crate::translated;

pub type TemplateRow = stage_template::Model;

impl stage_template::Model {
    pub fn stages(&self) -> Vec<TemplateStage> {
        serde_json::from_value(self.stages.clone()).unwrap_or_default()
    }
}

impl From<stage::Model> for Stage {
    fn from(row: stage::Model) -> Self {
        Self {
            id: row.id,
            vacancy_id: row.vacancy_id,
            position: row.position,
            kind: row.kind,
            names: translated::from_json(&row.names),
        }
    }
}

/// Why a template or a process was not stored.
#[derive(Debug, thiserror::Error)]
pub enum ProcessError {
    #[error("a template has this name")]
    NameTaken,
    #[error("a removed stage still has applications")]
    StageNotEmpty,
    #[error("no such stage in this process: {0}")]
    UnknownStage(usize),
    #[error("a stage's kind changed: {0}")]
    KindChanged(usize),
    #[error("no such template")]
    NoSuchTemplate,
    #[error(transparent)]
    Database(#[from] DbErr),
}

/// The unique index on templates' names (case-insensitive).
const TEMPLATE_NAME_KEY: &str = "stage_templates_name_key";
/// Applications' reference to their stage.
const APPLICATION_STAGE_KEY: &str = "applications_stage_id_fkey";

fn stages_json(stages: &[TemplateStage]) -> serde_json::Value {
    serde_json::to_value(stages).unwrap_or_default()
}

fn named(err: DbErr) -> ProcessError {
    if violated_unique_constraint(&err).as_deref() == Some(TEMPLATE_NAME_KEY) {
        ProcessError::NameTaken
    } else {
        ProcessError::Database(err)
    }
}

/// Every template, the default first, then by name.
pub async fn templates(tx: &TenantTx) -> Result<Vec<TemplateRow>, DbErr> {
    stage_template::Entity::find()
        .order_by(stage_template::Column::IsDefault, Order::Desc)
        .order_by(stage_template::Column::Name, Order::Asc)
        .all(tx)
        .await
}

pub async fn template(tx: &TenantTx, id: i64) -> Result<Option<TemplateRow>, DbErr> {
    stage_template::Entity::find_by_id(id).one(tx).await
}

/// The one default template stays one: `id` becomes it and the others stop being it.
async fn make_default(tx: &TenantTx, id: i64) -> Result<(), DbErr> {
    stage_template::Entity::update_many()
        .col_expr(stage_template::Column::IsDefault, Expr::value(false))
        .filter(stage_template::Column::Id.ne(id))
        .filter(stage_template::Column::IsDefault.eq(true))
        .exec(tx)
        .await?;
    stage_template::Entity::update_many()
        .col_expr(stage_template::Column::IsDefault, Expr::value(true))
        .filter(stage_template::Column::Id.eq(id))
        .exec(tx)
        .await?;
    Ok(())
}

pub async fn insert_template(
    tx: &TenantTx,
    name: &str,
    is_default: bool,
    stages: &[TemplateStage],
) -> Result<i64, ProcessError> {
    let model = stage_template::ActiveModel {
        name: Set(name.to_owned()),
        stages: Set(stages_json(stages)),
        ..Default::default()
    };
    let id = stage_template::Entity::insert(model).exec(tx).await.map_err(named)?.last_insert_id;
    if is_default {
        make_default(tx, id).await?;
    }
    Ok(id)
}

/// Changes a template (not the vacancies made from it). `false` when there is none.
pub async fn update_template(
    tx: &TenantTx,
    id: i64,
    name: &str,
    is_default: bool,
    stages: &[TemplateStage],
) -> Result<bool, ProcessError> {
    let changed = stage_template::Entity::update_many()
        .col_expr(stage_template::Column::Name, Expr::value(name))
        .col_expr(stage_template::Column::Stages, Expr::value(stages_json(stages)))
        .col_expr(stage_template::Column::UpdatedAt, Expr::current_timestamp())
        .filter(stage_template::Column::Id.eq(id))
        .exec(tx)
        .await
        .map_err(named)?
        .rows_affected;
    if changed > 0 && is_default {
        make_default(tx, id).await?;
    }
    Ok(changed > 0)
}

pub async fn delete_template(tx: &TenantTx, id: i64) -> Result<bool, DbErr> {
    Ok(stage_template::Entity::delete_by_id(id).exec(tx).await?.rows_affected > 0)
}

/// Gives vacancy `vacancy_id` (which has no stages yet) the stages of template `template_id`, or
/// of the default template.
pub async fn start_process(tx: &TenantTx, vacancy_id: i64, template_id: Option<i64>) -> Result<(), ProcessError> {
    const FROM_TEMPLATE: &str = "INSERT INTO vacancy_stages (vacancy_id, position, kind, names, kit)
        SELECT $1, s.position - 1, s.stage ->> 'kind', s.stage -> 'names', COALESCE(s.stage -> 'kit', '[]')
        FROM stage_templates t
        CROSS JOIN jsonb_array_elements(t.stages) WITH ORDINALITY AS s (stage, position)
        WHERE CASE WHEN $2::bigint IS NULL THEN t.is_default ELSE t.id = $2 END";
    let added = tx.execute_raw(db::raw(FROM_TEMPLATE, [vacancy_id.into(), template_id.into()])).await?;
    if added.rows_affected() == 0 {
        return Err(ProcessError::NoSuchTemplate);
    }
    Ok(())
}

/// Gives every vacancy without a process the default template's stages: vacancies made by a
/// set-based insert (imports, demo volumes) or by an older server during a rolling upgrade.
/// Returns how many vacancies got one.
pub async fn start_missing_processes(tx: &TenantTx) -> Result<u64, DbErr> {
    const MISSING: &str = "WITH added AS (
            INSERT INTO vacancy_stages (vacancy_id, position, kind, names, kit)
            SELECT v.id, s.position - 1, s.stage ->> 'kind', s.stage -> 'names', COALESCE(s.stage -> 'kit', '[]')
            FROM vacancies v
            CROSS JOIN stage_templates t
            CROSS JOIN jsonb_array_elements(t.stages) WITH ORDINALITY AS s (stage, position)
            WHERE t.is_default AND NOT EXISTS (SELECT 1 FROM vacancy_stages x WHERE x.vacancy_id = v.id)
            RETURNING vacancy_id)
        SELECT count(DISTINCT vacancy_id) AS n FROM added";
    let row = tx.query_one_raw(db::raw(MISSING, [])).await?;
    Ok(row.map(|row| row.try_get::<i64>("", "n")).transpose()?.unwrap_or(0).unsigned_abs())
}

/// The processes of these vacancies, by vacancy (one without stages is not there).
pub async fn processes(tx: &TenantTx, vacancy_ids: &[i64]) -> Result<HashMap<i64, Process>, DbErr> {
    let rows = stage::Entity::find()
        .filter(Expr::col(stage::Column::VacancyId).eq(PgFunc::any(Expr::val(vacancy_ids.to_vec()))))
        .order_by(stage::Column::VacancyId, Order::Asc)
        .order_by(stage::Column::Position, Order::Asc)
        .all(tx)
        .await?;
    let mut processes: HashMap<i64, Process> = HashMap::new();
    for row in rows {
        processes.entry(row.vacancy_id).or_default().stages.push(Stage::from(row));
    }
    Ok(processes)
}

/// A vacancy's process; one made by an older server, which has none, gets the default now.
pub async fn process(tx: &TenantTx, vacancy_id: i64) -> Result<Process, DbErr> {
    if let Some(process) = processes(tx, &[vacancy_id]).await?.remove(&vacancy_id) {
        return Ok(process);
    }
    match start_process(tx, vacancy_id, None).await {
        Ok(()) | Err(ProcessError::NoSuchTemplate) => {}
        Err(ProcessError::Database(err)) => return Err(err),
        Err(other) => return Err(DbErr::Custom(other.to_string())),
    }
    Ok(processes(tx, &[vacancy_id]).await?.remove(&vacancy_id).unwrap_or_default())
}

/// The stage with this id, whichever vacancy it belongs to.
pub async fn stage(tx: &TenantTx, id: i64) -> Result<Option<Stage>, DbErr> {
    Ok(stage::Entity::find_by_id(id).one(tx).await?.map(Stage::from))
}

/// Replaces a vacancy's process with `stages` (already checked): stages with an id stay (renamed,
/// moved; their kind is fixed), stages without one are added, the others are removed, which a
/// stage with applications refuses. The vacancy's stages are locked first, so two editors take
/// turns.
pub async fn replace_process(tx: &TenantTx, vacancy_id: i64, stages: &[StageInput]) -> Result<(), ProcessError> {
    let current =
        stage::Entity::find().filter(stage::Column::VacancyId.eq(vacancy_id)).lock_exclusive().all(tx).await?;
    for (index, input) in stages.iter().enumerate() {
        let Some(id) = input.id else { continue };
        match current.iter().find(|row| row.id == id) {
            None => return Err(ProcessError::UnknownStage(index)),
            Some(row) if row.kind != input.kind => return Err(ProcessError::KindChanged(index)),
            Some(_) => {}
        }
    }
    let kept: Vec<i64> = stages.iter().filter_map(|input| input.id).collect();
    let removed: Vec<i64> = current.iter().map(|row| row.id).filter(|id| !kept.contains(id)).collect();
    if !removed.is_empty() {
        let deleted = stage::Entity::delete_many().filter(stage::Column::Id.is_in(removed)).exec(tx).await;
        if let Err(err) = deleted {
            return Err(match violated_foreign_key(&err).as_deref() {
                Some(APPLICATION_STAGE_KEY) => ProcessError::StageNotEmpty,
                _ => ProcessError::Database(err),
            });
        }
    }
    for (position, input) in stages.iter().enumerate() {
        let position = i32::try_from(position).unwrap_or(i32::MAX);
        let names = translated::to_json(&input.names);
        match input.id {
            Some(id) => {
                stage::Entity::update_many()
                    .col_expr(stage::Column::Position, Expr::value(position))
                    .col_expr(stage::Column::Names, Expr::value(names))
                    .filter(stage::Column::Id.eq(id))
                    .exec(tx)
                    .await?;
            }
            None => {
                let model = stage::ActiveModel {
                    vacancy_id: Set(vacancy_id),
                    position: Set(position),
                    kind: Set(input.kind),
                    names: Set(names),
                    ..Default::default()
                };
                stage::Entity::insert(model).exec_without_returning(tx).await?;
            }
        }
    }
    // The desk's kept pages name the stages.
    crate::answer_cache::announce(tx, crate::answer_cache::channel::DESK).await?;
    Ok(())
}
