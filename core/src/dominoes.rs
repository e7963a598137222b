//! Sudominoku (BOJ 4574): a 9 x 9 Sudoku whose cells, all but nine, are covered by the 36
//! dominoes {i, j} (1 <= i < j <= 9), each exactly once. Nine digits, 1 to 9, stand alone at
//! given places; some dominoes are laid already. The domino rule is part of the search: every
//! move lays a domino (two symbols in two neighbouring cells), and the exact cover problem
//! has a column for each domino beside the Sudoku's columns ([`crate::solver::cover`]).

use crate::grid::{Cell, Digit, Grid};
use crate::solver::cover::{Builder, Cover, Matrix, Move, Placement, Policy};
use crate::solver::smallest::{next_after, smallest_from, ByCell};
use std::fmt;
use std::rc::Rc;

/// A domino: two different digits, the smaller first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Domino {
    low: Digit,
    high: Digit,
}

impl Domino {
    /// The domino of `a` and `b` in either order; `None` if they are the same digit.
    pub fn new(a: Digit, b: Digit) -> Option<Domino> {
        match a.cmp(&b) {
            std::cmp::Ordering::Less => Some(Domino { low: a, high: b }),
            std::cmp::Ordering::Greater => Some(Domino { low: b, high: a }),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// All 36, in order.
    pub fn all() -> impl Iterator<Item = Domino> {
        Digit::all().flat_map(|a| {
            Digit::all().filter_map(move |b| (a < b).then_some(Domino { low: a, high: b }))
        })
    }

    /// Its number among [`Domino::all`], 0 to 35.
    pub fn index(self) -> usize {
        Domino::all()
            .position(|d| d == self)
            .expect("every domino is listed")
    }

    pub fn low(self) -> Digit {
        self.low
    }

    pub fn high(self) -> Digit {
        self.high
    }
}

impl fmt::Display for Domino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}|{}", self.low, self.high)
    }
}

/// A domino lying on the board: `first` in `at.0`, `second` in `at.1` (side by side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Laid {
    pub at: (Cell, Cell),
    pub digits: (Digit, Digit),
}

impl Laid {
    /// The upper or left of its two cells, and whether it lies across (the other cell on its
    /// right) rather than down (below it): how a board draws it.
    pub fn placement(self) -> (Cell, bool) {
        let (a, b) = (self.at.0.min(self.at.1), self.at.0.max(self.at.1));
        (a, a.row() == b.row())
    }

    pub fn domino(self) -> Domino {
        Domino::new(self.digits.0, self.digits.1).expect("a laid domino has two digits")
    }
}

/// Whether two cells are side by side (a domino covers two such cells).
pub fn neighbours(a: Cell, b: Cell) -> bool {
    (a.row() == b.row() && a.col().abs_diff(b.col()) == 1)
        || (a.col() == b.col() && a.row().abs_diff(b.row()) == 1)
}

/// A Sudominoku puzzle as read from BOJ 4574's input (the reader has checked it: dominoes
/// side by side, none twice, no cell covered twice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sudominoku {
    /// The dominoes laid already.
    pub laid: Vec<Laid>,
    /// Where the lone digits stand: digit `i + 1` at `alone[i]`.
    pub alone: [Cell; 9],
}

/// What a search of a Sudominoku found ([`Sudominoku::solutions`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The solutions, each a different board.
    pub tilings: Vec<Tiling>,
    /// Whether they are all the puzzle has.
    pub all: bool,
    /// Steps the search took (as [`crate::solver::cover::Tally::steps`] counts them).
    pub steps: u64,
}

/// The puzzle solved: the board, and where each domino lies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiling {
    pub grid: Grid,
    pub laid: Vec<Laid>,
}

impl Sudominoku {
    /// Its layout, cell by cell in row-major order: `b'r'` where a laid domino starts and goes
    /// on to the right, `b'd'` where one goes on down, `b'.'` elsewhere (with its digits,
    /// [`Sudominoku::givens`], what a board drawn or sent shows of it).
    pub fn marks(&self) -> [u8; 81] {
        let mut marks = [b'.'; 81];
        for laid in &self.laid {
            let (cell, across) = laid.placement();
            marks[cell.index()] = if across { b'r' } else { b'd' };
        }
        marks
    }

