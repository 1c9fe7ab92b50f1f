//! A vacancy's hiring process: its ordered stages, each of a **kind** (the application status
//! applicants and older clients see) with a name per language, and the tenant's stage templates
//! a process starts from. A template is copied into a vacancy, never shared by reference, so
//! editing one vacancy's process changes no other.
//!
//! A process has every kind at least once, in the pipeline's order (submitted, in review,
//! interview, offer, hired): the status an older client asks for always names a stage (the first
//! of its kind), and moving to a later stage never moves an applicant's status back.

pub(crate) mod admin;
pub mod kit;
pub mod repo;

use sea_orm::{DeriveActiveEnum, EnumIter, Iterable};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};
use crate::locale::Locale;
use crate::translated::{self, Texts};

pub use admin::{StageTemplate, StageView};

pub fn configure(cfg: &mut actix_web::web::ServiceConfig) {
    cfg.configure(admin::configure).configure(kit::configure);
}

/// What a stage is to applicants: the application status while it is there.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    EnumIter,
    DeriveActiveEnum,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum StageKind {
    Submitted,
    InReview,
    Interview,
    Offered,
    Hired,
}

/// The most stages a process has.
pub const MAX_STAGES: usize = 30;
/// The longest stage name, in characters.
pub const MAX_STAGE_NAME: usize = 60;

/// A stage as an editor sends it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StageInput {
    /// A stage of this vacancy's process that stays (renamed or moved); none for a new stage.
    /// Templates have no ids.
    pub id: Option<i64>,
    pub kind: StageKind,
    /// The name in each language it is written in (`{"en": "Phone screen", "de": …}`), at least
    /// one; 1 to 60 characters on one line.
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub names: Texts<String>,
}

/// A template's stage as stored (`stage_templates.stages`) and shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TemplateStage {
    pub kind: StageKind,
    #[schema(value_type = std::collections::BTreeMap<String, String>)]
    pub names: Texts<String>,
    /// The interview kit a vacancy's stage starts with (copied with the stage).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kit: Vec<kit::KitAttribute>,
}

/// One stage of a vacancy's process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    pub id: i64,
    pub vacancy_id: i64,
    pub position: i32,
    pub kind: StageKind,
    pub names: Texts<String>,
}

impl Stage {
    /// The name in `wanted`, else the tenant's `default`, else any.
    pub fn name(&self, wanted: Locale, default: Locale) -> String {
        translated::pick(&self.names, wanted, default).map(|(_, name)| name.clone()).unwrap_or_default()
    }
}

/// A stage as an application names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageRef {
    pub id: i64,
    /// In the reader's language (else the tenant's default, else any).
    pub name: String,
}

impl Stage {
    pub fn reference(&self, wanted: Locale, default: Locale) -> StageRef {
        StageRef { id: self.id, name: self.name(wanted, default) }
    }
}

/// A vacancy's stages in order.
#[derive(Debug, Clone, Default)]
pub struct Process {
    pub stages: Vec<Stage>,
}

impl Process {
    pub fn find(&self, id: i64) -> Option<&Stage> {
        self.stages.iter().find(|stage| stage.id == id)
    }

    /// The first stage of `kind` (every process has one).
    pub fn first_of(&self, kind: StageKind) -> Option<&Stage> {
        self.stages.iter().find(|stage| stage.kind == kind)
    }

    /// Where an application is: its stage when that is of its status's kind (`open`: the kind of
    /// an open application; `None` for a closed one, which stays at the stage it was closed
    /// at), else the first stage of that kind. A row an older server moved (or made) carries no
    /// stage or one of another kind; this is how it gets its stage from its status.
    pub fn current(&self, stage_id: Option<i64>, open: Option<StageKind>) -> Option<&Stage> {
        let kept = stage_id.and_then(|id| self.find(id));
        match open {
            Some(kind) => kept.filter(|stage| stage.kind == kind).or_else(|| self.first_of(kind)),
            None => kept,
        }
    }
}

