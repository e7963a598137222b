//! Be the solver: the learner performs the classic program's next steps on the board, each
//! move judged against what the program does ([`crate::exercise`]): at once (a wrong move is
//! not made; try again, or have the step made for you, counted as fixed), or all at the end
//! on the learner's own board.
//!
//! While an exercise runs, the board's keys and the keypad are its moves, and the player
//! (whose narration would give the next step away) is put aside; any change of the puzzle
//! ends it, and says so.
//!
//! [`running`]: an exercise under way and each move's verdict; [`view`]: what the panel draws.

mod running;
mod view;

pub(crate) use running::{Running, Said};
pub(crate) use view::{ExerciseView, RunningView};

use super::input::CellKey;
use super::{Action, AppState, PlayerAction};
use crate::exercise::{Exercise, ExerciseError, Move};
use crate::generate::Preset;
use crate::grid::Digit;
use crate::names::Place;
use crate::solver::Strategy;
use crate::ui::state::Order;

/// Steps an exercise from the step shown has unless the learner says otherwise.
pub(crate) const DEFAULT_STEPS: u32 = 20;

/// When moves are judged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Grading {
    /// Each move at once, with its reason.
    #[default]
    EachMove,
    /// All moves when the steps are made (or "Grade now"), on the learner's own board.
    AtEnd,
}

impl Grading {
    pub const ALL: [Grading; 2] = [Grading::EachMove, Grading::AtEnd];

    pub fn id(self) -> &'static str {
        match self {
            Grading::EachMove => "each",
            Grading::AtEnd => "end",
        }
    }

    pub fn from_id(id: &str) -> Option<Grading> {
        Grading::ALL.into_iter().find(|g| g.id() == id)
    }
}

/// What the learner does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExerciseAction {
    /// Perform the next steps from the step the player shows.
    Start,
    /// The same, once the player is at the step it is on its way to (a link's).
    StartThere,
    /// Perform the whole search of a new small puzzle (the "exercise" preset), made from
    /// `seed` by a worker.
    NewPuzzle {
        seed: u64,
    },
    /// The next steps after the ones just performed.
    Continue,
    Steps(u32),
    Grading(Grading),
    /// "Dead end": no digit fits the cell the program is at.
    DeadEnd,
    /// A wrong move answered by the program's step, counted as fixed.
    Fix,
    /// Grade the moves made so far (graded at the end).
    Grade,
    /// The program's steps shown in the player from where the exercise started.
    ModelAnswer,
    End,
}

/// Why there is no exercise, or why the last one ended early.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ended {
    NotClassic,
    NothingLeft,
    /// The givens clash: there is no search to perform.
    Clash,
    /// The player is on its way to a step: the step shown is not where it will be.
    Busy,
    /// The puzzle changed under the exercise.
    PuzzleChanged,
    /// No puzzle came from the worker.
    NoPuzzle,
}

impl From<ExerciseError> for Ended {
    fn from(e: ExerciseError) -> Ended {
        match e {
            ExerciseError::NotClassic => Ended::NotClassic,
            ExerciseError::NothingLeft => Ended::NothingLeft,
        }
    }
}

/// The exercise's part of the page.
#[derive(Clone, Debug)]
pub(crate) struct ExerciseState {
    pub steps: u32,
    pub grading: Grading,
    pub running: Option<Running>,
    /// Why the last exercise could not start or ended early.
    pub ended: Option<Ended>,
    /// A new puzzle is asked for: the exercise starts on it when it lands.
    waiting: bool,
    /// The exercise starts once the player is at the step it is on its way to.
    there: bool,
}

impl Default for ExerciseState {
    fn default() -> ExerciseState {
        ExerciseState {
            steps: DEFAULT_STEPS,
            grading: Grading::default(),
            running: None,
            ended: None,
            waiting: false,
            there: false,
        }
    }
}

impl ExerciseState {
    /// Whether the board shows an exercise (under way, or over and graded): its digit keys
    /// are the exercise's (once it is over they do nothing; End gives the board back).
    pub fn is_shown(&self) -> bool {
        self.running.is_some()
    }

    #[cfg(test)]
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }
}

