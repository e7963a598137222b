//! What is asked of the generator, what it gives, and why it may give nothing.

use crate::grid::Grid;
use std::fmt;

/// From `lo` to `hi`, both included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub lo: u64,
    pub hi: u64,
}

impl Range {
    pub fn new(lo: u64, hi: u64) -> Range {
        Range { lo, hi }
    }

    pub(super) fn holds(self, v: u64) -> bool {
        (self.lo..=self.hi).contains(&v)
    }
}

/// `A..B`, `A..` (no upper end), `..B` (from 0) or `A` alone, as a command line takes it.
impl std::str::FromStr for Range {
    type Err = String;

    fn from_str(text: &str) -> Result<Range, String> {
        let number = |part: &str, missing: u64| {
            let part = part.trim().replace(['_', ','], "");
            if part.is_empty() {
                return Ok(missing);
            }
            part.parse::<u64>().map_err(|_| {
                format!("`{text}`: expected A..B, A.., ..B or A, with A and B whole numbers")
            })
        };
        match text.split_once("..") {
            Some((lo, hi)) => Ok(Range::new(number(lo, 0)?, number(hi, u64::MAX)?)),
            None => {
                let n = number(text, u64::MAX)?;
                Ok(Range::new(n, n))
            }
        }
    }
}

/// The classic search's cost asked for; each range given must hold.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Goal {
    pub steps: Option<Range>,
    pub calls: Option<Range>,
    pub boj_calls: Option<Range>,
    pub backtracks: Option<Range>,
}

/// A puzzle asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    pub goal: Goal,
    /// How many givens (17 to 81); if `None`, any, or at most 30 when no cost is asked.
    pub givens: Option<Range>,
    /// Givens symmetric under the half turn about the centre.
    pub symmetric: bool,
    pub seed: u64,
    /// Costs measured at most before giving up (each a search given up past the steps no cost in range takes).
    pub tries: u64,
}

impl Request {
    /// Any puzzle of one solution, from `seed`, with the default effort.
    pub fn new(seed: u64) -> Request {
        Request {
            goal: Goal::default(),
            givens: None,
            symmetric: false,
            seed,
            tries: TRIES,
        }
    }
}

/// Costs measured by default before giving up.
pub const TRIES: u64 = 20_000;

/// The classic search's counters at its first solution, as the player shows them there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    /// Steps of the player, the solution's own included.
    pub steps: u64,
    /// Calls of the program in the Code panel: the first call and one per placement.
    pub calls: u64,
    /// Calls as BOJ 12095's reference program counts them.
    pub boj_calls: u64,
    /// Digits taken back.
    pub backtracks: u64,
}

/// A puzzle made to order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    pub puzzle: Grid,
    pub solution: Grid,
    pub cost: Cost,
    /// Costs measured to find it.
    pub tries: u64,
}

/// Why no puzzle was made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// Givens outside 17 to 81 (no 9 x 9 puzzle of fewer than 17 givens has one solution).
    Givens(Range),
    /// A range whose low end is above its high end, or a range of steps or calls that starts
    /// at 0 (every search takes a step and a call).
    EmptyRange { what: &'static str, range: Range },
    /// None found within the tries; the nearest puzzle seen: its cost and givens.
    Unmet {
        tries: u64,
        nearest: Option<(Cost, u64)>,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Givens(r) => write!(
                f,
                "givens {}..{}: a puzzle with one solution has 17 to 81 givens",
                r.lo, r.hi
            ),
            GenerateError::EmptyRange { what, range } => write!(
                f,
                "{what} {}..{}: no number is in this range",
                range.lo, range.hi
            ),
            GenerateError::Unmet { tries, nearest } => {
                write!(f, "no puzzle found in {tries} tries")?;
                match nearest {
                    Some((c, givens)) => write!(
                        f,
                        " (the nearest: {givens} givens, {} steps, {} calls, {} BOJ 12095 \
                         calls, {} take-backs)",
                        c.steps, c.calls, c.boj_calls, c.backtracks
                    ),
                    None => Ok(()),
                }
            }
        }
    }
}

impl std::error::Error for GenerateError {}

/// Fewest givens of a 9 x 9 puzzle with one solution (McGuire, Tugemann and Civario 2012).
pub const MIN_GIVENS: u64 = 17;

impl Request {
    /// The givens wanted: as asked, else 17 to 81, or to 30 when no cost is asked either (a
    /// puzzle rather than a nearly full board).
    pub(super) fn givens_wanted(&self) -> Range {
        let most = if self.goal == Goal::default() { 30 } else { 81 };
        self.givens.unwrap_or(Range::new(MIN_GIVENS, most))
    }

    /// Whether the request can be met at all: givens within 17 to 81, no range empty.
    pub fn check(&self) -> Result<(), GenerateError> {
        let request = self;
        if let Some(g) = request.givens {
            if g.lo > g.hi || g.hi < MIN_GIVENS || g.lo > 81 {
                return Err(GenerateError::Givens(g));
            }
        }
        let goal = &request.goal;
        for (what, range, least) in [
            ("steps", goal.steps, 1),
            ("calls", goal.calls, 1),
            ("BOJ 12095 calls", goal.boj_calls, 1),
            ("take-backs", goal.backtracks, 0),
        ] {
            if let Some(range) = range {
                if range.lo > range.hi || range.hi < least {
                    return Err(GenerateError::EmptyRange { what, range });
                }
            }
        }
        Ok(())
    }
}
