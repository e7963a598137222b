//! The lines each step runs and the reasons it gives, checked against a plain recursion that
//! records the lines it runs as it runs them (the program of `programs/`, written again here
//! with a trace), cut into the player's steps.

mod common;

use common::{adversary_line, grid, puzzle_lines, sample_line};
use sudoku_core::code::{Judge, Language, Listing, Role, Roles};
use sudoku_core::explain::{explain, lines, lines_steps_run, Unit};
use sudoku_core::grid::Cell;
use sudoku_core::solver::{Deduction, Search, Step, Strategy};

/// One of the player's steps as the traced program sees it: the lines run since the previous
/// step, the line that ends it, and the digits its check refused on the way.
#[derive(Debug, PartialEq)]
struct Traced {
    line: Role,
    ran: Roles,
    refused: Vec<u8>,
}

/// Runs the recursion of `programs/` on `line` up to its first solution (or `limit` steps),
/// cutting the trace where the player's steps end: a placement, a take-back, the print, and a
/// `return false` of a call whose loop placed nothing (a dead end).
fn trace(line: &str, limit: usize) -> Vec<Traced> {
    struct T {
        board: [u8; 81],
        blanks: Vec<usize>,
        steps: Vec<Traced>,
        ran: Roles,
        refused: Vec<u8>,
        limit: usize,
    }
    impl T {
        fn run(&mut self, role: Role) {
            self.ran = self.ran.with(role);
        }
        fn end(&mut self, line: Role) {
            self.run(line);
            let ran = std::mem::take(&mut self.ran);
            let refused = std::mem::take(&mut self.refused);
            self.steps.push(Traced { line, ran, refused });
        }
        fn clashes(&self, z: usize, d: u8) -> bool {
            (0..81).any(|o| {
                o != z
                    && self.board[o] == d
                    && (o / 9 == z / 9
                        || o % 9 == z % 9
                        || (o / 27, o % 9 / 3) == (z / 27, z % 9 / 3))
            })
        }
        /// `solve(k)`; true when the search is to stop.
        fn solve(&mut self, k: usize) -> bool {
            self.run(Role::Enter);
            self.run(Role::Full);
            if k == self.blanks.len() {
                self.run(Role::Solved);
                self.end(Role::Print);
                return true;
            }
            self.run(Role::Cell);
            self.run(Role::Box);
            let z = self.blanks[k];
            let mut placed = false;
            for d in 1..=9 {
                self.run(Role::Loop);
                self.run(Role::Check);
                if self.clashes(z, d) {
                    self.refused.push(d);
                    continue;
                }
                self.board[z] = d;
                placed = true;
                self.end(Role::Place);
                if self.steps.len() >= self.limit {
                    return true;
                }
                // The call line runs as the call is made; the program goes on on the same
                // line as it returns (a line tracer does not report it again).
                self.run(Role::Call);
                let solved = self.solve(k + 1);
                if solved {
                    return true;
                }
                self.board[z] = 0;
                self.end(Role::Undo);
            }
            // The loop's test, once more, ends it.
            self.run(Role::Loop);
            if placed {
                self.run(Role::Fail);
            } else {
                self.end(Role::Fail);
            }
            false
        }
    }
    let board: Vec<u8> = line
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let mut t = T {
        board: board.clone().try_into().expect("81 cells"),
        blanks: (0..81).filter(|&z| board[z] == 0).collect(),
        steps: Vec::new(),
        ran: Roles::NONE,
        refused: Vec::new(),
        limit,
    };
    t.solve(0);
    t.steps
}

