//! The classic strategy's steps: the first empty cell in row-major order, digits in ascending
//! order, no propagation. One step at a time, and many steps as one tight loop.

use super::position::{Position, ALL};
use super::search::{backtrack, dead_end, place, Next, Search, Step};

impl Search {
    /// [`Search::step_many`] for classic, as one tight loop: the same transitions as
    /// [`Search::step_classic`], with the state in locals (the digit placed at each depth, the
    /// units of each depth's cell) and the counters in registers. The player runs a hundred
    /// million of these steps.
    ///
    /// It looks one cell ahead: while a cell is empty the next cell's free digits are known,
    /// and placing a digit only takes that digit away from them if the two cells share a unit.
    /// A digit that would leave the next cell with nothing is placed, found dead and taken
    /// back (three steps) without touching the board; on puzzles that defeat plain
    /// backtracking many placements end that way. Tests check that any split into calls equals
    /// single steps.
    ///
    /// It never takes back a branch at depth `floor` or above it: at the end of the subtree
    /// below the first `floor` branches it stops, about to take back the last of them (with
    /// `floor` 0, at the end of the search). That is how a part of the search is explored on
    /// its own ([`Search::step_many_to`]).
    ///
    /// Never inlined: in wasm, the browser runs a function's optimised code from its next call
    /// on, so the loop a whole exploration spends its time in must be called afresh every few
    /// thousand steps, not melted into a caller that runs for seconds (in Node, the first pass
    /// over the adversary went at 200 million steps per second instead of 120).
    #[inline(never)]
    pub(super) fn classic_many(&mut self, n: u64, floor: usize) -> (u64, Option<Step>) {
        /// The last step taken, by depth and digit bit, turned into a [`Step`] at the end.
        #[derive(Clone, Copy)]
        enum Last {
            None,
            Place(usize, u16),
            Backtrack(usize, u16),
            DeadEnd(u8),
            Solution,
        }
        /// Where the loop is, at depth `k`.
        #[derive(Clone, Copy)]
        enum At {
            /// Just arrived; `free` is the cell's free digits (the board is full if `k` is
            /// the number of empty cells).
            Arrive {
                free: u16,
            },
            /// About to place the smallest of `choices`; `tried` is the digit bit last taken
            /// back here (0 if none).
            Choose {
                choices: u16,
                tried: u16,
            },
            /// About to report a dead end at `cell`.
            Fail {
                cell: u8,
            },
            /// About to take back the digit at depth `k - 1`.
            Retreat,
            Done,
        }
        let order = &self.order;
        let empty = order.len();
        // Per depth: the cell's units, and all ones if the next depth's cell shares one.
        let mut units = [[0u8; 3]; 81];
        let mut shares = [0u16; 81];
        for (k, &cell) in order.iter().enumerate() {
            units[k] = Position::units(cell as usize);
            if let Some(&after) = order.get(k + 1) {
                let after = Position::units(after as usize);
                if (0..3).any(|u| units[k][u] == after[u]) {
                    shares[k] = u16::MAX;
                }
            }
        }
        // The digit placed at each depth, as a bit.
        let mut bits = [0u16; 81];
        for (k, &(_, digit)) in self.trail.iter().enumerate() {
            bits[k] = 1 << (digit - 1);
        }
        let mut k = self.trail.len();
        let used = self.position.used_mut();
        let free = |used: &[u16; 27], k: usize| {
            let [r, c, b] = units[k];
            !(used[r as usize] | used[c as usize] | used[b as usize]) & ALL
        };
        let mut at = match self.next {
            Next::Descend if k == empty => At::Arrive { free: 0 },
            Next::Descend => At::Arrive {
                free: free(used, k),
            },
            Next::Retry { digit, .. } => At::Choose {
                choices: free(used, k) & (u16::MAX << digit),
                tried: 1 << (digit - 1),
            },
            Next::Fail { cell } => At::Fail { cell },
            Next::Retreat => At::Retreat,
            Next::Done => At::Done,
        };

        let (mut placements, mut backtracks, mut dead_ends) = (0u64, 0u64, 0u64);
        // The deepest and shallowest depths since the window was last taken, and the
        // placements at each depth (the cell at depth `k` is `order[k]`).
        let (mut high, mut low) = self.window;
        // One more than there are depths: a search continued past a solution on an empty board
        // retreats from depth 81 (the full board, where nothing is placed) and adds its
        // placements there, which are none.
        let mut placed = [0u64; 82];
        // Placements at depth `k` not yet added to `placed[k]`: the loop that places and takes
        // back without leaving the depth counts in a register (an add to `placed[k]` each
        // time chains every iteration through memory: a fifth of the speed).
        let mut here = 0u64;
        let mut last = Last::None;
        let mut taken = 0u64;
        // The loop's two places, choosing at depth `k` and retreating, are labelled loops
        // rather than a state to dispatch on at each step: a jump to a known place costs less
        // than a match on every step.
        let (mut choices, mut tried) = match at {
            At::Choose { choices, tried } => (choices, tried),
            // Arriving, failing and retreating have a step of their own first.
            _ if taken >= n => (0, 0),
            At::Arrive { .. } if k == empty => {
                taken = 1;
                last = Last::Solution;
                at = At::Retreat;
                (0, 0)
            }
            At::Arrive { free } if free != 0 => {
                at = At::Choose {
                    choices: free,
                    tried: 0,
                };
                (free, 0)
            }
            At::Arrive { .. } | At::Fail { .. } => {
                let cell = match at {
                    At::Fail { cell } => cell,
                    _ => order[k],
                };
                taken = 1;
                dead_ends = 1;
                last = Last::DeadEnd(cell);
                at = At::Retreat;
                (0, 0)
            }
            At::Retreat | At::Done => (0, 0),
        };
        let searching = matches!(at, At::Choose { .. } | At::Retreat)
            && !matches!(last, Last::Solution)
            && taken < n;
        if searching {
            'search: loop {
                if choices != 0 {
                    // The next cell's free digits with this one empty (never none for the last
                    // cell: what follows it is the full board).
                    let ahead = if k + 1 < empty {
                        free(used, k + 1)
                    } else {
                        ALL
                    };
                    loop {
                        if taken >= n {
                            at = At::Choose { choices, tried };
                            break 'search;
                        }
                        let bit = choices & choices.wrapping_neg();
                        let next_free = ahead & !(bit & shares[k]);
                        if next_free != 0 || n - taken < 3 {
                            let [r, c, b] = units[k];
                            used[r as usize] |= bit;
                            used[c as usize] |= bit;
                            used[b as usize] |= bit;
                            bits[k] = bit;
                            last = Last::Place(k, bit);
                            placed[k] += here + 1;
                            here = 0;
                            k += 1;
                            taken += 1;
                            placements += 1;
                            high = high.max(k);
                            if taken >= n {
                                at = At::Arrive { free: next_free };
                                break 'search;
                            }
                            if k == empty {
                                taken += 1;
                                last = Last::Solution;
                                at = At::Retreat;
                                break 'search;
                            }
                            if next_free != 0 {
                                (choices, tried) = (next_free, 0);
                                continue 'search;
                            }
                            // Too few steps left to take the dead end in one go.
                            taken += 1;
                            dead_ends += 1;
                            last = Last::DeadEnd(order[k]);
                            break;
                        }
                        // Place, dead end at the next cell, take back.
                        choices ^= bit;
                        tried = bit;
                        taken += 3;
                        placements += 1;
                        here += 1;
                        dead_ends += 1;
                        backtracks += 1;
                        high = high.max(k + 1);
                        last = Last::Backtrack(k, bit);
                        if choices == 0 {
                            break;
                        }
                    }
                }
                loop {
                    if taken >= n {
                        at = At::Retreat;
                        break 'search;
                    }
                    if k == floor {
                        at = if floor == 0 { At::Done } else { At::Retreat };
                        break 'search;
                    }
                    placed[k] += here;
                    here = 0;
                    k -= 1;
                    low = low.min(k);
                    let bit = bits[k];
                    let [r, c, b] = units[k];
                    used[r as usize] &= !bit;
                    used[c as usize] &= !bit;
                    used[b as usize] &= !bit;
                    taken += 1;
                    backtracks += 1;
                    last = Last::Backtrack(k, bit);
                    (choices, tried) = (free(used, k) & !((bit << 1) - 1), bit);
                    if choices != 0 {
                        continue 'search;
                    }
                }
            }
        }

