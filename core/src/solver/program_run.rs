//! What a watched propagating search keeps beside the engine ([`Watch`]): the board shown, the
//! turns of the program's `propagate` not shown yet, and the lines run
//! (`super::watch` steps it).

use super::program::{Program, Round, Segment};
use crate::grid::Grid;
use std::collections::VecDeque;

/// What a watched propagating search keeps beside the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Watch {
    /// The board as the steps so far have shown it.
    pub(super) shown: Grid,
    /// The turns of the `propagate` under way that no step has shown yet.
    pub(super) rounds: VecDeque<Round>,
    /// Lines run after the last step, which the next step's lines begin with.
    pub(super) ahead: Vec<Segment>,
    /// Whether the next `search()` lines start with a call's header (after the first
    /// `propagate`, or one on a branch's call line) or go on in its loop (after a take-back).
    pub(super) enter: bool,
    /// The lines the last step ran.
    pub(super) last: Vec<Segment>,
    /// The lines run so far.
    pub(super) lines: u64,
}

impl Watch {
    /// Before the first step: the givens filled, the first `propagate` called.
    pub fn new(givens: &Grid) -> Watch {
        let mut program = Program::from_givens(givens);
        Watch {
            shown: *givens,
            rounds: program.propagate().into(),
            ahead: vec![Segment::Propagate],
            enter: true,
            last: Vec::new(),
            lines: 0,
        }
    }

    /// Where every step from here on is the same (the lines run so far and the last step's
    /// aside).
    pub fn same_place(&self, other: &Watch) -> bool {
        (&self.shown, &self.rounds, &self.ahead, self.enter)
            == (&other.shown, &other.rounds, &other.ahead, other.enter)
    }

    pub fn shown(&self) -> Grid {
        self.shown
    }

    /// After a step that ends on `last` (a branch's fill, a take-back) and shows `shown`: the
    /// program's `propagate` from `program`, called on the line `call` (the branch's call
    /// line, which goes on to a new call of `search`, or the take-back's `if not propagate()`,
    /// which goes on in the loop).
    pub(super) fn propagate_after(
        &mut self,
        mut program: Program,
        last: Segment,
        call: Segment,
        shown: Grid,
    ) {
        self.last.push(last);
        self.rounds = program.propagate().into();
        self.enter = matches!(call, Segment::Call { .. });
        self.ahead = vec![call, Segment::Propagate];
        self.shown = shown;
    }

    /// The lines the last step ran, and all the lines run so far.
    pub fn lines(&self) -> (&[Segment], u64) {
        (&self.last, self.lines)
    }
}
