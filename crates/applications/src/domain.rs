//! The application status machine and screening answers.

use sea_orm::{DeriveActiveEnum, EnumIter, Iterable};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};
use crate::vacancies::domain::QuestionKind;
use crate::vacancies::repo::QuestionRow;
use crate::vacancies::stages::{Stage, StageKind};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum ApplicationStatus {
    Submitted,
    InReview,
    Interview,
    Offered,
    Hired,
    Rejected,
    Withdrawn,
}

impl ApplicationStatus {
    /// Still being decided on.
    pub fn is_open(self) -> bool {
        matches!(self, Self::Submitted | Self::InReview | Self::Interview | Self::Offered)
    }

    /// The moves a recruiter may make by status (each to the first stage of that kind): while
    /// open, to any other kind — forward, skipping kinds, or back with a note — but `hired` only
    /// from an offer; or to rejected. Closed applications (hired, rejected, withdrawn) stay so.
    pub fn recruiter_may_move_to(self, to: Self) -> bool {
        match to.stage_kind() {
            _ if !self.is_open() || to == self => false,
            Some(StageKind::Hired) => self == Self::Offered,
            Some(_) => true,
            None => to == Self::Rejected,
        }
    }

    /// The kind of stage an application with this status is at; `None` for the two closing
    /// outcomes (rejected and withdrawn), which leave it at the stage it was closed at.
    pub fn stage_kind(self) -> Option<StageKind> {
        match self {
            Self::Submitted => Some(StageKind::Submitted),
            Self::InReview => Some(StageKind::InReview),
            Self::Interview => Some(StageKind::Interview),
            Self::Offered => Some(StageKind::Offered),
            Self::Hired => Some(StageKind::Hired),
            Self::Rejected | Self::Withdrawn => None,
        }
    }

    /// The status an application has at a stage of `kind`.
    pub fn of_kind(kind: StageKind) -> Self {
        match kind {
            StageKind::Submitted => Self::Submitted,
            StageKind::InReview => Self::InReview,
            StageKind::Interview => Self::Interview,
            StageKind::Offered => Self::Offered,
            StageKind::Hired => Self::Hired,
        }
    }

    /// The kind of the stage an open application is at (`None` when closed: where it was closed
    /// is kept as it was).
    pub fn open_kind(self) -> Option<StageKind> {
        self.stage_kind().filter(|_| self.is_open())
    }

    /// Every status a recruiter may move it to, in the pipeline's order.
    pub fn recruiter_moves(self) -> Vec<Self> {
        Self::iter().filter(|to| self.recruiter_may_move_to(*to)).collect()
    }

    /// An applicant may withdraw until an offer is made.
    pub fn applicant_may_withdraw(self) -> bool {
        matches!(self, Self::Submitted | Self::InReview | Self::Interview)
    }
}

/// Why a recruiter may not move an application from one stage to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageMoveRefused {
    /// Closed, already there, or to a stage of another vacancy.
    InvalidTransition,
    /// Hired from a stage that is not an offer.
    HiredOnlyFromOffer,
    /// Back to an earlier stage without saying why.
    NoteRequired,
}

/// Checks a recruiter's move of an application with `status`, at stage `from`, to stage `to` of
/// the same process: forward to any later stage (skipping is allowed; the timeline records it),
/// back to an earlier one with a note; `hired` only from an offer stage.
pub fn check_stage_move(
    status: ApplicationStatus,
    from: &Stage,
    to: &Stage,
    has_note: bool,
) -> Result<(), StageMoveRefused> {
    if !status.is_open() || from.id == to.id || from.vacancy_id != to.vacancy_id {
        return Err(StageMoveRefused::InvalidTransition);
    }
    if to.kind == StageKind::Hired && from.kind != StageKind::Offered {
        return Err(StageMoveRefused::HiredOnlyFromOffer);
    }
    if to.position < from.position && !has_note {
        return Err(StageMoveRefused::NoteRequired);
    }
    Ok(())
}

/// One answer as sent by the applicant.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AnswerInput {
    pub question_id: i64,
    /// Text for text questions, true/false for yes/no, one of the options for choice, a number.
    pub answer: Value,
}

/// An answer as stored: with the question as it was asked, so later edits to the vacancy do not
/// change what the applicant answered.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    pub question_id: i64,
    pub prompt: String,
    pub kind: QuestionKind,
    pub answer: Value,
    /// The answer matched the question's knockout answer.
    pub knockout: bool,
}

