//! Texts with named placeholders, `{name}`: the one syntax of the mail catalogs, the error
//! messages and every text a tenant words itself (its rejection today; offers and message
//! templates later).
//!
//! A placeholder is `{` + a name of lower-case letters, digits and `_` + `}`. Any other brace is
//! plain text, so prose and Markdown need no escaping.

use std::borrow::Cow;

/// One piece of a template: text as written, or a placeholder's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece<'a> {
    Text(&'a str),
    Field(&'a str),
}

fn pieces(template: &str) -> impl Iterator<Item = Piece<'_>> {
    let mut rest = template;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let mut search = 0;
        while let Some(open) = rest[search..].find('{').map(|at| at + search) {
            let after = &rest[open + 1..];
            let name_len = after.find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'));
            if let Some(len) = name_len.filter(|&len| len > 0 && after[len..].starts_with('}')) {
                if open > 0 {
                    let text = &rest[..open];
                    rest = &rest[open..];
                    return Some(Piece::Text(text));
                }
                let name = &after[..len];
                rest = &after[len + 1..];
                return Some(Piece::Field(name));
            }
            search = open + 1;
        }
        let text = rest;
        rest = "";
        Some(Piece::Text(text))
    })
}

/// The placeholders `template` names, in order of first appearance, each once.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    for piece in pieces(template) {
        if let Piece::Field(name) = piece
            && !names.contains(&name)
        {
            names.push(name);
        }
    }
    names
}

/// The first placeholder of `template` that is not one of `known`: a tenant's text is checked
/// with this before it is stored, so a typo is refused by name instead of mailed as written.
pub fn unknown_placeholder<'t>(template: &'t str, known: &[&str]) -> Option<&'t str> {
    placeholders(template).into_iter().find(|name| !known.contains(name))
}

/// `template` with each placeholder replaced by its value in `values`; a placeholder without a
/// value stays as written.
pub fn fill<'t, V: AsRef<str>>(template: &'t str, values: &[(&str, V)]) -> Cow<'t, str> {
    if !template.contains('{') {
        return Cow::Borrowed(template);
    }
    let mut out = String::with_capacity(template.len() + 32);
    for piece in pieces(template) {
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Field(name) => match values.iter().find(|(key, _)| *key == name) {
                Some((_, value)) => out.push_str(value.as_ref()),
                None => {
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_named_placeholders_and_leaves_other_braces_alone() {
        let text = "Hello {name}, {name} applied for {vacancy} {not a field} {} {Upper} {open";
        assert_eq!(
            fill(text, &[("name", "Ana"), ("vacancy", "Data {analyst}")]),
            "Hello Ana, Ana applied for Data {analyst} {not a field} {} {Upper} {open"
        );
        assert_eq!(placeholders(text), ["name", "vacancy"]);
        assert_eq!(fill("{a}{b}", &[("b", "2")]), "{a}2");
        assert_eq!(fill::<&str>("no fields", &[]), "no fields");
        assert_eq!(fill("", &[("a", "1")]), "");
        assert_eq!(fill("{x_1}.", &[("x_1", "é")]), "é.");
    }

    #[test]
    fn names_the_first_unknown_placeholder() {
        assert_eq!(unknown_placeholder("Dear {name}, {vacancy} {salary}", &["name", "vacancy"]), Some("salary"));
        assert_eq!(unknown_placeholder("Dear {name} {Name}", &["name"]), None);
    }
}
