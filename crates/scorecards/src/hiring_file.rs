//! The evidence view as a PDF for the hiring file: the same evidence the reader may see (blind
//! rule included), written as a Markdown document in the reader's language and rendered by
//! `erecruit-documents` under the tenant's letterhead.

use std::fmt::Write;

use crate::domain::{Decision, Recommendation};
use crate::evidence::Evidence;
use crate::locale::Locale;
use crate::vacancies::stages::kit::KitArea;

/// The words of the document in one language.
struct Words {
    title: &'static str,
    recommendations: &'static str,
    interviews: &'static str,
    ratings: &'static str,
    takeaways: &'static str,
    uncovered: &'static str,
    decisions: &'static str,
    none: &'static str,
    blind: &'static str,
    amended: &'static str,
    recommendation: [&'static str; 4],
    decision: [&'static str; 3],
    area: [&'static str; 4],
}

fn words(locale: Locale) -> Words {
    match locale {
        Locale::En => Words {
            title: "Interview evidence",
            recommendations: "Recommendations",
            interviews: "Interviews",
            ratings: "Ratings (1 strong no – 4 strong yes)",
            takeaways: "Key take-aways",
            uncovered: "Not assessed by anyone",
            decisions: "Decisions",
            none: "None.",
            blind: "You have not submitted your own scorecard yet: the others' stay hidden until you do.",
            amended: "amended",
            recommendation: ["Strong no", "No", "Yes", "Strong yes"],
            decision: ["Advance", "Reject", "Hold"],
            area: ["Skills", "Qualifications", "Personality", "Other"],
        },
        Locale::De => Words {
            title: "Interview-Nachweise",
            recommendations: "Empfehlungen",
            interviews: "Interviews",
            ratings: "Bewertungen (1 klares Nein – 4 klares Ja)",
            takeaways: "Wichtigste Erkenntnisse",
            uncovered: "Von niemandem bewertet",
            decisions: "Entscheidungen",
            none: "Keine.",
            blind: "Sie haben Ihren eigenen Bewertungsbogen noch nicht abgesendet: Die der anderen bleiben bis dahin verborgen.",
            amended: "geändert",
            recommendation: ["Klares Nein", "Nein", "Ja", "Klares Ja"],
            decision: ["Weiter", "Absage", "Zurückstellen"],
            area: ["Fähigkeiten", "Qualifikationen", "Persönlichkeit", "Sonstiges"],
        },
        Locale::Fr => Words {
            title: "Éléments d’entretien",
            recommendations: "Recommandations",
            interviews: "Entretiens",
            ratings: "Notes (1 non ferme – 4 oui ferme)",
            takeaways: "Points clés",
            uncovered: "Évalué par personne",
            decisions: "Décisions",
            none: "Aucun.",
            blind: "Vous n’avez pas encore soumis votre fiche : celles des autres restent masquées jusque-là.",
            amended: "modifiée",
            recommendation: ["Non ferme", "Non", "Oui", "Oui ferme"],
            decision: ["Avancer", "Refuser", "En attente"],
            area: ["Compétences", "Qualifications", "Personnalité", "Autre"],
        },
        Locale::Pt => Words {
            title: "Evidências das entrevistas",
            recommendations: "Recomendações",
            interviews: "Entrevistas",
            ratings: "Classificações (1 não forte – 4 sim forte)",
            takeaways: "Conclusões principais",
            uncovered: "Não avaliado por ninguém",
            decisions: "Decisões",
            none: "Nenhuma.",
            blind: "Ainda não submeteu a sua ficha: as dos outros ficam ocultas até o fazer.",
            amended: "alterada",
            recommendation: ["Não forte", "Não", "Sim", "Sim forte"],
            decision: ["Avançar", "Rejeitar", "Em espera"],
            area: ["Competências", "Qualificações", "Personalidade", "Outro"],
        },
    }
}

fn recommendation_index(recommendation: Recommendation) -> usize {
    match recommendation {
        Recommendation::StrongNo => 0,
        Recommendation::No => 1,
        Recommendation::Yes => 2,
        Recommendation::StrongYes => 3,
    }
}

fn area_index(area: KitArea) -> usize {
    match area {
        KitArea::Skills => 0,
        KitArea::Qualifications => 1,
        KitArea::Personality => 2,
        KitArea::Other => 3,
    }
}

/// Markdown's punctuation escaped in a value written into the document.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | '`' | '*' | '_' | '[' | ']' | '#' | '<' | '>' | '|' | '~') {
            out.push('\\');
        }
        out.push(if c == '\n' || c == '\r' { ' ' } else { c });
    }
    out
}

