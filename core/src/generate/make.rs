//! The search for a puzzle: a random solution grid emptied cell by cell, then changed until
//! its cost is in range (see the module above).

use super::cost;
use super::request::{Cost, Generated, Range, Request};
use super::transform::Pair;
use crate::grid::Grid;
use crate::rng::Rng;
use crate::solver::{count, Strategy};

/// One generation's state: the request and what it has measured.
pub(super) struct Maker {
    pub(super) request: Request,
    /// The givens wanted (17 to 81 when not asked).
    pub(super) givens: Range,
    pub(super) cap: u64,
    pub(super) rng: Rng,
    pub(super) tries: u64,
    /// The puzzle nearest the goal so far: its distance, cost and givens.
    pub(super) nearest: Option<(u64, Cost, u64)>,
}

/// Changes tried on one solution grid before starting over from another.
const CHANGES_PER_GRID: u64 = 2_000;

impl Maker {
    /// A puzzle from `solution`, if one is found within its share of the tries.
    pub(super) fn from(&mut self, solution: [u8; 81]) -> Option<Generated> {
        let symmetric = self.request.symmetric;
        let mut pair = Pair {
            puzzle: solution,
            solution,
        };
        let (mut best, mut distance) = (pair.clone(), u64::MAX);
        // Empty cells (and their mirror images) in a random order while one solution stays.
        let mut order: Vec<usize> = (0..81).filter(|&k| !symmetric || k <= 40).collect();
        self.rng.shuffle(&mut order);
        for k in order {
            if self.tries >= self.request.tries {
                return None;
            }
            let Some(emptied) = self.emptied(&pair, k) else {
                continue;
            };
            pair = emptied;
            let (d, found) = self.judge(&pair);
            if found.is_some() {
                return found;
            }
            if d <= distance {
                (best, distance) = (pair.clone(), d);
            }
        }
        // Then changes from the nearest puzzle, each kept when the cost comes no farther from
        // the goal.
        let mut pair = best;
        let start = self.tries;
        while self.tries < self.request.tries && self.tries - start < CHANGES_PER_GRID {
            let mut next = pair.clone();
            match self.rng.below(4) {
                0 => {
                    let k = self.rng.below(81);
                    match self.emptied(&next, k).or_else(|| self.refilled(&next, k)) {
                        Some(changed) => next = changed,
                        None => continue,
                    }
                }
                _ => next.shuffle_once(&mut self.rng, symmetric),
            }
            let (d, found) = self.judge(&next);
            if found.is_some() {
                return found;
            }
            if d <= distance {
                (pair, distance) = (next, d);
            }
        }
        None
    }

    /// Measures `pair`'s cost: its distance from the goal, and the puzzle made if it is one.
    fn judge(&mut self, pair: &Pair) -> (u64, Option<Generated>) {
        self.tries += 1;
        let puzzle = grid(&pair.puzzle);
        let measured = cost::measure(&puzzle, self.cap);
        let givens = pair.givens();
        // Givens too many count as far as a cost out of range: the search must go on emptying.
        let over = givens.saturating_sub(self.givens.hi) * 1024 / 81;
        let d = cost::distance(&self.request.goal, measured) + over;
        if let Some(c) = measured {
            if self.nearest.is_none_or(|(n, _, _)| d < n) {
                self.nearest = Some((d, c, givens));
            }
            if d == 0 && self.givens.holds(givens) {
                let found = Generated {
                    puzzle,
                    solution: grid(&pair.solution),
                    cost: c,
                    tries: self.tries,
                };
                return (d, Some(found));
            }
        }
        (d, None)
    }

    /// `pair` with cell `k` (and its mirror image) emptied, if it had a given, the givens stay
    /// within the range asked, and the puzzle keeps one solution.
    fn emptied(&self, pair: &Pair, k: usize) -> Option<Pair> {
        let cells = self.cells(k);
        let gone = cells.iter().filter(|&&c| pair.puzzle[c] != 0).count() as u64;
        if gone == 0 || pair.givens() - gone < self.givens.lo {
            return None;
        }
        let mut next = pair.clone();
        for &c in &cells {
            next.puzzle[c] = 0;
        }
        (count(&grid(&next.puzzle), Strategy::Fastest, 2) == 1).then_some(next)
    }

    /// `pair` with cell `k` (and its mirror image) given again, if it was empty and the givens
    /// stay within the range asked.
    fn refilled(&self, pair: &Pair, k: usize) -> Option<Pair> {
        let cells = self.cells(k);
        let givens = pair.givens();
        let back = cells.iter().filter(|&&c| pair.puzzle[c] == 0).count() as u64;
        if back == 0 || givens + back > self.givens.hi.max(givens) {
            return None;
        }
        let mut next = pair.clone();
        for &c in &cells {
            next.puzzle[c] = next.solution[c];
        }
        Some(next)
    }

    /// Cell `k` and, for a symmetric puzzle, its mirror image.
    fn cells(&self, k: usize) -> Vec<usize> {
        if self.request.symmetric && k != 40 {
            vec![k, 80 - k]
        } else {
            vec![k]
        }
    }
}

fn grid(values: &[u8; 81]) -> Grid {
    Grid::from_values(values).expect("values 0 to 9")
}

/// A solution grid drawn at random: the cells filled in row-major order, each trying its
/// digits in a random order, backtracking when none fits (a few hundred steps at most).
pub(super) fn random_solution(rng: &mut Rng) -> [u8; 81] {
    fn fill(k: usize, g: &mut [u8; 81], rng: &mut Rng) -> bool {
        if k == 81 {
            return true;
        }
        let (r, c) = (k / 9, k % 9);
        let mut digits: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits);
        for d in digits {
            let clash = (0..9).any(|i| {
                g[r * 9 + i] == d
                    || g[i * 9 + c] == d
                    || g[(r / 3 * 3 + i / 3) * 9 + c / 3 * 3 + i % 3] == d
            });
            if !clash {
                g[k] = d;
                if fill(k + 1, g, rng) {
                    return true;
                }
                g[k] = 0;
            }
        }
        false
    }
    let mut g = [0u8; 81];
    fill(0, &mut g, rng);
    g
}
