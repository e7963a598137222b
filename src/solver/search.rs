//! The one search engine: backtracking as an explicit-stack state machine.
//!
//! [`Search::step`] does one visible thing and says what it did. Solving, counting and the
//! step-by-step player are all loops over it, so what the player shows is exactly what the
//! solver does. A `Search` is a plain value: cloning it is how the player keeps checkpoints.

use super::position::{Position, Contradiction, ALL};
use crate::grid::{Candidates, Cell, Conflict, Digit, Grid};
use std::fmt;
use std::str::FromStr;

/// How the search picks the next cell and narrows the candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// The judge solutions' algorithm: the first empty cell in row-major order, digits 1 to 9,
    /// no propagation. Its placements and backtracks are exactly those of the plain recursive
    /// solver, and its first solution is the lexicographically smallest.
    Classic,
    /// Branches like [`Strategy::Classic`] but prunes with naked and hidden singles. Pruning
    /// only removes digits that are in no solution, so the order of solutions is unchanged and
    /// the first one is still the lexicographically smallest, in far fewer steps.
    Lexicographic,
    /// Branches on a cell with the fewest candidates and propagates naked and hidden singles.
    /// The fastest, but with several solutions the first one found is not the smallest.
    Fastest,
}

impl Strategy {
    pub const ALL: [Strategy; 3] = [
        Strategy::Classic,
        Strategy::Lexicographic,
        Strategy::Fastest,
    ];

    /// The name used on the command line and in the UI.
    pub const fn id(self) -> &'static str {
        match self {
            Strategy::Classic => "classic",
            Strategy::Lexicographic => "lexicographic",
            Strategy::Fastest => "fastest",
        }
    }

    fn propagates(self) -> bool {
        self != Strategy::Classic
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A strategy name that is not one of [`Strategy::ALL`]'s ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownStrategy(pub String);

impl fmt::Display for UnknownStrategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown strategy `{}`; expected classic, lexicographic or fastest",
            self.0
        )
    }
}

impl std::error::Error for UnknownStrategy {}

impl FromStr for Strategy {
    type Err = UnknownStrategy;

    fn from_str(s: &str) -> Result<Strategy, UnknownStrategy> {
        Strategy::ALL
            .into_iter()
            .find(|st| st.id().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownStrategy(s.to_string()))
    }
}

/// What one call to [`Search::step`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Tried `digit` in `cell` (a branch; propagating strategies may fill more cells with it).
    Place { cell: Cell, digit: Digit },
    /// Took `digit` back from `cell`: everything below it is explored.
    Backtrack { cell: Cell, digit: Digit },
    /// The branch cannot be completed: `cell` has no candidate left (for propagating
    /// strategies, the place where propagation found the contradiction).
    DeadEnd { cell: Cell },
    /// The board is full and valid; stepping on looks for the next solution.
    Solution,
    /// Every branch is explored; stepping on does nothing more.
    Exhausted,
}

/// Running totals of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Steps taken, [`Step::Exhausted`] excluded.
    pub steps: u64,
    pub placements: u64,
    pub backtracks: u64,
    pub dead_ends: u64,
    pub solutions: u64,
    /// The deepest the branch stack has been.
    pub max_depth: usize,
}

/// What the next step will do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Pick a cell and try its smallest candidate.
    Descend,
    /// Classic only: try the candidates of `cell` above `digit`, which was just taken back.
    Retry {
        cell: u8,
        digit: u8,
    },
    /// Report a contradiction found at `cell`, then retreat.
    Fail {
        cell: u8,
    },
    /// Take back the most recent branch.
    Retreat,
    Done,
}

/// A backtracking search over one puzzle.
#[derive(Clone)]
pub struct Search {
    strategy: Strategy,
    givens: Grid,
    position: Position,
    /// The branches taken, outermost first: (cell, digit).
    trail: Vec<(u8, u8)>,
    /// Propagating strategies only: the position before each branch of `trail`.
    snapshots: Vec<Position>,
    /// Classic only: the empty cells in row-major order; branch `i` is on `order[i]`.
    order: Vec<u8>,
    next: Next,
    counters: Counters,
}

