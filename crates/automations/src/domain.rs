//! Stage rules as admins write them: *when* (a trigger), *if* (conditions) and *then* (actions),
//! checked before they are stored.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ApiError, ErrorCode, FieldErrors};
use crate::mail::templates::Wording;
use crate::vacancies::stages::Process;
use crate::vacancies::team::TeamRole;

/// The most rules one vacancy has.
pub const MAX_RULES_PER_VACANCY: u64 = 50;
/// The most actions one rule takes.
pub const MAX_ACTIONS: usize = 10;
/// The longest delay of a message: 30 days.
pub const MAX_DELAY_MINUTES: u32 = 30 * 24 * 60;
/// The templates a rule may send: those that say nothing a rule cannot make true. A rejection,
/// an offer or a vacancy's closing is told by the step that makes it so (a recruiter's rejection,
/// the offer sent, the closing messages), never by a message alone.
pub const RULE_TEMPLATES: &[Wording] = &[Wording::StageReached, Wording::InterviewInvitation, Wording::WaitingUpdate];

/// The most past applications a dry run reports.
pub const DRY_RUN_LIMIT: u64 = 200;

/// When a rule acts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Trigger {
    /// An application enters the stage (on applying, for the first stage).
    #[serde(rename_all = "camelCase")]
    EnteredStage { stage_id: i64 },
    /// An applicant gives a knockout answer.
    KnockedOut,
    /// An application has sat in the stage `days` days without moving.
    #[serde(rename_all = "camelCase")]
    Idle { stage_id: i64, days: u32 },
}

impl Trigger {
    pub fn stage(&self) -> Option<i64> {
        match self {
            Trigger::EnteredStage { stage_id } | Trigger::Idle { stage_id, .. } => Some(*stage_id),
            Trigger::KnockedOut => None,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Trigger::EnteredStage { .. } => "entered_stage",
            Trigger::KnockedOut => "knocked_out",
            Trigger::Idle { .. } => "idle",
        }
    }

    pub fn idle_days(&self) -> Option<i32> {
        match self {
            Trigger::Idle { days, .. } => Some(*days as i32),
            _ => None,
        }
    }

    /// From the stored columns.
    pub fn from_columns(kind: &str, stage_id: Option<i64>, idle_days: Option<i32>) -> Option<Self> {
        Some(match kind {
            "entered_stage" => Trigger::EnteredStage { stage_id: stage_id? },
            "knocked_out" => Trigger::KnockedOut,
            "idle" => Trigger::Idle { stage_id: stage_id?, days: u32::try_from(idle_days?).ok()? },
            _ => return None,
        })
    }
}

/// Conditions an application must meet for the rule to act (all that are given).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Conditions {
    /// Where the applicant came from (the application's source, e.g. `linkedin`); `direct` for
    /// none. Any of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sources: Option<Vec<String>>,
    /// Whether a knockout answer knocked the application out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub knocked_out: Option<bool>,
}

/// The source name of an application without one.
pub const DIRECT: &str = "direct";

impl Conditions {
    /// Whether an application with `source` and `knocked_out` meets them.
    pub fn met_by(&self, source: Option<&str>, knocked_out: bool) -> bool {
        let source = source.unwrap_or(DIRECT);
        self.sources.as_ref().is_none_or(|sources| sources.iter().any(|s| s.eq_ignore_ascii_case(source)))
            && self.knocked_out.is_none_or(|wanted| wanted == knocked_out)
    }
}

/// One thing a rule does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Mails the applicant a message template (`stage_reached`, `interview_invitation` or
    /// `waiting_update`) in their language, after `delayMinutes` (none: at once). Like every
    /// action, cancelled when the application moved on meanwhile.
    #[serde(rename_all = "camelCase")]
    SendTemplate {
        template: Wording,
        #[serde(default)]
        delay_minutes: u32,
    },
    /// A task for the members of the hiring team with `role` (the rule's author when the team has
    /// none), due `dueInDays` days later.
    #[serde(rename_all = "camelCase")]
    CreateTask {
        title: String,
        role: TeamRole,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        due_in_days: Option<u32>,
    },
    /// Mails the vacancy's hiring team (all of it, or the members with `role`).
    NotifyTeam {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        role: Option<TeamRole>,
    },
    /// Moves the application to another stage of its vacancy.
    #[serde(rename_all = "camelCase")]
    MoveToStage { stage_id: i64 },
    /// Asks the application's interviewers who have not submitted a scorecard of an interview
    /// that ended to submit it.
    RequestScorecard,
}

