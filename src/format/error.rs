//! What can be wrong with pasted judge input, and where: every error carries the line and
//! column of the original text, and the board number when the input holds several boards.

use crate::grid::{describe_char, quoted};
use std::fmt;

/// One problem found in the input, located in the original text (lines and columns count
/// from 1, columns in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    /// The 1-based board this line belongs to, for inputs that can hold several boards.
    pub board: Option<usize>,
    pub kind: ErrorKind,
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub enum ErrorKind {
    /// Nothing but white space.
    Empty,
    /// A character that cannot stand for a cell here.
    UnexpectedChar {
        found: char,
        /// The characters that mean an empty cell in this format.
        empty: String,
    },
    /// Two cells with no space between them, in a format that separates cells by spaces.
    MissingSpace { found: char },
    /// A space inside a row of a format whose rows have none.
    UnexpectedSpace,
    /// A row (or a one-line board) with the wrong number of cells.
    RowLength { found: usize, expected: usize },
    /// The input ended (or `end` came) before the board had its 9 rows.
    MissingRows { found: usize },
    /// Text after the only board of a single-board format.
    ExtraLine,
    /// The first line should be the number of boards.
    BadCount { text: String },
    /// The count line says one number of boards, the input holds another.
    CountMismatch { declared: usize, found: usize },
    /// Text after the line `end`.
    AfterEnd,
    /// The input is framed (a count line, or `end`) but holds no board: `0`, or `end` first.
    NoBoards,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(board) = self.board {
            write!(f, "board {board}, ")?;
        }
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.kind {
            ErrorKind::Empty => write!(f, "the input is empty; paste a puzzle"),
            ErrorKind::UnexpectedChar { found, empty } => write!(
                f,
                "unexpected {}; expected a digit 1-9, or {} for an empty cell",
                describe_char(*found),
                list(empty)
            ),
            ErrorKind::MissingSpace { found } => write!(
                f,
                "expected a space before {}: this format separates the digits of a row by spaces",
                describe_char(*found)
            ),
            ErrorKind::UnexpectedSpace => write!(
                f,
                "unexpected space: this format writes the 9 digits of a row without spaces"
            ),
            ErrorKind::RowLength { found, expected } => {
                write!(f, "expected {expected} cells, found {found}")
            }
            ErrorKind::MissingRows { found } => {
                write!(f, "the board has only {found} of its 9 rows")
            }
            ErrorKind::ExtraLine => write!(
                f,
                "unexpected text after the 9 rows of the board; this format holds one board \
                 (for several, start with a count line as in POJ 2676)"
            ),
            ErrorKind::BadCount { text } => {
                write!(
                    f,
                    "expected the number of boards, found {}",
                    quoted(text, "character")
                )
            }
            ErrorKind::CountMismatch { declared, found } => write!(
                f,
                "the count line says {declared} board{}, but {found} follow{}",
                if *declared == 1 { "" } else { "s" },
                if *found == 1 { "s" } else { "" }
            ),
            ErrorKind::AfterEnd => write!(f, "unexpected text after the line `end`"),
            ErrorKind::NoBoards => write!(f, "there is no board to solve; paste at least one"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Every problem found in one input: the first ones in full, and how many there were.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub struct ParseErrors {
    first: Vec<ParseError>,
    total: usize,
}

impl ParseErrors {
    /// How many errors are kept in full; the rest are only counted.
    pub const KEPT: usize = 50;

    pub(crate) fn new() -> ParseErrors {
        ParseErrors {
            first: Vec::new(),
            total: 0,
        }
    }

    pub(crate) fn push(&mut self, error: ParseError) {
        self.total += 1;
        if self.first.len() < Self::KEPT {
            self.first.push(error);
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.total == 0
    }

    /// The first errors, in the order of the text.
    pub fn first(&self) -> &[ParseError] {
        &self.first
    }

    /// How many errors there were in all.
    pub fn total(&self) -> usize {
        self.total
    }
}

impl fmt::Display for ParseErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.first.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        let rest = self.total - self.first.len();
        if rest > 0 {
            write!(
                f,
                "\n… and {rest} more error{}",
                if rest == 1 { "" } else { "s" }
            )?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseErrors {}

/// `.0_` as "`.`, `0` or `_`".
fn list(chars: &str) -> String {
    let quoted: Vec<String> = chars.chars().map(|c| format!("`{c}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}
