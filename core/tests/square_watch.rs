//! Watching a 16 x 16 search ([`SquareWatch`]): every step back is the step a fresh search
//! took there, and its copies stay bounded on a long search.

mod common;

use common::judge_sample;
use sudoku_core::board::Board;
use sudoku_core::format::{self, Format};
use sudoku_core::player::{SquareWatch, MAX_SQUARE_CHECKPOINTS};
use sudoku_core::solver::any_size::{SquareSearch, SquareStep};
use sudoku_core::solver::Strategy;
use sudoku_core::square::Square;

/// The POJ 3076 sample's board.
fn sample() -> Square<16> {
    let input = judge_sample("poj3076_sample1.in");
    match &format::parse(&input, Format::Poj3076).unwrap().puzzles()[0] {
        Board::Sixteen(square) => *square,
        other => panic!("not 16 x 16: {other:?}"),
    }
}

/// Every step of the search of `givens`, taken one at a time, from a fresh search.
fn stepped(givens: &Square<16>, strategy: Strategy) -> Vec<(SquareStep<16>, Square<16>)> {
    let mut search = SquareSearch::new(givens, strategy).unwrap();
    let mut steps = Vec::new();
    loop {
        let step = search.step();
        if step == SquareStep::Exhausted {
            return steps;
        }
        steps.push((step, *search.board()));
    }
}

#[test]
fn the_watch_reaches_the_solution_and_every_step_back_is_the_step_taken_then() {
    let givens = sample();
    let truth = stepped(&givens, Strategy::Dlx);
    let solution = truth
        .iter()
        .position(|(s, _)| *s == SquareStep::Solution)
        .expect("the sample has a solution");
    let mut watch = SquareWatch::new(&givens, Strategy::Dlx).unwrap();
    // Played in frames of 7 steps: it stops at the solution.
    let mut played = 0;
    while watch.last() != Some(SquareStep::Solution) {
        played += watch.forward(7);
    }
    assert_eq!(played as usize, solution + 1);
    assert!(watch.search().board().is_full());
    // Back one step at a time, each the state a fresh search has there.
    for position in (1..=solution as u64).rev() {
        watch.seek(position - 1);
        assert_eq!(watch.position(), position - 1);
        if position >= 2 {
            let (step, board) = truth[position as usize - 2];
            assert_eq!(watch.last(), Some(step), "at step {}", position - 1);
            assert_eq!(*watch.search().board(), board);
        }
    }
    assert_eq!(watch.last(), None);
    assert_eq!(*watch.search().board(), givens);
    // And on to the end: the search is over after every way is tried.
    watch.seek(u64::MAX);
    assert!(watch.at_end());
    assert_eq!(watch.end(), Some(truth.len() as u64));
}

#[test]
fn checkpoints_stay_bounded_and_seeks_stay_exact_on_a_long_search() {
    // Classic (the first empty cell, A to P) on the sample runs long: many checkpoints.
    let givens = sample();
    let mut watch = SquareWatch::new(&givens, Strategy::Classic).unwrap();
    let target = 200_000;
    watch.seek(target);
    assert_eq!(watch.position(), target);
    assert!(watch.checkpoints() <= MAX_SQUARE_CHECKPOINTS);
    let mut fresh = SquareSearch::new(&givens, Strategy::Classic).unwrap();
    let mut last = None;
    for _ in 0..123_457 {
        last = Some(fresh.step());
    }
    watch.seek(123_457);
    assert_eq!(watch.last(), last);
    assert_eq!(watch.search().board(), fresh.board());
    assert_eq!(watch.search().tally(), fresh.tally());
}