        if here > 0 {
            placed[k] += here;
        }
        // Back into the step machine's state.
        let digit = |bit: u16| bit.trailing_zeros() as u8 + 1;
        self.next = match at {
            At::Arrive { .. } | At::Choose { tried: 0, .. } => Next::Descend,
            At::Choose { tried, .. } => Next::Retry {
                cell: order[k],
                digit: digit(tried),
            },
            At::Fail { cell } => Next::Fail { cell },
            At::Retreat => Next::Retreat,
            At::Done => Next::Done,
        };
        self.trail.clear();
        self.trail
            .extend((0..k).map(|depth| (order[depth], digit(bits[depth]))));
        for (depth, &cell) in order.iter().enumerate() {
            self.position.digits[cell as usize] = if depth < k { digit(bits[depth]) } else { 0 };
        }
        let solved = matches!(last, Last::Solution);
        let c = &mut self.counters;
        c.steps += taken;
        c.placements += placements;
        c.backtracks += backtracks;
        c.dead_ends += dead_ends;
        c.solutions += u64::from(solved);
        c.max_depth = c.max_depth.max(high);
        self.window = (high, low);
        for (depth, &cell) in order.iter().enumerate() {
            self.tries[cell as usize] += placed[depth];
        }
        let last = match last {
            Last::None if matches!(at, At::Done) && n > 0 => Some(Step::Exhausted),
            Last::None => None,
            Last::Place(depth, bit) => Some(place(order[depth], digit(bit))),
            Last::Backtrack(depth, bit) => Some(backtrack(order[depth], digit(bit))),
            Last::DeadEnd(cell) => Some(dead_end(cell)),
            Last::Solution => Some(Step::Solution),
        };
        (taken, last)
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
