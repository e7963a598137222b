//! Predict: the player stops before a step and asks what it will do ("Which digit will r3c4
//! get next?"); the answer is judged at once, with its reason, and then the step is shown.
//! The question and its answer come from the search ([`crate::player::Question`]), so any of
//! its steps can be asked about.

use super::{PlayerState, StepBy};
use crate::code::Role;
use crate::grid::Cell;
use crate::player::{
    Answer, BackJudged, BackQuestion, Judged, LineJudged, LineQuestion, Question, StayQuestion,
};
use crate::solver::{Step, Strategy};

/// Where the player asks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum AskAt {
    /// Before every step that puts a digit in a cell or finds that none fits.
    #[default]
    EveryStep,
    /// Only right after a take-back: which digit does the loop try next in that cell? Play
    /// runs (at its speed) to the next take-back and asks there.
    AfterTakeBack,
    /// At each dead end: where does the search go back to? Play runs to the next dead end.
    DeadEnd,
    /// Where play stops at one of the user's breakpoints: which digit comes next (when the
    /// next step places one or finds none fits).
    Breakpoint,
    /// After each digit placed: will it stay? Play runs to the next placement.
    AfterPlacement,
    /// Before every step: which line of the program does it end on? (A line of the Code
    /// panel answers.)
    NextLine,
    /// At each solution: searching on for another, where does the search go back to? Play
    /// runs to the next solution.
    Solution,
}

impl AskAt {
    pub const ALL: [AskAt; 7] = [
        AskAt::EveryStep,
        AskAt::AfterTakeBack,
        AskAt::DeadEnd,
        AskAt::Breakpoint,
        AskAt::AfterPlacement,
        AskAt::NextLine,
        AskAt::Solution,
    ];

    /// The name in a link.
    pub fn id(self) -> &'static str {
        match self {
            AskAt::EveryStep => "step",
            AskAt::AfterTakeBack => "back",
            AskAt::DeadEnd => "dead",
            AskAt::Breakpoint => "breakpoint",
            AskAt::AfterPlacement => "stay",
            AskAt::NextLine => "line",
            AskAt::Solution => "solution",
        }
    }

    pub fn from_id(id: &str) -> Option<AskAt> {
        AskAt::ALL.into_iter().find(|a| a.id() == id)
    }
}

/// What the user does with predict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PredictAction {
    /// Predict on or off (off: the question asked is dropped, the score kept).
    On(bool),
    AskAt(AskAt),
    /// The answer to the question asked: judged, then the step is shown.
    Answer(Answer),
    /// At a dead end, the cell the search goes back to.
    BackTo(Cell),
    /// After a placement: it stays (true) or is taken back.
    Stay(bool),
    /// The line of the program the next step ends on.
    Line(Role),
    /// The step shown without an answer (not counted).
    Skip,
}

/// The question waiting for its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Asked {
    /// Which digit the cell gets next.
    Next(Question),
    /// At a dead end, where the search goes back to.
    BackTo(BackQuestion),
    /// After a placement, whether it stays.
    Stay(StayQuestion),
    /// Which line the next step ends on.
    Line(LineQuestion),
}

impl Asked {
    /// The answer `action` judged, if it answers this kind of question.
    fn judge(&self, action: PredictAction) -> Option<Feedback> {
        Some(match (self, action) {
            (Asked::Next(question), PredictAction::Answer(guess)) => Feedback::Next {
                judged: question.judge(guess),
                question: question.clone(),
                guess,
            },
            (Asked::BackTo(question), PredictAction::BackTo(guess)) => Feedback::BackTo {
                judged: question.judge(guess),
                question: question.clone(),
                guess,
            },
            (Asked::Stay(question), PredictAction::Stay(guess)) => Feedback::Stay {
                question: *question,
                guess,
            },
            (Asked::Line(question), PredictAction::Line(guess)) => Feedback::Line {
                question: *question,
                guess,
                judged: question.judge(guess),
            },
            _ => return None,
        })
    }
}

/// A question answered: what was guessed and how it was judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Feedback {
    Next {
        question: Question,
        guess: Answer,
        judged: Judged,
    },
    BackTo {
        question: BackQuestion,
        guess: Cell,
        judged: BackJudged,
    },
    Stay {
        question: StayQuestion,
        guess: bool,
    },
    Line {
        question: LineQuestion,
        guess: Role,
        judged: LineJudged,
    },
}

impl Feedback {
    pub fn is_correct(&self) -> bool {
        match self {
            Feedback::Next { judged, .. } => judged.is_correct(),
            Feedback::BackTo { judged, .. } => judged.is_correct(),
            Feedback::Stay { question, guess } => question.judge(*guess),
            Feedback::Line { judged, .. } => judged.is_correct(),
        }
    }
}

