//! A small conflict-driven clause-learning (CDCL) SAT solver, asked again and again under
//! assumptions, keeping what it learned between questions.
//!
//! Why here: the smallest solution of a 16 x 16 board with many solutions is found cell by
//! cell, each cell asking "is there a solution with these cells fixed and a smaller symbol
//! here?" ([`super::smallest`]). Most answers are no, and a no is a proof. Dancing links prove
//! each no by a whole search of its own, and on sparse boards some took seconds (the POJ 3076
//! sample with its first 140 cells erased: 2.5 s). A clause learned while proving one no is
//! true of the board itself, so it cuts the next questions' searches too: the questions share
//! their work, as an incremental SAT solver's do.
//!
//! The design is MiniSat's (Eén and Sörensson, 2003), written anew: two watched literals for
//! long clauses, implication lists for binary ones (a board's "at most one" constraints are
//! nearly all of its clauses), first-UIP learning with local minimisation, VSIDS, phase
//! saving, Luby restarts, learned clauses pruned by their literal block distance, and
//! assumptions as the first decisions, so that what is learned never depends on them.

mod board;
mod heap;
mod learn;
mod propagate;
#[cfg(test)]
mod tests;

pub(crate) use board::{BoardClauses, Listed, Order};
use heap::Heap;

/// A variable (0-based) with a sign.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lit(u32);

impl Lit {
    /// Variable `var`, true if `positive`.
    pub const fn new(var: u32, positive: bool) -> Lit {
        Lit(var << 1 | !positive as u32)
    }
    pub const fn var(self) -> usize {
        (self.0 >> 1) as usize
    }
    pub const fn is_positive(self) -> bool {
        self.0 & 1 == 0
    }
    const fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;
    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

/// Why a variable holds its value.
#[derive(Clone, Copy, Debug)]
enum Reason {
    /// A decision (or an assumption), or a fact given at level 0.
    None,
    /// The binary clause (the literal assigned, `other`); `other` is false.
    Binary(Lit),
    /// A long clause, the literal assigned first in it.
    Long(u32),
}

/// A clause all of whose literals are false.
#[derive(Clone, Copy, Debug)]
enum Conflict {
    Binary(Lit, Lit),
    Long(u32),
}

/// A long clause: its literals in the arena.
#[derive(Clone, Copy, Debug)]
struct Clause {
    start: u32,
    len: u32,
    learnt: bool,
    deleted: bool,
    /// Literal block distance when learned: the decision levels among its literals.
    lbd: u32,
}

/// A long clause watching a literal, and a literal of it that, when true, spares a look.
#[derive(Clone, Copy, Debug)]
struct Watch {
    clause: u32,
    blocker: Lit,
}

/// Learned clauses kept at first before the worst half are pruned.
const FIRST_LEARNT_LIMIT: usize = 4_000;
/// Conflicts in Luby's unit restart interval.
const RESTART_UNIT: u64 = 64;
/// How much more each conflict's variables weigh than the last one's (VSIDS).
const ACTIVITY_GROWTH: f64 = 1.0 / 0.95;

/// The solver: add clauses, then [`Solver::solve`] under assumptions, as often as needed.
#[derive(Clone)]
pub struct Solver {
    /// Per variable: 1 true, -1 false, 0 not assigned.
    values: Vec<i8>,
    level: Vec<u32>,
    reason: Vec<Reason>,
    /// The literals assigned, in order.
    trail: Vec<Lit>,
    /// Where each decision level starts in the trail.
    limits: Vec<usize>,
    /// The first literal of the trail not yet propagated.
    head: usize,
    /// Per literal: the literals a binary clause makes true when it is true.
    implied: Vec<Vec<Lit>>,
    /// Per literal: the long clauses watching it (looked at when it becomes false).
    watches: Vec<Vec<Watch>>,
    lits: Vec<Lit>,
    clauses: Vec<Clause>,
    learnt_count: usize,
    learnt_limit: usize,
    activity: Vec<f64>,
    bump: f64,
    order: Heap,
    /// The value each variable last had (phase saving).
    phase: Vec<bool>,
    seen: Vec<bool>,
    /// False once the clauses are known unsatisfiable whatever is assumed.
    ok: bool,
    /// The values of the last model found.
    model: Vec<bool>,
    /// The literals decided first, in order ([`Solver::prefer`]); where each variable is in it.
    preferred: Vec<Lit>,
    place: Vec<usize>,
    /// No literal of `preferred` before this one is without a value.
    next_preferred: usize,
    /// The assumptions of the last question, whose levels are kept after it: the next
    /// question, which most often starts with the same ones, goes on from them.
    assumed: Vec<Lit>,
    conflicts: u64,
    decisions: u64,
}

impl Solver {
    /// A solver over `vars` variables and no clauses.
    pub fn new(vars: usize) -> Solver {
        Solver {
            values: vec![0; vars],
            level: vec![0; vars],
            reason: vec![Reason::None; vars],
            trail: Vec::with_capacity(vars),
            limits: Vec::new(),
            head: 0,
            implied: vec![Vec::new(); 2 * vars],
            watches: vec![Vec::new(); 2 * vars],
            lits: Vec::new(),
            clauses: Vec::new(),
            learnt_count: 0,
            learnt_limit: FIRST_LEARNT_LIMIT,
            activity: vec![0.0; vars],
            bump: 1.0,
            order: Heap::new(vars),
            phase: vec![false; vars],
            seen: vec![false; vars],
            ok: true,
            model: Vec::new(),
            assumed: Vec::new(),
            preferred: Vec::new(),
            place: vec![usize::MAX; vars],
            next_preferred: 0,
            conflicts: 0,
            decisions: 0,
        }
    }

