//! Searches continued past a solution: the tight loops (`step_many` with any budget, the
//! player's exploring, `search_on`, `run_until`) against one step at a time, on the empty board
//! and boards with few givens, where the search reaches the full board (depth 81 on a 9 x 9
//! board) and must go on from there. On the empty board the classic tight loop once indexed
//! past its per-depth arrays there and panicked (issue 31).

mod common;

use common::why_invalid;
use sudoku_core::grid::Grid;
use sudoku_core::player::{Event, Player};
use sudoku_core::solver::any_size::{SquareSearch, SquareStep};
use sudoku_core::solver::{Search, Step, Strategy};
use sudoku_core::square::{Spot, Square};

/// The empty board and boards with one to five givens (none of them clash).
fn sparse_boards() -> Vec<(&'static str, Grid)> {
    let mut lines = vec![("empty", ".".repeat(81))];
    let mut one = ".".repeat(81);
    one.replace_range(0..1, "5");
    lines.push(("one given", one));
    let mut two = ".".repeat(81);
    two.replace_range(40..41, "9");
    two.replace_range(80..81, "1");
    lines.push(("two givens", two));
    let mut five = ".".repeat(81);
    for (i, d) in [(3, "7"), (13, "2"), (27, "4"), (60, "8"), (79, "3")] {
        five.replace_range(i..i + 1, d);
    }
    lines.push(("five givens", five));
    lines
        .into_iter()
        .map(|(name, line)| (name, Grid::from_line(&line).expect("a board line")))
        .collect()
}

/// Takes `n` single steps, stopping after a solution or at the end as `step_many` does; the
/// steps taken and the last one.
fn single_steps(search: &mut Search, n: u64) -> (u64, Option<Step>) {
    let mut last = None;
    for taken in 0..n {
        match search.step() {
            Step::Exhausted => return (taken, last.or(Some(Step::Exhausted))),
            Step::Solution => return (taken + 1, Some(Step::Solution)),
            step => last = Some(step),
        }
    }
    (n, last)
}

fn same_state(a: &Search, b: &Search) -> bool {
    a.grid() == b.grid()
        && a.counters() == b.counters()
        && a.stack().eq(b.stack())
        && a.is_exhausted() == b.is_exhausted()
}

#[test]
fn step_many_after_a_solution_equals_single_steps_for_every_strategy_and_budget() {
    for (name, givens) in sparse_boards() {
        for strategy in Strategy::ALL {
            // Solving's search, and the player's (each deduction a step of its own).
            for (budget, watched) in [1, 2, 3, 5, 1000, u64::MAX]
                .into_iter()
                .flat_map(|b| [(b, false), (b, true)])
            {
                let mut many = if watched {
                    Search::watched(&givens, strategy)
                } else {
                    Search::new(&givens, strategy)
                }
                .expect("no clash");
                let mut one = many.clone();
                let mut solutions = 0;
                let mut calls = 0;
                // Through four solutions (or 20,000 steps), then on past the last of them.
                while solutions < 4 && many.counters().steps < 20_000 && calls < 20_000 {
                    calls += 1;
                    let got = many.step_many(budget);
                    let want = single_steps(&mut one, budget);
                    assert_eq!(
                        got, want,
                        "{name}, {strategy:?}, budget {budget}, call {calls}"
                    );
                    assert!(
                        same_state(&many, &one),
                        "{name}, {strategy:?}, budget {budget}: the state differs after call {calls}"
                    );
                    if got.1 == Some(Step::Solution) {
                        solutions += 1;
                        let why = why_invalid(&givens.to_line('.'), &many.grid().to_line('.'));
                        assert_eq!(why, None, "{name}, {strategy:?}: not a solution");
                    }
                }
                assert!(
                    solutions >= 2,
                    "{name}, {strategy:?}: {solutions} solutions"
                );
                // The steps right after the last solution, one call each.
                for _ in 0..100 {
                    assert_eq!(many.step_many(1), single_steps(&mut one, 1));
                }
                assert!(
                    same_state(&many, &one),
                    "{name}, {strategy:?}, budget {budget}"
                );
            }
        }
    }
}

#[test]
fn the_empty_board_searched_on_past_its_first_solution_with_the_tight_loop() {
    // The issue's two calls: the whole search to its first solution, then one step more.
    let mut search = Search::new(&Grid::empty(), Strategy::Classic).expect("no clash");
    let (taken, last) = search.step_many(u64::MAX);
    assert_eq!(last, Some(Step::Solution));
    let mut reference = Search::new(&Grid::empty(), Strategy::Classic).expect("no clash");
    assert_eq!(single_steps(&mut reference, u64::MAX), (taken, last));
    let next = reference.step();
    assert_eq!(search.step_many(1), (1, Some(next)));
    assert!(matches!(next, Step::Backtrack { .. }), "{next:?}");
}

