//! Questions about the next step, asked before it is shown ("Which digit will r3c4 get
//! next?"), and the answer judged with its reason. The question and its answer come from the
//! search itself: the next step is taken on a copy, so any of 10^8 steps can be asked about
//! and no question is written by hand.
//!
//! Asked only of the classic search, the program the Code panel shows, and only where its
//! next step puts a digit in a cell or finds that none fits (a take-back, a solution and the
//! end are shown, not asked). At a dead end another question: where does the search go back
//! to ([`BackQuestion`]).

use super::Player;
use crate::explain::{self, Reason};
use crate::grid::{Cell, Digit, Grid};
use crate::solver::{Search, Step, Strategy};

/// What the next step does to the cell asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// It gets this digit.
    Digit(Digit),
    /// No digit is left that fits: a dead end, `return false`.
    DeadEnd,
}

/// "Which digit will `cell` get next?", with what the search will do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The cell the program is at: the first empty cell, or the one whose digit it just took
    /// back.
    pub cell: Cell,
    /// What the next step does there.
    pub answer: Answer,
    /// The board the question is asked on (the step shown).
    board: Grid,
}

/// A guess judged, with the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Right; the step's own narration says why.
    Correct,
    /// The guessed digit is refused by the check: its row, column or box holds it.
    Refused(Reason),
    /// The guessed digit fits, but the loop is past it: it was tried in this cell and taken
    /// back (everything below it failed).
    TriedAlready(Digit),
    /// The guessed digit fits, but a smaller one fits too and the loop tries digits in order.
    SmallerFirst { guess: Digit, first: Digit },
    /// "Dead end" guessed, but this digit fits.
    Fits(Digit),
}

impl Judged {
    pub fn is_correct(self) -> bool {
        self == Judged::Correct
    }
}

impl Player {
    /// The question about the next step, or `None` where nothing is asked: at the end, before
    /// a take-back or a solution, and for strategies other than classic.
    pub fn question(&self) -> Option<Question> {
        if self.at_end() || self.search().strategy() != Strategy::Classic {
            return None;
        }
        let mut ahead = self.search().clone();
        let (cell, answer) = match ahead.step() {
            Step::Place { cell, digit } => (cell, Answer::Digit(digit)),
            Step::DeadEnd { cell } => (cell, Answer::DeadEnd),
            _ => return None,
        };
        Some(Question {
            cell,
            answer,
            board: self.search().grid(),
        })
    }
}

impl Question {
    /// A question about `cell` on `board`, where the program does `answer` next.
    pub(crate) fn new(cell: Cell, answer: Answer, board: Grid) -> Question {
        Question {
            cell,
            answer,
            board,
        }
    }

    /// `guess` judged against what the search does next.
    pub fn judge(&self, guess: Answer) -> Judged {
        match (guess, self.answer) {
            (Answer::DeadEnd, Answer::DeadEnd) => Judged::Correct,
            (Answer::DeadEnd, Answer::Digit(digit)) => Judged::Fits(digit),
            (Answer::Digit(guess), Answer::Digit(digit)) if guess == digit => Judged::Correct,
            (Answer::Digit(guess), answer) => {
                match (explain::reason(&self.board, self.cell, guess), answer) {
                    (Some(reason), _) => Judged::Refused(reason),
                    (None, Answer::Digit(first)) if first < guess => {
                        Judged::SmallerFirst { guess, first }
                    }
                    // A digit that fits and is not the one tried next is below it (or the
                    // loop has run out): the loop passed it.
                    (None, _) => Judged::TriedAlready(guess),
                }
            }
        }
    }
}

/// At a dead end, "Where does the search go back to?": the cell that gets a new digit next.
/// Every cell below it on the stack is taken back on the way (no digit above theirs fits).
/// Asked at a solution too, of a search that goes on for another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackQuestion {
    /// The cell no digit fits; `None` at a solution.
    pub dead_end: Option<Cell>,
    /// The digits the search placed, from the first to the last.
    pub stack: Vec<(Cell, Digit)>,
    /// The cell that gets a new digit next, and the digit.
    pub answer: (Cell, Digit),
    /// The digits taken back on the way, the last placed first.
    pub passed: Vec<(Cell, Digit)>,
}

/// A cell guessed at a dead end, judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackJudged {
    Correct,
    /// Taken back too: no digit above `digit` fits it.
    Passed {
        digit: Digit,
    },
    /// Further back than the answer, which still has a digit to try.
    FurtherBack,
    /// Not a cell the search filled (a given, or empty): it goes back only to its own.
    NotOnStack,
}

impl BackJudged {
    pub fn is_correct(self) -> bool {
        self == BackJudged::Correct
    }
}

impl Player {
    /// At a dead end of the classic search, where it goes back to; `None` elsewhere, and
    /// where no cell is left to go back to (the search ends without a solution).
    pub fn back_question(&self) -> Option<BackQuestion> {
        match self.last_step() {
            Some(Step::DeadEnd { cell }) => self.going_back(Some(cell)),
            _ => None,
        }
    }

    /// At a solution of the classic search, where it goes back to if it searches on for
    /// another (as a program that counts the solutions does); `None` elsewhere, and where it
    /// places no digit again (it ends).
    pub fn search_on_question(&self) -> Option<BackQuestion> {
        match self.last_step() {
            Some(Step::Solution) => self.going_back(None),
            _ => None,
        }
    }

