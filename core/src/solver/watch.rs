//! A watched propagating search ([`Search::watched`]): the engine's steps, with the program of
//! `programs/propagating/` run beside them ([`Program`]), so that each cell the program's
//! `propagate` fills is a step of its own, in the program's order, a dead end comes where the
//! program finds it, and each step knows the lines of the program it ran ([`Segment`]).
//!
//! The engine decides the branches (the same as the program's, as `core/tests/propagating_trace.rs`
//! checks) and keeps the positions to return to; the board shown is the program's.

use super::position::Position;
use super::program::{Program, Round, Segment, Stuck};
use super::program_run::Watch;
use super::search::{Deduction, Next, Search, Step};
use crate::grid::{Candidates, Cell, Digit, Grid, Unit};

impl Search {
    /// One step of a watched propagating search.
    pub(super) fn step_watched(&mut self) -> Step {
        let mut watch = self.watch.take().expect("a watched propagating search");
        watch.last = std::mem::take(&mut watch.ahead);
        let step = self.step_shown(&mut watch);
        watch.lines += watch.last.iter().map(|s| s.len()).sum::<u64>();
        self.watch = Some(watch);
        step
    }

    fn step_shown(&mut self, watch: &mut Watch) -> Step {
        while let Some(round) = watch.rounds.pop_front() {
            watch.last.push(Segment::Round(round));
            match round {
                Round::Fill { cell, digit } => {
                    let (cell, digit) = pair(cell, digit);
                    let why = why(&watch.shown, cell, digit);
                    watch.shown.set(cell, Some(digit));
                    return Step::Deduce { cell, digit, why };
                }
                Round::Narrowed => {}
                Round::Settled => break,
                Round::Dead(stuck) => {
                    debug_assert!(matches!(self.next, Next::Fail { .. }), "{:?}", self.next);
                    self.next = Next::Retreat;
                    return match stuck {
                        Stuck::NoDigit { cell } => Step::DeadEnd {
                            cell: Cell::new(cell as usize).expect("cells below 81"),
                        },
                        Stuck::NoPlace { unit, digit } => Step::NoPlace {
                            digit: Digit::new(digit).expect("digits 1-9"),
                            unit: super::program::unit_of(unit),
                        },
                    };
                }
            }
        }
        let depth = self.trail.len() as u8;
        let restored = (self.next == Next::Retreat)
            .then(|| self.snapshots.last().cloned())
            .flatten();
        let step = self.step_propagating();
        match step {
            Step::Place { cell, digit } => {
                let before = self.snapshots.last().expect("pushed with the branch");
                let (x, d) = (cell.index() as u8, digit.get());
                let enter = watch.enter;
                let mut program = Program::from_position(before);
                program.fill(cell.index(), d);
                let mut shown = before.to_grid();
                shown.set(cell, Some(digit));
                watch.propagate_after(
                    program,
                    Segment::Branch {
                        cell: x,
                        digit: d,
                        depth,
                        enter,
                    },
                    Segment::Call {
                        cell: x,
                        digit: d,
                        depth,
                    },
                    shown,
                );
                debug_assert_eq!(
                    matches!(watch.rounds.back(), Some(Round::Dead(_))),
                    matches!(self.next, Next::Fail { .. })
                );
            }
            Step::Backtrack { cell, digit } => {
                let before: Position = restored.expect("a branch to take back");
                let (x, d, depth) = (cell.index() as u8, digit.get(), depth - 1);
                let mut program = Program::from_position(&before);
                program.rule_out(cell.index(), d);
                let (undo, retry) = (
                    Segment::Undo {
                        cell: x,
                        digit: d,
                        depth,
                    },
                    Segment::Retry {
                        cell: x,
                        digit: d,
                        depth,
                    },
                );
                watch.propagate_after(program, undo, retry, before.to_grid());
            }
            Step::Solution => {
                watch.last.push(Segment::Solved {
                    depth,
                    enter: watch.enter,
                });
                watch.shown = self.position.to_grid();
            }
            Step::DeadEnd { .. } | Step::NoPlace { .. } | Step::Deduce { .. } | Step::Exhausted => {
            }
        }
        step
    }
}

fn pair(cell: u8, digit: u8) -> (Cell, Digit) {
    (
        Cell::new(cell as usize).expect("cells below 81"),
        Digit::new(digit).expect("digits 1-9"),
    )
}

/// Why `digit` is forced in `cell`, as the board shown says it: the cell's only candidate,
/// else the digit's only place in a unit, else neither shows (the program's `narrow` ruled
/// the others out).
fn why(shown: &Grid, cell: Cell, digit: Digit) -> Deduction {
    // The digits each unit holds on the board shown: a cell's candidates there are the
    // digits none of its three units holds.
    let mut held = [0u16; 27];
    for c in Cell::all() {
        if let Some(d) = shown.get(c) {
            for u in Position::units(c.index()) {
                held[u as usize] |= d.bit();
            }
        }
    }
    let candidates = |c: Cell| {
        let [r, k, b] = Position::units(c.index()).map(usize::from);
        Candidates::from_bits(!(held[r] | held[k] | held[b]))
    };
    if candidates(cell).len() == 1 {
        return Deduction::OnlyCandidate;
    }
    Unit::ALL
        .into_iter()
        .find(|&unit| {
            unit.of(cell).cells().all(|other| {
                other == cell || shown.get(other).is_some() || !candidates(other).contains(digit)
            })
        })
        .map_or(Deduction::Interactions, Deduction::OnlyPlace)
}
