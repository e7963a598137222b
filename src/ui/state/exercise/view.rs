//! What the exercise panel draws: plain data, compared to skip drawing it again.

use super::{Ended, ExerciseState, Grading, Said};
use crate::exercise::{Mark, Move};

/// What the exercise panel draws: plain data, compared to skip drawing it again.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ExerciseView {
    pub steps: u32,
    pub grading: Grading,
    pub ended: Option<Ended>,
    pub waiting: bool,
    pub running: Option<RunningView>,
}

/// An exercise under way or graded, as drawn.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RunningView {
    pub grading: Grading,
    /// Steps to perform, and steps made (moves made, graded at the end).
    pub steps: u32,
    pub done: u32,
    pub said: Option<Said>,
    pub right: u32,
    pub retried: u32,
    pub fixed: u32,
    pub over: bool,
    pub solved: bool,
    /// Graded at the end: each move with its mark.
    pub marks: Option<Vec<(Move, Mark)>>,
}

impl ExerciseState {
    pub fn view(&self) -> ExerciseView {
        ExerciseView {
            steps: self.steps,
            grading: self.grading,
            ended: self.ended,
            waiting: self.waiting,
            running: self.running.as_ref().map(|r| RunningView {
                grading: r.grading,
                steps: r.steps,
                done: match r.grading {
                    Grading::EachMove => r.exercise.done(),
                    Grading::AtEnd => r.moves.len() as u32,
                },
                said: r.said,
                right: r.right,
                retried: r.retried,
                fixed: r.fixed,
                over: r.is_over(),
                solved: r.grading == Grading::EachMove && r.is_over() && r.exercise.is_solved(),
                marks: r
                    .marks
                    .as_ref()
                    .map(|marks| r.moves.iter().copied().zip(marks.iter().copied()).collect()),
            }),
        }
    }
}