impl AppState {
    pub(super) fn apply_exercise(&mut self, action: ExerciseAction) -> bool {
        let e = &mut self.exercise;
        match action {
            ExerciseAction::Start => self.start_exercise(),
            ExerciseAction::StartThere => {
                self.exercise.there = true;
                self.start_when_there();
                true
            }
            ExerciseAction::NewPuzzle { seed } => {
                self.exercise.waiting = true;
                self.exercise.ended = None;
                self.made.order = Order::Preset(Preset::Exercise);
                self.apply_made(super::MadeAction::Make { seed })
            }
            ExerciseAction::Continue => {
                let Some(done) = self.exercise.running.take() else {
                    return false;
                };
                // From the program's state after the steps (graded at the end too: the
                // learner's board may differ, the program's does not).
                let next = done.exercise.then(self.exercise.steps);
                self.begin(next.map_err(Ended::from));
                true
            }
            ExerciseAction::Steps(steps) => {
                let steps = steps.clamp(1, crate::exercise::MAX_STEPS);
                let changed = e.steps != steps;
                e.steps = steps;
                changed
            }
            ExerciseAction::Grading(grading) => {
                let changed = e.grading != grading;
                e.grading = grading;
                changed
            }
            ExerciseAction::DeadEnd => e.running.as_mut().is_some_and(|r| r.play(Move::DeadEnd)),
            ExerciseAction::Fix => e.running.as_mut().is_some_and(Running::fix),
            ExerciseAction::Grade => e.running.as_mut().is_some_and(Running::grade),
            ExerciseAction::ModelAnswer => {
                let Some(running) = e.running.take() else {
                    return false;
                };
                e.ended = None;
                let start = running.exercise.start();
                if self.player.strategy != Strategy::Classic {
                    self.apply_to_parts(Action::Player(PlayerAction::Strategy(Strategy::Classic)));
                }
                self.apply_to_parts(Action::Player(PlayerAction::Seek(start)));
                true
            }
            ExerciseAction::End => {
                e.ended = None;
                e.waiting = false;
                e.there = false;
                e.running.take().is_some()
            }
        }
    }

    /// After the player moved: an exercise waiting for it to arrive starts once it has.
    pub(super) fn start_when_there(&mut self) {
        if self.exercise.there && self.player.target.is_none() && self.player.jumping().is_none() {
            self.exercise.there = false;
            self.start_exercise();
        }
    }

    /// An exercise from the step the player shows.
    fn start_exercise(&mut self) -> bool {
        let start = self.player.exercise_here(self.exercise.steps);
        self.begin(start);
        true
    }

    fn begin(&mut self, start: Result<Exercise, Ended>) {
        let e = &mut self.exercise;
        e.waiting = false;
        match start {
            Ok(exercise) => {
                e.ended = None;
                e.running = Some(Running::new(exercise, e.grading));
            }
            Err(why) => {
                e.ended = Some(why);
                e.running = None;
            }
        }
    }

    /// A key on the board's `place` while an exercise runs: a digit typed there, or its digit
    /// taken back; the arrows move the selection as ever.
    pub(super) fn exercise_key(&mut self, place: Place, key: CellKey) -> Option<bool> {
        let running = self.exercise.running.as_mut()?;
        let cell = self.input.selected.unwrap_or(place).cell()?;
        let mv = match key {
            CellKey::Symbol(d) => Move::Place {
                cell,
                digit: Digit::new(d)?,
            },
            CellKey::Clear => Move::TakeBack { cell },
            _ => return None,
        };
        Some(running.play(mv))
    }

    /// The keypad while an exercise runs: for the selected cell, or the first empty one of
    /// the learner's board.
    pub(super) fn exercise_keypad(&mut self, key: CellKey) -> Option<bool> {
        let board = self
            .exercise
            .running
            .as_ref()
            .filter(|r| !r.is_over())?
            .board();
        let place = (self.input.selected).or_else(|| board.first_empty().map(Place::from))?;
        self.exercise_key(place, key)
    }

    /// The puzzle changed: an exercise on it ends, or one waiting for a new puzzle starts.
    pub(super) fn exercise_puzzle_changed(&mut self) {
        self.exercise.there = false;
        if self.exercise.waiting {
            // Only the classic program is performed.
            if self.player.strategy != Strategy::Classic {
                self.apply_to_parts(Action::Player(PlayerAction::Strategy(Strategy::Classic)));
            }
            let start = self.player.exercise_here(crate::exercise::MAX_STEPS);
            self.begin(start);
        } else if self.exercise.running.take().is_some() {
            self.exercise.ended = Some(Ended::PuzzleChanged);
        }
    }

    /// No new puzzle came: the exercise waiting for it does not start.
    pub(super) fn exercise_no_puzzle(&mut self) {
        if std::mem::take(&mut self.exercise.waiting) {
            self.exercise.ended = Some(Ended::NoPuzzle);
        }
    }
}
