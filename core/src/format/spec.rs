//! The one description of each judge format; the parser, the writer and the detector all read it.

use std::fmt;
use std::str::FromStr;

/// A judge's input and output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// BOJ 2580: 9 lines of 9 space-separated digits, 0 for empty; one board.
    Boj2580,
    /// BOJ 2239: 9 lines of 9 digits; one board; the answer must be the lexicographically
    /// smallest solution.
    Boj2239,
    /// POJ 2676: a test-case count, then that many boards of 9 lines of 9 digits.
    Poj2676,
    /// POJ 2918 / BOJ 7517 (Tudoku): as POJ 2676, but each answer is headed
    /// `Scenario #i:` and followed by a blank line.
    Poj2918,
    /// POJ 3074 / BOJ 7681: one 81-character line per puzzle, `.` for empty, then `end`.
    Poj3074,
    /// POJ 3076: 16 x 16 boards of 16 lines of the letters `A`-`P`, `-` for empty, until the
    /// end of input; answers separated by a blank line.
    Poj3076,
    /// BOJ 4574 (Sudominoku): dominoes laid and nine lone digits per puzzle, until a line
    /// `0`; each answer headed `Puzzle i`.
    Boj4574,
    /// LeetCode 37: `[["5","3",".",...],...]`, with or without `board =`, answered in the
    /// same form.
    LeetCode,
    /// One 81-character line per puzzle, `.`, `0` or `_` for empty, until the end of input.
    Lines,
}

/// How one board is laid out in text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A line per row, its symbols separated by single spaces.
    SpacedRows,
    /// A line per row, its symbols with nothing between them.
    PackedRows,
    /// All the cells on one line.
    OneLine,
    /// BOJ 4574's dominoes and lone digits (the answer is written as packed rows).
    Dominoes,
    /// LeetCode's list of rows, each a list of one-character strings.
    Nested,
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
    /// Boards until a line `0` (each board starts with its own count).
    ZeroLine,
    /// Boards until the end of the text.
    UntilEof,
}

/// What the judge wants printed before each answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heading {
    None,
    /// `Scenario #1:` (POJ 2918).
    Scenario,
    /// `Puzzle 1` (BOJ 4574).
    Puzzle,
}

impl Heading {
    /// The heading of the `number`th answer (from 1), if there is one.
    pub fn text(self, number: usize) -> Option<String> {
        match self {
            Heading::None => None,
            Heading::Scenario => Some(format!("Scenario #{number}:")),
            Heading::Puzzle => Some(format!("Puzzle {number}")),
        }
    }
}

/// Where the judge wants blank lines between answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gap {
    None,
    /// After every answer, the last included (POJ 2918).
    After,
    /// Between answers (POJ 3076).
    Between,
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
    /// The same problem on other judges, for menus: `BOJ 7517`.
    pub mirrors: &'static str,
    /// The name on the command line and in the UI selector: `boj2580`.
    pub id: &'static str,
    /// The board's side: 9, or 16 (POJ 3076).
    pub side: usize,
    pub shape: Shape,
    pub framing: Framing,
    pub accepts: Accepts,
    /// Characters read as an empty cell.
    pub empty: &'static str,
    pub heading: Heading,
    pub gap: Gap,
}

impl Spec {
    /// The characters of a cell's symbol: `1-9` or `A-P`.
    pub fn symbols(&self) -> &'static str {
        if self.side == 16 {
            "A-P"
        } else {
            "1-9"
        }
    }
}

impl Format {
    /// Every format, in the order a menu shows them.
    pub const ALL: [Format; 9] = [
        Format::Boj2580,
        Format::Boj2239,
        Format::Poj2676,
        Format::Poj2918,
        Format::Poj3074,
        Format::Poj3076,
        Format::Boj4574,
        Format::LeetCode,
        Format::Lines,
    ];

    pub const fn spec(self) -> Spec {
        const NINE: Spec = Spec {
            name: "",
            mirrors: "",
            id: "",
            side: 9,
            shape: Shape::PackedRows,
            framing: Framing::Single,
            accepts: Accepts::AnySolution,
            empty: "0",
            heading: Heading::None,
            gap: Gap::None,
        };
        match self {
            Format::Boj2580 => Spec {
                name: "BOJ 2580",
                id: "boj2580",
                shape: Shape::SpacedRows,
                ..NINE
            },
            Format::Boj2239 => Spec {
                name: "BOJ 2239",
                id: "boj2239",
                accepts: Accepts::SmallestSolution,
                ..NINE
            },
            Format::Poj2676 => Spec {
                name: "POJ 2676",
                id: "poj2676",
                framing: Framing::CountLine,
                ..NINE
            },
            Format::Poj2918 => Spec {
                name: "POJ 2918",
                mirrors: "BOJ 7517",
                id: "poj2918",
                framing: Framing::CountLine,
                heading: Heading::Scenario,
                gap: Gap::After,
                ..NINE
            },
            Format::Poj3074 => Spec {
                name: "POJ 3074",
                mirrors: "BOJ 7681",
                id: "poj3074",
                shape: Shape::OneLine,
                framing: Framing::EndLine,
                empty: ".0",
                ..NINE
            },
            Format::Poj3076 => Spec {
                name: "POJ 3076",
                id: "poj3076",
                side: 16,
                framing: Framing::UntilEof,
                // The judge writes `-`; `.` is read too, as many copies of the problem write it.
                empty: "-.",
                gap: Gap::Between,
                ..NINE
            },
            Format::Boj4574 => Spec {
                name: "BOJ 4574",
                id: "boj4574",
                shape: Shape::Dominoes,
                framing: Framing::ZeroLine,
                heading: Heading::Puzzle,
                ..NINE
            },
            Format::LeetCode => Spec {
                name: "LeetCode 37",
                id: "leetcode37",
                shape: Shape::Nested,
                framing: Framing::UntilEof,
                empty: ".",
                ..NINE
            },
            Format::Lines => Spec {
                name: "81-character lines",
                id: "lines",
                shape: Shape::OneLine,
                framing: Framing::UntilEof,
                empty: ".0_",
                ..NINE
            },
        }
    }

    /// Whether its input can hold `board`: a board of its side, or a Sudominoku for BOJ 4574.
    pub fn holds(self, board: &crate::board::Board) -> bool {
        use crate::board::Board;
        let spec = self.spec();
        match board {
            Board::Dominoes(_) => spec.shape == Shape::Dominoes,
            Board::Nine(_) => spec.shape != Shape::Dominoes && spec.side == 9,
            Board::Sixteen(_) => spec.side == 16,
        }
    }

    /// The other names it goes by on the command line: the mirrors' ids (`boj7517`).
    fn aliases(self) -> &'static [&'static str] {
        match self {
            Format::Poj2918 => &["boj7517", "tudoku"],
            Format::Poj3074 => &["boj7681"],
            Format::Boj4574 => &["sudominoku"],
            Format::LeetCode => &["leetcode"],
            _ => &[],
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
        let name = s.trim();
        Format::ALL
            .into_iter()
            .find(|f| {
                f.spec().id.eq_ignore_ascii_case(name)
                    || f.aliases().iter().any(|a| a.eq_ignore_ascii_case(name))
            })
            .ok_or_else(|| UnknownFormat(s.to_string()))
    }
}
