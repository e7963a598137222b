//! The step-by-step player: any step of a search of any length, in bounded memory.
//!
//! The search is deterministic, so a step's state is found by replaying from an earlier state.
//! The player keeps copies of the search (checkpoints) at every `interval` steps; when there
//! would be more than [`MAX_CHECKPOINTS`], it doubles the interval and drops every other one.
//! Memory stays bounded whatever the length, and reaching a step replays at most `interval`
//! steps from the nearest checkpoint. An explorer runs ahead of what is shown, extending the
//! checkpoints, so that once the whole search is explored every step is a short replay away.
//!
//! The explorer also draws the search's shape as it goes ([`Overview`]): the depths reached in
//! each of at most [`MAX_BUCKETS`] equal spans of steps, merged in pairs as the search grows.
//!
//! The search ends at the first solution, as the judges' recursion does; [`Player::search_on`]
//! moves the end to the next solution. [`Player::run_until`] walks to the next step that
//! matches an event (a take-back, a solution, a line with a breakpoint).
//!
//! All work is done in budgets of steps, so the caller (the page) can spread it over frames.

use crate::code::Roles;
use crate::explain::{self, Explanation, Reason};
use crate::grid::{Candidates, Cell, Conflict, Digit, Grid};
use crate::solver::{Deduction, Reader, Search, Step, Strategy, Writer};
use std::fmt;

/// Checkpoints kept at most.
pub const MAX_CHECKPOINTS: usize = 1024;
/// Spans of the overview kept at most.
pub const MAX_BUCKETS: usize = 1024;
/// The first interval between checkpoints; most searches are shorter than it.
const FIRST_INTERVAL: u64 = 1024;

/// What [`Player::run_until`] runs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A take-back.
    Backtrack,
    /// A solution.
    Solution,
    /// A step that runs one of these lines of the program (its breakpoints).
    Lines(Roles),
}

impl Event {
    fn matches(self, search: &Search, step: Step) -> bool {
        match self {
            Event::Backtrack => matches!(step, Step::Backtrack { .. }),
            Event::Solution => step == Step::Solution,
            Event::Lines(roles) => {
                explain::lines(search, step).is_some_and(|(_, ran)| ran.intersects(roles))
            }
        }
    }
}

/// A search state with the step that led to it.
#[derive(Clone)]
struct State {
    search: Search,
    last: Option<Step>,
}

#[derive(Clone)]
pub struct Player {
    /// Runs ahead, extending the checkpoints; at step `explored`.
    explorer: State,
    explored: u64,
    /// Steps in the whole search, once the explorer reached its end.
    end: Option<u64>,
    /// `checkpoints[i]` is the state at step `i * interval`.
    checkpoints: Vec<State>,
    interval: u64,
    /// What is shown: the state at step `position`.
    current: State,
    position: u64,
    /// The explorer stops after this many solutions.
    solutions_wanted: u64,
    overview: Overview,
}

/// The shape of the explored search: for each span of `width` steps, the shallowest and the
/// deepest the stack was in it. Bounded: when there would be more than [`MAX_BUCKETS`] spans,
/// the width doubles and neighbours merge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overview {
    pub width: u64,
    /// `(shallowest, deepest)` per span, in order; the last may be partly explored.
    pub spans: Vec<(u8, u8)>,
}

impl Default for Overview {
    fn default() -> Overview {
        Overview {
            width: 1,
            spans: Vec::new(),
        }
    }
}

impl Overview {
    /// The depths `(deepest, shallowest)` that steps `after + 1` onwards went through, all
    /// in one span.
    fn add(&mut self, after: u64, (deepest, shallowest): (usize, usize)) {
        let depths = (shallowest as u8, deepest as u8);
        let index = (after / self.width) as usize;
        match self.spans.get_mut(index) {
            Some(span) => *span = (span.0.min(depths.0), span.1.max(depths.1)),
            None => self.spans.push(depths),
        }
        if self.spans.len() > MAX_BUCKETS {
            self.spans = self
                .spans
                .chunks(2)
                .map(|pair| {
                    (
                        pair.iter().map(|s| s.0).min(),
                        pair.iter().map(|s| s.1).max(),
                    )
                })
                .map(|(low, high)| (low.unwrap_or(0), high.unwrap_or(0)))
                .collect();
            self.width *= 2;
        }
    }

