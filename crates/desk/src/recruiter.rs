//! The recruiter's desk (staff and admins): every application in one grid, the sources to filter
//! by, and moving many applications at once through the same status rules as one.

use actix_web::{HttpResponse, get, post, web};
use serde::Deserialize;
use utoipa::IntoParams;

use super::cache::{DeskCache, GridPage};
use super::grid::{self, DeskFilter, DeskSort};
use super::views::DeskApplication;
use crate::applications::domain::{ApplicationStatus, StageMoveRefused, check_stage_move};
use crate::applications::pipeline::{Moves, Step, Tell, record_moves, refusal, steps_to_status};
use crate::applications::reasons;
use crate::applications::repo::{self, ApplicationRow};
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::bulk::{BulkAnswer, BulkResult};
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::FileSigner;
use crate::paging;
use crate::tenancy::TenantTx;
use crate::vacancies::stages::repo as stage_repo;
use crate::views::{BulkStatus, DeskPage};

/// The most applications one bulk change (or selection by ids) takes.
pub const MAX_BULK: usize = 5_000;

pub fn configure(cfg: &mut web::ServiceConfig) {
    // Before the recruiters' `applications/{id}` routes, so `sources` is not read as an id.
    cfg.service(list_applications).service(list_sources).service(bulk_status);
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct GridQuery {
    /// `appliedAt`, `name`, `status` (the pipeline's order), `vacancy` or `updatedAt`; `-` before
    /// it for descending. By default `-appliedAt`, the newest first.
    sort: Option<String>,
    page: Option<u64>,
    /// 1–100 (the web app offers 25, 50 and 100).
    per_page: Option<u64>,
}

/// Every application of the tenant, filtered, sorted and paged; each row with its vacancy, the
/// applicant's photo, the caller's unread mail about it and the moves it allows.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])), params(GridQuery, DeskFilter),
    responses(
    (status = 200, description = "One page of applications", body = DeskPage),
    (status = 400, description = "`invalid_query`", body = ErrorEnvelope),
    StaffRequired,
))]
#[get("/api/v1/admin/applications")]
async fn list_applications(
    auth: StaffOnly,
    signer: web::Data<FileSigner>,
    cache: web::Data<DeskCache>,
    query: web::Query<GridQuery>,
    filter: web::Query<DeskFilter>,
) -> Result<HttpResponse, ApiError> {
    let (page, per_page) = paging::resolve(query.page, query.per_page)?;
    let sort = DeskSort::parse(query.sort.as_deref())?;
    let filter = filter.into_inner().checked()?;
    let offset = page.saturating_sub(1).saturating_mul(per_page);
    let tx = &auth.tx;
    let access = Access::of(tx, &auth.user).await?;
    // Keyed by what was understood, not the query's text: its days are the tenant zone's, its
    // rows those the reader may see.
    let zone = tx.tenant().zone();
    let asked = format!("{filter:?} {sort:?} {per_page} {offset} {zone:?} {}", access.key());
    let kept = cache
        .page(tx.tenant(), asked, || async {
            let (rows, total) = grid::page(tx, &filter, &access, sort, per_page, offset).await?;
            Ok::<_, ApiError>(GridPage { rows, total })
        })
        .await?;
    let ids: Vec<i64> = kept.rows.iter().map(|row| row.id).collect();
    let unread = crate::messages::repo::unread_about(tx, auth.user.id, &ids).await?;
    let slug = &tx.tenant().slug;
    let default = crate::translated::default_of(tx.tenant());
    let data = kept
        .rows
        .iter()
        .map(|row| {
            let photo = row.image_file_id.map(|file| signer.url(slug, file));
            DeskApplication::new(row, photo, unread.get(&row.id).copied().unwrap_or(0), auth.user.locale, default)
        })
        .collect();
    let body = DeskPage { data, total: kept.total.count, total_exact: kept.total.exact, page, per_page };
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(body))
}

/// The sources applications came with (`?source=` when applying), most frequent first.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])), responses(
    (status = 200, description = "At most 100 sources", body = Vec<String>),
    StaffRequired,
))]
#[get("/api/v1/admin/applications/sources")]
async fn list_sources(auth: StaffOnly) -> Result<HttpResponse, ApiError> {
    let access = Access::of(&auth.tx, &auth.user).await?;
    Ok(HttpResponse::Ok().json(grid::sources(&auth.tx, &access).await?))
}