    /// Conflicts met so far, over every question.
    #[cfg(test)]
    pub fn conflicts(&self) -> u64 {
        self.conflicts
    }

    /// Adds a clause (between questions). An empty clause, or one false with what is known,
    /// makes every later question's answer no.
    pub fn add_clause(&mut self, clause: &[Lit]) {
        self.backtrack(0);
        if !self.ok {
            return;
        }
        let mut lits: Vec<Lit> = Vec::with_capacity(clause.len());
        for &lit in clause {
            match self.value(lit) {
                1 => return,
                -1 => {}
                _ if lits.contains(&!lit) => return,
                _ if !lits.contains(&lit) => lits.push(lit),
                _ => {}
            }
        }
        match lits.len() {
            0 => self.ok = false,
            1 => {
                self.assign(lits[0], Reason::None);
                self.ok = self.propagate().is_none();
            }
            2 => self.add_binary(lits[0], lits[1]),
            _ => {
                self.add_long(&lits, false, 0);
            }
        }
    }

    /// Whether the clauses hold with every literal of `assumptions` true; if they do, the
    /// values are [`Solver::model`]'s.
    pub fn solve(&mut self, assumptions: &[Lit]) -> bool {
        self.solve_within(assumptions, u64::MAX)
            .expect("a question without a limit is answered")
    }

    /// As [`Solver::solve`], giving up (`None`) after `limit` conflicts.
    pub fn solve_within(&mut self, assumptions: &[Lit], limit: u64) -> Option<bool> {
        self.run(assumptions, limit, |_| false)
    }

    /// Finds models one after another, each new, with no assumptions, calling `visit` with the
    /// solver after each (read it with [`Solver::model_value`]) until `visit` says stop:
    /// `Some(true)` then, `Some(false)` when no model is left, `None` after `limit` conflicts.
    /// The models found stay excluded: each is excluded by a clause made of its decisions
    /// negated (its other values follow from them), asserted as a learned clause is, so the
    /// search goes on from there; with [`Solver::prefer`]'s order they come greatest first.
    pub fn enumerate(
        &mut self,
        limit: u64,
        mut visit: impl FnMut(&Solver) -> bool,
    ) -> Option<bool> {
        self.run(&[], limit, |solver| {
            // Excluded even when it is the last one wanted, so that no later listing counts
            // it again.
            let go_on = visit(solver);
            solver.exclude_model() && go_on
        })
    }

    /// Decisions made so far, over every question: the tries of the search.
    pub fn decisions(&self) -> u64 {
        self.decisions
    }

