//! Long texts the page holds without reading them whole: a large input, the boards the worker
//! read from it, a run's answer (kept share by share; each share's output passes through the
//! page's memory once, when it ends).
//!
//! A wasm memory never shrinks: whatever the page once held in it, it keeps as its high-water
//! mark until the tab closes. So where the page runs, a long text stays a JavaScript string
//! ([`Piece`]), and the page's memory keeps only what it reads of it: its length, its lines
//! and its start. Natively (the state's tests, where there is no JavaScript) the same text is
//! a Rust string.

use crate::ui::shared::Shared;
use std::rc::Rc;

/// Inputs larger than this (bytes) are read by the worker and shown as a read-only preview:
/// reading them could take more than a frame, and a text area of 100,000 lines takes the
/// browser seconds to lay out.
pub(crate) const LARGE_INPUT: usize = 256 * 1024;

/// Whether `text` is read in the worker rather than on the page.
pub(crate) fn is_large(text: &str) -> bool {
    over_limit(text.len())
}

/// Whether a text of `len` bytes is large ([`LARGE_INPUT`]): the one rule, for a text read
/// whole or slice by slice. (A JavaScript string's length in UTF-16 units is at most its
/// length in bytes: over the limit in units, it is over it in bytes.)
pub(crate) fn over_limit(len: usize) -> bool {
    len > LARGE_INPUT
}

/// At most this many bytes of a long text are shown: 300 lines of judge input are far less,
/// but 300 "lines" of a binary file can be long, and laying them out holds the page. Here, as
/// the data's own limit: a [`Piece`] keeps this much of its start in the page's memory.
pub(crate) const SHOWN_BYTES: usize = 32 * 1024;

/// What a piece's text is kept as: a JavaScript string where the page runs, a Rust one natively.
#[cfg(target_arch = "wasm32")]
pub(crate) type Kept = js_sys::JsString;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) type Kept = Rc<str>;

/// What the page reads of a text, slice by slice, without keeping it: its length, newlines and
/// start. One home for it, whether the text came whole or in slices of a paste.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Summary {
    len: usize,
    newlines: usize,
    ends_line: bool,
    /// Its first [`SHOWN_BYTES`] bytes (cut at a character), or all of it.
    head: String,
}

impl Summary {
    /// Reads the next slice of the text.
    pub fn add(&mut self, slice: &str) {
        // The head grows only while nothing was cut from it.
        if self.head.len() == self.len && self.head.len() < SHOWN_BYTES {
            let mut cut = slice.len().min(SHOWN_BYTES - self.head.len());
            while !slice.is_char_boundary(cut) {
                cut -= 1;
            }
            self.head.push_str(&slice[..cut]);
        }
        if !slice.is_empty() {
            // (The page's own count, eight bytes at a time: a slice is about a megabyte.)
            self.newlines += count_lines(slice) - usize::from(!slice.ends_with('\n'));
            self.ends_line = slice.ends_with('\n');
        }
        self.len += slice.len();
    }

    /// The piece this summary is of, `text` itself kept as it is.
    pub fn piece(self, text: Kept) -> Piece {
        Piece {
            text,
            len: self.len,
            newlines: self.newlines,
            ends_line: self.ends_line,
            head: Rc::from(self.head),
        }
    }
}

/// One piece of a long text, and what the page reads of it without the whole: its length,
/// its newlines and its start.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Piece {
    text: Kept,
    len: usize,
    newlines: usize,
    ends_line: bool,
    head: Rc<str>,
}

impl Piece {
    pub fn new(text: &str) -> Piece {
        let mut summary = Summary::default();
        summary.add(text);
        #[cfg(target_arch = "wasm32")]
        return summary.piece(js_sys::JsString::from(text));
        #[cfg(not(target_arch = "wasm32"))]
        return summary.piece(Rc::from(text));
    }

    /// Its length in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Its lines, as [`count_lines`] counts them: a last line without a newline counts.
    fn lines(&self) -> usize {
        self.newlines + usize::from(self.len > 0 && !self.ends_line)
    }

    /// Bytes `start..end` of a piece of ASCII text (packed boards): in the browser, a
    /// JavaScript string's units are its bytes only then.
    pub fn ascii_slice(&self, start: usize, end: usize) -> Option<String> {
        if start > end || end > self.len {
            return None;
        }
        #[cfg(target_arch = "wasm32")]
        return Some(String::from(self.text.slice(start as u32, end as u32)));
        #[cfg(not(target_arch = "wasm32"))]
        return self.text.get(start..end).map(str::to_string);
    }

