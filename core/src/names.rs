//! How messages name cells, symbols and units, whatever the board's size: what the core
//! reports (a verdict, why an output is rejected, what a step did) is said the same way for a
//! 9 x 9 and a 16 x 16 board, in the reader's language. The typed vocabularies
//! ([`crate::grid`], [`crate::square`]) turn into these at the edge (their conversions live
//! with them: this module knows neither).

use std::fmt;

/// The side of a box for a board of side `n`: 3 for 9, 4 for 16.
pub const fn box_side(n: usize) -> usize {
    match n {
        9 => 3,
        16 => 4,
        _ => panic!("boards are 9 x 9 or 16 x 16"),
    }
}

/// A row, column or box: the three kinds of unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    Row,
    Column,
    Box,
}

impl Unit {
    pub const ALL: [Unit; 3] = [Unit::Row, Unit::Column, Unit::Box];
}

/// A cell as a message names it: `r12c3` (row 12, column 3, one-based when shown).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Place {
    // (Visible to the crate for `wire`, which writes and reads them.)
    pub(crate) row: u8,
    pub(crate) col: u8,
    /// Its box, numbered row by row (the board's size decides where boxes end).
    pub(crate) bx: u8,
}

impl Place {
    /// The cell of row-major index `index` on a board of side `side` (9 or 16).
    pub fn on(side: usize, index: usize) -> Place {
        let (row, col) = (index / side, index % side);
        let b = box_side(side);
        Place {
            row: row as u8,
            col: col as u8,
            bx: (row / b * b + col / b) as u8,
        }
    }

    /// Zero-based row.
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// Zero-based column.
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// Zero-based box, row by row.
    pub const fn box_index(self) -> usize {
        self.bx as usize
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

/// A symbol as a message shows it: `7` on a 9 x 9 board, `K` on a 16 x 16 one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Mark(pub(crate) char);

impl Mark {
    /// How a board of side `side` writes the symbol `value` (1 to `side`): a digit, or a
    /// letter `A`-`P` on 16 x 16.
    pub fn on(side: usize, value: u8) -> Mark {
        Mark(match side {
            16 => char::from(b'A' + value.saturating_sub(1)),
            _ => char::from(b'0' + value),
        })
    }

    pub const fn char(self) -> char {
        self.0
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A row, column or box as a message names it: `row 4`, `column 12`, `box 6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Area {
    pub unit: Unit,
    /// Its number, from 1: rows top to bottom, columns left to right, boxes row by row.
    pub number: usize,
}

impl Area {
    /// The `unit` of the cell `place`.
    pub fn of(unit: Unit, place: Place) -> Area {
        let index = match unit {
            Unit::Row => place.row(),
            Unit::Column => place.col(),
            Unit::Box => place.box_index(),
        };
        Area {
            unit,
            number: index + 1,
        }
    }
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.unit {
            Unit::Row => "row",
            Unit::Column => "column",
            Unit::Box => "box",
        };
        write!(f, "{name} {}", self.number)
    }
}

/// Two cells of one unit holding the same symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    pub first: Place,
    pub second: Place,
    pub digit: Mark,
}

impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {}",
            self.first, self.second, self.digit
        )
    }
}
