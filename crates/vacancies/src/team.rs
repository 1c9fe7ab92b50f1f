//! A vacancy's hiring team: the staff members working on it, each with a part — hiring manager
//! (at most one), recruiter, interviewer or coordinator. Recruiters edit it like the vacancy;
//! every change is audited. (Who may see what through a membership is the access policy's,
//! built on these rows.)

use actix_web::{HttpResponse, get, put, web};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DbErr, DeriveActiveEnum, EntityTrait, EnumIter, Order, QueryFilter, QueryOrder,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::audit::{self, Action};
use crate::auth::StaffOnly;
use crate::auth::schema::{UserColumn, Users};
use crate::auth::users::{self, UserOrder};
use crate::entities::team_member;
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::tenancy::TenantTx;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(get_team).service(replace_team);
}

/// The most members a team has.
pub const MAX_MEMBERS: usize = 50;

/// A member's part in a vacancy's hiring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum TeamRole {
    HiringManager,
    Recruiter,
    Interviewer,
    Coordinator,
}

/// A member as the API shows them.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TeamMember {
    pub user_id: Uuid,
    pub name: String,
    pub email: String,
    pub role: TeamRole,
}

/// A member as a recruiter names them.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TeamMemberInput {
    /// An active staff member or admin of the tenant.
    pub user_id: Uuid,
    pub role: TeamRole,
}

/// The whole team: members left out leave it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TeamInput {
    /// At most 50, each once, at most one hiring manager.
    pub members: Vec<TeamMemberInput>,
}

/// A vacancy's members and their parts: by part (the hiring manager first), then in the order
/// they were added.
pub async fn members(tx: &TenantTx, vacancy_id: i64) -> Result<Vec<(Uuid, TeamRole)>, DbErr> {
    let mut rows = team_member::Entity::find()
        .filter(team_member::Column::VacancyId.eq(vacancy_id))
        .order_by(team_member::Column::AddedAt, Order::Asc)
        .order_by(team_member::Column::UserId, Order::Asc)
        .all(tx)
        .await?;
    rows.sort_by_key(|row| row.role as u8);
    Ok(rows.into_iter().map(|row| (row.user_id, row.role)).collect())
}

/// One's place on a vacancy's hiring team, as the privacy export shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Membership {
    pub vacancy_id: i64,
    pub role: TeamRole,
    pub added_at: chrono::DateTime<chrono::Utc>,
}

/// The hiring teams `user_id` is on.
pub async fn memberships(tx: &TenantTx, user_id: Uuid) -> Result<Vec<Membership>, DbErr> {
    let rows = team_member::Entity::find()
        .filter(team_member::Column::UserId.eq(user_id))
        .order_by(team_member::Column::VacancyId, Order::Asc)
        .all(tx)
        .await?;
    Ok(rows
        .into_iter()
        .map(|row| Membership { vacancy_id: row.vacancy_id, role: row.role, added_at: row.added_at })
        .collect())
}

/// Puts `user_id` on the vacancy's team in `role` (a member already on it keeps their part).
pub async fn join(tx: &TenantTx, vacancy_id: i64, user_id: Uuid, role: TeamRole) -> Result<(), DbErr> {
    let model = team_member::ActiveModel {
        vacancy_id: Set(vacancy_id),
        user_id: Set(user_id),
        role: Set(role),
        ..Default::default()
    };
    let keep = sea_orm::sea_query::OnConflict::columns([team_member::Column::VacancyId, team_member::Column::UserId])
        .do_nothing()
        .to_owned();
    team_member::Entity::insert(model).on_conflict(keep).exec_without_returning(tx).await?;
    announce(tx).await
}

/// Tells every replica's evidence views, when `tx` commits, that a team changed: a member's part
/// decides what they may read there (the hiring manager reads every scorecard).
async fn announce(tx: &TenantTx) -> Result<(), DbErr> {
    crate::answer_cache::announce(tx, crate::answer_cache::channel::EVIDENCE).await
}

