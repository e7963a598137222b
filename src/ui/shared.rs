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
/// busiest moment, and the page's wasm memory keeps its high-water mark for good (a 100,000-board
/// run's answer is 16 MB). Copy and Download hand the pieces to the browser one by one.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Pieces(pub Shared<[Shared<str>]>);

impl Pieces {
    pub fn new(pieces: Vec<Shared<str>>) -> Pieces {
        Pieces(Shared(Rc::from(pieces)))
    }

    /// The pieces, in order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &str> {
        self.0.iter().map(|piece| &**piece)
    }

    pub fn is_empty(&self) -> bool {
        self.iter().all(str::is_empty)
    }

    /// Lines, as `count_lines` counts them in the whole text: a last line without a newline
    /// counts.
    pub fn lines(&self) -> usize {
        let newlines: usize = self
            .iter()
            .map(|piece| piece.bytes().filter(|&b| b == b'\n').count())
            .sum();
        let unended = self
            .iter()
            .rfind(|piece| !piece.is_empty())
            .is_some_and(|last| !last.ends_with('\n'));
        newlines + usize::from(unended)
    }

    /// The text's start: at least `bytes` bytes of it, or all of it (whole pieces; borrowed
    /// when the first piece is enough).
    pub fn start(&self, bytes: usize) -> std::borrow::Cow<'_, str> {
        match self.0.first() {
            Some(first) if first.len() >= bytes || self.0.len() == 1 => {
                std::borrow::Cow::Borrowed(&**first)
            }
            _ => {
                let mut start = String::new();
                for piece in self.iter() {
                    if start.len() >= bytes {
                        break;
                    }
                    start.push_str(piece);
                }
                std::borrow::Cow::Owned(start)
            }
        }
    }

    /// The whole text, joined (for tests).
    #[cfg(test)]
    pub fn joined(&self) -> String {
        self.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{Pieces, Shared};
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
        Pieces::new(texts.iter().map(|&t| Shared(Rc::from(t))).collect())
    }

    #[test]
    fn pieces_count_the_lines_of_their_whole_text() {
        use crate::ui::state::input::count_lines;
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
    fn the_start_of_pieces_is_whole_pieces_up_to_the_bytes_asked() {
        let text = pieces(&["ab\n", "cd\n", "ef\n"]);
        assert_eq!(text.start(2), "ab\n");
        assert_eq!(text.start(4), "ab\ncd\n");
        assert_eq!(text.start(100), "ab\ncd\nef\n");
        assert_eq!(pieces(&[]).start(10), "");
    }
}
