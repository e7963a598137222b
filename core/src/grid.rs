//! The vocabulary of a 9x9 Sudoku: digits, cells, candidate sets and the grid itself.
//!
//! These newtypes make invalid values unrepresentable (there is no digit 0 and no cell 81),
//! so the parser, the solver and the UI can pass them around without re-checking.

use crate::names::{Area, Mark, Place};
pub use crate::names::{Conflict, Unit};
use std::fmt;
use std::num::NonZeroU8;
use std::str::FromStr;

/// A Sudoku digit, 1 to 9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `value`, or `None` unless `1 <= value <= 9`.
    pub const fn new(value: u8) -> Option<Digit> {
        match NonZeroU8::new(value) {
            Some(v) if value <= 9 => Some(Digit(v)),
            _ => None,
        }
    }

    /// The digit a character `'1'..='9'` stands for.
    pub fn from_char(c: char) -> Option<Digit> {
        c.to_digit(10).and_then(|v| Digit::new(v as u8))
    }

    /// The digit's value, 1 to 9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The digit's bit in a [`Candidates`] mask.
    pub const fn bit(self) -> u16 {
        1 << (self.0.get() - 1)
    }

    /// All nine digits in ascending order.
    pub fn all() -> impl Iterator<Item = Digit> {
        (1..=9).filter_map(Digit::new)
    }

    /// The character `'1'..='9'`.
    pub fn to_char(self) -> char {
        char::from(b'0' + self.get())
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

/// One of the 81 cells, numbered 0 to 80 in row-major order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell with row-major index `index`, or `None` if `index >= 81`.
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at zero-based `row` and `col`, or `None` if either is over 8.
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// All 81 cells in row-major order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81u8).map(Cell)
    }

    /// Row-major index, 0 to 80.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based row.
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// Zero-based column.
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// Zero-based 3x3 box, numbered row-major.
    pub const fn box_index(self) -> usize {
        self.row() / 3 * 3 + self.col() / 3
    }

    /// True if the two cells are different and share a row, column or box.
    pub const fn sees(self, other: Cell) -> bool {
        self.0 != other.0
            && (self.row() == other.row()
                || self.col() == other.col()
                || self.box_index() == other.box_index())
    }
}

/// Cells print the way Sudoku players name them: `r3c4` is row 3, column 4 (one-based).
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl Unit {
    /// This kind of unit of `cell`: its row, column or box.
    pub const fn of(self, cell: Cell) -> UnitOf {
        UnitOf { unit: self, cell }
    }
}

/// One unit: the row, column or box of a cell. Prints as `row 4`, `column 5`, `box 6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UnitOf {
    pub unit: Unit,
    pub cell: Cell,
}

impl UnitOf {
    /// The unit's number, 1 to 9: rows top to bottom, columns left to right, boxes row by
    /// row.
    pub const fn number(self) -> usize {
        1 + match self.unit {
            Unit::Row => self.cell.row(),
            Unit::Column => self.cell.col(),
            Unit::Box => self.cell.box_index(),
        }
    }

    /// Whether `other` is in this unit.
    pub const fn contains(self, other: Cell) -> bool {
        match self.unit {
            Unit::Row => other.row() == self.cell.row(),
            Unit::Column => other.col() == self.cell.col(),
            Unit::Box => other.box_index() == self.cell.box_index(),
        }
    }

    /// The unit's nine cells, in row-major order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        Cell::all().filter(move |&c| self.contains(c))
    }
}

impl fmt::Display for UnitOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.unit {
            Unit::Row => "row",
            Unit::Column => "column",
            Unit::Box => "box",
        };
        write!(f, "{name} {}", self.number())
    }
}

/// A set of digits as a 9-bit mask: bit `d - 1` is set when digit `d` is in the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Candidates(u16);

impl Candidates {
    /// The set of all nine digits.
    pub const ALL: Candidates = Candidates(0x1FF);
    /// The empty set.
    pub const NONE: Candidates = Candidates(0);

    /// The set whose mask is `bits`; bits above the ninth are dropped.
    pub const fn from_bits(bits: u16) -> Candidates {
        Candidates(bits & 0x1FF)
    }

    /// The set holding just `digit`.
    pub const fn single(digit: Digit) -> Candidates {
        Candidates(digit.bit())
    }

    /// The raw mask.
    pub const fn bits(self) -> u16 {
        self.0
    }

    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set.
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Digit::new(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The digits in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        Digit::all().filter(move |d| self.contains(*d))
    }

    pub const fn with(self, digit: Digit) -> Candidates {
        Candidates(self.0 | digit.bit())
    }

    pub const fn without(self, digit: Digit) -> Candidates {
        Candidates(self.0 & !digit.bit())
    }
}

impl FromIterator<Digit> for Candidates {
    fn from_iter<I: IntoIterator<Item = Digit>>(digits: I) -> Candidates {
        digits.into_iter().fold(Candidates::NONE, Candidates::with)
    }
}