/// Checks the answers against the vacancy's questions: every required question answered, each
/// answer of the question's kind. Returns the stored answers and whether any knocked out.
pub fn check_answers(questions: &[QuestionRow], answers: &[AnswerInput]) -> Result<(Vec<Answer>, bool), FieldErrors> {
    let mut fields = FieldErrors::new();
    for answer in answers {
        if !questions.iter().any(|q| q.id == answer.question_id) {
            fields.add(format!("answers.{}", answer.question_id), ErrorCode::UnknownQuestion);
        }
    }
    let mut stored = Vec::new();
    for question in questions {
        let given = answers.iter().find(|a| a.question_id == question.id).map(|a| &a.answer).filter(|a| !is_blank(a));
        let Some(value) = given else {
            if question.required {
                fields.add(format!("answers.{}", question.id), ErrorCode::AnswerRequired);
            }
            continue;
        };
        let valid = match question.kind {
            QuestionKind::Text => value.as_str().is_some_and(|t| t.chars().count() <= 2000),
            QuestionKind::YesNo => value.is_boolean(),
            QuestionKind::Choice => value.as_str().is_some_and(|choice| question.options().iter().any(|o| o == choice)),
            QuestionKind::Number => value.as_f64().is_some_and(f64::is_finite),
        };
        if !valid {
            fields.add(format!("answers.{}", question.id), ErrorCode::AnswerInvalid);
            continue;
        }
        let knockout = question.knockout_answer.as_ref().is_some_and(|k| k == value);
        stored.push(Answer {
            question_id: question.id,
            prompt: question.prompt.clone(),
            kind: question.kind,
            answer: value.clone(),
            knockout,
        });
    }
    if !fields.is_empty() {
        return Err(fields);
    }
    let knocked_out = stored.iter().any(|a| a.knockout);
    Ok((stored, knocked_out))
}

fn is_blank(value: &Value) -> bool {
    value.is_null() || value.as_str().is_some_and(|t| t.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use sea_orm::Iterable;

    use super::ApplicationStatus::*;
    use super::*;

    #[test]
    fn the_status_machine_as_a_table() {
        let all: Vec<ApplicationStatus> = ApplicationStatus::iter().collect();
        let open = [Submitted, InReview, Interview, Offered];
        let mut allowed: Vec<(ApplicationStatus, ApplicationStatus)> = Vec::new();
        for from in open {
            for to in open.iter().copied().chain([Rejected]).filter(|to| *to != from) {
                allowed.push((from, to));
            }
        }
        allowed.push((Offered, Hired));
        for &from in &all {
            for &to in &all {
                assert_eq!(from.recruiter_may_move_to(to), allowed.contains(&(from, to)), "{from:?} -> {to:?}");
            }
        }
        let withdrawable: Vec<_> = all.iter().filter(|s| s.applicant_may_withdraw()).collect();
        assert_eq!(withdrawable, [&Submitted, &InReview, &Interview]);
    }

    #[test]
    fn stage_moves_go_forward_freely_back_with_a_note_and_hire_from_an_offer() {
        let at = |id, position, kind| Stage { id, vacancy_id: 1, position, kind, names: Default::default() };
        let (new, phone, onsite, offer, hired) = (
            at(1, 0, StageKind::Submitted),
            at(2, 1, StageKind::Interview),
            at(3, 2, StageKind::Interview),
            at(4, 3, StageKind::Offered),
            at(5, 4, StageKind::Hired),
        );
        assert_eq!(check_stage_move(Submitted, &new, &onsite, false), Ok(()));
        assert_eq!(check_stage_move(Interview, &phone, &onsite, false), Ok(()));
        assert_eq!(check_stage_move(Interview, &onsite, &phone, false), Err(StageMoveRefused::NoteRequired));
        assert_eq!(check_stage_move(Interview, &onsite, &phone, true), Ok(()));
        assert_eq!(check_stage_move(Interview, &onsite, &hired, false), Err(StageMoveRefused::HiredOnlyFromOffer));
        assert_eq!(check_stage_move(Offered, &offer, &hired, false), Ok(()));
        assert_eq!(check_stage_move(Interview, &onsite, &onsite, false), Err(StageMoveRefused::InvalidTransition));
        assert_eq!(check_stage_move(Rejected, &onsite, &offer, false), Err(StageMoveRefused::InvalidTransition));
        let elsewhere = Stage { vacancy_id: 2, ..at(6, 3, StageKind::Offered) };
        assert_eq!(check_stage_move(Interview, &onsite, &elsewhere, false), Err(StageMoveRefused::InvalidTransition));
    }

    fn question(id: i64, kind: QuestionKind, required: bool, options: Value, knockout: Option<Value>) -> QuestionRow {
        QuestionRow {
            id,
            vacancy_id: 1,
            position: i32::try_from(id).unwrap(),
            prompt: format!("Q{id}"),
            kind,
            options,
            required,
            knockout_answer: knockout,
        }
    }

    #[test]
    fn answers_are_checked_by_kind_and_knockouts_marked() {
        let questions = [
            question(1, QuestionKind::YesNo, true, serde_json::json!([]), Some(Value::Bool(true))),
            question(2, QuestionKind::Choice, true, serde_json::json!(["A", "B"]), None),
            question(3, QuestionKind::Number, false, serde_json::json!([]), None),
            question(4, QuestionKind::Text, false, serde_json::json!([]), None),
        ];
        let answer = |id, value| AnswerInput { question_id: id, answer: value };
        let (stored, knocked) =
            check_answers(&questions, &[answer(1, Value::Bool(true)), answer(2, "B".into()), answer(3, 4.5.into())])
                .unwrap();
        assert!(knocked);
        assert_eq!(stored.len(), 3);

        let fields =
            check_answers(&questions, &[answer(1, "yes".into()), answer(3, "many".into()), answer(99, 1.into())])
                .unwrap_err();
        for key in ["answers.1", "answers.2", "answers.3", "answers.99"] {
            assert!(fields.contains_key(key), "{key} in {fields:?}");
        }
    }
}
