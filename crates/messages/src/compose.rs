//! Writing: new messages, replies, drafts and attachments, who may write to whom, and the notice
//! e-mail a new message sends.

use actix_web::{HttpRequest, HttpResponse, post, put, web};
use uuid::Uuid;

use super::domain::{self, Draft, MessageLabel};
use super::inbox::{messages_view, no_such_message};
use super::repo::{self, NewMessage};
use super::views::{Message, MessageAttachment};
use crate::auth::access::Access;
use crate::auth::domain::{Role, UserStatus};
use crate::auth::throttle;
use crate::auth::users::User;
use crate::auth::{AuthState, SignedIn};
use crate::error::responses::SignInRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::files::sniff::FileType;
use crate::files::{self, FileKind, FileTexts, Storage};
use crate::mail::{self, MailKind, Recipient};
use crate::tenancy::TenantTx;
use crate::views::{NewMessageBody, NewReply};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(upload_attachment).service(send).service(reply).service(edit_draft);
}

fn dedup<T: PartialEq + Copy>(items: &[T]) -> Vec<T> {
    let mut seen = Vec::with_capacity(items.len());
    for item in items {
        if !seen.contains(item) {
            seen.push(*item);
        }
    }
    seen
}

/// The message as the sender wrote it, checked.
struct Outgoing {
    subject: String,
    body: String,
    attachments: Vec<Uuid>,
    labels: Vec<MessageLabel>,
    draft: bool,
}

impl Outgoing {
    fn check(
        subject: &str,
        body: &str,
        recipients: usize,
        attachments: &[Uuid],
        labels: &[MessageLabel],
        draft: bool,
    ) -> Result<Self, ApiError> {
        let outgoing = Self {
            subject: subject.trim().to_owned(),
            body: body.trim().to_owned(),
            attachments: dedup(attachments),
            labels: dedup(labels),
            draft,
        };
        let text = Draft {
            subject: &outgoing.subject,
            body: &outgoing.body,
            recipients,
            attachments: outgoing.attachments.len(),
        };
        let errors = if draft { text.check_limits() } else { text.check_sendable() };
        if !errors.is_empty() {
            return Err(ApiError::validation(errors));
        }
        Ok(outgoing)
    }

    fn private(&self) -> bool {
        self.labels.contains(&MessageLabel::Private)
    }

    /// The message to store in `thread_id`, from `sender` to `to`.
    fn message<'a>(&'a self, thread_id: i64, sender: &'a User, to: &'a [Uuid]) -> NewMessage<'a> {
        NewMessage {
            thread_id,
            sender,
            to,
            subject: &self.subject,
            body: &self.body,
            private: self.private(),
            draft: self.draft,
        }
    }

    /// The attachments must be the sender's own uploads, on no other message than `message`.
    async fn check_attachments(&self, tx: &TenantTx, sender: Uuid, message: Option<i64>) -> Result<(), ApiError> {
        if self.attachments.is_empty() {
            return Ok(());
        }
        let usable = repo::usable_attachments(tx, sender, &self.attachments, message).await?;
        if usable.len() != self.attachments.len() {
            return Err(ApiError::validation(FieldErrors::one("attachmentIds", ErrorCode::AttachmentNotFound)));
        }
        Ok(())
    }
}

fn no_such_recipient() -> ApiError {
    ApiError::not_found("recipient")
}

fn no_such_application() -> ApiError {
    ApiError::not_found("application")
}

/// The application a message is about, checked, with its applicant's account (none once erased).
struct About {
    id: i64,
    applicant: Option<Uuid>,
}

/// Checks `application_id` for `sender`: it exists, and an applicant writes only about their own.
/// A new thread from an applicant must be about one of their applications.
async fn about(
    tx: &TenantTx,
    sender: &User,
    application_id: Option<i64>,
    new_thread: bool,
) -> Result<Option<About>, ApiError> {
    let Some(id) = application_id else {
        return if new_thread && sender.role == Role::User { Err(no_such_application()) } else { Ok(None) };
    };
    let applicant = repo::applicant_of(tx, id).await?;
    let Some(row) = crate::applications::repo::find(tx, id).await? else { return Err(no_such_application()) };
    if sender.role == Role::User && applicant != Some(sender.id) {
        return Err(no_such_application());
    }
    // Staff write about the applications they may see (their hiring teams', when limited).
    if sender.role != Role::User && !Access::of(tx, sender).await?.sees_application(row.vacancy_id, row.id) {
        return Err(no_such_application());
    }
    Ok(Some(About { id, applicant }))
}

