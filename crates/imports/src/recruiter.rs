//! Upload → preview → commit, the same for every kind of import.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, post, web};
use sea_orm::{FromQueryResult, Value};
use serde_json::json;
use uuid::Uuid;

use super::candidates::Candidates;
use super::sheet::{self, Sheet};
use super::vacancies::Vacancies;
use super::{Column, looks_like_formula};
use crate::audit::{self, Action};
use crate::auth::StaffOnly;
use crate::db;
use crate::views::CellError;
use erecruit_sandbox::Sandbox;

use crate::error::responses::StaffRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::locale::Locale;
use crate::tenancy::bulk::{BulkPool, copy_line};
use crate::views::{ImportCommitted, ImportPreview};

/// At most this many errors are listed (the count says how many there are).
const MAX_LISTED_ERRORS: usize = 1_000;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(preview_vacancies).service(preview_candidates).service(commit);
}

/// What one kind of import reads and writes.
pub trait Kind {
    const NAME: &'static str;
    const COLUMNS: &'static [Column];
    /// `COPY <staging table> (import_id, row_no, …) FROM STDIN`.
    const COPY: &'static str;
    /// Checks of the whole set, `$1` the import: rows of `(row_no, code)`, each about the first
    /// column.
    const SET_CHECKS: Option<&'static str>;
    /// Inserts the staged rows (`$1` the import, `$2` the user when [`Kind::COMMIT_BY_USER`]) and
    /// answers `created`.
    const COMMIT: &'static str;
    const COMMIT_BY_USER: bool;
    /// Forgets the staged rows of `$1` once committed.
    const CLEAR: &'static str;

    /// Checks one row by the API's own rules: its staged cells (after import id and row number),
    /// or every problem it has.
    fn check(cells: &Cells<'_>, row: usize) -> Result<Vec<Option<String>>, Vec<CellError>>;
}

/// One row's cells by column name (trimmed; empty cells are absent).
pub struct Cells<'a> {
    values: HashMap<&'a str, &'a str>,
    /// The tenant's language, for rows that name none.
    pub default_locale: Locale,
}

impl Cells<'_> {
    pub fn get(&self, column: &str) -> Option<&str> {
        self.values.get(column).copied()
    }
}

/// Checks the header: every column one of the kind's, none twice, every required one there.
fn check_header<K: Kind>(sheet: &Sheet) -> Result<(), ApiError> {
    let known = |name: &str| K::COLUMNS.iter().any(|c| c.name == name);
    let unknown: Vec<&str> = sheet.header.iter().map(String::as_str).filter(|name| !known(name)).collect();
    let mut seen = std::collections::HashSet::new();
    let twice: Vec<&str> = sheet.header.iter().map(String::as_str).filter(|name| !seen.insert(*name)).collect();
    let missing: Vec<&str> =
        K::COLUMNS.iter().filter(|c| c.required && !sheet.header.iter().any(|h| h == c.name)).map(|c| c.name).collect();
    if unknown.is_empty() && twice.is_empty() && missing.is_empty() {
        return Ok(());
    }
    let mut problems = Vec::new();
    if !unknown.is_empty() {
        problems.push(format!("unknown columns: {}", unknown.join(", ")));
    }
    if !twice.is_empty() {
        problems.push(format!("columns named twice: {}", twice.join(", ")));
    }
    if !missing.is_empty() {
        problems.push(format!("missing columns: {}", missing.join(", ")));
    }
    let columns: Vec<&str> = K::COLUMNS.iter().map(|c| c.name).collect();
    let values = [("columns", columns.join(", ")), ("problems", problems.join("; "))];
    Err(ApiError::bad_request_with(ErrorCode::ImportColumnsInvalid, &values))
}

