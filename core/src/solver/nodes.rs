//! Parts of the classic search, as the player explores them on several workers: a search at
//! a node of the tree, where a node is before or after, and the steps of one subtree counted
//! on their own.

use super::search::{Counters, Next, Search, Step};
use super::strategy::Strategy;
use crate::grid::Grid;

impl Search {
    /// Classic: a search of `givens` arriving at a node, about to fill the next empty cell:
    /// `digits` are the digits of the first `digits.len()` empty cells (in the order the
    /// search fills them), each one the row, column and box let through. Its counters start
    /// at zero: it counts the steps of a part of the search that starts there. `None` if the
    /// givens clash or a digit does not fit.
    pub(crate) fn at_node(givens: &Grid, digits: &[u8]) -> Option<Search> {
        let mut search = Search::watched(givens, Strategy::Classic).ok()?;
        if digits.len() > search.order.len() {
            return None;
        }
        for (k, &digit) in digits.iter().enumerate() {
            let cell = search.order[k];
            let fits = (1..=9).contains(&digit)
                && search.position.free(usize::from(cell)) & (1 << (digit - 1)) != 0;
            if !fits {
                return None;
            }
            search.position.set_digit(usize::from(cell), digit);
            search.trail.push((cell, digit));
        }
        search.window = (digits.len(), digits.len());
        Some(search)
    }

    /// Classic: whether the search has yet to arrive at the node `digits` (see
    /// [`Search::at_node`]). The search reaches the nodes of one depth in the order of their
    /// digits, so it has passed a node when its own branches are further on, or when it is
    /// inside the node's subtree already.
    pub(crate) fn is_before_node(&self, digits: &[u8]) -> bool {
        let depth = self.trail.len();
        for (&(_, taken), &digit) in self.trail.iter().zip(digits) {
            if digit != taken {
                return digit > taken;
            }
        }
        if digits.len() <= depth {
            // The node is where the search is, or above it.
            return false;
        }
        match self.next {
            Next::Descend => true,
            Next::Retry { digit, .. } => digits[depth] > digit,
            Next::Fail { .. } | Next::Retreat | Next::Done => false,
        }
    }

    /// Classic: whether the search has just arrived at the node `digits` (see
    /// [`Search::at_node`]).
    pub(crate) fn is_at_node(&self, digits: &[u8]) -> bool {
        self.next == Next::Descend
            && self.trail.len() == digits.len()
            && self.trail.iter().zip(digits).all(|(&(_, d), &n)| d == n)
    }

    /// Whether the two searches are at the same place of the same search (their counters
    /// aside): then every step from here on is the same.
    pub(crate) fn same_place(&self, other: &Search) -> bool {
        self.strategy == other.strategy
            && self.givens == other.givens
            && self.trail == other.trail
            && self.next == other.next
            && match (&self.watch, &other.watch) {
                (Some(a), Some(b)) => a.same_place(b),
                (a, b) => a.is_none() && b.is_none(),
            }
    }

    /// The search as it stands, with its counters started again from zero: the start of the
    /// next piece of a part explored in pieces.
    pub(crate) fn counted_from_here(&self) -> Search {
        let mut search = self.clone();
        search.counters = Counters::default();
        search.tries = [0; 81];
        let depth = self.trail.len();
        search.window = (depth, depth);
        search
    }

    /// Adds `base`'s counters to this search's: a part of the search counted from zero, as
    /// the whole search counts it when `base` is the state the part started from.
    pub(crate) fn count_after(&mut self, base: &Search) {
        let (c, b) = (&mut self.counters, base.counters);
        c.steps += b.steps;
        c.placements += b.placements;
        c.deductions += b.deductions;
        c.backtracks += b.backtracks;
        c.dead_ends += b.dead_ends;
        c.solutions += b.solutions;
        c.max_depth = c.max_depth.max(b.max_depth);
        for (tries, before) in self.tries.iter_mut().zip(base.tries) {
            *tries += before;
        }
    }

    /// Classic: [`Search::step_many`], stopping on arriving at the node `stop` (see
    /// [`Search::at_node`]) before taking a step there. Below that node's depth the subtrees
    /// are taken by the tight loop, the few steps between them one at a time.
    pub(crate) fn step_many_to(&mut self, n: u64, stop: &[u8]) -> (u64, Option<Step>) {
        debug_assert_eq!(self.strategy, Strategy::Classic, "classic only");
        let depth = stop.len();
        let (mut taken, mut last) = (0, None);
        while taken < n && self.next != Next::Done && !self.is_at_node(stop) {
            let inside = self.trail.len() > depth
                || (self.trail.len() == depth && self.next != Next::Retreat);
            let (t, step) = if inside {
                self.classic_many(n - taken, depth)
            } else {
                match self.step() {
                    Step::Exhausted => (0, Some(Step::Exhausted)),
                    step => (1, Some(step)),
                }
            };
            taken += t;
            if step.is_some() && (t > 0 || last.is_none()) {
                last = step;
            }
            if step == Some(Step::Solution) || step == Some(Step::Exhausted) {
                break;
            }
        }
        (taken, last)
    }
}
