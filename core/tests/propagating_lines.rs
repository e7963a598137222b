//! The propagating programs line by line, against Python's own line tracer: the program of
//! each strategy (`programs/propagating/`, its choice spliced in, as the page shows it) runs
//! under `sys.settrace`, which reports every line of `search` and `propagate` it runs (the
//! helpers they call are stepped over, a line each, as a debugger's "step over" does). The
//! page's lines, each step's [`StepLines`] as the watched search recorded them, must be that
//! list, line number for line number, and the count before each step ([`lines_before`]) its
//! position in it. Needs `python3`.

mod common;

use common::{adversary_line, grid, puzzle_lines, python_on, sample_line, tracer_script};
use sudoku_core::code::{propagating_source, Judge, Language, Listing};
use sudoku_core::solver::{Search, Step, Strategy};
use sudoku_core::trace::{lines_before, Outcome, StepLines};

/// Runs the program given as the first argument under a tracer that prints the number of
/// each line of `search` and `propagate` it reaches ('call' events at the header, 'line'
/// events after it).
const TRACER: &str = r#"
import sys
source = sys.argv[1]
seen = []
def tracer(frame, event, arg):
    if frame.f_code.co_name not in ("search", "propagate"):
        return None
    if event in ("call", "line"):
        seen.append(frame.f_lineno)
    return tracer
"#;

fn python_trace(strategy: Strategy, line: &str) -> Vec<usize> {
    let source = propagating_source(strategy, Language::Python, Judge::Boj2580).unwrap();
    let script = tracer_script(TRACER);
    python_on(&["-c", &script, &source], line)
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The page's lines as line numbers of the Python listing, up to the first solution (where
/// the program stops) or the end; and at each step, that the count of lines before it is
/// where its lines start, and that a `dead()` line says what the step says.
fn page_lines(strategy: Strategy, line: &str) -> Vec<usize> {
    let listing = Listing::propagating(strategy, Language::Python, Judge::Boj2580).unwrap();
    let mut search = Search::watched(&grid(line), strategy).expect("no clash");
    let mut numbers = Vec::new();
    loop {
        let step = search.step();
        let lines = StepLines::of(&search, step).expect("watched");
        assert_eq!(
            lines_before(&search, Some(step)),
            Some(numbers.len() as u64)
        );
        for traced in lines.iter() {
            let at = listing.line_of(traced.role).expect("a line of the listing");
            numbers.push(at + 1);
        }
        let said = lines.iter().last().map(|l| l.outcome);
        match step {
            Step::DeadEnd { cell } => assert_eq!(said, Some(Outcome::NoDigit(cell))),
            Step::NoPlace { digit, unit } => {
                assert_eq!(said, Some(Outcome::NoPlace(digit, unit)))
            }
            Step::Solution | Step::Exhausted => return numbers,
            _ => {}
        }
    }
}

/// Checks both strategies on `line`; returns the lines compared.
fn check(line: &str) -> usize {
    let mut compared = 0;
    for strategy in [Strategy::Lexicographic, Strategy::Fastest] {
        let traced = python_trace(strategy, line);
        let page = page_lines(strategy, line);
        let first_difference = traced.iter().zip(&page).position(|(a, b)| a != b);
        assert_eq!(
            (first_difference, page.len()),
            (None, traced.len()),
            "{strategy}: the page's lines and Python's trace part at line \
             {first_difference:?} of {line}:\npython {:?}\npage   {:?}",
            first_difference.map(|i| &traced[i.saturating_sub(8)..(i + 3).min(traced.len())]),
            first_difference.map(|i| &page[i.saturating_sub(8)..(i + 3).min(page.len())]),
        );
        compared += traced.len();
    }
    compared
}

#[test]
fn the_judge_samples_line_by_line() {
    check(&sample_line("boj2580_sample1.in"));
    check(&sample_line("boj2239_sample1.in"));
    check(&puzzle_lines("judge_samples/poj3074_sample1.in")[0]);
}

#[test]
fn puzzles_with_dead_ends_line_by_line() {
    let mut compared = check(&adversary_line());
    for file in ["norvig_hardest11.txt", "attractivechaos_hard20.txt"] {
        for line in puzzle_lines(file).iter().take(6) {
            compared += check(&line[..81]);
        }
    }
    assert!(compared > 20_000, "only {compared} lines compared");
}

#[test]
fn boards_with_many_solutions_or_none_line_by_line() {
    check(&".".repeat(81));
    check(&puzzle_lines("norvig_hard1_not_unique.txt")[0][..81]);
    // BOJ 2580's sample with a 7 for the 3 in r5c6: no clash with a given, no solution.
    check("035469278782105609060278135321046897804917506596820413917652080603701952258394760");
}
