//! The solver against brute force: random formulas over few variables, asked under random
//! assumptions one after another on the same solver (so what it learned carries over), each
//! answer checked by trying every assignment, each model checked against the clauses.

use super::*;
use crate::rng::Rng;

fn holds(lit: Lit, assignment: u32) -> bool {
    (assignment >> lit.var() & 1 == 1) == lit.is_positive()
}

fn satisfies(clauses: &[Vec<Lit>], assumptions: &[Lit], assignment: u32) -> bool {
    clauses
        .iter()
        .all(|c| c.iter().any(|&l| holds(l, assignment)))
        && assumptions.iter().all(|&l| holds(l, assignment))
}

fn brute_force(vars: usize, clauses: &[Vec<Lit>], assumptions: &[Lit]) -> bool {
    (0..1u32 << vars).any(|a| satisfies(clauses, assumptions, a))
}

fn random_lit(rng: &mut Rng, vars: usize) -> Lit {
    Lit::new(rng.below(vars) as u32, rng.below(2) == 0)
}

#[test]
fn answers_as_brute_force_does_under_assumptions_asked_in_turn() {
    let mut rng = Rng::new(7);
    let (mut yes, mut no) = (0, 0);
    for _ in 0..400 {
        let vars = 5 + rng.below(12);
        // Mostly three literals, near the 3-SAT threshold (4.26 clauses a variable), so both
        // answers come; some binary and some long clauses.
        let count = vars * 7 / 2 + rng.below(vars + 1);
        let clauses: Vec<Vec<Lit>> = (0..count)
            .map(|_| {
                let len = [2, 3, 3, 3, 3, 3, 3, 4, 4, 5][rng.below(10)];
                (0..len).map(|_| random_lit(&mut rng, vars)).collect()
            })
            .collect();
        let mut solver = Solver::new(vars);
        // Half the formulas with learned clauses pruned all the time.
        if rng.below(2) == 0 {
            solver.learnt_limit = 1;
        }
        for clause in &clauses {
            solver.add_clause(clause);
        }
        let mut assumptions: Vec<Lit> = Vec::new();
        for _ in 0..6 {
            // Often the last question's assumptions, cut and extended (the solver keeps their
            // levels), else new ones.
            let kept = if rng.below(3) == 0 {
                0
            } else {
                rng.below(assumptions.len() + 1)
            };
            assumptions.truncate(kept);
            for _ in 0..rng.below(4) {
                assumptions.push(random_lit(&mut rng, vars));
            }
            let expected = brute_force(vars, &clauses, &assumptions);
            let found = solver.solve(&assumptions);
            assert_eq!(found, expected, "{clauses:?} under {assumptions:?}");
            if found {
                let model = (0..vars).fold(0u32, |a, v| a | u32::from(solver.model_value(v)) << v);
                assert!(satisfies(&clauses, &assumptions, model));
                yes += 1;
            } else {
                no += 1;
            }
        }
    }
    assert!(
        yes > 300 && no > 300,
        "{yes} yes and {no} no: not both kinds tested"
    );
}

#[test]
fn proves_the_pigeonhole_principle() {
    for learnt_limit in [FIRST_LEARNT_LIMIT, 8] {
        let solver = pigeonhole(learnt_limit);
        assert!(
            solver.conflicts() > 1_000,
            "{} conflicts: restarts and pruning not reached",
            solver.conflicts()
        );
    }
}

/// Eight pigeons, seven holes: no way, and no easy way to see it (exponential for resolution,
/// but small enough here); answered twice.
fn pigeonhole(learnt_limit: usize) -> Solver {
    let (pigeons, holes) = (8, 7);
    let var = |p: usize, h: usize| (p * holes + h) as u32;
    let mut solver = Solver::new(pigeons * holes);
    solver.learnt_limit = learnt_limit;
    for p in 0..pigeons {
        let clause: Vec<Lit> = (0..holes).map(|h| Lit::new(var(p, h), true)).collect();
        solver.add_clause(&clause);
    }
    for h in 0..holes {
        for p in 0..pigeons {
            for q in p + 1..pigeons {
                solver.add_clause(&[Lit::new(var(p, h), false), Lit::new(var(q, h), false)]);
            }
        }
    }
    assert!(!solver.solve(&[]));
    assert!(!solver.solve(&[Lit::new(0, true)]), "no stays no");
    solver
}