/// The evidence as Markdown in `locale`; `applicant` and `vacancy` name it.
pub fn markdown(evidence: &Evidence, applicant: &str, vacancy: &str, locale: Locale) -> String {
    let w = words(locale);
    let mut out = String::new();
    let _ = writeln!(out, "# {}: {} — {}\n", w.title, plain(applicant), plain(vacancy));
    if evidence.blind {
        let _ = writeln!(out, "_{}_\n", w.blind);
    }
    let r = &evidence.recommendations;
    let _ = writeln!(out, "## {}\n", w.recommendations);
    for (index, count) in [r.strong_no, r.no, r.yes, r.strong_yes].into_iter().enumerate() {
        let _ = writeln!(out, "- {}: {count}", w.recommendation[index]);
    }
    let _ = writeln!(out, "\n## {}\n", w.interviews);
    for interview in &evidence.interviews {
        let stage = interview.stage_name.as_deref().map(|s| format!(" ({})", plain(s))).unwrap_or_default();
        let _ = writeln!(out, "### {}{stage} — {}\n", plain(&interview.title), interview.starts_at.format("%Y-%m-%d"));
        let cards: Vec<_> = evidence.scorecards.iter().filter(|c| c.event_id == Some(interview.event_id)).collect();
        if cards.is_empty() {
            let _ = writeln!(out, "{}\n", w.none);
            continue;
        }
        let _ = writeln!(out, "**{}**\n", w.ratings);
        let attributes = evidence.attributes.iter().filter(|a| Some(a.stage_id) == interview.stage_id);
        for attribute in attributes {
            let given: Vec<String> = cards
                .iter()
                .filter_map(|c| {
                    c.ratings.get(&attribute.id).map(|rating| format!("{} {rating}", plain(&c.author_name)))
                })
                .collect();
            let given = if given.is_empty() { "—".to_owned() } else { given.join(" · ") };
            let area = w.area[area_index(attribute.area)];
            let _ = writeln!(out, "- **{}** ({area}): {given}", plain(&attribute.name));
        }
        let _ = writeln!(out, "\n**{}**\n", w.takeaways);
        for card in &cards {
            let said = card.recommendation.map(|r| w.recommendation[recommendation_index(r)]).unwrap_or("—");
            let amended = if card.amended_at.is_some() { format!(", {}", w.amended) } else { String::new() };
            let _ = writeln!(out, "- **{}** ({said}{amended}): {}", plain(&card.author_name), plain(&card.takeaways));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "## {}\n", w.uncovered);
    let uncovered: Vec<&str> =
        evidence.attributes.iter().filter(|a| evidence.uncovered.contains(&a.id)).map(|a| a.name.as_str()).collect();
    if uncovered.is_empty() {
        let _ = writeln!(out, "{}\n", w.none);
    }
    for name in uncovered {
        let _ = writeln!(out, "- {}", plain(name));
    }
    let _ = writeln!(out, "\n## {}\n", w.decisions);
    if evidence.decisions.is_empty() {
        let _ = writeln!(out, "{}", w.none);
    }
    for decision in &evidence.decisions {
        let which = w.decision[match decision.decision {
            Decision::Advance => 0,
            Decision::Reject => 1,
            Decision::Hold => 2,
        }];
        let who = decision.decided_by_name.as_deref().map(plain).unwrap_or_default();
        let _ = writeln!(
            out,
            "- {} — **{which}**, {who}: {}",
            decision.decided_at.format("%Y-%m-%d"),
            plain(&decision.note)
        );
    }
    out
}
