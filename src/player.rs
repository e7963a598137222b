//! The step-by-step player: any step of a search of any length, in bounded memory.
//!
//! The search is deterministic, so a step's state is found by replaying from an earlier state.
//! The player keeps copies of the search (checkpoints) at every `interval` steps; when there
//! would be more than [`MAX_CHECKPOINTS`], it doubles the interval and drops every other one.
//! Memory stays bounded whatever the length, and reaching a step replays at most `interval`
//! steps from the nearest checkpoint. An explorer runs ahead of what is shown, extending the
//! checkpoints, so that once the whole search is explored every step is a short replay away.
//!
//! All work is done in budgets of steps, so the caller (the page) can spread it over frames.

use crate::grid::{Candidates, Cell, Conflict, Digit, Grid};
use crate::solver::{Search, Step, Strategy};

/// Checkpoints kept at most.
pub const MAX_CHECKPOINTS: usize = 1024;
/// The first interval between checkpoints; most searches are shorter than it.
const FIRST_INTERVAL: u64 = 1024;

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
}

impl Player {
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Player, Conflict> {
        let start = State {
            search: Search::new(givens, strategy)?,
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

    /// Checkpoints kept now (bounded by [`MAX_CHECKPOINTS`]).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }

    /// Explores up to `budget` more steps of the search. True once the whole search is known.
    pub fn explore(&mut self, budget: u64) -> bool {
        let mut left = budget;
        while self.end.is_none() && left > 0 {
            // Up to the next checkpoint at most, so that each one is kept on time.
            let to_checkpoint = self.interval - self.explored % self.interval;
            let (taken, last) = self.explorer.search.step_many(left.min(to_checkpoint));
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
            if last == Some(Step::Solution) {
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

    /// A sentence saying what the last step did, for the narration line.
    pub fn narration(&self) -> String {
        let search = self.search();
        let back_to = || {
            search
                .stack()
                .last()
                .map_or("the start".to_string(), |(cell, _)| cell.to_string())
        };
        match self.last_step() {
            None => format!(
                "Start: {} empty cells. The {} strategy fills them one by one.",
                81 - search.givens().filled(),
                search.strategy()
            ),
            Some(Step::Place { cell, digit }) => {
                // The digits this cell can still try after this one, as its peers stand now.
                let later: Vec<String> = search
                    .grid()
                    .candidates(cell)
                    .iter()
                    .filter(|d| *d > digit)
                    .map(|d| d.to_string())
                    .collect();
                if later.is_empty() {
                    format!("{cell}: try {digit} (its last choice)")
                } else {
                    format!("{cell}: try {digit} (then {})", later.join(", "))
                }
            }
            Some(Step::Backtrack { cell, digit }) => {
                format!("{cell}: take back {digit}, try the next digit")
            }
            Some(Step::DeadEnd { cell }) => {
                let grid = search.grid();
                match blocking_peers(&grid, cell) {
                    Some(clashes) if grid.get(cell).is_none() => {
                        format!("{cell}: no digit fits ({clashes}), back to {}", back_to())
                    }
                    _ => format!("{cell}: contradiction, back to {}", back_to()),
                }
            }
            Some(Step::Solution) => "Solved: every cell holds a digit and nothing clashes.".into(),
            Some(Step::Exhausted) => "Search finished: no solution.".into(),
        }
    }

    /// Candidates of the cell the search is working on, if any (for highlighting).
    pub fn focus(&self) -> Option<(Cell, Candidates)> {
        let cell = match self.last_step()? {
            Step::Place { cell, .. } | Step::Backtrack { cell, .. } | Step::DeadEnd { cell } => {
                cell
            }
            Step::Solution | Step::Exhausted => return None,
        };
        Some((cell, self.search().candidates(cell)))
    }
}

/// For an empty cell with no candidate: each digit with a peer that holds it, `1 r1c7, 2 r2c3`.
fn blocking_peers(grid: &Grid, cell: Cell) -> Option<String> {
    let mut parts = Vec::new();
    for digit in Digit::all() {
        let peer = Cell::all().find(|&p| cell.sees(p) && grid.get(p) == Some(digit))?;
        parts.push(format!("{digit} {peer}"));
    }
    Some(parts.join(", "))
}
