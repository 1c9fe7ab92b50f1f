//! Message templates: the tenant's wording of every mail sent on a recruiter's behalf, per
//! language, with a preview filled from a real application. A language the tenant has not
//! worded sends ours (the mail catalogs).

use std::collections::BTreeMap;

use actix_web::{HttpResponse, delete, get, post, put, web};
use sea_orm::Iterable;
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use crate::actions::{Links, Subject};
use crate::audit::{self, Action};
use crate::auth::{AdminOnly, AuthState};
use crate::error::responses::AdminRequired;
use crate::error::{ApiError, ErrorCode, ErrorEnvelope, FieldErrors};
use crate::locale::Locale;
use crate::mail::templates::{MailKind, Wording, render_with};
use crate::mail::tenant_texts;
use crate::tenancy::{PublicTenant, TenantTx};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(list_message_templates)
        .service(preview_message_template)
        .service(save_message_template)
        .service(reset_message_template);
}

/// One language's text of a template.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TemplateText {
    pub subject: String,
    pub body: String,
    /// The tenant's own (else ours, which it may change).
    pub custom: bool,
}

/// A message template: what it is for, its merge fields and its text per language.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageTemplate {
    pub kind: Wording,
    /// The `{field}` names its texts may use.
    pub fields: Vec<&'static str>,
    #[schema(value_type = BTreeMap<String, TemplateText>)]
    pub texts: BTreeMap<Locale, TemplateText>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MessageTemplateInput {
    /// 1–200 characters on one line, with the template's merge fields.
    pub subject: String,
    /// 1–10,000 characters.
    pub body: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PreviewInput {
    pub kind: Wording,
    pub locale: Locale,
    pub subject: String,
    pub body: String,
    /// The application to fill it from; the latest one when none is given.
    #[serde(default)]
    pub application_id: Option<i64>,
}

/// A mail as it would be sent.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    pub subject: String,
    pub body: String,
    /// The application it was filled from (none: sample values).
    pub application_id: Option<i64>,
}

async fn templates(tx: &TenantTx) -> Result<Vec<MessageTemplate>, sea_orm::DbErr> {
    let own = tenant_texts::texts(tx, Wording::ALL).await?;
    Ok(Wording::ALL
        .iter()
        .map(|wording| MessageTemplate {
            kind: *wording,
            fields: wording.fields(),
            texts: Locale::iter()
                .map(|locale| {
                    let custom = own.iter().find(|(w, l, _)| w == wording && *l == locale).map(|(_, _, t)| t.clone());
                    let text = custom.clone().unwrap_or_else(|| wording.built_in(locale));
                    (locale, TemplateText { subject: text.subject, body: text.body, custom: custom.is_some() })
                })
                .collect(),
        })
        .collect())
}

fn parse_kind(kind: &str) -> Result<Wording, ApiError> {
    Wording::parse(kind)
        .ok_or_else(|| ApiError::coded(actix_web::http::StatusCode::NOT_FOUND, ErrorCode::MessageTemplateUnknown))
}

fn parse_locale(locale: &str) -> Result<Locale, ApiError> {
    Locale::parse(locale)
        .ok_or_else(|| ApiError::validation(FieldErrors::one("locale", ErrorCode::LanguageUnsupported)))
}

/// Every message template with its text in each language.
#[utoipa::path(tag = "automations", security(("bearer" = [])), responses(
    (status = 200, description = "The templates", body = Vec<MessageTemplate>),
    AdminRequired,
))]
#[get("/api/v1/admin/message-templates")]
async fn list_message_templates(auth: AdminOnly) -> Result<HttpResponse, ApiError> {
    Ok(HttpResponse::Ok().json(templates(&auth.tx).await?))
}