/// The recipients of a new message, each one the sender may write to; anyone else is 404, as
/// for other people's records. Staff write to active colleagues and to applicants who applied
/// (one applicant per message: applicants never see one another); an applicant writes to the
/// tenant's active recruiters only, and when naming none, to the application's recruiters.
async fn recipients(
    tx: &TenantTx,
    sender: &User,
    to: &[Uuid],
    about: Option<&About>,
    draft: bool,
) -> Result<Vec<User>, ApiError> {
    let to = dedup(to);
    if to.contains(&sender.id) {
        return Err(no_such_recipient());
    }
    let users = repo::users(tx, to.clone()).await?;
    if users.len() != to.len() || users.iter().any(|u| u.status != UserStatus::Active) {
        return Err(no_such_recipient());
    }
    let applicants: Vec<&User> = users.iter().filter(|u| u.role == Role::User).collect();
    if sender.role == Role::User {
        if !applicants.is_empty() {
            return Err(no_such_recipient());
        }
        if to.is_empty()
            && !draft
            && let Some(about) = about
        {
            let recruiters = repo::recruiters_of(tx, about.id).await?;
            if recruiters.is_empty() {
                return Err(ApiError::validation(FieldErrors::one("to", ErrorCode::RecipientsRequired)));
            }
            return Ok(recruiters);
        }
    } else if !applicants.is_empty() {
        if applicants.len() > 1 {
            return Err(ApiError::validation(FieldErrors::one("to", ErrorCode::OneApplicantPerMessage)));
        }
        let ids = applicants.iter().map(|u| u.id).collect();
        let access = Access::of(tx, sender).await?;
        if repo::applied(tx, &access, ids).await?.len() != applicants.len() {
            return Err(no_such_recipient());
        }
        // About an application, the applicant must be the one who sent it.
        if let Some(about) = about
            && about.applicant != Some(applicants[0].id)
        {
            return Err(no_such_application());
        }
    }
    if users.is_empty() && !draft {
        return Err(ApiError::validation(FieldErrors::one("to", ErrorCode::RecipientsRequired)));
    }
    Ok(users)
}

/// Whom a message names: a draft, whom the sender asked for (deduplicated); a sent message, the
/// recipients it went to (for a question, the application's recruiters).
fn named(asked: &[Uuid], to: &[User], draft: bool) -> Vec<Uuid> {
    if draft { dedup(asked) } else { to.iter().map(|u| u.id).collect() }
}

/// Files the sender's copy and, once sent, the recipients' copies, tells the recipients, and
/// answers with the sender's copy.
async fn deliver(
    tx: &TenantTx,
    state: &AuthState,
    sender: &User,
    message: &repo::MessageRow,
    outgoing: &Outgoing,
    to: &[User],
) -> Result<Message, ApiError> {
    let recipients: Vec<Uuid> = to.iter().map(|u| u.id).collect();
    repo::file_copies(tx, message, &outgoing.labels, &recipients).await?;
    repo::set_attachments(tx, message.id, &outgoing.attachments).await?;
    if !outgoing.draft {
        notify(tx, state, sender, message, to).await?;
    }
    answer(tx, sender.id, message.id).await
}

/// Sends each recipient a notice e-mail in their language, with a link and — unless the message
/// is private — the start of its text: at most one per thread, and one per sender, per 15 minutes
/// (someone opening thread after thread gets one notice to each recipient per interval, not one a
/// thread).
async fn notify(
    tx: &TenantTx,
    state: &AuthState,
    sender: &User,
    message: &repo::MessageRow,
    to: &[User],
) -> Result<(), ApiError> {
    let ids: Vec<Uuid> = to.iter().map(|u| u.id).collect();
    let cutoff = chrono::Utc::now() - chrono::Duration::minutes(domain::NOTICE_INTERVAL_MINUTES);
    let due_from_sender = repo::claim_sender_notices(tx, sender.id, &ids, cutoff).await?;
    let due = repo::claim_notices(tx, message.thread_id, &due_from_sender, cutoff).await?;
    let link = format!("{}/email/message/{}?tenant={}", state.public_url, message.id, tx.tenant().slug);
    let preview = (!message.private).then(|| domain::excerpt(&message.body, 300));
    for recipient in to.iter().filter(|u| due.contains(&u.id)) {
        let kind = MailKind::NewMessage {
            from: sender.name.clone(),
            subject: message.subject.clone(),
            preview: preview.clone(),
            link: link.clone(),
        };
        mail::enqueue(
            tx,
            Recipient { address: &recipient.email, name: &recipient.name, locale: recipient.locale },
            &kind,
        )
        .await?;
    }
    Ok(())
}

