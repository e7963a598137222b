//! An exercise under way: the learner's moves, each judged at once or all at the end, and the
//! score.

use super::Grading;
use crate::code::{Role, Roles};
use crate::exercise::{Exercise, Mark, Mistake, Move};
use crate::explain::Explanation;
use crate::grid::{Candidates, Grid};
use crate::player::Judged;
use crate::solver::Step;

/// The last move and how it went (graded at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Said {
    Right(Step),
    Wrong(Move, Mistake),
    /// The program's step, made for the learner.
    Fixed(Step),
}

/// An exercise under way or just graded.
#[derive(Clone)]
pub(crate) struct Running {
    pub exercise: Exercise,
    pub grading: Grading,
    /// Steps to perform: the length, or fewer when the solution comes first.
    pub steps: u32,
    /// Graded at the end: the learner's board and moves, and their marks once graded.
    pub own: Grid,
    pub moves: Vec<Move>,
    pub marks: Option<Vec<Mark>>,
    /// Graded at once: the last move's verdict, whether this step went wrong before, and the
    /// steps right at the first move, right after another try, and fixed.
    pub said: Option<Said>,
    missed: bool,
    pub right: u32,
    pub retried: u32,
    pub fixed: u32,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Running")
            .field("grading", &self.grading)
            .field("done", &self.exercise.done())
            .field("moves", &self.moves.len())
            .finish_non_exhaustive()
    }
}

impl Running {
    /// The board drawn: the learner's, and, graded at once, the last step made on it and what
    /// it did in the program's terms (its line, the digits refused and their holders); after a
    /// wrong digit, the cell it was typed in with the cell whose digit refuses it.
    pub fn drawn(&self) -> (Grid, Option<Step>, Option<Explanation>) {
        if self.grading == Grading::AtEnd {
            // The learner's own board: what the program did there is not shown.
            return (self.own, None, None);
        }
        let clash = match self.said {
            Some(Said::Wrong(
                Move::Place { cell, .. },
                Mistake::Digit {
                    judged: Judged::Refused(reason),
                    ..
                }
                | Mistake::TakeBackDue {
                    guess: Some(Judged::Refused(reason)),
                    ..
                },
            )) => Some(Explanation {
                line: Role::Check,
                ran: Roles::NONE,
                cell: Some(cell),
                rejected: vec![reason],
                tried: Candidates::NONE,
                next: None,
            }),
            _ => None,
        };
        let explanation = clash.or_else(|| self.exercise.explanation());
        (self.exercise.grid(), self.exercise.last(), explanation)
    }

    /// What the program's last step did, for the Code panel: graded at once only (at the end,
    /// the learner's board is theirs, and the program's steps are not shown until graded).
    pub fn program_explanation(&self) -> Option<Explanation> {
        match self.grading {
            Grading::EachMove => self.exercise.explanation(),
            Grading::AtEnd => None,
        }
    }

    pub(super) fn new(exercise: Exercise, grading: Grading) -> Running {
        Running {
            steps: exercise.steps(),
            own: exercise.first_grid(),
            exercise,
            grading,
            moves: Vec::new(),
            marks: None,
            said: None,
            missed: false,
            right: 0,
            retried: 0,
            fixed: 0,
        }
    }

    /// Whether every step is performed (graded at once) or graded (at the end).
    pub fn is_over(&self) -> bool {
        match self.grading {
            Grading::EachMove => self.exercise.is_over(),
            Grading::AtEnd => self.marks.is_some(),
        }
    }

    /// The board the learner sees.
    pub fn board(&self) -> Grid {
        match self.grading {
            Grading::EachMove => self.exercise.grid(),
            Grading::AtEnd => self.own,
        }
    }

    pub(super) fn play(&mut self, mv: Move) -> bool {
        if self.is_over() {
            return false;
        }
        match self.grading {
            Grading::EachMove => match self.exercise.check(mv) {
                Ok(()) => {
                    if let Some(step) = self.exercise.advance() {
                        if self.missed {
                            self.retried += 1;
                        } else {
                            self.right += 1;
                        }
                        self.missed = false;
                        self.said = Some(Said::Right(step));
                    }
                }
                Err(mistake) => {
                    self.missed = true;
                    self.said = Some(Said::Wrong(mv, mistake));
                }
            },
            Grading::AtEnd => {
                self.exercise.apply(&mut self.own, mv);
                self.moves.push(mv);
                if self.moves.len() >= self.steps as usize {
                    self.grade();
                }
            }
        }
        true
    }

    pub(super) fn fix(&mut self) -> bool {
        if !matches!(self.said, Some(Said::Wrong(..))) {
            return false;
        }
        let Some(step) = self.exercise.advance() else {
            return false;
        };
        self.fixed += 1;
        self.missed = false;
        self.said = Some(Said::Fixed(step));
        true
    }

    pub(super) fn grade(&mut self) -> bool {
        if self.grading != Grading::AtEnd || self.marks.is_some() {
            return false;
        }
        let marks = self.exercise.grade(&self.moves);
        self.right = marks.iter().filter(|&&m| m == Mark::Right).count() as u32;
        self.marks = Some(marks);
        true
    }
}
