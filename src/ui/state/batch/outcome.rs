//! What the solver found on one board, as the verdict line and the board show it.

use crate::format::Format;
use crate::grid::Grid;
use crate::judge;
use crate::solver::Strategy;
use crate::ui::protocol::BoardResult;

/// What the solver found on the board shown: from a run of one board, or asked for the board
/// shown after a run of several. The worker's result row itself, with what the page adds to
/// it: the strategy that found it and the time it took.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Outcome {
    pub strategy: Strategy,
    /// The verdict, the solutions that back it and the steps, as the worker sent them.
    pub result: BoardResult,
    pub millis: f64,
}

impl Outcome {
    pub(super) fn new(format: Format, result: &BoardResult, millis: f64) -> Outcome {
        Outcome {
            strategy: judge::default_strategy(format),
            result: result.clone(),
            millis,
        }
    }

    /// The first solution, if the board is a 9 x 9 one.
    pub fn solution(&self) -> Option<Grid> {
        self.result.first_grid()
    }

    /// The first solution's values, row-major (what the board displays), for a board of any
    /// kind: a 16 x 16 one has no `Grid`.
    pub fn values(&self) -> Option<Vec<u8>> {
        self.result
            .first
            .as_deref()
            .map(crate::board::Solution::values)
    }
}
