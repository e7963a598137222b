//! Questions to dancing links that do not depend on one order's luck: a board seen through
//! one of its symmetries (bands, stacks, the rows of a band and the columns of a stack
//! reordered, the board transposed) has the same solutions, moved, and dancing links, which
//! break ties between equally constrained columns by their order, search it along another
//! path.
//!
//! On a board with many empty cells one order can wander for minutes where another finds a
//! solution in milliseconds: one of the questions [`super::smallest`] asks of the POJ 3076
//! sample with its first 80 cells erased ran for more than 20 s as the board is, and took
//! 5 ms with the rows of each band reversed. So a question is asked with a budget of steps,
//! then again of another view with twice the budget, until the search ends: it ends every
//! time (the budgets grow without bound), and a search that ends with no solution is a
//! proof on any view.

use super::any_size::{solve_bounded, Bounded};
use crate::square::{box_side, Spot, Square};

/// Steps of the first try at a question.
const FIRST_BUDGET: u64 = 4_096;

/// A solution of `board` whose cell `spot` holds a symbol of `mask` (bit `s - 1` for symbol
/// `s`), or `None` if there is none; asked of ever more views with ever more steps.
pub(crate) fn find_with<const N: usize>(
    board: &Square<N>,
    spot: Spot<N>,
    mask: u32,
) -> Option<Square<N>> {
    // Twice the steps each time, not Luby's restarts: a question with no answer is proved
    // only by a whole search, about as long on every view (Luby's budgets made the slowest
    // board of the benchmark 6 times slower).
    let mut budget = FIRST_BUDGET;
    for attempt in 0u64.. {
        let view = View::<N>::new(attempt);
        let (moved, at) = (view.board(board), view.spot(spot));
        let allowed = |s: Spot<N>| if s == at { mask } else { u32::MAX };
        match solve_bounded(&moved, allowed, budget) {
            Bounded::Found(solution) => return Some(view.back(&solution)),
            Bounded::None => return None,
            Bounded::OutOfSteps => budget = budget.saturating_mul(2),
        }
    }
    unreachable!("the budgets grow until a search ends")
}

/// A symmetry of an N x N board: where each row and column goes, and whether it is then
/// transposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct View<const N: usize> {
    rows: [usize; N],
    cols: [usize; N],
    transpose: bool,
}

impl<const N: usize> View<N> {
    /// The board as it is for `seed` 0, else a symmetry drawn from `seed`.
    fn new(seed: u64) -> View<N> {
        let mut view = View {
            rows: std::array::from_fn(|i| i),
            cols: std::array::from_fn(|i| i),
            transpose: false,
        };
        if seed == 0 {
            return view;
        }
        // SplitMix64: a different, well-mixed stream for each seed.
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut next = move |below: usize| {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((z ^ (z >> 31)) % below as u64) as usize
        };
        view.rows = shuffled_lines::<N>(&mut next);
        view.cols = shuffled_lines::<N>(&mut next);
        view.transpose = next(2) == 1;
        view
    }

    /// Where `spot` of the board is seen.
    fn spot(&self, spot: Spot<N>) -> Spot<N> {
        let (row, col) = (self.rows[spot.row()], self.cols[spot.col()]);
        let (row, col) = if self.transpose {
            (col, row)
        } else {
            (row, col)
        };
        Spot::at(row, col).expect("a permutation of the lines")
    }

    /// The board as seen.
    fn board(&self, board: &Square<N>) -> Square<N> {
        let mut seen = Square::empty();
        for spot in Spot::all() {
            seen.set(self.spot(spot), board.get(spot));
        }
        seen
    }

    /// A board seen, as it is.
    fn back(&self, seen: &Square<N>) -> Square<N> {
        let mut board = Square::empty();
        for spot in Spot::all() {
            board.set(spot, seen.get(self.spot(spot)));
        }
        board
    }
}

/// A reordering of a board's N rows (or columns) that keeps each box's lines together: the
/// bands in a random order, and the lines of each band in a random order.
fn shuffled_lines<const N: usize>(next: &mut impl FnMut(usize) -> usize) -> [usize; N] {
    let b = box_side(N);
    let mut bands: Vec<usize> = (0..b).collect();
    shuffle(&mut bands, next);
    let mut lines = [0; N];
    for (band, &to) in bands.iter().enumerate() {
        let mut within: Vec<usize> = (0..b).collect();
        shuffle(&mut within, next);
        for (i, &w) in within.iter().enumerate() {
            lines[band * b + i] = to * b + w;
        }
    }
    lines
}

/// Fisher-Yates.
fn shuffle(items: &mut [usize], next: &mut impl FnMut(usize) -> usize) {
    for i in (1..items.len()).rev() {
        items.swap(i, next(i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Symbol;

    #[test]
    fn a_view_is_a_symmetry_and_back_undoes_it() {
        // A valid 16 x 16 grid: symbol (4 * (r % 4) + r / 4 + c) % 16 + 1.
        let mut grid = Square::<16>::empty();
        for spot in Spot::<16>::all() {
            let (r, c) = (spot.row(), spot.col());
            let value = (4 * (r % 4) + r / 4 + c) % 16 + 1;
            grid.set(spot, Symbol::new(value as u8));
        }
        assert!(grid.conflicts().is_empty());
        let mut differ = 0;
        for seed in 0..50 {
            let view = View::<16>::new(seed);
            let seen = view.board(&grid);
            assert!(seen.conflicts().is_empty(), "seed {seed}: not a symmetry");
            assert!(seen.is_full());
            assert_eq!(view.back(&seen), grid, "seed {seed}");
            for spot in Spot::<16>::all() {
                assert_eq!(seen.get(view.spot(spot)), grid.get(spot));
            }
            differ += usize::from(seen != grid);
        }
        assert!(differ >= 45, "only {differ} views moved the board");
    }
}
