//! What each step did, as the narration line says it: typed, so the page can say it in each
//! of its languages; [`std::fmt::Display`] gives the English (the CLI's and the tests').

use crate::explain::Reason;
use crate::grid::{Candidates, Cell, Digit};
use crate::solver::{Deduction, Strategy};
use std::fmt;

/// What a step did, as the narration line says it: typed, so the page can say it in each of
/// its languages. [`fmt::Display`] gives the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Narration {
    /// Before the first step: how many cells are empty, and who fills them.
    Start { empty: usize, strategy: Strategy },
    /// Classic: `digit` tried in `cell`. `failed`: the digits tried there before, each of
    /// which failed further down; `refused`: the digits the check turned down on the way.
    Try {
        cell: Cell,
        digit: Digit,
        failed: Candidates,
        refused: Vec<Reason>,
    },
    /// A propagating strategy guesses `digit`, with `later` left to try after it.
    Guess {
        cell: Cell,
        digit: Digit,
        later: Candidates,
    },
    /// Classic: `digit` taken back; the loop tries `next`, or (none left) the function
    /// returns false to the cell before (`back_to`; `None`: the start).
    TakeBack {
        cell: Cell,
        digit: Digit,
        next: Option<Digit>,
        back_to: Option<Cell>,
    },
    /// A propagating strategy takes back a guess and rules it out in that cell.
    RuleOut { cell: Cell, digit: Digit },
    /// Propagation fills a cell.
    Deduce {
        cell: Cell,
        digit: Digit,
        why: Deduction,
    },
    /// Classic: no digit fits `cell`; the check refused each for `refused`.
    DeadEnd { cell: Cell, refused: Vec<Reason> },
    /// A propagating strategy finds a contradiction and goes back to `back_to`.
    Contradiction { cell: Cell, back_to: Option<Cell> },
    /// Solution number `count` (the search goes on past the first when asked).
    Solution { count: u64 },
    /// The search is over and found nothing (more).
    Exhausted,
}

impl fmt::Display for Narration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let back = |to: &Option<Cell>| to.map_or("the start".to_string(), |c| c.to_string());
        match self {
            Narration::Start { empty, strategy } => write!(
                f,
                "Start: {empty} empty cells. The {strategy} strategy fills them one by one."
            ),
            Narration::Try {
                cell,
                digit,
                failed,
                refused,
            } => {
                write!(f, "{cell}: try {digit}")?;
                if !failed.is_empty() {
                    write!(f, " ({} failed further down)", joined(failed.iter(), ", "))?;
                }
                if !refused.is_empty() {
                    write!(f, ", after the check refused {}", joined(refused, "; "))?;
                }
                Ok(())
            }
            Narration::Guess { cell, digit, later } if later.is_empty() => {
                write!(f, "{cell}: try {digit} (its last choice), then propagate")
            }
            Narration::Guess { cell, digit, later } => write!(
                f,
                "{cell}: try {digit} (then {}), then propagate",
                joined(later.iter(), ", ")
            ),
            Narration::TakeBack {
                cell,
                digit,
                next: Some(next),
                ..
            } => write!(f, "{cell}: take back {digit}; next, try {next}"),
            Narration::TakeBack {
                cell,
                digit,
                next: None,
                back_to,
            } => write!(
                f,
                "{cell}: take back {digit}; no digit left to try, so return false to {}",
                back(back_to)
            ),
            Narration::RuleOut { cell, digit } => {
                write!(f, "{cell}: take back {digit} and rule it out there")
            }
            Narration::Deduce { cell, digit, why } => match why {
                Deduction::OnlyCandidate => write!(f, "{cell} = {digit}: only candidate left"),
                Deduction::OnlyPlace(unit) => write!(
                    f,
                    "{cell} = {digit}: the only place for {digit} in {}",
                    unit.of(*cell)
                ),
                Deduction::Interactions => write!(
                    f,
                    "{cell} = {digit}: forced once box-line interactions rule out other places"
                ),
            },
            Narration::DeadEnd { cell, refused } => write!(
                f,
                "{cell}: no digit fits, return false. The check refused {}",
                joined(refused, "; ")
            ),
            Narration::Contradiction { cell, back_to } => {
                write!(f, "{cell}: contradiction, back to {}", back(back_to))
            }
            Narration::Solution { count } if *count > 1 => write!(
                f,
                "Solution {count}: the program would have stopped at the first; the search goes on."
            ),
            Narration::Solution { .. } => {
                f.write_str("Solved: every cell holds a digit and nothing clashes.")
            }
            Narration::Exhausted => f.write_str("Search finished: no solution."),
        }
    }
}

/// The items written out, separated by `separator` (the English here, and every language's
/// lists on the page).
pub(crate) fn joined<T: fmt::Display>(
    items: impl IntoIterator<Item = T>,
    separator: &str,
) -> String {
    let words: Vec<String> = items.into_iter().map(|x| x.to_string()).collect();
    words.join(separator)
}
