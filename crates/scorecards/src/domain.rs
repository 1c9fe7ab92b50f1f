//! Scorecards and decisions as the API shows and takes them, and the checks on what an
//! interviewer writes.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::error::{ErrorCode, FieldErrors};
use crate::vacancies::stages::kit::KitAttribute;

/// The longest take-aways or private notes, in characters.
pub const MAX_TEXT: usize = 10_000;
/// The longest decision note, in characters.
pub const MAX_NOTE: usize = 2000;
/// The ratings' scale: 1 (strong no) to 4 (strong yes); an attribute left out is "not assessed".
pub const RATINGS: std::ops::RangeInclusive<u8> = 1..=4;

/// An interviewer's overall recommendation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Recommendation {
    StrongNo,
    No,
    Yes,
    StrongYes,
}

impl Recommendation {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::StrongNo => "strong_no",
            Self::No => "no",
            Self::Yes => "yes",
            Self::StrongYes => "strong_yes",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::StrongNo, Self::No, Self::Yes, Self::StrongYes].into_iter().find(|r| r.as_str() == text)
    }

    /// For or against hiring.
    pub fn is_yes(self) -> bool {
        matches!(self, Self::Yes | Self::StrongYes)
    }
}

/// Where a scorecard is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ScorecardState {
    /// Nothing written yet.
    NotStarted,
    Draft,
    Submitted,
}

/// One scorecard as a reader may see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Scorecard {
    pub id: i64,
    /// The interview (none once its event was deleted; the scorecard stays with the application).
    pub event_id: Option<i64>,
    pub application_id: i64,
    pub author_id: Uuid,
    pub author_name: String,
    pub state: ScorecardState,
    /// Attribute id → 1 (strong no) … 4 (strong yes); an attribute not here was not assessed.
    #[schema(value_type = BTreeMap<String, u8>)]
    pub ratings: BTreeMap<Uuid, u8>,
    pub takeaways: String,
    /// Only for the author, admins and the vacancy's hiring manager; otherwise absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub private_notes: Option<String>,
    pub recommendation: Option<Recommendation>,
    /// 0 for a draft never submitted, 1 once submitted, one more for every amendment.
    pub version: i32,
    pub submitted_at: Option<DateTime<Utc>>,
    /// When it was last amended after its first submission (shown as "amended" to the others).
    pub amended_at: Option<DateTime<Utc>>,
    pub updated_at: DateTime<Utc>,
}

/// What an interviewer writes (a draft as they type, or a submission).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScorecardInput {
    /// Attribute id of the interview's kit → 1 to 4; leave an attribute out when not assessed.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, u8>)]
    pub ratings: BTreeMap<Uuid, u8>,
    /// At most 10,000 characters.
    #[serde(default)]
    pub takeaways: String,
    /// At most 10,000 characters; never shown to the other interviewers.
    #[serde(default)]
    pub private_notes: String,
    /// Required to submit.
    #[serde(default)]
    pub recommendation: Option<Recommendation>,
    /// For a submission: the version this was written on (0 for a first submission). A stale one
    /// answers 409 `scorecard_changed`, so two tabs do not overwrite each other's amendment.
    #[serde(default)]
    pub version: Option<i32>,
}

impl ScorecardInput {
    /// Checks the ratings against the kit's attributes and the texts' lengths; a submission also
    /// needs a recommendation. Texts are trimmed.
    pub fn checked(mut self, kit: &[KitAttribute], submitting: bool) -> Result<Self, FieldErrors> {
        let mut fields = FieldErrors::new();
        for (id, rating) in &self.ratings {
            if !kit.iter().any(|attribute| attribute.id == Some(*id)) {
                fields.add(format!("ratings.{id}"), ErrorCode::ScorecardAttributeUnknown);
            } else if !RATINGS.contains(rating) {
                fields.add(format!("ratings.{id}"), ErrorCode::ScorecardRatingInvalid);
            }
        }
        self.takeaways = self.takeaways.trim().to_owned();
        self.private_notes = self.private_notes.trim().to_owned();
        if self.takeaways.chars().count() > MAX_TEXT {
            fields.add("takeaways", ErrorCode::ScorecardTextTooLong);
        }
        if self.private_notes.chars().count() > MAX_TEXT {
            fields.add("privateNotes", ErrorCode::ScorecardTextTooLong);
        }
        if submitting && self.recommendation.is_none() {
            fields.add("recommendation", ErrorCode::ScorecardRecommendationRequired);
        }
        if fields.is_empty() { Ok(self) } else { Err(fields) }
    }
}

/// A hiring decision taken on the evidence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// To a later stage (`stageId`).
    Advance,
    /// Rejected (`reasonId`, as every rejection).
    Reject,
    /// Kept where it is for now.
    Hold,
}

impl Decision {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Advance => "advance",
            Self::Reject => "reject",
            Self::Hold => "hold",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::Advance, Self::Reject, Self::Hold].into_iter().find(|d| d.as_str() == text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vacancies::stages::kit::KitArea;
    use erecruit_platform::locale::Locale;

    fn kit() -> Vec<KitAttribute> {
        vec![KitAttribute {
            id: Some(Uuid::from_u128(1)),
            area: KitArea::Skills,
            names: [(Locale::En, "Rust".to_owned())].into_iter().collect(),
            guidance: Default::default(),
            questions: Default::default(),
        }]
    }

    fn input(ratings: &[(u128, u8)], recommendation: Option<Recommendation>) -> ScorecardInput {
        ScorecardInput {
            ratings: ratings.iter().map(|(id, r)| (Uuid::from_u128(*id), *r)).collect(),
            takeaways: "  Solid.  ".into(),
            private_notes: String::new(),
            recommendation,
            version: None,
        }
    }

    #[test]
    fn ratings_are_of_the_kit_and_a_submission_recommends() {
        let draft = input(&[(1, 4)], None).checked(&kit(), false).unwrap();
        assert_eq!(draft.takeaways, "Solid.");
        let unsent = input(&[(1, 4)], None).checked(&kit(), true).unwrap_err();
        assert!(unsent.contains_key("recommendation"));
        let unknown = input(&[(2, 3)], Some(Recommendation::Yes)).checked(&kit(), true).unwrap_err();
        assert_eq!(
            unknown.get(&format!("ratings.{}", Uuid::from_u128(2))).unwrap().code,
            ErrorCode::ScorecardAttributeUnknown
        );
        let off_scale = input(&[(1, 5)], Some(Recommendation::Yes)).checked(&kit(), true).unwrap_err();
        assert!(off_scale.contains_key(&format!("ratings.{}", Uuid::from_u128(1))));
        assert!(input(&[(1, 0)], None).checked(&kit(), false).is_err());
        assert!(input(&[], Some(Recommendation::StrongNo)).checked(&kit(), true).is_ok());
    }

    #[test]
    fn words_round_trip() {
        for r in [Recommendation::StrongNo, Recommendation::No, Recommendation::Yes, Recommendation::StrongYes] {
            assert_eq!(Recommendation::parse(r.as_str()), Some(r));
        }
        for d in [Decision::Advance, Decision::Reject, Decision::Hold] {
            assert_eq!(Decision::parse(d.as_str()), Some(d));
        }
    }
}