    /// The puzzle whose digits, cell by cell, are `values` (0 for none) and whose laid
    /// dominoes are where `marks` ([`Sudominoku::marks`]) says; `None` if they are not one:
    /// a domino off the board, over another or of one digit twice, a lone digit twice or
    /// missing.
    pub fn from_layout(values: &[u8], marks: &[u8]) -> Option<Sudominoku> {
        if values.len() != 81 || marks.len() != 81 {
            return None;
        }
        let digit = |i: usize| Digit::new(values[i]);
        let mut covered = [false; 81];
        let mut laid = Vec::new();
        for (i, &mark) in marks.iter().enumerate() {
            let j = match mark {
                b'r' if i % 9 < 8 => i + 1,
                b'd' if i < 72 => i + 9,
                b'.' => continue,
                _ => return None,
            };
            if covered[i] || covered[j] {
                return None;
            }
            (covered[i], covered[j]) = (true, true);
            let at = (Cell::new(i)?, Cell::new(j)?);
            let digits = (digit(i)?, digit(j)?);
            Domino::new(digits.0, digits.1)?;
            laid.push(Laid { at, digits });
        }
        let mut alone: [Option<Cell>; 9] = [None; 9];
        for (i, &v) in values.iter().enumerate() {
            if v == 0 || covered[i] {
                continue;
            }
            let slot = alone.get_mut(usize::from(v).checked_sub(1)?)?;
            if slot.is_some() {
                return None;
            }
            *slot = Cell::new(i);
        }
        let puzzle = Sudominoku {
            laid,
            alone: alone.map(|c| c.unwrap_or(Cell::new(0).expect("cell 0"))),
        };
        // Every lone digit was found, and the digits are what the puzzle gives.
        let given: Vec<u8> = Cell::all()
            .map(|c| puzzle.givens().get(c).map_or(0, Digit::get))
            .collect();
        (given == values).then_some(puzzle)
    }

    /// Every digit the puzzle gives: the laid dominoes' and the lone ones.
    pub fn givens(&self) -> Grid {
        let mut grid = Grid::empty();
        for laid in &self.laid {
            grid.set(laid.at.0, Some(laid.digits.0));
            grid.set(laid.at.1, Some(laid.digits.1));
        }
        for (cell, digit) in self.alone.iter().zip(Digit::all()) {
            grid.set(*cell, Some(digit));
        }
        grid
    }

    /// The exact cover problem: 81 cells, then each row's, column's and box's digits, then the
    /// 36 dominoes; a row for every domino on every two neighbouring cells, both ways round,
    /// and one for each lone digit; the givens taken. `None` if the givens clash.
    pub fn matrix(&self) -> Option<Matrix> {
        self.matrix_where(|_, _| true)
    }

    /// The exact cover problem with only the moves that put a digit where `fits` allows it.
    fn matrix_where(&self, fits: impl Fn(Cell, Digit) -> bool) -> Option<Matrix> {
        let mut builder = Builder::new(81 * 4 + 36, 81);
        let digit_columns = |cell: Cell, digit: Digit| {
            let d = u32::from(digit.get() - 1);
            [
                81 + cell.row() as u32 * 9 + d,
                162 + cell.col() as u32 * 9 + d,
                243 + cell.box_index() as u32 * 9 + d,
            ]
        };
        let mut taken = Vec::new();
        let mut rows = 0;
        // The lone digits first: a row each, taken.
        for (cell, digit) in self.alone.iter().zip(Digit::all()) {
            let mut columns = vec![cell.index() as u32];
            columns.extend(digit_columns(*cell, digit));
            builder.row(
                columns,
                Placement {
                    first: (cell.index() as u16, digit.get()),
                    second: None,
                },
            );
            taken.push(rows);
            rows += 1;
        }
        for a in Cell::all() {
            for b in [
                Cell::at(a.row(), a.col() + 1),
                Cell::at(a.row() + 1, a.col()),
            ]
            .into_iter()
            .flatten()
            {
                for domino in Domino::all() {
                    for (x, y) in [(domino.low, domino.high), (domino.high, domino.low)] {
                        let mut columns = vec![a.index() as u32, b.index() as u32];
                        columns.extend(digit_columns(a, x));
                        columns.extend(digit_columns(b, y));
                        columns.push(324 + domino.index() as u32);
                        columns.sort_unstable();
                        let laid = Laid {
                            at: (a, b),
                            digits: (x, y),
                        };
                        if !fits(a, x) || !fits(b, y) {
                            continue;
                        }
                        if self.laid.iter().any(|l| same_lay(*l, laid)) {
                            taken.push(rows);
                        }
                        builder.row(
                            columns,
                            Placement {
                                first: (a.index() as u16, x.get()),
                                second: Some((b.index() as u16, y.get())),
                            },
                        );
                        rows += 1;
                    }
                }
            }
        }
        builder.build(&taken)
    }

