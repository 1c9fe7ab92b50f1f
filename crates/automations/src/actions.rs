//! What a rule's action does to one application: first *planned* from the application as it is
//! (who would get which mail, which task, which move), then *done*. The dry run shows the plan
//! without doing it, and the worker does exactly what it plans, so what a recruiter saw in the dry
//! run is what the rule does on the same data.

use chrono::{DateTime, Duration, Utc};
use sea_orm::{DbErr, FromQueryResult};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::applications::domain::{ApplicationStatus, StageMoveRefused, check_stage_move};
use crate::applications::pipeline::{Actor, Moves, Step, Tell, record_moves};
use crate::applications::repo::{self as application_repo, NewEvent};
use crate::db::{self, raw};
use crate::domain::{Action, Conditions};
use crate::error::ApiError;
use crate::locale::Locale;
use crate::mail::templates::Wording;
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::TenantTx;
use crate::vacancies::stages::Process;
use crate::vacancies::team::TeamRole;

/// What an action did (or, in a dry run, would do) — also the run log's `outcome`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Outcome {
    /// A message template mailed to the applicant (its subject as sent).
    Sent { template: Wording, locale: Locale, subject: String },
    /// A task for each of these people.
    TaskCreated { title: String, assignees: Vec<String> },
    /// The hiring team (these members) was mailed.
    TeamNotified { recipients: Vec<String> },
    /// The application moved to this stage.
    Moved { stage: String },
    /// These interviewers were asked for their scorecards.
    ScorecardsRequested { interviewers: Vec<String> },
    /// The open applications of a filled or archived vacancy were closed with a message.
    Closed { applications: u32 },
    /// Nothing was done, and why.
    Skipped { reason: SkipReason },
    /// The action failed (a rule's move the pipeline refuses, say); the log keeps why.
    Failed { code: String },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SkipReason {
    /// The application does not meet the rule's conditions.
    ConditionsNotMet,
    /// It left the stage before the action was due (a delayed message is cancelled).
    MovedOn,
    /// It is closed (hired, rejected or withdrawn).
    Closed,
    /// The applicant's address is gone (their account was erased).
    NoAddress,
    /// Nobody to do it for (no interview waiting for a scorecard, an empty team).
    NobodyToAsk,
    /// The rule was turned off, deleted or changed before the action was due.
    RuleOff,
}

impl Outcome {
    /// The state the run log records for it.
    pub fn state(&self) -> &'static str {
        match self {
            Outcome::Skipped { reason: SkipReason::MovedOn } => "cancelled",
            Outcome::Skipped { .. } => "skipped",
            Outcome::Failed { .. } => "failed",
            _ => "done",
        }
    }
}

/// One application as the rules see it, with whom to tell about it: its applicant's account
/// (none once they erased it), their language and the vacancy's title in it — as every other mail
/// about an application finds them (`applications::repo::mail_targets`).
#[derive(Debug, Clone, FromQueryResult)]
pub struct Subject {
    pub id: i64,
    pub vacancy_id: i64,
    pub status: ApplicationStatus,
    pub stage_id: Option<i64>,
    pub source: Option<String>,
    pub knocked_out: bool,
    pub applicant_name: String,
    #[sea_orm(skip)]
    pub to: Option<Addressee>,
}

/// The applicant's address, language, and the vacancy's title in that language.
#[derive(Debug, Clone)]
pub struct Addressee {
    pub email: String,
    pub locale: Locale,
    pub vacancy_title: String,
}

impl Subject {
    /// The application; `lock` takes its row lock first, so a recruiter's move waits for the
    /// rule's action (and the action sees the move that came first).
    pub async fn load(tx: &TenantTx, id: i64, lock: bool) -> Result<Option<Self>, DbErr> {
        const SQL: &str = "SELECT a.id, a.vacancy_id, a.status, a.stage_id, a.source, a.knocked_out, a.applicant_name
             FROM applications a WHERE a.id = $1";
        const LOCKED: &str =
            "SELECT a.id, a.vacancy_id, a.status, a.stage_id, a.source, a.knocked_out, a.applicant_name
             FROM applications a WHERE a.id = $1 FOR UPDATE";
        let Some(mut subject) =
            db::fetch_one_raw::<Self>(tx, raw(if lock { LOCKED } else { SQL }, [id.into()])).await?
        else {
            return Ok(None);
        };
        subject.to = application_repo::mail_targets(tx, &[id]).await?.into_iter().next().map(|target| Addressee {
            email: target.email,
            locale: target.locale,
            vacancy_title: target.vacancy_title,
        });
        Ok(Some(subject))
    }
}