impl Search {
    /// A search of `givens` with `strategy`, or the first pair of givens that clash.
    pub fn new(givens: &Grid, strategy: Strategy) -> Result<Search, Conflict> {
        let Some(mut position) = Position::new(givens) else {
            return Err(givens.conflicts()[0]);
        };
        let mut next = Next::Descend;
        let mut order = Vec::new();
        if strategy.propagates() {
            if let Err(Contradiction(cell)) = position.init_candidates() {
                next = Next::Fail { cell };
            }
        } else {
            order = (0..81u8)
                .filter(|&c| position.digits[c as usize] == 0)
                .collect();
        }
        Ok(Search {
            strategy,
            givens: *givens,
            position,
            trail: Vec::with_capacity(81),
            snapshots: Vec::new(),
            order,
            next,
            counters: Counters::default(),
        })
    }

    /// Does one step of the search and says what it did.
    #[inline]
    pub fn step(&mut self) -> Step {
        let step = if self.strategy.propagates() {
            self.step_propagating()
        } else {
            self.step_classic()
        };
        let c = &mut self.counters;
        match step {
            Step::Place { .. } => {
                c.placements += 1;
                c.max_depth = c.max_depth.max(self.trail.len());
            }
            Step::Backtrack { .. } => c.backtracks += 1,
            Step::DeadEnd { .. } => c.dead_ends += 1,
            Step::Solution => c.solutions += 1,
            Step::Exhausted => return step,
        }
        c.steps += 1;
        step
    }

    /// Takes up to `n` steps, stopping after a [`Step::Solution`] or at [`Step::Exhausted`]
    /// (which is not counted). Returns the steps taken and the last step taken (`Exhausted`
    /// only if no step was; see [`Search::is_exhausted`]). One call
    /// per many steps lets the compiler keep the search's state in registers: the player
    /// explores a hundred million steps this way.
    pub fn step_many(&mut self, n: u64) -> (u64, Option<Step>) {
        if !self.strategy.propagates() {
            return self.classic_many(n);
        }
        let mut last = None;
        for taken in 0..n {
            let step = self.step();
            match step {
                Step::Exhausted => return (taken, last.or(Some(step))),
                Step::Solution => return (taken + 1, Some(step)),
                _ => last = Some(step),
            }
        }
        (n, last)
    }