    /// Steps up to the end of the span that step `after + 1` is in.
    fn room(&self, after: u64) -> u64 {
        self.width - after % self.width
    }
}
impl Player {
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Player, Conflict> {
        let start = State {
            search: Search::watched(givens, strategy)?,
            last: None,
        };
        Ok(Player {
            explorer: start.clone(),
            explored: 0,
            end: None,
            checkpoints: vec![start.clone()],
            interval: FIRST_INTERVAL,
            current: start,
            position: 0,
            solutions_wanted: 1,
            overview: Overview::default(),
        })
    }

    /// The step shown: how many steps led to the current state.
    pub fn position(&self) -> u64 {
        self.position
    }

    /// The number of steps of the whole search, once known. The player's search ends at the
    /// first solution, as the judge solutions' recursion does.
    pub fn end(&self) -> Option<u64> {
        self.end
    }

    /// How far the search has been explored.
    pub fn explored(&self) -> u64 {
        self.explored
    }

    /// The state shown.
    pub fn search(&self) -> &Search {
        &self.current.search
    }

    /// The step that led to the state shown (`None` at step 0).
    pub fn last_step(&self) -> Option<Step> {
        self.current.last
    }

    pub fn at_end(&self) -> bool {
        self.end == Some(self.position)
    }

    /// The shape of the search explored so far.
    pub fn overview(&self) -> &Overview {
        &self.overview
    }

    /// Whether the search's end is a solution (it can search on), not its exhaustion.
    pub fn can_search_on(&self) -> bool {
        self.end.is_some() && !self.explorer.search.is_exhausted()
    }

    /// Moves the end past the next solution, if the search ended at one and fewer than `cap`
    /// solutions are found. True if it did.
    pub fn search_on(&mut self, cap: u64) -> bool {
        if !self.can_search_on() || self.solutions_wanted >= cap {
            return false;
        }
        self.solutions_wanted += 1;
        self.end = None;
        true
    }

    /// Checkpoints kept now (bounded by [`MAX_CHECKPOINTS`]).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// Explores up to `budget` more steps of the search. True once the whole search is known.
    pub fn explore(&mut self, budget: u64) -> bool {
        let mut left = budget;
        while self.end.is_none() && left > 0 {
            // Up to the next checkpoint at most, so that each one is kept on time.
            // And up to the end of the overview's span, so that each span gets its depths.
            let to_checkpoint = self.interval - self.explored % self.interval;
            let chunk = left
                .min(to_checkpoint)
                .min(self.overview.room(self.explored));
            let (taken, last) = self.explorer.search.step_many(chunk);
            if taken > 0 {
                let window = self.explorer.search.take_window();
                self.overview.add(self.explored, window);
            }
            self.explored += taken;
            left -= taken;
            if let Some(step) = last.filter(|s| *s != Step::Exhausted) {
                self.explorer.last = Some(step);
            }
            if self.explorer.search.is_exhausted() {
                self.end = Some(self.explored);
                break;
            }
            if taken > 0 && self.explored.is_multiple_of(self.interval) {
                self.keep_checkpoint();
            }
            let solutions = self.explorer.search.counters().solutions;
            if last == Some(Step::Solution) && solutions >= self.solutions_wanted {
                self.end = Some(self.explored);
            }
        }
        self.end.is_some()
    }

    fn keep_checkpoint(&mut self) {
        debug_assert_eq!(self.explored, self.checkpoints.len() as u64 * self.interval);
        self.checkpoints.push(self.explorer.clone());
        if self.checkpoints.len() > MAX_CHECKPOINTS {
            // Keep the states at even multiples of the old interval: multiples of the new one.
            let mut i = 0;
            self.checkpoints.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.interval *= 2;
        }
    }

    /// Moves toward step `target` (clamped to the end), doing at most about `budget` steps of
    /// work. True when the state shown is at the target.
    pub fn seek(&mut self, target: u64, budget: u64) -> bool {
        let target = self.end.map_or(target, |end| target.min(end));
        if target == self.position {
            return true;
        }
        if budget == 0 {
            // No work allowed: the state shown stays put (not even a jump to a checkpoint).
            return false;
        }
        if target > self.explored {
            let needed = target - self.explored;
            self.explore(needed.min(budget));
            if self.explored < target && self.end.is_none() {
                return false;
            }
            return self.seek(target, budget);
        }
        if target == self.explored {
            self.current = self.explorer.clone();
            self.position = target;
            return true;
        }
        let index = ((target / self.interval) as usize).min(self.checkpoints.len() - 1);
        let checkpoint = index as u64 * self.interval;
        if self.position > target || self.position < checkpoint {
            self.current = self.checkpoints[index].clone();
            self.position = checkpoint;
        }
        // Replaying never passes the end: every step before it is a real step.
        let (taken, last) = self
            .current
            .search
            .step_many((target - self.position).min(budget));
        self.position += taken;
        if taken > 0 {
            self.current.last = last;
        }
        self.position == target
    }

