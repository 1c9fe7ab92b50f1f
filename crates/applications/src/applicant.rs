//! The applicant's side: apply, follow, withdraw.

use std::collections::{BTreeSet, HashMap};

use actix_web::{HttpRequest, HttpResponse, get, post, web};
use serde_json::json;

use super::domain::{ApplicationStatus, check_answers};
use super::pipeline::steps_to_status;
use super::repo::{self, ApplicationRow, EventRow, NewApplication, NewApplicationError, NewEvent, StageChange};
use super::views::{MyApplication, TimelineEntry};
use crate::audit::{self, Action};
use crate::auth::SignedIn;
use crate::auth::domain::Role;
use crate::db::ApiName;
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope};
use crate::locale::Locale;
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::{PublicTenant, TenantTx};
use crate::vacancies::repo::VacancyRow;
use crate::vacancies::views::VacancySummary;
use crate::views::ApplyRequest;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(apply).service(my_applications).service(withdraw);
}

/// What the applicant agrees to, with the privacy notice they were shown; stored with the
/// application.
fn consent_text(tenant: &PublicTenant, vacancy: &str) -> String {
    let statement = format!(
        "I agree that {} processes the data in my profile and this application to assess my application for \
         \"{vacancy}\", as described in its privacy notice.",
        tenant.name
    );
    match &tenant.privacy_notice {
        Some(notice) => format!("{statement}\n\n{notice}"),
        None => statement,
    }
}

fn not_an_applicant() -> ApiError {
    ApiError::forbidden()
}

/// Applies to an open vacancy with the profile's CV, the answers to its questions and consent.
#[utoipa::path(tag = "applications", security(("bearer" = [])), params(("id" = i64, Path, description = "Vacancy id")),
    request_body = ApplyRequest, responses(
    (status = 201, description = "Applied", body = MyApplication),
    (status = 400, description = "`validation_failed`: consent, answers or cover letter", body = ErrorEnvelope),
    SignInRequired,
    (status = 403, description = "Not an applicant account", body = ErrorEnvelope),
    (status = 404, description = "No published vacancy with this id", body = ErrorEnvelope),
    (status = 409, description = "`already_applied`, `vacancy_closed`, `profile_required` or `cv_required`", body = ErrorEnvelope),
))]
#[post("/api/v1/vacancies/{id}/applications")]
async fn apply(
    req: HttpRequest,
    auth: SignedIn,
    id: web::Path<i64>,
    body: web::Json<ApplyRequest>,
) -> Result<HttpResponse, ApiError> {
    if auth.user.role != Role::User {
        return Err(not_an_applicant());
    }
    let body = body.into_inner();
    let reading = crate::translated::reading(&req, None, auth.units.tenant())?;
    let SignedIn { user, tx, .. } = auth;
    let vacancy = crate::vacancies::repo::find(&tx, *id)
        .await?
        .filter(|v| v.row.is_public())
        .ok_or_else(|| ApiError::not_found("vacancy"))?;
    if !vacancy.row.is_open() {
        return Err(ApiError::conflict(ErrorCode::VacancyClosed));
    }
    let person = crate::profiles::repo::find_by_user_id(&tx, user.id)
        .await?
        .ok_or_else(|| ApiError::conflict(ErrorCode::ProfileRequired))?;
    let cv = person.cv_file_id.ok_or_else(|| ApiError::conflict(ErrorCode::CvRequired))?;

    let checked = check_answers(&vacancy.questions, &body.answers);
    let mut fields = checked.as_ref().err().cloned().unwrap_or_default();
    if !body.consent {
        fields.add("consent", ErrorCode::ConsentRequired);
    }
    let cover_letter = body.cover_letter.as_deref().map(str::trim).filter(|c| !c.is_empty());
    if cover_letter.is_some_and(|c| c.chars().count() > 5000) {
        fields.add("coverLetter", ErrorCode::CoverLetterTooLong);
    }
    let source = body.source.as_deref().map(str::trim).filter(|s| !s.is_empty());
    if source.is_some_and(|s| s.chars().count() > 100 || s.chars().any(char::is_control)) {
        fields.add("source", ErrorCode::SourceTooLong);
    }
    if !fields.is_empty() {
        return Err(ApiError::validation(fields));
    }
    let (answers, knocked_out) = checked.map_err(ApiError::validation)?;

    // The privacy notice the applicant was shown: in the language they read the site in.
    let language = crate::translated::wanted(&req, None, tx.tenant())?;
    let consent = consent_text(&PublicTenant::in_language(tx.tenant(), language), &vacancy.row.title);
    let new = NewApplication {
        vacancy_id: vacancy.row.id,
        person_id: person.id,
        cover_letter,
        cv_file_id: cv,
        answers: &answers,
        knocked_out,
        consent_text: &consent,
        source,
        applicant_name: &person.full_name,
        applicant_email: &user.email,
    };
    let inserted = match repo::insert(&tx, new).await {
        Ok(inserted) => inserted,
        Err(NewApplicationError::AlreadyApplied) => {
            return Err(ApiError::conflict(ErrorCode::AlreadyApplied));
        }
        Err(NewApplicationError::Database(err)) => return Err(err.into()),
    };
    repo::add_event(
        &tx,
        NewEvent {
            application_id: inserted.id,
            from: None,
            to: ApplicationStatus::Submitted,
            from_stage: None,
            to_stage: inserted.stage_id,
            reason: None,
            actor_user: Some(user.id),
            actor_label: &user.email,
            note: None,
        },
    )
    .await?;
    mail::enqueue(
        &tx,
        Recipient { address: &user.email, name: &person.full_name, locale: user.locale },
        &MailKind::ApplicationReceived { vacancy: vacancy.row.clone().read_in(user.locale, reading.1).title },
    )
    .await?;
    // The first stage's rules, and the knockout rules when an answer knocked the application out.
    if let Some(stage) = inserted.stage_id {
        erecruit_platform::automation::entered(&tx, &[(inserted.id, stage)]).await?;
    }
    if knocked_out {
        erecruit_platform::automation::knocked_out(&tx, inserted.id).await?;
    }
    audit::record(
        &tx,
        audit::Entry {
            actor_user: Some(user.id),
            actor_label: &user.email,
            action: Action::ApplicationSubmitted,
            subject_type: "application",
            subject_id: Some(inserted.id.to_string()),
            details: json!({ "vacancy": vacancy.row.id, "knockedOut": knocked_out }),
        },
    )
    .await?;
    super::announce::created(&tx, inserted.id).await?;
    let mine = reload_mine(&tx, inserted.id, reading).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(mine))
}