    /// The cell that gets a new digit next, and the digits taken back on the way, looked up on
    /// a copy of the search.
    fn going_back(&self, dead_end: Option<Cell>) -> Option<BackQuestion> {
        if self.search().strategy() != Strategy::Classic {
            return None;
        }
        let stack: Vec<(Cell, Digit)> = self.search().stack().collect();
        let mut ahead = self.search().clone();
        let mut passed = Vec::new();
        // Only take-backs come before the next digit placed: at most one per digit placed.
        for _ in 0..=stack.len() {
            match ahead.step() {
                Step::Backtrack { cell, digit } => passed.push((cell, digit)),
                Step::Place { cell, digit } => {
                    // The last take-back is of this cell: its loop goes on.
                    passed.pop();
                    return Some(BackQuestion {
                        dead_end,
                        stack,
                        answer: (cell, digit),
                        passed,
                    });
                }
                _ => return None,
            }
        }
        None
    }
}

impl BackQuestion {
    /// `guess` judged against where the search goes back to.
    pub fn judge(&self, guess: Cell) -> BackJudged {
        if guess == self.answer.0 {
            BackJudged::Correct
        } else if let Some(&(_, digit)) = self.passed.iter().find(|(c, _)| *c == guess) {
            BackJudged::Passed { digit }
        } else if self.stack.iter().any(|(c, _)| *c == guess) {
            BackJudged::FurtherBack
        } else {
            BackJudged::NotOnStack
        }
    }
}

/// Steps a "Will this digit stay?" question looks ahead at most: about 2 ms natively (1,000,000
/// took 9.5 ms, too much for a frame of play, which asks after every placement): a
/// placement whose fate lies further ahead is not asked about.
pub const STAY_LOOK_AHEAD: u64 = 200_000;

/// After a digit is placed, "Will it stay?": the search's future answers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StayQuestion {
    pub cell: Cell,
    pub digit: Digit,
    /// The step count when it is asked (the placement's).
    pub at: u64,
    /// `None`: it stays, in the solution; else the step that takes it back.
    pub taken_back_at: Option<u64>,
}

impl StayQuestion {
    /// Whether `guess` ("it stays") is right.
    pub fn judge(&self, guess: bool) -> bool {
        guess == self.taken_back_at.is_none()
    }
}

impl Player {
    /// After the classic search placed a digit, whether it stays (up to the first solution) or
    /// when it is taken back; `None` elsewhere, and when the answer lies more than
    /// [`STAY_LOOK_AHEAD`] steps ahead and beyond what the player explored
    /// ([`Player::fate_explored`]).
    pub fn stay_question(&self) -> Option<StayQuestion> {
        let Some(Step::Place { cell, digit }) = self.last_step() else {
            return None;
        };
        if self.search().strategy() != Strategy::Classic {
            return None;
        }
        let mut ahead = self.search().clone();
        let depth = ahead.depth();
        let at = ahead.counters().steps;
        for _ in 0..STAY_LOOK_AHEAD {
            match ahead.step() {
                Step::Solution => {
                    return Some(StayQuestion {
                        cell,
                        digit,
                        at,
                        taken_back_at: None,
                    })
                }
                Step::Exhausted => return None,
                // Below it the stack goes deeper; it is taken back when the stack is shorter
                // than it made it.
                _ if ahead.depth() < depth => {
                    return Some(StayQuestion {
                        cell,
                        digit,
                        at,
                        taken_back_at: Some(ahead.counters().steps),
                    })
                }
                _ => {}
            }
        }
        let taken_back_at = self.fate_explored(&ahead)?;
        Some(StayQuestion {
            cell,
            digit,
            at,
            taken_back_at,
        })
    }

    /// The fate of the digit placed last, looked up in the search explored ahead: `Some(None)`
    /// if it stays up to a solution, `Some(Some(step))` if it is taken back at that step, `None`
    /// if the exploration ends before either. `looked` is the search [`STAY_LOOK_AHEAD`] steps
    /// on, with the digit still in place.
    ///
    /// The search is a depth-first walk: the states whose stack starts with the one it has now
    /// (this digit and every digit below it) are the steps of one unbroken stretch, which ends
    /// at its take-back. So the first kept state past `looked` (a checkpoint, or the explorer)
    /// whose stack does not start so brackets the take-back with the state before it, from
    /// which it is replayed (a checkpoint interval at most: about 155,000 steps on the
    /// adversary explored to its end). A solution counted in between with the stack intact
    /// was reached with the digit in place.
    fn fate_explored(&self, looked: &Search) -> Option<Option<u64>> {
        let path: Vec<(Cell, Digit)> = self.search().stack().collect();
        let holds = |state: &Search| {
            state.depth() >= path.len() && state.stack().zip(&path).all(|(a, b)| a == *b)
        };
        let start = looked.counters().steps;
        let first = self
            .checkpoints
            .partition_point(|c| c.search.counters().steps <= start);
        let kept = self.checkpoints[first..]
            .iter()
            .map(|c| &c.search)
            .chain(std::iter::once(&self.explorer.search))
            .filter(|state| state.counters().steps > start);
        let mut from = looked;
        for state in kept {
            let solved = state.counters().solutions > from.counters().solutions;
            if holds(state) {
                if solved {
                    return Some(None);
                }
                from = state;
                continue;
            }
            // Taken back between `from` and `state`: replayed, stopping at a solution reached
            // first.
            let mut replay = from.clone();
            while replay.counters().steps < state.counters().steps {
                match replay.step() {
                    Step::Solution => return Some(None),
                    _ if replay.depth() < path.len() => {
                        return Some(Some(replay.counters().steps));
                    }
                    _ => {}
                }
            }
            return None;
        }
        None
    }
}
