//! The words of "Be the solver": the controls, the score, each move judged and why an exercise
//! could not start or ended, in each language (English here; Korean and Chinese beside their
//! catalogues). A digit judged in its cell is said as Predict says a guess.

use super::predict::{Judgement, Verdict};
use crate::exercise::{Mistake, Move};
use crate::names::Place;
use crate::player::{Judged, Refusal};
use crate::solver::Step;
use crate::ui::state::exercise::Ended;

/// What the page says about the exercise.
pub struct ExerciseMessages {
    pub title: &'static str,
    /// How to perform the steps.
    pub how: &'static str,
    /// The number of steps, and when moves are judged.
    pub steps: &'static str,
    pub grading: &'static str,
    pub each_move: &'static str,
    pub at_end: &'static str,
    pub start: &'static str,
    pub new_puzzle: &'static str,
    pub dead_end: &'static str,
    pub fix: &'static str,
    pub grade: &'static str,
    pub model_answer: &'static str,
    pub next_steps: &'static str,
    pub end: &'static str,
    /// "Step 4 of 20" (graded at once), "6 of 20 moves made" (at the end).
    pub progress: fn(done: &str, steps: &str) -> String,
    pub moves_made: fn(made: &str, steps: &str) -> String,
    pub score: fn(&Score) -> String,
    pub solved: &'static str,
    pub all_done: &'static str,
    /// A move right, or the program's step made for the learner.
    pub right: fn(&StepWords) -> String,
    pub fixed: fn(&StepWords) -> String,
    /// Why a move is wrong (a digit in the right cell is said by Predict's words).
    pub wrong: fn(&MistakeWords) -> String,
    /// A move in the list graded at the end.
    pub move_words: fn(&MoveWords) -> String,
    pub right_mark: &'static str,
    pub off_mark: &'static str,
    pub ended: fn(Ended) -> &'static str,
}

/// The score, as numbers already written in the page's language.
pub struct Score {
    pub right: String,
    pub steps: String,
    pub retried: u32,
    pub fixed: u32,
}

/// A step of the program, for the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepWords {
    Place { cell: Place, digit: u8 },
    TakeBack { cell: Place, digit: u8 },
    DeadEnd { cell: Place },
}

impl StepWords {
    pub fn of(step: Step) -> Option<StepWords> {
        Some(match step {
            Step::Place { cell, digit } => StepWords::Place {
                cell: cell.into(),
                digit: digit.get(),
            },
            Step::Backtrack { cell, digit } => StepWords::TakeBack {
                cell: cell.into(),
                digit: digit.get(),
            },
            Step::DeadEnd { cell } => StepWords::DeadEnd { cell: cell.into() },
            _ => return None,
        })
    }
}

/// A learner's move, for the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveWords {
    Place { cell: Place, digit: u8 },
    TakeBack { cell: Place },
    DeadEnd,
}

impl From<Move> for MoveWords {
    fn from(mv: Move) -> MoveWords {
        match mv {
            Move::Place { cell, digit } => MoveWords::Place {
                cell: cell.into(),
                digit: digit.get(),
            },
            Move::TakeBack { cell } => MoveWords::TakeBack { cell: cell.into() },
            Move::DeadEnd => MoveWords::DeadEnd,
        }
    }
}

/// A digit typed where the program takes back: refused by the rules, or tried already.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guess {
    Refused(Refusal),
    TriedAlready(u8),
}

/// [`Mistake`], for the words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MistakeWords {
    OtherCell {
        at: Place,
    },
    Digit(Judgement),
    /// A take-back while `digit` still fits `cell`.
    TooSoonFits {
        cell: Place,
        digit: u8,
    },
    /// A take-back before the dead end at `cell` is found.
    TooSoonDeadEnd {
        cell: Place,
    },
    TakeBackDue {
        cell: Place,
        digit: u8,
        exhausted: Option<Place>,
        guess: Option<Guess>,
    },
}

