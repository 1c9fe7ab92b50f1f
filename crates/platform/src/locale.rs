//! The languages eRecruit speaks (en is the default); mail and UI follow the user's choice.

use sea_orm::{ActiveEnum, DeriveActiveEnum, EnumIter};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

// Stored in `users.locale`; the database value is the API name.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Default,
    EnumIter,
    DeriveActiveEnum,
    Serialize,
    Deserialize,
    ToSchema,
)]
#[sea_orm(rs_type = "String", db_type = "Text", rename_all = "lowercase")]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    En,
    De,
    Fr,
    Pt,
}

impl Locale {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Fr => "fr",
            Self::Pt => "pt",
        }
    }

    /// A language tag such as `pt-BR` or `DE`, by its primary language.
    pub fn parse(value: &str) -> Option<Self> {
        let primary = value.trim().split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        Self::try_from_value(&primary).ok()
    }

    /// The first supported language of an `Accept-Language` header, in the client's order.
    pub fn from_accept_language(header: &str) -> Option<Self> {
        header.split(',').filter_map(|part| Self::parse(part.split(';').next().unwrap_or_default())).next()
    }
}

#[cfg(test)]
mod tests {
    use sea_orm::Iterable;

    use super::*;

    #[test]
    fn accept_language_picks_the_first_supported_language() {
        assert_eq!(Locale::from_accept_language("es-ES, pt-BR;q=0.8, en;q=0.5"), Some(Locale::Pt));
        assert_eq!(Locale::from_accept_language("ja"), None);
    }

    #[test]
    fn tags_parse_by_their_primary_language() {
        assert_eq!(Locale::parse(" DE-at "), Some(Locale::De));
        assert_eq!(Locale::parse("pt_BR"), Some(Locale::Pt));
        assert_eq!(Locale::parse(""), None);
    }

    #[test]
    fn the_names_agree_with_the_stored_enum() {
        for locale in Locale::iter() {
            assert_eq!(locale.as_str(), locale.to_value());
            assert_eq!(serde_json::to_value(locale).unwrap(), locale.as_str());
        }
    }
}
