//! The classic strategy's many steps as one tight loop ([`Search::classic_many`]): the same
//! transitions as [`Search::step_classic`], with the state in locals (the digit placed at each
//! depth, the units of each depth's cell) and the counters in registers. The player runs a
//! hundred million of these steps.
//!
//! The loop's state is a [`Tight`], a local of `classic_many` that never escapes it: its
//! parts (`start`, `run` with its `choose` and `retreat`) are inlined into it, so the fields
//! stay in registers as plain locals would.

use super::position::{Position, ALL};
use super::search::{backtrack, dead_end, place, Next, Search, Step};

/// The last step taken, by depth and digit bit, turned into a [`Step`] at the end.
#[derive(Clone, Copy)]
enum Last {
    None,
    Place(usize, u16),
    Backtrack(usize, u16),
    DeadEnd(u8),
    /// A dead end at the cell of this depth.
    DeadEndAt(usize),
    Solution,
}

/// Where the loop is, at depth `k`.
#[derive(Clone, Copy)]
enum At {
    /// Just arrived; `free` is the cell's free digits (the board is full if `k` is the number
    /// of empty cells).
    Arrive {
        free: u16,
    },
    /// About to place the smallest of `choices`; `tried` is the digit bit last taken back
    /// here (0 if none).
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

/// What choosing at a depth led to.
enum Then {
    /// The steps asked for are taken, or a solution is reached: the loop ends here.
    Stop(At),
    /// A digit is placed and the next depth's cell has these free digits.
    Descend(u16),
    /// No digit is left here (or the next cell is dead): take back the one before.
    Retreat,
}

/// The loop's tables by depth: what it reads and the digits it places. Apart from its
/// counts ([`Tight`]): a struct that holds arrays indexed at run time stays in memory, one of
/// plain numbers is kept in registers (together they ran 13 % slower natively).
struct Depths {
    /// Per depth: the cell's units.
    units: [[u8; 3]; 81],
    /// Per depth: all ones if the next depth's cell shares a unit with this one's.
    shares: [u16; 81],
    /// The digit placed at each depth, as a bit.
    bits: [u16; 81],
    /// Placements at each depth. One more than there are depths: a search continued past a
    /// solution on an empty board retreats from depth 81 (the full board, where nothing is
    /// placed) and adds its placements there, which are none.
    placed: [u64; 82],
}

/// Where the loop is and what it counted.
struct Tight {
    /// The number of empty cells: the depth of a full board.
    empty: usize,
    /// The depth: the cell at depth `k` is `order[k]`.
    k: usize,
    /// Steps asked for, and taken.
    n: u64,
    taken: u64,
    placements: u64,
    backtracks: u64,
    dead_ends: u64,
    /// The deepest and shallowest depths since the window was last taken.
    high: usize,
    low: usize,
    /// Placements at depth `k` not yet added to `placed[k]`: the loop that places and takes
    /// back without leaving the depth counts in a register (an add to `placed[k]` each time
    /// chains every iteration through memory: a fifth of the speed).
    here: u64,
    last: Last,
}

impl Search {
    /// [`Search::step_many`] for classic, as one tight loop.
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
        let mut d = Depths::new(&self.order, &self.trail);
        let mut t = Tight::new(self.order.len(), self.trail.len(), self.window, n);
        let order = &self.order;
        let used = self.position.used_mut();
        let at = match self.next {
            Next::Descend if t.k == t.empty => At::Arrive { free: 0 },
            Next::Descend => At::Arrive {
                free: d.free(used, t.k),
            },
            Next::Retry { digit, .. } => At::Choose {
                choices: d.free(used, t.k) & (u16::MAX << digit),
                tried: 1 << (digit - 1),
            },
            Next::Fail { cell } => At::Fail { cell },
            Next::Retreat => At::Retreat,
            Next::Done => At::Done,
        };
        let (mut at, choices, tried) = t.start(at, order);
        let searching = matches!(at, At::Choose { .. } | At::Retreat)
            && !matches!(t.last, Last::Solution)
            && t.taken < n;
        if searching {
            at = t.run(&mut d, used, choices, tried, floor);
        }
        if t.here > 0 {
            d.placed[t.k] += t.here;
        }
        (t.taken, self.end_tight(&t, &d, at))
    }

