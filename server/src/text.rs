//! Checks on free text that several features share.

/// Whether `text` has control characters other than line breaks and tabs (PostgreSQL cannot
/// store NUL; the others have no place in what people write either).
pub fn has_stray_control(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}
