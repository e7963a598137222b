//! Puzzles made to order, checked by the plain recursion of the judges' solutions (BOJ 12095's
//! `go(z)`, in `common`), never by the generator's own search: each puzzle has one solution,
//! its givens are that solution's, and its cost (the program's calls, BOJ 12095's calls, the
//! take-backs and the player's steps, read from the recursion's own events) is in the ranges
//! asked for. The same seed gives the same puzzle.

mod common;

use common::{reference, Reference};
use sudoku_core::generate::{
    generate, GenerateError, Generated, Goal, Hunt, Preset, Range, Request,
};

/// The recursion's run to its first solution, and whether a second one exists.
fn run(line: &str) -> (Reference, bool) {
    let first = reference(line, 1, u64::MAX, usize::MAX);
    let all = reference(line, 2, u64::MAX, 0);
    (first, all.solutions.len() == 1)
}

/// The player's steps to the first solution, from the recursion's events: each placement, each
/// take-back, a dead end for each call that placed nothing (a placement taken back with no
/// event between), and the solution.
fn steps(r: &Reference) -> u64 {
    let dead_ends = r
        .events
        .windows(2)
        .filter(|w| w[1].1 == 0 && w[0].1 != 0 && w[0].0 == w[1].0)
        .count() as u64;
    r.placements + r.takebacks + dead_ends + 1
}

