//! The propagating strategies' step (lexicographic and fastest): branch on a cell and
//! propagate; to take a branch back, restore the position from before it and rule its digit out.

use super::position::Contradiction;
use super::search::{backtrack, dead_end, place, Next, Search, Step};
use super::strategy::Strategy;

impl Search {
    /// One step of [`Strategy::Lexicographic`] or [`Strategy::Fastest`].
    pub(super) fn step_propagating(&mut self) -> Step {
        match self.next {
            Next::Descend => {
                if self.position.is_full() {
                    self.next = Next::Retreat;
                    return Step::Solution;
                }
                let fewest = self.strategy == Strategy::Fastest;
                let (cell, candidates) = self.position.branch_cell(fewest);
                let digit = candidates.trailing_zeros() as u8 + 1;
                self.snapshots.push(self.position.clone());
                self.trail.push((cell as u8, digit));
                self.next = match self.position.assign(cell, digit) {
                    Ok(()) => {
                        self.calls += 1;
                        Next::Descend
                    }
                    Err(Contradiction(at)) => Next::Fail { cell: at },
                };
                place(cell as u8, digit)
            }
            Next::Fail { cell } => {
                self.next = Next::Retreat;
                dead_end(cell)
            }
            Next::Retreat => {
                let (Some((cell, digit)), Some(position)) =
                    (self.trail.pop(), self.snapshots.pop())
                else {
                    self.next = Next::Done;
                    return Step::Exhausted;
                };
                self.position = position;
                self.next = match self.position.eliminate(cell as usize, digit) {
                    Ok(()) => Next::Descend,
                    Err(Contradiction(at)) => Next::Fail { cell: at },
                };
                backtrack(cell, digit)
            }
            Next::Retry { .. } | Next::Done => {
                self.next = Next::Done;
                Step::Exhausted
            }
        }
    }
}
