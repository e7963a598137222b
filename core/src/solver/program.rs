//! The propagating strategies' program (`programs/propagating/search.*`) run as it is written:
//! its `dead()`, `forced()` and `narrow()`, in their order, on its own `board` and `cand`.
//!
//! The engine's propagation ([`super::position`]) reaches the same board by another road (a
//! bitwise filter per band), fast, but not in the program's order. A watched search, which
//! the player steps through and which is stepped line by line, runs this model beside it
//! after each branch and each take-back, so that its deductions come one step each in the
//! order the program makes them, the dead end where the program finds it, and every line of
//! `propagate` is known. Both rule sets reach the same fixpoint (singles and the band
//! permutations; `core/tests/propagating_trace.rs` checks the boards agree).

use super::position::Position;
use crate::grid::{Cell, Grid, Unit};

/// Digits 1-9 as bits 1-9, as the program keeps them.
const ALL: u16 = 0b11_1111_1110;

/// The program's 27 units: rows, columns, boxes, each cell by cell.
const UNITS: [[u8; 9]; 27] = units();

const fn units() -> [[u8; 9]; 27] {
    let mut u = [[0; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut k = 0;
        while k < 9 {
            u[i][k] = (9 * i + k) as u8;
            u[9 + i][k] = (9 * k + i) as u8;
            u[18 + i][k] = (27 * (i / 3) + 3 * (i % 3) + 9 * (k / 3) + k % 3) as u8;
            k += 1;
        }
        i += 1;
    }
    u
}

/// For each of the program's six bands and stacks `t`, the cells where its line `i` (row or
/// column `3t + i`, or column `3(t - 3) + i`) meets its box `j`, in the line's order.
const MEETS: [[[[u8; 3]; 3]; 3]; 6] = meets();

const fn meets() -> [[[[u8; 3]; 3]; 3]; 6] {
    let mut m = [[[[0; 3]; 3]; 3]; 6];
    let mut t = 0;
    while t < 6 {
        let mut i = 0;
        while i < 3 {
            let mut j = 0;
            while j < 3 {
                let b = if t < 3 { 3 * t + j } else { t - 3 + 3 * j };
                let line = &UNITS[3 * t + i];
                let (mut k, mut n) = (0, 0);
                while k < 9 {
                    if box_of(line[k] as usize) == b {
                        m[t][i][j][n] = line[k];
                        n += 1;
                    }
                    k += 1;
                }
                j += 1;
            }
            i += 1;
        }
        t += 1;
    }
    m
}

const fn box_of(x: usize) -> usize {
    x / 27 * 3 + x % 9 / 3
}

const fn sees(x: usize, y: usize) -> bool {
    x != y && (x / 9 == y / 9 || x % 9 == y % 9 || box_of(x) == box_of(y))
}

/// Where `dead()` found the board has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stuck {
    /// Unit `unit` (0-26: rows, columns, boxes) has no place left for `digit`.
    NoPlace { unit: u8, digit: u8 },
    /// `cell` has no digit left.
    NoDigit { cell: u8 },
}

/// One turn of `propagate`'s loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Round {
    /// `forced()` found `digit` for `cell`, and `fill` put it there.
    Fill { cell: u8, digit: u8 },
    /// Nothing forced; `narrow()` ruled candidates out, so the loop goes on.
    Narrowed,
    /// Nothing forced and nothing narrowed: `propagate` returns true.
    Settled,
    /// `dead()`: `propagate` returns false.
    Dead(Stuck),
}

/// A piece of the program's run, as a watched search records the lines of each step
/// ([`crate::trace`] reads them as lines; `depth` is the number of branches on the stack,
/// the `search()` calls under way but the first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Segment {
    /// `propagate()` is called: its header.
    Propagate,
    /// One turn of its loop.
    Round(Round),
    /// `search()` goes on to a branch: its header if it was just called (`enter`), the loop,
    /// the test for a full board, the choice of `cell`, its smallest `digit`, the copy, the
    /// fill.
    Branch {
        cell: u8,
        digit: u8,
        depth: u8,
        enter: bool,
    },
    /// `search()` finds the board full: (header,) loop, test, print, `return True`.
    Solved { depth: u8, enter: bool },
    /// The line after a branch's fill: `if propagate() and search()`.
    Call { cell: u8, digit: u8, depth: u8 },
    /// The branch failed: the copy is put back.
    Undo { cell: u8, digit: u8, depth: u8 },
    /// Its digit ruled out of its cell, and `if not propagate(): return False`.
    Retry { cell: u8, digit: u8, depth: u8 },
}

