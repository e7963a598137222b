//! Be the solver: the learner performs the classic program's steps on the board (types the
//! digit it places, takes a digit back, says "dead end"), and each move is judged against what
//! the program does next, with the reason when it is not that.
//!
//! The program's steps come from the search itself, from any of its states (step 0 of a
//! small puzzle, or step 37,000,000 of the adversary), so no exercise is written by hand.
//! Two ways of grading: each move at once ([`Exercise::check`], then [`Exercise::advance`]),
//! or all at the end on the learner's own board ([`Exercise::grade`]).

use crate::grid::{Cell, Digit, Grid};
use crate::player::{Answer, Judged, Question};
use crate::solver::{Search, Step, Strategy};
use std::fmt;

/// Steps an exercise has at most: enough for a lesson, few enough to grade by hand.
pub const MAX_STEPS: u32 = 200;

/// What the learner does on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A digit typed in a cell: the program places it there.
    Place { cell: Cell, digit: Digit },
    /// A cell's digit taken back (Backspace).
    TakeBack { cell: Cell },
    /// "Dead end": no digit fits the cell the program is at, and its call returns false.
    DeadEnd,
}

impl Move {
    /// The move that performs the program's `step`, if it is one the learner makes.
    pub fn of(step: Step) -> Option<Move> {
        match step {
            Step::Place { cell, digit } => Some(Move::Place { cell, digit }),
            Step::Backtrack { cell, .. } => Some(Move::TakeBack { cell }),
            Step::DeadEnd { .. } => Some(Move::DeadEnd),
            _ => None,
        }
    }
}

/// Why a move is not the program's next step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// The program works in `at` (the first empty cell, or the one it just took a digit back
    /// from), not where the move was made.
    OtherCell { at: Cell },
    /// In the right cell, the wrong digit, or "dead end" where a digit fits (or a digit where
    /// none does): judged as Predict judges a guess; `answer` is what the program does.
    Digit {
        cell: Cell,
        answer: Answer,
        judged: Judged,
    },
    /// A take-back while the program still has something to do in `cell`: place the digit, or
    /// find that none fits (then its call returns false, and only then does its caller take
    /// back).
    TooSoon { cell: Cell, next: Answer },
    /// The program takes back `digit` from `cell` now (the digit it placed last): nothing more
    /// fits `exhausted`, the cell whose loop just ended. `guess` judges a digit typed there.
    TakeBackDue {
        cell: Cell,
        digit: Digit,
        exhausted: Option<Cell>,
        guess: Option<Judged>,
    },
}

/// A move graded at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Right,
    Wrong(Mistake),
    /// After a wrong move the learner's board is not the program's: not compared.
    Off,
}

/// Why an exercise cannot start here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseError {
    /// Only the classic program is performed (its steps are the ones the Code panel shows).
    NotClassic,
    /// The search is at its solution or its end: no step is left to perform.
    NothingLeft,
}

impl fmt::Display for ExerciseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ExerciseError::NotClassic => "only the classic search can be performed by hand",
            ExerciseError::NothingLeft => "the search has no step left to perform",
        })
    }
}

impl std::error::Error for ExerciseError {}

/// The program's steps from one state of its search, to be performed by the learner.
#[derive(Clone)]
pub struct Exercise {
    /// The program's state before the next step to perform.
    model: Search,
    /// The step that led to it (a take-back's reason names the cell whose loop ended).
    last: Option<Step>,
    /// Where the exercise started, its length, and the steps made so far.
    first: Search,
    first_last: Option<Step>,
    length: u32,
    done: u32,
}

impl Exercise {
    /// The next `length` steps (at most [`MAX_STEPS`], fewer if the solution comes first) of
    /// a classic search from its state `search`, reached by the step `last`.
    pub fn new(search: Search, last: Option<Step>, length: u32) -> Result<Exercise, ExerciseError> {
        if search.strategy() != Strategy::Classic {
            return Err(ExerciseError::NotClassic);
        }
        // Past a solution the search would go on looking for another: not this program.
        if matches!(last, Some(Step::Solution | Step::Exhausted)) {
            return Err(ExerciseError::NothingLeft);
        }
        let exercise = Exercise {
            first: search.clone(),
            model: search,
            first_last: last,
            last,
            length: length.clamp(1, MAX_STEPS),
            done: 0,
        };
        if exercise.next_step().is_none() {
            return Err(ExerciseError::NothingLeft);
        }
        Ok(exercise)
    }

    /// The search's step count where the exercise started.
    pub fn start(&self) -> u64 {
        self.first.counters().steps
    }

    /// Steps to perform (fewer are performed if the solution comes first).
    pub fn length(&self) -> u32 {
        self.length
    }

    /// Steps to perform from the start: the length, or fewer when the solution comes first.
    pub fn steps(&self) -> u32 {
        let mut search = self.first.clone();
        (0..self.length)
            .take_while(|_| Move::of(search.step()).is_some())
            .count() as u32
    }

    /// Steps performed so far.
    pub fn done(&self) -> u32 {
        self.done
    }

    /// The program's board now: what the learner's board is while moves are judged at once.
    pub fn grid(&self) -> Grid {
        self.model.grid()
    }

