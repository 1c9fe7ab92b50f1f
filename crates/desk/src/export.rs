//! Applications as a spreadsheet: CSV (UTF-8 with BOM, streamed) or XLSX, of a selection (ids),
//! of one vacancy, or of whatever the grid's filter matches. Nothing in a cell can run as a
//! formula: CSV cells that a spreadsheet would read as one are neutralised, XLSX cells are text.

use std::collections::HashMap;

use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, get, web};
use futures_util::StreamExt as _;
use sea_orm::sea_query::extension::postgres::PgFunc;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{DbErr, FromQueryResult};
use serde::Deserialize;
use utoipa::IntoParams;

use super::grid::{self, DeskFilter};
use crate::applications::repo::{self, ApplicationRow};
use crate::auth::StaffOnly;
use crate::auth::access::Access;
use crate::db::{self, ApiName};
use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::spreadsheet::{self, ExportFormat, csv_row};
use crate::tenancy::TenantTx;
use crate::vacancies::schema::{Vacancies, VacancyColumn};

/// The most applications one export holds.
const MAX_EXPORT: u64 = 100_000;
/// Rows per database round trip while exporting.
const BATCH: usize = 500;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(export);
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub(super) struct ExportQuery {
    /// `csv` (the default) or `xlsx`.
    #[param(inline)]
    format: Option<ExportFormat>,
    /// Comma-separated application ids (at most 5,000); without them, every application the
    /// filter matches (at most 100,000), e.g. one vacancy's with `vacancyId`.
    ids: Option<String>,
}

const HEADER: [&str; 10] =
    ["id", "name", "email", "vacancy", "status", "knocked out", "source", "applied at", "updated at", "answers"];

/// Applications as CSV or XLSX: the ones named by `ids`, or all the filter matches.
#[utoipa::path(tag = "applications (recruiters)", security(("bearer" = [])), params(ExportQuery, DeskFilter),
    responses(
    (status = 200, description = "The file", content(
        (Vec<u8> = "text/csv"),
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    )),
    (status = 400, description = "`invalid_query` or `bulk_too_large`", body = ErrorEnvelope),
    StaffRequired,
    (status = 404, description = "No such vacancy (`vacancyId`)", body = ErrorEnvelope),
))]
#[get("/api/v1/admin/applications/export")]
async fn export(
    auth: StaffOnly,
    query: web::Query<ExportQuery>,
    filter: web::Query<DeskFilter>,
) -> Result<HttpResponse, ApiError> {
    let filter = filter.into_inner().checked()?;
    let tx = auth.tx;
    let access = Access::of(&tx, &auth.user).await?;
    let name = match filter.vacancy_id {
        Some(id) => {
            access.check_vacancy(id)?;
            let title = crate::vacancies::repo::title(&tx, id).await?.ok_or_else(|| ApiError::not_found("vacancy"))?;
            format!("applications-{}", crate::vacancies::domain::slugify(&title))
        }
        None => "applications".to_owned(),
    };
    let ids = match query.ids.as_deref() {
        Some(list) => grid::visible(&tx, &access, spreadsheet::parse_ids(list, super::recruiter::MAX_BULK)?).await?,
        None => {
            let ids = grid::ids(&tx, &filter, &access, MAX_EXPORT + 1).await?;
            if ids.len() as u64 > MAX_EXPORT {
                let values = [("max", "100,000"), ("items", "applications"), ("done", "exported")];
                return Err(ApiError::bad_request_with(ErrorCode::BulkTooLarge, &values));
            }
            ids
        }
    };
    let format = query.format.unwrap_or_default();
    let response = match format {
        ExportFormat::Csv => csv(tx, ids, &name),
        ExportFormat::Xlsx => xlsx(&tx, &ids, &name).await?,
    };
    Ok(response)
}

/// One batch of rows in the order of `ids`, with their vacancies' titles.
async fn batch(tx: &TenantTx, ids: &[i64]) -> Result<Vec<Vec<String>>, DbErr> {
    let rows = repo::by_ids(tx, ids).await?;
    let mut vacancy_ids: Vec<i64> = rows.iter().map(|row| row.vacancy_id).collect();
    vacancy_ids.sort_unstable();
    vacancy_ids.dedup();
    let titles = titles(tx, vacancy_ids).await?;
    let by_id: HashMap<i64, &ApplicationRow> = rows.iter().map(|row| (row.id, row)).collect();
    Ok(ids
        .iter()
        .filter_map(|id| by_id.get(id))
        .map(|row| cells(row, titles.get(&row.vacancy_id).map_or("", String::as_str)))
        .collect())
}

async fn titles(tx: &TenantTx, ids: Vec<i64>) -> Result<HashMap<i64, String>, DbErr> {
    #[derive(FromQueryResult)]
    struct Title {
        id: i64,
        title: String,
    }
    let query = sea_orm::sea_query::Query::select()
        .columns([VacancyColumn::Id, VacancyColumn::Title])
        .from(Vacancies)
        .and_where(Expr::col(VacancyColumn::Id).eq(PgFunc::any(Expr::val(ids))))
        .take();
    Ok(db::fetch_all::<Title>(tx, &query).await?.into_iter().map(|t| (t.id, t.title)).collect())
}

fn cells(row: &ApplicationRow, vacancy: &str) -> Vec<String> {
    let answers: Vec<String> = row
        .answers()
        .iter()
        .map(|a| {
            let value = match &a.answer {
                serde_json::Value::String(text) => text.clone(),
                other => other.to_string(),
            };
            format!("{}: {value}", a.prompt)
        })
        .collect();
    vec![
        row.id.to_string(),
        row.applicant_name.clone(),
        row.applicant_email.clone(),
        vacancy.to_owned(),
        row.status.api(),
        if row.knocked_out { "yes" } else { "no" }.to_owned(),
        row.source.clone().unwrap_or_default(),
        row.created_at.to_rfc3339(),
        row.updated_at.to_rfc3339(),
        answers.join(" | "),
    ]
}

/// Streams the CSV batch by batch, so a large export never sits in memory whole.
fn csv(tx: TenantTx, ids: Vec<i64>, name: &str) -> HttpResponse {
    let first = Bytes::from(format!("\u{feff}{}", csv_row(&HEADER)));
    let batches = futures_util::stream::unfold(Some((tx, ids, 0usize)), |state| async move {
        let (tx, ids, start) = state?;
        if start >= ids.len() {
            return None;
        }
        let end = (start + BATCH).min(ids.len());
        match batch(&tx, &ids[start..end]).await {
            Ok(rows) => {
                let chunk: String =
                    rows.iter().map(|cells| csv_row(&cells.iter().map(String::as_str).collect::<Vec<_>>())).collect();
                Some((Ok::<_, actix_web::Error>(Bytes::from(chunk)), Some((tx, ids, end))))
            }
            Err(err) => {
                tracing::error!(error = %err, "export failed midway");
                Some((Err(actix_web::error::ErrorInternalServerError("export failed")), None))
            }
        }
    });
    let stream = futures_util::stream::once(async move { Ok::<_, actix_web::Error>(first) })
        .chain(futures_util::StreamExt::boxed_local(batches));
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(spreadsheet::attachment(format!("{name}.csv")))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .streaming(stream)
}

async fn xlsx(tx: &TenantTx, ids: &[i64], name: &str) -> Result<HttpResponse, ApiError> {
    let mut rows = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(BATCH) {
        rows.extend(batch(tx, chunk).await?);
    }
    spreadsheet::xlsx_response(name, "Applications", &HEADER, rows).await
}
