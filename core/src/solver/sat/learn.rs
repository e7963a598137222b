//! Learning from a conflict (the first-UIP clause, minimised, asserted where it forces its
//! literal), the variables' activity, and pruning what was learned.

use super::{Conflict, Lit, Reason, Solver, ACTIVITY_GROWTH};

impl Solver {
    /// Learns a clause from `conflict`, goes back to the level where it forces its first
    /// literal, and assigns it.
    pub(super) fn learn(&mut self, conflict: Conflict) {
        let (learnt, back_to) = self.analyze(conflict);
        self.backtrack(back_to);
        self.assert_clause(&learnt, true);
        self.bump *= ACTIVITY_GROWTH;
    }

    /// Adds `clause`, whose first literal has no value and whose others are false (its second
    /// of the highest level among them), and assigns the first.
    pub(super) fn assert_clause(&mut self, clause: &[Lit], learnt: bool) {
        match clause.len() {
            1 => self.assign(clause[0], Reason::None),
            2 => {
                self.add_binary(clause[0], clause[1]);
                self.assign(clause[0], Reason::Binary(clause[1]));
            }
            _ => {
                let lbd = self.block_distance(clause);
                let number = self.add_long(clause, learnt, lbd);
                self.assign(clause[0], Reason::Long(number));
            }
        }
    }

    /// The first-UIP clause of `conflict` (its first literal the one it forces, its second
    /// one of the highest level among the rest) and the level to go back to.
    pub(super) fn analyze(&mut self, conflict: Conflict) -> (Vec<Lit>, usize) {
        let current = self.limits.len() as u32;
        let mut learnt = vec![Lit(0)];
        let mut pending = 0usize;
        let mut index = self.trail.len();
        let mut reason_lits = self.conflict_lits(conflict);
        let uip = loop {
            for &lit in &reason_lits {
                let var = lit.var();
                if self.seen[var] || self.level[var] == 0 {
                    continue;
                }
                self.seen[var] = true;
                self.bump_var(var);
                if self.level[var] >= current {
                    pending += 1;
                } else {
                    learnt.push(lit);
                }
            }
            let lit = loop {
                index -= 1;
                if self.seen[self.trail[index].var()] {
                    break self.trail[index];
                }
            };
            self.seen[lit.var()] = false;
            pending -= 1;
            if pending == 0 {
                break lit;
            }
            reason_lits = self.reason_lits(lit);
        };
        learnt[0] = !uip;
        let before = learnt.clone();
        // Local minimisation: a literal implied by others of the clause adds nothing.
        let mut k = 1;
        while k < learnt.len() {
            if self.redundant(learnt[k]) {
                learnt.swap_remove(k);
            } else {
                k += 1;
            }
        }
        for lit in before {
            self.seen[lit.var()] = false;
        }
        let back_to = if learnt.len() == 1 {
            0
        } else {
            let highest = (1..learnt.len())
                .max_by_key(|&k| self.level[learnt[k].var()])
                .expect("two literals or more");
            learnt.swap(1, highest);
            self.level[learnt[1].var()] as usize
        };
        (learnt, back_to)
    }

    /// Whether every other literal of `lit`'s reason is in the clause being learned or fixed.
    pub(super) fn redundant(&self, lit: Lit) -> bool {
        match self.reason[lit.var()] {
            Reason::None => false,
            Reason::Binary(other) => self.seen[other.var()] || self.level[other.var()] == 0,
            Reason::Long(number) => {
                let clause = self.clauses[number as usize];
                self.lits[clause.start as usize + 1..(clause.start + clause.len) as usize]
                    .iter()
                    .all(|l| self.seen[l.var()] || self.level[l.var()] == 0)
            }
        }
    }

    pub(super) fn conflict_lits(&self, conflict: Conflict) -> Vec<Lit> {
        match conflict {
            Conflict::Binary(a, b) => vec![a, b],
            Conflict::Long(number) => self.clause_lits(number).to_vec(),
        }
    }

    /// The other literals of the clause that assigned `lit` (all false).
    pub(super) fn reason_lits(&self, lit: Lit) -> Vec<Lit> {
        match self.reason[lit.var()] {
            Reason::None => Vec::new(),
            Reason::Binary(other) => vec![other],
            Reason::Long(number) => self.clause_lits(number)[1..].to_vec(),
        }
    }

    pub(super) fn clause_lits(&self, number: u32) -> &[Lit] {
        let clause = self.clauses[number as usize];
        &self.lits[clause.start as usize..(clause.start + clause.len) as usize]
    }

    pub(super) fn block_distance(&self, lits: &[Lit]) -> u32 {
        let mut levels: Vec<u32> = lits.iter().map(|l| self.level[l.var()]).collect();
        levels.sort_unstable();
        levels.dedup();
        levels.len() as u32
    }

    pub(super) fn bump_var(&mut self, var: usize) {
        self.activity[var] += self.bump;
        if self.activity[var] > 1e100 {
            for a in &mut self.activity {
                *a *= 1e-100;
            }
            self.bump *= 1e-100;
        }
        self.order.raised(var, &self.activity);
    }

    /// Deletes the worse half of the learned clauses (highest block distance, oldest
    /// first), sparing the short ones and those that are a reason now, and lets the limit
    /// grow.
    pub(super) fn prune(&mut self) {
        let mut learnt: Vec<u32> = (0..self.clauses.len() as u32)
            .filter(|&n| {
                let c = self.clauses[n as usize];
                c.learnt && !c.deleted && c.lbd > 2 && !self.is_reason(n)
            })
            .collect();
        learnt.sort_by_key(|&n| (std::cmp::Reverse(self.clauses[n as usize].lbd), n));
        for &n in &learnt[..learnt.len() / 2] {
            self.clauses[n as usize].deleted = true;
            self.learnt_count -= 1;
        }
        self.learnt_limit += self.learnt_limit / 10;
    }

    pub(super) fn is_reason(&self, number: u32) -> bool {
        let first = self.clause_lits(number)[0];
        self.value(first) == 1 && matches!(self.reason[first.var()], Reason::Long(n) if n == number)
    }
}
