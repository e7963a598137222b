//! What a propagating search's board shows at each step is what the step says: a try or a
//! deduction adds its one digit (those before a dead end too, one step each, as the program
//! fills them); a dead end changes nothing (the board shown says why); a take-back shows the
//! board as it was
//! before the try it takes back, its cell empty again. Those cells came onto the board with
//! the try or the take-back, with no step saying them: a take-back of 6 showed a 9 in its cell
//! (the rule-out's propagation, which failed).

mod common;

use common::{adversary_line, grid, puzzle_lines};
use sudoku_core::grid::Grid;
use sudoku_core::solver::{Search, Step, Strategy};

/// Steps the watched search of `line` to its end (at most `limit` steps), checking each step's
/// board against the one before; returns the take-backs and dead ends seen.
fn check(line: &str, strategy: Strategy, limit: u64) -> (u32, u32) {
    let mut search = Search::watched(&grid(line), strategy).unwrap();
    let mut shown = search.grid();
    // The board shown before each try still open, innermost last.
    let mut before_tries: Vec<Grid> = Vec::new();
    let (mut take_backs, mut dead_ends) = (0, 0);
    for n in 1..=limit {
        let step = search.step();
        let now = search.grid();
        let at = format!("{strategy} on {line}, step {n} ({step:?})");
        match step {
            Step::Place { cell, digit } | Step::Deduce { cell, digit, .. } => {
                assert_eq!(shown.get(cell), None, "{at}: the cell was not empty");
                let mut expected = shown;
                expected.set(cell, Some(digit));
                assert_eq!(now, expected, "{at}: more than its digit changed");
                if matches!(step, Step::Place { .. }) {
                    before_tries.push(shown);
                }
            }
            Step::DeadEnd { .. } | Step::NoPlace { .. } => {
                dead_ends += 1;
                assert_eq!(now, shown, "{at}: the board changed");
            }
            Step::Backtrack { cell, .. } => {
                take_backs += 1;
                let before = before_tries.pop().expect("a try to take back");
                assert_eq!(
                    now.get(cell),
                    None,
                    "{at}: the cell taken back shows a digit"
                );
                assert_eq!(now, before, "{at}: not the board from before the try");
            }
            Step::Solution | Step::Exhausted => break,
        }
        shown = now;
    }
    (take_backs, dead_ends)
}

#[test]
fn each_step_shows_what_it_says() {
    let mut lines = vec![adversary_line()];
    lines.extend(puzzle_lines("norvig_hardest11.txt").into_iter().take(6));
    lines.extend(
        puzzle_lines("attractivechaos_hard20.txt")
            .into_iter()
            .take(6),
    );
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let (mut take_backs, mut dead_ends) = (0, 0);
        for line in &lines {
            let (t, d) = check(line, strategy, 1_000_000);
            take_backs += t;
            dead_ends += d;
        }
        // The puzzles are hard enough to take back and meet dead ends.
        assert!(
            take_backs > 20 && dead_ends > 20,
            "{strategy}: {take_backs} take-backs, {dead_ends} dead ends"
        );
    }
}
