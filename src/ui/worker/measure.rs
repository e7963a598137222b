//! [`Request::Measure`]: what the classic search of a board costs to its first solution,
//! measured in slices (the brute-force adversary takes 159 million steps, a few seconds), with
//! the steps the fewest-candidates strategy takes, for the note past BOJ's limit.

use super::Sliced;
use crate::generate::{Measured, Measuring};
use crate::grid::Grid;
use crate::solver::{Search, Step, Strategy};
use crate::ui::protocol::{ClassicCost, Request, Response, MEASURE_CAP};

/// Steps the fewest-candidates strategy may take (it needs a few hundred on the hardest
/// known puzzles).
const FEWEST_CAP: u64 = 1_000_000;

/// A measure under way.
pub(crate) struct MeasureRun {
    id: u64,
    /// `None` when the givens clash or do not read: nothing to measure.
    measuring: Option<Measuring>,
    /// The fewest-candidates strategy's search, until it ends or reaches its cap; then its
    /// steps to the first solution, if it found one.
    fewest_search: Option<Search>,
    fewest: Option<u64>,
    /// Steps it measures at most ([`MEASURE_CAP`]).
    cap: u64,
    /// Ended by a newer measure: its answer would be for a board no longer asked about.
    stopped: bool,
    answered: bool,
}

impl MeasureRun {
    /// Steps of search between two looks at the clock (a millisecond or two).
    const CHUNK: u64 = 1 << 18;
    /// The same for the fewest-candidates search, whose steps cost more.
    const FEWEST_CHUNK: u64 = 1 << 10;

    pub(super) fn new(id: u64, givens: &str) -> MeasureRun {
        let grid = Grid::from_line(givens).ok();
        MeasureRun {
            id,
            measuring: grid.as_ref().and_then(Measuring::new),
            // Watched, as the player and the race step it: each deduction a step.
            fewest_search: grid
                .as_ref()
                .and_then(|g| Search::watched(g, Strategy::Fastest).ok()),
            fewest: None,
            cap: MEASURE_CAP,
            stopped: false,
            answered: false,
        }
    }

    /// The same, measuring `cap` steps at most.
    #[cfg(test)]
    pub(crate) fn capped(mut self, cap: u64) -> MeasureRun {
        self.cap = cap;
        self
    }

    /// The cost, once measured or given up.
    fn cost(&self) -> Option<ClassicCost> {
        let measuring = self.measuring.as_ref()?;
        Some(match measuring.end() {
            Some(Measured::Solved(cost)) => ClassicCost::Solved {
                calls: cost.calls,
                boj_calls: cost.boj_calls,
            },
            Some(Measured::NoSolution { .. }) => ClassicCost::NoSolution {
                calls: measuring.calls(),
            },
            None => ClassicCost::Over {
                calls: measuring.calls(),
            },
        })
    }

    fn measured(&self) -> bool {
        self.fewest_search.is_none()
            && (self.measuring.as_ref()).is_none_or(|m| m.end().is_some() || m.steps() >= self.cap)
    }

    /// Steps the fewest-candidates search by `steps` at most; once it ends, keeps its count.
    fn step_fewest(&mut self, steps: u64) {
        let Some(search) = self.fewest_search.as_mut() else {
            return;
        };
        let (_, last) = search.step_many(steps);
        let taken = search.counters().steps;
        if last == Some(Step::Solution) {
            self.fewest = Some(taken);
            self.fewest_search = None;
        } else if search.is_exhausted() || taken >= FEWEST_CAP {
            self.fewest_search = None;
        }
    }
}

impl Sliced for MeasureRun {
    fn is_over(&self) -> bool {
        self.stopped || self.measured()
    }

    fn slice(&mut self, clock: &dyn Fn() -> f64, slice_ms: f64) {
        let deadline = clock() + slice_ms;
        while !self.is_over() {
            if self.fewest_search.is_some() {
                self.step_fewest(Self::FEWEST_CHUNK);
            } else if let Some(measuring) = self.measuring.as_mut() {
                let left = self.cap.saturating_sub(measuring.steps());
                measuring.work(left.min(Self::CHUNK));
            }
            if clock() >= deadline {
                break;
            }
        }
    }

    /// The answer, once, when measured; nothing before, nor when a newer measure ended it.
    fn report(&mut self, _now: f64) -> Option<Response> {
        if self.stopped || self.answered || !self.measured() {
            return None;
        }
        self.answered = true;
        Some(Response::Measured {
            id: self.id,
            classic: self.cost(),
            fewest: self.fewest,
        })
    }

    /// A newer measure ends this one and is given back; so is any other request.
    fn hear(&mut self, request: Request) -> Option<Request> {
        if matches!(request, Request::Measure { .. }) {
            self.stopped = true;
        }
        Some(request)
    }
}