/// Every step of the classic search, explained, against the traced program.
fn check_against_trace(line: &str, limit: usize) {
    let expected = trace(line, limit);
    let mut search = Search::new(&grid(line), Strategy::Classic).expect("no clash");
    for (i, traced) in expected.iter().enumerate() {
        let step = search.step();
        let (role, ran) = lines(&search, step).expect("a step that ran lines");
        assert_eq!(
            (role, ran),
            (traced.line, traced.ran),
            "step {} ({step:?}) of {line}",
            i + 1
        );
        let explanation = explain(&search, Some(step)).expect("explained");
        let refused: Vec<u8> = explanation.rejected.iter().map(|r| r.digit.get()).collect();
        if matches!(step, Step::Backtrack { .. }) {
            // What the traced program refused here was the next cell's loop running out;
            // the take-back's own cell refuses nothing in this step.
            assert!(refused.is_empty());
        } else {
            assert_eq!(
                refused,
                traced.refused,
                "step {} ({step:?}) of {line}",
                i + 1
            );
        }
        // Each reason names a cell that holds the digit in the named unit of the cell.
        let board = search.grid();
        assert_eq!(explanation.cell.is_none(), step == Step::Solution);
        for reason in &explanation.rejected {
            let cell = explanation
                .cell
                .expect("a step that refuses digits has a cell");
            assert_eq!(board.get(reason.by), Some(reason.digit));
            let shares = match reason.unit {
                Unit::Row => reason.by.row() == cell.row(),
                Unit::Column => reason.by.col() == cell.col(),
                Unit::Box => reason.by.box_index() == cell.box_index(),
            };
            assert!(shares && reason.by != cell, "{reason} for {cell}");
        }
        if let Step::Backtrack { cell, digit } = step {
            // The next digit is the next step's placement here, if there is one.
            let mut ahead = search.clone();
            let next = match ahead.step() {
                Step::Place { cell: c, digit: d } if c == cell => Some(d),
                _ => None,
            };
            assert_eq!(
                explanation.next, next,
                "after taking {digit} back from {cell}"
            );
        }
    }
}

#[test]
fn lines_and_reasons_match_the_traced_program() {
    let hard20 = puzzle_lines("attractivechaos_hard20.txt");
    let poj3074 = puzzle_lines("judge_samples/poj3074_sample1.in");
    check_against_trace(&sample_line("boj2580_sample1.in"), usize::MAX);
    check_against_trace(&sample_line("boj2239_sample1.in"), usize::MAX);
    check_against_trace(&poj3074[0], usize::MAX);
    check_against_trace(&poj3074[1], 200_000);
    check_against_trace(&hard20[1], 200_000);
}

#[test]
fn a_dead_end_gives_all_nine_reasons() {
    // r1c9 is empty; its row holds 1-8 and its column 9.
    let line = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    let mut search = Search::new(&grid(&line), Strategy::Classic).unwrap();
    let step = search.step();
    assert_eq!(
        step,
        Step::DeadEnd {
            cell: Cell::at(0, 8).unwrap()
        }
    );
    let explanation = explain(&search, Some(step)).unwrap();
    assert_eq!(explanation.line, Role::Fail);
    let reasons: Vec<String> = explanation.rejected.iter().map(|r| r.to_string()).collect();
    assert_eq!(reasons.len(), 9);
    assert_eq!(reasons[0], "1: row 1 has it (r1c1)");
    assert_eq!(reasons[8], "9: column 9 has it (r2c9)");
}

#[test]
fn every_line_a_step_ends_on_exists_in_every_language() {
    for language in Language::ALL {
        let listing = Listing::classic(language);
        for role in [Role::Place, Role::Undo, Role::Fail, Role::Print] {
            let index = listing.line_of(role).expect("marked");
            assert!(
                !listing.lines[index].text.trim().is_empty(),
                "{language} {role:?}"
            );
        }
    }
}

/// Every step of a propagating search ends on a line of code of its program, in every
/// language (which line: `propagating_trace.rs`, against Python's tracer).
#[test]
fn the_propagating_strategies_end_on_lines_of_their_programs() {
    let line = puzzle_lines("norvig_hardest11.txt")[1][..81].to_string();
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let mut search = Search::watched(&grid(&line), strategy).unwrap();
        let mut ended_on = std::collections::HashSet::new();
        let mut ran_all = Roles::NONE;
        loop {
            let step = search.step();
            let Some((role, ran)) = lines(&search, step) else {
                assert_eq!(step, Step::Exhausted);
                break;
            };
            ended_on.insert(role);
            ran_all = ran_all.union(ran);
            for language in Language::ALL {
                let listing = Listing::propagating(strategy, language, Judge::Boj2580).unwrap();
                let at = listing.line_of(role).unwrap_or_else(|| panic!("{role:?}"));
                assert!(
                    !listing.lines[at].text.trim().is_empty(),
                    "{language} {role:?}"
                );
            }
            if step == Step::Solution {
                break;
            }
        }
        // A branch, a fill, a dead end, a take-back and the print end the steps; every line
        // of the program runs in some step, and a breakpoint is offered on each.
        let ended_on: Vec<Role> = ended_on.into_iter().collect();
        let ends = [
            Role::Place,
            Role::Deduce,
            Role::Check,
            Role::Undo,
            Role::Print,
        ];
        assert_eq!(Roles::of(&ended_on), Roles::of(&ends), "{strategy}");
        assert_eq!(ran_all, lines_steps_run(strategy), "{strategy}");
    }
}

