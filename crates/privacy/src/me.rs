use crate::applications::views::{MyAnswer, TimelineEntry};
use crate::auth::domain::{Role, UserStatus};
use crate::auth::users::{self, User};
use crate::auth::{AuthState, CurrentPassword, SignedIn, check_current_password, sessions_end_all};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::Storage;
use crate::tenancy::TenantTx;
use crate::views::{EraseRequest, ExportedApplication, ExportedFile, MyData};
use crate::{
    audit::{self, Action},
    files, profiles,
};
use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{HttpRequest, HttpResponse, delete, get, web};
use serde_json::json;

async fn collect(tx: &TenantTx, user: &User) -> Result<MyData, ApiError> {
    let person = profiles::repo::find_profile(tx, user.id).await?;
    let profile = person.as_ref().map(|p| {
        json!({
            "id": p.row.id, "fullName": p.row.full_name, "phone": p.row.phone, "birthDate": p.row.birth_date,
            "address": p.row.address, "city": p.row.city, "country": p.row.country, "headline": p.row.headline,
            "summary": p.row.summary, "skills": p.row.skills, "education": p.education, "experience": p.experience,
        })
    });
    let json_resume = person.as_ref().map(|p| profiles::json_resume::JsonResume::of(p, &user.email));
    let mut applications = Vec::new();
    if let Some(person) = &person {
        for row in crate::applications::repo::for_person(tx, person.row.id).await? {
            let vacancy_title = crate::vacancies::repo::title(tx, row.vacancy_id).await?.unwrap_or_default();
            let timeline = TimelineEntry::for_applicant(&crate::applications::repo::events(tx, row.id).await?);
            let reasons =
                crate::applications::reasons::by_ids(tx, row.rejection_reason_id.as_slice(), user.locale).await?;
            applications.push(ExportedApplication {
                id: row.id,
                vacancy_id: row.vacancy_id,
                vacancy_title,
                status: row.status,
                cover_letter: row.cover_letter.clone(),
                answers: row.answers().iter().map(MyAnswer::from).collect(),
                consent_text: row.consent_text.clone(),
                consent_at: row.consent_at,
                applied_at: row.created_at,
                rejection_reason: reasons.into_values().next().map(|reason| reason.name),
                timeline,
            });
        }
    }
    let saved_vacancy_ids = profiles::repo::saved_vacancy_ids(tx, user.id).await?;
    let files = files::repo::owned_by(tx, user.id)
        .await?
        .into_iter()
        .map(|file| ExportedFile {
            id: file.id,
            kind: file.kind,
            content_type: file.content_type,
            size_bytes: file.size_bytes,
            name: file.original_name,
            uploaded_at: file.created_at,
        })
        .collect();
    let (status, about) = crate::chat::repo::settings(tx, user.id).await?;
    let chat_messages = crate::chat::repo::messages_after(tx, vec![user.id], 0, None)
        .await?
        .iter()
        .map(|row| crate::chat::views::ChatMessage::new(row, user.id))
        .collect();
    Ok(MyData {
        account: user.clone(),
        profile,
        json_resume,
        applications,
        saved_vacancy_ids,
        files,
        chat_status: crate::chat::views::MyStatus { status, about },
        chat_messages,
        interviews: crate::calendar::repo::for_applicant(tx, user.id, None)
            .await?
            .into_iter()
            .map(crate::calendar::views::ApplicantInterview::from)
            .collect(),
        bookmarks: crate::bookmarks::repo::list(tx, user.id)
            .await?
            .into_iter()
            .map(crate::bookmarks::views::Bookmark::from)
            .collect(),
        messages: crate::messages::exported_for(tx, user.id).await?,
        job_alerts: crate::job_alerts::exported_for(tx, &user.email).await?,
        tasks: crate::tasks::exported_for(tx, user.id).await?,
        calendar_events: crate::calendar::exported_for(tx, user).await?,
        sessions: crate::auth::my_sessions::views_of(tx, user.id, None).await?,
        sign_in_identities: crate::auth::sso::identities_of(tx, user.id).await?,
        hiring_teams: crate::vacancies::team::memberships(tx, user.id).await?,
        scorecards: crate::scorecards::exported_for(tx, user.id).await?,
        offers: crate::offers::exported_for(tx, user.id).await?,
        webhook_deliveries: crate::integrations::export_about(tx, user.id).await?,
        automation_log: crate::automations::export_about(tx, user.id).await?,
        scheduling: crate::scheduling::export_about(tx, user.id).await?,
        availability: crate::calendar::availability::exported_for(tx, user.id).await?,
        external_calendar: crate::calendar::external::exported_for(tx, user.id).await?,
        exported_at: chrono::Utc::now(),
    })
}

/// Downloads all of the signed-in user's data as JSON.
#[utoipa::path(tag = "privacy", security(("bearer" = [])), responses(
    (status = 200, description = "The data, as a JSON attachment", body = MyData),
    SignInRequired,
))]
#[get("/api/v1/me/export")]
pub(crate) async fn export_my_data(auth: SignedIn) -> Result<HttpResponse, ApiError> {
    let data = collect(&auth.tx, &auth.user).await?;
    Ok(HttpResponse::Ok()
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename("my-erecruit-data.json".to_owned())],
        })
        .insert_header(("cache-control", "private, no-store"))
        .json(data))
}

