//! The languages eRecruit speaks (en is the default); mail and UI follow the user's choice.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Locale {
    #[default]
    En,
    De,
    Fr,
    Pt,
}

impl Locale {
    pub const ALL: [Locale; 4] = [Self::En, Self::De, Self::Fr, Self::Pt];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Fr => "fr",
            Self::Pt => "pt",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        let primary = value.trim().split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        Self::ALL.into_iter().find(|locale| locale.as_str() == primary)
    }

    /// The first supported language of an `Accept-Language` header, in the client's order.
    pub fn from_accept_language(header: &str) -> Option<Self> {
        header.split(',').filter_map(|part| Self::parse(part.split(';').next().unwrap_or_default())).next()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_first_supported_language() {
        assert_eq!(Locale::from_accept_language("es-ES, pt-BR;q=0.8, en;q=0.5"), Some(Locale::Pt));
        assert_eq!(Locale::from_accept_language("ja"), None);
    }
}