/// The ids a selection names, without repeats and in ascending order (so two bulk changes lock
/// their rows in the same order and cannot deadlock); 400 when it names none or too many. A
/// filter chooses among the applications the reader may see; ids named one by one are kept (the
/// caller refuses those the reader may not see, as if they did not exist).
pub async fn selected_ids(
    tx: &TenantTx,
    access: &Access,
    ids: Option<Vec<i64>>,
    filter: Option<DeskFilter>,
) -> Result<Vec<i64>, ApiError> {
    let mut ids = match (ids, filter) {
        (Some(ids), None) if !ids.is_empty() => {
            if ids.len() > MAX_BULK {
                return Err(too_many());
            }
            ids
        }
        (None, Some(filter)) => {
            let ids = grid::ids(tx, &filter.checked()?, access, MAX_BULK as u64 + 1).await?;
            if ids.len() > MAX_BULK {
                return Err(too_many());
            }
            ids
        }
        _ => {
            let values = [("items", "applications"), ("how", "by their ids (at least one) or by a filter")];
            return Err(ApiError::bad_request_with(ErrorCode::BulkSelectionInvalid, &values));
        }
    };
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

fn too_many() -> ApiError {
    ApiError::bad_request_with(
        ErrorCode::BulkTooLarge,
        &[("max", "5,000"), ("items", "applications"), ("done", "changed")],
    )
}

/// Moves many applications at once: each to the first stage of a kind in its vacancy's process
/// (`status`), or all to one stage of one vacancy's process (`stageId`). Each goes through the
/// same rules as a single move; those that may move are moved together (status, stage, timeline,
/// audit and mail, a statement each), the others are left as they were, and the answer says why.
/// Rows are locked in id order for the rest of the request.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])), request_body = BulkStatus, responses(
    (status = 200, description = "What became of each application", body = BulkAnswer),
    (status = 400, description = "`bulk_selection_invalid`, `bulk_too_large`, `invalid_query` or `validation_failed`",
        body = ErrorEnvelope),
    StaffRequired,
))]
#[post("/api/v1/admin/applications/bulk-status")]
async fn bulk_status(auth: StaffOnly, body: web::Json<BulkStatus>) -> Result<HttpResponse, ApiError> {
    let StaffOnly { user, tx, .. } = auth;
    let body = body.into_inner();
    let note = body.note.as_deref().map(str::trim).filter(|n| !n.is_empty());
    let mut fields = FieldErrors::new();
    if note.is_some_and(|n| n.chars().count() > 2000) {
        fields.add("note", ErrorCode::NoteTooLong);
    }
    if body.status.is_some() == body.stage_id.is_some() {
        fields.add("status", ErrorCode::BulkTargetInvalid);
    }
    if body.rejection_mail && body.status != Some(ApplicationStatus::Rejected) {
        fields.add("rejectionMail", ErrorCode::RejectionMailOnlyForRejected);
    }
    let stage = match body.stage_id {
        Some(id) => stage_repo::stage(&tx, id).await?,
        None => None,
    };
    if body.stage_id.is_some() && stage.is_none() {
        fields.add("stageId", ErrorCode::StageUnknown);
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    let to = match (&stage, body.status) {
        (Some(stage), _) => ApplicationStatus::of_kind(stage.kind),
        (None, Some(status)) => status,
        (None, None) => return Err(ApiError::validation(FieldErrors::one("status", ErrorCode::BulkTargetInvalid))),
    };
    let reason = match to {
        ApplicationStatus::Rejected => Some(reasons::require(&tx, body.reason_id, "reasonId").await?),
        _ => None,
    };
    let access = Access::of(&tx, &user).await?;
    let ids = selected_ids(&tx, &access, body.ids, body.filter).await?;
    let rows = repo::lock_many(&tx, &grid::visible(&tx, &access, ids.clone()).await?).await?;
    let found: Vec<&ApplicationRow> = rows.iter().collect();
    let steps = steps_to_status(&tx, &found, to).await?;
    let processes = match &stage {
        Some(stage) => stage_repo::processes(&tx, &[stage.vacancy_id]).await?,
        None => Default::default(),
    };
    let mut results = Vec::with_capacity(ids.len());
    let mut movable = Vec::with_capacity(rows.len());
    for id in ids {
        let Some((row, step)) = rows.iter().zip(&steps).find(|(row, _)| row.id == id) else {
            results.push(BulkResult::refused(id, ErrorCode::ApplicationNotFound));
            continue;
        };
        let outcome = match (&stage, step) {
            (Some(stage), Some(step)) => {
                let from = processes.get(&stage.vacancy_id).and_then(|p| step.from_stage.and_then(|id| p.find(id)));
                match from {
                    None => Err(BulkRefusal::Code(ErrorCode::StageUnknown)),
                    Some(from) => match check_stage_move(row.status, from, stage, note.is_some()) {
                        Ok(()) => Ok(Step { to_stage: Some(stage.id), ..*step }),
                        Err(StageMoveRefused::InvalidTransition) => Err(BulkRefusal::Transition),
                        Err(StageMoveRefused::HiredOnlyFromOffer) => {
                            Err(BulkRefusal::Code(ErrorCode::HiredOnlyFromOffer))
                        }
                        Err(StageMoveRefused::NoteRequired) => {
                            Err(BulkRefusal::Code(ErrorCode::NoteRequiredToMoveBack))
                        }
                    },
                }
            }
            (None, Some(step)) if row.status.recruiter_may_move_to(to) => {
                let back = matches!((row.status.stage_kind(), to.stage_kind()), (Some(from), Some(to)) if to < from);
                if back && note.is_none() {
                    Err(BulkRefusal::Code(ErrorCode::NoteRequiredToMoveBack))
                } else {
                    Ok(*step)
                }
            }
            _ => Err(BulkRefusal::Transition),
        };
        match outcome {
            Ok(step) => {
                movable.push(step);
                results.push(BulkResult::done(id));
            }
            Err(BulkRefusal::Code(code)) => results.push(BulkResult::refused(id, code)),
            Err(BulkRefusal::Transition) => results.push(BulkResult::refused_by(id, refusal(row.status, to))?),
        }
    }
    let tell = match to {
        ApplicationStatus::Rejected if body.rejection_mail => Tell::Rejection,
        ApplicationStatus::Rejected => Tell::Nothing,
        _ => Tell::StatusChange,
    };
    record_moves(&tx, &user, Moves { steps: &movable, to, reason, note, tell }).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(BulkAnswer::new(results)))
}

/// Why one application of a bulk move stays where it is.
enum BulkRefusal {
    Code(ErrorCode),
    /// The move's `invalid_transition`, naming its statuses.
    Transition,
}
