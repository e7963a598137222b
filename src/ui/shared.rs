//! Data shared by the state and the views, compared by pointer first.

use std::rc::Rc;

/// Text (or other data) shared by the state and a component's props, compared by pointer
/// first. The page renders often, and the input and the judge's answer can be megabytes:
/// `Rc`'s own comparison looks at the pointer first only for sized types, so an `Rc<str>`
/// (and a yew `AttrValue`) reads both texts through even when they are one. A run of the
/// 49,158 17-clue puzzles made every later render of the page compare its 4 MB answer twice.
#[derive(Debug)]
pub(crate) struct Shared<T: ?Sized>(pub Rc<T>);

// By hand: derived, it would ask `T: Clone` (which `str` is not).
impl<T: ?Sized> Clone for Shared<T> {
    fn clone(&self) -> Shared<T> {
        Shared(self.0.clone())
    }
}

impl<T: ?Sized + PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        Rc::ptr_eq(&self.0, &other.0) || self.0 == other.0
    }
}

impl<T: ?Sized> std::ops::Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

/// A long text kept in the pieces it came in: a run's answer, which the workers send share by
/// share. Joined, its megabytes would be copied once more at the end of the run, the page's
/// busiest moment. Where the page runs, each piece is a JavaScript string ([`Piece`]): the
/// page's wasm memory, which keeps its high-water mark for good, holds only their starts. Copy
/// and Download hand the pieces to the browser as they are.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Pieces(pub Shared<[Piece]>);

/// One piece of a long text, and what the page reads of it without the whole: its length,
/// its newlines and its start. The text itself is a JavaScript string in the browser, and a
/// Rust one natively (the state's tests, where there is no JavaScript).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Piece {
    #[cfg(target_arch = "wasm32")]
    text: js_sys::JsString,
    #[cfg(not(target_arch = "wasm32"))]
    text: Rc<str>,
    len: usize,
    newlines: usize,
    ends_line: bool,
    /// Its first [`SHOWN_BYTES`] bytes (cut at a character), or all of it.
    head: Rc<str>,
}

/// At most this many bytes of a long text are shown: 300 lines of judge input are far less,
/// but 300 "lines" of a binary file can be long, and laying them out holds the page. Here, as
/// the data's own limit: a [`Piece`] keeps this much of its start in the page's memory.
pub(crate) const SHOWN_BYTES: usize = 32 * 1024;

impl Piece {
    pub fn new(text: &str) -> Piece {
        let mut cut = text.len().min(SHOWN_BYTES);
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        Piece {
            #[cfg(target_arch = "wasm32")]
            text: js_sys::JsString::from(text),
            #[cfg(not(target_arch = "wasm32"))]
            text: Rc::from(text),
            len: text.len(),
            // (The page's own count, eight bytes at a time: a piece is about a megabyte.)
            newlines: count_lines(text) - usize::from(!text.is_empty() && !text.ends_with('\n')),
            ends_line: text.ends_with('\n'),
            head: Rc::from(&text[..cut]),
        }
    }

    /// The piece as a JavaScript value (in the browser: the string it is kept as).
    fn js(&self) -> wasm_bindgen::JsValue {
        #[cfg(target_arch = "wasm32")]
        return self.text.clone().into();
        #[cfg(not(target_arch = "wasm32"))]
        return wasm_bindgen::JsValue::from_str(&self.text);
    }
}

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
        let newlines: usize = self.0.iter().map(|piece| piece.newlines).sum();
        let unended = self
            .0
            .iter()
            .rfind(|piece| piece.len > 0)
            .is_some_and(|last| !last.ends_line);
        newlines + usize::from(unended)
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
mod tests {
    use super::{Piece, Pieces, Shared, SHOWN_BYTES};
    use std::rc::Rc;

    #[test]
    fn shared_text_is_equal_when_it_is_the_same_or_reads_the_same() {
        let answer: Rc<str> = Rc::from("1 2 3\n");
        let same = Shared(answer.clone());
        assert_eq!(same, Shared(answer));
        assert_eq!(
            Shared(Rc::<str>::from("1 2 3\n")),
            same,
            "another copy of it"
        );
        assert_ne!(Shared(Rc::<str>::from("1 2 4\n")), same);
    }

    fn pieces(texts: &[&str]) -> Pieces {
        Pieces::new(texts.iter().map(|&t| Piece::new(t)).collect())
    }

    #[test]
    fn pieces_count_the_lines_of_their_whole_text() {
        use super::count_lines;
        for texts in [
            &["a\nb\n", "c\n"][..],
            &["a\nb", "c\n"],
            &["a\n", "b", ""],
            &["", ""],
            &[],
            &["a", "", "b\n\n"],
        ] {
            let whole: String = texts.concat();
            let text = pieces(texts);
            assert_eq!(text.lines(), count_lines(&whole), "{texts:?}");
            assert_eq!(text.joined(), whole);
            assert_eq!(text.is_empty(), whole.is_empty());
        }
    }

    #[test]
    fn the_start_of_pieces_is_what_the_answer_box_can_show() {
        let text = pieces(&["ab\n", "cd\n", "ef\n"]);
        assert_eq!(text.start(), "ab\ncd\nef\n");
        assert_eq!(pieces(&[]).start(), "");
        // A long first piece: its start alone, cut at a character (é is two bytes).
        let long = "é".repeat(SHOWN_BYTES);
        let start = pieces(&[&long, "more\n"]).start().into_owned();
        assert_eq!(start.len(), SHOWN_BYTES);
        assert!(long.starts_with(&start));
        // A short piece, then a long one: the first whole, the second's start.
        let start = pieces(&["ab\n", &long]).start().into_owned();
        assert!(
            start.starts_with("ab\né")
                && start.len() >= SHOWN_BYTES
                && start.len() <= SHOWN_BYTES + 3
        );
    }
}
