//! What a puzzle costs the classic search (the judges' row-major recursion) up to its first
//! solution, measured by running it, and how far a cost is from the ranges asked for.

use super::request::{Cost, Goal, Range};
use crate::grid::Grid;
use crate::solver::{Search, Step, Strategy};

/// The cost of `puzzle` (givens that do not clash, with a solution), or `None` if the search
/// takes more than `cap` steps to its first solution.
pub(crate) fn measure(puzzle: &Grid, cap: u64) -> Option<Cost> {
    let mut measuring = Measuring::new(puzzle)?;
    match measuring.work(cap)? {
        Measured::Solved(cost) => Some(cost),
        Measured::NoSolution { .. } => None,
    }
}

impl Cost {
    /// The counters of a classic search (`None` for another strategy's), as they are now.
    pub(crate) fn of(search: &Search) -> Option<Cost> {
        let c = search.counters();
        Some(Cost {
            steps: c.steps,
            calls: search.calls()?,
            boj_calls: search.boj_calls()?,
            backtracks: c.backtracks,
        })
    }
}

/// How a classic search to the first solution ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measured {
    /// What it cost to reach the first solution.
    Solved(Cost),
    /// It ended without one, after this many steps.
    NoSolution { steps: u64 },
}

/// The classic search of a puzzle run towards its first solution in budgets of steps, so that
/// a worker can measure a search of 10^8 steps between its looks at its inbox.
pub struct Measuring {
    search: Search,
    end: Option<Measured>,
}

impl Measuring {
    /// The search of `puzzle`; `None` if its givens clash.
    pub fn new(puzzle: &Grid) -> Option<Measuring> {
        let search = Search::new(puzzle, Strategy::Classic).ok()?;
        Some(Measuring { search, end: None })
    }

    /// Runs up to `steps` more steps; the end, once the search has reached it.
    pub fn work(&mut self, steps: u64) -> Option<Measured> {
        if self.end.is_none() {
            let (_, last) = self.search.step_many(steps);
            self.end = match last {
                Some(Step::Solution) => Cost::of(&self.search).map(Measured::Solved),
                _ if self.search.is_exhausted() => Some(Measured::NoSolution {
                    steps: self.search.counters().steps,
                }),
                _ => None,
            };
        }
        self.end
    }

    /// Steps run so far.
    pub fn steps(&self) -> u64 {
        self.search.counters().steps
    }

    /// Calls of the program shown so far (the first, and one per placement).
    pub fn calls(&self) -> u64 {
        self.search.calls().unwrap_or(0)
    }

    /// How it ended, once it has.
    pub fn end(&self) -> Option<Measured> {
        self.end
    }
}

/// Steps beyond which no cost can meet `goal`'s upper bounds: a search of `s` steps made at
/// least (s - 2) / 3 placements (each placement is followed by at most one take-back and one
/// dead end), each of them a call and at least one BOJ 12095 call, and at most 81 placements
/// more than take-backs.
pub(crate) fn cap(goal: &Goal) -> u64 {
    let from_placements = |hi: u64| hi.saturating_mul(3).saturating_add(3);
    [
        goal.steps.map(|r| r.hi),
        goal.calls.map(|r| from_placements(r.hi)),
        goal.boj_calls.map(|r| from_placements(r.hi)),
        goal.backtracks
            .map(|r| from_placements(r.hi.saturating_add(81))),
    ]
    .into_iter()
    .flatten()
    .min()
    .unwrap_or(DEFAULT_CAP)
}

/// Steps a cost is measured to when the goal bounds none (a few milliseconds of search).
const DEFAULT_CAP: u64 = 1_000_000;

/// How far `cost` is from `goal`: 0 when every range holds it; for each range missed, up to
/// 1,024 by how far outside it the value is, relative to the value or the bound (so a search
/// twice too long and one half too short count alike). Over the cap (`None`) is farther than
/// any cost measured. Integers only, so a seed gives the same puzzle on every platform.
pub(crate) fn distance(goal: &Goal, cost: Option<Cost>) -> u64 {
    let Some(cost) = cost else {
        return 4 * 1024 + 1;
    };
    let off = |range: Option<Range>, value: u64| match range {
        Some(r) if value < r.lo => (r.lo - value) * 1024 / r.lo,
        Some(r) if value > r.hi => (value - r.hi) * 1024 / value,
        _ => 0,
    };
    off(goal.steps, cost.steps)
        + off(goal.calls, cost.calls)
        + off(goal.boj_calls, cost.boj_calls)
        + off(goal.backtracks, cost.backtracks)
}