impl fmt::Display for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// A 9x9 board: each cell holds a digit or is empty.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [Option<Digit>; 81],
}

impl Grid {
    /// The empty grid.
    pub const fn empty() -> Grid {
        Grid { cells: [None; 81] }
    }

    /// The first empty cell in row-major order: where the classic program works next, and
    /// where the keypad types when no cell is selected.
    pub fn first_empty(&self) -> Option<Cell> {
        Cell::all().find(|&c| self.get(c).is_none())
    }

    pub fn get(&self, cell: Cell) -> Option<Digit> {
        self.cells[cell.index()]
    }

    pub fn set(&mut self, cell: Cell, value: Option<Digit>) {
        self.cells[cell.index()] = value;
    }

    /// Number of filled cells.
    pub fn filled(&self) -> usize {
        self.cells.iter().filter(|c| c.is_some()).count()
    }

    /// True when every cell holds a digit (not necessarily a valid solution).
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The digits that no filled peer of `cell` holds.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        Cell::all()
            .filter(|&other| cell.sees(other))
            .filter_map(|other| self.get(other))
            .fold(Candidates::ALL, Candidates::without)
    }

    /// Every pair of filled cells that share a unit and hold the same digit, in row-major order
    /// of the first cell, then the second.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let mut found = Vec::new();
        for a in Cell::all() {
            let Some(digit) = self.get(a) else { continue };
            for b in Cell::all().skip(a.index() + 1) {
                if a.sees(b) && self.get(b) == Some(digit) {
                    found.push(Conflict {
                        first: a.into(),
                        second: b.into(),
                        digit: digit.into(),
                    });
                }
            }
        }
        found
    }

    /// The 81-character row-major form, `empty` standing for empty cells.
    pub fn to_line(&self, empty: char) -> String {
        self.cells
            .iter()
            .map(|c| c.map_or(empty, Digit::to_char))
            .collect()
    }

    /// The grid written as one 81-character line in row-major order: `1`-`9` for givens,
    /// `0` or `.` for empty cells, as puzzle collections write them.
    ///
    /// The line is read as it is (trim it first if it may carry white space). A wrong length
    /// is reported before any character, since a line of the wrong length is most likely not
    /// a puzzle at all (a row of a board, a header).
    pub fn from_line(line: &str) -> Result<Grid, LineError> {
        let found = line.chars().count();
        if found != 81 {
            return Err(LineError::Length { found });
        }
        let mut grid = Grid::empty();
        for (i, c) in line.chars().enumerate() {
            grid.cells[i] = match c {
                '0' | '.' => None,
                _ => Some(Digit::from_char(c).ok_or(LineError::Char {
                    column: i + 1,
                    found: c,
                })?),
            };
        }
        Ok(grid)
    }

    /// The grid whose row-major cells are given by `values` (0 for empty).
    ///
    /// `None` if there are not exactly 81 values or one is above 9. Meant for programmatic
    /// input; text from people goes through [`crate::format`], which reports where it is wrong.
    pub fn from_values(values: &[u8]) -> Option<Grid> {
        if values.len() != 81 {
            return None;
        }
        let mut grid = Grid::empty();
        for (i, &v) in values.iter().enumerate() {
            if v > 9 {
                return None;
            }
            grid.cells[i] = Digit::new(v);
        }
        Some(grid)
    }
}

/// Reads one puzzle line, as [`Grid::from_line`] does.
impl FromStr for Grid {
    type Err = LineError;

    fn from_str(line: &str) -> Result<Grid, LineError> {
        Grid::from_line(line)
    }
}

/// Why a line is not a puzzle for [`Grid::from_line`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The line does not have 81 characters; `found` is how many it has.
    Length { found: usize },
    /// The character at 1-based `column` is neither a digit `0`-`9` nor `.`.
    Char { column: usize, found: char },
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LineError::Length { found } => {
                write!(f, "expected 81 characters, one per cell, found {found}")
            }
            LineError::Char { column, found } => write!(
                f,
                "column {column}: unexpected {}; expected a digit 1-9, or `0` or `.` for an \
                 empty cell",
                describe_char(found)
            ),
        }
    }
}

impl std::error::Error for LineError {}

/// Whether a message must name `c` by its code: it would not show, or not as itself
/// (controls, spaces, byte order marks and other format characters, the replacement
/// character).
pub fn is_invisible(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || matches!(c, '\u{FEFF}' | '\u{FFFD}' | '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}')
}

/// A character as a person reads it in a message: control and invisible characters by code.
pub(crate) fn describe_char(c: char) -> String {
    if is_invisible(c) {
        format!("character U+{:04X}", c as u32)
    } else {
        format!("`{c}`")
    }
}

/// A piece of the input quoted in backticks, its invisible characters named by code
/// (`word` is "character" in the reader's language), so a message never prints one.
pub fn quoted(text: &str, word: &str) -> String {
    let mut out = String::from("`");
    for c in text.chars() {
        if is_invisible(c) && c != ' ' {
            out.push_str(&format!("<{word} U+{:04X}>", c as u32));
        } else {
            out.push(c);
        }
    }
    out.push('`');
    out
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::empty()
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({})", self.to_line('.'))
    }
}