/// Every row checked: the staged rows (as COPY lines) and the errors.
fn check_rows<K: Kind>(sheet: &Sheet, import: Uuid, default_locale: Locale) -> (Vec<web::Bytes>, Vec<CellError>) {
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    let import = import.to_string();
    for (index, cells) in sheet.rows.iter().enumerate() {
        let row = sheet.row_numbers[index];
        let name = |column: usize| sheet.header.get(column).cloned().unwrap_or_else(|| format!("#{}", column + 1));
        let mut formulas: Vec<CellError> = cells
            .iter()
            .enumerate()
            .filter(|(column, cell)| sheet.formulas.contains(&(index, *column)) || looks_like_formula(cell))
            .map(|(column, _)| CellError::new(row, &name(column), ErrorCode::ImportFormula))
            .collect();
        // A cell beyond the header's columns (a separator inside an unquoted value, mostly).
        formulas.extend(
            cells
                .iter()
                .enumerate()
                .skip(sheet.header.len())
                .filter(|(_, cell)| !cell.trim().is_empty())
                .map(|(column, _)| CellError::new(row, &name(column), ErrorCode::ImportValueInvalid)),
        );
        let values = sheet
            .header
            .iter()
            .zip(cells)
            .map(|(name, cell)| (name.as_str(), cell.trim()))
            .filter(|(_, cell)| !cell.is_empty())
            .collect();
        let cells = Cells { values, default_locale };
        for column in K::COLUMNS.iter().filter(|c| c.required && cells.get(c.name).is_none()) {
            formulas.push(CellError::new(row, column.name, ErrorCode::ImportValueRequired));
        }
        if !formulas.is_empty() {
            errors.extend(formulas);
            continue;
        }
        match K::check(&cells, row) {
            Ok(staged) => {
                let row_no = row.to_string();
                let mut line: Vec<Option<&str>> = vec![Some(&import), Some(&row_no)];
                line.extend(staged.iter().map(Option::as_deref));
                lines.push(web::Bytes::from(copy_line(&line)));
            }
            Err(problems) => errors.extend(problems),
        }
    }
    (lines, errors)
}

fn error_code(name: &str) -> ErrorCode {
    ErrorCode::ALL.iter().copied().find(|code| code.as_str() == name).unwrap_or(ErrorCode::ImportValueInvalid)
}

async fn preview<K: Kind>(
    auth: StaffOnly,
    bulk: &BulkPool,
    sandbox: &Sandbox,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let user = auth.user.id;
    let tenant = auth.tx.tenant_arc();
    // The file is read with no pooled connection held: the sign-in's unit of work ends first.
    auth.tx.commit().await?;
    let sheet = sheet::read(sandbox, body.to_vec()).await?;
    check_header::<K>(&sheet)?;
    let import = Uuid::new_v4();
    let default_locale = tenant.branding.default_locale.as_deref().and_then(Locale::parse).unwrap_or_default();
    let (lines, mut errors) = check_rows::<K>(&sheet, import, default_locale);

    let tx = bulk.begin(&tenant).await?;
    // Previews nobody committed within a day are forgotten (their staged rows with them).
    tx.execute("DELETE FROM imports WHERE committed_at IS NULL AND created_at < now() - interval '1 day'", &[]).await?;
    let rows = i32::try_from(sheet.rows.len()).unwrap_or(i32::MAX);
    tx.execute(
        "INSERT INTO imports (id, kind, created_by, rows, errors) VALUES ($1, $2, $3, $4, 0)",
        &[&import, &K::NAME, &user, &rows],
    )
    .await?;
    tx.copy_in(K::COPY, lines).await?;
    if let Some(checks) = K::SET_CHECKS {
        for found in tx.query(checks, &[&import]).await? {
            let row: i32 = found.try_get(0).map_err(anyhow::Error::from)?;
            let code: String = found.try_get(1).map_err(anyhow::Error::from)?;
            errors.push(CellError::new(usize::try_from(row).unwrap_or(0), K::COLUMNS[0].name, error_code(&code)));
        }
    }
    errors.sort_by(|a, b| (a.row, &a.column).cmp(&(b.row, &b.column)));
    let error_count = errors.len();
    tx.execute(
        "UPDATE imports SET errors = $2 WHERE id = $1",
        &[&import, &i32::try_from(error_count).unwrap_or(i32::MAX)],
    )
    .await?;
    tx.commit().await?;
    errors.truncate(MAX_LISTED_ERRORS);
    let preview = ImportPreview { id: import, kind: K::NAME.to_owned(), rows: sheet.rows.len(), error_count, errors };
    Ok(HttpResponse::build(StatusCode::CREATED).json(preview))
}

/// Reads a CSV (UTF-8) or XLSX file of vacancies, one per row, and previews the import: every
/// row checked by the rules of `POST /api/v1/admin/vacancies`. Columns (the first row names them):
/// `title, category, employmentType, workplace` (required), `department, location, description,
/// requirements, salaryMin, salaryMax, salaryCurrency, showSalary, openings, closesAt`. Committed
/// rows become drafts.
#[utoipa::path(tag = "imports", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The CSV or XLSX file (at most 8 MB)"),
    responses(
    (status = 201, description = "The preview, with every error", body = ImportPreview),
    (status = 400, description = "`import_empty`, `import_encoding_invalid`, `import_unreadable`, `import_too_many_rows`, `import_too_many_columns`, `import_archive_too_large`, `import_archive_too_many_parts` or `import_columns_invalid`", body = ErrorEnvelope),
    StaffRequired,
    (status = 413, description = "Over 8 MB", body = ErrorEnvelope),
    (status = 503, description = "`documents_busy`: every document reader is busy; try again after `Retry-After`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/imports/vacancies")]