/// A watched search takes the branches a plain one takes; between them it shows, one step
/// each, the cells propagation filled, each for a reason that holds on the board shown.
fn check_deductions(line: &str, strategy: Strategy, branches: usize) {
    let mut plain = Search::new(&grid(line), strategy).unwrap();
    let mut watched = Search::watched(&grid(line), strategy).unwrap();
    for _ in 0..branches {
        let before = plain.grid();
        let step = plain.step();
        loop {
            let shown = watched.grid();
            let next = watched.step();
            let Step::Deduce { cell, digit, why } = next else {
                let dead_end = |s: Step| matches!(s, Step::DeadEnd { .. } | Step::NoPlace { .. });
                if dead_end(step) {
                    // The program finds a dead end at its own point, after fills of its own
                    // (propagating_trace.rs checks them against Python's): which contradiction
                    // it names can differ from the engine's.
                    assert!(dead_end(next), "{next:?} for {step:?}");
                } else {
                    assert_eq!(next, step, "the same branch");
                    // After a propagation that succeeded, its deductions are all shown: the
                    // boards agree (before a take-back, the engine's board is where its own
                    // propagation failed).
                    if !matches!(step, Step::Backtrack { .. }) {
                        assert_eq!(shown, before, "before {step:?}");
                    }
                }
                break;
            };
            assert_eq!(shown.get(cell), None, "{cell} was empty");
            assert_eq!(watched.grid().get(cell), Some(digit));
            let candidates = shown.candidates(cell);
            assert!(candidates.contains(digit), "{cell} = {digit} clashes");
            match why {
                Deduction::OnlyCandidate => assert_eq!(candidates.len(), 1),
                Deduction::OnlyPlace(unit) => {
                    for other in unit.of(cell).cells().filter(|&o| o != cell) {
                        assert!(
                            shown.get(other).is_some() || !shown.candidates(other).contains(digit),
                            "{other} could also take {digit} in {}",
                            unit.of(cell)
                        );
                    }
                }
                Deduction::Interactions => assert!(candidates.len() > 1),
            }
        }
        if matches!(step, Step::Solution | Step::Exhausted) {
            break;
        }
    }
    let (p, w) = (plain.counters(), watched.counters());
    assert_eq!(
        (p.placements, p.backtracks, p.solutions),
        (w.placements, w.backtracks, w.solutions)
    );
    assert_eq!(w.steps, p.steps + w.deductions);
}

#[test]
fn watched_propagation_shows_each_deduction_with_its_reason() {
    let adversary = &adversary_line();
    let hard20 = puzzle_lines("attractivechaos_hard20.txt");
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        check_deductions(adversary, strategy, 10_000);
        check_deductions(&sample_line("boj2239_sample1.in"), strategy, 10_000);
        for line in hard20.iter().take(5) {
            check_deductions(line, strategy, 3_000);
        }
    }
}

#[test]
fn lexicographic_on_the_adversary_takes_a_step_per_deduction() {
    let adversary = &adversary_line();
    let mut search = Search::watched(&grid(adversary), Strategy::Lexicographic).unwrap();
    while search.step() != Step::Solution {}
    let c = search.counters();
    // 81 - 17 givens: every empty cell is filled by a branch or a deduction.
    assert!(c.steps > 64, "{c:?}");
    assert!(c.deductions > 0);
    assert!(search.grid().is_full());
}
