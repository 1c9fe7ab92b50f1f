//! Strips metadata from uploaded pictures before they are stored. Phones and cameras write where a
//! photo was taken (GPS), the device, timestamps, editing software, comments and a thumbnail (which
//! can still show what was cropped out) into the file itself; profile photos and logos are shown to
//! other people, so none of that may travel with them.
//!
//! Only the container is rewritten: the segments and chunks that carry metadata are dropped and the
//! ones a decoder needs are copied byte for byte. The pixels are never decoded or re-encoded, so
//! there is no quality loss and no image decoder to attack. The input is hostile: every length is
//! bounds-checked, and a malformed container is refused rather than guessed at.

/// Which container the bytes are (the caller has already sniffed them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picture {
    Jpeg,
    Png,
    Webp,
}

/// The picture without its metadata; `Err(message)` when the container is malformed.
pub fn strip(picture: Picture, bytes: &[u8]) -> Result<Vec<u8>, &'static str> {
    match picture {
        Picture::Jpeg => strip_jpeg(bytes),
        Picture::Png => strip_png(bytes),
        Picture::Webp => strip_webp(bytes),
    }
}

const JPEG_MALFORMED: &str = "The JPEG image is damaged.";
const JPEG_NO_SCAN: &str = "The JPEG image has no picture data.";
const PNG_MALFORMED: &str = "The PNG image is damaged.";
const WEBP_MALFORMED: &str = "The WebP image is damaged.";

// JPEG marker codes (the byte after 0xFF).
const SOI: u8 = 0xD8;
const EOI: u8 = 0xD9;
const SOS: u8 = 0xDA;
const TEM: u8 = 0x01;
const COM: u8 = 0xFE;
const APP0: u8 = 0xE0;
const APP2: u8 = 0xE2;
const APP14: u8 = 0xEE;
const APP1: u8 = 0xE1;
/// The Exif (TIFF) tag of the picture's orientation.
const ORIENTATION_TAG: u16 = 0x0112;

/// Copies a JPEG's segments, leaving out the ones that carry metadata.
///
/// Segments are walked past the first scan too: a progressive JPEG may put APPn and COM segments
/// between its scans, and phones append further images after EOI (MPF depth maps and previews, each
/// with its own Exif and GPS), so the entropy-coded data is followed to its end and everything after
/// EOI is dropped. A scan cut short (no EOI) is kept as it is: browsers show such pictures, and what
/// is left of it is pixels.
fn strip_jpeg(bytes: &[u8]) -> Result<Vec<u8>, &'static str> {
    let mut pos = match bytes {
        [0xFF, SOI, ..] => 2,
        _ => return Err(JPEG_MALFORMED),
    };
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&[0xFF, SOI]);
    let mut scanned = false;
    loop {
        // A marker is 0xFF, any number of 0xFF fill bytes, then the code. Fill bytes are not copied:
        // they mean nothing, and anything else between segments is damage.
        if bytes.get(pos) != Some(&0xFF) {
            return Err(JPEG_MALFORMED);
        }
        while bytes.get(pos) == Some(&0xFF) {
            pos += 1;
        }
        let Some(&code) = bytes.get(pos) else { return Err(JPEG_MALFORMED) };
        pos += 1;
        match code {
            EOI if scanned => {
                out.extend_from_slice(&[0xFF, EOI]);
                return Ok(out);
            }
            EOI => return Err(JPEG_NO_SCAN),
            0x00 | SOI => return Err(JPEG_MALFORMED),
            // Standalone markers: no length, nothing to strip.
            TEM | 0xD0..=0xD7 => {
                out.extend_from_slice(&[0xFF, code]);
                continue;
            }
            _ => {}
        }
        // Every other marker starts a segment whose big-endian length counts itself but not the marker.
        let length = match bytes.get(pos..).unwrap_or_default() {
            [high, low, ..] => usize::from(u16::from_be_bytes([*high, *low])),
            _ => return Err(JPEG_MALFORMED),
        };
        let end = pos.checked_add(length).ok_or(JPEG_MALFORMED)?;
        let payload = bytes.get(pos..end).and_then(|segment| segment.get(2..)).ok_or(JPEG_MALFORMED)?;
        pos = end;
        copy_jpeg_segment(&mut out, code, payload)?;
        if code == SOS {
            scanned = true;
            let scan_end = entropy_coded_end(bytes, pos);
            out.extend_from_slice(bytes.get(pos..scan_end).unwrap_or_default());
            pos = scan_end;
            if pos >= bytes.len() {
                return Ok(out);
            }
        }
    }
}

