//! The offer letter: its template's text in the offer's language with the merge fields filled
//! in, each value written the way that language writes it (money, dates, the words for a salary
//! period and a contract type).

use chrono::{Datelike, NaiveDate};

use crate::domain::{ContractType, SalaryPeriod, money};
use crate::locale::Locale;
use crate::repo::OfferRow;
use crate::template;

/// What the letter's fields read beyond the offer's own terms.
pub struct Context<'a> {
    pub company_name: &'a str,
    pub hiring_manager_name: Option<&'a str>,
    pub sender_name: &'a str,
    pub offer_date: NaiveDate,
}

/// `date` as `locale` writes a date in a letter: "1 March 2027", "1. März 2027"…
pub fn long_date(date: NaiveDate, locale: Locale) -> String {
    const MONTHS: [[&str; 12]; 4] = [
        [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ],
        [
            "Januar",
            "Februar",
            "März",
            "April",
            "Mai",
            "Juni",
            "Juli",
            "August",
            "September",
            "Oktober",
            "November",
            "Dezember",
        ],
        [
            "janvier",
            "février",
            "mars",
            "avril",
            "mai",
            "juin",
            "juillet",
            "août",
            "septembre",
            "octobre",
            "novembre",
            "décembre",
        ],
        [
            "janeiro",
            "fevereiro",
            "março",
            "abril",
            "maio",
            "junho",
            "julho",
            "agosto",
            "setembro",
            "outubro",
            "novembro",
            "dezembro",
        ],
    ];
    let (day, year) = (date.day(), date.year());
    let month = |language: usize| MONTHS[language][date.month0() as usize];
    match locale {
        Locale::En => format!("{day} {} {year}", month(0)),
        Locale::De => format!("{day}. {} {year}", month(1)),
        Locale::Fr if day == 1 => format!("1er {} {year}", month(2)),
        Locale::Fr => format!("{day} {} {year}", month(2)),
        Locale::Pt => format!("{day} de {} de {year}", month(3)),
    }
}

/// "per year" and the like in `locale`.
pub fn period_words(period: SalaryPeriod, locale: Locale) -> &'static str {
    use SalaryPeriod::*;
    match (locale, period) {
        (Locale::En, Year) => "per year",
        (Locale::En, Month) => "per month",
        (Locale::En, Week) => "per week",
        (Locale::En, Day) => "per day",
        (Locale::En, Hour) => "per hour",
        (Locale::De, Year) => "pro Jahr",
        (Locale::De, Month) => "pro Monat",
        (Locale::De, Week) => "pro Woche",
        (Locale::De, Day) => "pro Tag",
        (Locale::De, Hour) => "pro Stunde",
        (Locale::Fr, Year) => "par an",
        (Locale::Fr, Month) => "par mois",
        (Locale::Fr, Week) => "par semaine",
        (Locale::Fr, Day) => "par jour",
        (Locale::Fr, Hour) => "de l’heure",
        (Locale::Pt, Year) => "por ano",
        (Locale::Pt, Month) => "por mês",
        (Locale::Pt, Week) => "por semana",
        (Locale::Pt, Day) => "por dia",
        (Locale::Pt, Hour) => "por hora",
    }
}

/// The contract type's name in `locale`.
pub fn contract_words(contract: ContractType, locale: Locale) -> &'static str {
    use ContractType::*;
    match (locale, contract) {
        (Locale::En, Permanent) => "permanent contract",
        (Locale::En, FixedTerm) => "fixed-term contract",
        (Locale::En, PartTime) => "part-time contract",
        (Locale::En, Internship) => "internship",
        (Locale::En, Freelance) => "freelance contract",
        (Locale::De, Permanent) => "unbefristeter Vertrag",
        (Locale::De, FixedTerm) => "befristeter Vertrag",
        (Locale::De, PartTime) => "Teilzeitvertrag",
        (Locale::De, Internship) => "Praktikum",
        (Locale::De, Freelance) => "freier Mitarbeitervertrag",
        (Locale::Fr, Permanent) => "contrat à durée indéterminée",
        (Locale::Fr, FixedTerm) => "contrat à durée déterminée",
        (Locale::Fr, PartTime) => "contrat à temps partiel",
        (Locale::Fr, Internship) => "stage",
        (Locale::Fr, Freelance) => "contrat de prestation",
        (Locale::Pt, Permanent) => "contrato sem termo",
        (Locale::Pt, FixedTerm) => "contrato a termo",
        (Locale::Pt, PartTime) => "contrato a tempo parcial",
        (Locale::Pt, Internship) => "estágio",
        (Locale::Pt, Freelance) => "contrato de prestação de serviços",
    }
}

