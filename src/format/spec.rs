//! The one description of each judge format; the parser, the writer and the detector all read it.

use std::fmt;
use std::str::FromStr;

/// A judge's input and output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ui", derive(serde::Serialize, serde::Deserialize))]
pub enum Format {
    /// BOJ 2580: 9 lines of 9 space-separated digits, 0 for empty; one board.
    Boj2580,
    /// BOJ 2239: 9 lines of 9 digits; one board; the answer must be the lexicographically
    /// smallest solution.
    Boj2239,
    /// POJ 2676: a test-case count, then that many boards of 9 lines of 9 digits.
    Poj2676,
    /// POJ 3074 / BOJ 7681: one 81-character line per puzzle, `.` for empty, then `end`.
    Poj3074,
    /// One 81-character line per puzzle, `.`, `0` or `_` for empty, until the end of input.
    Lines,
}

/// How one board is laid out in text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// 9 lines of 9 digits separated by single spaces.
    SpacedRows,
    /// 9 lines of 9 digits with nothing between them.
    PackedRows,
    /// 81 characters on one line.
    OneLine,
}

/// How boards are framed in one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// Exactly one board.
    Single,
    /// A line holding the number of boards, then the boards.
    CountLine,
    /// Boards until a line `end`.
    EndLine,
    /// Boards until the end of the text.
    UntilEof,
}

/// Which of several solutions the judge accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Accepts {
    /// Any valid solution (a special judge, or the input guarantees one solution).
    AnySolution,
    /// Only the lexicographically smallest solution (as an 81-digit row-major number).
    SmallestSolution,
}

/// Everything the code needs to know about one format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// How people name it: `BOJ 2580`.
    pub name: &'static str,
    /// The name on the command line and in the UI selector: `boj2580`.
    pub id: &'static str,
    pub shape: Shape,
    pub framing: Framing,
    pub accepts: Accepts,
    /// Characters read as an empty cell.
    pub empty: &'static str,
}

impl Format {
    /// Every format, in the order a menu shows them.
    pub const ALL: [Format; 5] = [
        Format::Boj2580,
        Format::Boj2239,
        Format::Poj2676,
        Format::Poj3074,
        Format::Lines,
    ];

    pub const fn spec(self) -> Spec {
        match self {
            Format::Boj2580 => Spec {
                name: "BOJ 2580",
                id: "boj2580",
                shape: Shape::SpacedRows,
                framing: Framing::Single,
                accepts: Accepts::AnySolution,
                empty: "0",
            },
            Format::Boj2239 => Spec {
                name: "BOJ 2239",
                id: "boj2239",
                shape: Shape::PackedRows,
                framing: Framing::Single,
                accepts: Accepts::SmallestSolution,
                empty: "0",
            },
            Format::Poj2676 => Spec {
                name: "POJ 2676",
                id: "poj2676",
                shape: Shape::PackedRows,
                framing: Framing::CountLine,
                accepts: Accepts::AnySolution,
                empty: "0",
            },
            Format::Poj3074 => Spec {
                name: "POJ 3074",
                id: "poj3074",
                shape: Shape::OneLine,
                framing: Framing::EndLine,
                accepts: Accepts::AnySolution,
                empty: ".0",
            },
            Format::Lines => Spec {
                name: "81-character lines",
                id: "lines",
                shape: Shape::OneLine,
                framing: Framing::UntilEof,
                accepts: Accepts::AnySolution,
                empty: ".0_",
            },
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.spec().name)
    }
}

/// A format name that is not one of [`Format::ALL`]'s ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFormat(pub String);

impl fmt::Display for UnknownFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = Format::ALL.iter().map(|f| f.spec().id).collect();
        write!(
            f,
            "unknown format `{}`; expected one of {}",
            self.0,
            ids.join(", ")
        )
    }
}

impl std::error::Error for UnknownFormat {}

impl FromStr for Format {
    type Err = UnknownFormat;

    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        Format::ALL
            .into_iter()
            .find(|f| f.spec().id.eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownFormat(s.to_string()))
    }
}
