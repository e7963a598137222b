//! Answers: a solution, a count, a verdict. The propagating strategies search by plain
//! recursion (`recursion.rs`), the others by looping over [`Search::step`]; both give the
//! same solutions and step counts.

use super::recursion;
use super::search::{Search, Step, Strategy};
use crate::grid::{Conflict, Grid};
use std::fmt;

/// What a puzzle is, as far as solutions go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// A verdict with the solutions that back it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub verdict: Verdict,
    /// The first solution found (for [`Strategy::Classic`] and [`Strategy::Lexicographic`],
    /// the lexicographically smallest).
    pub first: Option<Grid>,
    /// The second solution found, if any.
    pub second: Option<Grid>,
    /// Steps the search took.
    pub steps: u64,
}

/// The first solution `strategy` finds, `Ok(None)` if there is none.
pub fn solve(givens: &Grid, strategy: Strategy) -> Result<Option<Grid>, Conflict> {
    if strategy.propagates() {
        return recursion::search(givens, strategy, 1, true)
            .map(|found| found.first)
            .ok_or_else(|| givens.conflicts()[0]);
    }
    let mut search = Search::new(givens, strategy)?;
    loop {
        match search.step() {
            Step::Solution => return Ok(Some(search.grid())),
            Step::Exhausted => return Ok(None),
            _ => {}
        }
    }
}

/// The number of solutions, counting stops at `limit` (at least 1). Clashing givens have none.
pub fn count(givens: &Grid, strategy: Strategy, limit: u64) -> u64 {
    if strategy.propagates() {
        return recursion::search(givens, strategy, limit, false).map_or(0, |found| found.count);
    }
    let Ok(mut search) = Search::new(givens, strategy) else {
        return 0;
    };
    let limit = limit.max(1);
    let mut found = 0;
    while found < limit {
        match search.step() {
            Step::Solution => found += 1,
            Step::Exhausted => break,
            _ => {}
        }
    }
    found
}

/// Searches until `limit` solutions (at least 2, to tell a unique solution) are found or the search is exhausted.
pub fn analyze(givens: &Grid, strategy: Strategy, limit: u64) -> Analysis {
    let limit = limit.max(2);
    if strategy.propagates() {
        return match recursion::search(givens, strategy, limit, true) {
            Some(found) => Analysis {
                verdict: verdict(found.count, !found.exhausted),
                first: found.first,
                second: found.second,
                steps: found.steps,
            },
            None => conflict(givens),
        };
    }
    let mut search = match Search::new(givens, strategy) {
        Ok(search) => search,
        Err(_) => return conflict(givens),
    };
    let mut found = 0;
    let (mut first, mut second) = (None, None);
    loop {
        match search.step() {
            Step::Solution => {
                found += 1;
                match found {
                    1 => first = Some(search.grid()),
                    2 => second = Some(search.grid()),
                    _ => {}
                }
                if found == limit {
                    break;
                }
            }
            Step::Exhausted => break,
            _ => {}
        }
    }
    Analysis {
        verdict: verdict(found, !search.is_exhausted()),
        first,
        second,
        steps: search.counters().steps,
    }
}

/// The verdict for `found` solutions, `capped` if the search stopped there.
fn verdict(found: u64, capped: bool) -> Verdict {
    match found {
        0 => Verdict::NoSolution,
        1 => Verdict::Unique,
        count => Verdict::Several { count, capped },
    }
}

/// The analysis of givens that clash: the first clash.
fn conflict(givens: &Grid) -> Analysis {
    Analysis {
        verdict: Verdict::Conflict(givens.conflicts()[0]),
        first: None,
        second: None,
        steps: 0,
    }
}
