//! The search of a board of any size ([`Square`]): Algorithm X with dancing links
//! ([`super::cover`]) over the board's exact cover problem, one visible step at a time, with
//! the board, the branches and the counters kept as the 9 x 9 [`super::Search`] keeps them.
//!
//! The strategies mean here what they mean on 9 x 9: classic fills the first empty cell,
//! smallest symbol first, and nothing else (covering only takes out the symbols its row,
//! column and box hold, which is what the classic check refuses: the same tree);
//! lexicographic takes any forced move first (a cell with one symbol left, a symbol with one
//! place left in a unit), then the first empty cell, so its first solution is the
//! lexicographically smallest; fastest and DLX cover the constraint with the fewest options
//! (Knuth's choice).

use super::cover::{Builder, Cover, Matrix, Move, Placement, Policy, Tally};
use super::strategy::Strategy;
use crate::square::{box_side, Clash, Spot, Square, Symbol};
use std::fmt;
use std::rc::Rc;

/// One constraint of an N x N board: a column of its exact cover matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Constraint<const N: usize> {
    /// The cell needs a symbol.
    Cell(Spot<N>),
    /// Row `row` (zero-based) needs the symbol.
    Row(usize, Symbol<N>),
    Column(usize, Symbol<N>),
    /// Box `box` (zero-based, row by row) needs the symbol.
    Box(usize, Symbol<N>),
}

impl<const N: usize> Constraint<N> {
    /// The constraint of matrix column `column`.
    pub fn of(column: u32) -> Constraint<N> {
        let c = column as usize;
        let (kind, rest) = (c / (N * N), c % (N * N));
        let symbol = || Symbol::new((rest % N) as u8 + 1).expect("below N");
        match kind {
            0 => Constraint::Cell(Spot::new(rest).expect("below N x N")),
            1 => Constraint::Row(rest / N, symbol()),
            2 => Constraint::Column(rest / N, symbol()),
            _ => Constraint::Box(rest / N, symbol()),
        }
    }
}

impl<const N: usize> fmt::Display for Constraint<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Constraint::Cell(spot) => write!(f, "{spot}"),
            Constraint::Row(r, s) => write!(f, "{s} in row {}", r + 1),
            Constraint::Column(c, s) => write!(f, "{s} in column {}", c + 1),
            Constraint::Box(b, s) => write!(f, "{s} in box {}", b + 1),
        }
    }
}

/// What one step of a [`SquareSearch`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareStep<const N: usize> {
    /// `symbol` tried in `spot`, for the constraint `chosen`, which had `options` ways left;
    /// this is way number `nth`.
    Place {
        spot: Spot<N>,
        symbol: Symbol<N>,
        chosen: Constraint<N>,
        options: u32,
        nth: u32,
    },
    /// `symbol` taken back from `spot`.
    Backtrack {
        spot: Spot<N>,
        symbol: Symbol<N>,
    },
    /// Nothing can meet `constraint` any more.
    DeadEnd {
        constraint: Constraint<N>,
    },
    Solution,
    Exhausted,
}

/// The exact cover problem of an N x N board with `givens`: every (cell, symbol) a row, in
/// row-major order and ascending symbols (the order the classic search tries them); the givens
/// taken. `None` if two givens clash.
pub fn matrix<const N: usize>(givens: &Square<N>) -> Option<Matrix> {
    let mut builder = Builder::new(4 * N * N, N * N);
    let mut taken = Vec::new();
    for spot in Spot::<N>::all() {
        for symbol in Symbol::<N>::all() {
            if givens.get(spot) == Some(symbol) {
                taken.push(spot.index() * N + usize::from(symbol.get() - 1));
            }
            add_row(&mut builder, spot, symbol);
        }
    }
    builder.build(&taken)
}

