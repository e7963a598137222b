//! The propagating strategies' programs against the search the page steps through: the
//! Python program (`programs/propagating/`, with the strategy's choice spliced in, as the
//! page shows it) runs under `sys.settrace`, which reports each time it reaches the line that
//! places a branch's digit, the one that fills a forced cell, the one that finds a dead end,
//! the take-back and the print. The search's watched steps must be those events in that
//! order: the same branches (cell and digit), dead ends, take-backs and solution, each with
//! the calls of `search` made so far as the page counts them; between two of them, the same
//! cells filled by propagation in the same order, those before a dead end too (the page runs
//! the program's own `propagate` beside its search: `core/src/solver/watch.rs`). Needs
//! `python3`.

mod common;

use common::{grid, puzzle_lines, python_on, sample_line, tracer_script};
use sudoku_core::code::{propagating_source, Judge, Language, Listing, Role};
use sudoku_core::solver::{Search, Step, Strategy};

/// Runs the program given as the first argument under a tracer that prints an event for each
/// marked line reached (its locals read as the line is about to run), and `C` for each call of
/// `search`, until the program ends.
const TRACER: &str = r#"
import sys
source, place, undo, check, deduce, print_line = sys.argv[1], *map(int, sys.argv[2:7])
seen = []
def tracer(frame, event, arg):
    if event == "call" and frame.f_code.co_name == "search":
        seen.append("C")
    if event != "line":
        return tracer
    n, f = frame.f_lineno, frame.f_locals
    if n == place or n == undo:
        seen.append("%s%d=%d" % ("P" if n == place else "B", f["x"], f["d"]))
    elif n == deduce:
        seen.append("F%d=%d" % (f["x"], f["d"]))
    elif n == check:
        seen.append("D")
    elif n == print_line:
        seen.append("S")
    return tracer
"#;

/// The events of the Python program of `strategy` on the puzzle (81 characters).
fn traced(strategy: Strategy, line: &str) -> Vec<String> {
    let source = propagating_source(strategy, Language::Python, Judge::Boj2580)
        .expect("a propagating strategy");
    let listing = Listing::propagating(strategy, Language::Python, Judge::Boj2580).unwrap();
    let number = |role: Role| (listing.line_of(role).expect("marked") + 1).to_string();
    let roles = [
        Role::Place,
        Role::Undo,
        Role::Check,
        Role::Deduce,
        Role::Print,
    ]
    .map(number);
    let script = tracer_script(TRACER);
    let mut args = vec!["-c", &script, &source];
    args.extend(roles.iter().map(String::as_str));
    let text = python_on(&args, line);
    with_calls(text.split_whitespace())
}

/// The events without the calls, each but the fills followed by `#` and the calls made up to
/// the next such event (a branch's call comes after its fills).
fn with_calls<'a>(events: impl Iterator<Item = &'a str>) -> Vec<String> {
    let (mut out, mut calls, mut last) = (Vec::<String>::new(), 0, None);
    let close = |out: &mut Vec<String>, last: Option<usize>, calls: u64| {
        if let Some(i) = last {
            out[i] = format!("{}#{calls}", out[i]);
        }
    };
    for event in events {
        match event {
            "C" => calls += 1,
            fill if fill.starts_with('F') => out.push(fill.to_string()),
            other => {
                close(&mut out, last, calls);
                last = Some(out.len());
                out.push(other.to_string());
            }
        }
    }
    close(&mut out, last, calls);
    out
}

/// The page's steps as the same events, up to the first solution (where the program stops) or
/// the end, each but the fills with the calls the page counts after it.
fn stepped(strategy: Strategy, line: &str) -> Vec<String> {
    let mut search = Search::watched(&grid(line), strategy).expect("no clash");
    let mut events = Vec::new();
    let at = |cell: sudoku_core::grid::Cell, digit: sudoku_core::grid::Digit| {
        format!("{}={}", cell.index(), digit.get())
    };
    loop {
        let step = search.step();
        let calls = search.calls().expect("counted");
        match step {
            Step::Place { cell, digit } => events.push(format!("P{}#{calls}", at(cell, digit))),
            Step::Backtrack { cell, digit } => events.push(format!("B{}#{calls}", at(cell, digit))),
            Step::Deduce { cell, digit, .. } => events.push(format!("F{}", at(cell, digit))),
            Step::DeadEnd { .. } | Step::NoPlace { .. } => events.push(format!("D#{calls}")),
            Step::Solution => {
                events.push(format!("S#{calls}"));
                return events;
            }
            Step::Exhausted => return events,
        }
    }
}

fn check(strategy: Strategy, line: &str) -> usize {
    let program = traced(strategy, line);
    let page = stepped(strategy, line);
    let first_difference = program.iter().zip(&page).position(|(a, b)| a != b);
    assert_eq!(
        (first_difference, page.len()),
        (None, program.len()),
        "{strategy}: the program and the page part at event {first_difference:?} of {line}:\n\
         program {:?}\npage    {:?}",
        first_difference.map(|i| &program[i.saturating_sub(2)..(i + 3).min(program.len())]),
        first_difference.map(|i| &page[i.saturating_sub(2)..(i + 3).min(page.len())]),
    );
    program.iter().filter(|e| e.starts_with('D')).count()
}

fn check_both(line: &str) -> usize {
    check(Strategy::Lexicographic, line) + check(Strategy::Fastest, line)
}

#[test]
fn the_judge_samples() {
    check_both(&sample_line("boj2580_sample1.in"));
    check_both(&sample_line("boj2239_sample1.in"));
    check_both(&puzzle_lines("judge_samples/poj3074_sample1.in")[0]);
}

#[test]
fn puzzles_with_dead_ends() {
    let mut dead_ends = 0;
    for file in ["norvig_hardest11.txt", "attractivechaos_hard20.txt"] {
        for line in puzzle_lines(file).iter().take(6) {
            dead_ends += check_both(&line[..81]);
        }
    }
    dead_ends += check_both(&puzzle_lines("bruteforce_adversary_wikipedia.txt")[0][..81]);
    assert!(
        dead_ends > 50,
        "only {dead_ends} dead ends: the test would not see them differ"
    );
}

#[test]
fn boards_with_many_solutions_or_none() {
    // The empty board, and a puzzle with more than one solution: up to the first.
    check_both(&".".repeat(81));
    check_both(&puzzle_lines("norvig_hard1_not_unique.txt")[0][..81]);
    // BOJ 2580's sample with a 7 for the 3 in r5c6: no clash with a given, no solution.
    let wrong = "035469278782105609060278135321046897804917506596820413917652080603701952258394760";
    check_both(wrong);
}
