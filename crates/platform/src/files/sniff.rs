//! What a file is, decided from its bytes — never from its name or the client's Content-Type.

/// The kinds of file eRecruit accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileType {
    Jpeg,
    Png,
    Webp,
    Pdf,
    Docx,
}

impl FileType {
    pub fn content_type(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Webp => "image/webp",
            Self::Pdf => "application/pdf",
            Self::Docx => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Self::Jpeg => "jpg",
            Self::Png => "png",
            Self::Webp => "webp",
            Self::Pdf => "pdf",
            Self::Docx => "docx",
        }
    }

    /// The picture container it is, for the kinds that are pictures.
    pub fn picture(self) -> Option<super::metadata::Picture> {
        use super::metadata::Picture;
        match self {
            Self::Jpeg => Some(Picture::Jpeg),
            Self::Png => Some(Picture::Png),
            Self::Webp => Some(Picture::Webp),
            Self::Pdf | Self::Docx => None,
        }
    }

    pub fn from_content_type(value: &str) -> Option<Self> {
        [Self::Jpeg, Self::Png, Self::Webp, Self::Pdf, Self::Docx].into_iter().find(|t| t.content_type() == value)
    }
}

/// Recognises the file from its leading bytes (and, for DOCX, its zip entries).
pub fn detect(bytes: &[u8]) -> Option<FileType> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        return Some(FileType::Jpeg);
    }
    if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
        return Some(FileType::Png);
    }
    if bytes.len() >= 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        return Some(FileType::Webp);
    }
    if bytes.starts_with(b"%PDF-") {
        return Some(FileType::Pdf);
    }
    // A Word document is a zip whose entries include word/document.xml; zip entry names are
    // stored uncompressed, so they can be found in the bytes.
    if bytes.starts_with(b"PK\x03\x04")
        && contains(bytes, b"[Content_Types].xml")
        && contains(bytes, b"word/document.xml")
    {
        return Some(FileType::Docx);
    }
    None
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

/// Largest picture side and pixel count accepted: guards against decompression bombs.
pub const MAX_IMAGE_SIDE: usize = 8000;
pub const MAX_IMAGE_PIXELS: usize = 40_000_000;

/// Reads an image's dimensions from its header and checks them.
pub fn check_image(bytes: &[u8]) -> Result<(usize, usize), &'static str> {
    let size = imagesize::blob_size(bytes).map_err(|_| "The image could not be read.")?;
    if size.width == 0 || size.height == 0 {
        return Err("The image has no pixels.");
    }
    if size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS {
        return Err("The image is too large: at most 8000 pixels a side.");
    }
    Ok((size.width, size.height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_come_from_the_bytes() {
        assert_eq!(detect(b"\xFF\xD8\xFF\xE0rest"), Some(FileType::Jpeg));
        assert_eq!(detect(b"\x89PNG\r\n\x1a\nrest"), Some(FileType::Png));
        assert_eq!(detect(b"RIFF\x00\x00\x00\x00WEBPVP8 "), Some(FileType::Webp));
        assert_eq!(detect(b"%PDF-1.7\n"), Some(FileType::Pdf));
        assert_eq!(detect(b"PK\x03\x04....[Content_Types].xml....word/document.xml"), Some(FileType::Docx));
        assert_eq!(detect(b"PK\x03\x04 a plain zip"), None);
        assert_eq!(detect(b"<html><script>"), None);
        assert_eq!(detect(b""), None);
    }
}