    /// The piece's text in slices of about `units` (UTF-16 units in the browser, bytes
    /// natively), each copied into the page's memory only when it is taken.
    pub fn slices(&self, units: usize) -> impl Iterator<Item = String> + '_ {
        #[cfg(target_arch = "wasm32")]
        return js_slices(&self.text, units as u32)
            .into_iter()
            .map(|(start, end)| String::from(self.text.slice(start, end)));
        #[cfg(not(target_arch = "wasm32"))]
        return str_slices(&self.text, units).map(str::to_string);
    }

    /// The piece as a JavaScript value (in the browser: the string it is kept as).
    fn js(&self) -> wasm_bindgen::JsValue {
        #[cfg(target_arch = "wasm32")]
        return self.text.clone().into();
        #[cfg(not(target_arch = "wasm32"))]
        return wasm_bindgen::JsValue::from_str(&self.text);
    }
}

/// `text` cut into slices of about `units` UTF-16 units, never between the two halves of a
/// surrogate pair (a character outside the Basic Multilingual Plane).
pub(crate) fn js_slices(text: &js_sys::JsString, units: u32) -> Vec<(u32, u32)> {
    let len = text.length();
    let mut out = Vec::new();
    let mut start = 0;
    while start < len {
        let mut end = (start + units.max(2)).min(len);
        if end < len && (0xD800..0xDC00).contains(&(text.char_code_at(end - 1) as u32)) {
            end += 1;
        }
        out.push((start, end));
        start = end;
    }
    out
}

/// `text` cut into slices of about `bytes` bytes, each ending at a character.
pub(crate) fn str_slices(text: &str, bytes: usize) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let mut end = bytes.max(1).min(rest.len());
        while !rest.is_char_boundary(end) {
            end += 1;
        }
        let (slice, tail) = rest.split_at(end);
        rest = tail;
        Some(slice)
    })
}

/// A long text kept in the pieces it came in: a run's answer, which the workers send share by
/// share, or a large input's boards, which the worker sends a megabyte at a time. Joined, its
/// megabytes would be copied once more, into the page's memory. Copy and Download hand the
/// pieces to the browser as they are.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Pieces(pub Shared<[Piece]>);

impl Pieces {
    pub fn new(pieces: Vec<Piece>) -> Pieces {
        Pieces(Shared(Rc::from(pieces)))
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|piece| piece.len == 0)
    }

    /// Lines, as `count_lines` counts them in the whole text: a last line without a newline
    /// counts.
    pub fn lines(&self) -> usize {
        // Every piece's newlines; the last one's unended line counts, no other's (it goes on
        // in the next piece).
        let newlines: usize = self.0.iter().map(|piece| piece.newlines).sum();
        let last = self.0.iter().rfind(|piece| piece.len > 0);
        newlines + last.map_or(0, |last| last.lines() - last.newlines)
    }

    /// The text's start: at least [`SHOWN_BYTES`] bytes of it, or all of it (borrowed when the
    /// first piece holds them).
    pub fn start(&self) -> std::borrow::Cow<'_, str> {
        match &*self.0 {
            [] => std::borrow::Cow::Borrowed(""),
            [first, ..] if first.head.len() >= SHOWN_BYTES => {
                std::borrow::Cow::Borrowed(&first.head)
            }
            [only] => std::borrow::Cow::Borrowed(&only.head),
            pieces => {
                let mut start = String::new();
                for piece in pieces {
                    if start.len() >= SHOWN_BYTES {
                        break;
                    }
                    start.push_str(&piece.head);
                    if piece.head.len() < piece.len {
                        // Cut: what follows is not the text's.
                        break;
                    }
                }
                std::borrow::Cow::Owned(start)
            }
        }
    }

    /// The whole text in one JavaScript string, joined by the browser (for the clipboard).
    pub fn to_js(&self) -> js_sys::JsString {
        self.0
            .iter()
            .fold(js_sys::JsString::from(""), |all, piece| {
                all.concat(&piece.js())
            })
    }

    /// The pieces as JavaScript strings, in order (for a `Blob`).
    pub fn to_js_array(&self) -> js_sys::Array {
        self.0.iter().map(Piece::js).collect()
    }

    /// The whole text, joined (natively, for tests).
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub fn joined(&self) -> String {
        self.0.iter().map(|piece| &*piece.text).collect()
    }
}

/// The input's text. A small one is a Rust string: the page reads it, parses it and rewrites it
/// as the board is edited. A large one ([`LARGE_INPUT`]) is read by the worker, never by the
/// page, so the page keeps it as it came ([`Piece`]: in the browser, the pasted JavaScript
/// string), with its length, lines and start for the preview.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Text {
    Small(Rc<String>),
    Large(Piece),
}

impl Default for Text {
    fn default() -> Text {
        Text::Small(Rc::default())
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        if is_large(&text) {
            Text::Large(Piece::new(&text))
        } else {
            Text::Small(Rc::new(text))
        }
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        Text::from(text.to_string())
    }
}

