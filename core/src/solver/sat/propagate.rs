//! Assigning and propagating: the trail, the binary implications, the two watched literals
//! of long clauses, and going back.

use super::{literal_value, Clause, Conflict, Lit, Reason, Solver, Watch};

impl Solver {
    /// -1, 0 or 1: the value of `lit`.
    pub(super) fn value(&self, lit: Lit) -> i8 {
        literal_value(&self.values, lit)
    }

    pub(super) fn assign(&mut self, lit: Lit, reason: Reason) {
        let var = lit.var();
        self.values[var] = if lit.is_positive() { 1 } else { -1 };
        self.level[var] = self.limits.len() as u32;
        self.reason[var] = reason;
        self.trail.push(lit);
    }

    pub(super) fn add_binary(&mut self, a: Lit, b: Lit) {
        self.implied[(!a).index()].push(b);
        self.implied[(!b).index()].push(a);
    }

    /// Adds a clause of three or more literals, watching its first two; returns its number.
    pub(super) fn add_long(&mut self, lits: &[Lit], learnt: bool, lbd: u32) -> u32 {
        let number = self.clauses.len() as u32;
        self.clauses.push(Clause {
            start: self.lits.len() as u32,
            len: lits.len() as u32,
            learnt,
            deleted: false,
            lbd,
        });
        self.lits.extend_from_slice(lits);
        self.watches[lits[0].index()].push(Watch {
            clause: number,
            blocker: lits[1],
        });
        self.watches[lits[1].index()].push(Watch {
            clause: number,
            blocker: lits[0],
        });
        if learnt {
            self.learnt_count += 1;
        }
        number
    }

    /// Assigns what the clauses force; returns a clause left with every literal false.
    pub(super) fn propagate(&mut self) -> Option<Conflict> {
        while let Some(&lit) = self.trail.get(self.head) {
            self.head += 1;
            for k in 0..self.implied[lit.index()].len() {
                let other = self.implied[lit.index()][k];
                match self.value(other) {
                    1 => {}
                    -1 => return Some(Conflict::Binary(other, !lit)),
                    _ => self.assign(other, Reason::Binary(!lit)),
                }
            }
            if let Some(conflict) = self.propagate_long(!lit) {
                return Some(conflict);
            }
        }
        None
    }

    /// Looks at the long clauses watching `falsified`, which has just become false: each
    /// watches another literal that is not false, or forces its other watched literal, or is
    /// a conflict.
    pub(super) fn propagate_long(&mut self, falsified: Lit) -> Option<Conflict> {
        let mut watches = std::mem::take(&mut self.watches[falsified.index()]);
        let (mut kept, mut conflict) = (0, None);
        let mut i = 0;
        while i < watches.len() {
            let watch = watches[i];
            i += 1;
            if literal_value(&self.values, watch.blocker) == 1 {
                watches[kept] = watch;
                kept += 1;
                continue;
            }
            let clause = self.clauses[watch.clause as usize];
            if clause.deleted {
                continue;
            }
            let lits = &mut self.lits[clause.start as usize..(clause.start + clause.len) as usize];
            if lits[0] == falsified {
                lits.swap(0, 1);
            }
            let first = lits[0];
            let keep = Watch {
                clause: watch.clause,
                blocker: first,
            };
            if literal_value(&self.values, first) == 1 {
                watches[kept] = keep;
                kept += 1;
                continue;
            }
            if let Some(k) = (2..lits.len()).find(|&k| literal_value(&self.values, lits[k]) != -1) {
                lits.swap(1, k);
                self.watches[lits[1].index()].push(keep);
                continue;
            }
            watches[kept] = keep;
            kept += 1;
            if literal_value(&self.values, first) == -1 {
                conflict = Some(Conflict::Long(watch.clause));
                while i < watches.len() {
                    watches[kept] = watches[i];
                    kept += 1;
                    i += 1;
                }
            } else {
                self.assign(first, Reason::Long(watch.clause));
            }
        }
        watches.truncate(kept);
        self.watches[falsified.index()] = watches;
        conflict
    }

    /// Undoes every level above `level`.
    pub(super) fn backtrack(&mut self, level: usize) {
        let Some(&start) = self.limits.get(level) else {
            return;
        };
        for lit in self.trail.drain(start..) {
            let var = lit.var();
            self.values[var] = 0;
            self.phase[var] = lit.is_positive();
            self.reason[var] = Reason::None;
            self.order.insert(var, &self.activity);
            self.next_preferred = self.next_preferred.min(self.place[var]);
        }
        self.limits.truncate(level);
        self.head = self.trail.len();
    }
}
