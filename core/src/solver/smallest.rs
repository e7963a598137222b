//! The smallest solutions of a board of any size, in the judges' order (row by row, cell by
//! cell, as a plain row-major search finds them), by dancing links.
//!
//! A search that takes the cells in row-major order finds the smallest solution first, but on
//! a 16 x 16 board with several solutions it can take seconds to get past its first wrong
//! choices (20 s on the POJ 3076 sample with two givens erased), where dancing links, which
//! choose the most constrained cell, take milliseconds. So: dancing links enumerate the
//! solutions, and when there are few (up to [`ENUMERATED`]) the smallest two are among them;
//! when there are more, each cell in turn gets the smallest symbol with which a solution still
//! exists, asked of dancing links on the board filled so far (whose matrix holds only the
//! symbols still open, so most questions are answered in a fraction of a millisecond; each is
//! asked of other views of the board when dancing links wander on one, [`super::views`]).

use super::any_size::{self, SquareSearch, SquareStep};
use super::strategy::Strategy;
use crate::square::{Clash, Spot, Square, Symbol};

/// Solutions enumerated at most before the smallest are found cell by cell instead.
pub const ENUMERATED: u64 = 256;

/// What [`smallest`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Smallest<const N: usize> {
    /// The smallest solution and the next one after it, as many as there are (up to two).
    pub first: Vec<Square<N>>,
    /// Solutions counted, up to the limit asked for.
    pub count: u64,
    /// Whether that is all of them.
    pub all: bool,
    /// Steps of the search that counted them.
    pub steps: u64,
}

/// The two smallest solutions of `givens`, and its solutions counted up to `limit` (at least 1).
pub fn smallest<const N: usize>(givens: &Square<N>, limit: u64) -> Result<Smallest<N>, Clash<N>> {
    let limit = limit.max(1);
    let mut search = SquareSearch::new(givens, Strategy::Dlx)?;
    let enumerate = limit.max(ENUMERATED);
    let (mut count, mut two) = (0u64, Vec::<Square<N>>::with_capacity(3));
    let mut counted_steps = None;
    let exhausted = loop {
        match search.step() {
            SquareStep::Solution => {
                count += 1;
                keep_smallest(&mut two, *search.board());
                if count == limit {
                    counted_steps = Some(search.tally().steps);
                }
                if count >= enumerate {
                    break search.is_exhausted();
                }
            }
            SquareStep::Exhausted => break true,
            _ => {}
        }
    };
    let steps = counted_steps.unwrap_or(search.tally().steps);
    if !exhausted {
        // More solutions than were enumerated: the smallest two come from the search in the
        // judges' order if it finds them within ORDERED_STEPS (it does where the first cells
        // are given), else cell by cell.
        two = match ordered(givens) {
            Some(ordered) => ordered,
            None => {
                let board = Board(givens);
                let first = smallest_from(&board, two[0], &[]);
                std::iter::once(first)
                    .chain(next_after(&board, &first))
                    .collect()
            }
        };
    }
    Ok(Smallest {
        first: two,
        count: count.min(limit),
        all: exhausted && count <= limit,
        steps,
    })
}

/// Steps the search in the judges' order may take for the two smallest solutions before they
/// are found cell by cell instead.
const ORDERED_STEPS: u64 = 200_000;

/// The first two solutions of the search in the judges' order (forced moves first, then the
/// first empty cell, smallest symbol first: they are the two smallest), if it finds them
/// within [`ORDERED_STEPS`].
fn ordered<const N: usize>(givens: &Square<N>) -> Option<Vec<Square<N>>> {
    let mut search = SquareSearch::new(givens, Strategy::Lexicographic).ok()?;
    let mut two = Vec::new();
    for _ in 0..ORDERED_STEPS {
        match search.step() {
            SquareStep::Solution => {
                two.push(*search.board());
                if two.len() == 2 {
                    return Some(two);
                }
            }
            SquareStep::Exhausted => return Some(two),
            _ => {}
        }
    }
    None
}