/// Writes a segment unless it carries metadata. Only what changes how the pixels decode is kept:
/// the JFIF header (without its thumbnail), an ICC colour profile, and Adobe's colour transform.
/// APP1 (Exif, XMP), the other APPn (FlashPix, MPF, IPTC/Photoshop, vendor notes) and COM go.
/// Non-APP segments (tables, frame and scan headers, restart interval) are the picture itself.
fn copy_jpeg_segment(out: &mut Vec<u8>, code: u8, payload: &[u8]) -> Result<(), &'static str> {
    let kept = match code {
        // JFIF: identifier (5), version (2), units (1), densities (4), thumbnail width and height (1
        // each), then the thumbnail's pixels. The thumbnail is cut and its size set to 0×0. Other
        // APP0 kinds (the JFXX extension, which exists only to hold a thumbnail) are dropped.
        APP0 => match payload.get(..12) {
            Some(header) if header.starts_with(b"JFIF\0") && payload.len() >= 14 => [header, &[0, 0]].concat(),
            _ => return Ok(()),
        },
        APP2 if payload.starts_with(b"ICC_PROFILE\0") => payload.to_vec(),
        APP14 if payload.starts_with(b"Adobe") => payload.to_vec(),
        // Exif goes, but for its orientation: phones store portraits sideways and say so there.
        APP1 => match exif_orientation(payload) {
            Some(orientation) => orientation_only_exif(orientation),
            None => return Ok(()),
        },
        0xE1..=0xEF | COM => return Ok(()),
        _ => payload.to_vec(),
    };
    let length = kept.len().checked_add(2).and_then(|length| u16::try_from(length).ok()).ok_or(JPEG_MALFORMED)?;
    out.extend_from_slice(&[0xFF, code]);
    out.extend_from_slice(&length.to_be_bytes());
    out.extend_from_slice(&kept);
    Ok(())
}

/// The orientation (1–8) an Exif segment states in its first directory, if any.
fn exif_orientation(payload: &[u8]) -> Option<u16> {
    let tiff = payload.strip_prefix(b"Exif\0\0")?;
    let big_endian = match tiff.get(..2)? {
        b"MM" => true,
        b"II" => false,
        _ => return None,
    };
    let u16_at = |at: usize| -> Option<u16> {
        let bytes: [u8; 2] = tiff.get(at..at.checked_add(2)?)?.try_into().ok()?;
        Some(if big_endian { u16::from_be_bytes(bytes) } else { u16::from_le_bytes(bytes) })
    };
    let u32_at = |at: usize| -> Option<u32> {
        let bytes: [u8; 4] = tiff.get(at..at.checked_add(4)?)?.try_into().ok()?;
        Some(if big_endian { u32::from_be_bytes(bytes) } else { u32::from_le_bytes(bytes) })
    };
    if u16_at(2)? != 42 {
        return None;
    }
    let directory = usize::try_from(u32_at(4)?).ok()?;
    let entries = u16_at(directory)?;
    (0..usize::from(entries)).find_map(|n| {
        let entry = directory.checked_add(2)?.checked_add(n.checked_mul(12)?)?;
        // A SHORT (type 3), one of it, stored in the entry itself.
        let is_orientation = u16_at(entry)? == ORIENTATION_TAG && u16_at(entry + 2)? == 3 && u32_at(entry + 4)? == 1;
        let value = u16_at(entry + 8)?;
        (is_orientation && (1..=8).contains(&value)).then_some(value)
    })
}

