//! Past BOJ's limit of 100,000 calls (as BOJ 12095's reference program counts them), the page
//! asks the main worker once what the input costs the program shown, and keeps the answer for
//! that board: the calls the plain recursion counts; a worker that stops says so.

use super::*;
use crate::ui::protocol::ClassicCost;
use crate::ui::state::measure::{Measure, BOJ_CALL_LIMIT};
use crate::ui::test_puzzles::puzzle_lines;
use crate::ui::test_recursion::{recursion, Did};

/// Frames until the player is at `step`.
fn seek(page: &mut Page, step: u64) {
    page.act(Action::Player(PlayerAction::Seek(step)));
    for frame in 0..100_000 {
        if page.state.player.snapshot().position == step {
            return;
        }
        page.act(Action::Player(PlayerAction::Frame {
            now: f64::from(frame) * 16.0,
            idle_ms: None,
        }));
    }
    panic!("not at step {step}");
}

#[test]
fn past_the_limit_the_main_worker_measures_the_input_once() {
    // A million calls to its first solution.
    let line = puzzle_lines("norvig_top95.txt")[15].clone();
    let mut page = Page::new(&format!("{line}\n"), FormatChoice::Auto);
    let board = page.state.board();
    seek(&mut page, 1_000);
    assert_eq!(page.state.measures.of(&board), None, "under the limit");
    seek(&mut page, 400_000);
    assert!(page.state.player.boj_calls().unwrap() >= BOJ_CALL_LIMIT);
    let Some(Measure::Known {
        classic: Some(ClassicCost::Solved { calls, .. }),
        fewest: Some(_),
    }) = page.state.measures.of(&board)
    else {
        panic!("{:?}", page.state.measures.of(&board));
    };
    let placements = recursion(&line, usize::MAX)
        .iter()
        .filter(|e| matches!(e, Did::Place(..)))
        .count() as u64;
    assert_eq!(calls, placements + 1);
    // Asked once: stepping on asks nothing more.
    let stepped = reduce(
        page.state.clone(),
        Action::Player(PlayerAction::Step { forward: true }),
    );
    assert!(!(stepped.outbox.take().iter()).any(|(_, r)| matches!(r, Request::Measure { .. })));
}

#[test]
fn a_measure_whose_worker_stops_says_so() {
    let adversary = format!("{}\n", adversary_line());
    let state = AppState::new(&adversary, FormatChoice::Auto);
    let board = state.board();
    // Stepped past the limit on the page's own thread (no worker answers here).
    let mut state = state;
    state = reduce(state, Action::Player(PlayerAction::Seek(300_000)));
    for frame in 0..100_000 {
        if state.player.snapshot().position == 300_000 {
            break;
        }
        state = reduce(
            state,
            Action::Player(PlayerAction::Frame {
                now: f64::from(frame) * 16.0,
                idle_ms: None,
            }),
        );
    }
    let asked: Vec<_> = state.outbox.take();
    assert!(
        asked
            .iter()
            .any(|(to, r)| *to == To::Main && matches!(r, Request::Measure { .. })),
        "{asked:?}"
    );
    assert!(matches!(
        state.measures.of(&board),
        Some(Measure::Asked { .. })
    ));
    let state = reduce(
        state,
        Action::Worker {
            from: 0,
            response: crate::ui::protocol::Response::Stopped,
            now: 1.0,
        },
    );
    assert_eq!(state.measures.of(&board), Some(Measure::Failed));
    // The next frame asks the worker started in its place.
    let state = reduce(state, Action::Player(PlayerAction::Step { forward: true }));
    assert!(matches!(
        state.measures.of(&board),
        Some(Measure::Asked { .. })
    ));
    assert!(state
        .outbox
        .take()
        .iter()
        .any(|(to, r)| *to == To::Main && matches!(r, Request::Measure { .. })));
}
