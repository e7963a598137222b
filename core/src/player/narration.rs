//! What each step did, as the narration line says it: typed, so the page can say it in each
//! of its languages; [`std::fmt::Display`] gives the English (the CLI's and the tests'). It
//! names cells and symbols as every message does ([`crate::names`]), so one narration serves
//! boards of any size. The player tells its last step here too ([`Player::narrate`]).

use super::Player;
use crate::explain::{self, Explanation, Reason};
use crate::grid::{Candidates, Unit};
use crate::names::{Area, Mark, Place};
use crate::solver::any_size::Constraint;
use crate::solver::{Deduction, Step, Strategy};
use std::fmt;

impl Player {
    /// The last step, explained: its lines and the reasons of its refusals.
    pub fn explain(&self) -> Option<Explanation> {
        explain::explain(self.search(), self.last_step())
    }

    /// A sentence saying what the last step did, in English (the page says it in the
    /// reader's language from [`Player::narrate`]).
    pub fn narration(&self) -> String {
        self.narrate(self.explain().as_ref()).to_string()
    }

    /// What the last step did, from its explanation when the caller has it already.
    pub fn narrate(&self, explanation: Option<&Explanation>) -> Narration {
        let search = self.search();
        let back_to = search.stack().last().map(|(cell, _)| Place::from(cell));
        let classic = search.strategy() == Strategy::Classic;
        let dlx = search.strategy() == Strategy::Dlx;
        let refused = || {
            explanation.map_or(Vec::new(), |e| {
                e.rejected.iter().map(Refusal::from).collect()
            })
        };
        let marks = |set: Candidates| set.iter().map(Mark::from).collect::<Vec<_>>();
        match self.last_step() {
            None => Narration::Start {
                empty: 81 - search.givens().filled(),
                strategy: search.strategy(),
            },
            Some(Step::Place { cell, digit }) if dlx => {
                let choice = search.choice().expect("a DLX placement is on the stack");
                Narration::Cover {
                    cell: cell.into(),
                    digit: digit.into(),
                    chosen: Chosen::of(choice.constraint, cell.into()),
                    options: choice.options,
                    nth: choice.nth,
                }
            }
            Some(Step::Place { cell, digit }) if classic => Narration::Try {
                cell: cell.into(),
                digit: digit.into(),
                failed: marks(explanation.map_or(Candidates::NONE, |e| e.tried)),
                refused: refused(),
            },
            Some(Step::Place { cell, digit }) => Narration::Guess {
                cell: cell.into(),
                digit: digit.into(),
                // The digits this cell can still try after this one, as its peers stand now.
                later: marks(
                    search
                        .grid()
                        .candidates(cell)
                        .iter()
                        .filter(|d| *d > digit)
                        .collect(),
                ),
            },
            Some(Step::Backtrack { cell, digit }) if dlx => Narration::Uncover {
                cell: cell.into(),
                digit: digit.into(),
                // Its constraint stays on the stack until its options are all taken back.
                more: search.choice().is_some_and(|c| c.nth < c.options),
                back_to,
            },
            Some(Step::Backtrack { cell, digit }) if classic => Narration::TakeBack {
                cell: cell.into(),
                digit: digit.into(),
                next: explanation.and_then(|e| e.next).map(Mark::from),
                back_to,
            },
            Some(Step::Backtrack { cell, digit }) => Narration::RuleOut {
                cell: cell.into(),
                digit: digit.into(),
            },
            Some(Step::Deduce { cell, digit, why }) => Narration::Deduce {
                cell: cell.into(),
                digit: digit.into(),
                why,
            },
            Some(Step::DeadEnd { cell }) if dlx => Narration::NoOption {
                cell: cell.into(),
                back_to,
            },
            Some(Step::DeadEnd { cell }) if classic => Narration::DeadEnd {
                cell: cell.into(),
                refused: refused(),
            },
            Some(Step::DeadEnd { cell }) => Narration::Contradiction {
                cell: cell.into(),
                back_to,
            },
            Some(Step::NoPlace { digit, unit }) => Narration::NoPlace {
                digit: digit.into(),
                area: unit.into(),
                back_to,
            },
            Some(Step::Solution) => Narration::Solution {
                count: search.counters().solutions,
            },
            Some(Step::Exhausted) => Narration::Exhausted,
        }
    }
}

impl Chosen {
    /// How DLX chose the placement at `cell` that covers `constraint`.
    fn of<const N: usize>(constraint: Constraint<N>, cell: Place) -> Chosen {
        match constraint {
            Constraint::Cell(_) => Chosen::Cell,
            Constraint::Row(..) => Chosen::PlaceIn(Area::of(Unit::Row, cell)),
            Constraint::Column(..) => Chosen::PlaceIn(Area::of(Unit::Column, cell)),
            Constraint::Box(..) => Chosen::PlaceIn(Area::of(Unit::Box, cell)),
        }
    }
}

/// Why the classic check refused a symbol: `by`, in that `area`, holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub digit: Mark,
    pub area: Area,
    pub by: Place,
}

impl From<&Reason> for Refusal {
    fn from(r: &Reason) -> Refusal {
        Refusal {
            digit: r.digit.into(),
            area: r.unit.of(r.by).into(),
            by: r.by.into(),
        }
    }
}

impl fmt::Display for Refusal {
    /// `1: row 1 has it (r1c4)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {} has it ({})", self.digit, self.area, self.by)
    }
}

/// The constraint DLX chose to branch on: a cell (which symbol goes there), or a symbol's
/// places in a row, column or box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    Cell,
    PlaceIn(Area),
}

