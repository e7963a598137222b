//! What a new worker does before its first request: it explores the adversary's search for a
//! moment and throws the pieces away.
//!
//! A browser compiles a wasm function quickly and plainly on its first call, and again,
//! optimised, once it has run a while, on a background thread; the optimised code is used
//! from the function's next call on. Run cold, a worker's first far jump explored at half the
//! speed of the next ones (Chromium: about 100 against 200 million steps per second), so a far
//! jump asked soon after the page opened took up to twice the time it needed (BENCHMARKS.md,
//! the player). The batch solver is not warmed so: it took 100 ms of solving at each
//! worker's start to have the browser optimise it, for a first run about 5 % faster, within
//! the noise (measured 2026-12-02).

use super::Exploration;
use crate::grid::Grid;
use crate::player::Player;

/// A puzzle built against row-major backtracking (the shared sets' adversary): its classic
/// search is long enough to warm a worker's explorer on.
const WARM_UP_BOARD: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

/// How long a worker warms its explorer, at most (ms), and in slices of how long: a request
/// that comes meanwhile ends the warming at the end of the slice.
pub(crate) const WARM_UP_MS: f64 = 60.0;
pub(crate) const WARM_UP_SLICE_MS: f64 = 10.0;

/// A far jump's exploration of [`WARM_UP_BOARD`], to run for a moment and throw away.
pub(crate) fn exploration() -> Option<Exploration> {
    use crate::player::parts::{interval_for, split};
    let grid = Grid::from_line(WARM_UP_BOARD).ok()?;
    let player = Player::new(&grid, crate::solver::Strategy::Classic).ok()?;
    let mut exploration = Exploration::new(0, 0, WARM_UP_BOARD)?;
    for (index, part) in split(&player, 64)?.iter().enumerate() {
        exploration.queue(index as u32, part.clone(), interval_for(50_000_000));
    }
    Some(exploration)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::Strategy;
    use crate::ui::protocol::Response;
    use std::cell::Cell as Counter;

    #[test]
    fn the_warm_up_explores_the_adversary_in_parts_that_join_up() {
        let mut warm = exploration().expect("the warm-up board has a search");
        // A clock that moves 1 ms a look: a slice of 10 ms explores a few chunks of steps.
        let t = Counter::new(0.0);
        let clock = || {
            t.set(t.get() + 1.0);
            t.get()
        };
        let givens: Grid = WARM_UP_BOARD.parse().unwrap();
        let mut page = Player::new(&givens, Strategy::Classic).unwrap();
        while page.explored() < 4 << 20 {
            assert!(!warm.is_over(), "the adversary's search is longer");
            warm.slice(clock, WARM_UP_SLICE_MS);
            for response in warm.hand_over() {
                let Response::Part { run: 0, bytes, .. } = response else {
                    panic!("{response:?}");
                };
                let piece = Player::from_bytes(&givens, &bytes).expect("a piece of its search");
                assert!(page.splice(&piece), "the pieces come in the search's order");
            }
        }
    }
}