#[test]
fn a_refused_assumption_leaves_the_clauses_as_they_were() {
    // x0 -> x1 -> x2 (three binaries and a long clause); assuming x0 and not x2 fails, and
    // then assuming nothing still succeeds.
    let mut solver = Solver::new(4);
    solver.add_clause(&[Lit::new(0, false), Lit::new(1, true)]);
    solver.add_clause(&[Lit::new(1, false), Lit::new(2, true)]);
    solver.add_clause(&[Lit::new(0, false), Lit::new(2, true), Lit::new(3, true)]);
    assert!(!solver.solve(&[Lit::new(0, true), Lit::new(2, false)]));
    assert!(solver.solve(&[]));
    assert!(solver.solve(&[Lit::new(0, true)]));
    assert!(solver.model_value(1) && solver.model_value(2));
}

#[test]
fn an_empty_or_contradicted_clause_makes_every_answer_no() {
    let mut solver = Solver::new(2);
    solver.add_clause(&[Lit::new(0, true)]);
    solver.add_clause(&[Lit::new(0, false)]);
    assert!(!solver.solve(&[]));
    let mut empty = Solver::new(1);
    empty.add_clause(&[]);
    assert!(!empty.solve(&[]));
}

#[test]
fn luby_sequence() {
    let first: Vec<u64> = (0..15).map(luby).collect();
    assert_eq!(first, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
}

/// A random formula over `vars` variables near the 3-SAT threshold.
fn random_formula(rng: &mut Rng, vars: usize) -> Vec<Vec<Lit>> {
    let count = vars * 3 + rng.below(vars);
    (0..count)
        .map(|_| {
            let len = [2, 3, 3, 3, 4][rng.below(5)];
            (0..len).map(|_| random_lit(rng, vars)).collect()
        })
        .collect()
}

#[test]
fn lists_every_model_once_in_pieces() {
    // Models asked for a few at a time, each listing going on from the last: every model
    // once, as brute force finds them; with an order preferred, greatest first.
    let mut rng = Rng::new(11);
    let mut listed_total = 0;
    for round in 0..300 {
        let vars = 4 + rng.below(9);
        let clauses = random_formula(&mut rng, vars);
        let mut solver = Solver::new(vars);
        for clause in &clauses {
            solver.add_clause(clause);
        }
        // Half the rounds in an order of their own: each variable once, with a sign.
        let mut order: Vec<Lit> = (0..vars as u32)
            .map(|v| Lit::new(v, rng.below(2) == 0))
            .collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let ordered = round % 2 == 0;
        let mut models: Vec<u32> = Vec::new();
        loop {
            if ordered {
                solver.prefer(order.clone());
            }
            let (mut taken, piece) = (0, 1 + rng.below(3));
            let ended = solver.enumerate(u64::MAX, |s| {
                models.push((0..vars).fold(0, |a, v| a | u32::from(s.model_value(v)) << v));
                taken += 1;
                taken < piece
            });
            solver.prefer(Vec::new());
            if ended == Some(false) {
                break;
            }
        }
        let mut expected: Vec<u32> = (0..1u32 << vars)
            .filter(|&a| satisfies(&clauses, &[], a))
            .collect();
        if ordered {
            // Greatest first: the first literal of the order weighs most, true above false.
            let key = |a: u32| -> Vec<bool> { order.iter().map(|&l| !holds(l, a)).collect() };
            let keys: Vec<Vec<bool>> = models.iter().map(|&m| key(m)).collect();
            assert!(
                keys.windows(2).all(|w| w[0] < w[1]),
                "round {round}: not greatest first"
            );
        }
        listed_total += models.len();
        models.sort_unstable();
        expected.sort_unstable();
        assert_eq!(models, expected, "round {round}: {clauses:?}");
    }
    assert!(listed_total > 300, "only {listed_total} models listed");
}