/// What a step did, as the narration line says it: typed, so the page can say it in each of
/// its languages. [`fmt::Display`] gives the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Narration {
    /// Before the first step: how many cells are empty, and who fills them.
    Start { empty: usize, strategy: Strategy },
    /// Classic: `digit` tried in `cell`. `failed`: the digits tried there before, each of
    /// which failed further down; `refused`: the digits the check turned down on the way.
    Try {
        cell: Place,
        digit: Mark,
        failed: Vec<Mark>,
        refused: Vec<Refusal>,
    },
    /// A propagating strategy guesses `digit`, with `later` left to try after it.
    Guess {
        cell: Place,
        digit: Mark,
        later: Vec<Mark>,
    },
    /// Classic: `digit` taken back; the loop tries `next`, or (none left) the function
    /// returns false to the cell before (`back_to`; `None`: the start).
    TakeBack {
        cell: Place,
        digit: Mark,
        next: Option<Mark>,
        back_to: Option<Place>,
    },
    /// Classic: `digit` taken back, the rest untold: the next try is a question asked of the
    /// learner ([`crate::player::Question`]), and [`Narration::TakeBack`] would answer it.
    TakenBack { cell: Place, digit: Mark },
    /// A propagating strategy takes back a guess and rules it out in that cell.
    RuleOut { cell: Place, digit: Mark },
    /// Propagation fills a cell.
    Deduce {
        cell: Place,
        digit: Mark,
        why: Deduction,
    },
    /// Classic: no digit fits `cell`; the check refused each for `refused`.
    DeadEnd { cell: Place, refused: Vec<Refusal> },
    /// A propagating strategy finds a contradiction and goes back to `back_to`.
    Contradiction { cell: Place, back_to: Option<Place> },
    /// DLX: `digit` in `cell`, option `nth` of the `options` the chosen constraint had.
    Cover {
        cell: Place,
        digit: Mark,
        chosen: Chosen,
        options: u32,
        nth: u32,
    },
    /// DLX: `digit` taken back from `cell` (its constraints uncovered); the constraint tries
    /// its next option, or (none left) the search goes back to `back_to`.
    Uncover {
        cell: Place,
        digit: Mark,
        more: bool,
        back_to: Option<Place>,
    },
    /// DLX: `cell` has no option left; back to `back_to`.
    NoOption { cell: Place, back_to: Option<Place> },
    /// DLX: `digit` has no place left in `area`; back to `back_to`.
    NoPlace {
        digit: Mark,
        area: Area,
        back_to: Option<Place>,
    },
    /// Solution number `count` (the search goes on past the first when asked).
    Solution { count: u64 },
    /// The search is over and found nothing (more).
    Exhausted,
}

impl Narration {
    /// The narration with the next try left untold, for a step whose next try is asked.
    pub fn keeping_the_next_try(self) -> Narration {
        match self {
            Narration::TakeBack {
                cell,
                digit,
                next: Some(_),
                ..
            } => Narration::TakenBack { cell, digit },
            other => other,
        }
    }
}

impl fmt::Display for Narration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let back = |to: &Option<Place>| to.map_or("the start".to_string(), |c| c.to_string());
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
                    write!(f, " ({} failed further down)", joined(failed, ", "))?;
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
                joined(later, ", ")
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
            Narration::TakenBack { cell, digit } => write!(f, "{cell}: take back {digit}"),
            Narration::RuleOut { cell, digit } => {
                write!(f, "{cell}: take back {digit} and rule it out there")
            }
            Narration::Deduce { cell, digit, why } => match why {
                Deduction::OnlyCandidate => write!(f, "{cell} = {digit}: only candidate left"),
                Deduction::OnlyPlace(unit) => write!(
                    f,
                    "{cell} = {digit}: the only place for {digit} in {}",
                    Area::of(*unit, *cell)
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
                write!(
                    f,
                    "{cell}: contradiction, no digit left; back to {}",
                    back(back_to)
                )
            }
            Narration::Cover {
                cell,
                digit,
                chosen: Chosen::Cell,
                options,
                nth,
            } => match (nth, options) {
                (1, 1) => write!(f, "{cell} has 1 option: try {digit}"),
                (1, n) => write!(f, "{cell} has {n} options: try {digit}"),
                (k, n) => write!(f, "{cell}: option {k} of {n}, {digit}"),
            },
            Narration::Cover {
                cell,
                digit,
                chosen: Chosen::PlaceIn(area),
                options,
                nth,
            } => match (nth, options) {
                (1, 1) => write!(f, "{digit} has 1 place in {area}: try {cell}"),
                (1, n) => write!(f, "{digit} has {n} places in {area}: try {cell}"),
                (k, n) => write!(f, "{digit} in {area}: place {k} of {n}, {cell}"),
            },
            Narration::Uncover {
                cell,
                digit,
                more: true,
                ..
            } => write!(f, "{cell}: take back {digit} and uncover; next option"),
            Narration::Uncover {
                cell,
                digit,
                more: false,
                back_to,
            } => write!(
                f,
                "{cell}: take back {digit} and uncover; no option left, back to {}",
                back(back_to)
            ),
            Narration::NoOption { cell, back_to } => {
                write!(f, "{cell} has no option left: back to {}", back(back_to))
            }
            Narration::NoPlace {
                digit,
                area,
                back_to,
            } => write!(
                f,
                "{digit} has no place left in {area}: back to {}",
                back(back_to)
            ),
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
pub fn joined<T: fmt::Display>(items: impl IntoIterator<Item = T>, separator: &str) -> String {
    let words: Vec<String> = items.into_iter().map(|x| x.to_string()).collect();
    words.join(separator)
}
