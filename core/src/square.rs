//! Boards of any size the judges use: the vocabulary of an N x N Sudoku for N = 9 and 16
//! (boxes of 3 x 3 and 4 x 4), for the problems beyond the classic 9 x 9 ones (POJ 3076's 16 x
//! 16, which writes its symbols as the letters A to P) and the engines that solve any size
//! ([`crate::solver::cover`]).
//!
//! The size is part of each type: a symbol of a 16 x 16 board is a `Symbol<16>` and can never
//! be put on a 9 x 9 board, nor taken for the 9 x 9 [`crate::grid::Digit`].

use crate::grid::{Cell, Digit, Grid};
pub use crate::names::box_side;
use crate::names::{Conflict, Mark, Place};
use std::fmt;
use std::num::NonZeroU8;

/// A symbol of an N x N board: 1 to N. Written as digits on a 9 x 9 board and as the letters
/// `A` to `P` on a 16 x 16 one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Symbol<const N: usize>(NonZeroU8);

impl<const N: usize> Symbol<N> {
    /// The symbol `value`, or `None` unless `1 <= value <= N`.
    pub const fn new(value: u8) -> Option<Symbol<N>> {
        match NonZeroU8::new(value) {
            Some(v) if (value as usize) <= N => Some(Symbol(v)),
            _ => None,
        }
    }

    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// Its bit in a mask of symbols (bit `value - 1`).
    pub const fn bit(self) -> u16 {
        1 << (self.0.get() - 1)
    }

    /// Every symbol, in ascending order.
    pub fn all() -> impl Iterator<Item = Symbol<N>> {
        (1..=N as u8).filter_map(Symbol::new)
    }

    /// The symbol a judge writes as `c`: `1`-`9` on a 9 x 9 board, `A`-`P` on a 16 x 16 one.
    pub fn from_char(c: char) -> Option<Symbol<N>> {
        let value = match N {
            16 => (c as u32).checked_sub('A' as u32).map(|v| v + 1)?,
            _ => c.to_digit(10)?,
        };
        u8::try_from(value).ok().and_then(Symbol::new)
    }

    /// How a judge writes it.
    pub fn to_char(self) -> char {
        match N {
            16 => char::from(b'A' + self.get() - 1),
            _ => char::from(b'0' + self.get()),
        }
    }
}

impl<const N: usize> fmt::Display for Symbol<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

impl From<Digit> for Symbol<9> {
    fn from(d: Digit) -> Symbol<9> {
        Symbol(NonZeroU8::new(d.get()).expect("a digit is 1-9"))
    }
}

impl From<Symbol<9>> for Digit {
    fn from(s: Symbol<9>) -> Digit {
        Digit::new(s.get()).expect("a symbol of a 9 x 9 board is 1-9")
    }
}

/// A cell of an N x N board, by zero-based row and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Spot<const N: usize> {
    row: u8,
    col: u8,
}

impl<const N: usize> Spot<N> {
    /// The cell at zero-based `row` and `col`, or `None` past the board.
    pub const fn at(row: usize, col: usize) -> Option<Spot<N>> {
        if row < N && col < N {
            Some(Spot {
                row: row as u8,
                col: col as u8,
            })
        } else {
            None
        }
    }

    /// The cell with row-major index `index`.
    pub const fn new(index: usize) -> Option<Spot<N>> {
        Spot::at(index / N, index % N)
    }

    /// Every cell in row-major order.
    pub fn all() -> impl Iterator<Item = Spot<N>> {
        (0..N * N).filter_map(Spot::new)
    }

    pub const fn row(self) -> usize {
        self.row as usize
    }

    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// Row-major index.
    pub const fn index(self) -> usize {
        self.row() * N + self.col()
    }

    /// Its box, numbered row by row.
    pub const fn box_index(self) -> usize {
        let b = box_side(N);
        self.row() / b * b + self.col() / b
    }

    /// True if the two cells are different and share a row, column or box.
    pub const fn sees(self, other: Spot<N>) -> bool {
        self.index() != other.index()
            && (self.row == other.row
                || self.col == other.col
                || self.box_index() == other.box_index())
    }
}

/// As players name cells: `r12c3` is row 12, column 3 (one-based).
impl<const N: usize> fmt::Display for Spot<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}

impl From<Cell> for Spot<9> {
    fn from(c: Cell) -> Spot<9> {
        Spot {
            row: c.row() as u8,
            col: c.col() as u8,
        }
    }
}

impl From<Spot<9>> for Cell {
    fn from(s: Spot<9>) -> Cell {
        Cell::at(s.row(), s.col()).expect("a cell of a 9 x 9 board")
    }
}

/// An N x N board: each cell holds a symbol or is empty. Boards are ordered as the judges
/// order solutions: row by row, cell by cell (an empty cell before any symbol).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square<const N: usize> {
    cells: [[Option<Symbol<N>>; N]; N],
}

impl<const N: usize> Square<N> {
    pub const fn empty() -> Square<N> {
        Square {
            cells: [[None; N]; N],
        }
    }

    pub fn get(&self, spot: Spot<N>) -> Option<Symbol<N>> {
        self.cells[spot.row()][spot.col()]
    }

    pub fn set(&mut self, spot: Spot<N>, value: Option<Symbol<N>>) {
        self.cells[spot.row()][spot.col()] = value;
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().flatten().filter(|c| c.is_some()).count()
    }

    pub fn is_full(&self) -> bool {
        self.cells.iter().flatten().all(Option::is_some)
    }

