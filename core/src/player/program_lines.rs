//! What each line of the propagating program (`programs/propagating/search.*`) does, said for
//! the narration when it is stepped line by line ([`ProgramLine`], typed so the page says it
//! in each of its languages; [`fmt::Display`] gives the English).

use crate::code::Role;
use crate::names::{Area, Mark, Place};
use crate::trace::{Outcome, Traced};
use std::fmt;

/// Why `dead()` says the board has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// The cell has no digit left.
    NoDigit(Place),
    /// The digit has no place left in the area.
    NoPlace(Mark, Area),
}

/// One line of the propagating program.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgramLine {
    /// `search()` is called.
    SearchStarts,
    /// Its `while True`: a turn begins.
    SearchLoop,
    /// The test for a full board.
    BoardFull {
        full: bool,
    },
    /// `x = choose()`.
    Choose {
        cell: Place,
    },
    /// `d = ` its smallest digit.
    Smallest {
        cell: Place,
        digit: Mark,
    },
    /// The copy of the board and the candidates.
    Save,
    /// `fill(x, d)`: the branch's digit.
    Place {
        cell: Place,
        digit: Mark,
    },
    /// `if propagate() and search()`.
    PropagateCall {
        cell: Place,
        digit: Mark,
    },
    /// `propagate()`'s header.
    PropagateStarts,
    /// Its `while True`.
    Round,
    /// `if dead()`: `None` when it is not.
    Dead {
        stuck: Option<Stuck>,
    },
    /// `return False` in `propagate`.
    Contradiction,
    /// `x, d = forced()`.
    Forced {
        found: Option<(Place, Mark)>,
    },
    /// `if x >= 0`.
    IfForced {
        found: bool,
    },
    /// `fill(x, d)` in `propagate`.
    Fill {
        cell: Place,
        digit: Mark,
    },
    /// `elif not narrow()`: whether it ruled anything out.
    Narrow {
        struck: bool,
    },
    /// `return True` in `propagate`.
    Settled,
    Print,
    Solved,
    /// The copy put back after a failed branch.
    Restore {
        cell: Place,
        digit: Mark,
    },
    /// The failed digit ruled out of its cell.
    RuleOut {
        cell: Place,
        digit: Mark,
    },
    /// `if not propagate(): return False` after that.
    PropagateAgain {
        cell: Place,
        digit: Mark,
    },
}

impl ProgramLine {
    /// What `line` does (a line of the propagating program).
    pub fn of(line: &Traced) -> ProgramLine {
        let cell = line.cell.map(Place::from);
        let at = cell.zip(line.digit.map(Mark::from));
        let yes = line.outcome == Outcome::Yes;
        let stuck = match line.outcome {
            Outcome::NoDigit(cell) => Some(Stuck::NoDigit(cell.into())),
            Outcome::NoPlace(digit, unit) => Some(Stuck::NoPlace(
                digit.into(),
                Area::of(unit.unit, unit.cell.into()),
            )),
            _ => None,
        };
        match (line.role, at) {
            (Role::Enter, _) => ProgramLine::SearchStarts,
            (Role::Loop, _) => ProgramLine::SearchLoop,
            (Role::Full, _) => ProgramLine::BoardFull { full: yes },
            (Role::Digit, Some((cell, digit))) => ProgramLine::Smallest { cell, digit },
            (Role::Save, _) => ProgramLine::Save,
            (Role::Place, Some((cell, digit))) => ProgramLine::Place { cell, digit },
            (Role::Call, Some((cell, digit))) => ProgramLine::PropagateCall { cell, digit },
            (Role::Propagate, _) => ProgramLine::PropagateStarts,
            (Role::Round, _) => ProgramLine::Round,
            (Role::Dead, _) => ProgramLine::Dead { stuck },
            (Role::Check, _) => ProgramLine::Contradiction,
            (Role::Forced, at) => ProgramLine::Forced { found: at },
            (Role::IfForced, _) => ProgramLine::IfForced { found: yes },
            (Role::Deduce, Some((cell, digit))) => ProgramLine::Fill { cell, digit },
            (Role::Narrow, _) => ProgramLine::Narrow { struck: yes },
            (Role::Settled, _) => ProgramLine::Settled,
            (Role::Solved, _) => ProgramLine::Solved,
            (Role::Undo, Some((cell, digit))) => ProgramLine::Restore { cell, digit },
            (Role::RuleOut, Some((cell, digit))) => ProgramLine::RuleOut { cell, digit },
            (Role::Fail, Some((cell, digit))) => ProgramLine::PropagateAgain { cell, digit },
            (Role::Cell, _) => match cell {
                Some(cell) => ProgramLine::Choose { cell },
                None => ProgramLine::SearchLoop,
            },
            // Every other line carries its cell and digit; the classic program's own lines
            // (its box and its loop over digits) are not the propagating program's.
            _ => ProgramLine::Print,
        }
    }
}

