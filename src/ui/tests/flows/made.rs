//! "New puzzle": the page asks the main worker, whose own code makes the puzzle; the puzzle
//! lands in the input in the format in use, with one solution (counted here by the core's
//! dancing links, not the generator) and the cost of the preset; Undo takes it back; a late
//! answer or a stopped worker says so.

use super::*;
use crate::generate::Preset;
use crate::ui::protocol::Response;
use crate::ui::state::{MadeAction, News};

/// The main worker answers every request waiting; the page hears the answers.
fn answered(state: AppState) -> AppState {
    let requests = to_main(&state);
    hear(state, &requests)
}

#[test]
fn a_new_puzzle_of_each_preset_lands_in_the_input_in_its_format() {
    // POJ 2676 input stays POJ 2676 (count line, digits without spaces); an empty input gets
    // BOJ 2580's.
    for (start, format) in [
        (sample("poj2676_sample1", "in"), Format::Poj2676),
        (String::new(), Format::Boj2580),
    ] {
        for preset in Preset::ALL {
            let state = AppState::new(&start, FormatChoice::Auto);
            let state = reduce(state, Action::Made(MadeAction::Preset(preset)));
            let asking = reduce(state, Action::Made(MadeAction::Make { seed: 7 }));
            assert_eq!(asking.made.news, Some(News::Making));
            assert!(asking.made.is_making());
            let made = answered(asking);
            let Some(News::Made(p, cost)) = made.made.news.clone() else {
                panic!("{preset:?}: {:?}", made.made.news);
            };
            assert_eq!(p, preset);
            assert_eq!(made.input.format, format, "{preset:?}");
            let grid = made.input.grid().expect("a 9 x 9 board");
            assert_eq!(grid.to_line('.'), cost.puzzle);
            assert_eq!(
                crate::solver::count(&grid, Strategy::Dlx, 2),
                1,
                "{preset:?}"
            );
            let goal = preset.goal();
            for (range, value) in [
                (goal.steps, cost.steps),
                (goal.boj_calls, cost.boj_calls),
                (goal.backtracks, cost.backtracks),
            ] {
                if let Some(r) = range {
                    assert!((r.lo..=r.hi).contains(&value), "{preset:?}: {value}");
                }
            }
            // The player is on the new board, and Undo brings the input back.
            assert_eq!(made.player.snapshot().grid, grid);
            let undone = input(made, InputAction::Undo);
            assert_eq!(undone.input.text.as_str(), start);
        }
    }
}

#[test]
fn only_the_last_puzzle_asked_for_counts_and_a_stopped_worker_says_so() {
    let state = AppState::new("", FormatChoice::Auto);
    let first = reduce(state, Action::Made(MadeAction::Make { seed: 1 }));
    let first_request = to_main(&first);
    let second = reduce(first, Action::Made(MadeAction::Make { seed: 2 }));
    let second_request = to_main(&second);
    let late = hear(second.clone(), &first_request);
    assert_eq!(
        late.made.news,
        Some(News::Making),
        "the first answer is not the one awaited"
    );
    assert_eq!(late.input.text.as_str(), "");
    let made = hear(late, &second_request);
    assert!(matches!(made.made.news, Some(News::Made(..))));
    // A worker that stops while a puzzle is made: the page says so, and Make works again.
    let stopped = reduce(
        second,
        Action::Worker {
            from: 0,
            response: Response::Stopped,
            now: 2.0,
        },
    );
    assert_eq!(stopped.made.news, Some(News::Stopped));
    assert!(!stopped.made.is_making());
    // No puzzle found (an answer without one): said, the input kept.
    let asking = reduce(stopped, Action::Made(MadeAction::Make { seed: 3 }));
    let Request::Generate { id, .. } = to_main(&asking).remove(0) else {
        panic!("a request to make a puzzle");
    };
    let none = reduce(
        asking,
        Action::Worker {
            from: 0,
            response: Response::Made { id, made: None },
            now: 3.0,
        },
    );
    assert_eq!(none.made.news, Some(News::NotFound));
    assert_eq!(none.input.text.as_str(), "");
}