    /// Up to `limit` solutions (at least 1), whether that is all of them, and the steps the
    /// search took. `None` if the givens clash.
    ///
    /// A solution is a filled board, as the judge prints it: where the same digits can be
    /// tiled two ways (a square of four cells holding `1 2 / 5 1` takes {1,2} and {1,5} lying
    /// either way), that is one answer, with the first tiling found.
    pub fn solutions(&self, limit: u64) -> Option<Found> {
        let matrix = Rc::new(self.matrix()?);
        let mut search = Cover::new(matrix.clone(), Policy::Fewest);
        let mut found: Vec<Tiling> = Vec::new();
        loop {
            match search.step() {
                Move::Solution => {
                    let tiling = self.tiling(&search);
                    if found.iter().any(|f| f.grid == tiling.grid) {
                        continue;
                    }
                    found.push(tiling);
                    if found.len() as u64 >= limit.max(1) {
                        return Some(Found {
                            tilings: found,
                            all: search.is_exhausted(),
                            steps: search.tally().steps,
                        });
                    }
                }
                Move::Exhausted => {
                    return Some(Found {
                        tilings: found,
                        all: true,
                        steps: search.tally().steps,
                    })
                }
                _ => {}
            }
        }
    }

    /// As [`Sudominoku::solutions`], with the first two the two smallest boards, row by row
    /// (the answer a row-major program prints): among the solutions when there are at most
    /// [`ENUMERATED`](crate::solver::smallest::ENUMERATED), else found cell by cell, each
    /// cell's smallest digit with which a tiling exists asked of dancing links.
    pub fn smallest(&self, limit: u64) -> Option<Found> {
        let enumerate = limit.max(crate::solver::smallest::ENUMERATED);
        let mut found = self.solutions(enumerate)?;
        let line = |t: &Tiling| t.grid.to_line('0');
        if found.all {
            found.tilings.sort_by_key(line);
        } else if let Some(witness) = found.tilings.iter().min_by_key(|t| line(t)).cloned() {
            let mut cells = ByCells {
                puzzle: self,
                givens: self.givens(),
            };
            let first = smallest_from(&mut cells, witness, &[]);
            let next = next_after(&mut cells, &first);
            let (first_grid, next_grid) = (first.grid, next.as_ref().map(|n| n.grid));
            let rest = found
                .tilings
                .into_iter()
                .filter(|t| t.grid != first_grid && Some(t.grid) != next_grid);
            found.tilings = std::iter::once(first).chain(next).chain(rest).collect();
        }
        let all = found.all && found.tilings.len() as u64 <= limit.max(1);
        found.tilings.truncate(limit.max(1) as usize);
        Some(Found { all, ..found })
    }

    /// Whether `grid`, a filled board, is a solution: the 36 dominoes, each once, can lie on
    /// its digits, those laid already where they are. (It is not checked against the Sudoku
    /// rule here.)
    pub fn tiles(&self, grid: &Grid) -> bool {
        self.first_where(|cell, digit| grid.get(cell) == Some(digit))
            .is_some()
    }

    /// The first tiling dancing links find with only the moves `fits` allows, if any.
    fn first_where(&self, fits: impl Fn(Cell, Digit) -> bool) -> Option<Tiling> {
        let matrix = self.matrix_where(fits)?;
        let mut search = Cover::new(Rc::new(matrix), Policy::Fewest);
        loop {
            match search.step() {
                Move::Solution => return Some(self.tiling(&search)),
                Move::Exhausted => return None,
                _ => {}
            }
        }
    }

