//! Zip archives (Word documents and XLSX files are zips), opened only after counting what they
//! inflate to: the archive's own sizes can lie, so every member is inflated once into nothing.

use std::io::{Cursor, Read};

use zip::ZipArchive;

use crate::limits::{MAX_ZIP_MEMBER_BYTES, MAX_ZIP_MEMBERS, MAX_ZIP_TOTAL_BYTES};
use crate::protocol::Refusal;

pub type Archive<'a> = ZipArchive<Cursor<&'a [u8]>>;

/// The archive, once its members are within [`MAX_ZIP_MEMBERS`], [`MAX_ZIP_MEMBER_BYTES`] each
/// and [`MAX_ZIP_TOTAL_BYTES`] together.
pub fn open(bytes: &[u8]) -> Result<Archive<'_>, Refusal> {
    let mut archive = ZipArchive::new(Cursor::new(bytes)).map_err(Refusal::unreadable)?;
    if archive.len() > MAX_ZIP_MEMBERS {
        return Err(Refusal::TooManyMembers { max: MAX_ZIP_MEMBERS });
    }
    let mut total = 0u64;
    for index in 0..archive.len() {
        let member = archive.by_index(index).map_err(Refusal::unreadable)?;
        if member.is_dir() {
            continue;
        }
        let size = std::io::copy(&mut member.take(MAX_ZIP_MEMBER_BYTES + 1), &mut std::io::sink())
            .map_err(Refusal::unreadable)?;
        total += size;
        if size > MAX_ZIP_MEMBER_BYTES {
            return Err(Refusal::ArchiveTooLarge { max_bytes: MAX_ZIP_MEMBER_BYTES });
        }
        if total > MAX_ZIP_TOTAL_BYTES {
            return Err(Refusal::ArchiveTooLarge { max_bytes: MAX_ZIP_TOTAL_BYTES });
        }
    }
    Ok(archive)
}

/// A member's text, if the archive has it (its size already checked by [`open`]).
pub fn member_text(archive: &mut Archive<'_>, name: &str) -> Result<Option<String>, Refusal> {
    let mut member = match archive.by_name(name) {
        Ok(member) => member,
        Err(zip::result::ZipError::FileNotFound) => return Ok(None),
        Err(err) => return Err(Refusal::unreadable(err)),
    };
    let mut text = String::new();
    (&mut member).take(MAX_ZIP_MEMBER_BYTES).read_to_string(&mut text).map_err(Refusal::unreadable)?;
    Ok(Some(text))
}
