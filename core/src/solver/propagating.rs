//! The propagating strategies' step (lexicographic and fastest): branch on a cell and
//! propagate; to take a branch back, restore the position from before it and rule its digit out.

use super::position::Contradiction;
use super::position::Position;
use super::search::{backtrack, dead_end, place, Deduction, Next, Search, Step};
use super::strategy::Strategy;
use crate::grid::{Candidates, Cell, Digit, Unit};

impl Search {
    /// One step of [`Strategy::Lexicographic`] or [`Strategy::Fastest`].
    pub(super) fn step_propagating(&mut self) -> Step {
        if !self.pending.is_empty() {
            return self.reveal();
        }
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
                if self.watched {
                    let before = self.snapshots.last().expect("pushed above");
                    let mut filled = self.position.filled_since(before);
                    filled.retain(|&c| c as usize != cell);
                    self.hold(filled);
                }
                place(cell as u8, digit)
            }
            Next::Fail { cell } => {
                self.next = Next::Retreat;
                self.failed.clear();
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
                let before = self.watched.then(|| self.position.clone());
                self.next = match self.position.eliminate(cell as usize, digit) {
                    Ok(()) => Next::Descend,
                    Err(Contradiction(at)) => Next::Fail { cell: at },
                };
                // As after a try: a digit the rule-out forces in the cell taken back comes
                // after the take-back, not with it.
                if let Some(before) = before {
                    let filled = self.position.filled_since(&before);
                    self.hold(filled);
                }
                backtrack(cell, digit)
            }
            Next::Retry { .. } | Next::Done => {
                self.next = Next::Done;
                Step::Exhausted
            }
        }
    }

    /// Holds back the cells the propagation after a try or a take-back `filled`: shown one step
    /// each where it succeeded, all at once with the dead end where it failed. (Shown with the
    /// try, they came onto the board with no step saying them, and a take-back of 6 showed the
    /// 9 its failed propagation put in the same cell.)
    fn hold(&mut self, filled: Vec<u8>) {
        if self.next == Next::Descend {
            self.pending = filled;
        } else {
            self.failed = filled;
        }
    }

    /// Shows the next deduction not shown yet, with the simplest reason the board shown gives
    /// for it: a cell with one candidate left first, then a digit with one place left in a
    /// unit; what neither explains came from box-line interactions.
    fn reveal(&mut self) -> Step {
        let shown = self.grid();
        // The digits each unit holds on the board shown, once: a cell's candidates there are
        // the digits none of its three units holds.
        let mut held = [0u16; 27];
        for cell in Cell::all() {
            if let Some(digit) = shown.get(cell) {
                for u in Position::units(cell.index()) {
                    held[u as usize] |= digit.bit();
                }
            }
        }
        let candidates = |cell: Cell| {
            let [r, c, b] = Position::units(cell.index()).map(usize::from);
            Candidates::from_bits(!(held[r] | held[c] | held[b]))
        };
        let cell_of = |c: u8| Cell::new(c as usize).expect("cells below 81");
        let digit_of = |c: u8| Digit::new(self.position.digits[c as usize]).expect("filled");
        let only_candidate = self
            .pending
            .iter()
            .position(|&c| candidates(cell_of(c)).len() == 1);
        let only_place = || {
            self.pending.iter().enumerate().find_map(|(i, &c)| {
                let (cell, digit) = (cell_of(c), digit_of(c));
                Unit::ALL
                    .into_iter()
                    .find(|&unit| {
                        unit.of(cell).cells().all(|other| {
                            other == cell
                                || shown.get(other).is_some()
                                || !candidates(other).contains(digit)
                        })
                    })
                    .map(|unit| (i, Deduction::OnlyPlace(unit)))
            })
        };
        let (index, why) = match only_candidate {
            Some(i) => (i, Deduction::OnlyCandidate),
            None => only_place().unwrap_or((0, Deduction::Interactions)),
        };
        let c = self.pending.remove(index);
        Step::Deduce {
            cell: cell_of(c),
            digit: digit_of(c),
            why,
        }
    }
}