    /// Seeks to `target` however long it takes (for tests and small searches).
    pub fn seek_now(&mut self, target: u64) {
        while !self.seek(target, u64::MAX) {}
    }

    /// One step forward (nothing at the end).
    pub fn step_forward(&mut self) {
        self.seek_now(self.position + 1);
    }

    /// One step back (nothing at the start).
    pub fn step_back(&mut self) {
        self.seek_now(self.position.saturating_sub(1));
    }

    /// Walks forward from the step shown to the next step that is `event`, doing at most
    /// about `budget` steps. `Some(true)` when it is shown, `Some(false)` if the search ended
    /// first (its end is then shown), `None` if the budget ran out on the way.
    pub fn run_until(&mut self, event: Event, budget: u64) -> Option<bool> {
        for _ in 0..budget {
            if self.position == self.explored {
                // The explorer stays ahead, keeping checkpoints and the overview.
                self.explore(budget.clamp(1, 1 << 16));
                if self.position == self.explored {
                    return Some(false);
                }
            }
            let step = self.current.search.step();
            self.position += 1;
            self.current.last = Some(step);
            if event.matches(&self.current.search, step) {
                return Some(true);
            }
        }
        None
    }

    /// The explored search as bytes (checkpoints, overview, the explorer's state), for a web
    /// worker that explores at full speed to hand its work to the page
    /// ([`Player::from_bytes`], [`Player::adopt`]). Classic searches only (the others are
    /// short): `None` for the rest.
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        let mut w = Writer::default();
        w.0.extend_from_slice(MAGIC);
        let givens = self.explorer.search.givens();
        w.0.extend(Cell::all().map(|c| givens.get(c).map_or(0, Digit::get)));
        w.number(self.interval);
        w.number(self.explored);
        w.number(self.end.map_or(0, |end| end + 1));
        w.number(self.solutions_wanted);
        w.number(self.overview.width);
        w.number(self.overview.spans.len() as u64);
        for &(low, high) in &self.overview.spans {
            w.byte(low);
            w.byte(high);
        }
        w.number(self.checkpoints.len() as u64);
        for state in std::iter::once(&self.explorer).chain(&self.checkpoints) {
            save_step(&mut w, state.last);
            if !state.search.save(&mut w) {
                return None;
            }
        }
        Some(w.0)
    }

    /// A player read from [`Player::to_bytes`]'s bytes, if they are a classic search of
    /// `givens`; at its explored end. `None` for anything else, whatever the bytes.
    pub fn from_bytes(givens: &Grid, bytes: &[u8]) -> Option<Player> {
        let mut r = Reader::new(bytes);
        for &b in MAGIC {
            r.byte().filter(|&read| read == b)?;
        }
        for cell in Cell::all() {
            if r.byte()? != givens.get(cell).map_or(0, Digit::get) {
                return None;
            }
        }
        let interval = r
            .number()
            .filter(|i| i.is_power_of_two() && *i >= FIRST_INTERVAL)?;
        let explored = r.number()?;
        let end = r.number()?.checked_sub(1);
        let solutions_wanted = r.number().filter(|&n| n >= 1)?;
        let width = r.number().filter(|w| w.is_power_of_two())?;
        let spans = (0..r.at_most(MAX_BUCKETS as u64)?)
            .map(|_| Some((r.byte()?, r.byte()?)))
            .collect::<Option<Vec<_>>>()?;
        let count = r.at_most(MAX_CHECKPOINTS as u64)? as usize;
        let mut state = || {
            let last = load_step(&mut r)?;
            Some(State {
                last,
                search: Search::load(givens, &mut r)?,
            })
        };
        let explorer = state()?;
        let checkpoints = (0..count).map(|_| state()).collect::<Option<Vec<_>>>()?;
        // Each checkpoint where it belongs, the explorer where it says, nothing left over.
        let at = |s: &State| s.search.counters().steps;
        let in_place = checkpoints
            .iter()
            .enumerate()
            .all(|(i, c)| at(c) == i as u64 * interval);
        let ends = end.is_none_or(|end| end == explored);
        if !r.is_done() || checkpoints.is_empty() || !in_place || at(&explorer) != explored || !ends
        {
            return None;
        }
        Some(Player {
            current: explorer.clone(),
            position: explored,
            explorer,
            explored,
            end,
            checkpoints,
            interval,
            solutions_wanted,
            overview: Overview { width, spans },
        })
    }

    /// Takes over `other`'s exploration of the same search if it went further (a worker's),
    /// keeping the step shown and the solutions asked for. True if it did.
    pub fn adopt(&mut self, mut other: Player) -> bool {
        let same = other.explorer.search.givens() == self.explorer.search.givens()
            && other.explorer.search.strategy() == self.explorer.search.strategy();
        if !same || other.explored <= self.explored {
            return false;
        }
        other.solutions_wanted = other.solutions_wanted.max(self.solutions_wanted);
        let exhausted = other.explorer.search.is_exhausted();
        if other.explorer.search.counters().solutions < other.solutions_wanted && !exhausted {
            other.end = None;
        }
        let position = self.position;
        *self = other;
        self.seek_now(position);
        true
    }

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
        let back_to = search.stack().last().map(|(cell, _)| cell);
        let classic = search.strategy() == Strategy::Classic;
        let refused = || explanation.map_or(Vec::new(), |e| e.rejected.clone());
        match self.last_step() {
            None => Narration::Start {
                empty: 81 - search.givens().filled(),
                strategy: search.strategy(),
            },
            Some(Step::Place { cell, digit }) if classic => Narration::Try {
                cell,
                digit,
                failed: explanation.map_or(Candidates::NONE, |e| e.tried),
                refused: refused(),
            },
            Some(Step::Place { cell, digit }) => Narration::Guess {
                cell,
                digit,
                // The digits this cell can still try after this one, as its peers stand now.
                later: search
                    .grid()
                    .candidates(cell)
                    .iter()
                    .filter(|d| *d > digit)
                    .collect(),
            },
            Some(Step::Backtrack { cell, digit }) if classic => Narration::TakeBack {
                cell,
                digit,
                next: explanation.and_then(|e| e.next),
                back_to,
            },
            Some(Step::Backtrack { cell, digit }) => Narration::RuleOut { cell, digit },
            Some(Step::Deduce { cell, digit, why }) => Narration::Deduce { cell, digit, why },
            Some(Step::DeadEnd { cell }) if classic => Narration::DeadEnd {
                cell,
                refused: refused(),
            },
            Some(Step::DeadEnd { cell }) => Narration::Contradiction { cell, back_to },
            Some(Step::Solution) => Narration::Solution {
                count: search.counters().solutions,
            },
            Some(Step::Exhausted) => Narration::Exhausted,
        }
    }

    /// Candidates of the cell the search is working on, if any (for highlighting).
    pub fn focus(&self) -> Option<(Cell, Candidates)> {
        let cell = match self.last_step()? {
            Step::Place { cell, .. }
            | Step::Backtrack { cell, .. }
            | Step::DeadEnd { cell }
            | Step::Deduce { cell, .. } => cell,
            Step::Solution | Step::Exhausted => return None,
        };
        Some((cell, self.search().candidates(cell)))
    }
}

