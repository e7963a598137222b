//! A measure in the worker: the classic program's calls to the first solution (or to the end
//! of a search with none), as the plain recursion of the judges' solutions counts them, in
//! slices of any length; the fewest-candidates strategy's steps beside it; nothing for a board
//! that clashes; a cap; and a newer measure ends it unanswered.

use super::*;
use crate::ui::protocol::ClassicCost;
use crate::ui::test_puzzles::puzzle_lines;
use crate::ui::test_recursion::{recursion, Did};

fn measure(id: u64, givens: &str) -> Box<dyn Sliced> {
    match WorkerState::default().handle(
        Request::Measure {
            id,
            givens: givens.to_string(),
        },
        || 0.0,
    ) {
        Handled::Sliced(work) => work,
        _ => panic!("a measure"),
    }
}

/// The recursion's calls on `line`: the first, and one per placement.
fn calls(line: &str) -> u64 {
    let events = recursion(line, usize::MAX);
    1 + events
        .iter()
        .filter(|e| matches!(e, Did::Place(..)))
        .count() as u64
}

/// Slices of `ms` on a clock that moves a millisecond a read, to the answer.
fn answer(mut work: Box<dyn Sliced>, ms: f64) -> Response {
    let clock = ticking();
    while !work.is_over() {
        assert_eq!(work.report(0.0), None, "no answer before the end");
        work.slice(&clock, ms);
    }
    let answer = work.report(0.0).expect("an answer at the end");
    assert_eq!(work.report(0.0), None, "one answer");
    answer
}

#[test]
fn a_measure_counts_the_calls_of_the_plain_recursion() {
    // Two hard ones (a million calls and more) and the BOJ 2239 sample's (a few hundred).
    let top95 = puzzle_lines("norvig_top95.txt");
    let lines = [
        top95[15].clone(),
        top95[38].clone(),
        judge_line("boj2239_sample1"),
    ];
    for (i, line) in lines.iter().enumerate() {
        let expected = calls(line);
        let Response::Measured {
            id: 9,
            classic: Some(ClassicCost::Solved { calls, boj_calls }),
            fewest: Some(fewest),
        } = answer(measure(9, line), 1.0 + i as f64)
        else {
            panic!("puzzle {i}: not measured");
        };
        assert_eq!(calls, expected, "puzzle {i}");
        // BOJ 12095's program calls itself on given cells too.
        assert!(boj_calls > calls, "puzzle {i}");
        // Propagation fills each empty cell in a step of its own, at least, and here takes
        // far fewer steps than the program has calls.
        let empty = line.bytes().filter(|&b| b == b'.' || b == b'0').count() as u64;
        assert!((empty..calls).contains(&fewest), "puzzle {i}: {fewest}");
    }
}

#[test]
fn no_solution_a_clash_a_cap_and_a_newer_measure() {
    // r1c9 can only be 9, which r2c9 holds: the program learns it in its first call.
    let none = "12345678.........9".to_string() + &".".repeat(63);
    assert!(matches!(
        answer(measure(1, &none), 5.0),
        Response::Measured {
            id: 1,
            classic: Some(ClassicCost::NoSolution { calls: 1 }),
            fewest: None
        }
    ));
    let clash = "11".to_string() + &".".repeat(79);
    assert_eq!(
        answer(measure(2, &clash), 5.0),
        Response::Measured {
            id: 2,
            classic: None,
            fewest: None
        }
    );
    // Capped at 1,000 steps: more than the calls made by then.
    let adversary = adversary_line();
    let capped = MeasureRun::new(3, &adversary).capped(1000);
    let Response::Measured {
        classic: Some(ClassicCost::Over { calls }),
        fewest: Some(_),
        ..
    } = answer(Box::new(capped), 5.0)
    else {
        panic!("not over its cap");
    };
    assert!(calls > 100 && calls < 1000, "{calls}");
    // A newer measure ends this one, unanswered, and is given back to be answered.
    let mut work = measure(4, &adversary);
    let newer = Request::Measure {
        id: 5,
        givens: none.clone(),
    };
    let parse = Request::Parse {
        serial: 1,
        format: None,
    };
    assert_eq!(work.hear(parse.clone()), Some(parse));
    assert!(!work.is_over());
    assert_eq!(work.hear(newer.clone()), Some(newer));
    assert!(work.is_over());
    assert_eq!(work.report(0.0), None);
}

/// A judge sample's one board as a line of 81.
fn judge_line(name: &str) -> String {
    crate::ui::test_puzzles::sample_line(&format!("{name}.in"))
}
