//! The player reaches every step exactly as stepping one by one does, in bounded memory.

mod common;

use common::{grid, puzzle_lines, reference};
use proptest::prelude::*;
use sudoku_wasm::player::{Player, MAX_CHECKPOINTS};
use sudoku_wasm::solver::{Search, Step, Strategy};

/// What the page shows of a state, to compare two ways of reaching it.
fn snapshot(search: &Search) -> (String, Vec<(usize, u8)>, sudoku_wasm::solver::Counters) {
    (
        search.grid().to_line('.'),
        search.stack().map(|(c, d)| (c.index(), d.get())).collect(),
        search.counters(),
    )
}

fn hard_puzzles() -> Vec<String> {
    let mut lines = puzzle_lines("norvig_top95.txt");
    lines.truncate(12);
    lines
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn seeking_equals_stepping(
        index in 0usize..12,
        strategy in prop_oneof![Just(Strategy::Classic), Just(Strategy::Lexicographic), Just(Strategy::Fastest)],
        targets in proptest::collection::vec(0u64..300_000, 1..6),
    ) {
        let line = &hard_puzzles()[index];
        let mut player = Player::new(&grid(line), strategy).unwrap();
        for target in targets {
            player.seek_now(target);
            let k = player.position();
            prop_assert!(k == target || player.end() == Some(k));
            let mut fresh = Search::new(&grid(line), strategy).unwrap();
            let mut last = None;
            for _ in 0..k {
                last = Some(fresh.step());
            }
            prop_assert_eq!(snapshot(player.search()), snapshot(&fresh));
            prop_assert_eq!(player.last_step(), last);
            // Back one and forward one returns to the same state.
            if k > 0 {
                player.step_back();
                prop_assert_eq!(player.position(), k - 1);
                player.step_forward();
                prop_assert_eq!(snapshot(player.search()), snapshot(&fresh));
                prop_assert_eq!(player.last_step(), last);
            }
        }
    }
}

#[test]
fn the_adversary_is_played_to_its_end_in_bounded_memory() {
    let line = &puzzle_lines("bruteforce_adversary_wikipedia.txt")[0];
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    while !player.explore(1 << 20) {
        assert!(player.checkpoint_count() <= MAX_CHECKPOINTS);
    }
    let end = player.end().unwrap();
    // The counters agree with the reference recursion that BOJ 12095 describes.
    let expected = reference(line, 1, u64::MAX, 0);
    player.seek_now(end);
    assert_eq!(player.last_step(), Some(Step::Solution));
    let c = player.search().counters();
    assert_eq!(
        (c.placements, c.backtracks),
        (expected.placements, expected.takebacks)
    );
    assert_eq!(c.steps, end);
    assert_eq!(player.search().grid().to_line('.'), expected.solutions[0]);
    // Any step is now a short replay away, and matches stepping there: check step 50 million
    // against a fresh search.
    player.seek_now(50_000_000);
    let mut fresh = Search::new(&grid(line), Strategy::Classic).unwrap();
    for _ in 0..50_000_000u64 {
        fresh.step();
    }
    assert_eq!(snapshot(player.search()), snapshot(&fresh));
    player.step_back();
    assert_eq!(player.position(), 49_999_999);
    assert!(player.checkpoint_count() <= MAX_CHECKPOINTS);
}

#[test]
fn seeking_works_in_small_budgets() {
    let line = &hard_puzzles()[0];
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    let mut calls = 0;
    while !player.seek(100_000, 1000) {
        calls += 1;
    }
    assert!(
        calls >= 99,
        "a budget of 1000 steps cannot reach step 100000 in {calls} calls"
    );
    assert_eq!(
        player.position(),
        100_000.min(player.end().unwrap_or(u64::MAX))
    );
}

#[test]
fn narration_says_what_happened() {
    let line = &hard_puzzles()[0];
    let mut player = Player::new(&grid(line), Strategy::Classic).unwrap();
    assert!(player.narration().starts_with("Start: "));
    player.step_forward();
    let Some(Step::Place { cell, digit }) = player.last_step() else {
        panic!("classic starts by placing");
    };
    let text = player.narration();
    assert!(
        text.starts_with(&format!("{cell}: try {digit} (")),
        "{text}"
    );
    while !matches!(player.last_step(), Some(Step::DeadEnd { .. })) {
        player.step_forward();
    }
    let text = player.narration();
    assert!(text.contains(": no digit fits (1 r"), "{text}");
    assert!(text.contains(", back to r"), "{text}");
}

#[test]
fn a_puzzle_without_solution_ends_where_the_search_does() {
    // No clash among the givens, but r1c9 can hold nothing.
    let line = "12345678.........9".to_string() + &".".repeat(63);
    let mut fresh = Search::new(&grid(&line), Strategy::Classic).unwrap();
    let mut steps = 0;
    let mut last = None;
    loop {
        match fresh.step() {
            Step::Exhausted => break,
            step => last = Some(step),
        }
        steps += 1;
    }
    let mut player = Player::new(&grid(&line), Strategy::Classic).unwrap();
    while !player.explore(7) {}
    assert_eq!(player.end(), Some(steps));
    player.seek_now(u64::MAX);
    assert_eq!(player.position(), steps);
    assert_eq!(player.last_step(), last);
    assert!(player.at_end());
}
