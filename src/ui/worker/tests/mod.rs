//! The worker's tests, by job, and [`answer_now`], which the page's flow tests use as their
//! workers.

mod batch;
mod explore;
mod hunt;
mod measure;
mod reading;

use super::*;
pub(super) use crate::board::{Board, Solution};
pub(super) use crate::format::{self, Format};
pub(super) use crate::grid::Grid;
pub(super) use crate::judge::Unsolvable;
pub(super) use crate::player::Player;
pub(super) use crate::solver::Strategy;
pub(super) use crate::solver::Verdict;
pub(super) use crate::ui::examples::EXAMPLES;
pub(super) use crate::ui::protocol::{pack_boards, Failure, Request, Response, RunEvent, Share};
pub(super) use crate::ui::test_puzzles::adversary_line;
use std::cell::Cell as Counter;

/// All the boards, to one worker.
pub(super) const WHOLE: Share = Share { index: 0, of: 1 };

/// Every answer to `request` at once, a run solved in one slice: what [`super::serve`] sends,
/// without the waiting.
pub(crate) fn answer_now(state: &mut WorkerState, request: Request) -> Vec<Response> {
    match state.handle(request, || 0.0) {
        Handled::Answers(answers) => answers,
        Handled::Run(mut run) => {
            let mut answers = vec![run.started()];
            while !run.is_over() {
                run.solve_slice(|| 0.0, SLICE_MS);
                answers.extend(run.progress(0.0, 0.0));
            }
            answers.extend(run.finish(state));
            answers
        }
        Handled::Explore(mut exploration) => {
            while !exploration.is_over() {
                exploration.slice(|| 0.0, SLICE_MS);
            }
            exploration.hand_over()
        }
        // Its clock runs 100 ms a read: a hunt's 30 seconds are some 300 budgets of work.
        Handled::Sliced(mut hunt) => {
            let clock = ticking_by(100.0);
            let mut answers = Vec::new();
            while !hunt.is_over() {
                hunt.slice(&clock, SLICE_MS);
                answers.extend(hunt.report(clock()));
            }
            answers.extend(hunt.report(clock()));
            answers
        }
    }
}

pub(super) fn with_input(text: &str, serial: u64) -> WorkerState {
    let mut state = WorkerState::default();
    let mut pieces = text
        .as_bytes()
        .chunks(7)
        .map(|p| std::str::from_utf8(p).unwrap());
    state.take_piece(serial, pieces.next().unwrap_or("").into(), true);
    for piece in pieces {
        state.take_piece(serial, piece.into(), false);
    }
    state
}

/// A clock that moves 1 ms each time it is read.
pub(super) fn ticking() -> impl Fn() -> f64 {
    ticking_by(1.0)
}

/// A clock that moves `ms` each time it is read.
pub(super) fn ticking_by(ms: f64) -> impl Fn() -> f64 {
    let t = Counter::new(0.0);
    move || {
        t.set(t.get() + ms);
        t.get()
    }
}

pub(super) fn events(responses: &[Response]) -> Vec<&RunEvent> {
    responses
        .iter()
        .map(|r| match r {
            Response::Run { event, .. } => event,
            other => panic!("not a run's message: {other:?}"),
        })
        .collect()
}