/// A rule as an admin writes it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RuleInput {
    /// 1 to 120 characters on one line.
    pub name: String,
    pub trigger: Trigger,
    #[serde(default)]
    pub conditions: Conditions,
    /// 1 to 10, done in order.
    pub actions: Vec<Action>,
    /// A new rule is a draft (off) unless this says otherwise.
    #[serde(default)]
    pub enabled: bool,
}

/// Checks a rule against its vacancy's process.
pub fn check(input: &RuleInput, process: &Process) -> Result<(), ApiError> {
    let mut fields = FieldErrors::new();
    let name = input.name.trim();
    if name.is_empty() || name.chars().count() > 120 || name.contains(['\n', '\r']) {
        fields.add("name", ErrorCode::RuleNameInvalid);
    }
    let stage_known = |id: i64| process.find(id).is_some();
    match &input.trigger {
        Trigger::EnteredStage { stage_id } if !stage_known(*stage_id) => {
            fields.add("trigger", ErrorCode::RuleTriggerInvalid)
        }
        Trigger::Idle { stage_id, days } if !stage_known(*stage_id) || !(1..=365).contains(days) => {
            fields.add("trigger", ErrorCode::RuleTriggerInvalid)
        }
        _ => {}
    }
    if let Some(sources) = &input.conditions.sources
        && (sources.is_empty() || sources.len() > 20 || sources.iter().any(|s| s.trim().is_empty() || s.len() > 100))
    {
        fields.add("conditions.sources", ErrorCode::RuleConditionInvalid);
    }
    if input.actions.is_empty() || input.actions.len() > MAX_ACTIONS {
        fields.add("actions", ErrorCode::RuleActionsInvalid);
    }
    for (index, action) in input.actions.iter().enumerate() {
        let valid = match action {
            Action::SendTemplate { template, delay_minutes } => {
                RULE_TEMPLATES.contains(template) && *delay_minutes <= MAX_DELAY_MINUTES
            }
            Action::CreateTask { title, due_in_days, .. } => {
                let title = title.trim();
                !title.is_empty() && title.chars().count() <= 200 && due_in_days.is_none_or(|days| days <= 365)
            }
            Action::NotifyTeam { .. } | Action::RequestScorecard => true,
            // A move to the stage that triggers the rule would set it off again.
            Action::MoveToStage { stage_id } => stage_known(*stage_id) && input.trigger.stage() != Some(*stage_id),
        };
        if !valid {
            fields.add(format!("actions.{index}"), ErrorCode::RuleActionInvalid);
        }
    }
    fields.into_result()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions_match_sources_without_case_and_direct_applications() {
        let any = Conditions::default();
        assert!(any.met_by(None, true));
        let linkedin = Conditions { sources: Some(vec!["LinkedIn".into(), "direct".into()]), knocked_out: Some(false) };
        assert!(linkedin.met_by(Some("linkedin"), false));
        assert!(linkedin.met_by(None, false));
        assert!(!linkedin.met_by(Some("indeed"), false));
        assert!(!linkedin.met_by(Some("linkedin"), true));
    }

    #[test]
    fn rules_read_as_the_api_documents_them() {
        let input: RuleInput = serde_json::from_value(serde_json::json!({
            "name": "Phone screen",
            "trigger": {"type": "entered_stage", "stageId": 4},
            "actions": [
                {"type": "send_template", "template": "interview_invitation", "delayMinutes": 60},
                {"type": "create_task", "title": "Schedule the call", "role": "recruiter"},
                {"type": "request_scorecard"}
            ]
        }))
        .unwrap();
        assert_eq!(input.trigger, Trigger::EnteredStage { stage_id: 4 });
        assert_eq!(
            input.actions[0],
            Action::SendTemplate { template: Wording::InterviewInvitation, delay_minutes: 60 }
        );
        assert!(!input.enabled);
        let unknown = serde_json::from_value::<RuleInput>(serde_json::json!({
            "name": "x", "trigger": {"type": "knocked_out"}, "actions": [{"type": "launch_rocket"}]
        }));
        assert!(unknown.is_err());
        for trigger in
            [Trigger::EnteredStage { stage_id: 1 }, Trigger::KnockedOut, Trigger::Idle { stage_id: 2, days: 5 }]
        {
            assert_eq!(Trigger::from_columns(trigger.kind(), trigger.stage(), trigger.idle_days()), Some(trigger));
        }
    }
}