async fn reload_mine(tx: &TenantTx, id: i64, reading: (Locale, Locale)) -> Result<MyApplication, ApiError> {
    let row = repo::find(tx, id).await?.ok_or_else(|| ApiError::not_found("application"))?;
    load_mine(tx, vec![row], reading).await?.pop().ok_or_else(|| ApiError::not_found("application"))
}

/// The applicant's view of `rows`, in their order: their vacancies and histories are read in one
/// query each, however many applications there are. Vacancy titles are read in `reading`'s
/// language (the page's, falling back to the tenant's default).
async fn load_mine(
    tx: &TenantTx,
    rows: Vec<ApplicationRow>,
    (wanted, default): (Locale, Locale),
) -> Result<Vec<MyApplication>, ApiError> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let vacancy_ids = rows.iter().map(|row| row.vacancy_id).collect::<BTreeSet<_>>().into_iter().collect();
    let vacancies: HashMap<i64, VacancyRow> = crate::vacancies::repo::summary_rows(tx, vacancy_ids)
        .await?
        .into_iter()
        .map(|v| (v.id, v.read_in(wanted, default)))
        .collect();
    let mut events: HashMap<i64, Vec<EventRow>> = HashMap::new();
    for event in repo::events_of(tx, rows.iter().map(|row| row.id).collect()).await? {
        events.entry(event.application_id).or_default().push(event);
    }
    let mut timelines: HashMap<i64, Vec<TimelineEntry>> =
        events.iter().map(|(id, events)| (*id, TimelineEntry::for_applicant(events))).collect();
    rows.into_iter()
        .map(|row| {
            let vacancy = vacancies.get(&row.vacancy_id).ok_or_else(|| ApiError::not_found("vacancy"))?;
            let timeline = timelines.remove(&row.id).unwrap_or_default();
            Ok(MyApplication::new(row, VacancySummary::from(vacancy), timeline))
        })
        .collect()
}

/// The signed-in applicant's applications, newest first, each with its timeline.
#[utoipa::path(tag = "applications", security(("bearer" = [])), responses(
    (status = 200, description = "My applications", body = Vec<MyApplication>),
    SignInRequired,
))]
#[get("/api/v1/me/applications")]
async fn my_applications(req: HttpRequest, auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let reading = crate::translated::reading(&req, None, auth.units.tenant())?;
    let rows = repo::for_user(&auth.tx, auth.user.id).await?;
    let mine = load_mine(&auth.tx, rows, reading).await?;
    Ok(HttpResponse::Ok().insert_header(("cache-control", "no-store")).json(mine))
}

/// Withdraws one's own application (while submitted, in review or at interview).
#[utoipa::path(tag = "applications", security(("bearer" = [])), params(("id" = i64, Path, description = "Application id")),
    responses(
    (status = 200, description = "Withdrawn", body = MyApplication),
    SignInRequired,
    (status = 404, description = "No such application of yours", body = ErrorEnvelope),
    (status = 409, description = "`invalid_transition`", body = ErrorEnvelope),
))]
#[post("/api/v1/me/applications/{id}/withdraw")]
async fn withdraw(req: HttpRequest, auth: SignedIn, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let reading = crate::translated::reading(&req, None, auth.units.tenant())?;
    let not_found = || ApiError::not_found("application");
    let person = crate::profiles::repo::find_by_user_id(&auth.tx, auth.user.id).await?.ok_or_else(not_found)?;
    let row = repo::find_for_update(&auth.tx, *id)
        .await?
        .filter(|row| row.person_id == Some(person.id))
        .ok_or_else(not_found)?;
    let from = row.status;
    if !from.applicant_may_withdraw() {
        return Err(ApiError::invalid_transition("application", &from.api(), &ApplicationStatus::Withdrawn.api()));
    }
    // It stays at the stage it was withdrawn from.
    let at = steps_to_status(&auth.tx, &[&row], ApplicationStatus::Withdrawn).await?.pop().flatten();
    let stage = at.and_then(|step| step.from_stage);
    let change = StageChange { id: row.id, to_stage: stage };
    repo::set_status_many(&auth.tx, &[change], ApplicationStatus::Withdrawn, None).await?;
    repo::add_event(
        &auth.tx,
        NewEvent {
            application_id: row.id,
            from: Some(from),
            to: ApplicationStatus::Withdrawn,
            from_stage: stage,
            to_stage: stage,
            reason: None,
            actor_user: Some(auth.user.id),
            actor_label: &auth.user.email,
            note: None,
        },
    )
    .await?;
    let mine = reload_mine(&auth.tx, row.id, reading).await?;
    auth.tx.commit().await?;
    Ok(HttpResponse::Ok().json(mine))
}