/// `made` checked by the recursion: one solution, the one it says, its givens that
/// solution's, and the cost it says (calls, BOJ 12095's calls, take-backs, steps), each
/// returned as counted, with its name.
fn checked(made: &Generated, context: &str) -> [(u64, &'static str); 4] {
    let line = made.puzzle.to_line('.');
    let (first, unique) = run(&line);
    assert!(unique, "{context}: more than one solution");
    assert_eq!(
        first.solutions,
        vec![made.solution.to_line('.')],
        "{context}"
    );
    let solution = first.solutions[0].as_bytes();
    assert!(
        line.bytes()
            .zip(solution)
            .all(|(g, &s)| g == b'.' || g == s),
        "{context}"
    );
    let counted = [
        (first.placements + 1, made.cost.calls, "calls"),
        (first.calls, made.cost.boj_calls, "BOJ 12095 calls"),
        (first.takebacks, made.cost.backtracks, "take-backs"),
        (steps(&first), made.cost.steps, "steps"),
    ];
    counted.map(|(counted, said, what)| {
        assert_eq!(said, counted, "{context}: {what} as reported");
        (counted, what)
    })
}

fn givens(line: &str) -> u64 {
    line.bytes().filter(|&b| b != b'.').count() as u64
}

/// The presets of the page, and requests of givens and symmetry, over several seeds.
#[test]
fn each_puzzle_has_one_solution_and_costs_what_was_asked() {
    // The named presets, a range of calls, and nothing asked but one solution.
    let mut presets: Vec<(&str, Goal)> = Preset::ALL.iter().map(|p| (p.id(), p.goal())).collect();
    presets.push((
        "1,000 to 2,000 calls",
        Goal {
            calls: Some(Range::new(1_000, 2_000)),
            ..Goal::default()
        },
    ));
    presets.push(("any", Goal::default()));
    for (name, goal) in presets {
        for (givens_asked, symmetric) in [(None, false), (Some(Range::new(24, 30)), true)] {
            for seed in 1..=6 {
                let request = Request {
                    goal,
                    givens: givens_asked,
                    symmetric,
                    ..Request::new(seed)
                };
                let made =
                    generate(&request).unwrap_or_else(|e| panic!("{name}, seed {seed}: {e}"));
                let line = made.puzzle.to_line('.');
                let context = format!("{name}, seed {seed}, symmetric {symmetric}: {line}");
                let counted = checked(&made, &context);
                let ranges = [goal.calls, goal.boj_calls, goal.backtracks, goal.steps];
                for (range, (counted, what)) in ranges.into_iter().zip(counted) {
                    if let Some(r) = range {
                        assert!(
                            (r.lo..=r.hi).contains(&counted),
                            "{context}: {what} {counted}"
                        );
                    }
                }
                let n = givens(&line);
                let wanted = givens_asked.unwrap_or(Range::new(
                    17,
                    if goal == Goal::default() { 30 } else { 81 },
                ));
                assert!(
                    (wanted.lo..=wanted.hi).contains(&n),
                    "{context}: {n} givens"
                );
                if symmetric {
                    let b = line.as_bytes();
                    assert!(
                        (0..81).all(|k| (b[k] == b'.') == (b[80 - k] == b'.')),
                        "{context}: not symmetric"
                    );
                }
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle_and_other_seeds_others() {
    let goal = Goal {
        calls: Some(Range::new(500, 5_000)),
        ..Goal::default()
    };
    let make = || -> Vec<String> {
        (0..8)
            .map(|seed| {
                let made = generate(&Request {
                    goal,
                    ..Request::new(seed)
                })
                .expect("a puzzle");
                made.puzzle.to_line('.')
            })
            .collect()
    };
    let (made, again) = (make(), make());
    assert_eq!(made, again);
    let mut distinct = made.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), made.len(), "{made:?}");
    // A puzzle of a known seed, so that a change of the generator (or of a platform's
    // arithmetic) that changes what a seed names is seen.
    let (first, unique) = run(&made[0]);
    assert!(unique && (500..=5_000).contains(&(first.placements + 1)));
}

#[test]
fn impossible_requests_say_why() {
    let request = |goal, givens| Request {
        goal,
        givens,
        tries: 300,
        ..Request::new(1)
    };
    let givens = |lo, hi| Some(Range::new(lo, hi));
    assert_eq!(
        generate(&request(Goal::default(), givens(10, 16))),
        Err(GenerateError::Givens(Range::new(10, 16)))
    );
    assert!(matches!(
        generate(&request(Goal::default(), givens(82, 90))),
        Err(GenerateError::Givens(_))
    ));
    let reversed = Goal {
        steps: Some(Range::new(80, 20)),
        ..Goal::default()
    };
    assert!(matches!(
        generate(&request(reversed, None)),
        Err(GenerateError::EmptyRange { what: "steps", .. })
    ));
    // Two steps (a placement and the solution) need 80 givens.
    let two = Goal {
        steps: Some(Range::new(2, 2)),
        ..Goal::default()
    };
    let unmet = generate(&request(two, givens(17, 30)));
    assert!(
        matches!(unmet, Err(GenerateError::Unmet { tries: 300, .. })),
        "{unmet:?}"
    );
    let message = unmet.unwrap_err().to_string();
    assert!(
        message.contains("no puzzle found in 300 tries"),
        "{message}"
    );
}

/// The worst case's hunt: its best so far has one solution, its cost is what the recursion
/// counts, it only grows, and a seed and a number of candidates name it whatever the budgets
/// its work came in.
#[test]
fn the_hunt_for_a_worst_case_keeps_one_solution_and_only_grows() {
    const TRIES: u64 = 12;
    for seed in 1..=3 {
        let mut hunt = Hunt::new(seed);
        let mut in_one_go = Hunt::new(seed);
        let mut calls = 0;
        while hunt.tries() < TRIES {
            // Small budgets: a candidate's search runs over many of them.
            if hunt.work(1 << 16) {
                let best = hunt.best().expect("a best once one beat it");
                assert!(best.cost.calls > calls, "seed {seed}: the best shrank");
                calls = best.cost.calls;
            }
            assert!(hunt.tries() < TRIES || hunt.measuring() == 0);
        }
        while in_one_go.tries() < TRIES {
            in_one_go.work(u64::MAX);
        }
        let best = hunt.best().expect("a best after its tries");
        assert_eq!(Some(&best), in_one_go.best().as_ref(), "seed {seed}");
        let line = best.puzzle.to_line('.');
        let [(calls, _), ..] = checked(&best, &format!("seed {seed}: {line}"));
        // A start already makes the row-major search stray: its first row needs 9 to 1.
        assert!(calls > 100_000, "seed {seed}: {line}: {calls} calls");
    }
}

/// A search measured in budgets of steps: the same cost as the recursion's (calls, BOJ 12095
/// calls, take-backs, steps), whatever the budgets; a puzzle with no solution ends as such,
/// after as many steps as the player takes to its end.
#[test]
fn a_search_measured_in_budgets_costs_what_the_recursion_counts() {
    use sudoku_core::generate::{Measured, Measuring};
    use sudoku_core::grid::Grid;
    let mut lines = common::puzzle_lines("norvig_easy50.txt");
    lines.truncate(6);
    lines.extend(common::puzzle_lines("norvig_top95.txt").into_iter().take(4));
    for (i, line) in lines.iter().enumerate() {
        let (first, _) = run(line);
        let grid: Grid = line.parse().unwrap();
        // (Budgets of a step or a few only on the easy ones: hard ones take millions.)
        let budgets: &[u64] = if i < 6 {
            &[1, 7, 1000, u64::MAX]
        } else {
            &[1000, u64::MAX]
        };
        for &budget in budgets {
            let mut measuring = Measuring::new(&grid).unwrap();
            let mut rounds = 0u64;
            let end = loop {
                rounds += 1;
                if let Some(end) = measuring.work(budget) {
                    break end;
                }
                assert!(measuring.steps() <= rounds.saturating_mul(budget));
            };
            let Measured::Solved(cost) = end else {
                panic!("puzzle {i}: {end:?}");
            };
            assert_eq!(
                cost.calls,
                first.placements + 1,
                "puzzle {i}, budget {budget}"
            );
            assert_eq!(cost.boj_calls, first.calls, "puzzle {i}");
            assert_eq!(cost.backtracks, first.takebacks, "puzzle {i}");
            assert_eq!(cost.steps, steps(&first), "puzzle {i}");
            // Measured once: asking again changes nothing.
            assert_eq!(measuring.work(budget), Some(end));
        }
    }
    // Two 1s in row 1 cannot be searched; a board that clashes nowhere yet has no solution
    // ends (r1c9 can only be 9, which r2c9 holds).
    let clash: Grid = ("11".to_string() + &".".repeat(79)).parse().unwrap();
    assert!(Measuring::new(&clash).is_none());
    let none = "12345678.........9".to_string() + &".".repeat(63);
    let grid: Grid = none.parse().unwrap();
    let mut measuring = Measuring::new(&grid).unwrap();
    let end = measuring.work(u64::MAX).unwrap();
    assert!(
        matches!(end, Measured::NoSolution { steps } if steps == measuring.steps() && steps > 0),
        "{end:?}"
    );
    assert!(run(&none).0.solutions.is_empty());
}
