//! Text as search keeps it.

use crate::limits::MAX_TEXT_CHARS;

/// One space between words, no control characters (PostgreSQL stores no NUL), at most
/// [`MAX_TEXT_CHARS`].
pub fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(MAX_TEXT_CHARS));
    let mut chars = 0;
    for word in text.split(|c: char| c.is_whitespace() || c.is_control()).filter(|w| !w.is_empty()) {
        chars += word.chars().count() + 1;
        if chars > MAX_TEXT_CHARS {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_tidied_and_bounded() {
        assert_eq!(tidy(" a\u{0}b \n\n c\t"), "a b c");
        assert!(tidy(&"word ".repeat(100_000)).chars().count() < MAX_TEXT_CHARS);
    }
}
