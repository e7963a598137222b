//! A worst case for row-major backtracking: a search in the space of puzzles with one
//! solution for the one whose classic search makes the most calls, for as long as the caller
//! lets it work ([`Hunt::work`], in small budgets, so that a page can show the best so far,
//! hear a Cancel, and stop when its time is up).
//!
//! Where it starts: the classic search tries 1 to 9 in each cell in row-major order, so it
//! goes farthest astray when the first empty cells need the largest digits and few givens
//! stop it early. A start is a random solution renamed so that its first row reads 9 8 7 6 5
//! 4 3 2 1, emptied cell by cell while one solution stays, the first rows first (the trick of
//! the well-known adversary puzzle). Then hill climbing: a change that keeps one solution
//! (emptying, refilling or moving a given, or a move of [`super::transform`]), kept when the
//! search it makes costs at least as many calls; after many changes kept for no gain, a fresh
//! start. Each candidate's cost is measured by running its search to its first solution, in
//! the budgets given, however long it takes. Seeded: a seed and a number of steps of work name
//! the result on every platform.

use super::make::random_solution;
use super::request::{Cost, Generated};
use super::transform::Pair;
use crate::grid::Grid;
use crate::rng::Rng;
use crate::solver::{count, Search, Step, Strategy};

/// The search for a worst case: where its climb is, the best found, the candidate measured.
pub struct Hunt {
    rng: Rng,
    /// The climb's puzzle and its cost (after a fresh start, below the best maybe).
    climb: Option<(Pair, Cost)>,
    best: Option<(Pair, Cost)>,
    /// The candidate whose search runs now.
    trial: Option<(Pair, Search)>,
    /// Candidates measured, and those since the climb last gained.
    tries: u64,
    stale: u64,
}

/// Changes tried without a gain before a fresh start.
const STALE: u64 = 100;

impl Hunt {
    pub fn new(seed: u64) -> Hunt {
        Hunt {
            rng: Rng::new(seed),
            climb: None,
            best: None,
            trial: None,
            tries: 0,
            stale: 0,
        }
    }

    /// Runs the candidate's search for up to `steps` steps (a new candidate first if none is
    /// measured); true when a candidate was measured and beat the best.
    pub fn work(&mut self, steps: u64) -> bool {
        let (pair, mut search) = match self.trial.take() {
            Some(trial) => trial,
            None => self.candidate(),
        };
        let (_, last) = search.step_many(steps);
        if last != Some(Step::Solution) {
            // The search goes on in the next budget (a candidate has one solution: its search
            // reaches it).
            self.trial = Some((pair, search));
            return false;
        }
        self.tries += 1;
        let cost = cost_of(&search);
        let climbs = self
            .climb
            .as_ref()
            .is_none_or(|(_, c)| cost.calls >= c.calls);
        let beats = self.best.as_ref().is_none_or(|(_, c)| cost.calls > c.calls);
        if climbs {
            self.stale = if self
                .climb
                .as_ref()
                .is_some_and(|(_, c)| cost.calls > c.calls)
            {
                0
            } else {
                self.stale + 1
            };
            self.climb = Some((pair.clone(), cost));
        } else {
            self.stale += 1;
        }
        if beats {
            self.best = Some((pair, cost));
        }
        beats
    }

    /// The puzzle whose search made the most calls so far.
    pub fn best(&self) -> Option<Generated> {
        self.best.as_ref().map(|(pair, cost)| Generated {
            puzzle: grid(&pair.puzzle),
            solution: grid(&pair.solution),
            cost: *cost,
            tries: self.tries,
        })
    }

    /// Candidates measured so far.
    pub fn tries(&self) -> u64 {
        self.tries
    }

    /// Steps the candidate under way has taken (0 between candidates).
    pub fn measuring(&self) -> u64 {
        self.trial.as_ref().map_or(0, |(_, s)| s.counters().steps)
    }

    /// The next puzzle to measure, with its search: a change of the climb's, or a fresh start.
    fn candidate(&mut self) -> (Pair, Search) {
        if self.stale >= STALE {
            self.climb = None;
            self.stale = 0;
        }
        let pair = match &self.climb {
            None => self.fresh(),
            Some((pair, _)) => {
                let mut next = pair.clone();
                while !self.change(&mut next) {}
                next
            }
        };
        let search = Search::new(&grid(&pair.puzzle), Strategy::Classic)
            .expect("a puzzle cut from its solution has no clash");
        (pair, search)
    }

    /// A start: a random solution renamed so that its first row reads 9 to 1, emptied cell by
    /// cell while one solution stays, the first three rows first, each row in a random order.
    fn fresh(&mut self) -> Pair {
        let mut solution = random_solution(&mut self.rng);
        let mut name = [0u8; 10];
        for (c, &d) in solution[..9].iter().enumerate() {
            name[d as usize] = 9 - c as u8;
        }
        for v in solution.iter_mut() {
            *v = name[*v as usize];
        }
        let mut pair = Pair {
            puzzle: solution,
            solution,
        };
        let mut top: Vec<usize> = (0..27).collect();
        let mut rest: Vec<usize> = (27..81).collect();
        self.rng.shuffle(&mut top);
        self.rng.shuffle(&mut rest);
        for k in top.into_iter().chain(rest) {
            let kept = pair.puzzle[k];
            pair.puzzle[k] = 0;
            if !unique(&pair.puzzle) {
                pair.puzzle[k] = kept;
            }
        }
        pair
    }

    /// One change that keeps one solution, made to `pair`; false if the one drawn would not.
    fn change(&mut self, pair: &mut Pair) -> bool {
        let k = self.rng.below(81);
        match self.rng.below(8) {
            // Empty a given.
            0 | 1 => {
                if pair.puzzle[k] == 0 {
                    return false;
                }
                pair.puzzle[k] = 0;
                unique(&pair.puzzle) || {
                    pair.puzzle[k] = pair.solution[k];
                    false
                }
            }
            // Give a cell: the climb may then empty another.
            2 => {
                if pair.puzzle[k] != 0 {
                    return false;
                }
                pair.puzzle[k] = pair.solution[k];
                true
            }
            // Move a given to an empty cell.
            3..=5 => {
                let to = self.rng.below(81);
                if pair.puzzle[k] == 0 || pair.puzzle[to] != 0 {
                    return false;
                }
                let before = pair.clone();
                pair.puzzle[k] = 0;
                pair.puzzle[to] = pair.solution[to];
                unique(&pair.puzzle) || {
                    *pair = before;
                    false
                }
            }
            _ => {
                pair.shuffle_once(&mut self.rng, false);
                true
            }
        }
    }
}

fn cost_of(search: &Search) -> Cost {
    Cost::of(search).expect("a classic search counts its calls")
}

fn unique(puzzle: &[u8; 81]) -> bool {
    count(&grid(puzzle), Strategy::Fastest, 2) == 1
}

fn grid(values: &[u8; 81]) -> Grid {
    Grid::from_values(values).expect("values 0 to 9")
}