    /// Back into the step machine's state after the loop, at `at`: the trail, the board, the
    /// counters and the window; the last step taken.
    fn end_tight(&mut self, t: &Tight, d: &Depths, at: At) -> Option<Step> {
        let order = &self.order;
        let digit = |bit: u16| bit.trailing_zeros() as u8 + 1;
        self.next = match at {
            At::Arrive { .. } | At::Choose { tried: 0, .. } => Next::Descend,
            At::Choose { tried, .. } => Next::Retry {
                cell: order[t.k],
                digit: digit(tried),
            },
            At::Fail { cell } => Next::Fail { cell },
            At::Retreat => Next::Retreat,
            At::Done => Next::Done,
        };
        self.trail.clear();
        self.trail
            .extend((0..t.k).map(|depth| (order[depth], digit(d.bits[depth]))));
        for (depth, &cell) in order.iter().enumerate() {
            self.position.digits[cell as usize] =
                if depth < t.k { digit(d.bits[depth]) } else { 0 };
        }
        let c = &mut self.counters;
        c.steps += t.taken;
        c.placements += t.placements;
        c.backtracks += t.backtracks;
        c.dead_ends += t.dead_ends;
        c.solutions += u64::from(matches!(t.last, Last::Solution));
        c.max_depth = c.max_depth.max(t.high);
        self.window = (t.high, t.low);
        for (depth, &cell) in order.iter().enumerate() {
            self.tries[cell as usize] += d.placed[depth];
        }
        match t.last {
            Last::None if matches!(at, At::Done) && t.n > 0 => Some(Step::Exhausted),
            Last::None => None,
            Last::Place(depth, bit) => Some(place(order[depth], digit(bit))),
            Last::Backtrack(depth, bit) => Some(backtrack(order[depth], digit(bit))),
            Last::DeadEnd(cell) => Some(dead_end(cell)),
            Last::DeadEndAt(depth) => Some(dead_end(order[depth])),
            Last::Solution => Some(Step::Solution),
        }
    }
}

impl Depths {
    /// The tables of a search whose empty cells are `order`, with `trail` placed.
    fn new(order: &[u8], trail: &[(u8, u8)]) -> Depths {
        let mut d = Depths {
            units: [[0; 3]; 81],
            shares: [0; 81],
            bits: [0; 81],
            placed: [0; 82],
        };
        for (k, &cell) in order.iter().enumerate() {
            d.units[k] = Position::units(cell as usize);
            if let Some(&after) = order.get(k + 1) {
                let after = Position::units(after as usize);
                if (0..3).any(|u| d.units[k][u] == after[u]) {
                    d.shares[k] = u16::MAX;
                }
            }
        }
        for (k, &(_, digit)) in trail.iter().enumerate() {
            d.bits[k] = 1 << (digit - 1);
        }
        d
    }

    /// The free digits of depth `k`'s cell.
    #[inline(always)]
    fn free(&self, used: &[u16; 27], k: usize) -> u16 {
        let [r, c, b] = self.units[k];
        !(used[r as usize] | used[c as usize] | used[b as usize]) & ALL
    }
}

impl Tight {
    /// At depth `k` of `empty`, to take `n` steps.
    fn new(empty: usize, k: usize, window: (usize, usize), n: u64) -> Tight {
        Tight {
            empty,
            k,
            n,
            taken: 0,
            placements: 0,
            backtracks: 0,
            dead_ends: 0,
            high: window.0,
            low: window.1,
            here: 0,
            last: Last::None,
        }
    }

    /// The first step, where arriving and failing have one of their own before the loop:
    /// where the loop goes on from, and the choices and the digit tried there.
    #[inline(always)]
    fn start(&mut self, at: At, order: &[u8]) -> (At, u16, u16) {
        match at {
            At::Choose { choices, tried } => (at, choices, tried),
            _ if self.taken >= self.n => (at, 0, 0),
            At::Arrive { .. } if self.k == self.empty => {
                self.taken = 1;
                self.last = Last::Solution;
                (At::Retreat, 0, 0)
            }
            At::Arrive { free } if free != 0 => (
                At::Choose {
                    choices: free,
                    tried: 0,
                },
                free,
                0,
            ),
            At::Arrive { .. } | At::Fail { .. } => {
                let cell = match at {
                    At::Fail { cell } => cell,
                    _ => order[self.k],
                };
                self.taken = 1;
                self.dead_ends = 1;
                self.last = Last::DeadEnd(cell);
                (At::Retreat, 0, 0)
            }
            At::Retreat | At::Done => (at, 0, 0),
        }
    }