/// A member of a vacancy's hiring team, with what a mail to them needs.
#[derive(Debug, Clone, FromQueryResult)]
pub struct Member {
    pub user_id: Uuid,
    pub role: TeamRole,
    pub name: String,
    pub email: String,
    pub locale: Locale,
}

/// The vacancy's title, as written (for the team's mail when the applicant's account is gone).
pub async fn vacancy_title(tx: &TenantTx, vacancy: i64) -> Result<String, DbErr> {
    #[derive(FromQueryResult)]
    struct Title {
        title: String,
    }
    let row: Option<Title> =
        db::fetch_one_raw(tx, raw("SELECT title FROM vacancies WHERE id = $1", [vacancy.into()])).await?;
    Ok(row.map(|row| row.title).unwrap_or_default())
}

/// Whether the application moved (its stage or status) after `since`, other than by `except`
/// (the rule's own moves): a rule's action is cancelled when the application moved on meanwhile.
pub async fn moved_since(tx: &TenantTx, application: i64, since: DateTime<Utc>, except: &str) -> Result<bool, DbErr> {
    const SQL: &str = "SELECT EXISTS (SELECT 1 FROM application_events e WHERE e.application_id = $1 AND e.at > $2
             AND e.actor_label <> $3
             AND (e.from_status IS DISTINCT FROM e.to_status OR e.from_stage_id IS DISTINCT FROM e.to_stage_id)) AS moved";
    #[derive(FromQueryResult)]
    struct Moved {
        moved: bool,
    }
    let row: Option<Moved> = db::fetch_one_raw(tx, raw(SQL, [application.into(), since.into(), except.into()])).await?;
    Ok(row.is_some_and(|row| row.moved))
}

/// The vacancy's active team members (the vacancy's author when it has none, as a recruiter).
pub async fn team(tx: &TenantTx, vacancy: i64) -> Result<Vec<Member>, DbErr> {
    const SQL: &str = "SELECT u.id AS user_id, t.role, u.name, u.email, u.locale
         FROM vacancy_team t JOIN users u ON u.id = t.user_id
         WHERE t.vacancy_id = $1 AND u.status = 'active'
         UNION ALL
         SELECT u.id, 'recruiter', u.name, u.email, u.locale FROM vacancies v JOIN users u ON u.id = v.created_by
         WHERE v.id = $1 AND u.status = 'active' AND NOT EXISTS (SELECT 1 FROM vacancy_team t WHERE t.vacancy_id = v.id)
         ORDER BY 1";
    db::fetch_all_raw(tx, raw(SQL, [vacancy.into()])).await
}

/// Where links in the mails lead.
#[derive(Debug, Clone)]
pub struct Links {
    pub public_url: String,
}

impl Links {
    pub fn my_application(&self, tx: &TenantTx) -> String {
        format!("{}/my-application?tenant={}", self.public_url, tx.tenant().slug)
    }

    pub fn application(&self, tx: &TenantTx, id: i64) -> String {
        format!("{}/job-vacancy-setting/applications/{id}?tenant={}", self.public_url, tx.tenant().slug)
    }

    fn scorecard(&self, tx: &TenantTx, event: i64) -> String {
        format!("{}/scorecards/{event}?tenant={}", self.public_url, tx.tenant().slug)
    }
}

/// A planned action with what doing it takes.
pub enum Planned {
    Mail { mails: Vec<(String, String, Locale, MailKind)>, outcome: Outcome },
    Tasks { tasks: Vec<crate::tasks::repo::NewTask>, outcome: Outcome },
    Move { step: Step, to: ApplicationStatus, outcome: Outcome },
    Nothing(Outcome),
}

impl Planned {
    pub fn outcome(&self) -> &Outcome {
        match self {
            Planned::Mail { outcome, .. }
            | Planned::Tasks { outcome, .. }
            | Planned::Move { outcome, .. }
            | Planned::Nothing(outcome) => outcome,
        }
    }
}

fn skip(reason: SkipReason) -> Planned {
    Planned::Nothing(Outcome::Skipped { reason })
}

/// The subject a mail to `name` in `locale` gets, in the tenant's words where it wrote them.
pub async fn subject_line(tx: &TenantTx, kind: &MailKind, locale: Locale, name: &str) -> Result<String, DbErr> {
    let wordings: Vec<Wording> = kind.wording().into_iter().collect();
    let own = mail::tenant_texts::texts(tx, &wordings).await?;
    let own = own.iter().find(|(_, l, _)| *l == locale).map(|(_, _, text)| text);
    let site = crate::tenancy::PublicTenant::from(tx.tenant()).erecruitment_title;
    Ok(mail::templates::render_with(kind, locale, name, &site, own).subject)
}

