//! DLX's steps on the 9 x 9 step machine: the dancing links search takes them, and the board
//! and the stack follow.

use super::any_size::{Constraint, SquareStep};
use super::search::{Choice, Next, Search, Step};
use crate::grid::{Cell, Digit, Unit};

impl Search {
    /// DLX: one step of the dancing links search, the board and the stack kept in step.
    pub(super) fn step_dlx(&mut self) -> Step {
        let dlx = self.dlx.as_mut().expect("a DLX search");
        match dlx.step() {
            SquareStep::Place { spot, symbol, .. } => {
                let (cell, digit) = (Cell::from(spot), Digit::from(symbol));
                self.position.set_digit(cell.index(), digit.get());
                self.trail.push((cell.index() as u8, digit.get()));
                Step::Place { cell, digit }
            }
            SquareStep::Backtrack { spot, symbol } => {
                let (cell, digit) = (Cell::from(spot), Digit::from(symbol));
                self.position.clear_digit(cell.index(), digit.get());
                self.trail.pop();
                Step::Backtrack { cell, digit }
            }
            SquareStep::DeadEnd { constraint } => match constraint {
                Constraint::Cell(spot) => Step::DeadEnd { cell: spot.into() },
                Constraint::Row(r, s) | Constraint::Column(r, s) | Constraint::Box(r, s) => {
                    let (unit, cell) = match constraint {
                        Constraint::Row(..) => (Unit::Row, Cell::at(r, 0)),
                        Constraint::Column(..) => (Unit::Column, Cell::at(0, r)),
                        _ => (Unit::Box, Cell::at(r / 3 * 3, r % 3 * 3)),
                    };
                    Step::NoPlace {
                        digit: s.into(),
                        unit: unit.of(cell.expect("a unit of the board")),
                    }
                }
            },
            SquareStep::Solution => Step::Solution,
            SquareStep::Exhausted => {
                self.next = Next::Done;
                Step::Exhausted
            }
        }
    }

    /// DLX only: the constraint chosen for the branch on top of the stack, its options and
    /// which one is tried.
    pub fn choice(&self) -> Option<Choice> {
        let (constraint, options, nth) = self.dlx.as_ref()?.choice()?;
        Some(Choice {
            constraint,
            options,
            nth,
        })
    }
}
