//! What the classic search of the watched board costs, asked of a worker once the player
//! passes BOJ's limit of 100,000 calls, so that the note there can say how far past it the
//! input is, what that means in C++ and in Python, and which strategy solves it instead.

use super::AppState;
use crate::grid::Grid;
use crate::solver::Strategy;
use crate::ui::conversation::To;
use crate::ui::protocol::{ClassicCost, Request};

/// Calls of BOJ 12095's reference program within which BOJ 2580 and 2239 give their inputs.
pub(crate) const BOJ_CALL_LIMIT: u64 = 100_000;

/// Calls a second of the programs in the Code panel, to estimate what a cost takes in each:
/// `programs/sudoku.cpp` built with `g++ -O2`, and `programs/sudoku.py` on CPython 3.11, on
/// the puzzles `bench/programs/speed.sh` times (BENCHMARKS.md, "The programs' speed").
pub(crate) const CPP_CALLS_PER_S: f64 = 107e6;
pub(crate) const PYTHON_CALLS_PER_S: f64 = 2.2e6;

/// What the page knows of a board's cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Measure {
    /// Asked of the first worker: measure `id`.
    Asked { id: u64 },
    Known {
        /// `None`: the board cannot be searched.
        classic: Option<ClassicCost>,
        /// Steps of the fewest-candidates strategy to its first solution.
        fewest: Option<u64>,
    },
    /// The worker stopped before it answered.
    Failed,
}

/// The measure of the board last asked about.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Measures {
    last: Option<(Grid, Measure)>,
    ids: u64,
}

impl Measures {
    /// What is known of `grid`'s cost, if it was asked for.
    pub fn of(&self, grid: &Grid) -> Option<Measure> {
        self.last
            .as_ref()
            .filter(|(g, _)| g == grid)
            .map(|(_, m)| *m)
    }

    /// The request to measure `grid`, unless it was asked for or answered already (a measure
    /// whose worker stopped is asked again, of the worker started in its place).
    fn ask(&mut self, grid: &Grid) -> Option<Request> {
        if matches!(
            self.of(grid),
            Some(Measure::Asked { .. } | Measure::Known { .. })
        ) {
            return None;
        }
        self.ids += 1;
        self.last = Some((*grid, Measure::Asked { id: self.ids }));
        Some(Request::Measure {
            id: self.ids,
            givens: grid.to_line('.'),
        })
    }

    /// The answer to measure `id`; false if it is not the one waited for.
    fn hear(&mut self, id: u64, classic: Option<ClassicCost>, fewest: Option<u64>) -> bool {
        match &mut self.last {
            Some((_, measure)) if *measure == (Measure::Asked { id }) => {
                *measure = Measure::Known { classic, fewest };
                true
            }
            _ => false,
        }
    }

    /// Whether a measure asked for has not come yet.
    pub fn waiting(&self) -> bool {
        matches!(self.last, Some((_, Measure::Asked { .. })))
    }

    /// The first worker stopped: a measure asked of it will not come.
    fn worker_stopped(&mut self) -> bool {
        match &mut self.last {
            Some((_, measure @ Measure::Asked { .. })) => {
                *measure = Measure::Failed;
                true
            }
            _ => false,
        }
    }
}

impl AppState {
    /// Asks for the cost of the watched board once its classic search has passed BOJ's limit.
    pub(super) fn ask_measure(&mut self) {
        let player = &self.player;
        if player.strategy != Strategy::Classic
            || player
                .boj_calls()
                .is_none_or(|calls| calls < BOJ_CALL_LIMIT)
        {
            return;
        }
        let board = self.board();
        if let Some(request) = self.measures.ask(&board) {
            self.outbox.push_to(To::Main, request);
        }
    }

    pub(super) fn hear_measured(
        &mut self,
        id: u64,
        classic: Option<ClassicCost>,
        fewest: Option<u64>,
    ) -> bool {
        self.measures.hear(id, classic, fewest)
    }

    pub(super) fn measure_stopped(&mut self) -> bool {
        self.measures.worker_stopped()
    }
}