/// Marks [`Player::to_bytes`]'s bytes (and their layout's version).
const MAGIC: &[u8] = b"SWP1";

fn save_step(w: &mut Writer, step: Option<Step>) {
    match step {
        None => w.byte(0),
        Some(Step::Place { cell, digit }) => {
            w.byte(1);
            w.byte(cell.index() as u8);
            w.byte(digit.get());
        }
        Some(Step::Backtrack { cell, digit }) => {
            w.byte(2);
            w.byte(cell.index() as u8);
            w.byte(digit.get());
        }
        Some(Step::DeadEnd { cell }) => {
            w.byte(3);
            w.byte(cell.index() as u8);
        }
        Some(Step::Solution) => w.byte(4),
        // Classic searches only: no deductions; and exhaustion is not kept as a last step.
        Some(Step::Deduce { .. } | Step::Exhausted) => w.byte(5),
    }
}

/// The last step as [`save_step`] wrote it: `Some(None)` for none, `None` if malformed.
fn load_step(r: &mut Reader) -> Option<Option<Step>> {
    let cell = |r: &mut Reader| Cell::new(usize::from(r.byte()?));
    let digit = |r: &mut Reader| Digit::new(r.byte()?);
    Some(Some(match r.byte()? {
        0 => return Some(None),
        1 => Step::Place {
            cell: cell(r)?,
            digit: digit(r)?,
        },
        2 => Step::Backtrack {
            cell: cell(r)?,
            digit: digit(r)?,
        },
        3 => Step::DeadEnd { cell: cell(r)? },
        4 => Step::Solution,
        _ => return None,
    }))
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
