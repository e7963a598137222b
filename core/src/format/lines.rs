//! What every reader of judge input shares: the input's non-blank lines with where they stood,
//! the puzzle read with its line, and the errors and quotes they report with. The readers
//! ([`super::parse`], [`super::boj4574`], [`super::leetcode`]) build on these and not on each
//! other.

use super::error::{ErrorKind, ParseError, ParseErrors};
use crate::board::Board;

/// One puzzle read from the input, and where it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub board: Board,
    /// The 1-based line where the board starts.
    pub line: usize,
}

/// A non-blank line, trimmed, with where it stood.
pub(super) struct Line<'a> {
    pub number: usize,
    /// Characters trimmed from its start, to turn positions back into columns.
    pub indent: usize,
    pub text: &'a str,
    /// Whether a blank line (or several) comes just before it.
    pub after_blank: bool,
}

impl Line<'_> {
    pub fn error(&self, char_index: usize, board: Option<usize>, kind: ErrorKind) -> ParseError {
        ParseError {
            line: self.number,
            column: self.indent + char_index + 1,
            board,
            kind,
        }
    }

    /// An error just after the line's last character.
    pub fn error_at_end(&self, board: Option<usize>, kind: ErrorKind) -> ParseError {
        self.error(self.text.chars().count(), board, kind)
    }
}

/// The non-blank lines of `text`, numbered as an editor numbers them.
pub(super) fn lines(text: &str) -> Vec<Line<'_>> {
    let mut blank_before = false;
    super::split_lines(super::strip_boms(text))
        .enumerate()
        .filter_map(|(i, raw)| {
            let trimmed_start = raw.trim_start();
            let text = trimmed_start.trim_end();
            if text.is_empty() {
                blank_before = true;
                return None;
            }
            let line = Line {
                number: i + 1,
                indent: raw[..raw.len() - trimmed_start.len()].chars().count(),
                text,
                after_blank: std::mem::take(&mut blank_before),
            };
            Some(line)
        })
        .collect()
}

/// The error for an input with nothing in it.
pub(super) fn empty_input() -> ParseErrors {
    let mut errors = ParseErrors::new();
    errors.push(ParseError {
        line: 1,
        column: 1,
        board: None,
        kind: ErrorKind::Empty,
    });
    errors
}

/// At most 20 characters of `text`, for quoting it in a message.
pub(super) fn shorten(text: &str) -> String {
    let mut short: String = text.chars().take(20).collect();
    if text.chars().nth(20).is_some() {
        short.push('…');
    }
    short
}