/// Keeps the two smallest of the solutions seen, `solution` among them.
fn keep_smallest<const N: usize>(two: &mut Vec<Square<N>>, solution: Square<N>) {
    two.push(solution);
    two.sort_unstable();
    two.truncate(2);
}

/// A puzzle whose smallest solutions are found cell by cell, in row-major order: a 16 x 16
/// board here, a Sudominoku in [`crate::dominoes`].
pub(crate) trait ByCell {
    type Solution;
    /// Its cells.
    fn cells(&self) -> usize;
    /// Whether cell `k` is given (every solution holds the same symbol there).
    fn given(&self, k: usize) -> bool;
    /// The symbol `solution` holds at cell `k` (1 to 16).
    fn at(solution: &Self::Solution, k: usize) -> u8;
    /// A solution whose first cells hold `fixed` and whose next cell holds a symbol of `next`
    /// (bit `s - 1` for symbol `s`); `None` if there is none.
    fn find(&self, fixed: &[u8], next: u32) -> Option<Self::Solution>;
}

/// The symbols below `symbol`, as a mask.
const fn below(symbol: u8) -> u32 {
    (1 << (symbol - 1)) - 1
}

/// The smallest solution whose first cells hold `fixed`, given `witness`, one that does: each
/// open cell after them gets the smallest symbol with which a solution exists. Most often
/// there is none below the witness's own (one question); each yes gives a smaller witness to
/// ask below again.
pub(crate) fn smallest_from<P: ByCell>(
    puzzle: &P,
    mut witness: P::Solution,
    fixed: &[u8],
) -> P::Solution {
    let mut prefix = fixed.to_vec();
    for k in fixed.len()..puzzle.cells() {
        if !puzzle.given(k) {
            while let Some(smaller) = puzzle.find(&prefix, below(P::at(&witness, k))) {
                witness = smaller;
            }
        }
        prefix.push(P::at(&witness, k));
    }
    witness
}

/// The smallest solution after `first`, if there is one: it agrees with `first` up to the last
/// open cell where a larger symbol still leaves a solution, holds there the smallest such
/// symbol, and is the smallest after it.
pub(crate) fn next_after<P: ByCell>(puzzle: &P, first: &P::Solution) -> Option<P::Solution> {
    let symbols: Vec<u8> = (0..puzzle.cells()).map(|k| P::at(first, k)).collect();
    let open = (0..puzzle.cells()).rev().filter(|&k| !puzzle.given(k));
    open.into_iter().find_map(|k| {
        let fixed = &symbols[..k];
        let larger = !below(symbols[k] + 1);
        let mut witness = puzzle.find(fixed, larger)?;
        while let Some(smaller) = puzzle.find(fixed, larger & below(P::at(&witness, k))) {
            witness = smaller;
        }
        let mut prefix = fixed.to_vec();
        prefix.push(P::at(&witness, k));
        Some(smallest_from(puzzle, witness, &prefix))
    })
}

/// A 16 x 16 (or any N x N) board's givens, asked cell by cell by dancing links on a matrix of
/// the symbols still open.
struct Board<'a, const N: usize>(&'a Square<N>);

impl<const N: usize> ByCell for Board<'_, N> {
    type Solution = Square<N>;

    fn cells(&self) -> usize {
        N * N
    }

    fn given(&self, k: usize) -> bool {
        Spot::new(k).is_some_and(|spot| self.0.get(spot).is_some())
    }

    fn at(solution: &Square<N>, k: usize) -> u8 {
        let spot = Spot::new(k).expect("a cell of the board");
        solution.get(spot).map_or(0, |s| s.get())
    }

    fn find(&self, fixed: &[u8], next: u32) -> Option<Square<N>> {
        let mut board = *self.0;
        for (k, &symbol) in fixed.iter().enumerate() {
            board.set(Spot::new(k)?, Symbol::new(symbol));
        }
        let spot = Spot::new(fixed.len())?;
        // No symbol of `next` is open there: no matrix to build.
        if any_size::open(&board, spot) & next == 0 {
            return None;
        }
        super::views::find_with(&board, spot, next)
    }
}
