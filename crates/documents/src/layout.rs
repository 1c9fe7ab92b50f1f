//! Where every line of a letter goes: blocks from the Markdown, words wrapped to the page's
//! width, pages broken at the bottom margin, the letterhead on top of every page and the footer
//! with "page / pages" at the foot.

use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag, TagEnd};

use crate::{Letter, Measure};

/// A face of the font.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Regular,
    Bold,
    Italic,
    BoldItalic,
}

impl Style {
    pub(crate) fn index(self) -> usize {
        match self {
            Self::Regular => 0,
            Self::Bold => 1,
            Self::Italic => 2,
            Self::BoldItalic => 3,
        }
    }

    fn with(self, bold: bool, italic: bool) -> Self {
        match (bold || self == Self::Bold || self == Self::BoldItalic, italic) {
            (true, true) => Self::BoldItalic,
            (true, false) => Self::Bold,
            (false, true) => Self::Italic,
            (false, false) => Self::Regular,
        }
    }
}

/// Something drawn at a place on a page (points from the top left; `y` is a text's baseline).
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Text { x: f32, y: f32, style: Style, size: f32, color: [u8; 3], text: String },
    Rule { x: f32, y: f32, width: f32, color: [u8; 3] },
    Logo { x: f32, y: f32, width: f32, height: f32 },
}

/// One page's items.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Page {
    pub items: Vec<Item>,
}

impl Page {
    /// The page's text, line by line, as a reader would copy it.
    pub fn text(&self) -> String {
        let mut lines: Vec<(f32, String)> = Vec::new();
        for item in &self.items {
            if let Item::Text { y, text, .. } = item {
                match lines.iter_mut().find(|(line_y, _)| (line_y - y).abs() < 0.01) {
                    Some((_, line)) => line.push_str(text),
                    None => lines.push((*y, text.clone())),
                }
            }
        }
        lines.into_iter().map(|(_, line)| line).collect::<Vec<_>>().join("\n")
    }
}

const MARGIN: f32 = 56.0;
const BODY: f32 = 10.5;
const LEADING: f32 = 1.45;
const TEXT: [u8; 3] = [33, 37, 41];
const MUTED: [u8; 3] = [90, 98, 104];
const HEADER_HEIGHT: f32 = 64.0;
const FOOTER_HEIGHT: f32 = 28.0;
const INDENT: f32 = 18.0;
/// The deepest a list or quote indents, so text keeps most of the line however deep it nests.
const MAX_INDENT: f32 = 6.0 * INDENT;
const LOGO_HEIGHT: f32 = 36.0;

/// A block of text: its runs, size, indent, marker (a list's bullet or number) and the space
/// before it.
struct Block {
    runs: Vec<(String, Style)>,
    size: f32,
    indent: f32,
    marker: Option<String>,
    space_before: f32,
    color: [u8; 3],
}

enum Part {
    Text(Block),
    Rule,
}

