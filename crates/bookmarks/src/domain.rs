//! What a bookmark may be.

use crate::error::ErrorCode;
use crate::text::has_stray_control;

/// Starred bookmarks the navbar shows; the others starred wait in the overflow list.
pub const NAVBAR_STARRED: usize = 10;
/// Bookmarks one user may keep.
pub const MAX_BOOKMARKS: u64 = 100;

/// A title: 1 to 100 characters on one line, trimmed.
pub fn check_title(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    let length = value.chars().count();
    if !(1..=100).contains(&length) || value.chars().any(char::is_control) {
        return Err(ErrorCode::BookmarkTitleInvalid);
    }
    Ok(value.to_owned())
}

/// A link: a path of this site (`/…`, never `//host`, which a browser reads as another site), at
/// most 500 characters, without spaces or control characters.
pub fn check_link(value: &str) -> Result<String, ErrorCode> {
    let value = value.trim();
    let elsewhere = value.starts_with("//") || value.starts_with("/\\");
    if !value.starts_with('/')
        || elsewhere
        || value.chars().count() > 500
        || value.chars().any(char::is_whitespace)
        || has_stray_control(value)
    {
        return Err(ErrorCode::BookmarkLinkInvalid);
    }
    Ok(value.to_owned())
}

/// An icon's name (the web app's icon set): 1 to 40 lower-case letters, digits and hyphens.
pub fn check_icon(value: &str) -> Result<String, ErrorCode> {
    let ok = (1..=40).contains(&value.len())
        && value.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok { Ok(value.to_owned()) } else { Err(ErrorCode::BookmarkIconInvalid) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_stay_on_this_site() {
        assert_eq!(check_link(" /todo/all?who=everyone&task=7 ").unwrap(), "/todo/all?who=everyone&task=7");
        for bad in [
            "todo",
            "//evil.test/x",
            "/\\evil.test",
            "https://evil.test/",
            "/a b",
            "",
            &format!("/{}", "a".repeat(500)),
        ] {
            assert_eq!(check_link(bad), Err(ErrorCode::BookmarkLinkInvalid), "{bad}");
        }
    }

    #[test]
    fn titles_are_one_line_of_at_most_a_hundred_characters() {
        assert_eq!(check_title("  Inbox ").unwrap(), "Inbox");
        assert_eq!(check_title(&"é".repeat(100)).unwrap().chars().count(), 100);
        for bad in ["", "   ", "two\nlines", &"a".repeat(101)] {
            assert_eq!(check_title(bad), Err(ErrorCode::BookmarkTitleInvalid), "{bad}");
        }
    }

    #[test]
    fn icons_are_plain_names() {
        assert!(check_icon("check-square").is_ok());
        for bad in ["", "Mail", "mail icon", "<svg>", &"a".repeat(41)] {
            assert_eq!(check_icon(bad), Err(ErrorCode::BookmarkIconInvalid), "{bad}");
        }
    }
}