/// An Exif segment that says nothing but `orientation`.
fn orientation_only_exif(orientation: u16) -> Vec<u8> {
    let mut exif = b"Exif\0\0MM\0\x2a\0\0\0\x08\0\x01".to_vec();
    exif.extend_from_slice(&ORIENTATION_TAG.to_be_bytes());
    exif.extend_from_slice(&[0, 3, 0, 0, 0, 1]);
    exif.extend_from_slice(&orientation.to_be_bytes());
    exif.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
    exif
}

/// Where the entropy-coded data after a scan header ends: at the first 0xFF (with any fill bytes
/// after it) that introduces a real marker. A stuffed 0xFF 0x00 and the restart markers belong to
/// the scan. Without such a marker the data runs to the end of the input.
fn entropy_coded_end(bytes: &[u8], start: usize) -> usize {
    let mut pos = start;
    while let Some(offset) = bytes.get(pos..).and_then(|rest| rest.iter().position(|&byte| byte == 0xFF)) {
        let marker = pos.saturating_add(offset);
        let mut code = marker.saturating_add(1);
        while bytes.get(code) == Some(&0xFF) {
            code += 1;
        }
        match bytes.get(code) {
            Some(0x00 | 0xD0..=0xD7) => pos = code.saturating_add(1),
            Some(_) => return marker,
            None => break,
        }
    }
    bytes.len()
}

const PNG_SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// PNG chunks that carry metadata: Exif, text (author, comments, the software and often an XMP or
/// raw Exif profile in disguise), and the last-modified time. `exIf` and `zxIf` are the names Exif
/// went by before `eXIf` was standardised, and some tools still write them.
const PNG_METADATA: [&[u8; 4]; 7] = [b"eXIf", b"tEXt", b"zTXt", b"iTXt", b"tIME", b"exIf", b"zxIf"];

/// Copies a PNG's chunks, leaving out the metadata ones; everything else (colour chunks such as
/// iCCP, animation, unknown chunks) is copied with its CRC untouched. Anything after IEND is
/// dropped, since decoders ignore it and it is a place to hide data.
fn strip_png(bytes: &[u8]) -> Result<Vec<u8>, &'static str> {
    let mut rest = bytes.strip_prefix(&PNG_SIGNATURE).ok_or(PNG_MALFORMED)?;
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&PNG_SIGNATURE);
    loop {
        // A chunk: big-endian data length (at most 2^31 - 1), type, data, CRC.
        let (length, chunk_type) = match rest {
            [a, b, c, d, e, f, g, h, ..] => (u32::from_be_bytes([*a, *b, *c, *d]), [*e, *f, *g, *h]),
            _ => return Err(PNG_MALFORMED),
        };
        if length > 0x7FFF_FFFF || !chunk_type.iter().all(u8::is_ascii_alphabetic) {
            return Err(PNG_MALFORMED);
        }
        let size = usize::try_from(length).ok().and_then(|length| length.checked_add(12)).ok_or(PNG_MALFORMED)?;
        let (chunk, after) = rest.split_at_checked(size).ok_or(PNG_MALFORMED)?;
        rest = after;
        if !PNG_METADATA.contains(&&chunk_type) {
            out.extend_from_slice(chunk);
        }
        if &chunk_type == b"IEND" {
            return Ok(out);
        }
    }
}

/// VP8X flags announcing EXIF and XMP chunks; cleared once the chunks are gone, so readers do not
/// go looking for them.
const VP8X_EXIF: u8 = 0x08;
const VP8X_XMP: u8 = 0x04;