impl Segment {
    /// The lines it runs, as a line tracer reports them.
    pub fn len(self) -> u64 {
        match self {
            Segment::Propagate | Segment::Call { .. } | Segment::Undo { .. } => 1,
            Segment::Retry { .. } => 2,
            Segment::Round(Round::Dead(_)) => 3,
            Segment::Round(Round::Fill { .. } | Round::Narrowed) => 5,
            Segment::Round(Round::Settled) => 6,
            Segment::Branch { enter, .. } => 6 + u64::from(enter),
            Segment::Solved { enter, .. } => 4 + u64::from(enter),
        }
    }
}

/// The program's state: `board` (0 for empty) and `cand` (bits 1-9).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Program {
    board: [u8; 81],
    cand: [u16; 81],
}

impl Program {
    /// As the program stands after filling the givens, before its first `propagate`.
    pub fn from_givens(givens: &Grid) -> Program {
        let mut program = Program {
            board: [0; 81],
            cand: [ALL; 81],
        };
        for cell in Cell::all() {
            if let Some(digit) = givens.get(cell) {
                program.fill(cell.index(), digit.get());
            }
        }
        program
    }

    /// As the program stands where the engine's `position` is: after a `propagate` that
    /// returned true, which leaves the same board and candidates.
    pub fn from_position(position: &Position) -> Program {
        let mut program = Program {
            board: position.digits,
            cand: [0; 81],
        };
        for x in 0..81 {
            program.cand[x] = match position.digits[x] {
                0 => position.candidates(x) << 1,
                d => 1 << d,
            };
        }
        program
    }

    /// `fill(x, d)`: the digit in, and out of every peer's candidates.
    pub fn fill(&mut self, x: usize, d: u8) {
        self.board[x] = d;
        self.cand[x] = 1 << d;
        for p in (0..81).filter(|&p| sees(x, p)) {
            self.cand[p] &= !(1 << d);
        }
    }

    /// `cand[x] &= ~(1 << d)` after a take-back.
    pub fn rule_out(&mut self, x: usize, d: u8) {
        self.cand[x] &= !(1 << d);
    }

    #[cfg(test)]
    pub fn board(&self) -> &[u8; 81] {
        &self.board
    }

    /// The empty cells' candidates as the engine keeps them (bits 0-8), for comparing.
    #[cfg(test)]
    pub fn candidates(&self, x: usize) -> u16 {
        self.cand[x] >> 1
    }

    /// `propagate()`: its rounds, to the one that returns.
    pub fn propagate(&mut self) -> Vec<Round> {
        let mut rounds = Vec::new();
        loop {
            if let Some(stuck) = self.dead() {
                rounds.push(Round::Dead(stuck));
                return rounds;
            }
            if let Some((cell, digit)) = self.forced() {
                self.fill(cell as usize, digit);
                rounds.push(Round::Fill { cell, digit });
            } else if self.narrow() {
                rounds.push(Round::Narrowed);
            } else {
                rounds.push(Round::Settled);
                return rounds;
            }
        }
    }

    /// `dead()`: the first unit a digit has no place in, else the first cell with no digit.
    fn dead(&self) -> Option<Stuck> {
        for (u, unit) in UNITS.iter().enumerate() {
            let seen = unit.iter().fold(0, |s, &x| s | self.cand[x as usize]);
            if seen != ALL {
                let digit = (!seen & ALL).trailing_zeros() as u8;
                return Some(Stuck::NoPlace {
                    unit: u as u8,
                    digit,
                });
            }
        }
        let cell = self.cand.iter().position(|&c| c == 0)?;
        Some(Stuck::NoDigit { cell: cell as u8 })
    }

    /// `forced()`: the first empty cell with one digit left, else the first digit, unit by
    /// unit, with one place left, if that place is empty.
    fn forced(&self) -> Option<(u8, u8)> {
        for x in 0..81 {
            if self.board[x] == 0 && self.cand[x].count_ones() == 1 {
                return Some((x as u8, self.cand[x].trailing_zeros() as u8));
            }
        }
        for unit in &UNITS {
            // The digits with exactly one place in the unit, smallest first, as the program
            // looks at them.
            let (mut once, mut twice) = (0u16, 0u16);
            for &x in unit {
                twice |= once & self.cand[x as usize];
                once |= self.cand[x as usize];
            }
            let mut single = once & !twice;
            while single != 0 {
                let d = single.trailing_zeros() as u8;
                single &= single - 1;
                let x = unit.iter().find(|&&x| self.cand[x as usize] >> d & 1 == 1);
                if let Some(&x) = x.filter(|&&x| self.board[x as usize] == 0) {
                    return Some((x, d));
                }
            }
        }
        None
    }

