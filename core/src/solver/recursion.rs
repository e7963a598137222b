//! The propagating strategies' search as plain recursion, for answers nobody watches.
//!
//! [`Search`](super::Search) is a step machine, so that the player can stop after any step: it
//! keeps a stack of positions, one pushed per branch and copied back when the branch is taken
//! back, and dispatches on its state at every step. An answer (a solution, a count, a verdict)
//! needs none of that, which was about a twentieth of a hard puzzle's instructions. This is
//! the same search (the same cell and digit at every branch, the same propagation) with the
//! recursion's own stack holding the positions: one copy per branch, the untried branch left
//! in place. It counts steps exactly as the machine does, so an answer's step count does not
//! depend on which of the two found it (`core/tests/solver.rs` runs both on 700 puzzles).

use super::position::{Contradiction, Position};
use super::strategy::Strategy;
use crate::grid::Grid;
use std::ops::ControlFlow;

/// What a search found, up to its limit (the answers are made of it: `verdict.rs`).
#[derive(Default)]
pub(super) struct Found {
    /// Solutions found (at most the limit).
    pub count: u64,
    /// The first two solutions, in the order found.
    pub first: Option<Grid>,
    pub second: Option<Grid>,
    /// Steps the step machine would have taken to get here.
    pub steps: u64,
    /// Whether the whole search was done (not stopped at the limit).
    pub exhausted: bool,
}

/// Searches `givens` with `strategy` (one that propagates) until it has found `limit`
/// solutions (one at least) or there are no more, keeping the first two if `keep`. `None` if
/// two givens clash.
pub(super) fn search(givens: &Grid, strategy: Strategy, limit: u64, keep: bool) -> Option<Found> {
    debug_assert!(strategy.propagates());
    let mut position = Position::new(givens)?;
    let mut run = Run {
        fewest: strategy == Strategy::Fastest,
        limit: limit.max(1),
        keep,
        found: Found::default(),
    };
    run.found.exhausted = match position.init_candidates() {
        // The machine's first step reports the dead end; then there is nothing to take back.
        Err(Contradiction(_)) => {
            run.found.steps = 1;
            true
        }
        Ok(()) => run.descend(&mut position).is_continue(),
    };
    Some(run.found)
}

struct Run {
    /// Branch on a cell with the fewest candidates ([`Strategy::Fastest`]), else on the first
    /// empty one ([`Position::branch_cell`]).
    fewest: bool,
    limit: u64,
    /// Keep the first two solutions (a count needs none).
    keep: bool,
    found: Found,
}

impl Run {
    /// From a position propagation left consistent: branches on a cell's smallest candidate,
    /// explores that below, then rules it out here (or, in a cell of two, places the other)
    /// and goes on, until this position has nothing left to try. Breaks when the limit is
    /// reached. Each of the machine's steps is counted where it would take it: the placement,
    /// a dead end, the solution, taking a branch back. Uses `here` up: what it holds after is
    /// of no use to the caller.
    fn descend(&mut self, here: &mut Position) -> ControlFlow<()> {
        loop {
            if here.is_full() {
                self.found.steps += 1;
                return self.solution(here);
            }
            let (cell, candidates) = here.branch_cell(self.fewest);
            let digit = candidates.trailing_zeros() as u8 + 1;
            let mut branch = here.clone();
            self.found.steps += 1;
            match branch.assign(cell, digit) {
                Ok(()) => self.descend(&mut branch)?,
                Err(Contradiction(_)) => self.found.steps += 1,
            }
            self.found.steps += 1;
            // A cell of two candidates takes the other one: what ruling the first out would
            // come to, with a round of propagation less.
            let rest = candidates & !(1 << (digit - 1));
            let taken = if rest.is_power_of_two() {
                here.assign(cell, rest.trailing_zeros() as u8 + 1)
            } else {
                here.eliminate(cell, digit)
            };
            if let Err(Contradiction(_)) = taken {
                self.found.steps += 1;
                return ControlFlow::Continue(());
            }
        }
    }

    fn solution(&mut self, full: &Position) -> ControlFlow<()> {
        let found = &mut self.found;
        found.count += 1;
        if self.keep {
            match found.count {
                1 => found.first = Some(full.to_grid()),
                2 => found.second = Some(full.to_grid()),
                _ => {}
            }
        }
        if found.count >= self.limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}