/// The sender's copy of a message, as answered.
async fn answer(tx: &TenantTx, user_id: Uuid, id: i64) -> Result<Message, ApiError> {
    let row = repo::message(tx, user_id, id).await?.ok_or_else(no_such_message)?;
    messages_view(tx, std::slice::from_ref(&row)).await?.pop().ok_or_else(no_such_message)
}

/// Sends a new message (a new thread), or saves it as a draft.
#[utoipa::path(tag = "messages", security(("bearer" = [])), request_body = NewMessageBody, responses(
    (status = 201, description = "Sent (the sender's copy, in Sent) or saved (in Drafts)", body = Message),
    (status = 400, description = "`validation_failed`: recipients_required, too_many_recipients, one_applicant_per_message, subject_required, subject_too_long, body_required, body_too_long, too_many_attachments, attachment_not_found", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "A recipient or application the sender may not write to or about", body = ErrorEnvelope),
    (status = 429, description = "`too_many_requests`: 30 new threads (drafts included) per sender an hour; see `Retry-After`", body = ErrorEnvelope),
))]
#[post("/api/v1/mail")]
async fn send(
    auth: SignedIn,
    state: web::Data<AuthState>,
    body: web::Json<NewMessageBody>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let new = body.into_inner();
    let outgoing = Outgoing::check(&new.subject, &new.body, new.to.len(), &new.attachment_ids, &new.labels, new.draft)?;
    throttle::check_and_hit(&tx, &format!("mail:threads:{}", user.id), domain::NEW_THREADS_PER_SENDER).await?;
    let about = about(&tx, &user, new.application_id, true).await?;
    let to = recipients(&tx, &user, &new.to, about.as_ref(), new.draft).await?;
    outgoing.check_attachments(&tx, user.id, None).await?;
    let thread_id = repo::insert_thread(&tx, new.application_id).await?;
    let to_ids = named(&new.to, &to, new.draft);
    let message = repo::insert_message(&tx, outgoing.message(thread_id, &user, &to_ids)).await?;
    let answer = deliver(&tx, &state, &user, &message, &outgoing, &to).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(answer))
}

/// Replies to everyone else on a message, in its thread ("Re: " and its subject), or saves the
/// reply as a draft.
#[utoipa::path(tag = "messages", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The message answered")), request_body = NewReply, responses(
    (status = 201, description = "Sent or saved", body = Message),
    (status = 400, description = "`validation_failed`: recipients_required (nobody left to answer), body_required, body_too_long, too_many_attachments, attachment_not_found", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "No such message of yours", body = ErrorEnvelope),
))]
#[post("/api/v1/mail/{id}/reply")]
async fn reply(
    auth: SignedIn,
    state: web::Data<AuthState>,
    id: web::Path<i64>,
    body: web::Json<NewReply>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let new = body.into_inner();
    let original = repo::message(&tx, user.id, *id).await?.filter(|row| !row.head.is_draft);
    let original = original.ok_or_else(no_such_message)?.head;
    let subject = domain::reply_subject(&original.subject);
    let mut others: Vec<Uuid> =
        original.sender_user_id.into_iter().chain(original.to_user_ids.iter().copied()).collect();
    others = dedup(&others).into_iter().filter(|other| *other != user.id).collect();
    // Everyone still there: erased and blocked accounts drop out, and an applicant answers the
    // recruiters only.
    let to: Vec<User> = repo::users(&tx, others)
        .await?
        .into_iter()
        .filter(|u| u.status == UserStatus::Active && (user.role != Role::User || u.role != Role::User))
        .collect();
    let outgoing = Outgoing::check(&subject, &new.body, to.len(), &new.attachment_ids, &new.labels, new.draft)?;
    if to.is_empty() && !new.draft {
        return Err(ApiError::validation(FieldErrors::one("to", ErrorCode::RecipientsRequired)));
    }
    outgoing.check_attachments(&tx, user.id, None).await?;
    let to_ids: Vec<Uuid> = to.iter().map(|u| u.id).collect();
    let message = repo::insert_message(&tx, outgoing.message(original.thread_id, &user, &to_ids)).await?;
    let answer = deliver(&tx, &state, &user, &message, &outgoing, &to).await?;
    tx.commit().await?;
    Ok(HttpResponse::Created().json(answer))
}

