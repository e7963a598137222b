//! The classic strategy's steps: the first empty cell in row-major order, digits in ascending
//! order, no propagation. One step at a time (many steps as one tight loop: `tight.rs`).

use super::position::Position;
use super::search::{backtrack, dead_end, place, Next, Search, Step};
use super::strategy::Strategy;

impl Search {
    /// The calls of the program in the Code panel so far: classic (`solve(k)` over the empty
    /// cells, `programs/`), the first call and one for each digit placed; propagating
    /// (`search()`, `programs/propagating/`), the first and one for each branch whose
    /// propagation succeeds. `None` for DLX, shown as pseudocode.
    pub fn calls(&self) -> Option<u64> {
        match self.strategy {
            Strategy::Classic => Some(self.counters.placements + 1),
            Strategy::Lexicographic | Strategy::Fastest => Some(self.calls),
            Strategy::Dlx => None,
        }
    }

    /// Classic only: the calls of the recursive function so far, counted as the BOJ 12095
    /// reference code counts them. That code, `go(z)`, walks all 81 cells and counts one call
    /// per cell reached, given cells included, and one more for `go(81)` on a full board. So
    /// the first call reaches the first empty cell in `order[0] + 1` calls, and each placement
    /// in an empty cell calls on to the next empty cell (or to 81): as many calls as the gap.
    pub fn boj_calls(&self) -> Option<u64> {
        if self.strategy != Strategy::Classic {
            return None;
        }
        let first = self.order.first().map_or(82, |&z| u64::from(z) + 1);
        let gaps = self.order.iter().enumerate().map(|(k, &z)| {
            let next = self.order.get(k + 1).map_or(81, |&n| u64::from(n));
            self.tries[z as usize] * (next - u64::from(z))
        });
        Some(first + gaps.sum::<u64>())
    }

    /// Classic: the nodes at `depth` (the digits of the first `depth` empty cells, see
    /// [`Search::at_node`]), in the order the search from the start arrives at them; `None`
    /// if there are more than `max`, or `depth` is past the last empty cell.
    pub(crate) fn nodes_at(&self, depth: usize, max: usize) -> Option<Vec<Vec<u8>>> {
        fn walk(
            order: &[u8],
            position: &mut Position,
            digits: &mut Vec<u8>,
            depth: usize,
            nodes: &mut Vec<Vec<u8>>,
            max: usize,
        ) -> bool {
            if digits.len() == depth {
                nodes.push(digits.clone());
                return nodes.len() <= max;
            }
            let cell = order[digits.len()] as usize;
            let mut free = position.free(cell);
            while free != 0 {
                let digit = free.trailing_zeros() as u8 + 1;
                free &= free - 1;
                position.set_digit(cell, digit);
                digits.push(digit);
                let fits = walk(order, position, digits, depth, nodes, max);
                digits.pop();
                position.clear_digit(cell, digit);
                if !fits {
                    return false;
                }
            }
            true
        }
        if depth > self.order.len() {
            return None;
        }
        let mut position = self.position.clone();
        for &(cell, digit) in &self.trail {
            position.clear_digit(cell as usize, digit);
        }
        let mut nodes = Vec::new();
        let mut digits = Vec::with_capacity(depth);
        walk(
            &self.order,
            &mut position,
            &mut digits,
            depth,
            &mut nodes,
            max,
        )
        .then_some(nodes)
    }

    /// One step of [`Strategy::Classic`](super::Strategy::Classic).
    pub(super) fn step_classic(&mut self) -> Step {
        loop {
            match self.next {
                Next::Descend => {
                    let Some(&cell) = self.order.get(self.trail.len()) else {
                        self.next = Next::Retreat;
                        return Step::Solution;
                    };
                    return self.place_smallest(cell, self.position.free(cell as usize));
                }
                Next::Retry { cell, digit } => {
                    let above = self.position.free(cell as usize) & (u16::MAX << digit);
                    if above != 0 {
                        return self.place_smallest(cell, above);
                    }
                    self.next = Next::Retreat;
                }
                Next::Retreat => {
                    let Some((cell, digit)) = self.trail.pop() else {
                        self.next = Next::Done;
                        return Step::Exhausted;
                    };
                    self.position.clear_digit(cell as usize, digit);
                    self.next = Next::Retry { cell, digit };
                    return backtrack(cell, digit);
                }
                Next::Fail { cell } => {
                    self.next = Next::Retreat;
                    return dead_end(cell);
                }
                Next::Done => return Step::Exhausted,
            }
        }
    }

    /// Classic: places the smallest of `choices` in `cell`, or reports a dead end.
    #[inline]
    fn place_smallest(&mut self, cell: u8, choices: u16) -> Step {
        if choices == 0 {
            self.next = Next::Retreat;
            return dead_end(cell);
        }
        let digit = choices.trailing_zeros() as u8 + 1;
        self.position.set_digit(cell as usize, digit);
        self.trail.push((cell, digit));
        self.next = Next::Descend;
        place(cell, digit)
    }
}
