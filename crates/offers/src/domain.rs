//! Offers as the API shows and takes them: their states and the moves between them, their terms
//! and the checks on them, and the merge fields their letters are written with.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{ErrorCode, FieldErrors};
use crate::locale::Locale;

/// Where an offer is. `draft` → `pending_approval` → `approved` → `sent` → `accepted` |
/// `declined` | `expired`; `withdrawn` from any open state. A changed term returns an open offer
/// to `draft`; a rejected approval does too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OfferState {
    Draft,
    PendingApproval,
    Approved,
    Sent,
    Accepted,
    Declined,
    Withdrawn,
    Expired,
}

/// What someone does to an offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// A recruiter asks the chain to approve (approved at once when the chain is empty).
    Submit,
    /// The last step of the chain approved.
    Approve,
    /// A step of the chain rejected: back to draft.
    Reject,
    /// The terms changed: back to draft, under a new version.
    ChangeTerms,
    Send,
    Accept,
    Decline,
    Withdraw,
    /// Its expiry date passed unanswered (the expiry job).
    Expire,
}

impl OfferState {
    pub const ALL: [Self; 8] = [
        Self::Draft,
        Self::PendingApproval,
        Self::Approved,
        Self::Sent,
        Self::Accepted,
        Self::Declined,
        Self::Withdrawn,
        Self::Expired,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::PendingApproval => "pending_approval",
            Self::Approved => "approved",
            Self::Sent => "sent",
            Self::Accepted => "accepted",
            Self::Declined => "declined",
            Self::Withdrawn => "withdrawn",
            Self::Expired => "expired",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|state| state.as_str() == text)
    }

    /// Still in play: one open offer per application at a time.
    pub fn is_open(self) -> bool {
        matches!(self, Self::Draft | Self::PendingApproval | Self::Approved | Self::Sent)
    }

    /// Where `action` takes an offer in this state, or `None` when it may not happen here.
    pub fn after(self, action: Move) -> Option<Self> {
        use OfferState::*;
        match (self, action) {
            (Draft, Move::Submit) => Some(PendingApproval),
            (PendingApproval, Move::Approve) => Some(Approved),
            (PendingApproval, Move::Reject) => Some(Draft),
            (Draft | PendingApproval | Approved | Sent, Move::ChangeTerms) => Some(Draft),
            (Approved, Move::Send) => Some(Sent),
            (Sent, Move::Accept) => Some(Accepted),
            (Sent, Move::Decline) => Some(Declined),
            (Sent, Move::Expire) => Some(Expired),
            (Draft | PendingApproval | Approved | Sent, Move::Withdraw) => Some(Withdrawn),
            _ => None,
        }
    }
}

/// How often the salary is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SalaryPeriod {
    Year,
    Month,
    Week,
    Day,
    Hour,
}

/// The kind of contract offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ContractType {
    Permanent,
    FixedTerm,
    PartTime,
    Internship,
    Freelance,
}

macro_rules! names {
    ($($ty:ident { $($variant:ident => $name:literal),+ $(,)? })+) => {$(
        impl $ty {
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];
            pub fn as_str(self) -> &'static str {
                match self { $(Self::$variant => $name),+ }
            }
            pub fn parse(text: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|value| value.as_str() == text)
            }
        }
    )+};
}

names! {
    SalaryPeriod { Year => "year", Month => "month", Week => "week", Day => "day", Hour => "hour" }
    ContractType {
        Permanent => "permanent", FixedTerm => "fixed_term", PartTime => "part_time",
        Internship => "internship", Freelance => "freelance",
    }
}

/// The highest salary amount taken (it is stored with two decimals).
pub const MAX_AMOUNT: f64 = 1e11;
/// Custom fields an offer may carry, and the length of each name and value.
pub const MAX_CUSTOM_FIELDS: usize = 20;
pub const MAX_CUSTOM_VALUE: usize = 500;
/// The longest letter template (one language), comment or decline reason, in characters.
pub const MAX_TEMPLATE: usize = 50_000;
pub const MAX_COMMENT: usize = 2000;
/// The longest letter with its fields filled in, in characters (some 40 pages): what a send or
/// a preview renders is bounded.
pub const MAX_LETTER: usize = 100_000;

