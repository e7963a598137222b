//! What can be wrong with pasted judge input, and where: every error carries the line and
//! column of the original text, and the board number when the input holds several boards.

use crate::grid::{describe_char, quoted};
use std::fmt;

/// One problem found in the input, located in the original text (lines and columns count
/// from 1, columns in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    /// The 1-based board this line belongs to, for inputs that can hold several boards.
    pub board: Option<usize>,
    pub kind: ErrorKind,
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Nothing but white space.
    Empty,
    /// Text that no format fits: its first line, shortened.
    Unrecognized { found: String },
    /// A character that cannot stand for a cell here.
    UnexpectedChar {
        found: char,
        /// The characters that mean an empty cell in this format.
        empty: String,
        /// The symbols a cell can hold: `1-9` or `A-P`.
        symbols: String,
    },
    /// Two cells with no space between them, in a format that separates cells by spaces (a
    /// `10` typed for a cell reads so: a cell is one character).
    MissingSpace { after: char, found: char },
    /// A space inside a row of a format whose rows have none.
    UnexpectedSpace,
    /// A row (or a one-line board) with the wrong number of cells.
    RowLength { found: usize, expected: usize },
    /// The input ended (or `end` came) before the board had all its rows.
    MissingRows { found: usize, expected: usize },
    /// More rows than a board has (LeetCode's lists).
    TooManyRows { expected: usize },
    /// Text after the only board of a single-board format.
    ExtraLine,
    /// The first line should be the number of boards.
    BadCount { text: String },
    /// A BOJ 4574 puzzle's first line should be the number of dominoes laid (or `0`, the end).
    BadDominoCount { text: String },
    /// The count line says one number of boards, the input holds another.
    CountMismatch { declared: usize, found: usize },
    /// Text after the line that ends the input (`end`, or BOJ 4574's `0`).
    AfterEnd { end: String },
    /// The input is framed (a count line, or `end`) but holds no board: `0`, or `end` first.
    NoBoards,
    /// An answer without the heading its judge wants (`Scenario #1:`, `Puzzle 1`).
    MissingHeading { expected: String, found: String },
    /// Answers not separated by the blank line their judge wants.
    MissingGap,
    /// A BOJ 4574 domino line without its 4 items `U LU V LV`.
    DominoItems { found: usize },
    /// A BOJ 4574 line of lone digits' places without its 9 places.
    LoneItems { found: usize },
    /// Not a digit 1-9 (a domino's half).
    NotADigit { text: String },
    /// Not a place `A1`-`I9` (a row letter, then a column digit).
    NotALocation { text: String },
    /// A domino's halves that are not side by side.
    Apart { first: String, second: String },
    /// A domino whose halves are one digit.
    SameHalves { digit: char },
    /// A domino laid twice: each of the 36 is laid once.
    DominoTwice { domino: String, first_line: usize },
    /// A cell covered twice (by dominoes or lone digits).
    CoveredTwice { place: String, first_line: usize },
    /// A BOJ 4574 puzzle cut short: the dominoes it announced, those that came.
    MissingDominoes { declared: usize, found: usize },
    /// LeetCode's nested lists: not the character expected.
    Expected {
        expected: Token,
        /// What came instead; `None` at the end of the input.
        found: Option<char>,
    },
}

/// What LeetCode's nested lists expected next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    Open,
    Close,
    Comma,
    Quote,
    /// A cell: `"5"` or `"."`.
    Cell,
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Token::Open => "`[`",
            Token::Close => "`]`",
            Token::Comma => "`,`",
            Token::Quote => "`\"`",
            Token::Cell => "a cell such as `\"5\"` or `\".\"`",
        })
    }
}

