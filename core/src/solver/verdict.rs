//! Answers: a solution, a count, a verdict. The propagating strategies search by plain
//! recursion (`recursion.rs`), the others by looping over [`Search::step`]; both give the
//! same solutions and step counts.

use super::recursion::{self, Found};
use super::search::{Search, Step};
use super::strategy::Strategy;
use crate::grid::{Conflict, Grid};
use std::fmt;

/// What a puzzle is, as far as solutions go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Two givens clash; the search never starts.
    Conflict(Conflict),
    NoSolution,
    Unique,
    /// At least two solutions: exactly `count`, or at least `count` when `capped`.
    Several {
        count: u64,
        capped: bool,
    },
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Conflict(c) => write!(f, "the givens conflict: {c}"),
            Verdict::NoSolution => write!(f, "no solution"),
            Verdict::Unique => write!(f, "unique solution"),
            Verdict::Several {
                count,
                capped: false,
            } => write!(f, "{count} solutions"),
            Verdict::Several {
                count,
                capped: true,
            } => write!(f, "several solutions (at least {count})"),
        }
    }
}

/// A verdict with the solutions that back it: 9 x 9 grids from the step machine
/// ([`analyze`]), any board's solutions from [`crate::board::Board::analyze`] (the one shape of
/// an answer, whatever the board).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<S = Grid> {
    pub verdict: Verdict,
    /// The first solution found: with a strategy that finds the smallest first
    /// ([`Strategy::finds_smallest_first`]), the lexicographically smallest.
    pub first: Option<S>,
    /// The second solution found, if any.
    pub second: Option<S>,
    /// Steps the search took.
    pub steps: u64,
}

impl<S> Analysis<S> {
    /// The givens clash: no search, no solution.
    pub fn clash(conflict: Conflict) -> Analysis<S> {
        Analysis {
            verdict: Verdict::Conflict(conflict),
            first: None,
            second: None,
            steps: 0,
        }
    }

    /// `count` solutions found in `steps`, all the board has when `all`, the first two of
    /// them from `solutions`.
    pub fn found(
        count: u64,
        all: bool,
        solutions: impl IntoIterator<Item = S>,
        steps: u64,
    ) -> Analysis<S> {
        let mut solutions = solutions.into_iter();
        Analysis {
            verdict: verdict(count, !all),
            first: solutions.next(),
            second: solutions.next(),
            steps,
        }
    }

    /// The same answer, each solution turned into `T` by `f`.
    pub fn map<T>(self, f: impl Fn(S) -> T) -> Analysis<T> {
        Analysis {
            verdict: self.verdict,
            first: self.first.map(&f),
            second: self.second.map(&f),
            steps: self.steps,
        }
    }
}

/// The first solution `strategy` finds, `Ok(None)` if there is none.
pub fn solve(givens: &Grid, strategy: Strategy) -> Result<Option<Grid>, Conflict> {
    found(givens, strategy, 1, true).map(|found| found.first)
}

/// The number of solutions, counting stops at `limit` (at least 1). Clashing givens have none.
pub fn count(givens: &Grid, strategy: Strategy, limit: u64) -> u64 {
    found(givens, strategy, limit, false).map_or(0, |found| found.count)
}

/// Searches until `limit` solutions (at least 2, to tell a unique solution) are found or the
/// search is exhausted.
pub fn analyze(givens: &Grid, strategy: Strategy, limit: u64) -> Analysis {
    match found(givens, strategy, limit.max(2), true) {
        Ok(found) => Analysis {
            verdict: verdict(found.count, !found.exhausted),
            first: found.first,
            second: found.second,
            steps: found.steps,
        },
        Err(conflict) => Analysis {
            verdict: Verdict::Conflict(conflict),
            first: None,
            second: None,
            steps: 0,
        },
    }
}

/// Searches `givens` until `limit` solutions (at least 1) are found or there are no more,
/// keeping the first two if `keep`: by plain recursion for the propagating strategies, else
/// by stepping the machine. Or the first pair of givens that clash.
fn found(givens: &Grid, strategy: Strategy, limit: u64, keep: bool) -> Result<Found, Conflict> {
    if strategy.propagates() {
        return recursion::search(givens, strategy, limit, keep)
            .ok_or_else(|| givens.conflicts()[0]);
    }
    let mut search = Search::new(givens, strategy)?;
    let limit = limit.max(1);
    let mut found = Found::default();
    while found.count < limit {
        match search.step() {
            Step::Solution => {
                found.count += 1;
                if keep {
                    match found.count {
                        1 => found.first = Some(search.grid()),
                        2 => found.second = Some(search.grid()),
                        _ => {}
                    }
                }
            }
            Step::Exhausted => break,
            _ => {}
        }
    }
    found.steps = search.counters().steps;
    found.exhausted = search.is_exhausted();
    Ok(found)
}

/// The verdict for `found` solutions, `capped` if the search stopped there.
fn verdict(found: u64, capped: bool) -> Verdict {
    match found {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique,
        count => Verdict::Several { count, capped },
    }
}