/// Erases the signed-in user: account, profile, saved vacancies, their own files (photo, CVs) and
/// sessions go; their applications stay for the recruiters' records but no longer name them. What
/// a staff member did stays on the tenant's records under a pseudonym, and files that belong to the
/// tenant (the logo) stay. Irreversible.
#[utoipa::path(tag = "privacy", security(("bearer" = [])), request_body = EraseRequest, responses(
    (status = 204, description = "Erased"),
    (status = 400, description = "`validation_failed`: wrong password", body = ErrorEnvelope),
    SignInRequired,
    (status = 409, description = "`last_admin`", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`: too many wrong passwords (the sign-in limits), with Retry-After", body = ErrorEnvelope),
))]
#[delete("/api/v1/me")]
pub(crate) async fn erase_me(
    auth: SignedIn,
    req: HttpRequest,
    state: web::Data<AuthState>,
    storage: web::Data<Storage>,
    body: web::Json<EraseRequest>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, units, .. } = auth;
    let password = body.into_inner().password;
    let wrong = || ApiError::validation(FieldErrors::one("password", ErrorCode::CurrentPasswordWrong));
    let CurrentPassword::Right(verified) = check_current_password(&req, &state, &user, tx, &units, password).await?
    else {
        return Err(wrong());
    };
    let tx = verified.lock(&units).await?.ok_or_else(wrong)?;
    if user.role == Role::Admin && user.status == UserStatus::Active && users::lock_active_admins(&tx).await? <= 1 {
        return Err(ApiError::conflict(ErrorCode::LastAdmin));
    }
    let keys = files::repo::personal_storage_keys(&tx, user.id).await?;
    let anonymous = format!("erased-{}@invalid", user.id.simple());
    // Their interviews lose what they answered and their name in the title (found through their
    // applications, so before those are anonymised); upcoming events they organised are cancelled
    // for those invited, as the events go with the account.
    crate::calendar::repo::forget_applicant(&tx, user.id, "Interview (erased applicant)").await?;
    crate::calendar::cancel_organised_by(&tx, &state.public_url, user.id).await?;
    crate::scorecards::repo::forget_about_applicant(&tx, user.id).await?;
    crate::offers::repo::forget_about_applicant(&tx, user.id).await?;
    // The webhook log forgets them, and the tenant's other systems are told to.
    crate::integrations::forget_candidate(&tx, user.id, (user.person > 0).then_some(user.person)).await?;
    // What the automations did about their applications (the log names them) goes too.
    crate::automations::forget_applicant(&tx, user.id).await?;
    // Their scheduling requests go (the interviews booked through them are the calendar's, above).
    crate::scheduling::forget_applicant(&tx, user.id).await?;
    crate::applications::repo::anonymise_applications(&tx, user.id, &anonymous).await?;
    // What staff did stays on the tenant's records under a pseudonym; an applicant's own steps
    // are the erased applicant's.
    let pseudonym = match user.role {
        Role::User => "erased applicant".to_owned(),
        Role::Staff | Role::Admin => format!("former staff member {}", &user.id.simple().to_string()[..8]),
    };
    crate::applications::repo::relabel_application_events(&tx, user.id, &pseudonym).await?;
    // Their messages stay with the people they wrote to, under the pseudonym; drafts go.
    crate::messages::repo::pseudonymise_sender(&tx, user.id, &pseudonym).await?;
    audit::pseudonymise_actor(&tx, user.id, &pseudonym).await?;
    crate::mail::discard_mail_to(&tx, &user.email).await?;
    crate::job_alerts::forget_address(&tx, &user.email).await?;
    crate::imports::repo::discard_import_rows_of(&tx, &user.email).await?;
    // The invitation that brought them, and what the log says of it, no longer name the address.
    crate::auth::invitations::forget(&tx, user.id, &user.email).await?;
    sessions_end_all(&tx, user.id).await?;
    // Profile (education, experience), saved vacancies, tokens and resets go with the account.
    profiles::repo::delete_by_user_id(&tx, user.id).await?;
    // The tenant's files they uploaded (a logo) stay: their owner becomes NULL with the account.
    files::repo::delete_personal(&tx, user.id).await?;
    crate::auth::users::delete_user(&tx, user.id).await?;
    // The events they organised went with the account: replicas must not show them from memory.
    crate::calendar::repo::bump_version(&tx).await?;
    audit::record(
        &tx,
        audit::Entry {
            actor_user: None,
            actor_label: "erased user",
            action: Action::UserErased,
            subject_type: "user",
            subject_id: Some(user.id.to_string()),
            details: json!({}),
        },
    )
    .await?;
    tx.commit().await?;
    for key in keys {
        if let Err(err) = storage.delete(&key).await {
            tracing::warn!(error = %err, "could not delete an erased user's file");
        }
    }
    Ok(HttpResponse::NoContent().finish())
}
