//! The words of a PDF, by pdf-extract, after checking what it would follow without a limit: the
//! page tree and the `/Parent` chains (recursion, and loops that never return), form XObjects
//! drawing forms (a form that draws itself overflowed the server's stack), and what the content
//! streams inflate to, counted once per use as the library inflates them.

use std::collections::{HashMap, HashSet};
use std::io::Read;

use pdf_extract::{Dictionary, Document, Object, ObjectId, PlainTextOutput, Stream};

use super::text;
use crate::limits::{MAX_PDF_DEPTH, MAX_PDF_FORM_VISITS, MAX_PDF_INFLATED_BYTES};
use crate::protocol::Refusal;

pub fn text(bytes: &[u8]) -> Result<String, Refusal> {
    let mut document = Document::load_mem(bytes).map_err(Refusal::unreadable)?;
    check(&document)?;
    let mut words = String::new();
    {
        let mut output = PlainTextOutput::new(&mut words);
        let done = if document.is_encrypted() {
            // Documents that open without a password (owner-password only) are read; others
            // are unreadable.
            pdf_extract::output_doc_encrypted(&mut document, &mut output, "")
        } else {
            pdf_extract::output_doc(&document, &mut output)
        };
        done.map_err(Refusal::unreadable)?;
    }
    Ok(text::tidy(&words))
}

const TOO_DEEP: Refusal = Refusal::NestedTooDeep { max: MAX_PDF_DEPTH };

/// What the check has spent: forms visited and bytes inflated.
#[derive(Default)]
struct Budget {
    visits: usize,
    inflated: u64,
    /// Each stream's inflated size, inflated once.
    sizes: HashMap<ObjectId, u64>,
}

impl Budget {
    /// Counts one use of a stream: its inflated size (measured by inflating it into nothing).
    fn use_stream(&mut self, id: ObjectId, stream: &Stream) -> Result<(), Refusal> {
        let size = match self.sizes.get(&id) {
            Some(size) => *size,
            None => {
                let size = inflated_size(stream, MAX_PDF_INFLATED_BYTES - self.inflated.min(MAX_PDF_INFLATED_BYTES));
                self.sizes.insert(id, size);
                size
            }
        };
        self.inflated += size;
        if self.inflated > MAX_PDF_INFLATED_BYTES {
            return Err(Refusal::StreamsTooLarge { max_bytes: MAX_PDF_INFLATED_BYTES });
        }
        Ok(())
    }
}

/// What a stream inflates to, counting at most `limit + 1` bytes. Streams that are not
/// Flate-compressed count as their stored length; a damaged one as what inflated before the damage.
fn inflated_size(stream: &Stream, limit: u64) -> u64 {
    let flate = stream.filters().is_ok_and(|filters| filters.iter().any(|f| *f == b"FlateDecode"));
    if !flate {
        return stream.content.len() as u64;
    }
    let decoder = flate2::read::ZlibDecoder::new(stream.content.as_slice());
    let mut counted = 0u64;
    let mut reader = decoder.take(limit.saturating_add(1));
    let mut buffer = [0u8; 16 * 1024];
    while let Ok(n @ 1..) = reader.read(&mut buffer) {
        counted += n as u64;
    }
    counted
}

/// Checks the document's structure before the library walks it.
fn check(document: &Document) -> Result<(), Refusal> {
    let root = document
        .catalog()
        .and_then(|catalog| catalog.get(b"Pages"))
        .and_then(Object::as_reference)
        .map_err(Refusal::unreadable)?;
    let mut pages = Vec::new();
    walk_page_tree(document, root, 0, &mut HashSet::new(), &mut pages)?;
    let mut budget = Budget::default();
    for page in pages {
        let dictionary = document.get_dictionary(page).map_err(Refusal::unreadable)?;
        check_parents(document, dictionary)?;
        for content in document.get_page_contents(page) {
            if let Ok(stream) = document.get_object(content).and_then(Object::as_stream) {
                budget.use_stream(content, stream)?;
            }
        }
        if let Some(resources) = inherited(document, dictionary, b"Resources").and_then(|o| o.as_dict().ok()) {
            walk_forms(document, resources, &mut Vec::new(), &mut budget)?;
        }
    }
    Ok(())
}

/// Collects the pages under `node`, each node once and at most [`MAX_PDF_DEPTH`] deep.
fn walk_page_tree(
    document: &Document,
    node: ObjectId,
    depth: usize,
    seen: &mut HashSet<ObjectId>,
    pages: &mut Vec<ObjectId>,
) -> Result<(), Refusal> {
    if depth > MAX_PDF_DEPTH || !seen.insert(node) {
        return Err(TOO_DEEP);
    }
    let Ok(dictionary) = document.get_dictionary(node) else { return Ok(()) };
    match dictionary.get(b"Kids").and_then(Object::as_array) {
        Ok(kids) => {
            for kid in kids.iter().filter_map(|kid| kid.as_reference().ok()) {
                walk_page_tree(document, kid, depth + 1, seen, pages)?;
            }
        }
        Err(_) => pages.push(node),
    }
    Ok(())
}

/// A page's `/Parent` chain ends within [`MAX_PDF_DEPTH`] steps, without a loop.
fn check_parents(document: &Document, page: &Dictionary) -> Result<(), Refusal> {
    let mut seen = HashSet::new();
    let mut node = page;
    while let Ok(parent) = node.get(b"Parent").and_then(Object::as_reference) {
        if seen.len() >= MAX_PDF_DEPTH || !seen.insert(parent) {
            return Err(TOO_DEEP);
        }
        match document.get_dictionary(parent) {
            Ok(dictionary) => node = dictionary,
            Err(_) => break,
        }
    }
    Ok(())
}

/// A page's entry, its own or its nearest ancestor's (the chain checked by [`check_parents`]).
fn inherited<'a>(document: &'a Document, page: &'a Dictionary, key: &[u8]) -> Option<&'a Object> {
    let mut node = page;
    for _ in 0..=MAX_PDF_DEPTH {
        if let Ok(found) = node.get_deref(key, document) {
            return Some(found);
        }
        node = node.get_deref(b"Parent", document).and_then(Object::as_dict).ok()?;
    }
    None
}

/// Every form reachable from `resources` as the library reaches it (`Do`): a form without
/// resources of its own draws with its caller's, so it may reach itself.
fn walk_forms(
    document: &Document,
    resources: &Dictionary,
    path: &mut Vec<ObjectId>,
    budget: &mut Budget,
) -> Result<(), Refusal> {
    let Some(xobjects) = resources.get_deref(b"XObject", document).ok().and_then(|o| o.as_dict().ok()) else {
        return Ok(());
    };
    for (_, value) in xobjects.iter() {
        let Ok(id) = value.as_reference() else { continue };
        let Ok(form) = document.get_object(id).and_then(Object::as_stream) else { continue };
        if form.dict.get(b"Subtype").and_then(Object::as_name).ok() != Some(b"Form".as_slice()) {
            continue;
        }
        budget.visits += 1;
        if path.len() >= MAX_PDF_DEPTH || path.contains(&id) || budget.visits > MAX_PDF_FORM_VISITS {
            return Err(TOO_DEEP);
        }
        budget.use_stream(id, form)?;
        let inner = form.dict.get_deref(b"Resources", document).and_then(Object::as_dict).unwrap_or(resources);
        path.push(id);
        walk_forms(document, inner, path, budget)?;
        path.pop();
    }
    Ok(())
}