/// Rewrites a draft; `draft: false` sends it. The application of a draft that answers a thread
/// stays the thread's.
#[utoipa::path(tag = "messages", security(("bearer" = [])),
    params(("id" = i64, Path, description = "The draft")), request_body = NewMessageBody, responses(
    (status = 200, description = "Saved or sent", body = Message),
    (status = 400, description = "`validation_failed`, as for a new message", body = ErrorEnvelope),
    SignInRequired,
    (status = 404, description = "No such draft of yours, or a recipient or application the sender may not write to or about", body = ErrorEnvelope),
    (status = 409, description = "`not_a_draft`: it was sent already", body = ErrorEnvelope),
))]
#[put("/api/v1/mail/{id}")]
async fn edit_draft(
    auth: SignedIn,
    state: web::Data<AuthState>,
    id: web::Path<i64>,
    body: web::Json<NewMessageBody>,
) -> Result<HttpResponse, ApiError> {
    let SignedIn { user, tx, .. } = auth;
    let new = body.into_inner();
    let thread = repo::thread_of(&tx, user.id, *id).await?;
    let draft = thread.iter().find(|row| row.head.id == *id && row.head.sender_user_id == Some(user.id));
    let draft = draft.ok_or_else(no_such_message)?;
    if !draft.head.is_draft {
        return Err(ApiError::conflict(ErrorCode::NotADraft));
    }
    let head = &draft.head;
    let answers_thread = thread.iter().any(|row| row.head.id != head.id);
    let subject = if answers_thread { head.subject.clone() } else { new.subject.clone() };
    let outgoing = Outgoing::check(&subject, &new.body, new.to.len(), &new.attachment_ids, &new.labels, new.draft)?;
    let application_id = if answers_thread { draft.copy.application_id } else { new.application_id };
    let about = about(&tx, &user, application_id, !answers_thread).await?;
    if application_id != draft.copy.application_id {
        repo::set_thread_application(&tx, head.thread_id, application_id).await?;
    }
    let to = recipients(&tx, &user, &new.to, about.as_ref(), new.draft).await?;
    outgoing.check_attachments(&tx, user.id, Some(head.id)).await?;
    let to_ids = named(&new.to, &to, new.draft);
    let message = repo::update_draft(&tx, head.id, &outgoing.message(head.thread_id, &user, &to_ids)).await?;
    let answer = deliver(&tx, &state, &user, &message, &outgoing, &to).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

/// Uploads a file to attach: the raw bytes as the body (PDF, Word .docx, JPEG, PNG or WebP, at
/// most 5 MB); `X-File-Name` may carry its name, percent-encoded. Pictures lose their metadata.
#[utoipa::path(tag = "messages", security(("bearer" = [])),
    request_body(content = Vec<u8>, content_type = "application/octet-stream", description = "The file's bytes"),
    responses(
    (status = 201, description = "Stored; give its id in `attachmentIds`", body = MessageAttachment),
    (status = 400, description = "`invalid_image`: an unreadable picture", body = ErrorEnvelope),
    SignInRequired,
    (status = 413, description = "Over 5 MB", body = ErrorEnvelope),
    (status = 415, description = "`unsupported_file_type`", body = ErrorEnvelope),
))]
#[post("/api/v1/mail/attachments")]
async fn upload_attachment(
    auth: SignedIn,
    req: HttpRequest,
    storage: web::Data<Storage>,
    texts: web::Data<FileTexts>,
    body: web::Bytes,
) -> Result<HttpResponse, ApiError> {
    let (file_type, bytes) = files::accept(
        &body,
        domain::MAX_ATTACHMENT_BYTES,
        &[FileType::Pdf, FileType::Docx, FileType::Jpeg, FileType::Png, FileType::Webp],
        "a PDF, a Word (.docx) document or a JPEG, PNG or WebP picture",
    )?;
    let name = files::upload_name(&req, file_type);
    let record =
        files::store(&auth.tx, &storage, auth.user.id, FileKind::Attachment, &bytes, file_type, name.as_deref())
            .await?;
    let tenant = auth.tx.tenant_arc();
    auth.tx.commit().await?;
    texts.read_after_commit(tenant, &record, bytes.into_owned());
    Ok(HttpResponse::Created().json(MessageAttachment::from(&record)))
}