/// Everything a plan reads, loaded once per application.
pub struct Scene<'a> {
    pub subject: &'a Subject,
    pub process: &'a Process,
    pub team: &'a [Member],
    pub links: &'a Links,
    pub rule_name: &'a str,
    pub rule_author: Option<Uuid>,
    /// The vacancy's title as written (the team's mail).
    pub vacancy_title: &'a str,
    /// The stage the trigger saw the application in: the action is cancelled when it is
    /// elsewhere (the worker also cancels it when the application moved after the trigger).
    pub trigger_stage: Option<i64>,
}

/// What `action` would do to the application now.
pub async fn plan(
    tx: &TenantTx,
    scene: &Scene<'_>,
    conditions: &Conditions,
    action: &Action,
) -> Result<Planned, DbErr> {
    let subject = scene.subject;
    if !subject.status.is_open() {
        return Ok(skip(SkipReason::Closed));
    }
    if scene.trigger_stage.is_some() && scene.trigger_stage != subject.stage_id {
        return Ok(skip(SkipReason::MovedOn));
    }
    if !conditions.met_by(subject.source.as_deref(), subject.knocked_out) {
        return Ok(skip(SkipReason::ConditionsNotMet));
    }
    let default = crate::translated::default_of(tx.tenant());
    let stage_name = |locale| {
        subject
            .stage_id
            .and_then(|id| scene.process.find(id))
            .map(|stage| stage.name(locale, default))
            .unwrap_or_default()
    };
    Ok(match action {
        Action::SendTemplate { template, .. } => {
            let Some(to) = &subject.to else { return Ok(skip(SkipReason::NoAddress)) };
            let kind = MailKind::Automated {
                wording: *template,
                vacancy: to.vacancy_title.clone(),
                stage: stage_name(to.locale),
                link: scene.links.my_application(tx),
            };
            let line = subject_line(tx, &kind, to.locale, &subject.applicant_name).await?;
            Planned::Mail {
                mails: vec![(to.email.clone(), subject.applicant_name.clone(), to.locale, kind)],
                outcome: Outcome::Sent { template: *template, locale: to.locale, subject: line },
            }
        }
        Action::CreateTask { title, role, due_in_days } => {
            let mut assignees: Vec<(Uuid, String)> =
                scene.team.iter().filter(|m| m.role == *role).map(|m| (m.user_id, m.name.clone())).collect();
            if assignees.is_empty() {
                let Some(author) = scene.rule_author else { return Ok(skip(SkipReason::NobodyToAsk)) };
                let name = scene.team.iter().find(|m| m.user_id == author).map(|m| m.name.clone());
                assignees.push((author, name.unwrap_or_default()));
            }
            // The task links the application; its title names no applicant (erasure would leave
            // the name behind in it).
            let title = title.trim().to_owned();
            let due_on = due_in_days.map(|days| (Utc::now() + Duration::days(i64::from(days))).date_naive());
            let tasks = assignees
                .iter()
                .map(|(user, _)| crate::tasks::repo::NewTask {
                    title: title.clone(),
                    description: String::new(),
                    assignee_id: *user,
                    created_by: scene.rule_author.unwrap_or(*user),
                    due_on,
                    vacancy_id: Some(subject.vacancy_id),
                    application_id: Some(subject.id),
                    is_starred: false,
                    is_important: false,
                })
                .collect();
            let assignees = assignees.into_iter().map(|(_, name)| name).collect();
            Planned::Tasks { tasks, outcome: Outcome::TaskCreated { title, assignees } }
        }
        Action::NotifyTeam { role } => {
            let members: Vec<&Member> = scene.team.iter().filter(|m| role.is_none_or(|r| m.role == r)).collect();
            if members.is_empty() {
                return Ok(skip(SkipReason::NobodyToAsk));
            }
            let mails = members
                .iter()
                .map(|m| {
                    let kind = MailKind::RuleNotice {
                        rule: scene.rule_name.to_owned(),
                        applicant: subject.applicant_name.clone(),
                        vacancy: scene.vacancy_title.to_owned(),
                        stage: stage_name(m.locale),
                        link: scene.links.application(tx, subject.id),
                    };
                    (m.email.clone(), m.name.clone(), m.locale, kind)
                })
                .collect();
            let recipients = members.iter().map(|m| m.name.clone()).collect();
            Planned::Mail { mails, outcome: Outcome::TeamNotified { recipients } }
        }
        Action::MoveToStage { stage_id } => {
            let (Some(to), Some(from)) =
                (scene.process.find(*stage_id), subject.stage_id.and_then(|id| scene.process.find(id)))
            else {
                return Ok(Planned::Nothing(Outcome::Failed { code: "stage_unknown".into() }));
            };
            let to_status = ApplicationStatus::of_kind(to.kind);
            // A rule's move is as bound by the pipeline as a recruiter's (a move back is noted).
            if let Err(refused) = check_stage_move(subject.status, from, to, true) {
                let code = match refused {
                    StageMoveRefused::HiredOnlyFromOffer => "hired_only_from_offer",
                    _ => "invalid_transition",
                };
                return Ok(Planned::Nothing(Outcome::Failed { code: code.into() }));
            }
            let step = Step {
                application_id: subject.id,
                from: subject.status,
                from_stage: Some(from.id),
                to_stage: Some(to.id),
            };
            Planned::Move { step, to: to_status, outcome: Outcome::Moved { stage: to.name(default, default) } }
        }
        Action::RequestScorecard => {
            let waiting = crate::scorecards::repo::owed_for(tx, subject.id).await?;
            if waiting.is_empty() {
                return Ok(skip(SkipReason::NobodyToAsk));
            }
            let now = Utc::now();
            let mails = waiting
                .iter()
                .map(|row| {
                    let hours = u32::try_from((now - row.ends_at).num_hours().max(0)).unwrap_or(u32::MAX);
                    let kind = MailKind::ScorecardReminder {
                        applicant: subject.applicant_name.clone(),
                        title: row.title.clone(),
                        hours,
                        link: scene.links.scorecard(tx, row.event_id),
                    };
                    (row.email.clone(), row.name.clone(), row.locale, kind)
                })
                .collect();
            let mut interviewers: Vec<String> = waiting.iter().map(|row| row.name.clone()).collect();
            interviewers.dedup();
            Planned::Mail { mails, outcome: Outcome::ScorecardsRequested { interviewers } }
        }
    })
}