fn blocks(markdown: &str) -> Vec<Part> {
    let mut parts = Vec::new();
    let mut current: Option<Block> = None;
    let (mut bold, mut italic, mut quote) = (false, false, 0usize);
    // Each open list: its next number (none for bullets).
    let mut lists: Vec<Option<u64>> = Vec::new();
    let mut pending_marker: Option<String> = None;
    let new_block = |size: f32, indent: f32, marker: Option<String>, space: f32, color| Block {
        runs: Vec::new(),
        size,
        indent,
        marker,
        space_before: space,
        color,
    };
    let finish = |current: &mut Option<Block>, parts: &mut Vec<Part>| {
        if let Some(block) = current.take()
            && block.runs.iter().any(|(text, _)| !text.trim().is_empty())
        {
            parts.push(Part::Text(block));
        }
    };
    for event in Parser::new_ext(markdown, Options::ENABLE_STRIKETHROUGH) {
        let indent = (INDENT * (lists.len() + quote) as f32).min(MAX_INDENT);
        let color = if quote > 0 { MUTED } else { TEXT };
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                finish(&mut current, &mut parts);
                let size = match level {
                    HeadingLevel::H1 => 18.0,
                    HeadingLevel::H2 => 14.0,
                    _ => 12.0,
                };
                current = Some(new_block(size, indent, None, size * 0.9, TEXT));
                bold = true;
            }
            Event::End(TagEnd::Heading(_)) => {
                finish(&mut current, &mut parts);
                bold = false;
            }
            Event::Start(Tag::Paragraph) => {
                finish(&mut current, &mut parts);
                let space = if pending_marker.is_some() { 3.0 } else { BODY * 0.8 };
                current = Some(new_block(BODY, indent, pending_marker.take(), space, color));
            }
            Event::End(TagEnd::Paragraph) => finish(&mut current, &mut parts),
            Event::Start(Tag::List(first)) => {
                finish(&mut current, &mut parts);
                lists.push(first);
            }
            Event::End(TagEnd::List(_)) => {
                finish(&mut current, &mut parts);
                lists.pop();
            }
            Event::Start(Tag::Item) => {
                finish(&mut current, &mut parts);
                let marker = match lists.last_mut() {
                    Some(Some(number)) => {
                        let marker = format!("{number}.");
                        *number += 1;
                        marker
                    }
                    _ => "•".to_owned(),
                };
                // A tight list's item has no paragraph: its text starts the block at once.
                current = Some(new_block(BODY, indent - INDENT, Some(marker.clone()), 3.0, color));
                pending_marker = Some(marker);
            }
            Event::End(TagEnd::Item) => {
                finish(&mut current, &mut parts);
                pending_marker = None;
            }
            Event::Start(Tag::BlockQuote(_)) => {
                finish(&mut current, &mut parts);
                quote += 1;
            }
            Event::End(TagEnd::BlockQuote(_)) => {
                finish(&mut current, &mut parts);
                quote = quote.saturating_sub(1);
            }
            Event::Start(Tag::Strong) => bold = true,
            Event::End(TagEnd::Strong) => bold = false,
            Event::Start(Tag::Emphasis) => italic = true,
            Event::End(TagEnd::Emphasis) => italic = false,
            Event::Rule => {
                finish(&mut current, &mut parts);
                parts.push(Part::Rule);
            }
            Event::Text(text) | Event::Code(text) => {
                let block = current.get_or_insert_with(|| new_block(BODY, indent, None, BODY * 0.8, color));
                if block.marker.is_some() && pending_marker.is_some() {
                    pending_marker = None;
                }
                block.runs.push((text.into_string(), Style::Regular.with(bold, italic)));
            }
            Event::SoftBreak => {
                if let Some(block) = current.as_mut() {
                    block.runs.push((" ".to_owned(), Style::Regular.with(bold, italic)));
                }
            }
            Event::HardBreak => {
                if let Some(block) = current.as_mut() {
                    block.runs.push(("\n".to_owned(), Style::Regular));
                }
            }
            _ => {}
        }
    }
    finish(&mut current, &mut parts);
    parts
}

/// A line: its pieces (text and face) from left to right.
type Line = Vec<(String, Style)>;