    /// Every pair of filled cells that share a unit and hold the same symbol, in row-major
    /// order of the first cell, then the second.
    pub fn conflicts(&self) -> Vec<Clash<N>> {
        let mut found = Vec::new();
        for a in Spot::all() {
            let Some(symbol) = self.get(a) else { continue };
            for b in Spot::all().skip(a.index() + 1) {
                if a.sees(b) && self.get(b) == Some(symbol) {
                    found.push(Clash {
                        first: a,
                        second: b,
                        symbol,
                    });
                }
            }
        }
        found
    }

    /// Row by row, `empty` standing for empty cells, with no separators.
    pub fn to_line(&self, empty: char) -> String {
        self.cells
            .iter()
            .flatten()
            .map(|c| c.map_or(empty, Symbol::to_char))
            .collect()
    }

    /// The board whose row-major cells are `values` (0 for empty); `None` unless there are
    /// N x N values, each at most N.
    pub fn from_values(values: &[u8]) -> Option<Square<N>> {
        if values.len() != N * N {
            return None;
        }
        let mut square = Square::empty();
        for (spot, &v) in Spot::all().zip(values) {
            if usize::from(v) > N {
                return None;
            }
            square.set(spot, Symbol::new(v));
        }
        Some(square)
    }

    /// The row-major values, 0 for empty.
    pub fn values(&self) -> Vec<u8> {
        self.cells
            .iter()
            .flatten()
            .map(|c| c.map_or(0, Symbol::get))
            .collect()
    }
}

impl<const N: usize> Default for Square<N> {
    fn default() -> Square<N> {
        Square::empty()
    }
}

impl<const N: usize> fmt::Debug for Square<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Square<{N}>({})", self.to_line('.'))
    }
}

impl From<&Grid> for Square<9> {
    fn from(grid: &Grid) -> Square<9> {
        let mut square = Square::empty();
        for cell in Cell::all() {
            square.set(cell.into(), grid.get(cell).map(Symbol::from));
        }
        square
    }
}

impl From<&Square<9>> for Grid {
    fn from(square: &Square<9>) -> Grid {
        let mut grid = Grid::empty();
        for spot in Spot::all() {
            grid.set(spot.into(), square.get(spot).map(Digit::from));
        }
        grid
    }
}

/// Two cells of one unit holding the same symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash<const N: usize> {
    pub first: Spot<N>,
    pub second: Spot<N>,
    pub symbol: Symbol<N>,
}

impl<const N: usize> fmt::Display for Clash<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} and {} both hold {}",
            self.first, self.second, self.symbol
        )
    }
}

// How messages name this board's cells and symbols ([`crate::names`]).

impl<const N: usize> From<Spot<N>> for Place {
    fn from(s: Spot<N>) -> Place {
        let b = box_side(N);
        Place {
            row: s.row() as u8,
            col: s.col() as u8,
            bx: (s.row() / b * b + s.col() / b) as u8,
        }
    }
}

impl<const N: usize> From<Symbol<N>> for Mark {
    fn from(s: Symbol<N>) -> Mark {
        Mark(s.to_char())
    }
}

impl<const N: usize> From<Clash<N>> for Conflict {
    fn from(c: Clash<N>) -> Conflict {
        Conflict {
            first: c.first.into(),
            second: c.second.into(),
            digit: c.symbol.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_are_digits_on_9_and_letters_on_16() {
        assert_eq!(Symbol::<16>::from_char('A').map(Symbol::get), Some(1));
        assert_eq!(Symbol::<16>::from_char('P').map(Symbol::get), Some(16));
        assert_eq!(Symbol::<16>::from_char('Q'), None);
        assert_eq!(Symbol::<16>::from_char('1'), None);
        assert_eq!(Symbol::<9>::from_char('9').map(Symbol::get), Some(9));
        assert_eq!(Symbol::<9>::from_char('A'), None);
        assert_eq!(Symbol::<16>::new(11).unwrap().to_string(), "K");
        assert_eq!(Symbol::<9>::new(10), None);
        assert_eq!(Symbol::<16>::new(17), None);
        assert_eq!(Symbol::<16>::new(0), None);
        assert_eq!(Symbol::<16>::all().count(), 16);
    }

    #[test]
    fn spots_know_their_boxes() {
        let s = Spot::<16>::at(5, 13).unwrap();
        assert_eq!((s.index(), s.box_index()), (93, 7));
        assert_eq!(s.to_string(), "r6c14");
        assert_eq!(Spot::<16>::at(16, 0), None);
        assert_eq!(Spot::<16>::all().filter(|&o| s.sees(o)).count(), 39);
        assert_eq!(
            Spot::<9>::all()
                .filter(|&o| Spot::<9>::new(0).unwrap().sees(o))
                .count(),
            20
        );
    }

    #[test]
    fn conflicts_and_nine_by_nine_round_trip() {
        let mut square = Square::<16>::empty();
        let k = Symbol::new(11);
        square.set(Spot::at(0, 0).unwrap(), k);
        square.set(Spot::at(3, 3).unwrap(), k);
        let clashes = square.conflicts();
        assert_eq!(clashes.len(), 1);
        assert_eq!(clashes[0].to_string(), "r1c1 and r4c4 both hold K");
        let line = "1.3".to_string() + &".".repeat(77) + "9";
        let grid = Grid::from_line(&line).unwrap();
        let nine = Square::<9>::from(&grid);
        assert_eq!(nine.to_line('.'), line);
        assert_eq!(Grid::from(&nine), grid);
        assert_eq!(Square::<9>::from_values(&nine.values()), Some(nine));
    }
}