/// The row that puts `symbol` in `spot`: it covers the cell, and the symbol in its row, column
/// and box.
fn add_row<const N: usize>(builder: &mut Builder, spot: Spot<N>, symbol: Symbol<N>) {
    let b = box_side(N);
    let (area, n) = ((N * N) as u32, N as u32);
    let s = u32::from(symbol.get() - 1);
    let (r, c) = (spot.row() as u32, spot.col() as u32);
    let bx = (spot.row() / b * b + spot.col() / b) as u32;
    builder.row(
        vec![
            spot.index() as u32,
            area + r * n + s,
            2 * area + c * n + s,
            3 * area + bx * n + s,
        ],
        Placement {
            first: (spot.index() as u16, symbol.get()),
            second: None,
        },
    );
}

/// The symbols no filled cell that `spot` sees on `board` holds, as a mask (bit `s - 1`).
pub fn open<const N: usize>(board: &Square<N>, spot: Spot<N>) -> u32 {
    Spot::<N>::all()
        .filter(|&other| other != spot && spot.sees(other))
        .filter_map(|other| board.get(other))
        .fold((1u32 << N) - 1, |mask, s| mask & !u32::from(s.bit()))
}

/// The policy a strategy covers its constraints in.
pub fn policy(strategy: Strategy) -> Policy {
    match strategy {
        Strategy::Classic => Policy::FirstCell,
        Strategy::Lexicographic => Policy::ForcedFirst,
        Strategy::Fastest | Strategy::Dlx => Policy::Fewest,
    }
}

/// A search of an N x N board, one step at a time.
#[derive(Clone, Debug)]
pub struct SquareSearch<const N: usize> {
    givens: Square<N>,
    board: Square<N>,
    cover: Cover,
    strategy: Strategy,
    /// The branches taken, outermost first.
    trail: Vec<(Spot<N>, Symbol<N>)>,
}

impl<const N: usize> SquareSearch<N> {
    /// A search of `givens` with `strategy`, or the first pair of givens that clash.
    pub fn new(givens: &Square<N>, strategy: Strategy) -> Result<SquareSearch<N>, Clash<N>> {
        let matrix = matrix(givens).ok_or_else(|| givens.conflicts()[0])?;
        Ok(SquareSearch {
            givens: *givens,
            board: *givens,
            cover: Cover::new(Rc::new(matrix), policy(strategy)),
            strategy,
            trail: Vec::new(),
        })
    }

    fn placed(&self, row: u32) -> (Spot<N>, Symbol<N>) {
        let (cell, symbol) = self.cover.placement(row).first;
        (
            Spot::new(usize::from(cell)).expect("a cell of the board"),
            Symbol::new(symbol).expect("a symbol of the board"),
        )
    }

    /// Does one step and says what it did.
    pub fn step(&mut self) -> SquareStep<N> {
        match self.cover.step() {
            Move::Try {
                row,
                column,
                options,
                nth,
            } => {
                let (spot, symbol) = self.placed(row);
                self.board.set(spot, Some(symbol));
                self.trail.push((spot, symbol));
                SquareStep::Place {
                    spot,
                    symbol,
                    chosen: Constraint::of(column),
                    options,
                    nth,
                }
            }
            Move::Undo { row } => {
                let (spot, symbol) = self.placed(row);
                self.board.set(spot, None);
                self.trail.pop();
                SquareStep::Backtrack { spot, symbol }
            }
            Move::DeadEnd { column } => SquareStep::DeadEnd {
                constraint: Constraint::of(column),
            },
            Move::Solution => SquareStep::Solution,
            Move::Exhausted => SquareStep::Exhausted,
        }
    }