    /// The board where the exercise started.
    pub fn first_grid(&self) -> Grid {
        self.first.grid()
    }

    pub fn givens(&self) -> &Grid {
        self.model.givens()
    }

    /// What the step made last did in the program's terms: its line, and the digits the check
    /// refused on the way, with the cells holding them.
    pub fn explanation(&self) -> Option<crate::explain::Explanation> {
        crate::explain::explain(&self.model, self.last)
    }

    /// The step the program made last.
    pub fn last(&self) -> Option<Step> {
        self.last
    }

    /// The program's next step, or `None` when the exercise is over (its length performed, or
    /// the board solved).
    pub fn next_step(&self) -> Option<Step> {
        if self.done >= self.length {
            return None;
        }
        let step = self.model.clone().step();
        Move::of(step).map(|_| step)
    }

    pub fn is_over(&self) -> bool {
        self.next_step().is_none()
    }

    /// Whether the search reached its solution (the next step would be it).
    pub fn is_solved(&self) -> bool {
        self.model.clone().step() == Step::Solution
    }

    /// The program's next `length` steps after this exercise's.
    pub fn then(&self, length: u32) -> Result<Exercise, ExerciseError> {
        let mut done = self.clone();
        while done.advance().is_some() {}
        Exercise::new(done.model, done.last, length)
    }

    /// `mv` judged against the program's next step.
    pub fn check(&self, mv: Move) -> Result<(), Mistake> {
        match self.next_step() {
            Some(step) => judge(&self.model.grid(), self.last, step, mv),
            None => Ok(()),
        }
    }

    /// Makes the program's next step (the learner's right move, or the step fixed for them).
    pub fn advance(&mut self) -> Option<Step> {
        let step = self.next_step()?;
        self.model.step();
        self.last = Some(step);
        self.done += 1;
        Some(step)
    }

    /// The learner's moves from the start, graded in order against the program's steps. The
    /// first wrong one is judged with its reason; after it the boards differ, and the moves
    /// that follow are not compared.
    pub fn grade(&self, moves: &[Move]) -> Vec<Mark> {
        let mut model = self.first.clone();
        let mut last = self.first_last;
        let mut wrong = false;
        let mut marks = Vec::with_capacity(moves.len());
        for (i, &mv) in moves.iter().enumerate() {
            let step = model.clone().step();
            if wrong || i >= self.length as usize || Move::of(step).is_none() {
                marks.push(Mark::Off);
                wrong = true;
                continue;
            }
            match judge(&model.grid(), last, step, mv) {
                Ok(()) => marks.push(Mark::Right),
                Err(mistake) => {
                    marks.push(Mark::Wrong(mistake));
                    wrong = true;
                }
            }
            model.step();
            last = Some(step);
        }
        marks
    }

    /// The learner's own board after `mv` (moves graded at the end are made there, right or
    /// wrong): a digit typed in a cell that is not a given, a digit taken back.
    pub fn apply(&self, board: &mut Grid, mv: Move) {
        match mv {
            Move::Place { cell, digit } if self.givens().get(cell).is_none() => {
                board.set(cell, Some(digit))
            }
            Move::TakeBack { cell } if self.givens().get(cell).is_none() => board.set(cell, None),
            _ => {}
        }
    }
}

/// `mv` judged against `step`, the program's next step on `board`, which `last` led to.
fn judge(board: &Grid, last: Option<Step>, step: Step, mv: Move) -> Result<(), Mistake> {
    if Move::of(step) == Some(mv) {
        return Ok(());
    }
    let question = |cell, answer| Question::new(cell, answer, *board);
    match (step, mv) {
        (Step::Place { cell, .. } | Step::DeadEnd { cell }, _) => {
            let answer = match step {
                Step::Place { digit, .. } => Answer::Digit(digit),
                _ => Answer::DeadEnd,
            };
            match mv {
                Move::Place { cell: at, digit } if at == cell => Err(Mistake::Digit {
                    cell,
                    answer,
                    judged: question(cell, answer).judge(Answer::Digit(digit)),
                }),
                Move::Place { .. } => Err(Mistake::OtherCell { at: cell }),
                Move::DeadEnd => Err(Mistake::Digit {
                    cell,
                    answer,
                    judged: question(cell, answer).judge(Answer::DeadEnd),
                }),
                Move::TakeBack { .. } => Err(Mistake::TooSoon { cell, next: answer }),
            }
        }
        (Step::Backtrack { cell, digit }, _) => {
            // The loop that ended: the dead end's cell, or the cell whose digit was taken
            // back before with nothing above it fitting.
            let exhausted = match last {
                Some(Step::DeadEnd { cell } | Step::Backtrack { cell, .. }) => Some(cell),
                _ => None,
            };
            let guess = match (mv, exhausted) {
                (Move::Place { cell: at, digit }, Some(ended)) if at == ended => {
                    Some(question(ended, Answer::DeadEnd).judge(Answer::Digit(digit)))
                }
                _ => None,
            };
            Err(Mistake::TakeBackDue {
                cell,
                digit,
                exhausted,
                guess,
            })
        }
        _ => Ok(()),
    }
}
