//! Tenant content written in several of the tenant's languages (help entries now; the same
//! shape serves every translated text): stored as one JSON object per row, `{"en": {...},
//! "pt": {...}}`, edited as the text in one language plus `translations` for the others, and read
//! by visitors in their language with a fallback to the tenant's default language.

use std::collections::BTreeMap;

use actix_web::HttpRequest;
use actix_web::http::header;
use sea_orm::Iterable;
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error::{ApiError, ErrorCode};
use crate::locale::Locale;
use crate::tenancy::Tenant;

/// A text in each language it is written in.
pub type Texts<T> = BTreeMap<Locale, T>;

/// The tenant's default language (en when unset).
pub fn default_of(tenant: &Tenant) -> Locale {
    tenant.branding.default_locale.as_deref().and_then(Locale::parse).unwrap_or_default()
}

/// The languages the tenant writes in: its chosen ones, else all of eRecruit's.
pub fn languages_of(tenant: &Tenant) -> Vec<Locale> {
    match &tenant.branding.locales {
        Some(locales) if !locales.is_empty() => {
            let mut chosen: Vec<Locale> = locales.iter().filter_map(|l| Locale::parse(l)).collect();
            chosen.sort();
            chosen.dedup();
            chosen
        }
        _ => Locale::iter().collect(),
    }
}

/// The language a visitor asked for: `?lang=` (400 `language_unsupported` when it is none of
/// ours), else the first of `Accept-Language` that is ours, else the tenant's default.
pub fn wanted(req: &HttpRequest, lang: Option<&str>, tenant: &Tenant) -> Result<Locale, ApiError> {
    if let Some(lang) = lang {
        return Locale::parse(lang).ok_or_else(|| ApiError::bad_request(ErrorCode::LanguageUnsupported));
    }
    Ok(req
        .headers()
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .and_then(Locale::from_accept_language)
        .unwrap_or_else(|| default_of(tenant)))
}

/// What a visitor reads in: the language they asked for ([`wanted`]) and the tenant's default,
/// the fallback.
pub fn reading(req: &HttpRequest, lang: Option<&str>, tenant: &Tenant) -> Result<(Locale, Locale), ApiError> {
    Ok((wanted(req, lang, tenant)?, default_of(tenant)))
}

/// The text in `wanted`, else in `default`, else in the first language it has; with the language
/// it is in (the web app says so when that is not the one asked for).
pub fn pick<T>(texts: &Texts<T>, wanted: Locale, default: Locale) -> Option<(Locale, &T)> {
    texts
        .get_key_value(&wanted)
        .or_else(|| texts.get_key_value(&default))
        .or_else(|| texts.iter().next())
        .map(|(language, text)| (*language, text))
}

/// The tenant's languages a text is not written in yet (the editor lists them).
pub fn missing<T>(texts: &Texts<T>, tenant: &Tenant) -> Vec<Locale> {
    languages_of(tenant).into_iter().filter(|language| !texts.contains_key(language)).collect()
}

/// Reads stored texts; a value this version cannot read is read as no text (never a failure of
/// the whole page).
pub fn from_json<T: DeserializeOwned>(value: &serde_json::Value) -> Texts<T> {
    serde_json::from_value(value.clone()).unwrap_or_default()
}

pub fn to_json<T: Serialize>(texts: &Texts<T>) -> serde_json::Value {
    serde_json::to_value(texts).unwrap_or_default()
}

/// An edited text: the one in `language` plus the others. An entry of `translations` left
/// wholly empty is removed (that is how an editor deletes a translation); `language`'s own text
/// wins over a translation in the same language.
pub fn edited<T>(language: Locale, main: T, translations: Texts<T>, is_empty: impl Fn(&T) -> bool) -> Texts<T> {
    let mut texts: Texts<T> = translations.into_iter().filter(|(_, text)| !is_empty(text)).collect();
    texts.insert(language, main);
    texts
}

/// Short names in several languages (a stage's, a reason's): each trimmed, blank ones dropped;
/// with whether at least one is left and each is one line of at most `max` characters.
pub fn tidy_names(names: Texts<String>, max: usize) -> (Texts<String>, bool) {
    let names: Texts<String> = names
        .into_iter()
        .map(|(language, name)| (language, name.trim().to_owned()))
        .filter(|(_, name)| !name.is_empty())
        .collect();
    let valid =
        !names.is_empty() && names.values().all(|name| name.chars().count() <= max && !name.contains(['\n', '\r']));
    (names, valid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_falls_back_to_the_default_language_then_to_any() {
        let texts: Texts<&str> = [(Locale::De, "Hallo"), (Locale::Fr, "Bonjour")].into_iter().collect();
        assert_eq!(pick(&texts, Locale::Fr, Locale::De), Some((Locale::Fr, &"Bonjour")));
        assert_eq!(pick(&texts, Locale::Pt, Locale::De), Some((Locale::De, &"Hallo")));
        assert_eq!(pick(&texts, Locale::Pt, Locale::En), Some((Locale::De, &"Hallo")));
        assert_eq!(pick(&Texts::<&str>::new(), Locale::Pt, Locale::En), None);
    }

    #[test]
    fn an_empty_translation_is_removed_and_the_main_text_wins() {
        let translations: Texts<&str> =
            [(Locale::De, ""), (Locale::En, "other"), (Locale::Pt, "Olá")].into_iter().collect();
        let texts = edited(Locale::En, "Hello", translations, |text| text.is_empty());
        assert_eq!(texts.into_iter().collect::<Vec<_>>(), vec![(Locale::En, "Hello"), (Locale::Pt, "Olá")]);
    }
}
