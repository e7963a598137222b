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
//!
//! A classic search can also be explored in parts, each on its own (in several web workers
//! at once), and the parts spliced in order ([`parts`], [`Player::splice`]); its exploration
//! can be handed over as bytes ([`Player::to_bytes`]).

mod bytes;
mod line_question;
mod lines;
pub(crate) mod narration;
mod overview;
pub mod parts;
mod predict;
mod program_lines;
mod square;

pub use line_question::{LineJudged, LineQuestion};
pub use lines::LineNarration;
pub use narration::{joined, Chosen, Narration, Refusal};
pub use overview::Overview;
pub use predict::{
    Answer, BackJudged, BackQuestion, Judged, Question, StayQuestion, STAY_LOOK_AHEAD,
};
pub use program_lines::{ProgramLine, Stuck};
pub use square::{SquareWatch, MAX_SQUARE_CHECKPOINTS};

use crate::code::Roles;
use crate::explain;
use crate::grid::{Candidates, Cell, Conflict, Grid};
use crate::solver::{Search, Step, Strategy};
use std::rc::Rc;

/// Checkpoints kept at most.
pub const MAX_CHECKPOINTS: usize = 1024;

/// Keeps at most `most` of `checkpoints`, taken every `interval` steps from step 0: while
/// there are more, every other one goes (those left are at multiples of the doubled
/// interval) and the interval doubles. Any watched search's copies: the 16 x 16 one's too.
pub fn thin<T>(checkpoints: &mut Vec<T>, interval: &mut u64, most: usize) {
    while checkpoints.len() > most.max(1) {
        let mut i = 0;
        checkpoints.retain(|_| {
            i += 1;
            i % 2 == 1
        });
        *interval *= 2;
    }
}
/// Spans of the overview kept at most.
pub const MAX_BUCKETS: usize = 1024;
/// The first interval between checkpoints; most searches are shorter than it.
const FIRST_INTERVAL: u64 = 1024;

/// What [`Player::run_until`] runs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A take-back.
    Backtrack,
    /// A dead end: a cell no digit fits, or a digit with no place left in a unit (the step
    /// before the search takes a digit back).
    DeadEnd,
    /// A solution.
    Solution,
    /// A step that runs one of these lines of the program (its breakpoints).
    Lines(Roles),
}

