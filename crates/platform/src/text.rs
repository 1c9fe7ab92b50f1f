//! Checks on free text that several features share.

/// Whether `text` has control characters other than line breaks and tabs (PostgreSQL cannot
/// store NUL; the others have no place in what people write either).
pub fn has_stray_control(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}

/// A Markdown text's first paragraph (not a heading nor code) as plain text on one line, at most
/// `max` characters (cut with "…"): for lists, feeds and link previews. Links keep their text.
pub fn summary(markdown: &str, max: usize) -> String {
    let mut lines = Vec::new();
    let mut in_code = false;
    for line in markdown.lines().map(str::trim) {
        let fence = line.starts_with("```") || line.starts_with("~~~");
        if fence {
            in_code = !in_code;
        }
        if fence || in_code || line.is_empty() || line.starts_with('#') {
            if lines.is_empty() {
                continue;
            }
            break;
        }
        // A list item's marker goes.
        lines.push(line.strip_prefix("- ").or_else(|| line.strip_prefix("+ ")).unwrap_or(line));
    }
    let paragraph = lines.join(" ");
    let plain: String = paragraph
        .chars()
        .filter(|c| !matches!(c, '*' | '_' | '`' | '#' | '>' | '[' | ']'))
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect();
    // "[text](url)" became "text(url)".
    let mut plain = strip_link_targets(&plain).split_whitespace().collect::<Vec<_>>().join(" ");
    if plain.chars().count() > max {
        plain = plain.chars().take(max.saturating_sub(1)).collect::<String>().trim_end().to_owned() + "…";
    }
    plain
}

/// Removes "(http…)" and "(/…)", what is left of a Markdown link's target.
fn strip_link_targets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("(http").or_else(|| rest.find("(/")) {
        out.push_str(&rest[..at]);
        match rest[at..].find(')') {
            Some(end) => rest = &rest[at + end + 1..],
            None => {
                rest = &rest[at..];
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Markdown as HTML for places that show HTML (feeds for readers and job boards): raw HTML in
/// the text is shown as text, and links and images keep only http(s), mailto and relative
/// addresses — as safe as the web app's own rendering.
pub fn markdown_html(markdown: &str) -> String {
    use pulldown_cmark::{CowStr, Event, Options, Parser, Tag};
    fn safe(url: &str) -> bool {
        let lower = url.trim().to_ascii_lowercase();
        match lower.split_once(':') {
            Some((scheme, _)) if !scheme.contains('/') => matches!(scheme, "http" | "https" | "mailto"),
            _ => true,
        }
    }
    let events =
        Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH).map(|event| match event {
            Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
            Event::Start(Tag::Link { link_type, dest_url, title, id }) if !safe(&dest_url) => {
                Event::Start(Tag::Link { link_type, dest_url: CowStr::Borrowed(""), title, id })
            }
            Event::Start(Tag::Image { link_type, dest_url, title, id }) if !safe(&dest_url) => {
                Event::Start(Tag::Image { link_type, dest_url: CowStr::Borrowed(""), title, id })
            }
            other => other,
        });
    let mut html = String::with_capacity(markdown.len() * 5 / 4);
    pulldown_cmark::html::push_html(&mut html, events);
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_is_the_first_paragraph_in_plain_text() {
        let body = "# How to apply\n\nOpen a **vacancy** and see [the guide](https://example.test/g).\n\nMore.";
        assert_eq!(summary(body, 200), "Open a vacancy and see the guide.");
        assert_eq!(summary("## What you will do\nBuild things\nwell.\n## Next", 200), "Build things well.");
        assert_eq!(summary("```\ncode\n```\n- Rust\n- SQL", 200), "Rust SQL");
        let cut = summary(&"word ".repeat(100), 200);
        assert!(cut.ends_with('…') && cut.chars().count() <= 200, "{cut}");
    }

    #[test]
    fn markdown_becomes_html_without_raw_html_or_script_links() {
        let html = markdown_html("**Hi** <script>alert(1)</script> [x](javascript:alert(1)) [y](https://ok.test)");
        assert!(html.contains("<strong>Hi</strong>"), "{html}");
        assert!(html.contains("&lt;script&gt;") && !html.contains("<script>"), "{html}");
        assert!(!html.contains("javascript:") && html.contains("href=\"https://ok.test\""), "{html}");
    }
}