    /// `narrow()`: where three rows (or columns) cross three boxes, a digit is once in each
    /// row and each box; the part of a row in a box that no such placing uses loses it.
    fn narrow(&mut self) -> bool {
        let mut struck = false;
        for meets in &MEETS {
            for d in 1..=9u8 {
                let has =
                    |cells: &[u8; 3]| cells.iter().any(|&x| self.cand[x as usize] >> d & 1 == 1);
                let ok: [[bool; 3]; 3] =
                    std::array::from_fn(|i| std::array::from_fn(|j| has(&meets[i][j])));
                for i in 0..3 {
                    for j in 0..3 {
                        let (a, b) = others(i);
                        let (e, f) = others(j);
                        if ok[i][j] && !(ok[a][e] && ok[b][f] || ok[a][f] && ok[b][e]) {
                            for &x in &meets[i][j] {
                                self.cand[x as usize] &= !(1 << d);
                            }
                            struck = true;
                        }
                    }
                }
            }
        }
        struck
    }
}

/// The program's unit `u` (rows, columns, boxes, 9 each).
pub(crate) fn unit_of(u: u8) -> crate::grid::UnitOf {
    let i = usize::from(u % 9);
    let (unit, cell) = match u / 9 {
        0 => (Unit::Row, 9 * i),
        1 => (Unit::Column, i),
        _ => (Unit::Box, 27 * (i / 3) + 3 * (i % 3)),
    };
    unit.of(Cell::new(cell).expect("cells below 81"))
}

/// The two of 0, 1, 2 other than `i`, in order.
fn others(i: usize) -> (usize, usize) {
    match i {
        0 => (1, 2),
        1 => (0, 2),
        _ => (0, 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::search::{Next, Search, Step};
    use crate::solver::Strategy;

    /// After every branch and every take-back whose propagation succeeds, the program's
    /// `propagate` leaves the board and the candidates the engine's leaves, and it fails
    /// exactly where the engine's does: the ground for showing the program's board beside the
    /// engine's search.
    #[test]
    fn the_program_and_the_engine_reach_the_same_board() {
        let puzzles = [
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
            "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
            ".................................................................................",
        ];
        let mut compared = 0;
        for line in puzzles {
            let grid: Grid = line.parse().unwrap();
            for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
                let mut search = Search::new(&grid, strategy).unwrap();
                for _ in 0..20_000 {
                    let before = match search.next {
                        Next::Descend => search.position.clone(),
                        Next::Retreat => match search.snapshots.last() {
                            Some(p) => p.clone(),
                            None => break,
                        },
                        _ => search.position.clone(),
                    };
                    let step = search.step();
                    let mut program = Program::from_position(&before);
                    match step {
                        Step::Place { cell, digit } => program.fill(cell.index(), digit.get()),
                        Step::Backtrack { cell, digit } => {
                            program.rule_out(cell.index(), digit.get())
                        }
                        Step::Solution => continue,
                        Step::Exhausted => break,
                        _ => continue,
                    }
                    let rounds = program.propagate();
                    let failed = matches!(search.next, Next::Fail { .. });
                    assert_eq!(
                        matches!(rounds.last(), Some(Round::Dead(_))),
                        failed,
                        "{line} {strategy} {step:?}"
                    );
                    if !failed {
                        assert_eq!(program.board(), &search.position.digits);
                        for x in (0..81).filter(|&x| program.board()[x] == 0) {
                            assert_eq!(program.candidates(x), search.position.candidates(x));
                        }
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    #[test]
    fn the_units_are_rows_columns_and_boxes() {
        assert_eq!(UNITS[0], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(UNITS[9], [0, 9, 18, 27, 36, 45, 54, 63, 72]);
        assert_eq!(UNITS[18], [0, 1, 2, 9, 10, 11, 18, 19, 20]);
        assert_eq!(UNITS[26], [60, 61, 62, 69, 70, 71, 78, 79, 80]);
        assert_eq!((0..81).filter(|&y| sees(40, y)).count(), 20);
    }
}
