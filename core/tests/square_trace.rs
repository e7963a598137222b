//! The POJ 3076 program (`programs/poj3076/`, with the strategy's choice spliced in, as the
//! page shows it) against the 16 x 16 search the page steps through: the Python program runs
//! under `sys.settrace`, which reports each time it reaches the line that places a row (its
//! cell and symbol), the take-back, the check that finds a constraint with no option left
//! (when it returns there) and the print. The search's steps must be those events, in that
//! order, to its first solution; and the lines the page highlights for them
//! ([`explain::square_lines`]) are the lines the tracer saw them on. Needs `python3`.

mod common;

use common::{judge_sample, python_with, tracer_script};
use sudoku_core::code::{square_source, Language, Listing, Role};
use sudoku_core::explain::square_lines;
use sudoku_core::solver::any_size::{SquareSearch, SquareStep};
use sudoku_core::solver::Strategy;
use sudoku_core::square::Square;

/// Runs the program given as the first argument under a tracer that prints, for each marked
/// line reached, the line's number and what it does there: `P<cell>=<symbol>` for a place or
/// a take-back (read from the row the line's `r` names), `D` for a return from the check,
/// `S` for the print.
const TRACER: &str = r#"
import sys
source, place, undo, check, print_line = sys.argv[1], *map(int, sys.argv[2:6])
seen = []
def tracer(frame, event, arg):
    if frame.f_code.co_name != "search":
        return tracer
    n = frame.f_lineno
    if event == "return" and n == check:
        seen.append("%d:D" % n)
    if event != "line":
        return tracer
    if n == place or n == undo:
        r = frame.f_globals["row"][frame.f_locals["r"]]
        seen.append("%d:%s%d=%d" % (n, "P" if n == place else "B", r // 16, r % 16 + 1))
    elif n == print_line:
        seen.append("%d:S" % n)
    return tracer
"#;

/// The events of the Python program of `strategy` on `input` (POJ 3076's), each with the
/// line (from 1) it was seen on.
fn traced(strategy: Strategy, input: &str) -> Vec<String> {
    let source = square_source(strategy, Language::Python).expect("a 16 x 16 strategy");
    let listing = Listing::square(strategy, Language::Python).unwrap();
    let number = |role: Role| (listing.line_of(role).expect("marked") + 1).to_string();
    let lines = [Role::Place, Role::Undo, Role::Check, Role::Print].map(number);
    let script = tracer_script(TRACER);
    let mut args = vec!["-c", &script, &source];
    args.extend(lines.iter().map(String::as_str));
    let text = python_with(&args, input);
    text.split_whitespace().map(str::to_string).collect()
}

/// The search's steps to its first solution (or its end), as the tracer names them, each with
/// the line of the Python program the page highlights for it.
fn stepped(strategy: Strategy, givens: &Square<16>) -> Vec<String> {
    let listing = Listing::square(strategy, Language::Python).unwrap();
    let mut search = SquareSearch::new(givens, strategy).expect("no clash");
    let mut steps = Vec::new();
    loop {
        let step = search.step();
        let Some(role) = square_lines(step) else {
            break;
        };
        let line = listing.line_of(role).expect("marked") + 1;
        let what = match step {
            SquareStep::Place { spot, symbol, .. } => format!("P{}={}", spot.index(), symbol.get()),
            SquareStep::Backtrack { spot, symbol } => {
                format!("B{}={}", spot.index(), symbol.get())
            }
            SquareStep::DeadEnd { .. } => "D".to_string(),
            SquareStep::Solution => "S".to_string(),
            SquareStep::Exhausted => unreachable!("no line"),
        };
        steps.push(format!("{line}:{what}"));
        if step == SquareStep::Solution {
            break;
        }
    }
    steps
}

/// A board as POJ 3076 gives it, from its values (0 for empty).
fn poj3076(values: &[u8]) -> String {
    values
        .chunks(16)
        .map(|row| {
            let mut line: String = row
                .iter()
                .map(|&v| {
                    if v == 0 {
                        '-'
                    } else {
                        char::from(b'A' + v - 1)
                    }
                })
                .collect();
            line.push('\n');
            line
        })
        .collect()
}

fn values(text: &str) -> Vec<u8> {
    text.split_whitespace()
        .flat_map(|l| l.bytes().collect::<Vec<_>>())
        .map(|b| if b == b'-' { 0 } else { b - b'A' + 1 })
        .collect()
}

/// Checks the search of `values` with `strategy` against the program's trace; gives its number
/// of take-backs.
fn check(strategy: Strategy, values: &[u8], what: &str) -> usize {
    let givens = Square::<16>::from_values(values).expect("a board's values");
    let steps = stepped(strategy, &givens);
    let events = traced(strategy, &poj3076(values));
    assert!(steps.len() > 1, "{what}: a search to follow");
    if let Some(i) = (0..steps.len().min(events.len())).find(|&i| steps[i] != events[i]) {
        panic!(
            "{strategy} on {what}: step {} is {}, the program's is {}",
            i + 1,
            steps[i],
            events[i]
        );
    }
    assert_eq!(steps.len(), events.len(), "{strategy} on {what}");
    steps.iter().filter(|s| s.contains(":B")).count()
}

/// The sample, with DLX (Knuth's choice): thousands of tries, take-backs and dead ends.
#[test]
fn dlx_steps_are_the_programs_lines_on_the_sample() {
    let sample = values(&judge_sample("poj3076_sample1.in"));
    let backs = check(Strategy::Dlx, &sample, "the POJ 3076 sample");
    assert!(backs > 1000, "{backs} take-backs");
}

/// Boards with fewer givens (several solutions: the first the program prints) and more (the
/// answer's first rows filled in: the lexicographic strategy's search, long on the sample
/// itself, short enough to trace), with both choices.
#[test]
fn both_choices_follow_the_program_on_more_boards() {
    let sample = values(&judge_sample("poj3076_sample1.in"));
    let answer = values(&judge_sample("poj3076_sample1.out"));
    let mut fewer = sample.clone();
    fewer[..40].fill(0);
    let mut backs = vec![check(
        Strategy::Dlx,
        &fewer,
        "the sample without its first 40 cells",
    )];
    for rows in [1, 2, 3] {
        let mut more = sample.clone();
        more[..rows * 16].copy_from_slice(&answer[..rows * 16]);
        for strategy in [Strategy::Dlx, Strategy::Lexicographic] {
            let what = format!("the sample, its first {rows} rows solved");
            backs.push(check(strategy, &more, &what));
        }
    }
    eprintln!("take-backs: {backs:?}");
    assert!(backs.iter().filter(|&&b| b > 0).count() >= 2, "{backs:?}");
}