    /// [`Search::step_many`] for classic, as one tight loop: the same transitions as
    /// [`Search::step_classic`], with the state in locals (the digit placed at each depth, the
    /// units of each depth's cell) and the counters in registers. The player runs a hundred
    /// million of these steps.
    ///
    /// It looks one cell ahead: while a cell is empty the next cell's free digits are known,
    /// and placing a digit only takes that digit away from them if the two cells share a unit.
    /// A digit that would leave the next cell with nothing is placed, found dead and taken
    /// back (three steps) without touching the board: almost a third of the adversary's
    /// placements end that way. Tests check that any split into calls equals single steps.
    fn classic_many(&mut self, n: u64) -> (u64, Option<Step>) {
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
        let mut max_depth = self.counters.max_depth;
        let mut last = Last::None;
        let mut taken = 0u64;
        // The loop's two places, as labelled loops rather than a state to dispatch on each
        // step (which ran at 60 % of this speed): choosing at depth `k`, and retreating.
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
                            k += 1;
                            taken += 1;
                            placements += 1;
                            max_depth = max_depth.max(k);
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
                        dead_ends += 1;
                        backtracks += 1;
                        max_depth = max_depth.max(k + 1);
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
                    if k == 0 {
                        at = At::Done;
                        break 'search;
                    }
                    k -= 1;
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
        c.max_depth = max_depth;
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

    fn step_classic(&mut self) -> Step {
        loop {
            match self.next {
                Next::Descend => {
                    let Some(&cell) = self.order.get(self.trail.len()) else {
                        self.next = Next::Retreat;
                        return Step::Solution;
                    };
                    return self.try_from(cell, self.position.free(cell as usize));
                }
                Next::Retry { cell, digit } => {
                    let above = self.position.free(cell as usize) & (u16::MAX << digit);
                    if above != 0 {
                        return self.try_from(cell, above);
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
    fn try_from(&mut self, cell: u8, choices: u16) -> Step {
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

    fn step_propagating(&mut self) -> Step {
        match self.next {
            Next::Descend => {
                if self.position.is_full() {
                    self.next = Next::Retreat;
                    return Step::Solution;
                }
                let cell = match self.strategy {
                    Strategy::Fastest => self.position.fewest_candidates(),
                    Strategy::Lexicographic | Strategy::Classic => self.position.first_empty(),
                };
                let digit = self.position.candidates(cell).trailing_zeros() as u8 + 1;
                self.snapshots.push(self.position.clone());
                self.trail.push((cell as u8, digit));
                self.next = match self.position.assign(cell, digit) {
                    Ok(()) => Next::Descend,
                    Err(Contradiction(at)) => Next::Fail { cell: at },
                };
                place(cell as u8, digit)
            }
            Next::Fail { cell } => {
                self.next = Next::Retreat;
                dead_end(cell)
            }
            Next::Retreat => {
                let (Some((cell, digit)), Some(position)) = (self.trail.pop(), self.snapshots.pop())
                else {
                    self.next = Next::Done;
                    return Step::Exhausted;
                };
                self.position = position;
                self.next = match self.position.eliminate(cell as usize, digit) {
                    Ok(()) => Next::Descend,
                    Err(Contradiction(at)) => Next::Fail { cell: at },
                };
                backtrack(cell, digit)
            }
            Next::Retry { .. } | Next::Done => {
                self.next = Next::Done;
                Step::Exhausted
            }
        }
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The puzzle being searched.
    pub fn givens(&self) -> &Grid {
        &self.givens
    }

    /// The board as the search has it now.
    pub fn grid(&self) -> Grid {
        self.position.to_grid()
    }

    /// The digit in `cell` now.
    pub fn digit(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.position.digits[cell.index()])
    }

    /// Digits `cell` can still take: for propagating strategies after propagation, for classic
    /// the digits its row, column and box do not hold yet.
    pub fn candidates(&self, cell: Cell) -> Candidates {
        let i = cell.index();
        match self.position.digits[i] {
            0 if self.strategy.propagates() => Candidates::from_bits(self.position.candidates(i)),
            0 => Candidates::from_bits(self.position.free(i)),
            d => Candidates::from_bits(1 << (d - 1)),
        }
    }

    /// The branches taken, outermost first: where the search will return to.
    pub fn stack(&self) -> impl ExactSizeIterator<Item = (Cell, Digit)> + '_ {
        self.trail.iter().map(|&(c, d)| to_pair(c, d))
    }

    /// Current depth: the number of branches on the stack.
    pub fn depth(&self) -> usize {
        self.trail.len()
    }

    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// True once [`Step::Exhausted`] has been returned.
    pub fn is_exhausted(&self) -> bool {
        self.next == Next::Done
    }
}

fn to_pair(cell: u8, digit: u8) -> (Cell, Digit) {
    (
        Cell::new(cell as usize).expect("the search only stores cells below 81"),
        Digit::new(digit).expect("the search only stores digits 1-9"),
    )
}

fn place(cell: u8, digit: u8) -> Step {
    let (cell, digit) = to_pair(cell, digit);
    Step::Place { cell, digit }
}

fn backtrack(cell: u8, digit: u8) -> Step {
    let (cell, digit) = to_pair(cell, digit);
    Step::Backtrack { cell, digit }
}

fn dead_end(cell: u8) -> Step {
    Step::DeadEnd {
        cell: Cell::new(cell as usize).expect("the search only stores cells below 81"),
    }
}
