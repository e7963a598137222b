//! A step's lines against themselves and the counters: the lines counted before each step
//! ([`lines_before`]) are the sum of the lines of the steps before it, over whole searches
//! (past their solutions and to the end); and the lines a step lists have the roles it says.

use super::*;
use crate::grid::Grid;

fn check(line: &str, limit: u64) {
    let grid: Grid = line.parse().expect("a puzzle");
    let mut search = Search::new(&grid, Strategy::Classic).expect("no clash");
    let mut total = 0u64;
    for i in 0..limit {
        let step = search.step();
        let lines = StepLines::of(&search, step).expect("classic");
        assert_eq!(
            lines_before(&search, Some(step)),
            Some(total),
            "before step {} ({step:?}) of {line}",
            i + 1
        );
        let listed: Vec<Traced> = lines.iter().collect();
        assert_eq!(listed.len(), lines.len());
        let roles = listed.iter().fold(Roles::NONE, |r, l| r.with(l.role));
        assert_eq!(roles, lines.roles(), "step {} ({step:?})", i + 1);
        total += lines.len() as u64;
        assert_eq!(lines_through(&search, step), total);
        if step == Step::Exhausted {
            return;
        }
    }
}

#[test]
fn lines_counted_are_the_lines_listed_to_the_end() {
    // A puzzle of one solution, searched on to the end.
    check(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        u64::MAX,
    );
    // Two solutions (Norvig's "hard1" has many; the first 100,000 steps).
    check(
        ".....6....59.....82....8....45........3........6..3.54...325..6..................",
        100_000,
    );
    // No blank cell; a first cell with no digit; the empty board (solutions on and on).
    check(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        u64::MAX,
    );
    check(
        &format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63)),
        u64::MAX,
    );
    check(&".".repeat(81), 20_000);
}

#[test]
fn the_lines_of_a_first_placement() {
    // r1c9 is the first blank and only 9 fits: the first call reads its cell, then turns
    // the loop for the digits 1 to 9 (8 refused), and places 9.
    let line = format!("12345678.{}", ".".repeat(72));
    let grid: Grid = line.parse().unwrap();
    let mut search = Search::new(&grid, Strategy::Classic).unwrap();
    let step = search.step();
    let lines: Vec<Role> = StepLines::of(&search, step)
        .unwrap()
        .iter()
        .map(|l| l.role)
        .collect();
    let mut expected = vec![Role::Enter, Role::Full, Role::Cell, Role::Box];
    for _ in 1..=9 {
        expected.extend([Role::Loop, Role::Check]);
    }
    expected.push(Role::Place);
    assert_eq!(lines, expected);
    // The next step's first line is this call's call line, at depth 0 with the digit 9.
    let next = search.step();
    let first = StepLines::of(&search, next).unwrap().get(0).unwrap();
    assert_eq!(first.role, Role::Call);
    assert_eq!((first.depth, first.digit.map(Digit::get)), (0, Some(9)));
}