/// Does what was planned, in the caller's transaction, and writes it to the application's
/// history under the rule's name. Err only for a database failure.
pub async fn execute(tx: &TenantTx, planned: Planned, label: &str, depth: i32) -> Result<Outcome, ApiError> {
    match planned {
        Planned::Nothing(outcome) => Ok(outcome),
        Planned::Mail { mails, outcome } => {
            let recipients: Vec<(Recipient<'_>, MailKind)> = mails
                .iter()
                .map(|(address, name, locale, kind)| (Recipient { address, name, locale: *locale }, kind.clone()))
                .collect();
            mail::enqueue_many(tx, &recipients).await?;
            Ok(outcome)
        }
        Planned::Tasks { tasks, outcome } => {
            for task in tasks {
                crate::tasks::repo::insert(tx, task).await?;
            }
            Ok(outcome)
        }
        Planned::Move { step, to, outcome } => {
            // The rules of the stage it enters act one level deeper (see `automation::MAX_DEPTH`).
            set_depth(tx, depth + 1).await?;
            let moves = Moves { steps: &[step], to, reason: None, note: Some(label), tell: Tell::StatusChange };
            record_moves(tx, Actor { user: None, label }, moves).await?;
            set_depth(tx, 0).await?;
            Ok(outcome)
        }
    }
}

/// How deep in a chain of rule-made moves the transaction's next change is (a transaction-local
/// setting the trigger writer reads).
async fn set_depth(tx: &TenantTx, depth: i32) -> Result<(), DbErr> {
    use sea_orm::ConnectionTrait;
    let statement =
        raw("SELECT set_config($1, $2, true)", [crate::automation::DEPTH_SETTING.into(), depth.to_string().into()]);
    tx.query_one_raw(statement).await?;
    Ok(())
}

/// Writes a done action into the application's history (a move writes its own entry).
pub async fn note_in_history(tx: &TenantTx, subject: &Subject, label: &str, what: &str) -> Result<(), DbErr> {
    application_repo::add_event(
        tx,
        NewEvent {
            application_id: subject.id,
            from: Some(subject.status),
            to: subject.status,
            from_stage: subject.stage_id,
            to_stage: subject.stage_id,
            reason: None,
            actor_user: None,
            actor_label: label,
            note: Some(what),
        },
    )
    .await
}

/// An outcome in words for the history (English, as the audit log's labels are).
pub fn describe(outcome: &Outcome) -> Option<String> {
    Some(match outcome {
        Outcome::Sent { template, .. } => format!("Message sent automatically: {}", template.as_str()),
        Outcome::TaskCreated { title, .. } => format!("Task created automatically: {title}"),
        Outcome::TeamNotified { .. } => "Hiring team notified automatically".to_owned(),
        Outcome::ScorecardsRequested { .. } => "Scorecards requested automatically".to_owned(),
        _ => return None,
    })
}
