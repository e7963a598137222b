//! The page's flows, with the worker's answers made by the worker's own code
//! ([`WorkerState`]) and the expected answers taken from the judges' sample files.

use super::page::{input, reduce, to_main, unchanged, Page};
use super::*;
use crate::board::Board;
use crate::format::{self, Format};
use crate::grid::Cell;
use crate::judge::{self, Check};
use crate::names::Place;
use crate::solver::Verdict;
use crate::ui::conversation::{input_needed, Heard, Inbox, Outbox, To};
use crate::ui::examples::EXAMPLES;
use crate::ui::judge_sample_output;
use crate::ui::link::{Link, Motion};
use crate::ui::protocol::{Failure, Request, RunEvent, Share};
use crate::ui::state::player::StepBy;
use crate::ui::test_puzzles::{adversary_line, judge_sample};
use crate::ui::text::{Text, LARGE_INPUT};
use crate::ui::worker::tests::answer_now;
use crate::ui::worker::WorkerState;

mod answers;
mod exercise;
mod jumps;
mod links;
mod made;
mod measure;
mod memory;
mod reading;
mod runs;

/// Two 17-clue puzzles, of one solution each: [`large_lines`] repeats them into large inputs.
const TWO_PUZZLES: [&str; 2] = [
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
];

fn large_lines(puzzles: &[&str], copies: usize) -> String {
    (0..copies)
        .map(|i| format!("{}\n", puzzles[i % puzzles.len()]))
        .collect()
}

/// The judge's sample output's solution of board `i` (POJ 3074: one line per board).
fn poj3074_answer(i: usize) -> String {
    let output = judge_sample_output("poj3074_sample1");
    output.lines().nth(i).expect("a line per board").to_string()
}

/// The adversary on a page of two workers, a jump to step 30,000,000 under way, its
/// first requests sent.
fn jumping() -> AppState {
    let adversary = format!("{}\n", adversary_line());
    let state = AppState::new(&adversary, FormatChoice::Auto).with_workers(2);
    let state = reduce(state, Action::Player(PlayerAction::Seek(30_000_000)));
    assert!(state.player.jumping().is_some());
    state.outbox.take();
    state
}

/// The main worker answers `requests`; the page hears the answers.
fn hear(state: AppState, requests: &[Request]) -> AppState {
    let mut worker = WorkerState::default();
    requests
        .iter()
        .flat_map(|request| answer_now(&mut worker, request.clone()))
        .fold(state, |state, response| {
            reduce(
                state,
                Action::Worker {
                    from: 0,
                    response,
                    now: 1.0,
                },
            )
        })
}

/// A judge's sample input as the judge gives it (the LeetCode one is ours, in `tests/`).
fn sample(name: &str, ending: &str) -> String {
    judge_sample(&format!("{name}.{ending}"))
}
