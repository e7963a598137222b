//! A classic search in parts, to explore it on several cores at once.
//!
//! A *node* is a place the search arrives at: digits in its first few empty cells, the next
//! one about to be filled. The nodes at one depth, in the order the search reaches them, cut
//! the whole search into stretches that do not depend on each other: from one node to the
//! next, the search only works below the first (the classic search has no state but its
//! branches). So each [`Part`] can be explored on its own, its steps counted from zero, in a
//! web worker of its own; [`Player::splice`] then puts the parts one after the other, adding
//! what came before to each part's counters. The result is the search explored in one go,
//! step for step; only the overview may show a column a little wider where a part's spans
//! straddle two of its columns (see [`super::Overview`]).

use super::{Player, State, FIRST_INTERVAL};
use crate::grid::Grid;
use crate::solver::{Reader, Search, Step, Strategy, Writer};
use std::rc::Rc;

/// Nodes a split looks at, at most: enough to cut a search of any shape into similar parts,
/// few enough to find in a millisecond.
const MAX_NODES: usize = 4096;

/// A stretch of a classic search: from the state `from` (as [`Search::save`] writes it; its
/// counters do not matter) to arriving at the node `to` (`None`: the end of the search).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub from: Vec<u8>,
    pub to: Option<Vec<u8>>,
}

/// The rest of `player`'s classic search, from where its exploration is, cut into about
/// `count` parts (at least one), in order: at the nodes still ahead on the deepest level that
/// has at most [`MAX_NODES`], taken `n` at a time. `None` for other searches.
pub fn split(player: &Player, count: usize) -> Option<Vec<Part>> {
    let here = &player.explorer.search;
    if here.strategy() != Strategy::Classic || player.stop.is_some() {
        return None;
    }
    let givens = here.givens();
    let start = Search::new(givens, Strategy::Classic).ok()?;
    let deepest = start.order().len().saturating_sub(1);
    let mut nodes = Vec::new();
    for depth in 1..=deepest {
        match start.nodes_at(depth, MAX_NODES) {
            Some(found) => nodes = found,
            None => break,
        }
        // Enough to share out evenly; deeper levels would only cost time to find.
        if nodes.len() >= MAX_NODES / 4 {
            break;
        }
    }
    nodes.retain(|node| here.is_before_node(node));
    let per_part = nodes.len().div_ceil(count.max(1)).max(1);
    let save = |search: &Search| {
        let mut w = Writer::default();
        search.save(&mut w);
        w.0
    };
    let mut from = save(here);
    let mut parts = Vec::with_capacity(nodes.len() / per_part + 1);
    for to in nodes.into_iter().step_by(per_part) {
        let next = Search::at_node(givens, &to).expect("a node of this search");
        parts.push(Part {
            from: std::mem::replace(&mut from, save(&next)),
            to: Some(to),
        });
    }
    parts.push(Part { from, to: None });
    Some(parts)
}

/// The checkpoint interval for a search explored to about step `steps`: the one the player
/// would have there ([`super::MAX_CHECKPOINTS`] of them at most).
pub fn interval_for(steps: u64) -> u64 {
    (steps / super::MAX_CHECKPOINTS as u64)
        .next_power_of_two()
        .max(FIRST_INTERVAL)
}

/// The overview's span width a part starts with, for checkpoints every `interval` steps: a
/// sixteenth of the whole overview's, about (the interval is about the whole search's length
/// over [`super::MAX_CHECKPOINTS`], as its span width is over [`super::MAX_BUCKETS`]). Fine
/// enough that a straddling span hardly widens a column; coarse enough that exploring a part
/// is not cut into thousands of short calls, as the start of a whole search is.
fn part_span_width(interval: u64) -> u64 {
    (interval / 16).max(1)
}

impl Player {
    /// A player of `part` of the classic search of `givens` alone: its steps counted from
    /// zero, checkpoints every `interval` steps (a power of two), its end where the part ends
    /// (or at the search's first solution). `None` if the part's start is not a state of this
    /// search, or the interval is not one a player keeps.
    pub fn part(givens: &Grid, part: &Part, interval: u64) -> Option<Player> {
        if !interval.is_power_of_two() || interval < FIRST_INTERVAL {
            return None;
        }
        let mut r = Reader::new(&part.from);
        let search = Search::load(givens, &mut r)?;
        if !r.is_done() {
            return None;
        }
        let start = State {
            search: search.counted_from_here(),
            last: None,
        };
        let mut player = Player::from_state(start);
        player.interval = interval;
        player.overview.width = part_span_width(interval);
        player.stop = part.to.clone();
        Some(player)
    }