async fn preview_vacancies(
    auth: StaffOnly,
    bulk: web::Data<BulkPool>,
    sandbox: web::Data<Sandbox>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    preview::<Vacancies>(auth, &bulk, &sandbox, body).await
}

/// Reads a CSV (UTF-8) or XLSX file of candidates, one per row, and previews the import. Columns:
/// `email, fullName` (required), `locale, phone, city, country, headline, summary, skills` (skills
/// separated by semicolons). Each becomes an applicant account and profile; its owner chooses a
/// password with "Forgot password".
#[utoipa::path(tag = "imports", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The CSV or XLSX file (at most 8 MB)"),
    responses(
    (status = 201, description = "The preview, with every error (`import_email_duplicate`, `import_email_taken`…)", body = ImportPreview),
    (status = 400, description = "`import_empty`, `import_encoding_invalid`, `import_unreadable`, `import_too_many_rows`, `import_too_many_columns`, `import_archive_too_large`, `import_archive_too_many_parts` or `import_columns_invalid`", body = ErrorEnvelope),
    StaffRequired,
    (status = 413, description = "Over 8 MB", body = ErrorEnvelope),
    (status = 503, description = "`documents_busy`: every document reader is busy; try again after `Retry-After`", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/imports/candidates")]
async fn preview_candidates(
    auth: StaffOnly,
    bulk: web::Data<BulkPool>,
    sandbox: web::Data<Sandbox>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    preview::<Candidates>(auth, &bulk, &sandbox, body).await
}

#[derive(FromQueryResult)]
struct ImportRow {
    kind: String,
    errors: i32,
    committed: bool,
}

/// Creates everything the preview holds, all at once or nothing.
#[utoipa::path(tag = "imports", security(("bearer" = [])), params(("id" = Uuid, Path, description = "The preview's id")),
    responses(
    (status = 200, description = "Created", body = ImportCommitted),
    StaffRequired,
    (status = 404, description = "No such preview", body = ErrorEnvelope),
    (status = 409, description = "`import_has_errors`, `import_committed`, or `import_email_taken` (an account was made meanwhile)", body = ErrorEnvelope),
))]
#[post("/api/v1/admin/imports/{id}/commit")]
async fn commit(auth: StaffOnly, id: web::Path<Uuid>) -> Result<HttpResponse, ApiError> {
    let id = *id;
    let tx = &auth.tx;
    // Raw: the imports table is the staging area's own bookkeeping, read and locked here only.
    let import: Option<ImportRow> = db::fetch_one_raw(
        tx,
        db::raw(
            "SELECT kind, errors, committed_at IS NOT NULL AS committed FROM imports WHERE id = $1 FOR UPDATE",
            [id.into()],
        ),
    )
    .await?;
    let import = import.ok_or_else(|| ApiError::not_found("import"))?;
    if import.committed {
        return Err(ApiError::conflict(ErrorCode::ImportCommitted));
    }
    if import.errors > 0 {
        return Err(ApiError::conflict(ErrorCode::ImportHasErrors));
    }
    let created = match import.kind.as_str() {
        "vacancies" => {
            let created = run_commit::<Vacancies>(&auth, id).await?;
            // Each new draft gets the default hiring process, as one made in the editor does.
            erecruit_vacancies::stages::repo::start_missing_processes(tx).await?;
            created
        }
        _ => run_commit::<Candidates>(&auth, id).await?,
    };
    audit::record_by(
        tx,
        &auth.user,
        Action::ImportCommitted,
        ("import", &id),
        json!({"kind": import.kind, "created": created}),
    )
    .await?;
    let answer = ImportCommitted { id, kind: import.kind, created };
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

async fn run_commit<K: Kind>(auth: &StaffOnly, id: Uuid) -> Result<i64, ApiError> {
    let tx = &auth.tx;
    let mut values: Vec<Value> = vec![id.into()];
    if K::COMMIT_BY_USER {
        values.push(auth.user.id.into());
    }
    match crate::repo::commit(tx, id, K::COMMIT, K::CLEAR, values).await {
        Ok(created) => Ok(created),
        // An address that became an account after the preview.
        Err(err) if crate::error::violated_unique_constraint(&err).is_some() => {
            Err(ApiError::conflict(ErrorCode::ImportEmailTaken))
        }
        Err(err) => Err(err.into()),
    }
}
