//! The words of a Word document: the `w:t` runs of its body (`word/document.xml`).

use quick_xml::events::Event;

use super::{archive, text};
use crate::protocol::Refusal;

pub fn text(bytes: &[u8]) -> Result<String, Refusal> {
    let mut archive = archive::open(bytes)?;
    let xml = archive::member_text(&mut archive, "word/document.xml")?
        .ok_or_else(|| Refusal::unreadable("no word/document.xml"))?;
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut words = String::new();
    let mut in_run_text = false;
    loop {
        match reader.read_event().map_err(Refusal::unreadable)? {
            Event::Start(e) if e.local_name().as_ref() == b"t" => in_run_text = true,
            Event::End(e) if e.local_name().as_ref() == b"t" => in_run_text = false,
            Event::End(e) if e.local_name().as_ref() == b"p" => words.push('\n'),
            Event::Empty(e) if matches!(e.local_name().as_ref(), b"tab" | b"br") => words.push(' '),
            Event::Text(t) if in_run_text => words.push_str(&t.decode().map_err(Refusal::unreadable)?),
            // Since quick-xml 0.38 `&amp;` and `&#233;` arrive apart from the text around them.
            Event::GeneralRef(r) if in_run_text => {
                if let Ok(Some(c)) = r.resolve_char_ref() {
                    words.push(c);
                } else if let Some(s) = quick_xml::escape::resolve_xml_entity(&r.decode().map_err(Refusal::unreadable)?)
                {
                    words.push_str(s);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(text::tidy(&words))
}