impl From<Mistake> for MistakeWords {
    fn from(mistake: Mistake) -> MistakeWords {
        match mistake {
            Mistake::OtherCell { at } => MistakeWords::OtherCell { at: at.into() },
            Mistake::Digit {
                cell,
                answer,
                judged,
            } => MistakeWords::Digit(Judgement {
                cell: cell.into(),
                answer,
                verdict: Verdict::from(judged),
            }),
            Mistake::TooSoon { cell, next } => match next {
                crate::player::Answer::Digit(d) => MistakeWords::TooSoonFits {
                    cell: cell.into(),
                    digit: d.get(),
                },
                crate::player::Answer::DeadEnd => {
                    MistakeWords::TooSoonDeadEnd { cell: cell.into() }
                }
            },
            Mistake::TakeBackDue {
                cell,
                digit,
                exhausted,
                guess,
            } => MistakeWords::TakeBackDue {
                cell: cell.into(),
                digit: digit.get(),
                exhausted: exhausted.map(Into::into),
                guess: guess.and_then(|g| match g {
                    Judged::Refused(reason) => Some(Guess::Refused(Refusal::from(&reason))),
                    Judged::TriedAlready(d) => Some(Guess::TriedAlready(d.get())),
                    _ => None,
                }),
            },
        }
    }
}

pub static EN_EXERCISE: ExerciseMessages = ExerciseMessages {
    title: "Be the solver",
    how: "Make the program's next steps on the board: type the digit it places in the cell, \
          Backspace on a cell to take its digit back, Dead end when no digit fits.",
    steps: "Steps",
    grading: "Feedback",
    each_move: "after each move",
    at_end: "at the end",
    start: "Start from the step shown",
    new_puzzle: "Start on a new puzzle",
    dead_end: "Dead end",
    fix: "Make this step for me",
    grade: "Grade now",
    model_answer: "Model answer",
    next_steps: "Next steps",
    end: "End exercise",
    progress: |done, steps| format!("{done} of {steps} steps made"),
    moves_made: |made, steps| format!("{made} of {steps} moves made"),
    score: |s| {
        let mut words = format!("{} of {} right", s.right, s.steps);
        if s.retried > 0 {
            words.push_str(&format!(", {} after another try", s.retried));
        }
        if s.fixed > 0 {
            words.push_str(&format!(", {} fixed", s.fixed));
        }
        words
    },
    solved: "The board is solved: the program prints it and returns true.",
    all_done: "All the steps are made.",
    right: |s| format!("Right: {}.", en_step(s)),
    fixed: |s| format!("Made for you: {}.", en_step(s)),
    wrong: en_wrong,
    move_words: |m| match *m {
        MoveWords::Place { cell, digit } => format!("{digit} in {cell}"),
        MoveWords::TakeBack { cell } => format!("take back {cell}"),
        MoveWords::DeadEnd => "dead end".to_string(),
    },
    right_mark: "right",
    off_mark: "not compared: the board differs from the program's after the wrong move",
    ended: |e| match e {
        Ended::NotClassic => {
            "Only the classic program is performed by hand: choose it in the player first."
        }
        Ended::NothingLeft => {
            "The search has no step left here: step back, or start on a new puzzle."
        }
        Ended::Clash => "The givens clash: there is no search to perform.",
        Ended::Busy => "The player is on its way to a step: wait for it to stop.",
        Ended::PuzzleChanged => "The puzzle changed, so the exercise ended.",
        Ended::NoPuzzle => "No puzzle came: try again.",
    },
};

fn en_step(s: &StepWords) -> String {
    match *s {
        StepWords::Place { cell, digit } => format!("the program puts {digit} in {cell}"),
        StepWords::TakeBack { cell, digit } => {
            format!("the program takes {digit} back from {cell}")
        }
        StepWords::DeadEnd { cell } => {
            format!("no digit fits {cell}: a dead end, its call returns false")
        }
    }
}

fn en_wrong(m: &MistakeWords) -> String {
    match m {
        MistakeWords::OtherCell { at } => format!(
            "Not this cell: the program works in {at} now (the first empty cell, or the one it \
             just took a digit back from)."
        ),
        MistakeWords::Digit(j) => (super::predict::EN_PREDICT.judged)(j),
        MistakeWords::TooSoonFits { cell, digit } => format!(
            "Not yet: {digit} still fits {cell}, and the program places it before anything is \
             taken back."
        ),
        MistakeWords::TooSoonDeadEnd { cell } => format!(
            "Not yet: no digit fits {cell}, so first its call returns false (Dead end); then \
             the caller takes its digit back."
        ),
        MistakeWords::TakeBackDue {
            cell,
            digit,
            exhausted,
            guess,
        } => {
            let guess = match guess {
                Some(Guess::Refused(r)) => format!("{r}. "),
                Some(Guess::TriedAlready(d)) => format!("{d} was tried there already. "),
                None => String::new(),
            };
            let why = exhausted.map_or(String::new(), |e| {
                format!("nothing more fits {e}, so its call returns false, and ")
            });
            format!(
                "Not quite: {guess}{why}the program takes back {digit} from {cell}, the digit \
                 it placed last."
            )
        }
    }
}