/// Checks and tidies an edited process or template: names trimmed (a blank one dropped), at most
/// [`MAX_STAGES`] stages, every kind at least once and in the pipeline's order.
pub fn check_stages<S: AsStage>(mut stages: Vec<S>) -> Result<Vec<S>, FieldErrors> {
    let mut fields = FieldErrors::new();
    for (index, stage) in stages.iter_mut().enumerate() {
        let (names, valid) = translated::tidy_names(std::mem::take(stage.names_mut()), MAX_STAGE_NAME);
        if !valid {
            fields.add(format!("stages.{index}.names"), ErrorCode::StageNameInvalid);
        }
        *stage.names_mut() = names;
    }
    let kinds: Vec<StageKind> = stages.iter().map(AsStage::kind).collect();
    let ordered = kinds.windows(2).all(|pair| pair[0] <= pair[1]);
    let complete = StageKind::iter().all(|kind| kinds.contains(&kind));
    if stages.len() > MAX_STAGES || !ordered || !complete {
        fields.add("stages", ErrorCode::StagesInvalid);
    }
    if fields.is_empty() { Ok(stages) } else { Err(fields) }
}

/// What [`check_stages`] reads of a stage.
pub trait AsStage {
    fn kind(&self) -> StageKind;
    fn names_mut(&mut self) -> &mut Texts<String>;
}

impl AsStage for StageInput {
    fn kind(&self) -> StageKind {
        self.kind
    }
    fn names_mut(&mut self) -> &mut Texts<String> {
        &mut self.names
    }
}

impl AsStage for TemplateStage {
    fn kind(&self) -> StageKind {
        self.kind
    }
    fn names_mut(&mut self) -> &mut Texts<String> {
        &mut self.names
    }
}

#[cfg(test)]
mod tests {
    use super::StageKind::*;
    use super::*;

    fn stage(kind: StageKind, name: &str) -> TemplateStage {
        TemplateStage { kind, names: [(Locale::En, name.to_owned())].into_iter().collect(), kit: Vec::new() }
    }

    #[test]
    fn a_process_has_every_kind_in_order_and_named_stages() {
        let standard = || {
            vec![stage(Submitted, "New"), stage(InReview, "Screen"), stage(Interview, "Phone")]
                .into_iter()
                .chain([stage(Interview, " Onsite "), stage(Offered, "Offer"), stage(Hired, "Hired")])
                .collect::<Vec<_>>()
        };
        let checked = check_stages(standard()).unwrap();
        assert_eq!(checked[3].names[&Locale::En], "Onsite");

        let mut missing = standard();
        missing.remove(1);
        assert!(check_stages(missing).unwrap_err().contains_key("stages"));
        let mut backwards = standard();
        backwards.swap(2, 4);
        assert!(check_stages(backwards).unwrap_err().contains_key("stages"));
        let mut unnamed = standard();
        unnamed[2] = stage(Interview, "  ");
        assert!(check_stages(unnamed).unwrap_err().contains_key("stages.2.names"));
        let mut long = standard();
        long[0] = stage(Submitted, &"x".repeat(MAX_STAGE_NAME + 1));
        assert!(check_stages(long).unwrap_err().contains_key("stages.0.names"));
    }

    #[test]
    fn an_application_is_at_its_stage_or_the_first_of_its_status() {
        let at = |id, kind| Stage { id, vacancy_id: 1, position: id as i32, kind, names: Texts::new() };
        let process = Process { stages: vec![at(1, Submitted), at(2, Interview), at(3, Interview), at(4, Hired)] };
        assert_eq!(process.current(Some(3), Some(Interview)).map(|s| s.id), Some(3));
        // Moved by an older server: the status wins, at the first stage of its kind.
        assert_eq!(process.current(Some(1), Some(Interview)).map(|s| s.id), Some(2));
        assert_eq!(process.current(None, Some(Submitted)).map(|s| s.id), Some(1));
        // Closed: where it was closed.
        assert_eq!(process.current(Some(3), None).map(|s| s.id), Some(3));
        assert_eq!(process.current(None, None), None);
    }
}