    fn tiling(&self, search: &Cover) -> Tiling {
        let mut grid = self.givens();
        let mut laid = self.laid.clone();
        for (row, ..) in search.stack() {
            let p = search.placement(row);
            let cell = |(c, d): (u16, u8)| {
                (
                    Cell::new(usize::from(c)).expect("a cell"),
                    Digit::new(d).expect("a digit"),
                )
            };
            let (a, x) = cell(p.first);
            let (b, y) = cell(p.second.expect("a searched row lays a domino"));
            grid.set(a, Some(x));
            grid.set(b, Some(y));
            laid.push(Laid {
                at: (a, b),
                digits: (x, y),
            });
        }
        Tiling { grid, laid }
    }
}

/// Whether two laid dominoes are the same stone in the same place, however written.
fn same_lay(a: Laid, b: Laid) -> bool {
    (a.at == b.at && a.digits == b.digits)
        || (a.at == (b.at.1, b.at.0) && a.digits == (b.digits.1, b.digits.0))
}

/// A Sudominoku asked cell by cell for its smallest boards ([`crate::solver::smallest`]).
struct ByCells<'a> {
    puzzle: &'a Sudominoku,
    givens: Grid,
}

impl ByCell for ByCells<'_> {
    type Solution = Tiling;

    fn cells(&self) -> usize {
        81
    }

    fn given(&self, k: usize) -> bool {
        Cell::new(k).is_some_and(|cell| self.givens.get(cell).is_some())
    }

    fn at(tiling: &Tiling, k: usize) -> u8 {
        let cell = Cell::new(k).expect("a cell");
        tiling.grid.get(cell).map_or(0, |d| d.get())
    }

    /// A tiling whose board holds `fixed` in its first cells and a digit of `next` in the
    /// next one.
    fn find(&mut self, fixed: &[u8], next: u32) -> Option<Tiling> {
        let k = fixed.len();
        let fits = |cell: Cell, digit: Digit| match cell.index().cmp(&k) {
            std::cmp::Ordering::Less => fixed[cell.index()] == digit.get(),
            std::cmp::Ordering::Equal => next & (1 << (digit.get() - 1)) != 0,
            std::cmp::Ordering::Greater => true,
        };
        self.puzzle.first_where(fits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cell-by-cell way (taken when a Sudominoku has more solutions than are enumerated)
    /// finds the same two boards as all its solutions sorted, on a puzzle of two.
    #[test]
    fn cell_by_cell_finds_the_two_smallest_boards() {
        let input = crate::test_puzzles::SUDOMINOKU_OF_TWO;
        let parsed = crate::format::parse_detected(input).expect("BOJ 4574 input");
        let crate::board::Board::Dominoes(puzzle) = &parsed.boards[0].board else {
            panic!("a Sudominoku");
        };
        let every = puzzle.solutions(u64::MAX).expect("no clash");
        let mut lines: Vec<String> = every.tilings.iter().map(|t| t.grid.to_line('0')).collect();
        lines.sort();
        let mut cells = ByCells {
            puzzle,
            givens: puzzle.givens(),
        };
        // From the larger solution as the witness.
        let larger = every
            .tilings
            .iter()
            .find(|t| t.grid.to_line('0') == lines[1])
            .expect("two solutions")
            .clone();
        let first = smallest_from(&mut cells, larger, &[]);
        assert_eq!(first.grid.to_line('0'), lines[0]);
        let next = next_after(&mut cells, &first).expect("a second");
        assert_eq!(next.grid.to_line('0'), lines[1]);
        assert!(next_after(&mut cells, &next).is_none());
    }

    #[test]
    fn there_are_36_dominoes_each_with_its_number() {
        let all: Vec<Domino> = Domino::all().collect();
        assert_eq!(all.len(), 36);
        for (i, d) in all.iter().enumerate() {
            assert_eq!(d.index(), i);
            assert!(d.low() < d.high());
        }
        let d = |v| Digit::new(v).unwrap();
        assert_eq!(Domino::new(d(7), d(2)).unwrap().to_string(), "2|7");
        assert_eq!(Domino::new(d(4), d(4)), None);
    }

    #[test]
    fn neighbours_share_a_side() {
        let c = |r, c| Cell::at(r, c).unwrap();
        assert!(neighbours(c(0, 0), c(0, 1)) && neighbours(c(3, 4), c(2, 4)));
        assert!(!neighbours(c(0, 0), c(1, 1)) && !neighbours(c(0, 8), c(1, 0)));
        assert!(!neighbours(c(4, 4), c(4, 4)));
    }
}
