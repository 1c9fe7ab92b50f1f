//! What an API key and a webhook endpoint may be, checked before anything is stored.

use chrono::{DateTime, Utc};
use openidconnect::url::Url;

use crate::auth::api_keys::Scope;
use crate::error::{ApiError, ErrorCode, FieldErrors};
use crate::outbound::Outbound;
use crate::platform_webhooks::Event;

/// Active keys a tenant may hold.
pub const MAX_ACTIVE_KEYS: u64 = 50;
/// Endpoints a tenant may have.
pub const MAX_ENDPOINTS: u64 = 20;
/// After a rotation the previous secret still signs for this long, so receivers can switch.
pub const PREVIOUS_SECRET_VALID: chrono::Duration = chrono::Duration::hours(24);

fn one_line(text: &str, max: usize) -> bool {
    let count = text.chars().count();
    (1..=max).contains(&count) && !text.chars().any(char::is_control)
}

/// A key's name, trimmed, scopes and expiry, or the fields at fault.
pub fn api_key(
    name: &str,
    scopes: &[String],
    expires_at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Result<(String, Vec<Scope>), ApiError> {
    let mut fields = FieldErrors::default();
    let name = name.trim();
    if !one_line(name, 100) {
        fields.add("name", ErrorCode::ApiKeyNameInvalid);
    }
    let parsed: Option<Vec<Scope>> = scopes.iter().map(|scope| Scope::parse(scope)).collect();
    let parsed = parsed.filter(|parsed| !parsed.is_empty()).unwrap_or_else(|| {
        fields.add("scopes", ErrorCode::ApiKeyScopesInvalid);
        Vec::new()
    });
    if expires_at.is_some_and(|at| at <= now) {
        fields.add("expiresAt", ErrorCode::ApiKeyExpiryPast);
    }
    fields.into_result()?;
    Ok((name.to_owned(), parsed))
}

/// An endpoint as stored: its address (which the outbound client would call), description and
/// events, or the fields at fault.
pub fn endpoint(
    outbound: &Outbound,
    url: &str,
    description: &str,
    events: &[String],
) -> Result<(String, String, Vec<String>), ApiError> {
    let mut fields = FieldErrors::default();
    let url = url.trim();
    let parsed = Url::parse(url).ok().filter(|parsed| {
        url.len() <= 2000
            && parsed.username().is_empty()
            && parsed.password().is_none()
            && outbound.check(parsed).is_ok()
    });
    if parsed.is_none() {
        fields.add("url", ErrorCode::WebhookUrlInvalid);
    }
    let description = description.trim();
    if description.chars().count() > 200 || description.chars().any(char::is_control) {
        fields.add("description", ErrorCode::WebhookDescriptionTooLong);
    }
    let mut names: Vec<String> = Vec::new();
    for event in events {
        match Event::parse(event) {
            Some(event) if !names.iter().any(|name| name == event.as_str()) => names.push(event.as_str().to_owned()),
            Some(_) => {}
            None => {
                names.clear();
                break;
            }
        }
    }
    if names.is_empty() {
        fields.add("events", ErrorCode::WebhookEventsInvalid);
    }
    fields.into_result()?;
    Ok((parsed.map(String::from).unwrap_or_default(), description.to_owned(), names))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_need_a_name_known_scopes_and_a_future_expiry() {
        let now = Utc::now();
        let scopes = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert!(api_key(" HR sync ", &scopes(&["vacancies:read"]), None, now).is_ok_and(|(name, _)| name == "HR sync"));
        assert!(api_key("", &scopes(&["vacancies:read"]), None, now).is_err());
        assert!(api_key("x", &scopes(&[]), None, now).is_err());
        assert!(api_key("x", &scopes(&["vacancies:delete"]), None, now).is_err());
        assert!(api_key("x", &scopes(&["offers:write"]), Some(now - chrono::Duration::seconds(1)), now).is_err());
    }

    #[test]
    fn endpoints_need_a_callable_address_and_known_events() {
        let production = Outbound::new(true, &[]);
        let events = vec!["application.created".to_owned()];
        assert!(endpoint(&production, "https://hr.example/hooks", "", &events).is_ok());
        assert!(endpoint(&production, "http://hr.example/hooks", "", &events).is_err(), "plain http");
        assert!(endpoint(&production, "https://169.254.169.254/", "", &events).is_err(), "metadata");
        assert!(endpoint(&production, "https://user:pw@hr.example/", "", &events).is_err(), "credentials");
        assert!(endpoint(&production, "https://hr.example/", "", &[]).is_err());
        assert!(endpoint(&production, "https://hr.example/", "", &["nope".to_owned()]).is_err());
    }
}
