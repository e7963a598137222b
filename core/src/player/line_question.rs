//! "Which line runs next?": asked before a step of the classic search, answered by a line of
//! the program in the Code panel (in any of its languages: lines are told apart by their
//! role). The answer is the line the step ends on, the one the panel marks once it is shown;
//! a step runs other lines on the way (the check, the loop, the call), and a guess of one of
//! those is told so.

use super::Player;
use crate::code::{Role, Roles};
use crate::explain;
use crate::solver::{Step, Strategy};

/// The next step, and the lines it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineQuestion {
    /// What the step does (the reason the feedback gives).
    pub step: Step,
    /// The line it ends on: the answer.
    pub line: Role,
    /// Every line it runs, `line` included.
    pub ran: Roles,
}

/// A line guessed, judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineJudged {
    Correct,
    /// The step runs the line guessed on its way, but ends on another.
    OnTheWay,
    /// The step does not run the line guessed.
    NotRun,
}

impl LineJudged {
    pub fn is_correct(self) -> bool {
        self == LineJudged::Correct
    }
}

impl Player {
    /// The question about the next step's line, or `None`: at the end, and for strategies
    /// other than classic (their programs are followed a step, not a line, at a time).
    pub fn line_question(&self) -> Option<LineQuestion> {
        if self.at_end() || self.search().strategy() != Strategy::Classic {
            return None;
        }
        let mut ahead = self.search().clone();
        let step = ahead.step();
        let (line, ran) = explain::lines(&ahead, step)?;
        Some(LineQuestion { step, line, ran })
    }
}

impl LineQuestion {
    pub fn judge(&self, guess: Role) -> LineJudged {
        if guess == self.line {
            LineJudged::Correct
        } else if self.ran.contains(guess) {
            LineJudged::OnTheWay
        } else {
            LineJudged::NotRun
        }
    }
}