/// Words a template in one language (the rejection's text is the one the settings page edits).
#[utoipa::path(tag = "automations", security(("bearer" = [])),
    params(("kind" = Wording, Path), ("locale" = String, Path)), request_body = MessageTemplateInput, responses(
    (status = 200, description = "Every template, as now stored", body = Vec<MessageTemplate>),
    (status = 400, description = "`validation_failed` (`mail_template_subject_invalid`, \
        `mail_template_body_invalid`, `mail_template_placeholder_unknown`, `language_unsupported`)", body = ErrorEnvelope),
    (status = 404, description = "`message_template_unknown`", body = ErrorEnvelope),
    AdminRequired,
))]
#[put("/api/v1/admin/message-templates/{kind}/{locale}")]
async fn save_message_template(
    auth: AdminOnly,
    path: web::Path<(String, String)>,
    body: web::Json<MessageTemplateInput>,
) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let (wording, locale) = (parse_kind(&path.0)?, parse_locale(&path.1)?);
    let mut fields = FieldErrors::new();
    let text = tenant_texts::check(wording, &body.subject, &body.body, "text", &mut fields);
    fields.into_result()?;
    // Our own text stored as the tenant's would stop following our improvements: keep none.
    let own = (text != wording.built_in(locale)).then_some(text);
    tenant_texts::save(&tx, wording, locale, own.as_ref()).await?;
    let details = json!({ "kind": wording.as_str(), "locale": locale.as_str(), "custom": own.is_some() });
    audit::record_by(&tx, &user, Action::MessageTemplateChanged, ("message_template", &wording.as_str()), details)
        .await?;
    let answer = templates(&tx).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

/// Goes back to our wording of a template in one language.
#[utoipa::path(tag = "automations", security(("bearer" = [])),
    params(("kind" = Wording, Path), ("locale" = String, Path)), responses(
    (status = 200, description = "Every template, as now stored", body = Vec<MessageTemplate>),
    (status = 404, description = "`message_template_unknown`", body = ErrorEnvelope),
    AdminRequired,
))]
#[delete("/api/v1/admin/message-templates/{kind}/{locale}")]
async fn reset_message_template(auth: AdminOnly, path: web::Path<(String, String)>) -> Result<HttpResponse, ApiError> {
    let AdminOnly { user, tx, .. } = auth;
    let (wording, locale) = (parse_kind(&path.0)?, parse_locale(&path.1)?);
    tenant_texts::save(&tx, wording, locale, None).await?;
    let details = json!({ "kind": wording.as_str(), "locale": locale.as_str(), "custom": false });
    audit::record_by(&tx, &user, Action::MessageTemplateChanged, ("message_template", &wording.as_str()), details)
        .await?;
    let answer = templates(&tx).await?;
    tx.commit().await?;
    Ok(HttpResponse::Ok().json(answer))
}

/// A text as it would be sent, filled from a real application (the one given, else the latest):
/// nothing is stored or sent.
#[utoipa::path(tag = "automations", security(("bearer" = [])), request_body = PreviewInput, responses(
    (status = 200, description = "The mail as it would be sent", body = Preview),
    (status = 400, description = "`validation_failed`", body = ErrorEnvelope),
    (status = 404, description = "`application_not_found`", body = ErrorEnvelope),
    AdminRequired,
))]
#[post("/api/v1/admin/message-templates/preview")]
async fn preview_message_template(
    auth: AdminOnly,
    state: web::Data<AuthState>,
    body: web::Json<PreviewInput>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let tx = &auth.tx;
    let mut fields = FieldErrors::new();
    let text = tenant_texts::check(body.kind, &body.subject, &body.body, "text", &mut fields);
    fields.into_result()?;
    let id = match body.application_id {
        Some(id) => Some(id),
        None => crate::repo::latest_application(tx).await?,
    };
    let subject =
        match id {
            Some(id) => Some(Subject::load(tx, id, false).await?.ok_or_else(|| {
                ApiError::coded(actix_web::http::StatusCode::NOT_FOUND, ErrorCode::ApplicationNotFound)
            })?),
            None => None,
        };
    let stage = match &subject {
        Some(s) => {
            let process = crate::vacancies::stages::repo::process(tx, s.vacancy_id).await?;
            let default = crate::translated::default_of(tx.tenant());
            s.stage_id.and_then(|id| process.find(id)).map(|stage| stage.name(body.locale, default)).unwrap_or_default()
        }
        None => "—".to_owned(),
    };
    let (name, vacancy) = match &subject {
        Some(s) => (s.applicant_name.clone(), crate::actions::vacancy_title(tx, s.vacancy_id).await?),
        None => ("Ana Silva".to_owned(), "Data Analyst".to_owned()),
    };
    let kind = MailKind::Automated {
        wording: body.kind,
        vacancy,
        stage,
        link: Links { public_url: state.public_url.clone() }.my_application(tx),
    };
    let site = PublicTenant::from(tx.tenant()).erecruitment_title;
    let mail = render_with(&kind, body.locale, &name, &site, Some(&text));
    Ok(HttpResponse::Ok().json(Preview { subject: mail.subject, body: mail.body, application_id: id }))
}