/// Predict's part of the player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Predict {
    pub on: bool,
    pub ask_at: AskAt,
    /// The question waiting for an answer: the step it is about is not shown yet.
    pub asked: Option<Asked>,
    /// The last answer judged.
    pub feedback: Option<Feedback>,
    /// Answers judged right, and answers judged.
    pub right: u32,
    pub answered: u32,
}

impl PlayerState {
    /// Applies a predict action; false if it changes nothing.
    pub(super) fn predict(&mut self, action: PredictAction) -> bool {
        match action {
            PredictAction::On(on) => {
                if self.predict.on == on {
                    return false;
                }
                self.predict.on = on;
                self.predict.asked = None;
                if on {
                    // Predict asks about tries: the player steps by try, and stops.
                    self.step_by = StepBy::Try;
                    self.line = None;
                    self.playing = false;
                    self.run_to = None;
                    // On the way to a step (a link's), it asks once there.
                    if self.target.is_none() {
                        self.ask_if_due();
                    }
                }
            }
            PredictAction::AskAt(ask_at) => {
                if self.predict.ask_at == ask_at {
                    return false;
                }
                // The question asked may not be one the new mode asks: asked again if due.
                self.predict.ask_at = ask_at;
                self.predict.asked = None;
                if !self.is_busy() {
                    self.ask_if_due();
                }
            }
            PredictAction::Answer(_)
            | PredictAction::BackTo(_)
            | PredictAction::Stay(_)
            | PredictAction::Line(_) => {
                // An answer of another kind (a digit key while a cell is asked for) leaves
                // the question waiting.
                let Some(feedback) = self.predict.asked.as_ref().and_then(|q| q.judge(action))
                else {
                    return false;
                };
                self.predict.asked = None;
                self.judged(feedback);
            }
            PredictAction::Skip => {
                if self.predict.asked.take().is_none() {
                    return false;
                }
                self.predict.feedback = None;
                self.show_next_step();
            }
        }
        true
    }

    /// Whether stepping forward now is to ask first: predict is on and the next step is one
    /// it asks about (then the question is asked and the step waits).
    pub(super) fn asks_before_step(&mut self) -> bool {
        if !self.predict.on {
            return false;
        }
        if self.predict.asked.is_some() {
            // The step waits for its answer.
            return true;
        }
        self.ask()
    }

    /// After the player stopped (play at a take-back or a breakpoint, a run to an event, a
    /// seek, predict switched on): asks about the next step if predict asks there.
    pub(super) fn ask_if_due(&mut self) {
        if self.predict.on && self.predict.asked.is_none() {
            self.ask();
        }
    }

    /// An answer judged: counted, said, and the step it was about shown.
    fn judged(&mut self, feedback: Feedback) {
        self.predict.answered += 1;
        self.predict.right += u32::from(feedback.is_correct());
        self.predict.feedback = Some(feedback);
        self.show_next_step();
    }

    /// The line play stops at to ask there (the take-back's, or the dead end's `return
    /// false`), when predict asks at take-backs or dead ends.
    pub(super) fn asking_line(&self) -> Option<Role> {
        match self.predict.ask_at {
            _ if !self.predict.on => None,
            // Play stops at the user's breakpoints anyway.
            AskAt::EveryStep | AskAt::Breakpoint | AskAt::NextLine => None,
            AskAt::AfterTakeBack => Some(Role::Undo),
            AskAt::AfterPlacement => Some(Role::Place),
            AskAt::DeadEnd => Some(Role::Fail),
            AskAt::Solution => Some(Role::Print),
        }
    }

    /// Asks about the next step if it is one the mode asks about; whether it asked.
    fn ask(&mut self) -> bool {
        let Ok(engine) = &self.engine else {
            return false;
        };
        if self.strategy != Strategy::Classic {
            return false;
        }
        let last = engine.last_step();
        self.predict.asked = match self.predict.ask_at {
            AskAt::EveryStep => engine.question().map(Asked::Next),
            AskAt::AfterTakeBack if matches!(last, Some(Step::Backtrack { .. })) => {
                engine.question().map(Asked::Next)
            }
            AskAt::DeadEnd => engine.back_question().map(Asked::BackTo),
            AskAt::Breakpoint if self.stopped_for_user() => engine.question().map(Asked::Next),
            AskAt::AfterPlacement => engine.stay_question().map(Asked::Stay),
            AskAt::NextLine => engine.line_question().map(Asked::Line),
            AskAt::Solution => engine.search_on_question().map(Asked::BackTo),
            AskAt::AfterTakeBack | AskAt::Breakpoint => None,
        };
        self.predict.asked.is_some()
    }

    /// Shows the step the question was about (at a solution, the search goes on for
    /// another, as Next solution lets it).
    fn show_next_step(&mut self) {
        if let Ok(player) = &mut self.engine {
            if player.at_end() {
                player.search_on(u64::MAX);
            }
            player.step_forward();
        }
    }
}