    /// The search: propagates, learns from conflicts, restarts, decides; at a model, asks
    /// `more` whether to go on (it must have excluded the model then).
    fn run(
        &mut self,
        assumptions: &[Lit],
        limit: u64,
        mut more: impl FnMut(&mut Solver) -> bool,
    ) -> Option<bool> {
        if !self.ok {
            return Some(false);
        }
        // Level i + 1 holds assumption i: keep the levels of the assumptions this question
        // shares with the last one.
        let shared = self
            .assumed
            .iter()
            .zip(assumptions)
            .take_while(|(a, b)| a == b)
            .count();
        self.backtrack(shared);
        let (mut restarts, mut left) = (0u32, limit);
        let mut budget = luby(restarts) * RESTART_UNIT;
        let found = loop {
            if let Some(conflict) = self.propagate() {
                self.conflicts += 1;
                if self.limits.is_empty() {
                    self.ok = false;
                    break Some(false);
                }
                self.learn(conflict);
                budget = budget.saturating_sub(1);
                left = left.saturating_sub(1);
                if left == 0 {
                    break None;
                }
                continue;
            }
            if budget == 0 {
                restarts += 1;
                budget = luby(restarts) * RESTART_UNIT;
                // The assumptions' levels would be made again as they are.
                self.backtrack(assumptions.len());
                continue;
            }
            if self.learnt_count >= self.learnt_limit + self.trail.len() {
                self.prune();
            }
            match self.decide(assumptions) {
                Decision::Assumed => {}
                Decision::Refused => break Some(false),
                Decision::Model => {
                    self.model = self.values.iter().map(|&v| v > 0).collect();
                    if !more(self) {
                        break Some(self.ok);
                    }
                }
            }
        };
        self.backtrack(assumptions.len());
        self.assumed = assumptions.to_vec();
        found
    }

    /// Excludes the model on the trail by its decisions negated (one literal a level, all
    /// false), asserting the last one's negation at the level before it as a learned clause
    /// is asserted. False when there was no decision: that model was the last.
    fn exclude_model(&mut self) -> bool {
        let clause: Vec<Lit> = self
            .limits
            .iter()
            .rev()
            .map(|&at| !self.trail[at])
            .collect();
        if clause.is_empty() {
            self.ok = false;
            return false;
        }
        let back_to = clause.len() - 1;
        self.backtrack(back_to);
        self.assert_clause(&clause, false);
        true
    }

    /// Decides, after the assumptions, the first literal of `order` whose variable has no
    /// value yet, true (VSIDS decides what `order` leaves out). Then the first model found is
    /// the greatest in `order` (true above false, the first literal weighing most): a
    /// literal false in it is false by a chain of implications from the assumptions and the
    /// literals decided before it, all of which come earlier in `order`, so any model that
    /// agrees with it up there has it false too. An empty `order` gives the decisions back
    /// to VSIDS.
    pub fn prefer(&mut self, order: Vec<Lit>) {
        self.place = vec![usize::MAX; self.values.len()];
        for (at, lit) in order.iter().enumerate() {
            self.place[lit.var()] = at;
        }
        self.preferred = order;
        self.next_preferred = 0;
    }

    /// The value of variable `var` in the last model found.
    pub fn model_value(&self, var: usize) -> bool {
        self.model[var]
    }

    /// Opens a decision level with the next assumption, or else the most active variable
    /// (its last value first).
    fn decide(&mut self, assumptions: &[Lit]) -> Decision {
        while let Some(&lit) = assumptions.get(self.limits.len()) {
            match self.value(lit) {
                // Already so: an empty level keeps the levels and the assumptions in step.
                1 => self.limits.push(self.trail.len()),
                -1 => return Decision::Refused,
                _ => {
                    self.limits.push(self.trail.len());
                    self.assign(lit, Reason::None);
                    return Decision::Assumed;
                }
            }
        }
        while let Some(&lit) = self.preferred.get(self.next_preferred) {
            self.next_preferred += 1;
            if self.values[lit.var()] == 0 {
                self.decisions += 1;
                self.limits.push(self.trail.len());
                self.assign(lit, Reason::None);
                return Decision::Assumed;
            }
        }
        while let Some(var) = self.order.pop(&self.activity) {
            if self.values[var] == 0 {
                self.decisions += 1;
                self.limits.push(self.trail.len());
                self.assign(Lit::new(var as u32, self.phase[var]), Reason::None);
                return Decision::Assumed;
            }
        }
        Decision::Model
    }
}

/// What [`Solver::decide`] did.
enum Decision {
    /// A new level, with a literal assigned.
    Assumed,
    /// An assumption is false.
    Refused,
    /// Every variable has a value that satisfies every clause.
    Model,
}

fn literal_value(values: &[i8], lit: Lit) -> i8 {
    let value = values[lit.var()];
    if lit.is_positive() {
        value
    } else {
        -value
    }
}

/// The `i`-th term (from 0) of Luby's sequence 1, 1, 2, 1, 1, 2, 4, 1, ...
fn luby(i: u32) -> u64 {
    let mut i = u64::from(i) + 1;
    loop {
        // The smallest k with i <= 2^k - 1.
        let k = 64 - i.leading_zeros();
        if i == (1u64 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}