/// Copies a WebP's chunks without the EXIF and XMP ones, clears their VP8X flags and rewrites the
/// RIFF size. Chunks keep their padding to an even size. Bytes past the end the RIFF size names are
/// dropped, like trailing data after a PNG's IEND.
fn strip_webp(bytes: &[u8]) -> Result<Vec<u8>, &'static str> {
    let (riff_size, body) = match bytes {
        [b'R', b'I', b'F', b'F', a, b, c, d, b'W', b'E', b'B', b'P', body @ ..] => {
            (u32::from_le_bytes([*a, *b, *c, *d]), body)
        }
        _ => return Err(WEBP_MALFORMED),
    };
    // The RIFF size counts everything after the size field: "WEBP" and the chunks.
    let body_size = usize::try_from(riff_size).ok().and_then(|size| size.checked_sub(4)).ok_or(WEBP_MALFORMED)?;
    let mut rest = body.get(..body_size).ok_or(WEBP_MALFORMED)?;
    if rest.is_empty() {
        return Err(WEBP_MALFORMED);
    }
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(b"RIFF\0\0\0\0WEBP");
    while !rest.is_empty() {
        // A chunk: FourCC, little-endian data size, data, one pad byte when the size is odd.
        let (fourcc, size) = match rest {
            [a, b, c, d, e, f, g, h, ..] => ([*a, *b, *c, *d], u32::from_le_bytes([*e, *f, *g, *h])),
            _ => return Err(WEBP_MALFORMED),
        };
        let data_size = usize::try_from(size).map_err(|_| WEBP_MALFORMED)?;
        let (data, after) = rest.get(8..).unwrap_or_default().split_at_checked(data_size).ok_or(WEBP_MALFORMED)?;
        // An odd-sized last chunk missing its pad byte is tolerated; the pad is written back below.
        rest = if data_size % 2 == 1 { after.get(1..).unwrap_or_default() } else { after };
        if &fourcc == b"EXIF" || &fourcc == b"XMP " {
            continue;
        }
        out.extend_from_slice(&fourcc);
        out.extend_from_slice(&size.to_le_bytes());
        let flags_at = out.len();
        out.extend_from_slice(data);
        if &fourcc == b"VP8X" {
            // VP8X data: flags (1), reserved (3), canvas width and height (3 each).
            if data_size < 10 {
                return Err(WEBP_MALFORMED);
            }
            if let Some(flags) = out.get_mut(flags_at) {
                *flags &= !(VP8X_EXIF | VP8X_XMP);
            }
        }
        if data_size % 2 == 1 {
            out.push(0);
        }
    }
    let riff_size = out.len().checked_sub(8).and_then(|size| u32::try_from(size).ok()).ok_or(WEBP_MALFORMED)?;
    if let Some(field) = out.get_mut(4..8) {
        field.copy_from_slice(&riff_size.to_le_bytes());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|window| window == needle)
    }

    /// A JPEG segment: marker, length (counting itself), payload.
    fn segment(code: u8, payload: &[u8]) -> Vec<u8> {
        let length = u16::try_from(payload.len() + 2).unwrap();
        [&[0xFF, code][..], &length.to_be_bytes(), payload].concat()
    }

    const JFIF: &[u8] = b"JFIF\0\x01\x02\x00\x00\x48\x00\x48\x00\x00";
    /// Scan data with a stuffed 0xFF and a restart marker, both of which belong to the scan.
    const SCAN_DATA: &[u8] = &[0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0x78];

    fn dqt() -> Vec<u8> {
        segment(0xDB, &[[0x00].as_slice(), &[1; 64]].concat())
    }

    fn sof() -> Vec<u8> {
        segment(0xC0, &[8, 0, 1, 0, 1, 1, 1, 0x11, 0])
    }

    fn sos() -> Vec<u8> {
        segment(SOS, &[1, 1, 0x00, 0, 63, 0])
    }

    fn jpeg(parts: &[Vec<u8>]) -> Vec<u8> {
        [vec![0xFF, SOI], parts.concat()].concat()
    }

    fn exif() -> Vec<u8> {
        segment(0xE1, b"Exif\0\0MM\0\x2a GPS 52.5200 N 13.4050 E Canon EOS 2024:05:01")
    }

    fn sample_jpeg() -> Vec<u8> {
        jpeg(&[
            segment(APP0, JFIF),
            exif(),
            segment(COM, b"holiday at home"),
            dqt(),
            sof(),
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, EOI],
        ])
    }

    #[test]
    fn jpeg_loses_exif_and_comments_and_keeps_the_picture() {
        let stripped = strip(Picture::Jpeg, &sample_jpeg()).unwrap();
        assert!(!contains(&stripped, b"Exif"));
        assert!(!contains(&stripped, b"GPS"));
        assert!(!contains(&stripped, b"holiday"));
        let expected = jpeg(&[segment(APP0, JFIF), dqt(), sof(), sos(), SCAN_DATA.to_vec(), vec![0xFF, EOI]]);
        assert_eq!(stripped, expected);
    }

    #[test]
    fn jpeg_keeps_only_the_orientation_of_its_exif() {
        // Little-endian Exif: orientation 6 (rotate 90°), then a GPS directory pointer and text.
        let mut tiff = b"II\x2a\0\x08\0\0\0\x02\0".to_vec();
        tiff.extend_from_slice(&[0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0]);
        tiff.extend_from_slice(&[0x25, 0x88, 4, 0, 1, 0, 0, 0, 38, 0, 0, 0]);
        tiff.extend_from_slice(&[0, 0, 0, 0]);
        tiff.extend_from_slice(b"GPS 52.5200 N 13.4050 E");
        let exif = segment(APP1, &[b"Exif\0\0".as_slice(), &tiff].concat());
        let stripped = strip(Picture::Jpeg, &jpeg(&[exif, dqt(), sof(), sos()])).unwrap();
        assert!(!contains(&stripped, b"GPS"));
        assert!(contains(&stripped, &segment(APP1, &orientation_only_exif(6))));
        assert_eq!(exif_orientation(&orientation_only_exif(6)), Some(6));
        assert_eq!(exif_orientation(b"Exif\0\0MM\0\x2a\0\0\0\x08\0\x01"), None, "a cut directory");
    }

    #[test]
    fn jpeg_keeps_colour_segments_and_drops_other_app_segments() {
        let icc = segment(APP2, b"ICC_PROFILE\0\x01\x01profile bytes");
        let adobe = segment(APP14, b"Adobe\0\x64\0\0\0\0\x01");
        let input = jpeg(&[
            icc.clone(),
            segment(APP2, b"MPF\0II*\0 index of appended images"),
            segment(APP2, b"FPXR\0flashpix"),
            segment(0xE1, b"http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>"),
            segment(0xED, b"Photoshop 3.0\08BIM IPTC"),
            segment(0xE3, b"vendor"),
            segment(0xEF, b"vendor"),
            segment(APP14, b"NotAdobe"),
            adobe.clone(),
            dqt(),
            sof(),
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, EOI],
        ]);
        let stripped = strip(Picture::Jpeg, &input).unwrap();
        assert_eq!(stripped, jpeg(&[icc, adobe, dqt(), sof(), sos(), SCAN_DATA.to_vec(), vec![0xFF, EOI]]));
    }

    #[test]
    fn jpeg_loses_its_jfif_thumbnail() {
        let mut with_thumbnail = JFIF.to_vec();
        with_thumbnail[12] = 1;
        with_thumbnail[13] = 1;
        with_thumbnail.extend_from_slice(&[0xAA, 0xBB, 0xCC]);
        let input = jpeg(&[
            segment(APP0, &with_thumbnail),
            segment(APP0, b"JFXX\0\x10thumbnail"),
            dqt(),
            sof(),
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, EOI],
        ]);
        let stripped = strip(Picture::Jpeg, &input).unwrap();
        assert_eq!(stripped, jpeg(&[segment(APP0, JFIF), dqt(), sof(), sos(), SCAN_DATA.to_vec(), vec![0xFF, EOI]]));
    }

    #[test]
    fn jpeg_drops_metadata_between_scans_and_after_the_end() {
        let dht = segment(0xC4, &[0x00, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        let appended_image = jpeg(&[exif(), dqt(), sof(), sos(), SCAN_DATA.to_vec(), vec![0xFF, EOI]]);
        let input = jpeg(&[
            segment(APP0, JFIF),
            dqt(),
            segment(0xC2, &[8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, 0xFF],
            exif(),
            segment(COM, b"between scans"),
            dht.clone(),
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, EOI],
            appended_image,
        ]);
        let stripped = strip(Picture::Jpeg, &input).unwrap();
        let expected = jpeg(&[
            segment(APP0, JFIF),
            dqt(),
            segment(0xC2, &[8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
            sos(),
            SCAN_DATA.to_vec(),
            dht,
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, EOI],
        ]);
        assert_eq!(stripped, expected);
    }

    #[test]
    fn jpeg_handles_fill_bytes_and_standalone_markers() {
        let input = jpeg(&[
            vec![0xFF, 0xFF, 0xFF],
            segment(APP0, JFIF),
            vec![0xFF, TEM],
            dqt(),
            sof(),
            sos(),
            SCAN_DATA.to_vec(),
            vec![0xFF, 0xFF, EOI],
        ]);
        let stripped = strip(Picture::Jpeg, &input).unwrap();
        let expected =
            jpeg(&[segment(APP0, JFIF), vec![0xFF, TEM], dqt(), sof(), sos(), SCAN_DATA.to_vec(), vec![0xFF, EOI]]);
        assert_eq!(stripped, expected);
    }

    #[test]
    fn jpeg_with_a_cut_scan_keeps_what_there_is() {
        let input = jpeg(&[dqt(), sof(), sos(), SCAN_DATA.to_vec(), vec![0xFF]]);
        assert_eq!(strip(Picture::Jpeg, &input).unwrap(), input);
    }

    #[test]
    fn malformed_jpegs_are_refused() {
        let whole = sample_jpeg();
        // Cut inside the Exif segment: its length points past the end.
        let cut = &whole[..2 + 18 + 10];
        assert_eq!(strip(Picture::Jpeg, cut), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b""), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8"), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8\xFF\xE0\x00\x01"), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8\xFF\xE0\x00"), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8junk"), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8\xFF\x00"), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8\xFF\xD8"), Err(JPEG_MALFORMED));
        assert_eq!(strip(Picture::Jpeg, b"\xFF\xD8\xFF\xD9"), Err(JPEG_NO_SCAN));
        assert_eq!(strip(Picture::Jpeg, b"\x89PNG\r\n\x1a\n"), Err(JPEG_MALFORMED));
    }

    /// The CRC-32 PNG chunks end with, so the test chunks are real ones.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFF_u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }

    fn chunk(chunk_type: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let length = u32::try_from(data.len()).unwrap();
        let crc = crc32(&[chunk_type.as_slice(), data].concat());
        [&length.to_be_bytes(), chunk_type.as_slice(), data, &crc.to_be_bytes()].concat()
    }

    fn png(chunks: &[Vec<u8>]) -> Vec<u8> {
        [PNG_SIGNATURE.to_vec(), chunks.concat()].concat()
    }

    fn ihdr() -> Vec<u8> {
        chunk(b"IHDR", &[0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
    }

    fn sample_png() -> Vec<u8> {
        png(&[
            ihdr(),
            chunk(b"iCCP", b"sRGB\0\0profile"),
            chunk(b"tEXt", b"Author\0Jane Doe"),
            chunk(b"eXIf", b"MM\0\x2a GPS 52.5200 N"),
            chunk(b"zTXt", b"Comment\0\0compressed"),
            chunk(b"iTXt", b"XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta/>"),
            chunk(b"tIME", &[0x07, 0xE8, 5, 1, 12, 0, 0]),
            chunk(b"IDAT", b"\x78\x9c pixels"),
            chunk(b"IEND", b""),
        ])
    }

    #[test]
    fn png_loses_text_exif_and_time_chunks() {
        let stripped = strip(Picture::Png, &sample_png()).unwrap();
        let expected =
            png(&[ihdr(), chunk(b"iCCP", b"sRGB\0\0profile"), chunk(b"IDAT", b"\x78\x9c pixels"), chunk(b"IEND", b"")]);
        assert_eq!(stripped, expected);
        assert!(!contains(&stripped, b"GPS"));
        assert!(!contains(&stripped, b"Jane"));
    }

    #[test]
    fn png_keeps_unknown_chunks_and_drops_what_follows_iend() {
        let input = [
            png(&[ihdr(), chunk(b"CRIT", b"critical"), chunk(b"IDAT", b"x"), chunk(b"IEND", b"")]),
            b"hidden trailer".to_vec(),
        ]
        .concat();
        let stripped = strip(Picture::Png, &input).unwrap();
        assert_eq!(stripped, png(&[ihdr(), chunk(b"CRIT", b"critical"), chunk(b"IDAT", b"x"), chunk(b"IEND", b"")]));
    }

    #[test]
    fn malformed_pngs_are_refused() {
        let whole = sample_png();
        assert_eq!(strip(Picture::Png, &whole[..whole.len() - 1]), Err(PNG_MALFORMED));
        assert_eq!(strip(Picture::Png, &png(&[ihdr(), chunk(b"IDAT", b"x")])), Err(PNG_MALFORMED));
        assert_eq!(strip(Picture::Png, &png(&[ihdr(), chunk(b"ID\0T", b"x")])), Err(PNG_MALFORMED));
        let too_long = [PNG_SIGNATURE.as_slice(), b"\x80\0\0\0IHDR"].concat();
        assert_eq!(strip(Picture::Png, &too_long), Err(PNG_MALFORMED));
        assert_eq!(strip(Picture::Png, &PNG_SIGNATURE), Err(PNG_MALFORMED));
        assert_eq!(strip(Picture::Png, b"GIF89a"), Err(PNG_MALFORMED));
    }

    fn webp_chunk(fourcc: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let size = u32::try_from(data.len()).unwrap();
        let padding: &[u8] = if data.len() % 2 == 1 { &[0] } else { &[] };
        [fourcc.as_slice(), &size.to_le_bytes(), data, padding].concat()
    }

    fn webp(chunks: &[Vec<u8>]) -> Vec<u8> {
        let body = chunks.concat();
        let size = u32::try_from(body.len() + 4).unwrap();
        [b"RIFF".as_slice(), &size.to_le_bytes(), b"WEBP", &body].concat()
    }

    /// A VP8X chunk with `flags` (ICC 0x20, alpha 0x10, EXIF, XMP) and a 1×1 canvas (sizes are stored minus one).
    fn vp8x(flags: u8) -> Vec<u8> {
        webp_chunk(b"VP8X", &[flags, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    fn sample_webp() -> Vec<u8> {
        webp(&[
            vp8x(0x20 | 0x10 | VP8X_EXIF | VP8X_XMP),
            webp_chunk(b"ICCP", b"profile"),
            webp_chunk(b"VP8L", b"\x2f\0\0\0\0pixel"),
            webp_chunk(b"EXIF", b"MM\0\x2a GPS 52.5200 N"),
            webp_chunk(b"XMP ", b"<x:xmpmeta/>"),
        ])
    }

    #[test]
    fn webp_loses_exif_and_xmp_and_their_flags() {
        let stripped = strip(Picture::Webp, &sample_webp()).unwrap();
        let expected =
            webp(&[vp8x(0x20 | 0x10), webp_chunk(b"ICCP", b"profile"), webp_chunk(b"VP8L", b"\x2f\0\0\0\0pixel")]);
        assert_eq!(stripped, expected);
        assert!(!contains(&stripped, b"GPS"));
        let riff_size = u32::from_le_bytes(stripped[4..8].try_into().unwrap());
        assert_eq!(usize::try_from(riff_size).unwrap(), stripped.len() - 8);
        // ICCP and VP8L have odd sizes: each keeps its pad byte.
        assert_eq!(stripped.len() % 2, 0);
    }

    #[test]
    fn webp_drops_bytes_past_the_riff_end_and_pads_a_last_odd_chunk() {
        let mut input = webp(&[webp_chunk(b"VP8 ", b"abc")]);
        let unpadded = input.len() - 1;
        input.truncate(unpadded);
        let riff_size = u32::try_from(unpadded - 8).unwrap();
        input[4..8].copy_from_slice(&riff_size.to_le_bytes());
        input.extend_from_slice(b"trailer");
        // The trailer is outside the RIFF, so it is gone; the missing pad byte is put back.
        assert_eq!(strip(Picture::Webp, &input).unwrap(), webp(&[webp_chunk(b"VP8 ", b"abc")]));
    }

    #[test]
    fn malformed_webps_are_refused() {
        let whole = sample_webp();
        assert_eq!(strip(Picture::Webp, &whole[..whole.len() - 2]), Err(WEBP_MALFORMED));
        assert_eq!(strip(Picture::Webp, &webp(&[])), Err(WEBP_MALFORMED));
        assert_eq!(strip(Picture::Webp, &webp(&[webp_chunk(b"VP8X", &[0; 4])])), Err(WEBP_MALFORMED));
        let mut chunk_too_long = webp(&[webp_chunk(b"VP8 ", b"ab")]);
        chunk_too_long[16] = 0xFF;
        assert_eq!(strip(Picture::Webp, &chunk_too_long), Err(WEBP_MALFORMED));
        assert_eq!(strip(Picture::Webp, b"RIFF\x02\0\0\0WEBP"), Err(WEBP_MALFORMED));
        assert_eq!(strip(Picture::Webp, b"RIFF\0\0\0\0WAVE"), Err(WEBP_MALFORMED));
        assert_eq!(strip(Picture::Webp, b"RIFF"), Err(WEBP_MALFORMED));
    }

    #[test]
    fn stripping_twice_changes_nothing_more() {
        for (picture, input) in
            [(Picture::Jpeg, sample_jpeg()), (Picture::Png, sample_png()), (Picture::Webp, sample_webp())]
        {
            let once = strip(picture, &input).unwrap();
            assert_eq!(strip(picture, &once).unwrap(), once);
        }
    }

    #[test]
    fn cut_and_damaged_input_is_refused_or_stripped_never_a_panic() {
        let samples = [sample_jpeg(), sample_png(), sample_webp()];
        let pictures = [Picture::Jpeg, Picture::Png, Picture::Webp];
        // Every cut of every sample, read as every container.
        for sample in &samples {
            for end in 0..=sample.len() {
                for picture in pictures {
                    let _ = strip(picture, &sample[..end]);
                }
            }
        }
        // Random byte changes (a fixed xorshift, so a failure can be replayed).
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..20_000 {
            let sample = &samples[usize::try_from(next() % 3).unwrap()];
            let mut damaged = sample.clone();
            for _ in 0..1 + next() % 4 {
                let at = usize::try_from(next() % u64::try_from(damaged.len()).unwrap()).unwrap();
                damaged[at] = u8::try_from(next() & 0xFF).unwrap();
            }
            // Cut one in four, so most damaged samples still reach the end of their container.
            let end = match next() % 4 {
                0 => usize::try_from(next() % u64::try_from(damaged.len() + 1).unwrap()).unwrap(),
                _ => damaged.len(),
            };
            for picture in pictures {
                if let Ok(stripped) = strip(picture, &damaged[..end]) {
                    // Whatever is accepted is a fixed point: nothing left to strip.
                    assert_eq!(strip(picture, &stripped).as_ref(), Ok(&stripped));
                }
            }
        }
    }
}