/// Every field's value for `offer` in its language.
pub fn values(offer: &OfferRow, context: &Context<'_>) -> Vec<(String, String)> {
    let locale = offer.locale();
    let period = SalaryPeriod::parse(&offer.salary_period).unwrap_or(SalaryPeriod::Year);
    let contract = ContractType::parse(&offer.contract_type).unwrap_or(ContractType::Permanent);
    let amount = money(offer.salary_amount, &offer.salary_currency, locale);
    let first_name = offer.applicant_name.split_whitespace().next().unwrap_or_default().to_owned();
    let mut values: Vec<(String, String)> = [
        ("candidate_name", offer.applicant_name.clone()),
        ("candidate_first_name", first_name),
        ("vacancy_title", offer.vacancy_title.clone()),
        ("company_name", context.company_name.to_owned()),
        ("salary", format!("{amount} {}", period_words(period, locale))),
        ("salary_amount", amount),
        ("salary_currency", offer.salary_currency.clone()),
        ("salary_period", period_words(period, locale).to_owned()),
        ("start_date", long_date(offer.start_date, locale)),
        ("contract_type", contract_words(contract, locale).to_owned()),
        ("expiry_date", long_date(offer.expires_on, locale)),
        ("hiring_manager_name", context.hiring_manager_name.unwrap_or_default().to_owned()),
        ("sender_name", context.sender_name.to_owned()),
        ("offer_date", long_date(context.offer_date, locale)),
    ]
    .into_iter()
    .map(|(name, value)| (name.to_owned(), value))
    .collect();
    values.extend(offer.custom_fields().into_iter().map(|(name, value)| (format!("custom_{name}"), value)));
    values
}

/// `template` with `offer`'s fields filled in. Values are Markdown-escaped: a candidate's name
/// cannot add a link or a heading to the letter.
pub fn fill(template: &str, offer: &OfferRow, context: &Context<'_>) -> String {
    let values: Vec<(String, String)> = values(offer, context);
    let escaped: Vec<(&str, String)> = values.iter().map(|(name, value)| (name.as_str(), escape(value))).collect();
    template::fill(template, &escaped).into_owned()
}

/// `text` with Markdown's punctuation escaped, on one line, and nothing at its start that opens
/// a block where a placeholder starts a line (a list, a rule, a setext heading, indented code).
pub fn escape(text: &str) -> String {
    let text = text.trim_start();
    let mut out = String::with_capacity(text.len() + 2);
    if text.starts_with(['-', '+', '=']) {
        out.push('\\');
    }
    // "1. " opens an ordered list ("1) " too, but `)` is escaped below anyway).
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    let numbered = digits > 0
        && text[digits..].strip_prefix('.').is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '\t']));
    for (index, c) in text.chars().enumerate() {
        if numbered && index == digits {
            out.push('\\');
        }
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '(' | ')' | '#' | '<' | '>' | '!' | '|' | '~' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_each_language_writes_them() {
        let date = NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
        assert_eq!(long_date(date, Locale::En), "1 March 2027");
        assert_eq!(long_date(date, Locale::De), "1. März 2027");
        assert_eq!(long_date(date, Locale::Fr), "1er mars 2027");
        assert_eq!(long_date(date, Locale::Pt), "1 de março de 2027");
        assert_eq!(long_date(NaiveDate::from_ymd_opt(2027, 12, 24).unwrap(), Locale::Fr), "24 décembre 2027");
    }

    #[test]
    fn values_cannot_write_markdown() {
        assert_eq!(escape("Ana [click](http://x) *bold*\n# h"), "Ana \\[click\\]\\(http://x\\) \\*bold\\* \\# h");
        assert_eq!(escape("- a list"), "\\- a list");
        assert_eq!(escape("=== rule"), "\\=== rule");
        assert_eq!(escape("    code"), "code");
        assert_eq!(escape("2027. Ana"), "2027\\. Ana");
        assert_eq!(escape("2027.5"), "2027.5");
        assert_eq!(escape("1) x"), "1\\) x");
        assert_eq!(escape("65.000,00 EUR"), "65.000,00 EUR");
    }
}