/// Replaces a vacancy's team (already checked); members who stay keep when they were added.
async fn replace(tx: &TenantTx, vacancy_id: i64, team: &[TeamMemberInput]) -> Result<(), DbErr> {
    let kept: Vec<Uuid> = team.iter().map(|member| member.user_id).collect();
    team_member::Entity::delete_many()
        .filter(team_member::Column::VacancyId.eq(vacancy_id))
        .filter(team_member::Column::UserId.is_not_in(kept))
        .exec(tx)
        .await?;
    for member in team {
        let model = team_member::ActiveModel {
            vacancy_id: Set(vacancy_id),
            user_id: Set(member.user_id),
            role: Set(member.role),
            ..Default::default()
        };
        let upsert =
            sea_orm::sea_query::OnConflict::columns([team_member::Column::VacancyId, team_member::Column::UserId])
                .update_column(team_member::Column::Role)
                .to_owned();
        team_member::Entity::insert(model).on_conflict(upsert).exec_without_returning(tx).await?;
    }
    announce(tx).await
}

/// The members with their names, in the team's order.
async fn shown(tx: &TenantTx, vacancy_id: i64) -> Result<Vec<TeamMember>, ApiError> {
    let team = members(tx, vacancy_id).await?;
    let ids: Vec<Uuid> = team.iter().map(|(id, _)| *id).collect();
    let condition = sea_orm::Condition::all().add(Expr::col((Users, UserColumn::Id)).is_in(ids));
    let people = users::matching(tx, condition, UserOrder::Name, None).await?;
    Ok(team
        .iter()
        .filter_map(|(id, role)| {
            let user = people.iter().find(|user| user.id == *id)?;
            Some(TeamMember { user_id: user.id, name: user.name.clone(), email: user.email.clone(), role: *role })
        })
        .collect())
}

#[utoipa::path(tag = "hiring process", security(("bearer" = [])), params(("id" = i64, Path, description = "Vacancy id")),
    responses(
    (status = 200, description = "The vacancy's hiring team", body = Vec<TeamMember>),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/vacancies/{id}/team")]
async fn get_team(auth: StaffOnly, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    crate::vacancy_seen(&auth.tx, &auth.user, *id).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(shown(&auth.tx, *id).await?))
}

/// Replaces the vacancy's hiring team; the change is audited with the team before and after.
#[utoipa::path(tag = "hiring process", security(("bearer" = [])), params(("id" = i64, Path, description = "Vacancy id")),
    request_body = TeamInput, responses(
    (status = 200, description = "The vacancy's hiring team", body = Vec<TeamMember>),
    (status = 400, description = "`validation_failed` (`team_member_not_staff`, `team_invalid`)", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy", body = ErrorEnvelope),
))]
#[put("/api/v1/admin/vacancies/{id}/team")]
async fn replace_team(
    auth: StaffOnly,
    id: web::Path<i64>,
    body: web::Json<TeamInput>,
) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let team = body.into_inner().members;
    crate::vacancy_seen(&tx, &user, *id).await?;
    let mut fields = FieldErrors::new();
    let mut seen: Vec<Uuid> = Vec::new();
    let managers = team.iter().filter(|member| member.role == TeamRole::HiringManager).count();
    let repeated = team.iter().any(|member| {
        let again = seen.contains(&member.user_id);
        seen.push(member.user_id);
        again
    });
    if team.len() > MAX_MEMBERS || managers > 1 || repeated {
        fields.add("members", ErrorCode::TeamInvalid);
    }
    let staff =
        users::ids_matching(&tx, users::active_staff().add(Expr::col((Users, UserColumn::Id)).is_in(seen.clone())))
            .await?;
    for (index, member) in team.iter().enumerate() {
        if !staff.contains(&member.user_id) {
            fields.add(format!("members.{index}.userId"), ErrorCode::TeamMemberNotStaff);
        }
    }
    fields.into_result()?;
    let before = shown(&tx, *id).await?;
    replace(&tx, *id, &team).await?;
    let after = shown(&tx, *id).await?;
    let entry = audit::Entry {
        actor_user: Some(user.id),
        actor_label: &user.email,
        action: Action::VacancyTeamChanged,
        subject_type: "vacancy",
        subject_id: Some(id.to_string()),
        details: json!({
            "before": before.iter().map(|m| json!({"userId": m.user_id, "role": m.role})).collect::<Vec<_>>(),
            "after": after.iter().map(|m| json!({"userId": m.user_id, "role": m.role})).collect::<Vec<_>>(),
        }),
    };
    audit::record(&tx, entry).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(after))
}