/// An offer's salary.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OfferSalary {
    /// In the currency's units, at most two decimals.
    pub amount: f64,
    /// ISO 4217 code, e.g. `EUR`.
    pub currency: String,
    pub period: SalaryPeriod,
}

/// An offer's terms as a recruiter writes them. Always flattened into a request beside its other
/// fields (`NewOffer`, `ChangedOffer`): it cannot refuse fields it does not know, as those are
/// the other part's (and a schema that did would contradict the request's).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferTerms {
    pub salary: OfferSalary,
    pub start_date: NaiveDate,
    pub contract_type: ContractType,
    /// The last day the candidate may accept.
    pub expires_on: NaiveDate,
    /// The letter's template (none: the tenant's first).
    #[serde(default)]
    pub template_id: Option<i64>,
    /// The letter's language (none: the applicant's).
    #[serde(default)]
    pub locale: Option<Locale>,
    /// Further terms by name (lower-case letters, digits and `_`), used in letters as
    /// `{custom_<name>}`.
    #[serde(default)]
    pub custom_fields: BTreeMap<String, String>,
}

/// Whether `name` may name a custom field (it becomes the placeholder `custom_<name>`).
pub fn is_field_name(name: &str) -> bool {
    (1..=40).contains(&name.len()) && name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

impl OfferTerms {
    /// The terms checked for an offer made on `today`; field errors name what is wrong.
    pub fn checked(mut self, today: NaiveDate) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::default();
        let amount = self.salary.amount;
        let cents = amount * 100.0;
        if !amount.is_finite() || !(0.0..=MAX_AMOUNT).contains(&amount) || (cents - cents.round()).abs() > 1e-6 {
            errors.add("salary.amount", ErrorCode::OfferSalaryInvalid);
        }
        self.salary.currency = self.salary.currency.trim().to_ascii_uppercase();
        if self.salary.currency.len() != 3 || !self.salary.currency.bytes().all(|b| b.is_ascii_uppercase()) {
            errors.add("salary.currency", ErrorCode::OfferCurrencyInvalid);
        }
        if self.expires_on < today {
            errors.add("expiresOn", ErrorCode::OfferExpiryPast);
        }
        if self.custom_fields.len() > MAX_CUSTOM_FIELDS {
            errors.add("customFields", ErrorCode::OfferCustomFieldInvalid);
        }
        for (name, value) in &mut self.custom_fields {
            *value = value.trim().to_owned();
            if !is_field_name(name) || value.is_empty() || value.chars().count() > MAX_CUSTOM_VALUE {
                errors.add(format!("customFields.{name}"), ErrorCode::OfferCustomFieldInvalid);
            }
        }
        if errors.is_empty() { Ok(self) } else { Err(errors) }
    }
}

/// The merge fields every letter may use, beside `custom_<name>` for an offer's custom fields.
pub const FIELDS: &[&str] = &[
    "candidate_name",
    "candidate_first_name",
    "vacancy_title",
    "company_name",
    "salary",
    "salary_amount",
    "salary_currency",
    "salary_period",
    "start_date",
    "contract_type",
    "expiry_date",
    "hiring_manager_name",
    "sender_name",
    "offer_date",
];

/// The first placeholder of a letter template that is neither a merge field nor a custom field.
pub fn unknown_field(template: &str) -> Option<&str> {
    crate::template::placeholders(template)
        .into_iter()
        .find(|name| !FIELDS.contains(name) && !name.strip_prefix("custom_").is_some_and(is_field_name))
}

/// The custom fields a letter template uses that `terms` do not give.
pub fn missing_custom_fields<'t>(template: &'t str, given: &BTreeMap<String, String>) -> Vec<&'t str> {
    crate::template::placeholders(template)
        .into_iter()
        .filter_map(|name| name.strip_prefix("custom_"))
        .filter(|name| !given.contains_key(*name))
        .collect()
}

