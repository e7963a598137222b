//! "New puzzle": the page asks the main worker, whose own code makes the puzzle; the puzzle
//! lands in the input in the format in use, with one solution (counted here by the core's
//! dancing links, not the generator) and the cost of the preset; Undo takes it back; a late
//! answer or a stopped worker says so.

use super::*;
use crate::generate::Preset;
use crate::ui::protocol::{MadePuzzle, Response};
use crate::ui::state::{MadeAction, News, Order, HUNT_MS};
use crate::ui::test_puzzles::adversary_line;

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
            let state = reduce(
                state,
                Action::Made(MadeAction::Order(Order::Preset(preset))),
            );
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

#[test]
fn a_worst_case_hunt_lands_its_best_with_one_solution_and_undo_takes_it_back() {
    let start = sample("poj2676_sample1", "in");
    let state = AppState::new(&start, FormatChoice::Auto);
    let state = reduce(state, Action::Made(MadeAction::Order(Order::WorstCase)));
    let asking = reduce(state, Action::Made(MadeAction::Make { seed: 5 }));
    assert!(asking.made.is_hunting());
    let requests = to_main(&asking);
    let [Request::Hunt { seed: 5, ms, .. }] = requests[..] else {
        panic!("a hunt asked for: {requests:?}");
    };
    assert_eq!(ms, HUNT_MS);
    let found = hear(asking, &requests);
    assert!(!found.made.is_making());
    let Some(News::Hunted {
        best,
        tries,
        cut: false,
    }) = found.made.news.clone()
    else {
        panic!("{:?}", found.made.news);
    };
    assert!(tries >= 1);
    // In the input, in its format, with one solution (dancing links, not the hunt's count),
    // and the cost said the core's tests check against the plain recursion.
    assert_eq!(found.input.format, Format::Poj2676);
    let grid = found.input.grid().expect("a 9 x 9 board");
    assert_eq!(grid.to_line('.'), best.puzzle);
    assert_eq!(crate::solver::count(&grid, Strategy::Dlx, 2), 1);
    assert_eq!(best.givens, grid.filled() as u64);
    assert!(best.calls > 100_000, "{} calls", best.calls);
    assert_eq!(found.player.snapshot().grid, grid);
    let undone = input(found, InputAction::Undo);
    assert_eq!(undone.input.text.as_str(), start);
}

#[test]
fn a_hunt_shows_its_best_as_it_goes_stops_on_request_and_keeps_its_best_if_the_worker_dies() {
    let state = AppState::new("", FormatChoice::Auto);
    let state = reduce(state, Action::Made(MadeAction::Order(Order::WorstCase)));
    let asking = reduce(state, Action::Made(MadeAction::Make { seed: 9 }));
    let Request::Hunt { id, .. } = to_main(&asking).remove(0) else {
        panic!("a hunt asked for");
    };
    let best = MadePuzzle {
        puzzle: adversary_line(),
        seed: 9,
        givens: 21,
        steps: 1,
        calls: 2,
        boj_calls: 3,
        backtracks: 4,
    };
    let progress = |id, best: Option<MadePuzzle>, over| Action::Worker {
        from: 0,
        response: Response::Hunted {
            id,
            best,
            tries: 7,
            ms: 1_500,
            over,
        },
        now: 2.0,
    };
    let going = reduce(asking, progress(id, Some(best.clone()), false));
    assert_eq!(
        going.made.news,
        Some(News::Hunting {
            best: Some(best.clone()),
            tries: 7,
            ms: 1_500
        })
    );
    assert_eq!(
        going.input.text.as_str(),
        "",
        "nothing lands before the end"
    );
    // Another hunt's message is not this one's.
    let other = reduce(going.clone(), progress(id + 1, None, true));
    assert_eq!(other.made.news, going.made.news);
    // Stop: the worker is told; its last message lands the best.
    let stopping = reduce(going.clone(), Action::Made(MadeAction::StopHunt));
    assert_eq!(to_main(&stopping), vec![Request::StopHunt { id }]);
    let stopped = reduce(stopping, progress(id, Some(best.clone()), true));
    assert_eq!(
        stopped.made.news,
        Some(News::Hunted {
            best: best.clone(),
            tries: 7,
            cut: false
        })
    );
    assert_eq!(
        stopped.input.grid().map(|g| g.to_line('.')),
        Some(adversary_line())
    );
    // The worker dies mid-hunt: the best so far lands all the same, and the page says why.
    let died = reduce(
        going,
        Action::Worker {
            from: 0,
            response: Response::Stopped,
            now: 3.0,
        },
    );
    assert_eq!(
        died.made.news,
        Some(News::Hunted {
            best,
            tries: 7,
            cut: true
        })
    );
    assert!(!died.made.is_making());
    assert_eq!(
        died.input.grid().map(|g| g.to_line('.')),
        Some(adversary_line())
    );
    // A hunt that measured nothing before its end: none found, said so.
    let asking = reduce(died, Action::Made(MadeAction::Make { seed: 10 }));
    let Request::Hunt { id, .. } = to_main(&asking).remove(0) else {
        panic!("a hunt asked for");
    };
    let none = reduce(asking, progress(id, None, true));
    assert_eq!(none.made.news, Some(News::NotFound));
}

#[test]
fn the_menu_changed_while_a_puzzle_is_made_does_not_change_what_it_is() {
    let state = AppState::new("", FormatChoice::Auto);
    let state = reduce(
        state,
        Action::Made(MadeAction::Order(Order::Preset(Preset::Backtracking))),
    );
    let asking = reduce(state, Action::Made(MadeAction::Make { seed: 4 }));
    let requests = to_main(&asking);
    let changed = reduce(asking, Action::Made(MadeAction::Order(Order::WorstCase)));
    assert!(
        !changed.made.is_hunting(),
        "a preset's puzzle is made, not a hunt"
    );
    let made = hear(changed, &requests);
    assert!(
        matches!(made.made.news, Some(News::Made(Preset::Backtracking, _))),
        "{:?}",
        made.made.news
    );
}