impl Event {
    fn matches(self, search: &Search, step: Step) -> bool {
        match self {
            Event::Backtrack => matches!(step, Step::Backtrack { .. }),
            Event::DeadEnd => matches!(step, Step::DeadEnd { .. } | Step::NoPlace { .. }),
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
    /// States at increasing steps, the first at step 0 (its own step count says where each
    /// is), about `interval` apart: exactly `interval` when explored in one go, so they sit at
    /// multiples of it; parts spliced in bring their own. Shared, never changed once kept: a
    /// copy of the player (the page's state is copied on every action) shares them.
    checkpoints: Vec<Rc<State>>,
    interval: u64,
    /// A part of a classic search ends on arriving at this node ([`parts::Part`]).
    stop: Option<Vec<u8>>,
    /// What is shown: the state at step `position`.
    current: State,
    position: u64,
    /// The explorer stops after this many solutions.
    solutions_wanted: u64,
    overview: Overview,
}

impl Player {
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Player, Conflict> {
        let start = State {
            search: Search::watched(givens, strategy)?,
            last: None,
        };
        Ok(Player::from_state(start))
    }

    /// A player at step 0 of a search in state `start`.
    fn from_state(start: State) -> Player {
        Player {
            explorer: start.clone(),
            explored: 0,
            end: None,
            checkpoints: vec![Rc::new(start.clone())],
            interval: FIRST_INTERVAL,
            stop: None,
            current: start,
            position: 0,
            solutions_wanted: 1,
            overview: Overview::default(),
        }
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

    /// About how many steps apart the checkpoints are.
    pub fn interval(&self) -> u64 {
        self.interval
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
            let due = self.last_checkpoint() + self.interval;
            let chunk = left
                .min(due.saturating_sub(self.explored).max(1))
                .min(self.overview.room(self.explored));
            let search = &mut self.explorer.search;
            let (taken, last) = match &self.stop {
                Some(stop) => search.step_many_to(chunk, stop),
                None => search.step_many(chunk),
            };
            if taken > 0 {
                let window = self.explorer.search.take_window();
                self.overview.add(self.explored, window);
            }
            self.explored += taken;
            left -= taken;
            if let Some(step) = last.filter(|s| *s != Step::Exhausted) {
                self.explorer.last = Some(step);
            }
            let stopped = self
                .stop
                .as_ref()
                .is_some_and(|stop| self.explorer.search.is_at_node(stop));
            if self.explorer.search.is_exhausted() || stopped {
                self.end = Some(self.explored);
                break;
            }
            if taken > 0 && self.explored >= due {
                self.keep_checkpoint();
            }
            let solutions = self.explorer.search.counters().solutions;
            if last == Some(Step::Solution) && solutions >= self.solutions_wanted {
                self.end = Some(self.explored);
            }
        }
        self.end.is_some()
    }

    /// The step of the last checkpoint.
    fn last_checkpoint(&self) -> u64 {
        self.checkpoints
            .last()
            .map_or(0, |c| c.search.counters().steps)
    }

    fn keep_checkpoint(&mut self) {
        self.checkpoints.push(Rc::new(self.explorer.clone()));
        self.thin_checkpoints();
    }

    /// Keeps at most [`MAX_CHECKPOINTS`]: when there are more, every other one goes (those
    /// explored in one go were at multiples of the interval, and stay at multiples of the new
    /// one) and the interval doubles.
    fn thin_checkpoints(&mut self) {
        thin(&mut self.checkpoints, &mut self.interval, MAX_CHECKPOINTS);
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
        // The last checkpoint at or before the target (the first is at step 0).
        let index = self
            .checkpoints
            .partition_point(|c| c.search.counters().steps <= target)
            .saturating_sub(1);
        let checkpoint = self.checkpoints[index].search.counters().steps;
        if self.position > target || self.position < checkpoint {
            self.current = State::clone(&self.checkpoints[index]);
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

    /// Goes back to the last step before the one shown that is `event` (true), or to the start
    /// if there is none (false). Between two take-backs a search only goes forward (digits
    /// placed, cells deduced, one dead end: at most a few hundred steps on a 9 x 9 board), so
    /// the first window looked through nearly always holds it; it grows fourfold while not.
    pub fn back_until(&mut self, event: Event) -> bool {
        let here = self.position;
        let mut window = 256u64;
        loop {
            let from = here.saturating_sub(window);
            self.seek_now(from);
            // The state at the last such step, kept: no second replay to go back to it.
            let mut found = None;
            while self.position < here {
                let step = self.last_step().filter(|_| self.position > 0);
                if step.is_some_and(|step| event.matches(self.search(), step)) {
                    found = Some((self.position, self.current.clone()));
                }
                self.step_forward();
            }
            if let Some((at, state)) = found {
                (self.position, self.current) = (at, state);
                return true;
            }
            if from == 0 {
                self.seek_now(0);
                return false;
            }
            window = window.saturating_mul(4);
        }
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

    /// Candidates of the cell the search is working on, if any (for highlighting).
    pub fn focus(&self) -> Option<(Cell, Candidates)> {
        let cell = match self.last_step()? {
            // A dead end's cell has no digit left, whatever the engine's own propagation
            // (ahead of or beside the board shown) holds for it.
            Step::DeadEnd { cell } => return Some((cell, Candidates::NONE)),
            Step::Place { cell, .. } | Step::Backtrack { cell, .. } | Step::Deduce { cell, .. } => {
                cell
            }
            Step::NoPlace { .. } | Step::Solution | Step::Exhausted => return None,
        };
        Some((cell, self.search().candidates(cell)))
    }
}