/// `amount` written as `locale` writes money: grouped thousands, two decimals, the currency's code.
pub fn money(amount: f64, currency: &str, locale: Locale) -> String {
    let cents = (amount * 100.0).round() as i128;
    let (whole, fraction) = (cents / 100, cents % 100);
    let (group, decimal) = match locale {
        Locale::En => (",", "."),
        Locale::De => (".", ","),
        Locale::Fr | Locale::Pt => ("\u{202f}", ","),
    };
    let digits = whole.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            grouped.push_str(group);
        }
        grouped.push(digit);
    }
    match locale {
        Locale::En => format!("{currency} {grouped}{decimal}{fraction:02}"),
        _ => format!("{grouped}{decimal}{fraction:02}\u{a0}{currency}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_is_allowed_only_from_its_states() {
        use Move::*;
        use OfferState::*;
        let allowed = [
            (Draft, Submit, PendingApproval),
            (PendingApproval, Approve, Approved),
            (PendingApproval, Reject, Draft),
            (Draft, ChangeTerms, Draft),
            (PendingApproval, ChangeTerms, Draft),
            (Approved, ChangeTerms, Draft),
            (Sent, ChangeTerms, Draft),
            (Approved, Send, Sent),
            (Sent, Accept, Accepted),
            (Sent, Decline, Declined),
            (Sent, Expire, Expired),
            (Draft, Withdraw, Withdrawn),
            (PendingApproval, Withdraw, Withdrawn),
            (Approved, Withdraw, Withdrawn),
            (Sent, Withdraw, Withdrawn),
        ];
        let moves = [Submit, Approve, Reject, ChangeTerms, Send, Accept, Decline, Withdraw, Expire];
        for state in OfferState::ALL {
            for action in moves {
                let expected = allowed.iter().find(|(from, m, _)| *from == state && *m == action).map(|(_, _, to)| *to);
                assert_eq!(state.after(action), expected, "{state:?} {action:?}");
            }
            assert_eq!(OfferState::parse(state.as_str()), Some(state));
        }
        // A closed offer stays closed.
        for closed in [Accepted, Declined, Withdrawn, Expired] {
            assert!(!closed.is_open());
            assert!(moves.iter().all(|m| closed.after(*m).is_none()));
        }
    }

    #[test]
    fn letters_name_known_and_custom_fields_only() {
        assert_eq!(unknown_field("Dear {candidate_name}, {salary} from {start_date}. {custom_bonus}"), None);
        assert_eq!(unknown_field("Dear {candidate_nme}"), Some("candidate_nme"));
        assert_eq!(unknown_field("{custom_}"), Some("custom_"));
        let given = BTreeMap::from([("bonus".to_owned(), "10%".to_owned())]);
        assert_eq!(missing_custom_fields("{custom_bonus} {custom_car} {custom_car}", &given), ["car"]);
    }

    #[test]
    fn terms_are_checked() {
        let today = NaiveDate::from_ymd_opt(2027, 1, 10).unwrap();
        let terms = |amount: f64, currency: &str, expires: u32| OfferTerms {
            salary: OfferSalary { amount, currency: currency.into(), period: SalaryPeriod::Year },
            start_date: NaiveDate::from_ymd_opt(2027, 3, 1).unwrap(),
            contract_type: ContractType::Permanent,
            expires_on: NaiveDate::from_ymd_opt(2027, 1, expires).unwrap(),
            template_id: None,
            locale: None,
            custom_fields: BTreeMap::from([("bonus".into(), " 10% ".into())]),
        };
        let fine = terms(65000.5, " eur", 10).checked(today).unwrap();
        for two_decimals in [1234.57, 17.29, 0.57, 99999.99] {
            assert!(terms(two_decimals, "EUR", 10).checked(today).is_ok(), "{two_decimals}");
        }
        assert_eq!((fine.salary.currency.as_str(), fine.custom_fields["bonus"].as_str()), ("EUR", "10%"));
        let refused = terms(1.005, "EURO", 9).checked(today).unwrap_err();
        assert_eq!(refused.len(), 3);
        for field in ["expiresOn", "salary.amount", "salary.currency"] {
            assert!(refused.get(field).is_some(), "{field}");
        }
        assert!(terms(-1.0, "EUR", 10).checked(today).is_err());
    }

    #[test]
    fn money_is_written_the_locale_s_way() {
        assert_eq!(money(65000.0, "EUR", Locale::En), "EUR 65,000.00");
        assert_eq!(money(1234567.5, "EUR", Locale::De), "1.234.567,50\u{a0}EUR");
        assert_eq!(money(999.99, "BRL", Locale::Pt), "999,99\u{a0}BRL");
        assert_eq!(money(12000.0, "CHF", Locale::Fr), "12\u{202f}000,00\u{a0}CHF");
    }
}