impl From<&String> for Text {
    fn from(text: &String) -> Text {
        Text::from(text.to_string())
    }
}

/// The whole text (natively, for tests' messages).
#[cfg(all(test, not(target_arch = "wasm32")))]
impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Text {
    /// Its length in bytes.
    pub fn len(&self) -> usize {
        match self {
            Text::Small(text) => text.len(),
            Text::Large(piece) => piece.len,
        }
    }

    pub fn is_large(&self) -> bool {
        matches!(self, Text::Large(_))
    }

    /// The text, if it is small: what the page reads itself.
    pub fn small(&self) -> Option<&str> {
        match self {
            Text::Small(text) => Some(text),
            Text::Large(_) => None,
        }
    }

    /// Its lines, as [`count_lines`] counts them.
    pub fn lines(&self) -> usize {
        match self {
            Text::Small(text) => count_lines(text),
            Text::Large(piece) => piece.lines(),
        }
    }

    /// The whole text, borrowed (natively, for tests: there a large text is a Rust string).
    #[cfg(all(test, not(target_arch = "wasm32")))]
    pub fn as_str(&self) -> &str {
        match self {
            Text::Small(text) => text,
            Text::Large(piece) => &piece.text,
        }
    }

    /// What the page may show of it: a small text whole, a large one's first [`SHOWN_BYTES`].
    pub fn start(&self) -> &str {
        match self {
            Text::Small(text) => text,
            Text::Large(piece) => &piece.head,
        }
    }

    /// The whole text, copied into the page's memory (what a request that carries it needs).
    pub fn whole(&self) -> String {
        match self {
            Text::Small(text) => text.to_string(),
            Text::Large(piece) => {
                let mut whole = String::with_capacity(piece.len);
                piece
                    .slices(1 << 20)
                    .for_each(|slice| whole.push_str(&slice));
                whole
            }
        }
    }

    /// The text in pieces of about `units` (see [`Piece::slices`]), each copied only when it
    /// is taken: what the workers are sent.
    pub fn slices(&self, units: usize) -> Box<dyn Iterator<Item = String> + '_> {
        match self {
            Text::Small(text) => Box::new(str_slices(text, units).map(str::to_string)),
            Text::Large(piece) => Box::new(piece.slices(units)),
        }
    }
}

/// A text read slice by slice (a paste of megabytes copied one task at a time): small, it is
/// kept; large, only what [`Summary`] reads of it, and the text itself stays where it came from.
pub(crate) struct TextReader {
    summary: Summary,
    small: Option<String>,
}

impl TextReader {
    pub fn new() -> TextReader {
        TextReader {
            summary: Summary::default(),
            small: Some(String::new()),
        }
    }

    pub fn add(&mut self, slice: &str) {
        self.summary.add(slice);
        if over_limit(self.summary.len) {
            self.small = None;
        } else if let Some(small) = &mut self.small {
            small.push_str(slice);
        }
    }

    /// The text read, `whole` being all of it as it came (a JavaScript string).
    pub fn finish_js(self, whole: js_sys::JsString) -> Text {
        #[cfg(target_arch = "wasm32")]
        return self.finish(whole);
        // Natively there is no JavaScript: the state's tests use [`TextReader::finish`].
        #[cfg(not(target_arch = "wasm32"))]
        return self.finish(Rc::from(String::from(whole)));
    }

    /// The text read, `whole` being all of it as it came.
    pub fn finish(self, whole: Kept) -> Text {
        match self.small {
            Some(small) => Text::Small(Rc::new(small)),
            None => Text::Large(self.summary.piece(whole)),
        }
    }
}

/// Lines in `text` (a last line without a newline counts). Eight bytes at a time: this runs
/// on the page for pastes of megabytes.
pub(crate) fn count_lines(text: &str) -> usize {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const NEWLINES: u64 = 0x0A0A_0A0A_0A0A_0A0A;
    let bytes = text.as_bytes();
    let mut words = bytes.chunks_exact(8);
    let mut count = 0;
    for word in words.by_ref() {
        let x = u64::from_le_bytes(word.try_into().expect("8 bytes")) ^ NEWLINES;
        // The high bit of each byte of `nonzero` says whether that byte of `x` is not zero,
        // exactly (no carry crosses a byte).
        let nonzero = ((x & LOW7) + LOW7) | x;
        count += (!nonzero & !LOW7).count_ones() as usize;
    }
    count += words.remainder().iter().filter(|&&b| b == b'\n').count();
    count + usize::from(bytes.last().is_some_and(|&b| b != b'\n'))
}

#[cfg(test)]
mod tests;