/// How messages name this board's cells, digits and units ([`crate::names`]).
impl Place {
    /// The 9 x 9 cell it names, if it is one.
    pub fn cell(self) -> Option<Cell> {
        Cell::at(self.row(), self.col())
    }
}

impl From<Cell> for Place {
    fn from(c: Cell) -> Place {
        Place {
            row: c.row() as u8,
            col: c.col() as u8,
            bx: c.box_index() as u8,
        }
    }
}

impl From<Digit> for Mark {
    fn from(d: Digit) -> Mark {
        Mark(d.to_char())
    }
}

impl From<UnitOf> for Area {
    fn from(u: UnitOf) -> Area {
        Area {
            unit: u.unit,
            number: u.number(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_rejects_zero_and_ten() {
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(10), None);
        assert_eq!(Digit::new(9).map(Digit::get), Some(9));
        assert_eq!(Digit::from_char('0'), None);
        assert_eq!(Digit::from_char('x'), None);
    }

    #[test]
    fn cell_geometry() {
        let c = Cell::at(4, 7).unwrap();
        assert_eq!((c.index(), c.row(), c.col(), c.box_index()), (43, 4, 7, 5));
        assert_eq!(c.to_string(), "r5c8");
        assert_eq!(Cell::new(81), None);
        assert_eq!(Cell::all().filter(|&o| c.sees(o)).count(), 20);
    }

    #[test]
    fn candidates_set_operations() {
        let d = |v| Digit::new(v).unwrap();
        let set = Candidates::NONE.with(d(3)).with(d(7));
        assert_eq!(set.len(), 2);
        assert_eq!(set.first(), Some(d(3)));
        assert_eq!(set.to_string(), "37");
        assert!(set.without(d(3)).without(d(7)).is_empty());
    }

    #[test]
    fn from_line_reads_digits_zeros_and_dots() {
        let line = "1.3".to_string() + &"0".repeat(77) + "9";
        let grid = Grid::from_line(&line).expect("a valid line");
        let d = |v| Digit::new(v);
        assert_eq!(grid.get(Cell::new(0).unwrap()), d(1));
        assert_eq!(grid.get(Cell::new(1).unwrap()), None);
        assert_eq!(grid.get(Cell::new(2).unwrap()), d(3));
        assert_eq!(grid.get(Cell::new(3).unwrap()), None);
        assert_eq!(grid.get(Cell::new(80).unwrap()), d(9));
        assert_eq!(grid.filled(), 3);
        assert_eq!(line.parse::<Grid>(), Ok(grid));
        assert_eq!(Grid::from_line(&grid.to_line('.')), Ok(grid));
    }

    #[test]
    fn from_line_rejects_wrong_lengths() {
        assert_eq!(
            Grid::from_line(&".".repeat(80)),
            Err(LineError::Length { found: 80 })
        );
        assert_eq!(
            Grid::from_line(&".".repeat(82)),
            Err(LineError::Length { found: 82 })
        );
        assert_eq!(Grid::from_line(""), Err(LineError::Length { found: 0 }));
        // Characters, not bytes: a wide character counts once.
        let wide = "é".to_string() + &".".repeat(80);
        assert_eq!(
            Grid::from_line(&wide),
            Err(LineError::Char {
                column: 1,
                found: 'é'
            })
        );
        assert_eq!(
            LineError::Length { found: 9 }.to_string(),
            "expected 81 characters, one per cell, found 9"
        );
    }

    #[test]
    fn from_line_names_the_first_bad_character() {
        let mut line = ".".repeat(81);
        line.replace_range(4..5, "x");
        line.replace_range(70..71, "_");
        let e = line.parse::<Grid>().expect_err("`x` is no cell");
        assert_eq!(
            e,
            LineError::Char {
                column: 5,
                found: 'x'
            }
        );
        assert_eq!(
            e.to_string(),
            "column 5: unexpected `x`; expected a digit 1-9, or `0` or `.` for an empty cell"
        );
        let tab = "\t".to_string() + &".".repeat(80);
        assert_eq!(
            Grid::from_line(&tab).unwrap_err().to_string(),
            "column 1: unexpected character U+0009; expected a digit 1-9, or `0` or `.` for an \
             empty cell"
        );
    }

    #[test]
    fn conflicts_name_both_cells() {
        let mut g = Grid::empty();
        let seven = Digit::new(7);
        g.set(Cell::at(2, 3).unwrap(), seven);
        g.set(Cell::at(2, 7).unwrap(), seven);
        let found = g.conflicts();
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].to_string(), "r3c4 and r3c8 both hold 7");
        g.set(Cell::at(2, 7).unwrap(), Digit::new(6));
        assert!(g.conflicts().is_empty());
        assert_eq!(g.candidates(Cell::at(2, 0).unwrap()).len(), 7);
    }
}
