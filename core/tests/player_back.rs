//! Going back to the previous take-back, dead end or solution ([`Player::back_until`]): the
//! step it lands on is the last such step before the one shown, as a plain search stepping
//! from the start finds them; at the start when there is none.

mod common;

use common::{adversary_line, grid, puzzle_lines};
use sudoku_core::player::{Event, Player};
use sudoku_core::solver::{Search, Step, Strategy};

/// The positions (steps taken, the step itself included) of the first `n` steps' events.
fn positions(line: &str, strategy: Strategy, n: u64, event: fn(Step) -> bool) -> Vec<u64> {
    let mut search = Search::watched(&grid(line), strategy).unwrap();
    (1..=n)
        .filter(|_| {
            let step = search.step();
            step != Step::Exhausted && event(step)
        })
        .collect()
}

/// Checks going back from each step near an event and from some in between; returns how many
/// events there were.
fn check(line: &str, strategy: Strategy, n: u64, event: Event, is: fn(Step) -> bool) -> usize {
    let mut player = Player::new(&grid(line), strategy).unwrap();
    // The player stops at the first solution.
    player.seek_now(n);
    let end = player.end().unwrap_or(n);
    let expected = positions(line, strategy, end, is);
    // Every position near the events, and some in between.
    let mut heres: Vec<u64> = expected.iter().flat_map(|&p| [p, p + 1, p + 2]).collect();
    heres.extend((0..n).step_by(97));
    for here in heres.into_iter().filter(|&h| h <= end) {
        player.seek_now(here);
        let previous = expected.iter().copied().filter(|&p| p < here).max();
        let found = player.back_until(event);
        assert_eq!(found, previous.is_some(), "{strategy} from {here}");
        assert_eq!(
            player.position(),
            previous.unwrap_or(0),
            "{strategy} from {here}"
        );
        if found {
            assert!(is(player.last_step().unwrap()), "{strategy} from {here}");
        }
    }
    expected.len()
}

fn backtrack(step: Step) -> bool {
    matches!(step, Step::Backtrack { .. })
}

fn dead_end(step: Step) -> bool {
    matches!(step, Step::DeadEnd { .. } | Step::NoPlace { .. })
}

#[test]
fn back_to_the_previous_take_back_or_dead_end_with_every_strategy() {
    let hard = &puzzle_lines("norvig_hardest11.txt")[1][..81];
    for strategy in Strategy::ALL {
        let least = if strategy == Strategy::Classic {
            100
        } else {
            1
        };
        let events = [
            check(hard, strategy, 3_000, Event::Backtrack, backtrack),
            check(hard, strategy, 3_000, Event::DeadEnd, dead_end),
        ];
        assert!(events.iter().all(|&n| n >= least), "{strategy}: {events:?}");
    }
    // Deep in the adversary's classic search, from a checkpoint far behind.
    let adversary = adversary_line();
    let mut player = Player::new(&grid(&adversary), Strategy::Classic).unwrap();
    player.seek_now(2_000_000);
    let mut plain = player.search().clone();
    let mut last = None;
    for at in 2_000_001..=2_000_400u64 {
        if backtrack(plain.step()) {
            last = Some(at);
        }
    }
    player.seek_now(2_000_401);
    assert!(player.back_until(Event::Backtrack));
    assert_eq!(Some(player.position()), last);
}

/// Solutions far apart: the window grows until it holds the previous one (or the start).
#[test]
fn back_to_the_previous_solution_far_behind() {
    // Line 34 of the file: its second solution 5,179 steps after its first.
    let line = &puzzle_lines("tdoku_puzzles7_serg_benchmark.txt")[33];
    let solutions = positions(line, Strategy::Classic, 2_000_000, |s| s == Step::Solution);
    assert!(solutions[1] - solutions[0] > 1024, "{:?}", &solutions[..2]);
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    assert_eq!(player.run_until(Event::Solution, u64::MAX), Some(true));
    assert!(player.search_on(10));
    assert_eq!(player.run_until(Event::Solution, u64::MAX), Some(true));
    assert_eq!(player.position(), solutions[1]);
    assert!(player.back_until(Event::Solution));
    assert_eq!(player.position(), solutions[0]);
    assert!(!player.back_until(Event::Solution));
    assert_eq!(player.position(), 0);
}
