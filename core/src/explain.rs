//! What a step of the search did, in the program's terms: the line it ends on, every line it
//! ran on the way, and the digits the check turned down, each with the cell that holds it.
//!
//! Everything here is read from the state after the step, so any step the player reaches can
//! be explained without a history. For the classic search the state says it all: while a cell
//! is worked on, the cells before it keep their digits and the cells after it are empty, so
//! the digits its check refuses never change, and every digit below the one placed that the
//! check lets through was tried before and failed further down.

use crate::code::{Role, Roles};
pub use crate::grid::Unit;
use crate::grid::{Candidates, Cell, Digit, Grid};
use crate::solver::any_size::SquareStep;
use crate::solver::{Search, Step, Strategy};
use crate::trace::{below, last, StepLines};
use std::fmt;

/// Why the check refused `digit`: `by`, in the cell's `unit`, holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reason {
    pub digit: Digit,
    pub unit: Unit,
    pub by: Cell,
}

impl fmt::Display for Reason {
    /// `1: row 1 has it (r1c4)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} has it ({})",
            self.digit,
            self.unit.of(self.by),
            self.by
        )
    }
}

/// One step, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The line the step ends on (the one highlighted).
    pub line: Role,
    /// Every line the step ran, `line` included.
    pub ran: Roles,
    /// The cell the step worked on, if any.
    pub cell: Option<Cell>,
    /// The digits the check turned down during this step, in the order it tried them.
    pub rejected: Vec<Reason>,
    /// Classic: the digits tried in `cell` before this step, each of which failed further
    /// down.
    pub tried: Candidates,
    /// After a take-back: the digit the loop tries next, or `None` if the loop is over (the
    /// function returns false).
    pub next: Option<Digit>,
}

/// The line `step` ends on and the lines it ran, read from `search` just after it. Cheap:
/// the player asks it of every step while looking for a breakpoint.
pub fn lines(search: &Search, step: Step) -> Option<(Role, Roles)> {
    if search.strategy() != Strategy::Classic {
        let (line, end) = propagating_lines(step)?;
        // A watched propagating search knows every line its step ran.
        let ran = StepLines::of(search, step).map_or(end, |lines| lines.roles().union(end));
        return Some((line, ran));
    }
    let line = match step {
        Step::Place { .. } => Role::Place,
        Step::DeadEnd { .. } => Role::Fail,
        Step::Backtrack { .. } => Role::Undo,
        Step::Solution => Role::Print,
        // Only propagating searches deduce, only DLX runs out of places in a unit.
        Step::Deduce { .. } | Step::NoPlace { .. } | Step::Exhausted => return None,
    };
    Some((line, StepLines::of(search, step)?.roles()))
}

/// The lines a step of `strategy` can run, where a breakpoint can stop play: every marked line
/// of the classic and the propagating programs; for DLX, the lines its steps end on (a
/// breakpoint on another line would never stop anything).
pub fn lines_steps_run(strategy: Strategy) -> Roles {
    match strategy {
        Strategy::Classic => Roles::of(&Role::CLASSIC),
        Strategy::Lexicographic | Strategy::Fastest => Roles::of(&Role::PROPAGATING),
        Strategy::Dlx => Roles::of(&[
            Role::Place,
            Role::Deduce,
            Role::Check,
            Role::Undo,
            Role::Print,
        ]),
    }
}

/// The other strategies' steps are followed by the line each ends on (`programs/propagating/`:
/// a branch's fill, propagate's fill and its dead end, the restore; DLX's pseudocode alike).
fn propagating_lines(step: Step) -> Option<(Role, Roles)> {
    let line = match step {
        Step::Place { .. } => Role::Place,
        Step::DeadEnd { .. } | Step::NoPlace { .. } => Role::Check,
        Step::Backtrack { .. } => Role::Undo,
        Step::Deduce { .. } => Role::Deduce,
        Step::Solution => Role::Print,
        Step::Exhausted => return None,
    };
    Some((line, Roles::of(&[line])))
}

/// The line a step of a 16 x 16 search ends on, in the POJ 3076 program
/// ([`crate::code::Listing::square`], DLX's pseudocode's lines): a try on the placing line,
/// a constraint with no option left on its check, a take-back on the undo, a solution on the
/// print.
pub fn square_lines<const N: usize>(step: SquareStep<N>) -> Option<Role> {
    match step {
        SquareStep::Place { .. } => Some(Role::Place),
        SquareStep::DeadEnd { .. } => Some(Role::Check),
        SquareStep::Backtrack { .. } => Some(Role::Undo),
        SquareStep::Solution => Some(Role::Print),
        SquareStep::Exhausted => None,
    }
}

/// A step of a 16 x 16 search (the last one taken; `None` at the start) as the Code panel
/// follows it: the line it ends on, nothing more (the board and the narration say the rest).
pub fn explain_square<const N: usize>(step: Option<SquareStep<N>>) -> Option<Explanation> {
    let line = square_lines(step?)?;
    Some(Explanation {
        line,
        ran: Roles::of(&[line]),
        cell: None,
        rejected: Vec::new(),
        tried: Candidates::NONE,
        next: None,
    })
}

/// `step` (the last step taken; `None` at the start), explained from `search` just after it.
pub fn explain(search: &Search, step: Option<Step>) -> Option<Explanation> {
    let step = step?;
    let (line, ran) = lines(search, step)?;
    let mut explanation = Explanation {
        line,
        ran,
        cell: None,
        rejected: Vec::new(),
        tried: Candidates::NONE,
        next: None,
    };
    if search.strategy() != Strategy::Classic {
        explanation.cell = match step {
            Step::Place { cell, .. }
            | Step::Backtrack { cell, .. }
            | Step::DeadEnd { cell }
            | Step::Deduce { cell, .. } => Some(cell),
            Step::NoPlace { .. } | Step::Solution | Step::Exhausted => None,
        };
        return Some(explanation);
    }
    let grid = search.grid();
    match step {
        Step::Place { cell, digit } => {
            let open = search.open_digits(cell);
            let tried = below(open, digit);
            let from = last(tried).map_or(1, |d| d.get() + 1);
            explanation.cell = Some(cell);
            explanation.tried = tried;
            explanation.rejected = (from..digit.get())
                .filter_map(Digit::new)
                .filter_map(|d| reason(&grid, cell, d))
                .collect();
        }
        Step::DeadEnd { cell } => {
            explanation.cell = Some(cell);
            explanation.rejected = Digit::all()
                .filter_map(|d| reason(&grid, cell, d))
                .collect();
        }
        Step::Backtrack { cell, digit } => {
            let open = search.open_digits(cell);
            explanation.cell = Some(cell);
            explanation.tried = below(open, digit).with(digit);
            explanation.next = open.iter().find(|d| *d > digit);
        }
        Step::Deduce { .. } | Step::NoPlace { .. } | Step::Solution | Step::Exhausted => {}
    }
    Some(explanation)
}

/// Why the classic check refuses `digit` in `cell` on `grid`: the first holder of the digit
/// in the cell's row, then its column, then its box (the order the programs test them).
pub fn reason(grid: &Grid, cell: Cell, digit: Digit) -> Option<Reason> {
    Unit::ALL.into_iter().find_map(|unit| {
        let by = unit
            .of(cell)
            .cells()
            .find(|&o| o != cell && grid.get(o) == Some(digit))?;
        Some(Reason { digit, unit, by })
    })
}
