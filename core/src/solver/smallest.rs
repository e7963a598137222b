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
//! symbols still open, so each question is answered in a fraction of a millisecond).

use super::any_size::{self, solve_limited, SquareSearch, SquareStep};
use super::strategy::Strategy;
use crate::square::{Clash, Spot, Square};

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
                let first = smallest_from(givens, two[0], 0);
                std::iter::once(first)
                    .chain(next_after(givens, &first))
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

/// The smallest solution of `givens` that agrees with `witness` (a solution) on every cell
/// before `from`: each empty cell from there on gets the smallest symbol with which a
/// solution exists. Dancing links are asked whether one exists with a smaller symbol there
/// than the witness's (most often there is none: one question), and each yes gives a smaller
/// witness to ask again below.
fn smallest_from<const N: usize>(
    givens: &Square<N>,
    mut witness: Square<N>,
    from: usize,
) -> Square<N> {
    let mut board = *givens;
    for spot in Spot::<N>::all() {
        if spot.index() >= from && givens.get(spot).is_none() {
            loop {
                let had = witness.get(spot).expect("a solution is full");
                let smaller = u32::from(had.bit()) - 1;
                let allowed = |s: Spot<N>| if s == spot { smaller } else { u32::MAX };
                match solve_limited(&board, allowed) {
                    Some(solution) => witness = solution,
                    None => break,
                }
            }
        }
        board.set(spot, witness.get(spot));
    }
    board
}

/// The smallest solution after `first` (a solution of `givens`), if there is one: it agrees
/// with `first` up to the last cell where a larger symbol still leaves a solution.
fn next_after<const N: usize>(givens: &Square<N>, first: &Square<N>) -> Option<Square<N>> {
    let open: Vec<Spot<N>> = Spot::all().filter(|&s| givens.get(s).is_none()).collect();
    for (k, &spot) in open.iter().enumerate().rev() {
        // The givens and `first` before `spot`.
        let mut board = *givens;
        for &before in &open[..k] {
            board.set(before, first.get(before));
        }
        let had = first.get(spot).expect("a solution is full");
        let larger = !((u32::from(had.bit()) << 1) - 1);
        if any_size::open(&board, spot) & larger & ((1 << N) - 1) == 0 {
            continue;
        }
        let allowed = |s: Spot<N>| if s == spot { larger } else { u32::MAX };
        let Some(mut witness) = solve_limited(&board, allowed) else {
            continue;
        };
        // The smallest symbol above `had` there, then the smallest of the rest.
        loop {
            let got = u32::from(witness.get(spot).expect("a solution is full").bit());
            let between = larger & (got - 1);
            let allowed = |s: Spot<N>| if s == spot { between } else { u32::MAX };
            match solve_limited(&board, allowed) {
                Some(solution) => witness = solution,
                None => break,
            }
        }
        board.set(spot, witness.get(spot));
        return Some(smallest_from(&board, witness, spot.index() + 1));
    }
    None
}