    /// The loop: choose at a depth, descend or retreat, until the steps are taken, a solution
    /// is reached or the subtree below `floor` is done. Where it stopped.
    #[inline(always)]
    fn run(
        &mut self,
        d: &mut Depths,
        used: &mut [u16; 27],
        mut choices: u16,
        mut tried: u16,
        floor: usize,
    ) -> At {
        // Its places, choosing at depth `k` and retreating, are loops the code jumps between
        // rather than a state to dispatch on at each step: a jump to a known place costs less
        // than a match on every step.
        loop {
            if choices != 0 {
                match self.choose(d, used, choices, tried) {
                    Then::Stop(at) => return at,
                    Then::Descend(free) => {
                        (choices, tried) = (free, 0);
                        continue;
                    }
                    Then::Retreat => {}
                }
            }
            match self.retreat(d, used, floor) {
                Ok(next) => (choices, tried) = next,
                Err(at) => return at,
            }
        }
    }

    /// Places the smallest of `choices` at depth `k` (`tried` taken back last), or places,
    /// finds the next cell dead and takes back in one go while it would be dead.
    #[inline(always)]
    fn choose(
        &mut self,
        d: &mut Depths,
        used: &mut [u16; 27],
        mut choices: u16,
        mut tried: u16,
    ) -> Then {
        let k = self.k;
        // The next cell's free digits with this one empty (never none for the last cell: what
        // follows it is the full board).
        let ahead = if k + 1 < self.empty {
            d.free(used, k + 1)
        } else {
            ALL
        };
        let n = self.n;
        loop {
            if self.taken >= n {
                return Then::Stop(At::Choose { choices, tried });
            }
            let bit = choices & choices.wrapping_neg();
            let next_free = ahead & !(bit & d.shares[k]);
            if next_free != 0 || n - self.taken < 3 {
                return self.place(d, used, bit, next_free);
            }
            // Place, dead end at the next cell, take back.
            choices ^= bit;
            tried = bit;
            self.taken += 3;
            self.placements += 1;
            self.here += 1;
            self.dead_ends += 1;
            self.backtracks += 1;
            self.high = self.high.max(k + 1);
            self.last = Last::Backtrack(k, bit);
            if choices == 0 {
                return Then::Retreat;
            }
        }
    }

    /// Places `bit` at depth `k`, leaving the next cell `next_free`.
    #[inline(always)]
    fn place(&mut self, d: &mut Depths, used: &mut [u16; 27], bit: u16, next_free: u16) -> Then {
        let k = self.k;
        let [r, c, b] = d.units[k];
        used[r as usize] |= bit;
        used[c as usize] |= bit;
        used[b as usize] |= bit;
        d.bits[k] = bit;
        self.last = Last::Place(k, bit);
        d.placed[k] += self.here + 1;
        self.here = 0;
        self.k = k + 1;
        self.taken += 1;
        self.placements += 1;
        self.high = self.high.max(k + 1);
        if self.taken >= self.n {
            return Then::Stop(At::Arrive { free: next_free });
        }
        if self.k == self.empty {
            self.taken += 1;
            self.last = Last::Solution;
            return Then::Stop(At::Retreat);
        }
        if next_free != 0 {
            return Then::Descend(next_free);
        }
        // Too few steps left to take the dead end in one go.
        self.taken += 1;
        self.dead_ends += 1;
        self.last = Last::DeadEndAt(self.k);
        Then::Retreat
    }

    /// Takes back digits until a depth has another to try (its choices and the digit taken
    /// back), or the steps are taken or the floor reached (where the loop stops).
    #[inline(always)]
    fn retreat(
        &mut self,
        d: &mut Depths,
        used: &mut [u16; 27],
        floor: usize,
    ) -> Result<(u16, u16), At> {
        loop {
            if self.taken >= self.n {
                return Err(At::Retreat);
            }
            if self.k == floor {
                return Err(if floor == 0 { At::Done } else { At::Retreat });
            }
            d.placed[self.k] += self.here;
            self.here = 0;
            self.k -= 1;
            let k = self.k;
            self.low = self.low.min(k);
            let bit = d.bits[k];
            let [r, c, b] = d.units[k];
            used[r as usize] &= !bit;
            used[c as usize] &= !bit;
            used[b as usize] &= !bit;
            self.taken += 1;
            self.backtracks += 1;
            self.last = Last::Backtrack(k, bit);
            let choices = d.free(used, k) & !((bit << 1) - 1);
            if choices != 0 {
                return Ok((choices, bit));
            }
        }
    }
}