    /// Up to `n` steps, stopping after a solution or at the end (which is not counted): the
    /// steps taken and the last one.
    pub fn step_many(&mut self, n: u64) -> (u64, Option<SquareStep<N>>) {
        let mut last = None;
        for taken in 0..n {
            match self.step() {
                SquareStep::Exhausted => return (taken, last.or(Some(SquareStep::Exhausted))),
                SquareStep::Solution => return (taken + 1, Some(SquareStep::Solution)),
                step => last = Some(step),
            }
        }
        (n, last)
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    pub fn givens(&self) -> &Square<N> {
        &self.givens
    }

    /// The board as the search has it now.
    pub fn board(&self) -> &Square<N> {
        &self.board
    }

    /// The branches taken, outermost first.
    pub fn stack(&self) -> &[(Spot<N>, Symbol<N>)] {
        &self.trail
    }

    pub fn depth(&self) -> usize {
        self.trail.len()
    }

    /// The constraint chosen for the branch on top of the stack, how many ways it had, and
    /// which of them is tried.
    pub fn choice(&self) -> Option<(Constraint<N>, u32, u32)> {
        let (_, column, options, nth) = self.cover.stack().last()?;
        Some((Constraint::of(column), options, nth))
    }

    pub fn tally(&self) -> Tally {
        self.cover.tally()
    }

    /// How many times a symbol was tried in `spot`.
    pub fn tries(&self, spot: Spot<N>) -> u64 {
        self.cover.tries(spot.index())
    }

    pub fn is_exhausted(&self) -> bool {
        self.cover.is_exhausted()
    }

    pub fn take_window(&mut self) -> (usize, usize) {
        self.cover.take_window()
    }

    /// The symbols `spot` can still take (no row, column or box of it holds them), or its own.
    pub fn candidates(&self, spot: Spot<N>) -> u16 {
        if let Some(symbol) = self.board.get(spot) {
            return symbol.bit();
        }
        // At most 16 symbols: the mask fits.
        open(&self.board, spot) as u16
    }
}

/// The first solution `strategy` finds, `Ok(None)` if there is none.
pub fn solve<const N: usize>(
    givens: &Square<N>,
    strategy: Strategy,
) -> Result<Option<Square<N>>, Clash<N>> {
    let mut search = SquareSearch::new(givens, strategy)?;
    loop {
        match search.step() {
            SquareStep::Solution => return Ok(Some(*search.board())),
            SquareStep::Exhausted => return Ok(None),
            _ => {}
        }
    }
}

/// What a search of an N x N board found ([`search`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<const N: usize> {
    /// The first two solutions, in the order the strategy finds them.
    pub first: Vec<Square<N>>,
    /// The solutions counted, up to the limit.
    pub count: u64,
    /// Whether the search ended before the limit, so that `count` is all of them.
    pub all: bool,
    pub steps: u64,
}

/// Searches until `limit` solutions (at least 1) are counted or there are no more.
pub fn search<const N: usize>(
    givens: &Square<N>,
    strategy: Strategy,
    limit: u64,
) -> Result<Found<N>, Clash<N>> {
    let mut search = SquareSearch::new(givens, strategy)?;
    let mut first = Vec::new();
    let mut count = 0;
    loop {
        match search.step() {
            SquareStep::Solution => {
                count += 1;
                if first.len() < 2 {
                    first.push(*search.board());
                }
                if count >= limit.max(1) {
                    return Ok(Found {
                        first,
                        count,
                        all: search.is_exhausted(),
                        steps: search.tally().steps,
                    });
                }
            }
            SquareStep::Exhausted => {
                return Ok(Found {
                    first,
                    count,
                    all: true,
                    steps: search.tally().steps,
                })
            }
            _ => {}
        }
    }
}

/// The first two solutions, in the order `strategy` finds them, counting up to `limit`; and
/// whether the search ended before (so the count is exact). Steps taken too.
pub fn solutions<const N: usize>(
    givens: &Square<N>,
    strategy: Strategy,
    limit: u64,
) -> Result<(Vec<Square<N>>, bool, u64), Clash<N>> {
    let found = search(givens, strategy, limit)?;
    Ok((found.first, found.all, found.steps))
}

/// The number of solutions, counting stops at `limit` (at least 1).
pub fn count<const N: usize>(givens: &Square<N>, strategy: Strategy, limit: u64) -> u64 {
    let Ok(mut search) = SquareSearch::new(givens, strategy) else {
        return 0;
    };
    let mut found = 0;
    while found < limit.max(1) {
        match search.step() {
            SquareStep::Solution => found += 1,
            SquareStep::Exhausted => break,
            _ => {}
        }
    }
    found
}