impl fmt::Display for ProgramLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ProgramLine::*;
        match self {
            SearchStarts => write!(f, "search() is called"),
            SearchLoop => write!(f, "search()'s loop begins a turn"),
            BoardFull { full: true } => write!(f, "0 not in board: yes, every cell is filled"),
            BoardFull { full: false } => write!(f, "Is the board full? No, empty cells are left"),
            Choose { cell } => write!(f, "choose() picks {cell} to branch on"),
            Smallest { cell, digit } => {
                write!(f, "d = {digit}: the smallest digit {cell} can still take")
            }
            Save => write!(
                f,
                "The board and the candidates are copied, to be put back if the branch fails"
            ),
            Place { cell, digit } => write!(f, "{digit} is placed in {cell}"),
            PropagateCall { cell, digit } => write!(
                f,
                "With {digit} in {cell}, propagate() fills what that forces, then search() goes on"
            ),
            PropagateStarts => write!(f, "propagate() starts: it fills what is forced until nothing is"),
            Round => write!(f, "propagate()'s loop looks at the board again"),
            Dead { stuck: None } => write!(
                f,
                "dead()? No: every empty cell has a digit left, and every digit a place in each row, column and box"
            ),
            Dead {
                stuck: Some(Stuck::NoDigit(cell)),
            } => write!(f, "dead(): yes, {cell} has no digit left"),
            Dead {
                stuck: Some(Stuck::NoPlace(digit, area)),
            } => write!(f, "dead(): yes, {digit} has no place left in {area}"),
            Contradiction => write!(f, "return False: this board has no solution, the branch fails"),
            Forced {
                found: Some((cell, digit)),
            } => write!(f, "forced() finds that {cell} must be {digit}"),
            Forced { found: None } => write!(f, "forced() finds nothing forced"),
            IfForced { found: true } => write!(f, "x >= 0: yes, a cell is forced"),
            IfForced { found: false } => write!(f, "x >= 0? No, nothing is forced"),
            Fill { cell, digit } => write!(
                f,
                "fill(): {digit} goes in {cell}, and out of the candidates of its row, column and box"
            ),
            Narrow { struck: true } => write!(
                f,
                "narrow() rules candidates out where rows or columns cross boxes: look again"
            ),
            Narrow { struck: false } => write!(f, "narrow() rules nothing out"),
            Settled => write!(f, "return True: nothing more is forced"),
            Print => write!(f, "Every cell is filled: the board is printed"),
            Solved => write!(f, "return True: every call before returns True"),
            Restore { cell, digit } => write!(
                f,
                "{digit} in {cell} failed: the board and the candidates are put back"
            ),
            RuleOut { cell, digit } => write!(f, "{digit} is ruled out of {cell}"),
            PropagateAgain { cell, digit } => write!(
                f,
                "Without {digit} in {cell}, propagate() again; if it fails, return False"
            ),
        }
    }
}