/// What the input was expected to be, for a text no format fits: every format's shape.
pub const EXPECTED_FORMATS: &str = "9 rows of 9 digits, 0 for empty, spaced or not \
     (BOJ 2580, BOJ 2239); a count line, then such boards (POJ 2676, POJ 2918); lines of 81 \
     cells (POJ 3074); 16 rows of the letters A-P and - (POJ 3076); dominoes such as \
     `6 B2 1 B3` (BOJ 4574); or [[\"5\",\"3\",\".\",...],...] (LeetCode 37)";

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(board) = self.board {
            write!(f, "board {board}, ")?;
        }
        write!(f, "line {}, column {}: ", self.line, self.column)?;
        match &self.kind {
            ErrorKind::Empty => write!(f, "the input is empty; paste a puzzle"),
            ErrorKind::Unrecognized { found } => write!(
                f,
                "no judge's format fits {}; expected {EXPECTED_FORMATS}",
                quoted(found, "character")
            ),
            ErrorKind::UnexpectedChar {
                found,
                empty,
                symbols,
            } => write!(
                f,
                "unexpected {}; expected {} {symbols}, or {} for an empty cell",
                describe_char(*found),
                if symbols == "A-P" { "a letter" } else { "a digit" },
                list(empty)
            ),
            ErrorKind::MissingSpace { after, found } => write!(
                f,
                "expected a space between {} and {}: in this format each cell is one character, \
                 and the cells of a row are separated by spaces",
                describe_char(*after),
                describe_char(*found)
            ),
            ErrorKind::UnexpectedSpace => write!(
                f,
                "unexpected space: this format writes the cells of a row without spaces"
            ),
            ErrorKind::RowLength { found, expected } => {
                write!(f, "expected {expected} cells, found {found}")
            }
            ErrorKind::MissingRows { found, expected } => {
                write!(f, "the board has only {found} of its {expected} rows")
            }
            ErrorKind::TooManyRows { expected } => {
                write!(f, "the board has more than {expected} rows")
            }
            ErrorKind::ExtraLine => write!(
                f,
                "unexpected text after the 9 rows of the board; this format holds one board \
                 (for several, start with a count line as in POJ 2676)"
            ),
            ErrorKind::BadDominoCount { text } => write!(
                f,
                "expected the number of dominoes laid (a puzzle's first line), or 0 to end, \
                 found {}",
                quoted(text, "character")
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
            ErrorKind::AfterEnd { end } => write!(f, "unexpected text after the line `{end}`"),
            ErrorKind::NoBoards => write!(f, "there is no board to solve; paste at least one"),
            ErrorKind::MissingHeading { expected, found } => write!(
                f,
                "expected the line `{expected}`, found {}",
                quoted(found, "character")
            ),
            ErrorKind::MissingGap => write!(
                f,
                "expected a blank line before this board: the judge separates answers by one"
            ),
            ErrorKind::DominoItems { found } => write!(
                f,
                "expected a domino as `U LU V LV` (such as `6 B2 1 B3`): 4 items, found {found}"
            ),
            ErrorKind::LoneItems { found } => write!(
                f,
                "expected the places of the digits 1 to 9 (such as `C5 A3 D9 ...`): 9 places, \
                 found {found}"
            ),
            ErrorKind::NotADigit { text } => write!(
                f,
                "expected a digit 1-9, found {}",
                quoted(text, "character")
            ),
            ErrorKind::NotALocation { text } => write!(
                f,
                "expected a place, a row A-I and a column 1-9 such as `B3`, found {}",
                quoted(text, "character")
            ),
            ErrorKind::Apart { first, second } => write!(
                f,
                "{first} and {second} are not side by side; a domino covers two neighbouring cells"
            ),
            ErrorKind::SameHalves { digit } => write!(
                f,
                "both halves of this domino are {digit}; a domino has two different digits"
            ),
            ErrorKind::DominoTwice { domino, first_line } => write!(
                f,
                "the domino {domino} is laid twice (first on line {first_line}); there is one of each"
            ),
            ErrorKind::CoveredTwice { place, first_line } => write!(
                f,
                "{place} is covered twice (first on line {first_line})"
            ),
            ErrorKind::MissingDominoes { declared, found } => write!(
                f,
                "this puzzle has {found} of the {declared} dominoes its first line announces"
            ),
            ErrorKind::Expected { expected, found } => match found {
                Some(c) => write!(f, "expected {expected}, found {}", describe_char(*c)),
                None => write!(f, "expected {expected}, but the input ends"),
            },
        }
    }
}

impl std::error::Error for ParseError {}

/// Every problem found in one input: the first ones in full, and how many there were.
#[derive(Clone, Debug, PartialEq, Eq)]
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