/// The player's search (a watched one: each cell propagation fills is a step) stepped one step
/// at a time to `position`.
fn stepped_to(givens: &Grid, strategy: Strategy, position: u64) -> Search {
    let mut search = Search::watched(givens, strategy).expect("no clash");
    for _ in 0..position {
        search.step();
    }
    search
}

#[test]
fn the_player_searches_on_past_solutions_of_sparse_boards() {
    for (name, givens) in sparse_boards() {
        for strategy in Strategy::ALL {
            let mut player = Player::new(&givens, strategy).expect("no clash");
            // As the page's Next solution does: to the end (the first solution), then on.
            player.seek_now(u64::MAX);
            let first = player.position();
            assert_eq!(
                player.last_step(),
                Some(Step::Solution),
                "{name}, {strategy:?}"
            );
            for wanted in 2..=4 {
                assert!(player.search_on(wanted), "{name}, {strategy:?}: search on");
                // The page's frames: explore a little, seek far with a small budget.
                let mut frames = 0;
                while !player.seek(first + 1_000_000, 100) {
                    frames += 1;
                    assert!(frames < 100_000, "{name}, {strategy:?}: never arrives");
                }
                assert_eq!(
                    player.last_step(),
                    Some(Step::Solution),
                    "{name}, {strategy:?}"
                );
                let at = player.position();
                let reference = stepped_to(&givens, strategy, at);
                assert!(
                    same_state(player.search(), &reference),
                    "{name}, {strategy:?}: solution {wanted} at step {at}"
                );
            }
            // Walking back from the end and running to the next solution again.
            player.seek_now(first);
            assert!(player.search_on(5));
            assert_eq!(player.run_until(Event::Solution, 10_000_000), Some(true));
            let at = player.position();
            let reference = stepped_to(&givens, strategy, at);
            assert!(
                same_state(player.search(), &reference),
                "{name}, {strategy:?}"
            );
            assert_eq!(player.run_until(Event::Backtrack, 10_000_000), Some(true));
            let at = player.position();
            assert!(same_state(
                player.search(),
                &stepped_to(&givens, strategy, at)
            ));
        }
    }
}

#[test]
fn the_issue_s_player_actions_on_the_empty_board() {
    // `[SeekNow(u64::MAX), SearchOn(2), Seek { target: 889, budget: 100 }]`: it panicked.
    let mut player = Player::new(&Grid::empty(), Strategy::Classic).expect("no clash");
    player.seek_now(u64::MAX);
    assert_eq!(player.position(), 838);
    assert!(player.search_on(2));
    while !player.seek(889, 100) {}
    assert_eq!(player.position(), 889);
    assert!(same_state(
        player.search(),
        &stepped_to(&Grid::empty(), Strategy::Classic, 889)
    ));
}

/// The 16 x 16 search's `step_many` against single steps, past solutions, on the empty board
/// and one with a few givens.
#[test]
fn sixteen_by_sixteen_step_many_after_a_solution_equals_single_steps() {
    // A few givens taken from a solution of the empty board, so that every strategy reaches a
    // solution soon (arbitrary givens can cost the plain search millions of steps).
    let mut solved = SquareSearch::new(&Square::<16>::empty(), Strategy::Classic).expect("empty");
    while solved.step() != SquareStep::Solution {}
    let mut few = Square::<16>::empty();
    for i in [0, 17, 100, 255] {
        let spot = Spot::new(i).expect("a spot");
        few.set(spot, solved.board().get(spot));
    }
    for givens in [Square::<16>::empty(), few] {
        for strategy in Strategy::ALL {
            for budget in [u64::MAX, 1, 7, 500] {
                let mut many = SquareSearch::new(&givens, strategy).expect("no clash");
                let mut one = many.clone();
                let mut solutions = 0;
                let mut calls = 0;
                while solutions < 3 && calls < 5_000 {
                    calls += 1;
                    let got = many.step_many(budget);
                    let mut want = (0, None);
                    for _ in 0..budget {
                        let step = one.step();
                        if step == SquareStep::Exhausted {
                            want.1 = want.1.or(Some(step));
                            break;
                        }
                        want = (want.0 + 1, Some(step));
                        if step == SquareStep::Solution {
                            break;
                        }
                    }
                    assert_eq!(got, want, "{strategy:?}, budget {budget}, call {calls}");
                    assert_eq!(many.board(), one.board());
                    assert_eq!(many.stack(), one.stack());
                    if got.1 == Some(SquareStep::Solution) {
                        solutions += 1;
                    }
                }
                assert!(solutions >= 1, "{strategy:?}, budget {budget}");
            }
        }
    }
}