    /// A player of the rest of this part, from where its exploration is, counted from zero:
    /// the next piece of a part handed over in pieces.
    pub fn rest_of_part(&self) -> Player {
        let start = State {
            search: self.explorer.search.counted_from_here(),
            last: self.explorer.last,
        };
        let mut player = Player::from_state(start);
        player.interval = self.interval;
        player.overview.width = self.overview.width;
        player.stop = self.stop.clone();
        player
    }

    /// Puts the exploration of a part (or a piece of one) after what this player explored,
    /// if it starts where that ends; its counters then count on from this player's. True if
    /// it did. The step shown stays.
    pub fn splice(&mut self, part: &Player) -> bool {
        let start = &part.checkpoints[0];
        let fits = self.end.is_none()
            && self.stop.is_none()
            && start.search.counters().steps == 0
            && self.explorer.search.same_place(&start.search);
        if !fits {
            return false;
        }
        let base = self.explorer.search.clone();
        let offset = self.explored;
        let counted = |state: &State| {
            let mut state = state.clone();
            state.search.count_after(&base);
            state
        };
        // The part's checkpoints are kept at this search's spacing at least: a part
        // explored in small pieces brings one every few steps of its own interval, and
        // thinning them as if they were this search's own (every other one, the interval
        // doubled) doubled the interval at every few hundred pieces, without end (to an
        // overflow, found by `core/tests/player.rs`).
        let mut last = self.last_checkpoint();
        for checkpoint in part.checkpoints[1..].iter().map(|c| counted(c)) {
            let steps = checkpoint.search.counters().steps;
            if steps >= last.saturating_add(self.interval) {
                last = steps;
                self.checkpoints.push(Rc::new(checkpoint));
                self.thin_checkpoints();
            }
        }
        self.overview.absorb(offset, &part.overview, part.explored);
        self.explorer = counted(&part.explorer);
        self.explored = offset + part.explored;
        let solved = part.end.is_some() && part.explorer.last == Some(Step::Solution);
        let solutions = self.explorer.search.counters().solutions;
        if self.explorer.search.is_exhausted() || (solved && solutions >= self.solutions_wanted) {
            self.end = Some(self.explored);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn puzzle(name: &str, index: usize) -> Grid {
        let text = crate::test_puzzles::read_shared(name);
        let line = text
            .lines()
            .map(str::trim)
            .filter(|l| l.len() == 81 && l.bytes().all(|b| b == b'.' || b.is_ascii_digit()))
            .nth(index)
            .expect("a puzzle line");
        Grid::from_line(line).unwrap()
    }

    /// Checked against the search itself: stepping it one step at a time, a node is ahead of
    /// a state exactly when the search arrives at it after that state.
    #[test]
    fn a_node_is_ahead_exactly_when_the_search_arrives_there_later() {
        const HORIZON: u64 = 200_000;
        for givens in [
            puzzle("bruteforce_adversary_wikipedia.txt", 0),
            puzzle("norvig_top95.txt", 1),
            puzzle("norvig_hard1_not_unique.txt", 0),
        ] {
            let start = Search::new(&givens, Strategy::Classic).unwrap();
            for depth in [1, 3, 5] {
                let nodes = start.nodes_at(depth, 1 << 20).unwrap();
                let mut arrivals = HashMap::new();
                let mut states = Vec::new();
                let mut search = start.clone();
                for step in 0..HORIZON {
                    if step % 997 == 0 || step < 50 {
                        states.push((step, search.clone()));
                    }
                    if let Some(node) = nodes.iter().find(|n| search.is_at_node(n)) {
                        arrivals.insert(node.clone(), step);
                    }
                    if search.step() == Step::Exhausted {
                        break;
                    }
                }
                for (step, state) in &states {
                    for node in &nodes {
                        // Not reached within the horizon: later (every node is reached).
                        let later = arrivals.get(node).is_none_or(|&at| at > *step);
                        assert_eq!(state.is_before_node(node), later, "{node:?} at step {step}");
                    }
                }
            }
        }
    }

    /// Each part ends where the next one starts: explored in one go, the search passes
    /// through every part's end, in order.
    #[test]
    fn the_parts_follow_each_other() {
        let givens = puzzle("bruteforce_adversary_wikipedia.txt", 0);
        let mut page = Player::new(&givens, Strategy::Classic).unwrap();
        page.explore(12_345);
        let parts = split(&page, 300).unwrap();
        assert!(parts.len() > 200);
        let mut search = page.explorer.search.clone();
        for pair in parts.windows(2).take(40) {
            let to = pair[0].to.as_ref().unwrap();
            while !search.is_at_node(to) {
                assert_ne!(search.step(), Step::Exhausted);
            }
            let mut r = Reader::new(&pair[1].from);
            let next = Search::load(&givens, &mut r).unwrap();
            assert!(search.same_place(&next));
        }
        assert_eq!(parts.last().unwrap().to, None);
    }
}
