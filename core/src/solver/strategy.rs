//! The strategies a search can take: how it picks the next cell and narrows the candidates.
//! Every engine (the 9 x 9 step machine, the exact cover search of any size) takes one.

use std::fmt;
use std::str::FromStr;

/// How the search picks the next cell and narrows the candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The judge solutions' algorithm: the first empty cell in row-major order, digits 1 to 9,
    /// no propagation. Its placements and backtracks are exactly those of the plain recursive
    /// solver, and its first solution is the lexicographically smallest.
    Classic,
    /// Branches like [`Strategy::Classic`] but prunes with naked and hidden singles. Pruning
    /// only removes digits that are in no solution, so the order of solutions is unchanged and
    /// the first one is still the lexicographically smallest, in far fewer steps.
    Lexicographic,
    /// Branches on a cell with the fewest candidates (of those, the one whose candidates have
    /// the most places in the other cells of its row, column and box) and propagates naked and
    /// hidden singles.
    /// The fastest, but with several solutions the first one found is not the smallest.
    Fastest,
    /// Knuth's Algorithm X with dancing links: the board as an exact cover problem (each cell
    /// one digit, each row, column and box each digit once), covering the constraint with the
    /// fewest options first ([`super::cover`]).
    Dlx,
}

impl Strategy {
    pub const ALL: [Strategy; 4] = [
        Strategy::Classic,
        Strategy::Lexicographic,
        Strategy::Fastest,
        Strategy::Dlx,
    ];

    /// The name used on the command line and in the UI.
    pub const fn id(self) -> &'static str {
        match self {
            Strategy::Classic => "classic",
            Strategy::Lexicographic => "lexicographic",
            Strategy::Fastest => "fastest",
            Strategy::Dlx => "dlx",
        }
    }

    /// Whether it narrows candidates as it goes (the 9 x 9 propagating position).
    pub const fn propagates(self) -> bool {
        matches!(self, Strategy::Lexicographic | Strategy::Fastest)
    }

    /// Whether its program can be stepped line by line: the classic and the propagating ones
    /// (DLX is shown as pseudocode, its steps followed by the line each ends on).
    pub const fn steps_by_line(self) -> bool {
        !matches!(self, Strategy::Dlx)
    }

    /// Whether the first solution it finds is the lexicographically smallest (the 81 digits
    /// read as one number, row by row).
    pub const fn finds_smallest_first(self) -> bool {
        matches!(self, Strategy::Classic | Strategy::Lexicographic)
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A strategy name that is not one of [`Strategy::ALL`]'s ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownStrategy(pub String);

impl fmt::Display for UnknownStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown strategy `{}`; expected classic, lexicographic, fastest or dlx",
            self.0
        )
    }
}

impl std::error::Error for UnknownStrategy {}

impl FromStr for Strategy {
    type Err = UnknownStrategy;

    fn from_str(s: &str) -> Result<Strategy, UnknownStrategy> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.id().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownStrategy(s.to_string()))
    }
}