/// `runs` broken into lines of at most `width` points.
fn wrap(runs: &[(String, Style)], size: f32, width: f32, measure: &Measure) -> Vec<Line> {
    let mut lines: Vec<Line> = Vec::new();
    let mut line: Line = Vec::new();
    let mut used = 0.0;
    // Words with the space after them, each in its run's face; a hard break is its own word.
    let mut words: Vec<(String, Style)> = Vec::new();
    for (text, style) in runs {
        if text == "\n" {
            words.push(("\n".to_owned(), *style));
            continue;
        }
        let mut word = String::new();
        for c in text.chars() {
            word.push(c);
            if c == ' ' {
                words.push((std::mem::take(&mut word), *style));
            }
        }
        if !word.is_empty() {
            words.push((word, *style));
        }
    }
    for (word, style) in words {
        if word == "\n" {
            lines.push(std::mem::take(&mut line));
            used = 0.0;
            continue;
        }
        let word_width = measure.width(word.trim_end(), style, size);
        if used + word_width > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
            used = 0.0;
        }
        if word_width > width {
            // A word wider than the line (an address, a long number) is cut where it must be.
            let mut piece = String::new();
            for c in word.chars() {
                piece.push(c);
                if measure.width(&piece, style, size) > width && piece.chars().count() > 1 {
                    let last = piece.pop().unwrap_or(c);
                    lines.push(vec![(std::mem::take(&mut piece), style)]);
                    piece.push(last);
                }
            }
            used = measure.width(&piece, style, size);
            line.push((piece, style));
            continue;
        }
        used += measure.width(&word, style, size);
        match line.last_mut() {
            Some((text, last)) if *last == style => text.push_str(&word),
            _ => line.push((word, style)),
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// Lays the letter out on its pages.
pub(crate) fn layout(letter: &Letter<'_>, measure: &Measure) -> Vec<Page> {
    let (page_width, page_height) = letter.paper.size();
    let content_width = page_width - 2.0 * MARGIN;
    let top = MARGIN + HEADER_HEIGHT;
    let bottom = page_height - MARGIN - FOOTER_HEIGHT;
    let mut pages = vec![Page::default()];
    let mut y = top;
    let mut parts = blocks(letter.markdown);
    if let Some((heading, lines)) = &letter.signature {
        parts.push(Part::Text(Block {
            runs: vec![(heading.to_string(), Style::Bold)],
            size: 14.0,
            indent: 0.0,
            marker: Some("\u{c}".to_owned()),
            space_before: 0.0,
            color: TEXT,
        }));
        for (label, value) in lines {
            parts.push(Part::Text(Block {
                runs: vec![(format!("{label}: "), Style::Bold), (value.clone(), Style::Regular)],
                size: BODY,
                indent: 0.0,
                marker: None,
                space_before: 4.0,
                color: TEXT,
            }));
        }
    }
    for part in parts {
        match part {
            Part::Rule => {
                y += BODY;
                if y > bottom {
                    pages.push(Page::default());
                    y = top;
                }
                if let Some(page) = pages.last_mut() {
                    page.items.push(Item::Rule { x: MARGIN, y, width: content_width, color: MUTED });
                }
                y += BODY * 0.5;
            }
            Part::Text(block) => {
                // The signature page starts a page of its own (the form feed marks it).
                let page_break = block.marker.as_deref() == Some("\u{c}");
                if page_break {
                    pages.push(Page::default());
                    y = top;
                }
                let marker = block.marker.filter(|_| !page_break);
                let line_height = block.size * LEADING;
                let text_x = MARGIN + block.indent + if marker.is_some() { INDENT } else { 0.0 };
                let lines = wrap(&block.runs, block.size, page_width - MARGIN - text_x, measure);
                y += block.space_before;
                for (index, line) in lines.into_iter().enumerate() {
                    if y + line_height > bottom {
                        pages.push(Page::default());
                        y = top;
                    }
                    let baseline = y + block.size;
                    let Some(page) = pages.last_mut() else { break };
                    if index == 0
                        && let Some(marker) = &marker
                    {
                        page.items.push(Item::Text {
                            x: MARGIN + block.indent,
                            y: baseline,
                            style: Style::Regular,
                            size: block.size,
                            color: block.color,
                            text: format!("{marker} "),
                        });
                    }
                    let mut x = text_x;
                    for (text, style) in line {
                        let width = measure.width(&text, style, block.size);
                        page.items.push(Item::Text {
                            x,
                            y: baseline,
                            style,
                            size: block.size,
                            color: block.color,
                            text,
                        });
                        x += width;
                    }
                    y += line_height;
                }
            }
        }
    }
    let count = pages.len();
    // The logo is measured once for every page.
    let logo = letter.letterhead.logo.and_then(|logo| crate::logo_size(logo, 160.0, LOGO_HEIGHT));
    for (index, page) in pages.iter_mut().enumerate() {
        let head = letterhead(letter, logo, page_width, measure);
        page.items.splice(0..0, head);
        let y = page_height - MARGIN;
        let number = format!("{} / {count}", index + 1);
        let number_width = measure.width(&number, Style::Regular, 8.5);
        let footer =
            Item::Text { x: MARGIN, y, style: Style::Regular, size: 8.5, color: MUTED, text: letter.footer.to_owned() };
        page.items.push(footer);
        page.items.push(Item::Text {
            x: page_width - MARGIN - number_width,
            y,
            style: Style::Regular,
            size: 8.5,
            color: MUTED,
            text: number,
        });
    }
    pages
}

/// The logo on the left, the company's name on the right in its colour, a rule under both.
fn letterhead(letter: &Letter<'_>, logo: Option<(f32, f32)>, page_width: f32, measure: &Measure) -> Vec<Item> {
    let head = &letter.letterhead;
    let mut items = Vec::new();
    let logo_height = LOGO_HEIGHT;
    if let Some((width, height)) = logo {
        items.push(Item::Logo { x: MARGIN, y: MARGIN + (logo_height - height) / 2.0, width, height });
    }
    let size = 13.0;
    let width = measure.width(head.company, Style::Bold, size);
    items.push(Item::Text {
        x: page_width - MARGIN - width,
        y: MARGIN + logo_height / 2.0 + size / 2.5,
        style: Style::Bold,
        size,
        color: head.color,
        text: head.company.to_owned(),
    });
    items.push(Item::Rule {
        x: MARGIN,
        y: MARGIN + logo_height + 10.0,
        width: page_width - 2.0 * MARGIN,
        color: head.color,
    });
    items
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Fonts, Letterhead, Paper};

    fn letter(markdown: &str, paper: Paper) -> Letter<'_> {
        Letter {
            title: "Offer",
            language: "de",
            letterhead: Letterhead { company: "Acme GmbH", color: [13, 110, 253], logo: None },
            markdown,
            footer: "Angebot 7 · Fassung 2",
            paper,
            signature: None,
        }
    }

    #[test]
    fn paragraphs_wrap_within_the_margins_and_pages_break_at_the_bottom() {
        let fonts = Fonts::load();
        let measure = Measure::new(&fonts);
        let long = "Wir freuen uns, Ihnen die Stelle anzubieten. ".repeat(400);
        let markdown = format!("# Angebot\n\n{long}");
        let lists = layout(&letter("- erstens\n- zweitens\n\n1. eins\n2. zwei\n\n> zitiert", Paper::A4), &measure);
        assert!(
            lists[0].text().starts_with("Acme GmbH\n• erstens\n• zweitens\n1. eins\n2. zwei\nzitiert"),
            "{}",
            lists[0].text()
        );
        for paper in [Paper::A4, Paper::Letter] {
            let pages = layout(&letter(&markdown, paper), &measure);
            assert!(pages.len() > 2, "{paper:?}: {} pages", pages.len());
            let (width, height) = paper.size();
            for page in &pages {
                for item in &page.items {
                    if let Item::Text { x, y, style, size, text, .. } = item {
                        let right = x + measure.width(text.trim_end(), *style, *size);
                        assert!(*x >= MARGIN - 0.01 && right <= width - MARGIN + 0.5, "{text:?} at {x}..{right}");
                        assert!(*y <= height - MARGIN + 0.01, "{text:?} below the margin");
                    }
                }
            }
            let last = pages.last().unwrap().text();
            assert!(last.ends_with(&format!("{} / {}", pages.len(), pages.len())), "{last}");
            assert!(pages[0].text().starts_with("Acme GmbH\nAngebot\nWir freuen uns"), "{}", pages[0].text());
        }
    }

    #[test]
    fn bold_and_italics_keep_their_faces_and_a_signature_gets_its_own_page() {
        let fonts = Fonts::load();
        let measure = Measure::new(&fonts);
        let mut signed = letter("Ab **1. März 2027** _gilt_ der Vertrag.", Paper::A4);
        signed.signature = Some(("Angenommen", vec![("Name".into(), "Ana Silva".into())]));
        let pages = layout(&signed, &measure);
        assert_eq!(pages.len(), 2);
        let faces: Vec<(Style, &str)> = pages[0]
            .items
            .iter()
            .filter_map(|item| match item {
                Item::Text { style, text, y, .. } if *y < 300.0 && text != "Acme GmbH" => Some((*style, text.as_str())),
                _ => None,
            })
            .collect();
        assert_eq!(
            faces,
            [
                (Style::Regular, "Ab "),
                (Style::Bold, "1. März 2027"),
                (Style::Regular, " "),
                (Style::Italic, "gilt"),
                (Style::Regular, " der Vertrag.")
            ]
        );
        assert!(pages[1].text().contains("Angenommen\nName: Ana Silva"), "{}", pages[1].text());
    }
}
